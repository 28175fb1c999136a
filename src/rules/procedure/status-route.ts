/**
 * A determined successor's incompatibility under reading R9
 * (`interpretation.incompatibility: "statusRoute"`) — `kwg34.3.s2`,
 * `kwg23.2.s2`, `kwg23.2.s3`.
 *
 * > § 34 Abs. 3 Satz 2 KWG: § 23 gilt mit der Maßgabe, dass an die Stelle der
 * > Feststellung des Wahlergebnisses im Wahlkreis die Feststellung des
 * > Wahlleiters oder der Vertretungskörperschaft nach Abs. 4 Satz 3 tritt.
 *
 * > § 23 Abs. 2 Satz 2 und 3 KWG: … so weist ihn der Wahlleiter darauf hin,
 * > dass er den Wegfall des Hinderungsgrundes nur binnen einer Woche nach
 * > Zustellung der Benachrichtigung nachweisen kann. Wird der Wegfall des
 * > Hinderungsgrundes nicht bis zum Ablauf der Frist nachgewiesen, gilt die
 * > Rechtsstellung als Vertreter rückwirkend als nicht erworben; …
 *
 * Under R9 the candidate with an open incompatibility is determined like any
 * other (`incompatibilityStanding`); the determination takes the place of the
 * election result, so § 23 Abs. 2 applies to the successor as to an elected
 * representative: the week runs from a notice served after the determination
 * (a notice before it starts nothing: decisions P9, question Q20 answer B), a
 * notice while the week runs starts it again, and a week that ran out without
 * proof makes the departure `statusNotAcquired` on the day after it
 * (`statusLost`), a new vacancy of § 34 Abs. 1 Satz 1 (second case).
 *
 * @example
 * import { successorProofs } from './status-route.js'
 * successorProofs([{ member, date, event }], events, asOf, 'calendar') // [{ member, notified, due, status }]
 *
 * @since 0.3.0
 */
import type { CandidateId, IsoDate } from '../../domain/brand.js'
import { type CandidateEvent, type CaseEvent, isCandidateEvent } from '../../domain/events.js'
import type { PeriodEndReading } from '../../domain/case.js'
import type { MemberProof } from '../../domain/ledger.js'
import { openSince } from '../grounds.js'
import { noticed, proofOf, type Running } from './proof.js'

/** A successor's call in force: who, the date of the determination, the event that made it. @category model @since 0.3.0 */
export interface Call {
  readonly member: CandidateId
  readonly date: IsoDate
  readonly event: number
}

/** Whether the fact comes before the call in application order (date, then input order). */
// Stryker disable next-line EqualityOperator: a candidate fact never has the index of the determination that made the call
const precedes = (e: CaseEvent, call: Call): boolean => e.date < call.date || (e.date === call.date && e.index < call.event)

const isIncompatibility = (e: CandidateEvent, tag: 'candidateGroundArose' | 'candidateGroundEnded'): boolean =>
  e._tag === tag && e.ground === 'incompatibility'

/** Whether the incompatibility is open at the call and its removal not yet proven. */
const openAtCall = (before: ReadonlyArray<CandidateEvent>): boolean => {
  if (openSince(before, 'incompatibility') === null) return false
  const arose = before.findLastIndex((e) => isIncompatibility(e, 'candidateGroundArose'))
  return !before.slice(arose + 1).some((e) => e._tag === 'incompatibilityProven')
}

/**
 * The week after the call, from the successor's facts after it up to
 * `until`: notices and proofs as for an elected member; the end of the
 * ground counts as its removal; once proven, later facts change nothing.
 */
const weekAfter = (after: ReadonlyArray<CandidateEvent>, until: IsoDate, reading: PeriodEndReading): Running => {
  let state: Running = { notified: null, proven: null }
  for (const e of after) {
    if (e.date > until) break
    if (isIncompatibility(e, 'candidateGroundEnded')) return { ...state, proven: state.proven ?? e.date }
    if (e._tag === 'incompatibilityNotified') state = noticed(state, e.date, reading)
    else if (e._tag === 'incompatibilityProven' && state.proven === null) state = { ...state, proven: e.date }
    // the ground arose again before any notice: a proof before it no longer counts
    else if (isIncompatibility(e, 'candidateGroundArose') && state.notified === null) state = { notified: null, proven: null }
  }
  return state
}

/** The proof of one determined successor, or null when no week runs. */
const successorProof = (call: Call, ordered: ReadonlyArray<CaseEvent>, until: IsoDate, reading: PeriodEndReading): MemberProof | null => {
  const own = ordered.filter(isCandidateEvent).filter((e) => e.candidate === call.member)
  const before = own.filter((e) => precedes(e, call))
  if (!openAtCall(before)) return null
  const week = weekAfter(
    own.filter((e) => !precedes(e, call)),
    until,
    reading,
  )
  return week.notified === null ? null : proofOf(call.member, week.notified, week.proven, until, reading)
}

/**
 * The proofs of determined successors whose incompatibility was open when
 * they were called (reading R9), as of `until`, from the events in
 * application order.
 *
 * @category rules @since 0.3.0
 */
export const successorProofs = (calls: ReadonlyArray<Call>, ordered: ReadonlyArray<CaseEvent>, until: IsoDate, reading: PeriodEndReading): ReadonlyArray<MemberProof> =>
  calls.flatMap((call) => {
    const p = successorProof(call, ordered, until, reading)
    return p === null ? [] : [p]
  })
