// The exact text of the oracle's reports, as a tester reads them in CI: the
// Markdown summary of a conformance run, the JUnit XML, the fuzzing report
// and the progress line. Every report is built by hand from a few cases and
// compared whole, line by line; the expected lines follow the format
// described in spec/conformance/README.md ("The Markdown report has a table
// per norm …, then the first differences in detail …, then the other failing
// vectors by id, then the skipped ones by reason") and the doc comments of
// src/oracle/report-*.ts and progress.ts.
import { describe, expect, it } from 'vitest'
import type { CaseReport, ConformanceReport, NormRow } from '../src/oracle/conformance.js'
import type { FuzzReport } from '../src/oracle/fuzz.js'
import { progressLine } from '../src/oracle/progress.js'
import type { ImplementationInfo } from '../src/oracle/protocol.js'
import { reportFuzz } from '../src/oracle/report-fuzz.js'
import { reportJunit } from '../src/oracle/report-junit.js'
import { reportMarkdown } from '../src/oracle/report-markdown.js'

const acme: ImplementationInfo = { name: 'acme-kwg', version: '2.1.0', language: 'python', readings: { incompatibility: ['proofPeriod'] }, levels: ['core'] }

const caseReport = (id: string, status: CaseReport['status'], o: Partial<CaseReport> = {}): CaseReport => ({
  id, file: `${id}.json`, description: '', norms: [], features: [], expectedFailure: false, level: 'core', status, selected: true, message: null, differences: [], stderr: [], durationMs: 0, ...o,
})

// The summary and the norm rows are given by hand (not computed by
// normTable): the reports only print them, and these tests are about printing.
const report = (cases: CaseReport[], summary: ConformanceReport['summary'], norms: NormRow[], o: Partial<ConformanceReport> = {}): ConformanceReport => ({
  format: 'nachruecken.conformance-report/1', suite: { version: '1.4.0', vectors: cases.length }, selection: { filters: [], chosen: cases.length }, command: 'python3 impl.py', implementation: acme,
  startProblem: null, startStderr: [], level: 'core', stopped: null, summary, norms, cases, durationMs: 0, ...o,
})
const row = (norm: string, citation: string, pass: number, fail: number, skip: number, error: number): NormRow => ({ norm, citation, pass, fail, skip, error, notRun: 0 })

describe('the Markdown report', () => {
  it('a failing run: headline, table per norm, the first differences in full, the rest by id, skips grouped by reason', () => {
    const cases = [
      caseReport('rank-001', 'pass', { norms: ['kwg34.1.s1.rank'], description: 'the first on the list' }),
      caseReport('rank-002', 'fail', {
        norms: ['kwg34.1.s1.rank', 'kwg34.2.n1'],
        description: 'the second on the list',
        differences: [
          { path: 'successor', expected: 'A-2', actual: 'A-3' },
          // JSON of 398 letters is exactly 400 characters: shown whole;
          // JSON of 399 letters is 401: cut to its first 400 and marked "…".
          { path: 'considered[0].reason', expected: 'x'.repeat(398), actual: 'y'.repeat(399) },
        ],
      }),
      caseReport('trig-001', 'error', { message: 'no answer within 10 s', stderr: ['Traceback (most recent call last):', 'ValueError: x'] }),
      caseReport('trig-002', 'fail', { differences: [{ path: 'outcome', expected: 'vacant', actual: 'successor' }] }),
      caseReport('excl-001', 'skip', { selected: false, message: 'reading exclude not supported' }),
      caseReport('excl-002', 'skip', { selected: false, message: 'reading exclude not supported' }),
      caseReport('excl-003', 'skip', { message: null }),
      caseReport('excl-004', 'skip', { message: null }),
    ]
    const r = report(cases, { pass: 1, fail: 2, skip: 4, error: 1, notRun: 0, expectedFailures: 0, unexpectedPasses: 0, total: 8, selected: 6, conforms: false }, [
      row('kwg34.1.s1.rank', '§ 34 Abs. 1 Satz 1 Hs. 1 KWG', 1, 1, 0, 0),
      row('kwg34.2.n1', '§ 34 Abs. 2 KWG', 0, 1, 0, 0),
      row('(none)', 'format and consistency', 0, 1, 4, 1),
    ])
    expect(reportMarkdown(r, 2)).toBe(
      [
        '# Conformance: acme-kwg 2.1.0 (python)',
        '',
        'Suite 1.4.0 · 8 vectors · level core · command `python3 impl.py`',
        '',
        '**1 passed**, 2 failed, 4 skipped, 1 error of 8 (6 selected) — does not conform',
        '',
        '| norm | citation | pass | fail | skip | error |',
        '|---|---|---:|---:|---:|---:|',
        '| kwg34.1.s1.rank | § 34 Abs. 1 Satz 1 Hs. 1 KWG | 1 | 1 | 0 | 0 |',
        '| kwg34.2.n1 | § 34 Abs. 2 KWG | 0 | 1 | 0 | 0 |',
        '| (none) | format and consistency | 0 | 1 | 4 | 1 |',
        '| **all vectors** | | 1 | 2 | 4 | 1 |',
        '',
        // three vectors do not pass (fail or error), two are shown in full
        '## First differences (2 of 3)',
        '',
        // the head names the norms of the vector; then its description
        '### rank-002 — fail (kwg34.1.s1.rank, kwg34.2.n1)',
        '',
        'the second on the list',
        '',
        '- `successor`: expected "A-2", got "A-3"',
        `- \`considered[0].reason\`: expected "${'x'.repeat(398)}", got "${'y'.repeat(399)}…`,
        '',
        // no norms: no parentheses; no description: no description line;
        // the message and the last lines of standard error, indented as code
        '### trig-001 — error',
        '',
        '- no answer within 10 s',
        '',
        '  standard error (last lines):',
        '',
        '      Traceback (most recent call last):',
        '      ValueError: x',
        '',
        'Also not passing: trig-002',
        '',
        '## Skipped',
        '',
        // by reason, in order of first appearance; a skip without a message
        // is grouped under the empty reason
        '- reading exclude not supported: excl-001, excl-002',
        '- : excl-003, excl-004',
        '',
      ].join('\n'),
    )
  })

  it('exactly as many failing vectors as details: no "(n of m)", no "Also not passing"; the start problem before the table', () => {
    const gone = { message: 'start: gone', norms: ['kwg34.1.s1.rank'] }
    const cases = [caseReport('rank-001', 'error', { ...gone, description: 'the first on the list' }), caseReport('rank-002', 'error', gone)]
    const r = report(cases, { pass: 0, fail: 0, skip: 0, error: 2, notRun: 0, expectedFailures: 0, unexpectedPasses: 0, total: 2, selected: 2, conforms: false }, [row('kwg34.1.s1.rank', '§ 34 Abs. 1 Satz 1 Hs. 1 KWG', 0, 0, 0, 2)], {
      implementation: null, startProblem: 'start: gone', suite: { version: null, vectors: 2 }, level: 'full', command: './impl --serve',
    })
    expect(reportMarkdown(r, 2)).toBe(
      [
        // without an implementation info the headline names the command
        '# Conformance: ./impl --serve',
        '',
        'Suite (no VERSION) · 2 vectors · level full · command `./impl --serve`',
        '',
        '**0 passed**, 0 failed, 0 skipped, 2 errors of 2 (2 selected) — does not conform',
        '',
        'The implementation could not be started: start: gone',
        '',
        '| norm | citation | pass | fail | skip | error |',
        '|---|---|---:|---:|---:|---:|',
        '| kwg34.1.s1.rank | § 34 Abs. 1 Satz 1 Hs. 1 KWG | 0 | 0 | 0 | 2 |',
        '| **all vectors** | | 0 | 0 | 0 | 2 |',
        '',
        '## First differences',
        '',
        '### rank-001 — error (kwg34.1.s1.rank)',
        '',
        'the first on the list',
        '',
        '- start: gone',
        '',
        '### rank-002 — error (kwg34.1.s1.rank)',
        '',
        '- start: gone',
        '',
      ].join('\n'),
    )
  })

  it('a conforming run ends with the table: no differences, no skipped section, one final newline', () => {
    const r = report([caseReport('rank-001', 'pass', { norms: ['kwg34.1.s1.rank'] })], { pass: 1, fail: 0, skip: 0, error: 0, notRun: 0, expectedFailures: 0, unexpectedPasses: 0, total: 1, selected: 1, conforms: true }, [
      row('kwg34.1.s1.rank', '§ 34 Abs. 1 Satz 1 Hs. 1 KWG', 1, 0, 0, 0),
    ])
    expect(reportMarkdown(r)).toBe(
      [
        '# Conformance: acme-kwg 2.1.0 (python)',
        '',
        'Suite 1.4.0 · 1 vectors · level core · command `python3 impl.py`',
        '',
        '**1 passed**, 0 failed, 0 skipped, 0 errors of 1 (1 selected) — conforms',
        '',
        '| norm | citation | pass | fail | skip | error |',
        '|---|---|---:|---:|---:|---:|',
        '| kwg34.1.s1.rank | § 34 Abs. 1 Satz 1 Hs. 1 KWG | 1 | 0 | 0 | 0 |',
        '| **all vectors** | | 1 | 0 | 0 | 0 |',
        '',
      ].join('\n'),
    )
  })
})

describe('the JUnit XML report', () => {
  it('one testsuite per family; counts equal the testcase elements of each kind; failure, error and skipped escaped', () => {
    const cases = [
      caseReport('rank-001', 'pass', { durationMs: 12 }),
      caseReport('rank-002', 'fail', {
        durationMs: 30,
        differences: [
          { path: 'successor', expected: 'A-2', actual: 'A-3' },
          { path: 'memberCount.after', expected: 5, actual: null },
        ],
      }),
      caseReport('trig-001', 'error', { durationMs: 1500, message: 'exited with 1 <segfault> & "core"', stderr: ['line one', "it's"] }),
      caseReport('trig-002', 'skip', { message: null }),
      caseReport('trig-003', 'skip', { selected: false, message: 'reading exclude not supported' }),
    ]
    const r = report(cases, { pass: 1, fail: 1, skip: 2, error: 1, notRun: 0, expectedFailures: 0, unexpectedPasses: 0, total: 5, selected: 4, conforms: false }, [], { level: 'full', durationMs: 2345 })
    expect(reportJunit(r)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites name="nachruecken conformance (suite 1.4.0, level full)" tests="5" failures="1" errors="1" skipped="2" time="2.345">',
        // rank: 2 testcases, 1 failure; time 12 + 30 ms
        '  <testsuite name="rank" tests="2" failures="1" errors="0" skipped="0" time="0.042">',
        '    <testcase classname="conformance.rank" name="rank-001" time="0.012"/>',
        '    <testcase classname="conformance.rank" name="rank-002" time="0.030">',
        // the failure's message lists the differing paths, its text one
        // difference per line (JSON values, quotes escaped); no message line
        // when the case has none
        '      <failure message="successor, memberCount.after" type="difference">successor: expected &quot;A-2&quot;, got &quot;A-3&quot;',
        'memberCount.after: expected 5, got null</failure>',
        '    </testcase>',
        '  </testsuite>',
        // trig: 3 testcases, 1 error, 2 skipped; time 1500 + 0 + 0 ms
        '  <testsuite name="trig" tests="3" failures="0" errors="1" skipped="2" time="1.500">',
        '    <testcase classname="conformance.trig" name="trig-001" time="1.500">',
        // the error's text: the message, then each line of standard error
        '      <error message="exited with 1 &lt;segfault&gt; &amp; &quot;core&quot;" type="implementation">exited with 1 &lt;segfault&gt; &amp; &quot;core&quot;',
        'stderr: line one',
        'stderr: it&apos;s</error>',
        '    </testcase>',
        '    <testcase classname="conformance.trig" name="trig-002" time="0.000">',
        '      <skipped message=""/>',
        '    </testcase>',
        '    <testcase classname="conformance.trig" name="trig-003" time="0.000">',
        '      <skipped message="reading exclude not supported"/>',
        '    </testcase>',
        '  </testsuite>',
        '</testsuites>',
        '',
      ].join('\n'),
    )
  })

  it('the family is the id without its trailing number; an id without one is its own family', () => {
    // "one test suite per vector family (the id without its number)": only a
    // number at the end is the vector's number (rank-001 → rank). A broken
    // file such as "x-2-draft.json" has no number at its end.
    const r = report([caseReport('x-2-draft', 'pass'), caseReport('x-2-001', 'pass')], { pass: 2, fail: 0, skip: 0, error: 0, notRun: 0, expectedFailures: 0, unexpectedPasses: 0, total: 2, selected: 2, conforms: true }, [])
    const xml = reportJunit(r)
    expect(xml.match(/<testsuite name="[^"]*"/g)).toEqual(['<testsuite name="x-2-draft"', '<testsuite name="x-2"'])
    expect(xml).toContain('<testcase classname="conformance.x-2-draft" name="x-2-draft" time="0.000"/>')
    expect(xml).toContain('<testcase classname="conformance.x-2" name="x-2-001" time="0.000"/>')
  })

  it("an error's message attribute is the first 200 characters; the text keeps the whole message", () => {
    // Not documented in detail: the attribute is the one-line summary a CI
    // system lists, so it is kept short; the element's text has it all.
    const long = `${'m'.repeat(199)}&${'n'.repeat(50)}`
    const r = report([caseReport('trig-001', 'error', { message: long })], { pass: 0, fail: 0, skip: 0, error: 1, notRun: 0, expectedFailures: 0, unexpectedPasses: 0, total: 1, selected: 1, conforms: false }, [])
    const whole = `${'m'.repeat(199)}&amp;${'n'.repeat(50)}`
    expect(reportJunit(r)).toContain(`<error message="${'m'.repeat(199)}&amp;" type="implementation">${whole}</error>`)
  })
})

describe('the fuzzing report', () => {
  it('a disagreement: the run, the first divergence, both core answers, the replay command and the skeleton', () => {
    const r: FuzzReport = {
      _tag: 'disagreement',
      kind: 'determination',
      level: 'core',
      compared: 42,
      skipped: 0,
      flaky: [],
      stopped: null,
      more: [],
      seed: 7,
      runs: 42,
      shrinks: 3,
      case: {},
      ours: { format: 'nachruecken.error/1', errors: [{ path: 'vacancy.date', rule: 'kwg34.1.s1.trigger' }] },
      theirs: { _tag: 'result', result: { format: 'nachruecken.determination/1', outcome: 'successor', successor: 'A-2', memberCount: { after: 31 } } },
      // deliberately other texts than the core answers, so each line shows
      // where it comes from
      divergence: { norm: 'kwg34.1.s1.trigger', where: 'errors', ours: 'date rejected', theirs: 'date accepted' },
      replay: { seed: 7, path: '12:0:1', command: 'python3 impl.py' },
      skeleton: { id: 'todo-fuzz-7', norms: ['kwg34.1.s1.trigger'] },
    }
    expect(reportFuzz(r)).toBe(
      [
        'fuzz: disagreement after 42 generated cases (determination queries at level core, seed 7), shrunk in 3 steps to the case below.',
        '',
        'first divergence: kwg34.1.s1.trigger at errors',
        '  ours:   date rejected',
        '  theirs: date accepted',
        // core views (src/oracle/core-view.ts): "rejected: <path> [<rule>]"
        // and "outcome …, successor …, memberCount.after …"
        'core answers: ours rejected: vacancy.date [kwg34.1.s1.trigger]; theirs outcome successor, successor A-2, memberCount.after 31',
        '',
        "replay: nachruecken fuzz --impl 'python3 impl.py' --seed 7 --path '12:0:1'",
        '',
        'vector skeleton (for spec/conformance/vectors/; "expected" is left for a person to work out',
        "by hand from the law and spec/readings.md — neither implementation's output is the answer):",
        '',
        // JSON.stringify(…, null, 2)
        '{',
        '  "id": "todo-fuzz-7",',
        '  "norms": [',
        '    "kwg34.1.s1.trigger"',
        '  ]',
        '}',
        '',
      ].join('\n'),
    )
  })
})

describe('the progress line', () => {
  it('"at most every intervalMs": an update exactly one interval after the last is written', () => {
    const out: string[] = []
    let t = 0
    const p = progressLine((s) => out.push(s), true, () => t, 100)
    p.update('a')
    t = 100
    p.update('b')
    t = 199
    p.update('c')
    expect(out).toEqual(['\r\x1b[Ka', '\r\x1b[Kb'])
  })

  it('clears the line once: a second done writes nothing more', () => {
    const out: string[] = []
    const p = progressLine((s) => out.push(s), true, () => 0, 100)
    p.update('a')
    p.done()
    p.done()
    expect(out).toEqual(['\r\x1b[Ka', '\r\x1b[K'])
  })
})
