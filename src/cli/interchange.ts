/**
 * `nachruecken import`, `nachruecken memberships`, `nachruecken deadlines`:
 * real data in and out (spec/interchange.md). Each command is declared as a
 * {@link CommandSpec} and parsed by the CLI's one parser (src/cli/args.ts).
 *
 *     nachruecken import <file|-> [--candidates <file>] [--area <gebiet-nr> | --area-name <gebiet-name>] --body … --kind … --members … --term …
 *     nachruecken memberships <file|-> --base-url <url>
 *     nachruecken deadlines <file|->
 *
 * @since 0.2.0
 */
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
  isBaseUrl,
  isVotemanager,
  membershipsOf,
  type Place,
  ROLES,
  type Source,
  sourceOf,
} from '../public/interchange.js'
import { type CommandSpec, type OptionValues, parseOrAnswer, stringOption, usageError } from './args.js'
import { EXIT, type Io, loadJson, messageWithNorm, readRaw, reportFailure } from './io.js'

const EXIT_STATUS = 'Exit status: 0 the case on stdout; 1 the files disagree with each other or with the options (a list or\nposition missing in one of them, a sum that does not match, a duplicate position); 2 a file that cannot be\nread as documented (not CSV, a column missing, a cell that is not a number or a date) or a usage error.\nEvery error names the file, line and column (A = 1), or the option.'

/** `import`. @category cli @since 0.2.0 */
export const importSpec: CommandSpec = {
  name: 'import',
  summary: 'a case skeleton (nachruecken.case/1) from the CSV template, or from votemanager open data joined with the candidate list',
  usage:
    'nachruecken import <file|-> [--candidates <file>] [--area <gebiet-nr> | --area-name <gebiet-name>] --body <name> --kind <kind> --members <n> --term <start>/<end> [--mode proportional|majority] [--eligible-voters <n>] [--list-seats <list>=<n>,…] [--as-of <date>]',
  examples: [
    'nachruecken import spec/fixtures/interchange/gemeindevertretung/ergebnis-gemeindewahl-2026.csv --candidates spec/fixtures/interchange/gemeindevertretung/wahlvorschlaege.csv --body "Gemeindevertretung Musterhausen" --kind gemeindevertretung --members 23 --term 2026-04-01/2031-03-31 --list-seats CDU=7,SPD=6,GRÜNE=4,FWG=3,FDP=2,AfD=1 > case.json',
    'nachruecken import spec/fixtures/interchange/ortsbeirat/ergebnis-ortsbeiratswahl-2021.csv --candidates spec/fixtures/interchange/ortsbeirat/bewerber.csv --area-name "Ortsbezirk Nord" --body "Ortsbeirat Nord" --kind ortsbeirat --members 9 --term 2021-04-01/2026-03-31',
    'nachruecken import spec/fixtures/interchange/mehrheitswahl/kandidaten.csv --body "Ortsbeirat Süd" --kind ortsbeirat --members 5 --term 2021-04-01/2026-03-31 --mode majority --list-seats BLS=5   # the template',
  ],
  options: {
    candidates: { type: 'string' },
    area: { type: 'string' },
    'area-name': { type: 'string' },
    body: { type: 'string' },
    kind: { type: 'string' },
    members: { type: 'string' },
    term: { type: 'string' },
    mode: { type: 'string', default: 'proportional' },
    'eligible-voters': { type: 'string' },
    'list-seats': { type: 'string', multiple: true },
    'as-of': { type: 'string' },
  },
  describe: {
    candidates: 'the candidate list (the template without Stimmen) for votemanager open data',
    area: 'the row of the votemanager file by gebiet-nr (with several rows, this or --area-name is needed)',
    'area-name': 'the row of the votemanager file by gebiet-name (with several rows, this or --area is needed)',
    body: 'the name of the body (required)',
    kind: `the kind of body (required): ${Object.keys(ROLES).join(', ')}`,
    members: 'the legal member count (required)',
    term: 'the term as <start>/<end>, e.g. 2026-04-01/2031-03-31 (required)',
    mode: 'proportional or majority',
    'eligible-voters': 'the persons entitled to vote (votemanager data: must agree with column A)',
    'list-seats': 'the seats each list won, <list>=<n>,… (every list, 0 for none), where the file has no column gewählt',
    'as-of': 'the date of the state query (default: the first day of the term)',
  },
  positionals: ['<file|->'],
  notes: EXIT_STATUS,
}

/** `memberships`. @category cli @since 0.2.0 */
export const membershipsSpec: CommandSpec = {
  name: 'memberships',
  summary: 'the memberships of the body on the query date as OParl 1.1 Membership objects, one per tenure',
  usage: 'nachruecken memberships <file|-> --base-url <url>',
  examples: [
    'nachruecken memberships spec/fixtures/interchange/fristen.case.json --base-url https://ris.musterhausen.de/oparl/v1.1',
    'nachruecken memberships spec/examples/review.case.json --base-url https://ris.musterstadt.de/oparl/v1.1 > memberships.json',
  ],
  options: { 'base-url': { type: 'string' } },
  describe: { 'base-url': 'the base of every OParl id, http or https (required)' },
  positionals: ['<file|->'],
  notes: 'Exit status: 0 the list; 1 events were rejected (listed on stderr, the list is printed all the same) or the case\nbreaks a rule; 2 unreadable input or a usage error.',
}

/** `deadlines`. @category cli @since 0.2.0 */
export const deadlinesSpec: CommandSpec = {
  name: 'deadlines',
  summary: 'the periods that run on the query date (objection period, proof week, the month of § 27 KWG) as an iCalendar file, with the norm in each entry',
  usage: 'nachruecken deadlines <file|->',
  examples: ['nachruecken deadlines spec/fixtures/interchange/fristen.case.json > fristen.ics', 'nachruecken deadlines - < case.json'],
  options: {},
  positionals: ['<file|->'],
  notes: 'Exit status: 0 the calendar (with no entry when no period runs: stderr says so); 1 events were rejected\n(listed on stderr, the calendar is printed all the same) or the case breaks a rule; 2 unreadable input or a usage error.',
}

/** The CLI's name for an option of the import API, by the first name of its path, or the first two under `body` (`body.term.start` is `--term`). */
const FLAGS: ReadonlyMap<string, string> = new Map([
  ['body.name', '--body'],
  ['body.kind', '--kind'],
  ['body.statutoryMemberCount', '--members'],
  ['body.electionMode', '--mode'],
  ['body.term', '--term'],
  ['body.eligibleVoters', '--eligible-voters'],
  ['listSeats', '--list-seats'],
  ['areaName', '--area-name'],
  ['area', '--area'],
  ['asOf', '--as-of'],
])

/** An error of the import as the CLI prints it: a cell with its place, an option of the API under its flag. @category cli @since 0.2.0 */
export const importErrorLine = (e: { readonly place: Place; readonly message: string; readonly rule: string | null }): string => {
  if (e.place._tag !== 'option') return printable(errorText(e))
  const option = e.place.option
  const names = option.split('.')
  const flag = FLAGS.get(names.slice(0, names[0] === 'body' ? 2 : 1).join('.'))
  return printable(`${flag === undefined ? option : `${flag} (${option})`}: ${messageWithNorm(e)}`)
}

type Checked<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly message: string }

const WHOLE = /^[0-9]+$/

/** `--list-seats SPD=12,CDU=9` (and repeated): seats per list. @category cli @since 0.2.0 */
export const listSeatsOf = (values: ReadonlyArray<string | boolean> | undefined): Checked<Record<string, number> | undefined> => {
  if (values === undefined) return { ok: true, value: undefined }
  const seats: Record<string, number> = {}
  for (const pair of values.flatMap((v) => String(v).split(','))) {
    const m = /^(.+)=([0-9]+)$/.exec(pair.trim())
    if (m === null) return { ok: false, message: `--list-seats needs <list>=<seats>, got ${JSON.stringify(pair)}` }
    seats[(m[1] as string).trim()] = Number(m[2])
  }
  return { ok: true, value: seats }
}

const wholeOption = (flag: string, v: string | undefined): Checked<number | undefined> =>
  v === undefined || (WHOLE.test(v) && Number.isSafeInteger(Number(v))) ? { ok: true, value: v === undefined ? undefined : Number(v) } : { ok: false, message: `${flag} needs a whole number, got ${JSON.stringify(v)}` }

const termOf = (term: string): Checked<BodyFrame['term']> => {
  const [start, end, ...more] = term.split('/')
  return start === undefined || end === undefined || more.length > 0 ? { ok: false, message: `--term needs <start>/<end>, got ${JSON.stringify(term)}` } : { ok: true, value: { start, end } }
}

const areaOf = (values: OptionValues): Checked<Area> => {
  const [number, name] = [stringOption(values, 'area'), stringOption(values, 'area-name')]
  if (number !== undefined && name !== undefined) return { ok: false, message: 'give --area or --area-name, not both' }
  return { ok: true, value: number !== undefined ? { _tag: 'number', value: number } : name !== undefined ? { _tag: 'name', value: name } : null }
}

/** The body from the flags: the required ones, the numbers and the term checked here; the values themselves by the case decoder. */
const bodyOf = (values: OptionValues): Checked<BodyFrame> => {
  const [name, kind, members, term] = (['body', 'kind', 'members', 'term'] as const).map((o) => stringOption(values, o))
  const missing = (['body', 'kind', 'members', 'term'] as const).filter((o) => stringOption(values, o) === undefined)
  if (name === undefined || kind === undefined || members === undefined || term === undefined) return { ok: false, message: `import needs ${missing.map((o) => `--${o}`).join(', ')}` }
  // the case decoder takes any name; an empty one would name no body (and end the OParl organization id in a slash)
  const named: Checked<string> = name.trim() === '' ? { ok: false, message: `--body needs the name of the body, got ${JSON.stringify(name)}` } : { ok: true, value: name }
  const count = wholeOption('--members', members)
  const eligible = wholeOption('--eligible-voters', stringOption(values, 'eligible-voters'))
  const t = termOf(term)
  if (!named.ok || !count.ok || !eligible.ok || !t.ok) return { ok: false, message: [named, count, eligible, t].flatMap((x) => (x.ok ? [] : [x.message])).join('; ') }
  const electionMode = stringOption(values, 'mode') as string
  return { ok: true, value: { name, kind, statutoryMemberCount: count.value as number, electionMode, term: t.value, ...(eligible.value === undefined ? {} : { eligibleVoters: eligible.value }) } }
}

/** The import options from the flags; what is missing or malformed is a usage error. @category cli @since 0.2.0 */
export const importOptionsOf = (values: OptionValues): Checked<ImportOptions & { readonly area: Area }> => {
  const body = bodyOf(values)
  const seats = listSeatsOf(values['list-seats'] as ReadonlyArray<string> | undefined)
  const area = areaOf(values)
  if (!body.ok || !seats.ok || !area.ok) return { ok: false, message: [body, seats, area].flatMap((x) => (x.ok ? [] : [x.message])).join('; ') }
  const asOf = stringOption(values, 'as-of')
  return { ok: true, value: { body: body.value, area: area.value, ...(seats.value === undefined ? {} : { listSeats: seats.value }), ...(asOf === undefined ? {} : { asOf }) } }
}

/** A CSV file, or standard input for `-`, as a source: a file that cannot be read is a usage error; bytes that are not UTF-8 an error at their cell. */
const loadSource = async (io: Io, file: string): Promise<{ readonly ok: true; readonly source: Source } | { readonly ok: false; readonly code: number }> => {
  const raw = await readRaw(io, file)
  if (!raw.ok) {
    io.err(`nachruecken import: ${raw.message}\n`)
    return { ok: false, code: EXIT.usage }
  }
  const name = file === '-' ? '(stdin)' : file
  const source = typeof raw.raw === 'string' ? ({ _tag: 'Right', right: { name, text: raw.raw } } as const) : sourceOf(name, raw.raw)
  return source._tag === 'Right' ? { ok: true, source: source.right } : { ok: false, code: reportImport(io, source.left) }
}

const reportImport = (io: Io, f: ImportFailure): number => {
  for (const e of f.errors) io.err(`${importErrorLine(e)}\n`)
  return f._tag === 'unreadable' ? EXIT.usage : EXIT.rejected
}

/** The import of the main file: the template, or votemanager data with the candidate list. */
const importFiles = async (io: Io, main: Source, candidates: string | undefined, options: ImportOptions & { readonly area: Area }): Promise<number> => {
  const votemanager = isVotemanager(main)
  if (votemanager && candidates === undefined) return usageError(io, importSpec, `${main.name} is votemanager open data: give the candidate list with --candidates <file>`)
  if (!votemanager && candidates !== undefined) return usageError(io, importSpec, `--candidates goes with votemanager open data; ${main.name} is read as the template`)
  if (!votemanager && options.area !== null) return usageError(io, importSpec, `${options.area._tag === 'number' ? '--area' : '--area-name'} goes with votemanager open data; ${main.name} is read as the template`)
  const list = candidates === undefined ? null : await loadSource(io, candidates)
  if (list !== null && !list.ok) return list.code
  const r = list === null ? importTemplate(main, options) : importVotemanager(main, list.source, options)
  if (r._tag === 'Left') return reportImport(io, r.left)
  io.out(`${JSON.stringify(r.right, null, 2)}\n`)
  return EXIT.ok
}

/**
 * `import <file|-> …`: the case skeleton on stdout; errors with file, line
 * and column on stderr (exit 2 unreadable, 1 inconsistent).
 *
 * @category cli @since 0.2.0
 */
export const importCommand = async (args: ReadonlyArray<string>, io: Io): Promise<number> => {
  const a = parseOrAnswer(io, importSpec, args)
  if (typeof a === 'number') return a
  const o = importOptionsOf(a.values)
  if (!o.ok) return usageError(io, importSpec, o.message)
  const main = await loadSource(io, a.positionals[0] as string)
  return main.ok ? importFiles(io, main.source, stringOption(a.values, 'candidates'), o.value) : main.code
}

type Export = { readonly _tag: 'Left'; readonly left: Failure } | { readonly _tag: 'Right'; readonly right: { readonly text: string; readonly rejected: ReadonlyArray<{ readonly path: string; readonly message: string; readonly rule: string | null }> } }

/** The output and the rejected events, as replay prints them: exit 1 when events were rejected. */
const printExport = (io: Io, r: Export): number => {
  if (r._tag === 'Left') return reportFailure(io, r.left)
  io.out(r.right.text)
  for (const e of r.right.rejected) io.err(`rejected: ${e.path}: ${messageWithNorm(e)}\n`)
  return r.right.rejected.length > 0 ? EXIT.rejected : EXIT.ok
}

/**
 * `memberships <file|-> --base-url <url>`: the OParl list on stdout.
 *
 * @category cli @since 0.2.0
 */
export const membershipsCommand = async (args: ReadonlyArray<string>, io: Io): Promise<number> => {
  const a = parseOrAnswer(io, membershipsSpec, args)
  if (typeof a === 'number') return a
  const base = stringOption(a.values, 'base-url')
  if (!isBaseUrl(base)) return usageError(io, membershipsSpec, 'memberships needs --base-url <url> (http or https), the base of the OParl ids')
  const loaded = await loadJson(io, 'memberships', a.positionals[0] as string)
  if (!loaded.ok) return loaded.code
  const r = membershipsOf(loaded.value, { baseUrl: base })
  return printExport(io, r._tag === 'Left' ? r : { _tag: 'Right', right: { text: `${JSON.stringify(r.right.list, null, 2)}\n`, rejected: r.right.rejected } })
}

/**
 * `deadlines <file|->`: the iCalendar file on stdout.
 *
 * @category cli @since 0.2.0
 */
export const deadlinesCommand = async (args: ReadonlyArray<string>, io: Io): Promise<number> => {
  const a = parseOrAnswer(io, deadlinesSpec, args)
  if (typeof a === 'number') return a
  const loaded = await loadJson(io, 'deadlines', a.positionals[0] as string)
  if (!loaded.ok) return loaded.code
  const r = deadlinesOf(loaded.value)
  if (r._tag === 'Right' && r.right.periods.length === 0) io.err('no period runs on the query date\n')
  return printExport(io, r._tag === 'Left' ? r : { _tag: 'Right', right: { text: r.right.ics, rejected: r.right.rejected } })
}
