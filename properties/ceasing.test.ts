// A body that falls below three members ceases (reading R8, issue 18 P1:
// § 82 Abs. 1 Satz 6 HGO, § 86 Abs. 1 Satz 3 HGO), read through the rule
// functions of src/rules/ceasing.ts on the hand-worked vectors h18-009 and
// ceas-001: only an empty seat makes a body cease, and a departure after it
// cites the ceasing norm beside its trigger.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { IsoDate } from '../src/domain/brand.js'
import { successorFound, type Determination } from '../src/domain/determination.js'
import { ceasingOf } from '../src/rules/ceasing.js'
import { decide, decideCase, replay } from './support/public.js'
import { events, majority, type Json } from './support/fixtures.js'
import { VECTOR_DIR } from './support/vectors.js'

const decided = (id: string, vacancy: string): Determination => {
  const c = (JSON.parse(readFileSync(join(VECTOR_DIR, `${id}.json`), 'utf8')) as { case: Record<string, unknown> }).case
  const r = decideCase({ ...c, query: { ...(c['query'] as object), vacancy } })
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
  return r.right.determination
}

const day = '2023-06-12' as IsoDate

describe('the seat that makes an Ausländerbeirat cease', { tags: ['hgo86.1.s3', 'R8'] }, () => {
  // h18-009: GL-1's seat stays empty (GL-2 waived), the legal member count falls 3 → 2
  const empty = decided('h18-009', 'GL-1')
  it('is an empty seat that leaves fewer than three, and the body ceases on the day it is free', () => {
    expect(empty._tag).toBe('vacant')
    expect(ceasingOf('auslaenderbeirat', empty, day)).toEqual({ on: day, rule: 'hgo86.1.s3' })
  })
  it('does not make the body cease while the seat is not yet free', () => {
    expect(ceasingOf('auslaenderbeirat', empty, null)).toBeNull()
  })
  it('makes no body cease when a successor fills it, whatever the count', () => {
    const filled = successorFound(empty, 'IL-3' as Determination['vacancy'], null)
    expect(ceasingOf('auslaenderbeirat', filled, day)).toBeNull()
  })
  it('makes no Gemeindevertretung cease: the HGO has no such rule for it', () => {
    expect(ceasingOf('gemeindevertretung', empty, day)).toBeNull()
  })
})

describe('a departure on the day the body ceased', { tags: ['hgo86.1.s3', 'R8'] }, () => {
  it('cites the ceasing norm beside the norm that made it a departure', () => {
    // ceas-001: IL-2 dies the same day, listed after the ceasing seat
    const d = decided('ceas-001', 'IL-2')
    expect(d._tag).toBe('bodyCeased')
    expect(d.rules).toEqual(['kwg34.1.s1.trigger', 'hgo86.1.s3'])
  })
})

describe('the seats of a body that ceased, in its state', { tags: ['hgo82.1.s6', 'kwg34.3.s2', 'R7', 'R8'] }, () => {
  // Ortsbeirat Nord (majority election, 3 seats; A, B, C elected; D, E, F not): E and F die on 1 April 2022, A dies on
  // 10 April, so D, the only candidate left, is due. On 1 May D is determined (event 3) and then B dies (event 4): no
  // candidate is left for B's seat, which stays empty for certain; with C and D the body has two members and ceases on
  // 1 May (§ 82 Abs. 1 Satz 6 HGO, R8). C dies on 2 May, when the body no longer exists.
  const state = (): Json => {
    const c = majority()
    const ev = events(c)
    ev.length = 0
    ev.push(
      { date: '2022-04-01', type: 'candidateDied', candidate: 'E' },
      { date: '2022-04-01', type: 'candidateDied', candidate: 'F' },
      { date: '2022-04-10', type: 'memberLeft', member: 'A', cause: 'death' },
      { date: '2022-05-01', type: 'determination', vacancy: 'A', by: 'returningOfficer', outcome: 'successor', successor: 'D' },
      { date: '2022-05-01', type: 'memberLeft', member: 'B', cause: 'death' },
      { date: '2022-05-02', type: 'memberLeft', member: 'C', cause: 'death' },
    )
    c['query'] = { state: { asOf: '2022-06-01' } }
    const r = replay(c)
    if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
    return r.right.state as unknown as Json
  }

  it('begins no tenure on the day it ceased: D, determined that day, never sat', () => {
    const s = state()
    expect(s['ceased']).toEqual({ on: '2022-05-01', rule: 'hgo82.1.s6' })
    expect((s['seats'] as Json[])[0]).toEqual({ seat: 1, list: 'MW', tenures: [{ member: 'A', from: '2021-04-01', to: '2022-04-09', basis: 'election', endedBy: 'departure' }] })
    expect(s['members']).toEqual([])
  })

  it('ends a tenure open on that day the day before, even if its member leaves later', () => {
    const seats = state()['seats'] as Json[]
    expect(seats[1]).toEqual({ seat: 2, list: 'MW', tenures: [{ member: 'B', from: '2021-04-01', to: '2022-04-30', basis: 'election', endedBy: 'departure' }] })
    expect(seats[2]).toEqual({ seat: 3, list: 'MW', tenures: [{ member: 'C', from: '2021-04-01', to: '2022-04-30', basis: 'election', endedBy: 'ceased' }] })
  })

  it('begins no tenure for a successor whose seat became free on the day the body ceased: F, determined on 5 May for A’s seat, which A waived with effect from 15 May, never sat', () => {
    // D and E died on 1 April; A's waiver of 2 May takes effect on 15 May (§ 33 Abs. 3 KWG, the later day named), and
    // F was determined for the seat on 5 May, so he would sit from 15 May. B dies on 15 May with no one left for the
    // seat: C and F would be two members, and the body ceases that day (§ 82 Abs. 1 Satz 6 HGO, R8).
    const c = majority()
    c['events'] = [
      { date: '2022-04-01', type: 'candidateDied', candidate: 'D' },
      { date: '2022-04-01', type: 'candidateDied', candidate: 'E' },
      { date: '2022-05-02', type: 'memberLeft', member: 'A', cause: 'seatWaiver', written: true, to: 'returningOfficer', effective: '2022-05-15' },
      { date: '2022-05-05', type: 'determination', vacancy: 'A', by: 'returningOfficer', outcome: 'successor', successor: 'F' },
      { date: '2022-05-15', type: 'memberLeft', member: 'B', cause: 'death' },
    ]
    c['query'] = { state: { asOf: '2022-06-01' } }
    const r = replay(c)
    if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
    const s = r.right.state as unknown as Json
    expect(s['ceased']).toEqual({ on: '2022-05-15', rule: 'hgo82.1.s6' })
    expect((s['seats'] as Json[])[0]).toEqual({ seat: 1, list: 'MW', tenures: [{ member: 'A', from: '2021-04-01', to: '2022-05-14', basis: 'election', endedBy: 'departure' }] })
  })

  it('gives a departure after the ceasing no succession: its vacancy is settled as noSuccession, the body having ceased', () => {
    const c = (state()['vacancies'] as Json[]).find((v) => v['vacancy'] === 'C')
    expect(c).toMatchObject({ arose: '2022-05-02', status: 'noSuccession', determination: null, due: { outcome: 'bodyCeased', successor: null } })
  })
})

describe('a determination recorded for a departure after the body ceased', { tags: ['hgo82.1.s6', 'kwg34.3.s1', 'R8'] }, () => {
  it('rejects the case when a determination is asked for: there is no succession to proceed on', () => {
    // Ortsbeirat Nord: D, E and F die on 1 April 2022; B dies on 1 May, her seat stays empty and the body ceases that
    // day (two members). C dies on 10 May; a determination "vacant" for C on 20 May has no vacancy to proceed on.
    const c = majority()
    events(c).push(
      { date: '2022-04-01', type: 'candidateDied', candidate: 'D' },
      { date: '2022-04-01', type: 'candidateDied', candidate: 'E' },
      { date: '2022-04-01', type: 'candidateDied', candidate: 'F' },
      { date: '2022-05-10', type: 'memberLeft', member: 'C', cause: 'death' },
      { date: '2022-05-20', type: 'determination', vacancy: 'C', by: 'returningOfficer', outcome: 'vacant', successor: null },
    )
    expect(decide(c)).toEqual({
      _tag: 'Left',
      left: {
        _tag: 'rejected',
        errors: [
          {
            path: 'events[5].vacancy',
            code: 'noVacancy',
            message: 'the body ceased on 2022-05-01 below three members (§ 82 Abs. 1 Satz 6 HGO): the departure of C opens no succession to proceed on',
            rule: 'hgo82.1.s6',
          },
        ],
      },
    })
  })
})

describe('the seat that made the body cease, declared empty after the day', { tags: ['hgo82.1.s6', 'kwg34.3.s1', 'kwg23.2.s3', 'R8'] }, () => {
  // Ortsbeirat of three (A1, A2 on list A, B1 on list B; no one else nominated). A2's seat falls empty on
  // 10 March 2022 — list A is exhausted, § 34 Abs. 1 Satz 2 KWG — and with two members the body ceases that day (§ 82
  // Abs. 1 Satz 6 HGO). On 15 March the returning officer declares the seat empty (§ 34 Abs. 3 Satz 1): his duty, taken
  // on record (R8, G1), so the state shows it as determined, not as due.
  const ortsbeirat = (events: Json[]): Json => ({
    format: 'nachruecken.case/1',
    body: { name: 'Ortsbeirat Testdorf', kind: 'ortsbeirat', statutoryMemberCount: 3, electionMode: 'proportional', term: { start: '2021-04-01', end: '2026-03-31' } },
    lists: [
      { id: 'A', name: 'Liste A', group: 'party', setUp: '2020-11-14', candidates: [
        { id: 'A1', name: 'Anna Eins', position: 1, votes: 500, elected: true },
        { id: 'A2', name: 'Bert Zwei', position: 2, votes: 400, elected: true },
      ] },
      { id: 'B', name: 'Liste B', group: 'party', setUp: '2020-11-14', candidates: [{ id: 'B1', name: 'Ernst Eins', position: 1, votes: 450, elected: true }] },
    ],
    events,
    query: { state: { asOf: '2022-05-31' } },
  })
  const declared = { date: '2022-03-15', type: 'determination', vacancy: 'A2', by: 'returningOfficer', outcome: 'vacant', successor: null }
  const incompatible = (member: string, arose: string, notified: string): Json[] => [
    { date: arose, type: 'candidateGroundArose', candidate: member, ground: 'incompatibility' },
    { date: notified, type: 'incompatibilityNotified', candidate: member },
  ]
  const seats = (events: Json[]): Array<[string, string, string, unknown]> => {
    const r = replay(ortsbeirat(events))
    if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
    expect(r.right.state.ceased).toEqual({ on: '2022-03-10', rule: 'hgo82.1.s6' })
    expect(r.right.state.rejected).toEqual([])
    return r.right.state.vacancies.map((v) => [v.vacancy, v.cause, v.status, v.determination?.outcome ?? v.due?.outcome])
  }

  it('when its member died: the declaration of 15 March is in force', () => {
    expect(seats([{ date: '2022-03-10', type: 'memberLeft', member: 'A2', cause: 'death' }, declared])).toEqual([['A2', 'death', 'determined', 'vacant']])
  })
  it('when the law took the status (§ 23 Abs. 2 Satz 3 KWG): the same', () => {
    // notified 2 March, the week runs to 9 March, A2's status is lost on 10 March
    expect(seats([...incompatible('A2', '2022-03-01', '2022-03-02'), declared])).toEqual([['A2', 'statusNotAcquired', 'determined', 'vacant']])
  })
  it('and a second departure the law makes after the day changes nothing of it', () => {
    // A1 notified 4 April, the week runs to 11 April: A1's status is lost on 12 April, after the body ceased
    const events = [...incompatible('A2', '2022-03-01', '2022-03-02'), ...incompatible('A1', '2022-04-01', '2022-04-04'), declared]
    expect(seats(events)).toEqual([
      ['A2', 'statusNotAcquired', 'determined', 'vacant'],
      ['A1', 'statusNotAcquired', 'noSuccession', 'bodyCeased'],
    ])
  })
})

describe('a review after the day of a determination made before it', { tags: ['hgo82.1.s6', 'kwg34.4.s1', 'kwg34.6', 'R8'] }, () => {
  // Ortsbeirat Nord (majority, 3 seats): D and E die on 1 April 2022, A on 1 May; F is determined for A on 3 May,
  // announced on 4 May, objected to on 10 May (written, reasoned, own rights). B dies on 12 May: no one is left for B's
  // seat, and with C and F the body has two members — it ceases on 12 May (§ 82 Abs. 1 Satz 6 HGO). On 20 May the body
  // annuls the determination for A; the month of § 27 KWG ends on 20 June, so the annulment is final on 21 June (R10).
  // The review reaches A's ledger — its determination is gone, and a seat with no successor on record before the day
  // gives way (no determination can be made for a body that no longer exists) — but not the ceasing: F held the seat
  // from 3 May until the body ceased, once (spec/procedure.md, "A review after the day"; vector r8-021).
  const state = (): ReturnType<typeof replay> => {
    const c = majority()
    c['events'] = [
      { date: '2022-04-01', type: 'candidateDied', candidate: 'D' },
      { date: '2022-04-01', type: 'candidateDied', candidate: 'E' },
      { date: '2022-05-01', type: 'memberLeft', member: 'A', cause: 'death' },
      { date: '2022-05-03', type: 'determination', vacancy: 'A', by: 'returningOfficer', outcome: 'successor', successor: 'F' },
      { date: '2022-05-04', type: 'announcement', vacancy: 'A' },
      { date: '2022-05-10', type: 'objection', vacancy: 'A', against: 'determination', form: 'written', reasonedOn: '2022-05-10', ownRights: true, supporters: 0 },
      { date: '2022-05-12', type: 'memberLeft', member: 'B', cause: 'death' },
      { date: '2022-05-20', type: 'bodyDecision', vacancy: 'A', decision: 'annul' },
    ]
    c['query'] = { state: { asOf: '2022-08-01' } }
    return replay(c)
  }
  it('takes the determination away, and the seat gives way, but leaves the day and the seats of the day', () => {
    const r = state()
    if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
    const s = r.right.state
    expect(s.ceased).toEqual({ on: '2022-05-12', rule: 'hgo82.1.s6' })
    expect(s.rejected).toEqual([])
    expect(s.vacancies.map((v) => [v.vacancy, v.status, v.determination, v.due?.outcome, v.due?.successor])).toEqual([
      ['A', 'noSuccession', null, 'bodyCeased', null],
      ['B', 'due', null, 'vacant', null],
    ])
    expect(s.vacancies[0]?.review).toMatchObject({ decision: 'annul', by: 'body', outcome: null, successor: null, date: '2022-05-20', final: '2022-06-21' })
    expect(s.seats[0]?.tenures).toEqual([
      { member: 'A', from: '2021-04-01', to: '2022-04-30', basis: 'election', endedBy: 'departure' },
      { member: 'F', from: '2022-05-03', to: '2022-05-11', basis: 'determination', endedBy: 'ceased' },
    ])
    expect(s.notes.map((n) => n.rule)).toEqual(['kwg34.6'])
  })
})
