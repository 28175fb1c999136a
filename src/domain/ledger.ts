/**
 * The ledger of one vacancy: what the procedure of § 34 Abs. 3–6 KWG has
 * recorded for it — the determination in force, its announcement, the
 * admissible objections, the review decision and its finality, the final
 * changes. Values only: the rules in `src/rules/procedure/` make a new
 * ledger from an old one and an event.
 *
 * @example
 * import { openLedger } from './ledger.js'
 * openLedger(departure).inForce // null: nothing is determined yet
 *
 * @since 0.1.0
 */
import type { CandidateId, IsoDate } from './brand.js'
import type { Determiner, MemberLeft, Objection, RecordedOutcome, ReviewDecision } from './events.js'

/** A recorded determination as it stands (by the court: a court's change made final). @category model @since 0.1.0 */
export interface Recorded {
  readonly date: IsoDate
  readonly by: Determiner | 'court'
  readonly outcome: RecordedOutcome
  readonly successor: CandidateId | null
  /** the index of the event that made it (a determination, or the `final` of a change) */
  readonly event: number
}

/** What a review does to the returning officer's determination once it is final (spec/procedure.md, "What the court decides"). @category model @since 0.3.0 */
export interface ReviewEffect {
  /** `confirm`: the determination stands; `annul`: it is removed; `modify`: `outcome`/`successor` take its place */
  readonly decision: ReviewDecision
  /** whose decision it is: the body's, or the court's own modification */
  readonly by: 'body' | 'court'
  readonly outcome: 'successor' | 'vacant' | null
  readonly successor: CandidateId | null
}

/** A review decision (§ 26, § 27 KWG) and its finality. @category model @since 0.1.0 */
export interface Review {
  /** the latest decision: the body's on the determination, or the court's on the body's decision (P7) */
  readonly decision: ReviewDecision
  readonly by: 'body' | 'court'
  readonly outcome: 'successor' | 'vacant' | null
  readonly successor: CandidateId | null
  readonly date: IsoDate
  readonly final: IsoDate | null
  /** the body's decision: the day it was served (§ 27 KWG), or null (the month runs from its date) */
  readonly servedOn: IsoDate | null
  /** the day the first action against the body's decision was brought (§ 27 KWG), or null */
  readonly action: IsoDate | null
  /** the index of the event of the latest decision */
  readonly event: number
  /** the body's decision as it bears on the determination */
  readonly bodyDecision: ReviewEffect
  /** what the review does to the determination when it becomes final (the body's, or the court's on it) */
  readonly effect: ReviewEffect
  /**
   * what the body decided: objections against the returning officer's determination (§ 34 Abs. 4 Satz 2 KWG), or an
   * objection against his inaction, which it decided by determining itself (Satz 3) — the review then begins with the
   * action of § 27 KWG against that determination, and `bodyDecision` is `confirm` (the determination stands)
   * @since 0.3.0
   */
  readonly against: 'determination' | 'inaction'
}

/** A final change of a determination (§ 34 Abs. 5 and 6 KWG): from the one in force to the new one (null: annulled). @category model @since 0.1.0 */
export interface Change {
  readonly date: IsoDate
  readonly from: Recorded | null
  readonly to: Recorded | null
}

/** An admissible objection. @category model @since 0.1.0 */
export interface AdmittedObjection {
  readonly event: number
  readonly against: Objection['against']
}

/** The procedure of one vacancy. @category model @since 0.1.0 */
export interface VacancyLedger {
  /** the departure that opened the vacancy */
  readonly departure: MemberLeft
  /** the determination in force (§ 34 Abs. 5 KWG), or null */
  readonly inForce: Recorded | null
  /** the date of the first determination recorded (the time of leaving, § 33 Abs. 3 KWG, counts from it) */
  readonly firstDetermined: IsoDate | null
  /** the announcement of the determination in force, or null */
  readonly announced: IsoDate | null
  readonly objections: ReadonlyArray<AdmittedObjection>
  /** an admissible objection against the determination awaits the body's decision */
  readonly pendingObjection: boolean
  /** an admissible objection against the returning officer's inaction was lodged */
  readonly inactionObjection: boolean
  readonly review: Review | null
  readonly changes: ReadonlyArray<Change>
}

/** The ledger of a vacancy just opened. @category constructors @since 0.1.0 */
export const openLedger = (departure: MemberLeft): VacancyLedger => ({
  departure,
  inForce: null,
  firstDetermined: null,
  announced: null,
  objections: [],
  pendingObjection: false,
  inactionObjection: false,
  review: null,
  changes: [],
})

/** A call as successor changed in review with final effect: from its determination to the day the change took effect. @category model @since 0.1.0 */
export interface AnnulledCall {
  readonly called: IsoDate
  /** the index of the event that made the call (a determination, or the `final` of a change), for the order on its day @since 0.3.0 */
  readonly event: number
  readonly until: IsoDate
}

/**
 * The calls of one member changed in review with final effect after the
 * member had left, in the order they became final. Mostly one; a second only
 * if the member, whose departure under the first was void, was called again,
 * left again and that call was changed too (spec/procedure.md, open
 * question 8).
 *
 * @category model @since 0.3.0
 */
export type AnnulledCalls = ReadonlyArray<AnnulledCall>

/** An elected member's proof that an incompatibility ended (§ 23 Abs. 2 KWG). @category model @since 0.1.0 */
export interface MemberProof {
  readonly member: CandidateId
  readonly notified: IsoDate
  readonly due: IsoDate
  readonly status: 'running' | 'proven' | 'expired'
}
