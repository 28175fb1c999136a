/** The sentence of the law behind a norm id, as a quotation with the part that applies marked. */
import type { NormId } from './library.js'
import { h } from './dom.js'
import { wordingOf } from './statute.js'

export const wordingView = (rule: NormId): HTMLElement | null => {
  const w = wordingOf(rule)
  if (w === null) return null
  return h(
    'blockquote',
    { class: 'wording', lang: 'de', 'data-wording': rule },
    h('p', {}, w.before === '' ? null : `${w.before} `, h('mark', {}, w.part), w.after === '' ? null : ` ${w.after}`),
    h('footer', {}, w.source),
  )
}
