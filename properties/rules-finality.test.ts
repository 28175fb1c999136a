// Finality computed, not typed in (issue 18, points 6 and 7; reading R10):
// the month of § 27 KWG with §§ 187 Abs. 1, 188 Abs. 2, 3 BGB, the action,
// the body's decision that becomes final by itself, and what the court
// decides. Expected values are worked by hand from the statute.
// @norms kwg27 kwg26 kwg34.4.s2 kwg34.5
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Action, type Decision, type Final, memberLeft } from '../src/domain/events.js'
import { decision } from './support/ledger-events.js'
import { openLedger, type Recorded, type Review, type VacancyLedger } from '../src/domain/ledger.js'
import { ACTION_PERIOD_MONTHS, actionPeriodEnd, bodyDecisionFinalFrom, monthPeriodEnd } from '../src/rules/periods.js'
import { ACTION_PERIOD_MONTHS as PUBLISHED_MONTHS } from '../src/rules/publication.js'
import type { Docket } from '../src/rules/procedure/docket.js'
import { becomeFinal, bringAction, finalityNorms, lapsedDecision, reviewDecision } from '../src/rules/procedure/review.js'
import { cid, day } from './support/brands.js'


/** SPD-4 and SPD-5 are not called; SPD-3 is (elected, or named for another seat). */
const docket: Docket = {
  called: (id) => id === 'SPD-1' || id === 'SPD-3' || id === 'SPD-6',
  hasVacancy: (id) => id === 'SPD-2',
  eligibleVoters: null,
  electionMode: 'proportional',
  periodEnd: 'calendar',
}

const departure = memberLeft(0, day('2023-03-06'), cid('SPD-2'), 'death')
const inForce = (successor: string): Recorded => ({ date: day('2023-03-15'), by: 'returningOfficer', outcome: 'successor', successor: cid(successor), event: 1 })
/** The ledger after an admissible objection against the determination of `successor`. */
const objected = (successor = 'SPD-6'): VacancyLedger => ({ ...openLedger(departure), inForce: inForce(successor), firstDetermined: day('2023-03-15'), announced: day('2023-03-17'), pendingObjection: true })

const action = (date: string, index = 5): Action => ({ _tag: 'action', index, date: day(date), vacancy: cid('SPD-2') })
const final = (date: string, index = 6): Final => ({ _tag: 'final', index, date: day(date), vacancy: cid('SPD-2'), synthetic: false })

const right = <A>(r: { _tag: 'Left'; left: unknown } | { _tag: 'Right'; right: A }): A => {
  if (r._tag === 'Left') throw new Error(`expected Right, got ${JSON.stringify(r.left)}`)
  return r.right
}
const codeOf = (r: { _tag: 'Left'; left: { code: string; rule: string; path: string } } | { _tag: 'Right' }): string =>
  r._tag === 'Left' ? `${r.left.path} ${r.left.code} ${r.left.rule}` : 'accepted'

const decided = (v: VacancyLedger, e: Decision): VacancyLedger => right(reviewDecision(docket, v, e)).ledger
const sued = (v: VacancyLedger, e: Action): VacancyLedger => right(bringAction(v, e))

describe('the month of § 27 KWG (§§ 187 Abs. 1, 188 Abs. 2, 3 BGB)', () => {
  it('the month is defined once: the publication rules read the constant of the periods', () => {
    expect(ACTION_PERIOD_MONTHS).toBe(1)
    expect(PUBLISHED_MONTHS).toBe(ACTION_PERIOD_MONTHS)
  })

  it('a month from the 9th ends with the 9th of the next month, and the decision is final on the 10th', () => {
    expect(monthPeriodEnd(day('2023-05-09'), 1)).toBe('2023-06-09')
    expect(bodyDecisionFinalFrom(day('2023-05-09'), null)).toBe('2023-06-10')
  })

  it('a month from the 31st ends with the last day of a shorter month, also in February of a leap year', () => {
    expect(monthPeriodEnd(day('2023-05-31'), 1)).toBe('2023-06-30')
    expect(monthPeriodEnd(day('2024-01-31'), 1)).toBe('2024-02-29')
    expect(monthPeriodEnd(day('2023-01-31'), 1)).toBe('2023-02-28')
    expect(monthPeriodEnd(day('2100-01-29'), 1)).toBe('2100-02-28')
    expect(monthPeriodEnd(day('2000-01-30'), 1)).toBe('2000-02-29')
  })

  it('a month from December ends in January of the next year', () => {
    expect(monthPeriodEnd(day('2023-12-15'), 1)).toBe('2024-01-15')
  })

  it('a period that would run past the year 9999 ends with the calendar', () => {
    expect(monthPeriodEnd(day('9999-12-15'), 1)).toBe('9999-12-31')
    // within the year 9999 a month is a month
    expect(monthPeriodEnd(day('9999-10-15'), 1)).toBe('9999-11-15')
  })

  it('the month runs from the service when the decision was served, else from its pronouncement', () => {
    expect(actionPeriodEnd(day('2023-05-09'), day('2023-05-16'))).toBe('2023-06-16')
    expect(actionPeriodEnd(day('2023-05-09'), null)).toBe('2023-06-09')
  })

  // § 57 Abs. 2 VwGO with § 222 Abs. 2 ZPO: „Fällt das Ende einer Frist auf einen Sonntag, einen allgemeinen
  // Feiertag oder einen Sonnabend, so endet die Frist mit Ablauf des nächsten Werktages.“
  it('a month that ends on a Saturday or Sunday ends with the next Monday, and the decision is final on the Tuesday', () => {
    // 2023-05-10 + one month = Saturday 2023-06-10
    expect(actionPeriodEnd(day('2023-05-10'), null)).toBe('2023-06-12')
    expect(bodyDecisionFinalFrom(day('2023-05-10'), null)).toBe('2023-06-13')
    // 2023-10-12 + one month = Sunday 2023-11-12
    expect(actionPeriodEnd(day('2023-10-12'), null)).toBe('2023-11-13')
  })

  it('a month that ends on a Hessian holiday ends with the next working day', () => {
    // served 2023-11-25: one month = Monday 2023-12-25 (Christmas), 26 December a holiday too: Wednesday 2023-12-27
    expect(actionPeriodEnd(day('2023-11-20'), day('2023-11-25'))).toBe('2023-12-27')
    // 2024-04-01 (Easter Monday) from 2024-03-01: the Tuesday
    expect(actionPeriodEnd(day('2024-03-01'), null)).toBe('2024-04-02')
  })

  it('the last day of the month lies in the next calendar month, on the same day number or on that month’s last day', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true }), (d) => {
        const from = day(d.toISOString().slice(0, 10))
        const end = monthPeriodEnd(from, 1)
        const [y, m, n] = from.split('-').map(Number) as [number, number, number]
        const [y2, m2, n2] = end.split('-').map(Number) as [number, number, number]
        expect(y2 * 12 + m2).toBe(y * 12 + m + 1)
        // § 188 Abs. 2: the day with the same number; Abs. 3: the last day when that month has none
        const daysInThatMonth = new Date(Date.UTC(y2, m2, 0)).getUTCDate()
        expect(n2).toBe(Math.min(n, daysInThatMonth))
      }),
    )
  })
})

describe('the body decides and the month of § 27 runs (R10)', () => {
  it('the body decides only on an admissible objection, and not served before its date', () => {
    expect(codeOf(reviewDecision(docket, { ...objected(), pendingObjection: false }, decision('bodyDecision', '2023-05-09', 'confirm')))).toBe('events[4] noObjection kwg26')
    expect(codeOf(reviewDecision(docket, objected(), decision('bodyDecision', '2023-05-09', 'confirm', null, '2023-05-08')))).toBe('events[4].servedOn servedBeforeDecision kwg27')
    expect(codeOf(reviewDecision(docket, objected(), decision('bodyDecision', '2023-05-09', 'confirm', null, '2023-05-09')))).toBe('accepted')
  })

  it('a modification may name the successor in office for this seat, not someone called for another', () => {
    expect(codeOf(reviewDecision(docket, objected('SPD-6'), decision('bodyDecision', '2023-05-09', 'modify', 'SPD-6')))).toBe('accepted')
    expect(codeOf(reviewDecision(docket, objected('SPD-6'), decision('bodyDecision', '2023-05-09', 'modify', 'SPD-3')))).toBe('events[4].successor alreadyCalled kwg34.4.s2')
    expect(codeOf(reviewDecision(docket, objected('SPD-6'), decision('bodyDecision', '2023-05-09', 'modify', 'SPD-4')))).toBe('accepted')
  })

  it('without an action the decision becomes final by itself on the day after the month, dated that day', () => {
    const v = decided(objected(), decision('bodyDecision', '2023-05-09', 'modify', 'SPD-4'))
    expect(lapsedDecision(v, day('2023-06-09'))).toBeNull()
    expect(lapsedDecision(v, day('2023-06-10'))).toEqual({ _tag: 'final', index: 4, date: '2023-06-10', vacancy: 'SPD-2', synthetic: true })
    expect(lapsedDecision(v, day('2023-07-31'))?.date).toBe('2023-06-10')
  })

  it('served later, the decision becomes final a month after the service', () => {
    const v = decided(objected(), decision('bodyDecision', '2023-05-09', 'modify', 'SPD-4', '2023-05-16'))
    expect(lapsedDecision(v, day('2023-06-16'))).toBeNull()
    expect(lapsedDecision(v, day('2023-06-17'))?.date).toBe('2023-06-17')
  })

  it('an action in time keeps the decision from becoming final; nothing lapses without a body decision open', () => {
    const v = decided(objected(), decision('bodyDecision', '2023-05-09', 'confirm'))
    expect(lapsedDecision(sued(v, action('2023-06-09')), day('2023-12-31'))).toBeNull()
    expect(lapsedDecision(objected(), day('2023-12-31'))).toBeNull()
    const finalised = right(becomeFinal(docket, v, { ...final('2023-06-10'), synthetic: true })).ledger
    expect(lapsedDecision(finalised, day('2023-12-31'))).toBeNull()
    const court = decided(sued(v, action('2023-06-01')), decision('courtDecision', '2023-09-12', 'confirm', null, null, 6))
    expect(lapsedDecision({ ...court, review: { ...(court.review as Review), action: null } }, day('2023-12-31'))).toBeNull()
  })

  it('an action on the last day of the month is in time, one a day later is out of time', () => {
    const v = decided(objected(), decision('bodyDecision', '2023-05-09', 'confirm'))
    expect(sued(v, action('2023-06-09')).review?.action).toBe('2023-06-09')
    expect(codeOf(bringAction(v, action('2023-06-10')))).toBe('events[5] actionOutOfTime kwg27')
  })

  it('an action needs a body decision, and none lies once the review is final', () => {
    expect(codeOf(bringAction(objected(), action('2023-05-20')))).toBe('events[5] noBodyDecision kwg27')
    const v = sued(decided(objected(), decision('bodyDecision', '2023-05-09', 'confirm')), action('2023-05-20'))
    const court = decided(v, decision('courtDecision', '2023-09-12', 'confirm', null, null, 6))
    const done = right(becomeFinal(docket, court, final('2023-10-20', 7))).ledger
    expect(codeOf(bringAction(done, action('2023-10-25', 8)))).toBe('events[8] alreadyFinal kwg34.5')
  })

  it('a further action by another person concerned keeps the date of the first, also after the month', () => {
    const v = sued(decided(objected(), decision('bodyDecision', '2023-05-09', 'confirm')), action('2023-05-20'))
    expect(sued(v, action('2023-06-05', 6)).review?.action).toBe('2023-05-20')
    expect(sued(v, action('2023-07-05', 6)).review?.action).toBe('2023-05-20')
  })

  it('a final typed in for a body decision without an action is refused while the month runs', () => {
    const v = decided(objected(), decision('bodyDecision', '2023-05-09', 'modify', 'SPD-4'))
    expect(codeOf(becomeFinal(docket, v, final('2023-05-31')))).toBe('events[6] periodRunning kwg27')
    const once = right(becomeFinal(docket, v, { ...final('2023-06-10'), synthetic: true })).ledger
    expect(codeOf(becomeFinal(docket, once, final('2023-06-20')))).toBe('events[6] alreadyFinal kwg34.5')
  })

  it('a final after an action and before any court decision makes the body’s decision final that day', () => {
    const v = sued(decided(objected(), decision('bodyDecision', '2023-05-09', 'modify', 'SPD-4')), action('2023-05-20'))
    const f = right(becomeFinal(docket, v, final('2023-08-01')))
    expect(f.ledger.inForce).toEqual({ date: '2023-08-01', by: 'body', outcome: 'successor', successor: 'SPD-4', event: 6 })
  })

  it('the finality made by the record names § 27 besides § 34 Abs. 5 (and Abs. 6 for a change)', () => {
    const v = decided(objected(), decision('bodyDecision', '2023-05-09', 'confirm'))
    const lapsed = { ...final('2023-06-10'), synthetic: true }
    expect(finalityNorms(right(becomeFinal(docket, v, lapsed)), lapsed)).toEqual(['kwg27', 'kwg34.5'])
    const w = sued(v, action('2023-05-20'))
    const typed = final('2023-06-10')
    expect(finalityNorms(right(becomeFinal(docket, w, typed)), typed)).toEqual(['kwg34.5'])
    const m = decided(objected(), decision('bodyDecision', '2023-05-09', 'annul'))
    expect(finalityNorms(right(becomeFinal(docket, m, lapsed)), lapsed)).toEqual(['kwg27', 'kwg34.5', 'kwg34.6', 'kwg33.4'])
  })
})

describe('what the court decides (issue 18, point 7)', () => {
  const bodyModified = sued(decided(objected('SPD-6'), decision('bodyDecision', '2023-05-09', 'modify', 'SPD-4')), action('2023-05-30'))

  it('the court decides on an action against a decision of the body, brought in time', () => {
    expect(codeOf(reviewDecision(docket, objected(), decision('courtDecision', '2023-09-12', 'confirm', null, null, 6)))).toBe('events[6] noBodyDecision kwg27')
    const unsued = decided(objected(), decision('bodyDecision', '2023-05-09', 'confirm'))
    expect(codeOf(reviewDecision(docket, unsued, decision('courtDecision', '2023-09-12', 'confirm', null, null, 6)))).toBe('events[6] noAction kwg27')
    const done = right(becomeFinal(docket, decided(bodyModified, decision('courtDecision', '2023-09-12', 'confirm', null, null, 6)), final('2023-10-20', 7))).ledger
    expect(codeOf(reviewDecision(docket, done, decision('courtDecision', '2023-11-12', 'confirm', null, null, 8)))).toBe('events[8] noBodyDecision kwg27')
  })

  it('confirming the body’s decision puts the body’s modification in force when final, by the body', () => {
    const v = decided(bodyModified, decision('courtDecision', '2023-09-12', 'confirm', null, null, 6))
    expect(v.review?.effect).toEqual({ decision: 'modify', by: 'body', outcome: 'successor', successor: 'SPD-4' })
    const f = right(becomeFinal(docket, v, final('2023-10-20', 7)))
    expect(f.ledger.inForce).toEqual({ date: '2023-10-20', by: 'body', outcome: 'successor', successor: 'SPD-4', event: 7 })
  })

  it('annulling the body’s decision leaves the returning officer’s determination as it stood', () => {
    const v = decided(bodyModified, decision('courtDecision', '2023-09-12', 'annul', null, null, 6))
    const f = right(becomeFinal(docket, v, final('2023-10-20', 7)))
    expect(f.change).toBeNull()
    expect(f.ledger.inForce).toEqual(inForce('SPD-6'))
    expect(f.ledger.review?.decision).toBe('annul')
  })

  it('the court’s own modification is in force when final, by the court, and it keeps the body’s service and the action', () => {
    const v = decided(bodyModified, decision('courtDecision', '2023-09-12', 'modify', 'SPD-5', null, 6))
    expect(v.review?.action).toBe('2023-05-30')
    expect(v.review?.bodyDecision.successor).toBe('SPD-4')
    const f = right(becomeFinal(docket, v, final('2023-10-20', 7)))
    expect(f.ledger.inForce).toEqual({ date: '2023-10-20', by: 'court', outcome: 'successor', successor: 'SPD-5', event: 7 })
  })

  it('the court may name the successor in office, not someone called for another seat', () => {
    expect(codeOf(reviewDecision(docket, bodyModified, decision('courtDecision', '2023-09-12', 'modify', 'SPD-6', null, 6)))).toBe('accepted')
    expect(codeOf(reviewDecision(docket, bodyModified, decision('courtDecision', '2023-09-12', 'modify', 'SPD-3', null, 6)))).toBe('events[6].successor alreadyCalled kwg34.4.s2')
  })

  it('an appeal decided before the first court decision is final replaces it, still about the body’s decision', () => {
    const first = decided(bodyModified, decision('courtDecision', '2023-09-12', 'annul', null, null, 6))
    const appeal = decided(first, decision('courtDecision', '2024-02-12', 'confirm', null, null, 7))
    expect(appeal.review?.effect.successor).toBe('SPD-4')
  })
})

describe('the refusals of the review rules say why, with the dates', { tags: ['kwg27', 'kwg34.5'] }, () => {
  const messageOf = (r: { _tag: 'Left'; left: { message: string } } | { _tag: 'Right' }): string => (r._tag === 'Left' ? r.left.message : 'accepted')
  const bodyDecided = (servedOn: string | null = null) => decided(objected(), decision('bodyDecision', '2023-05-09', 'confirm', null, servedOn))

  it('a decision cannot be served before it was made', () => {
    expect(messageOf(reviewDecision(docket, objected(), decision('bodyDecision', '2023-05-09', 'confirm', null, '2023-05-08')))).toBe(
      'the decision of 2023-05-09 cannot have been served on 2023-05-08, before it was made (§ 27 KWG)',
    )
  })

  it('the court decides only on an action that was recorded', () => {
    expect(messageOf(reviewDecision(docket, bodyDecided(), decision('courtDecision', '2023-09-12', 'confirm', null, null, 6)))).toBe(
      'the court decides on an action against the body\'s decision brought within the month of § 27 KWG; none was recorded',
    )
  })

  it('an action needs a decision of the body, in its month, and not after finality', () => {
    expect(messageOf(bringAction(objected(), action('2023-05-20')))).toBe('an action under § 27 KWG lies against a decision of the body; there is none')
    expect(messageOf(bringAction(bodyDecided('2023-05-16'), action('2023-06-17')))).toBe('the month of § 27 KWG for an action against the body\'s decision ended with 2023-06-16')
    const court = decided(sued(bodyDecided(), action('2023-05-20')), decision('courtDecision', '2023-09-12', 'confirm', null, null, 6))
    const done = right(becomeFinal(docket, court, final('2023-10-20', 7))).ledger
    expect(messageOf(bringAction(done, action('2023-10-25', 8)))).toBe('the decision in review became final on 2023-10-20')
  })

  it('a final typed in while the month runs names the month’s end and the day of finality', () => {
    expect(messageOf(becomeFinal(docket, bodyDecided('2023-05-16'), final('2023-05-31')))).toBe(
      'the month of § 27 KWG for an action runs until 2023-06-16; without an action the decision becomes final by itself on 2023-06-17',
    )
  })
})
