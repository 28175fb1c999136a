/**
 * Grounds under § 33 Abs. 1 Nr. 2 KWG that exist on a date — the facts behind
 * `kwg34.2.n3.ground`.
 *
 * A ground is open when the last `candidateGroundArose` / `candidateGroundEnded`
 * for it, in the order the facts apply (date, then input order), is an arose.
 *
 * @since 0.1.0
 */
import type { IsoDate } from '../domain/brand.js'
import type { CandidateEvent, Ground } from '../domain/events.js'

/**
 * The date on which the ground became open, or null when it is not open after
 * the given facts (which must be in application order).
 *
 * @category rules @since 0.1.0
 */
export const openSince = (facts: ReadonlyArray<CandidateEvent>, ground: Ground): IsoDate | null => {
  let since: IsoDate | null = null
  for (const e of facts) {
    if (e._tag === 'candidateGroundArose' && e.ground === ground) since = e.date
    else if (e._tag === 'candidateGroundEnded' && e.ground === ground) since = null
  }
  return since
}
