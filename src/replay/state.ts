/**
 * The state of the body on a date — event-sourced from the case: members and
 * their seats, the legal member count, the vacancies with their procedure,
 * pending proofs, the seat occupancy over the term, rejected events
 * (`kwg34.3.s1`, `kwg34.3.s2`, `kwg34.5`, `kwg34.6`, `kwg33.3`, `kwg33.4`,
 * `kwg23.1`).
 *
 * > § 34 Abs. 6 KWG: Wird die Feststellung des Wahlleiters im
 * > Wahlprüfungsverfahren geändert, so wird hierdurch die Rechtswirksamkeit
 * > der bisherigen Beschlüsse der Vertretungskörperschaft und der bisherigen
 * > Tätigkeit des zu Unrecht nachgerückten Vertreters nicht berührt.
 *
 * @example
 * import { stateOf } from './state.js'
 * stateOf(theCase) // Either<Failure, BodyState>
 *
 * @since 0.1.0
 */
import { type Either, right } from 'fp-ts/lib/Either.js'
import type { CandidateId, IsoDate, ListId } from '../domain/brand.js'
import type { Case } from '../domain/case.js'
import { addDays } from '../domain/date.js'
import type { Determination } from '../domain/determination.js'
import type { CaseError, Failure } from '../domain/error.js'
import type { DepartureCause } from '../domain/events.js'
import type { MemberProof, Recorded, Review, VacancyLedger } from '../domain/ledger.js'
import type { NormId } from '../domain/norms.js'
import { vacancyOf } from '../record/record.js'
import { type Step, withRejections } from '../record/trace.js'
import { objectionPeriodEnd } from '../rules/periods.js'
import { leftOn } from '../rules/procedure/leaving.js'
import { changeNote, voidedNote } from '../rules/procedure/review.js'
import { replayDecisions } from './fixpoint.js'

/** @category model @since 0.1.0 */
export type TenureBasis = 'election' | 'determination' | 'due'

/** Who held a seat from when to when (`to`: the last day held, or null). @category model @since 0.1.0 */
export interface Tenure {
  readonly member: CandidateId
  readonly from: IsoDate
  readonly to: IsoDate | null
  readonly basis: TenureBasis
  readonly endedBy: 'departure' | 'review' | null
}

/** @category model @since 0.1.0 */
export interface Seat {
  readonly seat: number
  readonly list: ListId
  readonly tenures: ReadonlyArray<Tenure>
}

/** @category model @since 0.1.0 */
export type VacancyStatus = 'open' | 'due' | 'determined' | 'underReview' | 'final' | 'noSuccession'

/** @category model @since 0.1.0 */
export interface VacancyState {
  readonly vacancy: CandidateId
  readonly list: ListId
  readonly cause: DepartureCause
  readonly arose: IsoDate
  readonly event: number | null
  readonly leftOn: IsoDate | null
  readonly status: VacancyStatus
  readonly determination: Omit<Recorded, 'event'> | null
  readonly due: { readonly outcome: Determination['_tag']; readonly successor: CandidateId | null; readonly blockedBy: CandidateId | null } | null
  readonly announced: IsoDate | null
  readonly objectionPeriodEnds: IsoDate | null
  readonly objections: ReadonlyArray<{ readonly event: number; readonly against: 'determination' | 'inaction' }>
  readonly review: Review | null
}

/** @category model @since 0.1.0 */
export interface BodyState {
  readonly asOf: IsoDate
  readonly legalMemberCount: number
  readonly counts: { readonly occupied: number; readonly open: number; readonly unfilled: number }
  readonly members: ReadonlyArray<{ readonly member: CandidateId; readonly list: ListId; readonly since: IsoDate; readonly basis: TenureBasis }>
  readonly vacancies: ReadonlyArray<VacancyState>
  readonly pendingProofs: ReadonlyArray<MemberProof>
  readonly seats: ReadonlyArray<Seat>
  readonly rejected: ReadonlyArray<CaseError>
  readonly notes: ReadonlyArray<{ readonly rule: NormId; readonly text: string }>
  /** every event as the record and the decisions took it (not part of the wire format) */
  readonly trace: ReadonlyArray<Step>
}

// Stryker disable next-line EqualityOperator: on equal dates both branches give the same date
const maxDate = (a: IsoDate, b: IsoDate): IsoDate => (a > b ? a : b)

interface MutableSeat {
  seat: number
  list: ListId
  tenures: Tenure[]
}

/**
 * The state of the body on `query.asOf`. Rejected events are listed and
 * otherwise ignored; the case must have passed the structure checks.
 *
 * @category replay @since 0.1.0
 */
export const stateOf = (c: Case): Either<Failure, BodyState> => {
  const asOf = c.query.asOf
  const all = replayDecisions(c)
  const { determinations, record } = all
  const seats: MutableSeat[] = []
  const seatOf = new Map<CandidateId, MutableSeat>()
  for (const list of c.lists)
    for (const k of [...list.candidates].filter((x) => x.elected).sort((a, b) => a.position - b.position)) {
      const seat: MutableSeat = { seat: seats.length + 1, list: list.id, tenures: [{ member: k.id, from: c.body.term.start, to: null, basis: 'election', endedBy: null }] }
      seats.push(seat)
      seatOf.set(k.id, seat)
    }
  const end = (seat: MutableSeat, member: CandidateId, lastDay: IsoDate, endedBy: 'departure' | 'review'): void => {
    // Stryker disable next-line ConditionalExpression: a seat has at most one open tenure whenever `end` runs (the member's own: a successor whose call is annulled with final effect counts as never called, and their own departure is rejected, spec/procedure.md open question 1; the model-based test in properties/procedure.test.ts checks one open tenure per seat after every step), so `true && t.to === null` ends the same tenure; the `false` mutants of this line are killed by every departure
    seat.tenures = seat.tenures.map((t) => (t.member === member && t.to === null ? { ...t, to: lastDay, endedBy } : t))
  }
  const begin = (seat: MutableSeat, member: CandidateId, from: IsoDate, basis: TenureBasis): void => {
    // every epoch starts on or before asOf (the record is taken on asOf) and so does freeFrom
    seat.tenures.push({ member, from, to: null, basis, endedBy: null })
    seatOf.set(member, seat)
  }
  const notes: Array<{ rule: NormId; text: string }> = []
  const vacancies: VacancyState[] = []
  let open = 0
  let unfilled = c.body.statutoryMemberCount - seats.length
  // an empty seat (recorded or due) leaves the legal member count once it is free (kwg34.1.s2.count)
  let removed = 0
  for (const { departure, determination, recorded } of determinations) {
    const v = vacancyOf(record, departure)
    const seat = seatOf.get(departure.member)
    const gone = leftOn(departure, v, asOf)
    const freeFrom = gone !== null && gone <= asOf ? gone : null
    if (seat !== undefined && freeFrom !== null) end(seat, departure.member, addDays(freeFrom, -1), 'departure')
    // the epochs of the seat: recorded determinations, changed by final reviews (none while due)
    const epochs: Array<{ from: IsoDate; successor: CandidateId | null; basis: TenureBasis }> = []
    if (v !== null) {
      const first = v.changes[0]?.from ?? null
      if (first !== null) epochs.push({ from: first.date, successor: first.successor, basis: 'determination' })
      for (const ch of v.changes) {
        epochs.push({ from: ch.date, successor: ch.to?.successor ?? null, basis: 'determination' })
        notes.push(changeNote(departure, ch.date, ch.from))
      }
    }
    // the standing determination: recorded after the last change (after an annulment reopened the
    // vacancy), or the last change's own result, which repeats the last epoch and changes nothing
    if (recorded !== null) epochs.push({ from: recorded.date, successor: recorded.successor, basis: 'determination' })
    // none recorded: the engine issues the determination the returning officer owes (kwg34.3.s1)
    else
      epochs.push({
        from: epochs.length > 0 ? (epochs[epochs.length - 1] as { from: IsoDate }).from : departure.date,
        successor: determination._tag === 'successor' ? determination.successor : null,
        basis: 'due',
      })
    if (seat !== undefined && freeFrom !== null) {
      let previous: CandidateId | null = null
      for (const epoch of epochs) {
        const from = maxDate(epoch.from, freeFrom)
        if (previous !== null && previous !== epoch.successor) end(seat, previous, addDays(from, -1), 'review')
        if (epoch.successor !== null && epoch.successor !== previous) begin(seat, epoch.successor, from, epoch.basis)
        previous = epoch.successor
      }
    }
    const status = statusOf(determination, recorded, v)
    if (freeFrom !== null) {
      if (determination._tag === 'noSuccession') unfilled += 1
      else if (determination._tag === 'vacant') removed += 1
      else if (determination._tag !== 'successor') open += 1
    }
    vacancies.push({
      vacancy: departure.member,
      list: determination.list,
      cause: departure.cause,
      arose: departure.date,
      event: departure.synthetic ? null : departure.index,
      leftOn: gone,
      status,
      determination: recorded === null ? null : { date: recorded.date, by: recorded.by, outcome: recorded.outcome, successor: recorded.successor },
      due:
        recorded === null
          ? { outcome: determination._tag, successor: determination._tag === 'successor' ? determination.successor : null, blockedBy: determination.blockedBy }
          : null,
      announced: v?.announced ?? null,
      objectionPeriodEnds: v?.announced == null ? null : objectionPeriodEnd(v.announced),
      objections: v?.objections ?? [],
      review: v?.review ?? null,
    })
  }
  // A departure a final review voided (open question 1) keeps its place in the history: the
  // member sat until they left, the successor determined for them until the change took effect.
  for (const { departure, recorded, until } of all.voided) {
    const seat = seatOf.get(departure.member)
    const gone = leftOn(departure, vacancyOf(record, departure), asOf)
    if (seat === undefined || gone === null) continue
    seat.tenures = seat.tenures.map((t) =>
      t.member === departure.member && t.from <= gone && (t.to === null || gone <= t.to) ? { ...t, to: addDays(gone, -1), endedBy: 'departure' } : t,
    )
    // a successor determined for it held the seat from the determination (or the departure) until the
    // change took effect — none if the member was to leave only then (a seat waiver with a later date)
    // or the determination came only then (rejected: noVacancy)
    const from = recorded?.successor == null ? null : maxDate(recorded.date, gone)
    if (recorded?.successor != null && from !== null && from < until) {
      const at = seat.tenures.findIndex((t) => t.from > from)
      const tenure: Tenure = { member: recorded.successor, from, to: addDays(until, -1), basis: 'determination', endedBy: 'review' }
      seat.tenures.splice(at === -1 ? seat.tenures.length : at, 0, tenure)
      notes.push(voidedNote(departure, recorded.successor, until))
    }
  }
  const members = seats
    .flatMap((s) => s.tenures.filter((t) => t.to === null).map((t) => ({ member: t.member, list: s.list, since: t.from, basis: t.basis })))
  const rejected = [...record.rejected, ...all.rejected].sort((a, b) => a.path.localeCompare(b.path, 'en', { numeric: true }))
  return right({
    asOf,
    legalMemberCount: c.body.statutoryMemberCount - removed,
    counts: { occupied: members.length, open, unfilled },
    members,
    vacancies,
    pendingProofs: record.proofs,
    seats,
    rejected,
    notes,
    trace: withRejections(record.trace, all.rejected),
  })
}

const statusOf = (d: Determination, recorded: Recorded | null, v: VacancyLedger | null): VacancyStatus => {
  if (recorded === null) return d._tag === 'noSuccession' ? 'noSuccession' : d._tag === 'successor' || d._tag === 'vacant' ? 'due' : 'open'
  // the review proceedings run from the first admissible objection until the decision is final
  if (v?.pendingObjection === true || (v?.review != null && v.review.final === null)) return 'underReview'
  // a review made final: its outcome stands — unless it annulled, and what stands is a new determination since
  if (v?.review != null && v.review.decision !== 'annul') return 'final'
  return recorded.outcome === 'noSuccession' ? 'noSuccession' : 'determined'
}
