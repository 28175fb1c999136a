/**
 * Closed objects for io-ts: unknown fields are errors (wire format v1), and a
 * missing field says so. io-ts's own `t.type` ignores extra keys and
 * `t.exact` strips them silently; neither is what a reference format needs.
 *
 * @since 0.1.0
 */
import * as t from 'io-ts'

/** @category model @since 0.1.0 */
export type Closed<R extends t.Props, O extends t.Props> = { readonly [K in keyof R]: t.TypeOf<R[K]> } & {
  readonly [K in keyof O]?: t.TypeOf<O[K]>
}

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k)

/** Message for an unknown field (read by the reporter). @category model @since 0.1.0 */
export const UNKNOWN_FIELD = 'unknown field'
/** Message for a missing field (read by the reporter). @category model @since 0.1.0 */
export const MISSING_FIELD = 'missing required field'

const isRecord = (u: unknown): u is Record<string, unknown> =>
  typeof u === 'object' && u !== null && !Array.isArray(u)

/**
 * An object with exactly the `required` fields and any of the `optional`
 * ones; every problem is reported, not just the first.
 *
 * @category combinators @since 0.1.0
 */
export const closed = <R extends t.Props, O extends t.Props = Record<never, t.Mixed>>(
  name: string,
  required: R,
  optional: O = {} as O,
): t.Type<Closed<R, O>, unknown, unknown> => {
  const requiredFields = Object.entries(required)
  const optionalFields = Object.entries(optional)
  return new t.Type<Closed<R, O>, unknown, unknown>(
    name,
    // deep, and true exactly when `validate` succeeds: the fast path of a decoder
    (u): u is Closed<R, O> => {
      if (!isRecord(u)) return false
      for (const key in u) if (!hasOwn(required, key) && !hasOwn(optional, key)) return false
      for (const [key, type] of requiredFields) if (!hasOwn(u, key) || !type.is(u[key])) return false
      for (const [key, type] of optionalFields) if (hasOwn(u, key) && !type.is(u[key])) return false
      return true
    },
    (u, c) => {
      if (!isRecord(u)) return t.failure(u, c, `expected ${name}, got ${describe(u)}`)
      const errors: t.ValidationError[] = []
      const out: Record<string, unknown> = {}
      for (const key of Object.keys(u)) {
        if (!hasOwn(required, key) && !hasOwn(optional, key))
          errors.push({ value: u[key], context: t.appendContext(c, key, t.unknown, u[key]), message: UNKNOWN_FIELD })
      }
      const field = (key: string, type: t.Mixed, isRequired: boolean): void => {
        if (!hasOwn(u, key)) {
          if (isRequired) errors.push({ value: undefined, context: t.appendContext(c, key, type, undefined), message: MISSING_FIELD })
          return
        }
        const r = type.validate(u[key], t.appendContext(c, key, type, u[key]))
        if (r._tag === 'Left') errors.push(...r.left)
        else out[key] = r.right
      }
      for (const key of Object.keys(required)) field(key, required[key] as t.Mixed, true)
      for (const key of Object.keys(optional)) field(key, optional[key] as t.Mixed, false)
      return errors.length > 0 ? t.failures(errors) : t.success(out as Closed<R, O>)
    },
    t.identity,
  )
}

/**
 * A short, safe rendering of a value for error messages.
 *
 * @category combinators @since 0.1.0
 */
export const describe = (u: unknown): string => {
  if (u === undefined) return 'nothing'
  if (u === null) return 'null'
  if (Array.isArray(u)) return 'an array'
  if (typeof u === 'object') return 'an object'
  if (typeof u === 'string') return JSON.stringify(u.length > 40 ? `${u.slice(0, 40)}…` : u)
  return String(u)
}
