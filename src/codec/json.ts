/**
 * Reading JSON text safely: a syntax error becomes an error value (path `""`),
 * never an exception. JSON is UTF-8 (RFC 8259 § 8.1): bytes that are not
 * UTF-8 are refused with the byte offset of the first bad sequence, never
 * replaced by U+FFFD; one leading byte order mark (U+FEFF, common in exports
 * from Windows tools) is accepted and dropped.
 *
 * @example
 * import { parseJsonBytes } from './json.js'
 * parseJsonBytes(new Uint8Array([0xef, 0xbb, 0xbf, 0x5b, 0x5d])) // { _tag: 'Right', right: [] }
 * parseJsonBytes(new Uint8Array([0x22, 0xc3, 0x28, 0x22]))       // Left: not valid UTF-8 at byte 1
 *
 * @since 0.1.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import { caseError, type Failure, unreadable } from '../domain/error.js'
import { describe } from './strict.js'

/**
 * Parse JSON text. `__proto__` keys become own properties (JSON.parse never
 * touches prototypes) and are then refused as unknown fields by the codecs.
 * A leading byte order mark is dropped.
 *
 * @category parsing @since 0.1.0
 */
export const parseJson = (text: string): Either<Failure, unknown> => {
  try {
    return right(JSON.parse(typeof text === 'string' && text.startsWith('\uFEFF') ? text.slice(1) : text) as unknown)
  } catch (e) {
    const reason = e instanceof Error ? e.message : 'unreadable'
    return left(unreadable([caseError('', 'invalidJson', `not valid JSON: ${reason}`)]))
  }
}

/**
 * Well-formed UTF-8 by its first byte (Unicode § 3.9, table 3-7): up to
 * which byte a row holds, the length of the sequence (0: the byte cannot
 * begin one) and the range of its second byte.
 */
const LEADS: ReadonlyArray<readonly [last: number, length: number, low: number, high: number]> = [
  [0x7f, 1, 0, 0],
  [0xc1, 0, 0, 0],
  [0xdf, 2, 0x80, 0xbf],
  [0xe0, 3, 0xa0, 0xbf],
  [0xec, 3, 0x80, 0xbf],
  [0xed, 3, 0x80, 0x9f],
  [0xef, 3, 0x80, 0xbf],
  [0xf0, 4, 0x90, 0xbf],
  [0xf3, 4, 0x80, 0xbf],
  [0xf4, 4, 0x80, 0x8f],
  [0xff, 0, 0, 0],
]

const lead = (b: number): readonly [number, number, number] => {
  const row = LEADS.find(([last]) => b <= last) ?? [0xff, 0, 0, 0]
  return [row[1], row[2], row[3]]
}

/**
 * The byte offset of the first sequence that is not well-formed UTF-8
 * (Unicode § 3.9, table 3-7: no overlong forms, no surrogates, nothing above
 * U+10FFFF, no truncated sequence), or -1 when all of it is.
 */
const firstInvalidUtf8 = (bytes: Uint8Array): number => {
  let i = 0
  // Stryker disable next-line EqualityOperator: called only after the strict decoder failed, so a bad sequence is found before the end
  while (i < bytes.length) {
    const [n, lo, hi] = lead(bytes[i] as number)
    if (n === 0) return i
    if (n > 1) {
      const second = bytes[i + 1]
      if (second === undefined || second < lo || second > hi) return i
      for (let k = 2; k < n; k++) {
        const b = bytes[i + k]
        if (b === undefined || b < 0x80 || b > 0xbf) return i
      }
    }
    i += n
  }
  // Stryker disable next-line UnaryOperator: not reached after the strict decoder failed (above); kept so that the function is total
  return -1
}

const hex = (bytes: Uint8Array, at: number): string =>
  Array.from(bytes.subarray(at, at + 4), (b) => `0x${b.toString(16).toUpperCase().padStart(2, '0')}`).join(' ')

/**
 * Decode UTF-8 bytes strictly (`TextDecoder('utf-8', { fatal: true })`): a
 * leading byte order mark is dropped; a byte sequence that is not UTF-8 is
 * an `invalidJson` error naming its byte offset.
 *
 * @category parsing @since 0.2.0
 */
export const decodeUtf8 = (bytes: Uint8Array): Either<Failure, string> => {
  // total for a JavaScript caller too: anything but bytes is an error value
  if (!(bytes instanceof Uint8Array)) return left(unreadable([caseError('', 'invalidJson', `expected the bytes of a document (a Uint8Array or Buffer), got ${describe(bytes)}`)]))
  try {
    return right(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    const at = firstInvalidUtf8(bytes)
    return left(unreadable([caseError('', 'invalidJson', `not valid UTF-8: invalid byte sequence at byte offset ${at} (${hex(bytes, at)}); save the file as UTF-8`)]))
  }
}

/**
 * Parse JSON from its UTF-8 bytes (a file as read, a request body): strict
 * UTF-8, a leading byte order mark accepted.
 *
 * @category parsing @since 0.2.0
 */
export const parseJsonBytes = (bytes: Uint8Array): Either<Failure, unknown> => {
  const text = decodeUtf8(bytes)
  return text._tag === 'Left' ? text : parseJson(text.right)
}
