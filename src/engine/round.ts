/**
 * One round of decisions over a given record — reading R6: every departure
 * up to the decision date, in application order, decided as of that date.
 * Earlier successors are called, earlier empty seats lower the legal member
 * count (`kwg34.1.s2.count`), and a pending earlier decision on the same
 * list (awaiting a proof, or a lot) blocks the later ones. A determination
 * recorded for a vacancy stands (§ 34 Abs. 5 KWG).
 *
 * The parts: who is called and who is a member (`Calls`), the ranked pool
 * of each list (`pool.ts`), one departure's step (`decideDeparture`), and
 * the round that folds the steps (`decideOn`).
 *
 * @example
 * import { decideOn } from './round.js'
 * decideOn(theCase, recordCase(theCase, theCase.query.asOf)).decisions.determinations
 *
 * @since 0.1.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import type { CandidateId } from '../domain/brand.js'
import type { Candidate, Case } from '../domain/case.js'
import { type AwaitingProof, type Determination, isPending, type LotRequired } from '../domain/determination.js'
import type { RuleError } from '../domain/error.js'
import type { LotDrawn, MemberLeft } from '../domain/events.js'
import type { Recorded } from '../domain/ledger.js'
import { type Nomination, nominations } from '../domain/nomination.js'
import type { CaseRecord } from '../record/record.js'
import { vacancyOf } from '../record/record.js'
import { unusedLot } from '../rules/majority.js'
import { isMemberWhenLeaving, madeWhileCallStood, notAMember, voidedDeparture } from '../rules/membership.js'
import { recordedDetermination } from '../rules/procedure/in-force.js'
import { blockedBy } from '../rules/several.js'
import { decideVacancy } from '../rules/succession.js'
import { classifyDeparture, endsMembership } from '../rules/triggers.js'
import type { Decided, Decisions, Voided } from './decisions.js'
import { type CaseFacts, factsOn } from './facts.js'
import { poolsOf } from './pool.js'

/** What one round found besides its decisions: the departures found to be no member's, and those left out that are a member's after all. @category model @since 0.1.0 */
export interface Round {
  readonly decisions: Decisions
  readonly notMembers: ReadonlyArray<MemberLeft>
  readonly rejoined: ReadonlyArray<MemberLeft>
}

/**
 * Who counts as called in this round: the elected, the successors named by a
 * recorded determination in force (not voided), and the successors due so
 * far. A recorded successor was called on the date of the determination,
 * before any determination that is only due now (§ 34 Abs. 5, R6): for the
 * ranking they count as called from the start, but they are a member only
 * from that determination on.
 */
interface Calls {
  readonly successors: Set<CandidateId>
  readonly recorded: Map<CandidateId, Recorded>
}

const callsOf = (record: CaseRecord, inForce: (d: MemberLeft) => Recorded | null): Calls => {
  const calls: Calls = { successors: new Set(), recorded: new Map() }
  for (const v of record.vacancies.values()) {
    const r = inForce(v.departure)
    if (r?.successor != null && !record.voided.has(v.departure.member)) {
      calls.successors.add(r.successor)
      calls.recorded.set(r.successor, r)
    }
  }
  return calls
}

/** The state of a round as it goes through the departures (local to `decideOn`). */
interface Going {
  readonly c: Case
  readonly record: CaseRecord
  readonly facts: CaseFacts
  readonly calls: Calls
  readonly inForce: (d: MemberLeft) => Recorded | null
  readonly rankedOf: ReturnType<typeof poolsOf>
  readonly leftOut: ReadonlySet<number>
  /** the earliest pending decision of each list */
  readonly pending: Map<string, LotRequired | AwaitingProof>
  /** the lists on which a vacancy was decided as due in this round (its ranking read who counts as called) */
  readonly dueOn: Set<string>
  memberCount: number
  readonly determinations: Decided[]
  readonly rejected: RuleError[]
  readonly voids: Voided[]
  readonly notMembers: MemberLeft[]
  readonly rejoined: MemberLeft[]
}

/**
 * A departure of no member opens no vacancy (open question 5): whom a
 * determination recorded for it named is not called. Freed at once when no
 * vacancy of their list was decided as due before in this round (its ranking
 * would have been the same), so that a chain — a candidate named for such a
 * "vacancy" and leaving in turn — is found in one round; otherwise the next
 * round frees them.
 */
const freeCalledBy = (g: Going, departure: MemberLeft): void => {
  const r = g.inForce(departure)
  const named = r?.successor == null ? undefined : nominations(g.c.lists).byId.get(r.successor)
  if (named !== undefined && g.calls.recorded.get(named.candidate.id) === r && !g.dueOn.has(named.list.id)) {
    g.calls.successors.delete(named.candidate.id)
    g.calls.recorded.delete(named.candidate.id)
  }
}

const isMember = (g: Going, d: MemberLeft): boolean =>
  isMemberWhenLeaving(d, { elected: nominations(g.c.lists).elected.has(d.member), recorded: g.calls.recorded.get(d.member), due: g.calls.successors.has(d.member) })

/** The determination a member's departure gets by the rules: blocked by an earlier pending one, or decided. */
const dueDetermination = (g: Going, departure: MemberLeft, seat: Nomination, drawn: LotDrawn | null): Either<RuleError, Determination> => {
  const blocker = g.pending.get(seat.list.id)
  if (blocker !== undefined && classifyDeparture(departure)._tag === 'succession') return right(blockedBy(departure, blocker, g.memberCount))
  return decideVacancy({
    departure,
    list: seat.list,
    ranked: g.rankedOf(seat.list),
    mode: g.c.body.electionMode,
    seed: g.c.lotSeed,
    drawn,
    memberCountBefore: g.memberCount,
    disregarded: g.facts.disregarded,
  })
}

/** The determination of a member's departure: as recorded (§ 34 Abs. 5 KWG), or as the rules give it. */
const determinationOf = (g: Going, departure: MemberLeft, seat: Nomination, recorded: Recorded | null): Either<RuleError, Determination> => {
  if (recorded !== null) return right(recordedDetermination(departure, seat.list, recorded, g.memberCount))
  // the lot belongs to the vacancy: the departure that ended the membership (a seat waiver without effect left none)
  const drawn = endsMembership(departure) ? (g.facts.lots.get(departure.member) ?? null) : null
  const decided = dueDetermination(g, departure, seat, drawn)
  // a drawing recorded for the vacancy must be the one its decision rests on
  return decided._tag === 'Right' && drawn !== null && decided.right.tie?._tag !== 'lotDrawn' ? left(unusedLot(drawn, departure.member, g.c.query.asOf)) : decided
}

/** One departure of a member, decided and taken into the round. */
const decideMember = (g: Going, departure: MemberLeft, seat: Nomination): void => {
  if (g.leftOut.has(departure.index)) g.rejoined.push(departure)
  const recorded = g.inForce(departure)
  if (recorded === null) g.dueOn.add(seat.list.id)
  const decided = determinationOf(g, departure, seat, recorded)
  if (decided._tag === 'Left') {
    g.rejected.push(decided.left)
    return
  }
  const d = decided.right
  if (d._tag === 'successor') g.calls.successors.add(d.successor)
  // only an empty seat changes the count (§ 34 Abs. 1 Satz 2); every other outcome keeps it
  g.memberCount = d.memberCount.after
  if (isPending(d) && !g.pending.has(seat.list.id)) g.pending.set(seat.list.id, d)
  g.determinations.push({ departure, determination: d, recorded })
}

/** One departure: void, no member's, or a member's. */
const decideDeparture = (g: Going, departure: MemberLeft): void => {
  const call = g.record.voided.get(departure.member)
  if (madeWhileCallStood(call, departure)) {
    g.rejected.push(voidedDeparture(departure, call.until))
    g.voids.push({ departure, recorded: g.inForce(departure), until: call.until })
    return
  }
  const seat = nominations(g.c.lists).byId.get(departure.member)
  if (seat === undefined || !isMember(g, departure)) {
    g.rejected.push(notAMember(departure))
    g.notMembers.push(departure)
    freeCalledBy(g, departure)
    return
  }
  decideMember(g, departure, seat)
}

const NO_DEPARTURES: ReadonlySet<number> = new Set()

/**
 * One round: the departures in application order, each decided or rejected.
 * `ignoreRecordOf`: decide this vacancy lawfully even if a determination is
 * recorded for it. `leftOut`: the departures the record was made without.
 *
 * @category engine @since 0.1.0
 */
export const decideOn = (c: Case, record: CaseRecord, ignoreRecordOf: CandidateId | null = null, leftOut: ReadonlySet<number> = NO_DEPARTURES): Round => {
  // the determination recorded for this departure's vacancy (a seat waiver without effect has none)
  const inForce = (d: MemberLeft): Recorded | null => (d.member === ignoreRecordOf ? null : (vacancyOf(record, d)?.inForce ?? null))
  const facts = factsOn(c, record)
  const calls = callsOf(record, inForce)
  const alreadyCalled = (k: Candidate): boolean => k.elected || calls.successors.has(k.id)
  const g: Going = {
    c,
    record,
    facts,
    calls,
    inForce,
    rankedOf: poolsOf(c, facts, alreadyCalled),
    leftOut,
    pending: new Map(),
    dueOn: new Set(),
    memberCount: c.body.statutoryMemberCount,
    determinations: [],
    rejected: [],
    voids: [],
    notMembers: [],
    rejoined: [],
  }
  for (const departure of facts.departures) decideDeparture(g, departure)
  const decisions: Decisions = { determinations: g.determinations, memberCount: g.memberCount, rejected: g.rejected, record, voided: g.voids }
  return { decisions, notMembers: g.notMembers, rejoined: g.rejoined }
}
