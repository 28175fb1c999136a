// `npm run bench`: compiles the library as tsc would (bench/compile.ts),
// generates the synthetic term, runs (a), (b) and (c) each in a fresh process
// and (d) by spawning the CLI, and prints one table (Markdown).
//
// Benchmarks are ratios within one run on a shared, noisy machine; nothing
// here is a test, and no time is ever asserted.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, totalmem } from 'node:os'
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
  readonly rows: ReadonlyArray<{ n: number; events: number; determine: PairResult; decide: PairResult }>
}
interface BResult {
  readonly name: string
  readonly lines: number
  readonly bytes: number
  readonly subjectMs: number
  readonly baselineMs: number
  readonly ratio: number
}
interface Replay {
  readonly ms: number
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

const wall = (cmd: string, args: ReadonlyArray<string>): { ms: number; status: number | null; stdout: string } => {
  const t0 = process.hrtime.bigint()
  const r = spawnSync(cmd, args, { cwd: root, encoding: 'utf8' })
  return { ms: Number(process.hrtime.bigint() - t0) / 1e6, status: r.status, stdout: r.stdout }
}

const startUp = (runs = 15): { cliMs: number; importMs: number; nodeMs: number; ok: boolean; stale: string | null } => {
  const cli = ['bin/nachruecken.js', 'determine', 'spec/examples/musterstadt.case.json']
  const importer = join(cache, 'import-cli.mjs')
  writeFileSync(importer, `await import(${JSON.stringify(pathToFileURL(join(root, 'dist', 'src', 'cli', 'main.js')).href)})\n`)
  const imp = [importer]
  const bare = ['-e', '0']
  const first = wall(process.execPath, cli)
  const ok = first.status === 0 && first.stdout.includes('"successor"')
  for (let i = 0; i < 2; i++) {
    wall(process.execPath, bare)
    wall(process.execPath, imp)
    wall(process.execPath, cli)
  }
  const c: number[] = []
  const m: number[] = []
  const n: number[] = []
  for (let i = 0; i < runs; i++) {
    n.push(wall(process.execPath, bare).ms)
    m.push(wall(process.execPath, imp).ms)
    c.push(wall(process.execPath, cli).ms)
  }
  return { cliMs: median(c), importMs: median(m), nodeMs: median(n), ok, stale: staleDist() }
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

const main = (): void => {
  const started = performance.now()
  log(`compiling ${srcRoot === root ? '' : `${srcRoot}/`}src/ and bench/ …`)
  compile(srcRoot, root, cache)
  mkdirSync(data, { recursive: true })

  log('generating the state-wide term …')
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

  const rows: Row[] = []
  const notes: string[] = []
  const results: Record<string, unknown> = { candidates, seats, facts }

  if (only.has('a')) {
    log('(a) determine against a bare scan …')
    const a = section<AResult>('a')
    results['a'] = a
    const aRows = (key: 'determine' | 'decide', label: string): void => {
      a.rows.forEach((r, i) => {
        const prev = a.rows[i - 1]
        const growth = prev === undefined ? null : r[key].subjectNs / prev[key].subjectNs
        const ok = r[key].ratio <= 5 && (growth === null || growth <= 12)
        rows.push([
          i === 0 ? 'a' : '',
          i === 0 ? label : '',
          `${num(r.n)} candidates`,
          time(r[key].subjectNs),
          time(r[key].baselineNs),
          times(r[key].ratio),
          growth === null ? '–' : times(growth),
          '≤ 5×, growth ≤ 12×',
          yes(ok),
        ])
      })
    }
    aRows('determine', '`determine` (decoded case) vs bare scan')
    aRows('decide', '`decide` (decode + determine + encode) vs bare scan')
    notes.push(
      '(a) one proportional list, half elected, facts about a tenth of the candidates; bare scan = one loop for the not-elected candidate with the most votes. Median of 7 alternating batches of ≥ 25 ms; growth = time at n ÷ time at n/10 (12× allows for noise; 10× is linear).',
    )
  }

  let lineProtocol: BResult | null = null
  if (only.has('b')) {
    log('(b) the line protocol against JSON.parse + JSON.stringify …')
    const b = section<BResult>('b')
    lineProtocol = b
    results['b'] = b
    const perSec = (lines: number, msx: number): string => `${num(lines / (msx / 1000))}/s`
    rows.push([
      'b',
      '`oracle` line protocol vs JSON.parse + JSON.stringify',
      `${num(b.lines)} cases, ${num(b.bytes / 1048576, 1)} MB`,
      `${ms(b.subjectMs)} (${perSec(b.lines, b.subjectMs)})`,
      `${ms(b.baselineMs)} (${perSec(b.lines, b.baselineMs)})`,
      times(b.ratio),
      '',
      '≤ 2×',
      yes(b.ratio <= 2),
    ])
    notes.push(`(b) oracle: ${b.name}; the stream is every fourth vacancy case of the term (c), one request per line. Median of 5 alternating passes.`)
  }

  if (only.has('c')) {
    log(`(c) the state-wide term${hasTaskset ? ' (pinned to CPU 0)' : ''} …`)
    const c = section<CResult>('c', true)
    results['c'] = c
    const cold = c.cold
    const termSize = `${num(c.bodies)} bodies, ${num(candidates)} candidates, ${num(cold.determinations)} vacancies`
    rows.push(['c', 'state-wide term replayed: JSON.parse + decode + `decideAll` + encode, first run', termSize, ms(cold.ms), '', '', '', '≤ 1 s', yes(cold.ms <= 1000)])
    rows.push(['', '· of which JSON.parse / decode / decideAll / encode', '', `${ms(cold.parseMs)} / ${ms(cold.decodeMs)} / ${ms(cold.decideMs)} / ${ms(cold.encodeMs)}`, '', '', '', '', ''])
    rows.push(['', 'the same, warm (median of 3 more runs)', '', ms(c.warmMs), '', '', '', '≤ 1 s', yes(c.warmMs <= 1000)])
    rows.push(['', 'peak memory: maxRSS (heap used at most)', `${num(c.inputBytes / 1048576, 1)} MB of JSON`, `${num(c.maxRssMb)} MB (heap ${num(c.heapPeakMb)} MB)`, `${num(c.rssBeforeMb)} MB before`, '', '', '≤ 512 MB', yes(c.maxRssMb <= 512)])
    rows.push(['', 'each vacancy asked alone: `decideText` per vacancy case, first run / warm', `${num(c.perVacancy.cases)} cases`, `${ms(c.perVacancy.coldMs)} / ${ms(c.perVacancy.warmMs)}`, '', '', '', '(none)', ''])
    const outcomes = Object.entries(cold.outcomes).map(([k, v]) => `${k} ${num(v)}`).join(', ')
    notes.push(
      `(c) ${num(seats)} seats, ${num(facts)} candidate facts (waivers, some without effect, party exits, deaths, loss of eligibility); outcomes: ${outcomes}; ${cold.failures + c.perVacancy.failures} cases rejected. ${hasTaskset ? 'One process pinned to one core (taskset -c 0).' : 'One process, not pinned (no taskset).'} "before" is the RSS with the JSON texts loaded, before the replay.`,
    )
  }

  if (only.has('e')) {
    log('(e) fuzz throughput against our own oracle …')
    const b = lineProtocol ?? section<BResult>('b')
    const e = fuzzSection(8192)
    results['e'] = e
    const fuzzRate = e.runs / (e.ms / 1000)
    const lineRate = b.lines / (b.subjectMs / 1000)
    const ratio = fuzzRate / lineRate
    rows.push([
      'e',
      '`fuzz` (pipelined) against `nachruecken oracle` vs the line protocol (b)',
      `${num(e.runs)} cases`,
      `${ms(e.ms)} (${num(fuzzRate)}/s)`,
      `${num(lineRate)}/s`,
      times(ratio),
      '',
      '≥ 0.7×',
      yes(e.agreed && ratio >= 0.7),
    ])
    notes.push(
      `(e) \`fuzz\` of ${num(e.runs)} generated determination queries (valid cases with and without the procedure) against a child process running the oracle (bench/oracle-entry.ts), a batch of 256 requests in flight, one process; median of 3 seeds after a warm-up; ${e.agreed ? 'all agreed' : '**they disagreed**'}. Baseline: the cases per second of (b) in the same run.`,
    )
  }

  if (only.has('d')) {
    log('(d) the CLI start-up …')
    const d = startUp()
    results['d'] = d
    rows.push(['d', '`nachruecken determine musterstadt.case.json` (spawn) vs `node -e 0`', '1 case', ms(d.cliMs), ms(d.nodeMs), times(d.cliMs / d.nodeMs), '', '≤ 300 ms', yes(d.ok && d.cliMs <= 300)])
    rows.push(['', '· of which loading dist/src/cli/main.js (spawn, import only)', '', ms(d.importMs), ms(d.nodeMs), times(d.importMs / d.nodeMs), '', '', ''])
    notes.push(
      `(d) median of 15 alternating spawns after 2 warm-ups; ${d.ok ? 'the CLI answered with the determination' : '**the CLI did not answer as expected**'}; the CLI runs dist/ (npm run build)${d.stale === null ? '' : `, which is older than ${d.stale}`}.`,
    )
  }

  const out = [
    `Nachrücken benchmarks — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${machine()}${srcRoot === root ? '' : ` — src/ from ${srcRoot}`}`,
    '',
    table(rows),
    '',
    ...notes.map((n) => `- ${n}`),
    '',
  ].join('\n')
  process.stdout.write(out)
  writeFileSync(join(cache, 'last-run.json'), JSON.stringify(results, null, 2))
  writeFileSync(join(cache, 'last-run.md'), out)
  log(`bench took ${ms(performance.now() - started)}`)
}

main()
