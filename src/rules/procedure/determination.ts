/**
 * A recorded determination — `kwg34.3.s1`, `kwg34.3.s2`, `kwg34.4.s3`, `kwg23.1`.
 *
 * > § 34 Abs. 3 Satz 1 KWG: Der Wahlleiter stellt das Ausscheiden des
 * > bisherigen Vertreters und den Namen des nachrückenden Vertreters oder das
 * > Leerbleiben des Sitzes fest.
 *
 * > § 34 Abs. 3 Satz 2 KWG: § 23 gilt mit der Maßgabe, dass an die Stelle der
 * > Feststellung des Wahlergebnisses im Wahlkreis die Feststellung des
 * > Wahlleiters oder der Vertretungskörperschaft nach Abs. 4 Satz 3 tritt.
 *
 * > § 34 Abs. 4 Satz 3 KWG: Ist der Wahlleiter untätig geblieben, so trifft
 * > die Vertretungskörperschaft die entsprechende Feststellung.
 *
 * One determination stands at a time; a new one only after a final review
 * annulled it. The body determines only upon an admissible objection against
 * the returning officer's inaction. No one called can be named. The
 * determination takes effect from its date (the named successor acquires the
 * status with it, § 23 Abs. 1 through Abs. 3 Satz 2); its announcement is
 * still to come.
 *
 * @example
 * import { recordDetermination } from './determination.js'
 * recordDetermination(docket, ledger, event) // Right(ledger with the determination in force) or Left(…)
 *
 * @since 0.1.0
 */
import { type Either, right } from 'fp-ts/lib/Either.js'
import type { RuleError } from '../../domain/error.js'
import type { DeterminationRecorded } from '../../domain/events.js'
import type { Recorded, VacancyLedger } from '../../domain/ledger.js'
import type { NormId } from '../../domain/norms.js'
import { cannotSucceed, type Docket, refuse } from './docket.js'

/** The norms a recorded determination applies. @category rules @since 0.1.0 */
export const determinationNorms = (e: DeterminationRecorded): ReadonlyArray<NormId> => [
  e.by === 'body' ? 'kwg34.4.s3' : 'kwg34.3.s1',
  ...(e.successor === null ? [] : (['kwg34.3.s2', 'kwg23.1'] as const)),
]

/** The ledger with the determination in force, and that determination, or why it is refused. @category rules @since 0.1.0 */
export const recordDetermination = (
  docket: Docket,
  v: VacancyLedger,
  e: DeterminationRecorded,
): Either<RuleError, { readonly ledger: VacancyLedger; readonly recorded: Recorded }> => {
  if (v.inForce !== null) return refuse(e, 'alreadyDetermined', `the vacancy of ${e.vacancy} is already determined (${v.inForce.date})`, 'kwg34.3.s1')
  if (e.by === 'body' && !v.inactionObjection)
    return refuse(e, 'bodyNotCompetent', 'the body determines only upon an admissible objection against the inaction of the returning officer', 'kwg34.4.s3', 'by')
  if (cannotSucceed(docket, e.successor, e.vacancy)) return refuse(e, 'alreadyCalled', `${e.successor} is already a member or called`, 'kwg34.3.s1', 'successor')
  const recorded: Recorded = { date: e.date, by: e.by, outcome: e.outcome, successor: e.successor, event: e.index }
  return right({ ledger: { ...v, inForce: recorded, firstDetermined: v.firstDetermined ?? e.date, announced: null }, recorded })
}
