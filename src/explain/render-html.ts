/**
 * A text document as a complete HTML5 page: headings by depth, numbered in an
 * opinion; paragraphs carry their key and the norm ids they cite as data
 * attributes. All text is escaped.
 *
 * @example
 * import { renderHtml } from './render-html.js'
 * renderHtml(doc)
 *
 * @since 0.2.0
 */
import type { Block, Paragraph, Section, TextDocument } from './document.js'
import { outlineLabel } from './outline.js'

/** Escape text for HTML content and attribute values. @category texts @since 0.2.0 */
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (m) => (m === '&' ? '&amp;' : m === '<' ? '&lt;' : m === '>' ? '&gt;' : m === '"' ? '&quot;' : '&#39;'))

const attrs = (p: Paragraph): string =>
  `${p.key === null ? '' : ` data-key="${escapeHtml(p.key)}"`}${p.norms.length === 0 ? '' : ` data-norms="${escapeHtml(p.norms.join(' '))}"`}`

const block = (b: Block): string => {
  switch (b._tag) {
    case 'paragraph':
      return `<p${attrs(b)}>${escapeHtml(b.text)}</p>`
    case 'list': {
      const tag = b.ordered ? 'ol' : 'ul'
      return `<${tag}${b.key === null ? '' : ` data-key="${escapeHtml(b.key)}"`}>\n${b.items.map((p) => `<li${attrs(p)}>${escapeHtml(p.text)}</li>`).join('\n')}\n</${tag}>`
    }
    case 'quote':
      return `<blockquote lang="de"><p>${escapeHtml(b.text)}</p><footer>${escapeHtml(b.source)}</footer></blockquote>`
  }
}

const sectionHtml = (s: Section, depth: number, n: number, numbered: boolean): string => {
  const level = Math.min(depth + 2, 6)
  const head = s.title === '' ? '' : `<h${level}>${numbered ? `${escapeHtml(outlineLabel(depth, n))} ` : ''}${escapeHtml(s.title)}</h${level}>\n`
  const inner = [...s.blocks.map(block), ...s.sections.map((sub, i) => sectionHtml(sub, depth + 1, i + 1, numbered))].join('\n')
  return `<section data-key="${escapeHtml(s.key)}">\n${head}${inner}\n</section>`
}

/**
 * Render as an HTML page, ending with a newline.
 *
 * @category texts @since 0.2.0
 */
export const renderHtml = (doc: TextDocument): string => {
  const numbered = doc.kind === 'opinion'
  return [
    '<!DOCTYPE html>',
    `<html lang="${doc.lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(doc.title)}</title>`,
    '</head>',
    '<body>',
    `<article class="${doc.kind}">`,
    `<h1>${escapeHtml(doc.title)}</h1>`,
    ...(doc.subtitle === null ? [] : [`<p class="subtitle">${escapeHtml(doc.subtitle)}</p>`]),
    ...doc.sections.map((s, i) => sectionHtml(s, 0, i + 1, numbered)),
    '</article>',
    '</body>',
    '</html>',
    '',
  ].join('\n')
}
