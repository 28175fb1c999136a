/**
 * Errors: a case that cannot be read, or that breaks a rule. Each names the
 * JSON path and, where a rule of the law is broken, the norm id.
 *
 * @since 0.1.0
 */
import type { NormId } from './norms.js'

/** @category model @since 0.1.0 */
export type ErrorCode =
  | 'invalidJson'
  | 'invalidValue'
  | 'missingField'
  | 'unknownField'
  | 'duplicateId'
  | 'duplicatePosition'
  | 'setUpMismatch'
  | 'groupRequired'
  | 'majorityOneList'
  | 'invalidTerm'
  | 'outsideTerm'
  | 'tooManyElected'
  | 'unknownReference'
  | 'wrongKind'
  | 'notAMember'
  | 'notYetMember'
  | 'memberLeftTwice'
  | 'mergerOutsideScope'
  | 'noDeparture'
  | 'waiverRevoked'
  | 'cannotLeaveGroup'
  | 'cannotJoinGroup'
  | 'alreadyInGroup'
  | 'groundNotOpen'
  | 'lotInProportional'
  | 'lotBeforeVacancy'
  | 'lotWinnerNotAmong'
  | 'lotMismatch'
  | 'lotDrawnTwice'
  | 'noVacancy'
  | 'alreadyDetermined'
  | 'bodyNotCompetent'
  | 'alreadyCalled'
  | 'nothingToAnnounce'
  | 'objectionNotAnnounced'
  | 'objectionLate'
  | 'objectionForm'
  | 'objectionUnreasoned'
  | 'objectionSupport'
  | 'objectionNoInaction'
  | 'objectionAgainstBody'
  | 'objectionAgainstJudgment'
  | 'noObjection'
  | 'noBodyDecision'
  | 'noAction'
  | 'actionOutOfTime'
  | 'periodRunning'
  | 'servedBeforeDecision'
  | 'noReview'
  | 'alreadyFinal'

/** @category model @since 0.1.0 */
export interface CaseError {
  readonly path: string
  readonly code: ErrorCode
  readonly message: string
  readonly rule: NormId | null
}

/** An error that breaks a rule of the law: it always names the norm. @category model @since 0.1.0 */
export interface RuleError extends CaseError {
  readonly rule: NormId
}

/** The document cannot be decoded (not JSON, not UTF-8, not the wire format): CLI exit 2. @category model @since 0.2.0 */
export interface Unreadable {
  readonly _tag: 'unreadable'
  readonly errors: ReadonlyArray<CaseError>
}

/** A decodable case that is inconsistent or breaks a rule: CLI exit 1. @category model @since 0.2.0 */
export interface Rejected {
  readonly _tag: 'rejected'
  readonly errors: ReadonlyArray<CaseError>
}

/**
 * Unreadable or rejected, discriminated by `_tag`.
 *
 * @category model @since 0.1.0
 */
export type Failure = Unreadable | Rejected

// C0 and C1 controls, and the line and paragraph separators
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g

/**
 * A message on one line: control characters written as escapes (`\n`,
 * `\u001b`), so that no input can break or forge a line of output.
 *
 * @category constructors @since 0.1.0
 */
export const printable = (s: string): string =>
  s.replace(CONTROL, (ch) => (ch === '\n' ? '\\n' : ch === '\t' ? '\\t' : ch === '\r' ? '\\r' : `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`))

/** @category constructors @since 0.1.0 */
export const caseError = (path: string, code: ErrorCode, message: string, rule: NormId | null = null): CaseError => ({
  path: printable(path),
  code,
  message: printable(message),
  rule,
})

/** An error under a norm. @category constructors @since 0.1.0 */
export const ruleError = (path: string, code: ErrorCode, message: string, rule: NormId): RuleError => ({
  path: printable(path),
  code,
  message: printable(message),
  rule,
})

/** The index of the event an error's path points into (`events[3].date` → 3), or null. @category combinators @since 0.1.0 */
export const eventIndexOf = (path: string): number | null => {
  const m = /^events\[(\d+)\]/.exec(path)
  return m === null ? null : Number(m[1])
}

/** @category constructors @since 0.1.0 */
export const unreadable = (errors: ReadonlyArray<CaseError>): Failure => ({ _tag: 'unreadable', errors })

/** @category constructors @since 0.1.0 */
export const rejected = (errors: ReadonlyArray<CaseError>): Failure => ({ _tag: 'rejected', errors })

/** Path of an event field: `events[3].candidate`. @category constructors @since 0.1.0 */
export const eventPath = (index: number, field?: string): string =>
  field === undefined ? `events[${index}]` : `events[${index}].${field}`
