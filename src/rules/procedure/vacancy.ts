/**
 * The vacancy a procedure event concerns — `kwg34.3.s1`, `kwg34.5`.
 *
 * > § 34 Abs. 3 Satz 1 KWG: Der Wahlleiter stellt das Ausscheiden des
 * > bisherigen Vertreters und den Namen des nachrückenden Vertreters oder das
 * > Leerbleiben des Sitzes fest.
 *
 * A determination, announcement, objection or decision needs a vacancy: a
 * member who has left. A departure made void by a final change in review
 * (the member left while their own call stood, spec/procedure.md, open
 * question 1) opens none (`kwg34.5`).
 *
 * @example
 * import { vacancyFor } from './vacancy.js'
 * vacancyFor(ledger, voided, event) // Right(ledger) or Left(noVacancy)
 *
 * @since 0.1.0
 */
import { type Either, right } from 'fp-ts/lib/Either.js'
import type { Ceased } from '../../domain/determination.js'
import type { RuleError } from '../../domain/error.js'
import type { CandidateId } from '../../domain/brand.js'
import type { CaseEvent, ProcedureEvent } from '../../domain/events.js'
import type { AnnulledCall, VacancyLedger } from '../../domain/ledger.js'
import { CITATIONS } from '../../domain/norms.js'
import { refuse } from './docket.js'

/**
 * The refusal of an event for a seat the ceasing took (R8): a departure after
 * the body ceased, or a seat that gave way to it, opens no succession to
 * proceed on — a determination, a review or a lot drawn for it alike.
 *
 * @category rules @since 0.3.0
 */
export const ceasedSeat = (e: CaseEvent & { readonly vacancy: CandidateId }, ceased: Ceased): Either<RuleError, never> =>
  refuse(
    e,
    'noVacancy',
    `the body ceased on ${ceased.on} below three members (${CITATIONS[ceased.rule]}): the departure of ${e.vacancy} opens no succession to proceed on`,
    ceased.rule,
    'vacancy',
  )

/** The ledger the event proceeds on, or why there is none. @category rules @since 0.1.0 */
export const vacancyFor = (
  ledger: VacancyLedger | undefined,
  voided: AnnulledCall | undefined,
  e: ProcedureEvent,
  ceased?: Ceased,
): Either<RuleError, VacancyLedger> => {
  // a departure after the body ceased opens no ledger, so `ceased` comes only without one
  if (ceased !== undefined) return ceasedSeat(e, ceased)
  if (ledger === undefined)
    return refuse(e, 'noVacancy', `${e.vacancy} has not left the body: there is no vacancy to proceed on`, 'kwg34.3.s1', 'vacancy')
  if (voided !== undefined)
    return refuse(
      e,
      'noVacancy',
      `the departure of ${e.vacancy} on ${ledger.departure.date} is void: their call was changed in review with effect from ${voided.until}, so there is no vacancy to proceed on`,
      'kwg34.5',
      'vacancy',
    )
  return right(ledger)
}
