// The day from which a candidate has been skipped without a break (skippedSince, src/rules/exclusions.ts): the day an
// exhausted list's empty seat is certain (R8). Worked by hand from § 34 Abs. 2 KWG and reading R1 (the proof week of
// § 23 Abs. 2 Satz 2: seven days from the notice; skipped from the day after the week).
import { describe, expect, it } from 'vitest'
import type { CandidateId, IsoDate } from '../src/domain/brand.js'
import type { ElectionList, IncompatibilityReading, PeriodEndReading } from '../src/domain/case.js'
import type { CandidateEvent } from '../src/domain/events.js'
import { skippedSince } from '../src/rules/exclusions.js'

const K = 'K' as CandidateId
const list = {
  id: 'P', name: 'P', group: 'party', setUp: '2020-11-14',
  candidates: [{ id: K, name: 'K', position: 1, votes: 10, elected: false, memberAtSetUp: true }],
} as unknown as ElectionList

type Fact = { _tag: CandidateEvent['_tag']; date: string } & Record<string, unknown>
const facts = (...fs: ReadonlyArray<Fact>): ReadonlyArray<CandidateEvent> =>
  fs.map((f, index) => ({ ...f, index, candidate: K }) as unknown as CandidateEvent)
const since = (fs: ReadonlyArray<CandidateEvent>, asOf: string, reading: IncompatibilityReading = 'proofPeriod', periodEnd: PeriodEndReading = 'calendar') =>
  skippedSince(list, fs, asOf as IsoDate, reading, periodEnd)

const oralWaiver = (date: string): Fact => ({ _tag: 'candidateWaived', date, written: false, to: 'party' })
const incompatible = (arose: string, notified: string): Fact[] => [
  { _tag: 'candidateGroundArose', date: arose, ground: 'incompatibility' },
  { _tag: 'incompatibilityNotified', date: notified },
]

describe('the day from which a candidate has been skipped without a break (R8)', { tags: ['kwg34.2.n3.death', 'kwg34.2.n3.ground', 'kwg23.2.s2', 'R1', 'R8'] }, () => {
  it('a candidate without facts, or one whose facts have no effect, is not skipped', () => {
    expect(since(facts(), '2022-06-01')).toBeNull()
    expect(since(facts(oralWaiver('2022-03-01')), '2022-06-01')).toBeNull()
  })

  it('a fact without effect before the death does not move the day back: skipped from the day of death', () => {
    expect(since(facts(oralWaiver('2022-03-01'), { _tag: 'candidateDied', date: '2022-05-10' }), '2022-06-01')).toBe('2022-05-10')
  })

  it('a ground that ended breaks the run: skipped again only from the later death', () => {
    const fs = facts(
      { _tag: 'candidateGroundArose', date: '2022-02-01', ground: 'eligibility' },
      { _tag: 'candidateGroundEnded', date: '2022-03-01', ground: 'eligibility' },
      { _tag: 'candidateDied', date: '2022-04-01' },
    )
    expect(since(fs, '2022-06-01')).toBe('2022-04-01')
    // the facts are those dated on or before the day asked about (as for standing)
    expect(since(fs.filter((e) => e.date <= '2022-02-15'), '2022-02-15')).toBe('2022-02-01')
    expect(since(fs.filter((e) => e.date <= '2022-03-15'), '2022-03-15')).toBeNull()
  })

  it('within the proof week the candidate is awaiting, not skipped; from the day after it, skipped (notice 3 May, week ends 10 May)', () => {
    const fs = facts(...incompatible('2022-05-02', '2022-05-03'))
    expect(since(fs, '2022-05-08')).toBeNull()
    expect(since(fs, '2022-05-10')).toBeNull()
    expect(since(fs, '2022-05-11')).toBe('2022-05-11')
    expect(since(fs, '2022-06-01')).toBe('2022-05-11')
  })

  it('a later fact without effect does not move the day the proof week ran out', () => {
    expect(since(facts(...incompatible('2022-05-02', '2022-05-03'), oralWaiver('2022-05-20')), '2022-06-01')).toBe('2022-05-11')
  })

  it('a proof within the week keeps the candidate eligible; a proof after it comes too late', () => {
    expect(since(facts(...incompatible('2022-05-02', '2022-05-03'), { _tag: 'incompatibilityProven', date: '2022-05-09' }), '2022-06-01')).toBeNull()
    expect(since(facts(...incompatible('2022-05-02', '2022-05-03'), { _tag: 'incompatibilityProven', date: '2022-05-12' }), '2022-06-01')).toBe('2022-05-11')
  })

  it('under nextWorkingDay the week that ends on Corpus Christi (8 June 2023) ends on Friday 9 June: skipped from 10 June', () => {
    const fs = facts(...incompatible('2023-05-30', '2023-06-01'))
    expect(since(fs, '2023-06-20', 'proofPeriod', 'nextWorkingDay')).toBe('2023-06-10')
    expect(since(fs, '2023-06-20', 'proofPeriod', 'calendar')).toBe('2023-06-09')
  })

  it('under the reading exclude an unproven incompatibility skips from the day it arose', () => {
    expect(since(facts(...incompatible('2022-05-02', '2022-05-03')), '2022-06-01', 'exclude')).toBe('2022-05-02')
  })
})
