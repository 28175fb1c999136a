/**
 * The review of a determination — `kwg34.4.s2`, `kwg26`, `kwg27`,
 * `kwg34.5`, `kwg34.6`, `kwg33.4`.
 *
 * > § 34 Abs. 4 Satz 2 KWG: Die Vertretungskörperschaft hat über die
 * > Einsprüche in der Weise zu beschließen, dass die Feststellung des
 * > Wahlleiters bestätigt, aufgehoben oder abgeändert wird.
 *
 * > § 34 Abs. 5 KWG: Der nachrückende Vertreter behält seinen Sitz oder der
 * > Sitz bleibt leer, bis im Wahlprüfungsverfahren rechtskräftig entschieden ist.
 *
 * > § 34 Abs. 6 KWG: Wird die Feststellung des Wahlleiters im
 * > Wahlprüfungsverfahren geändert, so wird hierdurch die Rechtswirksamkeit
 * > der bisherigen Beschlüsse der Vertretungskörperschaft und der bisherigen
 * > Tätigkeit des zu Unrecht nachgerückten Vertreters nicht berührt.
 *
 * § 27 KWG (summary, `spec/law/related-de.md`): against the body's decision
 * the persons concerned and the supervisory authority may bring an action
 * before the administrative court within one month; the court's decision
 * takes the place of the body's.
 *
 * The body decides on an admissible objection not yet decided; the court on
 * a decision of the body not yet final; neither may name anyone called. When
 * the decision becomes final, a confirmation leaves the determination as it
 * is; an annulment removes it (the vacancy is to be determined anew, R4); a
 * change puts the new outcome in force from that day. A successor whose call
 * is changed counts as never called: a departure of theirs made while the
 * call stood is void (spec/procedure.md, open question 1).
 *
 * @example
 * import { becomeFinal } from './review.js'
 * becomeFinal(docket, ledger, event) // Right({ ledger, change, voids }) or Left(noReview | alreadyFinal)
 *
 * @since 0.1.0
 */
import { type Either, right } from 'fp-ts/lib/Either.js'
import type { CandidateId, IsoDate } from '../../domain/brand.js'
import type { RuleError } from '../../domain/error.js'
import type { Decision, Final, MemberLeft } from '../../domain/events.js'
import type { AnnulledCall, Change, Recorded, Review, VacancyLedger } from '../../domain/ledger.js'
import type { NormId } from '../../domain/norms.js'
import { cannotSucceed, type Docket, refuse } from './docket.js'

/** The norms a decision in review applies. @category rules @since 0.1.0 */
export const decisionNorms = (e: Decision): ReadonlyArray<NormId> => (e._tag === 'courtDecision' ? ['kwg27'] : ['kwg34.4.s2', 'kwg26', 'kwg27'])

/** The ledger with the body's or the court's decision, and that decision, or why it is refused. @category rules @since 0.1.0 */
export const reviewDecision = (docket: Docket, v: VacancyLedger, e: Decision): Either<RuleError, { readonly ledger: VacancyLedger; readonly review: Review }> => {
  const court = e._tag === 'courtDecision'
  if (court && (v.review === null || v.review.final !== null))
    return refuse(e, 'noBodyDecision', 'the court reviews a decision of the body (§ 27 KWG); there is none open', 'kwg27')
  if (!court && !v.pendingObjection) return refuse(e, 'noObjection', 'the body decides on an admissible objection; there is none pending', 'kwg26')
  if (cannotSucceed(docket, e.successor, e.vacancy)) return refuse(e, 'alreadyCalled', `${e.successor} is already a member or called`, 'kwg34.4.s2', 'successor')
  const review: Review = { decision: e.decision, by: court ? 'court' : 'body', outcome: e.outcome, successor: e.successor, date: e.date, final: null }
  return right({ ledger: { ...v, pendingObjection: court ? v.pendingObjection : false, review }, review })
}

/** What a decision that became final does. @category model @since 0.1.0 */
export interface Finality {
  readonly ledger: VacancyLedger
  /** the review as it became final */
  readonly review: Review
  /** the change of the determination in force, or null for a confirmation */
  readonly change: Change | null
  /** the successor whose call the change voids, with the time the call stood, or null */
  readonly voids: { readonly member: CandidateId; readonly call: AnnulledCall } | null
}

/** The norms a final decision applies: Abs. 5, and Abs. 6 with § 33 Abs. 4 when it changes the determination. @category rules @since 0.1.0 */
export const finalityNorms = (f: Finality): ReadonlyArray<NormId> => (f.change === null ? ['kwg34.5'] : ['kwg34.5', 'kwg34.6', 'kwg33.4'])

const changedTo = (review: Review, e: Final): Recorded | null =>
  review.decision === 'annul'
    ? null
    : // the codec requires an outcome on every `modify` decision
      { date: e.date, by: review.by === 'court' ? 'court' : 'body', outcome: review.outcome === 'successor' ? 'successor' : 'vacant', successor: review.successor, event: e.index }

/** The successor whose call the change voids: they left while it stood (open question 1). */
const voidedCall = (docket: Docket, from: Recorded | null, until: Final['date']): Finality['voids'] =>
  from?.successor != null && docket.hasVacancy(from.successor) ? { member: from.successor, call: { called: from.date, until } } : null

/** The review made final, or why there is none to make final. @category rules @since 0.1.0 */
export const becomeFinal = (docket: Docket, v: VacancyLedger, e: Final): Either<RuleError, Finality> => {
  const review = v.review
  if (review === null) return refuse(e, 'noReview', 'there are no review proceedings to become final', 'kwg34.5')
  if (review.final !== null) return refuse(e, 'alreadyFinal', `the review became final on ${review.final}`, 'kwg34.5')
  const finalReview = { ...review, final: e.date }
  if (review.decision === 'confirm') return right({ ledger: { ...v, review: finalReview }, review: finalReview, change: null, voids: null })
  const to = changedTo(review, e)
  const change: Change = { date: e.date, from: v.inForce, to }
  return right({
    ledger: { ...v, review: finalReview, changes: [...v.changes, change], inForce: to, announced: null },
    review: finalReview,
    change,
    voids: voidedCall(docket, v.inForce, e.date),
  })
}

/** The note on a departure a final review voided, and the successor determined for it (spec/procedure.md, open question 1). @category rules @since 0.1.0 */
export const voidedNote = (departure: MemberLeft, successor: CandidateId, until: IsoDate): { rule: NormId; text: string } => ({
  rule: 'kwg34.6',
  text:
    `The departure of ${departure.member} on ${departure.date} opens no vacancy: the call of ${departure.member} was changed in review with effect from ${until}. ` +
    `${successor}, determined for it, held the seat until then; the resolutions of the body and the acts of ${successor} until then remain valid (§ 34 Abs. 6, § 33 Abs. 4 KWG).`,
})

/** The note on a determination changed in review: the earlier resolutions and acts remain valid (Abs. 6, § 33 Abs. 4). @category rules @since 0.1.0 */
export const changeNote = (departure: MemberLeft, date: IsoDate, from: Recorded | null): { rule: NormId; text: string } => ({
  rule: 'kwg34.6',
  text:
    `The determination for the vacancy of ${departure.member} was changed in review proceedings with effect from ${date}. ` +
    `The resolutions of the body and the acts${from?.successor == null ? '' : ` of ${from.successor}`} until then remain valid (§ 34 Abs. 6, § 33 Abs. 4 KWG).`,
})
