/**
 * The cases the page ships, gathered at build time: the case book
 * (spec/cases/), the worked examples (spec/examples/) and the conformance
 * vectors (spec/conformance/vectors/). Vectors are loaded on demand (as
 * text, one chunk each); only their descriptions are in the main bundle.
 */
import { isObject, type Json } from './model.js'

export type Group = 'cases' | 'examples' | 'vectors'

export interface Entry {
  readonly key: string
  readonly group: Group
  readonly id: string
  readonly label: string
  readonly load: () => Promise<unknown>
}

/** What a file holds: the case, and (for a vector or a case-book entry) what is expected of it. */
export interface Loaded {
  readonly doc: Json
  readonly expected: unknown
  readonly title: string | null
}

const caseBook = import.meta.glob<unknown>('../../spec/cases/**/*.json', { eager: true, import: 'default' })
const examples = import.meta.glob<unknown>('../../spec/examples/*.json', { eager: true, import: 'default' })
const vectorTexts = import.meta.glob<string>('../../spec/conformance/vectors/*.json', { eager: true, import: 'description' })
const vectorFiles = import.meta.glob<string>('../../spec/conformance/vectors/*.json', { query: '?raw', import: 'default' })

const baseName = (path: string): string => (path.split('/').pop() ?? path).replace(/\.json$/, '').replace(/\.case$/, '')

const short = (s: string, n = 90): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s)

const titleOf = (u: unknown): string | null => {
  if (!isObject(u)) return null
  for (const k of ['title', 'titel', 'description', 'name'] as const) if (typeof u[k] === 'string') return u[k]
  const body = u['body']
  if (isObject(body) && typeof body['name'] === 'string') return body['name']
  const c = u['case']
  return c !== undefined && c !== u ? titleOf(c) : null
}

const sorted = <A>(r: Record<string, A>): Array<[string, A]> => Object.entries(r).sort(([a], [b]) => a.localeCompare(b))

export const ENTRIES: ReadonlyArray<Entry> = [
  ...sorted(caseBook).map(([path, u]): Entry => {
    const id = baseName(path)
    const t = titleOf(u)
    return { key: `cases:${id}`, group: 'cases', id, label: t === null ? id : `${id} – ${short(t)}`, load: () => Promise.resolve(u) }
  }),
  ...sorted(examples).map(([path, u]): Entry => {
    const id = baseName(path)
    const t = titleOf(u)
    return { key: `examples:${id}`, group: 'examples', id, label: t === null ? id : `${id} – ${short(t)}`, load: () => Promise.resolve(u) }
  }),
  ...sorted(vectorFiles).map(([path, load]): Entry => {
    const id = baseName(path)
    const d = vectorTexts[path]
    return {
      key: `vectors:${id}`,
      group: 'vectors',
      id,
      label: d === undefined ? id : `${id} – ${short(d)}`,
      load: async () => JSON.parse(await load()) as unknown,
    }
  }),
]

/** The case inside a file: a case document itself, or the `case` of a vector or a case-book entry. */
export const unwrap = (u: unknown): Loaded => {
  if (isObject(u) && !('format' in u) && 'case' in u) {
    const expected = u['expected'] ?? u['solution'] ?? u['loesung'] ?? null
    return { doc: u['case'] as Json, expected, title: titleOf(u) }
  }
  return { doc: u as Json, expected: null, title: null }
}
