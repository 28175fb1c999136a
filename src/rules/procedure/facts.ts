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
 * A revocation of a waiver is refused (Nr. 2 Hs. 2). Leaving a party is
 * refused for a candidate who was not its member at the set-up, or whose
 * list has none (R2). A ground can end, and an incompatibility be notified
 * or proven, only while it is open (`grounds.ts`).
 *
 * @example
 * import { checkCandidateFact } from './facts.js'
 * checkCandidateFact(nomination, isOpen, fact) // Right(fact) or Left(waiverRevoked | cannotLeaveGroup | groundNotOpen)
 *
 * @since 0.1.0
 */
import { type Either, right } from 'fp-ts/lib/Either.js'
import type { RuleError } from '../../domain/error.js'
import type { CandidateEvent, Ground } from '../../domain/events.js'
import type { Nomination } from '../../domain/nomination.js'
import { refuse } from './docket.js'

const leavingGroup = (nomination: Nomination, e: CandidateEvent): Either<RuleError, CandidateEvent> => {
  const hasGroup = nomination.list.group !== null
  if (hasGroup && nomination.candidate.memberAtSetUp) return right(e)
  return refuse(
    e,
    'cannotLeaveGroup',
    hasGroup ? `${e.candidate} was not a member of the party or voter group when the list was set up` : `the list of ${e.candidate} has no party or voter group`,
    'kwg34.2.n1',
  )
}

/**
 * Whether a fact about a candidate is accepted. `isOpen` tells whether a
 * ground of the candidate is open before this fact.
 *
 * @category rules @since 0.1.0
 */
export const checkCandidateFact = (
  nomination: Nomination,
  isOpen: (ground: Ground) => boolean,
  e: CandidateEvent,
): Either<RuleError, CandidateEvent> => {
  switch (e._tag) {
    case 'candidateWaiverRevoked':
      return refuse(e, 'waiverRevoked', 'a waiver cannot be revoked (§ 34 Abs. 2 Nr. 2 Hs. 2 KWG)', 'kwg34.2.n2')
    case 'candidateLeftGroup':
      return leavingGroup(nomination, e)
    case 'candidateGroundEnded':
      return isOpen(e.ground) ? right(e) : refuse(e, 'groundNotOpen', `no open ground ${e.ground} for ${e.candidate} to end`, 'kwg34.2.n3.ground')
    case 'incompatibilityNotified':
    case 'incompatibilityProven':
      return isOpen('incompatibility') ? right(e) : refuse(e, 'groundNotOpen', `no open incompatibility for ${e.candidate}`, 'kwg34.2.n3.ground')
    default:
      return right(e)
  }
}
