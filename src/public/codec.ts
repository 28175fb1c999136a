/**
 * `nachruecken/codec`: wire format version 1 (spec/wire-format.md) — the
 * io-ts codecs of the case and the determination, the canonical encoders of
 * the determination, state and audit documents, strict reading of JSON text
 * and UTF-8 bytes, the format names, and the plain JSON types of every part
 * of the documents.
 *
 * @example
 * import { readFileSync } from 'node:fs'
 * import { parseJsonBytes, decodeCase } from 'nachruecken/codec'
 * const bytes = readFileSync(new URL(import.meta.resolve('nachruecken/examples/musterstadt.case.json')))
 * const u = parseJsonBytes(bytes) // a BOM is accepted; bytes that are not UTF-8 are a Left with their offset
 * if (u._tag === 'Right') console.log(decodeCase(u.right)._tag) // 'Right'
 *
 * @module codec
 * @since 0.2.0
 */
export { decideCase, ERROR_FORMAT } from '../api.js'
export type { Answers } from '../api.js'
export { CASE_FORMAT, decodeCase, QueryC, WireCaseC } from '../codec/case.js'
export type { WireCase } from '../codec/case.js'
export { DETERMINATION_FORMAT, encodeDetermination, WireDeterminationC } from '../codec/determination.js'
export type { DecodedDetermination } from '../codec/determination.js'
export { decodeUtf8, parseJson, parseJsonBytes } from '../codec/json.js'
export { AUDIT_FORMAT, encodeAudit, encodeState, STATE_FORMAT } from '../codec/state.js'
export type {
  BodyInput,
  CandidateEventInput,
  CandidateInput,
  DatedInput,
  EventInput,
  ListInput,
  MemberLeftInput,
  ProcedureEventInput,
  WireAwaiting,
  WireConsidered,
  WireDeterminationCommon,
  WireDisregarded,
  WireError,
  WireFinding,
  WireOutcome,
  WireTenure,
  WireTie,
  WireVacancy,
} from '../codec/wire.js'
