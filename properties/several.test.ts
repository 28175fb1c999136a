// Several vacancies of one list while an earlier one waits (reading R6
// revised, issue 18 P5), read through the norms a determination reports: a
// later seat that waits for an earlier seat's matter cites what that matter
// rests on. The cases are the hand-worked vectors sev-001 … sev-005
// (spec/conformance/vectors); their descriptions give the working.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
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
