/**
 * Several vacancies in one case — reading R6 — and the answer to the query.
 *
 * All departures dated on or before the decision date are processed in
 * application order and decided as of that date: earlier successors are
 * called and become members, earlier empty seats lower the legal member count
 * (`kwg34.1.s2.count`), and a pending earlier decision on the same list
 * (awaiting a proof, or a lot) blocks the later ones.
 *
 * @example
 * import { determine } from './determine.js'
 * const result = determine(validCase) // Either<Failure, Determination>
 *
 * @since 0.1.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import type { CandidateId, IsoDate } from '../domain/brand.js'
import type { Candidate, Case, ElectionList } from '../domain/case.js'
import { type AwaitingProof, type Determination, type Disregarded, isPending, type LotRequired } from '../domain/determination.js'
import { type CaseError, caseError, eventPath, type Failure, rejected as rejected_ } from '../domain/error.js'
import { type CandidateEvent, isCandidateEvent, isLotDrawn, isMemberLeft, type LotDrawn, type MemberLeft } from '../domain/events.js'
import { sortNorms } from '../domain/norms.js'
import { disregardedFact } from '../rules/exclusions.js'
import { decideVacancy } from '../rules/succession.js'
import { byRank, inRankOrder } from '../rules/ranking.js'
import { standing as standingOf } from '../rules/exclusions.js'
import type { Ranked } from '../rules/selection.js'
import { classifyDeparture, endsMembership } from '../rules/triggers.js'
import { applicationOrder, eventsInOrder } from './order.js'
import { caseIndex, type Seat } from '../domain/case-index.js'
import { pulled } from '../domain/lazy.js'
import { type AnnulledCall, type CaseRecord, type Recorded, recordCase, vacancyOf } from '../procedure/record.js'

export type { Seat } from '../domain/case-index.js'

/** Candidates by id (built once per case). @category combinators @since 0.1.0 */
export const indexCandidates = (lists: ReadonlyArray<ElectionList>): ReadonlyMap<CandidateId, Seat> => caseIndex(lists).seats

/** One vacancy: the departure and its determination — recorded, or due. @category model @since 0.1.0 */
export interface Decided {
  readonly departure: MemberLeft
  readonly determination: Determination
  /** the recorded determination the state follows (§ 34 Abs. 5), or null when it is due */
  readonly recorded: Recorded | null
}

/** Every vacancy decided up to the decision date, in order. @category model @since 0.1.0 */
export interface Decisions {
  readonly determinations: ReadonlyArray<Decided>
  readonly memberCount: number
  /** events rejected while deciding (listed in lenient mode; the first rejects the case in strict mode) */
  readonly rejected: ReadonlyArray<CaseError>
  readonly record: CaseRecord
  /** departures a final review voided (spec/procedure.md, open question 1), rejected too */
  readonly voided: ReadonlyArray<Voided>
}

/**
 * A departure a final change in review voided: the member left while their
 * own call as successor stood (spec/procedure.md, open question 1). The
 * history keeps it; it opens no vacancy. @category model @since 0.4.0
 */
export interface Voided {
  readonly departure: MemberLeft
  /** the determination recorded for it: it calls no one (one dated from `until` on is rejected: noVacancy) */
  readonly recorded: Recorded | null
  /** the date the change in review took effect */
  readonly until: IsoDate
}

/** @category model @since 0.1.0 */
export interface DecideOptions {
  /** reject a broken event and go on (state replay), instead of failing (determination query) */
  readonly lenient?: boolean
  /** decide this vacancy lawfully even if a determination is recorded for it */
  readonly ignoreRecordOf?: CandidateId | null
}

const blocked = (departure: MemberLeft, blocker: LotRequired | AwaitingProof, before: number): Determination => {
  const trigger = classifyDeparture(departure)
  const base = {
    vacancy: departure.member,
    list: blocker.list,
    cause: departure.cause,
    memberCount: { before, after: before },
    considered: [],
    blockedBy: blocker.vacancy,
    disregarded: blocker.disregarded,
  }
  const pendingRule = blocker._tag === 'awaitingProof' ? 'kwg34.3.s2' : 'kwg34.1a.lot'
  const rules = sortNorms([...trigger.rules, pendingRule])
  return blocker._tag === 'awaitingProof'
    ? { ...base, tie: blocker.tie, awaiting: blocker.awaiting, _tag: 'awaitingProof', rules }
    : { ...base, tie: blocker.tie, awaiting: blocker.awaiting, _tag: 'lotRequired', rules }
}

/** The recorded determination as a determination value (nothing is recomputed). */
const fromRecord = (departure: MemberLeft, list: ElectionList, r: Recorded, before: number): Determination => {
  const base = {
    vacancy: departure.member,
    list: list.id,
    cause: departure.cause,
    considered: [],
    tie: null,
    awaiting: null,
    blockedBy: null,
    disregarded: [],
    rules: sortNorms(['kwg34.3.s1', 'kwg34.5']),
  }
  switch (r.outcome) {
    case 'successor':
      return { ...base, _tag: 'successor', successor: r.successor as CandidateId, memberCount: { before, after: before } }
    case 'vacant':
      return { ...base, _tag: 'vacant', memberCount: { before, after: before - 1 } }
    case 'noSuccession':
      return { ...base, _tag: 'noSuccession', reason: departure.cause === 'merger' ? 'kwg33.1.n4' : 'kwg33.2', memberCount: { before, after: before } }
  }
}

/**
 * The final change in review that voids a departure: the member left while
 * their own call as successor stood, and that call was changed with final
 * effect later (§ 34 Abs. 5, spec/procedure.md, open question 1): they count
 * as never called, so the departure opens no vacancy.
 */
const voidedBy = (record: CaseRecord, departure: MemberLeft): AnnulledCall | undefined => {
  const call = record.voided.get(departure.member)
  return call !== undefined && call.called <= departure.date && departure.date < call.until ? call : undefined
}

/**
 * Decide every vacancy that arose on or before `query.asOf`. The case must
 * have passed the structure checks (`checkStructure`); in strict mode also
 * the rules (`checkConsistency`), and the first event that breaks a rule
 * while deciding rejects the case. In lenient mode (`replayDecisions`) every
 * such event is listed and left out.
 *
 * @category engine @since 0.1.0
 */
export const decideAll = (c: Case, options: DecideOptions = {}): Either<Failure, Decisions> => {
  if (options.lenient === true) return right(replayDecisions(c, options.ignoreRecordOf))
  const { decisions } = decideOn(c, recordCase(c, c.query.asOf), options.ignoreRecordOf)
  const first = decisions.rejected[0]
  return first === undefined ? right(decisions) : left(rejected_([first]))
}

/**
 * Decide every vacancy that arose on or before `query.asOf`, listing and
 * leaving out every event that breaks a rule (the state replay, the audit).
 *
 * A departure of someone who is no member opens no vacancy (a rejected event
 * changes nothing, spec/procedure.md, open question 5). Who is a member
 * depends on who was called, and who was called on the record, so the record
 * is made again without the departures rejected as no member's until none of
 * them opened a vacancy in it. A departure left out that a later round finds
 * a member's after all (the call that made it look like no member's was
 * itself for a departure of no member) is taken back in, the earliest first,
 * once no new one is left out. Each departure is left out at most once and
 * taken back at most once, so the rounds end.
 *
 * @category engine @since 0.5.0
 */
export const replayDecisions = (c: Case, ignoreRecordOf: CandidateId | null = null): Decisions => {
  // departures ever left out, and those of them taken back in: both only grow, so the rounds end
  const out = new Set<number>()
  const back = new Set<number>()
  for (;;) {
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
      if (first === undefined) return decisions
      back.add(first.index)
    }
  }
}

const NO_DEPARTURES: ReadonlySet<number> = new Set()

/** One round: the departures in application order, each decided or rejected. */
const decideOn = (
  c: Case,
  record: CaseRecord,
  ignoreRecordOf: CandidateId | null | undefined,
  leftOut: ReadonlySet<number> = NO_DEPARTURES,
): { readonly decisions: Decisions; readonly notMembers: ReadonlyArray<MemberLeft>; readonly rejoined: ReadonlyArray<MemberLeft> } => {
  const asOf = c.query.asOf
  const index = indexCandidates(c.lists)
  const facts = eventsInOrder(c.events).filter((e) => e.date <= asOf && !record.rejectedEvents.has(e.index))
  const factsByCandidate = new Map<CandidateId, CandidateEvent[]>()
  const disregarded: Disregarded[] = []
  const lots = new Map<CandidateId, LotDrawn>()
  for (const e of facts) {
    if (isCandidateEvent(e)) {
      const own = factsByCandidate.get(e.candidate)
      if (own === undefined) factsByCandidate.set(e.candidate, [e])
      else own.push(e)
      const seat = index.get(e.candidate)
      const d = seat === undefined ? null : disregardedFact(seat.list, e)
      if (d !== null) disregarded.push(d)
    } else if (isLotDrawn(e)) lots.set(e.vacancy, e)
  }
  disregarded.sort((a, b) => a.event - b.event)
  // Called = elected, or a successor since (no copy of the elected set). A
  // member is anyone called: one who has left cannot leave again, the record
  // rejects a second departure (memberLeftTwice) before the engine sees it.
  const elected = caseIndex(c.lists).elected
  const successors = new Set<CandidateId>()
  // the determination recorded for this departure's vacancy (a seat waiver without effect has none)
  const standing = (d: MemberLeft): Recorded | null => (d.member === ignoreRecordOf ? null : (vacancyOf(record, d)?.standing ?? null))
  // A recorded successor was called on the date of the determination, before
  // any determination that is only due now (§ 34 Abs. 5, reading R6): for the
  // ranking they count as called from the start, but they are a member only
  // from that determination on (a departure before it is no member's).
  // A vacancy left by a departure that a final review voided calls no one.
  const recordedCalls = new Map<CandidateId, Recorded>()
  for (const v of record.vacancies.values()) {
    const r = standing(v.departure)
    if (r?.successor != null && !record.voided.has(v.departure.member)) {
      successors.add(r.successor)
      recordedCalls.set(r.successor, r)
    }
  }
  const isMember = (d: MemberLeft): boolean => {
    if (elected.has(d.member)) return true
    const call = recordedCalls.get(d.member)
    if (call === undefined) return successors.has(d.member)
    if (call.date < d.date) return true
    if (call.date > d.date) return false
    // on the same day the input order decides (R5)
    // Stryker disable next-line EqualityOperator: the determination and the departure are two events, so their indices differ
    return call.event < d.index
  }
  // The not-yet-called candidates of a list, lazily in rank order, each with
  // its standing on asOf: the first vacancy of a list takes them by linear
  // scans (usually one to three), a further vacancy on the list sorts it once.
  const alreadyCalled = (k: Candidate): boolean => k.elected || successors.has(k.id)
  const sortedLists = new Map<ElectionList, ReadonlyArray<Candidate> | null>()
  const inOrder = (list: ElectionList): (() => Candidate | undefined) => {
    let sorted = sortedLists.get(list)
    if (sorted === undefined) {
      sortedLists.set(list, null)
      return inRankOrder(list.candidates, alreadyCalled)
    }
    // Stryker disable next-line ConditionalExpression: the list is sorted once and kept; sorting it again gives the same order
    if (sorted === null) {
      sorted = [...list.candidates].sort(byRank)
      sortedLists.set(list, sorted)
    }
    const all = sorted
    let at = 0
    return () => {
      while (at < all.length) {
        const k = all[at] as Candidate
        at += 1
        if (!alreadyCalled(k)) return k
      }
      return undefined
    }
  }
  // pull functions, not generators (src/domain/lazy.ts); the list's order is
  // chosen when the first candidate is asked for, as a generator would
  const rankedOf = (list: ElectionList): Iterable<Ranked> => {
    let next: (() => Candidate | undefined) | null = null
    return pulled(() => {
      next ??= inOrder(list)
      const k = next()
      return k === undefined ? undefined : { candidate: k, standing: standingOf(list, k, factsByCandidate.get(k.id) ?? noFacts, asOf, c.incompatibility) }
    })
  }
  const pending = new Map<string, LotRequired | AwaitingProof>()
  const determinations: Decided[] = []
  const rejected: CaseError[] = []
  const voids: Voided[] = []
  const notMembers: MemberLeft[] = []
  // departures this record left out as no member's that are a member's in this round after all
  const rejoined: MemberLeft[] = []
  // the lists on which a vacancy was decided as due in this round (its ranking read who counts as called)
  const dueOn = new Set<string>()
  let memberCount = c.body.statutoryMemberCount
  const noFacts: ReadonlyArray<CandidateEvent> = []
  // A departure of no member opens no vacancy (open question 5): whom a determination recorded for it
  // named is not called. Freed at once when no vacancy of their list was decided as due before in this
  // round (its ranking would have been the same), so that a chain — a candidate named for such a
  // "vacancy" and leaving in turn — is found in one round; otherwise the next round frees them.
  const freeCalledBy = (departure: MemberLeft): void => {
    const r = standing(departure)
    const named = r?.successor == null ? undefined : index.get(r.successor)
    if (named !== undefined && recordedCalls.get(named.candidate.id) === r && !dueOn.has(named.list.id)) {
      successors.delete(named.candidate.id)
      recordedCalls.delete(named.candidate.id)
    }
  }
  // the record on asOf makes a departure only for a proof period that ended before asOf
  const departures = applicationOrder([...facts.filter(isMemberLeft), ...record.synthetic])
  for (const departure of departures) {
    const seat = index.get(departure.member)
    const voided = voidedBy(record, departure)
    if (voided !== undefined) {
      const error = caseError(
        eventPath(departure.index, 'member'),
        'notAMember',
        `${departure.member} counts as never called: the determination that called them was changed in review with effect from ${voided.until}; their departure of ${departure.date}, made while that call stood, opens no vacancy`,
        'kwg34.5',
      )
      rejected.push(error)
      voids.push({ departure, recorded: standing(departure), until: voided.until })
      continue
    }
    if (seat === undefined || !isMember(departure)) {
      const error = caseError(
        eventPath(departure.index, 'member'),
        'notAMember',
        `${departure.member} is not a member on ${departure.date} (neither elected nor a successor determined before)`,
        'kwg34.1.s1.trigger',
      )
      rejected.push(error)
      notMembers.push(departure)
      freeCalledBy(departure)
      continue
    }
    if (leftOut.has(departure.index)) rejoined.push(departure)
    const recorded = standing(departure)
    if (recorded === null) dueOn.add(seat.list.id)
    // the lot belongs to the vacancy: the departure that ended the membership (a seat waiver without effect left none)
    const drawn = endsMembership(departure) ? (lots.get(departure.member) ?? null) : null
    const blocker = pending.get(seat.list.id)
    const decided =
      recorded !== null
        ? right(fromRecord(departure, seat.list, recorded, memberCount))
        : blocker !== undefined && classifyDeparture(departure)._tag === 'succession'
          ? right(blocked(departure, blocker, memberCount))
          : decideVacancy({
              departure,
              list: seat.list,
              ranked: rankedOf(seat.list),
              mode: c.body.electionMode,
              seed: c.lotSeed,
              drawn,
              memberCountBefore: memberCount,
              disregarded,
            })
    const mismatch =
      decided._tag === 'Left'
        ? decided.left
        : recorded === null && drawn !== null && decided.right.tie?.resolvedBy !== 'lotDrawn'
          ? caseError(
              eventPath(drawn.index, 'among'),
              'lotMismatch',
              `no tie among eligible candidates to be drawn by lot for the vacancy of ${departure.member} on ${asOf}`,
              'kwg34.1a.lot',
            )
          : null
    if (mismatch !== null) {
      rejected.push(mismatch)
      continue
    }
    const d = (decided as { right: Determination }).right
    if (d._tag === 'successor') successors.add(d.successor)
    // only an empty seat changes the count (§ 34 Abs. 1 Satz 2); every other outcome keeps it
    memberCount = d.memberCount.after
    if (isPending(d) && !pending.has(seat.list.id)) pending.set(seat.list.id, d)
    determinations.push({ departure, determination: d, recorded })
  }
  return { decisions: { determinations, memberCount, rejected, record, voided: voids }, notMembers, rejoined }
}

/**
 * The determination the query asks for: the vacancy left by `query.vacancy`
 * (its latest departure on or before `query.asOf`).
 *
 * @category engine @since 0.1.0
 */
export const determine = (c: Case): Either<Failure, Determination> => {
  const vacancy = c.query.vacancy
  if (vacancy === null)
    return left(rejected_([caseError('query', 'invalidValue', 'this case asks for the state of the body (query.state): replay it instead')]))
  const all = decideAll(c, { ignoreRecordOf: vacancy })
  if (all._tag === 'Left') return all
  const mine = all.right.determinations.filter((x) => x.departure.member === vacancy)
  const last = mine[mine.length - 1]
  return last === undefined
    ? left(
        rejected_([
          caseError(
            'query.vacancy',
            'noDeparture',
            `${vacancy} has not left the body on or before ${c.query.asOf}`,
            'kwg34.1.s1.trigger',
          ),
        ]),
      )
    : right(last.determination)
}
