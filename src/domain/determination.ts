/**
 * The returning officer's determination (Feststellung, § 34 Abs. 3 Satz 1
 * KWG) for one vacancy, as a tagged union on the outcome.
 *
 * @example
 * import { isSuccessor } from './determination.js'
 * if (isSuccessor(d)) console.log(d.successor)
 *
 * @since 0.1.0
 */
import type { CandidateId, IsoDate, ListId, Votes } from './brand.js'
import type { DepartureCause, LotDrawn } from './events.js'
import type { NormId } from './norms.js'
import type { SkipRule } from './standing.js'

/** @category model @since 0.1.0 */
export type Verdict = 'skipped' | 'successor' | 'tied' | 'lotLost' | 'awaitingProof'

/** One step of the walk over the ranking: the verdict on a candidate and the rule that gives it. @category model @since 0.1.0 */
export type Considered =
  | { readonly candidate: CandidateId; readonly verdict: 'skipped'; readonly rule: SkipRule }
  | { readonly candidate: CandidateId; readonly verdict: 'successor'; readonly rule: 'kwg34.1.s1.rank' | 'kwg34.1.s1.tie' | 'kwg34.1a.rank' | 'kwg34.1a.lot' }
  | { readonly candidate: CandidateId; readonly verdict: 'tied' | 'lotLost'; readonly rule: 'kwg34.1a.lot' }
  | { readonly candidate: CandidateId; readonly verdict: 'awaitingProof'; readonly rule: 'kwg34.3.s2' }

interface TieBase {
  /** the tied eligible candidates, by list position */
  readonly among: ReadonlyArray<CandidateId>
  readonly votes: Votes
}

/** Proportional election: the order of naming decides (`kwg34.1.s1.tie`). @category model @since 0.1.0 */
export interface ListOrderTie extends TieBase {
  readonly _tag: 'listOrder'
}
/** Majority election: the returning officer drew the lot (`kwg34.1a.lot`). @category model @since 0.1.0 */
export interface DrawnTie extends TieBase {
  readonly _tag: 'lotDrawn'
  /** the recorded drawing */
  readonly drawn: LotDrawn
}
/** Majority election: the lot simulated from the case's seed, in the lot order (first wins). @category model @since 0.1.0 */
export interface SeededTie extends TieBase {
  readonly _tag: 'lotSeed'
  readonly seed: string
  /** the lot order: the winner first */
  readonly order: ReadonlyArray<CandidateId>
  readonly winner: CandidateId
}
/** Majority election: the lot is still to be drawn. @category model @since 0.1.0 */
export interface OpenTie extends TieBase {
  readonly _tag: 'unresolved'
}

/** Equal votes among the first eligible candidates, and how they were resolved. @category model @since 0.1.0 */
export type Tie = ListOrderTie | DrawnTie | SeededTie | OpenTie

/** @category constructors @since 0.1.0 */
export const listOrderTie = (among: ReadonlyArray<CandidateId>, votes: Votes): ListOrderTie => ({ _tag: 'listOrder', among, votes })
/** @category constructors @since 0.1.0 */
export const drawnTie = (among: ReadonlyArray<CandidateId>, votes: Votes, drawn: LotDrawn): DrawnTie => ({ _tag: 'lotDrawn', among, votes, drawn })
/** @category constructors @since 0.1.0 */
export const seededTie = (among: ReadonlyArray<CandidateId>, votes: Votes, seed: string, winner: CandidateId, rest: ReadonlyArray<CandidateId>): SeededTie => ({
  _tag: 'lotSeed',
  among,
  votes,
  seed,
  order: [winner, ...rest],
  winner,
})
/** @category constructors @since 0.1.0 */
export const openTie = (among: ReadonlyArray<CandidateId>, votes: Votes): OpenTie => ({ _tag: 'unresolved', among, votes })

/** A candidate who has one week to prove that an incompatibility ended (R1). @category model @since 0.1.0 */
export interface Awaiting {
  readonly candidate: CandidateId
  readonly notified: IsoDate | null
  readonly due: IsoDate | null
}

/** @category model @since 0.1.0 */
export type DisregardReason = 'waiverNotWritten' | 'waiverNotToReturningOfficer' | 'leftBeforeSetUp'

/** A fact without legal effect, with the rule that says so. @category model @since 0.1.0 */
export interface Disregarded {
  readonly event: number
  readonly rule: NormId
  readonly reason: DisregardReason
}

/** @category model @since 0.1.0 */
export interface MemberCount {
  readonly before: number
  readonly after: number
}

/** What every determination says: the vacancy, its trigger, the member count, the walk over the ranking, the norms. @category model @since 0.1.0 */
export interface Basis {
  readonly vacancy: CandidateId
  readonly list: ListId
  readonly cause: DepartureCause
  /** the norms under which the departure triggers succession or not (`rules/triggers.ts`) */
  readonly trigger: ReadonlyArray<NormId>
  readonly memberCount: MemberCount
  readonly considered: ReadonlyArray<Considered>
  readonly disregarded: ReadonlyArray<Disregarded>
  readonly rules: ReadonlyArray<NormId>
}

/** The norm under which a body below three members ceases: the Ortsbeirat (§ 82 Abs. 1 Satz 6 HGO), the Ausländerbeirat (§ 86 Abs. 1 Satz 3 HGO). @category model @since 0.2.0 */
export type CeasingRule = 'hgo82.1.s6' | 'hgo86.1.s3'

/** The body ceased for the rest of the term on `on` (R8). @category model @since 0.2.0 */
export interface Ceased {
  readonly on: IsoDate
  readonly rule: CeasingRule
}

interface Common extends Basis {
  readonly tie: Tie | null
  readonly awaiting: Awaiting | null
  readonly blockedBy: CandidateId | null
  /** on the empty seat that took the body below three members, and on every departure after: the day it ceased (R8) */
  readonly ceased: Ceased | null
}

/** @category model @since 0.1.0 */
export interface SuccessorFound extends Common {
  readonly _tag: 'successor'
  readonly successor: CandidateId
}
/** The list is exhausted: the seat stays empty (`kwg34.1.s2.vacant`). @category model @since 0.1.0 */
export interface Vacant extends Common {
  readonly _tag: 'vacant'
}
/** Why no one succeeds: § 33 Abs. 1 Nr. 4 KWG, an ineffective seat waiver (§ 33 Abs. 2 KWG), or a determination on record that says so (§ 34 Abs. 5 KWG, P11). @category model @since 0.1.0 */
export type NoSuccessionReason = 'kwg33.1.n4' | 'kwg33.2' | 'kwg34.5'
/** No one succeeds at all (§ 33 Abs. 1 Nr. 4, an ineffective seat waiver, or as recorded). @category model @since 0.1.0 */
export interface NoSuccession extends Common {
  readonly _tag: 'noSuccession'
  readonly reason: NoSuccessionReason
}
/** Majority election, equal votes, no drawing and no seed. @category model @since 0.1.0 */
export interface LotRequired extends Common {
  readonly _tag: 'lotRequired'
  readonly tie: OpenTie
}
/**
 * The decision waits for an incompatibility proof (R1): of its own candidate,
 * or (`blockedBy`) of the candidate an earlier seat of the list waits for,
 * when a lot among him and others tied with him depends on that proof (R6,
 * „Der Kreis des Loses“). A proof of a candidate tied with no one holds back
 * no other seat (R6 revised, P5).
 *
 * @category model @since 0.1.0
 */
export interface AwaitingProof extends Common {
  readonly _tag: 'awaitingProof'
  readonly awaiting: Awaiting
}

/** The body ceased before this departure: no succession for the rest of the term (R8). @category model @since 0.2.0 */
export interface BodyCeased extends Common {
  readonly _tag: 'bodyCeased'
  readonly ceased: Ceased
}

/** @category model @since 0.1.0 */
export type Determination = SuccessorFound | Vacant | NoSuccession | LotRequired | AwaitingProof | BodyCeased

/** @category model @since 0.1.0 */
export type Outcome = Determination['_tag']

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

// Each constructor writes the fields of the basis out, in the order of
// `Basis`, instead of spreading it: on Node 20 an object spread here cost
// about half of a 10-candidate `determine` (BENCHMARKS.md, H12). The compiler
// checks that every field of the basis is there.

/** A successor is determined. @category constructors @since 0.1.0 */
export const successorFound = (b: Basis, successor: CandidateId, tie: Tie | null): SuccessorFound => ({
  vacancy: b.vacancy,
  list: b.list,
  cause: b.cause,
  trigger: b.trigger,
  memberCount: b.memberCount,
  considered: b.considered,
  disregarded: b.disregarded,
  rules: b.rules,
  _tag: 'successor',
  successor,
  tie,
  awaiting: null,
  blockedBy: null,
  ceased: null,
})

/** The seat stays empty. @category constructors @since 0.1.0 */
export const vacant = (b: Basis): Vacant => ({
  vacancy: b.vacancy,
  list: b.list,
  cause: b.cause,
  trigger: b.trigger,
  memberCount: b.memberCount,
  considered: b.considered,
  disregarded: b.disregarded,
  rules: b.rules,
  _tag: 'vacant',
  tie: null,
  awaiting: null,
  blockedBy: null,
  ceased: null,
})

/** The empty seat takes the body below three members: it ceases (R8). @category constructors @since 0.2.0 */
export const ceasing = (d: Vacant, ceased: Ceased): Vacant => ({ ...d, ceased })

/** The departure came after the body ceased. @category constructors @since 0.2.0 */
export const bodyCeased = (b: Basis, ceased: Ceased): BodyCeased => ({
  vacancy: b.vacancy,
  list: b.list,
  cause: b.cause,
  trigger: b.trigger,
  memberCount: b.memberCount,
  considered: b.considered,
  disregarded: b.disregarded,
  rules: b.rules,
  _tag: 'bodyCeased',
  tie: null,
  awaiting: null,
  blockedBy: null,
  ceased,
})

/** No one succeeds. @category constructors @since 0.1.0 */
export const noSuccession = (b: Basis, reason: NoSuccessionReason): NoSuccession => ({
  vacancy: b.vacancy,
  list: b.list,
  cause: b.cause,
  trigger: b.trigger,
  memberCount: b.memberCount,
  considered: b.considered,
  disregarded: b.disregarded,
  rules: b.rules,
  _tag: 'noSuccession',
  reason,
  tie: null,
  awaiting: null,
  blockedBy: null,
  ceased: null,
})

/** The lot is to be drawn — for this seat, or (`blockedBy`) first for an earlier seat of the list. @category constructors @since 0.1.0 */
export const lotRequired = (b: Basis, tie: OpenTie, blockedBy: CandidateId | null = null): LotRequired => ({
  vacancy: b.vacancy,
  list: b.list,
  cause: b.cause,
  trigger: b.trigger,
  memberCount: b.memberCount,
  considered: b.considered,
  disregarded: b.disregarded,
  rules: b.rules,
  _tag: 'lotRequired',
  tie,
  awaiting: null,
  blockedBy,
  ceased: null,
})

/** A proof is awaited for this seat. @category constructors @since 0.1.0 */
export const awaitingProof = (b: Basis, awaiting: Awaiting, blockedBy: CandidateId | null = null): AwaitingProof => ({
  vacancy: b.vacancy,
  list: b.list,
  cause: b.cause,
  trigger: b.trigger,
  memberCount: b.memberCount,
  considered: b.considered,
  disregarded: b.disregarded,
  rules: b.rules,
  _tag: 'awaitingProof',
  tie: null,
  awaiting,
  blockedBy,
  ceased: null,
})

// -------------------------------------------------------------------------------------
// refinements
// -------------------------------------------------------------------------------------

/**
 * A candidate awaiting a proof for an earlier seat of the list and so passed
 * over for this one (R6 revised): an `awaitingProof` entry in a determination
 * that does not itself wait for that proof — a successor, or a lot among
 * candidates below him (a seat waiting for an earlier one lists no one).
 *
 * @category refinements @since 0.2.0
 */
export const isPassedOver = (d: Determination, x: Considered): boolean => x.verdict === 'awaitingProof' && d._tag !== 'awaitingProof'

/** @category refinements @since 0.1.0 */
export const isSuccessor = (d: Determination): d is SuccessorFound => d._tag === 'successor'

/** Pending outcomes block later vacancies on the same list (R6). @category refinements @since 0.1.0 */
export const isPending = (d: Determination): d is LotRequired | AwaitingProof =>
  d._tag === 'lotRequired' || d._tag === 'awaitingProof'
