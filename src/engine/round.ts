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
import { type Either, right } from 'fp-ts/lib/Either.js'
import type { CandidateId, IsoDate } from '../domain/brand.js'
import type { Candidate, Case, ElectionList } from '../domain/case.js'
import { type Ceased, ceasing, type Determination, isPending } from '../domain/determination.js'
import type { RuleError } from '../domain/error.js'
import { type CaseEvent, isMemberLeft, type LotDrawn, type MemberLeft } from '../domain/events.js'
import type { Recorded } from '../domain/ledger.js'
import { type Nomination, nominations } from '../domain/nomination.js'
import type { CaseRecord } from '../record/record.js'
import { recordCase, vacancyOf } from '../record/record.js'
import { afterCeasing, CEASING_RULES, ceasedDetermination, ceasingOf, daysToLook, firstDayBelow, givesWay, mayBeBelow } from '../rules/ceasing.js'
import { skippedSince } from '../rules/exclusions.js'
import { drawingInForce, unusedLot } from '../rules/majority.js'
import { type Membership, membershipWhenLeaving, notAMember, notYetMember, voidedDeparture, voidingCall } from '../rules/membership.js'
import { recordedDetermination } from '../rules/procedure/in-force.js'
import { leftOn } from '../rules/procedure/leaving.js'
import { blockedBy, determinableNow, type PendingOnList, withPending } from '../rules/several.js'
import { decideVacancy, tiedOn } from '../rules/succession.js'
import { classifyDeparture, endsMembership } from '../rules/triggers.js'
import type { Decided, Decisions, Voided } from './decisions.js'
import { type CaseFacts, factsOn } from './facts.js'
import { poolsOf } from './pool.js'

/** What one round found besides its decisions: the departures found to be no member's, those left out that are a member's after all, those left out that it found no member's or void, and those after the body ceased. @category model @since 0.1.0 */
export interface Round {
  readonly decisions: Decisions
  readonly notMembers: ReadonlyArray<MemberLeft>
  readonly rejoined: ReadonlyArray<MemberLeft>
  /** the departures left out that this round found no member's or void, in application order: the fixed point asks of each whether the round made with it back in would find it no member's again (open question 7) */
  readonly stillOut: ReadonlyArray<MemberLeft>
  /** the departures (event index) that came after the body ceased, and when it ceased (R8) */
  readonly closed: ReadonlyMap<number, Ceased>
}

/**
 * How a round finds the day the body ceased (R8): `find` looks for it (the
 * seats of a list counted together: the first day on which, decided as of
 * that day, the body is below three) and takes the seats decided as of it;
 * `firstSeat` states it on the first empty seat, free by the round's date,
 * that takes the count below three (a look at one day: only whether it
 * ceased is read); `on` states it on the day found.
 *
 * @category model @since 0.3.0
 */
export type CeasingView = { readonly _tag: 'find' } | { readonly _tag: 'firstSeat' } | { readonly _tag: 'on'; readonly day: IsoDate }

const FIND: CeasingView = { _tag: 'find' }
const FIRST_SEAT: CeasingView = { _tag: 'firstSeat' }

/** A departure's key across rounds made as of different days (a departure the law makes has no event index). */
const departureKey = (d: MemberLeft): string => `${d.index}|${d.member}|${d.date}`

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
    if (r?.successor != null && voidingCall(record.voided, v.departure) === undefined) {
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
  /** the pending matters of each list: the earliest, how many seats wait, who is party to them */
  readonly pending: Map<string, PendingOnList>
  /** the lists on which a vacancy was decided as due in this round (its ranking read who counts as called) */
  readonly dueOn: Set<string>
  memberCount: number
  /** the seats this round declared empty that are not yet free on its date: their members still sit (R8, § 33 Abs. 3 KWG) */
  notYetFree: number
  /** the body ceased (R8): from the seat that took it below three on */
  ceased: Ceased | null
  /** the departures after the body ceased (event index) */
  readonly closed: Set<number>
  /** how this round finds the ceasing (R8) */
  readonly view: CeasingView
  /** the seats decided as of the day the body ceased (R8), by `departureKey`, and those of them closed */
  readonly early: { readonly decided: ReadonlyMap<string, Decided>; readonly closed: ReadonlyMap<number, Ceased>; readonly rejected: ReadonlyArray<RuleError> } | null
  readonly determinations: Decided[]
  readonly rejected: RuleError[]
  readonly voids: Voided[]
  readonly notMembers: MemberLeft[]
  readonly rejoined: MemberLeft[]
  readonly stillOut: MemberLeft[]
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
  if (named === undefined || g.dueOn.has(named.list.id)) return
  // a guard: the call in `recorded` under this successor is always `r` — the record never keeps two calls in force
  // for one successor from departures not void (`cannotSucceed`; mutation/EQUIVALENT.md, twelfth session)
  // Stryker disable next-line ConditionalExpression: equivalent by the invariant above (`true`, never freeing, is killed by the chain tests)
  if (g.calls.recorded.get(named.candidate.id) !== r) return
  g.calls.successors.delete(named.candidate.id)
  g.calls.recorded.delete(named.candidate.id)
}

const membershipOf = (g: Going, d: MemberLeft): Membership =>
  membershipWhenLeaving(d, { elected: nominations(g.c.lists).elected.has(d.member), recorded: g.calls.recorded.get(d.member), due: g.calls.successors.has(d.member) })

const NO_DRAWINGS: ReadonlyArray<LotDrawn> = []
const NOBODY_RESERVED: PendingOnList['reserved'] = new Map()

/**
 * The vacancies of the list that arose on the day of this one and are decided
 * now, this one first: later departures of the day in application order, of
 * members of the same list, that open a succession and have no determination
 * on record (P5: tied candidates who all succeed that day need no lot).
 */
const seatsOnTheDay = (g: Going, departure: MemberLeft): number => {
  // Stryker disable next-line ConditionalExpression: a shortcut — only a majority election has ties (§ 34 Abs. 1a; a list's order decides otherwise), so the count matters nowhere else
  if (g.c.body.electionMode !== 'majority') return 1
  // a majority election has one list (rules/structure.ts, majorityOneList): every departure of the day is of this one's list
  const all = g.facts.departures
  let seats = 1
  // the departures after this one, up to the first of a later day (no copy of the rest: this runs for every decision)
  for (let i = all.indexOf(departure) + 1; i < all.length; i++) {
    const d = all[i] as MemberLeft
    if (d.date !== departure.date) break
    if (classifyDeparture(d)._tag === 'succession' && g.inForce(d) === null && voidingCall(g.record.voided, d) === undefined) seats += 1
  }
  return seats
}

/** The determination a member's departure gets by the rules, with the drawings it rests on and the pending matters of its list. */
const dueDetermination = (g: Going, departure: MemberLeft, seat: Nomination, drawings: ReadonlyArray<LotDrawn>): Either<RuleError, Determination> =>
  decideVacancy({
    departure,
    list: seat.list,
    ranked: g.rankedOf(seat.list),
    rankedOn: (date) => g.rankedOf(seat.list, date),
    mode: g.c.body.electionMode,
    seed: g.c.lotSeed,
    drawings,
    memberCountBefore: g.memberCount,
    disregarded: g.facts.disregarded,
    reserved: g.pending.get(seat.list.id)?.reserved ?? NOBODY_RESERVED,
    seatsOnTheDay: seatsOnTheDay(g, departure),
  })

/**
 * The drawings of the lot this decision rests on: none if the decision does
 * not rest on a lot at all (it waits for an earlier pending one, or opens no
 * succession), else the one in force (P3). Every other drawing recorded for
 * the vacancy is refused and changes nothing.
 */
const drawingsFor = (g: Going, departure: MemberLeft, seat: Nomination, onLot: boolean): ReadonlyArray<LotDrawn> => {
  // the lot belongs to the vacancy: the departure that ended the membership (a seat waiver without effect left none)
  const drawings = endsMembership(departure) ? (g.facts.lots.get(departure.member) ?? NO_DRAWINGS) : NO_DRAWINGS
  // Stryker disable next-line ConditionalExpression: a shortcut — with no drawing there is nothing to refuse, and `drawingInForce` finds none in force
  if (drawings.length === 0) return NO_DRAWINGS
  if (!onLot) {
    g.rejected.push(...drawings.map((d) => unusedLot(d, departure.member, g.c.query.asOf)))
    return NO_DRAWINGS
  }
  const { drawing, refused } = drawingInForce({ drawings, tiedOn: tiedOn((date) => g.rankedOf(seat.list, date), g.pending.get(seat.list.id)?.reserved ?? NOBODY_RESERVED), seatsOnTheDay: seatsOnTheDay(g, departure) })
  g.rejected.push(...refused)
  return drawing === null ? NO_DRAWINGS : [drawing.drawn]
}

/**
 * The determination of a member's departure: as recorded (§ 34 Abs. 5 KWG);
 * waiting for an earlier pending one of the list, if who is left for it
 * depends on that matter (R6, P5); or as the rules give it.
 */
const determinationOf = (g: Going, departure: MemberLeft, seat: Nomination, recorded: Recorded | null): Either<RuleError, Determination> => {
  if (recorded !== null) return right(recordedDetermination(departure, seat.list, recorded, g.memberCount))
  const pending = g.pending.get(seat.list.id)
  const succession = classifyDeparture(departure)._tag === 'succession'
  const blocker = pending?.blocker ?? null
  const waits = pending !== undefined && blocker !== null && succession && !determinableNow(g.rankedOf(seat.list), pending)
  const drawings = drawingsFor(g, departure, seat, succession && !waits)
  return waits ? right(blockedBy(departure, blocker, g.memberCount)) : dueDetermination(g, departure, seat, drawings)
}

/**
 * The decided determination, with the body's ceasing if its empty seat takes
 * it below three (R8): a seat free by the round's date, counted with the
 * seats free by then (`leftOn`; a seat declared empty whose member still sits
 * — a waiver with a later date, a leaving not yet in effect — does not lower
 * the count the body can have). Stated on the day found (`on`), else on the
 * day the seat is free (a look at one day reads only whether it ceased).
 */
const withCeasing = (g: Going, departure: MemberLeft, d: Determination): Determination => {
  // Stryker disable next-line ConditionalExpression: a shortcut — a round that finds the day takes the ceasing from the rounds as of the days looked at, `asOf` among them once N − 2 seats are free; stating it here as of `asOf` would find what the round as of `asOf` found
  if (g.view._tag === 'find') return d
  if (g.ceased !== null || d._tag !== 'vacant') return d
  const free = leftOn(departure, vacancyOf(g.record, departure), g.c.query.asOf, g.c.periodEnd)
  if (free === null || free > g.c.query.asOf) {
    g.notYetFree += d.memberCount.before - d.memberCount.after
    return d
  }
  const c = ceasingOf(g.c.body.kind, d, g.view._tag === 'on' ? g.view.day : free, g.notYetFree)
  if (c === null) return d
  g.ceased = c
  return ceasing(d, c)
}

/**
 * A seat decided as of the day the body ceased (R8), taken into the round as
 * it was decided then, with the drawings of the lot for it refused then.
 */
const takeEarly = (g: Going, x: Decided, early: NonNullable<Going['early']>, seat: Nomination): void => {
  const drawings = g.facts.lots.get(x.departure.member) ?? NO_DRAWINGS
  // a path's first part names the event (`events[3].among`): a string, typed as maybe missing
  const lots = new Set<string | undefined>(drawings.map((l) => `events[${l.index}]`))
  g.rejected.push(...early.rejected.filter((e) => lots.has(e.path.split('.')[0])))
  // a drawing after the day decides no seat of a body that has ceased (one for a seat that gave way is refused by the record)
  const on = g.ceased?.on ?? g.c.query.asOf
  g.rejected.push(...drawings.filter((l) => l.date > on).map((l) => unusedLot(l, x.departure.member, g.c.query.asOf)))
  // (a successor it names was named by a determination on record before the day, and is called by it already: `callsOf`)
  if (early.closed.has(x.departure.index)) g.closed.add(x.departure.index)
  g.memberCount = x.determination.memberCount.after
  // the determination in force on the query date: a seat that stays empty is declared so after the day too (§ 34
  // Abs. 3 Satz 1 KWG, R8 G1); a seat that gave way has none (the record refuses its determinations after the day)
  g.determinations.push({ ...x, determination: keptAfterReview(g, x, seat), recorded: g.inForce(x.departure) })
}

/**
 * A seat kept by a successor on record before the day gives way when a review after the day took that
 * determination away (R8, W8): no determination can be made for a body that no longer exists. The counts stay
 * those of the day (G1). The record itself is read, also for the vacancy decided lawfully (`ignoreRecordOf`).
 */
const keptAfterReview = (g: Going, x: Decided, seat: Nomination): Determination => {
  const ceased = g.ceased
  // Stryker disable next-line ConditionalExpression: a seat is taken early only after the round on the day found the ceasing (`early`), so `g.ceased` is set: the check is for the type
  if (ceased === null) return x.determination
  const onRecord = vacancyOf(g.record, x.departure)?.inForce ?? null
  if (!givesWay(ceased, x.determination, onRecord)) return x.determination
  return ceasedDetermination(x.departure, seat.list, ceased, x.determination.memberCount.before, x.determination.memberCount.after)
}

/** One departure of a member, decided and taken into the round. */
const decideMember = (g: Going, departure: MemberLeft, seat: Nomination): void => {
  if (g.leftOut.has(departure.index)) g.rejoined.push(departure)
  const early = g.early?.decided.get(departureKey(departure))
  if (early !== undefined && g.early !== null) {
    takeEarly(g, early, g.early, seat)
    return
  }
  if (afterCeasing(g.ceased, departure)) {
    g.closed.add(departure.index)
    g.determinations.push({ departure, determination: ceasedDetermination(departure, seat.list, g.ceased, g.memberCount), recorded: null })
    return
  }
  const recorded = g.inForce(departure)
  if (recorded === null) g.dueOn.add(seat.list.id)
  const decided = determinationOf(g, departure, seat, recorded)
  if (decided._tag === 'Left') {
    g.rejected.push(decided.left)
    return
  }
  const d = withCeasing(g, departure, decided.right)
  if (d._tag === 'successor') g.calls.successors.add(d.successor)
  // only an empty seat changes the count (§ 34 Abs. 1 Satz 2); every other outcome keeps it
  g.memberCount = d.memberCount.after
  if (isPending(d)) g.pending.set(seat.list.id, withPending(g.pending.get(seat.list.id), d, seatsOnTheDay(g, departure)))
  g.determinations.push({ departure, determination: d, recorded })
}

/** One departure: void, no member's, or a member's. */
const decideDeparture = (g: Going, departure: MemberLeft): void => {
  const call = voidingCall(g.record.voided, departure)
  if (call !== undefined) {
    if (g.leftOut.has(departure.index)) g.stillOut.push(departure)
    g.rejected.push(voidedDeparture(departure, call.until))
    g.voids.push({ departure, recorded: g.inForce(departure), until: call.until })
    return
  }
  const seat = nominations(g.c.lists).byId.get(departure.member)
  // Stryker disable next-line StringLiteral,ConditionalExpression: the codec admits departures of the case's candidates only (references), so `seat` is always found; and any word but 'member' or 'due' reads the same
  const membership = seat === undefined ? 'none' : membershipOf(g, departure)
  if (membership === 'member' && seat !== undefined) {
    decideMember(g, departure, seat)
    return
  }
  // a departure of no member (or of a successor only due, R7) opens no vacancy (open question 5)
  g.rejected.push(membership === 'due' ? notYetMember(departure) : notAMember(departure))
  g.notMembers.push(departure)
  // Stryker disable next-line ConditionalExpression: a shortcut — one not left out is in this round's record, and the round made with it back in is this round, which found it no member's (`false` is killed by properties/round-edges.test.ts)
  if (g.leftOut.has(departure.index)) g.stillOut.push(departure)
  freeCalledBy(g, departure)
}

const NO_DEPARTURES: ReadonlySet<number> = new Set()

/**
 * The seats decided as of the day the body ceased that would call a
 * successor, or wait for a proof or a lot, with no successor on record
 * before that day: they give way to the ceasing (R8, `givesWay`) and count
 * as after it. They show their own count before and the count the body
 * ceased with after; the calls they made end with the round, and a
 * determination recorded for them is refused in the next (noVacancy).
 */
const closeTheDay = (g: Going): void => {
  const ceased = g.ceased
  // Stryker disable next-line ConditionalExpression: a shortcut — a look at one day reads only whether the body ceased, and a round that finds the day took its seats as decided on it
  if (ceased === null || g.view._tag !== 'on') return
  g.determinations.forEach((x, i) => {
    const seat = nominations(g.c.lists).byId.get(x.departure.member)
    // the record itself, also for the vacancy decided lawfully (`ignoreRecordOf`): a successor on record before the day keeps his seat
    const recorded = vacancyOf(g.record, x.departure)?.inForce ?? null
    // (a seat already closed, `bodyCeased`, calls no one: `givesWay` leaves it)
    if (seat === undefined || !givesWay(ceased, x.determination, recorded)) return
    // a determination of the day or later is refused (no body left); one made before it stands (§ 34 Abs. 5) — the vacancy asked for, decided lawfully, is told as if it were not recorded
    if (recorded === null || recorded.date >= ceased.on) g.closed.add(x.departure.index)
    const determination = ceasedDetermination(x.departure, seat.list, ceased, x.determination.memberCount.before, g.memberCount)
    g.determinations[i] = { departure: x.departure, determination, recorded: null }
  })
}

/** The case as of another day: the same events, asked as of `t`. */
const asOfDay = (c: Case, t: IsoDate): Case => ({ ...c, query: { ...c.query, asOf: t } })

/** The days seats become free, and the days the facts and determinations change what the body can have (R8, `daysToLook`). */
const ceasingDays = (c: Case, record: CaseRecord): ReadonlyArray<IsoDate> => {
  const facts = factsOn(c, record)
  const asOf = c.query.asOf
  const free = facts.departures.flatMap((d) => leftOn(d, vacancyOf(record, d), asOf, c.periodEnd) ?? [])
  const skipped = [...facts.byCandidate].flatMap(([id, own]) => {
    const seat = nominations(c.lists).byId.get(id)
    return (seat === undefined ? null : skippedSince(seat.list, own, asOf, c.incompatibility, c.periodEnd)) ?? []
  })
  // (`daysToLook` keeps the days up to asOf)
  return daysToLook(c.body.statutoryMemberCount, free, [...c.events.map((e) => e.date), ...skipped], asOf)
}

/** How many of the sorted days are on or before `t`. */
const upTo = (days: ReadonlyArray<IsoDate>, t: IsoDate): number => {
  let lo = 0
  let hi = days.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((days[mid] as IsoDate) <= t) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Whether an event records an outcome that declares a seat empty: a determination, or a decision that modifies one, with any outcome but a successor. */
const declaresEmpty = (e: CaseEvent): boolean => 'outcome' in e && e.outcome !== null && e.outcome !== 'successor'

/**
 * Whether the body can be below three on a day (R8, `mayBeBelow`), from the
 * events as dated: per list the days of its departures (seats to fill) and
 * the day each of its candidates not elected is first named by a fact (or
 * by a departure a review made void); the days seats were declared empty on
 * record. So the round as of a day runs only on days that can find the body
 * below three (without this, a body with many departures runs a round per
 * departure day: BENCHMARKS.md, R8).
 *
 * @category engine @since 0.3.0
 */
export const mayCeaseOn = (c: Case, record: CaseRecord): ((t: IsoDate) => boolean) => {
  const events = [...c.events, ...record.synthetic]
  // Stryker disable next-line ConditionalExpression,MethodExpression: a shortcut — every departure's seat left empty, with every seat declared empty, is the most `mayBeBelow` counts on any day; when even that is not below three, no day is, and neither the facts nor the lists need be read (counting more events only weakens the shortcut)
  if (!mayBeBelow(c.body.statutoryMemberCount, events.filter(declaresEmpty).length, [{ toFill: events.filter(isMemberLeft).length, untouched: 0 }])) return () => false
  const byId = nominations(c.lists).byId
  const toFill = new Map<ElectionList, IsoDate[]>()
  const touched = new Map<CandidateId, IsoDate>()
  // the earliest day a fact touches the candidate (the events come in input order)
  const touch = (id: CandidateId, d: IsoDate): void => {
    if (d <= (touched.get(id) ?? d)) touched.set(id, d)
  }
  const empty: IsoDate[] = []
  for (const e of events) {
    if (isMemberLeft(e)) {
      const list = byId.get(e.member)?.list
      const days = list === undefined ? undefined : (toFill.get(list) ?? toFill.set(list, []).get(list))
      days?.push(e.date)
      if (record.voided.has(e.member)) touch(e.member, e.date)
    }
    if ('candidate' in e) touch(e.candidate, e.date)
    if (declaresEmpty(e)) empty.push(e.date)
  }
  // only the lists with seats to fill: one without adds max(0, 0 − untouched) = 0 to `mayBeBelow`
  const lists = [...toFill].map(([l, fill]) => {
    const open = l.candidates.filter((k) => !k.elected)
    return { fill: fill.sort(), touched: open.flatMap((k) => touched.get(k.id) ?? []).sort(), open: open.length }
  })
  empty.sort()
  return (t) => mayBeBelow(c.body.statutoryMemberCount, upTo(empty, t), lists.map((l) => ({ toFill: upTo(l.fill, t), untouched: l.open - upTo(l.touched, t) })))
}

/**
 * The seats decided as of the day the body ceased (R8), by departure: the
 * first of the days to look at on which the round as of that day finds the
 * body below three; null if there is none.
 */
const decidedAsOfCeasing = (c: Case, record: CaseRecord, ignoreRecordOf: CandidateId | null, leftOut: ReadonlySet<number>): Round | null => {
  // Stryker disable next-line ConditionalExpression: a shortcut — a body that does not cease is never below three on any day
  if (CEASING_RULES[c.body.kind] === null) return null
  const roundOn = (t: IsoDate, view: CeasingView): Round => {
    const ct = asOfDay(c, t)
    return decideOn(ct, recordCase(ct, t, leftOut), ignoreRecordOf, leftOut, view)
  }
  const may = mayCeaseOn(c, record)
  // Stryker disable next-line ConditionalExpression: a shortcut — `mayBeBelow` only grows with the day (seats to fill and empty seats are counted up to it, untouched candidates only fall), so a body that cannot be below three as of the query date cannot be on any day before it
  if (!may(c.query.asOf)) return null
  const day = firstDayBelow(ceasingDays(c, record), (t) => may(t) && roundOn(t, FIRST_SEAT).decisions.ceased !== null)
  return day === null ? null : roundOn(day, { _tag: 'on', day })
}

/**
 * One round: the departures in application order, each decided or rejected.
 * `ignoreRecordOf`: decide this vacancy lawfully even if a determination is
 * recorded for it. `leftOut`: the departures the record was made without.
 *
 * @category engine @since 0.1.0
 */
export const decideOn = (c: Case, record: CaseRecord, ignoreRecordOf: CandidateId | null = null, leftOut: ReadonlySet<number> = NO_DEPARTURES, view: CeasingView = FIND): Round => {
  // the determination recorded for this departure's vacancy (a seat waiver without effect has none)
  const inForce = (d: MemberLeft): Recorded | null => (d.member === ignoreRecordOf ? null : (vacancyOf(record, d)?.inForce ?? null))
  const facts = factsOn(c, record)
  const calls = callsOf(record, inForce)
  const alreadyCalled = (k: Candidate): boolean => k.elected || calls.successors.has(k.id)
  const early = view._tag === 'find' ? decidedAsOfCeasing(c, record, ignoreRecordOf, leftOut) : null
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
    notYetFree: 0,
    ceased: early?.decisions.ceased ?? null,
    closed: new Set(),
    view,
    early: early === null ? null : { decided: new Map(early.decisions.determinations.map((x) => [departureKey(x.departure), x] as const)), closed: early.closed, rejected: early.decisions.rejected },
    determinations: [],
    rejected: [],
    voids: [],
    notMembers: [],
    rejoined: [],
    stillOut: [],
  }
  for (const departure of facts.departures) decideDeparture(g, departure)
  closeTheDay(g)
  const decisions: Decisions = { determinations: g.determinations, memberCount: g.memberCount, rejected: g.rejected, record, voided: g.voids, ceased: g.ceased }
  const ceased = g.ceased
  const closed = new Map(ceased === null ? [] : [...g.closed].map((i) => [i, ceased] as const))
  return { decisions, notMembers: g.notMembers, rejoined: g.rejoined, stillOut: g.stillOut, closed }
}
