/**
 * The dated facts of a case, as a tagged union on `_tag`.
 *
 * Every event keeps `index`, its position in the input `events` array, so that
 * an error or a disregarded fact can point back to it (`events[3]`).
 *
 * @example
 * import { candidateDied, isCandidateEvent } from './events.js'
 * const e = candidateDied(0, '2023-05-01' as IsoDate, 'SPD-7' as CandidateId)
 * isCandidateEvent(e) // true
 *
 * @since 0.1.0
 */
import type { CandidateId, IsoDate } from './brand.js'

/** § 33 Abs. 1 and § 34 Abs. 1 Satz 1 KWG. @category model @since 0.1.0 */
export type DepartureCause =
  | 'death'
  | 'statusNotAcquired'
  | 'seatWaiver'
  | 'eligibilityLost'
  | 'officeCapacityLost'
  | 'incompatibility'
  | 'reviewDecision'
  | 'merger'

/** Every departure cause, in the order of the statute. @category model @since 0.1.0 */
export const DEPARTURE_CAUSES: ReadonlyArray<DepartureCause> = [
  'death',
  'statusNotAcquired',
  'seatWaiver',
  'eligibilityLost',
  'officeCapacityLost',
  'incompatibility',
  'reviewDecision',
  'merger',
]

/** To whom a waiver was addressed. @category model @since 0.1.0 */
export type Addressee = 'returningOfficer' | 'party' | 'body' | 'other'

/** A ground under § 33 Abs. 1 Nr. 2 KWG. @category model @since 0.1.0 */
export type Ground = 'eligibility' | 'officeCapacity' | 'incompatibility'

interface Dated {
  readonly index: number
  readonly date: IsoDate
}

/** The form of a declared waiver (§ 33 Abs. 2, § 34 Abs. 2 Nr. 2 KWG). @category model @since 0.1.0 */
export interface WaiverForm {
  readonly written: boolean
  readonly to: Addressee
}

/** @category model @since 0.1.0 */
export interface MemberLeft extends Dated {
  readonly _tag: 'memberLeft'
  readonly member: CandidateId
  readonly cause: DepartureCause
  /** present exactly for cause `seatWaiver` */
  readonly waiver: WaiverForm | null
  /** a later date the member names for a seat waiver: practice, not § 33 Abs. 3 Nr. 1 KWG (which says: with the returning officer's determination) */
  readonly effective: IsoDate | null
  /** a final judgment establishes the ground (§ 33 Abs. 3 Nr. 2) */
  readonly finalJudgment: boolean
  /** made by the engine: an elected member's incompatibility proof expired (§ 23 Abs. 2 Satz 3) */
  readonly synthetic: boolean
}
/** @category model @since 0.1.0 */
export interface CandidateLeftGroup extends Dated {
  readonly _tag: 'candidateLeftGroup'
  readonly candidate: CandidateId
}
/** A candidate not a member of the party or voter group joins it after the set-up (R2). @category model @since 0.2.0 */
export interface CandidateJoinedGroup extends Dated {
  readonly _tag: 'candidateJoinedGroup'
  readonly candidate: CandidateId
}
/** @category model @since 0.1.0 */
export interface CandidateWaived extends Dated, WaiverForm {
  readonly _tag: 'candidateWaived'
  readonly candidate: CandidateId
}
/** @category model @since 0.1.0 */
export interface CandidateWaiverRevoked extends Dated {
  readonly _tag: 'candidateWaiverRevoked'
  readonly candidate: CandidateId
}
/** @category model @since 0.1.0 */
export interface CandidateDied extends Dated {
  readonly _tag: 'candidateDied'
  readonly candidate: CandidateId
}
/** @category model @since 0.1.0 */
export interface CandidateGroundArose extends Dated {
  readonly _tag: 'candidateGroundArose'
  readonly candidate: CandidateId
  readonly ground: Ground
}
/** @category model @since 0.1.0 */
export interface CandidateGroundEnded extends Dated {
  readonly _tag: 'candidateGroundEnded'
  readonly candidate: CandidateId
  readonly ground: Ground
}
/** @category model @since 0.1.0 */
export interface IncompatibilityNotified extends Dated {
  readonly _tag: 'incompatibilityNotified'
  readonly candidate: CandidateId
}
/** @category model @since 0.1.0 */
export interface IncompatibilityProven extends Dated {
  readonly _tag: 'incompatibilityProven'
  readonly candidate: CandidateId
}
/** @category model @since 0.1.0 */
export interface LotDrawn extends Dated {
  readonly _tag: 'lotDrawn'
  readonly vacancy: CandidateId
  readonly among: ReadonlyArray<CandidateId>
  readonly winner: CandidateId
}

/** Who records a determination: the returning officer, or the body when he stayed inactive (§ 34 Abs. 4 Satz 3). @category model @since 0.1.0 */
export type Determiner = 'returningOfficer' | 'body'

/** A recorded outcome. @category model @since 0.1.0 */
export type RecordedOutcome = 'successor' | 'vacant' | 'noSuccession'

/** @category model @since 0.1.0 */
export interface DeterminationRecorded extends Dated {
  readonly _tag: 'determination'
  readonly vacancy: CandidateId
  readonly by: Determiner
  readonly outcome: RecordedOutcome
  readonly successor: CandidateId | null
}
/** @category model @since 0.1.0 */
export interface Announcement extends Dated {
  readonly _tag: 'announcement'
  readonly vacancy: CandidateId
}
/** Form of an objection (§ 25 Abs. 2 KWG: in writing or on record). @category model @since 0.1.0 */
export type ObjectionForm = 'written' | 'onRecord' | 'oral' | 'email'
/** @category model @since 0.1.0 */
export interface Objection extends Dated {
  readonly _tag: 'objection'
  readonly vacancy: CandidateId
  readonly against: 'determination' | 'inaction'
  readonly form: ObjectionForm
  readonly reasonedOn: IsoDate | null
  readonly ownRights: boolean
  readonly supporters: number
}
/** @category model @since 0.1.0 */
export type ReviewDecision = 'confirm' | 'annul' | 'modify'
/** The body's (§ 26) or the court's (§ 27) decision. @category model @since 0.1.0 */
export interface Decision extends Dated {
  readonly _tag: 'bodyDecision' | 'courtDecision'
  readonly vacancy: CandidateId
  readonly decision: ReviewDecision
  /** for `modify`: the new outcome */
  readonly outcome: 'successor' | 'vacant' | null
  readonly successor: CandidateId | null
  /** the day the body's decision was served (Zustellung, § 27 KWG); null: the month runs from its date (Verkündung, R10); always null for a court */
  readonly servedOn: IsoDate | null
}
/** An action before the administrative court against the body's decision was brought (§ 27 KWG). @category model @since 0.3.0 */
export interface Action extends Dated {
  readonly _tag: 'action'
  readonly vacancy: CandidateId
}
/** @category model @since 0.1.0 */
export interface Final extends Dated {
  readonly _tag: 'final'
  readonly vacancy: CandidateId
  /** made by the record: the body's decision became final when the month of § 27 KWG passed without an action (R10); `index` is the decision's */
  readonly synthetic: boolean
}

/** An event of the procedure (§ 34 Abs. 3–6 KWG). @category model @since 0.1.0 */
export type ProcedureEvent = DeterminationRecorded | Announcement | Objection | Decision | Action | Final

/** An event about a candidate who is not (yet) a member. @category model @since 0.1.0 */
export type CandidateEvent =
  | CandidateLeftGroup
  | CandidateJoinedGroup
  | CandidateWaived
  | CandidateWaiverRevoked
  | CandidateDied
  | CandidateGroundArose
  | CandidateGroundEnded
  | IncompatibilityNotified
  | IncompatibilityProven

/** @category model @since 0.1.0 */
export type CaseEvent = MemberLeft | CandidateEvent | LotDrawn | ProcedureEvent

/** @category model @since 0.1.0 */
export type EventTag = CaseEvent['_tag']

/** @category model @since 0.1.0 */
export const EVENT_TAGS: ReadonlyArray<EventTag> = [
  'memberLeft',
  'candidateLeftGroup',
  'candidateJoinedGroup',
  'candidateWaived',
  'candidateWaiverRevoked',
  'candidateDied',
  'candidateGroundArose',
  'candidateGroundEnded',
  'incompatibilityNotified',
  'incompatibilityProven',
  'lotDrawn',
  'determination',
  'announcement',
  'objection',
  'bodyDecision',
  'courtDecision',
  'action',
  'final',
]

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/** @category constructors @since 0.1.0 */
export const memberLeft = (
  index: number,
  date: IsoDate,
  member: CandidateId,
  cause: DepartureCause,
  waiver: WaiverForm | null = null,
  effective: IsoDate | null = null,
  finalJudgment = false,
): MemberLeft => ({ _tag: 'memberLeft', index, date, member, cause, waiver, effective, finalJudgment, synthetic: false })

/** @category constructors @since 0.1.0 */
export const candidateLeftGroup = (index: number, date: IsoDate, candidate: CandidateId): CandidateLeftGroup => ({
  _tag: 'candidateLeftGroup',
  index,
  date,
  candidate,
})

/** @category constructors @since 0.2.0 */
export const candidateJoinedGroup = (index: number, date: IsoDate, candidate: CandidateId): CandidateJoinedGroup => ({
  _tag: 'candidateJoinedGroup',
  index,
  date,
  candidate,
})

/** @category constructors @since 0.1.0 */
export const candidateWaived = (
  index: number,
  date: IsoDate,
  candidate: CandidateId,
  written: boolean,
  to: Addressee,
): CandidateWaived => ({ _tag: 'candidateWaived', index, date, candidate, written, to })

/** @category constructors @since 0.1.0 */
export const candidateWaiverRevoked = (index: number, date: IsoDate, candidate: CandidateId): CandidateWaiverRevoked => ({
  _tag: 'candidateWaiverRevoked',
  index,
  date,
  candidate,
})

/** @category constructors @since 0.1.0 */
export const candidateDied = (index: number, date: IsoDate, candidate: CandidateId): CandidateDied => ({
  _tag: 'candidateDied',
  index,
  date,
  candidate,
})

/** @category constructors @since 0.1.0 */
export const candidateGroundArose = (
  index: number,
  date: IsoDate,
  candidate: CandidateId,
  ground: Ground,
): CandidateGroundArose => ({ _tag: 'candidateGroundArose', index, date, candidate, ground })

/** @category constructors @since 0.1.0 */
export const candidateGroundEnded = (
  index: number,
  date: IsoDate,
  candidate: CandidateId,
  ground: Ground,
): CandidateGroundEnded => ({ _tag: 'candidateGroundEnded', index, date, candidate, ground })

/** @category constructors @since 0.1.0 */
export const incompatibilityNotified = (index: number, date: IsoDate, candidate: CandidateId): IncompatibilityNotified => ({
  _tag: 'incompatibilityNotified',
  index,
  date,
  candidate,
})

/** @category constructors @since 0.1.0 */
export const incompatibilityProven = (index: number, date: IsoDate, candidate: CandidateId): IncompatibilityProven => ({
  _tag: 'incompatibilityProven',
  index,
  date,
  candidate,
})

/** @category constructors @since 0.1.0 */
export const lotDrawn = (
  index: number,
  date: IsoDate,
  vacancy: CandidateId,
  among: ReadonlyArray<CandidateId>,
  winner: CandidateId,
): LotDrawn => ({ _tag: 'lotDrawn', index, date, vacancy, among, winner })

// -------------------------------------------------------------------------------------
// refinements
// -------------------------------------------------------------------------------------

/** @category refinements @since 0.1.0 */
export const isMemberLeft = (e: CaseEvent): e is MemberLeft => e._tag === 'memberLeft'

/** @category refinements @since 0.1.0 */
export const isLotDrawn = (e: CaseEvent): e is LotDrawn => e._tag === 'lotDrawn'

const CANDIDATE_TAGS: ReadonlySet<EventTag> = new Set(
  EVENT_TAGS.filter((t) => t.startsWith('candidate') || t.startsWith('incompatibility')),
)

/** @category refinements @since 0.1.0 */
export const isCandidateEvent = (e: CaseEvent): e is CandidateEvent => CANDIDATE_TAGS.has(e._tag)

/** @category refinements @since 0.1.0 */
export const isProcedureEvent = (e: CaseEvent): e is ProcedureEvent => !isCandidateEvent(e) && !isMemberLeft(e) && !isLotDrawn(e)

/** The incompatibility facts of § 23 Abs. 2, which may also name a member. @category refinements @since 0.1.0 */
export const isIncompatibilityFact = (e: CaseEvent): boolean =>
  e._tag === 'incompatibilityNotified' ||
  e._tag === 'incompatibilityProven' ||
  ((e._tag === 'candidateGroundArose' || e._tag === 'candidateGroundEnded') && e.ground === 'incompatibility')
