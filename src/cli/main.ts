/**
 * The `nachruecken` command line.
 *
 *     nachruecken determine <file|->   the determination as JSON on stdout
 *     nachruecken validate <file|->    check a case without deciding it
 *     nachruecken explain <file|-> [--lang de|en] [--format text|markdown|html] | notice <file|-> …   (src/cli/teaching.ts)
 *     nachruecken schema case|determination|error
 *     nachruecken oracle | conformance --impl <cmd> | fuzz --impl <cmd>   (src/cli/oracle.ts)
 *     nachruecken replay <file|-> [--format json|text] | audit <file|->     (src/cli/procedure.ts)
 *     nachruecken --help | --version
 *
 * Exit status: 0 for any decision (also vacant, lotRequired, awaitingProof,
 * noSuccession), 1 when the case breaks a rule or is inconsistent, 2 for
 * unreadable input or a usage error. Messages go to stderr, never a stack
 * trace.
 *
 * @since 0.1.0
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { decideCase, encodeFailure, validate } from '../api.js'
import { encodeDetermination } from '../codec/determination.js'
import { parseJson } from '../codec/json.js'
import { EXIT, type Io, readInput, reportFailure, usage } from './io.js'

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

/** The help text (a function: built when asked for, not when the module loads). */
const help = (): string => `nachruecken — succession under § 34 KWG (Hesse)

Usage:
  nachruecken determine <file|->   decide the case; the determination as JSON on stdout
  nachruecken validate <file|->    check a case against the format and its consistency
  nachruecken explain <file|-> [--lang de|en] [--format text|markdown|html]
                                   the legal opinion in Gutachtenstil (Obersatz,
                                   Voraussetzungen, Subsumtion, Ergebnis) on the
                                   determination or on the state of the body
  nachruecken notice <file|-> [--lang de|en] [--format text|markdown|html]
                                   the public notice (Bekanntmachung) of the returning
                                   officer's determination, with the remedies
  nachruecken schema <case|determination|error>   print a JSON Schema
  nachruecken --help               this text
  nachruecken --version            the version

The procedure over a term (spec/procedure.md):
  nachruecken replay <file|-> [--format json|text]
                                   the state of the body on the query date: members,
                                   seats over time, vacancies, objections, reviews;
                                   exit 1 when events were rejected (listed)
  nachruecken audit <file|->       recorded determinations that deviate from the law

Test oracle (spec/protocol.md, spec/conformance/README.md):
  nachruecken oracle               this implementation speaking the line protocol
  nachruecken conformance --impl [NAME=]"<command>" … [--level core|full]
      [--report markdown|json|junit|jsonl] [--out DIR] [--vectors DIR|ARCHIVE]
      [--id ID] [--filter GLOB] [--norm ID] [--feature F] [--fail-fast]
      [--max-fail N] [--max-error N] [--max-time S] [--jobs N] [--timeout S]
      [--expected-failures FILE] [--validate]
                                   run the conformance suite against one or more
                                   implementations speaking the protocol
  nachruecken conformance smoke --impl "<command>"   start, hello, one vector per kind
  nachruecken conformance diff OLD.json NEW.json     new failures, fixed, changed
  nachruecken fuzz --impl "<command>" [--kind determination|state|audit|invalid]
      [--runs N] [--seed S] [--path P] [--level core|full] [--norm ID] [--fail-fast]
      [--max-fail N] [--max-error N] [--max-time S] [--jobs N] [--timeout S]
                                   differential fuzzing against this implementation;
                                   prints a minimal disagreement as a vector skeleton
  (exit 0 conforms / agrees; 1 a vector fails / a disagreement; 2 usage or
  the implementation cannot be started; 130 stopped by a signal, reports written)

A file of "-" reads standard input.
Exit status: 0 a decision was made (successor, vacant, noSuccession,
lotRequired, awaitingProof) or the case is valid; 1 the case is inconsistent
or breaks a rule; 2 unreadable input or a usage error.
`




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

const run = async (argv: ReadonlyArray<string>, io: Io): Promise<number> => {
  const [command, ...rest] = argv
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    io.out(help())
    return command === undefined ? EXIT.usage : EXIT.ok
  }
  const root = findRoot()
  if (command === '--version' || command === '-v') {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
    io.out(`${pkg.version}\n`)
    return EXIT.ok
  }
  if (command === 'schema') {
    const which = rest[0]
    if (rest.length !== 1 || (which !== 'case' && which !== 'determination' && which !== 'error'))
      return usage(io, 'schema needs one of: case, determination, error')
    io.out(readFileSync(join(root, 'spec', 'schema', `${which}.schema.json`), 'utf8'))
    return EXIT.ok
  }
  // Each further command loads its modules only when it runs: `determine`
  // does not load the fuzzing stack (fast-check) or the teaching texts.
  // the test oracle (src/cli/oracle.ts)
  if (command === 'oracle' || command === 'conformance' || command === 'fuzz') {
    const { conformanceCommand, fuzzCommand, nodeOracleIo, oracleCommand } = await import('./oracle.js')
    if (command === 'oracle') return oracleCommand(rest, root, nodeOracleIo(io))
    if (command === 'conformance') return conformanceCommand(rest, root, nodeOracleIo(io))
    return fuzzCommand(rest, nodeOracleIo(io))
  }
  // the procedure over a term (src/cli/procedure.ts)
  if (command === 'replay' || command === 'audit') {
    const { auditCommand, replayCommand } = await import('./procedure.js')
    return command === 'replay' ? replayCommand(rest, io) : auditCommand(rest, io)
  }
  // the teaching texts (src/cli/teaching.ts)
  if (command === 'explain' || command === 'notice') {
    const { explainCommand, noticeCommand } = await import('./teaching.js')
    return command === 'explain' ? explainCommand(rest, io) : noticeCommand(rest, io)
  }
  if (command !== 'determine' && command !== 'validate') return usage(io, `unknown command: ${command}`)
  if (rest.length !== 1 || rest[0] === undefined) return usage(io, `${command} needs exactly one file (or - for standard input)`)
  const input = await readInput(io, rest[0])
  if (!input.ok) return usage(io, input.message)
  const parsed = parseJson(input.text)
  if (parsed._tag === 'Left') return reportFailure(io, parsed.left)
  if (command === 'validate') {
    const v = validate(parsed.right)
    if (v._tag === 'Left') return reportFailure(io, v.left)
    io.err('valid\n')
    return EXIT.ok
  }
  const r = decideCase(parsed.right)
  // determine (validate has answered above): the error document on stdout, the lines on stderr
  if (r._tag === 'Left') {
    io.out(`${JSON.stringify(encodeFailure(r.left), null, 2)}\n`)
    return reportFailure(io, r.left)
  }
  io.out(`${JSON.stringify(encodeDetermination(r.right.determination), null, 2)}\n`)
  return EXIT.ok
}
