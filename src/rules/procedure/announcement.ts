/**
 * The announcement of a determination — `kwg34.3.s1`, `kwg34.4.s1`, `kwg25.1`.
 *
 * > § 34 Abs. 4 Satz 1 KWG: Gegen die Feststellung des Wahlleiters sind die
 * > Rechtsmittel nach §§ 25 bis 27 gegeben; …
 *
 * > § 25 Abs. 1 Satz 1 KWG: … binnen einer Ausschlussfrist von zwei Wochen
 * > nach der öffentlichen Bekanntmachung des Wahlergebnisses …
 *
 * Only a determination in force can be announced; the announcement starts
 * the objection period (`../periods.ts`) — not for the body's own
 * determination, against which the action of § 27 KWG lies within a month of
 * its Verkündung (`announcedPeriod`).
 *
 * @example
 * import { announce } from './announcement.js'
 * announce(ledger, event) // Right(ledger announced) or Left(nothingToAnnounce)
 *
 * @since 0.1.0
 */
import { type Either, right } from 'fp-ts/lib/Either.js'
import type { RuleError } from '../../domain/error.js'
import type { Announcement } from '../../domain/events.js'
import type { VacancyLedger } from '../../domain/ledger.js'
import type { NormId } from '../../domain/norms.js'
import type { IsoDate } from '../../domain/brand.js'
import type { PeriodEndReading } from '../../domain/case.js'
import { bodyDecisionFinalFrom, objectionPeriodEnd, ownDeterminationActionEnd } from '../periods.js'
import { refuse } from './docket.js'
import { ownDetermination } from './review.js'

/**
 * The period that runs for the announced determination: the two weeks of § 25 Abs. 1 KWG from the announcement for
 * the returning officer's; for the body's own (§ 34 Abs. 4 Satz 3 KWG) the month of § 27 KWG, which runs from its
 * date (Verkündung, R10), not from the announcement; none for the body's decision on objections made final (no
 * objection lies against the body's determination, and the month of § 27 has passed).
 *
 * @category model @since 0.3.0
 */
export type AnnouncedPeriod =
  | { readonly _tag: 'objection'; readonly ends: IsoDate }
  | { readonly _tag: 'action'; readonly decided: IsoDate; readonly ends: IsoDate; readonly finalFrom: IsoDate }
  | { readonly _tag: 'none' }

/** The period for the determination in force announced on `announced` (`AnnouncedPeriod`). @category rules @since 0.3.0 */
export const announcedPeriod = (v: VacancyLedger, announced: IsoDate, reading: PeriodEndReading): AnnouncedPeriod => {
  const own = ownDetermination(v)
  if (own !== null) return { _tag: 'action', decided: own.date, ends: ownDeterminationActionEnd(own.date), finalFrom: bodyDecisionFinalFrom(own.date, null) }
  return v.inForce?.by === 'body' ? { _tag: 'none' } : { _tag: 'objection', ends: objectionPeriodEnd(announced, reading) }
}

/** The norms an announcement applies: it opens the remedies and starts the period. @category rules @since 0.1.0 */
export const ANNOUNCEMENT_NORMS: ReadonlyArray<NormId> = ['kwg34.4.s1', 'kwg25.1']

/** The norms an announcement applies, by the period that runs (`AnnouncedPeriod`): § 27 KWG instead of § 25 Abs. 1 for the body's own determination. @category rules @since 0.3.0 */
export const announcementNorms = (p: AnnouncedPeriod): ReadonlyArray<NormId> =>
  p._tag === 'objection' ? ANNOUNCEMENT_NORMS : p._tag === 'action' ? ['kwg34.4.s1', 'kwg27'] : ['kwg34.4.s1']

/** The ledger announced, or why there is nothing to announce. @category rules @since 0.1.0 */
export const announce = (v: VacancyLedger, e: Announcement): Either<RuleError, VacancyLedger> =>
  v.inForce === null
    ? refuse(e, 'nothingToAnnounce', `no determination for the vacancy of ${e.vacancy} to announce`, 'kwg34.3.s1')
    : right({ ...v, announced: e.date })
