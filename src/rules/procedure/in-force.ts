/**
 * A recorded determination stands — `kwg34.3.s1`, `kwg34.5`.
 *
 * > § 34 Abs. 5 KWG: Der nachrückende Vertreter behält seinen Sitz oder der
 * > Sitz bleibt leer, bis im Wahlprüfungsverfahren rechtskräftig entschieden ist.
 *
 * A determination recorded for a vacancy fixes its outcome from its date,
 * even where it deviates from the law (the audit says so): nothing is
 * recomputed. A recorded empty seat lowers the legal member count.
 *
 * @example
 * import { recordedDetermination } from './in-force.js'
 * recordedDetermination(departure, list, recorded, 31) // the determination as recorded
 *
 * @since 0.1.0
 */
import type { ElectionList } from '../../domain/case.js'
import { type Determination, noSuccession, successorFound, vacant } from '../../domain/determination.js'
import type { MemberLeft } from '../../domain/events.js'
import type { Recorded } from '../../domain/ledger.js'
import { sortNorms } from '../../domain/norms.js'
import { classifyDeparture } from '../triggers.js'

/** The recorded determination as a determination value, with the legal member count before it. @category rules @since 0.1.0 */
export const recordedDetermination = (departure: MemberLeft, list: ElectionList, r: Recorded, before: number): Determination => {
  const basis = {
    vacancy: departure.member,
    list: list.id,
    cause: departure.cause,
    trigger: classifyDeparture(departure).rules,
    memberCount: { before, after: before },
    considered: [],
    disregarded: [],
    rules: sortNorms(['kwg34.3.s1', 'kwg34.5']),
  }
  // a named successor comes exactly with the outcome "successor" (the codec checks it)
  if (r.successor !== null) return successorFound(basis, r.successor, null)
  if (r.outcome === 'vacant') return vacant({ ...basis, memberCount: { before, after: before - 1 } })
  return noSuccession(basis, departure.cause === 'merger' ? 'kwg33.1.n4' : 'kwg33.2')
}
