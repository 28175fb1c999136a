/**
 * The record of a case: a fold over its events in application order (with
 * the departures the law makes itself, § 23 Abs. 2 Satz 3 KWG), each event
 * judged by its rule in `src/rules/` and either taken on record or rejected.
 * The result is the ledger of every vacancy, the rejected events and the
 * trace — one step per event.
 *
 * A rejected event changes nothing: it is reported with its path, code and
 * norm, and the fold goes on without it (spec/procedure.md).
 *
 * The fold keeps its accumulator local: every rule it calls is a pure
 * function from a readonly ledger and one event to `Either`, and what it
 * returns is readonly.
 *
 * @example
 * import { recordCase } from './record.js'
 * recordCase(theCase, theCase.query.asOf).rejected // the events that break a rule, up to the query date
 *
 * @since 0.1.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import type { CandidateId, IsoDate } from '../domain/brand.js'
import type { Case } from '../domain/case.js'
import type { Ceased, Disregarded } from '../domain/determination.js'
import type { RuleError } from '../domain/error.js'
import { type CandidateEvent, type CaseEvent, type EventTag, type Final, isCandidateEvent, isMemberLeft, type MemberLeft, type ProcedureEvent } from '../domain/events.js'
import type { AnnulledCall, AnnulledCalls, MemberProof, Review, VacancyLedger } from '../domain/ledger.js'
import { nominations, type Nominations } from '../domain/nomination.js'
import type { NormId } from '../domain/norms.js'
import { applicationOrder, byApplication, eventsInOrder } from '../domain/order.js'
import { announce, announcedPeriod, announcementNorms } from '../rules/procedure/announcement.js'
import { leave } from '../rules/procedure/departure.js'
import { determinationNorms, recordDetermination } from '../rules/procedure/determination.js'
import type { Docket } from '../rules/procedure/docket.js'
import { checkCandidateFact, memberFactRefusal, type PersonSoFar } from '../rules/procedure/facts.js'
import { checkLot, LOT_NORMS } from '../rules/procedure/lot.js'
import { NO_MEMBER_NORMS, voidingCall } from '../rules/membership.js'
import { admitObjection, assessObjection, type ObjectionAssessment, objectionNorms } from '../rules/procedure/objection.js'
import { memberProofs, statusLost } from '../rules/procedure/proof.js'
import { type Call, successorProofs } from '../rules/procedure/status-route.js'
import { ACTION_NORMS, becomeFinal, bringAction, contestedOf, decisionNorms, finalityNorms, lapsedDecision, reviewDecision } from '../rules/procedure/review.js'
import { ceasedSeat, vacancyFor } from '../rules/procedure/vacancy.js'
import { disregardedFact } from '../rules/exclusions.js'
import { classifyDeparture } from '../rules/triggers.js'
import type { Effect, Step } from './trace.js'

/** The record of a case on a date. @category model @since 0.1.0 */
export interface CaseRecord {
  readonly rejected: ReadonlyArray<RuleError>
  readonly rejectedEvents: ReadonlySet<number>
  /** the ledger of every vacancy, by the member who left */
  readonly vacancies: ReadonlyMap<CandidateId, VacancyLedger>
  /** departures made by the law: expired proofs of elected members who had not left before (spec/procedure.md) */
  readonly synthetic: ReadonlyArray<MemberLeft>
  readonly proofs: ReadonlyArray<MemberProof>
  /**
   * The departures a final change in review voided, by member (spec/procedure.md,
   * open question 1): the member left while their own call as successor stood,
   * from its determination (`called`) to the day before the change took effect
   * (`until`); they count as never called, and the departure opens no vacancy.
   */
  readonly voided: ReadonlyMap<CandidateId, AnnulledCalls>
  /**
   * The ledgers of void departures that a later departure of the same member
   * replaced, by the index of their departure (spec/procedure.md, open question 8): the member, called again
   * after the void took effect, left again; the name now refers to the new
   * vacancy, and the void one keeps its place on record.
   * @since 0.3.0
   */
  readonly replaced: ReadonlyMap<number, VacancyLedger>
  /** the accepted facts of each candidate, in application order (the engine reads them: BENCHMARKS.md, H13) @since 0.3.0 */
  readonly facts: ReadonlyMap<CandidateId, ReadonlyArray<CandidateEvent>>
  /** the accepted facts without legal effect (`disregardedFact`), in application order @since 0.3.0 */
  readonly disregarded: ReadonlyArray<Disregarded>
  readonly trace: ReadonlyArray<Step>
}

/**
 * The vacancy a departure opened: the member's ledger if it is this
 * departure's. A member has one ledger, opened by the departure that ended
 * the membership; a seat waiver without effect before it opened none.
 * Known by index, so that a record made to another day finds it too (the
 * law's departures are made again for each record, `lawIndex`).
 *
 * @category record @since 0.1.0
 */
export const vacancyOf = (record: Pick<CaseRecord, 'vacancies' | 'replaced'>, departure: MemberLeft): VacancyLedger | null => {
  const v = record.vacancies.get(departure.member)
  if (v?.departure.index === departure.index) return v
  return record.replaced.get(departure.index) ?? null
}

/** Whether a ledger's departure is void: made while a call of its member stood that a final change in review voided. */
const isVoid = (voided: ReadonlyMap<CandidateId, AnnulledCalls>, v: VacancyLedger): boolean => voidingCall(voided, v.departure) !== undefined

// -------------------------------------------------------------------------------------
// the fold
// -------------------------------------------------------------------------------------

/** What the fold has recorded so far (local to one fold). */
interface Acc {
  readonly ledgers: Map<CandidateId, VacancyLedger>
  readonly voided: Map<CandidateId, AnnulledCall[]>
  /** the ledgers of void departures a later departure of the member replaced (open question 8) */
  readonly replaced: Map<number, VacancyLedger>
  /** the accepted facts of each candidate, in application order (each array appended to in place: local to one fold) */
  readonly facts: Map<CandidateId, CandidateEvent[]>
  /** the accepted facts without legal effect, in application order */
  readonly disregarded: Disregarded[]
  readonly rejected: RuleError[]
  readonly rejectedEvents: Set<number>
  readonly trace: Step[]
  /** the departed members whose departure came after the body ceased (R8) */
  readonly ceased: Map<CandidateId, Ceased>
  /** the departures of the law not made: their member had already left (spec/procedure.md, "A member who left before the week ran out") */
  readonly unmade: Set<MemberLeft>
}

/** An accepted event: what changed, the norms applied, the ledger to keep and a call it voids. */
interface Accepted {
  readonly effect: Effect
  readonly norms: ReadonlyArray<NormId>
  readonly ledger: VacancyLedger | null
  readonly voids: { readonly member: CandidateId; readonly call: AnnulledCall } | null
  /** a candidate's fact taken on record without legal effect */
  readonly disregarded: Disregarded | null
}

interface Refusal {
  readonly error: RuleError
  readonly assessment: ObjectionAssessment | null
  readonly contested: Review['against'] | null
}

/** What a handler sees: the case, the fold so far, the docket of the rules. */
interface Context {
  readonly c: Case
  readonly acc: Acc
  readonly docket: Docket
  /** the case's candidates by id (`nominations`, looked up once per fold) */
  readonly byId: Nominations['byId']
  readonly leftOut: ReadonlySet<number>
  readonly closed: ReadonlyMap<number, Ceased>
  /** the person's own departures before a candidate's fact (each person's departures looked up once per fold, when first asked) */
  readonly person: PersonSoFar
  /** the candidates' facts found to be a sitting member's (`memberFactRefusal`): refused in this fold */
  readonly refused: ReadonlyMap<number, RuleError>
  /** departures made on the day a `final` recorded later that day voids the member's earlier departure (`lateVoided`): no second departure */
  readonly fresh: ReadonlySet<number>
}

/** Each person's departures, in application order. */
const departuresOf = (ordered: ReadonlyArray<CaseEvent>): ReadonlyMap<CandidateId, ReadonlyArray<MemberLeft>> => {
  const departures = new Map<CandidateId, MemberLeft[]>()
  for (const e of ordered) if (isMemberLeft(e)) departures.set(e.member, [...(departures.get(e.member) ?? []), e])
  return departures
}

/** The person's own departures before a fact, from each person's departures made when first asked (most folds never ask). */
const personOf = (events: ReadonlyArray<CaseEvent>): PersonSoFar => {
  let departures: ReadonlyMap<CandidateId, ReadonlyArray<MemberLeft>> | null = null
  return {
    departed: (e) => {
      departures ??= departuresOf(events)
      // Stryker disable next-line EqualityOperator: `<= 0` is the same — a departure and a candidate's fact are two events, never 0 apart
      return (departures.get(e.candidate) ?? NO_DEPARTURES).filter((d) => byApplication(d, e) < 0)
    },
  }
}

type Handler<E extends CaseEvent> = (x: Context, e: E) => Either<Refusal, Accepted>
/** One handler per kind of event; each gives the effect of its kind (`EffectByKind` in trace.ts). */
type Handlers = { readonly [K in EventTag]: Handler<Extract<CaseEvent, { _tag: K }>> }

const accepted = (
  effect: Effect,
  norms: ReadonlyArray<NormId>,
  ledger: VacancyLedger | null = null,
  voids: Accepted['voids'] = null,
  disregarded: Disregarded | null = null,
): Accepted => ({
  effect,
  norms,
  ledger,
  voids,
  disregarded,
})

const refused = (error: RuleError, assessment: ObjectionAssessment | null = null, contested: Review['against'] | null = null): Either<Refusal, Accepted> =>
  left({ error, assessment, contested })

const FACT = accepted({ _tag: 'fact' }, [])
const NO_FACTS: ReadonlyArray<CandidateEvent> = []
// one value for every fact with legal effect: a fact changes nothing but the candidate's facts (commit)
const RIGHT_FACT: Either<Refusal, Accepted> = right(FACT)

const map = <A, B>(r: Either<RuleError, A>, f: (a: A) => B): Either<RuleError, B> => (r._tag === 'Left' ? r : right(f(r.right)))

const onDeparture: Handler<MemberLeft> = (x, e) => {
  // a departure the engine rejected as no member's opens no vacancy (open question 5)
  if (x.leftOut.has(e.index)) return right(accepted({ _tag: 'leftOut' }, NO_MEMBER_NORMS))
  // a departure after the body ceased (found by the engine, R8) opens no vacancy to proceed on
  const ceased = x.closed.get(e.index)
  if (ceased !== undefined) return right(accepted({ _tag: 'afterCeasing', ceased }, [ceased.rule]))
  // one whose departure is void in effect left no more: called again, they can leave again (open question 8)
  const left_ = leave((id) => !x.fresh.has(e.index) && hasLeft(x.acc, id), x.c.body.kind, e)
  if (left_._tag === 'Left') return refused(left_.left)
  const norms = classifyDeparture(e).rules
  return right(left_.right === null ? accepted({ _tag: 'membershipKept' }, norms) : accepted({ _tag: 'vacancyOpened' }, norms, left_.right))
}

const NO_DEPARTURES: ReadonlyArray<MemberLeft> = []

/**
 * The facts of a fold that were a sitting member's (R7), by event index, with
 * the refusal each gets: the accepted facts of each successor whom a recorded
 * determination standing at the end of the fold called (for a vacancy not
 * void), checked with the date of that determination if it came before them.
 */
const membersFacts = (acc: Acc, person: PersonSoFar): ReadonlyMap<number, RuleError> => {
  const out = new Map<number, RuleError>()
  for (const v of acc.ledgers.values()) {
    const r = v.inForce
    if (r?.successor == null || isVoid(acc.voided, v)) continue
    for (const f of acc.facts.get(r.successor) ?? NO_FACTS) {
      // Stryker disable next-line EqualityOperator: a determination and a candidate's fact are two events, so their indices differ
      const calledOn = r.date < f.date || (r.date === f.date && r.event < f.index) ? r.date : null
      const error = memberFactRefusal(f, person.departed(f), calledOn)
      if (error !== null) out.set(f.index, error)
    }
  }
  return out
}

const onCandidateFact: Handler<CandidateEvent> = (x, e) => {
  const nomination = x.byId.get(e.candidate)
  // the codec admits facts of the case's candidates only
  if (nomination === undefined) return RIGHT_FACT
  const checked = checkCandidateFact(nomination, x.acc.facts.get(e.candidate) ?? NO_FACTS, e, x.person)
  if (checked._tag === 'Left') return refused(checked.left)
  const disregarded = disregardedFact(nomination.list, e)
  // Stryker disable next-line ConditionalExpression: a shortcut — RIGHT_FACT is the same acceptance with no fact disregarded, made once
  return disregarded === null ? RIGHT_FACT : right(accepted({ _tag: 'fact' }, [], null, null, disregarded))
}

/** A procedure event on its vacancy's ledger, by its rule. */
const onVacancy =
  <E extends ProcedureEvent>(rule: (x: Context, v: VacancyLedger, e: E) => Either<RuleError, Accepted>): Handler<E> =>
  (x, e) => {
    const ledger = x.acc.ledgers.get(e.vacancy)
    const v = vacancyFor(ledger, ledger && voidingCall(x.acc.voided, ledger.departure), e, x.acc.ceased.get(e.vacancy))
    if (v._tag === 'Left') return refused(v.left)
    const r = rule(x, v.right, e)
    if (r._tag === 'Right') return r
    return refused(r.left, e._tag === 'objection' ? assessObjection(x.docket, v.right, e) : null, CONTESTING.has(e._tag) ? contestedOf(v.right) : null)
  }

/** The events that contest a decision of the body: a refusal of one says which decision (`RejectedStep.contested`). */
const CONTESTING: ReadonlySet<EventTag> = new Set<EventTag>(['action', 'courtDecision', 'final'])

const HANDLERS: Handlers = {
  memberLeft: onDeparture,
  candidateLeftGroup: onCandidateFact,
  candidateJoinedGroup: onCandidateFact,
  candidateWaived: onCandidateFact,
  candidateWaiverRevoked: onCandidateFact,
  candidateDied: onCandidateFact,
  candidateGroundArose: onCandidateFact,
  candidateGroundEnded: onCandidateFact,
  incompatibilityNotified: onCandidateFact,
  incompatibilityProven: onCandidateFact,
  lotDrawn: (x, e) => {
    const ceased = x.acc.ceased.get(e.vacancy)
    // a lot for a seat the ceasing took (R8) is refused as its other procedure events are
    const checked = ceased === undefined ? checkLot(x.docket, e) : ceasedSeat(e, ceased)
    return checked._tag === 'Left' ? refused(checked.left) : right(accepted({ _tag: 'fact' }, LOT_NORMS))
  },
  determination: onVacancy((x, v, e) =>
    map(recordDetermination(x.docket, v, e), (r) => accepted({ _tag: 'determined', recorded: r.recorded }, determinationNorms(e), r.ledger)),
  ),
  announcement: onVacancy((x, v, e) =>
    map(announce(v, e), (w) => {
      const period = announcedPeriod(v, e.date, x.c.periodEnd)
      return accepted({ _tag: 'announced', period }, announcementNorms(period), w)
    }),
  ),
  objection: onVacancy((x, v, e) =>
    map(admitObjection(x.docket, v, e), (w) => accepted({ _tag: 'objected', assessment: assessObjection(x.docket, v, e) }, objectionNorms(e), w)),
  ),
  bodyDecision: onVacancy((x, v, e) => map(reviewDecision(x.docket, v, e), (r) => accepted({ _tag: 'reviewed', review: r.review }, decisionNorms(e), r.ledger))),
  courtDecision: onVacancy((x, v, e) => map(reviewDecision(x.docket, v, e), (r) => accepted({ _tag: 'reviewed', review: r.review }, decisionNorms(e), r.ledger))),
  action: onVacancy((_x, v, e) => map(bringAction(v, e), (w) => accepted({ _tag: 'actionBrought', against: w.review?.against ?? 'determination' }, ACTION_NORMS, w))),
  final: onVacancy((x, v, e) =>
    map(becomeFinal(x.docket, v, e), (f) => accepted({ _tag: 'finalised', review: f.review, change: f.change }, finalityNorms(f, e), f.ledger, f.voids)),
  ),
}

/** The docket the rules see: who is called, who has a vacancy, the body. */
const docketOf = (c: Case, acc: Acc): Docket => {
  const elected = nominations(c.lists).elected
  return {
    called: (id) => {
      if (elected.has(id)) return true
      // the successor determined for a void departure was never called (open question 1)
      for (const v of acc.ledgers.values()) if (v.inForce?.successor === id && !isVoid(acc.voided, v)) return true
      return false
    },
    hasVacancy: (id) => acc.ledgers.has(id),
    eligibleVoters: c.body.eligibleVoters,
    electionMode: c.body.electionMode,
    periodEnd: c.periodEnd,
  }
}

/** Whether the member has left: a ledger of theirs whose departure is not void (open question 8). */
const hasLeft = (acc: Acc, member: CandidateId): boolean => {
  const v = acc.ledgers.get(member)
  return v !== undefined && !isVoid(acc.voided, v)
}

/** Keep a vacancy's ledger: a new departure of the member replaces the ledger of their void one, which stays on record (open question 8). */
const keepLedger = (acc: Acc, ledger: VacancyLedger): void => {
  const before = acc.ledgers.get(ledger.departure.member)
  if (before !== undefined && before.departure.index !== ledger.departure.index) acc.replaced.set(before.departure.index, before)
  acc.ledgers.set(ledger.departure.member, ledger)
}

/** Take the accepted event on record. */
const commit = (acc: Acc, e: CaseEvent, a: Accepted): void => {
  if (a.ledger !== null) keepLedger(acc, a.ledger)
  if (a.voids !== null) acc.voided.set(a.voids.member, [...(acc.voided.get(a.voids.member) ?? []), a.voids.call])
  if (a.effect._tag === 'afterCeasing' && e._tag === 'memberLeft') acc.ceased.set(e.member, a.effect.ceased)
  if (isCandidateEvent(e)) {
    const own = acc.facts.get(e.candidate)
    if (own === undefined) acc.facts.set(e.candidate, [e])
    else own.push(e)
  }
  if (a.disregarded !== null) acc.disregarded.push(a.disregarded)
  // the handler of the event's kind made the effect of that kind (HANDLERS)
  acc.trace.push({ _tag: 'accepted', kind: e._tag, event: e, norms: a.norms, effect: a.effect } as Step)
}

const step = (x: Context, e: CaseEvent): void => {
  // the handler of the event's own kind (a record of handlers: the compiler checks there is one for every kind)
  const handler = HANDLERS[e._tag] as Handler<CaseEvent>
  const member = x.refused.get(e.index)
  const r = member === undefined ? handler(x, e) : refused(member)
  if (r._tag === 'Right') return commit(x.acc, e, r.right)
  // the law takes the status of a member, not of one who has already left: it makes no departure, and no input is rejected
  if (e._tag === 'memberLeft' && e.synthetic) return void x.acc.unmade.add(e)
  x.acc.rejected.push(r.left.error)
  x.acc.rejectedEvents.add(e.index)
  x.acc.trace.push({ _tag: 'rejected', event: e, error: r.left.error, assessment: r.left.assessment, contested: r.left.contested })
}

// One object literal with every field (an object spread of the snapshot cost a fifth of a small `determine` on Node 20: BENCHMARKS.md, H12).
/** Application order of two finalities (R5): the day, then the input order of the decisions they make final. */
// Stryker disable next-line EqualityOperator: two finalities of two vacancies make two decisions final, so their indices differ
const before = (f: Final, g: Final): boolean => f.date < g.date || (f.date === g.date && f.index < g.index)

/**
 * The body's decisions that became final by themselves on or before `day`
 * (the month of § 27 KWG passed without an action, R10), taken on record in
 * application order (R5): by the day they became final, before any event of
 * that day, and on one day in the input order of the decisions.
 */
const lapse = (x: Context, day: IsoDate): void => {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a shortcut — with no ledger nothing can lapse
  if (x.acc.ledgers.size === 0) return
  // one at a time, the earliest first: a finality can void another vacancy (open question 1), whose decision then lapses no more
  const done = new Set<CandidateId>()
  for (;;) {
    let next: Final | null = null
    for (const v of x.acc.ledgers.values()) {
      // a vacancy whose departure a final change voided has no procedure any more (spec/procedure.md, open question 1)
      const f = isVoid(x.acc.voided, v) || done.has(v.departure.member) ? null : lapsedDecision(v, day)
      if (f !== null && (next === null || before(f, next))) next = f
    }
    if (next === null) return
    // each vacancy once per call: the rules accept the finality they computed, and nothing can loop
    done.add(next.vacancy)
    step(x, next)
  }
}

const snapshot = (acc: Acc, synthetic: CaseRecord['synthetic'], proofs: CaseRecord['proofs']): CaseRecord => ({
  rejected: [...acc.rejected],
  rejectedEvents: new Set(acc.rejectedEvents),
  vacancies: new Map(acc.ledgers),
  voided: new Map(acc.voided),
  replaced: new Map(acc.replaced),
  facts: acc.facts,
  disregarded: acc.disregarded,
  trace: [...acc.trace],
  synthetic: synthetic.filter((d) => !acc.unmade.has(d)),
  proofs,
})

const NONE_LEFT_OUT: ReadonlySet<number> = new Set()
const NONE_CLOSED: ReadonlyMap<number, Ceased> = new Map()

/**
 * Check and record every event dated on or before `until` (all events when
 * `until` is null), with the departures the law makes itself: an elected
 * member whose proof period expired loses the status (§ 23 Abs. 2 Satz 3 KWG).
 *
 * `leftOut`: departures (by event index) the engine found to be no member's
 * (`notAMember`, `kwg34.1.s1.trigger`); a rejected event changes nothing, so
 * they open no vacancy here (spec/procedure.md, open question 5). `closed`:
 * departures (by event index) the engine found to come after the body ceased
 * (R8); they open no vacancy either.
 *
 * @category record @since 0.1.0
 */
export const recordCase = (c: Case, until: IsoDate | null, leftOut: ReadonlySet<number> = NONE_LEFT_OUT, closed: ReadonlyMap<number, Ceased> = NONE_CLOSED): CaseRecord => {
  const ordered = eventsInOrder(c.events)
  const elected = nominations(c.lists).elected
  const end = until ?? c.body.term.end
  // a proof period that expired by `until` expired in the whole term too: the proofs that count are all dated before its end
  const proofs = memberProofs(elected, ordered, end, c.periodEnd)
  const synthetic = memberProofs(elected, ordered, c.body.term.end, c.periodEnd)
    .filter((p) => p.status === 'expired')
    .map((p) => statusLost(p, lawIndex(c, p.member)))
    .filter((d) => d.date <= end)
  const first = fold(c, ordered, synthetic, end, leftOut, closed)
  if (c.incompatibility !== 'statusRoute') return snapshot(first, synthetic, proofs)
  return withStatusRoute(c, ordered, first, { synthetic, proofs, end, leftOut, closed })
}

const NONE_REFUSED: ReadonlyMap<number, RuleError> = new Map()

/**
 * The index of the departure the law makes for a member: negative (no event of the input made it), one per member
 * (a member loses the status at most once), the same in every record of the case — the fixed point and the round of
 * the ceasing day know departures by index (`leftOut`, `closed`) across records made to different days — and, on one
 * day, in the order of the nominations. Before 2026-12-06 every such departure had -1, and a law's departure after
 * a body ceased closed every other one too (spec/procedure.md).
 */
const lawIndex = (c: Case, member: CandidateId): number => {
  const ids = [...nominations(c.lists).byId.keys()]
  return ids.indexOf(member) - ids.length
}

/**
 * One fold over the events and the departures the law makes, up to `end`.
 * A candidate's fact is a sitting member's (R7) only as the record ends —
 * a review may annul the call later, and then the person counts as never
 * called (R4) — so a fold that finds such facts runs once more with them
 * refused. They changed nothing in it (a called person is no candidate for
 * any seat while called), so the second fold finds the same calls.
 */
const fold = (c: Case, ordered: ReadonlyArray<CaseEvent>, synthetic: ReadonlyArray<MemberLeft>, end: IsoDate, leftOut: ReadonlySet<number>, closed: ReadonlyMap<number, Ceased>): Acc => {
  // Stryker disable next-line ConditionalExpression: a shortcut — `ordered` is in application order already, and the sort is stable
  const events = synthetic.length === 0 ? ordered : applicationOrder([...ordered, ...synthetic])
  const person = personOf(events)
  const once = (refused: ReadonlyMap<number, RuleError>, fresh: ReadonlySet<number>): Acc => {
    const acc: Acc = { ledgers: new Map(), voided: new Map(), replaced: new Map(), facts: new Map(), disregarded: [], rejected: [], rejectedEvents: new Set(), trace: [], ceased: new Map(), unmade: new Set() }
    const x: Context = { c, acc, docket: docketOf(c, acc), byId: nominations(c.lists).byId, leftOut, closed, person, refused, fresh }
    for (const e of events) {
      if (e.date > end) break
      lapse(x, e.date)
      step(x, e)
    }
    lapse(x, end)
    return acc
  }
  const found = once(NONE_REFUSED, NONE_FRESH)
  const fresh = lateVoided(found)
  // Stryker disable next-line ConditionalExpression: a shortcut — a fold with no departure taken as fresh is the fold made
  const first = fresh.size === 0 ? found : once(NONE_REFUSED, fresh)
  const members = membersFacts(first, person)
  // Stryker disable next-line ConditionalExpression: a shortcut — a second fold with no fact to refuse is the first
  return members.size === 0 ? first : once(members, fresh)
}

const NONE_FRESH: ReadonlySet<number> = new Set()

/**
 * The departures refused as a member's second whose earlier departure a
 * change made final on their own day voids: a `final` recorded that day but
 * listed after them. The change takes effect with its day (`madeWhileCallStood`
 * reads the call as standing up to the day before), so on that day the
 * earlier departure no longer stands and the member has not left (open
 * question 8): the fold runs once more with them taken as departures of
 * their own, which the engine then judges (no member's, unless called again).
 */
const lateVoided = (acc: Acc): ReadonlySet<number> => {
  const out = new Set<number>()
  for (const s of acc.trace) {
    // Stryker disable next-line ConditionalExpression: the first two tests are shortcuts — an accepted departure is never void in effect on its own day (it opened the member's current ledger, or was made while the call stood), and one refused for another reason is refused again in a fold that takes it as fresh
    if (s._tag !== 'rejected' || s.error.code !== 'memberLeftTwice' || s.event._tag !== 'memberLeft') continue
    const v = acc.ledgers.get(s.event.member)
    const call = v && voidingCall(acc.voided, v.departure)
    if (call !== undefined && call.until <= s.event.date) out.add(s.event.index)
  }
  return out
}

/** The calls in force after a fold: each recorded successor of a departure not voided (R9). */
const callsOf = (acc: Acc): ReadonlyArray<Call> =>
  [...acc.ledgers.values()].flatMap((v) =>
    v.inForce?.successor == null || isVoid(acc.voided, v) ? [] : [{ member: v.inForce.successor, date: v.inForce.date, event: v.inForce.event }],
  )

/**
 * Reading R9 (`statusRoute`): the successors determined with an open
 * incompatibility prove its removal within the week after the notice; a
 * week that ran out makes the departure `statusNotAcquired` the day after
 * it, and the fold runs once more with those departures. They are dated
 * after the determination that called the successor, so they do not change
 * which calls the first fold recorded.
 */
const withStatusRoute = (
  c: Case,
  ordered: ReadonlyArray<CaseEvent>,
  first: Acc,
  o: { synthetic: ReadonlyArray<MemberLeft>; proofs: ReadonlyArray<MemberProof>; end: IsoDate; leftOut: ReadonlySet<number>; closed: ReadonlyMap<number, Ceased> },
): CaseRecord => {
  const calls = callsOf(first)
  const proofs = [...o.proofs, ...successorProofs(calls, ordered, o.end, c.periodEnd)]
  const lost = successorProofs(calls, ordered, c.body.term.end, c.periodEnd)
    .filter((p) => p.status === 'expired')
    .map((p) => statusLost(p, lawIndex(c, p.member)))
    .filter((d) => d.date <= o.end)
  // Stryker disable next-line ConditionalExpression: a shortcut — a second fold with no new departure is the first
  if (lost.length === 0) return snapshot(first, o.synthetic, proofs)
  const synthetic = [...o.synthetic, ...lost]
  return snapshot(fold(c, ordered, synthetic, o.end, o.leftOut, o.closed), synthetic, proofs)
}
