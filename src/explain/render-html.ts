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
 * The style sheet of every page: a readable measure on screen; in print A4
 * with margins of 25 mm, page numbers, headings kept with what follows,
 * lists and the signature not split, each document of several on a new
 * page; a draft marked in red.
 *
 * @category texts @since 0.3.0
 */
export const PRINT_STYLE = [
  'body{font-family:"DejaVu Serif","Liberation Serif",Georgia,serif;line-height:1.45;color:#111;margin:0 auto;max-width:42em;padding:1.5em}',
  'h1{font-size:1.45em;margin:.2em 0}h2{font-size:1.15em;margin-top:1.2em}h3,h4,h5,h6{font-size:1em}',
  'p{text-align:justify;hyphens:auto;margin:.45em 0}.subtitle{font-size:1.1em;margin-top:0}',
  'section[data-key="letterhead"] p{text-align:right;margin:0;font-size:.9em}',
  'section[data-key="signature"]{margin-top:2.2em}section[data-key="signature"] p{margin:.1em 0;text-align:left}',
  'section[data-key="footer"]{margin-top:2em;font-size:.85em;color:#333}',
  'section[data-key="draft"]{border:2px solid #b00000;color:#b00000;padding:.3em .9em;margin:0 0 1.2em}',
  'article+article{break-before:page;margin-top:3em}',
  '@page{size:A4;margin:25mm 25mm 22mm;@bottom-center{content:counter(page) " / " counter(pages)}}',
  '@media print{body{max-width:none;padding:0;font-size:10.5pt}h1,h2,h3{break-after:avoid}ol,ul,section[data-key="signature"],section[data-key="draft"]{break-inside:avoid}p{orphans:3;widows:3}}',
].join('\n')

const articleHtml = (doc: TextDocument): ReadonlyArray<string> => {
  const numbered = doc.kind === 'opinion'
  const draft = doc.sections.some((s) => s.key === 'draft')
  return [
    `<article class="${doc.kind}${draft ? ' draft' : ''}">`,
    `<h1>${escapeHtml(doc.title)}</h1>`,
    ...(doc.subtitle === null ? [] : [`<p class="subtitle">${escapeHtml(doc.subtitle)}</p>`]),
    ...doc.sections.map((s, i) => sectionHtml(s, 0, i + 1, numbered)),
    '</article>',
  ]
}

/**
 * Render one or more documents as one HTML page (each document an
 * `<article>`, in print on its own pages), ending with a newline.
 *
 * @category texts @since 0.3.0
 */
export const renderHtmlPages = (docs: ReadonlyArray<TextDocument>): string => {
  const first = docs[0]
  return [
    '<!DOCTYPE html>',
    `<html lang="${first?.lang ?? 'de'}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(first?.title ?? '')}</title>`,
    `<style>${PRINT_STYLE}</style>`,
    '</head>',
    '<body>',
    ...docs.flatMap(articleHtml),
    '</body>',
    '</html>',
    '',
  ].join('\n')
}

/**
 * Render as an HTML page, ending with a newline.
 *
 * @category texts @since 0.2.0
 */
export const renderHtml = (doc: TextDocument): string => renderHtmlPages([doc])
