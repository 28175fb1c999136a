/**
 * votemanager open data: one row per area (`gebiet-nr`, `gebiet-name`), and
 * per nomination `n` the votes of each list position — `D<n>_2_<k>` with the
 * sum of the personal votes `D<n>_3` (the scheme of 2026), or `D<n>_<k>`
 * with `D<n>_summe_kandidaten` (2021, recognised by `D<n>_liste`,
 * `D<n>_summe_kandidaten` or `D<n>_summe_liste_kandidaten`). The other
 * columns (list votes, totals, ballots) are not read, except `A`, the persons
 * entitled to vote (spec/interchange.md, "votemanager open data").
 *
 * @since 0.2.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import { type Column, type Located, placeOf, textOf, wholeNumber } from './cells.js'
import type { Row, Table } from './csv.js'
import { cell, type ImportError, type ImportFailure, importError, option, type Place, quoted } from './errors.js'

/** @category model @since 0.2.0 */
export type Scheme = '2021' | '2026'

/** The area to import: by `gebiet-nr`, by `gebiet-name`, or the only row. @category model @since 0.2.0 */
export type Area = { readonly _tag: 'number'; readonly value: string } | { readonly _tag: 'name'; readonly value: string } | null

/** The votes of one nomination in the chosen area. @category model @since 0.2.0 */
export interface ListResult {
  readonly number: number
  /** The chosen row's cell in the list's first column. */
  readonly place: Place
  readonly positions: ReadonlyMap<number, Located<number>>
}

/** @category model @since 0.2.0 */
export interface Results {
  readonly scheme: Scheme
  readonly area: { readonly number: string; readonly name: string }
  readonly eligibleVoters: Located<number> | null
  readonly lists: ReadonlyArray<ListResult>
}

interface ListColumns {
  readonly number: number
  readonly first: Column
  readonly positions: ReadonlyArray<{ readonly position: number; readonly column: Column }>
  readonly sum: Column | null
}

const MARK_2021 = /^D([0-9]+)_(liste|summe_kandidaten|summe_liste_kandidaten)$/
const POSITION_2021 = /^D([0-9]+)_([0-9]+)$/
const SUM_2021 = /^D([0-9]+)_summe_kandidaten$/
const POSITION_2026 = /^D([0-9]+)_2_([0-9]+)$/
const SUM_2026 = /^D([0-9]+)_3$/

const headerPlace = (t: Table, index: number): Place => cell(t.file, t.headerLine, index + 1, t.header[index] as string)

/** The scheme, from the header: the 2021 names or the 2026 position columns, not both. @category parsing @since 0.2.0 */
export const schemeOf = (t: Table): Either<ImportError, Scheme> => {
  const old = t.header.findIndex((h) => MARK_2021.test(h))
  const current = t.header.findIndex((h) => POSITION_2026.test(h))
  if (old >= 0 && current >= 0)
    return left(importError(headerPlace(t, current), `the header mixes the 2021 scheme (${t.header[old] as string}) and the 2026 scheme (${t.header[current] as string})`))
  if (old >= 0) return right('2021')
  if (current >= 0) return right('2026')
  return left(importError(cell(t.file, t.headerLine, 1, null), 'no votes per list position: expected columns D<n>_2_<k> (2026) or D<n>_<k> with D<n>_liste (2021)'))
}

const listColumns = (t: Table, scheme: Scheme): ReadonlyArray<ListColumns> => {
  const [position, sum] = scheme === '2026' ? [POSITION_2026, SUM_2026] : [POSITION_2021, SUM_2021]
  const lists = new Map<number, { first: Column; positions: { position: number; column: Column }[]; sum: Column | null }>()
  t.header.forEach((header, index) => {
    const n = /^D([0-9]+)_/.exec(header)
    if (n === null) return
    const number = Number(n[1])
    const list = lists.get(number) ?? { first: { header, index }, positions: [], sum: null }
    lists.set(number, list)
    const p = position.exec(header)
    if (p !== null) list.positions.push({ position: Number(p[2]), column: { header, index } })
    else if (sum.test(header)) list.sum = { header, index }
  })
  return [...lists.entries()].sort(([a], [b]) => a - b).map(([number, l]) => ({ number, ...l }))
}

const columnNamed = (t: Table, name: string): Column | null => {
  const index = t.header.indexOf(name)
  return index < 0 ? null : { header: name, index }
}

const areaText = (nr: Column, name: Column, r: Row): string => `${quoted(textOf(r, nr))} ${textOf(r, name)}`

const chooseRow = (t: Table, nr: Column, name: Column, area: Area): Either<ImportError, Row> => {
  const known = t.rows.slice(0, 10).map((r) => areaText(nr, name, r)).join(', ') + (t.rows.length > 10 ? ', …' : '')
  if (area === null) {
    const only = t.rows.length === 1 ? t.rows[0] : undefined
    if (only !== undefined) return right(only)
    return left(importError(option('area'), `the file has ${t.rows.length} areas: choose one by gebiet-nr (area) or gebiet-name (areaName): ${known}`))
  }
  const col = area._tag === 'number' ? nr : name
  const matches = t.rows.filter((r) => textOf(r, col) === area.value.trim())
  const [first, second] = matches
  if (first === undefined) return left(importError(option(area._tag === 'number' ? 'area' : 'areaName'), `no row with ${col.header} ${quoted(area.value)}; the file has: ${known}`))
  return second === undefined
    ? right(first)
    : left(importError(placeOf(t, second, col), `two rows with ${col.header} ${quoted(area.value)} (lines ${first.line} and ${second.line})`))
}

const eligibleOf = (t: Table, row: Row, errors: ImportError[]): Located<number> | null => {
  const a = columnNamed(t, 'A')
  if (a === null || textOf(row, a) === '') return null
  const r = wholeNumber(t, row, a, 0)
  if (r._tag === 'Right') return r.right
  errors.push(r.left)
  return null
}

const listResult = (t: Table, row: Row, l: ListColumns, errors: ImportError[]): ListResult => {
  const positions = new Map<number, Located<number>>()
  for (const { position, column } of l.positions) {
    const r = wholeNumber(t, row, column, 0)
    if (r._tag === 'Right') positions.set(position, r.right)
    else errors.push(r.left)
  }
  return { number: l.number, place: placeOf(t, row, l.first), positions }
}

/** The sum of the list positions' votes against the file's sum of personal votes, where the file has one. */
const sumCheck = (t: Table, row: Row, l: ListColumns, result: ListResult): ImportError[] => {
  if (l.sum === null || textOf(row, l.sum) === '') return []
  const stated = wholeNumber(t, row, l.sum, 0)
  if (stated._tag === 'Left') return [stated.left]
  let total = 0
  for (const v of result.positions.values()) total += v.value
  return total === stated.right.value
    ? []
    : [importError(stated.right.place, `the votes of the ${result.positions.size} list positions of Wahlvorschlag ${l.number} add up to ${total}, ${l.sum.header} says ${stated.right.value}`)]
}

/**
 * The votes per list position in the chosen area, checked against the
 * file's sums of personal votes.
 *
 * @category parsing @since 0.2.0
 */
export const resultsOf = (t: Table, area: Area): Either<ImportFailure, Results> => {
  const nr = columnNamed(t, 'gebiet-nr')
  const name = columnNamed(t, 'gebiet-name')
  const scheme = schemeOf(t)
  const missing = [nr === null ? 'gebiet-nr' : null, name === null ? 'gebiet-name' : null].flatMap((m) => (m === null ? [] : [importError(cell(t.file, t.headerLine, t.header.length + 1, null), `missing column ${m}`)]))
  if (nr === null || name === null || scheme._tag === 'Left') return left({ _tag: 'unreadable', errors: [...missing, ...(scheme._tag === 'Left' ? [scheme.left] : [])] })
  const chosen = chooseRow(t, nr, name, area)
  if (chosen._tag === 'Left') return left({ _tag: 'unreadable', errors: [chosen.left] })
  const row = chosen.right
  const errors: ImportError[] = []
  const eligibleVoters = eligibleOf(t, row, errors)
  const columns = listColumns(t, scheme.right).filter((l) => l.positions.length > 0)
  const lists = columns.map((l) => listResult(t, row, l, errors))
  if (errors.length > 0) return left({ _tag: 'unreadable', errors })
  const sums = columns.flatMap((l, i) => sumCheck(t, row, l, lists[i] as ListResult))
  if (sums.length > 0) return left({ _tag: 'rejected', errors: sums })
  return right({ scheme: scheme.right, area: { number: textOf(row, nr), name: textOf(row, name) }, eligibleVoters, lists })
}
