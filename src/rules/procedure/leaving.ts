/**
 * The time of leaving — `kwg33.3`.
 *
 * > § 33 Abs. 3 KWG: Der Vertreter scheidet aus der Vertretungskörperschaft
 * > aus, 1. im Falle des Abs. 1 Nr. 1 mit der Feststellung des Wahlleiters,
 * > 2. im Falle des Abs. 1 Nr. 2 bei Vorliegen eines rechtskräftigen
 * > Richterspruchs mit der Feststellung eines Wahlleiters, im Übrigen mit der
 * > Unanfechtbarkeit der Feststellung des Wahlleiters, 3. im Falle des Abs. 1
 * > Nr. 3 mit der Rechtskraft der Entscheidung, 4. im Falle des Abs. 1 Nr. 4
 * > mit dem Inkrafttreten der Vereinbarung nach § 16 Abs. 3 der Hessischen
 * > Gemeindeordnung.
 *
 * A seat waiver naming a later date takes effect then (`effective`): that is
 * municipal practice, not the statute's text (spec/readings.md). The
 * determination becomes unchallengeable the day after the objection period
 * when no admissible objection came (`../periods.ts`), or with the final
 * decision in review; the body's own determination (§ 34 Abs. 4 Satz 3 KWG)
 * the day after the month of § 27 KWG when no action was brought.
 *
 * @example
 * import { leftOn } from './leaving.js'
 * leftOn(departure, ledger, asOf) // the first day without the seat, or null
 *
 * @since 0.1.0
 */
import type { IsoDate } from '../../domain/brand.js'
import type { PeriodEndReading } from '../../domain/case.js'
import type { MemberLeft } from '../../domain/events.js'
import type { VacancyLedger } from '../../domain/ledger.js'
import { unchallengeableFrom } from '../periods.js'
import { ownDeterminationFinalFrom } from './review.js'

// Stryker disable next-line EqualityOperator: when b equals a, both branches give the same date
const later = (a: IsoDate, b: IsoDate | null): IsoDate => (b !== null && b > a ? b : a)

/** Nr. 2 without a final judgment: with the unchallengeability of the determination. */
const whenUnchallengeable = (v: VacancyLedger, asOf: IsoDate, reading: PeriodEndReading): IsoDate | null => {
  // a final annulment leaves no determination that became unchallengeable: the next one's counts
  if (v.review !== null && !(v.review.decision === 'annul' && v.review.final !== null)) return v.review.final
  // the body's own determination (§ 34 Abs. 4 Satz 3 KWG) without an action: the day after the month of § 27 KWG
  const unsued = ownDeterminationFinalFrom(v)
  if (unsued !== null) return unsued <= asOf ? unsued : null
  if (v.pendingObjection || v.announced === null) return null
  const from = unchallengeableFrom(v.announced, reading)
  return from <= asOf ? from : null
}

/**
 * The first day the member no longer holds the seat, as of `asOf`; null while
 * the leaving has not yet taken effect (a seat waiver, or a loss of
 * eligibility without a final judgment, waits for the recorded determination).
 *
 * @category rules @since 0.1.0
 */
export const leftOn = (departure: MemberLeft, v: VacancyLedger | null | undefined, asOf: IsoDate, reading: PeriodEndReading): IsoDate | null => {
  const determined = v?.firstDetermined ?? null
  switch (departure.cause) {
    case 'seatWaiver':
      return determined === null ? null : later(determined, departure.effective)
    case 'eligibilityLost':
    case 'officeCapacityLost':
    case 'incompatibility':
      // none determined yet: nothing can have been announced, objected to or reviewed
      if (v == null) return null
      // with a final judgment: with the returning officer's determination
      return departure.finalJudgment ? determined : whenUnchallengeable(v, asOf, reading)
    default:
      return departure.date
  }
}
