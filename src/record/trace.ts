/**
 * The trace of a case: one step per event, in the order the events apply —
 * accepted, with the norms applied and what changed, or rejected, with the
 * error. The texts tell the procedure from the trace; they recompute
 * nothing.
 *
 * An accepted step names the kind of its event (`kind`, the event's `_tag`),
 * so that a reader that switches on the kind also knows the effect's shape.
 *
 * @example
 * import { stepsOf } from './trace.js'
 * stepsOf(record.trace, 'SPD-1') // the steps of the procedure events of SPD-1's vacancy
 *
 * @since 0.1.0
 */
import type { Ceased } from '../domain/determination.js'
import { eventIndexOf, type RuleError } from '../domain/error.js'
import type { CaseEvent, EventTag } from '../domain/events.js'
import type { Change, Recorded, Review } from '../domain/ledger.js'
import type { NormId } from '../domain/norms.js'
import type { AnnouncedPeriod } from '../rules/procedure/announcement.js'
import type { ObjectionAssessment } from '../rules/procedure/objection.js'

/** A departure that ended the membership: the vacancy is open. @category model @since 0.1.0 */
export interface VacancyOpened {
  readonly _tag: 'vacancyOpened'
}
/** A seat waiver without the form of § 33 Abs. 2 KWG: the member keeps the seat. @category model @since 0.1.0 */
export interface MembershipKept {
  readonly _tag: 'membershipKept'
}
/** A departure found to be no member's (spec/procedure.md, open question 5): it opens nothing. @category model @since 0.1.0 */
export interface LeftOut {
  readonly _tag: 'leftOut'
}
/** A departure after the body ceased below three members (R8): it opens no vacancy to proceed on. @category model @since 0.2.0 */
export interface AfterCeasing {
  readonly _tag: 'afterCeasing'
  readonly ceased: Ceased
}
/** A fact about a candidate, or a drawing of the lot, taken on record. @category model @since 0.1.0 */
export interface Fact {
  readonly _tag: 'fact'
}
/** @category model @since 0.1.0 */
export interface Determined {
  readonly _tag: 'determined'
  readonly recorded: Recorded
}
/** @category model @since 0.1.0 */
export interface Announced {
  readonly _tag: 'announced'
  /** the objection period it started, or the period that runs instead (the month of § 27 KWG for the body's own determination) @since 0.3.0 */
  readonly period: AnnouncedPeriod
}
/** @category model @since 0.1.0 */
export interface Objected {
  readonly _tag: 'objected'
  readonly assessment: ObjectionAssessment
}
/** @category model @since 0.1.0 */
export interface Reviewed {
  readonly _tag: 'reviewed'
  readonly review: Review
}
/** An action against the body's decision brought within the month of § 27 KWG: the decision does not become final by itself. @category model @since 0.3.0 */
export interface ActionBrought {
  readonly _tag: 'actionBrought'
  /** what the body decided that the action contests: objections against the determination (its resolution), or the objection against inaction (its own determination, § 34 Abs. 4 Satz 3 KWG) @since 0.3.0 */
  readonly against: Review['against']
}
/** The review became final: a confirmation (`change` null), or the change of the determination in force. @category model @since 0.1.0 */
export interface Finalised {
  readonly _tag: 'finalised'
  readonly review: Review
  readonly change: Change | null
}

/** What an accepted event of each kind changed. @category model @since 0.1.0 */
export interface EffectByKind {
  readonly memberLeft: VacancyOpened | MembershipKept | LeftOut | AfterCeasing
  readonly candidateLeftGroup: Fact
  readonly candidateJoinedGroup: Fact
  readonly candidateWaived: Fact
  readonly candidateWaiverRevoked: Fact
  readonly candidateDied: Fact
  readonly candidateGroundArose: Fact
  readonly candidateGroundEnded: Fact
  readonly incompatibilityNotified: Fact
  readonly incompatibilityProven: Fact
  readonly lotDrawn: Fact
  readonly determination: Determined
  readonly announcement: Announced
  readonly objection: Objected
  readonly bodyDecision: Reviewed
  readonly courtDecision: Reviewed
  readonly action: ActionBrought
  readonly final: Finalised
}

/** @category model @since 0.1.0 */
export type Effect = EffectByKind[EventTag]

/** An event the record took, of kind `K`. @category model @since 0.1.0 */
export interface AcceptedStep<K extends EventTag = EventTag> {
  readonly _tag: 'accepted'
  readonly kind: K
  readonly event: Extract<CaseEvent, { _tag: K }>
  readonly norms: ReadonlyArray<NormId>
  readonly effect: EffectByKind[K]
}

/** An event refused. @category model @since 0.1.0 */
export interface RejectedStep {
  readonly _tag: 'rejected'
  readonly event: CaseEvent
  readonly error: RuleError
  /** for an objection on a vacancy: the period and the quorum it was measured against */
  readonly assessment: ObjectionAssessment | null
  /**
   * for an action, a court decision or a final refused on a vacancy: what the body had decided that it would contest —
   * its own determination on the objection against inaction (`inaction`, § 34 Abs. 4 Satz 3 KWG) or its resolution on
   * objections against the returning officer's determination (`determination`), as the rule read the ledger
   * (`contestedOf` in `rules/procedure/review.ts`)
   * @since 0.3.0
   */
  readonly contested: Review['against'] | null
}

/** One event as the record took it. @category model @since 0.1.0 */
export type Step = { readonly [K in EventTag]: AcceptedStep<K> }[EventTag] | RejectedStep

/**
 * The trace with the events the engine rejected while deciding (a departure
 * of no member, a drawing no decision rests on) marked as rejected: the
 * record took them, the decisions did not.
 *
 * @category combinators @since 0.1.0
 */
export const withRejections = (trace: ReadonlyArray<Step>, errors: ReadonlyArray<RuleError>): ReadonlyArray<Step> => {
  const byEvent = new Map<number, RuleError>()
  for (const e of errors) {
    const i = eventIndexOf(e.path)
    if (i !== null && !byEvent.has(i)) byEvent.set(i, e)
  }
  return trace.map((s): Step => {
    // the engine decides from the events the record took (engine/facts.ts), so its errors concern accepted steps only
    const error = byEvent.get(s.event.index)
    return error === undefined ? s : { _tag: 'rejected', event: s.event, error, assessment: null, contested: null }
  })
}
