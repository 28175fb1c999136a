// The trace of the record (src/record/record.ts, trace.ts): what a departure changed, with the norms applied,
// worked by hand from the law on the majority fixture (Ortsbeirat Nord: A, B, C elected; D, E, F not).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { events, fourSeats, majority, type Json } from './support/fixtures.js'
import type { IsoDate } from '../src/domain/brand.js'
import { recordCase } from '../src/record/record.js'
import type { Step } from '../src/record/trace.js'
import { decide, decodeCase, replay } from './support/public.js'

const traceOf = (evs: ReadonlyArray<Json>): ReadonlyArray<Json> => {
  const c = majority()
  events(c).push(...evs)
  c['query'] = { state: { asOf: '2022-06-01' } }
  const r = replay(c)
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
  return r.right.state.trace as unknown as ReadonlyArray<Json>
}

const stepOf = (trace: ReadonlyArray<Json>, index: number): Json | undefined => trace.find((s) => (s['event'] as Json)['index'] === index)

describe('what a departure changed, in the trace', { tags: ['kwg33.2', 'hgo82.1.s6'] }, () => {
  it('a seat waiver without the written form keeps the membership, under § 33 Abs. 1 Nr. 1 and Abs. 2 KWG', () => {
    const step = stepOf(traceOf([{ date: '2022-05-10', type: 'memberLeft', member: 'C', cause: 'seatWaiver', written: false, to: 'returningOfficer' }]), 1)
    expect(step).toMatchObject({ _tag: 'accepted', kind: 'memberLeft', effect: { _tag: 'membershipKept' } })
    expect(step?.['norms']).toEqual(['kwg33.1.n1', 'kwg33.2'])
  })

  it('a death opens the vacancy', () => {
    expect(stepOf(traceOf([]), 0)).toMatchObject({ _tag: 'accepted', kind: 'memberLeft', effect: { _tag: 'vacancyOpened' } })
  })

  it('a death after the Ortsbeirat ceased opens none: the step names the day it ceased and § 82 Abs. 1 Satz 6 HGO', () => {
    // D, E and F died before B: B's seat stays empty from 1 May and the Ortsbeirat falls to two members (R8); C dies on 10 May
    const trace = traceOf([
      { date: '2022-04-01', type: 'candidateDied', candidate: 'D' },
      { date: '2022-04-01', type: 'candidateDied', candidate: 'E' },
      { date: '2022-04-01', type: 'candidateDied', candidate: 'F' },
      { date: '2022-05-10', type: 'memberLeft', member: 'C', cause: 'death' },
    ])
    const step = stepOf(trace, 4)
    expect(step).toMatchObject({ _tag: 'accepted', kind: 'memberLeft', effect: { _tag: 'afterCeasing', ceased: { on: '2022-05-01', rule: 'hgo82.1.s6' } } })
    expect(step?.['norms']).toEqual(['hgo82.1.s6'])
  })
})

describe('a departure of someone who is no member', { tags: ['kwg34.1.s1.trigger', 'kwg34.3.s2', 'R7'] }, () => {
  it('of a candidate never called is left out of the record under § 34 Abs. 1 Satz 1 KWG (only a member leaves)', () => {
    const step = stepOf(traceOf([{ date: '2022-05-10', type: 'memberLeft', member: 'F', cause: 'death' }]), 1)
    expect(step).toMatchObject({ _tag: 'rejected', event: { member: 'F' }, error: { code: 'notAMember', rule: 'kwg34.1.s1.trigger' } })
  })

  it('of a successor only due is refused with what to record instead (§ 34 Abs. 3 Satz 2 with § 23 Abs. 1 KWG)', () => {
    // A1 dies; A4 (500 votes) is due but not determined; A4's death recorded as a member's departure
    const c = fourSeats([{ date: '2021-05-01', type: 'memberLeft', member: 'A1', cause: 'death' }, { date: '2021-05-10', type: 'memberLeft', member: 'A4', cause: 'death' }], '2021-06-01')
    c['query'] = { vacancy: 'A1', asOf: '2021-06-01' }
    const r = decide(c)
    expect(r._tag === 'Left' ? (r.left as unknown as { errors: Json[] }).errors : []).toContainEqual({
      path: 'events[1].member',
      code: 'notYetMember',
      rule: 'kwg34.3.s2',
      message:
        'A4 is due as successor but becomes a member only with the determination (§ 34 Abs. 3 Satz 2, § 23 Abs. 1 KWG): record the fact as a candidate\'s (candidateDied, candidateWaived, …), not as a member\'s departure',
    })
  })
})

describe('the record made without a departure found no member’s', { tags: ['kwg34.1.s1.trigger'] }, () => {
  it('takes it as left out, under § 34 Abs. 1 Satz 1 KWG, and opens no vacancy for it', () => {
    const c = majority()
    events(c).push({ date: '2022-05-10', type: 'memberLeft', member: 'F', cause: 'death' })
    const decoded = decodeCase(c, { rules: false })
    if (decoded._tag === 'Left') throw new Error(JSON.stringify(decoded.left))
    const record = recordCase(decoded.right, '2022-06-01' as IsoDate, new Set([1]))
    expect(record.trace.find((s) => s.event.index === 1)).toMatchObject({ _tag: 'accepted', kind: 'memberLeft', norms: ['kwg34.1.s1.trigger'], effect: { _tag: 'leftOut' } })
    expect([...record.vacancies.keys()]).toEqual(['B'])
  })
})

describe('decisions of the body that become final by themselves are taken in application order (R5)', { tags: ['kwg27', 'kwg34.5', 'R5', 'R10'] }, () => {
  // Gemeindevertretung Probe: A1 dies on 1 May 2021, B1 on 2 May; both successors are determined and announced,
  // both determinations objected to, and the body confirms both. Without an action each decision becomes final when
  // the month of § 27 KWG has passed (§§ 187 Abs. 1, 188 Abs. 2 BGB): a decision of 1 June on 2 July, one of 5 June on 6 July.
  const finalsOf = (decisions: ReadonlyArray<readonly [string, string]>): ReadonlyArray<readonly [string, string]> => {
    const objection = (v: string): Json => ({ date: '2021-05-20', type: 'objection', vacancy: v, against: 'determination', form: 'written', reasonedOn: '2021-05-20', ownRights: true, supporters: 0 })
    const c = fourSeats(
      [
        { date: '2021-05-01', type: 'memberLeft', member: 'A1', cause: 'death' },
        { date: '2021-05-02', type: 'memberLeft', member: 'B1', cause: 'death' },
        { date: '2021-05-10', type: 'determination', vacancy: 'A1', by: 'returningOfficer', outcome: 'successor', successor: 'A4' },
        { date: '2021-05-10', type: 'determination', vacancy: 'B1', by: 'returningOfficer', outcome: 'successor', successor: 'B3' },
        { date: '2021-05-12', type: 'announcement', vacancy: 'A1' },
        { date: '2021-05-12', type: 'announcement', vacancy: 'B1' },
        objection('A1'),
        objection('B1'),
        ...decisions.map(([vacancy, date]) => ({ date, type: 'bodyDecision', vacancy, decision: 'confirm' })),
      ],
      '2021-08-01',
    )
    const r = replay(c)
    if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
    return r.right.state.trace.flatMap((s) => (s.event._tag === 'final' ? [[s.event.vacancy, s.event.date] as const] : []))
  }

  it('on one day in the input order of the decisions, whichever seat fell vacant first', () => {
    expect(finalsOf([['B1', '2021-06-01'], ['A1', '2021-06-01']])).toEqual([['B1', '2021-07-02'], ['A1', '2021-07-02']])
    expect(finalsOf([['A1', '2021-06-01'], ['B1', '2021-06-01']])).toEqual([['A1', '2021-07-02'], ['B1', '2021-07-02']])
  })

  it('on different days the earlier day first, whatever the input order', () => {
    expect(finalsOf([['A1', '2021-06-05'], ['B1', '2021-06-01']])).toEqual([['B1', '2021-07-02'], ['A1', '2021-07-06']])
    expect(finalsOf([['B1', '2021-06-05'], ['A1', '2021-06-01']])).toEqual([['A1', '2021-07-02'], ['B1', '2021-07-06']])
  })
})

describe('the steps of the procedure name the norms they apply', { tags: ['kwg34.4.s1', 'kwg25.1', 'kwg27', 'kwg34.1a.lot'] }, () => {
  const read = (file: string): Json => JSON.parse(readFileSync(file, 'utf8')) as Json
  const traceOfCase = (c: Json, asOf: string): ReadonlyArray<Json> => {
    c['query'] = { state: { asOf } }
    const r = replay(c)
    if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
    return r.right.state.trace as unknown as ReadonlyArray<Json>
  }

  it('the announcement opens the objection under § 34 Abs. 4 Satz 1 and § 25 Abs. 1 KWG, and the action lies under § 27 KWG', () => {
    // spec/examples/review.case.json: announced on 25 August 2023 (event 5), the body modifies on 12 October (event 8),
    // an action on 1 November, within the month of § 27 KWG (event 9)
    const c = read('spec/examples/review.case.json')
    events(c).push({ date: '2023-11-01', type: 'action', vacancy: 'SPD-1' })
    const trace = traceOfCase(c, '2024-01-31')
    expect(stepOf(trace, 5)).toMatchObject({ _tag: 'accepted', norms: ['kwg34.4.s1', 'kwg25.1'] })
    expect(stepOf(trace, 9)).toMatchObject({ _tag: 'accepted', norms: ['kwg27'] })
  })

  it('a lot drawn and taken on record applies § 34 Abs. 1a KWG, second half-sentence', () => {
    // case book 09: BL-4 waives on 22 May 2023; BL-9, BL-10 and BL-12 tied, the lot drawn on 5 June falls to BL-12 (event 1)
    const trace = traceOfCase(read('spec/cases/09-mehrheitswahl-los-gezogen/case.json'), '2023-06-12')
    expect(stepOf(trace, 1)).toMatchObject({ _tag: 'accepted', norms: ['kwg34.1a.lot'] })
  })
})

describe('a refusal of what contests a decision of the body says which decision the rule read', { tags: ['kwg34.4.s3', 'kwg27', 'kwg26'] }, () => {
  // vector proc4-002: SPD-2 died; on the objection against inaction the body itself determined SPD-4 on 18 April 2024
  const ownDetermination = (extra: ReadonlyArray<Json>, cut = 4): ReadonlyArray<Step> => {
    const c = JSON.parse(readFileSync('spec/conformance/vectors/proc4-002.json', 'utf8'))['case'] as Json
    c['events'] = [...(c['events'] as Json[]).slice(0, cut), ...extra]
    const decoded = decodeCase(c, { rules: false })
    if (decoded._tag === 'Left') throw new Error(JSON.stringify(decoded.left))
    return recordCase(decoded.right, '2024-12-31' as IsoDate).trace
  }

  it('an action a day after the month against the body’s own determination is refused as contesting that determination (inaction)', () => {
    const step = ownDetermination([{ date: '2024-05-22', type: 'action', vacancy: 'SPD-2' }]).find((s) => s.event.index === 4)
    expect(step).toMatchObject({ _tag: 'rejected', error: { code: 'actionOutOfTime' }, contested: 'inaction', assessment: null })
  })

  it('the court deciding without an action, and a final typed in while the month runs, contest it too', () => {
    const trace = ownDetermination([
      { date: '2024-05-02', type: 'final', vacancy: 'SPD-2' },
      { date: '2024-09-17', type: 'courtDecision', vacancy: 'SPD-2', decision: 'confirm' },
    ])
    expect(trace.filter((s) => s._tag === 'rejected').map((s) => [s.event._tag, s._tag === 'rejected' ? [s.error.code, s.contested] : null])).toEqual([
      ['final', ['periodRunning', 'inaction']],
      ['courtDecision', ['noAction', 'inaction']],
    ])
  })

  it('before the body determined anything, a refused action contests its resolution (determination); a refused objection or determination contests nothing', () => {
    const trace = ownDetermination(
      [
        { date: '2024-03-26', type: 'action', vacancy: 'SPD-2' },
        { date: '2024-03-27', type: 'objection', vacancy: 'SPD-2', against: 'inaction', form: 'oral', reasonedOn: '2024-03-27', ownRights: true, supporters: 0 },
        { date: '2024-03-28', type: 'determination', vacancy: 'SPD-2', by: 'returningOfficer', outcome: 'successor', successor: 'SPD-2' },
      ],
      2,
    )
    expect(trace.filter((s) => s._tag === 'rejected').map((s) => [s.event._tag, s._tag === 'rejected' ? s.contested : 'accepted'])).toEqual([
      ['action', 'determination'],
      ['objection', null],
      ['determination', null],
    ])
  })
})
