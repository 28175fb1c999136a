/**
 * An elected member's incompatibility — `kwg23.2.s2`, `kwg23.2.s3`,
 * `kwg34.1.s1.trigger`.
 *
 * > § 23 Abs. 2 Satz 2 und 3 KWG: Ist ein Vertreter an der Mitgliedschaft in
 * > der Vertretungskörperschaft gehindert …, so weist ihn der Wahlleiter
 * > darauf hin, dass er den Wegfall des Hinderungsgrundes nur binnen einer
 * > Woche nach Zustellung der Benachrichtigung nachweisen kann. Wird der
 * > Wegfall des Hinderungsgrundes nicht bis zum Ablauf der Frist
 * > nachgewiesen, gilt die Rechtsstellung als Vertreter rückwirkend als nicht
 * > erworben; …
 *
 * > § 34 Abs. 1 Satz 1 KWG: Wenn ein Vertreter … seine Rechtsstellung nach
 * > § 23 Abs. 2 Satz 3 als nicht erworben gilt …, so rückt … an seine Stelle;
 *
 * For an elected member with an open incompatibility, the first week that
 * runs out without proof ends the status: the law makes the departure
 * (`statusNotAcquired`) on the day after the week. A notice while the week
 * runs starts it again; once it has run out, a later notice changes nothing
 * (spec/procedure.md, "Procedure events").
 *
 * @example
 * import { memberProofs } from './proof.js'
 * memberProofs(elected, events, asOf, 'calendar') // [{ member, notified, due, status: 'running' | 'proven' | 'expired' }]
 *
 * @since 0.1.0
 */
import type { CandidateId, IsoDate } from '../../domain/brand.js'
import { addDays } from '../../domain/date.js'
import type { CaseEvent, MemberLeft } from '../../domain/events.js'
import type { PeriodEndReading } from '../../domain/case.js'
import type { MemberProof } from '../../domain/ledger.js'
import { proofDue } from '../periods.js'

/** A week that may run: the notice that started it, the proof. @category rules @since 0.3.0 */
export interface Running {
  readonly notified: IsoDate | null
  readonly proven: IsoDate | null
}

/** A proof as of `until`: proven in time, expired, or running. @category rules @since 0.1.0 */
export const proofOf = (member: CandidateId, notified: IsoDate, proven: IsoDate | null, until: IsoDate, reading: PeriodEndReading): MemberProof => {
  const due = proofDue(notified, reading)
  const status = proven !== null && proven <= due ? 'proven' : until > due ? 'expired' : 'running'
  return { member, notified, due, status }
}

/** The state after a notice: the first week decides once it has run out, unproven or proven; a notice while it runs starts it again. */
const afterNotice = (s: Running | undefined, date: IsoDate, reading: PeriodEndReading): Running | undefined => (s === undefined ? undefined : noticed(s, date, reading))

/**
 * A week after a notice on `date`. The removal is proven when it is proven
 * "bis zum Ablauf der Frist" (§ 23 Abs. 2 Satz 3 KWG), so a proof since the
 * ground arose and before the first notice counts for the week that notice
 * starts; once proven, a later notice changes nothing. Unproven: the first
 * notice starts the week, a notice while it runs starts it again, one after
 * it ran out changes nothing.
 *
 * @category rules @since 0.3.0
 */
export const noticed = (s: Running, date: IsoDate, reading: PeriodEndReading): Running => {
  if (s.notified === null) return { notified: date, proven: s.proven }
  return s.proven === null && proofDue(s.notified, reading) >= date ? { notified: date, proven: null } : s
}

/**
 * The proofs of elected members with an open incompatibility, as of `until`,
 * from the events in application order.
 *
 * @category rules @since 0.1.0
 */
export const memberProofs = (
  elected: ReadonlySet<CandidateId>,
  ordered: ReadonlyArray<CaseEvent>,
  until: IsoDate,
  reading: PeriodEndReading,
): ReadonlyArray<MemberProof> => {
  const state = new Map<CandidateId, Running>()
  const proofs: MemberProof[] = []
  // `ended`: the day the ground ended, which removes the incompatibility as a proof would (R9, spec/readings.md)
  const close = (id: CandidateId, ended: IsoDate | null): void => {
    const s = state.get(id)
    if (s !== undefined && s.notified !== null) proofs.push(proofOf(id, s.notified, s.proven ?? ended, until, reading))
    state.delete(id)
  }
  for (const e of ordered) {
    if (e.date > until) break
    // The structure checks admit only incompatibility facts for elected members
    // (wrongKind), and only elected members have a state here: the ground
    // tests below say what § 23 Abs. 2 KWG is about; no input can drop them.
    // Stryker disable next-line ConditionalExpression,EqualityOperator: for an elected member the ground is incompatibility (wrongKind)
    if (e._tag === 'candidateGroundArose' && e.ground === 'incompatibility' && elected.has(e.candidate)) {
      close(e.candidate, null)
      state.set(e.candidate, { notified: null, proven: null })
    } else if (e._tag === 'candidateGroundEnded') {
      // Stryker disable next-line ConditionalExpression,EqualityOperator: another ground ends only for a candidate not elected, who has no state to close
      if (e.ground === 'incompatibility') close(e.candidate, e.date)
    } else if (e._tag === 'incompatibilityNotified') {
      const next = afterNotice(state.get(e.candidate), e.date, reading)
      if (next !== undefined) state.set(e.candidate, next)
    } else if (e._tag === 'incompatibilityProven') {
      const s = state.get(e.candidate)
      if (s !== undefined && s.proven === null) state.set(e.candidate, { ...s, proven: e.date })
    }
  }
  for (const id of [...state.keys()]) close(id, null)
  return proofs
}

/**
 * The departure the law makes when a member's proof period expired: the day after it (§ 23 Abs. 2 Satz 3 KWG).
 * `index` is negative, as no event of the input made it (the record gives each member its own, `lawIndex`).
 *
 * @category rules @since 0.1.0
 */
export const statusLost = (p: MemberProof, index: number): MemberLeft => ({
  _tag: 'memberLeft',
  index,
  date: addDays(p.due, 1),
  member: p.member,
  cause: 'statusNotAcquired',
  waiver: null,
  effective: null,
  // Stryker disable next-line BooleanLiteral: read only for the causes of § 33 Abs. 3 KWG (loss of eligibility, of office capacity, incompatibility); this departure's cause is statusNotAcquired
  finalJudgment: false,
  synthetic: true,
})
