/**
 * Incompatibility of a candidate — reading R1, `kwg34.2.n3.ground` with
 * `kwg34.3.s2` and `kwg23.2.s2`.
 *
 * > § 34 Abs. 2 Nr. 3 KWG: Bei der Nachfolge bleiben Bewerber unberücksichtigt,
 * > … bei denen ein Grund nach § 33 Abs. 1 Nr. 2 vorliegt.
 *
 * > § 34 Abs. 3 Satz 2 KWG: § 23 gilt mit der Maßgabe, dass an die Stelle der
 * > Feststellung des Wahlergebnisses im Wahlkreis die Feststellung des
 * > Wahlleiters oder der Vertretungskörperschaft nach Abs. 4 Satz 3 tritt.
 *
 * § 23 Abs. 2 Satz 2 (summary): an incompatible representative can prove the
 * removal of the incompatibility only within one week of being served notice.
 *
 * Reading `proofPeriod` (default) joins the two: the decision waits for the
 * week; proof in time makes the candidate eligible, no proof in time skips
 * them. Reading `exclude` skips at once (the literal text) unless the removal
 * has been proven. Reading `statusRoute` (R9) determines the candidate: the
 * week of § 23 Abs. 2 Satz 2 runs only from the notice served after the
 * determination, as for an elected member (`successorProofs` in
 * `procedure/status-route.ts`).
 *
 * @since 0.1.0
 */
import type { IsoDate } from '../domain/brand.js'
import type { IncompatibilityReading, PeriodEndReading } from '../domain/case.js'
import type { CandidateEvent } from '../domain/events.js'
import { awaiting, eligible, skipped, type Standing } from '../domain/standing.js'
import { openSince } from './grounds.js'
import { proofDue } from './periods.js'

/**
 * The standing of a candidate with respect to incompatibility, on the date
 * `asOf`, from the candidate's facts up to that date in application order.
 *
 * @category rules @since 0.1.0
 */
export const incompatibilityStanding = (
  facts: ReadonlyArray<CandidateEvent>,
  asOf: IsoDate,
  reading: IncompatibilityReading,
  periodEnd: PeriodEndReading,
): Standing => {
  if (openSince(facts, 'incompatibility') === null) return eligible
  // R9: the candidate is determined; the week runs after the determination (status-route.ts)
  if (reading === 'statusRoute') return eligible
  // the facts since the incompatibility (last) arose: its notice and its proofs
  const arose = facts.findLastIndex((e) => e._tag === 'candidateGroundArose' && e.ground === 'incompatibility')
  const since = facts.slice(arose + 1)
  const notices = since.filter((e) => e._tag === 'incompatibilityNotified')
  const notified = notices[notices.length - 1]?.date ?? null
  const proofs = since.filter((e) => e._tag === 'incompatibilityProven').map((e) => e.date)
  if (reading === 'exclude') return proofs.length > 0 ? eligible : skipped('kwg34.2.n3.ground')
  const due = notified === null ? null : proofDue(notified, periodEnd)
  if (proofs.some((p) => due === null || p <= due)) return eligible
  if (due !== null && asOf > due) return skipped('kwg34.2.n3.ground')
  return awaiting(notified, due)
}
