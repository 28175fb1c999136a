// Reading R8, the seats of a list counted together (spec/readings.md, decided 2026-12-06): an Ortsbeirat ceases
// on the first day on which it can no longer have three members (§ 82 Abs. 1 Satz 6 HGO: it „hat … nur noch
// weniger als drei Mitglieder“), and from that day no one succeeds. Two properties on the majority fixture
// (Ortsbeirat Nord: A, B, C elected; D and E with 50 votes, F with 40), with members and candidates dying or
// losing eligibility on random days of May 2022:
// - a fact dated after the day the body ceased does not move that day (the day is a state of the body on it; the
//   first view, seat by seat, moved it: vectors r8-001 and r8-004);
// - once the body has ceased, no seat without a determination on record is given a successor, nor left waiting
//   for a proof or a lot: the successor could be a member only by a determination after the ceasing (R7).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decide, encodeState, replay } from './support/public.js'
import { fourSeats, majority, type Json } from './support/fixtures.js'
import type { IsoDate } from '../src/domain/brand.js'
import type { Case } from '../src/domain/case.js'
import { mayCeaseOn } from '../src/engine/round.js'
import { recordCase } from '../src/record/record.js'
import { mayBeBelow } from '../src/rules/ceasing.js'
import { decodeCase } from './support/public.js'

const may = (d: number): string => `2022-05-${String(d).padStart(2, '0')}`
const ASKED = '2022-06-30'

const memberDeaths = fc.subarray(['A', 'B', 'C'], { minLength: 1 }).chain((ms) =>
  fc.tuple(...ms.map((m) => fc.integer({ min: 1, max: 20 }).map((d) => ({ date: may(d), type: 'memberLeft', member: m, cause: 'death' })))),
)
const candidateFacts = fc.subarray(['D', 'E', 'F']).chain((ks) =>
  fc.tuple(
    ...ks.map((k) =>
      fc
        .tuple(fc.integer({ min: 1, max: 20 }), fc.boolean())
        .map(([d, dies]) => (dies ? { date: may(d), type: 'candidateDied', candidate: k } : { date: may(d), type: 'candidateGroundArose', candidate: k, ground: 'eligibility' })),
    ),
  ),
)

const byDate = (evs: ReadonlyArray<Json>): Json[] => [...evs].sort((a, b) => String(a['date']).localeCompare(String(b['date'])))

const caseOf = (evs: ReadonlyArray<Json>, query: Json = { state: { asOf: ASKED } }): Json => ({ ...majority(), events: byDate(evs), query })

const ceasedOn = (c: Json): string | null => {
  const r = replay(c)
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
  return (r.right.state.ceased?.on as string | undefined) ?? null
}

const addDays = (day: string, n: number): string => {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

describe('an Ortsbeirat ceases on the first day it can no longer have three members (R8, the seats counted together)', { tags: ['hgo82.1.s6', 'R8'] }, () => {
  it('a candidate’s fact dated after the day the body ceased never moves that day', () => {
    fc.assert(
      fc.property(memberDeaths, candidateFacts, fc.constantFrom('D', 'E', 'F'), fc.integer({ min: 1, max: 15 }), (members, facts, who, later) => {
        const evs = [...members, ...facts]
        const on = ceasedOn(caseOf(evs))
        fc.pre(on !== null)
        const after = { date: addDays(on as string, later), type: 'candidateGroundArose', candidate: who, ground: 'eligibility' }
        fc.pre(!facts.some((f) => f['candidate'] === who))
        expect(ceasedOn(caseOf([...evs, after]))).toBe(on)
      }),
      { numRuns: 150 },
    )
  })

  it('once the body has ceased, no seat without a determination on record calls a successor or waits for a proof or a lot', () => {
    fc.assert(
      fc.property(memberDeaths, candidateFacts, (members, facts) => {
        const evs = [...members, ...facts]
        const on = ceasedOn(caseOf(evs))
        fc.pre(on !== null)
        for (const m of members) {
          const r = decide(caseOf(evs, { vacancy: m['member'], asOf: ASKED }))
          if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
          expect(['vacant', 'bodyCeased']).toContain(r.right.outcome)
        }
      }),
      { numRuns: 100 },
    )
  })
})

describe('a lot drawn for a seat of an Ortsbeirat that has ceased (R8, gap W8)', { tags: ['hgo82.1.s6', 'kwg34.1a.lot', 'R8'] }, () => {
  // r8-013: HW-4 and HW-5 tied at 96; HW-2 dies 2 October, HW-3 9 October, HW-1 16 October: the body ceases on
  // 16 October; HW-2's and HW-3's seats give way, HW-1's seat is empty and states the ceasing.
  const eschenrod = (lot: Json): Json => ({
    ...majority(),
    lists: [
      {
        id: 'MW', name: 'Mehrheitswahl', group: null, setUp: null,
        candidates: [
          { id: 'HW-1', name: 'Sabine Sauer', position: 1, votes: 250, elected: true },
          { id: 'HW-2', name: 'Thomas Thiel', position: 2, votes: 231, elected: true },
          { id: 'HW-3', name: 'Ute Ulrich', position: 3, votes: 205, elected: true },
          { id: 'HW-4', name: 'Volker Voss', position: 4, votes: 96, elected: false },
          { id: 'HW-5', name: 'Wanda Wolf', position: 5, votes: 96, elected: false },
        ],
      },
    ],
    events: [
      { date: '2023-10-02', type: 'memberLeft', member: 'HW-2', cause: 'death' },
      { date: '2023-10-09', type: 'memberLeft', member: 'HW-3', cause: 'death' },
      { date: '2023-10-16', type: 'memberLeft', member: 'HW-1', cause: 'death' },
      lot,
    ],
    query: { state: { asOf: '2023-10-23' } },
  })
  const rejected = (c: Json): ReadonlyArray<Json> => {
    const r = replay(c)
    if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
    return (encodeState(r.right.state) as unknown as { rejected: ReadonlyArray<Json> }).rejected.map((e) => ({ path: e["path"], code: e["code"], rule: e["rule"] }))
  }

  it('a lot drawn on 5 October for HW-2’s seat, which gives way, is refused with it: the seat opens no succession to proceed on', () => {
    const lot = { date: '2023-10-05', type: 'lotDrawn', vacancy: 'HW-2', among: ['HW-4', 'HW-5'], winner: 'HW-4' }
    expect(rejected(eschenrod(lot))).toEqual([{ path: 'events[3].vacancy', code: 'noVacancy', rule: 'hgo82.1.s6' }])
  })

  it('a lot drawn on 20 October for HW-1’s empty seat decides nothing: there is no tie for it, and no seat to decide after the body ceased', () => {
    const lot = { date: '2023-10-20', type: 'lotDrawn', vacancy: 'HW-1', among: ['HW-4', 'HW-5'], winner: 'HW-4' }
    expect(rejected(eschenrod(lot))).toEqual([{ path: 'events[3].among', code: 'lotMismatch', rule: 'kwg34.1a.lot' }])
  })

  it('a lot drawn on 16 October for HW-1’s empty seat, decided as of that day, is refused as of that day: there is no tie for it', () => {
    const lot = { date: '2023-10-16', type: 'lotDrawn', vacancy: 'HW-1', among: ['HW-4', 'HW-5'], winner: 'HW-4' }
    expect(rejected(eschenrod(lot))).toEqual([{ path: 'events[3].among', code: 'lotMismatch', rule: 'kwg34.1a.lot' }])
  })
})

// The round as of a day runs only on days the counts allow the body to be below three (`mayBeBelow`,
// `mayCeaseOn`): a necessary condition, so it must hold on the day the body ceases, and it must be false where
// the seats to fill are covered by candidates no fact has touched (else every departure day costs a round).
describe('the days on which the body can be below three at all (R8, a necessary condition)', { tags: ['hgo82.1.s6', 'R8'] }, () => {
  it('a body of N members can be below three only when more than N − 3 seats may be empty', () => {
    // five seats: three empty seats leave two members; two leave three
    expect(mayBeBelow(5, 0, [{ toFill: 3, untouched: 0 }])).toBe(true)
    expect(mayBeBelow(5, 0, [{ toFill: 2, untouched: 0 }])).toBe(false)
    // the seats to fill beyond the untouched candidates, list by list, and the seats declared empty on record
    expect(mayBeBelow(5, 1, [{ toFill: 3, untouched: 1 }])).toBe(true)
    expect(mayBeBelow(5, 0, [{ toFill: 3, untouched: 1 }])).toBe(false)
    expect(mayBeBelow(5, 0, [{ toFill: 2, untouched: 0 }, { toFill: 1, untouched: 0 }])).toBe(true)
    // a list with more untouched candidates than seats does not make up for another list's empty seats
    expect(mayBeBelow(5, 0, [{ toFill: 2, untouched: 0 }, { toFill: 1, untouched: 9 }])).toBe(false)
    expect(mayBeBelow(3, 1, [])).toBe(true)
    expect(mayBeBelow(3, 0, [])).toBe(false)
  })

  const record = (c: Json): { c: Case; may: (t: string) => boolean } => {
    const decoded = decodeCase(c, { rules: false })
    if (decoded._tag === 'Left') throw new Error(JSON.stringify(decoded.left))
    const r = recordCase(decoded.right, decoded.right.query.asOf)
    const may = mayCeaseOn(decoded.right, r)
    return { c: decoded.right, may: (t) => may(t as IsoDate) }
  }

  it('holds on the day the body ceases, whatever the deaths and grounds', () => {
    fc.assert(
      fc.property(memberDeaths, candidateFacts, (members, facts) => {
        const c = caseOf([...members, ...facts])
        const on = ceasedOn(c)
        fc.pre(on !== null)
        expect(record(c).may(on as string)).toBe(true)
      }),
      { numRuns: 150 },
    )
  })

  it('is false while each list has an untouched candidate for every seat to fill, and true once a seat is declared empty on record or a fact touches the last', () => {
    // Ortsbeirat Nord (three seats): A dies on 2 May, D is determined on 3 May; D dies on 4 May, E is determined on 5 May
    const evs: Json[] = [
      { date: may(2), type: 'memberLeft', member: 'A', cause: 'death' },
      { date: may(3), type: 'determination', vacancy: 'A', by: 'returningOfficer', outcome: 'successor', successor: 'D' },
      { date: may(4), type: 'memberLeft', member: 'D', cause: 'death' },
      { date: may(5), type: 'determination', vacancy: 'D', by: 'returningOfficer', outcome: 'successor', successor: 'E' },
    ]
    const calm = record(caseOf(evs))
    expect([2, 3, 4, 5, 30].map((d) => calm.may(may(d)))).toEqual([false, false, false, false, false])
    // E dies on 8 May, F is the last candidate for that seat; F loses eligibility on 10 May: from then the seat may stay empty
    const touched = record(
      caseOf([...evs, { date: may(8), type: 'memberLeft', member: 'E', cause: 'death' }, { date: may(10), type: 'candidateGroundArose', candidate: 'F', ground: 'eligibility' }]),
    )
    expect([8, 9, 10].map((d) => touched.may(may(d)))).toEqual([false, false, true])
    // a seat declared empty on record on 6 May
    const empty = record(caseOf([...evs, { date: may(6), type: 'memberLeft', member: 'B', cause: 'death' }, { date: may(7), type: 'determination', vacancy: 'B', by: 'returningOfficer', outcome: 'vacant', successor: null }]))
    expect([6, 7].map((d) => empty.may(may(d)))).toEqual([false, true])
  })

  it('is false on every day while the departures and the seats declared empty together leave three members, even with no candidate left untouched', () => {
    // a four-seat Ortsbeirat (lists A and B, each with two elected): B1 dies on 2 May, and B3, the last candidate of B, loses eligibility on 3 May
    const ortsbeirat = (evs: ReadonlyArray<Json>): Json => {
      const c = fourSeats(evs, ASKED)
      return { ...c, body: { ...(c['body'] as Json), kind: 'ortsbeirat' } }
    }
    const evs: Json[] = [
      { date: may(2), type: 'memberLeft', member: 'B1', cause: 'death' },
      { date: may(3), type: 'candidateGroundArose', candidate: 'B3', ground: 'eligibility' },
    ]
    const one = record(ortsbeirat(evs))
    expect([2, 3, 30].map((d) => one.may(may(d)))).toEqual([false, false, false])
    // B2 dies on 5 May: two seats of B to fill and no candidate of B untouched, so from that day the body may have two
    const two = record(ortsbeirat([...evs, { date: may(5), type: 'memberLeft', member: 'B2', cause: 'death' }]))
    expect([4, 5, 30].map((d) => two.may(may(d)))).toEqual([false, true, true])
  })

  it('is false after a review’s decision that confirms a determination: it declares no seat empty', () => {
    // A dies on 2 May, D is determined on 3 May; the determination is announced and objected to, and the body confirms it on 20 May
    const evs: Json[] = [
      { date: may(2), type: 'memberLeft', member: 'A', cause: 'death' },
      { date: may(3), type: 'determination', vacancy: 'A', by: 'returningOfficer', outcome: 'successor', successor: 'D' },
      { date: may(4), type: 'announcement', vacancy: 'A' },
      { date: may(10), type: 'objection', vacancy: 'A', against: 'determination', form: 'written', reasonedOn: may(10), ownRights: true, supporters: 0 },
      { date: may(20), type: 'bodyDecision', vacancy: 'A', decision: 'confirm' },
    ]
    const confirmed = record(caseOf(evs))
    expect([3, 20, 30].map((d) => confirmed.may(may(d)))).toEqual([false, false, false])
  })
})
