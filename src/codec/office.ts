/**
 * The office profile (`nachruecken.office/1`): an io-ts codec that reports
 * every problem with its JSON path (`officer.name: expected a non-empty
 * string, got ""`), and the publication given on the command line.
 *
 * @example
 * import { decodeOffice } from './office.js'
 * decodeOffice(JSON.parse(text)) // Right(office) or Left(unreadable([…]))
 *
 * @since 0.3.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { isIsoDateText, type IsoDate } from '../domain/brand.js'
import { caseError, type Failure, unreadable } from '../domain/error.js'
import type { Office, Publication } from '../domain/office.js'
import { arrayOf, exactly, nullable, oneOf } from './primitives.js'
import { reportErrors } from './report.js'
import { closed, describe } from './strict.js'

/** @category codecs @since 0.3.0 */
export const OFFICE_FORMAT = 'nachruecken.office/1'

const isText = (u: unknown): u is string => typeof u === 'string' && u.trim() !== '' && u.length <= 500

/** A non-empty string of at most 500 characters; its name is the words of its message. */
const TextC: t.Type<string, string, unknown> = new t.Type<string, string, unknown>(
  'a non-empty string of at most 500 characters',
  isText,
  (u, c) => (isText(u) ? t.success(u) : t.failure(u, c, `expected ${TextC.name}, got ${describe(u)}`)),
  t.identity,
)

const WireOfficeC = closed(
  'an office profile',
  {
    format: exactly(OFFICE_FORMAT),
    authority: closed('the authority', { kind: oneOf(['gemeinde', 'stadt', 'landkreis'] as const), name: TextC }),
    officer: closed('the returning officer', { title: TextC, name: TextC }),
    objection: closed('the place for an objection', { address: arrayOf(TextC, 1) }, { room: nullable(TextC), hours: nullable(TextC) }),
    place: TextC,
    supervisoryAuthority: TextC,
  },
  { letterhead: arrayOf(TextC), fileNumber: nullable(TextC), chair: nullable(closed('the chair of the body ({ "name": …, "title": … })', { name: TextC }, { title: TextC })) },
)

/**
 * Decode a parsed JSON value as an office profile; every error with its path.
 *
 * @category codecs @since 0.3.0
 */
export const decodeOffice = (u: unknown): Either<Failure, Office> => {
  const r = WireOfficeC.decode(u)
  if (r._tag === 'Left') return left(unreadable(reportErrors(r.left)))
  const w = r.right
  return right({
    authority: w.authority,
    officer: w.officer,
    objection: { address: w.objection.address, room: w.objection.room ?? null, hours: w.objection.hours ?? null },
    place: w.place,
    letterhead: w.letterhead ?? [],
    fileNumber: w.fileNumber ?? null,
    supervisoryAuthority: w.supervisoryAuthority,
    chair: w.chair === undefined || w.chair === null ? null : { name: w.chair.name, title: w.chair.title ?? null },
  })
}

/**
 * The publication from the command line: a date and the medium it appeared in.
 *
 * @category codecs @since 0.3.0
 */
export const decodePublication = (date: string, medium: string): Either<Failure, Publication> => {
  if (!isIsoDateText(date)) return left(unreadable([caseError('--published', 'invalidValue', `expected a calendar date YYYY-MM-DD, got ${describe(date)}`)]))
  if (!isText(medium)) return left(unreadable([caseError('--in', 'invalidValue', `expected the medium of the publication, got ${describe(medium)}`)]))
  return right({ date: date as IsoDate, medium })
}
