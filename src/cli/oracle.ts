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
import { parseArgs } from 'node:util'
import { badge } from '../oracle/badge.js'
import { parseCommand } from '../oracle/command-line.js'
import { type ConformanceReport, runConformance } from '../oracle/conformance.js'
import { fuzz } from '../oracle/fuzz.js'
import { ourInfo } from '../oracle/info.js'
import { killAll } from '../oracle/line-process.js'
import { progressLine } from '../oracle/progress.js'
import type { Level } from '../oracle/protocol.js'
import { reportFuzz } from '../oracle/report-fuzz.js'
import { reportJunit } from '../oracle/report-junit.js'
import { reportMarkdown } from '../oracle/report-markdown.js'
import { serve } from '../oracle/serve.js'
import { openSession } from '../oracle/session.js'
import { loadSuite } from '../oracle/suite.js'

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
  stderrIsTTY: process.stderr.isTTY === true,
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

const usage = (io: OracleIo, message: string): number => {
  io.err(`${message}\nTry: nachruecken --help\n`)
  return USAGE
}

type Options = Record<string, string | undefined>

const parse = (args: ReadonlyArray<string>, names: ReadonlyArray<string>): Options | string => {
  try {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: Object.fromEntries(names.map((n) => [n, { type: 'string' as const }])),
      strict: true,
      allowPositionals: true,
    })
    if (positionals.length > 0) return `unexpected argument: ${positionals[0]}`
    return values as Options
  } catch (e) {
    return (e as Error).message
  }
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
  if (args.length > 0) return usage(io, 'oracle takes no arguments; it speaks the line protocol (spec/protocol.md) on stdin and stdout')
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
  const o = parse(args, ['impl', 'level', 'report', 'out', 'timeout', 'vectors'])
  if (typeof o === 'string') return usage(io, `conformance: ${o}`)
  if (o['impl'] === undefined) return usage(io, 'conformance needs --impl "<command of the implementation>"')
  const command = parseCommand(o['impl'])
  if (command._tag === 'Left') return usage(io, `conformance --impl: ${command.left}`)
  const level = o['level'] ?? 'core'
  if (level !== 'core' && level !== 'full') return usage(io, '--level must be core or full')
  const format = o['report'] ?? 'markdown'
  if (format !== 'json' && format !== 'junit' && format !== 'markdown') return usage(io, '--report must be json, junit or markdown')
  const timeout = positive(o['timeout'], 10)
  if (timeout === null) return usage(io, '--timeout must be a positive number of seconds')
  io.onInterrupt(killAll)
  const suite = loadSuite(resolve(io.cwd, o['vectors'] ?? join(root, 'spec', 'conformance', 'vectors')))
  const progress = progressLine(io.err, io.stderrIsTTY)
  const report = await runConformance({
    session: openSession(command.right, { timeoutMs: timeout * 1000, cwd: io.cwd }),
    commandText: o['impl'],
    suite,
    level: level as Level,
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
 * `nachruecken fuzz --impl "<command>"`: differential fuzzing against ours.
 *
 * @category cli @since 0.1.0
 */
export const fuzzCommand = async (args: ReadonlyArray<string>, io: OracleIo): Promise<number> => {
  const o = parse(args, ['impl', 'runs', 'seed', 'path', 'timeout'])
  if (typeof o === 'string') return usage(io, `fuzz: ${o}`)
  if (o['impl'] === undefined) return usage(io, 'fuzz needs --impl "<command of the implementation>"')
  const command = parseCommand(o['impl'])
  if (command._tag === 'Left') return usage(io, `fuzz --impl: ${command.left}`)
  const runs = positive(o['runs'], 1000)
  if (runs === null || !Number.isInteger(runs)) return usage(io, '--runs must be a positive integer')
  if (o['path'] !== undefined && o['seed'] === undefined) return usage(io, '--path replays a run: give its --seed too')
  const seed = o['seed'] === undefined ? Date.now() % 2 ** 31 : Number(o['seed'])
  if (!Number.isSafeInteger(seed)) return usage(io, '--seed must be an integer')
  const timeout = positive(o['timeout'], 10)
  if (timeout === null) return usage(io, '--timeout must be a positive number of seconds')
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
