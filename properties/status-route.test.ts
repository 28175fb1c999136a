// Reading R9 (statusRoute, spec/readings.md): a successor determined with an open incompatibility proves its
// removal within the week after the notice served after the determination (§ 34 Abs. 3 Satz 2 with § 23 Abs. 2 KWG).
// Expected values worked by hand: a notice on day n gives the last day n + 7 (§§ 187 Abs. 1, 188 Abs. 2 BGB).
import { describe, expect, it } from 'vitest'
import type { CandidateId, IsoDate } from '../src/domain/brand.js'
import { candidateGroundArose, candidateGroundEnded, incompatibilityNotified, incompatibilityProven, memberLeft } from '../src/domain/events.js'
import { incompatibilityStanding } from '../src/rules/incompatibility.js'
import { successorProofs } from '../src/rules/procedure/status-route.js'

const d = (s: string) => s as IsoDate
const K = 'K' as CandidateId
const arose = (i: number, on: string, ground: 'incompatibility' | 'eligibility' = 'incompatibility') => candidateGroundArose(i, d(on), K, ground)
const ended = (i: number, on: string, ground: 'incompatibility' | 'eligibility' = 'incompatibility') => candidateGroundEnded(i, d(on), K, ground)
const notice = (i: number, on: string) => incompatibilityNotified(i, d(on), K)
const proof = (i: number, on: string) => incompatibilityProven(i, d(on), K)
// K is called by the determination at event index 5 on 2023-06-12
const call = { member: K, date: d('2023-06-12'), event: 5 }
const proofs = (events: ReadonlyArray<Parameters<typeof successorProofs>[1][number]>, until = '2023-07-31') => successorProofs([call], events, d(until), 'calendar')

describe('R9 statusRoute: the candidate is determined despite an open incompatibility', { tags: ['kwg34.3.s2', 'R1'] }, () => {
  it('an open incompatibility leaves the candidate eligible, with or without a notice or a late proof', () => {
    expect(incompatibilityStanding([arose(0, '2023-05-15')], d('2023-06-08'), 'statusRoute', 'calendar')).toEqual({ _tag: 'eligible' })
    expect(incompatibilityStanding([arose(0, '2023-05-15'), notice(1, '2023-05-20')], d('2023-06-08'), 'statusRoute', 'calendar')).toEqual({ _tag: 'eligible' })
  })
})

describe('R9 statusRoute: the week after the determination', { tags: ['kwg23.2.s2', 'kwg23.2.s3', 'kwg34.3.s2', 'R1'] }, () => {
  it('a notice after the call starts the week; a proof within it keeps the seat', () => {
    expect(proofs([arose(0, '2023-05-15'), notice(6, '2023-06-14'), proof(7, '2023-06-19')])).toEqual([{ member: K, notified: '2023-06-14', due: '2023-06-21', status: 'proven' }])
  })

  it('without proof by the end of the seventh day the week has expired; on that day it still runs', () => {
    expect(proofs([arose(0, '2023-05-15'), notice(6, '2023-06-14')])).toEqual([{ member: K, notified: '2023-06-14', due: '2023-06-21', status: 'expired' }])
    expect(proofs([arose(0, '2023-05-15'), notice(6, '2023-06-14')], '2023-06-21')).toEqual([{ member: K, notified: '2023-06-14', due: '2023-06-21', status: 'running' }])
    expect(proofs([arose(0, '2023-05-15'), notice(6, '2023-06-14'), proof(7, '2023-06-22')])[0]?.status).toBe('expired')
  })

  it('a notice before the call starts nothing (Q20 B), and one on the call day before the determination neither', () => {
    expect(proofs([arose(0, '2023-05-15'), notice(1, '2023-06-07')])).toEqual([])
    expect(proofs([arose(0, '2023-05-15'), notice(4, '2023-06-12')])).toEqual([])
    expect(proofs([arose(0, '2023-05-15'), notice(6, '2023-06-12')])).toEqual([{ member: K, notified: '2023-06-12', due: '2023-06-19', status: 'expired' }])
  })

  it('a notice before the call proves nothing: the week starts with the notice after it', () => {
    expect(proofs([arose(0, '2023-05-15'), notice(1, '2023-06-07'), notice(6, '2023-06-14')])).toEqual([{ member: K, notified: '2023-06-14', due: '2023-06-21', status: 'expired' }])
  })

  it('no week without an incompatibility open at the call: none, another ground, ended, or proven before', () => {
    expect(proofs([notice(6, '2023-06-14')])).toEqual([])
    expect(proofs([arose(0, '2023-05-15', 'eligibility'), notice(6, '2023-06-14')])).toEqual([])
    expect(proofs([arose(0, '2023-05-15'), ended(1, '2023-06-01'), notice(6, '2023-06-14')])).toEqual([])
    expect(proofs([arose(0, '2023-05-15'), proof(1, '2023-06-01'), notice(6, '2023-06-14')])).toEqual([])
  })

  it('a proof after the call but before the notice counts for the week the notice starts', () => {
    expect(proofs([arose(0, '2023-05-15'), proof(6, '2023-06-13'), notice(7, '2023-06-14')])[0]?.status).toBe('proven')
  })

  it('the ground arising again before any notice makes an earlier proof count no more', () => {
    expect(proofs([arose(0, '2023-05-15'), proof(6, '2023-06-13'), arose(7, '2023-06-13'), notice(8, '2023-06-14')])[0]?.status).toBe('expired')
  })

  it('the end of the ground within the week is its removal; after the week it comes too late; before any notice no week runs', () => {
    expect(proofs([arose(0, '2023-05-15'), notice(6, '2023-06-14'), ended(7, '2023-06-20')])[0]?.status).toBe('proven')
    expect(proofs([arose(0, '2023-05-15'), notice(6, '2023-06-14'), ended(7, '2023-06-25')])[0]?.status).toBe('expired')
    expect(proofs([arose(0, '2023-05-15'), ended(6, '2023-06-13'), notice(7, '2023-06-14')])).toEqual([])
    expect(proofs([arose(0, '2023-05-15'), notice(6, '2023-06-14'), ended(7, '2023-06-20', 'eligibility')])[0]?.status).toBe('expired')
  })

  it('a notice while the week runs starts it again; once proven, a later notice changes nothing', () => {
    expect(proofs([arose(0, '2023-05-15'), notice(6, '2023-06-14'), notice(7, '2023-06-16')])[0]?.due).toBe('2023-06-23')
    expect(proofs([arose(0, '2023-05-15'), notice(6, '2023-06-14'), proof(7, '2023-06-15'), notice(8, '2023-06-16'), proof(9, '2023-06-17')])[0]).toEqual({
      member: K,
      notified: '2023-06-14',
      due: '2023-06-21',
      status: 'proven',
    })
  })

  it('facts after the date asked about are not read', () => {
    expect(proofs([arose(0, '2023-05-15'), notice(6, '2023-06-14')], '2023-06-13')).toEqual([])
  })

  it('a departure is not a fact of the candidate', () => {
    expect(proofs([arose(0, '2023-05-15'), memberLeft(6, d('2023-06-13'), K, 'death'), notice(7, '2023-06-14')])[0]?.notified).toBe('2023-06-14')
  })

  it("another candidate's notice does not start the week of the one called", () => {
    const other = incompatibilityNotified(6, d('2023-06-14'), 'L' as CandidateId)
    expect(proofs([arose(0, '2023-05-15'), other])).toEqual([])
  })

  it('a second proof after the week does not undo the first within it', () => {
    expect(proofs([arose(0, '2023-05-15'), notice(6, '2023-06-14'), proof(7, '2023-06-15'), proof(8, '2023-06-25')])[0]?.status).toBe('proven')
  })

  it('the ground ending after the week does not undo a proof within it', () => {
    expect(proofs([arose(0, '2023-05-15'), notice(6, '2023-06-14'), proof(7, '2023-06-15'), ended(8, '2023-06-25')])[0]?.status).toBe('proven')
  })

  it('a fact dated on the day asked about is read', () => {
    expect(proofs([arose(0, '2023-05-15'), notice(6, '2023-06-14')], '2023-06-14')).toEqual([{ member: K, notified: '2023-06-14', due: '2023-06-21', status: 'running' }])
  })
})

describe('R9 statusRoute: what counts as before the call', { tags: ['kwg23.2.s2', 'kwg34.3.s2', 'R5'] }, () => {
  it('the date decides before the input order: a notice entered before the determination but dated after it starts the week', () => {
    // application order (R5): by date, then input order — the notice of 14 June at input index 2 comes after the call of 12 June at index 5
    expect(proofs([arose(0, '2023-05-15'), notice(2, '2023-06-14')])).toEqual([{ member: K, notified: '2023-06-14', due: '2023-06-21', status: 'expired' }])
  })

  it('a proof of an earlier episode does not remove the ground that arose again before the call', () => {
    // arose 15 May, proven 20 May, arose again 25 May: at the call of 12 June the incompatibility is open and unproven
    expect(proofs([arose(0, '2023-05-15'), proof(1, '2023-05-20'), arose(2, '2023-05-25'), notice(6, '2023-06-14')])).toEqual([
      { member: K, notified: '2023-06-14', due: '2023-06-21', status: 'expired' },
    ])
  })

  it('the ground arising again after the notice does not stop the week: without proof it expires', () => {
    expect(proofs([arose(0, '2023-05-15'), notice(6, '2023-06-14'), arose(7, '2023-06-16')])).toEqual([
      { member: K, notified: '2023-06-14', due: '2023-06-21', status: 'expired' },
    ])
  })

  it('another ground arising after a proof before the notice leaves the proof standing', () => {
    expect(proofs([arose(0, '2023-05-15'), proof(6, '2023-06-13'), arose(7, '2023-06-13', 'eligibility'), notice(8, '2023-06-14')])[0]?.status).toBe('proven')
  })
})
