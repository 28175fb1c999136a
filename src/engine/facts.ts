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
import { type CandidateEvent, isCandidateEvent, isLotDrawn, isMemberLeft, type LotDrawn, type MemberLeft } from '../domain/events.js'
import { nominations } from '../domain/nomination.js'
import { applicationOrder, eventsInOrder } from '../domain/order.js'
import type { CaseRecord } from '../record/record.js'
import { disregardedFact } from '../rules/exclusions.js'
import { madeWhileCallStood } from '../rules/membership.js'
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

/** The facts of the case on `query.asOf`, as the record took them. @category engine @since 0.1.0 */
export const factsOn = (c: Case, record: CaseRecord): CaseFacts => {
  const asOf = c.query.asOf
  const index = nominations(c.lists).byId
  const facts = eventsInOrder(c.events).filter((e) => e.date <= asOf && !record.rejectedEvents.has(e.index))
  const byCandidate = new Map<CandidateId, CandidateEvent[]>()
  const disregarded: Disregarded[] = []
  const lots = new Map<CandidateId, LotDrawn[]>()
  for (const e of facts) {
    if (isCandidateEvent(e)) {
      const own = byCandidate.get(e.candidate)
      if (own === undefined) byCandidate.set(e.candidate, [e])
      else own.push(e)
      const nomination = index.get(e.candidate)
      const d = nomination === undefined ? null : disregardedFact(nomination.list, e)
      if (d !== null) disregarded.push(d)
    } else if (isLotDrawn(e)) lots.set(e.vacancy, [...(lots.get(e.vacancy) ?? []), e])
  }
  // P12, P4: a departure made void by a final change in review stays the candidate's fact (a waiver of the expectancy, a death, a ground), from its date
  for (const e of facts) {
    const fact = isMemberLeft(e) && madeWhileCallStood(record.voided.get(e.member), e) ? candidateFactOfVoid(e) : null
    if (fact !== null) byCandidate.set(fact.candidate, [...applicationOrder([...(byCandidate.get(fact.candidate) ?? []), fact])])
  }
  disregarded.sort((a, b) => a.event - b.event)
  // the record on asOf makes a departure only for a proof period that ended before asOf
  const departures = applicationOrder([...facts.filter(isMemberLeft), ...record.synthetic])
  return { byCandidate, disregarded, lots, departures }
}
