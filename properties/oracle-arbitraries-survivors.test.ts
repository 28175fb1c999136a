// The mutants left alive in src/oracle/arbitraries-law.ts and src/oracle/reduce.ts by the Stryker run of 2026-12-06
// (mutation/survivors-lines-0612p.txt; answers in mutation/arbitraries-answers-2026-12-07.md): each breaker of the
// invalid kind, applied to a valid case, must be rejected with the error it names (spec/readings.md, "Errors found in
// a decodable case"), not merely rejected; what it builds must be what it is written to build (an impossible date
// shaped like a date, a lot among candidates not elected); `within` caps a date at the term's end; the reduction asks
// nothing of what is not a case.
//
// Stryker switches a mutant on only while a test runs, and BREAKERS is built when its module loads: each test imports
// the generators afresh (vi.resetModules) and computes everything inside the test.
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import type { List } from '../src/oracle/arbitraries-law.js'
import { ourResult } from '../src/oracle/fuzz.js'

type Json = Record<string, unknown>
interface Case {
  readonly body: { readonly electionMode: string }
  readonly lists: ReadonlyArray<List>
  readonly events: ReadonlyArray<Json>
  readonly query: Json
}
interface Err {
  readonly code: string
  readonly path: string
  readonly rule: string | null
}

const fresh = async () => {
  vi.resetModules()
  const law = await import('../src/oracle/arbitraries-law.js')
  const valid = await import('../src/oracle/arbitraries.js')
  const reduce = await import('../src/oracle/reduce.js')
  return { ...law, ...valid, ...reduce }
}

const errorsOf = (u: unknown): ReadonlyArray<Err> | null => ((u as { format?: string }).format === 'nachruecken.error/1' ? (u as { errors: Err[] }).errors : null)
/** An error as `code path rule`, indices left out. */
const show = (e: Err): string => `${e.code} ${e.path.replace(/\[\d+\]/g, '[]')} ${String(e.rule)}`
const people = (c: Case) => c.lists.flatMap((l) => l.candidates)

/**
 * What each breaker (in the order of BREAKERS) must be rejected with, from the error table of spec/readings.md: the
 * errors every case must show, and those it may show besides (a copy of an elected candidate is one elected too many).
 */
const NAMED: ReadonlyArray<{ readonly what: string; readonly must: string; readonly may?: string }> = [
  { what: 'a revoked waiver never made', must: 'waiverRevoked events[] kwg34.2.n2' },
  { what: 'a member leaving twice', must: 'memberLeftTwice events[] kwg34.1.s1.trigger' },
  { what: 'the death of an elected candidate given as a candidate fact', must: 'wrongKind events[].candidate null' },
  { what: 'an asOf after the term', must: 'outsideTerm query.asOf null' },
  { what: 'a query about a candidate who never left', must: 'noDeparture query.vacancy kwg34.1.s1.trigger' },
  { what: 'a candidate id twice', must: 'duplicateId lists[].candidates[].id null', may: 'tooManyElected lists kwg34.1.s2.count' },
  { what: 'a position twice', must: 'duplicatePosition lists[].candidates[].position null', may: 'tooManyElected lists kwg34.1.s2.count' },
  { what: 'a statutory member count one too low', must: 'tooManyElected lists kwg34.1.s2.count' },
  { what: 'a ground ended that never arose', must: 'groundNotOpen events[] kwg34.2.n3.ground' },
  { what: 'an impossible date', must: 'invalidValue events[].date null' },
  { what: 'an unknown candidate', must: 'unknownReference events[].candidate null' },
  { what: 'the departure of a candidate never elected', must: 'notAMember events[].member kwg34.1.s1.trigger' },
  { what: 'a list without a group set up', must: 'setUpMismatch lists[].setUp null' },
  { what: 'a property the wire format does not know', must: 'unknownField extra null' },
  { what: 'negative votes', must: 'invalidValue lists[].candidates[].votes null' },
]

/** Valid cases without the procedure (accepted as they are), both election modes. */
const validCases = (validCase: (o?: { mode?: 'proportional' | 'majority' }) => fc.Arbitrary<Json>, seed: number, numRuns: number): Case[] =>
  [...fc.sample(validCase(), { seed, numRuns }), ...fc.sample(validCase({ mode: 'majority' }), { seed: seed + 1, numRuns: Math.ceil(numRuns / 3) })] as unknown as Case[]

describe('the breakers of the invalid kind: each rejected with the error it names', () => {
  it('each breaker applied to a valid case with a candidate not elected is rejected with the error of the rule it breaks, and with no other', async () => {
    const { BREAKERS, validCase } = await fresh()
    const cases = validCases(validCase, 51, 90).filter((c) => people(c).some((k) => !k.elected))
    expect(cases.length).toBeGreaterThan(80)
    const wrong: string[] = []
    for (const c of cases) {
      expect(errorsOf(ourResult(c))).toBeNull()
      NAMED.forEach(({ what, must, may }, i) => {
        const shown = new Set((errorsOf(ourResult((BREAKERS[i] as (c: Json, n: number) => Json)(c as unknown as Json, 7))) ?? []).map(show))
        if (!shown.has(must) || [...shown].some((e) => e !== must && e !== may)) wrong.push(`${what}: ${[...shown].join(' | ') || 'accepted'}`)
      })
    }
    expect(wrong.slice(0, 5)).toEqual([])
  })

  it('on a case where every candidate was elected, the breakers naming someone not elected name nobody known: an unknown reference, the impossible date still the only error', async () => {
    const { BREAKERS, validCase } = await fresh()
    const cases = (fc.sample(validCase(), { seed: 52, numRuns: 800 }) as unknown as Case[]).filter((c) => people(c).every((k) => k.elected))
    expect(cases.length).toBeGreaterThan(3)
    const expected: ReadonlyArray<[number, string]> = [
      // a waiver revoked by anyone, here an elected member: refused as a candidate fact about a member
      [0, 'wrongKind events[].candidate null'],
      [4, 'unknownReference query.vacancy null'],
      [8, 'unknownReference events[].candidate null'],
      [9, 'invalidValue events[].date null'],
      [11, 'unknownReference events[].member null'],
    ]
    for (const c of cases)
      for (const [i, error] of expected) expect((errorsOf(ourResult((BREAKERS[i] as (c: Json, n: number) => Json)(c as unknown as Json, 0))) ?? []).map(show), `breaker ${i}`).toEqual([error])
  })

  it('the impossible date is shaped like a date (a day that does not exist, not a malformed string), on the death of a candidate not elected of the case', async () => {
    const { BREAKERS, validCase } = await fresh()
    for (const c of validCases(validCase, 53, 60)) {
      const broken = (BREAKERS[9] as (c: Json, n: number) => Json)(c as unknown as Json, 0) as unknown as Case
      const e = broken.events.at(-1) as Json
      const date = e['date'] as string
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      // not a day of the calendar: read as a date it falls on another day
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).not.toBe(date)
      const pool = people(c).filter((k) => !k.elected).map((k) => k.id)
      if (pool.length > 0) expect(pool).toContain(e['candidate'])
    }
  })

  it('a statutory member count one too low is exactly one seat fewer than the candidates elected, also when only one was elected (a second one is added)', async () => {
    const { BREAKERS, validCase } = await fresh()
    let single = 0
    for (const c of validCases(validCase, 56, 90)) {
      if (people(c).filter((k) => k.elected).length === 1) single++
      const broken = (BREAKERS[7] as (c: Json, n: number) => Json)(c as unknown as Json, 0) as unknown as Case & { body: { statutoryMemberCount: number } }
      expect(broken.body.statutoryMemberCount).toBe(people(broken).filter((k) => k.elected).length - 1)
    }
    expect(single).toBeGreaterThan(0)
  })

  it('a candidate id twice copies the first candidate to a new position: the ids collide, the positions do not', async () => {
    const { BREAKERS, validCase } = await fresh()
    for (const c of validCases(validCase, 54, 60))
      for (const n of [0, 1, 2]) {
        const broken = (BREAKERS[5] as (c: Json, n: number) => Json)(c as unknown as Json, n) as unknown as { lists: Array<{ candidates: Array<{ position: number }> }> }
        for (const l of broken.lists) expect(new Set(l.candidates.map((k) => k.position)).size).toBe(l.candidates.length)
      }
  })

  it('the lot breaker records, in a proportional election, a lot among two or more candidates not elected of the first list; otherwise a revoked waiver; either is rejected as what it is', async () => {
    const { BREAKERS, validCase } = await fresh()
    let lots = 0
    let two = 0
    let waivers = 0
    for (const c of validCases(validCase, 55, 150)) {
      const pool = (c.lists[0] as List).candidates.filter((k) => !k.elected).map((k) => k.id)
      const broken = (BREAKERS[15] as (c: Json, n: number) => Json)(c as unknown as Json, 0)
      const e = (broken as unknown as Case).events.at(-1) as Json
      const shown = (errorsOf(ourResult(broken)) ?? []).map(show)
      if (c.body.electionMode === 'proportional' && pool.length >= 2) {
        lots++
        if (pool.length === 2) two++
        expect(e).toMatchObject({ type: 'lotDrawn', among: pool, winner: pool[0], vacancy: c.query['vacancy'] })
        expect(shown).toEqual(['lotInProportional events[] kwg34.1a.lot'])
      } else {
        waivers++
        expect(e['type']).toBe('candidateWaiverRevoked')
        // by a candidate not elected, if the case has one
        expect(shown).toEqual([people(c).some((k) => !k.elected) ? 'waiverRevoked events[] kwg34.2.n2' : 'wrongKind events[].candidate null'])
      }
    }
    expect(lots).toBeGreaterThan(10)
    expect(two).toBeGreaterThan(0)
    expect(waivers).toBeGreaterThan(10)
  })
})

describe('within: a date capped at the term end', () => {
  it('a date after the term end becomes the end; the end and earlier dates stay', async () => {
    const { within } = await fresh()
    expect(within('2026-04-01')).toBe('2026-03-31')
    expect(within('2030-01-01')).toBe('2026-03-31')
    expect(within('2026-03-31')).toBe('2026-03-31')
    expect(within('2026-03-30')).toBe('2026-03-30')
    expect(within('2021-04-01')).toBe('2021-04-01')
  })
})

describe('reduceCase: what is not a case', () => {
  it('undefined, a number and a string are returned as they are, and the predicate is never asked', async () => {
    const { reduceCase } = await fresh()
    let asked = 0
    for (const u of [undefined, 0, 'case', true]) expect(await reduceCase(u, async () => (asked++, true))).toBe(u)
    expect(asked).toBe(0)
  })
})
