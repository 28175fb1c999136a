// The edges of one round of decisions (src/engine/round.ts), worked by hand from the law on the
// majority fixture: Ortsbeirat Nord, three seats (A, B, C elected), one list; not elected D and E
// with 50 votes each, F with 40 (§ 34 Abs. 1a KWG: the next in votes, the lot between equals).
import { describe, expect, it } from 'vitest'
import { events, majority, type Json } from './support/fixtures.js'
import { isPassedOver } from '../src/domain/determination.js'
import { decide, decideCase, explainShort } from './support/public.js'

const withEvents = (evs: ReadonlyArray<Json>, query: Json = { vacancy: 'B', asOf: '2022-06-01' }): Json => {
  const c = majority()
  events(c).push(...evs)
  c['query'] = query
  return c
}

const determination = (c: Json): Json => {
  const r = decide(c)
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
  return r.right as unknown as Json
}

const errorsOf = (c: Json): ReadonlyArray<Json> => {
  const r = decide(c)
  return r._tag === 'Left' ? (r.left as unknown as { errors: Json[] }).errors : []
}

describe('the seats of one day, for which tied candidates need no lot', { tags: ['kwg34.1a.lot'] }, () => {
  it('a vacancy of a later day is not a seat of the day: B died on 1 May, C on 10 May, so the lot between D and E decides B’s seat', () => {
    const d = determination(withEvents([{ date: '2022-05-10', type: 'memberLeft', member: 'C', cause: 'death' }]))
    expect(d['outcome']).toBe('lotRequired')
    expect((d['tie'] as Json)['among']).toEqual(['D', 'E'])
  })

  it('a seat waiver of the same day without the written form leaves no seat: C keeps his, and the lot between D and E decides B’s', () => {
    // § 33 Abs. 2 KWG: only a written waiver to the returning officer has effect
    const d = determination(withEvents([{ date: '2022-05-01', type: 'memberLeft', member: 'C', cause: 'seatWaiver', written: false, to: 'returningOfficer' }]))
    expect(d['outcome']).toBe('lotRequired')
    expect((d['tie'] as Json)['among']).toEqual(['D', 'E'])
  })
})

describe('a lot recorded for a vacancy whose decision rests on no lot', { tags: ['kwg34.1a.lot'] }, () => {
  it('is refused with the vacancy, the day asked and the norm: C’s seat (10 May) waits for the lot of B’s (1 May), so a lot drawn for C changes nothing', () => {
    const c = withEvents(
      [
        { date: '2022-05-10', type: 'memberLeft', member: 'C', cause: 'death' },
        { date: '2022-05-15', type: 'lotDrawn', vacancy: 'C', among: ['D', 'E'], winner: 'D' },
      ],
      { vacancy: 'C', asOf: '2022-06-01' },
    )
    expect(errorsOf(c)).toContainEqual(
      expect.objectContaining({
        path: 'events[2].among',
        code: 'lotMismatch',
        rule: 'kwg34.1a.lot',
        message: 'no tie among eligible candidates to be drawn by lot for the vacancy of C on 2022-06-01',
      }),
    )
  })
})

describe('a body ceases on the first day it can no longer have three members, the seats of its list counted together (R8)', { tags: ['hgo82.1.s6', 'R8'] }, () => {
  // D and E died before B (1 May); C died on 10 May; F lost eligibility on 20 May. From 10 May the list has one
  // candidate (F) for two free seats: the Ortsbeirat can have at most two members, and § 82 Abs. 1 Satz 6 HGO holds
  // from that day, whatever happens to F later (spec/readings.md R8, decided 2026-12-06; vectors r8-001 to r8-004).
  const evs = [
    { date: '2022-04-01', type: 'candidateDied', candidate: 'D' },
    { date: '2022-04-01', type: 'candidateDied', candidate: 'E' },
    { date: '2022-05-10', type: 'memberLeft', member: 'C', cause: 'death' },
    { date: '2022-05-20', type: 'candidateGroundArose', candidate: 'F', ground: 'eligibility' },
  ]

  it('the Ortsbeirat ceases on 10 May 2022, and B’s seat, which only F could fill by a determination after that day, gives way to it', () => {
    const d = determination(withEvents(evs))
    expect(d['outcome']).toBe('bodyCeased')
    expect(d['successor']).toBeNull()
    expect(d['memberCount']).toEqual({ before: 3, after: 2 })
    expect(d['ceased']).toEqual({ on: '2022-05-10', rule: 'hgo82.1.s6' })
  })

  it('C’s seat, free on 10 May with no one left for it, is the empty seat that states the ceasing', () => {
    const d = determination(withEvents(evs, { vacancy: 'C', asOf: '2022-06-01' }))
    expect(d['outcome']).toBe('vacant')
    expect(d['memberCount']).toEqual({ before: 3, after: 2 })
    expect(d['ceased']).toEqual({ on: '2022-05-10', rule: 'hgo82.1.s6' })
  })

  it('asked on 10 May itself, the day C dies, the body has ceased on that day: C’s seat states it', () => {
    const d = determination(withEvents(evs.slice(0, 3), { vacancy: 'C', asOf: '2022-05-10' }))
    expect(d['outcome']).toBe('vacant')
    expect(d['ceased']).toEqual({ on: '2022-05-10', rule: 'hgo82.1.s6' })
  })

  it('B’s seat, decided lawfully although a determination of 5 May declared it empty, gives way too: that determination named no successor', () => {
    const recordedEmpty = { date: '2022-05-05', type: 'determination', vacancy: 'B', by: 'returningOfficer', outcome: 'vacant', successor: null }
    const d = determination(withEvents([...evs.slice(0, 2), recordedEmpty, evs[2] as Json]))
    expect(d['outcome']).toBe('bodyCeased')
    expect(d['ceased']).toEqual({ on: '2022-05-10', rule: 'hgo82.1.s6' })
  })

  it('a seat waived with effect from 15 May is free only on that day: the body ceases on 15 May, not on the day of the waiver or of its determination', () => {
    const c = majority()
    c['events'] = [
      { date: '2022-04-01', type: 'candidateDied', candidate: 'D' },
      { date: '2022-04-01', type: 'candidateDied', candidate: 'E' },
      { date: '2022-04-01', type: 'candidateDied', candidate: 'F' },
      { date: '2022-05-02', type: 'memberLeft', member: 'C', cause: 'seatWaiver', written: true, to: 'returningOfficer', effective: '2022-05-15' },
      { date: '2022-05-03', type: 'determination', vacancy: 'C', by: 'returningOfficer', outcome: 'vacant', successor: null },
    ]
    c['query'] = { vacancy: 'C', asOf: '2022-06-01' }
    // no one is left: C's seat stays empty and takes the count below three on the day it is free (§ 33 Abs. 3 Nr. 1 KWG: the later day named)
    const d = determination(c)
    expect(d['outcome']).toBe('vacant')
    expect(d['ceased']).toEqual({ on: '2022-05-15', rule: 'hgo82.1.s6' })
  })

  it('F’s loss of eligibility on 20 May, after the day, moves nothing: without it the body ceases on 10 May too, and B’s seat gives way all the same', () => {
    const d = determination(withEvents(evs.slice(0, 3)))
    expect(d['outcome']).toBe('bodyCeased')
    expect(d['ceased']).toEqual({ on: '2022-05-10', rule: 'hgo82.1.s6' })
  })
})

describe('a recorded lot is checked against the tie on its day, with the facts of that day (R5: facts dated up to the day)', { tags: ['kwg34.1a.lot', 'R5'] }, () => {
  it('D dies on the day of the lot, listed before it: no tie is left between D and E that day, and the lot is refused', () => {
    const c = withEvents([
      { date: '2022-05-10', type: 'candidateDied', candidate: 'D' },
      { date: '2022-05-10', type: 'lotDrawn', vacancy: 'B', among: ['D', 'E'], winner: 'E' },
    ])
    expect(errorsOf(c)).toContainEqual(
      expect.objectContaining({
        path: 'events[2].among',
        code: 'lotMismatch',
        rule: 'kwg34.1a.lot',
        message: 'no tie among eligible candidates to be drawn by lot for the vacancy of B on 2022-05-10',
      }),
    )
  })
})

describe('a candidate awaiting a proof for an earlier seat is passed over for a later seat decided by lot (R6 revised)', { tags: ['kwg34.3.s2', 'kwg34.1a.lot', 'R6'] }, () => {
  // F (60 votes, above D and E) has an incompatibility since 20 April, notified on 20 May; B died on 1 May, C on 2 May.
  // On 22 May F's week runs: B's seat awaits F's proof. Whatever it brings, C's seat goes to D or E — by lot;
  // F is not awaited for C's seat but passed over for it.
  const c = (): Json => {
    const m = withEvents(
      [
        { date: '2022-04-20', type: 'candidateGroundArose', candidate: 'F', ground: 'incompatibility' },
        { date: '2022-05-20', type: 'incompatibilityNotified', candidate: 'F' },
        { date: '2022-05-02', type: 'memberLeft', member: 'C', cause: 'death' },
      ],
      { vacancy: 'C', asOf: '2022-05-22' },
    )
    const f = ((m['lists'] as Json[])[0]?.['candidates'] as Json[]).find((k) => k['id'] === 'F') as Json
    f['votes'] = 60
    return m
  }

  it('C’s seat needs the lot between D and E, and F is passed over in it', () => {
    const r = decideCase(c())
    if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
    const d = r.right.determination
    expect(d._tag).toBe('lotRequired')
    expect(d.considered.map((x) => [x.candidate, x.verdict, isPassedOver(d, x)])).toEqual([
      ['F', 'awaitingProof', true],
      ['D', 'tied', false],
      ['E', 'tied', false],
    ])
    expect(explainShort(r.right.case, d)[2]).toBe(
      '1. F (60 Stimmen): Nachweis der Beseitigung eines Hinderungsgrundes steht aus – davon hängt nur ein früher frei gewordener Sitz ab; hier übergangen (§ 34 Abs. 3 Satz 2 KWG).',
    )
  })
})
