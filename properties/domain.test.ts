// The branded primitives and calendar arithmetic (reading R5).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, candidateId, compareDates, isoDate, listId, position, votes, sortNorms, isNormId, NORM_IDS } from './support/public.js'
import type { IsoDate } from './support/public.js'

describe('calendar dates', { tags: ['R5'] }, () => {
  it('accepts exactly the dates that exist', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }), (d) => {
        expect(isoDate(d.toISOString().slice(0, 10))._tag).toBe('Some')
      }),
    )
    for (const bad of ['2023-02-29', '2023-00-10', '2023-12-32', '2023-06-31', '2023-6-01', '2023-06-01T00:00', ' 2023-06-01', '２０２３-06-01'])
      expect(isoDate(bad)._tag, bad).toBe('None')
    for (const good of ['2024-02-29', '2023-01-31', '2023-04-30', '2023-12-31', '2023-01-01', '0000-01-01', '9999-12-31']) expect(isoDate(good)._tag, good).toBe('Some')
    for (const bad of ['2023-01-00', '2023-13-01', '2023-00-00', '2100-02-29', '2023x06-01', '2023-06x01', '2023-06-0/', '2/23-06-01', '2023-06-0:', '202:-06-01'])
      expect(isoDate(bad)._tag, bad).toBe('None')
  })

  it('adds days across months, years and leap days; a week ends on day n + 7', () => {
    const d = (s: string) => s as IsoDate
    expect(addDays(d('2023-08-07'), 7)).toBe('2023-08-14')
    expect(addDays(d('2024-02-25'), 7)).toBe('2024-03-03')
    expect(addDays(d('2023-02-25'), 7)).toBe('2023-03-04')
    expect(addDays(d('2023-12-28'), 7)).toBe('2024-01-04')
    expect(addDays(d('0099-12-31'), 1)).toBe('0100-01-01')
    // the four-digit calendar ends: beyond it a date is clamped, and a non-integer number of days leaves it
    expect(addDays(d('9998-12-31'), 1)).toBe('9999-01-01')
    expect(addDays(d('9999-12-25'), 7)).toBe('9999-12-31')
    expect(addDays(d('9999-12-31'), 1)).toBe('9999-12-31')
    expect(addDays(d('0000-03-01'), -1)).toBe('0000-02-29')
    expect(addDays(d('0000-01-01'), -1)).toBe('0000-01-01')
    for (const n of [Number.NaN, Number.POSITIVE_INFINITY, 1.5, 2 ** 60]) expect(addDays(d('2023-01-01'), n)).toBe('2023-01-01')
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-01-01T00:00:00Z'), noInvalidDate: true }), fc.integer({ min: 0, max: 400 }), (t, n) => {
        const s = t.toISOString().slice(0, 10) as IsoDate
        const later = new Date(t.getTime() + n * 86400000).toISOString().slice(0, 10)
        expect(addDays(s, n)).toBe(later)
        expect(compareDates(s, addDays(s, n))).toBe(n === 0 ? 0 : -1)
        expect(compareDates(addDays(s, n), s)).toBe(n === 0 ? 0 : 1)
      }),
    )
  })
})

describe('branded primitives', () => {
  it('votes are non-negative safe integers; positions are at least 1', () => {
    expect(votes(0)._tag).toBe('Some')
    expect(votes(-1)._tag).toBe('None')
    expect(votes(1.5)._tag).toBe('None')
    expect(votes(2 ** 53)._tag).toBe('None')
    expect(votes(Number.NaN)._tag).toBe('None')
    expect(position(1)._tag).toBe('Some')
    expect(position(0)._tag).toBe('None')
  })

  it('ids are 1 to 200 code points', () => {
    expect(candidateId('')._tag).toBe('None')
    expect(candidateId('a'.repeat(200))._tag).toBe('Some')
    expect(candidateId('a'.repeat(201))._tag).toBe('None')
    expect(listId('😀'.repeat(200))._tag).toBe('Some')
    expect(listId('😀'.repeat(201))._tag).toBe('None')
    expect(listId(`${'😀'.repeat(199)}\ud800`)._tag).toBe('Some')
    expect(listId(`\ud800${'a'.repeat(199)}`)._tag).toBe('Some')
    expect(listId(`\ud800${'a'.repeat(200)}`)._tag).toBe('None')
    // a pair is one code point only when a high surrogate (D800–DBFF) precedes a low one (DC00–DFFF): 101 pairs are 101 code points
    for (const pair of ['\ud800\udc00', '\udbff\udfff', '\ud800\udfff', '\udbff\udc00']) {
      expect(candidateId(pair.repeat(101))._tag, pair).toBe('Some')
      expect(candidateId(pair.repeat(201))._tag, pair).toBe('None')
    }
    // unpaired surrogates count one each: 101 × (a, lone low) and 101 × (lone low, lone high) are 202 code points
    expect(candidateId('a\udc00'.repeat(101))._tag).toBe('None')
    expect(candidateId('\udc00\ud7ff'.repeat(101))._tag).toBe('None')
    expect(candidateId('\ud7ff\udc00'.repeat(101))._tag).toBe('None')
    expect(candidateId('\udc00\udc00'.repeat(101))._tag).toBe('None')
    expect(candidateId('\ud800\ue000'.repeat(101))._tag).toBe('None')
    expect(candidateId('\ud800\udbff'.repeat(101))._tag).toBe('None')
  })

  it('norm ids sort into catalogue order, unique', () => {
    expect(sortNorms(['kwg33.2', 'kwg34.1.s1.trigger', 'kwg33.2'])).toEqual(['kwg34.1.s1.trigger', 'kwg33.2'])
    expect(isNormId('kwg34.2.n1')).toBe(true)
    expect(isNormId('kwg34.9')).toBe(false)
    expect(sortNorms([...NORM_IDS].reverse())).toEqual([...NORM_IDS])
    expect(sortNorms([])).toEqual([])
  })

  it('a pulled sequence ends at the first undefined and never asks again', async () => {
    const { pulled } = await import('../src/domain/lazy.js')
    let asked = 0
    const values = [3, 0, 7]
    const it = pulled(() => {
      asked += 1
      return values[asked - 1]
    })
    expect([...it]).toEqual([3, 0, 7])
    expect(asked).toBe(4)
    expect(it.next()).toEqual({ done: true, value: undefined })
    expect([...it]).toEqual([])
    expect(asked).toBe(4)
  })
})

describe('event constructors and guards', () => {
  it('build the tagged union with the input index', async () => {
    const e = await import('./support/public.js')
    const d = '2023-01-01' as IsoDate
    const k = 'K' as never
    const all = [
      e.memberLeft(0, d, k, 'seatWaiver', { written: true, to: 'returningOfficer' }),
      e.memberLeft(1, d, k, 'death'),
      e.candidateLeftGroup(2, d, k),
      e.candidateWaived(3, d, k, true, 'party'),
      e.candidateWaiverRevoked(4, d, k),
      e.candidateDied(5, d, k),
      e.candidateGroundArose(6, d, k, 'eligibility'),
      e.candidateGroundEnded(7, d, k, 'eligibility'),
      e.incompatibilityNotified(8, d, k),
      e.incompatibilityProven(9, d, k),
      e.lotDrawn(10, d, k, [k, k], k),
    ]
    expect(all.map((x) => x.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(all.map((x) => x._tag)).toEqual([
      'memberLeft', 'memberLeft', 'candidateLeftGroup', 'candidateWaived', 'candidateWaiverRevoked', 'candidateDied',
      'candidateGroundArose', 'candidateGroundEnded', 'incompatibilityNotified', 'incompatibilityProven', 'lotDrawn',
    ])
    expect(all.filter(e.isMemberLeft).length).toBe(2)
    expect(all.filter(e.isLotDrawn).length).toBe(1)
    expect(all.filter(e.isCandidateEvent).length).toBe(8)
    expect(e.isEffectiveWaiver({ written: true, to: 'returningOfficer' })).toBe(true)
    expect(e.isEffectiveWaiver({ written: false, to: 'returningOfficer' })).toBe(false)
    expect(e.isEffectiveWaiver({ written: true, to: 'party' })).toBe(false)
    expect((all[1] as { waiver: unknown }).waiver).toBeNull()
  })
})

describe('printable messages and the kinds of events', () => {
  it('control characters become escapes; ordinary text stays', async () => {
    const { printable } = await import('../src/domain/error.js')
    expect(printable('a\nb\tc\rd\u001be\u2028f\u0085g')).toBe('a\\nb\\tc\\rd\\u001be\\u2028f\\u0085g')
    expect(printable('§ 34 Abs. 1 KWG – Müller')).toBe('§ 34 Abs. 1 KWG – Müller')
  })

  it('every event is exactly one of: a departure, a candidate fact, a lot, a procedure step', async () => {
    const e = await import('./support/public.js')
    const d = '2023-01-01' as IsoDate
    const k = 'K' as never
    const kinds = (x: Parameters<typeof e.isMemberLeft>[0]) =>
      [e.isMemberLeft(x), e.isCandidateEvent(x), e.isLotDrawn(x), e.isProcedureEvent(x)].filter(Boolean).length
    const procedure = [
      { _tag: 'determination', index: 0, date: d, vacancy: k, by: 'returningOfficer', outcome: 'vacant', successor: null },
      { _tag: 'announcement', index: 1, date: d, vacancy: k },
      { _tag: 'final', index: 2, date: d, vacancy: k, synthetic: false },
    ] as const
    for (const x of [...procedure, e.memberLeft(3, d, k, 'death'), e.candidateDied(4, d, k), e.lotDrawn(5, d, k, [k, k], k)]) expect(kinds(x)).toBe(1)
    for (const x of procedure) expect(e.isProcedureEvent(x)).toBe(true)
    expect(e.isProcedureEvent(e.candidateDied(4, d, k))).toBe(false)
    expect(e.isIncompatibilityFact(e.incompatibilityNotified(0, d, k))).toBe(true)
    expect(e.isIncompatibilityFact(e.candidateGroundArose(0, d, k, 'eligibility'))).toBe(false)
    expect(e.isIncompatibilityFact(e.candidateGroundEnded(0, d, k, 'incompatibility'))).toBe(true)
  })
})

describe('guards and defaults of the domain', () => {
  it('isSuccessor and isPending tell the outcomes apart', async () => {
    const { isSuccessor, isPending } = await import('./support/public.js')
    const of = (tag: string) => ({ _tag: tag }) as never
    expect(['successor', 'vacant', 'noSuccession', 'lotRequired', 'awaitingProof'].map((t) => [isSuccessor(of(t)), isPending(of(t))])).toEqual([
      [true, false],
      [false, false],
      [false, false],
      [false, true],
      [false, true],
    ])
  })
  it('a departure from the constructor is a fact of the case: no waiver form, no later date, no final judgment, not made by the engine', async () => {
    const { memberLeft } = await import('./support/public.js')
    expect(memberLeft(2, '2023-01-01' as IsoDate, 'M' as never, 'death')).toEqual({
      _tag: 'memberLeft',
      index: 2,
      date: '2023-01-01',
      member: 'M',
      cause: 'death',
      waiver: null,
      effective: null,
      finalJudgment: false,
      synthetic: false,
    })
  })
})

describe('application order of the facts', { tags: ['R5'] }, () => {
  it('by date, then by the order of input, whatever order the array has', async () => {
    const { applicationOrder, eventsInOrder } = await import('../src/domain/order.js')
    const { candidateDied } = await import('./support/public.js')
    const e = (index: number, date: string) => candidateDied(index, date as IsoDate, 'K' as never)
    const facts = [e(0, '2023-02-01'), e(1, '2023-01-15'), e(2, '2023-01-15'), e(3, '2023-02-01'), e(4, '2023-01-01')]
    // by hand: 1 Jan (4), 15 Jan (1, 2), 1 Feb (0, 3)
    const expected = [4, 1, 2, 0, 3]
    for (const input of [facts, [...facts].reverse(), [facts[2], facts[0], facts[4], facts[3], facts[1]]]) {
      expect(applicationOrder(input as never).map((x: { index: number }) => x.index)).toEqual(expected)
      expect(eventsInOrder([...input] as never).map((x) => x.index)).toEqual(expected)
    }
  })
})
