/**
 * The oracle's answer to one request line of the line protocol
 * (spec/protocol.md): `start` → ready (or not, for another protocol
 * version), `run` → the determination or, for a case that must be rejected,
 * the error document (`nachruecken.error/1`) as `result` — or, when the
 * request asks for it, the state of the body or the audit of a case with a
 * state query (spec/procedure.md); `stop` → ok.
 * Total: an unreadable line or a defect becomes an `errored` answer.
 *
 * @since 0.1.0
 */
import { audit, decide, encodeFailure, replay } from '../api.js'
import { encodeAudit, encodeState } from '../codec/state.js'
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
      // decide, replay and audit are total (a defect inside becomes an error document, never an exception)
      const seq = seqOf(req)
      const c = req['case']
      switch (req['answer']) {
        case undefined:
        case 'determination': {
          const r = decide(c)
          return { response: { seq, result: r._tag === 'Right' ? r.right : encodeFailure(r.left) }, stop: false }
        }
        case 'state': {
          const r = replay(c)
          return { response: { seq, result: r._tag === 'Right' ? encodeState(r.right.state) : encodeFailure(r.left) }, stop: false }
        }
        case 'audit': {
          const r = audit(c)
          return { response: { seq, result: r._tag === 'Right' ? encodeAudit(r.right.audit) : encodeFailure(r.left) }, stop: false }
        }
        default:
          return { response: { seq, errored: true, message: `unknown answer ${JSON.stringify(req['answer'])}` }, stop: false }
      }
    }
    default:
      return { response: { seq: seqOf(req), errored: true, message: `unknown cmd ${JSON.stringify(req['cmd']) ?? '(none)'}` }, stop: false }
  }
}
