/**
 * The texts of the library: the explanation of a determination and the
 * notice. Uses what `src/index.ts` exports; the page renders the structured
 * documents itself (sections, paragraphs, lists, quotations).
 */
import { explainShort, type Case, type Determination } from '../../src/index.js'
import type { Lang } from './i18n.js'

/** The structure of the library's text documents, as far as the page reads it. */
export interface Para {
  readonly _tag: 'paragraph'
  readonly key: string | null
  readonly text: string
}
export interface ListOf {
  readonly _tag: 'list'
  readonly ordered: boolean
  readonly items: ReadonlyArray<Para>
}
export interface QuoteOf {
  readonly _tag: 'quote'
  readonly text: string
  readonly source: string
}
export interface SectionOf {
  readonly key: string
  readonly title: string
  readonly blocks: ReadonlyArray<Para | ListOf | QuoteOf>
  readonly sections: ReadonlyArray<SectionOf>
}
export interface DocumentOf {
  readonly lang: Lang
  readonly title: string
  readonly subtitle: string | null
  readonly sections: ReadonlyArray<SectionOf>
}

export type Text = { readonly _tag: 'lines'; readonly language: Lang; readonly lines: ReadonlyArray<string> } | { readonly _tag: 'document'; readonly language: Lang; readonly document: DocumentOf }

/** The explanation in the language asked for where the library has it, else in German. */
export const explanation = (c: Case, d: Determination, _lang: Lang): Text => ({ _tag: 'lines', language: 'de', lines: explainShort(c, d) })

/** The notice (Bekanntmachung), or null where the library has none. */
export const notice = (_c: Case, _d: Determination, _lang: Lang): Text | null => null
