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
import type { CandidateId } from '../domain/brand.js'
import type { Candidate, Case, ElectionList } from '../domain/case.js'
import { type Determination, type Disregarded, isPending } from '../domain/determination.js'
import { caseError, eventPath, type Failure, rejected } from '../domain/error.js'
import { type CandidateEvent, isCandidateEvent, isLotDrawn, isMemberLeft, type LotDrawn, type MemberLeft } from '../domain/events.js'
import { sortNorms } from '../domain/norms.js'
import { disregardedFact } from '../rules/exclusions.js'
import { decideVacancy } from '../rules/succession.js'
import { classifyDeparture, endsMembership } from '../rules/triggers.js'
import { applicationOrder } from './order.js'

/** A candidate with the list that named them. @category model @since 0.1.0 */
export interface Seat {
  readonly candidate: Candidate
  readonly list: ElectionList
}

/** Candidates by id. @category combinators @since 0.1.0 */
export const indexCandidates = (lists: ReadonlyArray<ElectionList>): ReadonlyMap<CandidateId, Seat> => {
  const index = new Map<CandidateId, Seat>()
  for (const list of lists) for (const candidate of list.candidates) index.set(candidate.id, { candidate, list })
  return index
}

/** Every vacancy decided up to the decision date, in order. @category model @since 0.1.0 */
export interface Decisions {
  readonly determinations: ReadonlyArray<{ readonly departure: MemberLeft; readonly determination: Determination }>
  readonly memberCount: number
}

const blocked = (departure: MemberLeft, blocker: Determination, before: number): Determination => {
  const trigger = classifyDeparture(departure)
  const base = {
    vacancy: departure.member,
    list: blocker.list,
    cause: departure.cause,
    memberCount: { before, after: before },
    considered: [],
    tie: blocker.tie,
    awaiting: blocker.awaiting,
    blockedBy: blocker.vacancy,
    disregarded: blocker.disregarded,
  }
  const pendingRule = blocker._tag === 'awaitingProof' ? 'kwg34.3.s2' : 'kwg34.1a.lot'
  const rules = sortNorms([...trigger.rules, pendingRule])
  return blocker._tag === 'awaitingProof'
    ? { ...base, _tag: 'awaitingProof', rules }
    : { ...base, _tag: 'lotRequired', rules }
}

/**
 * Decide every vacancy that arose on or before `query.asOf`. The case must
 * have passed the consistency checks (`checkConsistency`).
 *
 * @category engine @since 0.1.0
 */
export const decideAll = (c: Case): Either<Failure, Decisions> => {
  const asOf = c.query.asOf
  const index = indexCandidates(c.lists)
  const facts = applicationOrder(c.events.filter((e) => e.date <= asOf))
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
  const called = new Set<CandidateId>()
  const members = new Set<CandidateId>()
  for (const list of c.lists)
    for (const k of list.candidates)
      if (k.elected) {
        called.add(k.id)
        members.add(k.id)
      }
  const pending = new Map<string, Determination>()
  const determinations: Array<{ departure: MemberLeft; determination: Determination }> = []
  let memberCount = c.body.statutoryMemberCount
  const noFacts: ReadonlyArray<CandidateEvent> = []
  for (const departure of facts.filter(isMemberLeft)) {
    const seat = index.get(departure.member)
    if (seat === undefined || !members.has(departure.member)) {
      return left(
        rejected([
          caseError(
            eventPath(departure.index, 'member'),
            'notAMember',
            `${departure.member} is not a member on ${departure.date} (neither elected nor a successor determined before)`,
            'kwg34.1.s1.trigger',
          ),
        ]),
      )
    }
    const drawn = lots.get(departure.member) ?? null
    const blocker = pending.get(seat.list.id)
    const decided =
      blocker !== undefined && classifyDeparture(departure)._tag === 'succession'
        ? right(blocked(departure, blocker, memberCount))
        : decideVacancy({
            departure,
            list: seat.list,
            pool: seat.list.candidates.filter((k) => !called.has(k.id)),
            factsOf: (k) => factsByCandidate.get(k.id) ?? noFacts,
            asOf,
            mode: c.body.electionMode,
            reading: c.incompatibility,
            seed: c.lotSeed,
            drawn,
            memberCountBefore: memberCount,
            disregarded,
          })
    if (decided._tag === 'Left') return left(rejected([decided.left]))
    const d = decided.right
    if (drawn !== null && d.tie?.resolvedBy !== 'lotDrawn') {
      return left(
        rejected([
          caseError(
            eventPath(drawn.index, 'among'),
            'lotMismatch',
            `no tie among eligible candidates to be drawn by lot for the vacancy of ${departure.member} on ${asOf}`,
            'kwg34.1a.lot',
          ),
        ]),
      )
    }
    if (endsMembership(departure)) members.delete(departure.member)
    if (d._tag === 'successor') {
      called.add(d.successor)
      members.add(d.successor)
    }
    if (d._tag === 'vacant') memberCount = d.memberCount.after
    if (isPending(d) && !pending.has(seat.list.id)) pending.set(seat.list.id, d)
    determinations.push({ departure, determination: d })
  }
  return right({ determinations, memberCount })
}

/**
 * The determination the query asks for: the vacancy left by `query.vacancy`
 * (its latest departure on or before `query.asOf`).
 *
 * @category engine @since 0.1.0
 */
export const determine = (c: Case): Either<Failure, Determination> => {
  const all = decideAll(c)
  if (all._tag === 'Left') return all
  const mine = all.right.determinations.filter((x) => x.departure.member === c.query.vacancy)
  const last = mine[mine.length - 1]
  return last === undefined
    ? left(
        rejected([
          caseError(
            'query.vacancy',
            'noDeparture',
            `${c.query.vacancy} has not left the body on or before ${c.query.asOf}`,
            'kwg34.1.s1.trigger',
          ),
        ]),
      )
    : right(last.determination)
}
