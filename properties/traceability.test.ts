// Traceability: every norm id of the catalogue that the core implements has an
// implementing module (its header cites the id), a property (its title names
// the id) and a conformance vector (its `norms` list the id).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { NORM_IDS } from './support/public.js'
import { loadVectors, ROOT } from './support/vectors.js'

interface Norm {
  readonly id: string
  readonly citation: string
  readonly scope: 'core' | 'procedure'
}
const catalogue = (JSON.parse(readFileSync(join(ROOT, 'spec', 'norms.json'), 'utf8')) as { norms: Norm[] }).norms

const filesUnder = (dir: string, ext: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name), ext) : e.name.endsWith(ext) ? [join(dir, e.name)] : [],
  )

const ruleSources = ['rules', 'lot', 'procedure']
  .flatMap((dir) => filesUnder(join(ROOT, 'src', dir), '.ts'))
  .map((f) => readFileSync(f, 'utf8'))
  .map((s) => s.slice(0, s.indexOf('*/') + 2)) // the module header
const propertyTitles = filesUnder(join(ROOT, 'properties'), '.test.ts')
  .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\bit(?:\.each\([^)]*\))?\(\s*['`]([^'`]+)['`]/g)].map((m) => m[1] ?? ''))
const vectorNorms = new Set(loadVectors().flatMap((v) => v.norms))
const mentions = (text: string, id: string): boolean => new RegExp(`(^|[^\\w.])${id.replace(/\./g, '\\.')}(?![\\w.])`).test(text)

describe('the norm catalogue', () => {
  const shared = join(ROOT, '..', 'shared', 'law', 'kwg-34.txt')
  it.skipIf(!existsSync(shared))('spec/law/kwg-34.txt is the statute exactly as the project received it (shared/law)', () => {
    expect(readFileSync(join(ROOT, 'spec', 'law', 'kwg-34.txt'), 'utf8')).toBe(readFileSync(shared, 'utf8'))
  })

  it('spec/norms.json and the code list the same ids in the same order', () => {
    expect(catalogue.map((n) => n.id)).toEqual([...NORM_IDS])
  })

  it('the citations are in German form', () => {
    for (const n of catalogue) expect(n.citation).toMatch(/^§ \d+( Abs\. \d+a?)?( Satz \d)?( Hs\. \d)?( Nr\. \d)?( Alt\. \d)? KWG$/)
  })

  it.each(catalogue.map((n) => [n.id] as const))('%s has an implementing module, a property and a vector', (id) => {
    expect(ruleSources.some((s) => mentions(s, id)), `a module header in src/rules, src/lot or src/procedure cites ${id}`).toBe(true)
    expect(propertyTitles.some((t) => mentions(t, id)), `a property title names ${id}`).toBe(true)
    expect(vectorNorms.has(id), `a vector lists ${id}`).toBe(true)
  })

  it('every vector names only known norm ids', () => {
    const known = new Set(catalogue.map((n) => n.id))
    for (const v of loadVectors()) for (const id of v.norms) expect(known.has(id), `${v.id}: ${id}`).toBe(true)
  })

  it('spec/kwg34.md quotes every sentence of § 34 verbatim and names every norm id', () => {
    const md = readFileSync(join(ROOT, 'spec', 'kwg34.md'), 'utf8')
    for (const n of catalogue) expect(md.includes(n.id), n.id).toBe(true)
    const law = readFileSync(join(ROOT, 'spec', 'law', 'kwg-34.txt'), 'utf8')
    const quotes = [...md.matchAll(/^> (.+)$/gm)].map((m) => (m[1] ?? '').trim()).filter((q) => q.length > 40)
    expect(quotes.length).toBeGreaterThanOrEqual(14)
    for (const q of quotes) expect(law.includes(q.replace(/\*\*/g, '')), q).toBe(true)
  })
})
