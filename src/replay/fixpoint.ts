/**
 * The record and the decisions made consistent with each other: the fixed
 * point over the departures of no member (spec/procedure.md, open question 5).
 *
 * A departure of someone who is no member opens no vacancy (a rejected event
 * changes nothing). Who is a member depends on who was called, and who was
 * called on the record; and the record depends on which departures open a
 * vacancy. So the record is made, the departures are decided on it, and the
 * record is made again without the departures found to be no member's,
 * until a round finds no new one. A departure left out that a later round
 * finds a member's after all (the call that made it look like no member's
 * was itself for a departure of no member) is then taken back in, the
 * earliest first.
 *
 * **Why it ends.** Two sets only grow: `out`, the departures ever left out,
 * and `back`, those of them taken back in (`back ⊆ out`). Each round either
 * adds to `out` a departure not in it, or adds to `back` a departure of
 * `out` not in it, or returns. Both are bounded by the number of
 * departures `n`, so there are at most `2n + 1` rounds
 * (properties/procedure-state.test.ts counts them).
 *
 * @example
 * import { replayDecisions } from './fixpoint.js'
 * replayDecisions(theCase).rejected // every event that breaks a rule, the case otherwise decided
 *
 * @since 0.1.0
 */
import type { CandidateId } from '../domain/brand.js'
import type { Case } from '../domain/case.js'
import type { Decisions } from '../engine/decisions.js'
import { decideOn } from '../engine/round.js'
import { recordCase } from '../record/record.js'

/**
 * The fixed point and the number of rounds it took (at most `2n + 1` for `n`
 * departures).
 *
 * @category replay @since 0.1.0
 */
export const replayRounds = (c: Case, ignoreRecordOf: CandidateId | null = null): { readonly decisions: Decisions; readonly rounds: number } => {
  // departures ever left out, and those of them taken back in: both only grow, so the rounds end
  const out = new Set<number>()
  const back = new Set<number>()
  for (let rounds = 1; ; rounds++) {
    const leftOut = new Set([...out].filter((i) => !back.has(i)))
    const record = recordCase(c, c.query.asOf, leftOut)
    const { decisions, notMembers, rejoined } = decideOn(c, record, ignoreRecordOf, leftOut)
    // (one found no member's that opened no vacancy in the record, a seat waiver without effect, is left out to no effect)
    const found = notMembers.filter((d) => !out.has(d.index))
    // first the departures found no member's, until there are none; then the earliest one left out
    // that is a member's after all: whether a later departure is a member's can depend on it (R5, R6)
    for (const d of found) out.add(d.index)
    const first = rejoined[0]
    if (found.length === 0) {
      if (first === undefined) return { decisions, rounds }
      back.add(first.index)
    }
  }
}

/**
 * Decide every vacancy that arose on or before `query.asOf`, listing and
 * leaving out every event that breaks a rule (the state replay, the audit).
 *
 * @category replay @since 0.1.0
 */
export const replayDecisions = (c: Case, ignoreRecordOf: CandidateId | null = null): Decisions => replayRounds(c, ignoreRecordOf).decisions
