// The survivors of the fresh oracle run of 2026-12-06
// (mutation/survivors-oracle-c-2026-12-06.txt). What is compared per kind and
// level is documented in the doc comment of src/oracle/views.ts (and
// spec/protocol.md, "What a fuzzer does"); the reports' sections in
// spec/conformance/README.md. Module-level values of src/oracle/views.ts (the
// formats) are read when the module loads, so every test imports it afresh and
// computes everything inside the test.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Answer } from '../src/oracle/answer.js'
import type { CaseReport, ConformanceReport, NormRow } from '../src/oracle/conformance.js'
import type { Vector } from '../src/oracle/suite.js'
import { vec } from './support/oracle-fakes.js'
import { dirname as dirOf, join as joinPath, relative as relPath } from 'node:path'
import { fileURLToPath as toPath } from 'node:url'
import { mkdirSync as mkDir, writeFileSync as writeFile } from 'node:fs'
import { readFileSync as readFile, readdirSync as readDir } from 'node:fs'
import { reportJunit } from '../src/oracle/report-junit.js'
import { reportMarkdown } from '../src/oracle/report-markdown.js'
import { spawnSync as spawnTar } from 'node:child_process'
import { tmpdir as tmpDir } from 'node:os'
import { tempDirs } from './support/temp-dirs.js'

const freshViews = async () => {
  vi.resetModules()
  return import('../src/oracle/views.js')
}

const state = {
  format: 'nachruecken.state/1',
  legalMemberCount: 7,
  counts: { members: 2 },
  members: [{ member: 'A', list: 'L', since: 'd1', basis: 'b', extra: 1 }, { member: 'B' }, 'odd', null],
  vacancies: [{ vacancy: 'V', status: 'due', leftOn: 'd2', determination: 'D', due: 'x', announced: 'y', objectionPeriodEnds: 'z', actionPeriod: 'p', objections: [], review: null, more: 1 }],
  rejected: [{ path: 'events[1]', code: 'c', rule: 'r', message: 'm' }],
  pendingProofs: ['P'],
  seats: [{ seat: 1 }],
}

const audit = {
  format: 'nachruecken.audit/1',
  checked: 3,
  findings: [{ event: 'e', rule: 'r', vacancy: 'v', date: 'd', recorded: 'R', lawful: 'L', note: 'n' }],
}

const determination = {
  format: 'nachruecken.determination/1',
  outcome: 'successor',
  successor: 'S',
  memberCount: { before: 6, after: 7 },
  considered: [{ candidate: 'C', verdict: 'passed', rule: 'r', why: 'w' }],
}

describe('the views that differential fuzzing compares', () => {
  it('compares a state in core by the legal member count, the counts, the members, the vacancies and the rejected events with their rule', async () => {
    const { viewOf } = await freshViews()
    expect(viewOf('state', 'core', state)).toStrictEqual({
      legalMemberCount: 7,
      counts: { members: 2 },
      members: [{ member: 'A', list: 'L', since: 'd1', basis: 'b' }, { member: 'B', list: null, since: null, basis: null }, { invalid: 'odd' }, { invalid: null }],
      vacancies: [{ vacancy: 'V', status: 'due', leftOn: 'd2' }],
      rejected: [{ path: 'events[1]', rule: 'r' }],
    })
  })

  it('compares a state in full also by the vacancies’ procedure, the pending proofs, the seats and the codes of rejected events', async () => {
    const { viewOf } = await freshViews()
    expect(viewOf('state', 'full', state)).toStrictEqual({
      legalMemberCount: 7,
      counts: { members: 2 },
      members: [{ member: 'A', list: 'L', since: 'd1', basis: 'b' }, { member: 'B', list: null, since: null, basis: null }, { invalid: 'odd' }, { invalid: null }],
      vacancies: [{ vacancy: 'V', status: 'due', leftOn: 'd2', determination: 'D', due: 'x', announced: 'y', objectionPeriodEnds: 'z', actionPeriod: 'p', objections: [], review: null }],
      rejected: [{ path: 'events[1]', code: 'c', rule: 'r' }],
      pendingProofs: ['P'],
      seats: [{ seat: 1 }],
    })
  })

  it('puts null for the missing parts of a state and no entries for missing lists', async () => {
    const { viewOf } = await freshViews()
    expect(viewOf('state', 'full', { format: 'nachruecken.state/1' })).toStrictEqual({
      legalMemberCount: null,
      counts: null,
      members: [],
      vacancies: [],
      rejected: [],
      pendingProofs: null,
      seats: null,
    })
  })

  it('compares an audit by the determinations checked and the findings’ event and rule in core, and also what was recorded and lawful in full', async () => {
    const { viewOf } = await freshViews()
    expect(viewOf('audit', 'core', audit)).toStrictEqual({ checked: 3, findings: [{ event: 'e', rule: 'r' }] })
    expect(viewOf('audit', 'full', audit)).toStrictEqual({ checked: 3, findings: [{ event: 'e', rule: 'r', vacancy: 'v', date: 'd', recorded: 'R', lawful: 'L' }] })
    expect(viewOf('audit', 'core', { format: 'nachruecken.audit/1' })).toStrictEqual({ checked: null, findings: [] })
  })

  it('compares a determination by outcome, successor and member count after, and in full also by the considered walk', async () => {
    const { viewOf } = await freshViews()
    expect(viewOf('determination', 'core', determination)).toStrictEqual({ outcome: 'successor', successor: 'S', after: 7 })
    expect(viewOf('determination', 'full', determination)).toStrictEqual({ outcome: 'successor', successor: 'S', after: 7, considered: [{ candidate: 'C', verdict: 'passed', rule: 'r' }] })
    expect(viewOf('determination', 'full', { format: 'nachruecken.determination/1' })).toStrictEqual({ outcome: null, successor: null, after: null, considered: [] })
  })

  it('sees a determination where a case must be rejected as decided', async () => {
    const { viewOf } = await freshViews()
    expect(viewOf('invalid', 'full', determination)).toStrictEqual({ decided: { outcome: 'successor', successor: 'S', after: 7 } })
  })

  it('sees an error document as rejected, with its errors’ path, code and rule where a case must be rejected', async () => {
    const { viewOf } = await freshViews()
    const error = { format: 'nachruecken.error/1', errors: [{ path: 'events[0]', code: 'c', rule: 'r', message: 'm' }] }
    expect(viewOf('invalid', 'core', error)).toStrictEqual({ rejected: [{ path: 'events[0]', code: 'c', rule: 'r' }] })
    expect(viewOf('state', 'core', error)).toStrictEqual({ rejected: true })
  })

  it('sees a state asked as an audit, an audit asked as a state and an unknown document only by their format', async () => {
    const { viewOf } = await freshViews()
    expect(viewOf('audit', 'core', state)).toStrictEqual({ format: 'nachruecken.state/1' })
    expect(viewOf('state', 'core', audit)).toStrictEqual({ format: 'nachruecken.audit/1' })
    expect(viewOf('determination', 'core', audit)).toStrictEqual({ format: 'nachruecken.audit/1' })
    expect(viewOf('state', 'core', {})).toStrictEqual({ format: null })
  })

  it('sees something that is not a document as invalid', async () => {
    const { viewOf } = await freshViews()
    expect(viewOf('state', 'core', 'text')).toStrictEqual({ invalid: 'text' })
    expect(viewOf('state', 'core', undefined)).toStrictEqual({ invalid: null })
    expect(viewOf('state', 'core', [1])).toStrictEqual({ invalid: [1] })
  })
})

describe('where the other implementation departs', () => {
  it('departs at the answer when the other implementation gives no result', async () => {
    const { departure } = await freshViews()
    expect(departure('audit', 'core', audit, { _tag: 'errored', message: 'boom' })).toStrictEqual({
      path: 'answer',
      expected: { checked: 3, findings: [{ event: 'e', rule: 'r' }] },
      actual: 'errored: boom',
    })
  })

  it('departs at the errors when the other rejects without our first error’s path and code (core) and rule (full)', async () => {
    const { departure } = await freshViews()
    const ours = { format: 'nachruecken.error/1', errors: [{ path: 'events[0]', code: 'c', rule: 'r' }] }
    const theirs = (errors: unknown[]) => ({ _tag: 'result' as const, result: { format: 'nachruecken.error/1', errors } })
    expect(departure('invalid', 'core', ours, theirs([{ path: 'events[0]', code: 'c', rule: 'other' }]))).toBeNull()
    expect(departure('invalid', 'full', ours, theirs([{ path: 'events[0]', code: 'c', rule: 'other' }]))).toStrictEqual({
      path: 'errors',
      expected: { path: 'events[0]', code: 'c', rule: 'r' },
      actual: [{ path: 'events[0]', code: 'c', rule: 'other' }],
    })
    expect(departure('invalid', 'core', ours, theirs([{ path: 'events[1]', code: 'c', rule: 'r' }]))).toStrictEqual({
      path: 'errors',
      expected: { path: 'events[0]', code: 'c' },
      actual: [{ path: 'events[1]', code: 'c', rule: 'r' }],
    })
  })

  it('departs where the other answer has more than ours, at the path of what it has more', async () => {
    const { departure } = await freshViews()
    const theirs = { _tag: 'result' as const, result: { ...state, counts: { members: 2, extra: 1 } } }
    expect(departure('state', 'core', state, theirs)).toStrictEqual({ path: 'counts.extra', expected: 1, actual: undefined })
  })
})

describe('the norm at a departure', () => {
  it('names the rule of the finding where the audits differ, at any index', async () => {
    const { normAt } = await freshViews()
    const findings = Array.from({ length: 12 }, (_, i) => ({ event: `e${i}`, rule: `r${i}` }))
    const ours = { format: 'nachruecken.audit/1', findings, rejected: [{ rule: 'wrong' }] }
    expect(normAt('audit', ours, {}, { path: 'findings[11].rule', expected: 1, actual: 2 })).toBe('r11')
    expect(normAt('audit', ours, {}, { path: 'findings[1]', expected: 1, actual: 2 })).toBe('r1')
    expect(normAt('audit', ours, {}, { path: 'findings', expected: 1, actual: 2 })).toBe('r0')
  })

  it('names the rule of the rejected event, taking the other answer’s where ours has none', async () => {
    const { normAt } = await freshViews()
    expect(normAt('state', { rejected: [] }, { rejected: [{ rule: 'theirs' }] }, { path: 'rejected[0].rule', expected: 1, actual: 2 })).toBe('theirs')
  })

  it('labels a departure outside the rejected events and findings with the kind and the path, or the document', async () => {
    const { normAt } = await freshViews()
    const ours = { rejected: [{ rule: 'r' }] }
    expect(normAt('state', ours, ours, { path: 'counts', expected: 1, actual: 2 })).toBe('(state: counts)')
    expect(normAt('state', ours, ours, { path: 'x.rejected[0]', expected: 1, actual: 2 })).toBe('(state: x.rejected[0])')
    expect(normAt('audit', ours, ours, { path: '', expected: 1, actual: 2 })).toBe('(audit: document)')
    expect(normAt('state', {}, {}, { path: 'rejected[0]', expected: 1, actual: 2 })).toBe('(state: rejected[0])')
  })

  it('names for a case that must be rejected the rule of our first error, or format and consistency', async () => {
    const { normAt } = await freshViews()
    const d = { path: 'errors', expected: 1, actual: 2 }
    expect(normAt('invalid', { errors: [{ path: 'p', code: 'c', rule: '§ 34 Abs. 1' }] }, {}, d)).toBe('§ 34 Abs. 1')
    expect(normAt('invalid', { errors: [{ path: 'p', code: 'c' }] }, {}, d)).toBe('(format and consistency)')
  })
})


const caseReport = (id: string, status: CaseReport['status'], o: Partial<CaseReport> = {}): CaseReport => ({
  id, file: `${id}.json`, description: '', norms: [], features: [], expectedFailure: false, level: 'core', status, selected: true, message: null, differences: [], stderr: [], durationMs: 0, ...o,
})
const confReport = (cases: CaseReport[], summary: ConformanceReport['summary'], norms: NormRow[], o: Partial<ConformanceReport> = {}): ConformanceReport => ({
  format: 'nachruecken.conformance-report/1', suite: { version: '1.4.0', vectors: cases.length }, selection: { filters: [], chosen: cases.length }, command: 'python3 impl.py', implementation: null,
  startProblem: null, startStderr: [], level: 'core', stopped: null, summary, norms, cases, durationMs: 0, ...o,
})

describe('the Markdown report of a run that stopped early, with expected failures', () => {
  const stoppedRun = (): ConformanceReport => {
    const cases = [
      caseReport('rank-001', 'pass', { expectedFailure: true }),
      caseReport('rank-002', 'fail', { expectedFailure: true, differences: [{ path: 'successor', expected: 'A', actual: 'B' }] }),
      caseReport('rank-003', 'error', { expectedFailure: true, message: 'crash' }),
      caseReport('rank-004', 'fail', { differences: [{ path: 'outcome', expected: 'vacant', actual: 'successor' }] }),
      caseReport('rank-005', 'notRun'),
      caseReport('rank-006', 'notRun'),
    ]
    return confReport(
      cases,
      { pass: 1, fail: 2, skip: 0, error: 1, notRun: 2, expectedFailures: 2, unexpectedPasses: 1, total: 6, selected: 6, conforms: false },
      [{ norm: 'kwg34.1.s1.rank', citation: '§ 34 Abs. 1 Satz 1 Hs. 1 KWG', pass: 1, fail: 2, skip: 0, error: 1, notRun: 2 }],
      { stopped: { reason: 'maxFail', message: 'stopped after 1 failing vector' } as unknown as ConformanceReport['stopped'], selection: { filters: ['--norm', 'kwg34.1.s1.rank'], chosen: 6 } },
    )
  }

  it('counts the vectors not reached as not run, and the expected failures and unexpected passes, in the headline', () => {
    const lines = reportMarkdown(stoppedRun()).split('\n')
    expect(lines[2]).toContain(' · 6 chosen by --norm kwg34.1.s1.rank')
    expect(lines[4]).toContain(', 2 not run of 6')
    expect(lines[4]).toContain(' (2 expected failures, 1 unexpectedly passing)')
  })

  it('gives the reason the run stopped early', () => {
    const lines = reportMarkdown(stoppedRun()).split('\n')
    expect(lines.slice(5, 8)).toStrictEqual(['', 'The run stopped early: stopped after 1 failing vector.', ''])
  })

  it('adds a not-run column to the table per norm and to the total', () => {
    const lines = reportMarkdown(stoppedRun()).split('\n')
    const at = lines.indexOf('| norm | citation | pass | fail | skip | error | not run |')
    expect(at).toBeGreaterThan(0)
    expect(lines.slice(at + 1, at + 4)).toStrictEqual([
      '|---|---|---:|---:|---:|---:|---:|',
      '| kwg34.1.s1.rank | § 34 Abs. 1 Satz 1 Hs. 1 KWG | 1 | 2 | 0 | 1 | 2 |',
      '| **all vectors** | | 1 | 2 | 0 | 1 | 2 |',
    ])
  })

  it('names the listed vectors that pass, to be removed from the list, and those failing as expected', () => {
    const text = reportMarkdown(stoppedRun())
    const lines = text.split('\n')
    const unexpected = lines.filter((l) => l.includes('rank-001'))
    expect(unexpected).toHaveLength(1)
    expect(unexpected[0]).toMatch(/^Listed as expected failures but passing \(remove them from the list\): rank-001$/)
    const expected = lines.filter((l) => l.startsWith('Failing as expected'))
    expect(expected).toStrictEqual(['Failing as expected (--expected-failures): rank-002, rank-003'])
    expect(lines[lines.indexOf(expected[0]!) + 1]).toBe('')
    expect(lines[lines.indexOf(unexpected[0]!) + 1]).toBe('')
    // only rank-004 is shown among the first differences
    expect(lines.filter((l) => l.startsWith('### '))).toStrictEqual([expect.stringMatching(/^### rank-004 /)])
  })

  it('counts one expected failure in the singular and writes no xfail clause without them', () => {
    const one = confReport([caseReport('a-1', 'fail', { expectedFailure: true })], { pass: 0, fail: 1, skip: 0, error: 0, notRun: 0, expectedFailures: 1, unexpectedPasses: 0, total: 1, selected: 1, conforms: true }, [])
    expect(reportMarkdown(one).split('\n')[4]).toContain(' (1 expected failure, 0 unexpectedly passing) — conforms')
    const oneUnexpected = confReport([caseReport('a-1', 'pass', { expectedFailure: true })], { pass: 1, fail: 0, skip: 0, error: 0, notRun: 0, expectedFailures: 0, unexpectedPasses: 1, total: 1, selected: 1, conforms: false }, [])
    expect(reportMarkdown(oneUnexpected).split('\n')[4]).toContain(' (0 expected failures, 1 unexpectedly passing)')
    const none = confReport([caseReport('a-1', 'pass')], { pass: 1, fail: 0, skip: 0, error: 0, notRun: 0, expectedFailures: 0, unexpectedPasses: 0, total: 1, selected: 1, conforms: true }, [])
    expect(reportMarkdown(none).split('\n')[4]).toBe('**1 passed**, 0 failed, 0 skipped, 0 errors of 1 (1 selected) — conforms')
    expect(reportMarkdown(none)).not.toContain('not run')
  })

  it('lists several listed vectors that pass, separated by commas, and counts as many expected failures as unexpected passes', () => {
    const r = confReport(
      [caseReport('a-1', 'pass', { expectedFailure: true }), caseReport('a-2', 'pass', { expectedFailure: true }), caseReport('a-3', 'fail', { expectedFailure: true }), caseReport('a-4', 'fail', { expectedFailure: true })],
      { pass: 2, fail: 2, skip: 0, error: 0, notRun: 0, expectedFailures: 2, unexpectedPasses: 2, total: 4, selected: 4, conforms: false },
      [],
    )
    const lines = reportMarkdown(r).split('\n')
    expect(lines).toContain('Listed as expected failures but passing (remove them from the list): a-1, a-2')
    expect(lines[4]).toContain(' (2 expected failures, 2 unexpectedly passing)')
  })

  it('shows the last lines of standard error of an implementation that could not be started', () => {
    const r = confReport([], { pass: 0, fail: 0, skip: 0, error: 0, notRun: 0, expectedFailures: 0, unexpectedPasses: 0, total: 0, selected: 0, conforms: false }, [], {
      startProblem: 'exited with 1',
      startStderr: ['Traceback', 'ImportError: x'],
    })
    const lines = reportMarkdown(r).split('\n')
    const at = lines.indexOf('The implementation could not be started: exited with 1')
    expect(lines.slice(at, at + 7)).toStrictEqual(['The implementation could not be started: exited with 1', '', '  standard error (last lines):', '', '      Traceback', '      ImportError: x', ''])
  })
})

describe('the JUnit report of expected failures', () => {
  it('shows a vector failing or erroring as expected as skipped, with the differing paths or the message', () => {
    const r = confReport(
      [
        caseReport('rank-002', 'fail', { expectedFailure: true, differences: [{ path: 'successor', expected: 'A', actual: 'B' }, { path: 'outcome', expected: 1, actual: 2 }] }),
        caseReport('rank-003', 'error', { expectedFailure: true, message: `crash ${'x'.repeat(300)}` }),
        caseReport('rank-004', 'fail', { differences: [{ path: 'outcome', expected: 1, actual: 2 }] }),
      ],
      { pass: 0, fail: 2, skip: 0, error: 1, notRun: 0, expectedFailures: 2, unexpectedPasses: 0, total: 3, selected: 3, conforms: false },
      [],
    )
    const xml = reportJunit(r)
    expect(xml).toContain('<testcase classname="conformance.rank" name="rank-002" time="0.000">\n      <skipped message="expected failure: successor, outcome"/>\n    </testcase>')
    expect(xml).toContain(`name="rank-003" time="0.000">\n      <skipped message="expected failure: crash ${'x'.repeat(194)}"/>\n    </testcase>`)
    expect(xml).toMatch(/<testsuites [^>]* tests="3" failures="1" errors="0" skipped="2"/)
  })

  it('shows an expected failure without a message as skipped with an empty reason', () => {
    const r = confReport([caseReport('rank-003', 'error', { expectedFailure: true, message: null })], { pass: 0, fail: 0, skip: 0, error: 1, notRun: 0, expectedFailures: 1, unexpectedPasses: 0, total: 1, selected: 1, conforms: true }, [])
    expect(reportJunit(r)).toContain('<skipped message="expected failure: "/>')
  })
})


const REPO = joinPath(dirOf(toPath(import.meta.url)), '..')
// the temporary folders of the tests below (packs, suites, schemas), removed when the file is done
const temp = tempDirs()

describe('packing the suite (npm run suite:pack)', () => {
  afterEach(() => {
    vi.doUnmock('node:child_process')
    vi.restoreAllMocks()
    vi.resetModules()
  })

  it('compresses the archive at gzip’s best level (header XFL 2, RFC 1952) and leaves no stage behind', async () => {
    vi.resetModules()
    const before = readDir(tmpDir()).filter((f) => f.startsWith('nachruecken-pack-')).length
    const { packSuite } = await import('../src/oracle/pack.js')
    const out = temp('oracle-c-pack-')
    const packed = packSuite(REPO, out)
    if (!('archive' in packed)) throw new Error(packed.problem)
    expect(readFile(packed.archive)[8]).toBe(2)
    expect(readDir(tmpDir()).filter((f) => f.startsWith('nachruecken-pack-')).length).toBe(before)
  }, 60_000)

  it('tries tar again without the deterministic flags when they fail, and reports tar’s message when that fails too', async () => {
    const calls: string[][] = []
    let results: Array<{ status: number; stdout: Buffer; stderr: Buffer | null; error?: Error }> = []
    vi.resetModules()
    vi.doMock('node:child_process', async (orig) => ({ ...(await orig<object>()), spawnSync: (_: string, args: string[]) => (calls.push(args), results.shift()) }))
    const { packSuite } = await import('../src/oracle/pack.js')
    const out = temp('oracle-c-pack-')
    results = [{ status: 2, stdout: Buffer.alloc(0), stderr: Buffer.from('unknown option --sort\n') }, { status: 0, stdout: Buffer.from('tar bytes'), stderr: null }]
    const packed = packSuite(REPO, out)
    expect(calls).toHaveLength(2)
    expect(calls[0]).toContain('--sort=name')
    expect(calls[1]!.slice(0, 3)).toStrictEqual(['-cf', '-', '-C'])
    expect(calls[1]![3]!.split(/[\\/]/).pop()).toMatch(/^nachruecken-pack-/)
    expect('archive' in packed).toBe(true)
    results = [{ status: 2, stdout: Buffer.alloc(0), stderr: Buffer.from('x') }, { status: 2, stdout: Buffer.alloc(0), stderr: Buffer.from(' no space left \n') }]
    expect(packSuite(REPO, out)).toStrictEqual({ problem: 'tar failed: no space left' })
    results = [{ status: 2, stdout: Buffer.alloc(0), stderr: null }, { status: 2, stdout: Buffer.alloc(0), stderr: null, error: new Error('spawn tar ENOENT') }]
    expect(packSuite(REPO, out)).toStrictEqual({ problem: 'tar failed: Error: spawn tar ENOENT' })
  })

  it('as a script, writes the archive’s path, or "suite:pack:" and the problem with exit code 1', async () => {
    const script = joinPath(REPO, 'src', 'oracle', 'pack.ts')
    const argv = process.argv
    const out = temp('oracle-c-pack-')
    const written: string[] = []
    vi.spyOn(process.stdout, 'write').mockImplementation((s) => (written.push(String(s)), true))
    vi.spyOn(process.stderr, 'write').mockImplementation((s) => (written.push(`stderr:${String(s)}`), true))
    const exitCode = process.exitCode
    try {
      vi.resetModules()
      vi.doMock('node:child_process', async (orig) => ({ ...(await orig<object>()), spawnSync: () => ({ status: 0, stdout: Buffer.from('tar bytes'), stderr: null }) }))
      process.argv = [argv[0]!, script, relPath(REPO, out)]
      await import('../src/oracle/pack.js')
      const version = readFile(joinPath(REPO, 'spec', 'conformance', 'VERSION'), 'utf8').trim()
      expect(written).toStrictEqual([`${joinPath(out, `nachruecken-conformance-${version}.tar.gz`)}\n`])
      written.length = 0
      vi.resetModules()
      vi.doMock('node:child_process', async (orig) => ({ ...(await orig<object>()), spawnSync: () => ({ status: 1, stdout: Buffer.alloc(0), stderr: Buffer.from('broken') }) }))
      await import('../src/oracle/pack.js')
      expect(written).toStrictEqual(['stderr:suite:pack: tar failed: broken\n'])
      expect(process.exitCode).toBe(1)
      // without a directory, into dist/ of the repository (writes into the repository are caught, it stays as it is)
      written.length = 0
      const writes: string[] = []
      vi.resetModules()
      vi.doMock('node:child_process', async (orig) => ({ ...(await orig<object>()), spawnSync: () => ({ status: 0, stdout: Buffer.from('tar bytes'), stderr: null }) }))
      vi.doMock('node:fs', async (orig) => {
        const fs = await orig<typeof import('node:fs')>()
        const inDist = (p: unknown) => String(p) === REPO || String(p).startsWith(`${REPO}/`) || String(p).startsWith(`${REPO}\\`)
        return {
          ...fs,
          mkdirSync: ((p: string, o: object) => (inDist(p) ? undefined : fs.mkdirSync(p, o))) as typeof fs.mkdirSync,
          writeFileSync: ((p: string, d: string) => (inDist(p) ? void writes.push(p) : fs.writeFileSync(p, d))) as typeof fs.writeFileSync,
        }
      })
      process.argv = [argv[0]!, script]
      await import('../src/oracle/pack.js')
      expect(writes).toStrictEqual([joinPath(REPO, 'dist', `nachruecken-conformance-${version}.tar.gz`)])
      vi.doUnmock('node:fs')
    } finally {
      process.argv = argv
      process.exitCode = exitCode
    }
  })
})


const vectorJson = (o: Record<string, unknown> = {}) => ({ id: 'rank-001', description: 'd', norms: ['kwg34.1'], readings: [], level: 'core', case: {}, expected: { determination: {} }, ...o })

describe('reading a vector file', () => {
  it('takes no features and no negative phase when they are absent, and the phase when given', async () => {
    vi.resetModules()
    const { vectorOf } = await import('../src/oracle/suite.js')
    expect(vectorOf(vectorJson(), 'f.json')).toMatchObject({ features: [], negative: null })
    expect(vectorOf(vectorJson({ negative: { phase: 'decode' } }), 'f.json')).toMatchObject({ negative: { phase: 'decode' } })
  })

  it('says that features must be strings and that negative must name its phase', async () => {
    vi.resetModules()
    const { vectorOf } = await import('../src/oracle/suite.js')
    expect(vectorOf(vectorJson({ features: [1] }), 'f.json')).toBe('"features" must be an array of strings')
    expect(vectorOf(vectorJson({ negative: { phase: 1 } }), 'f.json')).toBe('"negative" must be {"phase": …}')
    expect(vectorOf(vectorJson({ negative: 'decode' }), 'f.json')).toBe('"negative" must be {"phase": …}')
  })
})

describe('where the vectors are', () => {
  const packDir = (withVectors: boolean): { dir: string; archive: string } => {
    const dir = temp('oracle-c-suite-')
    mkDir(joinPath(dir, 'stage', 'nachruecken-conformance-9', withVectors ? 'vectors' : 'other'), { recursive: true })
    const archive = joinPath(dir, 'suite.tar.gz')
    spawnTar('tar', ['-czf', archive, '-C', joinPath(dir, 'stage'), 'nachruecken-conformance-9'])
    return { dir, archive }
  }

  it('unpacks an archive into a temporary folder and finds its vectors folder', async () => {
    vi.resetModules()
    const { locateVectors } = await import('../src/oracle/suite.js')
    const found = locateVectors(packDir(true).archive)
    if (!('dir' in found)) throw new Error(found.problem)
    const parts = found.dir.split(/[\\/]/)
    expect(parts.slice(-2)).toStrictEqual(['nachruecken-conformance-9', 'vectors'])
    expect(parts.at(-3)).toMatch(/^nachruecken-suite-/)
  })

  it('says that an archive without a vectors folder holds none, and that one that tar cannot read cannot be unpacked', async () => {
    vi.resetModules()
    const { locateVectors } = await import('../src/oracle/suite.js')
    expect(locateVectors(packDir(false).archive)).toStrictEqual({ problem: 'suite.tar.gz holds no vectors/ folder' })
    const { dir } = packDir(true)
    writeFile(joinPath(dir, 'junk.tgz'), 'not gzip')
    const junk = locateVectors(joinPath(dir, 'junk.tgz'))
    expect(junk).toMatchObject({ problem: expect.stringMatching(/^cannot unpack junk\.tgz: \S/) })
  })

  it('reads a folder whose name only contains .tgz as a folder', async () => {
    vi.resetModules()
    const { locateVectors } = await import('../src/oracle/suite.js')
    const dir = temp('oracle-c-suite-')
    mkDir(joinPath(dir, 'old.tgz.d', 'vectors'), { recursive: true })
    expect(locateVectors(joinPath(dir, 'old.tgz.d'))).toStrictEqual({ dir: joinPath(dir, 'old.tgz.d', 'vectors') })
  })

  it('says "tar failed" when tar fails without a word, and gives the spawn error when tar cannot run', async () => {
    let result: object = {}
    vi.resetModules()
    vi.doMock('node:child_process', async (orig) => ({ ...(await orig<object>()), spawnSync: () => result }))
    try {
      const { locateVectors } = await import('../src/oracle/suite.js')
      const { archive } = packDir(true)
      result = { status: 2, stderr: '  ' }
      expect(locateVectors(archive)).toStrictEqual({ problem: 'cannot unpack suite.tar.gz: tar failed' })
      result = { status: null, stderr: null, error: new Error('spawn tar ENOENT') }
      expect(locateVectors(archive)).toStrictEqual({ problem: 'cannot unpack suite.tar.gz: Error: spawn tar ENOENT' })
      result = { status: 2, stderr: 'gzip: bad\n' }
      expect(locateVectors(archive)).toStrictEqual({ problem: 'cannot unpack suite.tar.gz: gzip: bad' })
    } finally {
      vi.doUnmock('node:child_process')
      vi.resetModules()
    }
  })
})

describe('the vector skeleton of a divergence', () => {
  it('leaves the features empty, the negative phase and the expected error to fill in for a case that must be rejected', async () => {
    vi.resetModules()
    const { vectorSkeleton, EXPECTED_BY_HAND } = await import('../src/oracle/skeleton.js')
    const replay = { seed: 5, path: '0', command: 'x' }
    const divergence = { norm: 'kwg34.1.s1.trigger', where: 'errors' } as never
    const invalid = vectorSkeleton({}, divergence, replay, 'invalid')
    expect(invalid['features']).toStrictEqual([])
    expect(invalid['negative']).toStrictEqual({ phase: expect.stringMatching(/^FILL IN BY HAND: format, consistency or rule$/) })
    expect(invalid['expected']).toStrictEqual({ error: EXPECTED_BY_HAND })
    const state = vectorSkeleton({}, divergence, replay, 'state')
    expect('negative' in state).toBe(false)
    expect(state['expected']).toStrictEqual({ state: EXPECTED_BY_HAND })
    expect(vectorSkeleton({}, divergence, replay)['expected']).toBe(EXPECTED_BY_HAND)
  })
})

describe('choosing vectors', () => {
  it('chooses every vector with no filter and describes no filter', async () => {
    vi.resetModules()
    const { ALL, chooses, describeSelection } = await import('../src/oracle/select.js')
    expect(chooses(ALL, { id: 'rank-001', norms: [], features: [] })).toBe(true)
    expect(describeSelection(ALL)).toStrictEqual([])
  })

  it('reads a glob’s dot literally and its star as any run', async () => {
    const { globPattern } = await import('../src/oracle/select.js')
    expect(globPattern('rank-*').test('rank-001')).toBe(true)
    expect(globPattern('a.b').test('axb')).toBe(false)
    expect(globPattern('a.b').test('a.b')).toBe(true)
  })

  it('chooses a vector when one of its norms lies under a wanted norm', async () => {
    const { chooses } = await import('../src/oracle/select.js')
    expect(chooses({ ids: [], globs: [], norms: ['kwg34.1'], features: [] }, { id: 'x', norms: ['kwg34.1.s1', 'kwg34.2'], features: [] })).toBe(true)
  })

  it('refuses a line of the expected failures with more than an id or glob', async () => {
    const { parseExpectedFailures } = await import('../src/oracle/select.js')
    expect(parseExpectedFailures('rank-001 X', 'xf.txt')).toMatchObject({ _tag: 'Left' })
  })
})

describe('validating results against the schemas', () => {
  it('says --validate needs ajv when it cannot be loaded', async () => {
    vi.resetModules()
    vi.doMock('ajv/dist/2020.js', () => {
      throw new Error('Cannot find package ajv')
    })
    try {
      const { schemaValidator } = await import('../src/oracle/validate.js')
      expect(await schemaValidator(joinPath(REPO, 'spec', 'schema'))).toMatchObject({ left: '--validate needs the package ajv (npm install ajv)' })
    } finally {
      vi.doUnmock('ajv/dist/2020.js')
      vi.resetModules()
    }
  })

  it('names the document when the whole result breaks its schema, and checks nothing that is not a document', async () => {
    const { schemaValidator } = await import('../src/oracle/validate.js')
    const v = await schemaValidator(joinPath(REPO, 'spec', 'schema'))
    if (v._tag !== 'Right') throw new Error(v.left)
    expect(v.right({ format: 'nachruecken.determination/1' })).toMatch(/^nachruecken\.determination\/1: \(document\) \S/)
    expect(v.right(undefined)).toBeNull()
    expect(v.right(null)).toBeNull()
  })

  it('reads the schemas in the order of their file names', async () => {
    const { schemasByFormat } = await import('../src/oracle/validate.js')
    const dir = temp('oracle-c-schemas-')
    for (const n of ['m', 'c', 'x', 'a', 'q', 'b', 'z', 'e'])
      writeFile(joinPath(dir, `${n}.schema.json`), JSON.stringify({ $id: `https://x/${n}`, properties: { format: { const: `f.${n}/1` } } }))
    expect(schemasByFormat(dir).map((s) => s.id)).toStrictEqual(['a', 'b', 'c', 'e', 'm', 'q', 'x', 'z'].map((n) => `https://x/${n}`))
  })
})

describe('the badge of a run whose implementation could not be started', () => {
  it('says "not started" in red under the label of the level', async () => {
    const { badge } = await import('../src/oracle/badge.js')
    const r = confReport([caseReport('a-1', 'pass')], { pass: 1, fail: 0, skip: 0, error: 0, notRun: 0, expectedFailures: 0, unexpectedPasses: 0, total: 1, selected: 1, conforms: true }, [], { startProblem: 'exited with 1', level: 'full' })
    expect(badge(r)).toStrictEqual({ schemaVersion: 1, label: '§ 34 KWG full', message: 'not started', color: 'red' })
  })
})


describe('the last open mutants of oracle-c: compare, core-view, report-diff, report-compare', () => {
  it('a determination vector that expects the body to have ceased fails on an answer with another day, at the path ceased', async () => {
    vi.resetModules()
    const { judge } = await import('../src/oracle/compare.js')
    const vector = vec('ceased-1', { expected: { determination: { outcome: 'noSuccession', ceased: { on: '2027-03-01' } } } } as Partial<Vector>)
    const answer = (ceased: unknown): Answer => ({ _tag: 'result', result: { format: 'nachruecken.determination/1', outcome: 'noSuccession', ceased } })
    expect(judge(vector, answer({ on: '2027-03-01' }), 'core')).toEqual({ _tag: 'pass' })
    const v = judge(vector, answer({ on: '2027-04-01' }), 'core')
    expect(v._tag).toBe('fail')
    const paths = v._tag === 'fail' ? v.differences.map((d) => d.path) : []
    expect(paths).toHaveLength(1)
    expect(paths[0]).toMatch(/^ceased/)
  })

  it('two core views agree when both are rejected or both decided alike, and only then', async () => {
    vi.resetModules()
    const { sameCore } = await import('../src/oracle/core-view.js')
    const decided = (o: Record<string, unknown> = {}) => ({ _tag: 'decided' as const, outcome: 'successor', successor: 'A-2', after: 5, ...o })
    const rejected = { _tag: 'rejected' as const } as unknown as Parameters<typeof sameCore>[0]
    const invalid = { _tag: 'invalid' as const } as Parameters<typeof sameCore>[0]
    expect(sameCore(decided(), decided())).toBe(true)
    expect(sameCore(rejected, rejected)).toBe(true)
    expect(sameCore(decided(), decided({ outcome: 'vacant' }))).toBe(false)
    expect(sameCore(decided(), decided({ successor: 'A-3' }))).toBe(false)
    expect(sameCore(decided(), decided({ after: 4 }))).toBe(false)
    expect(sameCore(decided(), rejected)).toBe(false)
    expect(sameCore(rejected, decided())).toBe(false)
    expect(sameCore(invalid, invalid)).toBe(false)
    expect(sameCore(invalid, decided())).toBe(false)
    expect(sameCore(decided(), invalid)).toBe(false)
  })

  it('conformance diff: null is not a report; a missing list of differences reads as an empty one; new and removed vectors are named', async () => {
    vi.resetModules()
    const { casesOf, diffReports, reportDiff } = await import('../src/oracle/report-diff.js')
    expect(casesOf(null, 'old.json')).toEqual({ _tag: 'Left', left: 'old.json: not a JSON report of nachruecken conformance (format nachruecken.conformance-report/1)' })
    const report = (cases: unknown[]) => ({ format: 'nachruecken.conformance-report/1', cases })
    const old = casesOf(report([{ id: 'a', status: 'fail', differences: [] }]), 'old.json')
    const neu = casesOf(report([{ id: 'a', status: 'fail' }]), 'new.json')
    if (old._tag !== 'Right' || neu._tag !== 'Right') throw new Error('both reports read')
    expect(diffReports(old.right, neu.right).changed).toEqual([])
    const text = reportDiff({ newFailures: [{ id: 'b', was: null, now: 'fail' }], fixed: [], changed: [], added: ['b'], removed: ['c'] }, 'old.json', 'new.json')
    expect(text).toContain('- b: (new) → fail')
    expect(text).toContain('Removed: c')
  })

  it('conformance comparison: each norm row shows its own passed of all (pass + fail + error); no section of differing vectors when none differ', async () => {
    vi.resetModules()
    const { reportComparison } = await import('../src/oracle/report-compare.js')
    const summary = { pass: 3, fail: 1, skip: 0, error: 1, notRun: 0, conforms: false }
    const norms = [
      { norm: 'kwg34.1.s1', pass: 1, fail: 0, error: 0 },
      { norm: 'kwg34.1a', pass: 2, fail: 1, error: 1 },
    ]
    const run = { name: 'x', report: { command: 'x', summary, norms } }
    const text = reportComparison({ format: 'nachruecken.conformance-comparison/1', implementations: [run], differing: [], conforms: false } as unknown as Parameters<typeof reportComparison>[0])
    expect(text).toContain('| kwg34.1.s1 | 1/1 |')
    expect(text).toContain('| kwg34.1a | 2/4 |')
    expect(text).not.toContain('differ')
  })
})
