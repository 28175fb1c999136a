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
 * > § 27 KWG: ¹Gegen den Beschluss der Vertretungskörperschaft nach § 26
 * > steht den Beteiligten und der Aufsichtsbehörde innerhalb eines Monats
 * > nach Zustellung oder Verkündung der Entscheidung die Klage im
 * > Verwaltungsstreitverfahren zu. ²Die allgemeinen Vorschriften über das
 * > verwaltungsgerichtliche Verfahren finden mit der Maßgabe Anwendung, dass
 * > die Klage gegen die Vertretungskörperschaft zu richten ist und ein
 * > Widerspruch gegen den Beschluss der Vertretungskörperschaft nicht
 * > stattfindet; … (wording at anwalt24.de, spec/law/related-de.md)
 *
 * The body decides on an admissible objection not yet decided. Its decision
 * becomes final by itself the day after the month of § 27 (from `servedOn`,
 * else from its date; R10) unless an action was brought by then (`action`);
 * a `final` recorded for it without an action is refused (`periodRunning`
 * while the month runs). The court decides on an action brought in time, and
 * its decision is about the body's decision (P7): `confirm` — the body's
 * decision stands; `annul` — the returning officer's determination stands as
 * it was before the body decided; `modify` — the court's own outcome. A
 * `modify` may name the successor in office for this vacancy, no one else
 * who is called. When the decision becomes final, what it does to the
 * determination (`effect`) takes effect: a confirmation leaves it as it is;
 * an annulment removes it (the vacancy is to be determined anew, R4); a
 * change puts the new outcome in force from that day. A successor whose call
 * is changed counts as never called: a departure of theirs made while the
 * call stood is void (spec/procedure.md, open question 1).
 *
 * The body's own determination (§ 34 Abs. 4 Satz 3 KWG, upon an objection
 * against inaction) is its decision in the review procedure
 * (`ownDetermination`): the action lies against it within the month of § 27
 * from its date; without one it becomes unchallengeable the day after the
 * month (`ownDeterminationFinalFrom`); the court's annulment of it leaves no
 * determination in force (spec/procedure.md, "The body's own determination").
 *
 * @example
 * import { becomeFinal } from './review.js'
 * becomeFinal(docket, ledger, event) // Right({ ledger, change, voids }) or Left(noReview | alreadyFinal)
 *
 * @since 0.1.0
 */
import { type Either, right } from 'fp-ts/lib/Either.js'
import type { CandidateId, IsoDate } from '../../domain/brand.js'
import { dayBefore } from '../../domain/date.js'
import type { RuleError } from '../../domain/error.js'
import type { Action, Decision, Final, MemberLeft } from '../../domain/events.js'
import type { AnnulledCall, Change, Recorded, Review, ReviewEffect, VacancyLedger } from '../../domain/ledger.js'
import type { NormId } from '../../domain/norms.js'
import { type ActionPeriod, actionPeriod, actionPeriodEnd, bodyDecisionFinalFrom, ownDeterminationActionEnd } from '../periods.js'
import { cannotSucceed, type Docket, refuse } from './docket.js'

/** The norms a decision in review applies. @category rules @since 0.1.0 */
export const decisionNorms = (e: Decision): ReadonlyArray<NormId> => (e._tag === 'courtDecision' ? ['kwg27'] : ['kwg34.4.s2', 'kwg26', 'kwg27'])

/** The norms an action applies. @category rules @since 0.3.0 */
export const ACTION_NORMS: ReadonlyArray<NormId> = ['kwg27']

/**
 * The body's own determination under § 34 Abs. 4 Satz 3 KWG in force with no action brought against it, or null.
 * It is the body's decision on the objection against inaction, so in the review procedure (spec/procedure.md,
 * "The body's own determination"): no objection lies against it, the action of § 27 KWG does. A determination by the
 * body in force is its own Satz-3 determination unless a review put it in force: a final modification does, and
 * only a final annulment leaves room for a new determination.
 *
 * @category rules @since 0.3.0
 */
export const ownDetermination = (v: VacancyLedger): Recorded | null =>
  v.inForce?.by === 'body' && (v.review === null || (v.review.final !== null && v.review.effect.decision === 'annul')) ? v.inForce : null

/**
 * What an action, the court or a final on this vacancy contests (the reading each refusal below takes): the body's own
 * determination on the objection against inaction (§ 34 Abs. 4 Satz 3 KWG) while it is the determination in force and
 * unreviewed, else the body's resolution on objections against the returning officer's determination.
 *
 * @category rules @since 0.3.0
 */
export const contestedOf = (v: VacancyLedger): Review['against'] => (ownDetermination(v) === null ? 'determination' : 'inaction')

/** The body's decision on an objection against inaction, as the review of it sees it: its determination stands. */
const DETERMINED_BY_BODY: ReviewEffect = { decision: 'confirm', by: 'body', outcome: null, successor: null }

/** What the court's decision on the body's decision does to the determination (P7). */
const courtEffect = (prior: Review, e: Decision): ReviewEffect => {
  if (e.decision === 'confirm') return prior.bodyDecision
  // the annulment of the body's own determination (Satz 3): none is in force, the seat is to be determined (§ 34 Abs. 3 Satz 1)
  if (e.decision === 'annul' && prior.against === 'inaction') return { decision: 'annul', by: 'court', outcome: null, successor: null }
  // the annulment of the body's decision on objections: the returning officer's determination stands as before
  if (e.decision === 'annul') return { decision: 'confirm', by: 'court', outcome: null, successor: null }
  return { decision: 'modify', by: 'court', outcome: e.outcome, successor: e.successor }
}

/** Why the court cannot decide: no body's decision, or no action against it in time (§ 27 KWG). */
const courtRefusal = (v: VacancyLedger, e: Decision): Either<RuleError, never> | null => {
  if (contestedOf(v) === 'inaction')
    return refuse(e, 'noAction', 'the court decides on an action against the body\'s own determination (§ 34 Abs. 4 Satz 3 KWG) brought within the month of § 27 KWG; none was recorded', 'kwg27')
  if (v.review === null) return refuse(e, 'noBodyDecision', 'the court reviews a decision of the body (§ 27 KWG); there is none', 'kwg27')
  if (v.review.action === null)
    return refuse(e, 'noAction', 'the court decides on an action against the body\'s decision brought within the month of § 27 KWG; none was recorded', 'kwg27')
  if (v.review.final !== null) return refuse(e, 'noBodyDecision', `the decision under review became final on ${v.review.final}: there is none open`, 'kwg27')
  return null
}

/** The ledger with the body's or the court's decision, and that decision, or why it is refused. @category rules @since 0.1.0 */
export const reviewDecision = (docket: Docket, v: VacancyLedger, e: Decision): Either<RuleError, { readonly ledger: VacancyLedger; readonly review: Review }> => {
  const court = e._tag === 'courtDecision'
  const refusal = court ? courtRefusal(v, e) : null
  if (refusal !== null) return refusal
  if (!court && !v.pendingObjection) return refuse(e, 'noObjection', 'the body decides on an admissible objection; there is none pending', 'kwg26')
  if (e.servedOn !== null && e.servedOn < e.date)
    return refuse(e, 'servedBeforeDecision', `the decision of ${e.date} cannot have been served on ${e.servedOn}, before it was made (§ 27 KWG)`, 'kwg27', 'servedOn')
  // a modification may name the successor in office for this very vacancy (P7); no one else who is called
  if (e.successor !== v.inForce?.successor && cannotSucceed(docket, e.successor, e.vacancy))
    return refuse(e, 'alreadyCalled', `${e.successor} is already a member or called`, 'kwg34.4.s2', 'successor')
  const own: ReviewEffect = { decision: e.decision, by: court ? 'court' : 'body', outcome: e.outcome, successor: e.successor }
  const prior = v.review
  const review: Review =
    court && prior !== null
      ? { ...own, date: e.date, final: null, event: e.index, servedOn: prior.servedOn, action: prior.action, bodyDecision: prior.bodyDecision, effect: courtEffect(prior, e), against: prior.against }
      : { ...own, date: e.date, final: null, event: e.index, servedOn: e.servedOn, action: null, bodyDecision: own, effect: own, against: 'determination' }
  return right({ ledger: { ...v, pendingObjection: court ? v.pendingObjection : false, review }, review })
}

/** The ledger with an action against the body's decision (§ 27 KWG), or why it is refused. @category rules @since 0.3.0 */
export const bringAction = (v: VacancyLedger, e: Action): Either<RuleError, VacancyLedger> => {
  const determined = ownDetermination(v)
  if (determined !== null) return actionAgainstOwn(v, determined, e)
  const review = v.review
  if (review === null) return refuse(e, 'noBodyDecision', 'an action under § 27 KWG lies against a decision of the body; there is none', 'kwg27')
  const ends = actionPeriodEnd(review.date, review.servedOn)
  if (review.action === null && e.date > ends)
    return refuse(e, 'actionOutOfTime', `the month of § 27 KWG for an action against the body's decision ended with ${ends}`, 'kwg27')
  if (review.final !== null) return refuse(e, 'alreadyFinal', `the decision in review became final on ${review.final}`, 'kwg34.5')
  // a further action (another party concerned) keeps the first one's date
  return right({ ...v, review: { ...review, action: review.action ?? e.date } })
}

/**
 * The action against the body's own determination (§ 34 Abs. 4 Satz 3 KWG): within the month of § 27 KWG from its
 * date (Verkündung, R10: a determination carries no `servedOn`), which begins its review; the body's decision in it
 * is the determination, which stands (`confirm`) until the court decides.
 */
const actionAgainstOwn = (v: VacancyLedger, determined: Recorded, e: Action): Either<RuleError, VacancyLedger> => {
  const ends = ownDeterminationActionEnd(determined.date)
  if (e.date > ends)
    return refuse(e, 'actionOutOfTime', `the month of § 27 KWG for an action against the body's own determination of ${determined.date} ended with ${ends}`, 'kwg27')
  const review: Review = { ...DETERMINED_BY_BODY, date: determined.date, final: null, event: determined.event, servedOn: null, action: e.date, bodyDecision: DETERMINED_BY_BODY, effect: DETERMINED_BY_BODY, against: 'inaction' }
  return right({ ...v, review })
}

/**
 * The first day on which the body's own determination (Satz 3) can no longer be challenged when no action was
 * brought against it: the day after the month of § 27 KWG from its date (R10). Null when no such determination
 * without an action is in force.
 *
 * @category rules @since 0.3.0
 */
export const ownDeterminationFinalFrom = (v: VacancyLedger): IsoDate | null => {
  const determined = ownDetermination(v)
  return determined === null ? null : bodyDecisionFinalFrom(determined.date, null)
}

/**
 * The month of § 27 KWG for the vacancy's decision of the body that is not final on `asOf`: its own determination
 * (§ 34 Abs. 4 Satz 3 KWG) or its decision on objections, until the court decides or the decision becomes final (an
 * action brought keeps it shown, as an objection keeps the objection period). Null when there is none.
 *
 * @category rules @since 0.3.0
 */
export const actionPeriodOf = (v: VacancyLedger, asOf: IsoDate): ActionPeriod | null => {
  const own = ownDetermination(v)
  if (own !== null) return bodyDecisionFinalFrom(own.date, null) <= asOf ? null : actionPeriod(own.date, null)
  const r = v.review
  return r === null || r.by !== 'body' || r.final !== null ? null : actionPeriod(r.date, r.servedOn)
}

/**
 * The body's decision that became final by itself on or before `day`: the
 * month of § 27 KWG passed without an action (R10). A `final` event made by
 * the record, dated the day it became final, or null.
 *
 * @category rules @since 0.3.0
 */
export const lapsedDecision = (v: VacancyLedger, day: IsoDate): Final | null => {
  const review = v.review
  if (review === null || review.by !== 'body' || review.final !== null || review.action !== null) return null
  const from = bodyDecisionFinalFrom(review.date, review.servedOn)
  return from <= day ? { _tag: 'final', index: review.event, date: from, vacancy: v.departure.member, synthetic: true } : null
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

/** The norms a final decision applies: Abs. 5, and Abs. 6 with § 33 Abs. 4 when it changes the determination; § 27 when it became final by itself. @category rules @since 0.1.0 */
export const finalityNorms = (f: Finality, e: Final): ReadonlyArray<NormId> => [
  ...(e.synthetic ? (['kwg27'] as const) : []),
  ...(f.change === null ? (['kwg34.5'] as const) : (['kwg34.5', 'kwg34.6', 'kwg33.4'] as const)),
]

const changedTo = (effect: ReviewEffect, e: Final): Recorded | null =>
  effect.decision === 'annul'
    ? null
    : // the codec requires an outcome on every `modify` decision
      { date: e.date, by: effect.by, outcome: effect.outcome === 'successor' ? 'successor' : 'vacant', successor: effect.successor, event: e.index }

/** The successor whose call the change voids: they left while it stood (open question 1). */
const voidedCall = (docket: Docket, from: Recorded | null, until: Final['date']): Finality['voids'] =>
  from?.successor != null && docket.hasVacancy(from.successor) ? { member: from.successor, call: { called: from.date, event: from.event, until } } : null

/** The review made final, or why there is none to make final. @category rules @since 0.1.0 */
export const becomeFinal = (docket: Docket, v: VacancyLedger, e: Final): Either<RuleError, Finality> => {
  const unsued = ownDeterminationFinalFrom(v)
  // the body's own determination without an action becomes unchallengeable by itself, as its decision on objections does (R10)
  if (unsued !== null)
    return e.date < unsued
      ? refuse(e, 'periodRunning', `the month of § 27 KWG for an action against the body's own determination runs until ${dayBefore(unsued)}; without an action it becomes final by itself on ${unsued}`, 'kwg27')
      : refuse(e, 'alreadyFinal', `without an action the body's own determination became final on ${unsued}`, 'kwg34.5')
  const review = v.review
  if (review === null) return refuse(e, 'noReview', 'there are no review proceedings to become final', 'kwg34.5')
  if (review.final !== null) return refuse(e, 'alreadyFinal', `the review became final on ${review.final}`, 'kwg34.5')
  // without an action the body's decision becomes final by itself (R10): a final typed in contradicts the month still running
  // (a review without an action is the body's: the court decides only on an action, courtRefusal)
  if (review.action === null && !e.synthetic)
    return refuse(
      e,
      'periodRunning',
      `the month of § 27 KWG for an action runs until ${actionPeriodEnd(review.date, review.servedOn)}; without an action the decision becomes final by itself on ${bodyDecisionFinalFrom(review.date, review.servedOn)}`,
      'kwg27',
    )
  const finalReview = { ...review, final: e.date }
  if (review.effect.decision === 'confirm') return right({ ledger: { ...v, review: finalReview }, review: finalReview, change: null, voids: null })
  const to = changedTo(review.effect, e)
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
