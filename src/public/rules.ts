/**
 * `nachruecken/rules`: the law and the model it works on — the domain types
 * (branded ids and dates, the case, events, determinations, errors, norm
 * ids), the portable lot, one function per rule of § 34 KWG, the engine for
 * several vacancies and the procedure of § 34 Abs. 3–6 over a term.
 *
 * Values of the branded types (`CandidateId`, `IsoDate`, …) are made by
 * their smart constructors (`candidateId`, `isoDate`, …), which return an
 * fp-ts `Option`; a decoded `Case` comes from `decodeCase`
 * (`nachruecken/codec`).
 *
 * @example
 * import { isoDate, addDays } from 'nachruecken/rules'
 * const d = isoDate('2023-05-01')
 * if (d._tag === 'Some') console.log(addDays(d.value, 14)) // 2023-05-15
 *
 * @module rules
 * @since 0.2.0
 */

// domain
export type { CandidateId, IsoDate, ListId, Position, Votes } from '../domain/brand.js'
export { candidateId, isoDate, listId, position, votes } from '../domain/brand.js'
export { addDays, compareDates } from '../domain/date.js'
export type { Body, BodyKind, Candidate, Case, ElectionList, ElectionMode, Group, IncompatibilityReading, Query, Term } from '../domain/case.js'
export type {
  Addressee,
  Announcement,
  CandidateDied,
  CandidateEvent,
  CandidateGroundArose,
  CandidateGroundEnded,
  CandidateLeftGroup,
  CandidateWaived,
  CandidateWaiverRevoked,
  CaseEvent,
  Decision,
  DepartureCause,
  DeterminationRecorded,
  Determiner,
  EventTag,
  Final,
  Ground,
  IncompatibilityNotified,
  IncompatibilityProven,
  LotDrawn,
  MemberLeft,
  Objection,
  ObjectionForm,
  ProcedureEvent,
  RecordedOutcome,
  ReviewDecision,
  WaiverForm,
} from '../domain/events.js'
export {
  candidateDied,
  candidateGroundArose,
  candidateGroundEnded,
  candidateLeftGroup,
  candidateWaived,
  candidateWaiverRevoked,
  DEPARTURE_CAUSES,
  EVENT_TAGS,
  incompatibilityNotified,
  incompatibilityProven,
  isCandidateEvent,
  isIncompatibilityFact,
  isLotDrawn,
  isMemberLeft,
  isProcedureEvent,
  lotDrawn,
  memberLeft,
} from '../domain/events.js'
export type {
  Awaiting,
  AwaitingProof,
  Considered,
  Determination,
  Disregarded,
  DisregardReason,
  DrawnTie,
  ListOrderTie,
  LotRequired,
  MemberCount,
  NoSuccession,
  NoSuccessionReason,
  OpenTie,
  Outcome,
  SeededTie,
  SuccessorFound,
  Tie,
  Vacant,
  Verdict,
} from '../domain/determination.js'
export { isPending, isSuccessor } from '../domain/determination.js'
export type { ErrorCode, RuleError } from '../domain/error.js'
export type { NormId } from '../domain/norms.js'
export { isNormId, NORM_IDS, sortNorms } from '../domain/norms.js'
export type { SkipRule, Standing } from '../domain/standing.js'

// lot
export { lotDigest, lotOrder } from '../lot/lot.js'

// rules
export { isEffectiveWaiver } from '../rules/waiver.js'
export type { Trigger } from '../rules/triggers.js'
export { classifyDeparture, endsMembership } from '../rules/triggers.js'
export { standing } from '../rules/exclusions.js'
export { incompatibilityStanding } from '../rules/incompatibility.js'
export { byRank } from '../rules/ranking.js'
export type { Ranked } from '../rules/selection.js'
export type { VacancyInput } from '../rules/succession.js'
export { decideVacancy, rankPool } from '../rules/succession.js'

// the engine and the replay
export { decideAll, determine } from '../replay/decide.js'
export type { DecideOptions } from '../replay/decide.js'
export { replayDecisions } from '../replay/fixpoint.js'
export type { Decided, Decisions, Voided } from '../engine/decisions.js'

// the procedure over a term
export type { Finding } from '../replay/audit.js'
export { auditCase } from '../replay/audit.js'
export { leftOn } from '../rules/procedure/leaving.js'
export type { Quorum } from '../rules/quorum.js'
export { supportQuorum } from '../rules/quorum.js'
export { OBJECTION_PERIOD_DAYS, PROOF_PERIOD_DAYS } from '../rules/periods.js'
export type { AdmittedObjection, AnnulledCall, Change, MemberProof, Recorded, Review, VacancyLedger } from '../domain/ledger.js'
export type { CaseRecord } from '../record/record.js'
export { recordCase, vacancyOf } from '../record/record.js'
export type {
  AcceptedStep,
  Announced,
  Determined,
  Effect,
  EffectByKind,
  Fact,
  Finalised,
  LeftOut,
  MembershipKept,
  Objected,
  RejectedStep,
  Reviewed,
  Step,
  VacancyOpened,
} from '../record/trace.js'
export type { ObjectionAssessment } from '../rules/procedure/objection.js'
export type { Seat, Tenure, TenureBasis, VacancyState, VacancyStatus } from '../replay/state.js'
export { stateOf } from '../replay/state.js'
