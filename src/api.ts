/**
 * The whole job in one call: JSON text or a parsed value in, a determination
 * or an error document out. Total: never throws.
 *
 * @example
 * import { decide } from 'nachruecken'
 * const r = decide(JSON.parse(text))
 * if (r._tag === 'Right') console.log(r.right.successor)
 *
 * @since 0.1.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import type { Case } from './domain/case.js'
import type { Determination } from './domain/determination.js'
import { caseError, type CaseError, type Failure, unreadable } from './domain/error.js'
import { decodeCase } from './codec/case.js'
import { encodeDetermination, type WireDetermination } from './codec/determination.js'
import { parseJson } from './codec/json.js'
import { determine } from './replay/decide.js'
import { type Audit, auditCase } from './replay/audit.js'
import { type BodyState, stateOf } from './replay/state.js'

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
 * The determination document for JSON text.
 *
 * @category api @since 0.1.0
 */
export const decideText = (text: string): Either<Failure, WireDetermination> => {
  const u = parseJson(text)
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

