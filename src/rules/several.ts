/**
 * Several vacancies on one list — reading R6, with `kwg34.3.s2` and
 * `kwg34.1a.lot`.
 *
 * > § 34 Abs. 1 Satz 1 KWG: … so rückt der nächste noch nicht berufene
 * > Bewerber des Wahlvorschlags mit den meisten Stimmen an seine Stelle; …
 *
 * The vacancies of a list are filled in the order of their departures (date,
 * then input order), each with the best candidate still not called. While an
 * earlier vacancy of the list waits for a proof (R1) or a lot, a later one
 * waits too: which candidate is left for it is not yet known.
 *
 * @example
 * import { blockedBy } from './several.js'
 * blockedBy(departure, pendingEarlier, 31) // awaitingProof or lotRequired, naming the earlier vacancy
 *
 * @since 0.1.0
 */
import { type AwaitingProof, awaitingProof, type Determination, type LotRequired, lotRequired } from '../domain/determination.js'
import type { MemberLeft } from '../domain/events.js'
import { sortNorms } from '../domain/norms.js'
import { classifyDeparture } from './triggers.js'

/**
 * The determination of a later vacancy while `blocker`, an earlier one on the
 * same list, is pending.
 *
 * @category rules @since 0.1.0
 */
export const blockedBy = (departure: MemberLeft, blocker: LotRequired | AwaitingProof, before: number): Determination => {
  const trigger = classifyDeparture(departure).rules
  const pendingRule = blocker._tag === 'awaitingProof' ? 'kwg34.3.s2' : 'kwg34.1a.lot'
  const basis = {
    vacancy: departure.member,
    list: blocker.list,
    cause: departure.cause,
    trigger,
    memberCount: { before, after: before },
    considered: [],
    disregarded: blocker.disregarded,
    rules: sortNorms([...trigger, pendingRule]),
  }
  return blocker._tag === 'awaitingProof' ? awaitingProof(basis, blocker.awaiting, blocker.vacancy) : lotRequired(basis, blocker.tie, blocker.vacancy)
}
