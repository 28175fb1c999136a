/**
 * The `nachruecken` command line.
 *
 *     nachruecken determine <file|->   the determination as JSON on stdout
 *     nachruecken validate <file|->    check a case without deciding it
 *     nachruecken explain <file|-> [--lang de|en] [--format text|markdown|html] | notice <file|-> …   (src/cli/teaching.ts)
 *     nachruecken schema case|determination|error|state|audit|protocol-request|protocol-response
 *     nachruecken oracle | conformance --impl <cmd> … | conformance smoke | conformance diff OLD NEW | fuzz --impl <cmd>   (src/cli/oracle.ts)
 *     nachruecken replay <file|-> [--format json|text] | audit <file|->     (src/cli/procedure.ts)
 *     nachruecken import <file> … | memberships <file|-> --base-url <url> | deadlines <file|->   (src/cli/interchange.ts)
 *     nachruecken --help | --version
 *
 * Exit status: 0 for any decision (also vacant, lotRequired, awaitingProof,
 * noSuccession), 1 when the case breaks a rule or is inconsistent, 2 for
 * unreadable input or a usage error. Messages go to stderr, never a stack
 * trace. Every command answers `--help` (src/cli/args.ts).
 *
 * @since 0.1.0
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { decideCase, encodeFailure, validate } from '../api.js'
import { encodeDetermination } from '../codec/determination.js'
import { printable } from '../domain/error.js'
import { type CommandSpec, nearest, parseOrAnswer, wrapUsage } from './args.js'
import { EXIT, type Io, loadJson, reportFailure } from './io.js'

export type { Io } from './io.js'
export { EXIT } from './io.js'

const findRoot = (): string => {
  let dir = dirname(fileURLToPath(import.meta.url))
  // Stryker disable next-line EqualityOperator,UpdateOperator: the package root is two levels above src/cli (three above dist/src/cli) and is found in the third step at the latest, so neither a seventh step nor counting down is ever reached
  for (let i = 0; i < 6; i++) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string }
      // Stryker disable next-line ConditionalExpression: no other package.json lies between src/cli (or dist/src/cli) and the package root, so the first one found is ours; the name guards a layout this package does not have
      if (pkg.name === 'nachruecken') return dir
    } catch {
      // not here; go up
    }
    dir = dirname(dir)
  }
  return dir
}

const FILE = '<file|->'

/** `determine`. @category cli @since 0.2.0 */
export const determineSpec: CommandSpec = {
  name: 'determine',
  summary: 'decide the case: the determination (nachruecken.determination/1) as JSON on stdout',
  usage: `nachruecken determine ${FILE}`,
  examples: [
    'nachruecken determine spec/examples/musterstadt.case.json',
    'nachruecken determine - < case.json          # from standard input',
    "nachruecken determine case.json | jq -r .successor",
  ],
  options: {},
  positionals: [FILE],
  notes: 'Exit status: 0 a decision (successor, vacant, noSuccession, lotRequired, awaitingProof);\n1 the case breaks a rule or is inconsistent (the error document on stdout, the errors on stderr);\n2 unreadable input (not UTF-8, not JSON, not the format) or a usage error.',
}

/** `validate`. @category cli @since 0.2.0 */
export const validateSpec: CommandSpec = {
  name: 'validate',
  summary: 'check a case against the format and its consistency, without deciding it',
  usage: `nachruecken validate ${FILE}`,
  examples: ['nachruecken validate spec/examples/review.case.json', 'nachruecken validate - < case.json && echo ok'],
  options: {},
  positionals: [FILE],
  notes: 'Exit status: 0 valid ("valid" on stderr); 1 inconsistent or breaking a rule; 2 unreadable or a usage error.',
}

/** The JSON Schemas `schema` prints (spec/schema/<name>.schema.json). @category cli @since 0.2.0 */
export const SCHEMAS = ['case', 'determination', 'error', 'state', 'audit', 'office', 'protocol-request', 'protocol-response'] as const

/** `schema`. @category cli @since 0.2.0 */
export const schemaSpec: CommandSpec = {
  name: 'schema',
  summary: 'print a JSON Schema (draft 2020-12) of the wire format',
  usage: `nachruecken schema <${SCHEMAS.join('|')}>`,
  examples: ['nachruecken schema case > case.schema.json', 'nachruecken schema determination'],
  options: {},
  positionals: ['<name>'],
}

/** Every command, in the order of the help; each is loaded only when it runs. */
const COMMANDS = ['determine', 'validate', 'explain', 'notice', 'notice-check', 'replay', 'audit', 'import', 'memberships', 'deadlines', 'schema', 'oracle', 'conformance', 'fuzz'] as const
type CommandName = (typeof COMMANDS)[number]

const isCommand = (s: string): s is CommandName => (COMMANDS as ReadonlyArray<string>).includes(s)

/** The specs of every command (loads every command module: for the help only). */
const allSpecs = async (): Promise<ReadonlyArray<CommandSpec>> => {
  const [teaching, documents, procedure, interchange, oracle] = await Promise.all([import('./teaching.js'), import('./documents.js'), import('./procedure.js'), import('./interchange.js'), import('./oracle.js')])
  const byName: Readonly<Record<CommandName, CommandSpec>> = {
    determine: determineSpec,
    validate: validateSpec,
    explain: teaching.explainSpec,
    notice: documents.noticeSpec,
    'notice-check': documents.noticeCheckSpec,
    replay: procedure.replaySpec,
    audit: procedure.auditSpec,
    import: interchange.importSpec,
    memberships: interchange.membershipsSpec,
    deadlines: interchange.deadlinesSpec,
    schema: schemaSpec,
    oracle: oracle.oracleSpec,
    conformance: oracle.conformanceSpec,
    fuzz: oracle.fuzzSpec,
  }
  return COMMANDS.map((c) => byName[c])
}

/** A command in the help of the whole command line: its usage (wrapped) and summary, then its subcommands. */
const helpEntry = (s: CommandSpec): string =>
  [s, ...(s.subcommands ?? [])].map((c) => `${wrapUsage(c.usage).map((l) => `  ${l}`).join('\n')}\n      ${c.summary}`).join('\n')

/** The help of the whole command line (a function: built when asked for, not when the module loads). */
const help = async (): Promise<string> => {
  const specs = await allSpecs()
  return `nachruecken — succession under § 34 KWG (Hesse)

Usage:
${specs.map(helpEntry).join('\n')}
  nachruecken --help
      this text; nachruecken <command> --help: the options and examples of one command
  nachruecken --version
      the version of the package

A file of "-" reads standard input (UTF-8; a byte order mark is accepted).
Exit status: 0 a decision was made (successor, vacant, noSuccession,
lotRequired, awaitingProof) or the case is valid; 1 the case is inconsistent
or breaks a rule; 2 unreadable input or a usage error. The test-oracle
commands: 0 conforms / agrees, 1 a vector fails / a disagreement, 2 usage or
the implementation cannot be started, 130 stopped by a signal (the reports
are written first).

Examples:
  nachruecken determine spec/examples/musterstadt.case.json
  nachruecken explain spec/examples/musterstadt.case.json --lang en --format markdown
  nachruecken conformance --impl "python3 my_impl.py" --level full
`
}

/**
 * Run the CLI with the given arguments (without `node` and the script).
 *
 * @category cli @since 0.1.0
 */
export const main = async (argv: ReadonlyArray<string>, io: Io): Promise<number> => {
  try {
    return await run(argv, io)
  } catch (e) {
    io.err(`internal error: ${e instanceof Error ? e.message : String(e)}\n`)
    return EXIT.usage
  }
}

const unknownCommand = (io: Io, command: string): number => {
  const near = nearest(command, COMMANDS)
  io.err(`nachruecken: unknown command ${printable(command)}${near === null ? '' : ` — did you mean ${near}?`}\nTry: nachruecken --help\n`)
  return EXIT.usage
}

const run = async (argv: ReadonlyArray<string>, io: Io): Promise<number> => {
  const [command, ...rest] = argv
  if (command === undefined || command === '--help' || command === '-h') {
    io.out(await help())
    return command === undefined ? EXIT.usage : EXIT.ok
  }
  // `help <command>`: that command's help; `help` alone or with anything else: this help
  if (command === 'help') return rest[0] !== undefined && isCommand(rest[0]) ? run([rest[0], '--help'], io) : run(['--help'], io)
  if (command === '--version' || command === '-v' || command === '-V') {
    const pkg = JSON.parse(readFileSync(join(findRoot(), 'package.json'), 'utf8')) as { version: string }
    io.out(`${pkg.version}\n`)
    return EXIT.ok
  }
  if (!isCommand(command)) return unknownCommand(io, command)
  return dispatch(command, rest, io)
}

// Each command loads its modules only when it runs: `determine` does not load
// the teaching texts or the test oracle.
const dispatch = async (command: CommandName, rest: ReadonlyArray<string>, io: Io): Promise<number> => {
  switch (command) {
    case 'determine':
    case 'validate':
      return decideCommand(command, rest, io)
    case 'schema':
      return schemaCommand(rest, io)
    case 'explain':
      return (await import('./teaching.js')).explainCommand(rest, io)
    case 'notice':
      return (await import('./documents.js')).noticeCommand(rest, io)
    case 'notice-check':
      return (await import('./documents.js')).noticeCheckCommand(rest, io)
    case 'replay':
    case 'audit': {
      const { auditCommand, replayCommand } = await import('./procedure.js')
      return command === 'replay' ? replayCommand(rest, io) : auditCommand(rest, io)
    }
    case 'import':
    case 'memberships':
    case 'deadlines': {
      const { deadlinesCommand, importCommand, membershipsCommand } = await import('./interchange.js')
      return (command === 'import' ? importCommand : command === 'memberships' ? membershipsCommand : deadlinesCommand)(rest, io)
    }
    case 'oracle':
    case 'conformance':
    case 'fuzz': {
      const { conformanceCommand, fuzzCommand, nodeOracleIo, oracleCommand } = await import('./oracle.js')
      const root = findRoot()
      if (command === 'oracle') return oracleCommand(rest, root, nodeOracleIo(io))
      return command === 'conformance' ? conformanceCommand(rest, root, nodeOracleIo(io)) : fuzzCommand(rest, nodeOracleIo(io))
    }
  }
}

const schemaCommand = (rest: ReadonlyArray<string>, io: Io): number => {
  const a = parseOrAnswer(io, schemaSpec, rest)
  if (typeof a === 'number') return a
  // the parser has checked that there is one name
  const name = a.positionals[0] as string
  const which = SCHEMAS.find((s) => s === name)
  if (which === undefined) {
    const near = nearest(name, SCHEMAS)
    io.err(`nachruecken schema: no schema ${JSON.stringify(printable(name))}; one of: ${SCHEMAS.join(', ')}${near === null ? '' : ` — did you mean ${near}?`}\nUsage: ${schemaSpec.usage}\n`)
    return EXIT.usage
  }
  io.out(readFileSync(join(findRoot(), 'spec', 'schema', `${which}.schema.json`), 'utf8'))
  return EXIT.ok
}

const decideCommand = async (command: 'determine' | 'validate', rest: ReadonlyArray<string>, io: Io): Promise<number> => {
  const a = parseOrAnswer(io, command === 'determine' ? determineSpec : validateSpec, rest)
  if (typeof a === 'number') return a
  const input = await loadJson(io, command, a.positionals[0] as string)
  if (!input.ok) return input.code
  if (command === 'validate') {
    const v = validate(input.value)
    if (v._tag === 'Left') return reportFailure(io, v.left)
    io.err('valid\n')
    return EXIT.ok
  }
  const r = decideCase(input.value)
  // the error document on stdout, the lines on stderr
  if (r._tag === 'Left') {
    io.out(`${JSON.stringify(encodeFailure(r.left), null, 2)}\n`)
    return reportFailure(io, r.left)
  }
  io.out(`${JSON.stringify(encodeDetermination(r.right.determination), null, 2)}\n`)
  return EXIT.ok
}
