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
import type { Determination, NoSuccession } from '../domain/determination.js'
import type { DeterminationRecorded } from '../domain/events.js'
import type { NormId } from '../domain/norms.js'
import { replayDecisions } from '../engine/determine.js'

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

const NO_SUCCESSION: Readonly<Record<NoSuccession['reason'], string>> = {
  'kwg33.1.n4': 'no one succeeds after a merger',
  // Stryker disable next-line StringLiteral: unreachable in an audit — an ineffective seat waiver opens no vacancy, so a determination for it is rejected (noVacancy) and not audited
  'kwg33.2': 'the seat waiver had no effect: not written to the returning officer',
}

const explain = (e: DeterminationRecorded, lawful: Determination): { rule: NormId; message: string } => {
  const named = e.successor
  if (lawful._tag === 'awaitingProof') {
    return { rule: 'kwg34.3.s2', message: `the decision had to wait for ${lawful.awaiting.candidate}'s proof that the incompatibility ended` }
  }
  if (lawful._tag === 'lotRequired')
    return { rule: 'kwg34.1a.lot', message: `equal votes: the lot had to be drawn among ${lawful.tie.among.join(', ')}` }
  if (lawful._tag === 'noSuccession') return { rule: lawful.reason, message: NO_SUCCESSION[lawful.reason] }
  const skipped = lawful.considered.find((x) => x.candidate === named && x.verdict === 'skipped')
  if (skipped !== undefined) return { rule: skipped.rule, message: `${named} was to be left out under ${skipped.rule}` }
  if (lawful._tag === 'vacant')
    return { rule: 'kwg34.1.s2.vacant', message: 'the list was exhausted: the seat stays empty and the legal member count falls by one' }
  if (e.outcome === 'vacant')
    return { rule: 'kwg34.1.s2.vacant', message: `the list was not exhausted: ${lawful.successor} succeeds` }
  if (e.outcome === 'noSuccession')
    return { rule: 'kwg34.1.s1.trigger', message: `the departure triggers succession: ${lawful.successor} succeeds` }
  const rank = lawful.considered.find((x) => x.verdict === 'successor')?.rule ?? 'kwg34.1.s1.rank'
  return { rule: rank, message: `${lawful.successor} ranks first among the eligible candidates not yet called, not ${named}` }
}

/**
 * Every recorded determination up to `query.asOf` that deviates from the law.
 *
 * @category procedure @since 0.1.0
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
    const { rule, message } = explain(e, lawful)
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
