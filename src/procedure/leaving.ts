/**
 * The time of leaving — `kwg33.3`.
 *
 * § 33 Abs. 3 KWG (summary): the representative leaves the body with a
 * waiver: with the returning officer's determination (or a later date the
 * member names); with a loss of eligibility, of office capacity or with an
 * incompatibility: with a final judgment, otherwise when the returning
 * officer's determination can no longer be challenged; with a review
 * decision: when it becomes final; with a merger: when the agreement enters
 * into force.
 *
 * @since 0.1.0
 */
import type { IsoDate } from '../domain/brand.js'
import { addDays } from '../domain/date.js'
import type { MemberLeft } from '../domain/events.js'
import { OBJECTION_PERIOD_DAYS, type VacancyRecord } from './record.js'

// Stryker disable next-line EqualityOperator: when b equals a, both branches give the same date
const later = (a: IsoDate, b: IsoDate | null): IsoDate => (b !== null && b > a ? b : a)

/**
 * The first day the member no longer holds the seat, as of `asOf`; null while
 * the leaving has not yet taken effect (a seat waiver, or a loss of
 * eligibility without a final judgment, waits for the recorded determination).
 *
 * @category rules @since 0.1.0
 */
export const leftOn = (departure: MemberLeft, record: VacancyRecord | null | undefined, asOf: IsoDate): IsoDate | null => {
  const determined = record?.firstDetermined ?? null
  switch (departure.cause) {
    case 'seatWaiver':
      return determined === null ? null : later(determined, departure.effective)
    case 'eligibilityLost':
    case 'officeCapacityLost':
    case 'incompatibility': {
      // none determined yet: nothing can have been announced, objected to or reviewed (record.ts)
      if (record == null) return null
      // with a final judgment: with the returning officer's determination
      if (departure.finalJudgment) return determined
      const review = record.review
      if (review !== null) return review.final
      if (record.pendingObjection) return null
      if (record.announced === null) return null
      const unchallengeable = addDays(record.announced, OBJECTION_PERIOD_DAYS + 1)
      return unchallengeable <= asOf ? unchallengeable : null
    }
    default:
      return departure.date
  }
}
