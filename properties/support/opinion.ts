// Builders for the tests of the legal opinion (explain-opinion-text, explain-opinion-survivors): a wire case
// decided with its index, its opinion in one language, a section by key, a paragraph of the document model.
import * as api from './public.js'
import type { IsoDate } from '../../src/domain/brand.js'
import type { Case } from '../../src/domain/case.js'
import type { Determination } from '../../src/domain/determination.js'
import { findSection, type Lang, type Paragraph, type Section, type TextDocument } from '../../src/explain/document.js'
import { type CaseIndex, indexCase } from '../../src/explain/facts.js'
import type { Json } from './fixtures.js'

/** The case decided, with the index the texts read; throws on a refused case (a test fixture must be valid). */
export const decide = (u: Json): { c: Case; ix: CaseIndex; d: Determination; asOf: IsoDate } => {
  const r = api.decideCase(u)
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
  return { c: r.right.case, ix: indexCase(r.right.case), d: r.right.determination, asOf: r.right.case.query.asOf }
}

/** The legal opinion of the case in one language. */
export const opinion = (u: Json, lang: Lang): TextDocument => {
  const r = api.opinionOf(u, lang)
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
  return r.right
}

/** The section with the key, anywhere in the document. */
export const sectionOf = (doc: TextDocument | Section, key: string): Section => {
  const s = findSection(doc, key)
  if (s === null) throw new Error(`no section ${key}`)
  return s
}

/** A paragraph of the document model. */
export const paragraph = (key: string | null, text: string, norms: ReadonlyArray<string>, candidates: ReadonlyArray<string>): Paragraph => ({
  _tag: 'paragraph',
  key,
  text,
  norms: norms as Paragraph['norms'],
  candidates: candidates as Paragraph['candidates'],
})
