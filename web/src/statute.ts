/**
 * The wording of § 34 KWG for the page: the statute text of the project
 * (spec/law/kwg-34.txt, the normative source) split into paragraphs,
 * sentences and numbers, so that a norm id leads to the sentence it stands
 * for. Only § 34 is shipped as text; other norms are cited without wording.
 */
import raw from '../../spec/law/kwg-34.txt?raw'
import { cite, isNormId, type NormId } from './library.js'

interface Absatz {
  readonly sentences: ReadonlyArray<string>
  readonly items: ReadonlyArray<string>
}

const SUPERSCRIPT = /[¹²³⁴⁵⁶⁷⁸⁹]/
const tidy = (s: string): string => s.replace(/\s+/g, ' ').trim()

const parseAbsatz = (body: string): Absatz => {
  const [intro = '', ...rest] = body.split(/\n\s*\d+\.\s+\d+\.\s*\n/)
  const sentences = intro.split(SUPERSCRIPT).map(tidy).filter((s) => s !== '')
  return { sentences, items: rest.map(tidy) }
}

const ABSAETZE: ReadonlyMap<string, Absatz> = new Map(
  raw
    .replace(/\r\n/g, '\n')
    .split(/\n(?=\(\d+[a-z]?\)\s)/)
    .map((chunk): [string, Absatz] => {
      const m = /^\((\d+[a-z]?)\)\s*([\s\S]*)$/.exec(chunk.trim())
      return [m?.[1] ?? '', parseAbsatz(m?.[2] ?? '')]
    }),
)

/** A sentence of the law: its source, and the text with the half-sentence or number the norm stands for. */
export interface Wording {
  readonly source: string
  readonly before: string
  readonly part: string
  readonly after: string
}

const halves = (sentence: string, hs: 1 | 2 | null): Pick<Wording, 'before' | 'part' | 'after'> => {
  const cut = sentence.indexOf(';')
  if (hs === null || cut < 0) return { before: '', part: sentence, after: '' }
  return hs === 1
    ? { before: '', part: sentence.slice(0, cut + 1), after: sentence.slice(cut + 1) }
    : { before: sentence.slice(0, cut + 1), part: sentence.slice(cut + 1), after: '' }
}

const halfOf = (id: string): 1 | 2 | null => {
  const c = isNormId(id) ? cite(id) : ''
  return /Hs\. 1/.test(c) ? 1 : /Hs\. 2/.test(c) ? 2 : id === 'kwg34.1a.lot' ? 2 : id === 'kwg34.1a.rank' ? 1 : null
}

/** The wording behind a norm id of § 34 KWG, or null for other norms. */
export const wordingOf = (id: NormId): Wording | null => {
  const m = /^kwg34\.(\d+[a-z]?)(?:\.([sn])(\d+))?/.exec(id)
  const abs = m === null ? undefined : ABSAETZE.get(m[1] ?? '')
  if (m === null || abs === undefined) return null
  const n = Number(m[3] ?? '0')
  const source = cite(id)
  if (m[2] === 'n') {
    const item = abs.items[n - 1]
    if (item === undefined) return null
    const intro = abs.sentences.join(' ')
    return { source, before: `${intro} ${n}. `, part: item, after: '' }
  }
  const sentence = m[2] === 's' ? abs.sentences[n - 1] : abs.sentences.join(' ')
  return sentence === undefined ? null : { source, ...halves(sentence, halfOf(id)) }
}
