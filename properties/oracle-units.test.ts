// The parts of the test oracle (src/oracle) one by one: the command line of
// --impl, the protocol on both sides, judging answers, classifying
// divergences, the vector skeleton, the reports and the badge, the progress
// line, loading the suite. The whole runs: properties/oracle.test.ts.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Answer, decodeAnswer } from '../src/oracle/answer.js'
import { validCase as validCaseArb } from '../src/oracle/arbitraries.js'
import { badge } from '../src/oracle/badge.js'
import { firstDivergence } from '../src/oracle/classify.js'
import { parseCommand } from '../src/oracle/command-line.js'
import { judge } from '../src/oracle/compare.js'
import { type CaseReport, type ConformanceReport, normTable, runConformance } from '../src/oracle/conformance.js'
import { coreView, sameCore, showCore } from '../src/oracle/core-view.js'
import { fuzz, type FuzzReport, ourResult } from '../src/oracle/fuzz.js'
import { decodeHello } from '../src/oracle/hello.js'
import { ourInfo } from '../src/oracle/info.js'
import { killAll, spawnLines } from '../src/oracle/line-process.js'
import { progressLine } from '../src/oracle/progress.js'
import { reportFuzz } from '../src/oracle/report-fuzz.js'
import { reportJunit, xmlEscape } from '../src/oracle/report-junit.js'
import { reportMarkdown } from '../src/oracle/report-markdown.js'
import { respond } from '../src/oracle/respond.js'
import { serve } from '../src/oracle/serve.js'
import { openSession, type Session } from '../src/oracle/session.js'
import { readingOf } from '../src/oracle/reading.js'
import { EXPECTED_BY_HAND, vectorSkeleton } from '../src/oracle/skeleton.js'
import { loadSuite, type Vector, vectorOf } from '../src/oracle/suite.js'
import { ROOT } from './support/vectors.js'

const python = spawnSync('python3', ['--version']).status === 0
const spawning = process.env['NACHRUECKEN_MUTATION'] !== '1'
const MISBEHAVING = join(ROOT, 'properties', 'support', 'misbehaving_impl.py')
const info = ourInfo('9.9.9')

describe('--impl "<command>" is split like a shell splits words, without a shell', () => {
  it('words, quotes, escapes and leading NAME=value assignments', () => {
    expect(parseCommand('python3 harness.py --bug rank-by-position')).toEqual({
      _tag: 'Right',
      right: { program: 'python3', args: ['harness.py', '--bug', 'rank-by-position'], env: {} },
    })
    expect(parseCommand(`A=1 B='x y' java -jar "my impl.jar" 'it''s' a\\ b "q\\"\\$\\x" ''`)).toEqual({
      _tag: 'Right',
      right: { program: 'java', args: ['-jar', 'my impl.jar', 'its', 'a b', 'q"$\\x', ''], env: { A: '1', B: 'x y' } },
    })
  })

  it('refuses an empty command, an open quote and a trailing backslash', () => {
    for (const bad of ['', '   ', 'X=1', 'a "b', "a 'b", 'a\\']) expect(parseCommand(bad)._tag, bad).toBe('Left')
  })

  it('a backslash may start a word', () => {
    expect(parseCommand('\\run me')).toEqual({ _tag: 'Right', right: { program: 'run', args: ['me'], env: {} } })
  })
})

describe('the oracle side of the protocol (nachruecken oracle)', () => {
  const example = JSON.parse(JSON.stringify({ format: 'x' })) as unknown
  it('answers start, run, stop, and refuses what it cannot read', () => {
    expect(respond('   ', info)).toBeNull()
    expect(respond('{"cmd":"start","version":1}', info)).toEqual({ response: { ready: true, version: 1, implementation: info }, stop: false })
    expect(respond('{"cmd":"start","version":2}', info)?.response).toMatchObject({ ready: false, version: 1 })
    expect(respond('{"cmd":"stop"}', info)).toEqual({ response: { ok: true }, stop: true })
    expect(respond('{"cmd":"run","seq":3,"case":{"format":"x"}}', info)?.response).toMatchObject({ seq: 3, result: { format: 'nachruecken.error/1' } })
    expect(respond(JSON.stringify({ cmd: 'run', case: example }), info)?.response).toMatchObject({ seq: null })
    expect(respond('{oops', info)?.response).toMatchObject({ seq: null, errored: true, message: expect.stringMatching(/unreadable request/) })
    expect(respond('[1]', info)?.response).toMatchObject({ seq: null, errored: true })
    expect(respond('{"cmd":"dance","seq":4}', info)?.response).toMatchObject({ seq: 4, errored: true, message: 'unknown cmd "dance"' })
  })

  it('decides a valid case: the determination as result', () => {
    const c = fc.sample(validCaseArb(), { numRuns: 1, seed: 3 })[0]
    const r = respond(JSON.stringify({ cmd: 'run', seq: 1, case: c }), info)
    expect(r?.response).toMatchObject({ seq: 1, result: { format: 'nachruecken.determination/1' } })
    expect((r?.response as { result: unknown }).result).toEqual(ourResult(c))
  })

  it('answers the state of the body or the audit when asked, and refuses other answers', () => {
    const proc = JSON.parse(readFileSync(join(ROOT, 'spec', 'conformance', 'vectors', 'proc-001.json'), 'utf8')) as { case: unknown }
    const ask = (answer: unknown, c: unknown = proc.case) => respond(JSON.stringify({ cmd: 'run', seq: 5, case: c, answer }), info)?.response
    expect(ask('state')).toMatchObject({ seq: 5, result: { format: 'nachruecken.state/1' } })
    expect(ask('audit')).toMatchObject({ seq: 5, result: { format: 'nachruecken.audit/1' } })
    expect(ask('determination')).toMatchObject({ seq: 5, result: { format: 'nachruecken.error/1' } })
    expect(ask('state', { format: 'x' })).toMatchObject({ result: { format: 'nachruecken.error/1' } })
    expect(ask('audit', { format: 'x' })).toMatchObject({ result: { format: 'nachruecken.error/1' } })
    expect(ask('everything')).toEqual({ seq: 5, errored: true, message: 'unknown answer "everything"' })
  })

  it('serves lines until stop and ignores the rest', async () => {
    async function* lines(): AsyncGenerator<string> {
      yield '{"cmd":"start","version":1}'
      yield ''
      yield '{"cmd":"stop"}'
      yield '{"cmd":"start","version":1}'
    }
    const out: string[] = []
    await serve(lines(), (l) => out.push(l), info)
    expect(out.map((l) => JSON.parse(l) as unknown)).toEqual([{ ready: true, version: 1, implementation: info }, { ok: true }])
    const more: string[] = []
    await serve((async function* () { yield '{"cmd":"start","version":1}' })(), (l) => more.push(l), info)
    expect(more).toHaveLength(1)
  })
})

describe('the runner side of the protocol: reading answers', () => {
  it('the answer to start', () => {
    const ok = { ready: true, version: 1, implementation: { name: 'n', version: '1', language: 'l', homepage: 'h', readings: { incompatibility: ['exclude'] }, levels: ['core'] } }
    expect(decodeHello(JSON.stringify(ok))).toEqual({ _tag: 'Right', right: ok.implementation })
    const noHome = { ...ok.implementation } as Partial<typeof ok.implementation>
    delete noHome.homepage
    expect(decodeHello(JSON.stringify({ ...ok, implementation: noHome }))).toEqual({ _tag: 'Right', right: noHome })
    const answers = { ...ok.implementation, answers: ['determination', 'audit'] }
    expect(decodeHello(JSON.stringify({ ...ok, implementation: answers }))).toEqual({ _tag: 'Right', right: answers })
    const bad: Array<[unknown, RegExp]> = [
      ['x', /not JSON/],
      [[1], /not a JSON object/],
      [{ ready: false }, /not ready: \(no message\)/],
      [{ ready: false, message: 'm' }, /not ready: m/],
      [{ version: 1 }, /no "ready"/],
      [{ ...ok, version: 2 }, /protocol version 2/],
      [{ ...ok, implementation: 1 }, /not an object/],
      [{ ...ok, implementation: { ...ok.implementation, name: 1 } }, /name, version and language/],
      [{ ...ok, implementation: { ...ok.implementation, readings: {} } }, /readings/],
      [{ ...ok, implementation: { ...ok.implementation, levels: ['strict'] } }, /levels/],
      [{ ...ok, implementation: { ...ok.implementation, answers: ['everything'] } }, /answers/],
      [{ ...ok, implementation: { ...ok.implementation, answers: 'state' } }, /answers/],
    ]
    for (const [u, m] of bad) {
      const r = decodeHello(typeof u === 'string' ? u : JSON.stringify(u))
      expect(r._tag === 'Left' ? r.left : '', JSON.stringify(u)).toMatch(m)
    }
  })

  it('the answer to run', () => {
    expect(decodeAnswer('{"seq":2,"result":null}', 2)).toEqual({ _tag: 'result', result: null })
    expect(decodeAnswer('{"seq":2,"skipped":true}', 2)).toEqual({ _tag: 'skipped', message: '(no message)' })
    expect(decodeAnswer('{"seq":2,"errored":true,"message":"m"}', 2)).toEqual({ _tag: 'errored', message: 'm' })
    expect(decodeAnswer('{"seq":2,"skipped":false}', 2)).toMatchObject({ _tag: 'failed', message: expect.stringMatching(/without result/) })
    expect(decodeAnswer('{"seq":1,"result":{}}', 2)).toMatchObject({ _tag: 'failed', message: expect.stringMatching(/seq 1 while seq 2/) })
    expect(decodeAnswer('null', 2)).toMatchObject({ _tag: 'failed', message: expect.stringMatching(/not an object/) })
  })
})

const vector = (expected: Vector['expected'], level: Vector['level'] = 'full'): Vector => ({
  id: 'v-001', description: 'd', norms: ['kwg34.1.s1.rank'], readings: [], level, features: [], negative: null, case: {}, expected, file: 'v-001.json',
})
const det = (o: Record<string, unknown> = {}): Answer => ({
  _tag: 'result',
  result: { format: 'nachruecken.determination/1', outcome: 'successor', successor: 'A-2', memberCount: { before: 5, after: 5 }, considered: [{ candidate: 'A-2', verdict: 'successor', rule: 'kwg34.1.s1.rank' }], ...o },
})
const errs = (errors: unknown): Answer => ({ _tag: 'result', result: { format: 'nachruecken.error/1', errors } })

describe('judging an answer against a vector, per level', () => {
  const want = { outcome: 'successor', successor: 'A-2', memberCount: { after: 5 }, considered: [{ candidate: 'A-2', verdict: 'successor', rule: 'kwg34.1.s1.rank' }] }

  it('core compares outcome, successor and memberCount.after; full also considered', () => {
    expect(judge(vector({ determination: want }), det(), 'full')).toEqual({ _tag: 'pass' })
    const other = det({ successor: 'A-3', memberCount: { after: 4 }, considered: [] })
    expect(judge(vector({ determination: want }), other, 'core')).toEqual({
      _tag: 'fail',
      differences: [
        { path: 'successor', expected: 'A-2', actual: 'A-3' },
        { path: 'memberCount.after', expected: 5, actual: 4 },
      ],
    })
    expect(judge(vector({ determination: want }), det({ considered: [] }), 'core')).toEqual({ _tag: 'pass' })
    expect(judge(vector({ determination: want }, 'core'), det({ considered: [] }), 'full')).toEqual({ _tag: 'pass' })
    expect(judge(vector({ determination: want }), det({ considered: [] }), 'full')).toMatchObject({ _tag: 'fail', differences: [{ path: 'considered' }] })
    expect(judge(vector({ determination: want }), det({ considered: 'x' }), 'full')).toMatchObject({ _tag: 'fail' })
    expect(judge(vector({ determination: want }), det({ memberCount: null }), 'core')).toMatchObject({ _tag: 'fail', differences: [{ path: 'memberCount.after', actual: undefined }] })
    expect(judge(vector({ determination: { outcome: 'vacant' } }), det(), 'core')).toMatchObject({ _tag: 'fail', differences: [{ path: 'outcome' }] })
    expect(judge(vector({ determination: want }), errs([{ path: 'x', rule: null }]), 'core')).toMatchObject({ _tag: 'fail', differences: [{ path: 'result' }] })
  })

  it('an error vector passes on an error at its path with its rule (null must be null; absent means any)', () => {
    expect(judge(vector({ error: { path: 'events[1]', rule: 'kwg34.2.n2' } }), errs([{ path: 'x', rule: null }, { path: 'events[1]', rule: 'kwg34.2.n2' }]), 'core')).toEqual({ _tag: 'pass' })
    expect(judge(vector({ error: { path: 'events[1]', rule: null } }), errs([{ path: 'events[1]', rule: 'kwg34.2.n2' }]), 'core')).toMatchObject({ _tag: 'fail', differences: [{ path: 'errors' }] })
    expect(judge(vector({ error: { path: 'events[1]' } }), errs([{ path: 'events[1]', rule: 'kwg34.2.n2' }]), 'core')).toEqual({ _tag: 'pass' })
    expect(judge(vector({ error: { path: 'events[1]' } }), errs('many'), 'core')).toMatchObject({ _tag: 'fail', differences: [{ actual: [] }] })
    expect(judge(vector({ error: { path: 'events[1]' } }), errs([7]), 'core')).toMatchObject({ _tag: 'fail', differences: [{ actual: [{ path: undefined }] }] })
    expect(judge(vector({ error: { path: 'events[1]' } }), det(), 'core')).toMatchObject({ _tag: 'fail', differences: [{ path: 'result', actual: { outcome: 'successor' } }] })
  })

  it('skips, errors of the implementation and results that are no document', () => {
    const v = vector({ determination: want })
    expect(judge(v, { _tag: 'skipped', message: 'no' }, 'core')).toMatchObject({ _tag: 'skip' })
    expect(judge(v, { _tag: 'errored', message: 'boom' }, 'core')).toMatchObject({ _tag: 'error', message: expect.stringMatching(/boom/) })
    expect(judge(v, { _tag: 'failed', message: 'hung', stderr: ['x'] }, 'core')).toEqual({ _tag: 'error', message: 'hung', stderr: ['x'] })
    expect(judge(v, { _tag: 'result', result: [1] }, 'core')).toMatchObject({ _tag: 'error' })
    expect(judge(v, { _tag: 'result', result: { format: 'nachruecken.other/1' } }, 'core')).toMatchObject({ _tag: 'error' })
    expect(judge(v, { _tag: 'result', result: { format: 7 } }, 'core')).toMatchObject({ _tag: 'error' })
    expect(judge(v, { _tag: 'result', result: undefined }, 'core')).toMatchObject({ _tag: 'error' })
  })

  it('state and audit vectors: the document contains what the vector gives, the first difference by path', () => {
    const state: Answer = { _tag: 'result', result: { format: 'nachruecken.state/1', legalMemberCount: 5, members: [{ member: 'A-1', since: '2021-04-01' }, { member: 'A-2' }] } }
    expect(judge(vector({ state: { legalMemberCount: 5, members: [{ member: 'A-1' }, {}] } }), state, 'core')).toEqual({ _tag: 'pass' })
    expect(judge(vector({ state: { members: [{ member: 'A-1' }, { member: 'A-3' }] } }), state, 'full')).toEqual({
      _tag: 'fail',
      differences: [{ path: 'members[1].member', expected: 'A-3', actual: 'A-2' }],
    })
    expect(judge(vector({ state: { members: [{}] } }), state, 'core')).toMatchObject({ _tag: 'fail', differences: [{ path: 'members' }] })
    expect(judge(vector({ state: { legalMemberCount: { n: 5 } } }), state, 'core')).toMatchObject({ _tag: 'fail', differences: [{ path: 'legalMemberCount' }] })
    expect(judge(vector({ audit: { findings: [] } }), state, 'core')).toMatchObject({ _tag: 'fail', differences: [{ path: 'result', expected: { format: 'nachruecken.audit/1' }, actual: { format: 'nachruecken.state/1' } }] })
    expect(judge(vector({ determination: { outcome: 'vacant' } }), state, 'core')).toMatchObject({ _tag: 'fail', differences: [{ path: 'result', actual: { format: 'nachruecken.state/1' } }] })
    expect(judge(vector({ error: { path: '' } }), state, 'core')).toMatchObject({ _tag: 'fail', differences: [{ path: 'result', actual: { format: 'nachruecken.state/1' } }] })
    expect(judge(vector({ audit: { findings: [] } }), { _tag: 'result', result: { format: 'nachruecken.audit/1', checked: 0, findings: [] } }, 'core')).toEqual({ _tag: 'pass' })
    expect(judge(vector({ state: {} }), errs([{ path: 'query', rule: null }]), 'core')).toMatchObject({ _tag: 'fail', differences: [{ path: 'result', actual: { errors: [{ path: 'query', rule: null }] } }] })
  })
})

describe('the core view of a result', () => {
  it('decided, rejected or invalid; equal when both are rejected or decided alike', () => {
    const d = coreView({ format: 'nachruecken.determination/1', outcome: 'vacant', successor: null, memberCount: { after: 3 } })
    expect(d).toEqual({ _tag: 'decided', outcome: 'vacant', successor: null, after: 3 })
    expect(coreView({ format: 'nachruecken.determination/1' })).toMatchObject({ after: undefined })
    expect(coreView({ format: 'nachruecken.error/1', errors: [1, { path: 'p', rule: null }] })).toEqual({ _tag: 'rejected', errors: [{ path: undefined, rule: undefined }, { path: 'p', rule: null }] })
    expect(coreView({ format: 'nachruecken.error/1' })).toEqual({ _tag: 'rejected', errors: [] })
    expect(coreView(null)).toEqual({ _tag: 'invalid' })
    expect(coreView({ format: 'x' })).toEqual({ _tag: 'invalid' })
    const r = coreView({ format: 'nachruecken.error/1', errors: [] })
    expect(sameCore(r, r)).toBe(true)
    expect(sameCore(r, d)).toBe(false)
    expect(sameCore(d, r)).toBe(false)
    expect(sameCore(d, { ...d, after: 2 } as typeof d)).toBe(false)
    expect(sameCore({ _tag: 'invalid' }, { _tag: 'invalid' })).toBe(false)
    expect(showCore(d)).toBe('outcome vacant, successor null, memberCount.after 3')
    expect(showCore(r)).toBe('rejected: (no errors listed)')
    expect(showCore(coreView({ format: 'nachruecken.error/1', errors: [{ path: 'p', rule: 'kwg34.2.n2' }] }))).toBe('rejected: p [kwg34.2.n2]')
    expect(showCore({ _tag: 'invalid' })).toMatch(/neither/)
  })
})

describe('the first norm at which two implementations diverge', () => {
  const theCase = (mode: string): unknown => ({
    body: { electionMode: mode },
    lists: [7, { candidates: [3, { id: 'A-2', votes: 100 }, { id: 'A-3', votes: 100 }, { id: 'A-4', votes: 50 }] }],
  })
  const doc = (o: Record<string, unknown>): Record<string, unknown> => ({ format: 'nachruecken.determination/1', outcome: 'successor', successor: 'A-2', memberCount: { after: 5 }, considered: [], ...o })
  const entry = (candidate: string, verdict: string, rule: string): unknown => ({ candidate, verdict, rule })
  const theirs = (o: Record<string, unknown>): Answer => ({ _tag: 'result', result: doc(o) })
  const norm = (c: unknown, ours: Record<string, unknown>, t: Answer): string => firstDivergence(c, doc(ours), t).norm

  it('rejected vs decided, failures, no succession', () => {
    const prop = theCase('proportional')
    expect(firstDivergence(prop, doc({}), { _tag: 'errored', message: 'x' })).toMatchObject({ norm: '(implementation failure)', where: 'answer' })
    expect(firstDivergence(prop, doc({}), errs([{ path: 'events[0]', rule: 'kwg34.2.n2' }]))).toMatchObject({ norm: 'kwg34.2.n2', where: 'errors' })
    expect(firstDivergence(prop, { format: 'nachruecken.error/1', errors: [{ path: '', rule: null }] }, theirs({})).norm).toBe('(format and consistency)')
    expect(firstDivergence(prop, doc({}), { _tag: 'result', result: 5 })).toMatchObject({ norm: '(format and consistency)', where: 'result' })
    expect(firstDivergence(prop, { format: 'nachruecken.error/1', errors: [] }, errs([]))).toMatchObject({ norm: '(none)' })
    expect(norm(prop, { outcome: 'noSuccession', successor: null, reason: 'kwg33.2' }, theirs({}))).toBe('kwg33.2')
    expect(norm(prop, {}, theirs({ outcome: 'noSuccession', successor: null }))).toBe('kwg34.1.s1.trigger')
  })

  it('the walks: a skip on one side, another verdict, another candidate (by votes and mode), a longer walk', () => {
    const prop = theCase('proportional')
    const maj = theCase('majority')
    const ours = { considered: [entry('A-2', 'successor', 'kwg34.1.s1.rank')] }
    expect(norm(prop, ours, theirs({ considered: [entry('A-2', 'skipped', 'kwg34.2.n1')] }))).toBe('kwg34.2.n1')
    expect(norm(prop, { considered: [entry('A-2', 'skipped', 'kwg34.2.n2')] }, theirs(ours))).toBe('kwg34.2.n2')
    expect(norm(maj, { considered: [entry('A-2', 'successor', 'kwg34.1a.lot')] }, theirs({ considered: [entry('A-2', 'lotLost', 'kwg34.1a.lot')] }))).toBe('kwg34.1a.lot')
    expect(norm(prop, ours, theirs({ considered: [entry('A-3', 'successor', 'kwg34.1.s1.rank')] }))).toBe('kwg34.1.s1.tie')
    expect(norm(prop, ours, theirs({ considered: [entry('A-4', 'successor', 'kwg34.1.s1.rank')] }))).toBe('kwg34.1.s1.rank')
    expect(norm(maj, ours, theirs({ considered: [entry('A-3', 'successor', 'kwg34.1a.rank')] }))).toBe('kwg34.1a.lot')
    expect(norm(maj, ours, theirs({ considered: [entry('A-4', 'successor', 'kwg34.1a.rank')] }))).toBe('kwg34.1a.rank')
    expect(norm(prop, ours, theirs({ considered: [entry('X-9', 'successor', 'kwg34.1.s1.rank')] }))).toBe('kwg34.1.s1.rank')
    expect(norm({}, ours, theirs({ considered: [entry('A-3', 'successor', 'kwg34.1.s1.rank')] }))).toBe('kwg34.1.s1.rank')
    expect(firstDivergence(prop, doc(ours), theirs({ considered: [...ours.considered, entry('A-3', 'skipped', 'kwg34.2.n1')] }))).toMatchObject({ norm: 'kwg34.2.n1', where: 'considered[1]', ours: '(no entry)' })
    expect(norm(prop, ours, theirs({ considered: ['A-2'] }))).toBe('kwg34.1.s1.rank')
    expect(norm(prop, ours, theirs({ considered: null }))).toBe('kwg34.1.s1.rank')
  })

  it('equal walks: outcome, successor, member count', () => {
    const prop = theCase('proportional')
    expect(norm(prop, { outcome: 'vacant', successor: null }, theirs({ outcome: 'successor' }))).toBe('kwg34.1.s2.vacant')
    expect(norm(prop, {}, theirs({ outcome: 'lotRequired', successor: null }))).toBe('kwg34.1a.lot')
    expect(norm(prop, {}, theirs({ outcome: 'awaitingProof', successor: null }))).toBe('kwg34.3.s2')
    expect(norm(prop, {}, theirs({ outcome: 'chosen' }))).toBe('(unknown outcome)')
    expect(norm(prop, {}, theirs({ successor: 'A-3' }))).toMatch(/^kwg34\.1\.s1\.tie$/)
    expect(norm(prop, {}, theirs({ memberCount: { after: 4 } }))).toBe('kwg34.1.s2.count')
    expect(firstDivergence(prop, doc({}), theirs({}))).toMatchObject({ norm: '(none)', where: 'result' })
  })
})

describe('the vector skeleton of a disagreement', () => {
  const d = (norm: string, where = 'considered[0]') => ({ norm, where, ours: 'o', theirs: 't' })
  const replay = { seed: -42, path: '3:1', command: 'impl' }
  it('leaves expected to a person, hints at norms and readings, and names the replay', () => {
    const c = { events: [{ type: 'memberLeft' }, { type: 'memberLeft' }], interpretation: { incompatibility: 'exclude' } }
    expect(vectorSkeleton(c, d('kwg34.2.n3.ground'), replay)).toMatchObject({
      id: 'todo-fuzz-42',
      description: expect.stringMatching(/--seed -42 --path 3:1/),
      norms: ['kwg34.1.s1.trigger', 'kwg34.2.n3.ground'],
      readings: ['R1.exclude', 'R6'],
      level: 'full',
      case: c,
      expected: EXPECTED_BY_HAND,
    })
    expect(vectorSkeleton({}, d('kwg34.3.s2', 'outcome'), replay)).toMatchObject({ readings: ['R1.proofPeriod'], level: 'core' })
    expect(vectorSkeleton({ interpretation: {} }, d('kwg34.3.s2'), replay)['readings']).toEqual(['R1.proofPeriod'])
    expect(vectorSkeleton(null, d('kwg34.2.n1'), replay)['readings']).toEqual(['R2'])
    expect(vectorSkeleton({ events: 1 }, d('kwg33.2'), replay)['readings']).toEqual(['R3'])
    expect(vectorSkeleton({}, d('kwg34.2.n2'), replay)['readings']).toEqual(['R3'])
    expect(vectorSkeleton({}, d('kwg34.1.s1.trigger'), replay)['norms']).toEqual(['kwg34.1.s1.trigger'])
    expect(vectorSkeleton({}, d('(implementation failure)'), replay)['norms']).toEqual(['kwg34.1.s1.trigger'])
  })

  it('the fuzzing report shows agreement, unavailability and the disagreement with replay and skeleton', () => {
    expect(reportFuzz({ _tag: 'unavailable', message: 'gone' })).toBe('fuzz: gone\n')
    const common = { kind: 'determination', level: 'core', compared: 10, skipped: 0, flaky: [], stopped: null } as const
    expect(reportFuzz({ ...common, _tag: 'agreed', seed: 1, runs: 10 })).toMatch(/agree on 10 generated cases \(determination queries at level core, seed 1\)/)
    expect(reportFuzz({ ...common, _tag: 'agreed', seed: 1, runs: 10, skipped: 2 })).toMatch(/2 skipped/)
    const r: FuzzReport = {
      ...common, more: [],
      _tag: 'disagreement', seed: 5, runs: 3, shrinks: 9, case: {}, ours: { format: 'nachruecken.error/1', errors: [] },
      theirs: { _tag: 'result', result: { format: 'nachruecken.determination/1', outcome: 'vacant', successor: null, memberCount: { after: 1 } } },
      divergence: d('kwg34.2.n1'), replay: { seed: 5, path: "1:2", command: "python3 it's.py" }, skeleton: { id: 'todo-fuzz-5' },
    }
    const text = reportFuzz(r)
    expect(text).toMatch(/after 3 generated cases \(determination queries at level core, seed 5\), shrunk in 9 steps/)
    expect(text).toContain(`replay: nachruecken fuzz --impl 'python3 it'\\''s.py' --seed 5 --path '1:2'`)
    expect(text).toMatch(/theirs outcome vacant/)
    expect(text).toContain('"id": "todo-fuzz-5"')
    expect(reportFuzz({ ...r, theirs: { _tag: 'failed', message: 'hung', stderr: [] } })).toMatch(/theirs failed: hung/)
  })

  it('the fuzzing report counts one generated case and one shrink step in the singular', () => {
    const common = { kind: 'determination', level: 'core', compared: 1, skipped: 0, flaky: [], stopped: null } as const
    expect(reportFuzz({ ...common, _tag: 'agreed', seed: 1, runs: 1 })).toBe('fuzz: the implementations agree on 1 generated case (determination queries at level core, seed 1)\n')
    const one: FuzzReport = {
      ...common, more: [],
      _tag: 'disagreement', seed: 5, runs: 1, shrinks: 1, case: {}, ours: { format: 'nachruecken.error/1', errors: [] },
      theirs: { _tag: 'result', result: { format: 'nachruecken.error/1', errors: [] } },
      divergence: d('kwg34.2.n1'), replay: { seed: 5, path: '0:1', command: 'impl' }, skeleton: { id: 'todo-fuzz-5' },
    }
    const text = reportFuzz({ ...one, more: [{ ...one, runs: 1 }] })
    expect(text).toMatch(/^fuzz: disagreement after 1 generated case \(determination queries at level core, seed 5\), shrunk in 1 step to the case below\.\n/)
    expect(text).toContain('\ndisagreement 2, after 1 generated case:\n')
  })
})

const caseReport = (id: string, status: CaseReport['status'], o: Partial<CaseReport> = {}): CaseReport => ({
  id, file: `${id}.json`, description: `about ${id}`, norms: ['kwg34.1.s1.rank'], features: [], expectedFailure: false, level: 'core', status, selected: true, message: null, differences: [], stderr: [], durationMs: 12, ...o,
})
const report = (cases: CaseReport[], o: Partial<ConformanceReport> = {}): ConformanceReport => {
  const n = (s: string): number => cases.filter((c) => c.status === s).length
  const selected = cases.filter((c) => c.selected)
  return {
    format: 'nachruecken.conformance-report/1', suite: { version: '1.0.0', vectors: cases.length }, selection: { filters: [], chosen: cases.length }, command: 'impl --x', implementation: info, startProblem: null, startStderr: [], level: 'core', stopped: null,
    summary: { pass: n('pass'), fail: n('fail'), skip: n('skip'), error: n('error'), notRun: 0, expectedFailures: 0, unexpectedPasses: 0, total: cases.length, selected: selected.length, conforms: selected.every((c) => c.status === 'pass') },
    norms: normTable(cases), cases, durationMs: 1234, ...o,
  }
}

describe('the reports: per norm, first differences, JUnit XML, badge', () => {
  const cases = [
    caseReport('rank-001', 'pass'),
    caseReport('rank-002', 'fail', { differences: [{ path: 'successor', expected: 'A-2', actual: 'A-3' }, { path: 'considered', expected: ['x'.repeat(500)], actual: undefined }] }),
    caseReport('trig-001', 'error', { message: 'no answer <within> 10 s', stderr: ['Traceback \u0001 & "x"'], norms: ['kwg34.1.s1.trigger', 'kwg99.9'] }),
    caseReport('err-b-001', 'skip', { selected: false, message: 'reading exclude', norms: [] }),
    caseReport('err-b-002', 'skip', { message: 'it skipped', norms: [], description: '' }),
    caseReport('err-b-003', 'skip', { norms: [] }),
    caseReport('err-b-004', 'error', { message: null, description: '', norms: [] }),
  ]
  it('the table per norm counts each vector under each of its norms, the largest share of failures and errors first (then catalogue order, unknown ids and (none) last)', () => {
    expect(normTable(cases).map((r) => [r.norm, r.pass, r.fail, r.skip, r.error])).toEqual([
      ['kwg34.1.s1.trigger', 0, 0, 0, 1],
      ['kwg99.9', 0, 0, 0, 1],
      ['(none)', 0, 0, 3, 1],
      ['kwg34.1.s1.rank', 1, 1, 0, 0],
    ])
    expect(normTable([caseReport('a-1', 'pass')]).map((r) => r.norm)).toEqual(['kwg34.1.s1.rank'])
  })

  it('Markdown: headline, table, first differences, the rest by id, skips by reason', () => {
    const md = reportMarkdown(report(cases), 1)
    expect(md).toMatch(/^# Conformance: nachruecken 9\.9\.9 \(typescript\)\n/)
    expect(md).toContain('**1 passed**, 1 failed, 3 skipped, 2 errors of 7 (6 selected) — does not conform')
    expect(md).toContain('| kwg34.1.s1.rank | § 34 Abs. 1 Satz 1 Hs. 1 KWG | 1 | 1 | 0 | 0 |')
    expect(md).toContain('## First differences (1 of 3)')
    expect(md).toContain('- `successor`: expected "A-2", got "A-3"')
    expect(md).toContain('got (missing)')
    expect(md).toContain('…')
    expect(md).toContain('Also not passing: trig-001, err-b-004')
    expect(md).toContain('- : err-b-003')
    expect(md).toContain('- reading exclude: err-b-001')
    const all = reportMarkdown(report(cases, { implementation: null, startProblem: 'start: gone', suite: { version: null, vectors: 5 } }))
    expect(all).toContain('# Conformance: impl --x')
    expect(all).toContain('Suite (no VERSION)')
    expect(all).toContain('could not be started: start: gone')
    expect(all).toContain('standard error (last lines)')
    expect(reportMarkdown(report([caseReport('a-1', 'pass')]))).toContain('— conforms')
  })

  it('JUnit XML: one suite per vector family, failures, errors and skips, escaped', () => {
    const xml = reportJunit(report(cases))
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<testsuites name="nachruecken conformance \(suite 1\.0\.0, level core\)" tests="7" failures="1" errors="2" skipped="3" time="1\.234">/)
    expect(xml).toContain('<testsuite name="rank" tests="2" failures="1" errors="0" skipped="0" time="0.024">')
    expect(xml).toContain('<testcase classname="conformance.rank" name="rank-001" time="0.012"/>')
    expect(xml).toContain('<failure message="successor, considered" type="difference">successor: expected &quot;A-2&quot;')
    expect(xml).toContain('<error message="no answer &lt;within&gt; 10 s" type="implementation">')
    expect(xml).toContain('stderr: Traceback  &amp; &quot;x&quot;')
    expect(xml).toContain('<skipped message="reading exclude"/>')
    expect(reportJunit(report([caseReport('a-1', 'skip')], { suite: { version: null, vectors: 1 } }))).toContain('suite ?')
    expect(reportJunit(report([caseReport('a-1', 'error')]))).toContain('<error message=""')
    expect(xmlEscape("a\u0000b\ud800c\udc00d\ud83d\ude00'")).toBe('abcd\ud83d\ude00&apos;')
  })

  it('the badge (shields.io endpoint format)', () => {
    expect(badge(report([caseReport('a-1', 'pass')]))).toEqual({ schemaVersion: 1, label: '§ 34 KWG core', message: '1/1 passed', color: 'brightgreen' })
    expect(badge(report(cases))).toEqual({ schemaVersion: 1, label: '§ 34 KWG core', message: '1/6 passed, 3 skipped', color: 'orange' })
    expect(badge(report([caseReport('a-1', 'fail')])).color).toBe('red')
  })
})

describe('the progress line', () => {
  it('writes only on a terminal, at most every interval, and clears itself', () => {
    const out: string[] = []
    let t = 0
    const p = progressLine((s) => out.push(s), true, () => t, 100)
    p.done()
    p.update('a')
    t = 50
    p.update('b')
    t = 150
    p.update('c')
    p.done()
    expect(out).toEqual(['\r\x1b[Ka', '\r\x1b[Kc', '\r\x1b[K'])
    const quiet: string[] = []
    const q = progressLine((s) => quiet.push(s), false)
    q.update('a')
    q.done()
    expect(quiet).toEqual([])
  })
})

describe('loading the suite', () => {
  it('reports broken files and folders by name; reads VERSION next to the vectors', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nachruecken-suite-'))
    const vectors = join(dir, 'vectors')
    mkdirSync(vectors)
    mkdirSync(join(vectors, 'a-folder.json'))
    const ok = { id: 'ok-001', description: 'fine', norms: [], readings: [], level: 'core', case: {}, expected: { error: { path: '', rule: null } } }
    writeFileSync(join(vectors, 'ok-001.json'), JSON.stringify(ok))
    writeFileSync(join(vectors, 'notes.txt'), 'ignored')
    writeFileSync(join(vectors, 'shape-001.json'), '{"id": 5}')
    writeFileSync(join(dir, 'VERSION'), '\n')
    const s = loadSuite(vectors)
    expect(s.version).toBeNull()
    expect(s.vectors.map((v) => v.id)).toEqual(['ok-001'])
    expect(s.problems).toEqual([
      { file: 'a-folder.json', message: 'cannot read the file' },
      { file: 'shape-001.json', message: '"id" must be a string' },
    ])
    writeFileSync(join(dir, 'VERSION'), '2.1.0\n')
    expect(loadSuite(vectors).version).toBe('2.1.0')
    expect(loadSuite(join(dir, 'missing'))).toMatchObject({ version: null, vectors: [], problems: [{ message: 'cannot read the folder (ENOENT)' }] })
    const shapes: Array<[unknown, RegExp]> = [
      [[], /JSON object/],
      [{ ...ok, id: 1 }, /"id"/],
      [{ ...ok, description: null }, /"description"/],
      [{ ...ok, norms: 'x' }, /"norms"/],
      [{ ...ok, readings: [1] }, /"readings"/],
      [{ ...ok, level: 'strict' }, /"level"/],
      [{ ...ok, case: undefined }, /"case"/],
      [{ ...ok, expected: null }, /"expected"/],
      [{ ...ok, expected: { error: { path: 1 } } }, /"expected"/],
      [{ ...ok, expected: { error: { path: '', rule: 5 } } }, /"expected"/],
      [{ ...ok, expected: { other: {} } }, /"expected"/],
    ]
    for (const [u, m] of shapes) expect(vectorOf(JSON.parse(JSON.stringify(u)) as unknown, 'f.json')).toMatch(m)
    expect(vectorOf({ ...ok, expected: { error: { path: 'p' } } }, 'f.json')).toMatchObject({ expected: { error: { path: 'p' } } })
    expect(vectorOf({ ...ok, expected: { audit: {} } }, 'f.json')).toMatchObject({ expected: { audit: {} } })
  })
})

describe.skipIf(!spawning || !python)('processes: limits, clean-up, and a session closed before it starts', () => {
  const py = (code: string) => ({ program: 'python3', args: ['-c', code], env: {} })

  it('an overlong line is garbage; the tail of standard error is kept, also without a final newline', async () => {
    const p = spawnLines(py('import sys; sys.stderr.write("one\\ntwo"); sys.stderr.flush(); sys.stdout.write("x" * 5000); sys.stdout.flush(); import time; time.sleep(30)'), undefined, 1000)
    expect(await p.next(10_000)).toEqual({ _tag: 'overlong' })
    expect(await p.exited(10_000)).toBe(true)
    expect(await p.exited(1)).toBe(true)
    expect(p.stderrTail()).toEqual(['one', 'two'])
    p.send('ignored after the end')
    p.kill()
    const s = openSession(py('import sys; sys.stdout.write("x" * 5000); sys.stdout.flush(); import time; time.sleep(30)'), { timeoutMs: 10_000, maxLine: 1000 })
    expect(await s.start()).toMatchObject({ _tag: 'failed', message: expect.stringMatching(/overlong line/) })
  })

  it('a process killed by a signal is reported with the signal', async () => {
    const s = openSession(py('import os, signal; os.kill(os.getpid(), signal.SIGKILL)'), { timeoutMs: 10_000 })
    expect(await s.start()).toMatchObject({ _tag: 'failed', message: 'start: the implementation exited (signal SIGKILL)' })
  })

  it('killAll ends every process still running; closing an unstarted session does nothing', async () => {
    const p = spawnLines(py('import time; time.sleep(30)'))
    killAll()
    expect(await p.exited(10_000)).toBe(true)
    expect(await p.next(1000)).toMatchObject({ _tag: 'exit', signal: 'SIGKILL' })
    const s = openSession(py('pass'), { timeoutMs: 1000 })
    await s.close()
    expect(s.starts()).toBe(0)
  })

  it('a run started through the session after a clean stop starts a new process', async () => {
    const s = openSession({ program: 'python3', args: [MISBEHAVING], env: {} }, { timeoutMs: 10_000 })
    expect((await s.run({ body: { name: 'ok' } }))._tag).toBe('result')
    await s.close()
    expect((await s.run({ body: { name: 'ok' } }))._tag).toBe('result')
    await s.close()
    expect(s.starts()).toBe(2)
  })

  it('fuzz: too many cases the implementation cannot answer is reported, progress is told', async () => {
    const s = openSession({ program: 'python3', args: [MISBEHAVING], env: {} }, { timeoutMs: 10_000 })
    const seen: string[] = []
    const r = await fuzz({
      session: s, commandText: 'x', runs: 5, seed: 1,
      arbitrary: fc.constant({ interpretation: { incompatibility: 'exclude' } }),
      onProgress: (p) => seen.push(p.phase),
    })
    await s.close()
    expect(r).toMatchObject({ _tag: 'unavailable', message: expect.stringMatching(/no comparable case/) })
    expect(seen.length).toBeGreaterThan(0)
    const t = openSession({ program: 'python3', args: [MISBEHAVING], env: {} }, { timeoutMs: 10_000 })
    const conf = await runConformance({ session: t, commandText: 'x', suite: { version: null, vectors: [], problems: [] }, level: 'core', onProgress: (d, n) => seen.push(`${d}/${n}`), now: () => 0 })
    expect(conf.summary).toMatchObject({ total: 0, selected: 0, conforms: false })
    expect(seen).toContain('0/0')
  })
})

describe('the runner and the fuzzer over a session without a process', () => {
  const fake = (answer: (c: unknown) => Answer): Session => ({
    start: async () => ({ _tag: 'ready', info: { ...info, readings: { incompatibility: ['proofPeriod'] } } }),
    run: async (c) => answer(c),
    close: async () => undefined,
    starts: () => 1,
  })

  it('the reading a case asks for, also of a case too broken to say', () => {
    expect(readingOf({ interpretation: { incompatibility: 'exclude' } })).toBe('exclude')
    for (const c of [null, 'x', {}, { interpretation: 1 }, { interpretation: { incompatibility: 2 } }]) expect(readingOf(c)).toBe('proofPeriod')
  })

  it('conformance: state and audit vectors go, with their answer kind, only to implementations that answer them', async () => {
    const asked: string[] = []
    const session = (answers?: ReadonlyArray<'determination' | 'state' | 'audit'>): Session => ({
      start: async () => ({ _tag: 'ready', info: { ...info, ...(answers === undefined ? {} : { answers }) } }) as const,
      run: async (_c, kind = 'determination') => {
        asked.push(kind)
        return { _tag: 'result', result: { format: `nachruecken.${kind}/1`, checked: 0 } }
      },
      close: async () => undefined,
      starts: () => 1,
    })
    const { answers: _, ...rest } = info
    void _
    const v = (id: string, expected: Vector['expected']): Vector => ({ ...vector(expected, 'core'), id, file: `${id}.json` })
    const suite = { version: null, vectors: [v('s-001', { state: {} }), v('a-001', { audit: { checked: 0 } }), v('d-001', { determination: { outcome: 'vacant' } })], problems: [] }
    const all = await runConformance({ session: session(['determination', 'state', 'audit']), commandText: 'x', suite, level: 'core' })
    expect(asked).toEqual(['state', 'audit', 'determination'])
    expect(all.cases.map((c) => c.status)).toEqual(['pass', 'pass', 'fail'])
    const only = await runConformance({ session: { ...session(), start: async () => ({ _tag: 'ready', info: rest }) }, commandText: 'x', suite, level: 'core' })
    expect(only.cases.map((c) => [c.status, c.selected, c.message])).toEqual([
      ['skip', false, 'the implementation does not answer state queries'],
      ['skip', false, 'the implementation does not answer audit queries'],
      ['fail', true, null],
    ])
  })

  it('conformance: broken cases are sent as they are; an unsupported reading is not selected', async () => {
    const v = (id: string, c: unknown): Vector => ({ ...vector({ error: { path: '' } }, 'core'), id, file: `${id}.json`, case: c })
    const r = await runConformance({
      session: fake(() => errs([{ path: '', rule: null }])),
      commandText: 'fake',
      suite: { version: '1.0.0', vectors: [v('a-001', 'x'), v('a-002', { interpretation: 1 }), v('a-003', { interpretation: { incompatibility: 'exclude' } })], problems: [] },
      level: 'core',
    })
    expect(r.cases.map((c) => [c.id, c.status, c.selected])).toEqual([['a-001', 'pass', true], ['a-002', 'pass', true], ['a-003', 'skip', false]])
    expect(r.summary.conforms).toBe(true)
  })

  it('fuzz: two implementations that reject alike agree', async () => {
    const r = await fuzz({ session: fake((c) => ({ _tag: 'result', result: ourResult(c) })), commandText: 'fake', runs: 20, seed: 3, arbitrary: fc.constantFrom('x', { interpretation: 1 }, null) })
    expect(r).toMatchObject({ _tag: 'agreed', runs: 20 })
  })
})
