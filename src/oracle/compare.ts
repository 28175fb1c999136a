/**
 * Judging one answer against one vector's expectation, per conformance
 * level (spec/conformance/README.md):
 *
 * - core: `outcome`, `successor` and `memberCount.after`, where the vector
 *   gives them;
 * - full: also `considered` (entry by entry, same length), for vectors of
 *   level full;
 * - an error vector passes when the result is an error document with an
 *   error at the expected `path` and, where the vector gives one, the same
 *   `rule` (a given `null` must be `null`).
 *
 * A `skipped` answer is a skip; an `errored` answer, a crash, a hang or
 * garbage is an error of the implementation; anything else that differs is
 * a failure, with every difference listed.
 *
 * @since 0.1.0
 */
import type { Answer } from './answer.js'
import type { Level } from './protocol.js'
import type { Vector } from './suite.js'

/** One field that differs. @category model @since 0.1.0 */
export interface Difference {
  readonly path: string
  readonly expected: unknown
  readonly actual: unknown
}

/** @category model @since 0.1.0 */
export type Verdict =
  | { readonly _tag: 'pass' }
  | { readonly _tag: 'fail'; readonly differences: ReadonlyArray<Difference> }
  | { readonly _tag: 'skip'; readonly message: string }
  | { readonly _tag: 'error'; readonly message: string; readonly stderr: ReadonlyArray<string> }

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u)

/** `expected` is contained in `actual`: objects by the keys of `expected`, arrays element by element with equal length. */
const contains = (actual: unknown, expected: unknown): boolean => {
  if (Array.isArray(expected))
    return Array.isArray(actual) && actual.length === expected.length && expected.every((e, i) => contains(actual[i], e))
  if (isRecord(expected)) return isRecord(actual) && Object.entries(expected).every(([k, v]) => contains(actual[k], v))
  return actual === expected
}

const errorSummary = (errors: unknown): ReadonlyArray<{ path: unknown; rule: unknown }> =>
  Array.isArray(errors) ? errors.map((e) => (isRecord(e) ? { path: e['path'], rule: e['rule'] } : { path: undefined, rule: undefined })) : []

const compareError = (result: Record<string, unknown>, want: { readonly path: string; readonly rule?: string | null }): Verdict => {
  const expected = 'rule' in want ? { path: want.path, rule: want.rule } : { path: want.path }
  if (result['format'] !== 'nachruecken.error/1')
    return { _tag: 'fail', differences: [{ path: 'result', expected: { error: expected }, actual: { outcome: result['outcome'] } }] }
  const errors = errorSummary(result['errors'])
  const hit = errors.some((e) => e.path === want.path && (!('rule' in want) || e.rule === want.rule))
  return hit ? { _tag: 'pass' } : { _tag: 'fail', differences: [{ path: 'errors', expected: { error: expected }, actual: errors }] }
}

const compareDetermination = (result: Record<string, unknown>, want: Readonly<Record<string, unknown>>, full: boolean): Verdict => {
  if (result['format'] !== 'nachruecken.determination/1')
    return { _tag: 'fail', differences: [{ path: 'result', expected: { outcome: want['outcome'] }, actual: { errors: errorSummary(result['errors']) } }] }
  const differences: Difference[] = []
  for (const field of ['outcome', 'successor'])
    if (field in want && result[field] !== want[field]) differences.push({ path: field, expected: want[field], actual: result[field] })
  const wantAfter = isRecord(want['memberCount']) ? want['memberCount']['after'] : undefined
  const after = isRecord(result['memberCount']) ? result['memberCount']['after'] : undefined
  if (wantAfter !== undefined && after !== wantAfter) differences.push({ path: 'memberCount.after', expected: wantAfter, actual: after })
  if (full && 'considered' in want && !contains(result['considered'], want['considered']))
    differences.push({ path: 'considered', expected: want['considered'], actual: result['considered'] })
  return differences.length === 0 ? { _tag: 'pass' } : { _tag: 'fail', differences }
}

/**
 * Judge an answer at a level.
 *
 * @category oracle @since 0.1.0
 */
export const judge = (vector: Vector, answer: Answer, level: Level): Verdict => {
  switch (answer._tag) {
    case 'skipped':
      return { _tag: 'skip', message: `the implementation skipped it: ${answer.message}` }
    case 'errored':
      return { _tag: 'error', message: `the implementation reported an error: ${answer.message}`, stderr: [] }
    case 'failed':
      return { _tag: 'error', message: answer.message, stderr: answer.stderr }
    case 'result': {
      const result = answer.result
      const format = isRecord(result) ? result['format'] : undefined
      if (!isRecord(result) || (format !== 'nachruecken.determination/1' && format !== 'nachruecken.error/1'))
        return { _tag: 'error', message: `the result is neither a determination nor an error document: ${JSON.stringify(result)?.slice(0, 200)}`, stderr: [] }
      const e = vector.expected
      if ('error' in e) return compareError(result, e.error)
      if ('determination' in e) return compareDetermination(result, e.determination, level === 'full' && vector.level === 'full')
      return { _tag: 'skip', message: 'state and audit vectors are not carried by protocol version 1' }
    }
  }
}
