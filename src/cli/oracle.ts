/**
 * The test-oracle commands of the CLI (src/oracle/):
 *
 *     nachruecken oracle                       this implementation speaking the line protocol
 *     nachruecken conformance --impl "<cmd>"   the suite against any implementation
 *         [--level core|full] [--report json|junit|markdown] [--out DIR]
 *         [--timeout SECONDS] [--vectors DIR]
 *     nachruecken fuzz --impl "<cmd>"          differential fuzzing against ours
 *         [--runs N] [--seed S] [--path P] [--timeout SECONDS]
 *
 * Exit status: 0 conforms / agrees (oracle: after `stop` or the end of
 * input); 1 some selected vector does not pass / a disagreement was found;
 * 2 a usage error or an implementation that cannot be started. Messages and
 * the progress line (only on a terminal) go to stderr.
 *
 * @since 0.1.0
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { badge } from '../oracle/badge.js'
import { parseCommand } from '../oracle/command-line.js'
import { type ConformanceReport, runConformance } from '../oracle/conformance.js'
import { ourInfo } from '../oracle/info.js'
import { killAll } from '../oracle/line-process.js'
import { progressLine } from '../oracle/progress.js'
import type { Level } from '../oracle/protocol.js'
import { reportJunit } from '../oracle/report-junit.js'
import { reportMarkdown } from '../oracle/report-markdown.js'
import { serve } from '../oracle/serve.js'
import { openSession } from '../oracle/session.js'
import { loadSuite } from '../oracle/suite.js'
import { type CommandSpec, type OptionValues, parseOrAnswer, stringOption, usageError } from './args.js'
import { interactive } from './io.js'

/** Where the oracle commands read and write, beyond the CLI's Io. @category model @since 0.1.0 */
export interface OracleIo {
  readonly out: (s: string) => void
  readonly err: (s: string) => void
  /** Standard input as lines, and a way to let go of it. */
  readonly stdinLines: () => { readonly lines: AsyncIterable<string>; readonly close: () => void }
  readonly stderrIsTTY: boolean
  readonly cwd: string
  /** Run `cleanup` (kill the implementation's process group) on Ctrl-C or SIGTERM, then exit. */
  readonly onInterrupt: (cleanup: () => void) => void
}

/** The process's own streams and files. @category constructors @since 0.1.0 */
export const nodeOracleIo = (io: { readonly out: (s: string) => void; readonly err: (s: string) => void }): OracleIo => ({
  out: io.out,
  err: io.err,
  stdinLines: () => {
    const rl = createInterface({ input: process.stdin, crlfDelay: Infinity })
    return {
      lines: rl,
      close: () => {
        rl.close()
        process.stdin.destroy()
      },
    }
  },
  // a progress line only on a terminal that takes control sequences (not TERM=dumb, NO_COLOR, CI)
  stderrIsTTY: interactive(process.stderr.isTTY, process.env),
  cwd: process.cwd(),
  onInterrupt: (cleanup) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.once(signal, () => {
        cleanup()
        process.exit(130)
      })
  },
})

const USAGE = 2

const IMPL = 'the command that starts the implementation, as a shell would split it (no shell runs it)'
const TIMEOUT = 'seconds to wait for each answer before the implementation is restarted'

/** `oracle`. @category cli @since 0.2.0 */
export const oracleSpec: CommandSpec = {
  name: 'oracle',
  summary: 'this implementation speaking the line protocol (spec/protocol.md) on stdin and stdout',
  usage: 'nachruecken oracle',
  examples: [
    `echo '{"cmd":"start","version":1}' | nachruecken oracle`,
    'nachruecken conformance --impl "nachruecken oracle"   # the suite against ourselves',
  ],
  options: {},
  positionals: [],
  notes: 'Exit status: 0 after `stop` or the end of input.',
}

/** `conformance`. @category cli @since 0.2.0 */
export const conformanceSpec: CommandSpec = {
  name: 'conformance',
  summary: 'run the conformance suite against any implementation speaking the line protocol',
  usage: 'nachruecken conformance --impl "<command>" [--level core|full] [--report json|junit|markdown] [--out DIR] [--timeout SECONDS] [--vectors DIR]',
  examples: [
    'nachruecken conformance --impl "python3 my_impl.py"',
    'nachruecken conformance --impl "./my-impl --serve" --level full --out reports/',
    'nachruecken conformance --impl "java -jar impl.jar" --report junit > conformance.xml',
  ],
  options: {
    impl: { type: 'string' },
    level: { type: 'string', default: 'core' },
    report: { type: 'string', default: 'markdown' },
    out: { type: 'string' },
    timeout: { type: 'string', default: '10' },
    vectors: { type: 'string' },
  },
  choices: { level: ['core', 'full'], report: ['json', 'junit', 'markdown'] },
  describe: {
    impl: IMPL,
    level: 'core (the determination) or full (every field, the procedure)',
    report: 'what stdout gets',
    out: 'also write conformance.json, conformance.junit.xml, conformance.md and badge.json there',
    timeout: TIMEOUT,
    vectors: 'another folder of vectors (default: the suite shipped in the package)',
  },
  positionals: [],
  notes: 'Exit status: 0 every selected vector passes; 1 some does not; 2 a usage error or an\nimplementation that cannot be started.',
}

/** `fuzz`. @category cli @since 0.2.0 */
export const fuzzSpec: CommandSpec = {
  name: 'fuzz',
  summary: 'differential fuzzing against this implementation; prints a minimal disagreement as a vector skeleton',
  usage: 'nachruecken fuzz --impl "<command>" [--runs N] [--seed S] [--path P] [--timeout SECONDS]',
  examples: [
    'nachruecken fuzz --impl "python3 my_impl.py" --runs 1000 --seed 7',
    'nachruecken fuzz --impl "python3 my_impl.py" --seed 7 --path "12:0:3"   # replay a disagreement',
  ],
  options: {
    impl: { type: 'string' },
    runs: { type: 'string', default: '1000' },
    seed: { type: 'string' },
    path: { type: 'string' },
    timeout: { type: 'string', default: '10' },
  },
  describe: {
    impl: IMPL,
    runs: 'how many generated cases',
    seed: 'the seed of the generator (default: from the clock; printed)',
    path: 'the shrink path of a run to replay (with its --seed)',
    timeout: TIMEOUT,
  },
  positionals: [],
  notes: 'Needs fast-check (an optional peer dependency: npm i -D fast-check@4.11.0).\nExit status: 0 the implementations agree; 1 a disagreement; 2 a usage error or an implementation\nthat cannot be started.',
}

type Options = Readonly<Record<string, string | undefined>>

/** The string options of a parse, by name. */
const strings = (values: OptionValues): Options =>
  Object.fromEntries(Object.keys(values).map((k) => [k, stringOption(values, k)]))

/** Parse by the spec: the options, or the exit status after help or a usage error. */
const parse = (io: OracleIo, spec: CommandSpec, args: ReadonlyArray<string>): Options | number => {
  const a = parseOrAnswer(io, spec, args)
  return typeof a === 'number' ? a : strings(a.values)
}

const positive = (s: string | undefined, fallback: number): number | null => {
  if (s === undefined) return fallback
  const n = Number(s)
  return Number.isFinite(n) && n > 0 ? n : null
}

const versionOf = (root: string): string => {
  try {
    return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version
  } catch {
    return '0.0.0'
  }
}

/**
 * `nachruecken oracle`: serve the line protocol on standard input and output.
 *
 * @category cli @since 0.1.0
 */
export const oracleCommand = async (args: ReadonlyArray<string>, root: string, io: OracleIo): Promise<number> => {
  const a = parseOrAnswer(io, oracleSpec, args)
  if (typeof a === 'number') return a
  const input = io.stdinLines()
  await serve(input.lines, io.out, ourInfo(versionOf(root)))
  input.close()
  return 0
}

const writeReports = (io: OracleIo, dir: string, r: ConformanceReport): void => {
  const at = resolve(io.cwd, dir)
  mkdirSync(at, { recursive: true })
  writeFileSync(join(at, 'conformance.json'), `${JSON.stringify(r, null, 2)}\n`)
  writeFileSync(join(at, 'conformance.junit.xml'), reportJunit(r))
  writeFileSync(join(at, 'conformance.md'), reportMarkdown(r))
  writeFileSync(join(at, 'badge.json'), `${JSON.stringify(badge(r), null, 2)}\n`)
  io.err(`reports written to ${at}: conformance.json, conformance.junit.xml, conformance.md, badge.json\n`)
}

/**
 * `nachruecken conformance --impl "<command>"`: run the suite.
 *
 * @category cli @since 0.1.0
 */
export const conformanceCommand = async (args: ReadonlyArray<string>, root: string, io: OracleIo): Promise<number> => {
  const o = parse(io, conformanceSpec, args)
  if (typeof o === 'number') return o
  const usage = (message: string): number => usageError(io, conformanceSpec, message)
  if (o['impl'] === undefined) return usage('conformance needs --impl "<command of the implementation>"')
  const command = parseCommand(o['impl'])
  if (command._tag === 'Left') return usage(`--impl: ${command.left}`)
  // parse has checked --level and --report against their choices; both have defaults
  const level = o['level'] as Level
  const format = o['report']
  const timeout = positive(o['timeout'], 10)
  if (timeout === null) return usage('--timeout must be a positive number of seconds')
  io.onInterrupt(killAll)
  const suite = loadSuite(resolve(io.cwd, o['vectors'] ?? join(root, 'spec', 'conformance', 'vectors')))
  const progress = progressLine(io.err, io.stderrIsTTY)
  const report = await runConformance({
    session: openSession(command.right, { timeoutMs: timeout * 1000, cwd: io.cwd }),
    commandText: o['impl'],
    suite,
    level,
    onProgress: (done, total, id) => progress.update(`conformance [${done}/${total}] ${id}`),
  })
  progress.done()
  io.out(format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : format === 'junit' ? reportJunit(report) : reportMarkdown(report))
  if (o['out'] !== undefined) writeReports(io, o['out'], report)
  const s = report.summary
  io.err(`conformance: ${s.pass} passed, ${s.fail} failed, ${s.skip} skipped, ${s.error} ${s.error === 1 ? 'error' : 'errors'} — ${s.conforms ? 'conforms' : 'does not conform'}\n`)
  if (report.startProblem !== null) {
    io.err(`conformance: the implementation could not be started: ${report.startProblem}\n`)
    return USAGE
  }
  return s.conforms ? 0 : 1
}

/**
 * The fuzzing stack (fast-check, an optional peer dependency), loaded only
 * for `fuzz`: the modules, or what to do when fast-check is missing.
 */
const loadFuzzing = async (): Promise<typeof import('../oracle/fuzz.js') & typeof import('../oracle/report-fuzz.js') | string> => {
  try {
    const [f, r] = await Promise.all([import('../oracle/fuzz.js'), import('../oracle/report-fuzz.js')])
    return { ...f, ...r }
  } catch (e) {
    const code = typeof e === 'object' && e !== null && 'code' in e ? (e as { code: unknown }).code : null
    if (code === 'ERR_MODULE_NOT_FOUND' && String((e as Error).message).includes('fast-check'))
      return 'fuzzing needs fast-check, an optional peer dependency of nachruecken: npm i -D fast-check@4.11.0'
    throw e
  }
}

/**
 * `nachruecken fuzz --impl "<command>"`: differential fuzzing against ours.
 *
 * @category cli @since 0.1.0
 */
export const fuzzCommand = async (args: ReadonlyArray<string>, io: OracleIo): Promise<number> => {
  const o = parse(io, fuzzSpec, args)
  if (typeof o === 'number') return o
  const usage = (message: string): number => usageError(io, fuzzSpec, message)
  if (o['impl'] === undefined) return usage('fuzz needs --impl "<command of the implementation>"')
  const command = parseCommand(o['impl'])
  if (command._tag === 'Left') return usage(`--impl: ${command.left}`)
  const runs = positive(o['runs'], 1000)
  if (runs === null || !Number.isInteger(runs)) return usage('--runs must be a positive integer')
  if (o['path'] !== undefined && o['seed'] === undefined) return usage('--path replays a run: give its --seed too')
  const seed = o['seed'] === undefined ? Date.now() % 2 ** 31 : Number(o['seed'])
  if (!Number.isSafeInteger(seed)) return usage('--seed must be an integer')
  const timeout = positive(o['timeout'], 10)
  if (timeout === null) return usage('--timeout must be a positive number of seconds')
  const stack = await loadFuzzing()
  if (typeof stack === 'string') {
    io.err(`nachruecken fuzz: ${stack}\n`)
    return USAGE
  }
  const { fuzz, reportFuzz } = stack
  io.onInterrupt(killAll)
  const session = openSession(command.right, { timeoutMs: timeout * 1000, cwd: io.cwd })
  const progress = progressLine(io.err, io.stderrIsTTY)
  const report = await fuzz({
    session,
    commandText: o['impl'],
    runs,
    seed,
    ...(o['path'] === undefined ? {} : { path: o['path'] }),
    onProgress: (p) => progress.update(`fuzz (seed ${seed}): ${p.phase === 'search' ? 'searching' : 'shrinking'}, ${p.cases} cases`),
  })
  progress.done()
  await session.close()
  if (report._tag === 'unavailable') {
    io.err(reportFuzz(report))
    return USAGE
  }
  ;(report._tag === 'agreed' ? io.err : io.out)(reportFuzz(report))
  return report._tag === 'agreed' ? 0 : 1
}
