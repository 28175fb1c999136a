/**
 * The decisions the query asks for: every vacancy up to the decision date
 * (strict: the first event that breaks a rule rejects the case; lenient: it
 * is listed and left out), and the one determination a query names.
 *
 * @example
 * import { determine } from './decide.js'
 * determine(theCase) // Either<Failure, Determination>
 *
 * @since 0.1.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import type { CandidateId } from '../domain/brand.js'
import type { Case } from '../domain/case.js'
import type { Determination } from '../domain/determination.js'
import { caseError, type Failure, rejected } from '../domain/error.js'
import type { Decisions } from '../engine/decisions.js'
import { decideOn } from '../engine/round.js'
import { recordCase } from '../record/record.js'
import { noDeparture } from '../rules/membership.js'
import { replayDecisions } from './fixpoint.js'

/** @category model @since 0.1.0 */
export interface DecideOptions {
  /** reject a broken event and go on (state replay), instead of failing (determination query) */
  readonly lenient?: boolean
  /** decide this vacancy lawfully even if a determination is recorded for it */
  readonly ignoreRecordOf?: CandidateId | null
}

/**
 * Decide every vacancy that arose on or before `query.asOf`. The case must
 * have passed the structure checks (`checkStructure`); in strict mode also
 * the rules (`checkConsistency`), and the first event that breaks a rule
 * while deciding rejects the case. In lenient mode (`replayDecisions`) every
 * such event is listed and left out.
 *
 * @category replay @since 0.1.0
 */
export const decideAll = (c: Case, options: DecideOptions = {}): Either<Failure, Decisions> => {
  if (options.lenient === true) return right(replayDecisions(c, options.ignoreRecordOf))
  const once = decideOn(c, recordCase(c, c.query.asOf), options.ignoreRecordOf)
  // after the body ceased (R8), the departures after it open no vacancy: the record is made again without them
  // Stryker disable next-line ConditionalExpression: the replacement by `false` makes the same record a second time (nothing closed), only slower; the one by `true` is killed by ceasing.test.ts (checked with mutation/mutcheck.sh)
  const closedRecord = once.closed.size === 0 ? null : recordCase(c, c.query.asOf, undefined, once.closed)
  const { decisions } = closedRecord === null ? once : decideOn(c, closedRecord, options.ignoreRecordOf)
  const first = closedRecord?.rejected[0] ?? decisions.rejected[0]
  return first === undefined ? right(decisions) : left(rejected([first]))
}

/**
 * The determination the query asks for: the vacancy left by `query.vacancy`
 * (its latest departure on or before `query.asOf`).
 *
 * @category replay @since 0.1.0
 */
export const determine = (c: Case): Either<Failure, Determination> => {
  const vacancy = c.query.vacancy
  if (vacancy === null) return left(rejected([caseError('query', 'invalidValue', 'this case asks for the state of the body (query.state): replay it instead')]))
  const all = decideAll(c, { ignoreRecordOf: vacancy })
  if (all._tag === 'Left') return all
  const mine = all.right.determinations.filter((x) => x.departure.member === vacancy)
  const last = mine[mine.length - 1]
  return last === undefined ? left(rejected([noDeparture(vacancy, c.query.asOf)])) : right(last.determination)
}
