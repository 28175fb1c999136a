// The argument parser and the help texts of the command line (src/cli/args.ts,
// src/cli/main.ts), in process: the suggestions for a typo, the usage errors
// (message, usage line, hint, exit 2), the help of a command (summary, usage
// wrapped at 76 columns, subcommands, options with their values and
// defaults, examples, exit statuses) and the help of the whole command line.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from './support/run-cli.js'
import { ROOT } from './support/vectors.js'

const musterstadt = (): string => readFileSync(join(ROOT, 'spec', 'examples', 'musterstadt.case.json'), 'utf8')

const CONFORMANCE_USAGE =
  'nachruecken conformance --impl [NAME=]"<command>" … [--level core|full] [--report json|junit|markdown|jsonl] [--out DIR] [--vectors DIR|ARCHIVE] [--id ID] [--filter GLOB] [--norm ID] [--feature F] [--fail-fast] [--max-fail N] [--max-error N] [--max-time S] [--jobs N] [--timeout S] [--expected-failures FILE] [--validate]'

const SCHEMA_USAGE = 'nachruecken schema <case|determination|error|state|audit|office|protocol-request|protocol-response>'

/** A usage error as every command writes it: the message, the usage line (unwrapped), the hint to the command's help. */
const usageError = (command: string, usage: string, message: string): string => `nachruecken ${command}: ${message}\nUsage: ${usage}\nTry: nachruecken ${command} --help\n`

/** The lines of `text` from the one equal to `first` up to (without) the one equal to `end`. */
const block = (text: string, first: string, end: string): ReadonlyArray<string> => {
  const lines = text.split('\n')
  const from = lines.indexOf(first)
  const to = lines.indexOf(end, from)
  expect(from).toBeGreaterThanOrEqual(0)
  expect(to).toBeGreaterThan(from)
  return lines.slice(from, to)
}

describe('nachruecken: the command line as a whole', () => {
  it('an unknown command far from every command is refused with the hint to the help and no suggestion', async () => {
    const r = await runCli(['frobnicate'])
    expect(r.code).toBe(2)
    expect(r.out).toBe('')
    expect(r.err).toBe('nachruecken: unknown command frobnicate\nTry: nachruecken --help\n')
  })

  it('-V, like --version, prints the version of the package and exits 0', async () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
    for (const flag of ['-V', '--version']) {
      const r = await runCli([flag])
      expect(r).toEqual({ code: 0, out: `${version}\n`, err: '' })
    }
  })

  it('the help lists each command with its usage and its summary on the next line', async () => {
    const r = await runCli(['--help'])
    expect(r.code).toBe(0)
    expect(r.out).not.toContain('undefined')
    expect(block(r.out, 'Usage:', '  nachruecken explain <file|-> [--lang de|en] [--format text|markdown|html]')).toEqual([
      'Usage:',
      '  nachruecken determine <file|->',
      '      decide the case: the determination (nachruecken.determination/1) as JSON on stdout',
      '  nachruecken validate <file|->',
      '      check a case against the format and its consistency, without deciding it',
    ])
  })

  it('the help keeps the program, the command and the long word after it on one line (nachruecken schema <…>)', async () => {
    const r = await runCli(['--help'])
    expect(block(r.out, `  ${SCHEMA_USAGE}`, '  nachruecken oracle')).toEqual([`  ${SCHEMA_USAGE}`, '      print a JSON Schema (draft 2020-12) of the wire format'])
  })

  it('the help wraps a long usage at 76 columns, keeping a bracketed group whole and indenting the lines after the first', async () => {
    const r = await runCli(['--help'])
    expect(block(r.out, '  nachruecken notice <file|-> [--office FILE] [--published DATE --in MEDIUM]', '  nachruecken notice-check <notice.txt|-> [--case FILE | --voters N]')).toEqual([
      '  nachruecken notice <file|-> [--office FILE] [--published DATE --in MEDIUM]',
      '      [--document KIND] [--lang de|en] [--format text|markdown|html|pdf]',
      '      [--out FILE]',
      '      the documents to sign: Feststellung, Bekanntmachung, Benachrichtigung, service list (§ 58 KWO), review notices',
    ])
    expect(block(r.out, '  nachruecken import <file|-> [--candidates <file>]', '  nachruecken memberships <file|-> --base-url <url>').slice(0, 5)).toEqual([
      '  nachruecken import <file|-> [--candidates <file>]',
      '      [--area <gebiet-nr> | --area-name <gebiet-name>] --body <name> --kind',
      '      <kind> --members <n> --term <start>/<end> [--mode proportional|majority]',
      '      [--eligible-voters <n>] [--list-seats <list>=<n>,…] [--as-of <date>]',
      '      a case skeleton (nachruecken.case/1) from the CSV template, or from votemanager open data joined with the candidate list',
    ])
  })

  it('the help shows conformance with its wrapped usage and summary, then each of its subcommands the same way', async () => {
    const r = await runCli(['--help'])
    expect(block(r.out, '  nachruecken conformance --impl [NAME=]"<command>" … [--level core|full]', '  nachruecken fuzz --impl "<command>"')).toEqual([
      '  nachruecken conformance --impl [NAME=]"<command>" … [--level core|full]',
      '      [--report json|junit|markdown|jsonl] [--out DIR] [--vectors DIR|ARCHIVE]',
      '      [--id ID] [--filter GLOB] [--norm ID] [--feature F] [--fail-fast]',
      '      [--max-fail N] [--max-error N] [--max-time S] [--jobs N] [--timeout S]',
      '      [--expected-failures FILE] [--validate]',
      '      run the conformance suite against one or more implementations speaking the line protocol',
      '  nachruecken conformance smoke --impl "<command>" [--timeout S]',
      '      [--vectors DIR|ARCHIVE]',
      '      start an implementation, show its hello, run one vector of each kind it answers',
      '  nachruecken conformance diff OLD.json NEW.json [--report markdown|json]',
      '      new failures, fixed and changed vectors between two JSON reports',
    ])
  })
})

describe('determine', () => {
  it('determine --help shows the summary, the usage, the only option -h, the examples and the exit statuses', async () => {
    const r = await runCli(['determine', '--help'])
    expect(r.code).toBe(0)
    expect(r.err).toBe('')
    expect(r.out).toBe(
      [
        'nachruecken determine — decide the case: the determination (nachruecken.determination/1) as JSON on stdout',
        '',
        'Usage:',
        '  nachruecken determine <file|->',
        '',
        'Options:',
        '  -h, --help  this help',
        '',
        'Examples:',
        '  nachruecken determine spec/examples/musterstadt.case.json',
        '  nachruecken determine - < case.json          # from standard input',
        '  nachruecken determine case.json | jq -r .successor',
        '',
        'Exit status: 0 a decision (successor, vacant, noSuccession, lotRequired, awaitingProof);',
        '1 the case breaks a rule or is inconsistent (the error document on stdout, the errors on stderr);',
        '2 unreadable input (not UTF-8, not JSON, not the format) or a usage error.',
        '',
      ].join('\n'),
    )
  })

  it('determine without a file is a usage error that asks for exactly one file (or - for standard input)', async () => {
    const r = await runCli(['determine'])
    expect(r.code).toBe(2)
    expect(r.out).toBe('')
    expect(r.err).toBe(usageError('determine', 'nachruecken determine <file|->', 'determine needs exactly one file (or - for standard input)'))
  })

  it('determine with one file decides the case', async () => {
    const r = await runCli(['determine', 'case.json'], '', { 'case.json': musterstadt() })
    expect(r.code).toBe(0)
    expect(JSON.parse(r.out)).toMatchObject({ format: 'nachruecken.determination/1', outcome: 'successor' })
  })
})

describe('validate', () => {
  it('validate --help shows the summary, the usage, the examples and the exit statuses', async () => {
    const r = await runCli(['validate', '--help'])
    expect(r.code).toBe(0)
    expect(r.out).toBe(
      [
        'nachruecken validate — check a case against the format and its consistency, without deciding it',
        '',
        'Usage:',
        '  nachruecken validate <file|->',
        '',
        'Options:',
        '  -h, --help  this help',
        '',
        'Examples:',
        '  nachruecken validate spec/examples/review.case.json',
        '  nachruecken validate - < case.json && echo ok',
        '',
        'Exit status: 0 valid ("valid" on stderr); 1 inconsistent or breaking a rule; 2 unreadable or a usage error.',
        '',
      ].join('\n'),
    )
  })

  it('validate without a file is a usage error that asks for exactly one file (or - for standard input)', async () => {
    const r = await runCli(['validate'])
    expect(r.code).toBe(2)
    expect(r.err).toBe(usageError('validate', 'nachruecken validate <file|->', 'validate needs exactly one file (or - for standard input)'))
  })

  it('validate with one file says valid on stderr and exits 0', async () => {
    expect(await runCli(['validate', '-'], musterstadt())).toEqual({ code: 0, out: '', err: 'valid\n' })
  })
})

describe('schema', () => {
  it('schema --help shows the usage with every schema on one line, and the examples', async () => {
    const r = await runCli(['schema', '--help'])
    expect(r.code).toBe(0)
    expect(r.out).toBe(
      [
        'nachruecken schema — print a JSON Schema (draft 2020-12) of the wire format',
        '',
        'Usage:',
        `  ${SCHEMA_USAGE}`,
        '',
        'Options:',
        '  -h, --help  this help',
        '',
        'Examples:',
        '  nachruecken schema case > case.schema.json',
        '  nachruecken schema determination',
        '',
      ].join('\n'),
    )
  })

  it('schema without a name is a usage error that asks for exactly one name, the usage listing them', async () => {
    const r = await runCli(['schema'])
    expect(r.code).toBe(2)
    expect(r.err).toBe(usageError('schema', SCHEMA_USAGE, 'schema needs exactly <name>'))
  })

  it('schema with a second argument is a usage error that names it', async () => {
    const r = await runCli(['schema', 'case', 'extra'])
    expect(r.code).toBe(2)
    expect(r.err).toBe(usageError('schema', SCHEMA_USAGE, 'schema needs exactly <name>; unexpected argument "extra"'))
  })

  it('schema case prints the JSON Schema of a case', async () => {
    const r = await runCli(['schema', 'case'])
    expect(r.code).toBe(0)
    expect(r.out).toBe(readFileSync(join(ROOT, 'spec', 'schema', 'case.schema.json'), 'utf8'))
  })
})

describe('conformance', () => {
  it('--report with an unknown word as near to json as to jsonl suggests the first of them, json', async () => {
    const r = await runCli(['conformance', '--report', 'jsonx'])
    expect(r.code).toBe(2)
    expect(r.err).toBe(usageError('conformance', CONFORMANCE_USAGE, '--report must be one of: json, junit, markdown, jsonl (got "jsonx") — did you mean json?'))
  })

  it('--impl followed by a word that starts with a dash is a usage error that says to write --impl=<value>', async () => {
    const r = await runCli(['conformance', '--impl', '--x'])
    expect(r.code).toBe(2)
    expect(r.err).toBe(usageError('conformance', CONFORMANCE_USAGE, 'option --impl: write a value that starts with a dash as --impl=<value>'))
  })
})
