/**
 * Real data in and out (`nachruecken/interchange`): a case skeleton from the
 * documented CSV template or from votemanager open data joined with the
 * candidate list; the memberships of the body as OParl 1.1 objects; the
 * periods that run as an iCalendar file (spec/interchange.md).
 *
 * This entry point sits above the library's (`nachruecken`): it reads cases
 * and states only through the public API and the wire documents.
 *
 * @example
 * import { importVotemanager } from 'nachruecken/interchange'
 * const r = importVotemanager({ name: 'ergebnis.csv', text: results }, { name: 'bewerber.csv', text: candidates }, { body, listSeats })
 * // Right: a nachruecken.case/1 document; Left: errors with file, line and column
 *
 * @since 0.1.0
 */
export type { Period, Deadlines } from './calendar.js'
export { deadlinesOf, PERIODS, periodsOf } from './calendar.js'
export type { Source } from './csv.js'
export { seatOrder } from './elected.js'
export type { ImportError, ImportFailure, Place } from './errors.js'
export { errorText, placeText } from './errors.js'
export type { ImportOptions, VotemanagerOptions } from './import.js'
export { importTemplate, importVotemanager, isVotemanager } from './import.js'
export { HEADERS } from './nominations.js'
export type { MembershipOptions, OParlList, OParlMembership } from './oparl.js'
export { membershipsOf, OPARL_MEMBERSHIP, ROLES } from './oparl.js'
export type { BodyFrame } from './skeleton.js'
export type { Area, Scheme } from './votemanager.js'
