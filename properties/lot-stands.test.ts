// A recorded lot stands as drawn (§ 34 Abs. 1a KWG, issue 18 P3): it decides the tie it was drawn for, and no other.
// Worked by hand on the majority fixture: Ortsbeirat Nord, B dies on 1 May 2022; D and E have 50 votes each.
import { describe, expect, it } from 'vitest'
import { cands, events, majority, type Json } from './support/fixtures.js'
import { decideCase } from './support/public.js'

const decided = (c: Json) => {
  const r = decideCase(c)
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
  return r.right.determination
}

/** F (position 6) has 50 votes too, but lost eligibility on 1 April 2022; the lot among D and E on 10 May 2022 drew E. */
const fTiedLater = (fRegains: boolean): Json => {
  const c = majority()
  const f = cands(c).find((k) => k['id'] === 'F') as Json
  f['votes'] = 50
  events(c).push(
    { date: '2022-04-01', type: 'candidateGroundArose', candidate: 'F', ground: 'eligibility' },
    { date: '2022-05-10', type: 'lotDrawn', vacancy: 'B', among: ['D', 'E'], winner: 'E' },
  )
  if (fRegains) events(c).push({ date: '2022-05-20', type: 'candidateGroundEnded', candidate: 'F', ground: 'eligibility' })
  return c
}

describe('a recorded lot decides the tie it was drawn for', { tags: ['kwg34.1a.lot'] }, () => {
  it('while F is not eligible, the lot among D and E decides: E succeeds', () => {
    const d = decided(fTiedLater(false))
    expect(d._tag === 'successor' && d.successor).toBe('E')
    expect(d._tag === 'successor' && d.tie?._tag).toBe('lotDrawn')
  })

  it('once F is eligible again with the same 50 votes before the determination, the lot among D and E no longer decides: a lot among D, E and F is needed', () => {
    const d = decided(fTiedLater(true))
    expect(d._tag).toBe('lotRequired')
    expect(d._tag === 'lotRequired' && d.tie.among).toEqual(['D', 'E', 'F'])
  })
})

describe('a tie for the seats of one day needs no lot', { tags: ['kwg34.1a.rank', 'kwg34.1a.lot'] }, () => {
  // B and C die on the same day; D and E (50 votes each) fill the two seats in the order of naming (§ 34 Abs. 1a).
  // F (60 votes, position 6) ranks above them but died before: the walk reads F, then D, who succeeds B.
  const twoSeats = (): Json => {
    const c = majority()
    const f = cands(c).find((k) => k['id'] === 'F') as Json
    f['votes'] = 60
    events(c).push({ date: '2022-05-01', type: 'memberLeft', member: 'C', cause: 'death' }, { date: '2022-04-01', type: 'candidateDied', candidate: 'F' })
    return c
  }

  it('the first of the tied succeeds to the first seat, and the walk reads the skipped candidate above the tie and the successor, no further', () => {
    const d = decided(twoSeats())
    expect(d._tag === 'successor' && d.successor).toBe('D')
    expect(d.considered.map((k) => [k.candidate, k.verdict, k.rule])).toEqual([
      ['F', 'skipped', 'kwg34.2.n3.death'],
      ['D', 'successor', 'kwg34.1a.rank'],
    ])
  })
})
