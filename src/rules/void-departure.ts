/**
 * What a departure that a final change in review made void (spec/procedure.md,
 * open question 1) still says of the person as a candidate — `kwg34.2.n2`,
 * `kwg34.2.n3.death`, `kwg34.2.n3.ground`.
 *
 * > § 34 Abs. 2 KWG: Bei der Nachfolge bleiben Bewerber unberücksichtigt, …
 * > 2. die dem Wahlleiter schriftlich den Verzicht auf ihre Anwartschaft
 * > erklärt haben; … 3. die verstorben sind oder bei denen ein Grund nach
 * > § 33 Abs. 1 Nr. 2 vorliegt.
 *
 * The successor counted as never called (R4) did not leave the body, but
 * what happened to the person happened: a seat waiver in the form of § 33
 * Abs. 2 waives the expectancy too (P12, `expectancyWaiverOf`), a death is a
 * death, and a ground of § 33 Abs. 1 Nr. 2 (eligibility, office capacity,
 * incompatibility) arose on the departure's date and stays open until its
 * recorded end (`withGroundsOfDepartures` in `procedure/facts.ts`). So no one
 * who died or lost eligibility is named as successor (issue 18, P4). A
 * departure for a review decision, a merger
 * or a status not acquired says nothing of the candidate.
 *
 * @example
 * import { candidateFactOfVoid } from './void-departure.js'
 * candidateFactOfVoid(memberLeft(4, '2023-04-03', 'SPD-3', 'death')) // candidateDied(4, '2023-04-03', 'SPD-3')
 *
 * @since 0.3.0
 */
import { type CandidateEvent, candidateDied, candidateGroundArose, type DepartureCause, type Ground, type MemberLeft } from '../domain/events.js'
import { expectancyWaiverOf } from './waiver.js'

/** The ground of § 33 Abs. 1 Nr. 2 KWG behind each departure cause that has one. @category rules @since 0.3.0 */
export const GROUND_OF_CAUSE: Readonly<Partial<Record<DepartureCause, Ground>>> = {
  eligibilityLost: 'eligibility',
  officeCapacityLost: 'officeCapacity',
  incompatibility: 'incompatibility',
}

/** The candidate's fact a void departure makes, by the departure's index and date, or null. @category rules @since 0.3.0 */
export const candidateFactOfVoid = (voided: MemberLeft): CandidateEvent | null => {
  if (voided.cause === 'death') return candidateDied(voided.index, voided.date, voided.member)
  const ground = GROUND_OF_CAUSE[voided.cause]
  return ground === undefined ? expectancyWaiverOf(voided) : candidateGroundArose(voided.index, voided.date, voided.member, ground)
}
