/**
 * `nachruecken/interchange`: real data in and out (spec/interchange.md) — a
 * case skeleton from the documented CSV template or from votemanager open
 * data joined with the candidate list; the memberships of the body as OParl
 * 1.1 objects; the periods that run as an iCalendar file. It reads cases and
 * states only through the root and the subpaths `/rules`, `/codec` and
 * `/texts`, and decides nothing itself.
 *
 * @example
 * import { errorText, importTemplate } from 'nachruecken/interchange'
 * const header = 'Wahlvorschlag;Kurzbezeichnung;Art;Aufstellung;Listenplatz;Name;Stimmen'
 * const body = { name: 'Gemeindevertretung Musterdorf', kind: 'gemeindevertretung', statutoryMemberCount: 2, electionMode: 'proportional', term: { start: '2026-04-01', end: '2031-03-31' } }
 * const text = `${header}\n1;SPD;Partei;14.11.2025;1;Anna Arnold;120\n1;SPD;Partei;14.11.2025;2;Bert Bauer;9O\n`
 * const r = importTemplate({ name: 'kandidaten.csv', text }, { body, listSeats: { SPD: 1 } })
 * if (r._tag === 'Left') console.log(errorText(r.left.errors[0]!)) // 'kandidaten.csv:3:7 (Stimmen): expected a whole number (digits only), got "9O"'
 *
 * @example
 * import { deadlinesOf } from 'nachruecken/interchange'
 * import { readFileSync } from 'node:fs'
 * const c = JSON.parse(readFileSync(new URL(import.meta.resolve('nachruecken/examples/review.case.json')), 'utf8'))
 * const d = deadlinesOf(c)
 * if (d._tag === 'Right') console.log(d.right.ics.split('\r\n')[0]) // 'BEGIN:VCALENDAR'
 *
 * @module interchange
 * @since 0.2.0
 */
export type { Deadlines, Period } from '../interchange/calendar.js'
export { deadlinesOf, PERIODS, periodsOf } from '../interchange/calendar.js'
export type { Source } from '../interchange/csv.js'
export { sourceOf } from '../interchange/csv.js'
export { seatOrder } from '../interchange/elected.js'
export type { Cell, ImportError, ImportFailure, Place } from '../interchange/errors.js'
export { errorText, placeText } from '../interchange/errors.js'
export type { ImportOptions, VotemanagerOptions } from '../interchange/import.js'
export { importTemplate, importVotemanager, isVotemanager } from '../interchange/import.js'
export { HEADERS } from '../interchange/nominations.js'
export type { MembershipOptions, OParlList, OParlMembership } from '../interchange/oparl.js'
export { isBaseUrl, membershipsOf, OPARL_MEMBERSHIP, ROLES } from '../interchange/oparl.js'
export type { BodyFrame } from '../interchange/skeleton.js'
export type { Area, Scheme } from '../interchange/votemanager.js'
