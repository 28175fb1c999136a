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
  /** the modules of src/rules (or src/lot) that implement the norm, the first one the main one */
  readonly modules: ReadonlyArray<string>
}
const catalogue = (JSON.parse(readFileSync(join(ROOT, 'spec', 'norms.json'), 'utf8')) as { norms: Norm[] }).norms

const filesUnder = (dir: string, ext: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name), ext) : e.name.endsWith(ext) ? [join(dir, e.name)] : [],
  )

/** The header of a module: its first comment. */
const headerOf = (file: string): string => {
  const s = readFileSync(join(ROOT, file), 'utf8')
  return s.slice(0, s.indexOf('*/') + 2)
}
/** The code without its comments. */
const codeOf = (file: string): string => readFileSync(join(ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '')
/** The titles and the tags of every test: a test names the norms it is about in its tags (properties/support/test-tags.ts) or its title. */
const propertyTitles = filesUnder(join(ROOT, 'properties'), '.test.ts').flatMap((f) => {
  const text = readFileSync(f, 'utf8')
  const titles = [...text.matchAll(/\bit(?:\.each\([^)]*\))?\(\s*['`]([^'`]+)['`]/g)].map((m) => m[1] ?? '')
  const tags = [...text.matchAll(/\btags: \[([^\]]*)\]/g)].map((m) => (m[1] ?? '').replace(/['\s]/g, '').split(',').join(' '))
  return [...titles, ...tags]
})
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
    for (const n of catalogue) expect(n.citation).toMatch(/^§ \d+( Abs\. \d+a?)?( Satz \d)?( Hs\. \d)?( Nr\. \d)?( Alt\. \d)? (KWG|HGO)$/)
  })

  it.each(catalogue.map((n) => [n.id, n.modules] as const))('%s has its implementing modules in src/rules (or src/lot), a property and a vector', (id, modules) => {
    expect(modules.length).toBeGreaterThan(0)
    for (const m of modules) {
      expect(m, `${id} is implemented in src/rules or src/lot`).toMatch(/^src\/(rules|lot)\/.+\.ts$/)
      expect(existsSync(join(ROOT, m)), m).toBe(true)
      expect(mentions(headerOf(m), id), `the header of ${m} cites ${id}`).toBe(true)
    }
    expect(propertyTitles.some((t) => mentions(t, id)), `a property's tags or title name ${id}`).toBe(true)
    expect(vectorNorms.has(id), `a vector lists ${id}`).toBe(true)
  })

  it('no module outside src/rules and src/lot decides under a norm: norm ids appear in code only in the rules, the domain types, the texts and documents (citations) and the oracle (which norm a disagreement touches)', () => {
    const allowed = /^src\/(rules|lot|domain|explain|documents|oracle)\/|^src\/texts\.ts$/
    const literal = /'(kwg\d+(?:\.[a-z0-9]+)*)'/g
    const found = filesUnder(join(ROOT, 'src'), '.ts')
      .map((f) => f.slice(ROOT.length + 1))
      .filter((f) => !allowed.test(f))
      .flatMap((f) => [...codeOf(f).matchAll(literal)].map((m) => `${f}: ${m[1]}`))
    expect(found).toEqual([])
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
