/**
 * An objection — `kwg34.4.s1`, `kwg25.1`, `kwg25.2`, with `kwg34.4.s2`,
 * `kwg34.4.s3` and `kwg26` for what follows.
 *
 * > § 34 Abs. 4 Satz 1 KWG: Gegen die Feststellung des Wahlleiters sind die
 * > Rechtsmittel nach §§ 25 bis 27 gegeben; Entsprechendes gilt, wenn der
 * > Wahlleiter keine Feststellung trifft, obwohl die Voraussetzungen des
 * > Abs. 1 vorliegen.
 *
 * > § 25 Abs. 1 KWG: Gegen die Gültigkeit der Wahl kann jeder Wahlberechtigte
 * > des Wahlkreises binnen einer Ausschlussfrist von zwei Wochen nach der
 * > öffentlichen Bekanntmachung des Wahlergebnisses Einspruch erheben. Der
 * > Einspruch eines Wahlberechtigten, der nicht die Verletzung eigener Rechte
 * > geltend macht, ist nur zulässig, wenn ihn eins vom Hundert der
 * > Wahlberechtigten, mindestens jedoch fünf Wahlberechtigte, unterstützen; …
 *
 * > § 25 Abs. 2 KWG: Der Einspruch ist schriftlich oder zur Niederschrift beim
 * > Wahlleiter einzureichen und innerhalb der Einspruchsfrist im Einzelnen zu
 * > begründen; nach Ablauf der Einspruchsfrist können weitere
 * > Einspruchsgründe nicht mehr geltend gemacht werden.
 *
 * > § 34 Abs. 4 Satz 3 KWG: Ist der Wahlleiter untätig geblieben, so trifft
 * > die Vertretungskörperschaft die entsprechende Feststellung.
 *
 * The objection lies against the returning officer's determination or his
 * inaction. A determination the body made itself (Satz 3 upon an objection
 * against inaction, or its decision on objections under Satz 2 made final)
 * is its decision in the review procedure: against it lies the action of
 * § 27 KWG, not a further objection (`objectionAgainstBody`, 2026-12-06).
 * A determination the court put in force (its modification made final) ends
 * the review procedure (§ 34 Abs. 5: „rechtskräftig entschieden"): no
 * objection lies against it either (`objectionAgainstJudgment`, 2026-12-06).
 * The two weeks run from the first announcement of the determination in
 * force; a second one does not open them again (`../announcement.ts`).
 *
 * The requirements in the order they are checked (spec/procedure.md,
 * "Objections"): against a determination, it is not the body's own nor the
 * court's, it was
 * announced and the period has not ended; against inaction, nothing is
 * determined; the form; the reasons within the period (against inaction: by
 * the objection's own date); the support quorum (`../quorum.ts`) unless own
 * rights are claimed.
 *
 * @example
 * import { admitObjection } from './objection.js'
 * admitObjection(docket, ledger, event) // Right(ledger with the objection) or Left(objectionLate | …)
 *
 * @since 0.1.0
 */
import { type Either, right } from 'fp-ts/lib/Either.js'
import type { IsoDate } from '../../domain/brand.js'
import type { PeriodEndReading } from '../../domain/case.js'
import type { RuleError } from '../../domain/error.js'
import type { Objection } from '../../domain/events.js'
import type { Recorded, VacancyLedger } from '../../domain/ledger.js'
import type { NormId } from '../../domain/norms.js'
import { objectionPeriodEnd, unchallengeableFrom } from '../periods.js'
import { type Quorum, quorumOf } from '../quorum.js'
import { type Docket, refuse } from './docket.js'
import { ownDeterminationFinalFrom } from './review.js'

/** What an objection is measured against: the period and the quorum. @category model @since 0.1.0 */
export interface ObjectionAssessment {
  /** the last day of the objection period of the determination in force, or null when it was not announced */
  readonly periodEnds: IsoDate | null
  /** the support needed, or null when the objector claims a violation of own rights */
  readonly quorum: Quorum | null
}

/**
 * Whether an objection lies against the determination in force: it is the returning officer's (§ 34 Abs. 4 Satz 1
 * KWG: „Gegen die Feststellung des Wahlleiters"). Not against the body's own (its decision in the review procedure,
 * against which lies the action of § 27 KWG) nor the court's (§ 34 Abs. 5: the review decided with finality).
 *
 * @category rules @since 0.3.0
 */
export const objectionLies = (inForce: Recorded | null): boolean => inForce?.by === 'returningOfficer'

/**
 * The last day of the objection period of the determination in force: two weeks after its first announcement (§ 25
 * Abs. 1 KWG); null when it was not announced, or when no objection lies against it (`objectionLies`).
 *
 * @category rules @since 0.3.0
 */
export const objectionPeriodOf = (v: VacancyLedger, reading: PeriodEndReading): IsoDate | null =>
  v.announced !== null && objectionLies(v.inForce) ? objectionPeriodEnd(v.announced, reading) : null

/** The period and the quorum an objection is measured against. @category rules @since 0.1.0 */
export const assessObjection = (docket: Docket, v: VacancyLedger, e: Objection): ObjectionAssessment => ({
  periodEnds: objectionPeriodOf(v, docket.periodEnd),
  quorum: e.ownRights ? null : quorumOf(docket.eligibleVoters),
})

/** The norms an admissible objection applies. @category rules @since 0.1.0 */
export const objectionNorms = (e: Objection): ReadonlyArray<NormId> =>
  e.against === 'inaction' ? ['kwg34.4.s1', 'kwg34.4.s3', 'kwg25.1', 'kwg25.2'] : ['kwg34.4.s1', 'kwg34.4.s2', 'kwg25.1', 'kwg25.2', 'kwg26']

/** The days within which the reasons must be given (§ 25 Abs. 2 KWG): the objection period; against inaction, by the objection's own date. */
interface ReasonsDue {
  readonly from: IsoDate | null
  readonly by: IsoDate
}

const timely = (v: VacancyLedger, e: Objection, a: ObjectionAssessment): Either<RuleError, ReasonsDue> => {
  if (e.against === 'inaction')
    return v.inForce === null
      ? right({ from: null, by: e.date })
      : refuse(e, 'objectionNoInaction', `the returning officer has determined (${v.inForce.date}): no objection against inaction`, 'kwg34.4.s1')
  if (v.inForce?.by === 'body')
    return refuse(
      e,
      'objectionAgainstBody',
      `the determination in force (${v.inForce.date}) is the body's own (§ 34 Abs. 4 Satz 3 KWG, or its decision on objections under Satz 2): against it lies the action of § 27 KWG, not an objection`,
      'kwg34.4.s1',
    )
  if (v.inForce?.by === 'court')
    return refuse(
      e,
      'objectionAgainstJudgment',
      `the determination in force (${v.inForce.date}) is the court's, decided with finality in the review procedure (§ 34 Abs. 5 KWG): no objection lies against it`,
      'kwg34.4.s1',
    )
  if (a.periodEnds === null)
    return refuse(e, 'objectionNotAnnounced', 'the objection period begins with the announcement of the determination; there is none', 'kwg25.1')
  if (e.date > a.periodEnds)
    return refuse(e, 'objectionLate', `the objection period ended on ${a.periodEnds} (two weeks after the announcement on ${v.announced})`, 'kwg25.1')
  return right({ from: v.announced, by: a.periodEnds })
}

/** Whether the reasons were given within the period (§ 25 Abs. 2 KWG: „innerhalb der Einspruchsfrist im Einzelnen zu begründen“). */
const reasonedInTime = (e: Objection, due: ReasonsDue): boolean => e.reasonedOn !== null && e.reasonedOn <= due.by && (due.from === null || e.reasonedOn >= due.from)

const supported = (e: Objection, quorum: Quorum | null): Either<RuleError, Objection> => {
  if (quorum === null) return right(e)
  if (quorum._tag === 'unknown')
    return refuse(e, 'objectionSupport', 'the support quorum cannot be computed: body.eligibleVoters is missing', 'kwg25.1', 'supporters')
  if (e.supporters < quorum.required)
    return refuse(e, 'objectionSupport', `${e.supporters} supporters; ${quorum.required} are needed (1 %, at least 5, or 100 above 10,000)`, 'kwg25.1', 'supporters')
  return right(e)
}

/** The ledger with the admissible objection, or why it is inadmissible. @category rules @since 0.1.0 */
export const admitObjection = (docket: Docket, v: VacancyLedger, e: Objection): Either<RuleError, VacancyLedger> => {
  const a = assessObjection(docket, v, e)
  const due = timely(v, e, a)
  if (due._tag === 'Left') return due
  if (e.form !== 'written' && e.form !== 'onRecord')
    return refuse(e, 'objectionForm', `an objection must be lodged in writing or on record, not ${e.form}`, 'kwg25.2', 'form')
  if (!reasonedInTime(e, due.right))
    return refuse(e, 'objectionUnreasoned', `the objection must be reasoned in detail ${due.right.from === null ? '' : `from ${due.right.from} `}by ${due.right.by}`, 'kwg25.2', 'reasonedOn')
  const support = supported(e, a.quorum)
  if (support._tag === 'Left') return support
  return right({
    ...v,
    objections: [...v.objections, { event: e.index, against: e.against }],
    pendingObjection: v.pendingObjection || e.against === 'determination',
    inactionObjection: v.inactionObjection || e.against === 'inaction',
  })
}

/**
 * Whether the determination in force can no longer be challenged on `asOf`.
 * The returning officer's: it was announced, the objection period has ended,
 * and no admissible objection or review is open (§ 25 Abs. 1 KWG: an
 * Ausschlussfrist). The body's own (§ 34 Abs. 4 Satz 3 KWG): the month of
 * § 27 KWG has passed without an action, or the court's confirmation on an
 * action is final (§ 34 Abs. 5). One a final review put in force (the body's
 * modification or the court's): from that day, announced or not — no
 * objection lies against it (`objectionLies`).
 *
 * @category rules @since 0.1.0
 */
export const beyondObjection = (v: VacancyLedger, asOf: IsoDate, reading: PeriodEndReading): boolean => {
  const unsued = ownDeterminationFinalFrom(v)
  if (unsued !== null) return unsued <= asOf
  if (v.review?.against === 'inaction' && v.review.effect.decision === 'confirm') return v.review.final !== null
  if (v.inForce !== null && !objectionLies(v.inForce))
    return (
      // Stryker disable next-line ConditionalExpression: only narrows — a determination of the body in force with no review is its own determination, answered above (`ownDeterminationFinalFrom`)
      v.review !== null &&
      v.review.final !== null
    )
  return v.inForce !== null && v.announced !== null && !v.pendingObjection && (v.review === null || v.review.final !== null) && unchallengeableFrom(v.announced, reading) <= asOf
}
