// `npm run bench`: compiles the library as tsc would (bench/compile.ts),
// generates the synthetic term, runs (a), (b) and (c) each in a fresh process
// and (d) by spawning the CLI, and prints one table (Markdown).
//
// Benchmarks are ratios within one run on a shared, noisy machine; nothing
// here is a test, and no time is ever asserted.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { compile } from './compile.js'
import { median } from './measure.js'
import { stateTerm, vacancyCase } from './synth.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
// The cache lives in the tree itself, not in node_modules: a git worktree may share
// node_modules with another tree (a symlink), and two benches must not compile into one place.
const cache = join(root, '.cache', 'nachruecken-bench')
const data = join(cache, 'data')

// `--src <dir>`: measure the src/ of another tree (a prototype of a change) with these benchmarks.
// `--only a,c`: run only some sections.
const argv = process.argv.slice(2)
const option = (name: string): string | null => {
  const i = argv.indexOf(name)
  return i >= 0 ? (argv[i + 1] ?? null) : null
}
const srcRoot = option('--src') ?? root
const only = new Set((option('--only') ?? 'a,b,c,d,e').split(','))
const log = (s: string): void => {
  process.stderr.write(`${s}\n`)
}

// -------------------------------------------------------------------------------------
// formatting
// -------------------------------------------------------------------------------------

const num = (x: number, digits = 0): string => x.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
const time = (ns: number): string =>
  ns < 1e3 ? `${num(ns, ns < 10 ? 1 : 0)} ns` : ns < 1e6 ? `${num(ns / 1e3, ns < 1e4 ? 2 : 1)} µs` : ns < 1e9 ? `${num(ns / 1e6, ns < 1e7 ? 2 : 1)} ms` : `${num(ns / 1e9, 2)} s`
const ms = (x: number): string => time(x * 1e6)
const times = (r: number): string => `${num(r, r < 10 ? 2 : r < 100 ? 1 : 0)}×`
const yes = (ok: boolean): string => (ok ? 'met' : '**not met**')

type Row = readonly [string, string, string, string, string, string, string, string, string]
const HEAD: Row = ['', 'measure', 'size', 'subject', 'baseline', 'ratio', 'growth per 10×', 'target', 'met']

const table = (rows: ReadonlyArray<Row>): string => {
  const all = [HEAD, ...rows]
  const width = HEAD.map((_, i) => Math.max(...all.map((r) => [...(r[i] as string)].length)))
  const line = (r: Row): string => `| ${r.map((c, i) => c + ' '.repeat((width[i] as number) - [...c].length)).join(' | ')} |`
  return [line(HEAD), `|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n')
}

// -------------------------------------------------------------------------------------
// child processes
// -------------------------------------------------------------------------------------

const hasTaskset = spawnSync('taskset', ['-c', '0', process.execPath, '-e', '0']).status === 0

const section = <A>(which: string, pin = false): A => {
  const script = join(cache, 'bench', 'sections.js')
  const args = ['--expose-gc', script, which, data]
  const [cmd, argv] = pin && hasTaskset ? ['taskset', ['-c', '0', process.execPath, ...args]] : [process.execPath, args]
  const r = spawnSync(cmd, argv, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (r.status !== 0) throw new Error(`section ${which} failed (${r.status}):\n${r.stderr}`)
  const out = JSON.parse(r.stdout.trim().split('\n').pop() as string) as { elapsedMs: number; result: A }
  log(`  (${which}) took ${ms(out.elapsedMs)}`)
  return out.result
}

interface PairResult {
  readonly subjectNs: number
  readonly baselineNs: number
  readonly ratio: number
}
interface AResult {
  readonly rows: ReadonlyArray<{ n: number; events: number; fair: PairResult; determine: PairResult; decide: PairResult }>
}
interface BResult {
  readonly name: string
  readonly lines: number
  readonly bytes: number
  readonly subjectMs: number
  readonly baselineMs: number
  readonly ratio: number
  readonly subjectWallMs: number
  readonly parts: { readonly parseMs: number; readonly stringifyMs: number; readonly decodeMs: number; readonly determineMs: number; readonly answerMs: number }
}
interface Replay {
  readonly ms: number
  readonly wallMs: number
  readonly parseMs: number
  readonly decodeMs: number
  readonly decideMs: number
  readonly encodeMs: number
  readonly determinations: number
  readonly outcomes: Record<string, number>
  readonly failures: number
}
interface CResult {
  readonly bodies: number
  readonly inputBytes: number
  readonly cold: Replay
  readonly warmMs: number
  readonly rssBeforeMb: number
  readonly maxRssMb: number
  readonly heapPeakMb: number
  readonly perVacancy: { cases: number; coldMs: number; warmMs: number; failures: number }
  readonly decodeVsParse: { decodeMs: number; parseMs: number; ratio: number }
  readonly maxRssAfterApiMb: number
}

interface EResult {
  readonly runs: number
  readonly compared: number
  readonly ms: number
  readonly agreed: boolean
}

/** (e): the fuzzer in its own process (bench/fuzz.ts), against a child running the oracle. */
const fuzzSection = (runs: number): EResult => {
  const r = spawnSync(process.execPath, [join(cache, 'bench', 'fuzz.js'), String(runs)], { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })
  if (r.status !== 0) throw new Error(`section e failed (${r.status}):\n${r.stderr}`)
  const out = JSON.parse(r.stdout.trim().split('\n').pop() as string) as { elapsedMs: number; result: EResult }
  log(`  (e) took ${ms(out.elapsedMs)}`)
  return out.result
}

// -------------------------------------------------------------------------------------
// (d) the CLI's start-up
// -------------------------------------------------------------------------------------

// A preload (CommonJS: it adds no ES module loader to `node -e 0`) that reports
// the process's own CPU time when it exits, on the last line of stderr.
let reporter: string | null = null
const cpuReporter = (): string => {
  if (reporter !== null) return reporter
  const file = join(cache, 'cpu-at-exit.cjs')
  reporter = file
  writeFileSync(file, "process.on('exit', () => { const u = process.cpuUsage(); process.stderr.write(`\\ncpu-ms ${(u.user + u.system) / 1000}\\n`) })\n")
  return file
}

/** One spawn: its wall time, and its own CPU time (user + system) as the preload reports it. */
const wall = (cmd: string, args: ReadonlyArray<string>): { ms: number; cpuMs: number; status: number | null; stdout: string } => {
  const t0 = process.hrtime.bigint()
  const r = spawnSync(cmd, ['--require', cpuReporter(), ...args], { cwd: root, encoding: 'utf8' })
  const ms = Number(process.hrtime.bigint() - t0) / 1e6
  const cpu = /cpu-ms ([0-9.]+)\s*$/.exec(r.stderr)
  return { ms, cpuMs: cpu === null ? Number.NaN : Number(cpu[1]), status: r.status, stdout: r.stdout }
}

interface Times {
  readonly cliMs: number
  readonly versionMs: number
  readonly helpMs: number
  readonly importMs: number
  readonly nodeMs: number
}
interface StartUp extends Times {
  readonly cpu: Times
  readonly ok: boolean
  readonly stale: string | null
}

/** The module bin/nachruecken.js loads for a command (the bundle when it is built, else the compiled sources). */
const cliEntry = (): string => {
  const bundle = join(root, 'dist', 'cli', 'nachruecken.mjs')
  return existsSync(bundle) ? bundle : join(root, 'dist', 'src', 'cli', 'main.js')
}

const startUp = (runs = 15): StartUp => {
  const bin = 'bin/nachruecken.js'
  const cli = [bin, 'determine', 'spec/examples/musterstadt.case.json']
  const importer = join(cache, 'import-cli.mjs')
  writeFileSync(importer, `await import(${JSON.stringify(pathToFileURL(cliEntry()).href)})\n`)
  const jobs: ReadonlyArray<ReadonlyArray<string>> = [['-e', '0'], [importer], cli, [bin, '--version'], [bin, '--help']]
  const first = wall(process.execPath, cli)
  const ok = first.status === 0 && first.stdout.includes('"successor"') && wall(process.execPath, [bin, '--version']).status === 0
  for (let i = 0; i < 2; i++) for (const j of jobs) wall(process.execPath, j)
  const t: number[][] = jobs.map(() => [])
  const c: number[][] = jobs.map(() => [])
  for (let i = 0; i < runs; i++)
    jobs.forEach((j, k) => {
      const r = wall(process.execPath, j)
      ;(t[k] as number[]).push(r.ms)
      ;(c[k] as number[]).push(r.cpuMs)
    })
  const times = (xs: number[][]): Times => {
    const [nodeMs, importMs, cliMs, versionMs, helpMs] = xs.map(median) as [number, number, number, number, number]
    return { nodeMs, importMs, cliMs, versionMs, helpMs }
  }
  return { ...times(t), cpu: times(c), ok, stale: staleDist() }
}

/** A source file newer than its compiled form in dist/ (the CLI runs dist/). */
const staleDist = (): string | null => {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []))
  for (const file of walk(join(root, 'src'))) {
    const js = join(root, 'dist', file.slice(root.length + 1)).replace(/\.ts$/, '.js')
    if (!existsSync(js) || statSync(js).mtimeMs < statSync(file).mtimeMs) return file.slice(root.length + 1)
  }
  return null
}

// -------------------------------------------------------------------------------------

const machine = (): string => {
  const model = cpus()[0]?.model.trim() ?? 'unknown CPU'
  return `${availableParallelism()} CPUs (${model}), ${num(totalmem() / 2 ** 30, 1)} GiB, node ${process.version}`
}

const load = (): string => loadavg().map((x) => num(x, 2)).join(' ')

// -------------------------------------------------------------------------------------
// the rows of each section: every ratio with its target and whether it is met
// -------------------------------------------------------------------------------------

interface Out {
  readonly rows: Row[]
  readonly notes: string[]
  readonly results: Record<string, unknown>
}

interface Term {
  readonly candidates: number
  readonly facts: number
  readonly seats: number
}

const NO_TARGET = '(none)'

/** (a): `determine` against the fair floor (the target), the bare scan (issue 7's target) and `decide` (no target). */
const rowsA = (o: Out): void => {
  log('(a) determine against the fair floor and the bare scan …')
  const a = section<AResult>('a')
  o.results['a'] = a
  const aRows = (key: 'fair' | 'determine' | 'decide', label: string, target: string, met: (n: number, ratio: number, growth: number | null) => boolean | null): void => {
    a.rows.forEach((r, i) => {
      const prev = a.rows[i - 1]
      const growth = prev === undefined ? null : r[key].subjectNs / prev[key].subjectNs
      const ok = met(r.n, r[key].ratio, growth)
      const row: Row = [i === 0 ? 'a' : '', i === 0 ? label : '', `${num(r.n)} candidates`, time(r[key].subjectNs), time(r[key].baselineNs), times(r[key].ratio), growth === null ? '–' : times(growth), target, ok === null ? '–' : yes(ok)]
      o.rows.push(row)
    })
  }
  const linear = (g: number | null): boolean => g === null || g <= 12
  aRows('fair', '`determine` (decoded case) vs the fair floor', '≤ 3× from 1,000 on, growth ≤ 12×', (n, r, g) => (n >= 1000 ? r <= 3 && linear(g) : linear(g)))
  aRows('determine', '`determine` (decoded case) vs the bare scan', '≤ 5× (issue 7), growth ≤ 12×', (_n, r, g) => r <= 5 && linear(g))
  aRows('decide', '`decide` (decode + determine + encode) vs the fair floor', NO_TARGET, () => null)
  o.notes.push(
    '(a) one proportional list, half elected, facts about a tenth of the candidates, one member leaving. Fair floor (bench/floor.ts): one pass over the events grouping every candidate fact by candidate, one pass over the list reading every candidate, the not-elected one with the most votes not excluded by a fact; bare scan: one loop for the not-elected candidate with the most votes, facts ignored. Median of 7 alternating batches of ≥ 25 ms of CPU time; growth = time at n ÷ time at n/10 (12× allows for noise; 10× is linear). Below 1,000 candidates the fair floor has no ratio target (the fixed cost of a reasoned determination, BENCHMARKS.md), only the growth.',
  )
}

/** (b): the oracle's line protocol against JSON.parse + JSON.stringify of the same lines. */
const rowsB = (o: Out): BResult => {
  log('(b) the line protocol against JSON.parse + JSON.stringify …')
  const b = section<BResult>('b')
  o.results['b'] = b
  const perSec = (lines: number, msx: number): string => `${num(lines / (msx / 1000))}/s`
  o.rows.push([
    'b',
    '`oracle` line protocol vs JSON.parse + JSON.stringify',
    `${num(b.lines)} cases, ${num(b.bytes / 1048576, 1)} MB`,
    `${ms(b.subjectMs)} (${perSec(b.lines, b.subjectMs)})`,
    `${ms(b.baselineMs)} (${perSec(b.lines, b.baselineMs)})`,
    times(b.ratio),
    '',
    '≤ 1.5×',
    yes(b.ratio <= 1.5),
  ])
  const q = b.parts
  o.rows.push(['', '· of which JSON.parse / decode / determine / answer encoded and written; the baseline\'s JSON.stringify', '', `${ms(q.parseMs)} / ${ms(q.decodeMs)} / ${ms(q.determineMs)} / ${ms(q.answerMs)}`, ms(q.stringifyMs), '', '', '', ''])
  o.notes.push(`(b) oracle: ${b.name}; the stream is every fourth vacancy case of the term (c), one request per line. Median of 5 alternating passes, CPU time. The parts: each over the whole stream on its own, median of 3 passes (decode with the consistency checks; the answer is the determination document with its seq, written as a line).`)
  return b
}

/** (c): the state-wide term on one core. */
const rowsC = (o: Out, term: Term): void => {
  log(`(c) the state-wide term${hasTaskset ? ' (pinned to CPU 0)' : ''} …`)
  const c = section<CResult>('c', true)
  o.results['c'] = c
  const cold = c.cold
  const termSize = `${num(c.bodies)} bodies, ${num(term.candidates)} candidates, ${num(cold.determinations)} vacancies`
  const dv = c.decodeVsParse
  o.rows.push(['c', 'state-wide term replayed: JSON.parse + decode + `decideAll` + encode, first run', termSize, `${ms(cold.ms)} (wall ${ms(cold.wallMs)})`, '', '', '', '≤ 1 s', yes(cold.ms <= 1000)])
  o.rows.push(['', '· of which JSON.parse / decode / decideAll / encode', '', `${ms(cold.parseMs)} / ${ms(cold.decodeMs)} / ${ms(cold.decideMs)} / ${ms(cold.encodeMs)}`, '', '', '', '', ''])
  o.rows.push(['', 'the same, warm (median of 3 more runs)', '', ms(c.warmMs), '', '', '', '≤ 300 ms', yes(c.warmMs <= 300)])
  o.rows.push(['', '`decodeCase` of the parsed term vs JSON.parse of its text (warm)', `${num(c.inputBytes / 1048576, 1)} MB of JSON`, ms(dv.decodeMs), ms(dv.parseMs), times(dv.ratio), '', '≤ 1×', yes(dv.ratio <= 1)])
  o.rows.push(['', 'peak memory: maxRSS (heap used at most)', `${num(c.inputBytes / 1048576, 1)} MB of JSON`, `${num(c.maxRssMb)} MB (heap ${num(c.heapPeakMb)} MB)`, `${num(c.rssBeforeMb)} MB before`, '', '', '≤ 512 MB', yes(c.maxRssMb <= 512)])
  o.rows.push(['', 'each vacancy asked alone: `decideText` per vacancy case, first run / warm', `${num(c.perVacancy.cases)} cases`, `${ms(c.perVacancy.coldMs)} / ${ms(c.perVacancy.warmMs)}`, '', '', '', NO_TARGET, '–'])
  const outcomes = Object.entries(cold.outcomes).map(([k, v]) => `${k} ${num(v)}`).join(', ')
  o.notes.push(
    `(c) ${num(term.seats)} seats, ${num(term.facts)} candidate facts (waivers, some without effect, party exits, deaths, loss of eligibility); outcomes: ${outcomes}; ${cold.failures + c.perVacancy.failures} cases rejected. ${hasTaskset ? 'One process pinned to one core (taskset -c 0).' : 'One process, not pinned (no taskset).'} "before" is the RSS with the JSON texts loaded, before the replay. Times are CPU time of the process (user + system), the first run also in wall time. Decode vs JSON.parse: every body of the term, median of 5 alternating passes (decode takes the parsed values, JSON.parse the texts).`,
  )
}

/** (e): the fuzzer's throughput against our own oracle, against the line protocol's of (b). */
const rowsE = (o: Out, lineProtocol: BResult | null): void => {
  log('(e) fuzz throughput against our own oracle …')
  const b = lineProtocol ?? section<BResult>('b')
  const e = fuzzSection(8192)
  o.results['e'] = e
  const fuzzRate = e.runs / (e.ms / 1000)
  // both in wall time: the fuzzer waits for its oracle's process
  const lineRate = b.lines / (b.subjectWallMs / 1000)
  const ratio = fuzzRate / lineRate
  o.rows.push(['e', '`fuzz` (pipelined) against `nachruecken oracle` vs the line protocol (b)', `${num(e.runs)} cases`, `${ms(e.ms)} (${num(fuzzRate)}/s)`, `${num(lineRate)}/s`, times(ratio), '', '≥ 0.7×', yes(e.agreed && ratio >= 0.7)])
  o.notes.push(
    `(e) \`fuzz\` of ${num(e.runs)} generated determination queries (valid cases with and without the procedure) against a child process running the oracle (bench/oracle-entry.ts), a batch of 256 requests in flight, one process; median of 3 seeds after a warm-up; ${e.agreed ? 'all agreed' : '**they disagreed**'}. Baseline: the cases per second of (b) in the same run, both in wall time (the fuzzer waits for another process).`,
  )
}

/** (d): the CLI's start, spawned, against Node's own. */
const rowsD = (o: Out): void => {
  log('(d) the CLI start-up …')
  const d = startUp()
  o.results['d'] = d
  const entry = cliEntry().slice(root.length + 1)
  const row = (label: string, x: number, base: number, first: boolean): Row => [first ? 'd' : '', label, first ? '1 case' : '', ms(x), ms(base), times(x / base), '', '≤ 1.5×', yes(d.ok && x / base <= 1.5)]
  o.rows.push(row('`nachruecken determine musterstadt.case.json` (spawn) vs `node -e 0`, wall time', d.cliMs, d.nodeMs, true))
  o.rows.push(row('the same, CPU time of the process', d.cpu.cliMs, d.cpu.nodeMs, false))
  o.rows.push(row('`nachruecken --version` (spawn) vs `node -e 0`, wall time', d.versionMs, d.nodeMs, false))
  o.rows.push(row('`nachruecken --help` (spawn) vs `node -e 0`, wall time', d.helpMs, d.nodeMs, false))
  o.rows.push(['', `· loading ${entry} alone (spawn, import only), wall / CPU`, '', `${ms(d.importMs)} / ${ms(d.cpu.importMs)}`, `${ms(d.nodeMs)} / ${ms(d.cpu.nodeMs)}`, `${times(d.importMs / d.nodeMs)} / ${times(d.cpu.importMs / d.cpu.nodeMs)}`, '', NO_TARGET, '–'])
  o.notes.push(
    `(d) median of 15 alternating spawns after 2 warm-ups, each with a preload (--require, CommonJS) that reports the process's own CPU time at exit; ${d.ok ? 'the CLI answered with the determination' : '**the CLI did not answer as expected**'}; the CLI runs ${entry} (npm run build)${d.stale === null ? '' : `, which is older than ${d.stale}`}.`,
  )
}

/** The synthetic term written as two NDJSON files for the sections; its sizes. */
const writeTerm = (): Term => {
  const term = stateTerm()
  const caseLines: string[] = []
  const vacancyLines: string[] = []
  let candidates = 0
  let facts = 0
  let seats = 0
  for (const body of term) {
    caseLines.push(JSON.stringify(body.kase))
    for (const v of body.vacancies) vacancyLines.push(JSON.stringify(vacancyCase(body, v)))
    candidates += body.candidates
    seats += body.seats
    facts += (body.kase['events'] as unknown[]).length - body.vacancies.length
  }
  writeFileSync(join(data, 'term-cases.ndjson'), `${caseLines.join('\n')}\n`)
  writeFileSync(join(data, 'vacancy-cases.ndjson'), `${vacancyLines.join('\n')}\n`)
  return { candidates, facts, seats }
}

const main = (): void => {
  const started = performance.now()
  const loadBefore = load()
  log(`compiling ${srcRoot === root ? '' : `${srcRoot}/`}src/ and bench/ …`)
  compile(srcRoot, root, cache)
  mkdirSync(data, { recursive: true })
  log('generating the state-wide term …')
  const term = writeTerm()
  const o: Out = { rows: [], notes: [], results: { ...term } }
  if (only.has('a')) rowsA(o)
  const b = only.has('b') ? rowsB(o) : null
  if (only.has('c')) rowsC(o, term)
  if (only.has('e')) rowsE(o, b)
  if (only.has('d')) rowsD(o)
  const out = [
    `Nachrücken benchmarks — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${machine()} — load average ${loadBefore} at the start, ${load()} at the end${srcRoot === root ? '' : ` — src/ from ${srcRoot}`}`,
    '',
    table(o.rows),
    '',
    ...o.notes.map((n) => `- ${n}`),
    '',
  ].join('\n')
  process.stdout.write(out)
  writeFileSync(join(cache, 'last-run.json'), JSON.stringify(o.results, null, 2))
  writeFileSync(join(cache, 'last-run.md'), out)
  log(`bench took ${ms(performance.now() - started)}`)
}

main()
