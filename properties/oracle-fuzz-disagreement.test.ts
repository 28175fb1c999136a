// The differential fuzzer run in process (so that mutation testing sees it)
// against fake implementations that disagree with ours: where a disagreement
// is found (also past the first batch), how it is shrunk (it still
// disagrees, is no larger, keeps the kind of answer) and replayed by its
// printed path, what the finding says for a state query, the norm filter,
// the failure limit and its message, the runs that compare nothing, the
// closing of the sessions and the report's rendering of the findings.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Answer } from '../src/oracle/answer.js'
import { caseFor } from '../src/oracle/arbitraries-law.js'
import { control } from '../src/oracle/control.js'
import { BATCH, type FuzzOptions, type FuzzProgress, fuzz, ourResult } from '../src/oracle/fuzz.js'
import type { AnswerKind, ImplementationInfo } from '../src/oracle/protocol.js'
import { reportFuzz } from '../src/oracle/report-fuzz.js'
import type { Session } from '../src/oracle/session.js'
import { departure } from '../src/oracle/views.js'
import { impl } from './support/oracle-fakes.js'

type Json = Record<string, unknown>

/** Both readings the generators use, both levels, every kind of answer. */
const hello = (o: Partial<ImplementationInfo> = {}): ImplementationInfo =>
  impl({ readings: { incompatibility: ['proofPeriod', 'exclude'] }, answers: ['determination', 'state', 'audit'], ...o })

const ours = (c: unknown, kind: AnswerKind): Answer => ({ _tag: 'result', result: ourResult(c, kind) })

/** An answer that agrees with no answer of ours. */
const nonsense: Answer = { _tag: 'result', result: null }

type Answering = (c: unknown, kind: AnswerKind, n: number) => Answer

/** A session without a process: answers with `answer` (`n` counts the asks), records what it was asked and how often it was closed. */
const fake = (answer: Answering = ours, info: ImplementationInfo = hello()) => {
  const asked: unknown[] = []
  let closed = 0
  const session: Session = {
    start: async () => ({ _tag: 'ready', info }),
    run: async (c, kind = 'determination') => {
      asked.push(c)
      return answer(c, kind, asked.length - 1)
    },
    close: async () => {
      closed++
    },
    starts: () => 1,
  }
  return { session, asked, closed: () => closed }
}

/** Disagrees on the case asked as the `at`-th (counting from 0) and, when asked again, on that case only. */
const disagreesOn = (at: number, known: { bad?: string } = {}) => {
  const answer: Answering = (c, kind, n) => {
    const key = JSON.stringify(c)
    if (n === at && known.bad === undefined) known.bad = key
    return key === known.bad ? nonsense : ours(c, kind)
  }
  return { answer, known }
}

const run = (session: Session, o: Partial<FuzzOptions> = {}) => fuzz({ session, commandText: 'fake', runs: 40, seed: 1, ...o })

const events = (c: unknown): number => ((c as { events?: unknown[] }).events ?? []).length
const lists = (c: unknown): number => ((c as { lists?: unknown[] }).lists ?? []).length
const format = (u: unknown): unknown => (u as { format?: unknown } | null)?.format

describe('a disagreement past the first batch is found at its place in the whole run', () => {
  const at = BATCH + 12

  it('the case is the one asked there, its runs count up to it, and the printed path (its place) replays it', async () => {
    const d = disagreesOn(at)
    const r = await run(fake(d.answer).session, { runs: BATCH + 20, seed: 2 })
    if (r._tag !== 'disagreement') throw new Error(`expected a disagreement, got ${r._tag}`)
    expect(JSON.stringify(r.case)).toBe(d.known.bad)
    expect(r).toMatchObject({ runs: at + 1, compared: at + 1, skipped: 0, replay: { seed: 2, command: 'fake' } })
    // its place, then fast-check's steps (which here lead to the same case)
    expect(r.replay.path).toMatch(new RegExp(`^${at}(:\\d+)*$`))
    const again = fake(disagreesOn(-1, { bad: d.known.bad ?? 'none' }).answer)
    const replayed = await run(again.session, { seed: 2, path: r.replay.path })
    expect(replayed).toMatchObject({ _tag: 'disagreement', runs: at + 1, compared: 1, replay: { path: r.replay.path } })
    if (replayed._tag !== 'disagreement') return
    expect(JSON.stringify(replayed.case)).toBe(d.known.bad)
  })

  it('an implementation failure there is reported at its place in the whole run', async () => {
    const d = disagreesOn(at)
    const failing: Answering = (c, kind, n) => {
      const key = JSON.stringify(c)
      if (n === at) d.known.bad = key
      return key === d.known.bad ? { _tag: 'failed', message: 'the implementation exited (status 1)', stderr: [] } : ours(c, kind)
    }
    const r = await run(fake(failing).session, { runs: BATCH + 20, seed: 2 })
    expect(r).toMatchObject({ _tag: 'implementationFailure', runs: at + 1, failure: { index: at, retry: 'failed' } })
  })
})

describe('shrinking keeps the disagreement, and the printed path replays it', () => {
  it('a smaller case on which the implementation fails is no smaller disagreement: the finding keeps the case it answered wrongly', async () => {
    // one case is generated; it is answered wrongly, and every other case (each one tried while shrinking) fails
    const d = disagreesOn(0)
    const wrongThenFailing: Answering = (c, kind, n) =>
      d.answer(c, kind, n) === nonsense ? nonsense : { _tag: 'failed', message: 'the implementation exited (status 1)', stderr: [] }
    const r = await run(fake(wrongThenFailing).session, { runs: 1, seed: 3 })
    if (r._tag !== 'disagreement') throw new Error(`expected a disagreement, got ${r._tag}`)
    expect(JSON.stringify(r.case)).toBe(d.known.bad)
    expect(r.theirs).toEqual(nonsense)
  })

  /** Answers a successor found by us as a vacancy: disagrees on those determinations only. */
  const vacantForSuccessor: Answering = (c, kind) => {
    const r = ourResult(c, kind) as Json
    return r['outcome'] === 'successor' ? { _tag: 'result', result: { ...r, outcome: 'vacant', successor: null } } : { _tag: 'result', result: r }
  }

  it('the shrunk case still disagrees (asked again) and is no larger than the case found', async () => {
    const f = fake(vacantForSuccessor)
    const r = await run(f.session, { runs: 60, seed: 4 })
    if (r._tag !== 'disagreement') throw new Error(`expected a disagreement, got ${r._tag}`)
    const found = f.asked[r.runs - 1]
    expect(departure('determination', r.level, ourResult(found), vacantForSuccessor(found, 'determination', 0))).not.toBeNull()
    const now = vacantForSuccessor(r.case, 'determination', 0)
    expect(r.theirs).toEqual(now)
    expect(departure('determination', r.level, r.ours, now)).not.toBeNull()
    expect(r.ours).toEqual(ourResult(r.case))
    expect(events(r.case)).toBeLessThanOrEqual(events(found))
    expect(lists(r.case)).toBeLessThanOrEqual(lists(found))
    expect(JSON.stringify(r.case).length).toBeLessThan(JSON.stringify(found).length)
  })

  it('the path printed with its shrinking steps replays the same shrunk case, at the same path', async () => {
    const r = await run(fake(vacantForSuccessor).session, { runs: 60, seed: 4 })
    if (r._tag !== 'disagreement') throw new Error(`expected a disagreement, got ${r._tag}`)
    expect(r.shrinks).toBeGreaterThan(0)
    expect(r.replay.path).toMatch(new RegExp(`^${r.runs - 1}(:\\d+)+$`))
    const again = fake(vacantForSuccessor)
    const replayed = await run(again.session, { seed: 4, path: r.replay.path })
    if (replayed._tag !== 'disagreement') throw new Error(`expected a disagreement, got ${replayed._tag}`)
    expect(replayed.case).toEqual(r.case)
    expect(replayed).toMatchObject({ runs: r.runs, compared: 1, replay: { path: r.replay.path }, divergence: r.divergence })
    expect(again.closed()).toBe(1)
  })

  it('an answer that is a determination of ours stays one while shrinking, even where theirs disagrees on every case', async () => {
    const r = await run(fake(() => nonsense).session, { runs: 5, seed: 3 })
    if (r._tag !== 'disagreement') throw new Error(`expected a disagreement, got ${r._tag}`)
    expect(format(ourResult(fc.sample(caseFor('determination'), { seed: 3, numRuns: 1 })[0]))).toBe('nachruecken.determination/1')
    expect(format(r.ours)).toBe('nachruecken.determination/1')
  })
})

describe('--path replays exactly the case it names', () => {
  it('a path of a place only is that case as generated: not shrunk further by fast-check, one case compared', async () => {
    const r = await run(fake(() => nonsense).session, { seed: 1, path: '5' })
    expect(r).toMatchObject({ _tag: 'disagreement', runs: 6, shrinks: 0, compared: 1, replay: { seed: 1, path: '5' } })
  })

  it('a path of two digits names the case at that place', async () => {
    const r = await run(fake(() => nonsense).session, { seed: 1, path: '12' })
    expect(r).toMatchObject({ _tag: 'disagreement', runs: 13, replay: { path: '12' } })
  })

  it('a path with anything but numbers separated by colons names no case: nothing to replay', async () => {
    for (const path of ['x5', '5x', '5:', ':5', '']) {
      const f = fake(() => nonsense)
      const r = await run(f.session, { seed: 1, path })
      expect(r, path).toEqual({ _tag: 'unavailable', message: `no disagreement to replay at --seed 1 --path ${path}: the case agrees, the implementation does not answer it, or the path names no case` })
      expect(f.asked, path).toEqual([])
      expect(f.closed(), path).toBe(1)
    }
  })
})

describe('a disagreement of a state query: the finding names the field, both values shown', () => {
  it('where theirs lacks a field, theirs is shown as undefined and ours as JSON', async () => {
    const r = await run(fake((c, kind) => (kind === 'state' ? { _tag: 'result', result: 42 } : ours(c, kind))).session, { kind: 'state', runs: 5 })
    if (r._tag !== 'disagreement') throw new Error(`expected a disagreement, got ${r._tag}`)
    const mine = r.ours as Json
    expect(r.divergence).toEqual({ norm: '(state: legalMemberCount)', where: 'legalMemberCount', ours: JSON.stringify(mine['legalMemberCount']), theirs: 'undefined' })
  })

  it('a long value is shown cut at 300 characters', async () => {
    const long = 'x'.repeat(1000)
    const r = await run(fake((c, kind) => ({ _tag: 'result', result: { ...(ourResult(c, kind) as Json), legalMemberCount: long } })).session, { kind: 'state', runs: 5 })
    if (r._tag !== 'disagreement') throw new Error(`expected a disagreement, got ${r._tag}`)
    expect(r.divergence.where).toBe('legalMemberCount')
    expect(r.divergence.theirs).toBe(JSON.stringify(long).slice(0, 300))
    expect(r.divergence.theirs).toHaveLength(300)
  })

  it('a disagreement the implementation does not repeat when asked last is still reported: at the whole result, nothing to show on either side', async () => {
    let honest = false
    let shrinkAsks = 0
    const f = fake((c, kind) => (honest ? ours(c, kind) : { _tag: 'result', result: 42 }))
    // the implementation answers as we do from the second ask of the shrinking on
    const onProgress = (p: FuzzProgress): void => {
      if (p.phase === 'shrink' && ++shrinkAsks === 2) honest = true
    }
    const r = await run(f.session, { kind: 'state', runs: 5, onProgress })
    if (r._tag !== 'disagreement') throw new Error(`expected a disagreement, got ${r._tag}`)
    expect(r.divergence).toEqual({ norm: '(state: document)', where: 'result', ours: 'null', theirs: 'null' })
  })
})

describe('--norm: a case is chosen when its answer (ours) cites the norm as a rule, among its rules or as its reason', () => {
  const cases = fc.sample(caseFor('determination'), { seed: 1, numRuns: 4 })
  /** The strings under `key` anywhere in the answer. */
  const under = (u: unknown, key: string, at = ''): string[] =>
    typeof u === 'string' ? (at === key ? [u] : []) : Array.isArray(u) ? u.flatMap((x) => under(x, key, at)) : typeof u === 'object' && u !== null ? Object.entries(u).flatMap(([k, v]) => under(v, key, k)) : []
  const chosen = async (c: unknown, norms: string[]) => {
    const f = fake()
    const r = await run(f.session, { runs: 1, arbitrary: fc.constant(c), norms })
    return { r, asked: f.asked.length }
  }

  it('a norm cited only among the rules', async () => {
    const c = cases[0]
    const a = ourResult(c)
    expect(under(a, 'rules')).toContain('kwg34.1.s1.trigger')
    expect([...under(a, 'rule'), ...under(a, 'reason')]).not.toContain('kwg34.1.s1.trigger')
    expect(await chosen(c, ['kwg34.1.s1.trigger'])).toMatchObject({ r: { _tag: 'agreed', compared: 1 }, asked: 1 })
    // a norm above it cites it too; one of several norms is enough
    expect(await chosen(c, ['kwg34.1'])).toMatchObject({ r: { _tag: 'agreed', compared: 1 } })
    expect(await chosen(c, ['kwg99', 'kwg34.1.s1.trigger'])).toMatchObject({ r: { _tag: 'agreed', compared: 1 } })
    expect(await chosen(c, ['kwg34.1.s1.trigger', 'kwg99'])).toMatchObject({ r: { _tag: 'agreed', compared: 1 } })
  })

  it('a norm cited only as the rule of a candidate considered', async () => {
    const c = cases[3]
    const a = ourResult(c)
    expect(under(a, 'rule')).toContain('kwg34.3.s1')
    expect([...under(a, 'rules'), ...under(a, 'reason')]).not.toContain('kwg34.3.s1')
    expect(await chosen(c, ['kwg34.3.s1'])).toMatchObject({ r: { _tag: 'agreed', compared: 1 }, asked: 1 })
  })

  it('a reason cited only as the reason', async () => {
    const c = cases[1]
    const a = ourResult(c)
    expect(under(a, 'reason')).toEqual(['waiverNotWritten'])
    expect([...under(a, 'rules'), ...under(a, 'rule')]).not.toContain('waiverNotWritten')
    expect(await chosen(c, ['waiverNotWritten'])).toMatchObject({ r: { _tag: 'agreed', compared: 1 }, asked: 1 })
  })

  it('a string elsewhere in the answer (its format) is no citation: the one case is not chosen and nothing is compared', async () => {
    const c = cases[0]
    expect(format(ourResult(c))).toBe('nachruecken.determination/1')
    expect(await chosen(c, ['nachruecken'])).toEqual({
      r: { _tag: 'unavailable', message: 'no comparable case: no answer (ours) to the one generated case cites nachruecken (--norm)' },
      asked: 0,
    })
  })
})

describe('--max-error: implementation failures until the limit, then the run stops and says why', () => {
  /** Fails every time on the cases asked as the `at`-th. */
  const failingOn = (...at: number[]) => {
    const bad = new Set<string>()
    return fake((c, kind, n) => {
      if (at.includes(n)) bad.add(JSON.stringify(c))
      return bad.has(JSON.stringify(c)) ? { _tag: 'failed', message: 'no answer within 1 s (hangs?)', stderr: [] } : ours(c, kind)
    })
  }

  it('one failure with the default limit: stopped after 1 implementation failure', async () => {
    const r = await run(failingOn(3).session, { runs: 20 })
    expect(r).toMatchObject({ _tag: 'implementationFailure', failure: { index: 3 }, stopped: { reason: 'maxError', message: 'stopped after 1 implementation failure' } })
    expect(reportFuzz(r)).toContain('\nfuzz: stopped after 1 implementation failure.\n')
  })

  it('two failures with --max-error 2: stopped after 2 implementation failures, the first reported', async () => {
    const r = await run(failingOn(3, 8).session, { runs: 20, limits: { maxError: 2 } })
    expect(r).toMatchObject({ _tag: 'implementationFailure', failure: { index: 3 }, stopped: { reason: 'maxError', message: 'stopped after 2 implementation failures' } })
    expect(reportFuzz(r)).toContain('\nfuzz: stopped after 2 implementation failures.\n')
  })

  it('a failure on the only case, under the limit, is still reported (not "nothing compared")', async () => {
    const f = failingOn(0)
    const r = await run(f.session, { runs: 1, limits: { maxError: 2 } })
    expect(r).toMatchObject({ _tag: 'implementationFailure', compared: 0, stopped: null, failure: { index: 0, retry: 'failed' } })
    expect(f.closed()).toBe(1)
  })
})

describe('the kinds an implementation answers', () => {
  it('one whose start answer lists no kinds answers determinations only, and the message says what it was taken to list', async () => {
    const quiet = impl({ readings: { incompatibility: ['proofPeriod', 'exclude'] } })
    expect(quiet.answers).toBeUndefined()
    expect(await run(fake(ours, quiet).session, { kind: 'state', runs: 3 })).toEqual({
      _tag: 'unavailable',
      message: 'the implementation does not answer state queries (its start answer lists ["determination"])',
    })
    expect(await run(fake(ours, quiet).session, { runs: 3 })).toMatchObject({ _tag: 'agreed', compared: 3 })
  })

  it('a run refused because the implementation does not answer the kind asked still closes every process it started', async () => {
    const quiet = impl({ readings: { incompatibility: ['proofPeriod', 'exclude'] } })
    const a = fake(ours, quiet)
    const b = fake(ours, quiet)
    expect(await run(a.session, { sessions: [b.session], kind: 'state', runs: 3 })).toMatchObject({ _tag: 'unavailable' })
    expect([a.closed(), b.closed()]).toEqual([1, 1])
  })

  it('a run whose implementation fails to start closes it too (a process may be left from the attempt)', async () => {
    const a = fake()
    const failing: Session = { ...a.session, start: async () => ({ _tag: 'failed', message: 'no start answer', stderr: [] }) }
    expect(await run(failing, { runs: 3 })).toEqual({ _tag: 'unavailable', message: 'no start answer' })
    expect(a.closed()).toBe(1)
  })
})

describe('the search: each case asked once, batch after batch, the processes closed at the end', () => {
  it('an agreeing run asks each case once, on the processes in turn, and closes every process once', async () => {
    const a = fake()
    const b = fake()
    const r = await run(a.session, { sessions: [b.session], runs: 30 })
    expect(r).toMatchObject({ _tag: 'agreed', compared: 30 })
    expect(a.asked.length + b.asked.length).toBe(30)
    expect([a.closed(), b.closed()]).toEqual([1, 1])
  })

  it('a run that finds a disagreement closes every process once too', async () => {
    const a = fake(() => nonsense)
    const b = fake(() => nonsense)
    const r = await run(a.session, { sessions: [b.session], runs: 10 })
    expect(r._tag).toBe('disagreement')
    expect([a.closed(), b.closed()]).toEqual([1, 1])
  })

  it('a run of exactly one batch sends one batch: its progress is reported once, with all its cases', async () => {
    const search: number[] = []
    const r = await run(fake().session, { runs: BATCH, kind: 'invalid', onProgress: (p) => void (p.phase === 'search' && search.push(p.cases)) })
    expect(r).toMatchObject({ _tag: 'agreed', compared: BATCH })
    expect(search).toEqual([BATCH])
  })
})

describe('the report of the findings', () => {
  it('an answer of theirs without a result document is shown as undefined', async () => {
    const r = await run(fake(() => ({ _tag: 'result', result: undefined })).session, { runs: 3 })
    if (r._tag !== 'disagreement') throw new Error(`expected a disagreement, got ${r._tag}`)
    expect(reportFuzz(r)).toMatch(/\ncore answers: ours .*; theirs undefined\n/)
  })

  it('each further disagreement has its heading, an empty line, then its first divergence', async () => {
    const r = await run(fake(() => nonsense).session, { runs: 10, limits: { maxFail: 2 } })
    if (r._tag !== 'disagreement') throw new Error(`expected a disagreement, got ${r._tag}`)
    expect(r.more).toHaveLength(1)
    expect(reportFuzz(r)).toContain(`\ndisagreement 2, after ${r.more[0]?.runs ?? 0} generated cases:\n\nfirst divergence: `)
  })
})

describe('a run stopped (time limit, signal) with a disagreement among the answers in hand', () => {
  it('does not report the disagreeing cases as agreed: it reports the first as found, unshrunk, with the path that replays it', async () => {
    const ctl = control()
    // the implementation disagrees on every case; the run is stopped while its answers come
    const f = fake((_c, _kind, n) => (n === 3 && ctl.stop('signal', 'stopped by SIGTERM'), nonsense))
    const r = await run(f.session, { runs: 10, control: ctl })
    expect(r).toMatchObject({ _tag: 'disagreement', runs: 1, shrinks: 0, replay: { seed: 1, path: '0' }, stopped: { reason: 'signal' } })
    if (r._tag !== 'disagreement') return
    // not shrunk: the case as asked, nothing asked after the stop
    expect(r.case).toEqual(f.asked[0])
    expect(r.theirs).toEqual(nonsense)
    expect(f.asked).toHaveLength(10)
    expect(reportFuzz(r)).not.toContain('the implementations agree')
    expect(reportFuzz(r)).toContain('fuzz: stopped by SIGTERM.')
  })

  it('a run of two batches stopped by a signal while the first is answered asks nothing of the second', async () => {
    const ctl = control()
    const f = fake((c, kind, n) => (n === 3 && ctl.stop('signal', 'stopped by SIGTERM'), ours(c, kind)))
    const r = await run(f.session, { runs: 2 * BATCH, control: ctl })
    expect(r).toMatchObject({ _tag: 'agreed', runs: BATCH, stopped: { reason: 'signal' } })
    expect(f.asked).toHaveLength(BATCH)
  })

  it('a run stopped before its first case is reported as stopped, having compared nothing, not as a run with nothing to compare', async () => {
    const ctl = control()
    ctl.stop('maxTime', 'stopped after the time limit')
    const f = fake()
    const r = await run(f.session, { runs: 10, control: ctl })
    expect(r).toMatchObject({ _tag: 'agreed', runs: 0, compared: 0, stopped: { reason: 'maxTime' } })
    expect(f.asked).toHaveLength(0)
  })

  it('nor when the answers come slowly and the second batch was partly made before the stop: what was made is not asked', async () => {
    const ctl = control()
    const asked: unknown[] = []
    // answers that take a timer's turn each, so that the next batch is being made meanwhile; the last answer of the first batch stops the run
    const slow: Session = {
      ...fake().session,
      run: async (c, kind = 'determination') => {
        asked.push(c)
        await new Promise((resolve) => setTimeout(resolve, 1))
        if (asked.length === BATCH) ctl.stop('signal', 'stopped by SIGTERM')
        return ours(c, kind)
      },
    }
    const r = await run(slow, { runs: 3 * BATCH, control: ctl })
    expect(r).toMatchObject({ _tag: 'agreed', runs: BATCH, stopped: { reason: 'signal' } })
    expect(asked).toHaveLength(BATCH)
  })
})
