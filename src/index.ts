/**
 * Nachrücken — succession in Hessian municipal councils under § 34 KWG.
 *
 * The one public entry point. Explicit exports only.
 *
 * @example
 * import { decideText } from 'nachruecken'
 * const result = decideText(caseJson)
 * // Right: { format: 'nachruecken.determination/1', outcome: 'successor', successor: 'SPD-4', … }
 * // Left:  { _tag: 'rejected', errors: [{ path: 'events[1]', code: 'waiverRevoked', rule: 'kwg34.2.n2', … }] }
 *
 * @since 0.1.0
 */

// domain
export type { CandidateId, IsoDate, ListId, Position, Votes } from './domain/brand.js'
export { candidateId, isoDate, listId, position, votes } from './domain/brand.js'
export { addDays, compareDates } from './domain/date.js'
export type {
  Body,
  BodyKind,
  Candidate,
  Case,
  ElectionList,
  ElectionMode,
  Group,
  IncompatibilityReading,
  Query,
  Term,
} from './domain/case.js'
export type {
  Addressee,
  CandidateEvent,
  CaseEvent,
  DepartureCause,
  EventTag,
  Ground,
  MemberLeft,
  WaiverForm,
  Announcement,
  Decision,
  DeterminationRecorded,
  Determiner,
  Final,
  Objection,
  ObjectionForm,
  ProcedureEvent,
  RecordedOutcome,
  ReviewDecision,
} from './domain/events.js'
export {
  candidateDied,
  candidateGroundArose,
  candidateGroundEnded,
  candidateLeftGroup,
  candidateJoinedGroup,
  candidateWaived,
  candidateWaiverRevoked,
  DEPARTURE_CAUSES,
  EVENT_TAGS,
  incompatibilityNotified,
  incompatibilityProven,
  isCandidateEvent,
  isLotDrawn,
  isIncompatibilityFact,
  isMemberLeft,
  isProcedureEvent,
  lotDrawn,
  memberLeft,
} from './domain/events.js'
export type {
  Awaiting,
  Considered,
  Determination,
  Disregarded,
  MemberCount,
  Outcome,
  Tie,
  Verdict,
} from './domain/determination.js'
export { isPending, isSuccessor } from './domain/determination.js'
export type { CaseError, ErrorCode, Failure } from './domain/error.js'
export type { NormId } from './domain/norms.js'
export { isNormId, NORM_IDS, sortNorms } from './domain/norms.js'
export type { SkipRule, Standing } from './domain/standing.js'

// lot
export { lotDigest, lotOrder } from './lot/lot.js'

// rules
export { isEffectiveWaiver } from './rules/waiver.js'
export { classifyDeparture, endsMembership } from './rules/triggers.js'
export { standing } from './rules/exclusions.js'
export { incompatibilityStanding } from './rules/incompatibility.js'
export { byRank } from './rules/ranking.js'
export { decideVacancy, rankPool } from './rules/succession.js'

// the engine and the replay
export { decideAll, determine } from './replay/decide.js'
export type { DecideOptions } from './replay/decide.js'
export { replayDecisions } from './replay/fixpoint.js'
export type { Decided, Decisions } from './engine/decisions.js'

// codecs
export { CASE_FORMAT, decodeCase, QueryC, WireCaseC } from './codec/case.js'
export type { WireCase } from './codec/case.js'
export { DETERMINATION_FORMAT, encodeDetermination, WireDeterminationC } from './codec/determination.js'
export type { WireDetermination } from './codec/determination.js'
export { parseJson } from './codec/json.js'

// texts
export { cite, CITATIONS } from './explain/citations.js'
export { explainShort } from './explain/short.js'
export type { Block, Lang, ListBlock, Paragraph, Quote, Section, TextDocument } from './explain/document.js'
export type { Format } from './texts.js'
export { FORMATS, LANGS, noticeOf, opinionOf, renderDocument } from './texts.js'

// the procedure over a term
export type { Audit, Finding } from './replay/audit.js'
export { auditCase } from './replay/audit.js'
export { leftOn } from './rules/procedure/leaving.js'
export { supportQuorum } from './rules/quorum.js'
export { OBJECTION_PERIOD_DAYS, PROOF_PERIOD_DAYS } from './rules/periods.js'
export type { AnnulledCall, Change, MemberProof, Recorded, Review, VacancyLedger } from './domain/ledger.js'
export type { CaseRecord } from './record/record.js'
export { recordCase, vacancyOf } from './record/record.js'
export type { Effect, Step } from './record/trace.js'
export type { BodyState, Seat, Tenure, TenureBasis, VacancyState, VacancyStatus } from './replay/state.js'
export { stateOf } from './replay/state.js'
export { AUDIT_FORMAT, encodeAudit, encodeState, STATE_FORMAT } from './codec/state.js'

// the whole job
export { audit, decide, decideCase, decideText, encodeFailure, ERROR_FORMAT, replay, validate } from './api.js'
export type { ErrorDocument } from './api.js'
