/**
 * The oracle's answer to one request line of the line protocol
 * (spec/protocol.md): `start` → ready (or not, for another protocol
 * version), `run` → the determination or, for a case that must be rejected,
 * the error document (`nachruecken.error/1`) as `result`; `stop` → ok.
 * Total: an unreadable line or a defect becomes an `errored` answer.
 *
 * @since 0.1.0
 */
import { decide, encodeFailure } from '../index.js'
import { type ImplementationInfo, PROTOCOL_VERSION, type Response } from './protocol.js'

/** An answer and whether the conversation ends. @category model @since 0.1.0 */
export interface Reply {
  readonly response: Response
  readonly stop: boolean
}

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u)

const seqOf = (req: Record<string, unknown>): number | null => (typeof req['seq'] === 'number' ? req['seq'] : null)

/**
 * Answer one request line; `null` for a blank line (no answer).
 *
 * @category oracle @since 0.1.0
 */
export const respond = (line: string, info: ImplementationInfo): Reply | null => {
  if (line.trim() === '') return null
  let req: unknown
  try {
    req = JSON.parse(line)
  } catch (e) {
    return { response: { seq: null, errored: true, message: `unreadable request: ${(e as Error).message}` }, stop: false }
  }
  if (!isRecord(req)) return { response: { seq: null, errored: true, message: 'a request is a JSON object' }, stop: false }
  switch (req['cmd']) {
    case 'start':
      return req['version'] === PROTOCOL_VERSION
        ? { response: { ready: true, version: PROTOCOL_VERSION, implementation: info }, stop: false }
        : { response: { ready: false, version: PROTOCOL_VERSION, message: `only protocol version ${PROTOCOL_VERSION} is spoken` }, stop: false }
    case 'stop':
      return { response: { ok: true }, stop: true }
    case 'run': {
      // decide is total (a defect inside it becomes an error document, never an exception)
      const r = decide(req['case'])
      return { response: { seq: seqOf(req), result: r._tag === 'Right' ? r.right : encodeFailure(r.left) }, stop: false }
    }
    default:
      return { response: { seq: seqOf(req), errored: true, message: `unknown cmd ${JSON.stringify(req['cmd'])}` }, stop: false }
  }
}
