// The survivors of the Stryker run oracle-a (2026-12-06) over src/oracle
// (answer, conformance, session): each test here kills one or more of them
// (mutation/oracle-a-answers-2026-12-06.md). The conformance runner is
// driven with fake sessions (no process); the session with small Node
// programs (`process.execPath -e`) that end by themselves after 20 s.
// Promises: spec/protocol.md, spec/conformance/README.md and the doc
// comments of src/oracle/{conformance,session,answer}.ts.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { type Answer, answerFrom, failed } from '../src/oracle/answer.js'
import { runConformance } from '../src/oracle/conformance.js'
import { control } from '../src/oracle/control.js'
import type { ImplementationInfo } from '../src/oracle/protocol.js'
import { openSession, type Session } from '../src/oracle/session.js'
import type { Suite, Vector } from '../src/oracle/suite.js'
import { IMPL, impl, node, sleep, tagOf, vec, within } from './support/oracle-fakes.js'

const det = (successor = 'A-2'): Answer => ({
  _tag: 'result',
  result: { format: 'nachruecken.determination/1', outcome: 'successor', successor, memberCount: { before: 5, after: 5 } },
})

/** A vector whose tag starts with `f` gets a wrong successor (fail), `e` an errored answer, anything else the right one. */
const byTag = (c: unknown): Answer => {
  const t = tagOf(c)
  if (t.startsWith('f')) return det('A-9')
  if (t.startsWith('e')) return { _tag: 'errored', message: 'internal error' }
  return det()
}

/**
 * A session without a process whose answers are followed by the lines `after` gives per tag:
 * like a real session, `strays` returns the lines that came since the last answer (so the
 * runner blames them on the case answered before).
 */
const fake = (after: Record<string, string[]> = {}, answer: (c: unknown) => Answer = byTag, info: ImplementationInfo = impl()): Session & { closed: () => number } => {
  let due: string[] = []
  let shown: string[] = []
  let closed = 0
  return {
    start: async () => ({ _tag: 'ready', info }),
    run: async (c) => {
      shown = due
      due = after[tagOf(c)] ?? []
      return answer(c)
    },
    close: async () => {
      closed++
      shown = due
      due = []
    },
    starts: () => 1,
    strays: () => shown.splice(0),
    closed: () => closed,
  }
}

const suiteOf = (...vectors: Vector[]): Suite => ({ version: '1.0.0', vectors, problems: [] })

const statuses = (r: { cases: ReadonlyArray<{ id: string; status: string }> }): string[][] => r.cases.map((c) => [c.id, c.status])

describe('conformance: lines after an answer count against the limits', () => {
  it('a passing case made an error by lines after its answer counts as an error towards --max-error', async () => {
    const r = await runConformance({ session: fake({ p1: ['{"late":1}'] }), commandText: 'fake', suite: suiteOf(vec('p1'), vec('p2'), vec('p3')), level: 'core', limits: { maxError: 1 } })
    expect(statuses(r)).toEqual([
      ['p1', 'error'],
      ['p2', 'pass'],
      ['p3', 'notRun'],
    ])
    expect(r.stopped).toEqual({ reason: 'maxError', message: 'stopped after 1 error (--max-error 1)' })
  })

  it('an errored case followed by no lines is counted once towards --max-error', async () => {
    const r = await runConformance({ session: fake(), commandText: 'fake', suite: suiteOf(vec('e1'), vec('p2'), vec('p3')), level: 'core', limits: { maxError: 2 } })
    expect(statuses(r)).toEqual([
      ['e1', 'error'],
      ['p2', 'pass'],
      ['p3', 'pass'],
    ])
    expect(r.stopped).toBeNull()
  })

  it('a passing case made an error by stray lines takes no failure off the count: the next failure reaches --max-fail 1', async () => {
    const r = await runConformance({ session: fake({ p1: ['{"late":1}'] }), commandText: 'fake', suite: suiteOf(vec('p1'), vec('f2'), vec('p3')), level: 'core', limits: { maxFail: 1 } })
    expect(statuses(r)).toEqual([
      ['p1', 'error'],
      ['f2', 'fail'],
      ['p3', 'notRun'],
    ])
    expect(r.stopped).toEqual({ reason: 'maxFail', message: 'stopped after 1 failure (--max-fail 1)' })
  })

  it('a failing case made an error by stray lines no longer counts as a failure towards --max-fail', async () => {
    const r = await runConformance({ session: fake({ f1: ['{"late":1}'] }), commandText: 'fake', suite: suiteOf(vec('f1'), vec('f2'), vec('p3')), level: 'core', limits: { maxFail: 2 } })
    expect(statuses(r)).toEqual([
      ['f1', 'error'],
      ['f2', 'fail'],
      ['p3', 'pass'],
    ])
    expect(r.stopped).toBeNull()
  })

  it('an expected failure made an error by stray lines takes no failure off the count: the next failure reaches --max-fail 1', async () => {
    const r = await runConformance({
      session: fake({ f1: ['{"late":1}'] }),
      commandText: 'fake',
      suite: suiteOf(vec('f1'), vec('f2'), vec('p3')),
      level: 'core',
      limits: { maxFail: 1 },
      expectedFailures: { patterns: ['f1'] },
    })
    expect(r.cases.map((c) => [c.id, c.status, c.expectedFailure])).toEqual([
      ['f1', 'error', true],
      ['f2', 'fail', false],
      ['p3', 'notRun', false],
    ])
    expect(r.stopped).toEqual({ reason: 'maxFail', message: 'stopped after 1 failure (--max-fail 1)' })
  })

  it('a line after an answer is quoted in the message cut to 200 characters', async () => {
    const long = 'y'.repeat(300)
    const r = await runConformance({ session: fake({ p1: [long] }), commandText: 'fake', suite: suiteOf(vec('p1')), level: 'core' })
    expect(r.cases[0]?.message).toBe(`printed a line after its answer that no request asked for: ${JSON.stringify('y'.repeat(200))}`)
  })
})

describe('conformance: a run stopped while a case waits', () => {
  it('a failed answer after a stop is reported as not run, with the reason', async () => {
    const ctl = control()
    const answer = (c: unknown): Answer => {
      if (tagOf(c) !== 'x2') return det()
      ctl.stop('signal', 'stopped by SIGINT')
      return failed('stopped before it was answered')
    }
    const r = await runConformance({ session: fake({}, answer), commandText: 'fake', suite: suiteOf(vec('p1'), vec('x2'), vec('p3')), level: 'core', control: ctl })
    expect(r.cases.map((c) => [c.id, c.status, c.selected, c.message])).toEqual([
      ['p1', 'pass', true, null],
      ['x2', 'notRun', true, 'not run: stopped by SIGINT'],
      ['p3', 'notRun', true, 'not run: stopped by SIGINT'],
    ])
  })

  it('a run stopped during its last case does not conform, even when every case passed', async () => {
    const ctl = control()
    const answer = (c: unknown): Answer => {
      if (tagOf(c) === 'p2') ctl.stop('maxTime', 'stopped after the time limit')
      return det()
    }
    const r = await runConformance({ session: fake({}, answer), commandText: 'fake', suite: suiteOf(vec('p1'), vec('p2')), level: 'core', control: ctl })
    expect(statuses(r)).toEqual([
      ['p1', 'pass'],
      ['p2', 'pass'],
    ])
    expect(r.stopped).toEqual({ reason: 'maxTime', message: 'stopped after the time limit' })
    expect(r.summary.conforms).toBe(false)
  })
})

describe('conformance: what the report says', () => {
  it('a skipped vector counts as done in the progress', async () => {
    const calls: Array<[number, number, string]> = []
    const s1 = vec('s1', { case: { tag: 's1', interpretation: { incompatibility: 'exclude' } } })
    await runConformance({ session: fake(), commandText: 'fake', suite: suiteOf(s1, vec('p2')), level: 'core', onProgress: (d, t, id) => calls.push([d, t, id]) })
    expect(calls).toEqual([
      [0, 2, 's1'],
      [1, 2, 'p2'],
      [2, 2, ''],
    ])
  })

  it('a vector asking for a periodEnd reading the implementation does not list is skipped, with the reason', async () => {
    const v = vec('n1', { case: { tag: 'n1', interpretation: { periodEnd: 'nextWorkingDay' } } })
    const r = await runConformance({ session: fake(), commandText: 'fake', suite: suiteOf(v, vec('p2')), level: 'core' })
    expect(r.cases.map((c) => [c.id, c.status, c.selected, c.message])).toEqual([
      ['n1', 'skip', false, 'the implementation does not support the reading periodEnd=nextWorkingDay'],
      ['p2', 'pass', true, null],
    ])
    const listed = await runConformance({ session: fake({}, byTag, impl({ readings: { incompatibility: ['proofPeriod'], periodEnd: ['calendar', 'nextWorkingDay'] } })), commandText: 'fake', suite: suiteOf(v), level: 'core' })
    expect(statuses(listed)).toEqual([['n1', 'pass']])
  })

  it('a result that does not match its JSON Schema is an error without standard error lines', async () => {
    const r = await runConformance({ session: fake(), commandText: 'fake', suite: suiteOf(vec('p1')), level: 'core', validate: () => 'bad' })
    expect(r.cases.map((c) => [c.status, c.message, c.stderr])).toEqual([['error', 'the result does not match its JSON Schema: bad', []]])
  })

  it('a run without filters reports no filters, and a started implementation no start standard error', async () => {
    const r = await runConformance({ session: fake(), commandText: 'fake', suite: suiteOf(vec('p1')), level: 'core' })
    expect(r.selection).toEqual({ filters: [], chosen: 1 })
    expect(r.startStderr).toEqual([])
    expect(r.startProblem).toBeNull()
  })

  it('when the implementation cannot be started, every session is closed', async () => {
    const a = { ...fake(), start: async () => ({ _tag: 'failed' as const, message: 'start: the implementation exited (status 3)', stderr: ['no licence'] }) }
    const b = fake()
    let closedA = 0
    const r = await runConformance({ session: { ...a, close: async () => void closedA++ }, sessions: [b], commandText: 'fake', suite: suiteOf(vec('p1')), level: 'core' })
    expect(r.startStderr).toEqual(['no licence'])
    expect([closedA, b.closed()]).toEqual([1, 1])
  })

  it('unknown norm ids follow the catalogue in sorted order when their shares are equal', async () => {
    const r = await runConformance({
      session: fake(),
      commandText: 'fake',
      suite: suiteOf(vec('p1', { norms: ['zz.b'] }), vec('p2', { norms: ['zz.a'] })),
      level: 'core',
    })
    expect(r.norms.map((n) => n.norm)).toEqual(['zz.a', 'zz.b'])
  })
})

describe('answers', () => {
  it('a line without seq is quoted in the message cut to 200 characters', () => {
    const line = JSON.stringify({ result: 'z'.repeat(300) })
    expect(answerFrom(JSON.parse(line), line, 4)).toEqual(failed(`printed a line without "seq" while seq 4 was asked: ${line.slice(0, 200)}`))
  })
})

describe('sessions', () => {
  it('an answer with the seq asked but without result, skipped or errored fails the case and restarts the process', async () => {
    const s = openSession(node(`${IMPL}
onRequest((r) => { if (r.cmd === 'start') out(HELLO); else if (r.cmd === 'run') out(r.seq === 1 ? { seq: r.seq } : { seq: r.seq, result: r.case }) });
`), { timeoutMs: 10_000 })
    try {
      expect(await s.run({ the: 'first' })).toEqual(failed('an answer without result, skipped or errored: {"seq":1}'))
      expect(await s.run({ the: 'second' })).toEqual({ _tag: 'result', result: { the: 'second' } })
      expect(s.starts()).toBe(2)
    } finally {
      await s.close()
    }
  })

  it('a JSON null as an answer is garbage of the request asked, and the process is restarted', async () => {
    const s = openSession(node(`${IMPL}
onRequest((r) => { if (r.cmd === 'start') out(HELLO); else if (r.cmd === 'run') out(r.seq === 1 ? null : { seq: r.seq, result: r.case }) });
`), { timeoutMs: 10_000 })
    try {
      expect(await within(s.run({ the: 'first' }), 5000)).toEqual(failed('printed a JSON line that is not an object: null'))
      expect(await within(s.run({ the: 'second' }), 5000)).toEqual({ _tag: 'result', result: { the: 'second' } })
      expect(s.starts()).toBe(2)
    } finally {
      s.abort?.()
      await s.close()
    }
  })

  it('with depth 2 two requests are in flight at once and answers in any order are matched by seq', async () => {
    // the implementation answers only once it holds two requests, the second first
    const s = openSession(node(`${IMPL}
const held = [];
onRequest((r) => {
  if (r.cmd === 'start') return out(HELLO);
  if (r.cmd !== 'run') return;
  held.push(r);
  if (held.length === 2) for (const q of held.splice(0).reverse()) out({ seq: q.seq, result: q.case });
});
`), { timeoutMs: 3000, depth: 2 })
    try {
      const answers = await Promise.all([s.run({ the: 'first' }), s.run({ the: 'second' })])
      expect(answers).toEqual([
        { _tag: 'result', result: { the: 'first' } },
        { _tag: 'result', result: { the: 'second' } },
      ])
      expect(s.starts()).toBe(1)
    } finally {
      s.abort?.()
      await s.close()
    }
  })

  it('with the default depth one request is in flight at a time', async () => {
    // each answer comes 100 ms later and says how many requests were waiting when its own came
    const s = openSession(node(`${IMPL}
let waiting = 0;
onRequest((r) => {
  if (r.cmd === 'start') return out(HELLO);
  if (r.cmd !== 'run') return;
  const before = waiting++;
  setTimeout(() => { waiting--; out({ seq: r.seq, result: { before } }) }, 100);
});
`), { timeoutMs: 5000 })
    try {
      const answers = await Promise.all([s.run({}), s.run({}), s.run({})])
      expect(answers).toEqual([0, 0, 0].map((before) => ({ _tag: 'result', result: { before } })))
    } finally {
      s.abort?.()
      await s.close()
    }
  })

  it('abort answers the request waiting as stopped at once, and later runs start nothing', async () => {
    const s = openSession(node(`${IMPL}
onRequest((r) => { if (r.cmd === 'start') out(HELLO) });
setInterval(() => {}, 1000);
`), { timeoutMs: 10_000 })
    try {
      expect((await s.start())._tag).toBe('ready')
      const waiting = s.run({ the: 'first' })
      await sleep(200)
      s.abort?.()
      const stopped = await within(waiting, 3000)
      expect(stopped).toMatchObject({ _tag: 'failed', message: expect.stringMatching(/^stopped/) })
      expect(await within(s.run({ the: 'second' }), 3000)).toEqual(stopped)
      expect(s.starts()).toBe(1)
    } finally {
      s.abort?.()
      await s.close()
    }
  })

  it('a line that arrives after abort is dropped quietly', async () => {
    // the implementation answers, then marks a file; the test waits for the mark without
    // giving the event loop a turn, so that the answer is read only after abort
    const dir = mkdtempSync(join(tmpdir(), 'nachruecken-abort-'))
    const mark = join(dir, 'mark')
    const s = openSession(node(`${IMPL}
onRequest((r) => {
  if (r.cmd === 'start') return out(HELLO);
  if (r.cmd === 'run') setTimeout(() => { out({ seq: r.seq, result: r.case }); require('fs').writeFileSync(${JSON.stringify(mark)}, 'x') }, 300);
});
setInterval(() => {}, 1000);
`), { timeoutMs: 10_000 })
    const rejections: unknown[] = []
    const onRejection = (e: unknown): void => void rejections.push(e)
    process.on('unhandledRejection', onRejection)
    try {
      expect((await s.start())._tag).toBe('ready')
      const waiting = s.run({ the: 'first' })
      await sleep(50)
      const until = Date.now() + 5000
      while (!existsSync(mark) && Date.now() < until) {
        // busy wait: no turn of the event loop
      }
      s.abort?.()
      expect(await within(waiting, 3000)).toMatchObject({ _tag: 'failed', message: expect.stringMatching(/^stopped/) })
      await sleep(300)
      expect(rejections).toEqual([])
    } finally {
      process.removeListener('unhandledRejection', onRejection)
      s.abort?.()
      await s.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('a fresh session has no stray lines', () => {
    const s = openSession(node('process.exit(0)'), { timeoutMs: 1000 })
    expect(s.strays?.()).toEqual([])
  })

  it('the message of a stopped request says it was stopped before it was answered (fresh module)', async () => {
    vi.resetModules()
    const m = await import('../src/oracle/session.js')
    const s = m.openSession(node('process.exit(0)'), { timeoutMs: 1000 })
    s.abort?.()
    const a = await s.run({})
    expect(m.STOPPED).toMatch(/^stopped/)
    expect(a).toEqual(failed(m.STOPPED))
  })
})
