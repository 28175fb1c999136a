/**
 * A text document as plain text: the title underlined, numbered headings
 * (Gutachten) or plain ones (notice), paragraphs, lists and quotations.
 *
 * @example
 * import { renderText } from './render-text.js'
 * renderText(doc)
 *
 * @since 0.2.0
 */
import type { Block, Section, TextDocument } from './document.js'
import { outlineLabel } from './outline.js'

const block = (b: Block): string => {
  switch (b._tag) {
    case 'paragraph':
      return b.text
    case 'list':
      return b.items.map((p, i) => `${b.ordered ? `${i + 1}.` : '-'} ${p.text}`).join('\n')
    case 'quote':
      return `    „${b.text}“\n    (${b.source})`
  }
}

const sectionText = (s: Section, depth: number, n: number, numbered: boolean): string[] => {
  const head = s.title === '' ? [] : [numbered ? `${outlineLabel(depth, n)} ${s.title}` : s.title]
  const underline = head.length > 0 && depth === 0 ? [(head[0] as string).replace(/./gu, '-')] : []
  return [
    ...(head.length === 0 ? [] : [[...head, ...underline].join('\n')]),
    ...s.blocks.map(block),
    ...s.sections.flatMap((sub, i) => sectionText(sub, depth + 1, i + 1, numbered)),
  ]
}

/**
 * Render as text, ending with a newline.
 *
 * @category texts @since 0.2.0
 */
export const renderText = (doc: TextDocument): string => {
  const numbered = doc.kind === 'opinion'
  const parts = [
    `${doc.title}\n${doc.title.replace(/./gu, '=')}`,
    ...(doc.subtitle === null ? [] : [doc.subtitle]),
    ...doc.sections.flatMap((s, i) => sectionText(s, 0, i + 1, numbered)),
  ]
  return `${parts.join('\n\n')}\n`
}
