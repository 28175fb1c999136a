// Properties of determinations: the design's invariants, each with the norm
// ids it protects. Generators: src/oracle/arbitraries.ts; a simple model:
// support/model.ts. Fixed seed (setup.ts); FC_RUNS raises the run count.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Case, decide, decideAll, decodeCase, type WireDetermination } from './support/public.js'
import { validCase, type Json } from '../src/oracle/arbitraries.js'
import { model } from './support/model.js'

const ok = (c: Json): WireDetermination => {
  const r = decide(c)
  if (r._tag === 'Left') throw new Error(`generated case rejected: ${JSON.stringify(r.left.errors)}`)
  return r.right
}
const clone = (c: Json): Json => structuredClone(c)
const decoded = (c: Json): Case => {
  const r = decodeCase(c)
  if (r._tag === 'Left') throw new Error(`generated case rejected: ${JSON.stringify(r.left.errors)}`)
  return r.right
}
type Cand = { id: string; position: number; votes: number; elected: boolean; memberAtSetUp?: boolean }
type List = { id: string; group: string | null; setUp: string | null; candidates: Cand[] }
const listsOf = (c: Json): List[] => c['lists'] as List[]
const eventsOf = (c: Json): Json[] => c['events'] as Json[]
const asOf = (c: Json): string => (c['query'] as { asOf: string }).asOf
const listOfVacancy = (c: Json, d: WireDetermination): List => listsOf(c).find((l) => l.id === d.list) as List

describe('the library agrees with a simple model of the law', () => {
  it('outcome, successor, member count and the walk', { tags: ['kwg34.1.s1.rank', 'kwg34.1.s1.tie', 'kwg34.1a.rank', 'kwg34.1a.lot', 'kwg34.2.n1', 'kwg34.2.n2', 'kwg34.2.n3.death', 'kwg34.2.n3.ground', 'kwg34.1.s2.vacant', 'kwg34.1.s2.count'] }, () => {
    fc.assert(
      fc.property(validCase(), (c) => {
        const d = ok(c)
        const m = model(c)
        expect(d.outcome).toBe(m.outcome)
        expect(d.successor).toBe(m.successor)
        expect(d.memberCount.after).toBe(m.after)
        expect(d.considered).toEqual(m.considered)
        expect(d.disregarded).toEqual(m.disregarded)
        if (d.blockedBy === null) expect(d.tie?.among ?? null).toEqual(m.tieAmong)
      }),
    )
  })
})

describe('invariants of one determination', () => {
  it('the successor is never skipped and never already called', { tags: ['kwg34.2.n1', 'kwg34.2.n2', 'kwg34.2.n3.death', 'kwg34.2.n3.ground', 'R4'] }, () => {
    fc.assert(
      fc.property(validCase(), (c) => {
        const d = ok(c)
        fc.pre(d.successor !== null)
        expect(d.considered.filter((x) => x.verdict === 'skipped').map((x) => x.candidate)).not.toContain(d.successor)
        const k = listOfVacancy(c, d).candidates.find((x) => x.id === d.successor)
        expect(k?.elected).toBe(false)
      }),
    )
  })

  it('in a proportional election the successor is from the list, and everyone ranked above (more votes, or equal votes and a lower position) was skipped', { tags: ['kwg34.1.s1.rank', 'kwg34.1.s1.tie'] }, () => {
    fc.assert(
      fc.property(validCase({ mode: 'proportional' }), (c) => {
        const d = ok(c)
        fc.pre(d.outcome === 'successor' && d.blockedBy === null)
        const list = listOfVacancy(c, d)
        const s = list.candidates.find((k) => k.id === d.successor) as Cand
        const skipped = new Set<string>(d.considered.filter((x) => x.verdict === 'skipped').map((x) => x.candidate))
        const called = new Set<string>(d.considered.map((x) => x.candidate))
        for (const k of list.candidates) {
          const above = k.votes > s.votes || (k.votes === s.votes && k.position < s.position)
          if (above && !k.elected && called.has(k.id)) expect(skipped.has(k.id)).toBe(true)
          if (above && !k.elected && !called.has(k.id)) {
            // not in the walk: must have been called by an earlier vacancy of the same case
            const all = decideAll(decoded(c))
            const earlier: Array<string | null> = all._tag === 'Right' ? all.right.determinations.map((x) => (x.determination._tag === 'successor' ? x.determination.successor : null)) : []
            expect(earlier).toContain(k.id)
          }
        }
        expect(d.tie === null || d.tie.resolvedBy === 'listOrder').toBe(true)
      }),
    )
  })

  it('an exhausted list leaves the seat empty and lowers the legal member count by exactly one', { tags: ['kwg34.1.s2.vacant', 'kwg34.1.s2.count'] }, () => {
    fc.assert(
      fc.property(validCase(), (c) => {
        const d = ok(c)
        if (d.outcome === 'vacant') {
          expect(d.memberCount.after).toBe(d.memberCount.before - 1)
          expect(d.considered.every((x) => x.verdict === 'skipped')).toBe(true)
          expect(d.successor).toBeNull()
        } else expect(d.memberCount.after).toBe(d.memberCount.before)
      }),
    )
  })

  it('a merger never produces a successor and changes no count', { tags: ['kwg33.1.n4'] }, () => {
    fc.assert(
      fc.property(validCase(), (c) => {
        const e = eventsOf(c).find((x) => x['type'] === 'memberLeft' && x['member'] === (c['query'] as Json)['vacancy']) as Json
        for (const k of ['written', 'to']) delete e[k]
        e['cause'] = 'merger'
        const d = ok(c)
        expect(d.outcome).toBe('noSuccession')
        expect(d.reason).toBe('kwg33.1.n4')
        expect(d.successor).toBeNull()
        expect(d.memberCount.after).toBe(d.memberCount.before)
      }),
    )
  })

  it('a seat waiver that is not written or not addressed to the returning officer has no effect', { tags: ['kwg33.2', 'kwg33.1.n1'] }, () => {
    fc.assert(
      fc.property(validCase(), fc.constantFrom([false, 'returningOfficer'], [true, 'party'], [false, 'party'], [true, 'body']), (c, [written, to]) => {
        const e = eventsOf(c).find((x) => x['type'] === 'memberLeft' && x['member'] === (c['query'] as Json)['vacancy']) as Json
        Object.assign(e, { cause: 'seatWaiver', written, to })
        const d = ok(c)
        expect(d.outcome).toBe('noSuccession')
        expect(d.reason).toBe('kwg33.2')
      }),
    )
  })

  it('every triggering cause leads to the same choice', { tags: ['kwg34.1.s1.trigger', 'kwg23.2.s3', 'kwg33.1.n1', 'kwg33.1.n2', 'kwg33.1.n3'] }, () => {
    const causes = ['death', 'statusNotAcquired', 'eligibilityLost', 'officeCapacityLost', 'incompatibility', 'reviewDecision'] as const
    fc.assert(
      fc.property(validCase(), fc.constantFrom(...causes), fc.constantFrom(...causes), (c, a, b) => {
        const e = eventsOf(c).find((x) => x['type'] === 'memberLeft' && x['member'] === (c['query'] as Json)['vacancy']) as Json
        for (const k of ['written', 'to']) delete e[k]
        e['cause'] = a
        const da = ok(c)
        e['cause'] = b
        const db = ok(c)
        expect(da.outcome).not.toBe('noSuccession')
        expect({ ...da, cause: null, rules: null }).toEqual({ ...db, cause: null, rules: null })
        expect(da.rules).toContain('kwg34.1.s1.trigger')
        if (a === 'statusNotAcquired') expect(da.rules).toContain('kwg23.2.s3')
      }),
    )
  })
})

describe('readings', () => {
  it('a party exit before the list was set up is the same as no exit; on or after set-up it excludes', { tags: ['kwg34.2.n1', 'R2'] }, () => {
    fc.assert(
      fc.property(validCase({ mode: 'proportional' }), (c) => {
        const d = ok(c)
        fc.pre(d.successor !== null)
        const list = listOfVacancy(c, d)
        const before = clone(c)
        eventsOf(before).push({ date: '2020-11-13', type: 'candidateLeftGroup', candidate: d.successor })
        const isMember = list.candidates.find((k) => k.id === d.successor)?.memberAtSetUp !== false
        fc.pre(isMember)
        const db = ok(before)
        expect(db.successor).toBe(d.successor)
        expect(db.disregarded.map((x) => x.reason)).toContain('leftBeforeSetUp')
        const onDay = clone(c)
        eventsOf(onDay).push({ date: list.setUp, type: 'candidateLeftGroup', candidate: d.successor })
        const dd = ok(onDay)
        expect(dd.successor).not.toBe(d.successor)
        expect(dd.considered).toContainEqual({ candidate: d.successor, verdict: 'skipped', rule: 'kwg34.2.n1' })
      }),
    )
  })

  it('only a written waiver to the returning officer excludes; any other waiver changes nothing', { tags: ['kwg34.2.n2', 'R3'] }, () => {
    fc.assert(
      fc.property(
        validCase(),
        fc.constantFrom([false, 'returningOfficer'], [true, 'party'], [false, 'party'], [true, 'other'], [true, 'body']),
        (c, [written, to]) => {
          const d = ok(c)
          fc.pre(d.successor !== null && d.blockedBy === null)
          const informal = clone(c)
          eventsOf(informal).push({ date: asOf(c), type: 'candidateWaived', candidate: d.successor, written, to })
          expect(ok(informal).successor).toBe(d.successor)
          const formal = clone(c)
          eventsOf(formal).push({ date: asOf(c), type: 'candidateWaived', candidate: d.successor, written: true, to: 'returningOfficer' })
          const df = ok(formal)
          expect(df.successor).not.toBe(d.successor)
          expect(df.considered).toContainEqual({ candidate: d.successor, verdict: 'skipped', rule: 'kwg34.2.n2' })
        },
      ),
    )
  })

  it('a waiver is never reversed — once effective, the candidate is not called on any later date, and a revocation is refused', { tags: ['kwg34.2.n2'] }, () => {
    fc.assert(
      fc.property(validCase(), fc.constantFrom('2024-06-01', '2025-01-01', '2026-03-31'), (c, later) => {
        const d = ok(c)
        fc.pre(d.successor !== null)
        const w = clone(c)
        eventsOf(w).push({ date: asOf(c), type: 'candidateWaived', candidate: d.successor, written: true, to: 'returningOfficer' })
        ;(w['query'] as Json)['asOf'] = later > asOf(c) ? later : asOf(c)
        const all = decideAll(decoded(w))
        expect(all._tag).toBe('Right')
        if (all._tag === 'Right')
          for (const x of all.right.determinations)
            if (x.determination._tag === 'successor') expect(x.determination.successor).not.toBe(d.successor)
        const revoked = clone(w)
        eventsOf(revoked).push({ date: asOf(w), type: 'candidateWaiverRevoked', candidate: d.successor })
        const r = decide(revoked)
        expect(r._tag).toBe('Left')
        if (r._tag === 'Left')
          expect(r.left.errors).toContainEqual(expect.objectContaining({ path: `events[${eventsOf(revoked).length - 1}]`, rule: 'kwg34.2.n2' }))
      }),
    )
  })

  it('skipping a candidate ranked below the successor changes nothing; skipping the successor moves the seat on', { tags: ['kwg34.2.n3.death', 'kwg34.2.n3.ground'] }, () => {
    fc.assert(
      fc.property(validCase(), fc.constantFrom('candidateDied', 'eligibility', 'officeCapacity'), (c, how) => {
        const d = ok(c)
        fc.pre(d.outcome === 'successor' && d.blockedBy === null)
        const skip = (x: Json, id: string): void => {
          eventsOf(x).push(
            how === 'candidateDied'
              ? { date: asOf(c), type: 'candidateDied', candidate: id }
              : { date: asOf(c), type: 'candidateGroundArose', candidate: id, ground: how },
          )
        }
        const list = listOfVacancy(c, d)
        const s = list.candidates.find((k) => k.id === d.successor) as Cand
        const below = list.candidates.find((k) => !k.elected && (k.votes < s.votes || (k.votes === s.votes && k.position > s.position)))
        if (below !== undefined) {
          const x = clone(c)
          skip(x, below.id)
          const dx = ok(x)
          if (dx.blockedBy === null) expect(dx.successor).toBe(d.successor)
        }
        const y = clone(c)
        skip(y, d.successor as string)
        const dy = ok(y)
        expect(dy.successor).not.toBe(d.successor)
        expect(dy.considered).toContainEqual({
          candidate: d.successor,
          verdict: 'skipped',
          rule: how === 'candidateDied' ? 'kwg34.2.n3.death' : 'kwg34.2.n3.ground',
        })
      }),
    )
  })

  it('under proofPeriod the candidate waits a week after notice; proof in time succeeds, none in time is skipped; exclude never waits', { tags: ['kwg34.2.n3.ground', 'kwg23.2.s2', 'kwg34.3.s2', 'R1'] }, () => {
    fc.assert(
      fc.property(validCase(), fc.integer({ min: 0, max: 10 }), fc.option(fc.integer({ min: 0, max: 10 })), (c, wait, proofAfter) => {
        const d = ok(c)
        fc.pre(d.outcome === 'successor' && d.blockedBy === null && d.tie === null)
        fc.pre(!eventsOf(c).some((e) => e['ground'] === 'incompatibility' || (e['date'] as string) > asOf(c)))
        const s = d.successor as string
        const x = clone(c)
        const notified = '2024-06-03'
        const addDays = (n: number): string => {
          const t = new Date(`${notified}T00:00:00Z`)
          t.setUTCDate(t.getUTCDate() + n)
          return t.toISOString().slice(0, 10)
        }
        eventsOf(x).push({ date: '2024-06-01', type: 'candidateGroundArose', candidate: s, ground: 'incompatibility' })
        eventsOf(x).push({ date: notified, type: 'incompatibilityNotified', candidate: s })
        const decisionDate = addDays(wait)
        if (proofAfter !== null && proofAfter <= wait) eventsOf(x).push({ date: addDays(proofAfter), type: 'incompatibilityProven', candidate: s })
        ;(x['query'] as Json)['asOf'] = decisionDate
        delete x['interpretation']
        const dx = ok(x)
        const proofInTime = proofAfter !== null && proofAfter <= wait && proofAfter <= 7
        if (proofInTime) expect(dx.successor).toBe(s)
        else if (wait > 7) {
          expect(dx.successor).not.toBe(s)
          expect(dx.considered).toContainEqual({ candidate: s, verdict: 'skipped', rule: 'kwg34.2.n3.ground' })
        } else {
          expect(dx.outcome).toBe('awaitingProof')
          expect(dx.awaiting).toEqual({ candidate: s, notified, due: '2024-06-10' })
        }
        x['interpretation'] = { incompatibility: 'exclude' }
        const de = ok(x)
        expect(de.outcome).not.toBe('awaitingProof')
        expect(de.successor === s).toBe(proofAfter !== null && proofAfter <= wait)
      }),
    )
  })

  it('facts dated after the decision date change nothing', { tags: ['R5'] }, () => {
    fc.assert(
      fc.property(validCase(), (c) => {
        const d = ok(c)
        fc.pre(asOf(c) < '2026-03-31')
        const x = clone(c)
        const ids = listsOf(c).flatMap((l) => l.candidates.filter((k) => !k.elected).map((k) => k.id))
        for (const id of ids) eventsOf(x).push({ date: '2026-03-31', type: 'candidateDied', candidate: id })
        expect(ok(x)).toEqual(d)
      }),
    )
  })
})

describe('several vacancies (R6)', () => {
  it('no one is called twice or holds two seats; the legal member count never rises and falls once per empty seat', { tags: ['kwg34.1.s2.count', 'R4'] }, () => {
    fc.assert(
      fc.property(validCase(), (c) => {
        const all = decideAll(decoded(c))
        expect(all._tag).toBe('Right')
        if (all._tag !== 'Right') return
        const ds = all.right.determinations.map((x) => x.determination)
        const successors = ds.flatMap((d) => (d._tag === 'successor' ? [d.successor] : []))
        expect(new Set(successors).size).toBe(successors.length)
        const elected = new Set(listsOf(c).flatMap((l) => l.candidates.filter((k) => k.elected).map((k) => k.id)))
        for (const s of successors) expect(elected.has(s)).toBe(false)
        let count = (c['body'] as { statutoryMemberCount: number }).statutoryMemberCount
        for (const d of ds) {
          expect(d.memberCount.before).toBe(count)
          expect(d.memberCount.after).toBeLessThanOrEqual(count)
          count = d.memberCount.after
        }
        expect(all.right.memberCount).toBe(
          (c['body'] as { statutoryMemberCount: number }).statutoryMemberCount - ds.filter((d) => d._tag === 'vacant').length,
        )
      }),
    )
  })
})

describe('the lot (kwg34.1a.lot)', () => {
  it('in a majority election ties are decided among exactly the equal votes, by the seed, whatever the input order or list positions', { tags: ['kwg34.1a.lot', 'kwg34.1a.rank'] }, () => {
    fc.assert(
      fc.property(validCase({ mode: 'majority' }), fc.string({ maxLength: 6 }), fc.nat(), (c, seed, rot) => {
        c['lot'] = { seed }
        const d = ok(c)
        fc.pre(d.tie !== null && d.blockedBy === null && d.outcome === 'successor')
        const tie = d.tie as NonNullable<WireDetermination['tie']>
        expect(tie.resolvedBy).toBe('lotSeed')
        expect(tie.among).toContain(d.successor)
        expect(tie.order?.[0]).toBe(d.successor)
        const votesOf = new Map(listsOf(c)[0]?.candidates.map((k) => [k.id, k.votes]))
        for (const id of tie.among) expect(votesOf.get(id)).toBe(tie.votes)
        // another input order and other list positions: the same winner
        const x = clone(c)
        const list = listsOf(x)[0] as List
        const n = list.candidates.length
        list.candidates = [...list.candidates.slice(rot % n), ...list.candidates.slice(0, rot % n)]
        const positions = list.candidates.map((k) => k.position).reverse()
        list.candidates.forEach((k, i) => {
          k.position = positions[i] as number
        })
        expect(ok(x).successor).toBe(d.successor)
      }),
    )
  })

  it('a proportional election never draws lots — the seed changes nothing', { tags: ['kwg34.1.s1.tie'] }, () => {
    fc.assert(
      fc.property(validCase({ mode: 'proportional' }), fc.string({ maxLength: 6 }), (c, seed) => {
        const without = clone(c)
        delete without['lot']
        const d = ok(without)
        c['lot'] = { seed }
        expect(ok(c)).toEqual(d)
        expect(d.outcome).not.toBe('lotRequired')
      }),
    )
  })
})

describe('determinism', () => {
  it('the order of lists and of candidates in the input does not matter, and the output is byte-identical', () => {
    fc.assert(
      fc.property(validCase(), fc.nat(), (c, rot) => {
        const d = JSON.stringify(ok(c))
        expect(JSON.stringify(ok(c))).toBe(d)
        const x = clone(c)
        const lists = listsOf(x)
        x['lists'] = [...lists.slice(rot % lists.length), ...lists.slice(0, rot % lists.length)].map((l) => ({
          ...l,
          candidates: [...l.candidates].reverse(),
        }))
        expect(JSON.stringify(ok(x))).toBe(d)
      }),
    )
  })
})

describe('the generator reaches every branch', () => {
  it('outcomes, ties, exclusions, readings, majority elections and several vacancies all occur', () => {
    const seen = new Set<string>()
    const classify = (c: Json): string[] => {
      const d = ok(c)
      const tags = [`outcome:${d.outcome}`, `mode:${(c['body'] as Json)['electionMode']}`]
      if (d.tie !== null) tags.push(`tie:${String(d.tie.resolvedBy)}`)
      for (const x of d.considered) tags.push(`rule:${x.rule}`)
      for (const x of d.disregarded) tags.push(`disregarded:${x.reason}`)
      tags.push(`reading:${String((c['interpretation'] as Json | undefined)?.['incompatibility'] ?? 'default')}`)
      if (eventsOf(c).filter((e) => e['type'] === 'memberLeft').length > 1) tags.push('several vacancies')
      if (d.blockedBy !== null) tags.push('blocked')
      return tags
    }
    fc.statistics(validCase(), (c) => classify(c).filter((t) => t.startsWith('outcome:')).join(), { numRuns: 2000, logger: () => {} })
    for (const c of fc.sample(validCase(), { numRuns: 3000, seed: 1 })) for (const t of classify(c)) seen.add(t)
    const wanted = [
      'outcome:successor', 'outcome:vacant', 'outcome:noSuccession', 'outcome:lotRequired', 'outcome:awaitingProof',
      'mode:proportional', 'mode:majority', 'tie:listOrder', 'tie:lotSeed', 'tie:null',
      'rule:kwg34.2.n1', 'rule:kwg34.2.n2', 'rule:kwg34.2.n3.death', 'rule:kwg34.2.n3.ground',
      'rule:kwg34.1.s1.rank', 'rule:kwg34.1.s1.tie', 'rule:kwg34.1a.rank', 'rule:kwg34.1a.lot', 'rule:kwg34.3.s2',
      'disregarded:waiverNotWritten', 'disregarded:waiverNotToReturningOfficer', 'disregarded:leftBeforeSetUp',
      'reading:default', 'reading:proofPeriod', 'reading:exclude', 'several vacancies', 'blocked',
    ]
    expect(wanted.filter((w) => !seen.has(w))).toEqual([])
  })
})
