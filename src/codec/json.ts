/**
 * Reading JSON text safely: a syntax error becomes an error value (path `""`),
 * never an exception.
 *
 * @since 0.1.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import { caseError, type Failure, unreadable } from '../domain/error.js'

/**
 * Parse JSON text. `__proto__` keys become own properties (JSON.parse never
 * touches prototypes) and are then refused as unknown fields by the codecs.
 *
 * @category parsing @since 0.1.0
 */
export const parseJson = (text: string): Either<Failure, unknown> => {
  try {
    return right(JSON.parse(text) as unknown)
  } catch (e) {
    const reason = e instanceof Error ? e.message : 'unreadable'
    return left(unreadable([caseError('', 'invalidJson', `not valid JSON: ${reason}`)]))
  }
}
