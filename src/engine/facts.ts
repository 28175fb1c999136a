/**
 * The facts the engine reads on the decision date: each candidate's facts
 * (taken on record, dated on or before it, in application order), the facts
 * without legal effect, the recorded drawings of the lot, and the departures
 * in the order they are decided.
 *
 * @example
 * import { factsOn } from './facts.js'
 * factsOn(theCase, record).departures // the departures up to the decision date, in application order
 *
 * @since 0.1.0
 */
import type { CandidateId } from '../domain/brand.js'
import type { Case } from '../domain/case.js'
import type { Disregarded } from '../domain/determination.js'
import { type CandidateEvent, isLotDrawn, isMemberLeft, type LotDrawn, type MemberLeft } from '../domain/events.js'
import { applicationOrder, eventsInOrder } from '../domain/order.js'
import type { CaseRecord } from '../record/record.js'
import { voidingCall } from '../rules/membership.js'
import { candidateFactOfVoid } from '../rules/void-departure.js'

/** @category model @since 0.1.0 */
export interface CaseFacts {
  readonly byCandidate: ReadonlyMap<CandidateId, ReadonlyArray<CandidateEvent>>
  readonly disregarded: ReadonlyArray<Disregarded>
  /** the drawings of the lot recorded for each vacancy, in date order */
  readonly lots: ReadonlyMap<CandidateId, ReadonlyArray<LotDrawn>>
  /** the departures up to the decision date, with those the law makes, in application order */
  readonly departures: ReadonlyArray<MemberLeft>
}

/**
 * The facts of the case on `query.asOf`, as the record took them: the record
 * was made up to `query.asOf` (every caller), so its facts of each candidate
 * and those without legal effect are the accepted ones of that day, in
 * application order, grouped once (BENCHMARKS.md, H13).
 *
 * @category engine @since 0.1.0
 */
export const factsOn = (c: Case, record: CaseRecord): CaseFacts => {
  const asOf = c.query.asOf
  const facts = eventsInOrder(c.events).filter((e) => e.date <= asOf && !record.rejectedEvents.has(e.index))
  const lots = new Map<CandidateId, LotDrawn[]>()
  // P12, P4: a departure made void by a final change in review stays the candidate's fact (a waiver of the expectancy, a death, a ground), from its date
  const ofVoid: CandidateEvent[] = []
  for (const e of facts) {
    if (isLotDrawn(e)) lots.set(e.vacancy, [...(lots.get(e.vacancy) ?? []), e])
    const fact = isMemberLeft(e) && voidingCall(record.voided, e) !== undefined ? candidateFactOfVoid(e) : null
    if (fact !== null) ofVoid.push(fact)
  }
  // Stryker disable next-line ConditionalExpression: a shortcut — with no fact of a void departure the copy would hold the record's facts
  const byCandidate = ofVoid.length === 0 ? record.facts : withFacts(record.facts, ofVoid)
  // the record on asOf makes a departure only for a proof period that ended before asOf
  const departures = applicationOrder([...facts.filter(isMemberLeft), ...record.synthetic])
  const disregarded = [...record.disregarded].sort((a, b) => a.event - b.event)
  return { byCandidate, disregarded, lots, departures }
}

/** The facts of each candidate with more facts, each candidate's in application order. */
const withFacts = (
  byCandidate: ReadonlyMap<CandidateId, ReadonlyArray<CandidateEvent>>,
  more: ReadonlyArray<CandidateEvent>,
): ReadonlyMap<CandidateId, ReadonlyArray<CandidateEvent>> => {
  const all = new Map(byCandidate)
  for (const fact of more) all.set(fact.candidate, applicationOrder([...(all.get(fact.candidate) ?? []), fact]))
  return all
}
