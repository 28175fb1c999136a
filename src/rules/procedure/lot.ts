/**
 * A recorded drawing of the lot — `kwg34.1a.lot`.
 *
 * > § 34 Abs. 1a KWG: Bei der Mehrheitswahl rückt der nächste noch nicht
 * > berufene Bewerber mit der höchsten Stimmenzahl nach; bei
 * > Stimmengleichheit entscheidet das vom Wahlleiter zu ziehende Los.
 *
 * > § 34 Abs. 1 Satz 1 Hs. 2 KWG: … bei gleicher Stimmenzahl ist die
 * > Reihenfolge der Benennung im Wahlvorschlag entscheidend.
 *
 * A lot is drawn only in a majority election, for a vacancy that exists on
 * the day it is drawn, once, and the winner is one of those it was drawn
 * among. Whether it was drawn among exactly the tied candidates is decided
 * with the tie (`../majority.ts`).
 *
 * @example
 * import { checkLot } from './lot.js'
 * checkLot(docket, alreadyDrawn, lot) // Right(lot) or Left(lotInProportional | …)
 *
 * @since 0.1.0
 */
import { type Either, right } from 'fp-ts/lib/Either.js'
import type { CandidateId } from '../../domain/brand.js'
import type { RuleError } from '../../domain/error.js'
import type { LotDrawn } from '../../domain/events.js'
import type { NormId } from '../../domain/norms.js'
import { type Docket, refuse } from './docket.js'

/** The norm a drawing taken on record applies. @category rules @since 0.1.0 */
export const LOT_NORMS: ReadonlyArray<NormId> = ['kwg34.1a.lot']

/** Whether the recorded drawing is accepted; `drawn` tells whether a lot was already drawn for the vacancy. @category rules @since 0.1.0 */
export const checkLot = (docket: Docket, drawn: (vacancy: CandidateId) => boolean, e: LotDrawn): Either<RuleError, LotDrawn> => {
  if (docket.electionMode === 'proportional')
    return refuse(e, 'lotInProportional', 'no lot in a proportional election: equal votes go by list position (§ 34 Abs. 1 Satz 1 Hs. 2 KWG)', 'kwg34.1a.lot')
  // the vacancy: the departure that ended the membership (an ineffective seat waiver leaves none);
  // the events come in date order, so one that exists was not opened later
  if (!docket.hasVacancy(e.vacancy)) return refuse(e, 'lotBeforeVacancy', `no vacancy of ${e.vacancy} on ${e.date} to draw a lot for`, 'kwg34.1a.lot')
  if (!e.among.includes(e.winner))
    return refuse(e, 'lotWinnerNotAmong', `${e.winner} is not among the candidates the lot was drawn among`, 'kwg34.1a.lot', 'winner')
  if (drawn(e.vacancy)) return refuse(e, 'lotDrawnTwice', `the lot for the vacancy of ${e.vacancy} was already drawn`, 'kwg34.1a.lot')
  return right(e)
}
