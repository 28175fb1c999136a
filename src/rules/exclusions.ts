/**
 * Candidates left out of the succession — `kwg34.2.n1`, `kwg34.2.n2`,
 * `kwg34.2.n3.death`, `kwg34.2.n3.ground`.
 *
 * > § 34 Abs. 2 KWG: Bei der Nachfolge bleiben Bewerber unberücksichtigt,
 * > 1. die seit dem Zeitpunkt der Aufstellung des Wahlvorschlags aus der Partei
 * >    oder der Wählergruppe, für die sie bei der Wahl aufgetreten waren,
 * >    ausgeschieden sind,
 * > 2. die dem Wahlleiter schriftlich den Verzicht auf ihre Anwartschaft
 * >    erklärt haben; der Verzicht kann nicht widerrufen werden,
 * > 3. die verstorben sind oder bei denen ein Grund nach § 33 Abs. 1 Nr. 2
 * >    vorliegt.
 *
 * Readings (spec/readings.md): R2 — leaving on or after the day of set-up
 * excludes for good, leaving before has no effect; R3 — only a written waiver
 * received by the returning officer excludes; R1 — incompatibility. The
 * grounds are checked in the order of the statute; the first one that applies
 * is reported.
 *
 * @since 0.1.0
 */
import type { IsoDate } from '../domain/brand.js'
import { addDays } from '../domain/date.js'
import type { Candidate, ElectionList, IncompatibilityReading, PeriodEndReading } from '../domain/case.js'
import type { Disregarded } from '../domain/determination.js'
import type { CandidateEvent, CandidateLeftGroup } from '../domain/events.js'
import { skipped, type Standing } from '../domain/standing.js'
import { openSince } from './grounds.js'
import { incompatibilityStanding } from './incompatibility.js'
import { isEffectiveWaiver, waiverDefect } from './waiver.js'

/**
 * Whether leaving the party or voter group on this day is leaving "seit dem
 * Zeitpunkt der Aufstellung des Wahlvorschlags" (R2): on the day of the
 * set-up or later. A list without a group has no set-up to leave since.
 *
 * @category rules @since 0.1.0
 */
export const leftSinceSetUp = (list: ElectionList, fact: CandidateLeftGroup): boolean => list.setUp !== null && fact.date >= list.setUp

/**
 * Whether the candidate is a member of the list's party or voter group after
 * the facts (in application order), from the set-up on (R2, revised): a
 * member at the set-up as `memberAtSetUp` says; joining after it makes them
 * one, leaving ends it. Facts before the set-up do not change it: the
 * membership at the set-up is what `memberAtSetUp` says.
 *
 * @category rules @since 0.2.0
 */
export const memberOfGroup = (list: ElectionList, candidate: Candidate, facts: ReadonlyArray<CandidateEvent>): boolean => {
  let member = candidate.memberAtSetUp
  for (const e of facts)
    if (e._tag === 'candidateJoinedGroup') member = true
    else if (e._tag === 'candidateLeftGroup' && leftSinceSetUp(list, e)) member = false
  return member
}

/**
 * Nr. 1: left the party or voter group on or after the day the list was set
 * up — a member at the set-up, or one who joined after it (R2, revised): "aus
 * der Partei …, für die sie bei der Wahl aufgetreten waren, ausgeschieden".
 * A leaving the record took was a member's; rejoining does not heal it.
 *
 * @category rules @since 0.1.0
 */
export const leftGroupSinceSetUp = (list: ElectionList, facts: ReadonlyArray<CandidateEvent>): boolean =>
  facts.some((e) => e._tag === 'candidateLeftGroup' && leftSinceSetUp(list, e))

/**
 * Nr. 2: declared the waiver in writing to the returning officer. Irrevocable:
 * nothing in the facts can undo it.
 *
 * @category rules @since 0.1.0
 */
export const waivedInForm = (facts: ReadonlyArray<CandidateEvent>): boolean =>
  facts.some((e) => e._tag === 'candidateWaived' && isEffectiveWaiver(e))

/** Nr. 3 Alt. 1: died. @category rules @since 0.1.0 */
export const died = (facts: ReadonlyArray<CandidateEvent>): boolean => facts.some((e) => e._tag === 'candidateDied')

/**
 * Nr. 3 Alt. 2: loss of eligibility or of office capacity that still exists
 * (an incompatibility follows reading R1).
 *
 * @category rules @since 0.1.0
 */
export const eligibilityOrCapacityLost = (facts: ReadonlyArray<CandidateEvent>): boolean =>
  openSince(facts, 'eligibility') !== null || openSince(facts, 'officeCapacity') !== null

/**
 * The standing of a not-yet-called candidate on `asOf`, from the candidate's
 * facts dated on or before `asOf`, in application order.
 *
 * @category rules @since 0.1.0
 */
export const standing = (
  list: ElectionList,
  facts: ReadonlyArray<CandidateEvent>,
  asOf: IsoDate,
  reading: IncompatibilityReading,
  periodEnd: PeriodEndReading,
): Standing => {
  if (leftGroupSinceSetUp(list, facts)) return skipped('kwg34.2.n1')
  if (waivedInForm(facts)) return skipped('kwg34.2.n2')
  if (died(facts)) return skipped('kwg34.2.n3.death')
  if (eligibilityOrCapacityLost(facts)) return skipped('kwg34.2.n3.ground')
  return incompatibilityStanding(facts, asOf, reading, periodEnd)
}

/**
 * Facts that have no legal effect: a waiver not in writing or not addressed
 * to the returning officer (Nr. 2), a party exit before the list was set up
 * (Nr. 1).
 *
 * @category rules @since 0.1.0
 */
export const disregardedFact = (list: ElectionList, fact: CandidateEvent): Disregarded | null => {
  const defect = fact._tag === 'candidateWaived' ? waiverDefect(fact) : null
  if (defect !== null) return { event: fact.index, rule: 'kwg34.2.n2', reason: defect }
  if (fact._tag === 'candidateLeftGroup' && list.setUp !== null && !leftSinceSetUp(list, fact)) {
    return { event: fact.index, rule: 'kwg34.2.n1', reason: 'leftBeforeSetUp' }
  }
  return null
}


/**
 * The day from which a candidate skipped on `asOf` has been skipped without
 * a break, from the candidate's facts dated on or before `asOf` (as for
 * `standing`). Standings change only on the day of a fact or on the day after
 * a proof week ran out (R1), so those days up to `asOf` are read in order; the
 * last of them gives the standing on `asOf`. Null when the candidate is not
 * skipped on `asOf`. The empty seat of an exhausted list is certain from the
 * latest such day of its candidates (R8).
 *
 * @category rules @since 0.2.0
 */
export const skippedSince = (
  list: ElectionList,
  facts: ReadonlyArray<CandidateEvent>,
  asOf: IsoDate,
  reading: IncompatibilityReading,
  periodEnd: PeriodEndReading,
): IsoDate | null => {
  const on = (day: IsoDate): Standing => standing(list, facts.filter((e) => e.date <= day), day, reading, periodEnd)
  const factDays = facts.map((e) => e.date)
  // the day after a proof week (R1) that ran out on or before asOf
  const lapsedDays = factDays.flatMap((day): IsoDate[] => {
    const s = on(day)
    return s._tag === 'awaiting' && s.due !== null ? [addDays(s.due, 1)] : []
  })
  const days = [...new Set([...factDays, ...lapsedDays.filter((d) => d <= asOf)])].sort()
  let since: IsoDate | null = null
  for (const day of days) since = on(day)._tag === 'skipped' ? (since ?? day) : null
  return since
}
