// The rule functions on their own (src/rules), for the cases a decoded case
// never reaches, and the norms a determination reports in `rules`.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  candidateGroundArose,
  candidateGroundEnded,
  candidateJoinedGroup,
  candidateLeftGroup,
  classifyDeparture,
  decide,
  endsMembership,
  type CandidateId,
  type ElectionList,
  type IsoDate,
  memberLeft,
  type NormId,
  NORM_IDS,
} from './support/public.js'
import { leftGroupSinceSetUp, memberOfGroup } from '../src/rules/exclusions.js'
import { openSince } from '../src/rules/grounds.js'
import { validCase } from '../src/oracle/arbitraries.js'
import type { Ranked } from '../src/rules/selection.js'

const d = (s: string) => s as IsoDate
const k = (s: string) => s as CandidateId
const list = (setUp: string | null): ElectionList =>
  ({ id: 'L', name: 'L', group: setUp === null ? null : 'party', setUp: setUp === null ? null : d(setUp), candidates: [] }) as unknown as ElectionList
const candidate = (memberAtSetUp: boolean) => ({ id: k('K'), name: 'K', position: 1, votes: 1, elected: false, memberAtSetUp }) as never
/** A not-elected candidate of list L. */
const who = (id: string, votes: number, position: number) => ({ id: k(id), name: id, position, votes, elected: false, memberAtSetUp: true }) as never

describe('kwg34.2.n1 on its own', { tags: ['kwg34.2.n1'] }, () => {
  it('a leaving on or after the day of the set-up excludes; one before it, or from a list without a group, does not', () => {
    const exit = [candidateLeftGroup(0, d('2022-01-01'), k('K'))]
    expect(leftGroupSinceSetUp(list('2020-11-14'), exit)).toBe(true)
    expect(leftGroupSinceSetUp(list(null), exit)).toBe(false)
    expect(leftGroupSinceSetUp(list('2022-01-02'), exit)).toBe(false)
    expect(leftGroupSinceSetUp(list('2022-01-01'), exit)).toBe(true)
  })

  it('the membership over time (R2, revised): as at the set-up, then joined, then left; facts before the set-up change nothing', () => {
    const setUp = list('2020-11-14')
    expect(memberOfGroup(setUp, candidate(true), [])).toBe(true)
    expect(memberOfGroup(setUp, candidate(false), [])).toBe(false)
    expect(memberOfGroup(setUp, candidate(false), [candidateJoinedGroup(0, d('2021-02-01'), k('K'))])).toBe(true)
    expect(memberOfGroup(setUp, candidate(false), [candidateJoinedGroup(0, d('2021-02-01'), k('K')), candidateLeftGroup(1, d('2021-06-01'), k('K'))])).toBe(false)
    expect(memberOfGroup(setUp, candidate(true), [candidateLeftGroup(0, d('2020-10-01'), k('K'))])).toBe(true)
    expect(memberOfGroup(setUp, candidate(true), [candidateLeftGroup(0, d('2020-11-14'), k('K'))])).toBe(false)
  })
})

describe('a ground is open until it ends', { tags: ['kwg34.2.n3.ground'] }, () => {
  it('the end of another ground does not close it', () => {
    const facts = [
      candidateGroundArose(0, d('2022-01-01'), k('K'), 'eligibility'),
      candidateGroundArose(1, d('2022-01-02'), k('K'), 'officeCapacity'),
      candidateGroundEnded(2, d('2022-01-03'), k('K'), 'officeCapacity'),
    ]
    expect(openSince(facts, 'eligibility')).toBe('2022-01-01')
    expect(openSince(facts, 'officeCapacity')).toBeNull()
    expect(openSince(facts, 'incompatibility')).toBeNull()
  })
})

describe('kwg34.2.n3.ground with kwg23.2.s2 with R1 on its own', { tags: ['kwg34.2.n3.ground', 'kwg23.2.s2', 'R1'] }, () => {
  it('a proof given before any notice removes the incompatibility under both readings; without proof the candidate awaits it', async () => {
    const { incompatibilityStanding, incompatibilityProven } = await import('./support/public.js')
    const arose = candidateGroundArose(0, d('2022-01-01'), k('K'), 'incompatibility')
    const proven = incompatibilityProven(1, d('2022-01-03'), k('K'))
    expect(incompatibilityStanding([arose, proven], d('2022-02-01'), 'proofPeriod', 'calendar')).toEqual({ _tag: 'eligible' })
    expect(incompatibilityStanding([arose, proven], d('2022-02-01'), 'exclude', 'calendar')).toEqual({ _tag: 'eligible' })
    expect(incompatibilityStanding([arose], d('2022-02-01'), 'proofPeriod', 'calendar')).toEqual({ _tag: 'awaiting', notified: null, due: null })
    expect(incompatibilityStanding([arose], d('2022-02-01'), 'exclude', 'calendar')).toEqual({ _tag: 'skipped', rule: 'kwg34.2.n3.ground' })
  })
})

describe('the triggers on their own', { tags: ['kwg33.2', 'kwg33.1.n1', 'kwg34.1.s1.trigger', 'kwg23.2.s3', 'kwg33.1.n2', 'kwg33.1.n3', 'kwg33.1.n4'] }, () => {
  const at = d('2023-01-01')
  it('a seat waiver without its form has no effect, whatever is missing', () => {
    const noForm = memberLeft(0, at, k('M'), 'seatWaiver', null)
    expect(classifyDeparture(noForm)).toMatchObject({ _tag: 'noSuccession', reason: 'kwg33.2' })
    expect(endsMembership(noForm)).toBe(false)
    expect(endsMembership(memberLeft(0, at, k('M'), 'seatWaiver', { written: true, to: 'returningOfficer' }))).toBe(true)
    expect(endsMembership(memberLeft(0, at, k('M'), 'death'))).toBe(true)
  })
  it('each cause reports exactly its norms', () => {
    const rules = (cause: Parameters<typeof memberLeft>[3]): ReadonlyArray<NormId> =>
      classifyDeparture(memberLeft(0, at, k('M'), cause, cause === 'seatWaiver' ? { written: true, to: 'returningOfficer' } : null)).rules
    expect(rules('death')).toEqual(['kwg34.1.s1.trigger'])
    expect(rules('statusNotAcquired')).toEqual(['kwg34.1.s1.trigger', 'kwg23.2.s3'])
    expect(rules('seatWaiver')).toEqual(['kwg34.1.s1.trigger', 'kwg33.1.n1', 'kwg33.2'])
    for (const c of ['eligibilityLost', 'officeCapacityLost', 'incompatibility'] as const) expect(rules(c)).toEqual(['kwg34.1.s1.trigger', 'kwg33.1.n2'])
    expect(rules('reviewDecision')).toEqual(['kwg34.1.s1.trigger', 'kwg33.1.n3'])
    expect(rules('merger')).toEqual(['kwg33.1.n4'])
    expect(classifyDeparture(memberLeft(0, at, k('M'), 'seatWaiver', { written: false, to: 'returningOfficer' })).rules).toEqual(['kwg33.1.n1', 'kwg33.2'])
  })
})

describe('the norms a determination reports (`rules`)', () => {
  it('every applied norm, unique, in catalogue order', { tags: ['kwg34.1.s1.rank', 'kwg34.1.s1.tie', 'kwg34.1a.rank', 'kwg34.1a.lot', 'kwg34.1.s2.vacant', 'kwg34.1.s2.count', 'kwg34.3.s1', 'kwg34.3.s2'] }, () => {
    fc.assert(
      fc.property(validCase(), (c) => {
        const r = decide(c)
        if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
        const det = r.right
        const rules = det.rules as ReadonlyArray<NormId>
        expect([...rules].sort((a, b) => NORM_IDS.indexOf(a) - NORM_IDS.indexOf(b))).toEqual(rules)
        expect(new Set(rules).size).toBe(rules.length)
        for (const x of det.considered) expect(rules).toContain(x.rule)
        for (const x of det.disregarded) expect(rules).toContain(x.rule)
        const proportional = (c['body'] as { electionMode: string }).electionMode === 'proportional'
        const has = (id: NormId, yes: boolean) => expect(rules.includes(id), `${det.outcome} ${id}`).toBe(yes)
        if (det.blockedBy !== null) return
        has('kwg34.3.s1', det.outcome === 'successor' || det.outcome === 'vacant')
        has('kwg34.1.s2.vacant', det.outcome === 'vacant')
        has('kwg34.1.s2.count', det.outcome === 'vacant')
        has('kwg34.3.s2', det.outcome === 'awaitingProof')
        has('kwg23.2.s2', det.outcome === 'awaitingProof')
        if (det.outcome === 'noSuccession') expect(rules).toContain(det.reason)
        if (det.outcome === 'successor' || det.outcome === 'awaitingProof') {
          has('kwg34.1.s1.rank', proportional)
          has('kwg34.1a.rank', !proportional)
          has('kwg34.1.s1.tie', proportional && det.tie !== null)
          has('kwg34.1a.lot', !proportional && det.tie !== null)
        }
        if (det.outcome === 'lotRequired') has('kwg34.1a.lot', true)
      }),
    )
  })
})

// ---------------------------------------------------------------------------
// The selections on their own, worked by hand. Each expectation is the whole
// selection, so that a dropped or swapped norm in `rules`, a wrong verdict or
// a wrong tie is seen without relying on a generator to reach the case.

describe('the proportional selection by hand', { tags: ['kwg34.1.s1.rank', 'kwg34.1.s1.tie', 'kwg34.3.s2', 'kwg23.2.s2'] }, async () => {
  const { selectProportional } = await import('../src/rules/ranking.js')
  const { awaiting, eligible, skipped } = await import('../src/domain/standing.js')
  it('the first candidate not skipped succeeds; the skipped above are listed with their norm', () => {
    expect(
      selectProportional([
        { candidate: who('S', 90, 3), standing: skipped('kwg34.2.n2') },
        { candidate: who('A', 50, 1), standing: eligible },
        { candidate: who('B', 40, 2), standing: eligible },
      ]),
    ).toEqual({
      _tag: 'chosen',
      successor: 'A',
      considered: [
        { candidate: 'S', verdict: 'skipped', rule: 'kwg34.2.n2' },
        { candidate: 'A', verdict: 'successor', rule: 'kwg34.1.s1.rank' },
      ],
      tie: null,
      rules: ['kwg34.1.s1.rank'],
    })
  })
  it('equal votes: the list order decides (Satz 1 Hs. 2), and the tie names exactly the equal candidates not skipped', () => {
    expect(
      selectProportional([
        { candidate: who('A', 50, 1), standing: eligible },
        { candidate: who('B', 50, 2), standing: eligible },
        { candidate: who('X', 50, 3), standing: skipped('kwg34.2.n3.death') },
        { candidate: who('C', 49, 4), standing: eligible },
      ]),
    ).toEqual({
      _tag: 'chosen',
      successor: 'A',
      considered: [{ candidate: 'A', verdict: 'successor', rule: 'kwg34.1.s1.tie' }],
      tie: { _tag: 'listOrder', among: ['A', 'B'], votes: 50 },
      rules: ['kwg34.1.s1.rank', 'kwg34.1.s1.tie'],
    })
  })
  it('an equal candidate who is skipped makes no tie', () => {
    const s = selectProportional([
      { candidate: who('A', 50, 2), standing: eligible },
      { candidate: who('X', 50, 1), standing: skipped('kwg34.2.n1') },
    ])
    expect(s).toMatchObject({ _tag: 'chosen', successor: 'A', tie: null, rules: ['kwg34.1.s1.rank'] })
  })
  it('the next in rank awaits the proof of compatibility: the decision waits (R1)', () => {
    expect(
      selectProportional([
        { candidate: who('S', 90, 3), standing: skipped('kwg34.2.n2') },
        { candidate: who('A', 50, 1), standing: awaiting(d('2022-03-01'), d('2022-03-08')) },
        { candidate: who('B', 50, 2), standing: eligible },
      ]),
    ).toEqual({
      _tag: 'awaiting',
      awaiting: { candidate: 'A', notified: '2022-03-01', due: '2022-03-08' },
      considered: [
        { candidate: 'S', verdict: 'skipped', rule: 'kwg34.2.n2' },
        { candidate: 'A', verdict: 'awaitingProof', rule: 'kwg34.3.s2' },
      ],
      rules: ['kwg34.1.s1.rank', 'kwg34.3.s2', 'kwg23.2.s2'],
    })
  })
})

describe('the majority selection by hand', { tags: ['kwg34.1a.rank', 'kwg34.1a.lot', 'kwg34.3.s2', 'kwg23.2.s2'] }, async () => {
  const { selectMajority } = await import('../src/rules/majority.js')
  const { awaiting, eligible, skipped } = await import('../src/domain/standing.js')
  const noLot = { vacancy: k('M'), seed: null, drawings: [], tiedOn: () => [], seatsOnTheDay: 1 }
  it('the most votes succeed; list position plays no part', () => {
    expect(
      selectMajority(
        [
          { candidate: who('S', 90, 4), standing: skipped('kwg34.2.n3.death') },
          { candidate: who('A', 60, 3), standing: eligible },
          { candidate: who('B', 50, 1), standing: eligible },
        ],
        noLot,
      ),
    ).toEqual({
      _tag: 'Right',
      right: {
        _tag: 'chosen',
        successor: 'A',
        considered: [
          { candidate: 'S', verdict: 'skipped', rule: 'kwg34.2.n3.death' },
          { candidate: 'A', verdict: 'successor', rule: 'kwg34.1a.rank' },
        ],
        tie: null,
        rules: ['kwg34.1a.rank'],
      },
    })
  })
  it('the candidate with the most votes awaits the proof: the decision waits, no lot is named', () => {
    expect(
      selectMajority(
        [
          { candidate: who('A', 60, 2), standing: awaiting(null, null) },
          { candidate: who('B', 50, 1), standing: eligible },
        ],
        noLot,
      ),
    ).toEqual({
      _tag: 'Right',
      right: {
        _tag: 'awaiting',
        awaiting: { candidate: 'A', notified: null, due: null },
        considered: [{ candidate: 'A', verdict: 'awaitingProof', rule: 'kwg34.3.s2' }],
        rules: ['kwg34.1a.rank', 'kwg34.3.s2', 'kwg23.2.s2'],
      },
    })
  })
  it('one of the tied awaits the proof: the lot cannot be drawn yet; the others are tied', () => {
    expect(
      selectMajority(
        [
          { candidate: who('A', 60, 1), standing: eligible },
          { candidate: who('X', 60, 2), standing: skipped('kwg34.2.n2') },
          { candidate: who('B', 60, 3), standing: awaiting(d('2022-03-01'), d('2022-03-08')) },
          { candidate: who('C', 10, 4), standing: eligible },
        ],
        { vacancy: k('M'), seed: 'seed', drawings: [], tiedOn: () => [], seatsOnTheDay: 1 },
      ),
    ).toEqual({
      _tag: 'Right',
      right: {
        _tag: 'awaiting',
        awaiting: { candidate: 'B', notified: '2022-03-01', due: '2022-03-08' },
        considered: [
          { candidate: 'A', verdict: 'tied', rule: 'kwg34.1a.lot' },
          { candidate: 'X', verdict: 'skipped', rule: 'kwg34.2.n2' },
          { candidate: 'B', verdict: 'awaitingProof', rule: 'kwg34.3.s2' },
        ],
        rules: ['kwg34.1a.rank', 'kwg34.1a.lot', 'kwg34.3.s2', 'kwg23.2.s2'],
      },
    })
  })
  it('a tie without seed or drawing: the lot is required among exactly the tied', () => {
    expect(
      selectMajority(
        [
          { candidate: who('A', 60, 1), standing: eligible },
          { candidate: who('B', 60, 3), standing: eligible },
          { candidate: who('C', 59, 2), standing: eligible },
        ],
        noLot,
      ),
    ).toMatchObject({
      _tag: 'Right',
      right: {
        _tag: 'lotRequired',
        tie: { among: ['A', 'B'], votes: 60 },
        considered: [
          { candidate: 'A', verdict: 'tied', rule: 'kwg34.1a.lot' },
          { candidate: 'B', verdict: 'tied', rule: 'kwg34.1a.lot' },
        ],
        rules: ['kwg34.1a.rank', 'kwg34.1a.lot'],
      },
    })
  })
})

describe('facts without effect, on their own', { tags: ['kwg34.2.n1', 'kwg34.2.n2'] }, () => {
  it('only a party exit is measured against the set-up; an effective waiver, a death or a ground before it count', async () => {
    const { disregardedFact } = await import('../src/rules/exclusions.js')
    const { candidateWaived, candidateDied } = await import('./support/public.js')
    const l = list('2021-01-10')
    expect(disregardedFact(l, candidateLeftGroup(0, d('2021-01-09'), k('K')))).toEqual({ event: 0, rule: 'kwg34.2.n1', reason: 'leftBeforeSetUp' })
    expect(disregardedFact(l, candidateLeftGroup(0, d('2021-01-10'), k('K')))).toBeNull()
    expect(disregardedFact(list(null), candidateLeftGroup(0, d('2021-01-09'), k('K')))).toBeNull()
    expect(disregardedFact(l, candidateWaived(1, d('2021-01-01'), k('K'), true, 'returningOfficer'))).toBeNull()
    expect(disregardedFact(l, candidateDied(2, d('2021-01-01'), k('K')))).toBeNull()
    expect(disregardedFact(l, candidateGroundArose(3, d('2021-01-01'), k('K'), 'eligibility'))).toBeNull()
  })
})

describe('the facts since the incompatibility arose, not since another ground', { tags: ['kwg34.2.n3.ground', 'R1'] }, () => {
  it('a later ground that arose and ended again does not hide the notice and the proof', async () => {
    const { incompatibilityStanding, incompatibilityNotified, incompatibilityProven } = await import('./support/public.js')
    const facts = [
      candidateGroundArose(0, d('2022-01-01'), k('K'), 'incompatibility'),
      incompatibilityNotified(1, d('2022-01-02'), k('K')),
      incompatibilityProven(2, d('2022-01-05'), k('K')),
      candidateGroundArose(3, d('2022-01-06'), k('K'), 'officeCapacity'),
      candidateGroundEnded(4, d('2022-01-07'), k('K'), 'officeCapacity'),
    ]
    expect(incompatibilityStanding(facts, d('2022-02-01'), 'proofPeriod', 'calendar')).toEqual({ _tag: 'eligible' })
    expect(incompatibilityStanding(facts, d('2022-02-01'), 'exclude', 'calendar')).toEqual({ _tag: 'eligible' })
    const unproven = [facts[0], facts[1], facts[3], facts[4]] as never
    // notified 2 Jan: the week ends 9 Jan (§ 188 Abs. 2 BGB); on 9 Jan still awaiting, on 10 Jan skipped
    expect(incompatibilityStanding(unproven, d('2022-01-09'), 'proofPeriod', 'calendar')).toEqual({ _tag: 'awaiting', notified: '2022-01-02', due: '2022-01-09' })
    expect(incompatibilityStanding(unproven, d('2022-01-10'), 'proofPeriod', 'calendar')).toEqual({ _tag: 'skipped', rule: 'kwg34.2.n3.ground' })
  })
})

describe('the ranking of a whole list, and only the decisive part of it read', { tags: ['kwg34.1.s1.rank', 'kwg34.1a.rank'] }, async () => {
  const { inRankOrder } = await import('../src/rules/ranking.js')
  const { rankPool, decideVacancy } = await import('../src/rules/succession.js')
  const { eligible, skipped } = await import('../src/domain/standing.js')
  it('a long list comes out by votes, then position, past the first scans; skipped ones are left out', () => {
    // positions 1..12 with votes chosen so that list order and vote order differ throughout
    const votes = [5, 40, 40, 7, 90, 12, 3, 66, 12, 0, 25, 8]
    const all = votes.map((v, i) => who(`K${i + 1}`, v, i + 1))
    const scrambled = [all[6], all[0], all[11], all[3], all[9], all[1], all[7], all[4], all[10], all[2], all[8], all[5]] as never[]
    const pull = inRankOrder(scrambled, (x: { id: string }) => x.id === 'K4')
    const order: string[] = []
    for (let x = pull(); x !== undefined; x = pull()) order.push(x.id)
    expect(pull()).toBeUndefined()
    // by hand: 90 K5, 66 K8, 40 K2 (pos 2), 40 K3, 25 K11, 12 K6 (pos 6), 12 K9, 8 K12, [7 K4 skipped], 5 K1, 3 K7, 0 K10
    expect(order).toEqual(['K5', 'K8', 'K2', 'K3', 'K11', 'K6', 'K9', 'K12', 'K1', 'K7', 'K10'])
  })
  it('rankPool: every candidate with their standing, in rank order', () => {
    const l = list('2021-01-10')
    const pool = [who('A', 10, 1), who('B', 30, 2), who('C', 30, 3), who('D', 5, 4)]
    const died = { _tag: 'candidateDied', index: 0, date: d('2021-02-01'), candidate: k('D') } as never
    const ranked = rankPool(l, pool, (x: { id: string }) => (x.id === 'D' ? [died] : []), d('2021-03-01'), 'proofPeriod', 'calendar')
    expect(ranked.map((r) => [r.candidate.id, r.standing])).toEqual([
      ['B', eligible],
      ['C', eligible],
      ['A', eligible],
      ['D', skipped('kwg34.2.n3.death')],
    ])
  })
  it('a decision reads the skipped candidates, the first one who is not, and those with equal votes, and no further', () => {
    for (const mode of ['proportional', 'majority'] as const) {
      const read: string[] = []
      const ranked: Ranked[] = [
        { candidate: who('S', 90, 1), standing: skipped('kwg34.2.n2') },
        { candidate: who('A', 50, 2), standing: eligible },
        { candidate: who('X', 50, 3), standing: skipped('kwg34.2.n2') },
        { candidate: who('B', 50, 4), standing: eligible },
        { candidate: who('C', 49, 5), standing: eligible },
        { candidate: who('D', 10, 6), standing: eligible },
      ]
      const lazily = function* () {
        for (const r of ranked) {
          read.push(r.candidate.id)
          yield r
        }
      }
      const r = decideVacancy({
        departure: memberLeft(0, d('2023-01-01'), k('M'), 'death'),
        list: list('2021-01-10'),
        ranked: lazily(),
        mode,
        seed: null,
        drawings: [],
        rankedOn: () => [],
        reserved: new Map(),
        seatsOnTheDay: 1,
        memberCountBefore: 10,
        disregarded: [],
      })
      expect(r._tag).toBe('Right')
      // C is read to see that the equal votes end; D never
      expect(read, mode).toEqual(['S', 'A', 'X', 'B', 'C'])
      if (r._tag === 'Right') expect(r.right._tag, mode).toBe(mode === 'proportional' ? 'successor' : 'lotRequired')
    }
  })
})

describe('a proof answers the incompatibility that arose last', { tags: ['kwg34.2.n3.ground', 'kwg23.2.s2', 'R1'] }, () => {
  it('a proof given before the incompatibility arose anew does not remove it', async () => {
    const { incompatibilityStanding, incompatibilityProven } = await import('./support/public.js')
    const facts = [
      candidateGroundArose(0, d('2022-01-01'), k('K'), 'incompatibility'),
      candidateGroundEnded(1, d('2022-01-02'), k('K'), 'incompatibility'),
      incompatibilityProven(2, d('2022-01-03'), k('K')),
      candidateGroundArose(3, d('2022-01-10'), k('K'), 'incompatibility'),
    ]
    expect(incompatibilityStanding(facts, d('2022-02-01'), 'exclude', 'calendar')).toEqual({ _tag: 'skipped', rule: 'kwg34.2.n3.ground' })
    expect(incompatibilityStanding(facts, d('2022-02-01'), 'proofPeriod', 'calendar')).toEqual({ _tag: 'awaiting', notified: null, due: null })
  })
})

describe('which bodies cease below three members (spec/readings.md R8)', { tags: ['hgo82.1.s6', 'hgo86.1.s3', 'kwg34.1.s2.count', 'R8'] }, () => {
  it('an Ortsbeirat ceases under § 82 Abs. 1 Satz 6 HGO and an Ausländerbeirat under § 86 Abs. 1 Satz 3 HGO; any other body only loses the seat', async () => {
    const { readFileSync } = await import('node:fs')
    const { join } = await import('node:path')
    const { decide } = await import('./support/public.js')
    const { ROOT } = await import('./support/vectors.js')
    // fid-001: an Ortsbeirat of three; FWG-1 dies on 8 May 2023 and the FWG list is exhausted
    const base = (JSON.parse(readFileSync(join(ROOT, 'spec', 'conformance', 'vectors', 'fid-001.json'), 'utf8')) as { case: Record<string, Record<string, unknown>> }).case
    const expected = { ortsbeirat: 'hgo82.1.s6', auslaenderbeirat: 'hgo86.1.s3', gemeindevertretung: null, stadtverordnetenversammlung: null, kreistag: null } as const
    for (const [kind, rule] of Object.entries(expected)) {
      const r = decide({ ...base, body: { ...base['body'], kind } })
      if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
      expect([r.right.outcome, r.right.memberCount.after, r.right.ceased], kind).toEqual(['vacant', 2, rule === null ? null : { on: '2023-05-08', rule }])
    }
  })
})

describe('why a recorded determination deviates, for a body that ceased (spec/readings.md R8)', { tags: ['hgo82.1.s6', 'kwg34.3.s1', 'R8'] }, () => {
  it('a successor recorded after the Ortsbeirat ceased deviates under § 82 Abs. 1 Satz 6 HGO', async () => {
    const { deviation } = await import('../src/rules/deviation.js')
    const { bodyCeased } = await import('../src/domain/determination.js')
    const id = (s: string) => s as never
    const lawful = bodyCeased(
      { vacancy: id('SPD-1'), list: id('SPD'), cause: 'death', trigger: ['kwg34.1.s1.trigger'], memberCount: { before: 2, after: 2 }, considered: [], disregarded: [], rules: ['hgo82.1.s6'] },
      { on: id('2023-05-08'), rule: 'hgo82.1.s6' },
    )
    const recorded = { _tag: 'determination', index: 3, date: id('2023-09-10'), vacancy: id('SPD-1'), by: 'returningOfficer', outcome: 'successor', successor: id('SPD-2') } as const
    expect(deviation(recorded, lawful)).toEqual({ rule: 'hgo82.1.s6', message: 'the body ceased on 2023-05-08 below three members: no one succeeds' })
  })
})

describe('joining and leaving the party over time (spec/readings.md R2, revised)', { tags: ['kwg34.2.n1', 'R2'] }, () => {
  const id = (s: string) => s as never
  const candidate = (memberAtSetUp: boolean) => ({ id: id('A-3'), name: 'Clara Conrad', position: 3 as never, votes: 300 as never, elected: false, memberAtSetUp })
  const list = (group: 'party' | null, setUp: string | null) => ({ id: id('A'), name: 'Liste A', group, setUp: setUp === null ? null : id(setUp), candidates: [] })
  const joined = (date: string, index = 0) => ({ _tag: 'candidateJoinedGroup', index, date: id(date), candidate: id('A-3') }) as const
  const left = (date: string, index = 0) => ({ _tag: 'candidateLeftGroup', index, date: id(date), candidate: id('A-3') }) as const
  const codeOf = async (nomination: object, before: ReadonlyArray<unknown>, e: unknown): Promise<string | null> => {
    const { checkCandidateFact } = await import('../src/rules/procedure/facts.js')
    const r = checkCandidateFact(nomination as never, before as never, e as never, { departed: () => [] })
    return r._tag === 'Left' ? r.left.code : null
  }

  it('one not a member at the set-up may join after it, not before it, and not twice; a list without a group has none to join', async () => {
    expect(await codeOf({ candidate: candidate(false), list: list('party', '2020-11-14') }, [], joined('2021-06-01'))).toBeNull()
    expect(await codeOf({ candidate: candidate(false), list: list('party', '2020-11-14') }, [], joined('2020-11-13'))).toBe('cannotJoinGroup')
    expect(await codeOf({ candidate: candidate(false), list: list('party', '2020-11-14') }, [joined('2021-06-01')], joined('2021-07-01', 1))).toBe('alreadyInGroup')
    expect(await codeOf({ candidate: candidate(true), list: list('party', '2020-11-14') }, [], joined('2021-06-01'))).toBe('alreadyInGroup')
    expect(await codeOf({ candidate: candidate(true), list: list(null, null) }, [], joined('2021-06-01'))).toBe('cannotJoinGroup')
  })

  it('one who joined after the set-up can leave; one who left cannot leave again; one never a member cannot leave after the set-up', async () => {
    expect(await codeOf({ candidate: candidate(false), list: list('party', '2020-11-14') }, [joined('2021-06-01')], left('2021-08-01', 1))).toBeNull()
    expect(await codeOf({ candidate: candidate(true), list: list('party', '2020-11-14') }, [left('2021-06-01')], left('2021-08-01', 1))).toBe('cannotLeaveGroup')
    expect(await codeOf({ candidate: candidate(false), list: list('party', '2020-11-14') }, [], left('2021-08-01'))).toBe('cannotLeaveGroup')
    expect(await codeOf({ candidate: candidate(false), list: list('party', '2020-11-14') }, [], left('2020-10-01'))).toBeNull()
    expect(await codeOf({ candidate: candidate(true), list: list(null, null) }, [], left('2021-08-01'))).toBe('cannotLeaveGroup')
  })
})

describe('the majority rules and one vacancy, as units (§ 34 Abs. 1a, § 33 Abs. 1 Nr. 4 KWG)', { tags: ['kwg34.1a.lot', 'kwg33.1.n4'] }, () => {
  const id = (s: string) => s as never
  const num = (n: number) => n as never
  const cand = (n: number, votes: number, elected = false) => ({ id: id(`W-${n}`), name: `W ${n}`, position: num(n), votes: num(votes), elected, memberAtSetUp: true })
  const list = { id: id('MW'), name: 'Mehrheitswahl', group: null, setUp: null, candidates: [cand(1, 0, true), cand(2, 300), cand(3, 300), cand(4, 100)] }
  const eligible = { _tag: 'eligible' } as const
  const ranked = [cand(2, 300), cand(3, 300), cand(4, 100)].map((candidate) => ({ candidate, standing: eligible }))
  const drawn = (among: ReadonlyArray<string>, winner: string) => ({ _tag: 'lotDrawn', index: 1, date: id('2023-03-10'), vacancy: id('W-1'), among: among.map(id), winner: id(winner) }) as const

  it('a drawing where no tie was on its day, or where all the tied succeed on that day, is refused, and says so (R6 revised)', async () => {
    const { drawingInForce } = await import('../src/rules/majority.js')
    const none = drawingInForce({ drawings: [drawn(['W-2', 'W-3'], 'W-2')], tiedOn: () => [id('W-2')], seatsOnTheDay: 1 })
    expect(none.drawing).toBeNull()
    expect(none.refused.map((e) => [e.path, e.code, e.rule, e.message])).toEqual([
      ['events[1].among', 'lotMismatch', 'kwg34.1a.lot', 'no tie among eligible candidates to be drawn by lot for the vacancy of W-1 on 2023-03-10'],
    ])
    // two tied for the two seats of the day: both succeed, there is nothing for the lot to decide
    const all = drawingInForce({ drawings: [drawn(['W-2', 'W-3'], 'W-2')], tiedOn: () => [id('W-2'), id('W-3')], seatsOnTheDay: 2 })
    expect(all.drawing).toBeNull()
    expect(all.refused.map((e) => e.message)).toEqual(['no lot to draw for the vacancy of W-1: the tied candidates W-2, W-3 all succeed on the same day'])
    // three tied for the two seats: the drawing among all three stands
    const three = drawingInForce({ drawings: [drawn(['W-2', 'W-3', 'W-4'], 'W-4')], tiedOn: () => [id('W-2'), id('W-3'), id('W-4')], seatsOnTheDay: 2 })
    expect([three.drawing?.drawn.winner, three.refused]).toEqual(['W-4', []])
  })

  it('the majority decision fails on a drawing that does not match its tie, and a drawing for a decision without a lot is unused', async () => {
    const { selectMajority, unusedLot } = await import('../src/rules/majority.js')
    const lot = { vacancy: id('W-1'), seed: null, drawings: [drawn(['W-2', 'W-4'], 'W-2')], tiedOn: () => [id('W-2'), id('W-3')], seatsOnTheDay: 1 }
    const r = selectMajority(ranked, lot)
    expect(r._tag === 'Left' ? [r.left.code, r.left.path] : r.right._tag).toEqual(['lotMismatch', 'events[1].among'])
    const u = unusedLot(drawn(['W-2', 'W-3'], 'W-2'), id('W-1'), '2023-03-31')
    expect([u.path, u.code, u.rule]).toEqual(['events[1].among', 'lotMismatch', 'kwg34.1a.lot'])
  })

  it('a merger of municipalities opens no succession whatever the pool (§ 33 Abs. 1 Nr. 4 Hs. 2 KWG)', async () => {
    const { decideVacancy } = await import('../src/rules/succession.js')
    const { memberLeft } = await import('../src/domain/events.js')
    const d = decideVacancy({
      departure: memberLeft(0, id('2023-03-01'), id('W-1'), 'merger'),
      list,
      ranked,
      mode: 'majority',
      seed: null,
      drawings: [],
      rankedOn: () => ranked,
      reserved: new Map(),
      seatsOnTheDay: 1,
      memberCountBefore: 5,
      disregarded: [],
    })
    expect(d._tag === 'Right' ? [d.right._tag, d.right._tag === 'noSuccession' ? d.right.reason : null, d.right.memberCount] : d.left).toEqual(['noSuccession', 'kwg33.1.n4', { before: 5, after: 5 }])
  })

  it('one vacancy fails on a drawing that does not match the tie of its day', async () => {
    const { decideVacancy } = await import('../src/rules/succession.js')
    const { memberLeft } = await import('../src/domain/events.js')
    const d = decideVacancy({
      departure: memberLeft(0, id('2023-03-01'), id('W-1'), 'death'),
      list,
      ranked,
      mode: 'majority',
      seed: null,
      drawings: [drawn(['W-2', 'W-4'], 'W-2')],
      rankedOn: () => ranked,
      reserved: new Map(),
      seatsOnTheDay: 1,
      memberCountBefore: 5,
      disregarded: [],
    })
    expect(d._tag === 'Left' ? [d.left.code, d.left.path, d.left.rule] : d.right._tag).toEqual(['lotMismatch', 'events[1].among', 'kwg34.1a.lot'])
  })
})
