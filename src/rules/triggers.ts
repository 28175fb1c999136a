/**
 * Triggers of succession — `kwg34.1.s1.trigger` with `kwg23.2.s3`, `kwg33.1.n1`,
 * `kwg33.1.n2`, `kwg33.1.n3`, `kwg33.1.n4` and `kwg33.2`.
 *
 * > § 34 Abs. 1 Satz 1 KWG: Wenn ein Vertreter stirbt, seine Rechtsstellung
 * > nach § 23 Abs. 2 Satz 3 als nicht erworben gilt oder seinen Sitz verliert
 * > (§ 33), so rückt der nächste noch nicht berufene Bewerber des
 * > Wahlvorschlags mit den meisten Stimmen an seine Stelle; …
 *
 * § 33 Abs. 1 KWG (summary): the seat is lost by waiver (Nr. 1), by loss of
 * eligibility, of office capacity or by incompatibility (Nr. 2), by a decision
 * in review proceedings (Nr. 3), and by a merger of municipalities (Nr. 4),
 * where § 34 does not apply: no one succeeds. § 33 Abs. 2: the waiver is
 * declared in writing to the returning officer.
 *
 * @since 0.1.0
 */
import type { MemberLeft } from '../domain/events.js'
import type { NormId } from '../domain/norms.js'
import { isEffectiveWaiver } from './waiver.js'

/** @category model @since 0.1.0 */
export type Trigger =
  | { readonly _tag: 'succession'; readonly rules: ReadonlyArray<NormId> }
  | { readonly _tag: 'noSuccession'; readonly reason: 'kwg33.1.n4' | 'kwg33.2'; readonly rules: ReadonlyArray<NormId> }

const succession = (...rules: ReadonlyArray<NormId>): Trigger => ({
  _tag: 'succession',
  rules: ['kwg34.1.s1.trigger', ...rules],
})

/**
 * Whether a departure triggers succession, and under which norms.
 *
 * @category rules @since 0.1.0
 */
export const classifyDeparture = (departure: MemberLeft): Trigger => {
  switch (departure.cause) {
    case 'death':
      return succession()
    case 'statusNotAcquired':
      return succession('kwg23.2.s3')
    case 'seatWaiver':
      // § 33 Abs. 2: only a written waiver to the returning officer has effect.
      return departure.waiver !== null && isEffectiveWaiver(departure.waiver)
        ? succession('kwg33.1.n1', 'kwg33.2')
        : { _tag: 'noSuccession', reason: 'kwg33.2', rules: ['kwg33.1.n1', 'kwg33.2'] }
    case 'eligibilityLost':
    case 'officeCapacityLost':
    case 'incompatibility':
      return succession('kwg33.1.n2')
    case 'reviewDecision':
      return succession('kwg33.1.n3')
    case 'merger':
      // § 33 Abs. 1 Nr. 4: § 34 does not apply.
      return { _tag: 'noSuccession', reason: 'kwg33.1.n4', rules: ['kwg33.1.n4'] }
  }
}

/**
 * Whether the member is gone after this departure. A seat waiver without the
 * form of § 33 Abs. 2 has no effect: the member keeps the seat.
 *
 * @category rules @since 0.1.0
 */
export const endsMembership = (departure: MemberLeft): boolean =>
  departure.cause !== 'seatWaiver' || (departure.waiver !== null && isEffectiveWaiver(departure.waiver))
