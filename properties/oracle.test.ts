// Proof across languages (issue 4): the conformance runner and the
// differential fuzzer against the independent Python implementation
// (spec/conformance/harness-python), against our own `nachruecken oracle`,
// against each of the Python harness's five seeded bugs, and against an
// implementation that crashes, hangs and prints garbage.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Ajv2020 from 'ajv/dist/2020.js'
import { afterAll, describe, expect, it } from 'vitest'
import { type Command } from '../src/oracle/command-line.js'
import { type ConformanceReport, runConformance } from '../src/oracle/conformance.js'
import { fuzz, type FuzzReport } from '../src/oracle/fuzz.js'
import { validCase } from '../src/oracle/arbitraries.js'
import { type Level, runRequest, startRequest, stopRequest } from '../src/oracle/protocol.js'
import { openSession, type Session } from '../src/oracle/session.js'
import { EXPECTED_BY_HAND } from '../src/oracle/skeleton.js'
import { loadSuite, type Suite } from '../src/oracle/suite.js'
import { type CliRun, runOracleCli } from './support/run-cli.js'
import { ROOT, VECTOR_DIR } from './support/vectors.js'

const HARNESS = join(ROOT, 'spec', 'conformance', 'harness-python', 'harness.py')
const MISBEHAVING = join(ROOT, 'properties', 'support', 'misbehaving_impl.py')
const BIN = join(ROOT, 'bin', 'nachruecken.js')
const BUGS = ['rank-by-position', 'ignore-waiver-form', 'exit-before-setup', 'no-count-reduction', 'lot-among-all'] as const
/** The first norm at which each bug shows (classification of the fuzzer). */
const BUG_NORMS: Record<(typeof BUGS)[number], ReadonlyArray<string>> = {
  'rank-by-position': ['kwg34.1.s1.rank', 'kwg34.1.s1.tie', 'kwg34.1a.rank', 'kwg34.1a.lot'],
  'ignore-waiver-form': ['kwg34.2.n2', 'kwg33.2'],
  'exit-before-setup': ['kwg34.2.n1'],
  'no-count-reduction': ['kwg34.1.s2.count'],
  'lot-among-all': ['kwg34.1a.lot'],
}
const SEED = 20261129

const python = spawnSync('python3', ['--version']).status === 0
const built = existsSync(join(ROOT, 'dist', 'src', 'cli', 'oracle.js'))
const spawning = process.env['NACHRUECKEN_MUTATION'] !== '1'

const harness = (bug?: string): Command => ({ program: 'python3', args: bug === undefined ? [HARNESS] : [HARNESS, '--bug', bug], env: {} })
const ourOracle: Command = { program: process.execPath, args: [BIN, 'oracle'], env: {} }
const sessions: Session[] = []
const session = (c: Command, timeoutMs = 10_000, startTimeoutMs = 20_000): Session => {
  const s = openSession(c, { timeoutMs, startTimeoutMs })
  sessions.push(s)
  return s
}
afterAll(async () => {
  for (const s of sessions) await s.close()
})

const suite = loadSuite(VECTOR_DIR)
const conformance = (c: Command, level: Level, s: Suite = suite): Promise<ConformanceReport> =>
  runConformance({ session: session(c), commandText: c.args.join(' '), suite: s, level })
/** Selected vectors that did not pass (vectors of a kind protocol version 1 does not carry are not selected). */
const failing = (r: ConformanceReport): string[] => r.cases.filter((c) => c.selected && c.status !== 'pass').map((c) => c.id)

/** The decisive list of a case: the list of the queried vacancy; its candidates not yet called (not elected). */
const decisivePool = (c: unknown): number => {
  const k = c as { query: { vacancy: string }; lists: Array<{ candidates: Array<{ id: string; elected: boolean }> }> }
  const list = k.lists.find((l) => l.candidates.some((x) => x.id === k.query.vacancy))
  return list === undefined ? Infinity : list.candidates.filter((x) => !x.elected).length
}

describe.skipIf(!spawning || !python)('conformance: the Python implementation (another language)', () => {
  it('passes every vector at core and at full level', async () => {
    for (const level of ['core', 'full'] as const) {
      const r = await conformance(harness(), level)
      expect(failing(r), level).toEqual([])
      expect(r.summary).toMatchObject({ pass: r.summary.selected, fail: 0, error: 0, conforms: true })
      expect(r.summary.selected).toBeGreaterThan(100)
      // it answers determinations, states and audits: every vector is selected (and passes)
      expect(r.summary.selected).toBe(suite.vectors.length)
      expect(r.implementation?.language).toBe('python')
    }
  })

  it.each(BUGS.map((b) => [b] as const))('fails with the seeded bug %s, per norm', async (bug) => {
    const r = await conformance(harness(bug), 'core')
    expect(r.summary.conforms).toBe(false)
    expect(r.summary.fail).toBeGreaterThan(0)
    expect(r.summary.error).toBe(0)
    const failed = r.cases.filter((c) => c.status === 'fail')
    // the failures are shown with their differences and counted under the norms of the failing vectors
    expect(failed.every((c) => c.differences.length > 0)).toBe(true)
    expect(r.norms.reduce((n, row) => n + row.fail, 0)).toBeGreaterThanOrEqual(failed.length)
  })
})

describe.skipIf(!spawning || !built)('conformance: our own oracle (nachruecken oracle)', () => {
  it('passes every vector at full level, also those that expect the state of the body or an audit', async () => {
    const r = await conformance(ourOracle, 'full')
    expect(failing(r)).toEqual([])
    expect(r.summary).toMatchObject({ selected: suite.vectors.length, pass: suite.vectors.length, conforms: true })
    expect(r.implementation).toMatchObject({ name: 'nachruecken', language: 'typescript', levels: ['core', 'full'], answers: ['determination', 'state', 'audit'] })
  })
})

describe.skipIf(!spawning || !python)('fuzz: finds each seeded bug and shrinks it', () => {
  const found = new Map<string, FuzzReport>()

  it.each(BUGS.map((b) => [b] as const))('%s: found within 1,000 runs, at most three candidates on the decisive list', async (bug) => {
    const r = await fuzz({ session: session(harness(bug)), commandText: `python3 harness.py --bug ${bug}`, runs: 1000, seed: SEED })
    expect(r._tag).toBe('disagreement')
    if (r._tag !== 'disagreement') return
    found.set(bug, r)
    expect(r.runs).toBeLessThanOrEqual(1000)
    expect(decisivePool(r.case)).toBeLessThanOrEqual(3)
    expect(BUG_NORMS[bug]).toContain(r.divergence.norm)
    expect(r.skeleton).toMatchObject({ case: r.case, expected: EXPECTED_BY_HAND, level: expect.stringMatching(/^(core|full)$/) })
    expect(r.skeleton['id']).toMatch(/^[a-z0-9-]+$/)
    expect(r.replay).toMatchObject({ seed: SEED, path: expect.stringMatching(/^\d+(:\d+)*$/) })
  })

  it('the printed seed and path replay exactly the shrunk case', async () => {
    const first = found.get('exit-before-setup')
    expect(first?._tag).toBe('disagreement')
    if (first?._tag !== 'disagreement') return
    const again = await fuzz({
      session: session(harness('exit-before-setup')),
      commandText: 'replay',
      runs: 1000,
      seed: first.replay.seed,
      path: first.replay.path,
    })
    expect(again._tag === 'disagreement' ? again.case : null).toEqual(first.case)
  })

  it('finds no disagreement between the correct Python implementation and ours on valid cases without the procedure', async () => {
    // the generator of determinations without procedure events (the default kind adds them; the Python
    // harness on main still disagrees there, spec/procedure.md open question 3: a determination for a seat
    // waiver without its form)
    const r = await fuzz({ session: session(harness()), commandText: 'python3 harness.py', runs: 300, seed: SEED, arbitrary: validCase() })
    expect(r).toMatchObject({ _tag: 'agreed', runs: 300 })
  })
})

describe.skipIf(!spawning || !python)('a misbehaving implementation is reported, restarted and never hangs the runner', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nachruecken-conformance-'))
  const vectorsDir = join(dir, 'vectors')
  const behaviours = ['ok', 'crash', 'ok', 'hang', 'ok', 'garbage', 'array', 'wrong-seq', 'skip', 'errored', 'no-result', 'bad-format', 'log-stdout', 'reject', 'ok']
  // fixtures for the runner, not conformance vectors: the misbehaving implementation answers canned results
  execFileSync('mkdir', ['-p', vectorsDir])
  behaviours.forEach((name, i) => {
    const id = `fx-${String(i + 1).padStart(3, '0')}`
    const expected = name === 'reject' ? { error: { path: 'events[0]', rule: 'kwg34.2.n2' } } : { determination: { outcome: 'vacant', memberCount: { after: 2 } } }
    writeFileSync(join(vectorsDir, `${id}.json`), JSON.stringify({ id, description: `behaviour ${name}`, norms: [], readings: [], level: 'core', case: { body: { name } }, expected }))
  })
  writeFileSync(join(vectorsDir, 'fx-exclude.json'), JSON.stringify({ id: 'fx-exclude', description: 'a reading it does not support', norms: ['kwg34.2.n3.ground'], readings: ['R1.exclude'], level: 'core', case: { body: { name: 'ok' }, interpretation: { incompatibility: 'exclude' } }, expected: { determination: { outcome: 'vacant' } } }))
  writeFileSync(join(vectorsDir, 'fx-full.json'), JSON.stringify({ id: 'fx-full', description: 'level full, which it does not support', norms: [], readings: [], level: 'full', case: { body: { name: 'ok' } }, expected: { determination: { outcome: 'vacant', considered: [] } } }))
  writeFileSync(join(vectorsDir, 'fx-state.json'), JSON.stringify({ id: 'fx-state', description: 'a state vector', norms: [], readings: [], level: 'core', case: {}, expected: { state: { legalMemberCount: 3 } } }))
  writeFileSync(join(vectorsDir, 'zz-broken.json'), '{ not json')
  const fixtures = loadSuite(vectorsDir)
  const misbehaving = (mode = 'normal'): Command => ({ program: 'python3', args: [MISBEHAVING, mode], env: {} })

  it('each failure is an error of that case only; the next case gets a fresh process', async () => {
    const s = session(misbehaving(), 1500)
    const t0 = Date.now()
    const r = await runConformance({ session: s, commandText: 'misbehaving', suite: fixtures, level: 'full' })
    expect(Date.now() - t0).toBeLessThan(60_000)
    const status = Object.fromEntries(r.cases.map((c) => [c.description.replace('behaviour ', ''), c.status]))
    const byId = Object.fromEntries(r.cases.map((c) => [c.id, c]))
    expect(r.cases.filter((c) => c.description === 'behaviour ok').map((c) => c.status)).toEqual(['pass', 'pass', 'pass', 'pass'])
    expect(status).toMatchObject({ crash: 'error', hang: 'error', garbage: 'error', array: 'error', 'wrong-seq': 'error', skip: 'skip', errored: 'error', 'no-result': 'error', 'bad-format': 'error', 'log-stdout': 'error', reject: 'pass' })
    expect(byId['fx-002']?.message).toMatch(/exited \(status 3\)/)
    expect(byId['fx-002']?.stderr).toContain('Traceback: boom')
    expect(byId['fx-004']?.message).toMatch(/no answer within 1\.5 s/)
    expect(byId['fx-006']?.message).toMatch(/not a JSON line/)
    expect(byId['fx-008']?.message).toMatch(/answered seq 108 while seq 8 was asked/)
    expect(byId['zz-broken']).toMatchObject({ status: 'error', message: expect.stringMatching(/broken: not JSON/) })
    expect(byId['fx-exclude']).toMatchObject({ status: 'skip', selected: false, message: expect.stringMatching(/incompatibility=exclude/) })
    expect(byId['fx-full']).toMatchObject({ status: 'skip', selected: false, message: expect.stringMatching(/level full/) })
    expect(byId['fx-state']).toMatchObject({ status: 'skip', selected: false, message: 'the implementation does not answer state queries' })
    expect(s.starts()).toBeGreaterThanOrEqual(8)
    expect(r.summary.conforms).toBe(false)
  })

  it.each([
    ['not-ready', /not ready: only protocol version 0/],
    ['hang-start', /no answer within 1 s/],
    ['garbage-start', /not JSON/],
    ['exit-start', /exited \(status 4\)/],
    ['old-version', /protocol version 0/],
  ])('an implementation that cannot be started (%s) runs nothing: every vector not selected (only the broken file is an error), at once', async (mode, message) => {
    const t0 = Date.now()
    const r = await runConformance({ session: session(misbehaving(mode), 1000, mode === 'hang-start' ? 1000 : 20_000), commandText: mode, suite: fixtures, level: 'core' })
    expect(Date.now() - t0).toBeLessThan(mode === 'hang-start' ? 5000 : 20_000)
    expect(r.startProblem).toMatch(message)
    expect(r.cases.filter((c) => c.status === 'error').map((c) => c.id)).toEqual(['zz-broken'])
    expect(r.cases.filter((c) => c.id !== 'zz-broken').every((c) => c.status === 'skip' && !c.selected)).toBe(true)
    expect(r.summary.conforms).toBe(false)
  })

  it('a command that does not exist is reported, and the session gives up after three starts', async () => {
    const s = session({ program: join(dir, 'no-such-implementation'), args: [], env: {} }, 1000)
    for (let i = 0; i < 5; i++) expect((await s.run({}))._tag).toBe('failed')
    expect(s.starts()).toBe(3)
    const last = await s.run({})
    expect(last._tag === 'failed' ? last.message : '').toMatch(/gave up after 3 failed starts; the last: start: cannot start the implementation: spawn .* ENOENT/)
  })

  it('fuzz reports an implementation that cannot be started, and one that fails, as such', async () => {
    expect(await fuzz({ session: session(misbehaving('exit-start'), 1000), commandText: 'x', runs: 10, seed: 1 })).toMatchObject({ _tag: 'unavailable' })
    const r = await fuzz({ session: session(misbehaving(), 5000), commandText: 'x', runs: 10, seed: 1 })
    // the misbehaving implementation answers "vacant" to everything: a disagreement, shrunk, classified
    expect(r._tag).toBe('disagreement')
  })
})

describe('the protocol messages match their JSON Schemas', () => {
  const ajv = new Ajv2020.default({ strict: true, allErrors: true })
  const schema = (name: string): object => JSON.parse(readFileSync(join(ROOT, 'spec', 'schema', `${name}.schema.json`), 'utf8')) as object
  const request = ajv.compile(schema('protocol-request'))
  const response = ajv.compile(schema('protocol-response'))

  it('the runner sends valid requests; malformed ones are refused', () => {
    for (const r of [startRequest(), runRequest(7, { any: 'case' }), runRequest(0, 'a deliberately broken case'), runRequest(1, {}, 'state'), runRequest(2, {}, 'audit'), stopRequest()])
      expect(request(r), JSON.stringify(r)).toBe(true)
    for (const r of [{ cmd: 'start' }, { cmd: 'run', seq: -1, case: {} }, { cmd: 'run', seq: 1 }, { cmd: 'run', seq: 1, case: {}, answer: 'all' }, { cmd: 'halt' }, { cmd: 'stop', extra: 1 }])
      expect(request(r), JSON.stringify(r)).toBe(false)
  })

  it.skipIf(!spawning || !python || !built)('the responses of our oracle and of the Python implementation are valid', () => {
    const kind = (v: (typeof suite.vectors)[number]) => ('state' in v.expected ? 'state' : 'audit' in v.expected ? 'audit' : 'determination')
    const sample = [...suite.vectors.filter((v) => kind(v) === 'determination').slice(0, 30), ...suite.vectors.filter((v) => kind(v) !== 'determination').slice(0, 10)]
    const lines = [
      JSON.stringify(startRequest()),
      ...sample.map((v, i) => JSON.stringify(runRequest(i, v.case, kind(v)))),
      '{"cmd":"start","version":2}',
      'not json',
      JSON.stringify(stopRequest()),
    ].join('\n')
    for (const [cmd, args] of [
      ['python3', [HARNESS]],
      [process.execPath, [BIN, 'oracle']],
    ] as const) {
      const out = execFileSync(cmd, args, { input: `${lines}\n`, encoding: 'utf8' }).trim().split('\n')
      expect(out.length, cmd).toBe(44)
      for (const l of out) expect(response(JSON.parse(l)), `${cmd}: ${l.slice(0, 200)} ${ajv.errorsText(response.errors)}`).toBe(true)
    }
  })
})

describe.skipIf(!spawning || !python || !built)('the commands: nachruecken conformance, fuzz, oracle', () => {
  const cli = (args: ReadonlyArray<string>): { code: number | null; out: string; err: string } => {
    const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 })
    return { code: r.status, out: r.stdout, err: r.stderr }
  }
  const impl = `python3 ${HARNESS}`

  it('conformance passes against the Python implementation and writes the JSON report, JUnit XML, Markdown and the badge', () => {
    const out = mkdtempSync(join(tmpdir(), 'nachruecken-reports-'))
    const r = cli(['conformance', '--impl', impl, '--out', out, '--report', 'junit'])
    expect(r.code, r.err).toBe(0)
    expect(r.out).toMatch(/^<\?xml/)
    expect(r.err).toMatch(/conformance: \d+ passed, 0 failed, \d+ skipped, 0 errors — conforms/)
    expect(r.err.includes('    at '), 'no stack trace').toBe(false)
    const json = JSON.parse(readFileSync(join(out, 'conformance.json'), 'utf8')) as ConformanceReport
    expect(json).toMatchObject({ format: 'nachruecken.conformance-report/1', level: 'core', summary: { conforms: true, fail: 0, error: 0 } })
    expect(json.suite.version).toBe(readFileSync(join(ROOT, 'spec', 'conformance', 'VERSION'), 'utf8').trim())
    expect(JSON.parse(readFileSync(join(out, 'badge.json'), 'utf8'))).toMatchObject({ schemaVersion: 1, color: 'brightgreen' })
    expect(readFileSync(join(out, 'conformance.junit.xml'), 'utf8')).toMatch(/<testsuites [^>]*failures="0" errors="0"/)
    expect(readFileSync(join(out, 'conformance.md'), 'utf8')).toMatch(/\| kwg34\.1\.s1\.rank \|/)
  })

  it('conformance fails (exit 1) with a seeded bug and shows the first differences; json report on stdout', () => {
    const r = cli(['conformance', '--impl', `NACHRUECKEN_BUG=no-count-reduction ${impl}`, '--level', 'full', '--report', 'markdown'])
    expect(r.code).toBe(1)
    expect(r.out).toMatch(/## First differences/)
    expect(r.out).toMatch(/`memberCount\.after`: expected \d+, got \d+/)
    const j = cli(['conformance', '--impl', `${impl} --bug lot-among-all`, '--report', 'json'])
    expect(j.code).toBe(1)
    expect((JSON.parse(j.out) as ConformanceReport).summary.fail).toBeGreaterThan(0)
  })

  it('fuzz prints the minimal disagreement as a vector skeleton with its replay (exit 1), agreement exits 0', () => {
    const r = cli(['fuzz', '--impl', `${impl} --bug rank-by-position`, '--runs', '200', '--seed', '7'])
    expect(r.code, r.err).toBe(1)
    expect(r.out).toMatch(/first divergence: kwg34\.1(\.s1|a)\.(rank|tie|lot) at /)
    expect(r.out).toMatch(/replay: nachruecken fuzz --impl '.*--bug rank-by-position' --seed 7 --path '[\d:]+'/)
    const skeleton = JSON.parse(r.out.slice(r.out.indexOf('\n{') + 1)) as Record<string, unknown>
    expect(skeleton).toMatchObject({ expected: EXPECTED_BY_HAND, case: { format: 'nachruecken.case/1' } })
    // agreement: the built command line fuzzing its own oracle (the Python harness on main still disagrees on
    // recorded procedure events for a seat waiver without its form, which the default kind generates)
    const ok = cli(['fuzz', '--impl', `${process.execPath} ${BIN} oracle`, '--runs', '50', '--seed', '7'])
    expect(ok.code, ok.err).toBe(0)
    expect(ok.err).toMatch(/agree on 50 generated cases \(determination queries at level full, seed 7\)/)
  })

  const inProcess = (args: ReadonlyArray<string>): Promise<CliRun> => runOracleCli(args, ROOT)

  it('usage errors and an implementation that cannot be started exit 2, without a stack trace', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['conformance'], /needs --impl/],
      [['conformance', '--impl', 'x "y'], /unterminated/],
      [['conformance', '--impl', impl, '--level', 'strict'], /--level/],
      [['conformance', '--impl', impl, '--report', 'html'], /--report/],
      [['conformance', '--impl', impl, '--timeout', '0'], /--timeout/],
      [['conformance', '--impl', impl, '--frobnicate'], /unknown option --frobnicate/],
      [['conformance', '--impl', impl, 'extra'], /unexpected argument/],
      [['conformance', '--impl', 'no-such-implementation-here'], /could not be started: start: cannot start the implementation: spawn no-such-implementation-here ENOENT/],
      [['fuzz'], /needs --impl/],
      [['fuzz', '--impl', "'"], /unterminated/],
      [['fuzz', '--impl', impl, '--runs', '1.5'], /--runs/],
      [['fuzz', '--impl', impl, '--seed', 'x'], /--seed/],
      [['fuzz', '--impl', impl, '--path', '1:2'], /give its --seed too/],
      [['fuzz', '--impl', impl, '--timeout', '-1'], /--timeout/],
      [['fuzz', '--impl', 'no-such-implementation-here'], /cannot start/],
      [['oracle', 'x'], /takes no arguments/],
    ]
    for (const [args, message] of cases) {
      const r = await inProcess(args)
      expect(r.code, args.join(' ')).toBe(2)
      expect(r.err, args.join(' ')).toMatch(message)
      expect(r.err.includes('    at '), 'no stack trace').toBe(false)
    }
  })

  it('--help names the three commands', () => {
    const r = cli(['--help'])
    for (const c of ['nachruecken oracle', 'nachruecken conformance --impl', 'nachruecken fuzz --impl']) expect(r.out).toContain(c)
  })
})
