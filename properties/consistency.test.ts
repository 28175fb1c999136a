// Every consistency check of spec/readings.md ("Errors found in a decodable
// case"): the error code, the JSON path and the norm id.
import { describe, expect, it } from 'vitest'
import { decide } from './support/public.js'
import type { Json } from '../src/oracle/arbitraries.js'
import { cands, events, example, lists, majority } from './support/fixtures.js'

const expectError = (c: Json, error: { path: string; code: string; rule?: string | null; message?: string }): void => {
  const r = decide(c)
  expect(r._tag).toBe('Left')
  if (r._tag === 'Left') expect(r.left.errors).toContainEqual(expect.objectContaining(error))
}

describe('consistency errors', () => {
  it('duplicateId (lists and candidates) and duplicatePosition', () => {
    const c = example()
    lists(c)[1]!['id'] = 'SPD'
    cands(c, 1)[2]!['id'] = 'SPD-1'
    cands(c, 0)[5]!['position'] = 2
    expectError(c, { path: 'lists[1].id', code: 'duplicateId', rule: null })
    expectError(c, { path: 'lists[1].candidates[2].id', code: 'duplicateId' })
    expectError(c, { path: 'lists[0].candidates[5].position', code: 'duplicatePosition' })
  })

  it('setUpMismatch, groupRequired, majorityOneList', () => {
    const c = example()
    lists(c)[0]!['setUp'] = null
    lists(c)[1]!['group'] = null
    lists(c)[1]!['setUp'] = null
    expectError(c, { path: 'lists[0].setUp', code: 'setUpMismatch' })
    expectError(c, { path: 'lists[1].group', code: 'groupRequired' })
    const m = majority()
    lists(m).push({ ...lists(m)[0], id: 'MW2', candidates: [{ id: 'Z', name: 'Z', position: 1, votes: 1, elected: false }] })
    expectError(m, { path: 'lists', code: 'majorityOneList', rule: 'kwg34.1a.rank' })
  })

  it('invalidTerm, outsideTerm, tooManyElected', () => {
    const c = example()
    ;(c['body'] as Json)['term'] = { start: '2026-03-31', end: '2021-04-01' }
    expectError(c, { path: 'body.term.end', code: 'invalidTerm' })
    const d = example()
    events(d)[3]!['date'] = '2026-04-01'
    ;(d['query'] as Json)['asOf'] = '2021-03-31'
    expectError(d, { path: 'events[3].date', code: 'outsideTerm' })
    expectError(d, { path: 'query.asOf', code: 'outsideTerm' })
    const early = example()
    events(early)[3]!['date'] = '2021-03-31'
    expectError(early, { path: 'events[3].date', code: 'outsideTerm' })
    const fine = example()
    events(fine)[0]!['date'] = '2020-12-01' // a candidate's fact before the term is fine
    expect(decide(fine)._tag).toBe('Right')
    const e = example()
    ;(e['body'] as Json)['statutoryMemberCount'] = 4
    expectError(e, { path: 'lists', code: 'tooManyElected', rule: 'kwg34.1.s2.count' })
  })

  it('unknownReference and wrongKind', () => {
    const c = example()
    events(c)[0]!['candidate'] = 'SPD-99'
    ;(c['query'] as Json)['vacancy'] = 'X'
    expectError(c, { path: 'events[0].candidate', code: 'unknownReference' })
    expectError(c, { path: 'query.vacancy', code: 'unknownReference' })
    const m = majority()
    events(m).push({ date: '2022-05-02', type: 'lotDrawn', vacancy: 'Q', among: ['D', 'R'], winner: 'S' })
    expectError(m, { path: 'events[1].vacancy', code: 'unknownReference' })
    expectError(m, { path: 'events[1].among[1]', code: 'unknownReference' })
    expectError(m, { path: 'events[1].winner', code: 'unknownReference' })
    const w = example()
    events(w)[0]!['candidate'] = 'SPD-2'
    expectError(w, { path: 'events[0].candidate', code: 'wrongKind' })
  })

  it('notAMember, memberLeftTwice, noDeparture', () => {
    const c = example()
    events(c)[3]!['member'] = 'SPD-5'
    ;(c['query'] as Json)['vacancy'] = 'SPD-5'
    expectError(c, { path: 'events[3].member', code: 'notAMember', rule: 'kwg34.1.s1.trigger' })
    const t = example()
    events(t).push({ date: '2023-08-16', type: 'memberLeft', member: 'SPD-1', cause: 'death' })
    expectError(t, { path: 'events[4]', code: 'memberLeftTwice', rule: 'kwg34.1.s1.trigger' })
    const n = example()
    ;(n['query'] as Json)['asOf'] = '2023-08-14'
    expectError(n, { path: 'query.vacancy', code: 'noDeparture', rule: 'kwg34.1.s1.trigger', message: 'SPD-1 has not left the body on or before 2023-08-14' })
  })

  it('waiverRevoked, cannotLeaveGroup, groundNotOpen', () => {
    const c = example()
    events(c).push({ date: '2021-05-01', type: 'candidateWaiverRevoked', candidate: 'SPD-6' })
    expectError(c, { path: 'events[4]', code: 'waiverRevoked', rule: 'kwg34.2.n2' })
    const g = example()
    cands(g, 0)[5]!['memberAtSetUp'] = false
    events(g).push({ date: '2022-01-01', type: 'candidateLeftGroup', candidate: 'SPD-6' })
    expectError(g, { path: 'events[4]', code: 'cannotLeaveGroup', rule: 'kwg34.2.n1' })
    const m = majority()
    events(m).push({ date: '2022-01-01', type: 'candidateLeftGroup', candidate: 'D' })
    expectError(m, { path: 'events[1]', code: 'cannotLeaveGroup', rule: 'kwg34.2.n1' })
    const o = example()
    events(o).push({ date: '2022-01-01', type: 'candidateGroundEnded', candidate: 'SPD-6', ground: 'eligibility' })
    events(o).push({ date: '2022-01-01', type: 'incompatibilityNotified', candidate: 'SPD-6' })
    events(o).push({ date: '2022-01-02', type: 'candidateGroundArose', candidate: 'SPD-7', ground: 'eligibility' })
    events(o).push({ date: '2022-01-03', type: 'incompatibilityProven', candidate: 'SPD-7' })
    expectError(o, { path: 'events[4]', code: 'groundNotOpen', rule: 'kwg34.2.n3.ground' })
    expectError(o, { path: 'events[5]', code: 'groundNotOpen', rule: 'kwg34.2.n3.ground' })
    expectError(o, { path: 'events[7]', code: 'groundNotOpen', rule: 'kwg34.2.n3.ground' })
  })

  it('the lot: lotInProportional, lotBeforeVacancy, lotWinnerNotAmong, lotDrawnTwice, lotMismatch', () => {
    const p = example()
    events(p).push({ date: '2023-08-16', type: 'lotDrawn', vacancy: 'SPD-1', among: ['SPD-4', 'SPD-5'], winner: 'SPD-4' })
    expectError(p, { path: 'events[4]', code: 'lotInProportional', rule: 'kwg34.1a.lot' })
    const early = majority()
    events(early).push({ date: '2022-04-30', type: 'lotDrawn', vacancy: 'B', among: ['D', 'E'], winner: 'D' })
    expectError(early, { path: 'events[1]', code: 'lotBeforeVacancy', rule: 'kwg34.1a.lot' })
    const stranger = majority()
    events(stranger).push({ date: '2022-05-02', type: 'lotDrawn', vacancy: 'B', among: ['D', 'E'], winner: 'F' })
    expectError(stranger, { path: 'events[1].winner', code: 'lotWinnerNotAmong', rule: 'kwg34.1a.lot' })
    const twice = majority()
    events(twice).push({ date: '2022-05-02', type: 'lotDrawn', vacancy: 'B', among: ['D', 'E'], winner: 'D' })
    events(twice).push({ date: '2022-05-03', type: 'lotDrawn', vacancy: 'B', among: ['D', 'E'], winner: 'E' })
    expectError(twice, { path: 'events[2]', code: 'lotDrawnTwice', rule: 'kwg34.1a.lot' })
    const wrong = majority()
    events(wrong).push({ date: '2022-05-02', type: 'lotDrawn', vacancy: 'B', among: ['D', 'F'], winner: 'D' })
    expectError(wrong, { path: 'events[1].among', code: 'lotMismatch', rule: 'kwg34.1a.lot', message: 'the lot must be drawn among exactly the candidates tied on 2022-05-02: D, E' })
    const noTie = majority()
    events(noTie).push({ date: '2022-05-01', type: 'candidateDied', candidate: 'E' })
    events(noTie).push({ date: '2022-05-02', type: 'lotDrawn', vacancy: 'B', among: ['D', 'E'], winner: 'D' })
    expectError(noTie, { path: 'events[2].among', code: 'lotMismatch', rule: 'kwg34.1a.lot', message: 'no tie among eligible candidates to be drawn by lot for the vacancy of B on 2022-05-02' })
    const right = majority()
    events(right).push({ date: '2022-05-02', type: 'lotDrawn', vacancy: 'B', among: ['E', 'D'], winner: 'E' })
    expect(decide(right)).toMatchObject({ _tag: 'Right', right: { outcome: 'successor', successor: 'E', tie: { resolvedBy: 'lotDrawn', among: ['D', 'E'] } } })
  })

  it('a hostile object whose getter throws gives an error value, not an exception', () => {
    const hostile = { get format(): string { throw new Error('boom') } }
    const r = decide(hostile)
    expect(r._tag).toBe('Left')
  })
})
