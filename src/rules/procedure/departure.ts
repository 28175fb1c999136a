/**
 * A member's departure — `kwg34.1.s1.trigger` with `kwg33.2` and `kwg33.1.n4`.
 *
 * > § 34 Abs. 1 Satz 1 KWG: Wenn ein Vertreter stirbt, seine Rechtsstellung
 * > nach § 23 Abs. 2 Satz 3 als nicht erworben gilt oder seinen Sitz verliert
 * > (§ 33), so rückt der nächste noch nicht berufene Bewerber … an seine Stelle;
 *
 * > § 33 Abs. 2 KWG: Der Verzicht ist dem Wahlleiter gegenüber schriftlich zu
 * > erklären; er ist unwiderruflich.
 *
 * > § 33 Abs. 1 Nr. 4 KWG: … im Falle der Eingliederung einer Gemeinde in eine
 * > andere Gemeinde durch eine Vereinbarung nach § 16 Abs. 3 der Hessischen
 * > Gemeindeordnung, wenn der Vertreter der aufnehmenden Gemeindevertretung
 * > nicht angehört; § 34 gilt in diesem Fall nicht.
 *
 * A member leaves once: a second departure is refused — unless the first
 * one is void in effect (the member's call changed in review with final
 * effect; the caller's `gone` says whether the member has left), after which
 * the member, called again, can leave again (spec/procedure.md, open
 * question 8). A merger is a ground
 * only for a member of a Gemeindevertretung. A departure that ends
 * the membership opens the vacancy whose ledger the procedure then keeps; a
 * seat waiver without the form of § 33 Abs. 2 ends nothing and opens none.
 *
 * @example
 * import { leave } from './departure.js'
 * leave(alreadyGone, 'gemeindevertretung', departure) // Right(ledger | null) or Left(memberLeftTwice)
 *
 * @since 0.1.0
 */
import { type Either, right } from 'fp-ts/lib/Either.js'
import type { CandidateId } from '../../domain/brand.js'
import type { BodyKind } from '../../domain/case.js'
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
export const leave = (gone: (id: CandidateId) => boolean, kind: BodyKind, e: MemberLeft): Either<RuleError, VacancyLedger | null> => {
  if (gone(e.member)) return refuse(e, 'memberLeftTwice', `${e.member} has already left the body`, 'kwg34.1.s1.trigger')
  if (e.cause === 'merger' && !MERGER_BODIES.has(kind))
    return refuse(
      e,
      'mergerOutsideScope',
      `§ 33 Abs. 1 Nr. 4 KWG concerns a member of the Gemeindevertretung of a municipality incorporated into another ("wenn der Vertreter der aufnehmenden Gemeindevertretung nicht angehört"), not a member of a ${kind}`,
      'kwg33.1.n4',
      'cause',
    )
  return right(endsMembership(e) ? openLedger(e) : null)
}

/**
 * The bodies § 33 Abs. 1 Nr. 4 KWG speaks of: the Gemeindevertretung (in a
 * town, the Stadtverordnetenversammlung) of the incorporated municipality. A
 * Kreistag is no body of a municipality; an Ausländerbeirat is not the
 * Gemeindevertretung; an Ortsbeirat is the body of an Ortsbezirk (§ 81 HGO),
 * whose fate on an incorporation is for the agreement under § 16 Abs. 3 HGO
 * (a project reading, spec/readings.md).
 */
const MERGER_BODIES: ReadonlySet<BodyKind> = new Set(['gemeindevertretung', 'stadtverordnetenversammlung'])
