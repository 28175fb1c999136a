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

describe('a drawn winner who awaits a proof does not yet succeed', { tags: ['kwg34.1a.lot', 'kwg34.3.s2', 'R1'] }, () => {
  // Worked by hand (spec/readings.md, "The decision for one vacancy", 6.): "some member of T awaiting →
  // awaitingProof for the first awaiting one in R", before "|T| > 1 → the lot". The lot of 10 May 2022
  // among D and E drew E; E's incompatibility arose on 15 May 2022 and notice was served on Friday 27 May
  // 2022, so E can prove its removal until the end of Friday 3 June 2022 (§ 23 Abs. 2 Satz 2 KWG: "binnen
  // einer Woche"; R1: the week ends at the end of n+7). On 1 June 2022 it is open whether E succeeds.
  const winnerAwaits = (): Json => {
    const c = majority()
    events(c).push(
      { date: '2022-05-10', type: 'lotDrawn', vacancy: 'B', among: ['D', 'E'], winner: 'E' },
      { date: '2022-05-15', type: 'candidateGroundArose', candidate: 'E', ground: 'incompatibility' },
      { date: '2022-05-27', type: 'incompatibilityNotified', candidate: 'E' },
    )
    return c
  }

  it('the seat waits for the proof of E, the winner of the lot, and D is listed as tied', () => {
    const d = decided(winnerAwaits())
    expect(d._tag).toBe('awaitingProof')
    expect(d._tag === 'awaitingProof' && d.awaiting).toEqual({ candidate: 'E', notified: '2022-05-27', due: '2022-06-03' })
    expect(d.considered.map((k) => [k.candidate, k.verdict, k.rule])).toEqual([
      ['D', 'tied', 'kwg34.1a.lot'],
      ['E', 'awaitingProof', 'kwg34.3.s2'],
    ])
  })
})

describe('alone at the top after a waiver, the first succeeds without a lot, and the walk lists the waived one of the same votes', { tags: ['kwg34.1a.rank', 'kwg34.2.n2'] }, () => {
  // Worked by hand (2026-12-07): B dies on 1 May 2022; E (50 votes, like D) waived his candidacy in writing on 1 April
  // 2022 (§ 34 Abs. 2 Nr. 2 KWG), so only D has the most votes — no tie, no lot (§ 34 Abs. 1a: "bei gleicher
  // Stimmenzahl entscheidet das Los"). In a majority election the order of naming does not rank equal votes, so E stands
  // at D's rank and the walk (DESIGN.md: from the top to the successor) lists him, skipped, after D.
  it('D succeeds, and considered holds D and then E, skipped for his waiver', () => {
    const c = majority()
    events(c).push({ date: '2022-04-01', type: 'candidateWaived', candidate: 'E', written: true, to: 'returningOfficer' })
    const d = decided(c)
    expect(d._tag === 'successor' && d.successor).toBe('D')
    expect(d._tag === 'successor' && d.tie).toBe(null)
    expect(d.considered.map((x) => [x.candidate, x.verdict])).toEqual([
      ['D', 'successor'],
      ['E', 'skipped'],
    ])
  })
})
