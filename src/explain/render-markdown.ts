/**
 * A text document as CommonMark: headings by depth, numbered in an opinion;
 * paragraphs, lists and quotations. Text from the case (names, ids) is
 * escaped so that it cannot change the structure.
 *
 * @example
 * import { renderMarkdown } from './render-markdown.js'
 * renderMarkdown(doc)
 *
 * @since 0.2.0
 */
import type { Block, Section, TextDocument } from './document.js'
import { outlineLabel } from './outline.js'

/**
 * Escape text for CommonMark: the characters that start markup, a closing
 * bracket that would make a link, a leading block marker, and line breaks (a
 * paragraph stays one line).
 *
 * @category texts @since 0.2.0
 */
export const escapeMarkdown = (s: string): string =>
  s
    .replace(/[\r\n\u2028\u2029]+/g, ' ')
    .replace(/[\\`*_<>|~]/g, (m) => `\\${m}`)
    // a bracket starts a link only with "](", "][" or "]:" after it
    .replace(/\](?=[([:])/g, '\\]')
    // an entity or character reference
    .replace(/&(?=#?\w+;)/g, '\\&')
    .replace(/^(\s*)([#+\-=>]|\d+[.)])/, (_m, space: string, mark: string) => `${space}${mark.slice(0, -1)}\\${mark.slice(-1)}`)

/**
 * Escape the text of an ATX heading: as `escapeMarkdown`, and a run of `#` at
 * the end after a space, which CommonMark would strip as the closing sequence
 * ("## Sitz #" shows "Sitz").
 *
 * @category texts @since 0.3.0
 */
export const escapeHeading = (s: string): string => escapeMarkdown(s).replace(/([ \t])(#+[ \t]*)$/, '$1\\$2')

const block = (b: Block): string => {
  switch (b._tag) {
    case 'paragraph':
      return escapeMarkdown(b.text)
    case 'list':
      return b.items.map((p, i) => `${b.ordered ? `${i + 1}.` : '-'} ${escapeMarkdown(p.text)}`).join('\n')
    case 'quote':
      return `> ${escapeMarkdown(b.text)}\n>\n> — ${escapeMarkdown(b.source)}`
  }
}

const sectionMarkdown = (s: Section, depth: number, n: number, numbered: boolean): string[] => [
  ...(s.title === '' ? [] : [`${'#'.repeat(Math.min(depth + 2, 6))} ${numbered ? `${outlineLabel(depth, n)} ` : ''}${escapeHeading(s.title)}`]),
  ...s.blocks.map(block),
  ...s.sections.flatMap((sub, i) => sectionMarkdown(sub, depth + 1, i + 1, numbered)),
]

/**
 * Render as Markdown, ending with a newline.
 *
 * @category texts @since 0.2.0
 */
export const renderMarkdown = (doc: TextDocument): string => {
  const numbered = doc.kind === 'opinion'
  const parts = [
    `# ${escapeHeading(doc.title)}`,
    ...(doc.subtitle === null ? [] : [`*${escapeMarkdown(doc.subtitle)}*`]),
    ...doc.sections.flatMap((s, i) => sectionMarkdown(s, 0, i + 1, numbered)),
  ]
  return `${parts.join('\n\n')}\n`
}
