// The pieces of run control in process, without a process: choosing vectors,
// the list of expected failures, limits and the stop switch, the runner over
// fake sessions (limits, expected failures, schema validation, results in
// vector order with several sessions, a stop), the comparison of several
// implementations and the diff of two reports.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Answer } from '../src/oracle/answer.js'
import { type CaseReport, type ConformanceReport, runConformance } from '../src/oracle/conformance.js'
import { control, limitReached } from '../src/oracle/control.js'
import type { ImplementationInfo } from '../src/oracle/protocol.js'
import { compareRuns, reportComparison } from '../src/oracle/report-compare.js'
import { casesOf, diffReports, reportDiff } from '../src/oracle/report-diff.js'
import { ALL, chooses, describeSelection, expectsFailure, globPattern, normCovers, parseExpectedFailures, unknownIds } from '../src/oracle/select.js'
import type { Session } from '../src/oracle/session.js'
import type { Suite, Vector } from '../src/oracle/suite.js'
import { schemasByFormat, schemaValidator } from '../src/oracle/validate.js'
import { ROOT } from './support/vectors.js'

const v = (id: string, norms: string[] = [], features: string[] = []): Pick<Vector, 'id' | 'norms' | 'features'> => ({ id, norms, features })

describe('choosing vectors', () => {
  it('a glob matches the whole id: * any run, ? one character, everything else literally', () => {
    expect(globPattern('proc-*').test('proc-001')).toBe(true)
    expect(globPattern('proc-*').test('xproc-001')).toBe(false)
    expect(globPattern('a?c').test('abc')).toBe(true)
    expect(globPattern('a?c').test('abbc')).toBe(false)
    expect(globPattern('a.c').test('abc')).toBe(false)
    expect(globPattern('a+(b)').test('a+(b)')).toBe(true)
    expect(globPattern('*').test('')).toBe(true)
  })

  it('a norm covers itself and the norms under it at a dot, nothing else', () => {
    expect(normCovers('kwg34.4', 'kwg34.4.s1')).toBe(true)
    expect(normCovers('kwg34.4', 'kwg34.4')).toBe(true)
    expect(normCovers('kwg34.4', 'kwg34.41')).toBe(false)
    expect(normCovers('kwg34.4.s1', 'kwg34.4')).toBe(false)
  })

  it('within a kind any match chooses; the kinds given must all match; nothing given chooses all', () => {
    expect(chooses(ALL, v('x'))).toBe(true)
    const s = { ids: ['a-1'], globs: ['b-*'], norms: ['kwg25'], features: ['review', 'lot'] }
    expect(chooses(s, v('a-1', ['kwg25.1'], ['lot']))).toBe(true)
    expect(chooses(s, v('b-9', ['kwg25.2'], ['review']))).toBe(true)
    expect(chooses(s, v('c-1', ['kwg25.1'], ['lot']))).toBe(false)
    expect(chooses(s, v('a-1', ['kwg26'], ['lot']))).toBe(false)
    expect(chooses(s, v('a-1', ['kwg25.1'], ['majority']))).toBe(false)
    expect(chooses({ ...ALL, norms: ['kwg26'] }, v('z', ['kwg26']))).toBe(true)
    expect(chooses({ ...ALL, features: ['lot'] }, v('z'))).toBe(false)
    expect(describeSelection(s)).toEqual(['--id a-1', '--filter b-*', '--norm kwg25', '--feature review', '--feature lot'])
    expect(unknownIds(s, [v('a-1')])).toEqual([])
    expect(unknownIds({ ...ALL, ids: ['a-1', 'q'] }, [v('a-1')])).toEqual(['q'])
  })

  it('the list of expected failures: ids and globs, comments and blank lines ignored, CRLF too; anything else is named by file, line and column', () => {
    const e = parseExpectedFailures('# known\r\nrank-0?1\r\n\r\n  proc-*   # all of them\nlot-001', 'k.txt')
    expect(e).toEqual({ _tag: 'Right', right: { patterns: ['rank-0?1', 'proc-*', 'lot-001'] } })
    if (e._tag !== 'Right') throw new Error('parsed')
    expect(expectsFailure(e.right, 'rank-011')).toBe(true)
    expect(expectsFailure(e.right, 'proc-9')).toBe(true)
    expect(expectsFailure(e.right, 'lot-0011')).toBe(false)
    expect(parseExpectedFailures('a\nB-1\n', 'f')).toEqual({ _tag: 'Left', left: 'f:2:1: expected a vector id or a glob of [a-z0-9-*?], got "B-1"' })
    expect(parseExpectedFailures('', 'f')).toEqual({ _tag: 'Right', right: { patterns: [] } })
  })
})

describe('limits and the stop switch', () => {
  it('the first reason wins; a listener added after the stop is called at once; each listener once', () => {
    const c = control()
    const seen: string[] = []
    c.onStop((s) => seen.push(`a:${s.reason}`))
    expect(c.stopped()).toBeNull()
    c.stop('signal', 'by SIGTERM')
    c.stop('maxTime', 'later')
    expect(c.stopped()).toEqual({ reason: 'signal', message: 'by SIGTERM' })
    c.onStop((s) => seen.push(`b:${s.message}`))
    expect(seen).toEqual(['a:signal', 'b:by SIGTERM'])
  })

  it('a limit is reached at its count, failures before errors, with the count in the message', () => {
    expect(limitReached({}, 100, 100)).toBeNull()
    expect(limitReached({ maxFail: 2 }, 1, 9)).toBeNull()
    expect(limitReached({ maxFail: 2 }, 2, 0)).toEqual({ reason: 'maxFail', message: 'stopped after 2 failures (--max-fail 2)' })
    expect(limitReached({ maxFail: 1 }, 1, 0)?.message).toBe('stopped after 1 failure (--max-fail 1)')
    expect(limitReached({ maxError: 1 }, 5, 1)).toEqual({ reason: 'maxError', message: 'stopped after 1 error (--max-error 1)' })
    expect(limitReached({ maxError: 3 }, 0, 3)?.message).toBe('stopped after 3 errors (--max-error 3)')
    expect(limitReached({ maxFail: 1, maxError: 1 }, 1, 1)?.reason).toBe('maxFail')
  })
})

const info: ImplementationInfo = { name: 'fake', version: '1', language: 'none', readings: { incompatibility: ['proofPeriod'] }, levels: ['core'] }
const det = (outcome: string): Answer => ({ _tag: 'result', result: { format: 'nachruecken.determination/1', outcome } })
const fake = (answer: (tag: string) => Answer, strays: string[][] = []): Session & { ran: string[] } => {
  const ran: string[] = []
  return {
    ran,
    start: async () => ({ _tag: 'ready', info }),
    run: async (c) => {
      const tag = (c as { tag: string }).tag
      ran.push(tag)
      await new Promise((r) => setTimeout(r, tag.endsWith('slow') ? 20 : 1))
      return answer(tag)
    },
    close: async () => undefined,
    starts: () => 1,
    strays: () => strays.shift() ?? [],
  }
}
const vec = (id: string): Vector => ({ id, description: id, norms: [], readings: [], level: 'core', features: [], negative: null, case: { tag: id }, expected: { determination: { outcome: 'vacant' } }, file: `${id}.json` })
const suite = (...ids: string[]): Suite => ({ version: '1', vectors: ids.map(vec), problems: [] })
const byTag = (tag: string): Answer => (tag.startsWith('f') ? det('successor') : tag.startsWith('e') ? { _tag: 'errored', message: 'boom' } : det('vacant'))

describe('the runner over fake sessions', () => {
  it('limits stop taking vectors at once; the rest is not run, with the reason', async () => {
    const s = fake(byTag)
    const r = await runConformance({ session: s, commandText: 'f', suite: suite('p1', 'f1', 'p2', 'f2'), level: 'core', limits: { maxFail: 1 } })
    expect(r.cases.map((c) => c.status)).toEqual(['pass', 'fail', 'notRun', 'notRun'])
    expect(s.ran).toEqual(['p1', 'f1'])
    expect(r.cases[2]?.message).toBe('not run: stopped after 1 failure (--max-fail 1)')
    expect(r.summary).toMatchObject({ notRun: 2, conforms: false })
    const e = await runConformance({ session: fake(byTag), commandText: 'f', suite: suite('f1', 'e1', 'p1'), level: 'core', limits: { maxError: 1 } })
    expect(e.cases.map((c) => c.status)).toEqual(['fail', 'error', 'notRun'])
  })

  it('expected failures do not count against the limits or conformance; an unexpected pass does', async () => {
    const expected = { patterns: ['f*', 'e1', 'p2'] }
    const r = await runConformance({ session: fake(byTag), commandText: 'f', suite: suite('p1', 'f1', 'e1'), level: 'core', limits: { maxFail: 1, maxError: 1 }, expectedFailures: { patterns: ['f*', 'e1'] } })
    expect(r.cases.map((c) => [c.status, c.expectedFailure])).toEqual([['pass', false], ['fail', true], ['error', true]])
    expect(r.summary).toMatchObject({ expectedFailures: 2, unexpectedPasses: 0, conforms: true })
    const stale = await runConformance({ session: fake(byTag), commandText: 'f', suite: suite('p1', 'f1', 'p2'), level: 'core', expectedFailures: expected })
    expect(stale.summary).toMatchObject({ expectedFailures: 1, unexpectedPasses: 1, conforms: false })
  })

  it('validation turns a result that breaks its schema into an error; the validator sees every result', async () => {
    const seen: unknown[] = []
    const r = await runConformance({ session: fake(byTag), commandText: 'f', suite: suite('p1', 'p2'), level: 'core', validate: (u) => (seen.push(u), (seen.length === 2 ? 'bad' : null)) })
    expect(r.cases.map((c) => [c.status, c.message])).toEqual([['pass', null], ['error', 'the result does not match its JSON Schema: bad']])
    expect(seen).toHaveLength(2)
  })

  it('the JSON Schema validator of spec/schema: ours pass, a broken document fails with its path, other formats pass unchecked', async () => {
    const v0 = await schemaValidator(join(ROOT, 'spec', 'schema'))
    if (v0._tag !== 'Right') throw new Error(v0.left)
    expect(v0.right({ format: 'nachruecken.error/1', errors: [{ path: '', code: 'x', message: 'm', rule: null }] })).toBeNull()
    expect(v0.right({ format: 'nachruecken.error/1', errors: [{ path: '', code: 'x', message: 'm', rule: 'no-such-norm' }] })).toMatch(/^nachruecken\.error\/1: \/errors\/0\/rule /)
    expect(v0.right({ format: 'nachruecken.error/1', errors: [] })).toBe('nachruecken.error/1: /errors must NOT have fewer than 1 items')
    expect(v0.right({ format: 'other/1' })).toBeNull()
    expect(v0.right(null)).toBeNull()
    const none = await schemaValidator(join(ROOT, 'no-such-dir'))
    expect(none._tag === 'Right' && none.right({ format: 'nachruecken.error/1', errors: [] })).toBeNull()
  })

  it('the validator knows each schema of spec/schema by its $id, and each document format by the schema whose format constant it is', async () => {
    const schemas = schemasByFormat(join(ROOT, 'spec', 'schema'))
    const id = (name: string): string => `https://cdn.jsdelivr.net/npm/nachruecken/spec/schema/${name}.schema.json`
    expect(schemas.map((s) => s.id)).toEqual(['audit', 'case', 'determination', 'error', 'office', 'protocol-request', 'protocol-response', 'state'].map(id))
    expect(Object.fromEntries(schemas.flatMap((s) => (s.format === null ? [] : [[s.format, s.id]])))).toEqual({
      'nachruecken.audit/1': id('audit'),
      'nachruecken.case/1': id('case'),
      'nachruecken.determination/1': id('determination'),
      'nachruecken.error/1': id('error'),
      'nachruecken.office/1': id('office'),
      'nachruecken.state/1': id('state'),
    })
    // the state and audit documents are checked too: a state without its date breaks the schema
    const v = await schemaValidator(join(ROOT, 'spec', 'schema'))
    if (v._tag !== 'Right') throw new Error(v.left)
    expect(v.right({ format: 'nachruecken.state/1' })).toMatch(/^nachruecken\.state\/1: \(document\) must have required property /)
    expect(v.right({ format: 'nachruecken.audit/1' })).toMatch(/^nachruecken\.audit\/1: \(document\) must have required property /)
  })

  it('with several sessions the vectors are shared out and the results come in vector order, each final before the next is reported', async () => {
    const a = fake(byTag)
    const b = fake(byTag)
    const order: string[] = []
    const r = await runConformance({ session: a, sessions: [b], commandText: 'f', suite: suite('p1slow', 'p2', 'p3', 'p4slow', 'p5'), level: 'core', onResult: (c) => order.push(c.id) })
    expect(order).toEqual(['p1slow', 'p2', 'p3', 'p4slow', 'p5'])
    expect(r.cases.map((c) => c.id)).toEqual(order)
    expect(a.ran.length + b.ran.length).toBe(5)
    expect(a.ran.length).toBeGreaterThan(0)
    expect(b.ran.length).toBeGreaterThan(0)
  })

  it('lines after an answer make that vector an error (also a failure, which then counts as an error)', async () => {
    const s = fake(byTag, [[], [], ['{"x":1}'], ['a', 'b']])
    const r = await runConformance({ session: s, commandText: 'f', suite: suite('p1', 'f1', 'p2'), level: 'core', limits: { maxError: 2 } })
    expect(r.cases.map((c) => c.status)).toEqual(['pass', 'error', 'error'])
    expect(r.cases[1]?.message).toBe('printed a line after its answer that no request asked for: "{\\"x\\":1}"')
    expect(r.cases[1]?.differences).toEqual([])
    expect(r.cases[2]?.message).toBe('printed 2 lines after its answer that no request asked for: "a"')
    expect(r.summary.fail).toBe(0)
  })

  it('a stop aborts the sessions; what was answered is reported, the rest not run', async () => {
    const ctl = control()
    let aborted = 0
    const s: Session = { ...fake((tag) => (tag === 'p2' ? (ctl.stop('signal', 'stopped by SIGINT'), det('vacant')) : det('vacant'))), abort: () => void aborted++ }
    const r = await runConformance({ session: s, commandText: 'f', suite: suite('p1', 'p2', 'p3'), level: 'core', control: ctl })
    expect(r.cases.map((c) => c.status)).toEqual(['pass', 'pass', 'notRun'])
    expect(r.stopped).toEqual({ reason: 'signal', message: 'stopped by SIGINT' })
    expect(aborted).toBe(1)
  })
})

const caseOf = (id: string, status: CaseReport['status']): CaseReport => ({
  id, file: `${id}.json`, description: '', norms: ['kwg34.1.s1.rank'], features: [], level: 'core', status, selected: true, expectedFailure: false, message: null, differences: [], stderr: [], durationMs: 0,
})
const reportOf = (command: string, cases: CaseReport[], conforms: boolean): ConformanceReport => ({
  format: 'nachruecken.conformance-report/1', suite: { version: '1', vectors: cases.length }, selection: { filters: [], chosen: cases.length }, command, implementation: null,
  startProblem: null, startStderr: [], level: 'core', stopped: null,
  summary: { pass: cases.filter((c) => c.status === 'pass').length, fail: cases.filter((c) => c.status === 'fail').length, skip: 0, error: 0, notRun: 0, total: cases.length, selected: cases.length, expectedFailures: 0, unexpectedPasses: 0, conforms },
  norms: [{ norm: 'kwg34.1.s1.rank', citation: 'c', pass: cases.filter((c) => c.status === 'pass').length, fail: cases.filter((c) => c.status === 'fail').length, skip: 0, error: 0, notRun: 0 }],
  cases, durationMs: 0,
})

describe('several implementations side by side', () => {
  it('the vectors on which they differ, the table per norm with a column each, conforming only when all do', () => {
    const a = reportOf('a cmd', [caseOf('x-1', 'pass'), caseOf('x-2', 'pass')], true)
    const b = reportOf('b cmd', [caseOf('x-1', 'pass'), caseOf('x-2', 'fail')], false)
    const c = compareRuns([{ name: 'a', report: a }, { name: 'b', report: b }])
    expect(c.differing).toEqual([{ id: 'x-2', statuses: { a: 'pass', b: 'fail' } }])
    expect(c.conforms).toBe(false)
    expect(compareRuns([{ name: 'a', report: a }]).conforms).toBe(true)
    const md = reportComparison(c)
    expect(md).toBe(
      [
        '# Conformance of 2 implementations',
        '',
        '| implementation | command | passed | failed | skipped | errors | not run | conforms |',
        '|---|---|---:|---:|---:|---:|---:|---|',
        '| a | `a cmd` | 2 | 0 | 0 | 0 | 0 | yes |',
        '| b | `b cmd` | 1 | 1 | 0 | 0 | 0 | no |',
        '',
        '| norm | a | b |',
        '|---|---:|---:|',
        '| kwg34.1.s1.rank | 2/2 | 1/2 |',
        '',
        '## Vectors on which they differ',
        '',
        '| vector | a | b |',
        '|---|---|---|',
        '| x-2 | pass | fail |',
        '',
      ].join('\n'),
    )
    const only = compareRuns([{ name: 'a', report: a }, { name: 'c', report: reportOf('c', [caseOf('x-1', 'pass')], true) }])
    expect(only.differing).toEqual([{ id: 'x-2', statuses: { a: 'pass', c: null } }])
    expect(reportComparison(only)).toContain('| x-2 | pass | – |')
    expect(reportComparison(compareRuns([{ name: 'a', report: a }, { name: 'd', report: { ...a, norms: [] } }]))).toContain('| kwg34.1.s1.rank | 2/2 | – |')
  })
})

describe('the diff of two reports', () => {
  it('reads only JSON reports of the runner, naming what is wrong', () => {
    expect(casesOf({ format: 'x' }, 'f')).toEqual({ _tag: 'Left', left: 'f: not a JSON report of nachruecken conformance (format nachruecken.conformance-report/1)' })
    expect(casesOf([], 'f')._tag).toBe('Left')
    expect(casesOf({ format: 'nachruecken.conformance-report/1', cases: 1 }, 'f')._tag).toBe('Left')
    expect(casesOf({ format: 'nachruecken.conformance-report/1', cases: [{ id: 'a' }] }, 'f')).toEqual({ _tag: 'Left', left: 'f: cases[0] needs an "id" and a "status"' })
    expect(casesOf({ format: 'nachruecken.conformance-report/1', cases: [{ id: 'a', status: 1 }] }, 'f')._tag).toBe('Left')
    expect(casesOf({ format: 'nachruecken.conformance-report/1', cases: [null] }, 'f')._tag).toBe('Left')
    expect(casesOf({ format: 'nachruecken.conformance-report/1', cases: [{ id: 'a', status: 'pass' }] }, 'f')).toEqual({ _tag: 'Right', right: [{ id: 'a', status: 'pass', differences: '[]' }] })
  })

  it('new failures, fixed, changed status or differences, added and removed', () => {
    const s = (id: string, status: string, differences = '[]') => ({ id, status, differences })
    const d = diffReports(
      [s('a', 'pass'), s('b', 'fail'), s('c', 'fail', '[1]'), s('d', 'error'), s('e', 'pass'), s('g', 'skip')],
      [s('a', 'error'), s('b', 'pass'), s('c', 'fail', '[2]'), s('d', 'fail'), s('f', 'fail'), s('g', 'skip'), s('h', 'pass')],
    )
    expect(d).toEqual({
      newFailures: [{ id: 'a', was: 'pass', now: 'error' }, { id: 'f', was: null, now: 'fail' }],
      fixed: [{ id: 'b', was: 'fail', now: 'pass' }],
      changed: [{ id: 'c', was: 'fail', now: 'fail' }, { id: 'd', was: 'error', now: 'fail' }],
      added: ['f', 'h'],
      removed: ['e'],
    })
    expect(reportDiff(d, 'old', 'new')).toBe(
      [
        '# Conformance: old → new',
        '',
        '2 new failures, 1 fixed, 2 changed, 2 added, 1 removed',
        '',
        '## New failures (2)',
        '',
        '- a: pass → error',
        '- f: (new) → fail',
        '',
        '## Fixed (1)',
        '',
        '- b: fail → pass',
        '',
        '## Changed (2)',
        '',
        '- c: fail → fail',
        '- d: error → fail',
        '',
        'Added: f, h',
        '',
        'Removed: e',
        '',
      ].join('\n'),
    )
    expect(reportDiff(diffReports([s('a', 'pass')], [s('a', 'pass')]), 'x', 'y')).toBe('# Conformance: x → y\n\n0 new failures, 0 fixed, 0 changed, 0 added, 0 removed\n')
    expect(reportDiff(diffReports([], [s('a', 'fail')]), 'x', 'y')).toContain('1 new failure, 0 fixed')
  })
})
