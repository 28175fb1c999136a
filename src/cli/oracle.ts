/**
 * The test-oracle commands of the CLI (src/oracle/), each declared as data
 * for the one parser of the CLI (src/cli/args.ts: name, summary, usage,
 * examples, `node:util parseArgs` options with their choices, defaults and
 * descriptions, positionals, subcommands; all of them in `ORACLE_COMMANDS`)
 * and run by its handler:
 *
 *     nachruecken oracle                          this implementation speaking the line protocol
 *     nachruecken conformance --impl [NAME=]"<cmd>" …   the suite against one or more implementations
 *     nachruecken conformance smoke --impl "<cmd>"      start, the hello, one vector of each kind
 *     nachruecken conformance diff OLD.json NEW.json    what changed between two JSON reports
 *     nachruecken fuzz --impl "<cmd>" …                differential fuzzing against ours
 *
 * Exit status: 0 conforms / agrees / no new failure (oracle: after `stop`
 * or the end of input); 1 some selected vector does not pass, a
 * disagreement or implementation failure was found, or the run stopped
 * early; 2 a usage error or an implementation that cannot be started; 130
 * stopped by a signal (the reports are written first). Messages and
 * progress go to stderr: rewritten in place on a terminal that takes control
 * sequences, a plain line now and then otherwise (a pipe, a log, TERM=dumb,
 * NO_COLOR, CI). Every command answers `--help`. `fuzz` loads fast-check (an
 * optional peer dependency) only when it runs.
 *
 * @since 0.1.0
 */
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { badge } from '../oracle/badge.js'
import { type Command, parseCommand } from '../oracle/command-line.js'
import { judge } from '../oracle/compare.js'
import { type CaseReport, type ConformanceReport, kindOf, runConformance } from '../oracle/conformance.js'
import { type Control, control as newControl, type Limits } from '../oracle/control.js'
import { ourInfo } from '../oracle/info.js'
import { killAll } from '../oracle/line-process.js'
import { type Progress, progressLine, progressLog } from '../oracle/progress.js'
import type { ImplementationInfo, Level } from '../oracle/protocol.js'
import { periodEndOf, readingOf } from '../oracle/reading.js'
import { compareRuns, reportComparison } from '../oracle/report-compare.js'
import { casesOf, diffReports, reportDiff } from '../oracle/report-diff.js'
import { reportFuzz } from '../oracle/report-fuzz.js'
import { reportJunit } from '../oracle/report-junit.js'
import { reportMarkdown } from '../oracle/report-markdown.js'
import { chooses, describeSelection, type ExpectedFailures, parseExpectedFailures, type Selection, unknownIds } from '../oracle/select.js'
import { serve } from '../oracle/serve.js'
import { openSession, type Session } from '../oracle/session.js'
import { loadSuite, type Suite, type Vector } from '../oracle/suite.js'
import { schemaValidator, type Validator } from '../oracle/validate.js'
import { FUZZ_KINDS, type FuzzKind } from '../oracle/views.js'
import { chooseSubcommand, type CommandSpec, type OptionValues, parseOrAnswer, stringOption, usageError } from './args.js'
import { interactive } from './io.js'

/** Where the oracle commands read and write, beyond the CLI's Io. @category model @since 0.1.0 */
export interface OracleIo {
  readonly out: (s: string) => void
  readonly err: (s: string) => void
  /** Standard input as lines, and a way to let go of it. */
  readonly stdinLines: () => { readonly lines: AsyncIterable<string>; readonly close: () => void }
  readonly stderrIsTTY: boolean
  readonly cwd: string
  /** Call `stop` with the signal's name on Ctrl-C or SIGTERM (a second signal ends the process at once). */
  readonly onInterrupt: (stop: (signal: string) => void) => void
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
  // control sequences only on a terminal that takes them (not TERM=dumb, NO_COLOR, CI): else plain progress lines
  stderrIsTTY: interactive(process.stderr.isTTY, process.env),
  cwd: process.cwd(),
  onInterrupt: (stop) => {
    let seen = 0
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.on(signal, () => {
        if (seen++ > 0) {
          killAll()
          process.exit(130)
          return
        }
        stop(signal)
      })
  },
})

const IMPL = 'the command that starts the implementation, as a shell would split it (no shell runs it)'
const TIMEOUT = 'seconds to wait for each answer before the implementation is restarted'
const SIGNALS = '130 stopped by SIGINT or SIGTERM, the reports written first (a second signal ends it at once).'

/** The run control that `conformance` and `fuzz` share, as `node:util` `parseArgs` options. */
const RUN_CONTROL = {
  impl: { type: 'string', multiple: true },
  level: { type: 'string' },
  timeout: { type: 'string', default: '10' },
  'fail-fast': { type: 'boolean' },
  'max-fail': { type: 'string' },
  'max-error': { type: 'string' },
  'max-time': { type: 'string' },
  jobs: { type: 'string' },
  norm: { type: 'string', multiple: true },
} as const

/** What each run-control option does, for the help. */
const RUN_CONTROL_HELP = {
  timeout: TIMEOUT,
  'fail-fast': 'stop at the first failure (= --max-fail 1; errors count against --max-error)',
  'max-fail': 'stop after N failures (a stopped run exits 1)',
  'max-error': 'stop after N errors (no answer, a crash, garbage)',
  'max-time': 'stop after S seconds for the whole run; what was done so far is reported',
  jobs: 'run N processes of the implementation in parallel (results in vector order)',
} as const

/** `oracle`. @category cli @since 0.2.0 */
export const oracleSpec: CommandSpec = {
  name: 'oracle',
  summary: 'this implementation speaking the line protocol (spec/protocol.md) on stdin and stdout',
  usage: 'nachruecken oracle',
  examples: [
    `echo '{"cmd":"start","version":1}' | nachruecken oracle`,
    'nachruecken oracle < requests.ndjson > responses.ndjson',
    'nachruecken conformance --impl "nachruecken oracle"   # the suite against ourselves',
  ],
  options: {},
  positionals: [],
  notes: 'Exit status: 0 after `stop` or the end of input.',
}

/** `conformance smoke`. @category cli @since 0.2.0 */
export const smokeSpec: CommandSpec = {
  name: 'conformance smoke',
  summary: 'start an implementation, show its hello, run one vector of each kind it answers',
  usage: 'nachruecken conformance smoke --impl "<command>" [--timeout S] [--vectors DIR|ARCHIVE]',
  examples: ['nachruecken conformance smoke --impl "python3 my_impl.py"', 'nachruecken conformance smoke --impl "java -jar impl.jar" --timeout 30'],
  options: { impl: { type: 'string' }, timeout: { type: 'string', default: '10' }, vectors: { type: 'string' } },
  describe: { impl: IMPL, timeout: TIMEOUT, vectors: 'the vectors to take one of each kind from: a folder or a suite archive (default: the suite shipped in the package)' },
  positionals: [],
  notes: [
    'Of each kind, the first vector whose readings the hello declares (spec/conformance/README.md, "Readings").',
    'Exit status: 0 the implementation starts and passes each vector it ran, at least one; 1 one of them does not',
    'pass, or none was run (no vector of a kind and readings the hello declares); 2 a usage error or an',
    'implementation that cannot be started.',
  ].join('\n'),
}

/** `conformance diff`. @category cli @since 0.2.0 */
export const diffSpec: CommandSpec = {
  name: 'conformance diff',
  summary: 'new failures, fixed and changed vectors between two JSON reports',
  usage: 'nachruecken conformance diff OLD.json NEW.json [--report markdown|json]',
  examples: [
    'nachruecken conformance diff last/conformance.json reports/conformance.json',
    'nachruecken conformance diff old.json new.json --report json | jq .newFailures',
  ],
  options: { report: { type: 'string', default: 'markdown' } },
  choices: { report: ['markdown', 'json'] },
  describe: { report: 'what stdout gets' },
  positionals: ['OLD.json', 'NEW.json'],
  needs: 'two JSON reports',
  notes: 'The reports are conformance.json files (--report json or --out).\nExit status: 0 no new failure; 1 new failures; 2 a report that cannot be read or a usage error.',
}

/** `conformance`. @category cli @since 0.2.0 */
export const conformanceSpec: CommandSpec = {
  name: 'conformance',
  summary: 'run the conformance suite against one or more implementations speaking the line protocol',
  usage:
    'nachruecken conformance --impl [NAME=]"<command>" … [--level core|full] [--report json|junit|markdown|jsonl] [--out DIR] [--vectors DIR|ARCHIVE] [--id ID] [--filter GLOB] [--norm ID] [--feature F] [--fail-fast] [--max-fail N] [--max-error N] [--max-time S] [--jobs N] [--timeout S] [--expected-failures FILE] [--validate]',
  examples: [
    'nachruecken conformance --impl "python3 my_impl.py" --level full --out reports/',
    'nachruecken conformance --impl py="python3 harness.py" --impl ts="nachruecken oracle" --norm kwg34.4',
    'nachruecken conformance --impl ./impl --filter "proc-*" --fail-fast --expected-failures known.txt',
  ],
  options: {
    ...RUN_CONTROL,
    level: { type: 'string', default: 'core' },
    report: { type: 'string', default: 'markdown' },
    out: { type: 'string' },
    vectors: { type: 'string' },
    id: { type: 'string', multiple: true },
    filter: { type: 'string', multiple: true },
    feature: { type: 'string', multiple: true },
    'expected-failures': { type: 'string' },
    validate: { type: 'boolean' },
  },
  choices: { level: ['core', 'full'], report: ['json', 'junit', 'markdown', 'jsonl'] },
  describe: {
    impl: `${IMPL}; repeat it to run several side by side, NAME=COMMAND names one`,
    level: 'core (the determination) or full (every field, the procedure)',
    ...RUN_CONTROL_HELP,
    norm: 'only the vectors of this norm or the norms under it (repeatable)',
    report: 'what stdout gets (jsonl: one JSON line per vector as it comes)',
    out: 'also write results.jsonl (as the results come), conformance.json, conformance.junit.xml, conformance.md and badge.json there',
    vectors: 'another suite: a folder of vectors or a suite archive (npm run suite:pack; default: the suite shipped in the package)',
    id: 'only this vector (repeatable)',
    filter: 'only the vectors whose id matches this glob (repeatable)',
    feature: 'only the vectors with this feature (repeatable)',
    'expected-failures': 'a file of vector ids or globs, one a line, that are known to fail (they do not count)',
    validate: 'check each result against its JSON Schema (spec/schema/, by $id; needs ajv)',
  },
  positionals: [],
  notes: [
    'Within a kind of filter (--id, --filter, --norm, --feature) any match chooses; the kinds given must all match.',
    'Exit status: 0 at least one vector is selected and every selected vector passes (or fails as expected);',
    '1 none is selected, some does not pass, or the run stopped early (--fail-fast, --max-fail, --max-error,',
    '--max-time: the vectors not reached are "not run");',
    '2 a usage error or an implementation that cannot be started;',
    SIGNALS,
  ].join('\n'),
  subcommands: [smokeSpec, diffSpec],
}

/** `fuzz`. @category cli @since 0.2.0 */
export const fuzzSpec: CommandSpec = {
  name: 'fuzz',
  summary: 'differential fuzzing against this implementation; prints a minimal disagreement as a vector skeleton',
  usage:
    'nachruecken fuzz --impl "<command>" [--kind determination|state|audit|invalid] [--runs N] [--seed S] [--path P] [--level core|full] [--norm ID] [--fail-fast] [--max-fail N] [--max-error N] [--max-time S] [--jobs N] [--timeout S]',
  examples: [
    'nachruecken fuzz --impl "python3 my_impl.py" --runs 20000 --seed 7',
    'nachruecken fuzz --impl ./impl --kind state --max-time 60 --jobs 2',
    'nachruecken fuzz --impl "python3 my_impl.py" --seed 7 --path "12:0:3"   # replay a disagreement',
  ],
  options: {
    ...RUN_CONTROL,
    kind: { type: 'string', default: 'determination' },
    runs: { type: 'string', default: '1000' },
    seed: { type: 'string' },
    path: { type: 'string' },
  },
  choices: { level: ['core', 'full'], kind: FUZZ_KINDS },
  describe: {
    impl: IMPL,
    level: 'compare at most at this level (default: the highest the implementation declares)',
    ...RUN_CONTROL_HELP,
    // fuzz counts disagreements where conformance counts failures, and implementation failures where it counts errors
    'fail-fast': 'stop at the first disagreement (= --max-fail 1, as without it)',
    'max-fail': 'stop after N disagreements, each shrunk and reported (without it: 1)',
    'max-error': 'stop after N implementation failures (no answer, a crash, garbage; each retried once; without it: 1)',
    jobs: 'run N processes of the implementation in parallel, the cases of each batch spread over them',
    norm: 'only cases whose answer (ours) cites this norm or one under it (repeatable)',
    kind: 'what is generated: determination queries, procedure state or audit queries, or cases that must be rejected',
    runs: 'how many generated cases',
    seed: 'the seed of the generator (default: from the clock; printed)',
    path: 'the shrink path of a run to replay (with its --seed)',
  },
  positionals: [],
  notes: [
    'Needs fast-check (an optional peer dependency: npm i -D fast-check@4.11.0).',
    'Exit status: 0 the implementations agree (also when stopped at --max-time); 1 a disagreement,',
    'a failure or a flaky case; 2 a usage error or an implementation that cannot be started;',
    SIGNALS,
  ].join('\n'),
}

/** The oracle's commands, by name. @category cli @since 0.2.0 */
export const ORACLE_COMMANDS: Readonly<Record<'oracle' | 'conformance' | 'smoke' | 'diff' | 'fuzz', CommandSpec>> = {
  oracle: oracleSpec,
  conformance: conformanceSpec,
  smoke: smokeSpec,
  diff: diffSpec,
  fuzz: fuzzSpec,
}

const USAGE = 2
const INTERRUPTED = 130

/** The value of a string option that is not `multiple`. */
const str = stringOption
/** The values of a `multiple` string option. */
const strs = (v: OptionValues, k: string): string[] => (v[k] as string[] | undefined) ?? []

const positive = (s: string): number | null => {
  const n = Number(s)
  return Number.isFinite(n) && n > 0 ? n : null
}

const count = (s: string | undefined): number | null | undefined => {
  if (s === undefined) return undefined
  const n = Number(s)
  return Number.isSafeInteger(n) && n > 0 ? n : null
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

/** One implementation of `--impl [NAME=]COMMAND`. @category model @since 0.2.0 */
export interface NamedCommand {
  readonly name: string
  readonly text: string
  readonly command: Command
}

/**
 * The `--impl` values: `NAME=COMMAND` names an implementation when NAME is a
 * lower-case label (`[a-z][a-z0-9._-]*`, which an environment assignment
 * before the command, by convention upper case, is not); otherwise the
 * whole text is the command and the name is its program's file name
 * (numbered when two are the same).
 *
 * @category parsing @since 0.2.0
 */
export const namedCommands = (texts: ReadonlyArray<string>): NamedCommand[] | string => {
  const out: NamedCommand[] = []
  for (const raw of texts) {
    // NAME= and all the rest (the s flag: newlines too)
    const m = /^([a-z][a-z0-9._-]*)=(.*)/s.exec(raw)
    const text = m === null ? raw : (m[2] as string)
    const command = parseCommand(text)
    if (command._tag === 'Left') return `--impl: ${command.left}`
    const base = m === null ? basename(command.right.program) : (m[1] as string)
    const taken = out.filter((c) => c.name === base || c.name.startsWith(`${base}-`)).length
    if (m !== null && taken > 0) return `--impl: the name ${base} is given twice`
    out.push({ name: taken === 0 ? base : `${base}-${taken + 1}`, text, command: command.right })
  }
  return out
}

interface RunSettings {
  readonly impls: NamedCommand[]
  readonly level: Level
  readonly timeoutMs: number
  readonly jobs: number
  readonly limits: Limits
  readonly maxTimeMs: number | null
  readonly norms: string[]
}

/** The options that `conformance` and `fuzz` share, checked in this order, or the usage error. */
const runSettings = (v: OptionValues, name: string, defaultLevel: Level | null): RunSettings | string => {
  const texts = strs(v, 'impl')
  if (texts.length === 0) return `${name} needs --impl "<command of the implementation>"`
  if (name === 'fuzz' && texts.length > 1) return 'fuzz takes one --impl'
  const impls = namedCommands(texts)
  if (typeof impls === 'string') return impls
  // the parser has checked --level against its choices
  const level = (str(v, 'level') as Level | undefined) ?? defaultLevel ?? 'full'
  // the parser gives --timeout its default
  const timeout = positive(str(v, 'timeout') as string)
  if (timeout === null) return '--timeout must be a positive number of seconds'
  const maxFail = v['fail-fast'] === true ? 1 : count(str(v, 'max-fail'))
  const maxError = count(str(v, 'max-error'))
  const jobs = count(str(v, 'jobs'))
  if (maxFail === null) return '--max-fail must be a positive integer'
  if (maxError === null) return '--max-error must be a positive integer'
  if (jobs === null) return '--jobs must be a positive integer'
  const maxTimeText = str(v, 'max-time')
  const maxTime = maxTimeText === undefined ? undefined : positive(maxTimeText)
  if (maxTime === null) return '--max-time must be a positive number of seconds'
  const limits = { ...(maxFail === undefined ? {} : { maxFail }), ...(maxError === undefined ? {} : { maxError }) }
  return { impls, level, timeoutMs: timeout * 1000, jobs: jobs ?? 1, limits, maxTimeMs: maxTime === undefined ? null : maxTime * 1000, norms: strs(v, 'norm') }
}

/** Stop on a signal or at the time limit; `release` clears the timer. */
const armControl = (io: OracleIo, s: RunSettings): { ctl: Control; release: () => void } => {
  const ctl = newControl()
  io.onInterrupt((signal) => ctl.stop('signal', `stopped by ${signal}`))
  const timer = s.maxTimeMs === null ? null : setTimeout(() => ctl.stop('maxTime', `stopped at the time limit (--max-time ${(s.maxTimeMs as number) / 1000} s)`), s.maxTimeMs)
  timer?.unref()
  return { ctl, release: () => (timer === null ? undefined : clearTimeout(timer)) }
}

const progressFor = (io: OracleIo): Progress => (io.stderrIsTTY ? progressLine(io.err, true) : progressLog(io.err))

const sessionsFor = (io: OracleIo, s: RunSettings, impl: NamedCommand, depth: number): Session[] =>
  Array.from({ length: s.jobs }, () => openSession(impl.command, { timeoutMs: s.timeoutMs, cwd: io.cwd, depth }))

const writeReports = (io: OracleIo, at: string, r: ConformanceReport): void => {
  mkdirSync(at, { recursive: true })
  writeFileSync(join(at, 'conformance.json'), `${JSON.stringify(r, null, 2)}\n`)
  writeFileSync(join(at, 'conformance.junit.xml'), reportJunit(r))
  writeFileSync(join(at, 'conformance.md'), reportMarkdown(r))
  writeFileSync(join(at, 'badge.json'), `${JSON.stringify(badge(r), null, 2)}\n`)
  io.err(`reports written to ${at}: results.jsonl, conformance.json, conformance.junit.xml, conformance.md, badge.json\n`)
}

interface SuiteChoice {
  readonly suite: Suite
  readonly selection: Selection
  readonly of: number
}

const chooseSuite = (io: OracleIo, root: string, v: OptionValues): SuiteChoice | string => {
  const full = loadSuite(resolve(io.cwd, str(v, 'vectors') ?? join(root, 'spec', 'conformance')))
  const selection: Selection = { ids: strs(v, 'id'), globs: strs(v, 'filter'), norms: strs(v, 'norm'), features: strs(v, 'feature') }
  const missing = unknownIds(selection, full.vectors)
  if (missing.length > 0) return `--id: no vector ${missing.join(', ')} in the suite`
  return { suite: { ...full, vectors: full.vectors.filter((x) => chooses(selection, x)) }, selection, of: full.vectors.length }
}

const expectedFailuresOf = (io: OracleIo, file: string | undefined): ExpectedFailures | undefined | string => {
  if (file === undefined) return undefined
  let text: string
  try {
    text = readFileSync(resolve(io.cwd, file), 'utf8')
  } catch (e) {
    return `--expected-failures: cannot read ${file} (${String((e as NodeJS.ErrnoException).code)})`
  }
  const parsed = parseExpectedFailures(text, file)
  return parsed._tag === 'Left' ? `--expected-failures: ${parsed.left}` : parsed.right
}

const printReport = (io: OracleIo, format: string, r: ConformanceReport): void => {
  if (format === 'jsonl') return
  io.out(format === 'json' ? `${JSON.stringify(r, null, 2)}\n` : format === 'junit' ? reportJunit(r) : reportMarkdown(r))
}

interface ConformanceJob {
  readonly settings: RunSettings
  readonly choice: SuiteChoice
  readonly format: string
  readonly out: string | null
  readonly expected: ExpectedFailures | undefined
  readonly validate: Validator | undefined
  readonly ctl: Control
}

/** One implementation through the suite, its results streamed as they come. */
const conformanceOf = async (io: OracleIo, job: ConformanceJob, impl: NamedCommand, multi: boolean): Promise<ConformanceReport> => {
  const { settings, choice } = job
  const dir = job.out === null ? null : multi ? join(job.out, impl.name) : job.out
  if (dir !== null) {
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'results.jsonl'), '')
  }
  const progress = progressFor(io)
  const onResult = (c: CaseReport): void => {
    const line = `${JSON.stringify(multi ? { implementation: impl.name, ...c } : c)}\n`
    if (dir !== null) appendFileSync(join(dir, 'results.jsonl'), line)
    if (job.format === 'jsonl') io.out(line)
  }
  const [first, ...rest] = sessionsFor(io, settings, impl, 1) as [Session, ...Session[]]
  const report = await runConformance({
    session: first,
    sessions: rest,
    commandText: impl.text,
    suite: choice.suite,
    level: settings.level,
    selection: { filters: describeSelection(choice.selection), of: choice.of },
    limits: settings.limits,
    control: job.ctl,
    ...(job.expected === undefined ? {} : { expectedFailures: job.expected }),
    ...(job.validate === undefined ? {} : { validate: job.validate }),
    onResult,
    onProgress: (done, total, id) => progress.update(`conformance${multi ? ` ${impl.name}` : ''} [${done}/${total}] ${id}`),
  })
  progress.done()
  if (dir !== null) writeReports(io, dir, report)
  return report
}

const summaryLine = (io: OracleIo, name: string | null, r: ConformanceReport): void => {
  const s = r.summary
  const who = name === null ? 'conformance' : `conformance ${name}`
  io.err(
    `${who}: ${s.pass} passed, ${s.fail} failed, ${s.skip} skipped, ${s.error} ${s.error === 1 ? 'error' : 'errors'}${s.notRun === 0 ? '' : `, ${s.notRun} not run`} — ${s.conforms ? 'conforms' : 'does not conform'}\n`,
  )
  if (r.stopped !== null) io.err(`${who}: ${r.stopped.message}\n`)
  if (r.startProblem !== null) io.err(`${who}: the implementation could not be started: ${r.startProblem}\n`)
}

/** The settings of a conformance run beyond the shared ones, or the usage error. */
const conformanceJob = async (io: OracleIo, root: string, v: OptionValues, settings: RunSettings): Promise<Omit<ConformanceJob, 'ctl'> | string> => {
  // the parser has checked --report against its choices and gives its default
  const format = str(v, 'report') as string
  const choice = chooseSuite(io, root, v)
  if (typeof choice === 'string') return choice
  const expected = expectedFailuresOf(io, str(v, 'expected-failures'))
  if (typeof expected === 'string') return expected
  const validator = v['validate'] === true ? await schemaValidator(join(root, 'spec', 'schema')) : undefined
  if (validator !== undefined && validator._tag === 'Left') return validator.left
  const out = str(v, 'out')
  return { settings, choice, format, out: out === undefined ? null : resolve(io.cwd, out), expected, validate: validator?.right }
}

/**
 * `nachruecken conformance --impl "<command>"`: run the suite (and the
 * subcommands `smoke` and `diff`).
 *
 * @category cli @since 0.1.0
 */
export const conformanceCommand = async (args: ReadonlyArray<string>, root: string, io: OracleIo): Promise<number> => {
  const chosen = chooseSubcommand(conformanceSpec, args)
  if (chosen.spec === smokeSpec) return smokeCommand(chosen.argv, root, io)
  if (chosen.spec === diffSpec) return diffCommand(chosen.argv, io)
  const parsed = parseOrAnswer(io, conformanceSpec, args)
  if (typeof parsed === 'number') return parsed
  const usage = (message: string): number => usageError(io, conformanceSpec, message)
  const settings = runSettings(parsed.values, 'conformance', 'core')
  if (typeof settings === 'string') return usage(settings)
  const prepared = await conformanceJob(io, root, parsed.values, settings)
  if (typeof prepared === 'string') return usage(prepared)
  const { ctl, release } = armControl(io, settings)
  const job: ConformanceJob = { ...prepared, ctl }
  const multi = settings.impls.length > 1
  const reports: Array<{ name: string; report: ConformanceReport }> = []
  for (const impl of settings.impls) reports.push({ name: impl.name, report: await conformanceOf(io, job, impl, multi) })
  release()
  if (multi) {
    const comparison = compareRuns(reports)
    io.out(job.format === 'json' ? `${JSON.stringify(comparison, null, 2)}\n` : job.format === 'jsonl' ? '' : reportComparison(comparison))
    if (job.out !== null) {
      writeFileSync(join(job.out, 'comparison.json'), `${JSON.stringify(comparison, null, 2)}\n`)
      writeFileSync(join(job.out, 'comparison.md'), reportComparison(comparison))
    }
  } else printReport(io, job.format, (reports[0] as { report: ConformanceReport }).report)
  for (const r of reports) summaryLine(io, multi ? r.name : null, r.report)
  if (ctl.stopped()?.reason === 'signal') return INTERRUPTED
  if (reports.some((r) => r.report.startProblem !== null)) return USAGE
  return reports.every((r) => r.report.summary.conforms) ? 0 : 1
}

/** Whether the implementation declares the readings the vector's case asks for (incompatibility; periodEnd, calendar without a list). */
const readable = (info: ImplementationInfo, v: Vector): boolean =>
  info.readings.incompatibility.includes(readingOf(v.case)) && (info.readings.periodEnd ?? ['calendar']).includes(periodEndOf(v.case))

/** The vector `smoke` runs of one kind: the first the implementation can answer by its hello; else why there is none. */
const smokeVector = (vectors: ReadonlyArray<Vector>, info: ImplementationInfo): Vector | string => {
  const kind = kindOf(vectors[0] as Vector)
  if (!(info.answers ?? ['determination']).includes(kind)) return `not answered (the hello does not list ${kind})`
  const readings = `incompatibility ${info.readings.incompatibility.join(', ')}; periodEnd ${(info.readings.periodEnd ?? ['calendar']).join(', ')}`
  return vectors.find((v) => readable(info, v)) ?? `no vector of the readings the hello declares (${readings})`
}

/** `conformance smoke`: start, the hello, one vector of each kind the implementation answers. */
const smokeCommand = async (args: ReadonlyArray<string>, root: string, io: OracleIo): Promise<number> => {
  const parsed = parseOrAnswer(io, smokeSpec, args)
  if (typeof parsed === 'number') return parsed
  const usage = (message: string): number => usageError(io, smokeSpec, message)
  const v = parsed.values
  const text = str(v, 'impl')
  if (text === undefined) return usage('conformance smoke needs --impl "<command of the implementation>"')
  const command = parseCommand(text)
  if (command._tag === 'Left') return usage(`--impl: ${command.left}`)
  // the parser gives --timeout its default
  const timeout = positive(str(v, 'timeout') as string)
  if (timeout === null) return usage('--timeout must be a positive number of seconds')
  const suite = loadSuite(resolve(io.cwd, str(v, 'vectors') ?? join(root, 'spec', 'conformance')))
  const session = openSession(command.right, { timeoutMs: timeout * 1000, cwd: io.cwd })
  const hello = await session.start()
  if (hello._tag === 'failed') {
    io.out(`start: failed — ${hello.message}\n${hello.stderr.map((l) => `  stderr: ${l}\n`).join('')}`)
    return USAGE
  }
  io.out(`start: ready\n${JSON.stringify(hello.info, null, 2)}\n`)
  let [ran, failures] = [0, 0]
  const kinds = [['determination', (e: object) => 'determination' in e], ['error', (e: object) => 'error' in e], ['state', (e: object) => 'state' in e], ['audit', (e: object) => 'audit' in e]] as const
  for (const [label, is] of kinds) {
    const ofKind = suite.vectors.filter((x) => is(x.expected))
    if (ofKind.length === 0) continue
    const vec = smokeVector(ofKind, hello.info)
    if (typeof vec === 'string') {
      io.out(`${label}: ${vec}\n`)
      continue
    }
    const t0 = Date.now()
    const verdict = judge(vec, await session.run(vec.case, kindOf(vec)), 'core')
    ran++
    // Stryker disable next-line UpdateOperator: only whether the count is 0 decides the exit status, and -n is not 0 either
    if (verdict._tag !== 'pass') failures++
    const why = verdict._tag === 'fail' ? ` — ${verdict.differences.map((d) => `${d.path}: expected ${JSON.stringify(d.expected)}, got ${JSON.stringify(d.actual)}`).join('; ')}` : verdict._tag === 'pass' ? '' : ` — ${verdict.message}`
    io.out(`${label} ${vec.id}: ${verdict._tag} (${Date.now() - t0} ms)${why}\n`)
  }
  await session.close()
  if (ran === 0) io.out('nothing tested: no vector was run\n')
  return ran > 0 && failures === 0 ? 0 : 1
}

const readReport = (io: OracleIo, file: string): unknown | string => {
  try {
    return JSON.parse(readFileSync(resolve(io.cwd, file), 'utf8')) as unknown
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code
    return code === undefined ? `${file}: not JSON: ${(e as Error).message}` : `cannot read ${file} (${code})`
  }
}

/** `conformance diff OLD NEW`: exit 1 when there are new failures. */
const diffCommand = async (args: ReadonlyArray<string>, io: OracleIo): Promise<number> => {
  const parsed = parseOrAnswer(io, diffSpec, args)
  if (typeof parsed === 'number') return parsed
  const usage = (message: string): number => usageError(io, diffSpec, message)
  // the parser has checked that there are two reports, and --report against its choices
  const [oldFile, newFile] = parsed.positionals as [string, string]
  const format = str(parsed.values, 'report')
  const sides: Array<ReturnType<typeof casesOf>> = []
  for (const f of [oldFile, newFile]) {
    const u = readReport(io, f)
    if (typeof u === 'string') return usage(u)
    sides.push(casesOf(u, f))
  }
  const [a, b] = sides as [ReturnType<typeof casesOf>, ReturnType<typeof casesOf>]
  if (a._tag === 'Left') return usage(a.left)
  if (b._tag === 'Left') return usage(b.left)
  const d = diffReports(a.right, b.right)
  io.out(format === 'json' ? `${JSON.stringify(d, null, 2)}\n` : reportDiff(d, oldFile, newFile))
  return d.newFailures.length === 0 ? 0 : 1
}

/** The fuzz options beyond the shared ones, or the usage error. */
const fuzzOptions = (v: OptionValues): { runs: number; seed: number; kind: FuzzKind; path?: string } | string => {
  // the parser gives --runs its default
  const runs = positive(str(v, 'runs') as string)
  if (runs === null || !Number.isInteger(runs)) return '--runs must be a positive integer'
  const path = str(v, 'path')
  if (path !== undefined && str(v, 'seed') === undefined) return '--path replays a run: give its --seed too'
  const seed = str(v, 'seed') === undefined ? Date.now() % 2 ** 31 : Number(str(v, 'seed'))
  if (!Number.isSafeInteger(seed)) return '--seed must be an integer'
  // the parser has checked --kind against its choices and gives its default
  const kind = str(v, 'kind') as FuzzKind
  return { runs, seed, kind, ...(path === undefined ? {} : { path }) }
}

/**
 * The fuzzing stack (fast-check, an optional peer dependency), loaded only
 * for `fuzz`: the module, or what to do when fast-check is missing.
 */
const loadFuzzing = async (): Promise<typeof import('../oracle/fuzz.js') | string> => {
  try {
    return await import('../oracle/fuzz.js')
  } catch (e) {
    // import() rejects with an Error
    if ((e as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND' && String((e as Error).message).includes('fast-check'))
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
  const parsed = parseOrAnswer(io, fuzzSpec, args)
  if (typeof parsed === 'number') return parsed
  const usage = (message: string): number => usageError(io, fuzzSpec, message)
  const settings = runSettings(parsed.values, 'fuzz', null)
  if (typeof settings === 'string') return usage(settings)
  const f = fuzzOptions(parsed.values)
  if (typeof f === 'string') return usage(f)
  const stack = await loadFuzzing()
  if (typeof stack === 'string') {
    io.err(`nachruecken fuzz: ${stack}\n`)
    return USAGE
  }
  const { fuzz, BATCH } = stack
  const { ctl, release } = armControl(io, settings)
  const impl = settings.impls[0] as NamedCommand
  const [session, ...sessions] = sessionsFor(io, settings, impl, BATCH) as [Session, ...Session[]]
  const progress = progressFor(io)
  const began = Date.now()
  const report = await fuzz({
    session,
    sessions,
    commandText: impl.text,
    ...f,
    // without --level, settings.level is full: the highest the implementation declares, as fuzz does without a level
    level: settings.level,
    norms: settings.norms,
    limits: settings.limits,
    control: ctl,
    onProgress: (p) => {
      const rate = Math.round((p.cases * 1000) / Math.max(1, Date.now() - began))
      progress.update(`fuzz (${f.kind}, seed ${f.seed}): ${p.phase === 'search' ? 'searching' : 'shrinking'}, ${p.cases} cases (${rate}/s)`)
    },
  })
  release()
  progress.done()
  if (report._tag === 'unavailable') {
    io.err(reportFuzz(report))
    return USAGE
  }
  ;(report._tag === 'agreed' ? io.err : io.out)(reportFuzz(report))
  if (ctl.stopped()?.reason === 'signal') return INTERRUPTED
  // an agreed report is stopped, if at all, at --max-time: a limit stops with a failure or a disagreement (src/oracle/fuzz.ts), a signal has returned 130 above
  return report._tag === 'agreed' && report.flaky.length === 0 ? 0 : 1
}
