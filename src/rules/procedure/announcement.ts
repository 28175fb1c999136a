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
 * its Verkündung, nor for the court's (`objectionLies`; `announcedPeriod`).
 * The Ausschlussfrist runs from the first announcement of the determination
 * in force: a second one is accepted and changes nothing (spec/procedure.md,
 * "The period runs from the first announcement").
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
import { objectionLies } from './objection.js'
import { ownDetermination } from './review.js'

/**
 * The period an announcement starts: the two weeks of § 25 Abs. 1 KWG from the announcement for the returning
 * officer's determination (`objection`), or none when it was announced before (`repeated`: the period ran from the
 * first announcement); for the body's own (§ 34 Abs. 4 Satz 3 KWG) the month of § 27 KWG, which runs from its date
 * (Verkündung, R10), not from an announcement, the first or a later one (`action`); none for a determination the
 * body's decision on objections or the court put in force (`none`: no objection lies against it, `objectionLies`).
 *
 * @category model @since 0.3.0
 */
export type AnnouncedPeriod =
  | { readonly _tag: 'objection'; readonly ends: IsoDate }
  | { readonly _tag: 'action'; readonly decided: IsoDate; readonly ends: IsoDate; readonly finalFrom: IsoDate }
  | { readonly _tag: 'none'; readonly by: 'body' | 'court' }
  | { readonly _tag: 'repeated'; readonly first: IsoDate }

/**
 * The period the announcement on `on` starts for the determination in force of `before`, the ledger before it
 * (`AnnouncedPeriod`).
 *
 * @category rules @since 0.3.0
 */
export const announcedPeriod = (before: VacancyLedger, on: IsoDate, reading: PeriodEndReading): AnnouncedPeriod => {
  const own = ownDetermination(before)
  if (own !== null) return { _tag: 'action', decided: own.date, ends: ownDeterminationActionEnd(own.date), finalFrom: bodyDecisionFinalFrom(own.date, null) }
  const r = before.inForce
  if (!objectionLies(r)) return { _tag: 'none', by: r?.by === 'court' ? 'court' : 'body' }
  return before.announced === null ? { _tag: 'objection', ends: objectionPeriodEnd(on, reading) } : { _tag: 'repeated', first: before.announced }
}

/** The norms an announcement applies: it opens the remedies and starts the period. @category rules @since 0.1.0 */
export const ANNOUNCEMENT_NORMS: ReadonlyArray<NormId> = ['kwg34.4.s1', 'kwg25.1']

/** The norms of an announcement by the period it starts, or by who made the determination it starts none for. */
const ANNOUNCED_NORMS: Readonly<Record<'objection' | 'action' | 'body' | 'court' | 'repeated', ReadonlyArray<NormId>>> = {
  objection: ANNOUNCEMENT_NORMS,
  action: ['kwg34.4.s1', 'kwg27'],
  body: ['kwg34.4.s1'],
  court: ['kwg34.4.s1', 'kwg34.5'],
  repeated: ['kwg25.1'],
}

/**
 * The norms an announcement applies, by the period it starts (`AnnouncedPeriod`): § 27 KWG instead of § 25 Abs. 1 for
 * the body's own determination; § 34 Abs. 5 for the court's; § 25 Abs. 1 alone for a repeated announcement of the
 * returning officer's (its period ran from the first).
 *
 * @category rules @since 0.3.0
 */
export const announcementNorms = (p: AnnouncedPeriod): ReadonlyArray<NormId> => ANNOUNCED_NORMS[p._tag === 'none' ? p.by : p._tag]

/** The ledger announced, or why there is nothing to announce. @category rules @since 0.1.0 */
export const announce = (v: VacancyLedger, e: Announcement): Either<RuleError, VacancyLedger> =>
  v.inForce === null
    ? refuse(e, 'nothingToAnnounce', `no determination for the vacancy of ${e.vacancy} to announce`, 'kwg34.3.s1')
    : right({ ...v, announced: v.announced ?? e.date })
