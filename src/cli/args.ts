/**
 * One argument parser for every command of the CLI, on `node:util`
 * `parseArgs`. A command declares itself as data, a {@link CommandSpec}:
 *
 * ```ts
 * export const replaySpec: CommandSpec = {
 *   name: 'replay',
 *   summary: 'the state of the body on the query date',
 *   usage: 'nachruecken replay <file|-> [--format json|text]',
 *   examples: ['nachruecken replay spec/examples/review.case.json --format text', 'cat case.json | nachruecken replay -'],
 *   options: { format: { type: 'string', default: 'json' } },
 *   choices: { format: ['json', 'text'] },
 *   describe: { format: 'json (the nachruecken.state/1 document) or text (a table)' },
 *   positionals: ['<file|->'],
 * }
 * ```
 *
 * and parses with `parseCommand(spec, argv)`, which gives `help` (for
 * `--help` or `-h` anywhere before `--`), a `usage` error (an unknown option
 * with the nearest known one, a missing value, a value not among
 * `choices`, a wrong number of positionals) or the values. `--opt=value` and
 * `--opt value` both work (parseArgs). {@link usageError} writes a usage
 * error the one way every command does: the message, the usage line and a
 * hint on stderr, exit 2; {@link printHelp} writes the help on stdout.
 *
 * Rules for a spec: `options` is a plain `ParseArgsOptionsConfig` (types
 * `string` or `boolean`, `short` letters, `default`s of string options,
 * `multiple`); every option has a line in `describe`; `choices` lists the
 * allowed values of a string option (the help shows up to four in the
 * option's label, more only in its `describe` line); the usage line's words are separated
 * by single spaces, a bracketed group (not nested) counting as one word;
 * `positionals` names what the command takes besides options, each
 * required; `needs` says in words what they are (a command with two or
 * more says it), for the message when their number is wrong; `examples`
 * are two or three complete command lines, each optionally followed by
 * `  # what it does`. A command with `subcommands` (`conformance smoke`,
 * `conformance diff`) takes no positionals and hands the arguments after a
 * subcommand's word to that subcommand's spec ({@link chooseSubcommand});
 * its help lists them, and an unexpected argument near a subcommand's word
 * gets it suggested.
 *
 * @since 0.2.0
 */
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { printable } from '../domain/error.js'

/** The options of a command exactly as `node:util` `parseArgs` takes them (`ParseArgsOptionsConfig`). @category cli @since 0.2.0 */
export type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>

/** A command of the CLI, declared as data. @category cli @since 0.2.0 */
export interface CommandSpec {
  /** the word after `nachruecken` (`determine`, `conformance`, …) */
  readonly name: string
  /** one line: what the command does */
  readonly summary: string
  /** the usage line, starting with `nachruecken <name>`; words separated by single spaces, brackets not nested */
  readonly usage: string
  /** two or three complete command lines (optionally with `  # comment`) */
  readonly examples: ReadonlyArray<string>
  /** the options, as `node:util` `parseArgs` takes them */
  readonly options: ParseArgsOptionsConfig
  /** the allowed values of string options */
  readonly choices?: Readonly<Record<string, ReadonlyArray<string>>>
  /** one line of help per option */
  readonly describe?: Readonly<Record<string, string>>
  /** what the command takes besides options, each required: `['<file|->']` */
  readonly positionals: ReadonlyArray<string>
  /** what the positionals are, in words, for the message when there are too few or too many (`two JSON reports`, followed by their names); needed with two or more */
  readonly needs?: string
  /** more text for the help, after the options (exit statuses, notes) */
  readonly notes?: string
  /** commands under this one (`conformance smoke`): each named `<this name> <word>`, chosen by the word as the first argument */
  readonly subcommands?: ReadonlyArray<CommandSpec>
}

/** The values of the options (strings, booleans, or arrays of them for `multiple`). @category cli @since 0.2.0 */
export type OptionValues = Readonly<Record<string, string | boolean | ReadonlyArray<string | boolean> | undefined>>

/** What `parseCommand` found. @category cli @since 0.2.0 */
export type Parsed =
  | { readonly _tag: 'help' }
  | { readonly _tag: 'usage'; readonly message: string }
  | { readonly _tag: 'ok'; readonly values: OptionValues; readonly positionals: ReadonlyArray<string> }

/** Where a command writes. @category cli @since 0.2.0 */
export interface Writers {
  readonly out: (s: string) => void
  readonly err: (s: string) => void
}

/** The exit status of a usage error. @category cli @since 0.2.0 */
export const USAGE_EXIT = 2

/**
 * The edit distance of two words (Levenshtein: insertions, deletions and
 * substitutions, each counting one).
 *
 * @category cli @since 0.2.0
 */
export const editDistance = (a: string, b: string): number => {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const next = [i]
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min((row[j] as number) + 1, (next[j - 1] as number) + 1, (row[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1))
    row = next
  }
  return row[b.length] as number
}

/**
 * The known word nearest to `word`, if it is near enough to be a typo: at
 * most two edits, and fewer than half the word's length; ties go to the
 * first in `known`.
 *
 * @category cli @since 0.2.0
 */
export const nearest = (word: string, known: ReadonlyArray<string>): string | null => {
  let best: string | null = null
  let bestDistance = Infinity
  for (const k of known) {
    const d = editDistance(word, k)
    if (d < bestDistance) {
      best = k
      bestDistance = d
    }
  }
  return bestDistance <= 2 && bestDistance * 2 < Math.max(word.length, 2) ? best : null
}

const optionNames = (spec: CommandSpec): ReadonlyArray<string> => Object.keys(spec.options)

/** `--foo` from parseArgs' message ("Unknown option '--foo'. …"), or the text itself. */
const quotedOption = (message: string): string => /'(-[^']*)'/.exec(message)?.[1] ?? message

/** parseArgs names an unknown option without its `=value`; a short one (`-x`) leaves no name after two dashes, and nothing is near an empty name. */
const unknownOption = (spec: CommandSpec, option: string): string => {
  const near = nearest(option.slice(2), optionNames(spec))
  return `unknown option ${option}${near === null ? '' : ` — did you mean --${near}?`}`
}

/** What `parseArgs` throws: with `allowPositionals`, only these two. */
type ParseArgsError = { readonly code: 'ERR_PARSE_ARGS_UNKNOWN_OPTION' | 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE'; readonly message: string }

/** An unknown option, or an option's value missing or not wanted: that message always names the option's long form (`--name`; every option has one). */
const parseError = (spec: CommandSpec, e: ParseArgsError): string => {
  if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return unknownOption(spec, quotedOption(e.message))
  const option = (/--[\w-]+/.exec(e.message) as RegExpExecArray)[0]
  const o = spec.options[option.slice(2)]
  if (o !== undefined && o.type === 'boolean') return `option ${option} takes no value`
  return e.message.includes('ambiguous') ? `option ${option}: write a value that starts with a dash as ${option}=<value>` : `option ${option} needs a value`
}

const checkChoices = (spec: CommandSpec, values: OptionValues): string | null => {
  for (const [name, allowed] of Object.entries(spec.choices ?? {})) {
    const v = values[name]
    for (const x of Array.isArray(v) ? v : [v])
      if (typeof x === 'string' && !allowed.includes(x)) {
        const near = nearest(x, allowed)
        return `--${name} must be one of: ${allowed.join(', ')} (got ${JSON.stringify(x)})${near === null ? '' : ` — did you mean ${near}?`}`
      }
  }
  return null
}

const countMessage = (spec: CommandSpec): string => {
  const [first] = spec.positionals
  if (first === undefined) return `${spec.name} takes no arguments`
  if (spec.needs !== undefined) return `${spec.name} needs ${spec.needs}: ${spec.positionals.join(' ')}`
  return `${spec.name} needs exactly ${first === '<file|->' ? 'one file (or - for standard input)' : first}`
}

/** The word that chooses a subcommand: the last word of its name (`smoke` of `conformance smoke`). @category cli @since 0.2.0 */
export const subcommandWord = (sub: CommandSpec): string => sub.name.split(' ').at(-1) as string

/** ` — did you mean conformance smoke?` for an argument near the word of a subcommand, or nothing. */
const nearSubcommand = (spec: CommandSpec, argument: string): string => {
  const subs = spec.subcommands ?? []
  const near = nearest(argument, subs.map(subcommandWord))
  const sub = subs.find((s) => subcommandWord(s) === near)
  return sub === undefined ? '' : ` — did you mean ${sub.name}?`
}

/** The number of positionals checked; an unexpected one near a subcommand's word gets it suggested (a command with subcommands takes no positionals). */
const checkPositionals = (spec: CommandSpec, positionals: ReadonlyArray<string>): string | null => {
  const most = spec.positionals.length
  if (positionals.length < most) return countMessage(spec)
  if (positionals.length <= most) return null
  const extra = positionals[most] as string
  return `${countMessage(spec)}; unexpected argument ${JSON.stringify(extra)}${nearSubcommand(spec, extra)}`
}

/**
 * The command that the arguments name: a subcommand of `spec` when the
 * first argument is its word (`conformance smoke …`), with the arguments
 * after the word; otherwise `spec` itself with all of them.
 *
 * @category cli @since 0.2.0
 */
export const chooseSubcommand = (spec: CommandSpec, argv: ReadonlyArray<string>): { readonly spec: CommandSpec; readonly argv: ReadonlyArray<string> } => {
  const sub = (spec.subcommands ?? []).find((s) => subcommandWord(s) === argv[0])
  return sub === undefined ? { spec, argv } : { spec: sub, argv: argv.slice(1) }
}

/** Whether `--help` or `-h` stands among the arguments (before a `--`). */
const asksForHelp = (argv: ReadonlyArray<string>): boolean => {
  for (const a of argv) {
    if (a === '--') return false
    if (a === '--help' || a === '-h') return true
  }
  return false
}

/**
 * Parse a command's arguments by its spec.
 *
 * @category cli @since 0.2.0
 */
export const parseCommand = (spec: CommandSpec, argv: ReadonlyArray<string>): Parsed => {
  if (asksForHelp(argv)) return { _tag: 'help' }
  let parsed: { values: OptionValues; positionals: string[] }
  try {
    parsed = parseArgs({ args: [...argv], options: spec.options, strict: true, allowPositionals: true }) as { values: OptionValues; positionals: string[] }
  } catch (e) {
    return { _tag: 'usage', message: parseError(spec, e as ParseArgsError) }
  }
  const problem = checkChoices(spec, parsed.values) ?? checkPositionals(spec, parsed.positionals)
  return problem === null ? { _tag: 'ok', values: parsed.values, positionals: parsed.positionals } : { _tag: 'usage', message: problem }
}

/** More choices than this are not shown in an option's label (its description lists them), to keep the column narrow. */
const LABEL_CHOICES = 4

/** An option as the help shows it: `-f, --format text|markdown|html|pdf`, `-o, --out <value>`. */
const optionLabel = (name: string, spec: CommandSpec): string => {
  const o = spec.options[name]
  const short = o?.short === undefined ? '    ' : `-${o.short}, `
  const choices = spec.choices?.[name]
  const value = o?.type === 'string' ? ` ${choices !== undefined && choices.length <= LABEL_CHOICES ? choices.join('|') : '<value>'}` : ''
  return `${short}--${name}${value}`
}

/** The words of a usage line, split at single spaces: a bracketed group (`[--level core|full]`, not nested) stays whole. */
const usageWords = (usage: string): ReadonlyArray<string> => {
  const words: string[] = []
  let word = ''
  let inGroup = false
  for (const ch of usage) {
    if (ch === ' ' && !inGroup) {
      words.push(word)
      word = ''
      continue
    }
    if (ch === '[') inGroup = true
    else if (ch === ']') inGroup = false
    word += ch
  }
  return [...words, word]
}

/**
 * A usage line broken into lines of at most `width` characters, the lines
 * after the first indented by four spaces. The first line keeps the
 * program, the command and the word after it (`nachruecken schema <name>`)
 * however long; a longer word stands alone.
 *
 * @category cli @since 0.2.0
 */
export const wrapUsage = (usage: string, width = 76): ReadonlyArray<string> => {
  const words = usageWords(usage)
  const lines: string[] = []
  let line = words.slice(0, 3).join(' ')
  for (const w of words.slice(3)) {
    const candidate = `${line} ${w}`
    if (candidate.length > width) {
      lines.push(line)
      line = `    ${w}`
    } else line = candidate
  }
  return [...lines, line]
}

/** The subcommands of a command for its help: each word and its summary. */
const subcommandLines = (spec: CommandSpec): ReadonlyArray<string> => {
  const subs = spec.subcommands ?? []
  if (subs.length === 0) return []
  const width = Math.max(...subs.map((s) => subcommandWord(s).length)) + 2
  return [
    'Subcommands:',
    ...subs.map((s) => `  ${subcommandWord(s).padEnd(width)}${s.summary}`),
    `  (nachruecken ${spec.name} <subcommand> --help: its usage, options and examples)`,
    '',
  ]
}

/**
 * The help of a command: summary, usage, subcommands, options, examples, notes.
 *
 * @category cli @since 0.2.0
 */
export const helpText = (spec: CommandSpec): string => {
  const names = optionNames(spec)
  const labels = [...names.map((n) => optionLabel(n, spec)), '-h, --help']
  const width = Math.max(...labels.map((l) => l.length)) + 2
  const line = (label: string, text: string): string => `  ${label.padEnd(width)}${text}`
  const defaults = (n: string): string => {
    const d = spec.options[n]?.default
    return d === undefined ? '' : ` (default: ${String(d)})`
  }
  return [
    `nachruecken ${spec.name} — ${spec.summary}`,
    '',
    'Usage:',
    ...wrapUsage(spec.usage).map((l) => `  ${l}`),
    '',
    ...subcommandLines(spec),
    'Options:',
    ...names.map((n, i) => line(labels[i] as string, `${spec.describe?.[n] ?? ''}${defaults(n)}`)),
    line('-h, --help', 'this help'),
    '',
    'Examples:',
    ...spec.examples.map((e) => `  ${e}`),
    ...(spec.notes === undefined ? [] : ['', spec.notes]),
    '',
  ].join('\n')
}

/**
 * A usage error: `nachruecken <name>: <message>`, the usage line and a
 * hint, on stderr; the exit status 2.
 *
 * @category cli @since 0.2.0
 */
export const usageError = (w: Pick<Writers, 'err'>, spec: CommandSpec, message: string): number => {
  w.err(`nachruecken ${spec.name}: ${printable(message)}\nUsage: ${spec.usage}\nTry: nachruecken ${spec.name} --help\n`)
  return USAGE_EXIT
}

/** The help on stdout; exit 0. @category cli @since 0.2.0 */
export const printHelp = (w: Pick<Writers, 'out'>, spec: CommandSpec): number => {
  w.out(helpText(spec))
  return 0
}

/**
 * Parse, and answer help and usage errors: the values, or the exit status
 * the command ends with.
 *
 * @category cli @since 0.2.0
 */
export const parseOrAnswer = (w: Writers, spec: CommandSpec, argv: ReadonlyArray<string>): Extract<Parsed, { _tag: 'ok' }> | number => {
  const p = parseCommand(spec, argv)
  if (p._tag === 'help') return printHelp(w, spec)
  if (p._tag === 'usage') return usageError(w, spec, p.message)
  return p
}

/** The value of a string option that is not `multiple`, or undefined. @category cli @since 0.2.0 */
export const stringOption = (values: OptionValues, name: string): string | undefined => values[name] as string | undefined
