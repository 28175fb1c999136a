/**
 * Judging one answer against one vector's expectation, per conformance
 * level (spec/conformance/README.md):
 *
 * - core: `outcome`, `successor`, `memberCount.after` and `ceased` (the day
 *   a body below three members ceased, R8), where the vector gives them;
 * - full: also `considered` (entry by entry, same length), for vectors of
 *   level full;
 * - state and audit vectors (spec/procedure.md): the state or audit document
 *   contains what the vector gives, at either level (objects by the keys
 *   given, arrays element by element with equal length);
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

const DOCUMENT_FORMATS: ReadonlyArray<string> = ['nachruecken.determination/1', 'nachruecken.error/1', 'nachruecken.state/1', 'nachruecken.audit/1']

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u)

const at = (path: string, key: string | number): string => (typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`)

/**
 * The first place where `actual` does not contain `expected`: objects by the
 * keys of `expected`, arrays element by element with equal length, anything
 * else by identity; null when it is contained.
 *
 * @category oracle @since 0.1.0
 */
export const firstDifference = (actual: unknown, expected: unknown, path: string): Difference | null => {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return { path, expected, actual }
    for (const [i, want] of expected.entries()) {
      const d = firstDifference(actual[i], want, at(path, i))
      if (d !== null) return d
    }
    return null
  }
  if (isRecord(expected)) {
    if (!isRecord(actual)) return { path, expected, actual }
    for (const [k, v] of Object.entries(expected)) {
      const d = firstDifference(actual[k], v, at(path, k))
      if (d !== null) return d
    }
    return null
  }
  return actual === expected ? null : { path, expected, actual }
}

const errorSummary = (errors: unknown): ReadonlyArray<{ path: unknown; rule: unknown }> =>
  Array.isArray(errors) ? errors.map((e) => (isRecord(e) ? { path: e['path'], rule: e['rule'] } : { path: undefined, rule: undefined })) : []

/** What a result is, in brief: the errors of an error document, the outcome of a determination, else its format. */
const summary = (result: Record<string, unknown>): unknown =>
  result['format'] === 'nachruecken.error/1'
    ? { errors: errorSummary(result['errors']) }
    : result['format'] === 'nachruecken.determination/1'
      ? { outcome: result['outcome'] }
      : { format: result['format'] }

const compareError = (result: Record<string, unknown>, want: { readonly path: string; readonly rule?: string | null }): Verdict => {
  const expected = 'rule' in want ? { path: want.path, rule: want.rule } : { path: want.path }
  if (result['format'] !== 'nachruecken.error/1')
    return { _tag: 'fail', differences: [{ path: 'result', expected: { error: expected }, actual: summary(result) }] }
  const errors = errorSummary(result['errors'])
  const hit = errors.some((e) => e.path === want.path && (!('rule' in want) || e.rule === want.rule))
  return hit ? { _tag: 'pass' } : { _tag: 'fail', differences: [{ path: 'errors', expected: { error: expected }, actual: errors }] }
}

const compareDetermination = (result: Record<string, unknown>, want: Readonly<Record<string, unknown>>, full: boolean): Verdict => {
  if (result['format'] !== 'nachruecken.determination/1')
    return { _tag: 'fail', differences: [{ path: 'result', expected: { outcome: want['outcome'] }, actual: summary(result) }] }
  const differences: Difference[] = []
  for (const field of ['outcome', 'successor'])
    if (field in want && result[field] !== want[field]) differences.push({ path: field, expected: want[field], actual: result[field] })
  const wantAfter = isRecord(want['memberCount']) ? want['memberCount']['after'] : undefined
  const after = isRecord(result['memberCount']) ? result['memberCount']['after'] : undefined
  if (wantAfter !== undefined && after !== wantAfter) differences.push({ path: 'memberCount.after', expected: wantAfter, actual: after })
  const ceased = 'ceased' in want ? firstDifference(result['ceased'], want['ceased'], 'ceased') : null
  if (ceased !== null) differences.push(ceased)
  const walk = full && 'considered' in want ? firstDifference(result['considered'], want['considered'], 'considered') : null
  if (walk !== null) differences.push(walk)
  return differences.length === 0 ? { _tag: 'pass' } : { _tag: 'fail', differences }
}

const compareDocument = (result: Record<string, unknown>, format: string, want: Readonly<Record<string, unknown>>): Verdict => {
  if (result['format'] !== format)
    return { _tag: 'fail', differences: [{ path: 'result', expected: { format }, actual: summary(result) }] }
  const d = firstDifference(result, want, '')
  return d === null ? { _tag: 'pass' } : { _tag: 'fail', differences: [d] }
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
      if (!isRecord(result) || typeof format !== 'string' || !DOCUMENT_FORMATS.includes(format))
        return { _tag: 'error', message: `the result is not a document of the wire format: ${JSON.stringify(result)?.slice(0, 200)}`, stderr: [] }
      const e = vector.expected
      if ('error' in e) return compareError(result, e.error)
      if ('determination' in e) return compareDetermination(result, e.determination, level === 'full' && vector.level === 'full')
      return 'state' in e ? compareDocument(result, 'nachruecken.state/1', e.state) : compareDocument(result, 'nachruecken.audit/1', e.audit)
    }
  }
}
