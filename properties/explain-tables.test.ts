// The citation tables of the texts (src/explain/citations.ts, statute.ts).
// They are module-level values: each test imports its module afresh inside
// the test (vi.resetModules), so that a mutant, which Stryker switches on only
// while a test runs, is seen in the table.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { ROOT } from './support/vectors.js'

describe('the citation tables', () => {
  it('every norm id is cited as the norm catalogue (spec/norms.json) cites it, and no other id is', async () => {
    vi.resetModules()
    const m = await import('../src/explain/citations.js')
    const catalogue = (JSON.parse(readFileSync(join(ROOT, 'spec', 'norms.json'), 'utf8')) as { norms: { id: string; citation: string }[] }).norms
    expect(catalogue.length).toBeGreaterThan(30)
    expect(m.CITATIONS).toEqual(Object.fromEntries(catalogue.map((n) => [n.id, n.citation])))
  })

  it('the quoted sentences of § 34 KWG carry the citation their id spells out', async () => {
    vi.resetModules()
    const m = await import('../src/explain/statute.js')
    // kwg34.<Abs.>[.s<Satz>]: the paragraph and, where given, the sentence
    expect(m.STATUTE_SOURCE).toEqual({
      'kwg34.1.s1': '§ 34 Abs. 1 Satz 1 KWG',
      'kwg34.1.s2': '§ 34 Abs. 1 Satz 2 KWG',
      'kwg34.1a': '§ 34 Abs. 1a KWG',
      'kwg34.2': '§ 34 Abs. 2 KWG',
      'kwg34.3.s1': '§ 34 Abs. 3 Satz 1 KWG',
      'kwg34.4.s2': '§ 34 Abs. 4 Satz 2 KWG',
      'kwg34.5': '§ 34 Abs. 5 KWG',
      'kwg34.6': '§ 34 Abs. 6 KWG',
    })
  })
})
