// A body that falls below three members ceases (reading R8, issue 18 P1:
// § 82 Abs. 1 Satz 6 HGO, § 86 Abs. 1 Satz 3 HGO), read through the rule
// functions of src/rules/ceasing.ts on the hand-worked vectors h18-009 and
// ceas-001: only an empty seat makes a body cease, and a departure after it
// cites the ceasing norm beside its trigger.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { IsoDate } from '../src/domain/brand.js'
import { successorFound, type Determination } from '../src/domain/determination.js'
import { ceasingOf } from '../src/rules/ceasing.js'
import { decideCase } from './support/public.js'
import { VECTOR_DIR } from './support/vectors.js'

const decided = (id: string, vacancy: string): Determination => {
  const c = (JSON.parse(readFileSync(join(VECTOR_DIR, `${id}.json`), 'utf8')) as { case: Record<string, unknown> }).case
  const r = decideCase({ ...c, query: { ...(c['query'] as object), vacancy } })
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
  return r.right.determination
}

const day = '2023-06-12' as IsoDate

describe('the seat that makes an Ausländerbeirat cease', { tags: ['hgo86.1.s3', 'R8'] }, () => {
  // h18-009: GL-1's seat stays empty (GL-2 waived), the legal member count falls 3 → 2
  const empty = decided('h18-009', 'GL-1')
  it('is an empty seat that leaves fewer than three, and the body ceases on the day it is free', () => {
    expect(empty._tag).toBe('vacant')
    expect(ceasingOf('auslaenderbeirat', empty, day)).toEqual({ on: day, rule: 'hgo86.1.s3' })
  })
  it('does not make the body cease while the seat is not yet free', () => {
    expect(ceasingOf('auslaenderbeirat', empty, null)).toBeNull()
  })
  it('makes no body cease when a successor fills it, whatever the count', () => {
    const filled = successorFound(empty, 'IL-3' as Determination['vacancy'], null)
    expect(ceasingOf('auslaenderbeirat', filled, day)).toBeNull()
  })
  it('makes no Gemeindevertretung cease: the HGO has no such rule for it', () => {
    expect(ceasingOf('gemeindevertretung', empty, day)).toBeNull()
  })
})

describe('a departure on the day the body ceased', { tags: ['hgo86.1.s3', 'R8'] }, () => {
  it('cites the ceasing norm beside the norm that made it a departure', () => {
    // ceas-001: IL-2 dies the same day, listed after the ceasing seat
    const d = decided('ceas-001', 'IL-2')
    expect(d._tag).toBe('bodyCeased')
    expect(d.rules).toEqual(['kwg34.1.s1.trigger', 'hgo86.1.s3'])
  })
})
