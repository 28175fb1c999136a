// The case book (spec/cases/): reading the cases, producing their solutions
// with the library, and checking the variations. Shared by the test
// (properties/casebook.test.ts) and the writer (`npm run casebook`).
import { documentsOf } from '../../src/documents/dossier.js'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as api from './public.js'
import { ROOT } from './vectors.js'

export const CASEBOOK_DIR = join(ROOT, 'spec', 'cases')

/** The files of one case; the generated ones are `loesung.md` and `bekanntmachung.md`. */
export const CASE_FILES = ['fall.md', 'case.json', 'loesung.md', 'bekanntmachung.md', 'abwandlungen.json'] as const

export interface Variation {
  readonly nr: number
  /** what changes, in a few German words */
  readonly change: string
  /** JSON Patch (RFC 6902: add, remove, replace) against case.json */
  readonly patch: ReadonlyArray<{ readonly op: 'add' | 'remove' | 'replace'; readonly path: string; readonly value?: unknown }>
  /** compared as a subset (spec/conformance/README.md): a determination, a state or an error */
  readonly expected:
    | { readonly determination: Record<string, unknown> }
    | { readonly state: Record<string, unknown> }
    | { readonly error: { readonly path: string; readonly rule: string | null } }
}

export interface CaseEntry {
  readonly id: string
  readonly dir: string
  readonly case: unknown
  readonly variations: ReadonlyArray<Variation>
  /** the answer to the case itself, worked by hand from the law (`erwartet.json`; from case 18 on) */
  readonly expected: Variation['expected'] | null
  readonly text: string
}

/** Every case folder (`NN-name`), in order. */
export const loadCases = (): ReadonlyArray<CaseEntry> =>
  readdirSync(CASEBOOK_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && /^\d\d-[a-z0-9-]+$/.test(d.name))
    .map((d) => d.name)
    .sort()
    .map((id) => {
      const dir = join(CASEBOOK_DIR, id)
      const read = (f: string): string => (existsSync(join(dir, f)) ? readFileSync(join(dir, f), 'utf8') : '')
      return {
        id,
        dir,
        case: JSON.parse(read('case.json') || 'null') as unknown,
        variations: JSON.parse(read('abwandlungen.json') || '[]') as ReadonlyArray<Variation>,
        expected: (JSON.parse(read('erwartet.json') || '{"expected":null}') as { expected: Variation['expected'] | null }).expected,
        text: read('fall.md'),
      }
    })

/** The public documents of a case (src/documents), as drafts: the case book has no office profile and no publication. */
const PUBLIC_OR_NOTE: ReadonlyArray<string> = ['bekanntmachung', 'beschluss', 'unanfechtbar', 'vermerk']

/** The generated files of a case: the opinion and the public documents in German, as Markdown. */
export const solutionsOf = (c: unknown): { readonly 'loesung.md': string; readonly 'bekanntmachung.md': string } => {
  const opinion = api.opinionOf(c, 'de')
  const docs = documentsOf(c, { lang: 'de', office: null, publication: null })
  const notice = docs._tag === 'Left' ? docs : ({ _tag: 'Right', right: docs.right.filter((d) => PUBLIC_OR_NOTE.includes(d.kind)) } as const)
  const fail = (what: string, r: { _tag: 'Left'; left: api.Failure }): string => `${what}: ${r.left.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}\n`
  return {
    'loesung.md': opinion._tag === 'Right' ? api.renderDocument(opinion.right, 'markdown') : fail('Fehler', opinion),
    'bekanntmachung.md': notice._tag === 'Right' ? notice.right.map((d) => api.renderDocument(d.doc, 'markdown')).join('\n---\n\n') : fail('Fehler', notice),
  }
}

const unescape = (s: string): string => s.replace(/~1/g, '/').replace(/~0/g, '~')

/** Apply a JSON Patch (add, remove, replace) to a copy. */
export const applyPatch = (doc: unknown, patch: Variation['patch']): unknown => {
  const copy = JSON.parse(JSON.stringify(doc)) as unknown
  let root = copy
  for (const op of patch) {
    const parts = op.path.split('/').slice(1).map(unescape)
    if (parts.length === 0) {
      root = op.value
      continue
    }
    let parent = root as Record<string, unknown> | unknown[]
    for (const p of parts.slice(0, -1)) parent = (parent as Record<string, unknown>)[p] as Record<string, unknown> | unknown[]
    const last = parts[parts.length - 1] as string
    if (Array.isArray(parent)) {
      const i = last === '-' ? parent.length : Number(last)
      if (op.op === 'add') parent.splice(i, 0, op.value)
      else if (op.op === 'remove') parent.splice(i, 1)
      else parent[i] = op.value
    } else if (op.op === 'remove') delete parent[last]
    else parent[last] = op.value
  }
  return root
}

/** The library's answer to a case, in the shape of a vector's expectation. */
export const answerOf = (c: unknown): Record<string, unknown> => {
  const q = (c as { query?: Record<string, unknown> }).query
  if (q !== undefined && 'state' in q) {
    const r = api.replay(c)
    return r._tag === 'Right' ? { state: api.encodeState(r.right.state) } : { error: r.left.errors[0] }
  }
  const r = api.decide(c)
  return r._tag === 'Right' ? { determination: r.right } : { error: r.left.errors[0] }
}
