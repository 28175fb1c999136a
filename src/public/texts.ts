/**
 * `nachruecken/texts`: the teaching texts — German citations of the norms,
 * the short explanation of a determination, and the document model of the
 * legal opinion and the public notice (`opinionOf`, `noticeOf` and
 * `renderDocument` are in the root).
 *
 * @example
 * import { cite } from 'nachruecken/texts'
 * console.log(cite('kwg34.1.s1.trigger')) // '§ 34 Abs. 1 Satz 1 KWG'
 *
 * @module texts
 * @since 0.2.0
 */
export { cite, CITATIONS } from '../explain/citations.js'
export { explainShort } from '../explain/short.js'
export type { Block, ListBlock, Paragraph, Quote, Section } from '../explain/document.js'
export { FORMATS, LANGS } from '../texts.js'
