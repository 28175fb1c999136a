/**
 * io-ts validation errors as path-precise case errors:
 * `lists[0].candidates[3].votes: expected a non-negative integer, got -1`.
 *
 * @since 0.1.0
 */
import type * as t from 'io-ts'
import { type CaseError, caseError } from '../domain/error.js'
import { describe, MISSING_FIELD, UNKNOWN_FIELD } from './strict.js'

/** At most this many errors are reported for one document. @category reporting @since 0.1.0 */
export const MAX_ERRORS = 100

/**
 * The JSON path of a context: `lists[0].candidates[3].votes`, `""` for the root.
 *
 * @category reporting @since 0.1.0
 */
export const pathOf = (context: t.Context): string => {
  let path = ''
  // every entry but the root names a key of the value of the entry before it
  let parent: t.ContextEntry | undefined
  for (const entry of context) {
    if (parent !== undefined) {
      if (Array.isArray(parent.actual)) path += `[${entry.key}]`
      else path += path === '' ? entry.key : `.${entry.key}`
    }
    parent = entry
  }
  return path
}

const codeOf = (message: string | undefined): CaseError['code'] =>
  message === UNKNOWN_FIELD ? 'unknownField' : message === MISSING_FIELD ? 'missingField' : 'invalidValue'

/**
 * Case errors for io-ts errors, de-duplicated, in document order.
 *
 * @category reporting @since 0.1.0
 */
export const reportErrors = (errors: t.Errors): ReadonlyArray<CaseError> => {
  const seen = new Set<string>()
  const out: CaseError[] = []
  for (const e of errors) {
    const path = pathOf(e.context)
    const last = e.context[e.context.length - 1]
    const message = e.message ?? `expected ${last?.type.name ?? 'a value'}, got ${describe(e.value)}`
    const key = `${path}\u0000${message}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push(caseError(path, codeOf(e.message), message))
    if (out.length >= MAX_ERRORS) break
  }
  return out
}
