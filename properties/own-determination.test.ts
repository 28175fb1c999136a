// The action of § 27 KWG against the body's own determination (§ 34 Abs. 4
// Satz 3 KWG) and its period: the month from the determination's date
// (Verkündung, R10; a determination carries no servedOn), moved past a
// weekend or holiday (§ 57 Abs. 2 VwGO with § 222 Abs. 2 ZPO); the court's
// decisions on it; the time it becomes unchallengeable without an action;
// no objection period for it. Expected values are worked by hand from the
// statute (spec/procedure.md, "The body's own determination").
// @norms kwg34.4.s3 kwg27 kwg34.5 kwg33.3 kwg34.4.s1
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type Action, type Decision, type Final, memberLeft } from '../src/domain/events.js'
import { openLedger, type Recorded, type VacancyLedger } from '../src/domain/ledger.js'
import { announcedPeriod, announcementNorms } from '../src/rules/procedure/announcement.js'
import type { Docket } from '../src/rules/procedure/docket.js'
import { leftOn } from '../src/rules/procedure/leaving.js'
import { beyondObjection, objectionPeriodOf } from '../src/rules/procedure/objection.js'
import { actionPeriodOf, becomeFinal, bringAction, lapsedDecision, ownDetermination, ownDeterminationFinalFrom, reviewDecision } from '../src/rules/procedure/review.js'
import { deadlinesOf } from '../src/public/interchange.js'
import * as api from './support/public.js'
import { decision, spdDocket } from './support/ledger-events.js'
import { ROOT } from './support/vectors.js'
import { cid, day } from './support/brands.js'


const docket: Docket = spdDocket(['SPD-1', 'SPD-4'], null)

const departure = memberLeft(0, day('2024-02-12'), cid('SPD-2'), 'death')
/** Thursday 18 April 2024: the body determines SPD-4 upon the objection against inaction of 25 March (vector proc4-002). */
const own: Recorded = { date: day('2024-04-18'), by: 'body', outcome: 'successor', successor: cid('SPD-4'), event: 2 }
const determined: VacancyLedger = { ...openLedger(departure), inForce: own, firstDetermined: own.date, inactionObjection: true, objections: [{ event: 1, against: 'inaction' }] }
const announced: VacancyLedger = { ...determined, announced: day('2024-04-22') }

const action = (date: string, index = 4): Action => ({ _tag: 'action', index, date: day(date), vacancy: cid('SPD-2') })
const final = (date: string, index = 6, synthetic = false): Final => ({ _tag: 'final', index, date: day(date), vacancy: cid('SPD-2'), synthetic })
const court = (date: string, d: Decision['decision'], successor: string | null = null, index = 5): Decision => decision('courtDecision', date, d, successor, null, index)

const right = <A>(r: { _tag: 'Left'; left: unknown } | { _tag: 'Right'; right: A }): A => {
  if (r._tag === 'Left') throw new Error(`expected Right, got ${JSON.stringify(r.left)}`)
  return r.right
}
const codeOf = (r: { _tag: 'Left'; left: { code: string; rule: string; path: string } } | { _tag: 'Right' }): string =>
  r._tag === 'Left' ? `${r.left.path} ${r.left.code} ${r.left.rule}` : 'accepted'

const sued = (v: VacancyLedger, e: Action): VacancyLedger => right(bringAction(v, e))
const ruled = (v: VacancyLedger, e: Decision): VacancyLedger => right(reviewDecision(docket, v, e)).ledger
const made = (v: VacancyLedger, e: Final): VacancyLedger => right(becomeFinal(docket, v, e)).ledger

describe('the action of § 27 KWG against the body’s own determination (§ 34 Abs. 4 Satz 3 KWG)', () => {
  it('the month from Thursday 18 April 2024 ends with Saturday 18 May, moved past Whit Sunday and Whit Monday to Tuesday 21 May: an action then is in time', () => {
    const v = sued(announced, action('2024-05-21'))
    expect(v.review).toMatchObject({ against: 'inaction', by: 'body', decision: 'confirm', date: '2024-04-18', action: '2024-05-21', final: null, servedOn: null })
    expect(v.inForce).toEqual(own)
    expect(codeOf(bringAction(announced, action('2024-05-18')))).toBe('accepted')
    expect(codeOf(bringAction(announced, action('2024-05-20')))).toBe('accepted')
  })

  it('an action on Wednesday 22 May 2024, a day after the moved end, is out of time (actionOutOfTime, § 27 KWG)', () => {
    expect(codeOf(bringAction(announced, action('2024-05-22')))).toBe('events[4] actionOutOfTime kwg27')
  })

  it('the month runs from the determination’s date, not from its announcement', () => {
    // determined on Wednesday 10 May 2023: the month ends with Saturday 10 June, moved to Monday 12 June; announced on 31 May
    const late: VacancyLedger = { ...determined, inForce: { ...own, date: day('2023-05-10') }, announced: day('2023-05-31') }
    expect(codeOf(bringAction(late, action('2023-06-12')))).toBe('accepted')
    expect(codeOf(bringAction(late, action('2023-06-13')))).toBe('events[4] actionOutOfTime kwg27')
  })

  it('a further action by another person concerned keeps the date of the first, also after the month', () => {
    const v = sued(announced, action('2024-05-02'))
    expect(sued(v, action('2024-06-30', 5)).review?.action).toBe('2024-05-02')
  })

  it('the returning officer’s determination is not the body’s own: an action against it needs the body’s decision on objections', () => {
    const officer: VacancyLedger = { ...announced, inForce: { ...own, by: 'returningOfficer' } }
    expect(ownDetermination(officer)).toBeNull()
    expect(codeOf(bringAction(officer, action('2024-05-02')))).toBe('events[4] noBodyDecision kwg27')
  })

  it('a determination by the body that a final modification put in force is not its own Satz-3 determination; a new one after a final annulment is', () => {
    const sued1 = sued(announced, action('2024-05-02'))
    const modified = made(ruled(sued1, court('2024-09-17', 'modify', 'SPD-3')), final('2024-10-20'))
    expect(modified.inForce).toMatchObject({ by: 'court', successor: 'SPD-3', date: '2024-10-20' })
    expect(ownDetermination(modified)).toBeNull()
    expect(ownDetermination({ ...modified, inForce: { ...own, by: 'body' } })).toBeNull()
    const annulled = made(ruled(sued1, court('2024-09-17', 'annul')), final('2024-10-20'))
    expect(annulled.inForce).toBeNull()
    const again: VacancyLedger = { ...annulled, inForce: { ...own, date: day('2024-11-05'), event: 8 } }
    expect(ownDetermination(again)).toEqual(again.inForce)
    // its own month: from 5 November 2024 to Thursday 5 December
    expect(codeOf(bringAction(again, action('2024-12-05', 9)))).toBe('accepted')
    expect(codeOf(bringAction(again, action('2024-12-06', 9)))).toBe('events[9] actionOutOfTime kwg27')
  })
})

describe('what the court decides on the body’s own determination', () => {
  const pending = sued(announced, action('2024-05-21'))

  it('the court decides only on an action brought in time (noAction), not on the body’s own determination alone', () => {
    expect(codeOf(reviewDecision(docket, announced, court('2024-09-17', 'confirm')))).toBe('events[5] noAction kwg27')
  })

  it('confirm: the body’s determination stands, and once final it can no longer be challenged', () => {
    const v = ruled(pending, court('2024-09-17', 'confirm'))
    expect(v.review).toMatchObject({ decision: 'confirm', by: 'court', against: 'inaction', effect: { decision: 'confirm', by: 'body' } })
    const f = right(becomeFinal(docket, v, final('2024-10-20')))
    expect(f.change).toBeNull()
    expect(f.ledger.inForce).toEqual(own)
    expect(beyondObjection(v, day('2024-12-31'), 'calendar')).toBe(false)
    expect(beyondObjection(f.ledger, day('2024-10-20'), 'calendar')).toBe(true)
    // never announced: the body's determination needs no announcement to become unchallengeable
    const unannounced = made(ruled(sued(determined, action('2024-05-21')), court('2024-09-17', 'confirm')), final('2024-10-20'))
    expect(beyondObjection(unannounced, day('2024-10-20'), 'calendar')).toBe(true)
  })

  it('annul: with the body’s determination annulled no determination is in force once final; the seat is to be determined (§ 34 Abs. 3 Satz 1)', () => {
    const v = ruled(pending, court('2024-09-17', 'annul'))
    expect(v.review?.effect).toEqual({ decision: 'annul', by: 'court', outcome: null, successor: null })
    // until the decision is final the determination stands (§ 34 Abs. 5)
    expect(v.inForce).toEqual(own)
    const f = right(becomeFinal(docket, v, final('2024-10-20')))
    expect(f.ledger.inForce).toBeNull()
    expect(f.change).toEqual({ date: '2024-10-20', from: own, to: null })
    expect(beyondObjection(f.ledger, day('2024-12-31'), 'calendar')).toBe(false)
  })

  it('modify: the court’s outcome takes the determination’s place from the day it is final — another successor or the empty seat', () => {
    const other = made(ruled(pending, court('2024-09-17', 'modify', 'SPD-3')), final('2024-10-20'))
    expect(other.inForce).toEqual({ date: '2024-10-20', by: 'court', outcome: 'successor', successor: 'SPD-3', event: 6 })
    const empty = made(ruled(pending, court('2024-09-17', 'modify', null)), final('2024-10-20'))
    expect(empty.inForce).toEqual({ date: '2024-10-20', by: 'court', outcome: 'vacant', successor: null, event: 6 })
  })

  it('the annulment of the body’s decision on objections still leaves the returning officer’s determination as it stood', () => {
    const officer: VacancyLedger = { ...announced, inForce: { ...own, by: 'returningOfficer' }, pendingObjection: true }
    const body: Decision = { ...court('2024-05-10', 'modify', 'SPD-3', 3), _tag: 'bodyDecision' }
    const v = ruled(sued(ruled(officer, body), action('2024-05-20')), court('2024-09-17', 'annul'))
    expect(v.review).toMatchObject({ against: 'determination', effect: { decision: 'confirm', by: 'court' } })
    expect(made(v, final('2024-10-20')).inForce).toMatchObject({ by: 'returningOfficer', successor: 'SPD-4' })
  })
})

describe('when the body’s own determination becomes unchallengeable', () => {
  it('without an action, the day after the month: Wednesday 22 May 2024 (§ 27 KWG, R10), not two weeks after the announcement', () => {
    expect(ownDeterminationFinalFrom(announced)).toBe('2024-05-22')
    expect(beyondObjection(announced, day('2024-05-21'), 'calendar')).toBe(false)
    expect(beyondObjection(announced, day('2024-05-22'), 'calendar')).toBe(true)
    // the two weeks from the announcement of 22 April would end with 6 May
    expect(beyondObjection(announced, day('2024-05-07'), 'calendar')).toBe(false)
    // also when it was never announced: the month runs from its pronouncement
    expect(beyondObjection(determined, day('2024-05-22'), 'calendar')).toBe(true)
  })

  it('an action in time keeps it open until the court’s decision is final (§ 34 Abs. 5)', () => {
    const v = sued(announced, action('2024-05-21'))
    expect(ownDeterminationFinalFrom(v)).toBeNull()
    expect(beyondObjection(v, day('2025-01-31'), 'calendar')).toBe(false)
    expect(lapsedDecision(v, day('2025-01-31'))).toBeNull()
  })

  it('a member who lost eligibility leaves with it (§ 33 Abs. 3 Nr. 2 KWG): on 22 May 2024 without an action, on the day the court’s confirmation is final after one', () => {
    const lost = memberLeft(0, day('2024-02-12'), cid('SPD-2'), 'eligibilityLost')
    const v: VacancyLedger = { ...announced, departure: lost }
    expect(leftOn(lost, v, day('2024-05-21'), 'calendar')).toBeNull()
    expect(leftOn(lost, v, day('2024-05-22'), 'calendar')).toBe('2024-05-22')
    expect(leftOn(lost, v, day('2024-06-30'), 'calendar')).toBe('2024-05-22')
    const confirmed = ruled(sued(v, action('2024-05-21')), court('2024-09-17', 'confirm'))
    expect(leftOn(lost, confirmed, day('2024-10-19'), 'calendar')).toBeNull()
    expect(leftOn(lost, made(confirmed, final('2024-10-20')), day('2024-12-31'), 'calendar')).toBe('2024-10-20')
  })

  it('a final typed in without an action is refused: periodRunning while the month runs, alreadyFinal after it', () => {
    expect(codeOf(becomeFinal(docket, announced, final('2024-05-21')))).toBe('events[6] periodRunning kwg27')
    expect(codeOf(becomeFinal(docket, announced, final('2024-05-22')))).toBe('events[6] alreadyFinal kwg34.5')
  })

  it('the refusals name the body’s own determination, its month and the day it became final', () => {
    const message = (r: { _tag: 'Left'; left: { message: string } } | { _tag: 'Right' }): string => (r._tag === 'Left' ? r.left.message : 'accepted')
    expect(message(becomeFinal(docket, announced, final('2024-05-21')))).toBe(
      "the month of § 27 KWG for an action against the body's own determination runs until 2024-05-21; without an action it becomes final by itself on 2024-05-22",
    )
    expect(message(becomeFinal(docket, announced, final('2024-05-22')))).toBe("without an action the body's own determination became final on 2024-05-22")
    expect(message(bringAction(announced, action('2024-05-22')))).toBe("the month of § 27 KWG for an action against the body's own determination of 2024-04-18 ended with 2024-05-21")
    expect(message(reviewDecision(docket, announced, court('2024-09-17', 'confirm')))).toBe(
      "the court decides on an action against the body's own determination (§ 34 Abs. 4 Satz 3 KWG) brought within the month of § 27 KWG; none was recorded",
    )
  })

  it('a final after an action and before any court decision leaves the body’s determination as it is', () => {
    const f = right(becomeFinal(docket, sued(announced, action('2024-05-02')), final('2024-08-01')))
    expect(f.change).toBeNull()
    expect(f.ledger.inForce).toEqual(own)
  })
})

describe('no objection period for the body’s own determination', () => {
  it('its announcement starts no objection period: the month of § 27 runs from the determination’s date instead', () => {
    expect(objectionPeriodOf(announced, 'calendar')).toBeNull()
    const before: VacancyLedger = { ...announced, announced: null }
    expect(announcedPeriod(before, day('2024-04-22'), 'calendar')).toEqual({ _tag: 'action', decided: '2024-04-18', ends: '2024-05-21', finalFrom: '2024-05-22' })
    const officer: VacancyLedger = { ...announced, inForce: { ...own, by: 'returningOfficer' } }
    expect(objectionPeriodOf(officer, 'calendar')).toBe('2024-05-06')
    expect(announcedPeriod({ ...officer, announced: null }, day('2024-04-22'), 'calendar')).toEqual({ _tag: 'objection', ends: '2024-05-06' })
  })

  it('a determination by the body that its decision on objections put in force carries no period at all', () => {
    const v = sued(announced, action('2024-05-02'))
    const modified: VacancyLedger = { ...made(ruled(v, court('2024-09-17', 'modify', 'SPD-3')), final('2024-10-20')), inForce: { ...own, date: day('2024-10-20') } }
    expect(announcedPeriod(modified, day('2024-10-25'), 'calendar')).toEqual({ _tag: 'none', by: 'body' })
    expect(announcementNorms({ _tag: 'none', by: 'body' })).toEqual(['kwg34.4.s1'])
    expect(announcementNorms({ _tag: 'objection', ends: day('2024-05-06') })).toEqual(['kwg34.4.s1', 'kwg25.1'])
  })
})

describe('the month of § 27 KWG the state carries (actionPeriodOf)', () => {
  it('the body’s own determination of Thursday 18 April 2024: from that day to Tuesday 21 May (moved past Whitsun), until the day after', () => {
    expect(actionPeriodOf(announced, day('2024-04-18'))).toEqual({ from: '2024-04-18', ends: '2024-05-21' })
    expect(actionPeriodOf(announced, day('2024-05-21'))).toEqual({ from: '2024-04-18', ends: '2024-05-21' })
    expect(actionPeriodOf(announced, day('2024-05-22'))).toBeNull()
  })

  it('an action brought keeps it shown after its end, until the court decides', () => {
    const v = sued(announced, action('2024-05-02'))
    expect(actionPeriodOf(v, day('2024-08-01'))).toEqual({ from: '2024-04-18', ends: '2024-05-21' })
    expect(actionPeriodOf(ruled(v, court('2024-09-17', 'confirm')), day('2024-09-18'))).toBeNull()
  })

  it('the body’s decision on objections: from its service, else its date, until it is final', () => {
    const officer: VacancyLedger = { ...announced, inForce: { ...own, by: 'returningOfficer' }, pendingObjection: true, inactionObjection: false }
    const confirmed = ruled(officer, decision('bodyDecision', '2024-05-02', 'confirm'))
    expect(actionPeriodOf(confirmed, day('2024-05-10'))).toEqual({ from: '2024-05-02', ends: '2024-06-03' })
    const served = ruled(officer, decision('bodyDecision', '2024-05-02', 'confirm', null, '2024-05-08'))
    expect(actionPeriodOf(served, day('2024-05-10'))).toEqual({ from: '2024-05-08', ends: '2024-06-10' })
    const lapsed = lapsedDecision(confirmed, day('2024-06-04')) as Final
    expect(actionPeriodOf(made(confirmed, lapsed), day('2024-06-04'))).toBeNull()
  })

  it('no decision of the body: none', () => {
    expect(actionPeriodOf({ ...announced, inForce: { ...own, by: 'returningOfficer' } }, day('2024-05-10'))).toBeNull()
    expect(actionPeriodOf(openLedger(departure), day('2024-05-10'))).toBeNull()
  })
})

// -------------------------------------------------------------------------------------
// the state, the texts and the calendar of the case of vector proc4-002
// -------------------------------------------------------------------------------------

type Json = Record<string, unknown>
const VECTOR = JSON.parse(readFileSync(join(ROOT, 'spec', 'conformance', 'vectors', 'proc4-002.json'), 'utf8')) as { case: Json & { events: Json[] } }
const BASE = VECTOR.case.events.slice(0, 4)
const caseOf = (events: ReadonlyArray<Json>, asOf: string, first: Json[] = BASE): Json => ({ ...VECTOR.case, events: [...first, ...events], query: { state: { asOf } } })
const courtEvent = (date: string, decision: string, extra: Json = {}): Json => ({ date, type: 'courtDecision', vacancy: 'SPD-2', decision, ...extra })
const actionEvent = (date: string): Json => ({ date, type: 'action', vacancy: 'SPD-2' })
const finalEvent = (date: string): Json => ({ date, type: 'final', vacancy: 'SPD-2' })

const stateOf = (u: Json): api.BodyState => right(api.replay(u) as never as { _tag: 'Right'; right: { state: api.BodyState } }).state
const vacancyOf = (u: Json): api.BodyState['vacancies'][number] => {
  const v = stateOf(u).vacancies[0]
  if (v === undefined) throw new Error('no vacancy')
  return v
}
const seat2 = (u: Json): ReadonlyArray<unknown> => stateOf(u).seats[1]?.tenures.map((t) => [t.member, t.from, t.to, t.basis, t.endedBy]) ?? []

/** Every paragraph of a text document with the key, as text. */
const paragraphsOf = (doc: { readonly sections: ReadonlyArray<unknown> }, key: string): ReadonlyArray<string> => {
  const out: string[] = []
  const walk = (s: { blocks?: ReadonlyArray<{ _tag: string; key?: string | null; text?: string; items?: ReadonlyArray<unknown> }>; sections?: ReadonlyArray<unknown> }): void => {
    for (const b of s.blocks ?? []) if (b._tag === 'paragraph' && b.key === key && b.text !== undefined) out.push(b.text)
    for (const c of s.sections ?? []) walk(c as never)
  }
  for (const s of doc.sections) walk(s as never)
  return out
}
const opinion = (u: Json, lang: 'de' | 'en'): { readonly sections: ReadonlyArray<unknown> } => right(api.opinionOf(u, lang) as never)

describe('the state of the case of proc4-002', () => {
  it('the announced determination of the body has no objectionPeriodEnds; it stays determined through the month and can no longer be challenged after it', () => {
    const within = vacancyOf(caseOf([], '2024-05-21'))
    expect(within).toMatchObject({ announced: '2024-04-22', objectionPeriodEnds: null, status: 'determined', beyondObjection: false, review: null })
    expect(vacancyOf(caseOf([], '2024-05-22'))).toMatchObject({ status: 'determined', beyondObjection: true })
  })

  it('the announcement of the body’s determination applies § 34 Abs. 4 Satz 1 and § 27, not § 25 Abs. 1; the action § 27', () => {
    const trace = stateOf(caseOf([actionEvent('2024-05-21')], '2024-06-30')).trace
    expect(trace.find((s) => s.event.index === 3)).toMatchObject({ _tag: 'accepted', norms: ['kwg34.4.s1', 'kwg27'], effect: { period: { _tag: 'action', ends: '2024-05-21' } } })
    expect(trace.find((s) => s.event.index === 4)).toMatchObject({ _tag: 'accepted', norms: ['kwg27'], effect: { _tag: 'actionBrought', against: 'inaction' } })
  })

  it('with an action in time the vacancy is under review and shows no review decision until the court decides', () => {
    const v = vacancyOf(caseOf([actionEvent('2024-05-21')], '2024-06-30'))
    expect(v).toMatchObject({ status: 'underReview', beyondObjection: false, review: null })
    expect(stateOf(caseOf([actionEvent('2024-05-21')], '2024-06-30')).rejected).toEqual([])
  })

  it('an action a day late is rejected with actionOutOfTime and changes nothing', () => {
    const s = stateOf(caseOf([actionEvent('2024-05-22')], '2024-06-30'))
    expect(s.rejected.map((e) => [e.path, e.code, e.rule])).toEqual([['events[4]', 'actionOutOfTime', 'kwg27']])
    expect(s.vacancies[0]).toMatchObject({ status: 'determined', beyondObjection: true })
  })

  it('the court’s confirmation made final: the review is shown as the court’s and the vacancy is final, SPD-4 sits on from 18 April', () => {
    const u = caseOf([actionEvent('2024-05-21'), courtEvent('2024-09-17', 'confirm'), finalEvent('2024-10-20')], '2024-10-31')
    expect(vacancyOf(u)).toMatchObject({ status: 'final', beyondObjection: true, review: { decision: 'confirm', by: 'court', date: '2024-09-17', final: '2024-10-20' } })
    expect(seat2(u)).toEqual([
      ['SPD-2', '2021-04-01', '2024-02-11', 'election', 'departure'],
      ['SPD-4', '2024-04-18', null, 'determination', null],
    ])
  })

  it('the court annuls the body’s determination of SPD-3 (SPD-4 had more votes): once final the seat is due again, to SPD-4, and SPD-3 held it until the day before', () => {
    const first = [...BASE.slice(0, 2), { ...(BASE[2] as Json), successor: 'SPD-3' }, BASE[3] as Json]
    const u = caseOf([actionEvent('2024-05-10'), courtEvent('2024-09-17', 'annul'), finalEvent('2024-10-20')], '2024-10-31', first)
    expect(vacancyOf(u)).toMatchObject({ status: 'due', determination: null, due: { outcome: 'successor', successor: 'SPD-4' }, review: { decision: 'annul', by: 'court', final: '2024-10-20' } })
    expect(seat2(u)).toEqual([
      ['SPD-2', '2021-04-01', '2024-02-11', 'election', 'departure'],
      ['SPD-3', '2024-04-18', '2024-10-19', 'determination', 'review'],
      ['SPD-4', '2024-10-20', null, 'due', null],
    ])
    // until the annulment is final the body's determination stands (§ 34 Abs. 5)
    expect(vacancyOf(caseOf([actionEvent('2024-05-10'), courtEvent('2024-09-17', 'annul')], '2024-10-19', first))).toMatchObject({ status: 'underReview', determination: { successor: 'SPD-3' } })
  })

  it('the court modifies: the empty seat from the day it is final lowers the legal member count', () => {
    const u = caseOf([actionEvent('2024-05-21'), courtEvent('2024-09-17', 'modify', { outcome: 'vacant', successor: null }), finalEvent('2024-10-20')], '2024-10-31')
    const s = stateOf(u)
    expect(s.vacancies[0]).toMatchObject({ status: 'final', determination: { date: '2024-10-20', by: 'court', outcome: 'vacant', successor: null } })
    expect(s.legalMemberCount).toBe(4)
  })
})

describe('the texts and the calendar of the body’s own determination', () => {
  it('the announcement paragraph names the action of § 27 and its end, 21 May 2024, in German and in English — not the two weeks of objection', () => {
    const u = caseOf([], '2024-05-10')
    const [de] = paragraphsOf(opinion(u, 'de'), 'procedure.announcement')
    expect(de).toContain('gegen sie findet kein Einspruch statt (§ 34 Abs. 4 Satz 1 KWG)')
    expect(de).toContain('Die Klagefrist begann nicht mit der Bekanntmachung, sondern mit der Verkündung der Feststellung am 18. April 2024; sie endet mit Ablauf des 21. Mai 2024.')
    expect(de).toContain('Gegen die Feststellung steht den Beteiligten')
    expect(de).not.toContain('Einspruchsfrist')
    const [en] = paragraphsOf(opinion(u, 'en'), 'procedure.announcement')
    expect(en).toContain('no objection lies against it (§ 34 Abs. 4 Satz 1 KWG)')
    expect(en).toContain('it ends at the end of 21 May 2024.')
    expect(en).not.toContain('objection period')
  })

  it('the month is told in the present on its last day, 21 May 2024, and in the past from the next day', () => {
    const told = (asOf: string, lang: 'de' | 'en'): string => paragraphsOf(opinion(caseOf([], asOf), lang), 'procedure.announcement')[0] ?? ''
    expect(told('2024-05-21', 'de')).toContain('sie endet mit Ablauf des 21. Mai 2024.')
    expect(told('2024-05-22', 'de')).toContain('sie endete mit Ablauf des 21. Mai 2024.')
    expect(told('2024-05-21', 'en')).toContain('it ends at the end of 21 May 2024.')
    expect(told('2024-05-22', 'en')).toContain('it ended at the end of 21 May 2024.')
  })

  it('the determination paragraph of the body names the month of § 27 and when the determination is final without an action', () => {
    const [de] = paragraphsOf(opinion(caseOf([], '2024-05-10'), 'de'), 'procedure.determination')
    expect(de).toContain('Gegen die Feststellung steht den Beteiligten und der Aufsichtsbehörde innerhalb eines Monats nach Zustellung oder Verkündung die Klage im Verwaltungsstreitverfahren zu')
    expect(de).toContain('wird bis dahin keine Klage erhoben, ist die Feststellung am 22. Mai 2024 unanfechtbar.')
    const [en] = paragraphsOf(opinion(caseOf([], '2024-05-10'), 'en'), 'procedure.determination')
    expect(en).toContain('if no action is brought by then, the determination is final on 22 May 2024.')
  })

  it('the action, a late action and the court’s annulment are told as against the body’s determination', () => {
    const u = caseOf([actionEvent('2024-05-21'), courtEvent('2024-09-17', 'annul')], '2024-10-01')
    expect(paragraphsOf(opinion(u, 'de'), 'procedure.action')[0]).toContain('ist gegen die Feststellung des Ortsbeirats')
    expect(paragraphsOf(opinion(u, 'en'), 'procedure.action')[0]).toContain('against the determination of')
    const [courtDe] = paragraphsOf(opinion(u, 'de'), 'procedure.court')
    expect(courtDe).toContain('und die Feststellung')
    expect(courtDe).toContain('der Wahlleiter hat ihn festzustellen (§ 34 Abs. 3 Satz 1 KWG)')
    expect(paragraphsOf(opinion(u, 'en'), 'procedure.court')[0]).toContain('the returning officer must determine it')
    const late = caseOf([actionEvent('2024-05-22')], '2024-06-30')
    expect(paragraphsOf(opinion(late, 'de'), 'procedure.action.rejected')[0]).toContain('die Feststellung des Ortsbeirats ist unanfechtbar')
    expect(paragraphsOf(opinion(late, 'en'), 'procedure.action.rejected')[0]).toContain('the determination of')
  })

  it('the notice of the state tells the court’s annulment of the body’s determination as leaving none in force, not as restoring the returning officer’s', () => {
    const u = caseOf([actionEvent('2024-05-21'), courtEvent('2024-09-17', 'annul')], '2024-10-01')
    const [de] = paragraphsOf(right(api.noticeOf(u, 'de') as never), 'notice.review')
    expect(de).toContain('hat das Verwaltungsgericht die Feststellung des Ortsbeirats am 17. September 2024 aufgehoben. Ist das rechtskräftig, ist keine Feststellung in Kraft; der Wahlleiter hat den Sitz festzustellen (§ 34 Abs. 3 Satz 1 KWG).')
    const [en] = paragraphsOf(right(api.noticeOf(u, 'en') as never), 'notice.review')
    expect(en).toContain('the court annulled the determination of the local advisory council [Ortsbeirat]. Once that is final, no determination is in force')
  })

  it('the calendar lists no objection period for the announced determination of the body, but the month of § 27 from its date; the returning officer’s has the objection period', () => {
    const r = deadlinesOf(caseOf([], '2024-04-25'))
    if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
    expect(r.right.periods).toEqual([{ kind: 'action', norm: 'kwg27', subject: 'SPD-2', from: '2024-04-18', until: '2024-05-21' }])
    const officer = [...BASE.slice(0, 1), { ...(BASE[2] as Json), by: 'returningOfficer' }, BASE[3] as Json]
    const o = deadlinesOf(caseOf([], '2024-04-25', officer))
    if (o._tag === 'Left') throw new Error(JSON.stringify(o.left))
    expect(o.right.periods).toEqual([{ kind: 'objection', norm: 'kwg25.1', subject: 'SPD-2', from: '2024-04-22', until: '2024-05-06' }])
  })
})

describe('the body’s own determination while the court’s change of it is not final', () => {
  it('is not beyond challenge: the court modified it on 17 September 2024, and until that is final the review is open', () => {
    const v = ruled(sued(announced, action('2024-05-21')), court('2024-09-17', 'modify', 'SPD-6'))
    expect(v.inForce?.by).toBe('body')
    expect(v.review).toMatchObject({ against: 'inaction', final: null, effect: { decision: 'modify' } })
    expect(beyondObjection(v, day('2024-10-15'), 'calendar')).toBe(false)
  })
})
