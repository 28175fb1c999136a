// The conformance suite checks itself (spec/conformance/README.md): every
// vector file has the vector's shape (spec/conformance/vector.schema.json)
// and a case valid against spec/schema/case.schema.json (an error vector may
// carry a deliberately broken case: it must still be parseable JSON); ids are
// unique and equal the file names; descriptions are unique; norm ids are
// known; every norm of scope "core" is covered at core level; every norm
// that the error table of spec/readings.md names as a rule has an error
// vector. Nothing here depends on how many vectors there are.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv2020 from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { loadSuite } from '../src/oracle/suite.js'
import { ROOT, VECTOR_DIR } from './support/vectors.js'

interface Norm {
  readonly id: string
  readonly scope: 'core' | 'procedure'
}
interface RawVector {
  readonly id?: unknown
  readonly description?: unknown
  readonly norms?: unknown
  readonly level?: unknown
  readonly case?: unknown
  readonly expected?: Record<string, unknown>
}

const read = (...p: string[]): string => readFileSync(join(ROOT, ...p), 'utf8')
const catalogue = (JSON.parse(read('spec', 'norms.json')) as { norms: Norm[] }).norms
const known = new Set(catalogue.map((n) => n.id))

const files = readdirSync(VECTOR_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
const parsed = files.map((file) => {
  try {
    return { file, vector: JSON.parse(readFileSync(join(VECTOR_DIR, file), 'utf8')) as RawVector, problem: null }
  } catch (e) {
    return { file, vector: {} as RawVector, problem: (e as Error).message }
  }
})
const vectors = parsed.map((p) => p.vector)
const isError = (v: RawVector): boolean => v.expected !== undefined && 'error' in v.expected
const namesNorm = (v: RawVector, id: string): boolean => Array.isArray(v.norms) && v.norms.includes(id)
/** Compared by a run at core level: a determination (with its outcome) or an error. */
const coreComparable = (v: RawVector): boolean =>
  v.expected !== undefined && (isError(v) || (typeof v.expected['determination'] === 'object' && v.expected['determination'] !== null))

const ajv = new Ajv2020.default({ strict: true, allErrors: true })
const validVector = ajv.compile(JSON.parse(read('spec', 'conformance', 'vector.schema.json')) as object)
const validCase = ajv.compile(JSON.parse(read('spec', 'schema', 'case.schema.json')) as object)

/** The norm ids in the rule column of the error table of spec/readings.md. */
const errorTableRules = (): ReadonlyArray<string> => {
  const md = read('spec', 'readings.md')
  const start = md.indexOf('## Errors found in a decodable case')
  const section = md.slice(start, md.indexOf('\n## ', start + 1) === -1 ? undefined : md.indexOf('\n## ', start + 1))
  const rules = section
    .split('\n')
    .filter((l) => l.startsWith('|'))
    .flatMap((l) => [...(l.split('|')[4] ?? '').matchAll(/`(kwg[\w.]+)`/g)].map((m) => m[1] as string))
  return [...new Set(rules)]
}

describe('the conformance suite (spec/conformance)', () => {
  it('carries its own version (VERSION, semantic versioning)', () => {
    expect(read('spec', 'conformance', 'VERSION')).toMatch(/^\d+\.\d+\.\d+\n?$/)
  })

  it('every vector file is JSON with the shape of a vector', () => {
    expect(parsed.filter((p) => p.problem !== null).map((p) => `${p.file}: ${String(p.problem)}`)).toEqual([])
    const bad = parsed.filter((p) => !validVector(p.vector)).map((p) => `${p.file}: ${ajv.errorsText(validVector.errors)}`)
    expect(bad).toEqual([])
    expect(loadSuite(VECTOR_DIR).problems).toEqual([])
  })

  it('every vector has id, description, norms, readings, level, case and expected', () => {
    const required = ['id', 'description', 'norms', 'readings', 'level', 'features', 'case', 'expected']
    const missing = parsed.flatMap((p) => required.filter((k) => !(k in p.vector)).map((k) => `${p.file}: ${k}`))
    expect(missing).toEqual([])
  })

  it('every case is valid against case.schema.json, except the deliberately broken cases of error vectors', () => {
    const bad = parsed
      .filter((p) => !isError(p.vector) && !validCase(p.vector.case))
      .map((p) => `${p.file}: ${ajv.errorsText(validCase.errors)}`)
    expect(bad).toEqual([])
    for (const p of parsed.filter((q) => isError(q.vector))) expect(p.vector.case, p.file).not.toBeUndefined()
  })

  it('test262-style metadata: "negative" exactly on error vectors, with the phase "rule" exactly when the expected error names a norm; the feature "negative" exactly there', () => {
    const wrong = parsed.flatMap((p) => {
      const v = p.vector as RawVector & { negative?: { phase?: unknown }; features?: unknown }
      const features = Array.isArray(v.features) ? (v.features as unknown[]) : []
      const rule = isError(v) ? (v.expected?.['error'] as { rule?: unknown }).rule : undefined
      const out: string[] = []
      if (isError(v) !== (v.negative !== undefined)) out.push(`${p.file}: negative ${v.negative === undefined ? 'missing' : 'on a vector that expects no error'}`)
      if (isError(v) && (v.negative?.phase === 'rule') !== (typeof rule === 'string')) out.push(`${p.file}: phase ${String(v.negative?.phase)} with rule ${String(rule)}`)
      if (isError(v) !== features.includes('negative')) out.push(`${p.file}: the feature negative`)
      return out
    })
    expect(wrong).toEqual([])
  })

  it('the features say what the case holds: majority for a majority election, state and audit for those expectations, lot wherever a lot is drawn or recorded', () => {
    const wrong = parsed.flatMap((p) => {
      const v = p.vector as RawVector & { features?: string[] }
      const c = v.case as { body?: { electionMode?: unknown }; events?: Array<{ type?: unknown }> } | undefined
      const f = v.features ?? []
      const out: string[] = []
      if ((c?.body?.electionMode === 'majority') !== f.includes('majority')) out.push(`${p.file}: majority`)
      for (const kind of ['state', 'audit']) if ((v.expected !== undefined && kind in v.expected) !== f.includes(kind)) out.push(`${p.file}: ${kind}`)
      if ((c?.events ?? []).some((e) => e.type === 'lotDrawn') && !f.includes('lot')) out.push(`${p.file}: lot`)
      return out
    })
    expect(wrong).toEqual([])
  })

  it('ids are unique and equal the file names', () => {
    expect(parsed.filter((p) => p.vector.id !== p.file.replace(/\.json$/, '')).map((p) => p.file)).toEqual([])
    const ids = vectors.map((v) => v.id)
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
  })

  it('descriptions are unique', () => {
    const ds = vectors.map((v) => v.description)
    expect(ds.filter((d, i) => ds.indexOf(d) !== i)).toEqual([])
  })

  it('norm ids are known (spec/norms.json), in the vectors and in the rules of expected errors', () => {
    const unknown = parsed.flatMap((p) => {
      const norms = Array.isArray(p.vector.norms) ? (p.vector.norms as unknown[]) : []
      const rule = isError(p.vector) ? (p.vector.expected?.['error'] as { rule?: unknown }).rule : undefined
      return [...norms, ...(typeof rule === 'string' ? [rule] : [])].filter((n) => !known.has(n as string)).map((n) => `${p.file}: ${String(n)}`)
    })
    expect(unknown).toEqual([])
  })

  it('every norm id of scope "core" is covered at core level (named by a vector that a core run compares)', () => {
    const core = catalogue.filter((n) => n.scope === 'core').map((n) => n.id)
    expect(core.length).toBeGreaterThan(0)
    expect(core.filter((id) => !vectors.some((v) => namesNorm(v, id) && coreComparable(v)))).toEqual([])
  })

  it('every norm that the error table of spec/readings.md names as a rule has an error vector expecting that rule', () => {
    const rules = errorTableRules()
    expect(rules.length).toBeGreaterThan(0)
    const covered = (id: string): boolean =>
      vectors.some((v) => isError(v) && (v.expected?.['error'] as { rule?: unknown }).rule === id)
    expect(rules.filter((id) => !covered(id))).toEqual([])
  })
})
