/**
 * `nachruecken import`, `nachruecken memberships`, `nachruecken deadlines`:
 * real data in and out (spec/interchange.md). Each command is declared as
 * data — name, summary, usage, examples, its `node:util parseArgs` options
 * and positionals — and parsed with `parseArgs`.
 *
 * @since 0.1.0
 */
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { parseJson } from '../codec/json.js'
import { printable } from '../domain/error.js'
import type { Failure } from '../domain/error.js'
import {
  type Area,
  type BodyFrame,
  deadlinesOf,
  errorText,
  type ImportFailure,
  type ImportOptions,
  importTemplate,
  importVotemanager,
  isVotemanager,
  membershipsOf,
  type Place,
  type Source,
} from '../interchange/index.js'
import { EXIT, type Io, messageWithNorm, readInput, reportFailure, usage } from './io.js'

/** The options of a command, as `node:util parseArgs` takes them. @category model @since 0.1.0 */
export type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>

/** A command as data. @category model @since 0.1.0 */
export interface CommandSpec {
  readonly name: string
  readonly summary: string
  readonly usage: string
  readonly examples: ReadonlyArray<string>
  readonly options: ParseArgsOptionsConfig
  readonly positionals: ReadonlyArray<string>
}

/** @category cli @since 0.1.0 */
export const IMPORT_COMMAND: CommandSpec = {
  name: 'import',
  summary: 'a case skeleton (nachruecken.case/1) from the CSV template, or from votemanager open data joined with the candidate list',
  usage:
    'nachruecken import <file> [--candidates <file>] [--area <gebiet-nr> | --area-name <gebiet-name>] --body <name> --kind <kind> --members <n> --term <start>/<end> [--mode proportional|majority] [--eligible-voters <n>] [--list-seats <list>=<n>,…] [--as-of <date>]',
  examples: [
    'nachruecken import kandidaten.csv --body "Ortsbeirat Nord" --kind ortsbeirat --members 5 --term 2021-04-01/2026-03-31 --mode majority --list-seats WG=5',
    'nachruecken import ergebnis.csv --candidates wahlvorschlaege.csv --body "Gemeindevertretung Musterstadt" --kind gemeindevertretung --members 23 --term 2026-04-01/2031-03-31 --list-seats CDU=7,SPD=6,GRÜNE=4,FWG=3,FDP=2,AfD=1',
  ],
  options: {
    candidates: { type: 'string' },
    area: { type: 'string' },
    'area-name': { type: 'string' },
    body: { type: 'string' },
    kind: { type: 'string' },
    members: { type: 'string' },
    term: { type: 'string' },
    mode: { type: 'string' },
    'eligible-voters': { type: 'string' },
    'list-seats': { type: 'string', multiple: true },
    'as-of': { type: 'string' },
  },
  positionals: ['file'],
}

/** @category cli @since 0.1.0 */
export const MEMBERSHIPS_COMMAND: CommandSpec = {
  name: 'memberships',
  summary: 'the memberships of the body on the query date as OParl 1.1 Membership objects, one per tenure',
  usage: 'nachruecken memberships <file|-> --base-url <url>',
  examples: ['nachruecken memberships spec/examples/review.case.json --base-url https://ris.musterstadt.de/oparl/v1.1'],
  options: { 'base-url': { type: 'string' } },
  positionals: ['file'],
}

/** @category cli @since 0.1.0 */
export const DEADLINES_COMMAND: CommandSpec = {
  name: 'deadlines',
  summary: 'the periods that run on the query date (objection period, proof week) as an iCalendar file, with the norm in each entry',
  usage: 'nachruecken deadlines <file|->',
  examples: ['nachruecken deadlines spec/examples/review.case.json > fristen.ics'],
  options: {},
  positionals: ['file'],
}

/** The values of the options, as `parseArgs` gives them. */
type Values = Readonly<Record<string, string | boolean | ReadonlyArray<string | boolean> | undefined>>

type Parsed = { readonly ok: true; readonly values: Values; readonly file: string } | { readonly ok: false; readonly message: string }

/** A usage error of a command: the message, the command's usage line and the hint, exit 2. */
const commandUsage = (io: Io, spec: CommandSpec, message: string): number => {
  io.err(`${printable(message)}\nUsage: ${spec.usage}\nTry: nachruecken --help\n`)
  return EXIT.usage
}

/** The options and the one positional of a command, by `node:util parseArgs`. @category cli @since 0.1.0 */
export const parseCommand = (spec: CommandSpec, args: ReadonlyArray<string>): Parsed => {
  try {
    const { values, positionals } = parseArgs({ args: [...args], options: spec.options, allowPositionals: true, strict: true })
    const [file, ...rest] = positionals
    return file !== undefined && rest.length === 0 ? { ok: true, values, file } : { ok: false, message: `${spec.name} needs exactly one file (or - for standard input)` }
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) }
  }
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined)

/** The CLI's name for an option of the import API. */
const FLAGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^body\.name$/, '--body'],
  [/^body\.kind$/, '--kind'],
  [/^body\.statutoryMemberCount$/, '--members'],
  [/^body\.electionMode$/, '--mode'],
  [/^body\.term/, '--term'],
  [/^body\.eligibleVoters$/, '--eligible-voters'],
  [/^listSeats/, '--list-seats'],
  [/^areaName$/, '--area-name'],
  [/^area$/, '--area'],
  [/^asOf$/, '--as-of'],
]

/** An error of the import as the CLI prints it: an option of the API under its flag. */
export const importErrorLine = (e: { readonly place: Place; readonly message: string; readonly rule: string | null }): string => {
  if (e.place._tag !== 'option') return printable(errorText(e))
  const option = e.place.option
  const flag = FLAGS.find(([re]) => re.test(option))?.[1]
  return printable(`${flag === undefined ? option : `${flag} (${option})`}: ${e.message}${e.rule === null ? '' : ` [${e.rule}]`}`)
}

const WHOLE = /^[0-9]+$/

/** `--list-seats SPD=12,CDU=9` (and repeated): seats per list. */
export const listSeatsOf = (values: ReadonlyArray<string | boolean> | undefined): { ok: true; seats: Record<string, number> | undefined } | { ok: false; message: string } => {
  if (values === undefined) return { ok: true, seats: undefined }
  const seats: Record<string, number> = {}
  for (const pair of values.flatMap((v) => String(v).split(','))) {
    const m = /^(.+)=([0-9]+)$/.exec(pair.trim())
    if (m === null) return { ok: false, message: `--list-seats needs <list>=<seats>, got ${JSON.stringify(pair)}` }
    seats[(m[1] as string).trim()] = Number(m[2])
  }
  return { ok: true, seats }
}

const numberOption = (name: string, v: string | undefined): { ok: true; n: number | undefined } | { ok: false; message: string } =>
  v === undefined ? { ok: true, n: undefined } : WHOLE.test(v) && Number.isSafeInteger(Number(v)) ? { ok: true, n: Number(v) } : { ok: false, message: `${name} needs a whole number, got ${JSON.stringify(v)}` }

/** The import options from the flags; what is missing or malformed is a usage error. */
export const importOptionsOf = (values: Values): { ok: true; options: ImportOptions & { area?: Area } } | { ok: false; message: string } => {
  const [name, kind, term] = [str(values['body']), str(values['kind']), str(values['term'])]
  const missing = [['--body', name], ['--kind', kind], ['--members', values['members']], ['--term', term]].filter(([, v]) => v === undefined).map(([f]) => f)
  if (missing.length > 0 || name === undefined || kind === undefined || term === undefined) return { ok: false, message: `import needs ${missing.join(', ')}` }
  const members = numberOption('--members', str(values['members']))
  const eligible = numberOption('--eligible-voters', str(values['eligible-voters']))
  const seats = listSeatsOf(values['list-seats'] as ReadonlyArray<string> | undefined)
  const [start, end, ...more] = term.split('/')
  if (!members.ok || !eligible.ok || !seats.ok) return { ok: false, message: [members, eligible, seats].flatMap((x) => (x.ok ? [] : [x.message])).join('; ') }
  if (start === undefined || end === undefined || more.length > 0) return { ok: false, message: `--term needs <start>/<end>, got ${JSON.stringify(term)}` }
  if (values['area'] !== undefined && values['area-name'] !== undefined) return { ok: false, message: 'give --area or --area-name, not both' }
  const body: BodyFrame = { name, kind, statutoryMemberCount: members.n as number, electionMode: str(values['mode']) ?? 'proportional', term: { start, end }, ...(eligible.n === undefined ? {} : { eligibleVoters: eligible.n }) }
  const area: Area = str(values['area']) !== undefined ? { _tag: 'number', value: str(values['area']) as string } : str(values['area-name']) !== undefined ? { _tag: 'name', value: str(values['area-name']) as string } : null
  const asOf = str(values['as-of'])
  return { ok: true, options: { body, area, ...(seats.seats === undefined ? {} : { listSeats: seats.seats }), ...(asOf === undefined ? {} : { asOf }) } }
}

const source = async (io: Io, file: string): Promise<{ ok: true; source: Source } | { ok: false; message: string }> => {
  const r = await readInput(io, file)
  return r.ok ? { ok: true, source: { name: file === '-' ? '(stdin)' : file, text: r.text } } : r
}

const reportImport = (io: Io, f: ImportFailure): number => {
  for (const e of f.errors) io.err(`${importErrorLine(e)}\n`)
  return f._tag === 'unreadable' ? EXIT.usage : EXIT.rejected
}

/**
 * `import <file> …`: the case skeleton on stdout; errors with file, line and
 * column on stderr (exit 2 unreadable, 1 inconsistent).
 *
 * @category cli @since 0.1.0
 */
export const importCommand = async (args: ReadonlyArray<string>, io: Io): Promise<number> => {
  const a = parseCommand(IMPORT_COMMAND, args)
  if (!a.ok) return commandUsage(io, IMPORT_COMMAND, a.message)
  const o = importOptionsOf(a.values)
  if (!o.ok) return usage(io, o.message)
  const main = await source(io, a.file)
  if (!main.ok) return usage(io, main.message)
  const candidates = str(a.values['candidates'])
  const votemanager = isVotemanager(main.source)
  if (votemanager && candidates === undefined) return usage(io, `${a.file} is votemanager open data: give the candidate list with --candidates <file>`)
  if (!votemanager && candidates !== undefined) return usage(io, `--candidates goes with votemanager open data; ${a.file} is read as the template`)
  let r
  if (candidates === undefined) r = importTemplate(main.source, o.options)
  else {
    const list = await source(io, candidates)
    if (!list.ok) return usage(io, list.message)
    r = importVotemanager(main.source, list.source, o.options)
  }
  if (r._tag === 'Left') return reportImport(io, r.left)
  io.out(`${JSON.stringify(r.right, null, 2)}\n`)
  return EXIT.ok
}

const loadCase = async (io: Io, file: string): Promise<{ ok: true; value: unknown } | { ok: false; code: number }> => {
  const input = await readInput(io, file)
  if (!input.ok) return { ok: false, code: usage(io, input.message) }
  const parsed = parseJson(input.text)
  return parsed._tag === 'Left' ? { ok: false, code: reportFailure(io, parsed.left) } : { ok: true, value: parsed.right }
}

/** The output and the rejected events, as replay prints them: exit 1 when events were rejected. */
const printExport = (io: Io, r: { _tag: 'Left'; left: Failure } | { _tag: 'Right'; right: { text: string; rejected: ReadonlyArray<{ path: string; message: string; rule: string | null }> } }): number => {
  if (r._tag === 'Left') return reportFailure(io, r.left)
  io.out(r.right.text)
  for (const e of r.right.rejected) io.err(`rejected: ${e.path}: ${messageWithNorm(e)}\n`)
  return r.right.rejected.length > 0 ? EXIT.rejected : EXIT.ok
}

const httpUrl = (s: string): boolean => {
  try {
    const u = new URL(s)
    return u.protocol === 'https:' || u.protocol === 'http:'
  } catch {
    return false
  }
}

/**
 * `memberships <file|-> --base-url <url>`: the OParl list on stdout.
 *
 * @category cli @since 0.1.0
 */
export const membershipsCommand = async (args: ReadonlyArray<string>, io: Io): Promise<number> => {
  const a = parseCommand(MEMBERSHIPS_COMMAND, args)
  if (!a.ok) return commandUsage(io, MEMBERSHIPS_COMMAND, a.message)
  const base = str(a.values['base-url'])
  if (base === undefined || !httpUrl(base)) return usage(io, `memberships needs --base-url <url> (http or https), the base of the OParl ids`)
  const loaded = await loadCase(io, a.file)
  if (!loaded.ok) return loaded.code
  const r = membershipsOf(loaded.value, { baseUrl: base })
  return printExport(io, r._tag === 'Left' ? r : { _tag: 'Right', right: { text: `${JSON.stringify(r.right.list, null, 2)}\n`, rejected: r.right.rejected } })
}

/**
 * `deadlines <file|->`: the iCalendar file on stdout.
 *
 * @category cli @since 0.1.0
 */
export const deadlinesCommand = async (args: ReadonlyArray<string>, io: Io): Promise<number> => {
  const a = parseCommand(DEADLINES_COMMAND, args)
  if (!a.ok) return commandUsage(io, DEADLINES_COMMAND, a.message)
  const loaded = await loadCase(io, a.file)
  if (!loaded.ok) return loaded.code
  const r = deadlinesOf(loaded.value)
  if (r._tag === 'Right' && r.right.periods.length === 0) io.err('no period runs on the query date\n')
  return printExport(io, r._tag === 'Left' ? r : { _tag: 'Right', right: { text: r.right.ics, rejected: r.right.rejected } })
}
