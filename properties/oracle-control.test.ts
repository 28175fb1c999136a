// Run control of `nachruecken conformance` (issue 21): choosing vectors
// (--id, --filter, --norm, --feature), stopping early (--fail-fast,
// --max-fail, --max-error, --max-time, SIGTERM) with the reports still
// written, results streamed as they come (--report jsonl, --out
// results.jsonl), several processes (--jobs) with results in vector order,
// several implementations side by side, smoke and diff, expected failures,
// schema validation, a suite archive, and the blame of lines nobody asked
// for. The implementations are the misbehaving one in properties/support/
// (slow, hanging, crashing, garbage, unsolicited lines) and this one.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { CommandSpec } from '../src/cli/args.js'
import { namedCommands, ORACLE_COMMANDS } from '../src/cli/oracle.js'
import type { CaseReport, ConformanceReport } from '../src/oracle/conformance.js'
import { archiveName, packSuite } from '../src/oracle/pack.js'
import { type CliRun, runOracleCli } from './support/run-cli.js'
import { ROOT } from './support/vectors.js'

const python = spawnSync('python3', ['--version']).status === 0
/** The mutation run leaves out the two tests that race a clock (a one-second limit, a signal) with real processes: under its load they measure the machine, and they mutate nothing of the law. */
const underMutation = process.env['NACHRUECKEN_MUTATION'] === '1'
const MISBEHAVING = `python3 ${join(ROOT, 'properties', 'support', 'misbehaving_impl.py')}`
const OURS = `node --import tsx ${join(ROOT, 'properties', 'support', 'cli-entry.ts')} oracle`
/** A usage error of a command as every command writes it (src/cli/args.ts): the command and the message, its usage line, the hint to its help. */
const usageOf = (spec: CommandSpec, message: string): string => `nachruecken ${spec.name}: ${message}\nUsage: ${spec.usage}\nTry: nachruecken ${spec.name} --help\n`

type Run = CliRun

/** `nachruecken conformance <args>` in process; `onArmed` is called with the stop function once the run is armed. */
const conformance = (args: ReadonlyArray<string>, onArmed?: (stop: (s: string) => void) => void): Promise<Run> =>
  runOracleCli(['conformance', ...args], ROOT, onArmed === undefined ? {} : { interrupt: onArmed })

interface Fixture {
  readonly id: string
  readonly name: string
  readonly norms?: ReadonlyArray<string>
  readonly features?: ReadonlyArray<string>
}

/** A suite folder (vectors/ and VERSION) whose vectors the misbehaving implementation answers by body name. */
const suiteOf = (fixtures: ReadonlyArray<Fixture>): string => {
  const dir = mkdtempSync(join(tmpdir(), 'nachruecken-control-'))
  mkdirSync(join(dir, 'vectors'))
  writeFileSync(join(dir, 'VERSION'), '9.1.0\n')
  for (const f of fixtures)
    writeFileSync(
      join(dir, 'vectors', `${f.id}.json`),
      JSON.stringify({
        id: f.id,
        description: `behaviour ${f.name} of ${f.id}`,
        norms: f.norms ?? [],
        readings: [],
        level: 'core',
        features: f.features ?? [],
        case: { body: { name: f.name } },
        expected: f.name === 'fail' ? { determination: { outcome: 'successor' } } : { determination: { outcome: 'vacant', memberCount: { after: 2 } } },
      }),
    )
  return dir
}

const json = (r: Run): ConformanceReport => JSON.parse(r.out) as ConformanceReport
const statuses = (r: ConformanceReport): Array<[string, string]> => r.cases.map((c) => [c.id, c.status])

describe('the commands are declared as data (name, summary, usage, examples, parseArgs options, positionals)', () => {
  it('each oracle command has a usage line naming it and two or three examples of it; the run-control flags are declared for conformance and fuzz', () => {
    for (const spec of Object.values(ORACLE_COMMANDS)) {
      expect(spec.usage.startsWith(`nachruecken ${spec.name}`)).toBe(true)
      expect(spec.examples.length, spec.name).toBeGreaterThanOrEqual(2)
      expect(spec.examples.length, spec.name).toBeLessThanOrEqual(3)
      for (const e of spec.examples) expect(e, spec.name).toMatch(/^(echo .* \| )?nachruecken /)
      // every option is described in the help
      for (const o of Object.keys(spec.options)) expect(spec.describe?.[o], `${spec.name} --${o}`).toMatch(/\w/)
    }
    // smoke and diff are subcommands of conformance
    expect(ORACLE_COMMANDS.conformance.subcommands).toEqual([ORACLE_COMMANDS.smoke, ORACLE_COMMANDS.diff])
    for (const flag of ['impl', 'level', 'fail-fast', 'max-fail', 'max-error', 'max-time', 'jobs', 'norm', 'timeout'])
      for (const name of ['conformance', 'fuzz'] as const) expect(Object.keys(ORACLE_COMMANDS[name].options), `${name} --${flag}`).toContain(flag)
    for (const flag of ['id', 'filter', 'feature', 'out', 'report', 'vectors', 'expected-failures', 'validate']) expect(Object.keys(ORACLE_COMMANDS.conformance.options)).toContain(flag)
    expect(ORACLE_COMMANDS.diff.positionals).toEqual(['OLD.json', 'NEW.json'])
  })

  it('--impl NAME=COMMAND names an implementation (a lower-case label); an upper-case NAME=value stays an environment assignment; unnamed ones are named by their program', () => {
    expect(namedCommands(['py=python3 h.py', 'FOO=1 node x.js', 'node y.js'])).toEqual([
      { name: 'py', text: 'python3 h.py', command: { program: 'python3', args: ['h.py'], env: {} } },
      { name: 'node', text: 'FOO=1 node x.js', command: { program: 'node', args: ['x.js'], env: { FOO: '1' } } },
      { name: 'node-2', text: 'node y.js', command: { program: 'node', args: ['y.js'], env: {} } },
    ])
    expect(namedCommands(['a=x', 'a=y'])).toBe('--impl: the name a is given twice')
    expect(namedCommands(['a="x'])).toBe('--impl: unterminated " quote in the command')
  })
})

describe('conformance: usage errors of the new flags exit 2', () => {
  it('counts must be positive integers, times positive numbers; an unknown --id names what is missing; a bad list of expected failures names file, line and column', async () => {
    const dir = suiteOf([{ id: 'a-001', name: 'ok' }])
    for (const [flag, message] of [
      ['--max-fail', '--max-fail must be a positive integer'],
      ['--max-error', '--max-error must be a positive integer'],
      ['--jobs', '--jobs must be a positive integer'],
    ] as const)
      for (const v of ['0', '-1', '1.5', 'x']) expect(await conformance(['--impl', 'x', `${flag}=${v}`, '--vectors', dir])).toEqual({ code: 2, out: '', err: usageOf(ORACLE_COMMANDS.conformance, message) })
    for (const v of ['0', '-2', 'x']) expect((await conformance(['--impl', 'x', `--max-time=${v}`])).err).toBe(usageOf(ORACLE_COMMANDS.conformance, '--max-time must be a positive number of seconds'))
    expect((await conformance(['--impl', 'x', '--vectors', dir, '--id', 'a-001', '--id', 'b-009'])).err).toBe(usageOf(ORACLE_COMMANDS.conformance, '--id: no vector b-009 in the suite'))
    const list = join(dir, 'known.txt')
    writeFileSync(list, '# known\na-001\nNot An Id\n')
    expect((await conformance(['--impl', 'x', '--vectors', dir, '--expected-failures', list])).err).toBe(usageOf(ORACLE_COMMANDS.conformance, `--expected-failures: ${list}:3:1: expected a vector id or a glob of [a-z0-9-*?], got "Not An Id"`))
    expect((await conformance(['--impl', 'x', '--vectors', dir, '--expected-failures', join(dir, 'none.txt')])).err).toBe(usageOf(ORACLE_COMMANDS.conformance, `--expected-failures: cannot read ${join(dir, 'none.txt')} (ENOENT)`))
  })
})

describe.skipIf(!python)('conformance: choosing vectors', () => {
  const dir = suiteOf([
    { id: 'rank-001', name: 'ok', norms: ['kwg34.1.s1.rank'], features: ['tie'] },
    { id: 'rank-002', name: 'ok', norms: ['kwg34.1.s1.tie'] },
    { id: 'proc-001', name: 'ok', norms: ['kwg34.4.s1'], features: ['review'] },
    { id: 'proc-002', name: 'ok', norms: ['kwg34.4.s3'], features: ['review', 'inaction'] },
    { id: 'lot-001', name: 'ok', norms: ['kwg34.1a.lot'], features: ['lot', 'majority'] },
  ])
  const chosen = async (...filters: string[]): Promise<ConformanceReport> => json(await conformance(['--impl', MISBEHAVING, '--vectors', dir, '--report', 'json', ...filters]))

  it('--id and --filter (repeatable) choose by id or glob; --norm by a norm or the norms under it; --feature by feature; the kinds of filter combine', async () => {
    expect((await chosen('--id', 'rank-002', '--id', 'lot-001')).cases.map((c) => c.id)).toEqual(['lot-001', 'rank-002'])
    expect((await chosen('--filter', 'proc-*')).cases.map((c) => c.id)).toEqual(['proc-001', 'proc-002'])
    expect((await chosen('--filter', 'rank-00?', '--id', 'lot-001')).cases.map((c) => c.id)).toEqual(['lot-001', 'rank-001', 'rank-002'])
    expect((await chosen('--norm', 'kwg34.4')).cases.map((c) => c.id)).toEqual(['proc-001', 'proc-002'])
    expect((await chosen('--norm', 'kwg34.1.s1')).cases.map((c) => c.id)).toEqual(['rank-001', 'rank-002'])
    expect((await chosen('--norm', 'kwg34.1.s')).cases.map((c) => c.id)).toEqual([])
    expect((await chosen('--feature', 'review')).cases.map((c) => c.id)).toEqual(['proc-001', 'proc-002'])
    expect((await chosen('--feature', 'review', '--norm', 'kwg34.4.s3')).cases.map((c) => c.id)).toEqual(['proc-002'])
  })

  it('the report names the suite with its VERSION, its size, and what the filters chose', async () => {
    const r = await chosen('--filter', 'proc-*', '--norm', 'kwg34.4')
    expect(r.suite).toEqual({ version: '9.1.0', vectors: 5 })
    expect(r.selection).toEqual({ filters: ['--filter proc-*', '--norm kwg34.4'], chosen: 2 })
    const md = await conformance(['--impl', MISBEHAVING, '--vectors', dir, '--filter', 'proc-*'])
    expect(md.out).toContain('Suite 9.1.0 · 5 vectors · 2 chosen by --filter proc-* · level core')
  })
})

describe.skipIf(!python)('conformance: stopping early, with the reports written', () => {
  it('--fail-fast stops after the first failure; the rest is not run; exit 1', async () => {
    const dir = suiteOf(['ok', 'fail', 'ok', 'fail', 'ok'].map((name, i) => ({ id: `s-00${i + 1}`, name })))
    const r = await conformance(['--impl', MISBEHAVING, '--vectors', dir, '--report', 'json', '--fail-fast'])
    expect(r.code).toBe(1)
    const report = json(r)
    expect(statuses(report)).toEqual([['s-001', 'pass'], ['s-002', 'fail'], ['s-003', 'notRun'], ['s-004', 'notRun'], ['s-005', 'notRun']])
    expect(report.stopped).toEqual({ reason: 'maxFail', message: 'stopped after 1 failure (--max-fail 1)' })
    expect(report.summary).toMatchObject({ pass: 1, fail: 1, notRun: 3, selected: 5, conforms: false })
    expect(r.err).toContain('conformance: 1 passed, 1 failed, 0 skipped, 0 errors, 3 not run — does not conform\nconformance: stopped after 1 failure (--max-fail 1)\n')
    const two = json(await conformance(['--impl', MISBEHAVING, '--vectors', dir, '--report', 'json', '--max-fail', '2']))
    expect(statuses(two).map(([, s]) => s)).toEqual(['pass', 'fail', 'pass', 'fail', 'notRun'])
  })

  it('--max-error counts implementation errors (a crash keeps its standard error in the report), not failures', async () => {
    const dir = suiteOf(['fail', 'crash', 'ok', 'garbage', 'ok'].map((name, i) => ({ id: `e-00${i + 1}`, name })))
    const r = json(await conformance(['--impl', MISBEHAVING, '--vectors', dir, '--report', 'json', '--max-error', '2']))
    expect(statuses(r).map(([, s]) => s)).toEqual(['fail', 'error', 'pass', 'error', 'notRun'])
    expect(r.cases[1]?.stderr).toContain('Traceback: boom')
    expect(r.stopped?.reason).toBe('maxError')
  })

  it.skipIf(underMutation)('--max-time: a slow implementation is stopped at the limit, and results.jsonl and the four reports are written (exit 1)', async () => {
    // 20 answers of 0.3 s each take 6 s; the limit of 3 s leaves room for the start on a loaded machine
    const dir = suiteOf(Array.from({ length: 20 }, (_, i) => ({ id: `t-0${String(i + 1).padStart(2, '0')}`, name: 'slow' })))
    const out = join(dir, 'out')
    const r = await conformance(['--impl', MISBEHAVING, '--vectors', dir, '--out', out, '--max-time', '3'])
    expect(r.code).toBe(1)
    const report = JSON.parse(readFileSync(join(out, 'conformance.json'), 'utf8')) as ConformanceReport
    expect(report.stopped).toEqual({ reason: 'maxTime', message: 'stopped at the time limit (--max-time 3 s)' })
    expect(report.summary.pass).toBeGreaterThan(0)
    expect(report.summary.notRun).toBeGreaterThan(0)
    expect(report.summary.pass + report.summary.notRun).toBe(20)
    const lines = readFileSync(join(out, 'results.jsonl'), 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as CaseReport)
    expect(lines.map((c) => c.id)).toEqual(report.cases.map((c) => c.id))
    for (const f of ['conformance.junit.xml', 'conformance.md', 'badge.json']) expect(existsSync(join(out, f)), f).toBe(true)
    expect(readFileSync(join(out, 'conformance.md'), 'utf8')).toContain('The run stopped early: stopped at the time limit (--max-time 3 s).')
  })

  it.skipIf(underMutation)('SIGTERM to a real run: the reports are written, the rest is not run, exit 130', async () => {
    const dir = suiteOf(Array.from({ length: 12 }, (_, i) => ({ id: `g-0${String(i + 1).padStart(2, '0')}`, name: 'slow' })))
    const out = join(dir, 'out')
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'properties', 'support', 'cli-entry.ts'), 'conformance', '--impl', MISBEHAVING, '--vectors', dir, '--out', out], { cwd: ROOT })
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    const results = join(out, 'results.jsonl')
    for (let i = 0; i < 600 && !(existsSync(results) && readFileSync(results, 'utf8').length > 0); i++) await new Promise((r) => setTimeout(r, 50))
    child.kill('SIGTERM')
    expect(await exited).toBe(130)
    const report = JSON.parse(readFileSync(join(out, 'conformance.json'), 'utf8')) as ConformanceReport
    expect(report.stopped).toEqual({ reason: 'signal', message: 'stopped by SIGTERM' })
    expect(report.summary.pass).toBeGreaterThan(0)
    expect(report.summary.notRun).toBeGreaterThan(0)
  })

  it('a stop from a signal in process: the run ends, is reported as stopped, exit 130', async () => {
    const dir = suiteOf(Array.from({ length: 6 }, (_, i) => ({ id: `i-00${i + 1}`, name: 'slow' })))
    const r = await conformance(['--impl', MISBEHAVING, '--vectors', dir, '--report', 'json'], (stop) => setTimeout(() => stop('SIGINT'), 500))
    expect(r.code).toBe(130)
    expect(json(r).stopped).toEqual({ reason: 'signal', message: 'stopped by SIGINT' })
  })
})

describe.skipIf(!python)('conformance: results as they come, several processes, several implementations', () => {
  it('--report jsonl prints one JSON line per vector, in vector order; with --jobs 3 too, and faster than one process', async () => {
    const dir = suiteOf(Array.from({ length: 9 }, (_, i) => ({ id: `j-00${i + 1}`, name: i % 3 === 1 ? 'ok' : 'slow' })))
    const t0 = Date.now()
    const one = await conformance(['--impl', MISBEHAVING, '--vectors', dir, '--report', 'jsonl'])
    const t1 = Date.now()
    const three = await conformance(['--impl', MISBEHAVING, '--vectors', dir, '--report', 'jsonl', '--jobs', '3'])
    const t2 = Date.now()
    for (const r of [one, three]) {
      expect(r.code).toBe(0)
      const lines = r.out.trimEnd().split('\n').map((l) => JSON.parse(l) as CaseReport)
      expect(lines.map((c) => [c.id, c.status])).toEqual(Array.from({ length: 9 }, (_, i) => [`j-00${i + 1}`, 'pass']))
    }
    // six slow cases of 0.3 s: about 1.8 s in one process, about 0.6 s in three (plus start-up)
    expect(t2 - t1).toBeLessThan(t1 - t0)
  })

  it('repeated --impl runs each and puts them side by side; --out holds a folder per implementation and the comparison', async () => {
    const dir = suiteOf([{ id: 'm-001', name: 'ok', norms: ['kwg34.1.s1.rank'] }, { id: 'm-002', name: 'fail', norms: ['kwg34.1.s1.rank'] }])
    const out = join(dir, 'out')
    const r = await conformance(['--impl', `good=${MISBEHAVING}`, '--impl', `bad=${MISBEHAVING} normal`, '--vectors', dir, '--out', out])
    expect(r.code).toBe(1)
    expect(r.out).toContain('# Conformance of 2 implementations')
    expect(r.out).toContain('| norm | good | bad |')
    expect(r.out).toContain('| kwg34.1.s1.rank | 1/2 | 1/2 |')
    expect(r.err).toContain('conformance good: 1 passed, 1 failed')
    expect(r.err).toContain('conformance bad: 1 passed, 1 failed')
    for (const f of ['good/conformance.json', 'good/results.jsonl', 'bad/conformance.md', 'comparison.json', 'comparison.md']) expect(existsSync(join(out, f)), f).toBe(true)
    const comparison = JSON.parse(readFileSync(join(out, 'comparison.json'), 'utf8')) as { format: string; differing: unknown[]; conforms: boolean }
    expect(comparison).toMatchObject({ format: 'nachruecken.conformance-comparison/1', differing: [], conforms: false })
  })
})

describe.skipIf(!python)('conformance: blame and what is kept', () => {
  it('a line printed after an answer is an error of the vector it followed, not of the next; a line without seq is an error of the request asked', async () => {
    const dir = suiteOf(['unsolicited', 'ok', 'no-seq', 'ok'].map((name, i) => ({ id: `b-00${i + 1}`, name })))
    const r = json(await conformance(['--impl', MISBEHAVING, '--vectors', dir, '--report', 'json']))
    expect(statuses(r)).toEqual([['b-001', 'error'], ['b-002', 'pass'], ['b-003', 'error'], ['b-004', 'pass']])
    expect(r.cases[0]?.message).toBe('printed a line after its answer that no request asked for: "{\\"log\\": \\"decided\\"}"')
    expect(r.cases[2]?.message).toMatch(/^printed a line without "seq" while seq \d+ was asked: \{"result"/)
  })
})

describe.skipIf(!python)('conformance: expected failures and schema validation', () => {
  it('--expected-failures: listed failures keep the run conforming; a listed vector that passes makes it fail (the list is out of date)', async () => {
    const dir = suiteOf([{ id: 'x-001', name: 'ok' }, { id: 'x-002', name: 'fail' }, { id: 'x-003', name: 'crash' }])
    const list = join(dir, 'known.txt')
    writeFileSync(list, 'x-002   # the lot\n\n  x-003\n')
    const r = await conformance(['--impl', MISBEHAVING, '--vectors', dir, '--expected-failures', list])
    expect(r.code, r.out).toBe(0)
    expect(r.out).toContain('(2 expected failures, 0 unexpectedly passing) — conforms')
    expect(r.out).toContain('Failing as expected (--expected-failures): x-002, x-003')
    writeFileSync(list, 'x-00*\n')
    const stale = await conformance(['--impl', MISBEHAVING, '--vectors', dir, '--expected-failures', list, '--report', 'json'])
    expect(stale.code).toBe(1)
    expect(json(stale).summary).toMatchObject({ expectedFailures: 2, unexpectedPasses: 1, conforms: false })
    expect(json(stale).cases.map((c) => c.expectedFailure)).toEqual([true, true, true])
  })

  it('--validate checks each result against its JSON Schema: the canned answers of the misbehaving implementation do not match, ours do', async () => {
    const dir = suiteOf([{ id: 'v-001', name: 'ok' }])
    const r = json(await conformance(['--impl', MISBEHAVING, '--vectors', dir, '--report', 'json', '--validate']))
    expect(r.cases[0]).toMatchObject({ status: 'error', message: expect.stringMatching(/^the result does not match its JSON Schema: nachruecken\.determination\/1: /) })
    expect(json(await conformance(['--impl', MISBEHAVING, '--vectors', dir, '--report', 'json'])).cases[0]?.status).toBe('pass')
    const ours = await conformance(['--impl', OURS, '--filter', 'rank-*', '--filter', 'err-a-*', '--validate', '--timeout', '30'])
    expect(ours.code, ours.out).toBe(0)
  })
})

describe.skipIf(!python)('conformance smoke and diff', () => {
  it('smoke: start, the hello, one vector of each kind the implementation answers (exit 0), or why it cannot start (exit 2)', async () => {
    const r = await conformance(['smoke', '--impl', OURS, '--timeout', '30'])
    expect(r.code, r.out).toBe(0)
    expect(r.out).toMatch(/^start: ready\n\{\n {2}"name": "nachruecken"/)
    for (const kind of ['determination', 'error', 'state', 'audit']) expect(r.out).toMatch(new RegExp(`\\n${kind} [a-z0-9-]+: pass \\(\\d+ ms\\)\\n`))
    const harness = await conformance(['smoke', '--impl', `python3 ${join(ROOT, 'spec', 'conformance', 'harness-python', 'harness.py')}`])
    expect(harness.out).toMatch(/\ndetermination [a-z0-9-]+: pass/)
    const none = await conformance(['smoke', '--impl', 'no-such-implementation-here'])
    expect(none.code).toBe(2)
    expect(none.out).toMatch(/^start: failed — start: cannot start the implementation: spawn no-such-implementation-here ENOENT\n/)
    expect((await conformance(['smoke'])).err).toBe(usageOf(ORACLE_COMMANDS.smoke, 'conformance smoke needs --impl "<command of the implementation>"'))
  })

  it('diff: new failures, fixed and changed vectors between two JSON reports; exit 1 with new failures, 0 without', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nachruecken-diff-'))
    const report = (cases: Array<[string, string]>): string =>
      JSON.stringify({ format: 'nachruecken.conformance-report/1', cases: cases.map(([id, status]) => ({ id, status, differences: [] })) })
    writeFileSync(join(dir, 'old.json'), report([['a-001', 'pass'], ['a-002', 'fail'], ['a-003', 'pass'], ['a-004', 'skip']]))
    writeFileSync(join(dir, 'new.json'), report([['a-001', 'fail'], ['a-002', 'pass'], ['a-003', 'pass'], ['a-004', 'pass'], ['a-005', 'error']]))
    const r = await conformance(['diff', join(dir, 'old.json'), join(dir, 'new.json')])
    expect(r.code).toBe(1)
    expect(r.out).toContain('2 new failures, 1 fixed, 1 changed, 1 added, 0 removed')
    expect(r.out).toContain('## New failures (2)\n\n- a-001: pass → fail\n- a-005: (new) → error\n')
    expect(r.out).toContain('## Fixed (1)\n\n- a-002: fail → pass\n')
    expect(r.out).toContain('## Changed (1)\n\n- a-004: skip → pass\n')
    const back = await conformance(['diff', join(dir, 'new.json'), join(dir, 'old.json'), '--report', 'json'])
    expect(back.code).toBe(1)
    expect(JSON.parse(back.out)).toMatchObject({ fixed: [{ id: 'a-001', was: 'fail', now: 'pass' }], removed: ['a-005'] })
    const same = await conformance(['diff', join(dir, 'old.json'), join(dir, 'old.json')])
    expect(same.code).toBe(0)
    expect((await conformance(['diff', join(dir, 'old.json')])).err).toBe(usageOf(ORACLE_COMMANDS.diff, 'conformance diff needs two JSON reports: OLD.json NEW.json'))
    writeFileSync(join(dir, 'bad.json'), '{"format":"x"}')
    expect((await conformance(['diff', join(dir, 'old.json'), join(dir, 'bad.json')])).err).toBe(usageOf(ORACLE_COMMANDS.diff, `${join(dir, 'bad.json')}: not a JSON report of nachruecken conformance (format nachruecken.conformance-report/1)`))
    expect((await conformance(['diff', join(dir, 'nope.json'), join(dir, 'old.json')])).err).toBe(usageOf(ORACLE_COMMANDS.diff, `cannot read ${join(dir, 'nope.json')} (ENOENT)`))
  })
})

describe.skipIf(!python)('the suite as an archive (npm run suite:pack)', () => {
  it('packs vectors, schemas, protocol, VERSION and CHANGELOG into nachruecken-conformance-<version>.tar.gz, byte for byte the same twice, and the runner reads it with --vectors', async () => {
    const version = readFileSync(join(ROOT, 'spec', 'conformance', 'VERSION'), 'utf8').trim()
    const out = mkdtempSync(join(tmpdir(), 'nachruecken-pack-test-'))
    const packed = packSuite(ROOT, out)
    if (!('archive' in packed)) throw new Error(packed.problem)
    expect(packed.archive).toBe(join(out, archiveName(version)))
    const first = readFileSync(packed.archive)
    packSuite(ROOT, out)
    expect(readFileSync(packed.archive).equals(first)).toBe(true)
    const listing = spawnSync('tar', ['-tzf', packed.archive], { encoding: 'utf8' }).stdout.split('\n')
    for (const f of ['VERSION', 'CHANGELOG.md', 'README.md', 'vector.schema.json', 'protocol.md', 'schema/case.schema.json', 'vectors/rank-001.json'])
      expect(listing, f).toContain(`nachruecken-conformance-${version}/${f}`)
    const r = json(await conformance(['--impl', MISBEHAVING, '--vectors', packed.archive, '--id', 'rank-001', '--report', 'json']))
    expect(r.suite.version).toBe(version)
    expect(r.cases.map((c) => c.id)).toEqual(['rank-001'])
    const broken = json(await conformance(['--impl', MISBEHAVING, '--vectors', join(out, 'none.tar.gz'), '--report', 'json']))
    expect(broken.cases[0]?.message).toBe(`the vector file is broken: cannot read the archive ${join(out, 'none.tar.gz')} (ENOENT)`)
  })
})
