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
 * Read a parsed answer to `run` number `seq` (the line is quoted in messages).
 * Anything that is not one JSON object echoing `seq` with `result`, `skipped`
 * or `errored` is garbage: a `failed` answer. A line without `seq` is a
 * protocol error of the request asked (spec/protocol.md).
 *
 * @category parsing @since 0.2.0
 */
export const answerFrom = (u: unknown, line: string, seq: number): Answer => {
  if (!isRecord(u)) return failed(`printed a JSON line that is not an object: ${line.slice(0, 200)}`)
  if (!('seq' in u)) return failed(`printed a line without "seq" while seq ${seq} was asked: ${line.slice(0, 200)}`)
  if (u['seq'] !== seq) return failed(`answered seq ${JSON.stringify(u['seq'])} while seq ${seq} was asked`)
  if ('result' in u) return { _tag: 'result', result: u['result'] }
  if (u['skipped'] === true) return { _tag: 'skipped', message: messageOf(u) }
  if (u['errored'] === true) return { _tag: 'errored', message: messageOf(u) }
  return failed(`an answer without result, skipped or errored: ${line.slice(0, 200)}`)
}

/** The line parsed as JSON, or the failure for a line that is not JSON. @category parsing @since 0.2.0 */
export const parseLine = (line: string): { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly answer: Answer } => {
  try {
    return { ok: true, value: JSON.parse(line) as unknown }
  } catch {
    return { ok: false, answer: failed(`printed something that is not a JSON line: ${JSON.stringify(line.slice(0, 200))}`) }
  }
}

/**
 * Decode the answer line to `run` number `seq`.
 *
 * @category parsing @since 0.1.0
 */
export const decodeAnswer = (line: string, seq: number): Answer => {
  const p = parseLine(line)
  return p.ok ? answerFrom(p.value, line, seq) : p.answer
}
