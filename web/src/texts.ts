/**
 * The library's texts on the page: the legal opinion (Gutachten) and the
 * public notice (Bekanntmachung) in German or English (`opinionOf`,
 * `noticeOf`), and the short German explanation (`explainShort`). The page
 * turns the library's document model into elements itself (no HTML strings).
 */
import {
  explainShort,
  noticeOf,
  opinionOf,
  type Block,
  type Case,
  type CaseError,
  type Determination,
  type Paragraph,
  type Section,
  type TextDocument,
} from './library.js'
import { h } from './dom.js'
import type { Lang } from './i18n.js'

export type Text = { readonly _tag: 'document'; readonly document: TextDocument } | { readonly _tag: 'failed'; readonly errors: ReadonlyArray<CaseError> }

const fromEither = (r: ReturnType<typeof opinionOf>): Text =>
  r._tag === 'Right' ? { _tag: 'document', document: r.right } : { _tag: 'failed', errors: r.left.errors }

/** The opinion on the case document: on the vacancy it asks about, or on the state of the body. */
export const opinion = (doc: unknown, lang: Lang): Text => fromEither(opinionOf(doc, lang))

const keyedIn = (s: Section, key: string): Paragraph[] => [
  ...s.blocks.flatMap((b) => (b._tag === 'paragraph' ? [b] : b._tag === 'list' ? [...b.items] : [])).filter((p) => p.key === key),
  ...s.sections.flatMap((sub) => keyedIn(sub, key)),
]

/**
 * The opinion on a vacancy decided without the facts the library's lenient
 * replay refuses as without effect (a revoked waiver): the library's own
 * paragraphs on them, from its opinion on the state of the body, are added
 * to the Sachverhalt, so the Gutachten treats them as ineffective facts.
 */
export const withIneffective = (o: TextDocument, state: TextDocument): TextDocument => {
  const refused = state.sections.flatMap((s) => keyedIn(s, 'state.rejected'))
  if (refused.length === 0) return o
  const facts = o.sections.findIndex((s) => s.key === 'sachverhalt')
  const at = facts < 0 ? 0 : facts
  const target = o.sections[at]
  const ineffective: Section = { key: 'ineffective', title: '', blocks: refused.map((p) => ({ ...p, key: 'ineffective' })), sections: [] }
  const sections =
    target === undefined || facts < 0
      ? [ineffective, ...o.sections]
      : o.sections.map((s, i) => (i === at ? { ...s, blocks: [...s.blocks, ...ineffective.blocks] } : s))
  return { ...o, sections }
}

/** The public notice for the case document. */
export const notice = (doc: unknown, lang: Lang): Text => fromEither(noticeOf(doc, lang))

/** The short explanation, one line per considered candidate (German). */
export const short = (c: Case, d: Determination): ReadonlyArray<string> => explainShort(c, d)

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV']

/** The outline of an opinion: A., I., 1., a) */
const outline = (depth: number, n: number): string =>
  depth === 0
    ? `${String.fromCharCode(64 + Math.min(n, 26))}.`
    : depth === 1
      ? `${ROMAN[n - 1] ?? n}.`
      : depth === 2
        ? `${n}.`
        : `${String.fromCharCode(96 + Math.min(n, 26))})`

/** The keys a click on a norm or a name looks for: the norms a paragraph cites, the candidates it names. */
const attrs = (p: Paragraph): Record<string, string | undefined> => ({
  'data-key': p.key ?? undefined,
  'data-norms': p.norms.join(' ') || undefined,
  'data-candidates': (p.candidates ?? []).join(' ') || undefined,
  tabindex: '-1',
})

const block = (b: Block): HTMLElement => {
  switch (b._tag) {
    case 'paragraph':
      return h('p', attrs(b), b.text)
    case 'list':
      return h(
        b.ordered ? 'ol' : 'ul',
        { 'data-key': b.key ?? undefined },
        b.items.map((p) => h('li', attrs(p), p.text)),
      )
    case 'quote':
      return h('blockquote', { lang: 'de' }, h('p', {}, b.text), h('footer', {}, b.source))
  }
}

const section = (s: Section, depth: number, n: number, numbered: boolean): HTMLElement => {
  const tag = depth === 0 ? 'h4' : depth === 1 ? 'h5' : 'h6'
  return h(
    'section',
    { 'data-key': s.key },
    s.title === '' ? null : h(tag, {}, numbered ? `${outline(depth, n)} ${s.title}` : s.title),
    s.blocks.map(block),
    s.sections.map((sub, i) => section(sub, depth + 1, i + 1, numbered)),
  )
}

/** A text document as elements. */
export const renderText = (d: TextDocument, id: string): HTMLElement =>
  h(
    'article',
    { class: `document ${d.kind}`, id, lang: d.lang },
    h('p', { class: 'doc-title' }, d.title),
    d.subtitle === null ? null : h('p', { class: 'doc-subtitle' }, d.subtitle),
    d.sections.map((s, i) => section(s, 0, i + 1, d.kind === 'opinion')),
  )
