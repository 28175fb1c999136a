// The engine across several vacancies of one case (reading R6, § 34 Abs. 5),
// worked by hand on the shipped example (spec/examples/musterstadt.case.json:
// SPD-1 waives her seat; SPD-9 waived in writing, SPD-8 left the party after
// the set-up, SPD-4's oral waiver to the party has no effect; the lawful
// successor is SPD-4 with 655 votes) and on the majority fixture (B dies,
// D and E tie with 50 votes).
import { describe, expect, it } from 'vitest'
import { decide } from './support/public.js'
import { events, example, majority, type Json } from './support/fixtures.js'

const answer = (c: Json): Json => {
  const r = decide(c)
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
  return r.right as unknown as Json
}

describe('a recorded determination binds the later vacancies', { tags: ['kwg34.1.s2.count', 'kwg34.5', 'R6'] }, () => {
  it('a seat recorded as vacant lowers the legal member count the next vacancy starts from', () => {
    const c = example()
    events(c).unshift(
      { date: '2023-01-10', type: 'memberLeft', member: 'CDU-1', cause: 'death' },
      { date: '2023-01-20', type: 'determination', vacancy: 'CDU-1', by: 'returningOfficer', outcome: 'vacant', successor: null },
    )
    // the record is followed although CDU-3 could have succeeded (Abs. 5): 31 − 1 = 30
    expect(answer(c)).toMatchObject({ outcome: 'successor', successor: 'SPD-4', memberCount: { before: 30, after: 30 } })
  })
  it('a recorded successor is called: the next vacancy on the list passes over them', () => {
    const c = example()
    events(c).unshift(
      { date: '2023-01-10', type: 'memberLeft', member: 'SPD-2', cause: 'death' },
      { date: '2023-01-20', type: 'determination', vacancy: 'SPD-2', by: 'returningOfficer', outcome: 'successor', successor: 'SPD-5' },
    )
    // SPD-5 (598) is taken although SPD-4 (655) ranked higher; for SPD-1 SPD-4 is still next
    expect(answer(c)).toMatchObject({ outcome: 'successor', successor: 'SPD-4', memberCount: { before: 31, after: 31 } })
    // and when SPD-4 is gone too, SPD-5 is not offered again: SPD-7 (431) before SPD-6 (402)
    events(c).push({ date: '2023-08-01', type: 'candidateDied', candidate: 'SPD-4' })
    expect(answer(c)).toMatchObject({ outcome: 'successor', successor: 'SPD-7' })
  })
  it('the vacancy asked about is decided by the law even when a determination for it is recorded', () => {
    const c = example()
    events(c).push({ date: '2023-08-20', type: 'determination', vacancy: 'SPD-1', by: 'returningOfficer', outcome: 'successor', successor: 'SPD-5' })
    expect(answer(c)).toMatchObject({ outcome: 'successor', successor: 'SPD-4', blockedBy: null })
  })
})

describe('a later vacancy on a list waits for the pending one', { tags: ['kwg34.1a.lot', 'kwg34.3.s2', 'R6'] }, () => {
  it('while the lot for B is not drawn, the vacancy of C on the same list waits for it', () => {
    const c = majority()
    events(c).push({ date: '2022-05-10', type: 'memberLeft', member: 'C', cause: 'death' })
    c['query'] = { vacancy: 'C', asOf: '2022-06-01' }
    expect(answer(c)).toMatchObject({
      outcome: 'lotRequired',
      vacancy: 'C',
      blockedBy: 'B',
      considered: [],
      memberCount: { before: 3, after: 3 },
      tie: { among: ['D', 'E'], votes: 50 },
      rules: ['kwg34.1.s1.trigger', 'kwg34.1a.lot'],
    })
  })
  it('while the next of the list may still prove compatibility, the vacancy of SPD-2 waits for it', () => {
    const c = example()
    events(c).push(
      { date: '2023-08-01', type: 'candidateGroundArose', candidate: 'SPD-4', ground: 'incompatibility' },
      { date: '2023-08-20', type: 'incompatibilityNotified', candidate: 'SPD-4' },
      { date: '2023-08-22', type: 'memberLeft', member: 'SPD-2', cause: 'death' },
    )
    c['query'] = { vacancy: 'SPD-2', asOf: '2023-08-25' }
    // notified 20 Aug: the week ends 27 Aug (§ 23 Abs. 2 Satz 2 KWG, § 188 Abs. 2 BGB)
    expect(answer(c)).toMatchObject({
      outcome: 'awaitingProof',
      vacancy: 'SPD-2',
      blockedBy: 'SPD-1',
      considered: [],
      awaiting: { candidate: 'SPD-4', notified: '2023-08-20', due: '2023-08-27' },
      memberCount: { before: 31, after: 31 },
      rules: ['kwg34.1.s1.trigger', 'kwg34.3.s2'],
    })
  })
})

describe('a state over time rejects a broken departure and goes on', { tags: ['kwg34.1.s1.trigger'] }, () => {
  it('the departure of a candidate who never became a member is rejected with its path and norm; the other vacancies are decided', async () => {
    const { replay } = await import('./support/public.js')
    const c = example()
    events(c).push({ date: '2023-08-20', type: 'memberLeft', member: 'SPD-5', cause: 'death' })
    c['query'] = { state: { asOf: '2023-09-01' } }
    const r = replay(c)
    expect(r._tag).toBe('Right')
    if (r._tag !== 'Right') return
    expect(r.right.state.rejected).toEqual([
      { path: 'events[4].member', code: 'notAMember', message: 'SPD-5 is not a member on 2023-08-20 (neither elected nor a successor determined before)', rule: 'kwg34.1.s1.trigger' },
    ])
    expect(r.right.state.vacancies).toEqual([expect.objectContaining({ vacancy: 'SPD-1', status: 'due', due: { outcome: 'successor', successor: 'SPD-4', blockedBy: null } })])
  })
  it('a determination query on a case that asks for a state is refused with the reason', async () => {
    const { validate, determine } = await import('./support/public.js')
    const c = example()
    c['query'] = { state: { asOf: '2023-09-01' } }
    const v = validate(c)
    expect(v._tag).toBe('Right')
    if (v._tag !== 'Right') return
    expect(determine(v.right)).toEqual({
      _tag: 'Left',
      left: { _tag: 'rejected', errors: [{ path: 'query', code: 'invalidValue', message: 'this case asks for the state of the body (query.state): replay it instead', rule: null }] },
    })
  })
})

describe('recorded determinations as the engine reports them', { tags: ['kwg34.3.s1', 'kwg34.5', 'kwg33.1.n4'] }, () => {
  it('a recorded empty seat and a recorded merger stand as recorded, citing the determination and Abs. 5', async () => {
    const { validate, decideAll } = await import('./support/public.js')
    const c = example()
    events(c).unshift(
      { date: '2023-01-10', type: 'memberLeft', member: 'CDU-1', cause: 'death' },
      { date: '2023-01-20', type: 'determination', vacancy: 'CDU-1', by: 'returningOfficer', outcome: 'vacant', successor: null },
    )
    events(c).push(
      { date: '2023-08-20', type: 'memberLeft', member: 'CDU-2', cause: 'merger' },
      { date: '2023-08-25', type: 'determination', vacancy: 'CDU-2', by: 'returningOfficer', outcome: 'noSuccession', successor: null },
    )
    const v = validate(c)
    if (v._tag === 'Left') throw new Error(JSON.stringify(v.left))
    const r = decideAll(v.right)
    if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
    const [cdu1, spd1, cdu2] = r.right.determinations.map((d) => d.determination)
    expect(cdu1).toMatchObject({ _tag: 'vacant', vacancy: 'CDU-1', considered: [], rules: ['kwg34.3.s1', 'kwg34.5'], memberCount: { before: 31, after: 30 } })
    expect(spd1).toMatchObject({ _tag: 'successor', successor: 'SPD-4', memberCount: { before: 30, after: 30 } })
    expect(cdu2).toMatchObject({ _tag: 'noSuccession', reason: 'kwg33.1.n4', rules: ['kwg34.3.s1', 'kwg34.5'], memberCount: { before: 30, after: 30 } })
    expect(r.right.memberCount).toBe(30)
  })

  it('a "no succession" recorded for a death stands as recorded and carries kwg33.2, not the merger ground (spec/procedure.md, open question 3)', async () => {
    // The returning officer wrongly records no succession for a death. Abs. 5: the record binds
    // until it is changed; the engine labels it kwg33.2 (the choice of open question 3) — a
    // merger (§ 33 Abs. 1 Nr. 4) is not the ground of a death, and `audit` names the deviation.
    const { validate, decideAll } = await import('./support/public.js')
    const c = example()
    events(c).unshift(
      { date: '2023-01-10', type: 'memberLeft', member: 'CDU-1', cause: 'death' },
      { date: '2023-01-20', type: 'determination', vacancy: 'CDU-1', by: 'returningOfficer', outcome: 'noSuccession', successor: null },
    )
    const v = validate(c)
    if (v._tag === 'Left') throw new Error(JSON.stringify(v.left))
    const r = decideAll(v.right)
    if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
    const [cdu1] = r.right.determinations.map((d) => d.determination)
    expect(cdu1).toMatchObject({ _tag: 'noSuccession', vacancy: 'CDU-1', cause: 'death', reason: 'kwg33.2', considered: [], rules: ['kwg34.3.s1', 'kwg34.5'], memberCount: { before: 31, after: 31 } })
  })
})

describe('what a pending vacancy does not hold up', { tags: ['kwg33.2', 'kwg34.1a.lot', 'R6'] }, () => {
  it('a departure that triggers no succession is not held up by a pending lot: an oral seat waiver stays without effect', () => {
    const c = majority()
    events(c).push({ date: '2022-05-10', type: 'memberLeft', member: 'C', cause: 'seatWaiver', written: false, to: 'returningOfficer' })
    c['query'] = { vacancy: 'C', asOf: '2022-06-01' }
    expect(answer(c)).toMatchObject({ outcome: 'noSuccession', reason: 'kwg33.2', blockedBy: null, memberCount: { before: 3, after: 3 } })
  })
  it('a lot drawn for a vacancy with a recorded determination is no mismatch: the next vacancy is decided', () => {
    const c = majority()
    events(c).push(
      { date: '2022-05-02', type: 'lotDrawn', vacancy: 'B', among: ['D', 'E'], winner: 'E' },
      { date: '2022-05-03', type: 'determination', vacancy: 'B', by: 'returningOfficer', outcome: 'successor', successor: 'E' },
      { date: '2022-06-10', type: 'memberLeft', member: 'C', cause: 'death' },
    )
    c['query'] = { vacancy: 'C', asOf: '2022-06-20' }
    // E was called for B; for C, D (50) has the most votes before F (40): no tie, no lot
    expect(answer(c)).toMatchObject({ outcome: 'successor', successor: 'D', tie: null, blockedBy: null })
  })
})
