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
import type { DepartureCause } from './events.js'
import type { NormId } from './norms.js'

/** @category model @since 0.1.0 */
export type Verdict = 'skipped' | 'successor' | 'tied' | 'lotLost' | 'awaitingProof'

/** One step of the walk over the ranking. @category model @since 0.1.0 */
export interface Considered {
  readonly candidate: CandidateId
  readonly verdict: Verdict
  readonly rule: NormId
}

/** How a tie among the first eligible candidates was resolved. @category model @since 0.1.0 */
export type TieResolution = 'listOrder' | 'lotSeed' | 'lotDrawn'

/** @category model @since 0.1.0 */
export interface Tie {
  /** the tied eligible candidates, by list position */
  readonly among: ReadonlyArray<CandidateId>
  readonly votes: Votes
  readonly resolvedBy: TieResolution | null
  readonly seed: string | null
  /** the lot order (seeded lot), first wins */
  readonly order: ReadonlyArray<CandidateId> | null
}

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

interface Common {
  readonly vacancy: CandidateId
  readonly list: ListId
  readonly cause: DepartureCause
  readonly memberCount: MemberCount
  readonly considered: ReadonlyArray<Considered>
  readonly tie: Tie | null
  readonly awaiting: Awaiting | null
  readonly blockedBy: CandidateId | null
  readonly disregarded: ReadonlyArray<Disregarded>
  readonly rules: ReadonlyArray<NormId>
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
/** No one succeeds at all (§ 33 Abs. 1 Nr. 4, or an ineffective seat waiver). @category model @since 0.1.0 */
export interface NoSuccession extends Common {
  readonly _tag: 'noSuccession'
  readonly reason: 'kwg33.1.n4' | 'kwg33.2'
}
/** Majority election, equal votes, no drawing and no seed. @category model @since 0.1.0 */
export interface LotRequired extends Common {
  readonly _tag: 'lotRequired'
  readonly tie: Tie
}
/** The decision waits for an incompatibility proof (R1). @category model @since 0.1.0 */
export interface AwaitingProof extends Common {
  readonly _tag: 'awaitingProof'
  readonly awaiting: Awaiting
}

/** @category model @since 0.1.0 */
export type Determination = SuccessorFound | Vacant | NoSuccession | LotRequired | AwaitingProof

/** @category model @since 0.1.0 */
export type Outcome = Determination['_tag']

/** @category refinements @since 0.1.0 */
export const isSuccessor = (d: Determination): d is SuccessorFound => d._tag === 'successor'

/** Pending outcomes block later vacancies on the same list (R6). @category refinements @since 0.1.0 */
export const isPending = (d: Determination): d is LotRequired | AwaitingProof =>
  d._tag === 'lotRequired' || d._tag === 'awaitingProof'
