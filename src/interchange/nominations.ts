/**
 * The nominations (Wahlvorschläge): the documented CSV template — one row per
 * candidate — and the candidate list that is joined with votemanager open
 * data, which has the same columns without `Stimmen` (spec/interchange.md,
 * "The template").
 *
 * @since 0.2.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import { type Column, dateCell, type Located, nonEmpty, placeOf, type Read, textOf, wholeNumber, yesNo } from './cells.js'
import type { Row, Table } from './csv.js'
import { type Cell, cell, type ImportError, type ImportFailure, importError, quoted } from './errors.js'

/** @category model @since 0.2.0 */
export type Group = 'party' | 'voterGroup' | null

/** A candidate as the file names them. `votes` is null in a candidate list (the votes come from the results). @category model @since 0.2.0 */
export interface CandidateEntry {
  readonly row: Cell
  readonly position: Located<number>
  readonly name: Located<string>
  readonly votes: Located<number> | null
  readonly elected: Located<boolean> | null
  readonly memberAtSetUp: Located<boolean | null> | null
}

/** A candidate with votes: a row of the template, or a candidate joined with the results. @category model @since 0.2.0 */
export interface Voted extends CandidateEntry {
  readonly votes: Located<number>
}

/** A nomination whose candidates have votes. @category model @since 0.2.0 */
export type VotedList = Omit<ListEntry, 'candidates'> & { readonly candidates: ReadonlyArray<Voted> }

/** A nomination (Wahlvorschlag) with its candidates by list position. @category model @since 0.2.0 */
export interface ListEntry {
  readonly number: Located<number>
  readonly short: Located<string>
  readonly title: Located<string> | null
  readonly group: Located<Group>
  readonly setUp: Located<string | null>
  readonly candidates: ReadonlyArray<CandidateEntry>
}

type Field = 'number' | 'short' | 'title' | 'group' | 'setUp' | 'position' | 'name' | 'votes' | 'elected' | 'member'

/** The documented headers of the template and the candidate list (German), by field. @category model @since 0.2.0 */
export const HEADERS: Readonly<Record<Field, string>> = {
  number: 'Wahlvorschlag',
  short: 'Kurzbezeichnung',
  title: 'Bezeichnung',
  group: 'Art',
  setUp: 'Aufstellung',
  position: 'Listenplatz',
  name: 'Name',
  votes: 'Stimmen',
  elected: 'gewählt',
  member: 'Mitglied bei Aufstellung',
}

const spelt = (h: string): string => h.toLowerCase().replace(/ä/g, 'ae').replace(/\s+/g, ' ')

/**
 * A header as compared: trimmed, lower case, ä spelt ae, single spaces. Of
 * the umlauts and ß only ä occurs in a documented header or Art (gewählt,
 * Wählergruppe), and none of their normal forms holds oe, ue or ss: a header
 * with ö, ü or ß matches none of them, spelt out or not.
 */
export const normalHeader = (h: string): string => spelt(
  // Stryker disable next-line MethodExpression: both callers pass trimmed text (the header fields are trimmed when the file is read, csv.ts; a cell by textOf), and the documented headers have no outer spaces; the trim keeps the comparison right should a caller not
  h.trim(),
)

const FIELD_OF: ReadonlyMap<string, Field> = new Map(Object.entries(HEADERS).map(([f, h]) => [normalHeader(h), f as Field]))

/** What the file is: the template (with votes) or the candidate list joined with results (without). @category model @since 0.2.0 */
export type NominationsKind = 'template' | 'candidateList'

const REQUIRED: ReadonlyArray<Field> = ['number', 'short', 'group', 'setUp', 'position', 'name']

type Columns = Partial<Record<Field, Column>>

const columnsOf = (t: Table, kind: NominationsKind): Either<ReadonlyArray<ImportError>, Columns> => {
  const errors: ImportError[] = []
  const cols: Columns = {}
  t.header.forEach((h, index) => {
    const field = FIELD_OF.get(normalHeader(h))
    if (field === undefined) return
    const place = cell(t.file, t.headerLine, index + 1, h)
    const seen = cols[field]
    if (seen !== undefined) errors.push(importError(place, `the column ${HEADERS[field]} appears twice (also column ${seen.index + 1})`))
    else if (field === 'votes' && kind === 'candidateList')
      errors.push(importError(place, 'a candidate list has no column Stimmen: the votes come from the results file'))
    else cols[field] = { header: h, index }
  })
  for (const f of kind === 'template' ? [...REQUIRED, 'votes' as const] : REQUIRED)
    if (cols[f] === undefined) errors.push(importError(cell(t.file, t.headerLine, t.header.length + 1, null), `missing column ${HEADERS[f]}`))
  return errors.length > 0 ? left(errors) : right(cols)
}

const groupCell = (t: Table, row: Row, col: Column): Read<Group> => {
  const s = normalHeader(textOf(row, col))
  const place = placeOf(t, row, col)
  if (s === 'partei') return right({ value: 'party', place })
  if (s === 'waehlergruppe') return right({ value: 'voterGroup', place })
  return s === ''
    ? right({ value: null, place })
    : left(importError(place, `expected Partei or Wählergruppe (empty only in a majority election without list), got ${quoted(textOf(row, col))}`))
}

/** One row, as read; the errors of its cells go to `errors`. */
interface RowEntry extends CandidateEntry {
  readonly list: Omit<ListEntry, 'candidates'>
}

const collect = <A>(errors: ImportError[], r: Read<A>): Located<A> | null => {
  if (r._tag === 'Right') return r.right
  errors.push(r.left)
  return null
}

const readRow = (t: Table, cols: Columns, row: Row, errors: ImportError[]): RowEntry | null => {
  const c = cols as Required<Pick<Columns, (typeof REQUIRED)[number]>> & Columns
  const number = collect(errors, wholeNumber(t, row, c.number, 1))
  const short = collect(errors, nonEmpty(t, row, c.short))
  const title = c.title === undefined || textOf(row, c.title) === '' ? null : collect(errors, nonEmpty(t, row, c.title))
  const group = collect(errors, groupCell(t, row, c.group))
  const setUp = collect(errors, dateCell(t, row, c.setUp))
  const position = collect(errors, wholeNumber(t, row, c.position, 1))
  const name = collect(errors, nonEmpty(t, row, c.name))
  const votes = c.votes === undefined ? null : collect(errors, wholeNumber(t, row, c.votes, 0))
  const elected = c.elected === undefined ? null : collect(errors, yesNo(t, row, c.elected))
  const memberAtSetUp = c.member === undefined ? null : collect(errors, yesNo(t, row, c.member))
  // a cell that was not read leaves its value null; the other cells' errors (votes, gewählt, Mitglied bei Aufstellung) make the file unreadable in `nominationsOf` all the same
  if (number === null || short === null || group === null || setUp === null || position === null || name === null) return null
  return {
    row: cell(t.file, row.line, 1, null),
    position,
    name,
    votes,
    // an empty gewählt cell is checked against the others in `electedColumn`
    elected: elected === null || elected.value === null ? null : { value: elected.value, place: elected.place },
    memberAtSetUp,
    list: { number, short, title, group, setUp },
  }
}

const listText = (l: Omit<ListEntry, 'candidates'>): string => `Wahlvorschlag ${l.number.value} (${l.short.value})`

const lineOf = (p: Cell): number => p.line

/** A list field's value as the file writes it. */
const shown = (v: unknown): string => quoted(v === 'party' ? 'Partei' : v === 'voterGroup' ? 'Wählergruppe' : v === null ? '' : String(v))

/** The list's fields on a later row must be those of its first row. */
const sameList = (first: RowEntry['list'], later: RowEntry['list']): ImportError[] => {
  const pairs: ReadonlyArray<[Field, Located<unknown> | null, Located<unknown> | null]> = [
    ['short', first.short, later.short],
    ['title', first.title, later.title],
    ['group', first.group, later.group],
    ['setUp', first.setUp, later.setUp],
  ]
  return pairs.flatMap(([field, a, b]) =>
    a === null || b === null || a.value === b.value
      ? []
      : [importError(b.place, `${HEADERS[field]} of Wahlvorschlag ${first.number.value} is ${shown(b.value)} here, ${shown(a.value)} on line ${lineOf(a.place)}`)],
  )
}

const groupRows = (entries: ReadonlyArray<RowEntry>, errors: ImportError[]): Map<number, RowEntry[]> => {
  const byNumber = new Map<number, RowEntry[]>()
  const numberOfShort = new Map<string, RowEntry>()
  for (const e of entries) {
    const rows = byNumber.get(e.list.number.value)
    const first = rows?.[0]
    if (rows === undefined || first === undefined) {
      const other = numberOfShort.get(e.list.short.value)
      if (other !== undefined)
        errors.push(importError(e.list.short.place, `Kurzbezeichnung ${quoted(e.list.short.value)} is also Wahlvorschlag ${other.list.number.value} (line ${lineOf(other.row)})`))
      numberOfShort.set(e.list.short.value, e)
      byNumber.set(e.list.number.value, [e])
    } else {
      errors.push(...sameList(first.list, e.list))
      rows.push(e)
    }
  }
  return byNumber
}

const uniquePositions = (rows: ReadonlyArray<RowEntry>, errors: ImportError[]): void => {
  const seen = new Map<number, RowEntry>()
  for (const r of rows) {
    const other = seen.get(r.position.value)
    if (other === undefined) seen.set(r.position.value, r)
    else errors.push(importError(r.position.place, `Listenplatz ${r.position.value} of ${listText(r.list)} is also on line ${lineOf(other.row)}`))
  }
}

/** The column gewählt is filled for every candidate or for none (then the seats per list decide). */
const electedColumn = (t: Table, cols: Columns, entries: ReadonlyArray<RowEntry>, errors: ImportError[]): void => {
  const col = cols.elected
  // an empty column counts as absent; a full one has no empty cell to report
  if (col === undefined || entries.every((e) => e.elected === null)) return
  for (const e of entries)
    if (e.elected === null)
      errors.push(importError(cell(t.file, lineOf(e.row), col.index + 1, col.header), 'the cell is empty: expected ja or nein (the column gewählt is filled for other candidates)'))
}

const toList = (rows: ReadonlyArray<RowEntry>): ListEntry => {
  const first = rows[0] as RowEntry
  const candidates = [...rows].sort((a, b) => a.position.value - b.position.value).map((r): CandidateEntry => ({ row: r.row, position: r.position, name: r.name, votes: r.votes, elected: r.elected, memberAtSetUp: r.memberAtSetUp }))
  return { ...first.list, candidates }
}

/** The nominations of a template or candidate list, by Wahlvorschlag number, each with its candidates by list position. */
const nominationsOf = (t: Table, kind: NominationsKind): Either<ImportFailure, ReadonlyArray<ListEntry>> => {
  const cols = columnsOf(t, kind)
  if (cols._tag === 'Left') return left({ _tag: 'unreadable', errors: cols.left })
  const errors: ImportError[] = []
  const entries = t.rows.flatMap((row) => readRow(t, cols.right, row, errors) ?? [])
  if (errors.length > 0) return left({ _tag: 'unreadable', errors })
  if (entries.length === 0) return left({ _tag: 'unreadable', errors: [importError(cell(t.file, t.headerLine + 1, 1, null), 'the file has no candidates')] })
  electedColumn(t, cols.right, entries, errors)
  const byNumber = groupRows(entries, errors)
  for (const rows of byNumber.values()) uniquePositions(rows, errors)
  if (errors.length > 0) return left({ _tag: 'rejected', errors })
  return right([...byNumber.entries()].sort(([a], [b]) => a - b).map(([, rows]) => toList(rows)))
}

/**
 * The nominations of the template: every candidate has votes (the column
 * Stimmen is required and every cell of it read).
 *
 * @category parsing @since 0.2.0
 */
export const templateOf = (t: Table): Either<ImportFailure, ReadonlyArray<VotedList>> => nominationsOf(t, 'template') as Either<ImportFailure, ReadonlyArray<VotedList>>

/**
 * The nominations of a candidate list, without votes (they come from the results).
 *
 * @category parsing @since 0.2.0
 */
export const candidateListOf = (t: Table): Either<ImportFailure, ReadonlyArray<ListEntry>> => nominationsOf(t, 'candidateList')
