/**
 * The audit: each recorded determination compared with the lawful one on the
 * same date — `kwg34.3.s1` with the rules of § 34 Abs. 1, 1a and 2.
 *
 * Recorded determinations can be wrong, as in reality; the state follows them
 * until a review changes them (§ 34 Abs. 5). The audit says where and why a
 * recorded determination deviates from the law: the case up to that event
 * (without it) is decided as the returning officer had to decide it then.
 *
 * @since 0.1.0
 */
import type { CandidateId, IsoDate } from '../domain/brand.js'
import type { Case } from '../domain/case.js'
import type { Determination } from '../domain/determination.js'
import type { DeterminationRecorded } from '../domain/events.js'
import type { NormId } from '../domain/norms.js'
import { deviation } from '../rules/deviation.js'
import { replayDecisions } from './fixpoint.js'

/** @category model @since 0.1.0 */
export interface Finding {
  readonly event: number
  readonly vacancy: CandidateId
  readonly date: IsoDate
  readonly recorded: { readonly outcome: DeterminationRecorded['outcome']; readonly successor: CandidateId | null }
  readonly lawful: { readonly outcome: Determination['_tag']; readonly successor: CandidateId | null }
  readonly rule: NormId
  readonly message: string
}

/** @category model @since 0.1.0 */
export interface Audit {
  readonly asOf: IsoDate
  readonly checked: number
  readonly findings: ReadonlyArray<Finding>
}

const lawfulOn = (c: Case, e: DeterminationRecorded): Determination | null => {
  const before: Case = {
    ...c,
    // the facts up to e's date (the engine reads no later one: asOf is e's date), of e's
    // own day only those before e
    events: c.events.filter(
      (x) =>
        x.date !== e.date ||
        // Stryker disable next-line EqualityOperator: `<=` adds only e itself, the last event applied; its only effect is the record of e.vacancy, which ignoreRecordOf sets aside
        x.index < e.index,
    ),
    query: { vacancy: e.vacancy, asOf: e.date },
  }
  const mine = replayDecisions(before, e.vacancy).determinations.filter((x) => x.departure.member === e.vacancy)
  return mine[mine.length - 1]?.determination ?? null
}

/**
 * Every recorded determination up to `query.asOf` that deviates from the law.
 *
 * @category replay @since 0.1.0
 */
export const auditCase = (c: Case): Audit => {
  // the record the engine decides on: without departures of no member (spec/procedure.md, open question 5)
  const record = replayDecisions(c).record
  const recorded = c.events.filter(
    (e): e is DeterminationRecorded => e._tag === 'determination' && e.date <= c.query.asOf && !record.rejectedEvents.has(e.index),
  )
  const findings: Finding[] = []
  for (const e of recorded) {
    const lawful = lawfulOn(c, e)
    if (lawful === null) continue
    const lawfulSuccessor = lawful._tag === 'successor' ? lawful.successor : null
    if (lawful._tag === e.outcome && lawfulSuccessor === e.successor) continue
    const { rule, message } = deviation(e, lawful)
    findings.push({
      event: e.index,
      vacancy: e.vacancy,
      date: e.date,
      recorded: { outcome: e.outcome, successor: e.successor },
      lawful: { outcome: lawful._tag, successor: lawfulSuccessor },
      rule,
      message,
    })
  }
  return { asOf: c.query.asOf, checked: recorded.length, findings }
}
