/**
 * Who is a member when they leave — `kwg34.1.s1.trigger`, `kwg34.3.s2` with
 * `kwg23.1`, `kwg34.5`; readings R4 and R5.
 *
 * > § 34 Abs. 1 Satz 1 KWG: Wenn ein Vertreter stirbt, seine Rechtsstellung
 * > nach § 23 Abs. 2 Satz 3 als nicht erworben gilt oder seinen Sitz verliert
 * > (§ 33), so rückt der nächste noch nicht berufene Bewerber … an seine Stelle;
 *
 * > § 34 Abs. 3 Satz 2 KWG: § 23 gilt mit der Maßgabe, dass an die Stelle der
 * > Feststellung des Wahlergebnisses im Wahlkreis die Feststellung des
 * > Wahlleiters oder der Vertretungskörperschaft nach Abs. 4 Satz 3 tritt.
 *
 * Only a member (Vertreter) can leave. An elected candidate is a member; a
 * successor named by a recorded determination is a member from its date —
 * on that day, in the order of the input (R5); a successor who is only due
 * counts as called (R6). A departure of someone who is no member opens no
 * vacancy; neither does the departure of a successor whose call was changed
 * in review with final effect, made while that call stood (open question 1).
 *
 * @example
 * import { isMemberWhenLeaving } from './membership.js'
 * isMemberWhenLeaving(departure, { elected: false, recorded: undefined, due: true }) // true
 *
 * @since 0.1.0
 */
import type { CandidateId, IsoDate } from '../domain/brand.js'
import { type RuleError, ruleError, eventPath } from '../domain/error.js'
import type { MemberLeft } from '../domain/events.js'
import type { AnnulledCall, AnnulledCalls, Recorded } from '../domain/ledger.js'
import type { NormId } from '../domain/norms.js'

/** How the one who leaves was called, if at all. @category model @since 0.1.0 */
export interface Call {
  readonly elected: boolean
  /** the recorded determination that named them, if any */
  readonly recorded: Recorded | undefined
  /** named by a determination that is only due */
  readonly due: boolean
}

/** Whether the one who leaves is a member that day: a member, a successor only due (not yet a member, R7), or neither. @category model @since 0.2.0 */
export type Membership = 'member' | 'due' | 'none'

/**
 * Whether the one who leaves is a member on the day of the departure (R5,
 * R7): the elected are; a successor named by a recorded determination is from
 * its date (on that day, in input order); a successor who is only due is
 * reserved for the vacancy but becomes a member only with the determination
 * (§ 34 Abs. 3 Satz 2 with § 23 Abs. 1 KWG).
 *
 * @category rules @since 0.1.0
 */
export const membershipWhenLeaving = (d: MemberLeft, call: Call): Membership => {
  if (call.elected) return 'member'
  const r = call.recorded
  if (r === undefined) return call.due ? 'due' : 'none'
  // the date decides, and on the same day the input order (R5)
  // Stryker disable next-line EqualityOperator: the determination and the departure are two events, so their indices differ
  return r.date < d.date || (r.date === d.date && r.event < d.index) ? 'member' : 'none'
}

/** The norm under which a departure of no member opens nothing: only a member (Vertreter) leaves. @category rules @since 0.1.0 */
export const NO_MEMBER_NORMS: ReadonlyArray<NormId> = ['kwg34.1.s1.trigger']

/** The departure of someone who is no member on that day. @category constructors @since 0.1.0 */
export const notAMember = (d: MemberLeft): RuleError =>
  ruleError(eventPath(d.index, 'member'), 'notAMember', `${d.member} is not a member on ${d.date} (neither elected nor a successor determined before)`, 'kwg34.1.s1.trigger')

/** The departure of a successor whose call was changed in review with effect from `until`, made while it stood. @category constructors @since 0.1.0 */
export const voidedDeparture = (d: MemberLeft, until: IsoDate): RuleError =>
  ruleError(
    eventPath(d.index, 'member'),
    'notAMember',
    `${d.member} counts as never called: the determination that called them was changed in review with effect from ${until}; their departure of ${d.date}, made while that call stood, opens no vacancy`,
    'kwg34.5',
  )

/**
 * Whether a refusal of a departure is that of a void one (`voidedDeparture`):
 * among the refusals of a departure only it cites kwg34.5.
 *
 * @category rules @since 0.3.0
 */
export const isVoidedDeparture = (e: RuleError): boolean => e.rule === 'kwg34.5'

/** The departure of a successor who is only due: a member only with the determination; their fact is a candidate's. @category constructors @since 0.2.0 */
export const notYetMember = (d: MemberLeft): RuleError =>
  ruleError(
    eventPath(d.index, 'member'),
    'notYetMember',
    `${d.member} is due as successor but becomes a member only with the determination (§ 34 Abs. 3 Satz 2, § 23 Abs. 1 KWG): record the fact as a candidate's (candidateDied, candidateWaived, …), not as a member's departure`,
    'kwg34.3.s2',
  )

/** A query for a vacancy that did not arise by the decision date. @category constructors @since 0.1.0 */
export const noDeparture = (vacancy: CandidateId, asOf: IsoDate): RuleError =>
  ruleError('query.vacancy', 'noDeparture', `${vacancy} has not left the body on or before ${asOf}`, 'kwg34.1.s1.trigger')

/**
 * Whether a departure was made while the call it ends stood, a call changed
 * in review with final effect later (§ 34 Abs. 5 KWG, open question 1): the
 * member counts as never called, and the departure opens no vacancy. Made
 * after the call in application order (R5): on a later day, or on the day of
 * the call and listed after it — a departure listed before the determination
 * of its day was made before the call, by no member (open question 7).
 *
 * @category rules @since 0.1.0
 */
export const madeWhileCallStood = (call: AnnulledCall | undefined, d: MemberLeft): call is AnnulledCall =>
  call !== undefined && calledBefore(call, d) && d.date < call.until

/**
 * The call under which a departure was made and which a final change in
 * review voided (`madeWhileCallStood`), among the annulled calls of its
 * member (`voided`, by member: the record's); undefined if the departure is
 * not void.
 *
 * @category rules @since 0.3.0
 */
export const voidingCall = (voided: ReadonlyMap<CandidateId, AnnulledCalls>, d: MemberLeft): AnnulledCall | undefined =>
  voided.get(d.member)?.find((call) => madeWhileCallStood(call, d))

/** The call came before the departure in application order (R5): on an earlier day, or earlier in the input on the same day. */
const calledBefore = (call: AnnulledCall, d: MemberLeft): boolean => {
  if (call.called !== d.date) {
    // Stryker disable next-line EqualityOperator: `<=` — the dates differ here
    return call.called < d.date
  }
  // Stryker disable next-line EqualityOperator: `call.event <= d.index` — the call and the departure are two events, and two events never share an index (a departure the law makes has a negative one of its own)
  return call.event < d.index
}
