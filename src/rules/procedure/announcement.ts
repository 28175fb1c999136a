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
 * the objection period (`../periods.ts`).
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
import { refuse } from './docket.js'

/** The norms an announcement applies: it opens the remedies and starts the period. @category rules @since 0.1.0 */
export const ANNOUNCEMENT_NORMS: ReadonlyArray<NormId> = ['kwg34.4.s1', 'kwg25.1']

/** The ledger announced, or why there is nothing to announce. @category rules @since 0.1.0 */
export const announce = (v: VacancyLedger, e: Announcement): Either<RuleError, VacancyLedger> =>
  v.inForce === null
    ? refuse(e, 'nothingToAnnounce', `no determination for the vacancy of ${e.vacancy} to announce`, 'kwg34.3.s1')
    : right({ ...v, announced: e.date })
