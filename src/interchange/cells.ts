/**
 * Typed values from the cells of a table, each with its place: whole
 * numbers (digits only: no sign, no thousands separator, no decimals), ja or
 * nein, dates (`TT.MM.JJJJ` or `JJJJ-MM-TT`). A cell that does not hold what
 * its column documents is an error at that cell, never a guess.
 *
 * @since 0.2.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import type { Row, Table } from './csv.js'
import { type Cell, cell, type ImportError, importError, quoted } from './errors.js'

/** A value and the place it was read from. @category model @since 0.2.0 */
export interface Located<A> {
  readonly value: A
  readonly place: Cell
}

/** A column of a table: its header as written and its index. @category model @since 0.2.0 */
export interface Column {
  readonly header: string
  readonly index: number
}

/** @category model @since 0.2.0 */
export type Read<A> = Either<ImportError, Located<A>>

/** The place of a row's cell in a column. @category parsing @since 0.2.0 */
export const placeOf = (t: Table, row: Row, col: Column): Cell => cell(t.file, row.line, col.index + 1, col.header)

/** The text of a cell, trimmed. @category parsing @since 0.2.0 */
// every row has as many cells as the header has columns (readTable)
export const textOf = (row: Row, col: Column): string => (row.cells[col.index] as string).trim()

const located = <A>(value: A, place: Cell): Read<A> => right({ value, place })

/** A whole number ≥ `min`: digits only. @category parsing @since 0.2.0 */
export const wholeNumber = (t: Table, row: Row, col: Column, min: number): Read<number> => {
  const s = textOf(row, col)
  const place = placeOf(t, row, col)
  if (s === '') return left(importError(place, 'the cell is empty: expected a whole number'))
  const n = /^[0-9]+$/.test(s) ? Number(s) : NaN
  if (!Number.isSafeInteger(n)) return left(importError(place, `expected a whole number (digits only), got ${quoted(s)}`))
  return n < min ? left(importError(place, `expected a whole number of at least ${min}, got ${s}`)) : located(n, place)
}

/** Text that is not empty. @category parsing @since 0.2.0 */
export const nonEmpty = (t: Table, row: Row, col: Column): Read<string> => {
  const s = textOf(row, col)
  const place = placeOf(t, row, col)
  return s === '' ? left(importError(place, 'the cell is empty')) : located(s, place)
}

/** `ja` or `nein` (any case); an empty cell is `null` where `empty` allows it. @category parsing @since 0.2.0 */
export const yesNo = (t: Table, row: Row, col: Column): Read<boolean | null> => {
  const s = textOf(row, col).toLowerCase()
  const place = placeOf(t, row, col)
  if (s === 'ja') return located(true, place)
  if (s === 'nein') return located(false, place)
  return s === '' ? located(null, place) : left(importError(place, `expected ja or nein, got ${quoted(textOf(row, col))}`))
}

/** A date `TT.MM.JJJJ` or `JJJJ-MM-TT`, as `JJJJ-MM-TT`; an empty cell is `null`. Whether the day exists, the case decoder checks. @category parsing @since 0.2.0 */
export const dateCell = (t: Table, row: Row, col: Column): Read<string | null> => {
  const s = textOf(row, col)
  const place = placeOf(t, row, col)
  if (s === '') return located(null, place)
  if (/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(s)) return located(s, place)
  const german = /^([0-9]{2})\.([0-9]{2})\.([0-9]{4})$/.exec(s)
  return german === null ? left(importError(place, `expected a date TT.MM.JJJJ or JJJJ-MM-TT, got ${quoted(s)}`)) : located(`${german[3]}-${german[2]}-${german[1]}`, place)
}
