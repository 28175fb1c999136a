/**
 * Nachrücken — succession in Hessian municipal councils under § 34 KWG.
 *
 * The root entry point: the whole job in one call each — decide, explain,
 * notice, replay, audit, the protocol answer — with their input and output
 * types and the error type. Every function is total and returns an fp-ts
 * `Either`: `Left` a {@link Failure} (unreadable or rejected, each error with
 * its JSON path and, where a rule is broken, the norm id), `Right` the
 * answer. The law, the codecs, the texts and the test oracle are subpaths:
 * `nachruecken/rules`, `nachruecken/codec`, `nachruecken/texts`,
 * `nachruecken/oracle`.
 *
 * @example
 * import { readFileSync } from 'node:fs'
 * import { decide, type CaseInput } from 'nachruecken'
 * const input = JSON.parse(readFileSync(new URL(import.meta.resolve('nachruecken/examples/musterstadt.case.json')), 'utf8')) as CaseInput
 * const r = decide(input)
 * if (r._tag === 'Right' && r.right.outcome === 'successor') console.log(r.right.successor) // 'SPD-4': a string, not string | null
 * if (r._tag === 'Left') for (const e of r.left.errors) console.log(`${e.path}: ${e.message} [${e.rule ?? ''}]`)
 *
 * @packageDocumentation
 * @since 0.1.0
 */

// the whole job
export { answer, audit, decide, decideText, encodeFailure, replay, validate } from './api.js'
export { noticeOf, opinionOf, renderDocument } from './texts.js'

// what goes in and what comes out
export type {
  CaseInput,
  ErrorDocument,
  WireAudit,
  WireAwaitingProof,
  WireDetermination,
  WireLotRequired,
  WireNoSuccession,
  WireState,
  WireSuccessor,
  WireVacant,
} from './api.js'
export type { Audit } from './replay/audit.js'
export type { BodyState } from './replay/state.js'
export type { Lang, TextDocument } from './explain/document.js'
export type { Format } from './texts.js'

// the error
export type { CaseError, Failure, Rejected, Unreadable } from './domain/error.js'
