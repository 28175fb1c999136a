/**
 * The record of a case: every event checked in application order against the
 * rules it can break, and the procedure facts of each vacancy — recorded
 * determinations, announcements, objections, decisions, finality
 * (`kwg34.3.s1`, `kwg34.4.s1`, `kwg34.4.s2`, `kwg34.4.s3`, `kwg25.1`,
 * `kwg25.2`, `kwg26`, `kwg27`, `kwg34.5`, `kwg34.6`, `kwg23.2.s3`).
 *
 * > § 34 Abs. 4 Satz 1 KWG: Gegen die Feststellung des Wahlleiters sind die
 * > Rechtsmittel nach §§ 25 bis 27 gegeben; Entsprechendes gilt, wenn der
 * > Wahlleiter keine Feststellung trifft, obwohl die Voraussetzungen des
 * > Abs. 1 vorliegen.
 *
 * > § 34 Abs. 5 KWG: Der nachrückende Vertreter behält seinen Sitz oder der
 * > Sitz bleibt leer, bis im Wahlprüfungsverfahren rechtskräftig entschieden ist.
 *
 * A rejected event changes nothing: it is reported with its path, code and
 * norm, and the record goes on without it (spec/procedure.md).
 *
 * @since 0.1.0
 */
import type { CandidateId, IsoDate } from '../domain/brand.js'
import type { Case } from '../domain/case.js'
import { addDays } from '../domain/date.js'
import { type CaseError, caseError, type ErrorCode, eventPath } from '../domain/error.js'
import type { CaseEvent, Decision, Determiner, Ground, MemberLeft, Objection, RecordedOutcome } from '../domain/events.js'
import type { NormId } from '../domain/norms.js'
import { endsMembership } from '../rules/triggers.js'
import { PROOF_PERIOD_DAYS } from '../rules/incompatibility.js'
import { supportQuorum } from './quorum.js'
import { caseIndex, type Seat } from '../domain/case-index.js'
import { applicationOrder, eventsInOrder } from '../engine/order.js'

/** The objection period of § 25 Abs. 1 KWG: two weeks from the announcement. @category model @since 0.1.0 */
export const OBJECTION_PERIOD_DAYS = 14

/** A recorded determination as it stands. @category model @since 0.1.0 */
export interface Recorded {
  readonly date: IsoDate
  readonly by: Determiner | 'court'
  readonly outcome: RecordedOutcome
  readonly successor: CandidateId | null
  readonly event: number
}

/** A review decision (§ 26, § 27 KWG) and its finality. @category model @since 0.1.0 */
export interface Review {
  readonly decision: Decision['decision']
  readonly by: 'body' | 'court'
  readonly outcome: 'successor' | 'vacant' | null
  readonly successor: CandidateId | null
  readonly date: IsoDate
  readonly final: IsoDate | null
}

/** A final change of a determination (§ 34 Abs. 5 and 6 KWG). @category model @since 0.1.0 */
export interface Change {
  readonly date: IsoDate
  readonly from: Recorded | null
  readonly to: Recorded | null
}

/** The procedure of one vacancy. @category model @since 0.1.0 */
export interface VacancyRecord {
  readonly departure: MemberLeft
  standing: Recorded | null
  firstDetermined: IsoDate | null
  announced: IsoDate | null
  readonly objections: Array<{ readonly event: number; readonly against: Objection['against'] }>
  pendingObjection: boolean
  inactionObjection: boolean
  review: Review | null
  readonly changes: Change[]
}

/** An elected member's proof that an incompatibility ended (§ 23 Abs. 2 KWG). @category model @since 0.1.0 */
export interface MemberProof {
  readonly member: CandidateId
  readonly notified: IsoDate
  readonly due: IsoDate
  readonly status: 'running' | 'proven' | 'expired'
}

/** @category model @since 0.1.0 */
export interface CaseRecord {
  readonly rejected: ReadonlyArray<CaseError>
  readonly rejectedEvents: ReadonlySet<number>
  readonly vacancies: ReadonlyMap<CandidateId, VacancyRecord>
  /** departures made by the engine: expired proofs of elected members */
  readonly synthetic: ReadonlyArray<MemberLeft>
  readonly proofs: ReadonlyArray<MemberProof>
  /**
   * The departures a final change in review voided, by member (spec/procedure.md,
   * open question 1): the member left while their own call as successor stood,
   * from its determination (`called`) to the day before the change took effect
   * (`until`); they count as never called, and the departure opens no vacancy.
   * Recorded events come in date order, so a departure recorded before the
   * finality is dated on `until` at the latest; one dated before `called` or
   * on `until` was no member's: the engine leaves it out of the record (open
   * question 5).
   */
  readonly voided: ReadonlyMap<CandidateId, AnnulledCall>
}

/**
 * The vacancy a departure opened: the member's vacancy record if it is this
 * departure's. A member has one vacancy record, opened by the departure that
 * ended the membership; a seat waiver without effect before it opened none.
 *
 * @category procedure @since 0.5.0
 */
export const vacancyOf = (record: Pick<CaseRecord, 'vacancies'>, departure: MemberLeft): VacancyRecord | null => {
  const v = record.vacancies.get(departure.member)
  return v?.departure === departure ? v : null
}

/** A call as successor changed in review with final effect: from its determination to the day the change took effect. @category model @since 0.4.0 */
export interface AnnulledCall {
  readonly called: IsoDate
  readonly until: IsoDate
}

type Checked = Pick<CaseRecord, 'rejected' | 'rejectedEvents' | 'vacancies' | 'voided'>

const openKey = (id: CandidateId, ground: Ground): string => `${id}\u0000${ground}`

/**
 * Proofs of elected members with an open incompatibility, as of `until`.
 *
 * @category procedure @since 0.1.0
 */
export const memberProofs = (c: Case, ordered: ReadonlyArray<CaseEvent>, until: IsoDate): ReadonlyArray<MemberProof> => {
  const elected = caseIndex(c.lists).elected
  const state = new Map<CandidateId, { notified: IsoDate | null; proven: IsoDate | null }>()
  const proofs: MemberProof[] = []
  const close = (id: CandidateId): void => {
    const s = state.get(id)
    if (s !== undefined && s.notified !== null) proofs.push(proofOf(id, s.notified, s.proven, until))
    state.delete(id)
  }
  for (const e of ordered) {
    if (e.date > until) break
    // The structure checks admit only incompatibility facts for elected members
    // (wrongKind), and only elected members have a state here: the ground
    // tests below say what § 23 Abs. 2 KWG is about; no input can drop them.
    if (
      e._tag === 'candidateGroundArose' &&
      // Stryker disable next-line ConditionalExpression,EqualityOperator: for an elected member the ground is incompatibility (wrongKind)
      e.ground === 'incompatibility' &&
      elected.has(e.candidate)
    ) {
      close(e.candidate)
      state.set(e.candidate, { notified: null, proven: null })
    } else if (
      e._tag === 'candidateGroundEnded' &&
      // Stryker disable next-line ConditionalExpression,EqualityOperator: another ground ends only for a candidate not elected, who has no state to close
      e.ground === 'incompatibility'
    )
      close(e.candidate)
    else if (e._tag === 'incompatibilityNotified' && state.has(e.candidate)) {
      // the first week decides once it has run out: unproven, the status is lost (§ 23 Abs. 2 Satz 3 KWG); a later notice changes nothing
      const s = state.get(e.candidate)
      if (s?.notified == null || addDays(s.notified, PROOF_PERIOD_DAYS) >= e.date) state.set(e.candidate, { notified: e.date, proven: null })
    } else if (e._tag === 'incompatibilityProven') {
      const s = state.get(e.candidate)
      if (s !== undefined && s.proven === null) state.set(e.candidate, { ...s, proven: e.date })
    }
  }
  for (const id of [...state.keys()]) close(id)
  return proofs
}

const proofOf = (member: CandidateId, notified: IsoDate, proven: IsoDate | null, until: IsoDate): MemberProof => {
  const due = addDays(notified, PROOF_PERIOD_DAYS)
  const status = proven !== null && proven <= due ? 'proven' : until > due ? 'expired' : 'running'
  return { member, notified, due, status }
}

/** The records already made, per case and date (without departures left out). */
const records = new WeakMap<Case, Map<IsoDate | null, CaseRecord>>()

const NONE_LEFT_OUT: ReadonlySet<number> = new Set()

/**
 * Check and record every event dated on or before `until` (all events when
 * `until` is null), with the departures the law makes itself: an elected
 * member whose proof period expired loses the status (§ 23 Abs. 2 Satz 3 KWG).
 *
 * One pass serves both the whole term (the consistency check) and the date
 * (the engine): the record on a date is the record after the events up to
 * it. A proof period that expired by then expired in the whole term too (the
 * proofs that count are all dated before its end), so the departures up to
 * the date are those of the whole term up to the date.
 *
 * `leftOut`: departures (by event index) the engine rejected as no member's
 * (`notAMember`, `kwg34.1.s1.trigger`); a rejected event changes nothing, so
 * they open no vacancy here (spec/procedure.md, open question 5).
 *
 * @category procedure @since 0.1.0
 */
export const recordCase = (c: Case, until: IsoDate | null, leftOut: ReadonlySet<number> = NONE_LEFT_OUT): CaseRecord => {
  // only the records without departures left out are kept: the engine asks for each other one once
  let known = leftOut.size === 0 ? records.get(c) : new Map<IsoDate | null, CaseRecord>()
  if (known === undefined) {
    known = new Map()
    records.set(c, known)
  }
  const hit = known.get(until)
  if (hit !== undefined) return hit
  const ordered = eventsInOrder(c.events)
  const end = c.body.term.end
  const proofs = memberProofs(c, ordered, end)
  const synthetic = proofs.filter((p) => p.status === 'expired').map(statusLost)
  const [whole, upTo] = new Recorder(c, leftOut).runWithSnapshot(applicationOrder([...ordered, ...synthetic]), until ?? end)
  const term: CaseRecord = known.get(null) ?? { ...whole, synthetic, proofs }
  known.set(null, term)
  const onDate: CaseRecord =
    until === null ? term : { ...upTo, synthetic: synthetic.filter((d) => d.date <= until), proofs: memberProofs(c, ordered, until) }
  known.set(until, onDate)
  return onDate
}

/** The departure of an elected member whose proof period expired: the day after it. */
const statusLost = (p: MemberProof): MemberLeft => ({
  _tag: 'memberLeft',
  index: -1,
  date: addDays(p.due, 1),
  member: p.member,
  cause: 'statusNotAcquired',
  waiver: null,
  effective: null,
  // Stryker disable next-line BooleanLiteral: read only for the causes of § 33 Abs. 3 KWG (loss of eligibility, of office capacity, incompatibility); this departure's cause is statusNotAcquired
  finalJudgment: false,
  synthetic: true,
})

class Recorder {
  private readonly rejected: CaseError[] = []
  private readonly rejectedEvents = new Set<number>()
  private readonly vacancies = new Map<CandidateId, VacancyRecord>()
  private readonly voided = new Map<CandidateId, AnnulledCall>()
  private readonly gone = new Set<CandidateId>()
  private readonly open = new Set<string>()
  private readonly lotFor = new Set<CandidateId>()
  private readonly elected: ReadonlySet<CandidateId>
  private readonly seats: ReadonlyMap<CandidateId, Seat>

  constructor(
    private readonly c: Case,
    private readonly leftOut: ReadonlySet<number>,
  ) {
    const index = caseIndex(c.lists)
    this.elected = index.elected
    this.seats = index.seats
  }

  /** The record after all events, and the record after the events up to `asOf`. */
  runWithSnapshot(events: ReadonlyArray<CaseEvent>, asOf: IsoDate): [Checked, Checked] {
    let snapshot: Checked | null = null
    for (const e of events) {
      if (snapshot === null && e.date > asOf) snapshot = this.snapshot()
      const problem = this.apply(e)
      if (problem !== null) {
        this.rejected.push(problem)
        this.rejectedEvents.add(e.index)
      }
    }
    const whole: Checked = { rejected: this.rejected, rejectedEvents: this.rejectedEvents, vacancies: this.vacancies, voided: this.voided }
    return [whole, snapshot ?? whole]
  }

  private snapshot(): Checked {
    const vacancies = new Map<CandidateId, VacancyRecord>()
    for (const [k, v] of this.vacancies) vacancies.set(k, { ...v, objections: [...v.objections], changes: [...v.changes] })
    return { rejected: [...this.rejected], rejectedEvents: new Set(this.rejectedEvents), vacancies, voided: new Map(this.voided) }
  }

  private reject(e: CaseEvent, code: ErrorCode, message: string, rule: NormId, field?: string): CaseError {
    return caseError(eventPath(e.index, field), code, message, rule)
  }

  private called(id: CandidateId): boolean {
    if (this.elected.has(id)) return true
    // the successor determined for a void departure was never called (open question 1)
    for (const v of this.vacancies.values()) if (v.standing?.successor === id && !this.voided.has(v.departure.member)) return true
    return false
  }

  /**
   * A successor named for a vacancy who is a member or called already — or the
   * member who left it: whoever left a seat was called to it (§ 34 Abs. 1
   * Satz 1: the next candidate "noch nicht berufen").
   */
  private cannotSucceed(successor: CandidateId | null, vacancy: CandidateId): boolean {
    return successor !== null && (successor === vacancy || this.called(successor))
  }

  /** Check one event; record its effect, or return why it is rejected. */
  private apply(e: CaseEvent): CaseError | null {
    switch (e._tag) {
      case 'memberLeft': {
        // a departure the engine rejected as no member's opens no vacancy (open question 5)
        if (this.leftOut.has(e.index)) return null
        if (this.gone.has(e.member)) return this.reject(e, 'memberLeftTwice', `${e.member} has already left the body`, 'kwg34.1.s1.trigger')
        if (endsMembership(e)) {
          this.gone.add(e.member)
          this.vacancies.set(e.member, {
            departure: e,
            standing: null,
            firstDetermined: null,
            announced: null,
            objections: [],
            pendingObjection: false,
            inactionObjection: false,
            review: null,
            changes: [],
          })
        }
        return null
      }
      case 'candidateWaiverRevoked':
        return this.reject(e, 'waiverRevoked', 'a waiver cannot be revoked (§ 34 Abs. 2 Nr. 2 Hs. 2 KWG)', 'kwg34.2.n2')
      case 'candidateLeftGroup': {
        const seat = this.seats.get(e.candidate)
        const k = seat === undefined ? undefined : { hasGroup: seat.list.group !== null, memberAtSetUp: seat.candidate.memberAtSetUp }
        if (k !== undefined && (!k.hasGroup || !k.memberAtSetUp))
          return this.reject(
            e,
            'cannotLeaveGroup',
            k.hasGroup
              ? `${e.candidate} was not a member of the party or voter group when the list was set up`
              : `the list of ${e.candidate} has no party or voter group`,
            'kwg34.2.n1',
          )
        return null
      }
      case 'candidateGroundArose':
        this.open.add(openKey(e.candidate, e.ground))
        return null
      case 'candidateGroundEnded':
        return this.open.delete(openKey(e.candidate, e.ground))
          ? null
          : this.reject(e, 'groundNotOpen', `no open ground ${e.ground} for ${e.candidate} to end`, 'kwg34.2.n3.ground')
      case 'incompatibilityNotified':
      case 'incompatibilityProven':
        return this.open.has(openKey(e.candidate, 'incompatibility'))
          ? null
          : this.reject(e, 'groundNotOpen', `no open incompatibility for ${e.candidate}`, 'kwg34.2.n3.ground')
      case 'lotDrawn':
        return this.lot(e)
      case 'candidateWaived':
      case 'candidateDied':
        return null
      default:
        return this.procedure(e)
    }
  }

  private lot(e: Extract<CaseEvent, { _tag: 'lotDrawn' }>): CaseError | null {
    if (this.c.body.electionMode === 'proportional')
      return this.reject(e, 'lotInProportional', 'no lot in a proportional election: equal votes go by list position (§ 34 Abs. 1 Satz 1 Hs. 2 KWG)', 'kwg34.1a.lot')
    // the vacancy: the departure that ended the membership (an ineffective seat
    // waiver leaves none); events come in date order, so one recorded is not later
    if (!this.vacancies.has(e.vacancy))
      return this.reject(e, 'lotBeforeVacancy', `no vacancy of ${e.vacancy} on ${e.date} to draw a lot for`, 'kwg34.1a.lot')
    if (!e.among.includes(e.winner))
      return this.reject(e, 'lotWinnerNotAmong', `${e.winner} is not among the candidates the lot was drawn among`, 'kwg34.1a.lot', 'winner')
    if (this.lotFor.has(e.vacancy))
      return this.reject(e, 'lotDrawnTwice', `the lot for the vacancy of ${e.vacancy} was already drawn`, 'kwg34.1a.lot')
    this.lotFor.add(e.vacancy)
    return null
  }

  private procedure(e: Exclude<CaseEvent, MemberLeft | { _tag: 'lotDrawn' } | { candidate: CandidateId }>): CaseError | null {
    const v = this.vacancies.get(e.vacancy)
    if (v === undefined) return this.reject(e, 'noVacancy', `${e.vacancy} has not left the body: there is no vacancy to proceed on`, 'kwg34.3.s1', 'vacancy')
    const voided = this.voided.get(e.vacancy)
    if (voided !== undefined)
      return this.reject(
        e,
        'noVacancy',
        `the departure of ${e.vacancy} on ${v.departure.date} is void: their call was changed in review with effect from ${voided.until}, so there is no vacancy to proceed on`,
        'kwg34.5',
        'vacancy',
      )
    switch (e._tag) {
      case 'determination': {
        if (v.standing !== null)
          return this.reject(e, 'alreadyDetermined', `the vacancy of ${e.vacancy} is already determined (${v.standing.date})`, 'kwg34.3.s1')
        if (e.by === 'body' && !v.inactionObjection)
          return this.reject(e, 'bodyNotCompetent', 'the body determines only upon an admissible objection against the inaction of the returning officer', 'kwg34.4.s3', 'by')
        if (this.cannotSucceed(e.successor, e.vacancy))
          return this.reject(e, 'alreadyCalled', `${e.successor} is already a member or called`, 'kwg34.3.s1', 'successor')
        v.standing = { date: e.date, by: e.by, outcome: e.outcome, successor: e.successor, event: e.index }
        v.firstDetermined ??= e.date
        v.announced = null
        return null
      }
      case 'announcement':
        if (v.standing === null) return this.reject(e, 'nothingToAnnounce', `no determination for the vacancy of ${e.vacancy} to announce`, 'kwg34.3.s1')
        v.announced = e.date
        return null
      case 'objection':
        return this.objection(e, v)
      case 'bodyDecision':
        if (!v.pendingObjection)
          return this.reject(e, 'noObjection', 'the body decides on an admissible objection; there is none pending', 'kwg26')
        if (this.cannotSucceed(e.successor, e.vacancy))
          return this.reject(e, 'alreadyCalled', `${e.successor} is already a member or called`, 'kwg34.4.s2', 'successor')
        v.pendingObjection = false
        v.review = { decision: e.decision, by: 'body', outcome: e.outcome, successor: e.successor, date: e.date, final: null }
        return null
      case 'courtDecision':
        if (v.review === null || v.review.final !== null)
          return this.reject(e, 'noBodyDecision', 'the court reviews a decision of the body (§ 27 KWG); there is none open', 'kwg27')
        if (this.cannotSucceed(e.successor, e.vacancy))
          return this.reject(e, 'alreadyCalled', `${e.successor} is already a member or called`, 'kwg34.4.s2', 'successor')
        v.review = { decision: e.decision, by: 'court', outcome: e.outcome, successor: e.successor, date: e.date, final: null }
        return null
      case 'final':
        return this.final(e, v)
    }
  }

  private objection(e: Objection, v: VacancyRecord): CaseError | null {
    const periodEnd = v.announced === null ? null : addDays(v.announced, OBJECTION_PERIOD_DAYS)
    if (e.against === 'determination') {
      if (periodEnd === null)
        return this.reject(e, 'objectionNotAnnounced', 'the objection period begins with the announcement of the determination; there is none', 'kwg25.1')
      if (e.date > periodEnd)
        return this.reject(e, 'objectionLate', `the objection period ended on ${periodEnd} (two weeks after the announcement on ${v.announced})`, 'kwg25.1')
    } else if (v.standing !== null)
      return this.reject(e, 'objectionNoInaction', `the returning officer has determined (${v.standing.date}): no objection against inaction`, 'kwg34.4.s1')
    if (e.form !== 'written' && e.form !== 'onRecord')
      return this.reject(e, 'objectionForm', `an objection must be lodged in writing or on record, not ${e.form}`, 'kwg25.2', 'form')
    const reasonedBy = e.against === 'determination' ? (periodEnd as IsoDate) : e.date
    if (e.reasonedOn === null || e.reasonedOn > reasonedBy)
      return this.reject(e, 'objectionUnreasoned', `the objection must be reasoned in detail by ${reasonedBy}`, 'kwg25.2', 'reasonedOn')
    if (!e.ownRights) {
      const quorum = supportQuorum(this.c.body.eligibleVoters)
      if (quorum === null)
        return this.reject(e, 'objectionSupport', 'the support quorum cannot be computed: body.eligibleVoters is missing', 'kwg25.1', 'supporters')
      if (e.supporters < quorum)
        return this.reject(e, 'objectionSupport', `${e.supporters} supporters; ${quorum} are needed (1 %, at least 5, or 100 above 10,000)`, 'kwg25.1', 'supporters')
    }
    v.objections.push({ event: e.index, against: e.against })
    if (e.against === 'determination') v.pendingObjection = true
    else v.inactionObjection = true
    return null
  }

  /**
   * A successor who left while the changed call stood counts as never called:
   * their departure is void (§ 34 Abs. 5, open question 1), and so is its
   * vacancy. Any other departure of theirs recorded by the final date was no
   * member's either — before the call, or on the final date itself: the
   * engine rejects it (kwg34.1.s1.trigger) and makes the record again without
   * it (open question 5), so it opens no vacancy at all.
   */
  private voidDeparture(call: Recorded | null, until: IsoDate): void {
    if (call?.successor == null) return
    if (this.vacancies.has(call.successor)) this.voided.set(call.successor, { called: call.date, until })
  }

  private final(e: Extract<CaseEvent, { _tag: 'final' }>, v: VacancyRecord): CaseError | null {
    const review = v.review
    if (review === null) return this.reject(e, 'noReview', 'there are no review proceedings to become final', 'kwg34.5')
    if (review.final !== null) return this.reject(e, 'alreadyFinal', `the review became final on ${review.final}`, 'kwg34.5')
    v.review = { ...review, final: e.date }
    if (review.decision === 'confirm') return null
    const to: Recorded | null =
      review.decision === 'annul'
        ? null
        : { date: e.date, by: review.by === 'court' ? 'court' : 'body', outcome: review.outcome ?? 'vacant', successor: review.successor, event: e.index }
    v.changes.push({ date: e.date, from: v.standing, to })
    this.voidDeparture(v.standing, e.date)
    v.standing = to
    v.announced = null
    return null
  }
}
