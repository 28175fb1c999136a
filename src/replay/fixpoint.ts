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
 * earliest first; and so, when no round finds such a one, is one that would
 * be void once in the record (a final change in review voids only the call of
 * a departure that opened a vacancy: open questions 1 and 7), or that the
 * round made with it back in would not find no member's — asked also of one
 * the round found void while left out (a later departure of the same member,
 * in the record in its place, opened the ledger the change voids).
 *
 * The same holds for the departures after the body ceased below three
 * members (R8): the engine finds them, and the record is made again with
 * them opening no vacancy (their procedure events are refused).
 *
 * **Why it ends.** Three sets only grow: `out`, the departures ever left out,
 * `back`, those of them taken back in (`back ⊆ out`), and `closed`, the
 * departures ever found after the body ceased. Each round either adds to
 * `out` a departure not in it, or adds to `back` a departure of `out` not in
 * it, or adds to `closed` a departure not in it, or returns. All three are
 * bounded by the number of departures `n`, so there are at most `3n + 1`
 * rounds (properties/procedure-state.test.ts counts them).
 *
 * @example
 * import { replayDecisions } from './fixpoint.js'
 * replayDecisions(theCase).rejected // every event that breaks a rule, the case otherwise decided
 *
 * @since 0.1.0
 */
import type { CandidateId } from '../domain/brand.js'
import type { Case } from '../domain/case.js'
import type { Ceased } from '../domain/determination.js'
import type { Decisions } from '../engine/decisions.js'
import type { MemberLeft } from '../domain/events.js'
import { decideOn } from '../engine/round.js'
import { recordCase } from '../record/record.js'

/**
 * The fixed point and the number of rounds it took (at most `3n + 1` for `n`
 * departures).
 *
 * @category replay @since 0.1.0
 */
export const replayRounds = (c: Case, ignoreRecordOf: CandidateId | null = null): { readonly decisions: Decisions; readonly rounds: number } => {
  // departures ever left out, and those of them taken back in: both only grow, so the rounds end
  const out = new Set<number>()
  const back = new Set<number>()
  const closed = new Map<number, Ceased>()
  for (let rounds = 1; ; rounds++) {
    const leftOut = new Set([...out].filter((i) => !back.has(i)))
    const record = recordCase(c, c.query.asOf, leftOut, closed)
    const round = decideOn(c, record, ignoreRecordOf, leftOut)
    const { decisions, notMembers, rejoined, stillOut } = round
    const closing = [...round.closed].filter(([i]) => !closed.has(i))
    for (const [i, ceased] of closing) closed.set(i, ceased)
    if (closing.length > 0) continue
    // (one found no member's that opened no vacancy in the record, a seat waiver without effect, is left out to no effect)
    const found = notMembers.filter((d) => !out.has(d.index))
    // first the departures found no member's, until there are none; then the earliest one left out
    // that is a member's after all: whether a later departure is a member's can depend on it (R5, R6)
    for (const d of found) out.add(d.index)
    if (found.length === 0) {
      // (one that the round made with it back in would not find no member's is asked for only then: it costs a round for each one left out)
      const first = rejoined[0] ?? firstTakenBack(c, leftOut, closed, stillOut, ignoreRecordOf)
      if (first === undefined) return { decisions, rounds }
      back.add(first.index)
    }
  }
}

/**
 * The earliest departure left out that this round found no member's or void (`stillOut`) and that the round made
 * with it back in would not find no member's (open question 7). It would be void there: a final change in review
 * voids the call of a successor who left while it stood only if the departure opened a vacancy (open question 1,
 * `voidedCall`), so left out it is never voided, and some round finds it no member's for a reason the record would
 * take away (R4: the call was never made; R7); taken back, the record judges it (kwg34.5). Or it would be a member's there: its own vacancy can keep the call it
 * was made under (a successor called for that vacancy before a later change in review names him makes that change
 * `alreadyCalled`; R5: the earlier event first). Or it is void already while left out, because a later departure of
 * the same member opened the ledger in its place: back in, the record keeps the first departure, which is void,
 * and the later one made while the call stood is `memberLeftTwice`.
 */
const firstTakenBack = (c: Case, leftOut: ReadonlySet<number>, closed: ReadonlyMap<number, Ceased>, stillOut: ReadonlyArray<MemberLeft>, ignoreRecordOf: CandidateId | null): MemberLeft | undefined =>
  stillOut.find((d) => {
    const without = new Set([...leftOut].filter((i) => i !== d.index))
    // back in, the round judges it: void (the record voids its call), a member's, or no member's again
    return !decideOn(c, recordCase(c, c.query.asOf, without, closed), ignoreRecordOf, without).notMembers.some((x) => x.index === d.index)
  })

/**
 * Decide every vacancy that arose on or before `query.asOf`, listing and
 * leaving out every event that breaks a rule (the state replay, the audit).
 *
 * @category replay @since 0.1.0
 */
export const replayDecisions = (c: Case, ignoreRecordOf: CandidateId | null = null): Decisions => replayRounds(c, ignoreRecordOf).decisions
