// The rule functions on their own (src/rules), for the cases a decoded case
// never reaches, and the norms a determination reports in `rules`.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  candidateGroundArose,
  candidateGroundEnded,
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
} from '../src/index.js'
import { leftGroupSinceSetUp } from '../src/rules/exclusions.js'
import { openSince } from '../src/rules/grounds.js'
import { validCase } from '../src/oracle/arbitraries.js'

const d = (s: string) => s as IsoDate
const k = (s: string) => s as CandidateId
const list = (setUp: string | null): ElectionList =>
  ({ id: 'L', name: 'L', group: setUp === null ? null : 'party', setUp: setUp === null ? null : d(setUp), candidates: [] }) as unknown as ElectionList
const candidate = (memberAtSetUp: boolean) => ({ id: k('K'), name: 'K', position: 1, votes: 1, elected: false, memberAtSetUp }) as never

describe('kwg34.2.n1 on its own', () => {
  it('a list without set-up (no group) and a candidate who was no member cannot have left', () => {
    const exit = [candidateLeftGroup(0, d('2022-01-01'), k('K'))]
    expect(leftGroupSinceSetUp(list('2020-11-14'), candidate(true), exit)).toBe(true)
    expect(leftGroupSinceSetUp(list(null), candidate(true), exit)).toBe(false)
    expect(leftGroupSinceSetUp(list('2020-11-14'), candidate(false), exit)).toBe(false)
    expect(leftGroupSinceSetUp(list('2022-01-02'), candidate(true), exit)).toBe(false)
    expect(leftGroupSinceSetUp(list('2022-01-01'), candidate(true), exit)).toBe(true)
  })
})

describe('kwg34.2.n3.ground: a ground is open until it ends', () => {
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

describe('kwg34.2.n3.ground kwg23.2.s2 R1 on its own', () => {
  it('a proof given before any notice removes the incompatibility under both readings; without proof the candidate awaits it', async () => {
    const { incompatibilityStanding, incompatibilityProven } = await import('../src/index.js')
    const arose = candidateGroundArose(0, d('2022-01-01'), k('K'), 'incompatibility')
    const proven = incompatibilityProven(1, d('2022-01-03'), k('K'))
    expect(incompatibilityStanding([arose, proven], d('2022-02-01'), 'proofPeriod')).toEqual({ _tag: 'eligible' })
    expect(incompatibilityStanding([arose, proven], d('2022-02-01'), 'exclude')).toEqual({ _tag: 'eligible' })
    expect(incompatibilityStanding([arose], d('2022-02-01'), 'proofPeriod')).toEqual({ _tag: 'awaiting', notified: null, due: null })
    expect(incompatibilityStanding([arose], d('2022-02-01'), 'exclude')).toEqual({ _tag: 'skipped', rule: 'kwg34.2.n3.ground' })
  })
})

describe('kwg33.2 kwg33.1.n1 kwg34.1.s1.trigger kwg23.2.s3 kwg33.1.n2 kwg33.1.n3 kwg33.1.n4: the triggers on their own', () => {
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
  it('kwg34.1.s1.rank kwg34.1.s1.tie kwg34.1a.rank kwg34.1a.lot kwg34.1.s2.vacant kwg34.1.s2.count kwg34.3.s1 kwg34.3.s2: every applied norm, unique, in catalogue order', () => {
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
