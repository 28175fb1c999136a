/**
 * The documents as one A4 PDF (pdfkit, no browser): embedded TrueType fonts
 * from Debian's fonts-dejavu-core (or fonts-liberation2), so that umlauts,
 * „ “, § and – are exact; margins of 25 mm, a readable measure, each
 * document on a new page, its signature kept together, page numbers, and on
 * a draft a visible "ENTWURF" across every page with the reasons in a box.
 *
 * @example
 * import { renderPdf } from './render-pdf.js'
 * const r = await renderPdf(documents)
 * if (r._tag === 'Right') writeFileSync('bekanntmachung.pdf', r.right)
 *
 * @since 0.3.0
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import type { Block, ListBlock, Section } from '../explain/document.js'
import type { OfficialDocument } from './model.js'

type Pdf = PDFKit.PDFDocument

/** The font files looked for, regular and bold, in this order. @category documents @since 0.3.0 */
export const FONT_CANDIDATES: ReadonlyArray<{ readonly regular: string; readonly bold: string }> = [
  { regular: '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf', bold: '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf' },
  { regular: '/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf', bold: '/usr/share/fonts/truetype/liberation2/LiberationSerif-Bold.ttf' },
  { regular: '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf', bold: '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf' },
]

/** The fonts to embed: from `NACHRUECKEN_FONT_DIR` (DejaVuSerif.ttf and DejaVuSerif-Bold.ttf), or Debian's. @category documents @since 0.3.0 */
export const findFonts = (env: Readonly<Record<string, string | undefined>> = process.env): { readonly regular: string; readonly bold: string } | null => {
  const dir = env['NACHRUECKEN_FONT_DIR']
  const own = dir === undefined || dir === '' ? [] : [{ regular: join(dir, 'DejaVuSerif.ttf'), bold: join(dir, 'DejaVuSerif-Bold.ttf') }]
  return [...own, ...FONT_CANDIDATES].find((f) => existsSync(f.regular) && existsSync(f.bold)) ?? null
}

const MM = 72 / 25.4
const MARGIN = 25 * MM
const SIZE = { text: 10.5, small: 8.5, title: 15, heading: 12 }
// Stryker disable next-line StringLiteral: the tone of the page numbers is stated nowhere; without it they take the last tone of their page (black, or the footer's grey), which reads the same
const NUMBER_GREY = '#555555'

const watermark = (pdf: Pdf): void => {
  const { width, height } = pdf.page
  pdf.save()
  pdf.rotate(-45, { origin: [width / 2, height / 2] })
  pdf.font('bold').fontSize(96).fillColor('#d02020').opacity(0.12)
  pdf.text('ENTWURF', 0, height / 2 - 48, { width, align: 'center' })
  pdf.restore()
}

const markOf = (b: ListBlock, i: number): string => (b.ordered ? `${i + 1}.` : '–')

const listPdf = (pdf: Pdf, b: ListBlock, width: number): void => {
  pdf.font('regular').fontSize(SIZE.text).fillColor('black')
  // the text of the items starts after the widest mark ("100." is wider than "9.")
  const indent = Math.max(20, ...b.items.map((_, i) => pdf.widthOfString(markOf(b, i)) + 6))
  b.items.forEach((p, i) => {
    // a page break comes before the mark, so that the mark stays on the first line of its item
    // Stryker disable next-line EqualityOperator: `>=` differs only where the line would end exactly on the bottom margin, to a fraction of a point (the disable also hides `<=`, which properties/documents-pdf-survivors.test.ts kills)
    if (pdf.y + pdf.heightOfString(markOf(b, i)) > pdf.page.maxY()) pdf.addPage()
    const y = pdf.y
    pdf.text(markOf(b, i), MARGIN, y)
    pdf.text(p.text, MARGIN + indent, y, { width: width - indent, align: 'left', paragraphGap: 3, lineGap: 1.5 })
  })
  pdf.moveDown(0.4)
}

const blockPdf = (pdf: Pdf, b: Block, key: string): void => {
  const width = pdf.page.width - 2 * MARGIN
  if (b._tag === 'paragraph') {
    const small = key === 'footer' || key === 'letterhead'
    pdf.font('regular').fontSize(small ? SIZE.small : SIZE.text).fillColor(small ? '#333333' : 'black')
    pdf.text(b.text, MARGIN, undefined, { width, align: key === 'letterhead' ? 'right' : 'left', paragraphGap: key === 'signature' || key === 'letterhead' ? 1 : 5, lineGap: 1.5 })
    return
  }
  if (b._tag === 'list') return listPdf(pdf, b, width)
  pdf.font('regular').fontSize(SIZE.text).fillColor('black').text(`„${b.text}“ (${b.source})`, MARGIN + 20, undefined, { width: width - 40 })
}

const draftBox = (pdf: Pdf, s: Section): void => {
  const width = pdf.page.width - 2 * MARGIN
  const top = pdf.y
  pdf.font('bold').fontSize(SIZE.heading).fillColor('#b00000').text(s.title, MARGIN + 8, top + 8, { width: width - 16 })
  for (const b of s.blocks) if (b._tag === 'paragraph') pdf.font('regular').fontSize(SIZE.text).text(b.text, MARGIN + 8, undefined, { width: width - 16 })
    else if (b._tag === 'list') for (const p of b.items) pdf.font('regular').fontSize(SIZE.text).text(`– ${p.text}`, MARGIN + 16, undefined, { width: width - 32, paragraphGap: 2 })
  pdf.rect(MARGIN, top, width, pdf.y - top + 6).lineWidth(1.5).strokeColor('#b00000').stroke()
  pdf.y += 18
}

const sectionPdf = (pdf: Pdf, s: Section): void => {
  if (s.key === 'draft') return draftBox(pdf, s)
  // the signature is kept together: with less than 90 pt left on the page it starts the next one
  if (s.key === 'signature') {
    // Stryker disable next-line EqualityOperator: `>=` differs only where the text before ends exactly at this height, to a fraction of a point (the disable also hides `<=`, which properties/documents-pdf-survivors.test.ts kills)
    if (pdf.y > pdf.page.height - MARGIN - 90) pdf.addPage()
    pdf.moveDown(1.2)
  }
  if (s.key === 'footer') pdf.moveDown(1.5)
  if (s.title !== '') {
    // Stryker disable next-line EqualityOperator: a heading is kept with its text; `>=` differs only where the text before ends exactly at this height, to a fraction of a point (the disable also hides `<=`, which properties/documents-pdf-survivors.test.ts kills)
    if (pdf.y > pdf.page.height - MARGIN - 60) pdf.addPage()
    pdf.moveDown(0.5).font('bold').fontSize(SIZE.heading).fillColor('black').text(s.title, MARGIN, undefined, { paragraphGap: 4 })
  }
  for (const b of s.blocks) blockPdf(pdf, b, s.key)
  if (s.key === 'letterhead') pdf.moveDown(1.5)
  for (const sub of s.sections) sectionPdf(pdf, sub)
}

const documentPdf = (pdf: Pdf, d: OfficialDocument): void => {
  const [first, ...rest] = d.doc.sections
  const headFirst = first !== undefined && first.key === 'draft'
  if (headFirst) sectionPdf(pdf, first)
  const sections = headFirst ? rest : d.doc.sections
  const head = sections[0]?.key === 'letterhead' ? sections[0] : null
  if (head !== null) sectionPdf(pdf, head)
  pdf.font('bold').fontSize(SIZE.title).fillColor('black').text(d.doc.title, MARGIN)
  if (d.doc.subtitle !== null) pdf.font('regular').fontSize(SIZE.heading).text(d.doc.subtitle, { paragraphGap: 10 })
  for (const s of head === null ? sections : sections.slice(1)) sectionPdf(pdf, s)
}

const pageNumbers = (pdf: Pdf, drafts: ReadonlySet<number>): void => {
  const range = pdf.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i)
    if (drafts.has(i)) watermark(pdf)
    const bottom = pdf.page.margins.bottom
    pdf.page.margins.bottom = 0
    pdf.font('regular').fontSize(SIZE.small).fillColor(NUMBER_GREY)
    pdf.text(`${i + 1} / ${range.count}`, MARGIN, pdf.page.height - bottom / 2, { width: pdf.page.width - 2 * MARGIN, align: 'center' })
    pdf.page.margins.bottom = bottom
  }
}

/**
 * Render documents as one PDF (bytes), or say why it cannot be made (no
 * font found, or no document).
 *
 * @category documents @since 0.3.0
 */
export const renderPdf = async (docs: ReadonlyArray<OfficialDocument>, fonts = findFonts()): Promise<Either<string, Uint8Array>> => {
  if (fonts === null)
    return left(`no TrueType font for the PDF: install Debian's fonts-dejavu-core (or fonts-liberation2), or set NACHRUECKEN_FONT_DIR to a folder with DejaVuSerif.ttf and DejaVuSerif-Bold.ttf`)
  const [first] = docs
  // a PDF without a page is not a PDF (poppler: "Invalid page count 0")
  if (first === undefined) return left('no document for the PDF')
  const { default: PDFDocument } = await import('pdfkit')
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    autoFirstPage: false,
    lang: first.doc.lang,
    info: { Title: first.doc.title, Creator: 'nachruecken', Producer: 'nachruecken (pdfkit)', CreationDate: new Date(`${first.date}T00:00:00Z`) },
  })
  pdf.registerFont('regular', fonts.regular)
  pdf.registerFont('bold', fonts.bold)
  const chunks: Buffer[] = []
  pdf.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<void>((resolve) => pdf.on('end', () => resolve()))
  const drafts = new Set<number>()
  for (const d of docs) {
    pdf.addPage()
    const from = pdf.bufferedPageRange().count - 1
    documentPdf(pdf, d)
    if (d.draft.length > 0) for (let i = from; i < pdf.bufferedPageRange().count; i++) drafts.add(i)
  }
  pageNumbers(pdf, drafts)
  pdf.end()
  await done
  return right(new Uint8Array(Buffer.concat(chunks)))
}
