/**
 * Reading a CSV file with csv-parse: UTF-8 with or without a byte order
 * mark, semicolon or comma (the semicolon when the header line has one),
 * quoted fields as RFC 4180 has them; each row with the line it starts on.
 * Rows whose cells are all empty are left out (spreadsheets write them).
 *
 * @since 0.2.0
 */
import { CsvError, parse } from 'csv-parse/sync'
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import { cell, type ImportError, type ImportFailure, importError } from './errors.js'

/** A file to import: its name (for messages) and its text. @category model @since 0.2.0 */
export interface Source {
  readonly name: string
  readonly text: string
}

/** @category model @since 0.2.0 */
export interface Row {
  /** The line the row starts on, counted from 1. */
  readonly line: number
  readonly cells: ReadonlyArray<string>
}

/** @category model @since 0.2.0 */
export interface Table {
  readonly file: string
  readonly header: ReadonlyArray<string>
  readonly headerLine: number
  readonly rows: ReadonlyArray<Row>
}

/**
 * The delimiter: a semicolon when the first line that is not empty has one,
 * else a comma. (`trim` also removes a byte order mark, U+FEFF being white
 * space to JavaScript.)
 */
export const delimiterOf = (text: string): ';' | ',' => (text.split('\n').find((line) => line.trim() !== '')?.includes(';') === true ? ';' : ',')

/** Whether the bytes decode as UTF-8 so far (a sequence cut off at the end may still be completed). */
const decodesSoFar = (bytes: Uint8Array): boolean => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true })
    return true
  } catch {
    return false
  }
}

/** The text before the first byte that is not UTF-8 (the byte order mark kept): the longest prefix that decodes so far, less a sequence it leaves open. */
const textBeforeInvalid = (bytes: Uint8Array): string => {
  let [lo, hi] = [0, bytes.length]
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2)
    if (decodesSoFar(bytes.subarray(0, mid))) lo = mid
    else hi = mid - 1
  }
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(0, lo), { stream: true })
}

/** The line a record begins on and the field counted from 1, at the end of `text` (quotes as RFC 4180 has them; a line ends with CR LF, LF or CR alone, as in `lineCounter`). */
const placeAtEnd = (text: string, delimiter: string): { readonly line: number; readonly column: number } => {
  let [line, recordLine, field, quoted] = [1, 1, 1, false]
  for (const ch of text.replace(/\r\n?/g, '\n')) {
    if (ch === '\n') {
      line++
      if (!quoted) [recordLine, field] = [line, 1]
    } else if (ch === '"') quoted = !quoted
    else if (ch === delimiter && !quoted) field++
  }
  return { line: recordLine, column: field }
}

/**
 * A file's bytes as a source: strict UTF-8 (a byte order mark accepted).
 * Bytes that are not UTF-8 — a file saved as Windows-1252 by a spreadsheet —
 * are an error at the cell they stand in, with their offset, never replaced.
 *
 * @category parsing @since 0.2.0
 */
export const sourceOf = (name: string, bytes: Uint8Array): Either<ImportFailure, Source> => {
  if (!(bytes instanceof Uint8Array)) return left({ _tag: 'unreadable', errors: [importError(cell(name, 1, 1, null), 'expected the bytes of a file (a Uint8Array or Buffer)')] })
  try {
    return right({ name, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) })
  } catch {
    const before = textBeforeInvalid(bytes)
    const at = new TextEncoder().encode(before).length
    // a byte order mark is neither a line break, nor a quote, nor a delimiter: it moves no place
    const { line, column } = placeAtEnd(before, delimiterOf(before))
    // two hex digits: the byte that is not UTF-8 is at least 0x80 (every byte below is a character of its own)
    const byte = (bytes[at] as number).toString(16).toUpperCase()
    const message = `not UTF-8: the byte 0x${byte} at offset ${at} does not start a valid UTF-8 sequence; save the file as UTF-8 (in a spreadsheet: "CSV UTF-8")`
    return left({ _tag: 'unreadable', errors: [importError(cell(name, line, column, null), message)] })
  }
}

const CSV_MESSAGES: Readonly<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is not closed',
  INVALID_OPENING_QUOTE: 'a quote inside a field that does not begin with one',
  CSV_INVALID_CLOSING_QUOTE: 'text after the closing quote of a field',
}

const LF = 0x0a
const CR = 0x0d

/**
 * The lines records begin on, from where csv-parse says the records before
 * them end (`info.bytes`: an offset into the UTF-8 bytes of the text, the
 * byte order mark counted). A record begins at the first byte from there on
 * that does not end a line (csv-parse skips empty lines), on the line after
 * as many line breaks — CR LF, LF or CR alone — as stand before it. (The
 * line counts of csv-parse itself count a CR LF inside a quoted field twice.)
 * The offsets must not decrease from one call to the next.
 */
const lineCounter = (text: string): ((end: number) => number) => {
  const bytes = new TextEncoder().encode(text)
  let [line, at] = [1, 0]
  const pass = (): void => {
    if (bytes[at] === LF || (bytes[at] === CR && bytes[at + 1] !== LF)) line++
    at++
  }
  return (end) => {
    while (at < end) pass()
    while (bytes[at] === LF || bytes[at] === CR) pass()
    return line
  }
}

/** The place of a syntax error: the line its record begins on (section 5 of spec/interchange.md: the line the row begins on) and the field csv-parse stopped in. */
const syntaxError = (src: Source, e: CsvError, lastRecordEnd: number): ImportError => {
  // csv-parse gives every error the index of the field it stopped in
  const column = (e['column'] as number) + 1
  // Stryker disable next-line StringLiteral: unreachable: with these options (no columns, no max_record_size, no rtrim, relax_column_count) csv-parse raises only the three codes of CSV_MESSAGES; the fallback guards an upgrade
  return importError(cell(src.name, lineCounter(src.text)(lastRecordEnd), column, null), CSV_MESSAGES[e.code] ?? `not a CSV file (${e.code})`)
}

interface Parsed {
  readonly record: string[]
  readonly info: { readonly bytes: number }
}

const records = (src: Source): Either<ImportError, ReadonlyArray<Row>> => {
  let lastRecordEnd = 0
  try {
    const parsed = parse(src.text, {
      delimiter: delimiterOf(src.text),
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      on_record: (record, context) => {
        lastRecordEnd = context.bytes
        return record
      },
    }) as unknown as ReadonlyArray<Parsed>
    const lineAfter = lineCounter(src.text)
    return right(parsed.map((p, i) => ({ line: lineAfter(i === 0 ? 0 : (parsed[i - 1] as Parsed).info.bytes), cells: p.record })))
  } catch (e) {
    // Stryker disable next-line StringLiteral: unreachable: parse raises only a CsvError on a string with these options, and on_record throws nothing; the fallback guards an upgrade
    return left(e instanceof CsvError ? syntaxError(src, e, lastRecordEnd) : importError(cell(src.name, 1, 1, null), 'not a CSV file'))
  }
}

const blank = (r: Row): boolean => r.cells.every((c) => c.trim() === '')

/** The first field of a row that does not fit the header: a missing one, or a surplus one that is not empty. */
const misfit = (row: Row, width: number): number | null => {
  if (row.cells.length < width) return row.cells.length
  const surplus = row.cells.slice(width).findIndex((c) => c.trim() !== '')
  return surplus < 0 ? null : width + surplus
}

/**
 * The header and the rows of a CSV file. A row with fewer fields than the
 * header, or with a surplus field that is not empty, is an error at that
 * field; empty surplus fields (trailing delimiters) are dropped.
 *
 * @category parsing @since 0.2.0
 */
export const readTable = (src: Source): Either<ImportFailure, Table> => {
  const r = records(src)
  if (r._tag === 'Left') return left({ _tag: 'unreadable', errors: [r.left] })
  const [head, ...rest] = r.right.filter((row) => !blank(row))
  if (head === undefined) return left({ _tag: 'unreadable', errors: [importError(cell(src.name, 1, 1, null), 'the file is empty: no header line')] })
  const header = head.cells.map((c) => c.trim())
  const errors: ImportError[] = []
  for (const row of rest) {
    const at = misfit(row, header.length)
    if (at !== null) errors.push(importError(cell(src.name, row.line, at + 1, null), `the row has ${row.cells.length} fields, the header ${header.length}`))
  }
  const rows = rest.map((row) => ({ line: row.line, cells: row.cells.slice(0, header.length) }))
  return errors.length > 0 ? left({ _tag: 'unreadable', errors }) : right({ file: src.name, header, headerLine: head.line, rows })
}
