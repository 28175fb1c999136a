// Differential fuzzing of the whole law (issue 21): the kinds (determination
// with the procedure, state, audit, cases that must be rejected), what each
// compares at each level, implementation failures retried and reported (as
// flaky or as a failure, never shrunk), stopping (time limit, signal), several
// processes, the norm filter, pipelining over a real process, and the
// reduction of a disagreement that drops whole lists.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Answer } from '../src/oracle/answer.js'
import { addDays, caseFor } from '../src/oracle/arbitraries-law.js'
import { control } from '../src/oracle/control.js'
import { BATCH, batchSeed, fuzz, ourResult } from '../src/oracle/fuzz.js'
import { progressLog } from '../src/oracle/progress.js'
import type { AnswerKind, ImplementationInfo } from '../src/oracle/protocol.js'
import { reduceCase } from '../src/oracle/reduce.js'
import { reportFuzz } from '../src/oracle/report-fuzz.js'
import { openSession, type Session } from '../src/oracle/session.js'
import { departure, viewOf } from '../src/oracle/views.js'
import { ROOT } from './support/vectors.js'

const info = (o: Partial<ImplementationInfo> = {}): ImplementationInfo => ({
  name: 'fake', version: '1', language: 'none', readings: { incompatibility: ['proofPeriod', 'exclude'] }, levels: ['core', 'full'], answers: ['determination', 'state', 'audit'], ...o,
})

/** A session without a process that answers with `answer` (by default: as we do). */
const fake = (answer: (c: unknown, kind: AnswerKind, n: number) => Answer = (c, kind) => ({ _tag: 'result', result: ourResult(c, kind) }), i: ImplementationInfo = info()) => {
  let n = 0
  const asked: AnswerKind[] = []
  const session: Session = {
    start: async () => ({ _tag: 'ready', info: i }),
    run: async (c, kind = 'determination') => (asked.push(kind), answer(c, kind, n++)),
    close: async () => undefined,
    starts: () => 1,
  }
  return { session, asked, count: () => n }
}

describe('the kinds: each generates valid input of its kind and asks for its answer', () => {
  it('an implementation that answers as we do agrees on every kind, at level full; state and audit are asked as such', async () => {
    for (const kind of ['determination', 'state', 'audit', 'invalid'] as const) {
      const f = fake()
      const r = await fuzz({ session: f.session, commandText: 'fake', runs: 60, seed: 3, kind })
      expect(r, kind).toMatchObject({ _tag: 'agreed', kind, level: 'full', compared: 60 })
      expect(new Set(f.asked), kind).toEqual(new Set([kind === 'invalid' ? 'determination' : kind]))
    }
  })

  it('generated cases: determinations include recorded procedure events, state and audit cases ask for the state, invalid cases are all rejected by us', () => {
    const det = fc.sample(caseFor('determination'), { seed: 1, numRuns: 200 })
    const types = new Set(det.flatMap((c) => (c['events'] as Array<{ type: string }>).map((e) => e.type)))
    for (const t of ['memberLeft', 'determination', 'announcement', 'objection', 'bodyDecision', 'final']) expect(types, t).toContain(t)
    const state = fc.sample(caseFor('state'), { seed: 1, numRuns: 100 })
    expect(state.every((c) => 'state' in (c['query'] as object))).toBe(true)
    const rejected = fc.sample(caseFor('invalid'), { seed: 1, numRuns: 200 }).map((c) => ourResult(c) as { format: string })
    expect(rejected.every((r) => r.format === 'nachruecken.error/1')).toBe(true)
    const majority = fc.sample(caseFor('state', { mode: 'majority' }), { seed: 2, numRuns: 300 })
    expect(majority.some((c) => (c['events'] as Array<{ type: string }>).some((e) => e.type === 'lotDrawn'))).toBe(true)
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2023-12-31', 14)).toBe('2024-01-14')
  })

  it('an implementation that does not answer state queries is not fuzzed with them', async () => {
    const r = await fuzz({ session: fake(undefined, info({ answers: ['determination'] })).session, commandText: 'fake', runs: 5, seed: 1, kind: 'state' })
    expect(r).toEqual({ _tag: 'unavailable', message: 'the implementation does not answer state queries (its start answer lists ["determination"])' })
  })
})

describe('what is compared, per kind and level', () => {
  const state = { format: 'nachruecken.state/1', legalMemberCount: 5, counts: { occupied: 5 }, members: [{ member: 'A', list: 'L', since: 'x', basis: 'election', extra: 1 }], vacancies: [{ vacancy: 'B', status: 'due', leftOn: 'y', due: { outcome: 'successor' } }], rejected: [], seats: [1], pendingProofs: [], notes: ['n'] }
  const result = (r: unknown): Answer => ({ _tag: 'result', result: r })

  it('state at core: counts, members, vacancies (status, leftOn), rejected (path, rule); the due decision and the seats only at full; texts never', () => {
    expect(departure('state', 'core', state, result({ ...state, notes: ['other'], seats: [2], vacancies: [{ vacancy: 'B', status: 'due', leftOn: 'y', due: null }] }))).toBeNull()
    expect(departure('state', 'full', state, result({ ...state, seats: [2] }))).toMatchObject({ path: 'seats[0]' })
    expect(departure('state', 'core', state, result({ ...state, vacancies: [{ vacancy: 'B', status: 'open', leftOn: 'y' }] }))).toMatchObject({ path: 'vacancies[0].status', expected: 'due', actual: 'open' })
  })

  it('invalid: both reject, and theirs name our first error at its path and code (core), with its rule (full)', () => {
    const ours = { format: 'nachruecken.error/1', errors: [{ path: 'events[2]', code: 'waiverRevoked', rule: 'kwg34.2.n2', message: 'm' }] }
    const theirs = (errors: unknown[]): Answer => result({ format: 'nachruecken.error/1', errors })
    expect(departure('invalid', 'core', ours, theirs([{ path: 'x', code: 'y' }, { path: 'events[2]', code: 'waiverRevoked', rule: null }]))).toBeNull()
    expect(departure('invalid', 'full', ours, theirs([{ path: 'events[2]', code: 'waiverRevoked', rule: null }]))).toMatchObject({ path: 'errors' })
    expect(departure('invalid', 'core', ours, theirs([{ path: 'events[2]', code: 'other', rule: 'kwg34.2.n2' }]))).toMatchObject({ path: 'errors' })
    expect(departure('invalid', 'core', ours, result({ format: 'nachruecken.determination/1', outcome: 'vacant' }))).not.toBeNull()
    expect(viewOf('determination', 'core', ours)).toEqual({ rejected: true })
  })

  it('the full view of a state compares each vacancy by its procedure, the month of § 27 included; the core view by status and departure', () => {
    const vector = JSON.parse(readFileSync(join(ROOT, 'spec', 'conformance', 'vectors', 'proc2-005.json'), 'utf8')) as { case: Record<string, unknown> }
    const c = { ...vector.case, events: (vector.case['events'] as unknown[]).slice(0, 5), query: { state: { asOf: '2023-04-20' } } }
    const vacancyOf = (level: 'core' | 'full'): Record<string, unknown> => (viewOf('state', level, ourResult(c, 'state')) as { vacancies: Record<string, unknown>[] }).vacancies[0] ?? {}
    const full = vacancyOf('full')
    expect(Object.keys(full)).toEqual(['vacancy', 'status', 'leftOn', 'determination', 'due', 'announced', 'objectionPeriodEnds', 'actionPeriod', 'objections', 'review'])
    expect(full).toMatchObject({ vacancy: 'SPD-2', status: 'underReview', leftOn: '2023-02-06', announced: '2023-02-15', objectionPeriodEnds: '2023-03-01', actionPeriod: { from: '2023-04-05', ends: '2023-05-05' } })
    expect(full['due']).toBeNull()
    expect(full['determination']).toMatchObject({ successor: 'SPD-5' })
    expect(full['objections']).toEqual([{ event: 3, against: 'determination' }])
    expect(full['review']).toMatchObject({ decision: 'confirm', by: 'body' })
    expect(vacancyOf('core')).toEqual({ vacancy: 'SPD-2', status: 'underReview', leftOn: '2023-02-06' })
  })

  it('a disagreement of a state query is found, shrunk and named by the rule of the rejected event where they part', async () => {
    // the fake lists no rejected events at all
    const f = fake((c) => {
      const r = ourResult(c, 'state') as Record<string, unknown>
      return { _tag: 'result', result: r['format'] === 'nachruecken.state/1' ? { ...r, rejected: [] } : r }
    })
    const r = await fuzz({ session: f.session, commandText: 'fake', runs: 300, seed: 5, kind: 'state' })
    if (r._tag !== 'disagreement') throw new Error(`expected a disagreement, got ${r._tag}`)
    expect(r.divergence.where).toMatch(/^rejected/)
    expect(r.divergence.norm).toMatch(/^kwg/)
    expect(r.skeleton).toMatchObject({ id: 'todo-fuzz-state-5', expected: { state: expect.stringMatching(/^FILL IN BY HAND/) } })
    expect(reportFuzz(r)).toContain(`--kind state --seed 5 --path '${r.replay.path}'`)
    // the shrunk case keeps one list only, unless the disagreement needs more
    expect((r.case as { events: unknown[] }).events.length).toBeLessThanOrEqual(3)
  })
})

describe('implementation failures are retried on a fresh process, never shrunk', () => {
  it('a failure answered on the retry is flaky: reported with its standard error, the run goes on and agrees (exit 1 in the CLI)', async () => {
    const f = fake((c, kind, n) => (n === 2 ? { _tag: 'failed', message: 'the implementation exited (status 5)', stderr: ['crashed once'] } : { _tag: 'result', result: ourResult(c, kind) }))
    const r = await fuzz({ session: f.session, commandText: 'fake', runs: 10, seed: 1 })
    expect(r).toMatchObject({ _tag: 'agreed', compared: 10, flaky: [{ index: 2, message: 'the implementation exited (status 5)', stderr: ['crashed once'], retry: 'answered' }] })
    expect(f.count()).toBe(11)
    expect(reportFuzz(r)).toContain('flaky: case 2 failed once and was answered on a fresh process:\n  the implementation exited (status 5)\n  standard error (last lines):\n      crashed once\n')
  })

  it('a failure on the retry too is an implementation failure: the case, the message and stderr, no skeleton; --max-error N tolerates N − 1', async () => {
    /** Fails every time on the case it was asked as the `index`-th. */
    const broken = (index: number) => {
      let bad: unknown = undefined
      return fake((c, kind, n) => {
        if (n === index) bad = c
        return c === bad ? { _tag: 'failed', message: 'no answer within 1 s (hangs?)', stderr: [] } : { _tag: 'result', result: ourResult(c, kind) }
      })
    }
    const r = await fuzz({ session: broken(4).session, commandText: 'fake', runs: 20, seed: 1 })
    expect(r).toMatchObject({ _tag: 'implementationFailure', runs: 5, failure: { index: 4, retry: 'failed', message: 'no answer within 1 s (hangs?)' }, stopped: { reason: 'maxError' } })
    const text = reportFuzz(r)
    expect(text).toMatch(/^fuzz: the implementation failed on case 4 \(determination queries at level full, seed 1\), and again on a fresh process:\n {2}no answer within 1 s \(hangs\?\)\n/)
    expect(text).not.toContain('skeleton')
    const tolerant = await fuzz({ session: broken(4).session, commandText: 'fake', runs: 20, seed: 1, limits: { maxError: 2 } })
    expect(tolerant).toMatchObject({ _tag: 'implementationFailure', compared: 19, stopped: null })
  })
})

describe('stopping, several processes, the norm filter', () => {
  it('a stop (signal or time limit) ends the search after the batch in flight: the report says so and counts what was compared', async () => {
    const ctl = control()
    let n = 0
    const f = fake((c, kind) => (++n === BATCH + 10 && ctl.stop('maxTime', 'stopped at the time limit (--max-time 1 s)'), { _tag: 'result', result: ourResult(c, kind) }))
    const r = await fuzz({ session: f.session, commandText: 'fake', runs: BATCH * 4, seed: 1, control: ctl })
    expect(r).toMatchObject({ _tag: 'agreed', compared: BATCH * 2, stopped: { reason: 'maxTime' } })
    expect(reportFuzz(r)).toContain('fuzz: stopped at the time limit (--max-time 1 s).')
  })

  it('--jobs: the cases of a batch are spread over the processes', async () => {
    const a = fake()
    const b = fake()
    const r = await fuzz({ session: a.session, sessions: [b.session], commandText: 'fake', runs: 40, seed: 1 })
    expect(r).toMatchObject({ _tag: 'agreed', compared: 40 })
    expect([a.count(), b.count()]).toEqual([20, 20])
  })

  it('--norm: only cases whose answer (ours) cites the norm are compared', async () => {
    const f = fake()
    const r = await fuzz({ session: f.session, commandText: 'fake', runs: 200, seed: 1, norms: ['kwg34.1a'] })
    if (r._tag !== 'agreed') throw new Error(r._tag)
    expect(r.compared).toBeGreaterThan(0)
    expect(r.compared).toBeLessThan(200)
    expect(f.count()).toBe(r.compared)
  })

  it('the search asks the cases of fc.sample with each batch seed, in order, across batches (a replay path counts in them)', async () => {
    const seen: unknown[] = []
    const f = fake((c, kind) => (seen.push(c), { _tag: 'result', result: ourResult(c, kind) }))
    const runs = BATCH + 40
    const r = await fuzz({ session: f.session, commandText: 'fake', runs, seed: 5, kind: 'state' })
    expect(r).toMatchObject({ _tag: 'agreed', compared: runs })
    const arb = caseFor('state')
    const expected = [...fc.sample(arb, { seed: batchSeed(5, 0), numRuns: BATCH }), ...fc.sample(arb, { seed: batchSeed(5, 1), numRuns: 40 })]
    expect(JSON.stringify(seen)).toBe(JSON.stringify(expected))
  })

  it('a search stopped in its first batch (an implementation failure) stops making the second, which reads the answers between its slices: at most a slice of it is generated', async () => {
    let generated = 0
    const arbitrary = caseFor('determination').map((c) => (generated++, c))
    // the answers come as a process's would: on a later turn of the event loop, not at once
    const session: Session = {
      ...fake().session,
      run: () => new Promise<Answer>((resolve) => setImmediate(() => resolve({ _tag: 'failed', message: 'the implementation exited (status 1)', stderr: [] }))),
    }
    const r = await fuzz({ session, commandText: 'fake', runs: 3 * BATCH, seed: 2, arbitrary })
    expect(r._tag).toBe('implementationFailure')
    // a batch still being made goes on between turns of the event loop, a slice a turn: give it far more turns than it has slices
    for (let i = 0; i < 4 * BATCH; i++) await new Promise((resolve) => setImmediate(resolve))
    expect(generated).toBeGreaterThanOrEqual(BATCH)
    // the first batch and a few slices of the second (16 cases each: the answers and their retries come over two turns), nothing shrunk
    expect(generated).toBeLessThanOrEqual(BATCH + 64)
  })

  it('the batches are seeded from the run seed, so a path replays across batches', () => {
    expect(batchSeed(7, 0)).not.toBe(batchSeed(7, 1))
    expect(batchSeed(7, 3)).toBe(batchSeed(7, 3))
  })

  it('progress off a terminal: a plain line at most every interval, the first after one interval, never a control sequence', () => {
    const out: string[] = []
    let t = 0
    const p = progressLog((s) => out.push(s), () => t, 1000)
    p.update('a')
    t = 999
    p.update('b')
    t = 1000
    p.update('c')
    t = 1500
    p.update('d')
    p.done()
    expect(out).toEqual(['c\n'])
  })
})

describe('shrinking that drops whole lists, events and candidates', () => {
  it('keeps the smallest case for which the predicate holds; never drops the member asked about', async () => {
    const c = {
      lists: [
        { id: 'A', candidates: [{ id: 'A-1', elected: true }, { id: 'A-2', elected: false }, { id: 'A-3', elected: false }] },
        { id: 'B', candidates: [{ id: 'B-1', elected: true }, { id: 'B-2', elected: false }] },
      ],
      events: [
        { type: 'memberLeft', member: 'A-1' },
        { type: 'candidateDied', candidate: 'B-2' },
        { type: 'candidateWaived', candidate: 'A-3' },
        { type: 'lotDrawn', among: ['A-2', 'B-2'] },
      ],
      query: { vacancy: 'A-1' },
    }
    let tries = 0
    // the "disagreement" needs A-3's waiver and A-1's departure
    const keeps = async (x: unknown): Promise<boolean> => {
      tries++
      const events = (x as typeof c).events
      return events.some((e) => e.type === 'candidateWaived') && events.some((e) => e.type === 'memberLeft')
    }
    const r = (await reduceCase(c, keeps)) as typeof c
    expect(r.lists.map((l) => l.id)).toEqual(['A'])
    expect(r.lists[0]?.candidates.map((k) => k.id)).toEqual(['A-1', 'A-3'])
    expect(r.events).toEqual([{ type: 'memberLeft', member: 'A-1' }, { type: 'candidateWaived', candidate: 'A-3' }])
    expect(tries).toBeLessThan(40)
    expect(await reduceCase(5, keeps)).toBe(5)
    expect(await reduceCase(c, keeps, 0)).toEqual(c)
  })
})

describe('pipelining over a real process', () => {
  const OURS = { program: process.execPath, args: ['--import', 'tsx', join(ROOT, 'properties', 'support', 'cli-entry.ts'), 'oracle'], env: {} }

  it('many requests in flight are answered and matched by seq: each answer is the one for its case', async () => {
    const s = openSession(OURS, { timeoutMs: 30_000, depth: 16 })
    const cases = fc.sample(caseFor('determination'), { seed: 9, numRuns: 40 })
    const answers = await Promise.all(cases.map((c) => s.run(c)))
    await s.close()
    expect(answers.map((a) => (a._tag === 'result' ? JSON.stringify(a.result) : a._tag))).toEqual(cases.map((c) => JSON.stringify(ourResult(c))))
  })

  it('a crash with several requests in flight is blamed on the oldest; the others are sent again to a fresh process', async () => {
    const s = openSession({ program: 'python3', args: [join(ROOT, 'properties', 'support', 'misbehaving_impl.py')], env: {} }, { timeoutMs: 5000, depth: 8 })
    const names = ['ok', 'ok', 'crash', 'ok', 'reject', 'ok']
    const answers = await Promise.all(names.map((name) => s.run({ body: { name } })))
    await s.close()
    expect(answers.map((a) => a._tag)).toEqual(['result', 'result', 'failed', 'result', 'result', 'result'])
    expect(answers[2]).toMatchObject({ message: 'the implementation exited (status 3)', stderr: ['Traceback: boom'] })
    expect(s.starts()).toBe(2)
  })
})
