/**
 * The whole job in one call: JSON text (or its UTF-8 bytes) or a parsed
 * value in, a determination or an error document out. Total: never throws.
 * Every result is an fp-ts `Either`: `Left` a {@link Failure}, `Right` the
 * answer; narrow with `r._tag === 'Right'`.
 *
 * @example
 * import { decide } from 'nachruecken'
 * const r = decide(JSON.parse(text))
 * if (r._tag === 'Right' && r.right.outcome === 'successor') console.log(r.right.successor)
 *
 * @since 0.1.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import type { Case } from './domain/case.js'
import type { Determination } from './domain/determination.js'
import { caseError, type CaseError, type Failure, unreadable } from './domain/error.js'
import { describe } from './codec/strict.js'
import { decodeCase } from './codec/case.js'
import { encodeDetermination } from './codec/determination.js'
import { parseJson, parseJsonBytes } from './codec/json.js'
import { encodeAudit, encodeState } from './codec/state.js'
import type { WireAudit, WireDetermination, WireState } from './codec/wire.js'
import { determine } from './replay/decide.js'
import { type Audit, auditCase } from './replay/audit.js'
import { type BodyState, stateOf } from './replay/state.js'

export type {
  CaseInput,
  WireAudit,
  WireAwaitingProof,
  WireDetermination,
  WireLotRequired,
  WireNoSuccession,
  WireState,
  WireSuccessor,
  WireVacant,
} from './codec/wire.js'
export type { Failure, Rejected, Unreadable } from './domain/error.js'

/** @category model @since 0.1.0 */
export const ERROR_FORMAT = 'nachruecken.error/1'

/** The error document (`nachruecken.error/1`). @category model @since 0.1.0 */
export interface ErrorDocument {
  readonly format: typeof ERROR_FORMAT
  readonly errors: ReadonlyArray<CaseError>
}

/** @category codecs @since 0.1.0 */
export const encodeFailure = (f: Failure): ErrorDocument => ({
  format: ERROR_FORMAT,
  errors: f.errors.map((e) => ({ path: e.path, code: e.code, message: e.message, rule: e.rule })),
})

const guard = <A>(f: () => Either<Failure, A>): Either<Failure, A> => {
  try {
    return f()
  } catch (e) {
    // A defect, not an input problem: still an error value, never an exception.
    return left(unreadable([caseError('', 'invalidValue', `internal error: ${e instanceof Error ? e.message : String(e)}`)]))
  }
}

/**
 * Decode and decide: the domain case and its determination.
 *
 * @category api @since 0.1.0
 */
export const decideCase = (u: unknown): Either<Failure, { readonly case: Case; readonly determination: Determination }> =>
  guard(() => {
    const c = decodeCase(u)
    if (c._tag === 'Left') return c
    const d = determine(c.right)
    return d._tag === 'Left' ? d : right({ case: c.right, determination: d.right })
  })

/**
 * The determination document for a parsed case.
 *
 * @category api @since 0.1.0
 */
export const decide = (u: unknown): Either<Failure, WireDetermination> => {
  const r = decideCase(u)
  return r._tag === 'Left' ? r : right(encodeDetermination(r.right.determination))
}

/**
 * The determination document for JSON text, or for its UTF-8 bytes (a
 * `Buffer` from `readFileSync`, strictly decoded: a byte order mark is
 * accepted, bytes that are not UTF-8 are an error with their offset).
 *
 * @category api @since 0.1.0
 */
export const decideText = (text: string | Uint8Array): Either<Failure, WireDetermination> => {
  const u = text instanceof Uint8Array ? parseJsonBytes(text) : parseJson(text)
  return u._tag === 'Left' ? u : decide(u.right)
}

/**
 * Replay a parsed case: the state of the body on `query.asOf` (either query).
 * Events that break a rule are listed in `rejected`, not fatal.
 *
 * @category api @since 0.1.0
 */
export const replay = (u: unknown): Either<Failure, { readonly case: Case; readonly state: BodyState }> =>
  guard(() => {
    const c = decodeCase(u, { rules: false })
    if (c._tag === 'Left') return c
    const s = stateOf(c.right)
    return s._tag === 'Left' ? s : right({ case: c.right, state: s.right })
  })

/**
 * Audit a parsed case: every recorded determination that deviates from the law.
 *
 * @category api @since 0.1.0
 */
export const audit = (u: unknown): Either<Failure, { readonly case: Case; readonly audit: Audit }> =>
  guard(() => {
    const c = decodeCase(u, { rules: false })
    return c._tag === 'Left' ? c : right({ case: c.right, audit: auditCase(c.right) })
  })

/**
 * Validate a parsed case without deciding it.
 *
 * @category api @since 0.1.0
 */
export const validate = (u: unknown): Either<Failure, Case> => guard(() => decodeCase(u))


/** The documents {@link answer} gives, by the name a protocol `run` request uses for them. @category api @since 0.2.0 */
export interface Answers {
  readonly determination: WireDetermination
  readonly state: WireState
  readonly audit: WireAudit
}

const ANSWER_NAMES: ReadonlyArray<keyof Answers> = ['determination', 'state', 'audit']

/**
 * The protocol answer: the document a `run` request of the line protocol
 * (spec/protocol.md) returns for a parsed case — its determination (the
 * default), the state of the body on `query.asOf`, or the audit of its
 * recorded determinations, as wire JSON; `Left` where the case must be
 * rejected (`encodeFailure` gives the error document). An unknown `kind` is
 * a `Left` too.
 *
 * @example
 * import { readFileSync } from 'node:fs'
 * import { answer } from 'nachruecken'
 * const text = readFileSync(new URL(import.meta.resolve('nachruecken/examples/review.case.json')), 'utf8')
 * const r = answer(JSON.parse(text), 'state')
 * if (r._tag === 'Right') console.log(r.right.legalMemberCount) // 31: the statutory count, no list is exhausted
 *
 * @category api @since 0.2.0
 */
export const answer = <K extends keyof Answers = 'determination'>(u: unknown, kind?: K): Either<Failure, Answers[K]> => {
  const k: unknown = kind ?? 'determination'
  if (k === 'determination') return decide(u) as Either<Failure, Answers[K]>
  if (k === 'state') {
    const r = replay(u)
    return (r._tag === 'Left' ? r : right(encodeState(r.right.state))) as Either<Failure, Answers[K]>
  }
  if (k === 'audit') {
    const r = audit(u)
    return (r._tag === 'Left' ? r : right(encodeAudit(r.right.audit))) as Either<Failure, Answers[K]>
  }
  return left(unreadable([caseError('', 'invalidValue', `expected the answer ${ANSWER_NAMES.map((n) => JSON.stringify(n)).join(', ')}, got ${describe(k)}`)]))
}
