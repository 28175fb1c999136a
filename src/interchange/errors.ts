/**
 * Errors of an import: where in which file, or which option, or which JSON
 * path of the built case, and what is wrong — never a guess, never a stack
 * trace (spec/interchange.md, "Errors").
 *
 * @since 0.2.0
 */

/**
 * Where an error is: a cell of a CSV file (line and column counted from 1,
 * the column as a spreadsheet counts fields), or an option of the import.
 *
 * @category model @since 0.2.0
 */
export type Place = Cell | { readonly _tag: 'option'; readonly option: string }

/** A cell of a CSV file. @category model @since 0.2.0 */
export interface Cell {
  readonly _tag: 'cell'
  readonly file: string
  readonly line: number
  readonly column: number
  readonly header: string | null
}

/** @category model @since 0.2.0 */
export interface ImportError {
  readonly place: Place
  readonly message: string
  /** The norm id where a rule of the law is broken (from the library's decoder), else null. */
  readonly rule: string | null
}

/**
 * Unreadable (a file that cannot be parsed or does not have the documented
 * columns and cell formats: CLI exit 2) or rejected (readable, but
 * inconsistent: CLI exit 1).
 *
 * @category model @since 0.2.0
 */
export interface ImportFailure {
  readonly _tag: 'unreadable' | 'rejected'
  readonly errors: ReadonlyArray<ImportError>
}

/** @category constructors @since 0.2.0 */
export const cell = (file: string, line: number, column: number, header: string | null): Cell => ({ _tag: 'cell', file, line, column, header })

/** @category constructors @since 0.2.0 */
export const option = (name: string): Place => ({ _tag: 'option', option: name })

/** @category constructors @since 0.2.0 */
export const importError = (place: Place, message: string, rule: string | null = null): ImportError => ({ place, message, rule })

/** `file:line:column (header)`, or the option's name. @category texts @since 0.2.0 */
export const placeText = (p: Place): string => (p._tag === 'cell' ? `${p.file}:${p.line}:${p.column}${p.header === null ? '' : ` (${p.header})`}` : p.option)

/** One line: `where: message [norm]`. @category texts @since 0.2.0 */
export const errorText = (e: ImportError): string => `${placeText(e.place)}: ${e.message}${e.rule === null ? '' : ` [${e.rule}]`}`

/** A value as it stands in the file, quoted, on one line. @category texts @since 0.2.0 */
export const quoted = (s: string): string => JSON.stringify(s).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
