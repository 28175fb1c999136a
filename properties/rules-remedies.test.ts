// The remedies of § 34 Abs. 4 KWG with §§ 25 to 27 KWG, rule by rule: the
// norms each step applies, whom a determination may not name, the objection
// against inaction, the end of the objection (§ 25 Abs. 1: an
// Ausschlussfrist), and what the refusals of § 27 say. Expected values are
// worked by hand from the statute (dates: 2023-03-17 a Friday, two weeks
// later 2023-03-31 a Friday; 2023-05-09 a Tuesday, one month later
// 2023-06-09 a Friday and a working day in Hessen).
// @norms kwg34.4.s1 kwg34.4.s2 kwg34.4.s3 kwg25.1 kwg25.2 kwg26 kwg27 kwg34.5 kwg34.1a.lot
import { describe, expect, it } from 'vitest'
import { objectionOf, spdDocket } from './support/ledger-events.js'
import { type Action, type Decision, type Final, memberLeft, type Objection } from '../src/domain/events.js'
import { openLedger, type Recorded, type VacancyLedger } from '../src/domain/ledger.js'
import { ANNOUNCEMENT_NORMS } from '../src/rules/procedure/announcement.js'
import { cannotSucceed, type Docket } from '../src/rules/procedure/docket.js'
import { LOT_NORMS } from '../src/rules/procedure/lot.js'
import { admitObjection, beyondObjection, objectionNorms } from '../src/rules/procedure/objection.js'
import { ACTION_NORMS, becomeFinal, bringAction, decisionNorms, reviewDecision } from '../src/rules/procedure/review.js'
import { cid, day } from './support/brands.js'


/** SPD-1, SPD-3 and SPD-6 are called; SPD-2 left and is not reported as called. */
const docket: Docket = spdDocket(['SPD-1', 'SPD-3', 'SPD-6'])

const departure = memberLeft(0, day('2023-03-06'), cid('SPD-2'), 'death')
const inForce: Recorded = { date: day('2023-03-15'), by: 'returningOfficer', outcome: 'successor', successor: cid('SPD-6'), event: 1 }
/** Determined on 2023-03-15, announced on Friday 2023-03-17: the two weeks end on Friday 2023-03-31. */
const announced: VacancyLedger = { ...openLedger(departure), inForce, firstDetermined: day('2023-03-15'), announced: day('2023-03-17') }
const objected: VacancyLedger = { ...announced, pendingObjection: true }

const objection = (against: Objection['against'], date: string): Objection => objectionOf(date, against, 3)
const decision = (tag: Decision['_tag'], date: string, servedOn: string | null = null, index = 4): Decision => ({
  _tag: tag,
  index,
  date: day(date),
  vacancy: cid('SPD-2'),
  decision: 'confirm',
  outcome: null,
  successor: null,
  servedOn: servedOn === null ? null : day(servedOn),
})
const action = (date: string, index = 5): Action => ({ _tag: 'action', index, date: day(date), vacancy: cid('SPD-2') })
const final = (date: string, index = 6, synthetic = false): Final => ({ _tag: 'final', index, date: day(date), vacancy: cid('SPD-2'), synthetic })

const rightOf = <A>(r: { _tag: 'Left'; left: unknown } | { _tag: 'Right'; right: A }): A => {
  if (r._tag === 'Left') throw new Error(`expected Right, got ${JSON.stringify(r.left)}`)
  return r.right
}
const refusal = (r: { _tag: 'Left'; left: { code: string; rule: string; message: string } } | { _tag: 'Right' }): { code: string; rule: string; message: string } => {
  if (r._tag === 'Right') throw new Error('expected a refusal')
  return { code: r.left.code, rule: r.left.rule, message: r.left.message }
}
const bodyDecided = (date: string, servedOn: string | null = null): VacancyLedger => rightOf(reviewDecision(docket, objected, decision('bodyDecision', date, servedOn))).ledger

describe('the norms each step of the remedies applies', () => {
  it('an announcement opens the remedies of § 34 Abs. 4 Satz 1 and starts the two weeks of § 25 Abs. 1 KWG', () => {
    expect(ANNOUNCEMENT_NORMS).toEqual(['kwg34.4.s1', 'kwg25.1'])
  })

  it('a drawing of the lot applies § 34 Abs. 1a KWG', () => {
    expect(LOT_NORMS).toEqual(['kwg34.1a.lot'])
  })

  it('an objection against inaction applies Abs. 4 Satz 1 and 3 with § 25, and no decision of the body under § 26', () => {
    expect(objectionNorms(objection('inaction', '2023-03-20'))).toEqual(['kwg34.4.s1', 'kwg34.4.s3', 'kwg25.1', 'kwg25.2'])
  })

  it('an objection against a determination applies Abs. 4 Satz 1 and 2 with §§ 25 and 26', () => {
    expect(objectionNorms(objection('determination', '2023-03-20'))).toEqual(['kwg34.4.s1', 'kwg34.4.s2', 'kwg25.1', 'kwg25.2', 'kwg26'])
  })

  it('the court decides under § 27 KWG only; the body decides under Abs. 4 Satz 2 and § 26, open to § 27', () => {
    expect(decisionNorms(decision('courtDecision', '2023-07-01'))).toEqual(['kwg27'])
    expect(decisionNorms(decision('bodyDecision', '2023-05-09'))).toEqual(['kwg34.4.s2', 'kwg26', 'kwg27'])
  })

  it('an action applies § 27 KWG', () => {
    expect(ACTION_NORMS).toEqual(['kwg27'])
  })
})

describe('who cannot be named a successor ("noch nicht berufen", R4)', () => {
  it('the member who left the seat cannot succeed to it, even when the docket does not list them as called', () => {
    expect(docket.called(cid('SPD-2'))).toBe(false)
    expect(cannotSucceed(docket, cid('SPD-2'), cid('SPD-2'))).toBe(true)
  })

  it('a candidate not called can succeed, and naming no one is always possible', () => {
    expect(cannotSucceed(docket, cid('SPD-4'), cid('SPD-2'))).toBe(false)
    expect(cannotSucceed(docket, null, cid('SPD-2'))).toBe(false)
  })
})

describe('what an admitted objection records', () => {
  it('an objection against the determination is pending and is not one against inaction', () => {
    const v = rightOf(admitObjection(docket, announced, objection('determination', '2023-03-20')))
    expect(v.pendingObjection).toBe(true)
    expect(v.inactionObjection).toBe(false)
  })

  it('an objection against inaction, where nothing is determined, records inaction and leaves nothing pending for § 26', () => {
    const v = rightOf(admitObjection(docket, openLedger(departure), objection('inaction', '2023-03-20')))
    expect(v.inactionObjection).toBe(true)
    expect(v.pendingObjection).toBe(false)
  })
})

describe('when a determination can no longer be challenged (§ 25 Abs. 1 KWG: an Ausschlussfrist)', () => {
  it('announced on 2023-03-17, it is open to objection through 2023-03-31 and beyond it from 2023-04-01', () => {
    expect(beyondObjection(announced, day('2023-03-31'), 'calendar')).toBe(false)
    expect(beyondObjection(announced, day('2023-04-01'), 'calendar')).toBe(true)
  })

  it('without a determination in force there is nothing beyond objection, even with an announcement on the ledger', () => {
    expect(beyondObjection({ ...announced, inForce: null }, day('2023-06-01'), 'calendar')).toBe(false)
  })

  it('a pending admissible objection keeps the determination open after the two weeks', () => {
    expect(beyondObjection(objected, day('2023-06-01'), 'calendar')).toBe(false)
  })

  it('a review not yet final keeps it open; once final, the determination is beyond objection', () => {
    const inReview = bodyDecided('2023-05-09')
    expect(inReview.review?.final).toBe(null)
    expect(beyondObjection(inReview, day('2023-06-01'), 'calendar')).toBe(false)
    const done = rightOf(becomeFinal(docket, inReview, final('2023-06-10', 6, true))).ledger
    expect(beyondObjection(done, day('2023-06-10'), 'calendar')).toBe(true)
  })
})

describe('what the refusals of § 27 KWG say', () => {
  it('a court decision without an action says that the court decides on an action brought within the month of § 27 KWG', () => {
    const r = refusal(reviewDecision(docket, bodyDecided('2023-05-09'), decision('courtDecision', '2023-07-01', null, 7)))
    expect(r.code).toBe('noAction')
    expect(r.rule).toBe('kwg27')
    expect(r.message).toContain('§ 27 KWG')
    expect(r.message).toContain('action')
  })

  it('a decision served before it was made names both days', () => {
    const r = refusal(reviewDecision(docket, objected, decision('bodyDecision', '2023-05-09', '2023-05-08')))
    expect(r.code).toBe('servedBeforeDecision')
    expect(r.message).toContain('2023-05-09')
    expect(r.message).toContain('2023-05-08')
  })

  it('an action without a decision of the body says that § 27 KWG lies against such a decision', () => {
    const r = refusal(bringAction(objected, action('2023-05-20')))
    expect(r.code).toBe('noBodyDecision')
    expect(r.rule).toBe('kwg27')
    expect(r.message).toContain('§ 27 KWG')
  })

  it('an action after the month names the last day of the month, 2023-06-09 for a decision of 2023-05-09', () => {
    const r = refusal(bringAction(bodyDecided('2023-05-09'), action('2023-06-12')))
    expect(r.code).toBe('actionOutOfTime')
    expect(r.message).toContain('2023-06-09')
  })

  it('an action against a decision already final names the day it became final, 2023-06-10', () => {
    const sued = rightOf(bringAction(bodyDecided('2023-05-09'), action('2023-06-01')))
    const done = { ...sued, review: sued.review === null ? null : { ...sued.review, final: day('2023-06-10') } }
    const r = refusal(bringAction(done, action('2023-06-02', 8)))
    expect(r.code).toBe('alreadyFinal')
    expect(r.message).toContain('2023-06-10')
  })

  it('a final typed in while the month runs names the end of the month and the day the decision becomes final by itself', () => {
    const r = refusal(becomeFinal(docket, bodyDecided('2023-05-09'), final('2023-05-20')))
    expect(r.code).toBe('periodRunning')
    expect(r.rule).toBe('kwg27')
    expect(r.message).toContain('until 2023-06-09')
    expect(r.message).toContain('by itself on 2023-06-10')
  })
})

describe('no objection against the body’s own determination (§ 34 Abs. 4 Satz 1 and 3 KWG: against it lies the action of § 27 KWG)', { tags: ['kwg34.4.s1', 'kwg34.4.s3', 'kwg27'] }, () => {
  /** The same determination as `inForce`, made by the body upon an objection against inaction, and announced on 2023-03-17. */
  const bodys: VacancyLedger = { ...announced, inactionObjection: true, inForce: { ...inForce, by: 'body' } }
  const refusedAt = (r: ReturnType<typeof admitObjection>): string => (r._tag === 'Left' ? `${r.left.path} ${r.left.code} ${r.left.rule}` : 'admitted')

  it('an objection in time against the body’s determination is refused at its `against`, naming the day and § 27 KWG', () => {
    const r = admitObjection(docket, bodys, objection('determination', '2023-03-20'))
    expect(refusedAt(r)).toBe('events[3] objectionAgainstBody kwg34.4.s1')
    expect(refusal(r).message).toBe(
      "the determination in force (2023-03-15) is the body's own (§ 34 Abs. 4 Satz 3 KWG, or its decision on objections under Satz 2): against it lies the action of § 27 KWG, not an objection",
    )
  })

  it('the same objection against the returning officer’s determination is admitted: only whose determination it is differs', () => {
    expect(refusedAt(admitObjection(docket, { ...bodys, inForce }, objection('determination', '2023-03-20')))).toBe('admitted')
  })

  it('no objection lies at all, so it is refused as such also before the announcement and after the two weeks', () => {
    expect(refusedAt(admitObjection(docket, { ...bodys, announced: null }, objection('determination', '2023-03-16')))).toBe('events[3] objectionAgainstBody kwg34.4.s1')
    expect(refusedAt(admitObjection(docket, bodys, objection('determination', '2023-04-03')))).toBe('events[3] objectionAgainstBody kwg34.4.s1')
  })

  it('an objection against inaction while the body’s determination stands is still one against no inaction', () => {
    expect(refusedAt(admitObjection(docket, bodys, objection('inaction', '2023-03-20')))).toBe('events[3] objectionNoInaction kwg34.4.s1')
  })

  it('the body’s modification made final is its own as well, announced or not', () => {
    const modified = rightOf(reviewDecision(docket, objected, { ...decision('bodyDecision', '2023-05-09'), decision: 'modify', outcome: 'successor', successor: cid('SPD-4') })).ledger
    const done = rightOf(becomeFinal(docket, modified, final('2023-06-10', 6, true))).ledger
    expect(done.inForce?.by).toBe('body')
    expect(refusedAt(admitObjection(docket, done, objection('determination', '2023-06-12')))).toBe('events[3] objectionAgainstBody kwg34.4.s1')
    expect(refusedAt(admitObjection(docket, { ...done, announced: day('2023-06-11') }, objection('determination', '2023-06-12')))).toBe('events[3] objectionAgainstBody kwg34.4.s1')
  })
})
