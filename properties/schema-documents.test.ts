// Every document the library produces conforms to its JSON Schema, checked
// with ajv in strict mode: for each conformance vector (and each example and
// case-book case) the determination, state and audit documents and the
// error document of a rejected case — the schemas in spec/schema/ are the
// contract a vendor validates against. Also: the schemas' $ids are real
// addresses under the package name, and the exports map serves each of
// them as `nachruecken/schema/<name>.json`.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv2020 from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { answer, encodeFailure } from './support/public.js'
import { loadVectors, ROOT } from './support/vectors.js'

const SCHEMA_DIR = join(ROOT, 'spec', 'schema')
const schemaOf = (name: string): { $id: string } & Record<string, unknown> =>
  JSON.parse(readFileSync(join(SCHEMA_DIR, `${name}.schema.json`), 'utf8')) as { $id: string } & Record<string, unknown>

const ajv = new Ajv2020.default({ strict: true, allErrors: true })
const validators = Object.fromEntries(['determination', 'error', 'state', 'audit'].map((n) => [n, ajv.compile(schemaOf(n))]))

const check = (name: string, doc: unknown, where: string): void => {
  const v = validators[name]
  if (v === undefined) throw new Error(name)
  expect(v(doc), `${where}: ${ajv.errorsText(v.errors)}`).toBe(true)
}

/** Every case the repository ships: the vectors, the examples and the case book. */
const cases = (): ReadonlyArray<{ readonly where: string; readonly case: unknown }> => [
  ...loadVectors().map((v) => ({ where: v.file, case: v.case })),
  ...readdirSync(join(ROOT, 'spec', 'examples')).map((f) => ({ where: f, case: JSON.parse(readFileSync(join(ROOT, 'spec', 'examples', f), 'utf8')) as unknown })),
  ...readdirSync(join(ROOT, 'spec', 'cases'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => ({ where: d.name, case: JSON.parse(readFileSync(join(ROOT, 'spec', 'cases', d.name, 'case.json'), 'utf8')) as unknown })),
]

describe('every document the library produces conforms to its schema (ajv, strict)', () => {
  it('determination, state and audit documents, or the error document, for every shipped case', () => {
    const seen = { determination: 0, state: 0, audit: 0, error: 0 }
    for (const c of cases())
      for (const kind of ['determination', 'state', 'audit'] as const) {
        const r = answer(c.case, kind)
        if (r._tag === 'Left') {
          check('error', encodeFailure(r.left), `${c.where} (${kind})`)
          seen.error++
        } else {
          check(kind, r.right, `${c.where} (${kind})`)
          seen[kind]++
        }
      }
    // every kind of document was produced many times
    for (const n of Object.values(seen)) expect(n).toBeGreaterThan(50)
  })

  it('a schema rejects what its document must not have: an unknown key, a wrong format, a missing key', () => {
    const c = JSON.parse(readFileSync(join(ROOT, 'spec', 'examples', 'review.case.json'), 'utf8')) as Record<string, unknown>
    for (const kind of ['state', 'audit'] as const) {
      const r = answer({ ...c, query: { state: { asOf: '2024-01-31' } } }, kind)
      if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
      const doc = r.right as unknown as Record<string, unknown>
      const v = validators[kind]
      expect(v?.(doc)).toBe(true)
      expect(v?.({ ...doc, extra: 1 })).toBe(false)
      expect(v?.({ ...doc, format: 'nachruecken.state/2' })).toBe(false)
      expect(v?.(Object.fromEntries(Object.entries(doc).filter(([k]) => k !== 'asOf')))).toBe(false)
    }
  })

  it('each schema has a real $id under the package name, where the package ships the file', () => {
    const files = readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.schema.json'))
    expect(files.sort()).toEqual(
      ['audit', 'case', 'determination', 'error', 'office', 'protocol-request', 'protocol-response', 'state'].map((n) => `${n}.schema.json`),
    )
    for (const f of files) expect(schemaOf(f.replace('.schema.json', '')).$id).toBe(`https://cdn.jsdelivr.net/npm/nachruecken/spec/schema/${f}`)
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; exports: Record<string, unknown> }
    expect(pkg.name).toBe('nachruecken')
    expect(pkg.exports['./schema/*.json']).toBe('./spec/schema/*.schema.json')
  })
})
