/**
 * The case: the body, its lists with their candidates, the dated facts, and
 * the question asked (wire format `nachruecken.case/1`, `spec/wire-format.md`).
 *
 * @since 0.1.0
 */
import type { CandidateId, IsoDate, ListId, Position, Votes } from './brand.js'
import type { CaseEvent } from './events.js'

/** @category model @since 0.1.0 */
export type BodyKind =
  | 'gemeindevertretung'
  | 'stadtverordnetenversammlung'
  | 'kreistag'
  | 'ortsbeirat'
  | 'auslaenderbeirat'

/** Verhältniswahl or Mehrheitswahl. @category model @since 0.1.0 */
export type ElectionMode = 'proportional' | 'majority'

/** Partei or Wählergruppe; null when no list was admitted (majority election). @category model @since 0.1.0 */
export type Group = 'party' | 'voterGroup' | null

/** The readings of R1 (`spec/readings.md`), the default first. @category model @since 0.3.0 */
export const INCOMPATIBILITY_READINGS = ['proofPeriod', 'exclude', 'statusRoute'] as const

/** Reading R1 (`spec/readings.md`; `statusRoute`: R9). @category model @since 0.1.0 */
export type IncompatibilityReading = (typeof INCOMPATIBILITY_READINGS)[number]

/** Reading R5 of a period's last day (`interpretation.periodEnd`, spec/readings.md R5), the default first. @category model @since 0.3.0 */
export const PERIOD_END_READINGS = ['calendar', 'nextWorkingDay'] as const

/** @category model @since 0.3.0 */
export type PeriodEndReading = (typeof PERIOD_END_READINGS)[number]

/** @category model @since 0.1.0 */
export interface Term {
  readonly start: IsoDate
  readonly end: IsoDate
}

/** Vertretungskörperschaft. @category model @since 0.1.0 */
export interface Body {
  readonly name: string
  readonly kind: BodyKind
  /** gesetzliche Mitgliederzahl at the start of the term */
  readonly statutoryMemberCount: number
  readonly electionMode: ElectionMode
  readonly term: Term
  readonly eligibleVoters: number | null
}

/** Bewerber. @category model @since 0.1.0 */
export interface Candidate {
  readonly id: CandidateId
  readonly name: string
  readonly position: Position
  readonly votes: Votes
  readonly elected: boolean
  /** member of the party or voter group when the list was set up (R2); default true */
  readonly memberAtSetUp: boolean
}

/** Wahlvorschlag. @category model @since 0.1.0 */
export interface ElectionList {
  readonly id: ListId
  readonly name: string
  readonly group: Group
  /** Aufstellung des Wahlvorschlags; null exactly when `group` is null */
  readonly setUp: IsoDate | null
  readonly candidates: ReadonlyArray<Candidate>
}

/**
 * The question: the determination for the vacancy left by `vacancy`, or
 * (`vacancy` null) the state of the body, on `asOf`.
 *
 * @category model @since 0.1.0
 */
export interface Query {
  readonly vacancy: CandidateId | null
  readonly asOf: IsoDate
}

/** @category model @since 0.1.0 */
export interface Case {
  readonly body: Body
  readonly lists: ReadonlyArray<ElectionList>
  readonly events: ReadonlyArray<CaseEvent>
  readonly query: Query
  readonly lotSeed: string | null
  readonly incompatibility: IncompatibilityReading
  /** reading R5: a period ending on a weekend or a Hessian holiday ends then (`calendar`) or on the next working day */
  readonly periodEnd: PeriodEndReading
}
