/**
 * A member's departure — `kwg34.1.s1.trigger` with `kwg33.2`.
 *
 * > § 34 Abs. 1 Satz 1 KWG: Wenn ein Vertreter stirbt, seine Rechtsstellung
 * > nach § 23 Abs. 2 Satz 3 als nicht erworben gilt oder seinen Sitz verliert
 * > (§ 33), so rückt der nächste noch nicht berufene Bewerber … an seine Stelle;
 *
 * > § 33 Abs. 2 KWG: Der Verzicht ist dem Wahlleiter gegenüber schriftlich zu
 * > erklären; er ist unwiderruflich.
 *
 * A member leaves once: a second departure is refused. A departure that ends
 * the membership opens the vacancy whose ledger the procedure then keeps; a
 * seat waiver without the form of § 33 Abs. 2 ends nothing and opens none.
 *
 * @example
 * import { leave } from './departure.js'
 * leave(alreadyGone, departure) // Right(ledger | null) or Left(memberLeftTwice)
 *
 * @since 0.1.0
 */
import { type Either, right } from 'fp-ts/lib/Either.js'
import type { CandidateId } from '../../domain/brand.js'
import type { RuleError } from '../../domain/error.js'
import type { MemberLeft } from '../../domain/events.js'
import { openLedger, type VacancyLedger } from '../../domain/ledger.js'
import { endsMembership } from '../triggers.js'
import { refuse } from './docket.js'

/**
 * The ledger the departure opens (null: it ends no membership), or why it is
 * refused: the member has already left.
 *
 * @category rules @since 0.1.0
 */
export const leave = (gone: (id: CandidateId) => boolean, e: MemberLeft): Either<RuleError, VacancyLedger | null> =>
  gone(e.member)
    ? refuse(e, 'memberLeftTwice', `${e.member} has already left the body`, 'kwg34.1.s1.trigger')
    : right(endsMembership(e) ? openLedger(e) : null)
