// Several vacancies of one list while an earlier one waits (reading R6
// revised, issue 18 P5), read through the norms a determination reports: a
// later seat that waits for an earlier seat's matter cites what that matter
// rests on. The cases are the hand-worked vectors sev-001 … sev-005
// (spec/conformance/vectors); their descriptions give the working.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { CandidateId, Position, Votes } from '../src/domain/brand.js'
import type { Considered } from '../src/domain/determination.js'
import type { Standing } from '../src/domain/standing.js'
import { determinableNow, type PendingOnList } from '../src/rules/several.js'
import type { Ranked } from '../src/rules/selection.js'
import { decideCase } from './support/public.js'
import { VECTOR_DIR } from './support/vectors.js'

const caseOf = (id: string, vacancy: string): Record<string, unknown> => {
  const c = (JSON.parse(readFileSync(join(VECTOR_DIR, `${id}.json`), 'utf8')) as { case: Record<string, unknown> }).case
  return { ...c, query: { ...(c['query'] as object), vacancy } }
}

const decided = (id: string, vacancy: string): { readonly _tag: string; readonly rules: ReadonlyArray<string> } => {
  const r = decideCase(caseOf(id, vacancy))
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
  return r.right.determination
}

describe('a seat that waits for an earlier seat of its list', { tags: ['kwg34.3.s2', 'kwg34.1a.lot', 'R6'] }, () => {
  it('cites § 34 Abs. 3 Satz 2 and the lot when the earlier seat waits for a proof a lot depends on', () => {
    // sev-002: Dieter Dahl's seat waits for Frieda Fuchs's proof (tied with Georg Graf): the proof week and the lot after it
    const d = decided('sev-002', 'H-4')
    expect(d._tag).toBe('awaitingProof')
    expect(d.rules).toEqual(['kwg34.1.s1.trigger', 'kwg34.1a.lot', 'kwg34.3.s2'])
  })
  it('cites only the lot when the earlier seat waits for its lot', () => {
    // sev-003: Eva Engel's seat waits for the lot of Dieter Dahl's seat; no proof decides it
    const d = decided('sev-003', 'H-5')
    expect(d._tag).toBe('lotRequired')
    expect(d.rules).toEqual(['kwg34.1.s1.trigger', 'kwg34.1a.lot'])
  })
})

/** A candidate of list H at a place in the ranking, with his standing. */
const at = (id: string, position: number, standing: Standing): Ranked => ({
  candidate: { id: id as CandidateId, name: id, position: position as Position, votes: 0 as Votes, elected: false, memberAtSetUp: true },
  standing,
})
const party = (x: Considered): readonly [CandidateId, Considered] => [x.candidate, x]

describe('whether a later seat can be determined while an earlier one waits', { tags: ['kwg34.3.s1', 'kwg34.1a.lot', 'R6'] }, () => {
  // One earlier seat waits: H-2 awaits the proof of § 23 Abs. 2, and if it comes a lot between H-2 and H-3 (tied) decides
  // that seat. H-1 waived (skipped for good), H-4 is free. Worked by hand: if H-2 proves, one of H-2 and H-3 takes the
  // earlier seat by lot and the other is next for the later one; if not, H-3 takes the earlier seat and H-4 the later
  // one. The later seat goes to H-3 in one outcome and to H-4 or H-2 in others: it cannot be determined now.
  const pending: PendingOnList = {
    blocker: null,
    vacancies: 1,
    reserved: new Map([
      party({ candidate: 'H-2' as CandidateId, verdict: 'awaitingProof', rule: 'kwg34.3.s2' }),
      party({ candidate: 'H-3' as CandidateId, verdict: 'tied', rule: 'kwg34.1a.lot' }),
    ]),
  }
  const waived: Standing = { _tag: 'skipped', rule: 'kwg34.2.n2' }
  const free: Standing = { _tag: 'eligible' }
  it('reads past a candidate who waived to the parties ranked below him', () => {
    const ranking = [at('H-1', 1, waived), at('H-2', 2, { _tag: 'awaiting', notified: null, due: null }), at('H-3', 3, free), at('H-4', 4, free)]
    expect(determinableNow(ranking, pending)).toBe(false)
  })
  it('can determine the later seat when the parties are no more than the earlier seats waiting', () => {
    // Two earlier seats wait on the same matter. If H-2's proof comes, H-2 and H-3 fill them and H-4 is next; if not, H-3
    // and the next free candidates fill them. H-4 is seated in every outcome (P5: § 34 Abs. 3 Satz 1 KWG), so he can be
    // determined now: the parties, two, are no more than the two seats waiting.
    const two: PendingOnList = { ...pending, vacancies: 2 }
    const ranking = [at('H-1', 1, waived), at('H-2', 2, { _tag: 'awaiting', notified: null, due: null }), at('H-3', 3, free), at('H-4', 4, free)]
    expect(determinableNow(ranking, two)).toBe(true)
  })
})
