/**
 * Facts about candidates that can be refused — `kwg34.2.n1`, `kwg34.2.n2`,
 * `kwg34.2.n3.ground`.
 *
 * > § 34 Abs. 2 KWG: Bei der Nachfolge bleiben Bewerber unberücksichtigt,
 * > 1. die seit dem Zeitpunkt der Aufstellung des Wahlvorschlags aus der
 * >    Partei oder der Wählergruppe, für die sie bei der Wahl aufgetreten
 * >    waren, ausgeschieden sind,
 * > 2. die dem Wahlleiter schriftlich den Verzicht auf ihre Anwartschaft
 * >    erklärt haben; der Verzicht kann nicht widerrufen werden,
 * > 3. die verstorben sind oder bei denen ein Grund nach § 33 Abs. 1 Nr. 2
 * >    vorliegt.
 *
 * A revocation of a waiver is refused (Nr. 2 Hs. 2). Leaving a party from
 * the set-up on is refused for a candidate who is not its member then (never
 * a member, or left already), or whose list has none; joining is refused for
 * a member, or before the set-up (R2, revised). A ground can end, and an
 * incompatibility be notified or proven, only while it is open (`grounds.ts`):
 * open among the candidate's facts, or open since a departure of the same
 * person before it, for the ground behind its cause (`GROUND_OF_CAUSE`). A
 * departure that a review later makes void stays that ground
 * (`candidateFactOfVoid`, spec/procedure.md), so its end must be recordable;
 * for a departure that stands, the end is a true fact that changes nothing
 * (the person was called, R4). A death, a ground or a waiver of a person
 * who is a member by a recorded determination and has not left is a
 * member's departure (`memberLeft`), refused as a candidate's fact
 * (`wrongKind`, R7).
 *
 * @example
 * import { checkCandidateFact } from './facts.js'
 * checkCandidateFact(nomination, factsBefore, fact, { departed: (fact) => departuresBefore(fact) }) // Right(fact) or Left(waiverRevoked | cannotLeaveGroup | groundNotOpen | wrongKind)
 *
 * @since 0.1.0
 */
import { type Either, right } from 'fp-ts/lib/Either.js'
import type { IsoDate } from '../../domain/brand.js'
import { eventPath, type RuleError, ruleError } from '../../domain/error.js'
import { type CandidateEvent, type CandidateJoinedGroup, type CandidateLeftGroup, candidateGroundArose, type Ground, isIncompatibilityFact, type MemberLeft } from '../../domain/events.js'
import { applicationOrder } from '../../domain/order.js'
import type { Nomination } from '../../domain/nomination.js'
import { leftSinceSetUp, memberOfGroup } from '../exclusions.js'
import { openSince } from '../grounds.js'
import { GROUND_OF_CAUSE } from '../void-departure.js'
import { refuse } from './docket.js'

/**
 * Leaving: a list without a group has none to leave; before the set-up a
 * leaving has no effect (disregarded, R2); from the set-up on only a member
 * can leave.
 */
const leavingGroup = (nomination: Nomination, before: ReadonlyArray<CandidateEvent>, e: CandidateLeftGroup): Either<RuleError, CandidateEvent> => {
  const { list, candidate } = nomination
  if (list.group === null) return refuse(e, 'cannotLeaveGroup', `the list of ${e.candidate} has no party or voter group`, 'kwg34.2.n1')
  if (!leftSinceSetUp(list, e) || memberOfGroup(list, candidate, before)) return right(e)
  return refuse(
    e,
    'cannotLeaveGroup',
    candidate.memberAtSetUp
      ? `${e.candidate} has already left the party or voter group`
      : `${e.candidate} was not a member of the party or voter group when the list was set up and has not joined it since`,
    'kwg34.2.n1',
  )
}

/** Joining: only after the set-up (the membership at the set-up is `memberAtSetUp`), only a group the list has, only by a non-member. */
const joiningGroup = (nomination: Nomination, before: ReadonlyArray<CandidateEvent>, e: CandidateJoinedGroup): Either<RuleError, CandidateEvent> => {
  const { list, candidate } = nomination
  // a list has a set-up date exactly when it has a group (setUpMismatch, checked with the structure)
  if (list.setUp === null) return refuse(e, 'cannotJoinGroup', `the list of ${e.candidate} has no party or voter group`, 'kwg34.2.n1')
  if (e.date < list.setUp)
    return refuse(e, 'cannotJoinGroup', `the membership when the list was set up (${list.setUp}) is given by memberAtSetUp; a joining before it has no place`, 'kwg34.2.n1')
  return memberOfGroup(list, candidate, before) ? refuse(e, 'alreadyInGroup', `${e.candidate} is a member of the party or voter group already`, 'kwg34.2.n1') : right(e)
}

/**
 * The candidate's facts with the ground behind each of the person's own
 * departures (`departed`: those before the fact, in application order), each
 * arising on its departure's date, in application order.
 *
 * @category rules @since 0.3.0
 */
export const withGroundsOfDepartures = (before: ReadonlyArray<CandidateEvent>, departed: ReadonlyArray<MemberLeft>): ReadonlyArray<CandidateEvent> => {
  const grounds = departed.flatMap((d) => {
    const ground = GROUND_OF_CAUSE[d.cause]
    return ground === undefined ? [] : [candidateGroundArose(d.index, d.date, d.member, ground)]
  })
  return applicationOrder([...before, ...grounds])
}

/**
 * What a candidate's fact is checked against besides the candidate's own
 * facts: the person's own departures before it.
 *
 * @category model @since 0.3.0
 */
export interface PersonSoFar {
  readonly departed: (fact: CandidateEvent) => ReadonlyArray<MemberLeft>
}

/** The facts that befall a sitting member as a departure (§ 33 Abs. 1 Nr. 1 to 3 KWG): death, a ground of Nr. 2 but an incompatibility, a waiver. */
const MEMBER_FACTS: ReadonlySet<CandidateEvent['_tag']> = new Set(['candidateDied', 'candidateGroundArose', 'candidateWaived'])

/**
 * A death, a ground or a waiver of a person who is a member by a recorded
 * determination and has not left: a member's departure, to be recorded as
 * `memberLeft` (R7: a member from the determination, § 34 Abs. 3 Satz 2 with
 * § 23 Abs. 1 KWG), refused as a candidate's fact. `departed`: the person's
 * departures before the fact; `calledOn`: the date of the determination
 * before it that called the person and stands at the end of the record (a
 * call a review annulled or changed counts as never made, R4: then the fact
 * is a candidate's after all), or null. Null when the fact is a candidate's.
 *
 * @category rules @since 0.3.0
 */
export const memberFactRefusal = (e: CandidateEvent, departed: ReadonlyArray<MemberLeft>, calledOn: IsoDate | null): RuleError | null => {
  // an incompatibility may befall a member: the week of § 23 Abs. 2 KWG (spec/procedure.md, member proofs; R9)
  if (!MEMBER_FACTS.has(e._tag) || isIncompatibilityFact(e) || departed.length > 0 || calledOn === null) return null
  return ruleError(eventPath(e.index, 'candidate'), 'wrongKind', `${e.candidate} is a member since the determination of ${calledOn}: a member's death, ground or waiver is recorded as memberLeft`, 'kwg34.3.s2')
}

/**
 * Whether a fact about a candidate is accepted. `before`: the candidate's
 * facts before it; `person`: the person's own departures before it (a
 * ground behind one is open too, until its end). Whether the fact is a
 * member's after all is asked once the record is made (`memberFactRefusal`).
 *
 * @category rules @since 0.1.0
 */
export const checkCandidateFact = (nomination: Nomination, before: ReadonlyArray<CandidateEvent>, e: CandidateEvent, person: PersonSoFar): Either<RuleError, CandidateEvent> => {
  const isOpen = (g: Ground): boolean => openSince(withGroundsOfDepartures(before, person.departed(e)), g) !== null
  switch (e._tag) {
    case 'candidateWaiverRevoked':
      return refuse(e, 'waiverRevoked', 'a waiver cannot be revoked (§ 34 Abs. 2 Nr. 2 Hs. 2 KWG)', 'kwg34.2.n2')
    case 'candidateLeftGroup':
      return leavingGroup(nomination, before, e)
    case 'candidateJoinedGroup':
      return joiningGroup(nomination, before, e)
    case 'candidateGroundEnded':
      return isOpen(e.ground) ? right(e) : refuse(e, 'groundNotOpen', `no open ground ${e.ground} for ${e.candidate} to end`, 'kwg34.2.n3.ground')
    case 'incompatibilityNotified':
    case 'incompatibilityProven':
      return isOpen('incompatibility') ? right(e) : refuse(e, 'groundNotOpen', `no open incompatibility for ${e.candidate}`, 'kwg34.2.n3.ground')
    default:
      return right(e)
  }
}
