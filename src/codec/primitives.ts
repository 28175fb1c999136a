/**
 * io-ts codecs for the branded primitives of the domain; their names are the
 * words of the error messages ("expected a non-negative integer, got -1").
 *
 * @since 0.1.0
 */
import * as t from 'io-ts'
import {
  type CandidateId,
  type IsoDate,
  isIdText,
  isIsoDateText,
  isPositionNumber,
  isVotesNumber,
  type ListId,
  type Position,
  type Votes,
} from '../domain/brand.js'
import { describe } from './strict.js'

/** The JavaScript type a primitive codec starts from. */
type Kind = { string: string; number: number; boolean: boolean }

// A value of the base type that passes `test` is itself the decoded value (the
// smart constructors of src/domain/brand.ts return their argument): `is` and
// `validate` share one predicate and allocate nothing on success.
const refined = <A, K extends keyof Kind>(name: string, kind: K, test: (i: Kind[K]) => boolean): t.Type<A, A, unknown> => {
  const is = (u: unknown): u is A => typeof u === kind && test(u as Kind[K])
  return new t.Type<A, A, unknown>(name, is, (u, c) => (is(u) ? t.success(u) : t.failure(u, c, `expected ${name}, got ${describe(u)}`)), t.identity)
}

const always = (): boolean => true

/** @category codecs @since 0.1.0 */
export const CandidateIdC = refined<CandidateId, 'string'>('an id (1 to 200 characters)', 'string', isIdText)
/** @category codecs @since 0.1.0 */
export const ListIdC = refined<ListId, 'string'>('an id (1 to 200 characters)', 'string', isIdText)
/** @category codecs @since 0.1.0 */
export const IsoDateC = refined<IsoDate, 'string'>('a calendar date YYYY-MM-DD', 'string', isIsoDateText)
/** @category codecs @since 0.1.0 */
export const VotesC = refined<Votes, 'number'>('a non-negative integer', 'number', isVotesNumber)
/** @category codecs @since 0.1.0 */
export const PositionC = refined<Position, 'number'>('an integer of at least 1', 'number', isPositionNumber)
/** @category codecs @since 0.1.0 */
export const CountC = refined<number, 'number'>('a non-negative integer', 'number', isVotesNumber)
/** @category codecs @since 0.1.0 */
export const PositiveCountC = refined<number, 'number'>('an integer of at least 1', 'number', isPositionNumber)
/** @category codecs @since 0.1.0 */
export const StringC = refined<string, 'string'>('a string', 'string', always)
/** @category codecs @since 0.1.0 */
export const BooleanC = refined<boolean, 'boolean'>('true or false', 'boolean', always)

/**
 * One of the given string literals.
 *
 * @category codecs @since 0.1.0
 */
export const oneOf = <L extends string>(values: ReadonlyArray<L>): t.Type<L, L, unknown> =>
  refined<L, 'string'>(`one of ${values.map((v) => JSON.stringify(v)).join(', ')}`, 'string', (s) => values.includes(s as L))

/** Exactly this string. @category codecs @since 0.1.0 */
export const exactly = <L extends string>(value: L): t.Type<L, L, unknown> => oneOf([value])

/**
 * `null` or a value of the codec.
 *
 * @category codecs @since 0.1.0
 */
export const nullable = <A, O>(codec: t.Type<A, O, unknown>): t.Type<A | null, unknown, unknown> =>
  new t.Type<A | null, unknown, unknown>(
    // named after its codec: a name shows in no message (every failure carries its own)
    codec.name,
    (u): u is A | null => u === null || codec.is(u),
    (u, c) => (u === null ? t.success(null) : codec.validate(u, c)),
    t.identity,
  )

/**
 * An array of at least `min` elements.
 *
 * @category codecs @since 0.1.0
 */
export const arrayOf = <A>(codec: t.Type<A, unknown, unknown>, min = 0, unique = false): t.Type<ReadonlyArray<A>, unknown, unknown> =>
  new t.Type<ReadonlyArray<A>, unknown, unknown>(
    // named after its codec: a name shows in no message (every failure carries its own)
    codec.name,
    (u): u is ReadonlyArray<A> =>
      Array.isArray(u) && u.length >= min && u.every((x) => codec.is(x)) && (!unique || new Set(u).size === u.length),
    (u, c) => {
      if (!Array.isArray(u)) return t.failure(u, c, `expected an array, got ${describe(u)}`)
      if (u.length < min) return t.failure(u, c, `expected at least ${min} element${min === 1 ? '' : 's'}, got ${u.length}`)
      const errors: t.ValidationError[] = []
      const out: A[] = []
      u.forEach((x, i) => {
        const r = codec.validate(x, t.appendContext(c, String(i), codec, x))
        if (r._tag === 'Left') errors.push(...r.left)
        else out.push(r.right)
      })
      if (errors.length > 0) return t.failures(errors)
      const twice = unique ? out.find((x, i) => out.indexOf(x) !== i) : undefined
      return twice === undefined ? t.success(out) : t.failure(u, c, `expected unique entries, got ${describe(twice)} twice`)
    },
    t.identity,
  )

/** Exactly `null`. @category codecs @since 0.1.0 */
export const NullC: t.Type<null, null, unknown> = new t.Type<null, null, unknown>(
  'null',
  (u): u is null => u === null,
  (u, c) => (u === null ? t.success(null) : t.failure(u, c, `expected ${NullC.name}, got ${describe(u)}`)),
  t.identity,
)
