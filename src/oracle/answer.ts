/**
 * Reading an implementation's answer to `run` (spec/protocol.md): a result
 * (determination or error document), a knowing skip, or an error the
 * implementation reports itself — and, from the runner's side, a failure
 * (crash, hang, garbage) that the implementation did not report.
 *
 * @since 0.1.0
 */

/** What came back for one case. @category model @since 0.1.0 */
export type Answer =
  | { readonly _tag: 'result'; readonly result: unknown }
  | { readonly _tag: 'skipped'; readonly message: string }
  | { readonly _tag: 'errored'; readonly message: string }
  | { readonly _tag: 'failed'; readonly message: string; readonly stderr: ReadonlyArray<string> }

/** @category constructors @since 0.1.0 */
export const failed = (message: string, stderr: ReadonlyArray<string> = []): Answer => ({ _tag: 'failed', message, stderr })

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u)

const messageOf = (u: Record<string, unknown>): string => (typeof u['message'] === 'string' ? u['message'] : '(no message)')

/**
 * Decode the answer line to `run` number `seq`. Anything that is not one
 * JSON object echoing `seq` with `result`, `skipped` or `errored` is
 * garbage: a `failed` answer.
 *
 * @category parsing @since 0.1.0
 */
export const decodeAnswer = (line: string, seq: number): Answer => {
  let u: unknown
  try {
    u = JSON.parse(line)
  } catch {
    return failed(`printed something that is not a JSON line: ${JSON.stringify(line.slice(0, 200))}`)
  }
  if (!isRecord(u)) return failed(`printed a JSON line that is not an object: ${line.slice(0, 200)}`)
  if (u['seq'] !== seq) return failed(`answered seq ${JSON.stringify(u['seq'])} while seq ${seq} was asked`)
  if ('result' in u) return { _tag: 'result', result: u['result'] }
  if (u['skipped'] === true) return { _tag: 'skipped', message: messageOf(u) }
  if (u['errored'] === true) return { _tag: 'errored', message: messageOf(u) }
  return failed(`an answer without result, skipped or errored: ${line.slice(0, 200)}`)
}
