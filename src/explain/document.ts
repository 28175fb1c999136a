/**
 * A small document model for the texts (legal opinions and notices):
 * sections with titles, paragraphs that know the norm ids they cite and the
 * candidates they name, lists and quotations. The renderers (`render-text`,
 * `render-markdown`, `render-html`) turn it into text; tests read it
 * structurally.
 *
 * A paragraph is built with {@link para}, whose `cite` records each norm id
 * it prints, so that `norms` and the printed citations always agree.
 *
 * @example
 * import { para, section } from './document.js'
 * const p = para('trigger', (c) => `Ein Nachfolgefall liegt vor (${c('kwg34.1.s1.trigger')}).`)
 * section('subsumtion', 'Subsumtion', [p])
 *
 * @since 0.2.0
 */
import type { CandidateId } from '../domain/brand.js'
import type { NormId } from '../domain/norms.js'
import { cite } from './citations.js'

/** The language of a text. @category model @since 0.2.0 */
export type Lang = 'de' | 'en'

/** A paragraph: plain text (no markup), the norm ids it cites, the candidates it names (in the order named). @category model @since 0.2.0 */
export interface Paragraph {
  readonly _tag: 'paragraph'
  /** a stable key for tests and styling ("trigger", "candidate", "reading.R1", …), or null */
  readonly key: string | null
  readonly text: string
  readonly norms: ReadonlyArray<NormId>
  readonly candidates: ReadonlyArray<CandidateId>
}

/** A list of paragraphs, numbered or not. @category model @since 0.2.0 */
export interface ListBlock {
  readonly _tag: 'list'
  readonly key: string | null
  readonly ordered: boolean
  readonly items: ReadonlyArray<Paragraph>
}

/** A quotation of the law, with its source (a citation). @category model @since 0.2.0 */
export interface Quote {
  readonly _tag: 'quote'
  readonly text: string
  readonly source: string
}

/** @category model @since 0.2.0 */
export type Block = Paragraph | ListBlock | Quote

/** A section: a key ("obersatz", "voraussetzungen", "subsumtion", "ergebnis", …), a title, blocks, subsections. @category model @since 0.2.0 */
export interface Section {
  readonly key: string
  readonly title: string
  readonly blocks: ReadonlyArray<Block>
  readonly sections: ReadonlyArray<Section>
}

/** A whole document: an opinion (Gutachten) or a notice (Bekanntmachung). @category model @since 0.2.0 */
export interface TextDocument {
  readonly kind: 'opinion' | 'notice'
  readonly lang: Lang
  readonly title: string
  /** a line under the title (body, date), or null */
  readonly subtitle: string | null
  readonly sections: ReadonlyArray<Section>
}

/**
 * A paragraph whose text is built with `cite`, which prints the German
 * citation of a norm id and records the id.
 *
 * @category constructors @since 0.2.0
 */
export const para = (
  key: string | null,
  build: (cite: (id: NormId) => string) => string,
  candidates: ReadonlyArray<CandidateId> = [],
): Paragraph => {
  const norms: NormId[] = []
  const text = build((id) => {
    if (!norms.includes(id)) norms.push(id)
    return cite(id)
  })
  return { _tag: 'paragraph', key, text, norms, candidates }
}

/** A paragraph without citations. @category constructors @since 0.2.0 */
export const plain = (key: string | null, text: string, candidates: ReadonlyArray<CandidateId> = []): Paragraph => ({
  _tag: 'paragraph',
  key,
  text,
  norms: [],
  candidates,
})

/** @category constructors @since 0.2.0 */
export const list = (key: string | null, ordered: boolean, items: ReadonlyArray<Paragraph>): ListBlock => ({ _tag: 'list', key, ordered, items })

/** @category constructors @since 0.2.0 */
export const quote = (text: string, source: string): Quote => ({ _tag: 'quote', text, source })

/** @category constructors @since 0.2.0 */
export const section = (key: string, title: string, blocks: ReadonlyArray<Block>, sections: ReadonlyArray<Section> = []): Section => ({
  key,
  title,
  blocks,
  sections,
})

/** Every paragraph of a document in reading order (list items included). @category destructors @since 0.2.0 */
export const paragraphsOf = (d: TextDocument | Section): ReadonlyArray<Paragraph> => {
  const out: Paragraph[] = []
  const walk = (s: Section): void => {
    for (const b of s.blocks)
      if (b._tag === 'paragraph') out.push(b)
      else if (b._tag === 'list') out.push(...b.items)
    for (const sub of s.sections) walk(sub)
  }
  if ('kind' in d) for (const s of d.sections) walk(s)
  else walk(d)
  return out
}

/** The section with this key, searched depth first, or null. @category destructors @since 0.2.0 */
export const findSection = (d: TextDocument | Section, key: string): Section | null => {
  for (const s of d.sections) {
    if (s.key === key) return s
    const inner = findSection(s, key)
    if (inner !== null) return inner
  }
  return null
}

/** Every norm id the document cites, unique, in order of first citation. @category destructors @since 0.2.0 */
export const normsOf = (d: TextDocument | Section): ReadonlyArray<NormId> => [...new Set(paragraphsOf(d).flatMap((p) => p.norms))]
