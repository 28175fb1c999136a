/**
 * The documents of wire format version 1 as plain JSON types: strings,
 * numbers, booleans and null, no brands (spec/wire-format.md,
 * spec/schema/). What a vendor writes (`CaseInput`) and reads
 * (`WireDetermination`, `WireState`, `WireAudit`); the library's encoders
 * produce exactly these, and the JSON Schemas describe the same documents.
 *
 * `WireDetermination` is a union discriminated by `outcome`: after
 * `if (d.outcome === 'successor')` the compiler knows that `d.successor` is
 * a string; in every other variant it is `null`.
 *
 * @example
 * import type { WireDetermination } from './wire.js'
 * const who = (d: WireDetermination): string => (d.outcome === 'successor' ? d.successor : d.outcome)
 *
 * @since 0.2.0
 */
import type { CeasingRule, DisregardReason, NoSuccessionReason, Verdict } from '../domain/determination.js'
import type { Addressee, DepartureCause, Determiner, Ground, ObjectionForm, RecordedOutcome } from '../domain/events.js'
import type { NormId } from '../domain/norms.js'

// ---------------------------------------------------------------------------
// the case (input)

/** The body (Vertretungskörperschaft). @category wire @since 0.2.0 */
export interface BodyInput {
  readonly name: string
  readonly kind: 'gemeindevertretung' | 'stadtverordnetenversammlung' | 'kreistag' | 'ortsbeirat' | 'auslaenderbeirat'
  readonly statutoryMemberCount: number
  readonly electionMode: 'proportional' | 'majority'
  /** `YYYY-MM-DD` dates */
  readonly term: { readonly start: string; readonly end: string }
  readonly eligibleVoters?: number
}

/** A candidate of a list. @category wire @since 0.2.0 */
export interface CandidateInput {
  readonly id: string
  readonly name: string
  readonly position: number
  readonly votes: number
  readonly elected: boolean
  readonly memberAtSetUp?: boolean
}

/** An election list (Wahlvorschlag). @category wire @since 0.2.0 */
export interface ListInput {
  readonly id: string
  readonly name: string
  readonly group: 'party' | 'voterGroup' | null
  readonly setUp: string | null
  readonly candidates: ReadonlyArray<CandidateInput>
}

/** What every event has: its date. @category wire @since 0.2.0 */
export interface DatedInput {
  /** `YYYY-MM-DD` */
  readonly date: string
}

/** A member leaves the body (§ 33 KWG). @category wire @since 0.2.0 */
export type MemberLeftInput = DatedInput & { readonly type: 'memberLeft'; readonly member: string } & (
    | { readonly cause: Exclude<DepartureCause, 'seatWaiver' | 'eligibilityLost' | 'officeCapacityLost' | 'incompatibility'> }
    | { readonly cause: 'eligibilityLost' | 'officeCapacityLost' | 'incompatibility'; readonly finalJudgment?: boolean }
    | { readonly cause: 'seatWaiver'; readonly written: boolean; readonly to: Addressee; readonly effective?: string }
  )

/** An event about a candidate of a list. @category wire @since 0.2.0 */
export type CandidateEventInput = DatedInput & { readonly candidate: string } & (
    | { readonly type: 'candidateLeftGroup' | 'candidateWaiverRevoked' | 'candidateDied' | 'incompatibilityNotified' | 'incompatibilityProven' }
    | { readonly type: 'candidateWaived'; readonly written: boolean; readonly to: Addressee }
    | { readonly type: 'candidateGroundArose' | 'candidateGroundEnded'; readonly ground: Ground }
  )

/** The procedure of § 34 Abs. 3–6 KWG for one vacancy (spec/procedure.md). @category wire @since 0.2.0 */
export type ProcedureEventInput = DatedInput & { readonly vacancy: string } & (
    | { readonly type: 'lotDrawn'; readonly among: ReadonlyArray<string>; readonly winner: string }
    | { readonly type: 'determination'; readonly by: Determiner; readonly outcome: 'successor'; readonly successor: string }
    | { readonly type: 'determination'; readonly by: Determiner; readonly outcome: 'vacant' | 'noSuccession'; readonly successor: null }
    | { readonly type: 'announcement' | 'action' | 'final' }
    | {
        readonly type: 'objection'
        readonly against: 'determination' | 'inaction'
        readonly form: ObjectionForm
        readonly reasonedOn: string | null
        readonly ownRights: boolean
        readonly supporters: number
      }
    | { readonly type: 'bodyDecision'; readonly decision: 'confirm' | 'annul'; readonly servedOn?: string }
    | { readonly type: 'bodyDecision'; readonly decision: 'modify'; readonly outcome: 'successor'; readonly successor: string; readonly servedOn?: string }
    | { readonly type: 'bodyDecision'; readonly decision: 'modify'; readonly outcome: 'vacant'; readonly successor: null; readonly servedOn?: string }
    | { readonly type: 'courtDecision'; readonly decision: 'confirm' | 'annul' }
    | { readonly type: 'courtDecision'; readonly decision: 'modify'; readonly outcome: 'successor'; readonly successor: string }
    | { readonly type: 'courtDecision'; readonly decision: 'modify'; readonly outcome: 'vacant'; readonly successor: null }
  )

/** Any event of a case. @category wire @since 0.2.0 */
export type EventInput = MemberLeftInput | CandidateEventInput | ProcedureEventInput

/**
 * A case (`nachruecken.case/1`) as plain JSON: what a vendor writes, as an
 * object literal or parsed from a file. The API checks it at run time all
 * the same (dates that exist, references, consistency) and reports every
 * problem with its JSON path.
 *
 * @example
 * import { decide, type CaseInput } from 'nachruecken'
 * const c: CaseInput = {
 *   format: 'nachruecken.case/1',
 *   body: { name: 'Gemeindevertretung Musterstadt', kind: 'gemeindevertretung', statutoryMemberCount: 31, electionMode: 'proportional', term: { start: '2021-04-01', end: '2026-03-31' } },
 *   lists: [{ id: 'SPD', name: 'SPD', group: 'party', setUp: '2020-12-01', candidates: [
 *     { id: 'SPD-1', name: 'Anna Arnold', position: 1, votes: 900, elected: true },
 *     { id: 'SPD-2', name: 'Bernd Bauer', position: 2, votes: 820, elected: false },
 *   ] }],
 *   events: [{ type: 'memberLeft', date: '2023-05-01', member: 'SPD-1', cause: 'death' }],
 *   query: { vacancy: 'SPD-1', asOf: '2023-05-10' },
 * }
 * const r = decide(c)
 * if (r._tag === 'Right' && r.right.outcome === 'successor') console.log(r.right.successor) // 'SPD-2'
 *
 * @category wire @since 0.2.0
 */
export interface CaseInput {
  readonly format: 'nachruecken.case/1'
  readonly body: BodyInput
  readonly lists: ReadonlyArray<ListInput>
  readonly events: ReadonlyArray<EventInput>
  readonly query: { readonly vacancy: string; readonly asOf: string } | { readonly state: { readonly asOf: string } }
  readonly lot?: { readonly seed: string }
  readonly interpretation?: { readonly incompatibility?: 'proofPeriod' | 'exclude' | 'statusRoute'; readonly periodEnd?: 'calendar' | 'nextWorkingDay' }
}

// ---------------------------------------------------------------------------
// the determination (output)

/** One step of the walk over the ranking. @category wire @since 0.2.0 */
export interface WireConsidered {
  readonly candidate: string
  readonly verdict: Verdict
  readonly rule: NormId
}

/** A tie among the first eligible candidates and how it was resolved. @category wire @since 0.2.0 */
export interface WireTie {
  readonly among: ReadonlyArray<string>
  readonly votes: number
  /** how the tie was resolved: the order of naming (proportional), a recorded drawing or the lot simulated from the seed (majority); null: the lot is still to be drawn */
  readonly resolvedBy: 'listOrder' | 'lotSeed' | 'lotDrawn' | null
  readonly seed: string | null
  readonly order: ReadonlyArray<string> | null
}

/** A candidate who may still prove that an incompatibility ended (reading R1). @category wire @since 0.2.0 */
export interface WireAwaiting {
  readonly candidate: string
  readonly notified: string | null
  readonly due: string | null
}

/** A fact without legal effect, with the rule that says so. @category wire @since 0.2.0 */
export interface WireDisregarded {
  readonly event: number
  readonly rule: NormId
  readonly reason: DisregardReason
}

/** The day a body ceased for the rest of the term, and the rule (§ 82 Abs. 1 Satz 6 or § 86 Abs. 1 Satz 3 HGO). @category wire @since 0.2.0 */
export interface WireCeased {
  readonly on: string
  readonly rule: CeasingRule
}

/** The fields every determination has, in the canonical key order around `outcome`, `successor` and `reason`. @category wire @since 0.2.0 */
export interface WireDeterminationCommon {
  readonly format: 'nachruecken.determination/1'
  readonly vacancy: string
  readonly list: string
  readonly cause: DepartureCause
  readonly memberCount: { readonly before: number; readonly after: number }
  readonly considered: ReadonlyArray<WireConsidered>
  readonly tie: WireTie | null
  readonly awaiting: WireAwaiting | null
  readonly blockedBy: string | null
  readonly ceased: WireCeased | null
  readonly disregarded: ReadonlyArray<WireDisregarded>
  readonly rules: ReadonlyArray<NormId>
}

/** A successor is called (§ 34 Abs. 1 Satz 1 KWG). @category wire @since 0.2.0 */
export interface WireSuccessor extends WireDeterminationCommon {
  readonly outcome: 'successor'
  readonly successor: string
  readonly reason: null
}

/** The list is exhausted: the seat stays empty and the legal member count drops by one (§ 34 Abs. 1 Satz 2 KWG). @category wire @since 0.2.0 */
export interface WireVacant extends WireDeterminationCommon {
  readonly outcome: 'vacant'
  readonly successor: null
  readonly reason: null
}

/** No one succeeds at all: a merger (§ 33 Abs. 1 Nr. 4 KWG) or an ineffective seat waiver (§ 33 Abs. 2 KWG). @category wire @since 0.2.0 */
export interface WireNoSuccession extends WireDeterminationCommon {
  readonly outcome: 'noSuccession'
  readonly successor: null
  readonly reason: NoSuccessionReason
}

/** A majority election with equal votes and neither a drawing nor a seed: the lot must be drawn. @category wire @since 0.2.0 */
export interface WireLotRequired extends WireDeterminationCommon {
  readonly outcome: 'lotRequired'
  readonly successor: null
  readonly reason: null
  readonly tie: WireTie
}

/** The decision waits for the proof that an incompatibility ended (reading R1). @category wire @since 0.2.0 */
export interface WireAwaitingProof extends WireDeterminationCommon {
  readonly outcome: 'awaitingProof'
  readonly successor: null
  readonly reason: null
  readonly awaiting: WireAwaiting
}

/** The body has ceased for the rest of the term (§ 82 Abs. 1 Satz 6 or § 86 Abs. 1 Satz 3 HGO): no one succeeds; `reason` names the rule. @category wire @since 0.2.0 */
export interface WireBodyCeased extends WireDeterminationCommon {
  readonly outcome: 'bodyCeased'
  readonly successor: null
  readonly reason: CeasingRule
  readonly ceased: WireCeased
}

/**
 * The determination document (`nachruecken.determination/1`), discriminated
 * by `outcome`.
 *
 * @category wire @since 0.2.0
 */
export type WireDetermination = WireSuccessor | WireVacant | WireNoSuccession | WireLotRequired | WireAwaitingProof | WireBodyCeased

// ---------------------------------------------------------------------------
// the state and the audit (output)

/** An outcome and the successor it names (`null` unless the outcome is `successor`). @category wire @since 0.2.0 */
export interface WireOutcome<O extends string> {
  readonly outcome: O
  readonly successor: string | null
}

/** One vacancy and its procedure in the state document. @category wire @since 0.2.0 */
export interface WireVacancy {
  readonly vacancy: string
  readonly list: string
  readonly cause: DepartureCause
  readonly arose: string
  readonly event: number | null
  readonly leftOn: string | null
  readonly status: 'open' | 'due' | 'determined' | 'underReview' | 'final' | 'noSuccession'
  readonly determination: (WireOutcome<RecordedOutcome> & { readonly date: string; readonly by: Determiner | 'court' }) | null
  readonly due: (WireOutcome<WireDetermination['outcome']> & { readonly blockedBy: string | null }) | null
  readonly announced: string | null
  readonly objectionPeriodEnds: string | null
  /** the month of § 27 KWG for a decision of the body not final on the query date: from its service or date, to its last day (since 0.4.0) */
  readonly actionPeriod: { readonly from: string; readonly ends: string } | null
  readonly objections: ReadonlyArray<{ readonly event: number; readonly against: 'determination' | 'inaction' }>
  readonly review: {
    readonly decision: 'confirm' | 'annul' | 'modify'
    readonly by: 'body' | 'court'
    /** for `modify`: what the decision put in place of the determination; otherwise null */
    readonly outcome: 'successor' | 'vacant' | null
    readonly successor: string | null
    readonly date: string
    readonly final: string | null
  } | null
}

/** A holder of a seat for a time. @category wire @since 0.2.0 */
export interface WireTenure {
  readonly member: string
  readonly from: string
  readonly to: string | null
  readonly basis: 'election' | 'determination' | 'due'
  readonly endedBy: 'departure' | 'review' | 'ceased' | null
}

/** An error: JSON path, code, message and the norm id where a rule is broken. @category wire @since 0.2.0 */
export interface WireError {
  readonly path: string
  readonly code: string
  readonly message: string
  readonly rule: NormId | null
}

/** The state of the body on a date (`nachruecken.state/1`, spec/procedure.md). @category wire @since 0.2.0 */
export interface WireState {
  readonly format: 'nachruecken.state/1'
  readonly asOf: string
  /** the day the body ceased for the rest of the term (§ 82 Abs. 1 Satz 6, § 86 Abs. 1 Satz 3 HGO), or null */
  readonly ceased: WireCeased | null
  readonly legalMemberCount: number
  readonly counts: { readonly occupied: number; readonly open: number; readonly unfilled: number }
  readonly members: ReadonlyArray<{ readonly member: string; readonly list: string; readonly since: string; readonly basis: WireTenure['basis'] }>
  readonly vacancies: ReadonlyArray<WireVacancy>
  readonly pendingProofs: ReadonlyArray<{ readonly member: string; readonly notified: string; readonly due: string; readonly status: 'running' | 'proven' | 'expired' }>
  readonly seats: ReadonlyArray<{ readonly seat: number; readonly list: string; readonly tenures: ReadonlyArray<WireTenure> }>
  /** events that break a rule, left out of the replay */
  readonly rejected: ReadonlyArray<WireError>
  readonly notes: ReadonlyArray<{ readonly rule: NormId; readonly text: string }>
}

/** A recorded determination that deviates from the law. @category wire @since 0.2.0 */
export interface WireFinding {
  readonly event: number
  readonly vacancy: string
  readonly date: string
  readonly recorded: WireOutcome<RecordedOutcome>
  readonly lawful: WireOutcome<WireDetermination['outcome']>
  readonly rule: NormId
  readonly message: string
}

/** The audit of the recorded determinations (`nachruecken.audit/1`). @category wire @since 0.2.0 */
export interface WireAudit {
  readonly format: 'nachruecken.audit/1'
  readonly asOf: string
  readonly checked: number
  readonly findings: ReadonlyArray<WireFinding>
}
