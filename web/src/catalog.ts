/**
 * The cases the page ships, gathered at build time: the case book
 * (spec/cases/<nn-name>/: case.json, fall.md, abwandlungen.json), the worked
 * examples (spec/examples/) and the conformance vectors
 * (spec/conformance/vectors/). Files are loaded on demand (as text, one
 * chunk each); only the labels are in the main bundle.
 */
import { isObject, type Json, type PatchOp } from './model.js'

export type Group = 'cases' | 'examples' | 'vectors'

/** A variation (Abwandlung) of a case-book case: a JSON Patch and the result worked out by hand. */
export interface Variation {
  readonly nr: number
  readonly change: string
  readonly patch: ReadonlyArray<PatchOp>
  readonly expected: unknown
}

/** A case-book exercise: its text (fall.md), the case, the variations. */
export interface Exercise {
  readonly id: string
  readonly title: string
  readonly text: string
  readonly base: Json
  readonly variations: ReadonlyArray<Variation>
}

export interface Entry {
  readonly key: string
  readonly group: Group
  readonly id: string
  readonly label: string
  readonly load: () => Promise<unknown>
  readonly exercise?: () => Promise<Exercise>
}

/** What a file holds: the case, and (for a vector or a variation) what is expected of it. */
export interface Loaded {
  readonly doc: Json
  readonly expected: unknown
  readonly title: string | null
}

const bookTexts = import.meta.glob<string>('../../spec/cases/*/fall.md', { query: '?raw', import: 'default', eager: true })
const bookCases = import.meta.glob<string>('../../spec/cases/*/case.json', { query: '?raw', import: 'default' })
const bookVariations = import.meta.glob<string>('../../spec/cases/*/abwandlungen.json', { query: '?raw', import: 'default' })
const looseCases = import.meta.glob<string>('../../spec/cases/*.json', { query: '?raw', import: 'default' })
const examples = import.meta.glob<unknown>('../../spec/examples/*.json', { eager: true, import: 'default' })
const vectorTexts = import.meta.glob<string>('../../spec/conformance/vectors/*.json', { eager: true, import: 'description' })
const vectorFiles = import.meta.glob<string>('../../spec/conformance/vectors/*.json', { query: '?raw', import: 'default' })

const baseName = (path: string): string => (path.split('/').pop() ?? path).replace(/\.json$/, '').replace(/\.case$/, '')
const folder = (path: string): string => path.split('/').slice(-2)[0] ?? path
const short = (s: string, n = 90): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s)
const parse = async (text: Promise<string>): Promise<unknown> => JSON.parse(await text) as unknown

const titleOf = (u: unknown): string | null => {
  if (!isObject(u)) return null
  for (const k of ['title', 'titel', 'description', 'name'] as const) if (typeof u[k] === 'string') return u[k]
  const body = u['body']
  if (isObject(body) && typeof body['name'] === 'string') return body['name']
  const c = u['case']
  return c !== undefined && c !== u ? titleOf(c) : null
}

const sorted = <A>(r: Record<string, A>): Array<[string, A]> => Object.entries(r).sort(([a], [b]) => a.localeCompare(b))

const variationsOf = (u: unknown): Variation[] =>
  Array.isArray(u)
    ? u.filter(isObject).map((v, i) => ({
        nr: typeof v['nr'] === 'number' ? v['nr'] : i + 1,
        change: typeof v['change'] === 'string' ? v['change'] : '',
        patch: (Array.isArray(v['patch']) ? v['patch'] : []) as unknown as PatchOp[],
        expected: v['expected'] ?? null,
      }))
    : []

const caseBook = (): Entry[] =>
  sorted(bookCases).map(([path, load]): Entry => {
    const id = folder(path)
    const dir = path.slice(0, path.lastIndexOf('/'))
    const text = bookTexts[`${dir}/fall.md`] ?? ''
    const title = /^#\s+(.*)$/m.exec(text)?.[1] ?? id
    const variations = bookVariations[`${dir}/abwandlungen.json`]
    return {
      key: `cases:${id}`,
      group: 'cases',
      id,
      label: `${id.slice(0, 2)} – ${short(title.replace(/^Fall \d+:\s*/, ''))}`,
      load: () => parse(load()),
      exercise: async () => ({
        id,
        title,
        text,
        base: (await parse(load())) as Json,
        variations: variations === undefined ? [] : variationsOf(await parse(variations())),
      }),
    }
  })

export const ENTRIES: ReadonlyArray<Entry> = [
  ...caseBook(),
  ...sorted(looseCases).map(([path, load]): Entry => {
    const id = baseName(path)
    return { key: `cases:${id}`, group: 'cases', id, label: id, load: () => parse(load()) }
  }),
  ...sorted(examples).map(([path, u]): Entry => {
    const id = baseName(path)
    const t = titleOf(u)
    return { key: `examples:${id}`, group: 'examples', id, label: t === null ? id : `${id} – ${short(t)}`, load: () => Promise.resolve(u) }
  }),
  ...sorted(vectorFiles).map(([path, load]): Entry => {
    const id = baseName(path)
    const d = vectorTexts[path]
    return { key: `vectors:${id}`, group: 'vectors', id, label: d === undefined ? id : `${id} – ${short(d)}`, load: () => parse(load()) }
  }),
]

/** The case inside a file: a case document itself, or the `case` of a vector. */
export const unwrap = (u: unknown): Loaded => {
  if (isObject(u) && !('format' in u) && 'case' in u) {
    const expected = u['expected'] ?? null
    return { doc: u['case'] as Json, expected, title: titleOf(u) }
  }
  return { doc: u as Json, expected: null, title: null }
}
