/**
 * What the engine decides: every vacancy up to the decision date with its
 * determination — recorded, or due — and the events rejected while deciding.
 *
 * @since 0.1.0
 */
import type { IsoDate } from '../domain/brand.js'
import type { Determination } from '../domain/determination.js'
import type { RuleError } from '../domain/error.js'
import type { MemberLeft } from '../domain/events.js'
import type { Recorded } from '../domain/ledger.js'
import type { CaseRecord } from '../record/record.js'

/** One vacancy: the departure and its determination — recorded, or due. @category model @since 0.1.0 */
export interface Decided {
  readonly departure: MemberLeft
  readonly determination: Determination
  /** the recorded determination the state follows (§ 34 Abs. 5), or null when it is due */
  readonly recorded: Recorded | null
}

/**
 * A departure a final change in review voided: the member left while their
 * own call as successor stood (spec/procedure.md, open question 1). The
 * history keeps it; it opens no vacancy.
 *
 * @category model @since 0.1.0
 */
export interface Voided {
  readonly departure: MemberLeft
  /** the determination recorded for it: it calls no one (one dated from `until` on is rejected: noVacancy) */
  readonly recorded: Recorded | null
  /** the date the change in review took effect */
  readonly until: IsoDate
}

/** Every vacancy decided up to the decision date, in order. @category model @since 0.1.0 */
export interface Decisions {
  readonly determinations: ReadonlyArray<Decided>
  readonly memberCount: number
  /** events rejected while deciding (listed in lenient mode; the first rejects the case in strict mode) */
  readonly rejected: ReadonlyArray<RuleError>
  readonly record: CaseRecord
  /** departures a final review voided (spec/procedure.md, open question 1), rejected too */
  readonly voided: ReadonlyArray<Voided>
}
