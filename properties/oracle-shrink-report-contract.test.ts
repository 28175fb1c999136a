// What the last steps of fuzzing promise (src/oracle/reduce.ts, fuzz.ts,
// report-fuzz.ts), pinned from their doc comments and spec/conformance/README.md
// ("Differential fuzzing"): the reduction keeps the disagreement, never grows
// the case, tries a list less, then an event less, then a candidate not elected
// less, drops what names what it drops, never what the query asks about, asks
// at most `budget` times and ends at a case none of whose next smaller cases
// keeps; `--norm` compares only the cases whose answer (ours) cites the norm or
// one under it; the report says per kind what it compares and how to replay it.
// Everything is computed inside the tests, with the modules imported afresh
// (Stryker switches a mutant on only while a test runs).
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import type { Answer } from '../src/oracle/answer.js'
import type { FuzzReport } from '../src/oracle/fuzz.js'
import type { AnswerKind, ImplementationInfo } from '../src/oracle/protocol.js'
import type { Session } from '../src/oracle/session.js'

type Json = Record<string, unknown>
interface K {
  readonly id: string
  readonly elected: boolean
}
interface L {
  readonly id: string
  readonly candidates: ReadonlyArray<K>
}
interface C {
  readonly lists: ReadonlyArray<L>
  readonly events: ReadonlyArray<Json>
  readonly query: Json
}

const fresh = async () => {
  vi.resetModules()
  const reduce = await import('../src/oracle/reduce.js')
  const fuzz = await import('../src/oracle/fuzz.js')
  const report = await import('../src/oracle/report-fuzz.js')
  const valid = await import('../src/oracle/arbitraries.js')
  return { ...reduce, ...fuzz, ...report, ...valid }
}

const REFS = ['candidate', 'member', 'vacancy', 'successor', 'winner'] as const
/** Whether the event names one of the ids (by a reference field or in `among`), read from reduce.ts's comment: "every event that names one of them". */
const namesAny = (e: Json, ids: ReadonlySet<string>): boolean =>
  REFS.some((k) => typeof e[k] === 'string' && ids.has(e[k] as string)) || (Array.isArray(e['among']) && (e['among'] as unknown[]).some((x) => typeof x === 'string' && ids.has(x)))

/** The next smaller cases as reduce.ts's comment describes them: a list less, an event less, a candidate not elected less (never what the query asks about). */
const neighbours = (c: C): C[] => {
  const asked = typeof c.query['vacancy'] === 'string' ? (c.query['vacancy'] as string) : null
  const without = (ids: Set<string>, lists: ReadonlyArray<L>): C[] => (asked !== null && ids.has(asked) ? [] : [{ ...c, lists, events: c.events.filter((e) => !namesAny(e, ids)) }])
  const out: C[] = []
  if (c.lists.length > 1) c.lists.forEach((l, i) => out.push(...without(new Set(l.candidates.map((k) => k.id)), c.lists.filter((_, j) => j !== i))))
  c.events.forEach((_, i) => out.push({ ...c, events: c.events.filter((__, j) => j !== i) }))
  c.lists.forEach((l, i) =>
    l.candidates.forEach((k, j) => {
      if (k.elected || l.candidates.length === 1) return
      out.push(...without(new Set([k.id]), c.lists.map((m, x) => (x === i ? { ...l, candidates: l.candidates.filter((_, y) => y !== j) } : m))))
    }),
  )
  return out
}

const size = (c: C): [number, number, number] => [c.lists.length, c.events.length, c.lists.reduce((n, l) => n + l.candidates.length, 0)]

describe('reduceCase: the case made smaller while the disagreement stays', () => {
  it('the result still keeps, is no larger than the input in lists, events and candidates, and none of its next smaller cases keeps (within the budget)', async () => {
    const { reduceCase, validCase, ourResult } = await fresh()
    const cases = fc.sample(validCase({ maxLists: 4 }), { seed: 41, numRuns: 25 }) as unknown as C[]
    let reduced = 0
    for (const c of cases) {
      // a "disagreement" that depends on the case: our outcome and successor stay what they were
      const core = (x: unknown): string => {
        const r = ourResult(x) as Json
        return `${String(r['format'])} ${String(r['outcome'])} ${String(r['successor'])}`
      }
      const target = core(c)
      let asked = 0
      const keeps = async (x: unknown): Promise<boolean> => (asked++, core(x) === target)
      const r = (await reduceCase(c, keeps)) as C
      expect(core(r)).toBe(target)
      const [l0, e0, k0] = size(c)
      const [l1, e1, k1] = size(r)
      expect(l1 <= l0 && e1 <= e0 && k1 <= k0, JSON.stringify([size(c), size(r)])).toBe(true)
      if (e1 < e0 || l1 < l0 || k1 < k0) reduced++
      if (asked >= 400) continue
      // 1-minimal: no next smaller case keeps
      const next = neighbours(r).filter((d) => core(d) === target)
      expect(next.length, JSON.stringify(r)).toBe(0)
      // what the query asks about is still there
      expect(r.lists.some((l) => l.candidates.some((k) => k.id === r.query['vacancy']))).toBe(true)
    }
    expect(reduced).toBeGreaterThan(10)
  })

  it('tries a list less (the last first), then an event less (the last first), then a candidate not elected less, each once when none keeps', async () => {
    const { reduceCase } = await fresh()
    const c: C = {
      lists: [
        { id: 'A', candidates: [{ id: 'A-1', elected: true }, { id: 'A-2', elected: false }, { id: 'A-3', elected: false }] },
        { id: 'B', candidates: [{ id: 'B-1', elected: true }, { id: 'B-2', elected: false }] },
        { id: 'C', candidates: [{ id: 'C-1', elected: false }] },
      ],
      events: [
        { type: 'memberLeft', member: 'A-1' },
        { type: 'candidateDied', candidate: 'B-2' },
        { type: 'lotDrawn', vacancy: 'B-1', among: ['C-1', 'A-3'], winner: 'A-3' },
      ],
      query: { vacancy: 'A-1' },
    }
    const tried: C[] = []
    const r = await reduceCase(c, async (x) => (tried.push(x as C), false))
    expect(r).toBe(c)
    const show = (d: C): string => `${d.lists.map((l) => `${l.id}:${l.candidates.map((k) => k.id.slice(2)).join('')}`).join(' ')} | ${d.events.map((e) => String(e['type']).slice(0, 4)).join(',')}`
    expect(tried.map(show)).toEqual([
      // list C less: the lot names C-1 among those tied, so it goes too; list B less: its candidates' events go; list A holds the member asked about
      'A:123 B:12 | memb,cand',
      'A:123 C:1 | memb',
      // an event less, the last first
      'A:123 B:12 C:1 | memb,cand',
      'A:123 B:12 C:1 | memb,lotD',
      'A:123 B:12 C:1 | cand,lotD',
      // a candidate not elected less (the last of each list first), with the events naming them; never an elected one, never a list's only candidate
      'A:12 B:12 C:1 | memb,cand',
      'A:13 B:12 C:1 | memb,cand,lotD',
      'A:123 B:1 C:1 | memb,lotD',
    ])
  })

  it('a candidate dropped takes every event naming them, by any reference (candidate, member, vacancy, successor, winner, among), and no other', async () => {
    const { reduceCase } = await fresh()
    const keys = ['candidate', 'member', 'vacancy', 'successor', 'winner'] as const
    const c: C = {
      lists: [{ id: 'A', candidates: [{ id: 'A-1', elected: true }, { id: 'A-2', elected: false }] }],
      events: [...keys.map((k) => ({ type: k, [k]: 'A-2' })), { type: 'among', among: ['X', 'A-2'] }, { type: 'other', candidate: 'A-1', winner: 'X' }],
      query: { vacancy: 'A-1' },
    }
    const tried: C[] = []
    await reduceCase(c, async (x) => (tried.push(x as C), false))
    const dropped = tried.find((d) => (d.lists[0] as L).candidates.length === 1) as C
    expect(dropped.events).toEqual([{ type: 'other', candidate: 'A-1', winner: 'X' }])
  })

  it('asks at most `budget` times (400 by default), and returns anything but a case unchanged', async () => {
    const { reduceCase } = await fresh()
    const many: C = { lists: [{ id: 'A', candidates: [{ id: 'A-1', elected: true }] }], events: Array.from({ length: 450 }, (_, i) => ({ type: 'x', n: i })), query: { vacancy: 'A-1' } }
    let asked = 0
    await reduceCase(many, async () => (asked++, false))
    expect(asked).toBe(400)
    asked = 0
    // each try that keeps starts again from the smaller case: five tries, five events less
    const r = (await reduceCase(many, async () => (asked++, true), 5)) as C
    expect(asked).toBe(5)
    expect(r.events.length).toBe(445)
    asked = 0
    expect(await reduceCase(many, async () => (asked++, true), 0)).toBe(many)
    expect(asked).toBe(0)
    // reduced until nothing smaller is left: no event, and the list with the member asked about
    const all = (await reduceCase({ ...many, events: many.events.slice(0, 3) }, async () => true)) as C
    expect(all.events).toEqual([])
    expect(all.lists.map((l) => l.id)).toEqual(['A'])
    const list = [1, 2, 3]
    expect(await reduceCase(list, async () => true)).toBe(list)
    expect(await reduceCase(null, async () => true)).toBe(null)
    expect(await reduceCase('case', async () => true)).toBe('case')
  })

  it('a state query names no vacancy: any list may go, down to one; a case without lists or events is left as it is', async () => {
    const { reduceCase } = await fresh()
    const c: C = {
      lists: [
        { id: 'A', candidates: [{ id: 'A-1', elected: true }] },
        { id: 'B', candidates: [{ id: 'B-1', elected: true }] },
      ],
      events: [{ type: 'memberLeft', member: 'A-1' }],
      query: { state: { asOf: '2022-01-01' } },
    }
    const r = (await reduceCase(c, async () => true)) as C
    expect(r.lists.map((l) => l.id)).toEqual(['A'])
    expect(r.events).toEqual([])
    const bare = { format: 'x' }
    let asked = 0
    expect(await reduceCase(bare, async () => (asked++, true))).toBe(bare)
    expect(asked).toBe(0)
  })
})

/** A session without a process that answers as we do and records what it was asked. */
const fakeSession = (ourResult: (c: unknown, kind: AnswerKind) => unknown, answer?: (c: unknown, kind: AnswerKind) => Answer) => {
  const asked: unknown[] = []
  const info: ImplementationInfo = { name: 'fake', version: '1', language: 'none', readings: { incompatibility: ['proofPeriod', 'exclude'] }, levels: ['core', 'full'], answers: ['determination', 'state', 'audit'] }
  const session: Session = {
    start: async () => ({ _tag: 'ready', info }),
    run: async (c, kind = 'determination') => (asked.push(c), answer?.(c, kind) ?? { _tag: 'result', result: ourResult(c, kind) }),
    close: async () => undefined,
    starts: () => 1,
  }
  return { session, asked }
}

/** The norms an answer cites: the determination's rules and reason, an error's rule (spec/wire-format.md). */
const cited = (u: unknown): string[] => {
  const r = u as { rules?: string[]; reason?: string | null; errors?: Array<{ rule?: string | null }> }
  return [...(r.rules ?? []), ...(typeof r.reason === 'string' ? [r.reason] : []), ...(r.errors ?? []).flatMap((e) => (typeof e.rule === 'string' ? [e.rule] : []))]
}

describe('fuzz: the norm filter and the level', () => {
  it('--norm compares exactly the cases whose answer (ours) cites the norm or one under it (a dot further), not one that merely begins alike', async () => {
    const { fuzz, ourResult, validCase } = await fresh()
    const arbitrary = validCase()
    const all = fc.sample(arbitrary, { seed: 43, numRuns: 120 })
    for (const norm of ['kwg34.1', 'kwg33.2']) {
      // each case alone (a run of one), so that which were compared is plain
      const compared = await Promise.all(
        all.map(async (c) => {
          const h = fakeSession(ourResult)
          await fuzz({ session: h.session, commandText: 'fake', runs: 1, seed: 1, norms: [norm], arbitrary: fc.constant(c) })
          return h.asked.length > 0
        }),
      )
      const expected = all.map((c) => cited(ourResult(c)).some((x) => x === norm || x.startsWith(`${norm}.`)))
      expect(compared, norm).toEqual(expected)
      expect(expected.some(Boolean), norm).toBe(true)
      expect(expected.some((x) => !x), norm).toBe(true)
    }
    // a norm is a whole id or an id above, not a prefix of letters: every rule begins with "kwg3", none is kwg3 or under it
    const h = fakeSession(ourResult)
    const r = await fuzz({ session: h.session, commandText: 'fake', runs: 20, seed: 1, norms: ['kwg3'], arbitrary })
    expect(r._tag).toBe('unavailable')
    expect(h.asked).toEqual([])
  })

  it('no --norm, or an empty list of norms, compares every case', async () => {
    const { fuzz, ourResult, validCase } = await fresh()
    for (const norms of [undefined, []]) {
      const f = fakeSession(ourResult)
      const r = await fuzz({ session: f.session, commandText: 'fake', runs: 30, seed: 45, ...(norms === undefined ? {} : { norms }), arbitrary: validCase() })
      expect(r).toMatchObject({ _tag: 'agreed', compared: 30 })
    }
  })
})

describe('fuzz: a stop', () => {
  it('a time limit or a signal aborts every process (the cases in flight are not run); a stop at --max-fail or --max-error aborts none', async () => {
    const { fuzz, ourResult, validCase } = await fresh()
    const { control } = await import('../src/oracle/control.js')
    for (const reason of ['maxTime', 'signal'] as const) {
      const ctl = control()
      let n = 0
      const aborted = [0, 0]
      const sessions = [0, 1].map((i) => ({
        ...fakeSession(ourResult, (c, kind) => (++n === 10 && ctl.stop(reason, `stopped (${reason})`), { _tag: 'result', result: ourResult(c, kind) })).session,
        abort: () => void (aborted[i] = (aborted[i] ?? 0) + 1),
      }))
      const r = await fuzz({ session: sessions[0] as Session, sessions: [sessions[1] as Session], commandText: 'fake', runs: 40, seed: 1, control: ctl, arbitrary: validCase() })
      expect(r, reason).toMatchObject({ _tag: 'agreed', stopped: { reason } })
      expect(aborted, reason).toEqual([1, 1])
    }
    // a disagreement on every case stops at --max-fail 1; failures on every case stop at --max-error 1
    for (const answer of [(): Answer => ({ _tag: 'result', result: { format: 'nachruecken.error/1', errors: [] } }), (): Answer => ({ _tag: 'failed', message: 'gone', stderr: [] })]) {
      let aborted = 0
      const session = { ...fakeSession(ourResult, answer).session, abort: () => void aborted++ }
      const r = await fuzz({ session, commandText: 'fake', runs: 20, seed: 1, arbitrary: validCase() })
      expect(r).toMatchObject({ stopped: { reason: expect.stringMatching(/^max(Fail|Error)$/) } })
      expect(aborted).toBe(0)
    }
  })
})

describe('reportFuzz: what each kind of report says', () => {
  const finding = {
    runs: 4,
    shrinks: 2,
    case: {},
    ours: { format: 'nachruecken.state/1' },
    theirs: { _tag: 'result', result: { format: 'nachruecken.state/1' } } as Answer,
    divergence: { norm: 'kwg25.1', where: 'rejected[0].code', ours: '"objectionLate"', theirs: 'null' },
    replay: { seed: 9, path: '3:1', command: 'impl' },
    skeleton: { id: 'todo-fuzz-state-9' },
  }

  it('a state disagreement: no core answers line, the replay names the kind; the run counts and the divergence are shown', async () => {
    const { reportFuzz } = await fresh()
    const r: FuzzReport = { ...finding, _tag: 'disagreement', kind: 'state', level: 'full', compared: 4, skipped: 1, flaky: [], stopped: { reason: 'maxFail', message: 'stopped after 1 disagreement' }, seed: 9, more: [] }
    const text = reportFuzz(r)
    expect(text.split('\n').slice(0, 6)).toEqual([
      'fuzz: disagreement after 4 generated cases (state queries at level full, seed 9), shrunk in 2 steps to the case below.',
      '',
      'first divergence: kwg25.1 at rejected[0].code',
      '  ours:   "objectionLate"',
      '  theirs: null',
      '',
    ])
    expect(text).not.toContain('core answers')
    expect(text).toContain("replay: nachruecken fuzz --impl 'impl' --kind state --seed 9 --path '3:1'\n")
    // a stop at --max-fail is what the report is: not said again
    expect(text).not.toContain('stopped after')
  })

  it('an implementation failure: the case, its message, no standard error section when there is none, then the findings before it and why the run stopped', async () => {
    const { reportFuzz } = await fresh()
    const failure = { index: 7, case: { a: 1 }, message: 'the implementation exited (status 2)', stderr: [], retry: 'failed' as const }
    const r: FuzzReport = { _tag: 'implementationFailure', kind: 'audit', level: 'core', compared: 7, skipped: 0, flaky: [], stopped: { reason: 'maxError', message: 'stopped after 1 implementation failure' }, seed: 3, runs: 8, failure, findings: [{ ...finding }] }
    const lines = reportFuzz(r).split('\n')
    expect(lines.slice(0, 4)).toEqual([
      'fuzz: the implementation failed on case 7 (audit queries at level core, seed 3), and again on a fresh process:',
      '  the implementation exited (status 2)',
      '  the case: {"a":1}',
      '',
    ])
    expect(lines).toContain('first divergence: kwg25.1 at rejected[0].code')
    expect(lines).toContain("replay: nachruecken fuzz --impl 'impl' --kind audit --seed 9 --path '3:1'")
    expect(lines.at(-2)).toBe('fuzz: stopped after 1 implementation failure.')
    expect(lines.at(-1)).toBe('')
  })

  it('agreement: the number compared in the singular or plural, the skipped only when some were, each flaky case with its standard error', async () => {
    const { reportFuzz } = await fresh()
    const flaky = { index: 2, case: 'c', message: 'hung', stderr: ['line 1', 'line 2'], retry: 'answered' as const }
    const r: FuzzReport = { _tag: 'agreed', kind: 'invalid', level: 'full', compared: 12, skipped: 3, flaky: [flaky], stopped: null, seed: 5, runs: 12 }
    expect(reportFuzz(r)).toBe(
      [
        'fuzz: the implementations agree on 12 generated cases (invalid queries at level full, seed 5, 3 skipped)',
        'flaky: case 2 failed once and was answered on a fresh process:',
        '  hung',
        '  standard error (last lines):',
        '      line 1',
        '      line 2',
        '  the case: "c"',
        '',
        '',
      ].join('\n'),
    )
    expect(reportFuzz({ ...r, compared: 1, skipped: 0, flaky: [] })).toBe('fuzz: the implementations agree on 1 generated case (invalid queries at level full, seed 5)\n')
  })

  it('an answer that is no document of the wire format is shown as JSON, cut at 200 characters', async () => {
    const { reportFuzz } = await fresh()
    const long = { weird: 'x'.repeat(300) }
    const r: FuzzReport = { ...finding, _tag: 'disagreement', kind: 'determination', level: 'core', compared: 1, skipped: 0, flaky: [], stopped: null, seed: 1, more: [], ours: long, theirs: { _tag: 'result', result: long } }
    const line = reportFuzz(r).split('\n').find((l) => l.startsWith('core answers:')) as string
    const shown = JSON.stringify(long).slice(0, 200)
    expect(line).toBe(`core answers: ours ${shown}; theirs ${shown}`)
  })
})
