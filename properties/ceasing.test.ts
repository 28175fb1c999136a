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
