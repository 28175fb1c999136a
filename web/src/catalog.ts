/**
 * What the lab can load: the case book (spec/cases/<nn-name>/: case.json,
 * fall.md, abwandlungen.json), the worked examples (spec/examples/) and, apart
 * from them, the conformance vectors (spec/conformance/vectors/, "Prüfvektoren"
 * for the curious). Files are loaded on demand (as text, one chunk each); only
 * the labels and the exercise texts are in the main bundle.
 */
import { cite, isNormId } from './library.js'
import { isObject, type Json, type PatchOp } from './model.js'
import { sections } from './markdown.js'

export type Group = 'cases' | 'examples' | 'vectors'

/** A variation (Abwandlung): its statement, a JSON Patch and the result worked out by hand. */
export interface Variation {
  readonly nr: number
  readonly change: string
  /** the statement as fall.md words it (Markdown), or the short change */
  readonly statement: string
  /** the hand-worked solution (Markdown), without notes on the library */
  readonly solution: string
  /** the notes on how the library treats the variation (for teachers, not students) */
  readonly libraryNote: string
  readonly patch: ReadonlyArray<PatchOp>
  readonly expected: unknown
}

/** The answer a teacher expects: an outcome and (for a successor) who. */
export interface ExpectedAnswer {
  readonly outcome: string
  readonly successor: string | null
}

/** An exercise: from the case book, or written by a teacher in the editor. */
export interface Exercise {
  /** the case-book id, or null for one's own exercise */
  readonly id: string | null
  readonly title: string
  readonly topics: string
  readonly sachverhalt: string
  readonly fallfrage: string
  /** the part of fall.md's "Lösung" that answers further questions (solution sheet only) */
  readonly solutionNotes: string
  readonly base: Json
  readonly variations: ReadonlyArray<Variation>
  /** a teacher's own hints, in steps (empty: the lab's hints) */
  readonly hints: ReadonlyArray<string>
  readonly expected: ExpectedAnswer | null
  /** the case book's answer to the case itself, worked by hand (erwartet.json, from case 18 on), in the shape of a variation's */
  readonly answer?: unknown
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
const bookAnswers = import.meta.glob<string>('../../spec/cases/*/erwartet.json', { query: '?raw', import: 'default' })
const examples = import.meta.glob<unknown>('../../spec/examples/*.json', { eager: true, import: 'default' })
const vectorNorms = import.meta.glob<unknown>('../../spec/conformance/vectors/*.json', { eager: true, import: 'norms' })
const vectorTexts = import.meta.glob<string>('../../spec/conformance/vectors/*.json', { eager: true, import: 'description' })
const vectorFiles = import.meta.glob<string>('../../spec/conformance/vectors/*.json', { query: '?raw', import: 'default' })

const baseName = (path: string): string => (path.split('/').pop() ?? path).replace(/\.json$/, '').replace(/\.case$/, '')
const folder = (path: string): string => path.split('/').slice(-2)[0] ?? path
export const short = (s: string, n = 90): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s)
const parse = async (text: Promise<string>): Promise<unknown> => JSON.parse(await text) as unknown

const titleOf = (u: unknown): string | null => {
  if (!isObject(u)) return null
  for (const k of ['title', 'titel', 'name'] as const) if (typeof u[k] === 'string') return u[k]
  const body = u['body']
  if (isObject(body) && typeof body['name'] === 'string') return body['name']
  const c = u['case']
  return c !== undefined && c !== u ? titleOf(c) : null
}

const sorted = <A>(r: Record<string, A>): Array<[string, A]> => Object.entries(r).sort(([a], [b]) => a.localeCompare(b))

/** The numbered items of fall.md's "Abwandlungen": statement, solution, notes on the library. */
const variationTexts = (md: string): Map<number, { statement: string; solution: string; libraryNote: string }> => {
  const out = new Map<number, { statement: string; solution: string; libraryNote: string }>()
  for (const item of md.split(/\n(?=\d+\.\s)/)) {
    const m = /^(\d+)\.\s+([\s\S]*)$/.exec(item.trim())
    if (m === null) continue
    const parts = (m[2] ?? '').split(/\n\s*(?=\*[^*\n]+:\*)/)
    const tagged = (re: RegExp): string[] => parts.filter((p) => re.test(p)).map((p) => p.replace(/^\*[^*]+:\*\s*/, '').trim())
    out.set(Number(m[1]), {
      statement: (parts[0] ?? '').replace(/\s+/g, ' ').trim(),
      solution: tagged(/^\*Lösung:\*/).join(' '),
      libraryNote: tagged(/^\*(Abweichung|Hinweis zur Bibliothek)/).join(' '),
    })
  }
  return out
}

const variationsOf = (u: unknown, texts: ReturnType<typeof variationTexts>): Variation[] =>
  Array.isArray(u)
    ? u.filter(isObject).map((v, i) => {
        const nr = typeof v['nr'] === 'number' ? v['nr'] : i + 1
        const change = typeof v['change'] === 'string' ? v['change'] : ''
        const t = texts.get(nr)
        return {
          nr,
          change,
          statement: t?.statement ?? change,
          solution: t?.solution ?? '',
          libraryNote: t?.libraryNote ?? '',
          patch: (Array.isArray(v['patch']) ? v['patch'] : []) as unknown as PatchOp[],
          expected: v['expected'] ?? null,
        }
      })
    : []

/** The parts of a fall.md: title, topics, Sachverhalt, Fallfrage, the solution's notes, the variations' texts. */
/** The numbered steps of fall.md's "Hinweise" (where to look, which norm, the solution), or none. */
const hintSteps = (md: string): string[] =>
  md
    .split(/\n(?=\d+\.\s)/)
    .map((item) => /^\d+\.\s+([\s\S]*)$/.exec(item.trim())?.[1]?.replace(/\s+/g, ' ').trim() ?? '')
    .filter((x) => x !== '')

export const parseFall = (text: string): { title: string; topics: string; sachverhalt: string; fallfrage: string; solutionNotes: string; variations: string; hints: string[] } => {
  const parts = sections(text)
  const part = (title: string): string => parts.find(([t]) => t === title)?.[1].trim() ?? ''
  const intro = parts[0]?.[1] ?? ''
  const solution = part('Lösung')
    .split(/\n\s*\n/)
    .filter((p) => !/loesung\.md|npm run casebook/.test(p))
    .join('\n\n')
  return {
    title: /^#\s+(.*)$/m.exec(text)?.[1]?.trim() ?? '',
    topics: /^\*Themen:\s*(.*)\*\s*$/m.exec(intro)?.[1]?.trim() ?? '',
    sachverhalt: part('Sachverhalt'),
    fallfrage: part('Fallfrage'),
    solutionNotes: solution,
    variations: part('Abwandlungen'),
    hints: hintSteps(part('Hinweise')),
  }
}

const caseBook = (): Entry[] =>
  sorted(bookCases).map(([path, load]): Entry => {
    const id = folder(path)
    const dir = path.slice(0, path.lastIndexOf('/'))
    const fall = parseFall(bookTexts[`${dir}/fall.md`] ?? '')
    const title = fall.title === '' ? id : fall.title
    const variations = bookVariations[`${dir}/abwandlungen.json`]
    const answer = bookAnswers[`${dir}/erwartet.json`]
    return {
      key: `cases:${id}`,
      group: 'cases',
      id,
      label: `${id.slice(0, 2)} – ${short(title.replace(/^Fall \d+:\s*/, ''))}`,
      load: () => parse(load()),
      exercise: async () => ({
        id,
        title,
        topics: fall.topics,
        sachverhalt: fall.sachverhalt,
        fallfrage: fall.fallfrage,
        solutionNotes: fall.solutionNotes,
        base: (await parse(load())) as Json,
        variations: variations === undefined ? [] : variationsOf(await parse(variations()), variationTexts(fall.variations)),
        hints: fall.hints,
        expected: null,
        answer: answer === undefined ? null : (((await parse(answer())) as { expected?: unknown }).expected ?? null),
      }),
    }
  })

/** A German title for a vector: its id and the norms it is tagged with. */
const vectorLabel = (id: string, norms: unknown): string => {
  const cited = Array.isArray(norms) ? norms.filter(isNormId).map(cite) : []
  return cited.length === 0 ? id : `${id} – ${short(cited.join(', '), 70)}`
}

export const ENTRIES: ReadonlyArray<Entry> = [
  ...caseBook(),
  ...sorted(examples).map(([path, u]): Entry => {
    const id = baseName(path)
    const t = titleOf(u)
    return { key: `examples:${id}`, group: 'examples', id, label: t === null ? id : `${id} – ${short(t)}`, load: () => Promise.resolve(u) }
  }),
  ...sorted(vectorFiles).map(([path, load]): Entry => {
    const id = baseName(path)
    return { key: `vectors:${id}`, group: 'vectors', id, label: vectorLabel(id, vectorNorms[path]), load: () => parse(load()) }
  }),
]

/** The English description of a vector (shown marked as English, for the curious). */
export const vectorDescription = (id: string): string | null => {
  const path = Object.keys(vectorTexts).find((p) => baseName(p) === id)
  return path === undefined ? null : (vectorTexts[path] ?? null)
}

/** The case inside a file: a case document itself, or the `case` of a vector. */
export const unwrap = (u: unknown): Loaded => {
  if (isObject(u) && !('format' in u) && 'case' in u) {
    const expected = u['expected'] ?? null
    return { doc: u['case'] as Json, expected, title: titleOf(u) }
  }
  return { doc: u as Json, expected: null, title: null }
}
