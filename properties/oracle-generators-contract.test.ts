// What the generators of the fuzzer promise (src/oracle/arbitraries-law.ts,
// src/oracle/arbitraries.ts), pinned from their doc comments and from
// spec/conformance/README.md ("Differential fuzzing"): the kinds generate
// valid input of their kind (a state query replays without an error; the
// inadmissible procedure events are listed as rejected, as the header of
// arbitraries-law.ts says they must be), the "invalid" kind is rejected every
// time, the procedure of § 34 Abs. 3–6 is built as its comments say (date
// order, the successor from the vacancy's list, a lot among the tied), the
// odds named in the comment of `some` (often 3 in 4, half, rarely 1 in 5;
// absent for the choice 0, which shrinking reaches), and every value the
// generator is written with actually occurs at a fixed seed.
//
// Stryker switches a mutant on only while a test runs; the generators' tables
// (TERM, CAUSES, ODDS, BREAKERS, …) are built when their module loads. So each
// test imports the generators afresh (vi.resetModules) and computes
// everything inside the test.
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import type { List } from '../src/oracle/arbitraries-law.js'
import { ourResult } from '../src/oracle/fuzz.js'

interface Ev {
  readonly date: string
  readonly type: string
  readonly member?: string
  readonly vacancy?: string
  readonly cause?: string
  readonly to?: string
  readonly by?: string
  readonly outcome?: string
  readonly successor?: string | null
  readonly against?: string
  readonly form?: string
  readonly reasonedOn?: string | null
  readonly ownRights?: boolean
  readonly supporters?: number
  readonly decision?: string
  readonly among?: ReadonlyArray<string>
  readonly winner?: string
}
interface Case {
  readonly body: { readonly electionMode: string; readonly statutoryMemberCount: number; readonly eligibleVoters?: number; readonly term: unknown }
  readonly lists: ReadonlyArray<List>
  readonly events: ReadonlyArray<Ev>
  readonly query: { readonly vacancy?: string; readonly asOf?: string; readonly state?: { readonly asOf: string } }
}

const TERM_END = '2026-03-31'

/** The generators, built anew (with the mutant that is switched on, if any). */
const fresh = async () => {
  vi.resetModules()
  const law = await import('../src/oracle/arbitraries-law.js')
  const valid = await import('../src/oracle/arbitraries.js')
  return { ...law, ...valid }
}

const sample = <A>(arb: fc.Arbitrary<A>, seed: number, numRuns: number): Case[] => fc.sample(arb, { seed, numRuns }) as unknown as Case[]

/** Whole days from `a` to `b` (ISO dates). */
const days = (a: string, b: string): number => (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000

const errorsOf = (u: unknown): ReadonlyArray<{ code: string; rule: string | null; path: string }> | null =>
  (u as { format?: string }).format === 'nachruecken.error/1' ? (u as { errors: Array<{ code: string; rule: string | null; path: string }> }).errors : null

/** The procedure of each departure of a case: the events that name its vacancy, by type. */
const procedures = (c: Case) =>
  c.events
    .filter((e) => e.type === 'memberLeft')
    .map((left) => {
      const ev = c.events.filter((e) => e.vacancy === left.member)
      const one = (type: string, by?: string): Ev | undefined => ev.find((e) => e.type === type && (by === undefined || e.by === by))
      const list = c.lists.find((l) => l.candidates.some((k) => k.id === left.member)) as List
      return {
        left,
        list,
        all: ev,
        lot: one('lotDrawn'),
        ro: one('determination', 'returningOfficer'),
        announcement: one('announcement'),
        objection: one('objection'),
        body: one('determination', 'body'),
        bodyDecision: one('bodyDecision'),
        court: one('courtDecision'),
        final: one('final'),
      }
    })

const notElected = (l: List): string[] => l.candidates.filter((k) => !k.elected).map((k) => k.id)

describe('addDays counts UTC calendar days', () => {
  it('adds exactly n days across month and year ends, leap days and the change to and from summer time, and subtracts for negative n', async () => {
    const { addDays } = await fresh()
    expect(addDays('2021-04-01', 0)).toBe('2021-04-01')
    expect(addDays('2021-01-31', 1)).toBe('2021-02-01')
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01')
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01')
    expect(addDays('2025-12-25', 10)).toBe('2026-01-04')
    // the last Sundays of March and October (summer time in Germany): still whole days
    expect(addDays('2024-03-30', 1)).toBe('2024-03-31')
    expect(addDays('2024-03-31', 1)).toBe('2024-04-01')
    expect(addDays('2024-10-27', 1)).toBe('2024-10-28')
    expect(addDays('2022-03-01', -1)).toBe('2022-02-28')
    expect(addDays('2021-06-01', 400)).toBe('2022-07-06')
  })
})

describe('the procedure kind: valid cases with the procedure of § 34 Abs. 3–6 recorded', () => {
  it('every state query replays without an error; the inadmissible events are listed as rejected, each kind of rejection of the procedure occurs', async () => {
    const { procedureCase } = await fresh()
    const cases = [...sample(procedureCase({ query: 'state' }), 3, 250), ...sample(procedureCase({ query: 'state', mode: 'majority' }), 4, 80)]
    const errors = cases.flatMap((c) => {
      const e = errorsOf(ourResult(c, 'state'))
      return e === null ? [] : [JSON.stringify(e.slice(0, 2))]
    })
    expect(errors.slice(0, 3)).toEqual([])
    const rejected = new Set(cases.flatMap((c) => (ourResult(c, 'state') as { rejected: Array<{ code: string }> }).rejected.map((r) => r.code)))
    // late, unsupported, unannounced, unreasoned and informal objections, a decision without objection (the header's examples)
    for (const code of ['objectionLate', 'objectionSupport', 'objectionNotAnnounced', 'objectionUnreasoned', 'objectionForm', 'noObjection']) expect(rejected, code).toContain(code)
  })

  it('each departure has its own procedure, in date order, all within the term; a state asks on the day of the last event or 10 or 400 days later', async () => {
    const { procedureCase } = await fresh()
    const later = new Set<number>()
    const broken: string[] = []
    for (const c of sample(procedureCase({ query: 'state' }), 5, 200)) {
      const vacancies = new Set(c.events.filter((e) => e.type === 'memberLeft').map((e) => e.member))
      for (const e of c.events) {
        if (e.vacancy !== undefined && !vacancies.has(e.vacancy)) broken.push(`${e.type} for ${e.vacancy}, who did not leave`)
        if (e.date > TERM_END) broken.push(`${e.type} on ${e.date}`)
      }
      for (const p of procedures(c)) {
        // the lot may be drawn after the returning officer's determination (both counted from the departure), so it stands apart
        const steps = p.all.filter((e) => e.type !== 'lotDrawn')
        if (steps.some((e, i) => i > 0 && e.date < (steps[i - 1] as Ev).date)) broken.push(`out of order: ${JSON.stringify(steps)}`)
        if (p.all.some((e) => e.date < p.left.date)) broken.push(`before the departure: ${JSON.stringify(p.all)}`)
      }
      const latest = c.events.reduce((m, e) => (e.date > m ? e.date : m), '2021-04-01')
      const asOf = c.query.state?.asOf as string
      later.add(days(latest, asOf))
      if (asOf > TERM_END) broken.push(`asOf ${asOf}`)
    }
    expect(broken.slice(0, 3)).toEqual([])
    expect([...later].sort((a, b) => a - b)).toEqual([0, 10, 400])
  })

  it('the days between the steps are those the generator is written with: the objection before, on and after the last day of the fortnight of § 25 KWG', async () => {
    const { procedureCase } = await fresh()
    const seen: Record<string, Set<number | string>> = {}
    const add = (k: string, v: number | string): void => void (seen[k] ??= new Set()).add(v)
    for (const c of [...sample(procedureCase({ query: 'state' }), 6, 300), ...sample(procedureCase({ query: 'state', mode: 'majority' }), 7, 200)]) {
      for (const p of procedures(c)) {
        if (p.lot !== undefined) add('lot', days(p.left.date, p.lot.date))
        if (p.ro !== undefined) add('determination', days(p.left.date, p.ro.date))
        if (p.ro !== undefined && p.announcement !== undefined) add('announcement', days(p.ro.date, p.announcement.date))
        if (p.objection !== undefined) {
          add('objection', days((p.announcement ?? p.ro ?? p.left).date, p.objection.date))
          add('reasoned', p.objection.reasonedOn === null ? 'none' : days(p.objection.date, p.objection.reasonedOn as string))
        }
        if (p.objection !== undefined && p.body !== undefined) add('bodyDetermination', days(p.objection.date, p.body.date))
        if (p.objection !== undefined && p.bodyDecision !== undefined) add('bodyDecision', days(p.objection.date, p.bodyDecision.date))
        if (p.bodyDecision !== undefined && p.court !== undefined) add('court', days(p.bodyDecision.date, p.court.date))
        if (p.final !== undefined) add('final', days((p.court ?? p.bodyDecision ?? p.left).date, p.final.date))
      }
    }
    const sorted = Object.fromEntries(Object.entries(seen).map(([k, v]) => [k, [...v].sort((a, b) => String(a).localeCompare(String(b), 'en', { numeric: true }))]))
    expect(sorted).toEqual({
      lot: [0, 5],
      determination: [0, 3, 9],
      announcement: [0, 2, 6],
      objection: [1, 5, 13, 14, 15],
      reasoned: [0, 20, 'none'],
      bodyDetermination: [5],
      bodyDecision: [5, 30],
      court: [20, 60],
      final: [10, 45, 90],
    })
  })

  it('objections come in every form, reasoned or not, with or without own rights, with supporters around the quorum, against a determination or against inaction', async () => {
    const { procedureCase } = await fresh()
    const objections = sample(procedureCase({ query: 'state' }), 8, 300).flatMap((c) => c.events.filter((e) => e.type === 'objection'))
    const values = (f: (e: Ev) => unknown): unknown[] => [...new Set(objections.map(f))].sort((a, b) => String(a).localeCompare(String(b), 'en', { numeric: true }))
    expect(values((e) => e.against)).toEqual(['determination', 'inaction'])
    expect(values((e) => e.form)).toEqual(['email', 'onRecord', 'oral', 'written'])
    expect(values((e) => e.ownRights)).toEqual([false, true])
    expect(values((e) => e.supporters)).toEqual([0, 4, 5, 99, 100, 250])
    expect(values((e) => e.reasonedOn === null)).toEqual([false, true])
    // the electorate the quorum is counted from: unset, or around the thresholds
    const voters = new Set(sample(procedureCase({ query: 'state' }), 8, 300).map((c) => c.body.eligibleVoters ?? null))
    expect([...voters].sort((a, b) => (a ?? -1) - (b ?? -1))).toEqual([null, 300, 499, 500, 501, 10_000, 10_001, 40_000])
  })

  it("the returning officer's determination names a successor not elected from the vacancy's list, or none (vacant when the list is exhausted, or no succession)", async () => {
    const { procedureCase } = await fresh()
    const outcomes = new Set<string>()
    const picked = new Set<string>()
    let exhaustedVacant = 0
    let exhaustedOther = 0
    let exhausted = 0
    const broken: string[] = []
    for (const c of sample(procedureCase({ query: 'state', maxLists: 1 }), 9, 600)) {
      for (const p of procedures(c)) {
        const pool = notElected(p.list)
        for (const d of [p.ro, p.body]) {
          if (d === undefined) continue
          outcomes.add(`${String(d.by)}:${String(d.outcome)}`)
          if ((d.outcome === 'successor') !== (d.successor !== null)) broken.push(`outcome ${String(d.outcome)} with ${String(d.successor)}`)
          if (d.successor !== null && !pool.includes(d.successor as string)) broken.push(`${String(d.successor)} is not a candidate not elected of ${p.list.id}`)
          if (pool.length === 0 && d.outcome === 'successor') broken.push('a successor from an exhausted list')
          if (pool.length === 0) exhausted++
        }
        // the successor named is not always the first candidate not elected: a recorded successor may be the wrong one (what an audit finds)
        for (const d of [p.ro, p.body]) if (d !== undefined && typeof d.successor === 'string' && pool.length > 1) picked.add(`${String(d.by)}:${d.successor === pool[0] ? 'first' : 'other'}`)
        // an exhausted list: the successor chosen becomes "vacant", not "no succession" (which is chosen as often as vacant)
        if (p.ro !== undefined && pool.length === 0) {
          if (p.ro.outcome === 'vacant') exhaustedVacant++
          else exhaustedOther++
        }
        // upon inaction the body determines, with a successor whenever the list has one (§ 34 Abs. 4 Satz 3 KWG)
        if (p.body !== undefined && (pool.length > 0) !== (p.body.outcome === 'successor')) broken.push(`the body determined ${String(p.body.outcome)} with ${pool.length} left`)
      }
    }
    expect(broken.slice(0, 3)).toEqual([])
    expect(exhausted).toBeGreaterThan(0)
    expect([...picked].sort()).toEqual(['body:first', 'body:other', 'returningOfficer:first', 'returningOfficer:other'])
    expect(exhaustedVacant).toBeGreaterThan(2 * exhaustedOther)
    expect([...outcomes].sort()).toEqual(['body:successor', 'body:vacant', 'returningOfficer:noSuccession', 'returningOfficer:successor', 'returningOfficer:vacant'])
  })

  it('an objection against inaction has no determination of the returning officer before it and is followed by the body\'s own determination, five days later, and nothing else', async () => {
    const { procedureCase } = await fresh()
    let inaction = 0
    const broken: string[] = []
    for (const c of sample(procedureCase({ query: 'state' }), 10, 300)) {
      for (const p of procedures(c)) {
        if (p.objection?.against !== 'inaction') {
          if (p.body !== undefined) broken.push('a determination by the body without inaction')
          continue
        }
        inaction++
        const types = p.all.filter((e) => e.type !== 'lotDrawn').map((e) => `${e.type}${e.by === undefined ? '' : `:${e.by}`}`)
        if (JSON.stringify(types) !== JSON.stringify(['objection', 'determination:body'])) broken.push(types.join(','))
      }
    }
    expect(broken.slice(0, 3)).toEqual([])
    expect(inaction).toBeGreaterThan(0)
  })

  it('decisions of the body and the court: confirm, annul or modify; only a modification carries an outcome, a successor from the list or vacant; the court and finality only after a decision', async () => {
    const { procedureCase } = await fresh()
    const seen = new Set<string>()
    const broken: string[] = []
    let vacantWithSuccessor = 0
    for (const c of sample(procedureCase({ query: 'state', maxLists: 2 }), 11, 400)) {
      for (const p of procedures(c)) {
        if (p.court !== undefined && p.bodyDecision === undefined) broken.push('a court decision without a decision of the body')
        if (p.final !== undefined && p.bodyDecision === undefined) broken.push('finality without a decision')
        if (p.bodyDecision !== undefined && p.objection?.against !== 'determination') broken.push('a decision without an objection against a determination')
        for (const d of [p.bodyDecision, p.court]) {
          if (d === undefined) continue
          seen.add(`${d.type}:${String(d.decision)}${d.decision === 'modify' ? `:${String(d.outcome)}` : ''}`)
          const keys = Object.keys(d).sort().join(',')
          if (d.decision !== 'modify' && keys !== 'date,decision,type,vacancy') broken.push(`${d.decision as string} with ${keys}`)
          if (d.decision === 'modify' && (d.outcome === 'successor') !== (typeof d.successor === 'string')) broken.push(`modify ${String(d.outcome)} ${String(d.successor)}`)
          if (typeof d.successor === 'string' && !notElected(p.list).includes(d.successor)) broken.push(`modified to ${d.successor}, not a candidate of ${p.list.id}`)
          // the body may leave the seat vacant although the list has a successor (an unlawful modification the audit must find)
          if (d.type === 'bodyDecision' && d.decision === 'modify' && d.outcome === 'vacant' && notElected(p.list).length > 0) vacantWithSuccessor++
        }
      }
    }
    expect(broken.slice(0, 3)).toEqual([])
    expect(vacantWithSuccessor).toBeGreaterThan(0)
    // the court's modification names a successor whenever the list has one (vacant only on an exhausted list: too rare to require here)
    expect([...seen].filter((x) => x !== 'courtDecision:modify:vacant').sort()).toEqual([
      'bodyDecision:annul',
      'bodyDecision:confirm',
      'bodyDecision:modify:successor',
      'bodyDecision:modify:vacant',
      'courtDecision:annul',
      'courtDecision:confirm',
      'courtDecision:modify:successor',
    ])
  })

  it('a lot is recorded only in a majority election with a tie: among exactly the candidates not elected with the most votes, the winner one of them', async () => {
    const { procedureCase } = await fresh()
    const broken: string[] = []
    const winners = new Set<number>()
    let lots = 0
    for (const c of [...sample(procedureCase({ query: 'state' }), 12, 200), ...sample(procedureCase({ query: 'state', mode: 'majority' }), 13, 250)]) {
      for (const p of procedures(c)) {
        if (p.lot === undefined) continue
        lots++
        if (c.body.electionMode !== 'majority') broken.push('a lot in a proportional election')
        const pool = p.list.candidates.filter((k) => !k.elected)
        const top = Math.max(...pool.map((k) => k.votes))
        const tied = pool.filter((k) => k.votes === top).map((k) => k.id)
        if (JSON.stringify(p.lot.among) !== JSON.stringify(tied) || tied.length < 2) broken.push(`among ${JSON.stringify(p.lot.among)}, tied ${JSON.stringify(tied)}`)
        const w = (p.lot.among ?? []).indexOf(p.lot.winner as string)
        if (w < 0) broken.push(`winner ${String(p.lot.winner)} not among`)
        winners.add(w)
      }
    }
    expect(broken.slice(0, 3)).toEqual([])
    expect(lots).toBeGreaterThan(10)
    // the winner is not always the first of those tied
    expect(winners.has(0)).toBe(true)
    expect([...winners].some((w) => w > 0)).toBe(true)
  })

  it('a majority election with a tie gets a lot about half the time, not always and not never', async () => {
    const { procedureCase } = await fresh()
    let tied = 0
    let drawn = 0
    for (const c of sample(procedureCase({ query: 'state', mode: 'majority' }), 14, 300)) {
      for (const p of procedures(c)) {
        const pool = p.list.candidates.filter((k) => !k.elected)
        const top = Math.max(...pool.map((k) => k.votes))
        if (pool.filter((k) => k.votes === top).length < 2) continue
        tied++
        if (p.lot !== undefined) drawn++
      }
    }
    expect(tied).toBeGreaterThan(50)
    expect(drawn / tied).toBeGreaterThan(0.3)
    expect(drawn / tied).toBeLessThan(0.7)
  })
})

describe('the odds of the steps (`some`: often 3 in 4, half, rarely 1 in 5; absent for the choice 0)', () => {
  it("the first choice of each departure's draws: a determination often (3 in 4), a decision on an objection against it often; an objection about half the time, the court rarely, an announcement often", async () => {
    const { procedureCase } = await fresh()
    let departures = 0
    let determinations = 0
    let againstDetermination = 0
    let decided = 0
    let objections = 0
    let court = 0
    let announced = 0
    for (const c of sample(procedureCase({ query: 'state' }), 15, 500)) {
      for (const p of procedures(c)) {
        departures++
        if (p.objection !== undefined) objections++
        if (p.objection?.against === 'inaction') continue
        // the determination is the first choice of the first number
        if (p.ro !== undefined) determinations++
        if (p.ro !== undefined && p.announcement !== undefined) announced++
        if (p.objection === undefined) continue
        // the decision is the first choice of the second number
        againstDetermination++
        if (p.bodyDecision !== undefined) decided++
        if (p.bodyDecision !== undefined && p.court !== undefined) court++
      }
    }
    const share = (n: number, of: number): number => Math.round((100 * n) / of) / 100
    const noInaction = departures - (objections - againstDetermination)
    expect(share(determinations, noInaction)).toBeGreaterThanOrEqual(0.62)
    expect(share(determinations, noInaction)).toBeLessThanOrEqual(0.88)
    expect(share(decided, againstDetermination)).toBeGreaterThanOrEqual(0.62)
    expect(share(decided, againstDetermination)).toBeLessThanOrEqual(0.88)
    expect(share(objections, departures)).toBeGreaterThanOrEqual(0.3)
    expect(share(objections, departures)).toBeLessThanOrEqual(0.6)
    expect(share(court, decided)).toBeGreaterThanOrEqual(0.05)
    expect(share(court, decided)).toBeLessThanOrEqual(0.27)
    // the announcement (the second choice of the first number) often, not always (the draws lean to small numbers: about 0.6 here)
    expect(share(announced, determinations)).toBeGreaterThanOrEqual(0.45)
    expect(share(announced, determinations)).toBeLessThanOrEqual(0.9)
  })

  it('an objection usually asserts own rights (two in three), not always', async () => {
    const { procedureCase } = await fresh()
    const objections = sample(procedureCase({ query: 'state' }), 16, 400).flatMap((c) => c.events.filter((e) => e.type === 'objection'))
    const own = objections.filter((e) => e.ownRights === true).length / objections.length
    expect(objections.length).toBeGreaterThan(100)
    expect(own).toBeGreaterThan(0.5)
    expect(own).toBeLessThan(0.85)
  })

  it('a failing case shrinks to one without any procedure event, without an electorate, asking for the state on the day of the last event', async () => {
    const { procedureCase } = await fresh()
    let startedWithProcedure = 0
    for (const seed of [1, 2, 3, 4]) {
      const arb = procedureCase({ query: 'state' })
      const [start] = sample(arb, seed, 1)
      if (start?.events.some((e) => e.vacancy !== undefined)) startedWithProcedure++
      const details = fc.check(
        fc.property(arb, () => false),
        { seed },
      )
      const [shrunk] = details.counterexample as unknown as [Case]
      expect(shrunk.events.filter((e) => e.vacancy !== undefined)).toEqual([])
      expect(shrunk.body.eligibleVoters).toBeUndefined()
      expect(shrunk.query.state?.asOf).toBe(shrunk.events.reduce((m, e) => (e.date > m ? e.date : m), '2021-04-01'))
    }
    expect(startedWithProcedure).toBeGreaterThan(0)
  })
})

describe('the invalid kind: one rule broken, and the case rejected', () => {
  it('every generated case is rejected (with and without the procedure, in both election modes)', async () => {
    const { invalidCase } = await fresh()
    const accepted = [...sample(invalidCase(), 1, 400), ...sample(invalidCase({ mode: 'majority' }), 2, 150)].flatMap((c) =>
      errorsOf(ourResult(c)) === null ? [JSON.stringify(c.events.filter((e) => e.type === 'memberLeft'))] : [],
    )
    expect(accepted.slice(0, 2)).toEqual([])
  })

  it('the rules broken cover the error table of spec/readings.md and the wire format: each breaker is reached', async () => {
    const { invalidCase } = await fresh()
    const found = new Set(
      sample(invalidCase(), 21, 500).flatMap((c) => (errorsOf(ourResult(c)) ?? []).map((e) => `${e.code} ${e.path.replace(/\[\d+\]/g, '[]')}`)),
    )
    for (const e of [
      'waiverRevoked events[]',
      'memberLeftTwice events[]',
      'wrongKind events[].candidate',
      'outsideTerm query.asOf',
      'noDeparture query.vacancy',
      'duplicateId lists[].candidates[].id',
      'duplicatePosition lists[].candidates[].position',
      'tooManyElected lists',
      'groundNotOpen events[]',
      'invalidValue events[].date',
      'unknownReference events[].candidate',
      'notAMember events[].member',
      'setUpMismatch lists[].setUp',
      'unknownField extra',
      'invalidValue lists[].candidates[].votes',
      'lotInProportional events[]',
    ])
      expect(found, e).toContain(e)
  })

  it('a broken case keeps the options: a majority election stays one', async () => {
    const { invalidCase, caseFor } = await fresh()
    for (const arb of [invalidCase({ mode: 'majority' }), caseFor('invalid', { mode: 'majority' })]) {
      const modes = new Set(sample(arb, 22, 60).map((c) => c.body.electionMode))
      expect([...modes]).toEqual(['majority'])
    }
  })
})

describe('caseFor: the generator of each kind', () => {
  it('determination: valid cases without the procedure and, about half of them, with it; the query asks for a vacancy', async () => {
    const { caseFor } = await fresh()
    const cases = sample(caseFor('determination'), 23, 300)
    const withProcedure = cases.filter((c) => c.events.some((e) => e.vacancy !== undefined)).length
    expect(withProcedure / cases.length).toBeGreaterThan(0.3)
    expect(withProcedure / cases.length).toBeLessThan(0.7)
    expect(cases.every((c) => typeof c.query.vacancy === 'string' && typeof c.query.asOf === 'string')).toBe(true)
    // the cases without the procedure are valid: decided, not rejected
    const rejected = cases.filter((c) => !c.events.some((e) => e.vacancy !== undefined) && errorsOf(ourResult(c)) !== null)
    expect(rejected.length).toBe(0)
  })

  it('state and audit: cases with the procedure asking for the state; every kind honours the election mode and the number of lists asked for', async () => {
    const { caseFor } = await fresh()
    for (const kind of ['state', 'audit'] as const) {
      const cases = sample(caseFor(kind), 24, 80)
      expect(cases.every((c) => c.query.state !== undefined && c.query.vacancy === undefined), kind).toBe(true)
      expect(cases.some((c) => c.events.some((e) => e.vacancy !== undefined)), kind).toBe(true)
    }
    for (const kind of ['determination', 'state', 'audit', 'invalid'] as const) {
      const majority = sample(caseFor(kind, { mode: 'majority' }), 25, 40)
      expect(new Set(majority.map((c) => c.body.electionMode)), kind).toEqual(new Set(['majority']))
      const lists = sample(caseFor(kind, { mode: 'proportional', maxLists: 1 }), 25, 40).map((c) => c.lists.length)
      expect(Math.max(...lists), kind).toBeLessThanOrEqual(1)
    }
  })
})

describe('the valid cases (arbitraries.ts), built from the module afresh', () => {
  it('every case is decided (proportional and majority), with the term of the generator', async () => {
    const { validCase } = await fresh()
    const cases = [...sample(validCase(), 31, 200), ...sample(validCase({ mode: 'majority' }), 32, 60)]
    const rejected = cases.flatMap((c) => {
      const e = errorsOf(ourResult(c))
      return e === null ? [] : [JSON.stringify(e.slice(0, 2))]
    })
    expect(rejected.slice(0, 3)).toEqual([])
    expect(new Set(cases.map((c) => JSON.stringify(c.body.term)))).toEqual(new Set([JSON.stringify({ start: '2021-04-01', end: TERM_END })]))
  })

  it('departures: every cause of § 33 KWG occurs, an incorporation (merger) only in a proportional election; a seat waiver goes to the returning officer or the party', async () => {
    const { validCase } = await fresh()
    const causes = (cs: Case[]): string[] => [...new Set(cs.flatMap((c) => c.events.filter((e) => e.type === 'memberLeft').map((e) => e.cause as string)))].sort()
    const all = ['death', 'eligibilityLost', 'incompatibility', 'merger', 'officeCapacityLost', 'reviewDecision', 'seatWaiver', 'statusNotAcquired']
    const proportional = sample(validCase({ mode: 'proportional' }), 33, 200)
    expect(causes(proportional)).toEqual(all)
    expect(causes(sample(validCase({ mode: 'majority' }), 34, 300))).toEqual(all.filter((x) => x !== 'merger'))
    const to = new Set(proportional.flatMap((c) => c.events.filter((e) => e.type === 'memberLeft' && e.cause === 'seatWaiver').map((e) => e.to)))
    expect([...to].sort()).toEqual(['party', 'returningOfficer'])
  })

  it('the query asks on the day of the departure or later; the statutory member count is the elected plus 0 to 4 seats (an Ortsbeirat at least 6)', async () => {
    const { validCase } = await fresh()
    let sameDay = 0
    let laterDay = 0
    const extra = new Set<number>()
    const broken: string[] = []
    for (const c of [...sample(validCase(), 35, 200), ...sample(validCase({ mode: 'majority' }), 36, 60)]) {
      const left = c.events.find((e) => e.type === 'memberLeft' && e.member === c.query.vacancy) as Ev
      if (c.query.asOf === left.date) sameDay++
      if ((c.query.asOf as string) > left.date) laterDay++
      const elected = c.lists.flatMap((l) => l.candidates).filter((k) => k.elected).length
      if (c.body.electionMode === 'proportional') extra.add(c.body.statutoryMemberCount - elected)
      else if (c.body.statutoryMemberCount !== Math.max(6, c.body.statutoryMemberCount) || c.body.statutoryMemberCount < elected) broken.push(`${c.body.statutoryMemberCount} seats, ${elected} elected`)
    }
    expect(broken).toEqual([])
    expect(sameDay).toBeGreaterThan(0)
    expect(laterDay).toBeGreaterThan(0)
    expect([...extra].sort()).toEqual([0, 1, 2, 3, 4])
  })

  it('several vacancies: one, two and three departures occur in a case; an Ortsbeirat has at least six seats, and more when the elected and the extra seats exceed six', async () => {
    const { validCase } = await fresh()
    const counts = new Set(sample(validCase(), 38, 200).map((c) => c.events.filter((e) => e.type === 'memberLeft').length))
    expect([...counts].sort()).toEqual([1, 2, 3])
    const majority = sample(validCase({ mode: 'majority' }), 39, 200)
    // the extra seats count in an Ortsbeirat too: more than six seats with fewer than six elected
    expect(majority.some((c) => c.body.statutoryMemberCount > Math.max(6, c.lists.flatMap((l) => l.candidates).filter((k) => k.elected).length))).toBe(true)
  })

  it('an optional part is absent as often as its weight says (`sometimes`: null with weight `none`, a value with weight 1): a lot seed in about one case of three, a death in about one candidate of fifteen', async () => {
    const { validCase } = await fresh()
    const cases = sample(validCase(), 40, 300)
    const withSeed = cases.filter((c) => (c as unknown as { lot?: unknown }).lot !== undefined).length / cases.length
    expect(withSeed).toBeGreaterThan(0.2)
    expect(withSeed).toBeLessThan(0.45)
    const notElected = cases.reduce((n, c) => n + c.lists.flatMap((l) => l.candidates).filter((k) => !k.elected).length, 0)
    const died = cases.reduce((n, c) => n + c.events.filter((e) => e.type === 'candidateDied').length, 0) / notElected
    expect(died).toBeGreaterThan(0.02)
    expect(died).toBeLessThan(0.15)
  })

  it('the filter asks for one elected member only: cases where no list is wholly elected are generated, as are lists wholly elected', async () => {
    const { validCase } = await fresh()
    const cases = sample(validCase(), 37, 200)
    const wholly = (l: List): boolean => l.candidates.every((k) => k.elected)
    expect(cases.some((c) => !c.lists.some(wholly))).toBe(true)
    expect(cases.some((c) => c.lists.some(wholly))).toBe(true)
  })
})
