/**
 * What a rule of the procedure may know beyond the vacancy it decides on —
 * the docket of the case — and how a rule refuses an event. Shared by the
 * modules of `src/rules/procedure/`, each a pure function from a vacancy's
 * ledger and one event to `Either<RuleError, …>`.
 *
 * > § 34 Abs. 1 Satz 1 KWG: … so rückt der nächste noch nicht berufene
 * > Bewerber des Wahlvorschlags mit den meisten Stimmen an seine Stelle; …
 *
 * "Noch nicht berufen" (reading R4): a candidate is called once elected or
 * named by a determination in force; the member who left a seat was called
 * to it. A determination, or a review decision, may not name anyone called.
 *
 * @example
 * import { cannotSucceed } from './docket.js'
 * cannotSucceed(docket, 'SPD-4' as CandidateId, 'SPD-1' as CandidateId) // true when SPD-4 is already called
 *
 * @since 0.1.0
 */
import { left, type Either } from 'fp-ts/lib/Either.js'
import type { CandidateId } from '../../domain/brand.js'
import type { ElectionMode, PeriodEndReading } from '../../domain/case.js'
import { type RuleError, ruleError, type ErrorCode, eventPath } from '../../domain/error.js'
import type { CaseEvent } from '../../domain/events.js'
import type { NormId } from '../../domain/norms.js'

/** What a procedure rule may ask about the rest of the case. @category model @since 0.1.0 */
export interface Docket {
  /** elected, or named by a determination in force for a vacancy that is not void */
  readonly called: (id: CandidateId) => boolean
  /** whether the member has a vacancy (their departure ended the membership) */
  readonly hasVacancy: (id: CandidateId) => boolean
  readonly eligibleVoters: number | null
  readonly electionMode: ElectionMode
  /** reading R5 of a period's last day */
  readonly periodEnd: PeriodEndReading
}

/**
 * Whether `successor` cannot be named for the vacancy of `vacancy`: they are
 * a member or called already — or they are the member who left that seat,
 * who was called to it.
 *
 * @category rules @since 0.1.0
 */
export const cannotSucceed = (docket: Docket, successor: CandidateId | null, vacancy: CandidateId): boolean =>
  successor !== null && (successor === vacancy || docket.called(successor))

/** An event refused under a norm, at the event or at one of its fields. @category constructors @since 0.1.0 */
export const refuse = <A = never>(e: CaseEvent, code: ErrorCode, message: string, rule: NormId, field?: string): Either<RuleError, A> =>
  left(ruleError(eventPath(e.index, field), code, message, rule))
