// One call in force per successor (§ 34 Abs. 1 Satz 1 KWG: the successor is
// „der nächste noch nicht berufene Bewerber“ — someone called is not called
// again; R4). The record refuses a determination or a review decision that
// names someone it counts as called (`cannotSucceed`,
// src/rules/procedure/docket.ts), and it counts every ledger whose departure
// is not void. So in any record — of the term, on the query date, or with a
// departure left out, as the rounds of the engine make it — no two ledgers
// whose departures are not void hold a call in force of the same successor.
// The engine relies on it (`freeCalledBy`, src/engine/round.ts; the
// equivalent mutant there, mutation/EQUIVALENT.md, twelfth session).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { recordCase } from './support/public.js'
import { structuredCase as decoded } from './support/replayed.js'
import type { Case } from '../src/domain/case.js'
import { isMemberLeft } from '../src/domain/events.js'
import type { CaseRecord } from '../src/record/record.js'
import { voidingCall } from '../src/rules/membership.js'
import { procedureCase } from '../src/oracle/arbitraries-law.js'
import { type Json, fourSeats } from './support/fixtures.js'

/** The successors with more than one call in force from departures not void, each with the departures that call them. */
const calledTwice = (record: CaseRecord): ReadonlyArray<string> => {
  const callers = new Map<string, string[]>()
  for (const v of record.vacancies.values()) {
    const successor = v.inForce?.successor
    if (successor == null || voidingCall(record.voided, v.departure) !== undefined) continue
    callers.set(successor, [...(callers.get(successor) ?? []), v.departure.member])
  }
  return [...callers].filter(([, by]) => by.length > 1).map(([s, by]) => `${s} called for ${by.join(' and ')}`)
}

/** The records the engine makes of a case: of the term, on the query date, and on that date with each departure left out in turn. */
const recordsOf = (c: Case): ReadonlyArray<CaseRecord> => {
  const departures = c.events.filter(isMemberLeft).map((e) => e.index)
  return [recordCase(c, null), recordCase(c, c.query.asOf), ...departures.map((i) => recordCase(c, c.query.asOf, new Set([i])))]
}

const died = (date: string, member: string): Json => ({ date, type: 'memberLeft', member, cause: 'death' })
const determined = (date: string, vacancy: string, successor: string): Json => ({ date, type: 'determination', vacancy, by: 'returningOfficer', outcome: 'successor', successor })

describe('no one is called twice in a record', () => {
  it('a second determination naming the successor of another vacancy is refused, so the first call alone stands', { tags: ['kwg34.1.s1.rank', 'kwg34.3.s1'] }, () => {
    // Worked by hand: A1 and A2 die; A4 (500, first in rank) is determined for A1 on 05-10; the determination of
    // 06-10 naming A4 for A2 too names someone called (alreadyCalled, kwg34.3.s1) and changes nothing.
    const c = decoded(fourSeats([died('2021-05-01', 'A1'), determined('2021-05-10', 'A1', 'A4'), died('2021-06-01', 'A2'), determined('2021-06-10', 'A2', 'A4')], '2021-07-01'))
    const record = recordCase(c, c.query.asOf)
    expect(record.rejected.map((e) => [e.path, e.code, e.rule])).toEqual([['events[3].successor', 'alreadyCalled', 'kwg34.3.s1']])
    expect(calledTwice(record)).toEqual([])
  })

  it('in generated cases with the procedure of § 34 Abs. 3–6, every record the engine makes holds at most one call in force per successor', { tags: ['kwg34.1.s1.rank', 'kwg34.3.s1', 'kwg34.4.s2', 'kwg34.5'] }, () => {
    const docs = [
      ...fc.sample(procedureCase({ query: 'state' }), { seed: 12, numRuns: 120 }),
      ...fc.sample(procedureCase({ query: 'state', mode: 'majority' }), { seed: 13, numRuns: 60 }),
    ]
    const broken = docs.flatMap((doc) => recordsOf(decoded(doc)).flatMap(calledTwice))
    expect(broken.slice(0, 3)).toEqual([])
  })
})
