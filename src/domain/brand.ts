/**
 * Branded primitives: ids, ISO calendar dates, votes and positions.
 *
 * A value of a branded type can only be made by its smart constructor, so a
 * date that does not exist (2023-02-30) or a negative vote count cannot reach
 * the rules.
 *
 * @example
 * import { isoDate } from './brand.js'
 * isoDate('2023-08-30') // { _tag: 'Some', value: '2023-08-30' }
 * isoDate('2023-02-30') // { _tag: 'None' }
 *
 * @since 0.1.0
 */
import { type Option, none, some } from 'fp-ts/lib/Option.js'

declare const CandidateIdBrand: unique symbol
declare const ListIdBrand: unique symbol
declare const IsoDateBrand: unique symbol
declare const VotesBrand: unique symbol
declare const PositionBrand: unique symbol

/** @category model @since 0.1.0 */
export type CandidateId = string & { readonly [CandidateIdBrand]: 'CandidateId' }
/** @category model @since 0.1.0 */
export type ListId = string & { readonly [ListIdBrand]: 'ListId' }
/** A calendar date `YYYY-MM-DD` that exists. @category model @since 0.1.0 */
export type IsoDate = string & { readonly [IsoDateBrand]: 'IsoDate' }
/** A non-negative safe integer. @category model @since 0.1.0 */
export type Votes = number & { readonly [VotesBrand]: 'Votes' }
/** A list position (order of naming, Benennung), a safe integer ≥ 1. @category model @since 0.1.0 */
export type Position = number & { readonly [PositionBrand]: 'Position' }

const MAX_ID_LENGTH = 200

/** Length in Unicode code points, as JSON Schema's `maxLength` counts. */
const codePointLength = (s: string): number => {
  let n = 0
  for (let i = 0; i < s.length; i++) {
    const unit = s.charCodeAt(i)
    // a high surrogate followed by a low one is one code point (past the end,
    // charCodeAt is NaN and no comparison holds)
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = s.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) i++
    }
    n++
  }
  return n
}

/**
 * An id of 1 to 200 code points: what `candidateId` and `listId` accept, without
 * allocating an Option (the codecs' fast path).
 *
 * @category refinements @since 0.1.0
 */
export const isIdText = (s: string): boolean => s.length >= 1 && codePointLength(s) <= MAX_ID_LENGTH

/** @category constructors @since 0.1.0 */
export const candidateId = (s: string): Option<CandidateId> => (isIdText(s) ? some(s as CandidateId) : none)
/** @category constructors @since 0.1.0 */
export const listId = (s: string): Option<ListId> => (isIdText(s) ? some(s as ListId) : none)

const isLeapYear = (year: number): boolean =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

const THIRTY_DAYS: ReadonlyArray<number> = [4, 6, 9, 11]

const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : THIRTY_DAYS.includes(month) ? 30 : 31

/**
 * A calendar date `YYYY-MM-DD` that exists: what `isoDate` accepts.
 *
 * @category refinements @since 0.1.0
 */
export const isIsoDateText = (s: string): boolean => {
  // /^\d{4}-\d{2}-\d{2}$/ by character codes (no match array): ten characters, ASCII digits and two hyphens
  if (s.length !== 10 || s.charCodeAt(4) !== HYPHEN || s.charCodeAt(7) !== HYPHEN) return false
  const year = digits(s, 0, 4)
  const month = digits(s, 5, 7)
  const day = digits(s, 8, 10)
  return year >= 0 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

const HYPHEN = 0x2d

/** The number written by the ASCII digits from `from` to `to`; -1 if any other character is there. */
const digits = (s: string, from: number, to: number): number => {
  let n = 0
  for (let i = from; i < to; i++) {
    const d = s.charCodeAt(i) - 0x30
    if (d < 0 || d > 9) return -1
    n = n * 10 + d
  }
  return n
}

/** @category constructors @since 0.1.0 */
export const isoDate = (s: string): Option<IsoDate> => (isIsoDateText(s) ? some(s as IsoDate) : none)

/** A non-negative safe integer: what `votes` accepts. @category refinements @since 0.1.0 */
export const isVotesNumber = (n: number): boolean => Number.isSafeInteger(n) && n >= 0

/** A safe integer of at least 1: what `position` accepts. @category refinements @since 0.1.0 */
export const isPositionNumber = (n: number): boolean => Number.isSafeInteger(n) && n >= 1

/** @category constructors @since 0.1.0 */
export const votes = (n: number): Option<Votes> => (isVotesNumber(n) ? some(n as Votes) : none)

/** @category constructors @since 0.1.0 */
export const position = (n: number): Option<Position> => (isPositionNumber(n) ? some(n as Position) : none)
