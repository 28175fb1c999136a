// The PDF of the documents (src/documents/render-pdf.ts), measured: read back
// with poppler — pdftotext -bbox for where each word stands, pdftoppm for the
// colours a reader sees, pdfinfo for the page size and the metadata.
//
// What is expected comes from the module header of render-pdf.ts (A4, margins
// of 25 mm, each document on a new page, its signature kept together, page
// numbers, on a draft a visible "ENTWURF" across every page and the reasons in
// a box, NACHRUECKEN_FONT_DIR), from docs/documents/README.md (the letterhead
// right-aligned in small grey type, the bold title, the red box of reasons)
// and from the print style sheet of the same documents in HTML (PRINT_STYLE in
// src/explain/render-html.ts: the lines of the letterhead and of the signature
// without the gap between paragraphs, the signature and the footer set off by
// a blank line, headings kept with what follows, "n / N" at the bottom
// centre). Most documents here are built for the purpose, so that a heading,
// a list or a signature lands at the foot of a page. The survivors of the
// mutation run these tests answer: mutation/documents-answers-render-pdf.md.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { IsoDate } from '../src/domain/brand.js'
import { documentsOf } from '../src/documents/dossier.js'
import type { OfficialDocument, Setting } from '../src/documents/model.js'
import { FONT_CANDIDATES, findFonts, renderPdf } from '../src/documents/render-pdf.js'
import { type Block, type Lang, list, type Paragraph, plain, quote, type Section, section } from '../src/explain/document.js'
import { OFFICE, readJson } from './support/office.js'

// ---- the page (A4 in points; 25 mm margins) --------------------------------------------------

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = (25 / 25.4) * 72
/** pdftotext gives positions to a hundredth of a point; pdfkit's own rounding adds a little. */
const NEAR = 0.6

// ---- reading the PDF back ----------------------------------------------------------------------

interface Word {
  readonly text: string
  readonly x0: number
  readonly y0: number
  readonly x1: number
  readonly y1: number
}
type Page = ReadonlyArray<Word>
interface Pdf {
  readonly file: string
  readonly bytes: Uint8Array
  /** the words of each page, without the letters of the watermark */
  readonly pages: ReadonlyArray<Page>
  /** the letters of the watermark on each page (pdftotext reads diagonal text letter by letter) */
  readonly diagonal: ReadonlyArray<Page>
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
/** A letter of the watermark: set in 96 pt, its box is several lines high. */
const isDiagonal = (w: Word): boolean => w.y1 - w.y0 > 30

const wordsOf = (file: string): ReadonlyArray<Page> =>
  execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    .split('<page ')
    .slice(1)
    .map((page) =>
      [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
        text: (m[5] as string).replace(/&(\w+);/g, (all, e: string) => ENTITIES[e] ?? all),
        x0: Number(m[1]),
        y0: Number(m[2]),
        x1: Number(m[3]),
        y1: Number(m[4]),
      })),
    )

const render = async (docs: ReadonlyArray<OfficialDocument>): Promise<Pdf> => {
  const r = await renderPdf(docs)
  if (r._tag === 'Left') throw new Error(r.left)
  const file = join(mkdtempSync(join(tmpdir(), 'nachruecken-pdf-')), 'doc.pdf')
  writeFileSync(file, r.right)
  const words = wordsOf(file)
  return { file, bytes: r.right, pages: words.map((p) => p.filter((w) => !isDiagonal(w))), diagonal: words.map((p) => p.filter(isDiagonal)) }
}

/** The page number at the foot ("3 / 7") is no part of the text. */
const isPageNumber = (w: Word): boolean => w.y0 > A4.height - MARGIN
const textOf = (p: Page): Page => p.filter((w) => !isPageNumber(w))

interface Line {
  readonly y0: number
  readonly y1: number
  readonly x0: number
  readonly x1: number
  readonly text: string
}
/** The words of a page in lines (the same top, within a point), top to bottom. */
const linesOf = (p: Page): ReadonlyArray<Line> => {
  const rows: Word[][] = []
  for (const w of [...textOf(p)].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0)) {
    const row = rows.find((r) => Math.abs((r[0] as Word).y0 - w.y0) < 1)
    if (row === undefined) rows.push([w])
    else row.push(w)
  }
  return rows.map((r) => ({
    y0: Math.min(...r.map((w) => w.y0)),
    y1: Math.max(...r.map((w) => w.y1)),
    x0: Math.min(...r.map((w) => w.x0)),
    x1: Math.max(...r.map((w) => w.x1)),
    text: r.map((w) => w.text).join(' '),
  }))
}
/** Where a word first stands: the page (0-based) and its box. */
const where = (pdf: Pdf, text: string, from = 0): { readonly page: number; readonly word: Word } => {
  for (let page = from; page < pdf.pages.length; page++) {
    const word = (pdf.pages[page] as Page).find((w) => w.text === text)
    if (word !== undefined) return { page, word }
  }
  throw new Error(`no word ${text}`)
}
/** The first line that begins with the text, with the lines of its page. */
const lineWith = (pdf: Pdf, start: string): { readonly page: number; readonly line: Line; readonly index: number; readonly lines: ReadonlyArray<Line> } => {
  for (let page = 0; page < pdf.pages.length; page++) {
    const lines = linesOf(pdf.pages[page] as Page)
    const index = lines.findIndex((l) => l.text.startsWith(start))
    if (index >= 0) return { page, line: lines[index] as Line, index, lines }
  }
  throw new Error(`no line ${start}`)
}
/** The white space between two lines: the top of the lower less the bottom of the upper. */
const gap = (upper: Line, lower: Line): number => lower.y0 - upper.y1

/** Every word of every page within the margins of 25 mm (the page numbers stand in the bottom margin). */
const expectWithinMargins = (pdf: Pdf): void =>
  pdf.pages.forEach((p, i) => {
    for (const w of textOf(p)) {
      const at = `page ${i + 1}: ${w.text} at ${w.x0.toFixed(1)}–${w.x1.toFixed(1)}, ${w.y0.toFixed(1)}–${w.y1.toFixed(1)}`
      expect(w.x0, at).toBeGreaterThan(MARGIN - NEAR)
      expect(w.x1, at).toBeLessThan(A4.width - MARGIN + NEAR)
      expect(w.y0, at).toBeGreaterThan(MARGIN - NEAR)
      expect(w.y1, at).toBeLessThan(A4.height - MARGIN + NEAR)
    }
  })

// ---- what a reader sees: the pages as pixels ---------------------------------------------------

interface Image {
  readonly width: number
  readonly height: number
  /** pixels per point */
  readonly scale: number
  readonly rgb: (x: number, y: number) => readonly [number, number, number]
}
/** The pages (all, or one, 1-based) as images at the given resolution (pdftoppm, P6 to standard output). */
const imagesOf = (file: string, dpi: number, page?: number): ReadonlyArray<Image> => {
  const only = page === undefined ? [] : ['-f', String(page), '-l', String(page)]
  const out = execFileSync('pdftoppm', ['-r', String(dpi), ...only, file], { maxBuffer: 1 << 28 })
  const images: Image[] = []
  for (let at = 0; at < out.length; ) {
    const head = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(out.subarray(at, at + 40).toString('latin1'))
    if (head === null) throw new Error('not a PPM')
    const [width, height, start] = [Number(head[1]), Number(head[2]), at + head[0].length]
    images.push({ width, height, scale: dpi / 72, rgb: (x, y) => [out[start + 3 * (y * width + x)] as number, out[start + 3 * (y * width + x) + 1] as number, out[start + 3 * (y * width + x) + 2] as number] })
    at = start + 3 * width * height
  }
  return images
}
/** The colour of a word's ink: the darkest pixel inside its box. */
const inkOf = (im: Image, w: Word): readonly [number, number, number] => {
  let best: readonly [number, number, number] = [255, 255, 255]
  for (let y = Math.ceil(w.y0 * im.scale); y < Math.floor(w.y1 * im.scale); y++)
    for (let x = Math.ceil(w.x0 * im.scale); x < Math.floor(w.x1 * im.scale); x++) {
      const c = im.rgb(x, y)
      if (c[0] + c[1] + c[2] < best[0] + best[1] + best[2]) best = c
    }
  return best
}
const isBlack = ([r, g, b]: readonly [number, number, number]): boolean => Math.max(r, g, b) < 35
const isGrey = ([r, g, b]: readonly [number, number, number]): boolean => Math.max(r, g, b) - Math.min(r, g, b) < 10 && r > 35 && r < 120
const isRed = ([r, g, b]: readonly [number, number, number]): boolean => r > 120 && g < 50 && b < 50

// ---- documents built for the purpose -------------------------------------------------------------

const P = (text: string): Paragraph => plain(null, text)
const DATE = '2024-05-02' as IsoDate
const docOf = (title: string, sections: ReadonlyArray<Section>, o: { readonly draft?: ReadonlyArray<string>; readonly subtitle?: string | null; readonly lang?: Lang } = {}): OfficialDocument => ({
  kind: 'vermerk',
  date: DATE,
  draft: o.draft ?? [],
  doc: { kind: 'notice', lang: o.lang ?? 'de', title, subtitle: o.subtitle ?? null, sections },
})
const body = (key: string, ...blocks: ReadonlyArray<Block>): Section => section(key, '', blocks)
const SIGNATURE = section('signature', '', [P('Musterstadt, den 2. Mai 2024'), P('Die Gemeindewahlleiterin'), P('gez. Petra Paulsen')])
/** A word too long for any line: pdfkit breaks it letter by letter, so its lines run up to the edge of their measure. */
const LONG = 'i'.repeat(600)

/**
 * Text before the thing under test, so that it lands anywhere in the lower part of a page: n paragraphs of one line
 * (18.7 pt each) and one of `lines` lines (13.7 pt a line) reach every height to within 5 pt.
 */
const filler = (n: number, lines: number): Section =>
  body('filler', ...Array.from({ length: n }, (_, i) => P(`Zeile ${i + 1}.`)), ...(lines === 0 ? [] : [P(Array.from({ length: lines }, () => 'abcdefghijklmnopqrstuvwxyzabcdefghijklmn').join(' '))]))
const SWEEP: ReadonlyArray<readonly [number, number]> = Array.from({ length: 7 }, (_, i) => 27 + i).flatMap((n) => [0, 1, 2, 3, 4, 5].map((l) => [n, l] as const))

// ---- the Musterstadt documents -----------------------------------------------------------------

const MUSTERSTADT = readJson('spec', 'examples', 'musterstadt.case.json')
const dossier = (s: Setting): ReadonlyArray<OfficialDocument> => {
  const r = documentsOf(MUSTERSTADT, s)
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
  return r.right
}
const SIGNED = (): ReadonlyArray<OfficialDocument> => dossier({ lang: 'de', office: OFFICE, publication: { date: '2023-09-01' as IsoDate, medium: 'Musterstädter Anzeiger Nr. 35' } })
const BARE = (): ReadonlyArray<OfficialDocument> => dossier({ lang: 'de', office: null, publication: null })
/** With the office profile but without the publication: the Bekanntmachung is a draft with the office's letterhead. */
const UNPUBLISHED = (): ReadonlyArray<OfficialDocument> => dossier({ lang: 'de', office: OFFICE, publication: null })
const kind = (docs: ReadonlyArray<OfficialDocument>, k: OfficialDocument['kind']): OfficialDocument => docs.find((d) => d.kind === k) as OfficialDocument

// ---- the tests ---------------------------------------------------------------------------------

describe('the fonts: NACHRUECKEN_FONT_DIR, else Debian’s', () => {
  const DEJAVU = FONT_CANDIDATES[0] as { readonly regular: string; readonly bold: string }
  /** A folder with (links to) some of the two DejaVu files. */
  const folder = (...names: ReadonlyArray<'DejaVuSerif.ttf' | 'DejaVuSerif-Bold.ttf'>): string => {
    const dir = mkdtempSync(join(tmpdir(), 'nachruecken-fonts-'))
    for (const n of names) symlinkSync(n === 'DejaVuSerif.ttf' ? DEJAVU.regular : DEJAVU.bold, join(dir, n))
    return dir
  }

  it('NACHRUECKEN_FONT_DIR names a folder with DejaVuSerif.ttf and DejaVuSerif-Bold.ttf, which are used before Debian’s', () => {
    const dir = folder('DejaVuSerif.ttf', 'DejaVuSerif-Bold.ttf')
    expect(findFonts({ NACHRUECKEN_FONT_DIR: dir })).toEqual({ regular: join(dir, 'DejaVuSerif.ttf'), bold: join(dir, 'DejaVuSerif-Bold.ttf') })
    expect(findFonts({})).toEqual(DEJAVU)
  })

  it('a folder without the bold font is passed over for Debian’s fonts', () => {
    expect(findFonts({ NACHRUECKEN_FONT_DIR: folder('DejaVuSerif.ttf') })).toEqual(DEJAVU)
    expect(findFonts({ NACHRUECKEN_FONT_DIR: join(tmpdir(), 'no-such-folder') })).toEqual(DEJAVU)
  })

  it('an empty NACHRUECKEN_FONT_DIR counts as unset: the fonts are not looked for in the working directory', () => {
    // The two files are linked into the working directory itself (test workers may not change it): an
    // empty folder name read as a folder would find them there.
    const here = ['DejaVuSerif.ttf', 'DejaVuSerif-Bold.ttf'].map((n) => join(process.cwd(), n))
    expect(here.filter((f) => existsSync(f))).toEqual([])
    symlinkSync(DEJAVU.regular, here[0] as string)
    symlinkSync(DEJAVU.bold, here[1] as string)
    try {
      expect(findFonts({ NACHRUECKEN_FONT_DIR: '' })).toEqual(DEJAVU)
    } finally {
      for (const f of here) rmSync(f)
    }
  })
})

describe('the file', () => {
  it('carries the first document’s title, language and date, names nachruecken as its creator and pdfkit as its producer, and is the same bytes each time', async () => {
    const docs = [kind(SIGNED(), 'bekanntmachung'), kind(SIGNED(), 'feststellung')]
    const [first] = docs as [OfficialDocument]
    const pdf = await render(docs)
    const info = execFileSync('pdfinfo', ['-isodates', pdf.file], { encoding: 'utf8' })
    expect(info).toContain(`Title:           ${first.doc.title}\n`)
    expect(info).toContain(`CreationDate:    ${first.date}T00:00:00`)
    // ISO 32000-1, 14.3.3: Creator, the program that made the document; Producer, the one that made it a PDF
    expect(info).toMatch(/^Creator: +nachruecken$/m)
    expect(info).toMatch(/^Producer: +.*pdfkit/m)
    expect(Buffer.from(pdf.bytes).toString('latin1')).toContain('/Lang (de)')
    expect((await render(docs)).bytes).toEqual(pdf.bytes)
    const english = await render([docOf('Note', [body('text', P('In English.'))], { lang: 'en' })])
    expect(Buffer.from(english.bytes).toString('latin1')).toContain('/Lang (en)')
  })

  it('with no document there is no PDF to make (a PDF has at least one page)', async () => {
    const r = await renderPdf([])
    expect(r._tag === 'Left' && r.left).toBe('no document for the PDF')
  })
})

/** The page (0-based) on which each document begins: the first after the previous one's with a line that starts with its title. */
const startPages = (pdf: Pdf, docs: ReadonlyArray<OfficialDocument>): ReadonlyArray<number> => {
  const starts: number[] = []
  for (const d of docs) {
    const head = d.doc.title.split(' ').slice(0, 2).join(' ')
    const from = (starts[starts.length - 1] ?? -1) + 1
    const page = pdf.pages.findIndex((p, i) => i >= from && linesOf(p).some((l) => l.text.startsWith(head)))
    expect(page, d.doc.title).toBeGreaterThanOrEqual(from)
    starts.push(page)
  }
  return starts
}

describe('the pages', () => {
  it('each document begins on a new A4 page at the top margin, the first on page 1, and every page is numbered "n / N" in the middle of the bottom margin', async () => {
    const pdf = await render(SIGNED())
    const info = execFileSync('pdfinfo', [pdf.file], { encoding: 'utf8' })
    const count = Number(/^Pages: +(\d+)$/m.exec(info)?.[1])
    expect(info).toMatch(/^Page size: +595\.28 x 841\.89 pts \(A4\)$/m)
    expect(pdf.pages).toHaveLength(count)
    const starts = startPages(pdf, SIGNED())
    expect(starts[0]).toBe(0)
    for (const s of starts) {
      // the letterhead's first line at the top margin; none of its lines on the pages in between
      const first = linesOf(pdf.pages[s] as Page)[0] as Line
      expect(first.y0).toBeCloseTo(MARGIN, 0)
      expect(first.text).toBe('Gemeinde Musterstadt')
    }
    expect(pdf.pages.filter((p) => linesOf(p).some((l) => l.text === 'Gemeinde Musterstadt'))).toHaveLength(SIGNED().length)
    pdf.pages.forEach((p, i) => {
      const foot = p.filter(isPageNumber)
      expect(foot.map((w) => w.text).join(' '), `page ${i + 1}`).toBe(`${i + 1} / ${count}`)
      const [left, right] = [(foot[0] as Word).x0, (foot[foot.length - 1] as Word).x1]
      expect((left + right) / 2, `page ${i + 1}`).toBeCloseTo(A4.width / 2, 0)
      expect((foot[0] as Word).y1).toBeLessThan(A4.height)
    })
    expectWithinMargins(pdf)
  })
})

/** The light red of the watermark as it shows on white paper (at its edges the red is fainter; the box is darker). */
const isWatermark = ([r, g, b]: readonly [number, number, number]): boolean => r > 240 && r - g > 12 && r - g < 40 && Math.abs(g - b) < 6

interface Box {
  readonly top: number
  readonly bottom: number
  readonly left: number
  readonly right: number
}
const isFrameRed = ([r, g, b]: readonly [number, number, number]): boolean => r > 120 && g < 100 && b < 100
/** The red frame on a page image at 72 dpi (a pixel a point): the rows with a long run of red, and the columns red from top to bottom. */
const redBox = (im: Image): Box => {
  const rows = Array.from({ length: im.height }, (_, y) => y).filter((y) => Array.from({ length: im.width }, (_, x) => x).filter((x) => isFrameRed(im.rgb(x, y))).length > 300)
  expect(rows.length, 'a red frame').toBeGreaterThan(1)
  const [top, bottom] = [rows[0] as number, rows[rows.length - 1] as number]
  const cols = Array.from({ length: im.width }, (_, x) => x).filter((x) => Array.from({ length: bottom - top }, (_, k) => top + k).filter((y) => isFrameRed(im.rgb(x, y))).length > 0.8 * (bottom - top))
  expect(cols.length, 'the sides of the frame').toBeGreaterThan(1)
  // the frame is 1.5 pt wide: its middle lies within the first and last red pixel
  return { top: top + 0.75, bottom: bottom + 0.25, left: (cols[0] as number) + 0.75, right: (cols[cols.length - 1] as number) + 0.25 }
}
/** Every word of the page either inside the box, at least 5 pt clear of the frame, or below it. */
const expectInsideOrBelow = (p: Page, box: Box): void => {
  for (const w of textOf(p)) {
    const at = `${w.text.slice(0, 20)} at ${w.x0.toFixed(1)}–${w.x1.toFixed(1)}, ${w.y0.toFixed(1)}–${w.y1.toFixed(1)} (box ${box.left.toFixed(1)}–${box.right.toFixed(1)}, ${box.top.toFixed(1)}–${box.bottom.toFixed(1)})`
    if (w.y0 > box.bottom) continue
    expect(w.y0 - box.top, at).toBeGreaterThan(5)
    expect(box.bottom - w.y1, at).toBeGreaterThan(5)
    expect(w.x0 - box.left, at).toBeGreaterThan(5)
    expect(box.right - w.x1, at).toBeGreaterThan(5)
  }
}

describe('a draft', () => {
  it('shows ENTWURF in light red, rising across the middle of every page of a draft and of no other page', async () => {
    // a draft of two pages, a signed document, a draft of one page
    const docs = [kind(BARE(), 'feststellung'), kind(SIGNED(), 'benachrichtigung'), kind(BARE(), 'zustellung')]
    const pdf = await render(docs)
    const starts = startPages(pdf, docs)
    const draftPage = pdf.pages.map((_, i) => (docs[starts.filter((s) => s <= i).length - 1] as OfficialDocument).draft.length > 0)
    expect(draftPage).toEqual([true, true, false, true])
    const images = imagesOf(pdf.file, 36)
    draftPage.forEach((draft, i) => {
      // left to right (pdftotext reads them in no fixed order)
      const letters = [...(pdf.diagonal[i] as Page)].sort((a, b) => a.x0 - b.x0)
      const im = images[i] as Image
      const dots: Array<readonly [number, number]> = []
      for (let y = 0; y < im.height; y++) for (let x = 0; x < im.width; x++) if (isWatermark(im.rgb(x, y))) dots.push([x / im.scale, y / im.scale])
      if (!draft) {
        expect(letters, `page ${i + 1}`).toEqual([])
        expect(dots.length, `page ${i + 1}`).toBeLessThan(20)
        return
      }
      expect(letters.map((w) => w.text).join(''), `page ${i + 1}`).toBe('ENTWURF')
      // each letter higher than the one before, all on the rising diagonal through the middle of the page (x + y constant)
      const centres = letters.map((w) => [(w.x0 + w.x1) / 2, (w.y0 + w.y1) / 2] as const)
      centres.slice(1).forEach(([, y], k) => expect(y, `page ${i + 1}, letter ${k + 2}`).toBeLessThan((centres[k] as readonly [number, number])[1]))
      for (const [x, y] of centres) expect(Math.abs(x + y - (A4.width + A4.height) / 2), `page ${i + 1}`).toBeLessThan(20)
      const [e, f] = [centres[0] as readonly [number, number], centres[centres.length - 1] as readonly [number, number]]
      expect(Math.hypot((e[0] + f[0]) / 2 - A4.width / 2, (e[1] + f[1]) / 2 - A4.height / 2), `page ${i + 1}`).toBeLessThan(60)
      // visible: some thousand light red dots (at 36 dpi), spread from lower left to upper right
      expect(dots.length, `page ${i + 1}`).toBeGreaterThan(1000)
      const [mx, my] = [dots.reduce((t, d) => t + d[0], 0) / dots.length, dots.reduce((t, d) => t + d[1], 0) / dots.length]
      expect(dots.reduce((t, d) => t + (d[0] - mx) * (d[1] - my), 0), `page ${i + 1}`).toBeLessThan(0)
    })
  })

  it('has its reasons in a red box at the head of its first page, between the margins, above the letterhead and the title', async () => {
    const d = kind(UNPUBLISHED(), 'bekanntmachung')
    expect(d.draft.length).toBeGreaterThan(0)
    const pdf = await render([d])
    const box = redBox((imagesOf(pdf.file, 72, 1)[0] as Image))
    expect(box.top).toBeCloseTo(MARGIN, 0)
    expect(box.left).toBeCloseTo(MARGIN, 0)
    expect(box.right).toBeCloseTo(A4.width - MARGIN, 0)
    expectInsideOrBelow(pdf.pages[0] as Page, box)
    const ink = imagesOf(pdf.file, 144, 1)[0] as Image
    for (const w of ['ENTWURF', 'weil:', 'Veröffentlichung']) expect(isRed(inkOf(ink, where(pdf, w).word)), w).toBe(true)
    // below the box: the letterhead, then the title
    const letterhead = lineWith(pdf, 'Aktenzeichen:').line
    expect(lineWith(pdf, 'Gemeinde').line.y0).toBeGreaterThan(box.bottom)
    expect(lineWith(pdf, 'Öffentliche').line.y0).toBeGreaterThan(letterhead.y1)
  })

  it('keeps a long title, reason and list of reasons inside its box, every line clear of the frame', async () => {
    const draft = section('draft', `ENTWURF ${LONG}`, [P(`Weil ${LONG}`), list(null, false, [P(`Punkt ${LONG}`), P('Kurz.')])])
    const pdf = await render([docOf('Vermerk', [draft, body('text', P('Textwort.'))], { draft: ['x'] })])
    const box = redBox(imagesOf(pdf.file, 72, 1)[0] as Image)
    expectInsideOrBelow(pdf.pages[0] as Page, box)
    // the long words fill their lines
    expect(linesOf(pdf.pages[0] as Page).filter((l) => l.y1 < box.bottom).length).toBeGreaterThan(12)
    expect(where(pdf, 'Textwort.').word.y0).toBeGreaterThan(box.bottom)
  })
})

describe('the frame of a document: letterhead, title, signature, line of publication', () => {
  it('the letterhead stands once, right-aligned at the top margin in small grey type, its lines close together; the black title follows after a blank line', async () => {
    const pdf = await render([kind(SIGNED(), 'bekanntmachung')])
    const lines = linesOf(pdf.pages[0] as Page)
    const head = lines.slice(0, 3)
    expect(head.map((l) => l.text)).toEqual(['Gemeinde Musterstadt', 'Die Gemeindewahlleiterin', 'Aktenzeichen: WL 034-2023/07'])
    expect(pdf.pages.flat().filter((w) => w.text === 'Aktenzeichen:')).toHaveLength(1)
    expect((head[0] as Line).y0).toBeCloseTo(MARGIN, 0)
    const text = lineWith(pdf, 'Gemäß')
    const textHeight = text.line.y1 - text.line.y0
    for (const l of head) {
      expect(l.x1, l.text).toBeCloseTo(A4.width - MARGIN, 0)
      expect(l.x0, l.text).toBeGreaterThan(A4.width / 2)
      expect(l.y1 - l.y0, l.text).toBeLessThan(0.9 * textHeight)
    }
    // without the gap between paragraphs: as close as the lines within a paragraph, give or take a point
    const within = gap(text.lines[text.index + 1] as Line, text.lines[text.index + 2] as Line)
    for (let k = 1; k < head.length; k++) expect(gap(head[k - 1] as Line, head[k] as Line)).toBeLessThan(within + 1.5)
    const title = lines[3] as Line
    expect(title.text).toBe(kind(SIGNED(), 'bekanntmachung').doc.title)
    expect(gap(head[2] as Line, title)).toBeGreaterThan(textHeight)
    const ink = imagesOf(pdf.file, 144, 1)[0] as Image
    for (const w of ['Gemeinde', 'Gemeindewahlleiterin', 'Aktenzeichen:']) expect(isGrey(inkOf(ink, where(pdf, w).word)), w).toBe(true)
    for (const w of ['Öffentliche', 'Gemäß']) expect(isBlack(inkOf(ink, where(pdf, w).word)), w).toBe(true)
  })

  it('the title comes in the largest type, the subtitle under it, and the two are set off from the text by more than a paragraph gap', async () => {
    const d = kind(SIGNED(), 'bekanntmachung')
    const pdf = await render([d])
    const lines = linesOf(pdf.pages[0] as Page)
    const [title, subtitle, first, second] = lines.slice(3, 7) as [Line, Line, Line, Line]
    expect([title.text, subtitle.text]).toEqual([d.doc.title, d.doc.subtitle])
    expect(title.y1 - title.y0).toBeGreaterThan(subtitle.y1 - subtitle.y0)
    expect(subtitle.y1 - subtitle.y0).toBeGreaterThan(first.y1 - first.y0)
    // "Gemäß § 34 … stelle ich fest:" is a paragraph of one line
    expect(first.text).toMatch(/^Gemäß .* fest:$/)
    expect(gap(subtitle, first)).toBeGreaterThan(gap(first, second) + 2)
  })

  it('the signature follows the text after a blank line, its lines close together; the line of publication follows it after a blank line in smaller type', async () => {
    const pdf = await render([kind(SIGNED(), 'bekanntmachung')])
    const place = lineWith(pdf, 'Musterstadt, den')
    const [before, ...signature] = place.lines.slice(place.index - 1, place.index + 3) as [Line, Line, Line, Line]
    const height = before.y1 - before.y0
    expect(signature.map((l) => l.text)).toEqual(['Musterstadt, den 30. August 2023', 'Die Gemeindewahlleiterin', 'gez. Petra Paulsen'])
    expect(gap(before, signature[0] as Line)).toBeGreaterThan(height)
    const body = lineWith(pdf, 'Gegen')
    const within = gap(body.line, body.lines[body.index + 1] as Line)
    for (let k = 1; k < signature.length; k++) expect(gap(signature[k - 1] as Line, signature[k] as Line)).toBeLessThan(within + 1.5)
    const footer = place.lines[place.index + 3] as Line
    expect(footer.text).toMatch(/^Veröffentlicht am 1\. September 2023/)
    expect(gap(signature[2] as Line, footer)).toBeGreaterThan(height)
    expect(footer.y1 - footer.y0).toBeLessThan(0.9 * height)
  })
})

describe('sections and blocks', () => {
  it('paragraphs are set apart by a gap the lines of a paragraph do not have, and sections without a title follow each other like paragraphs', async () => {
    const two = 'Ein Absatz, der über zwei Zeilen läuft, weil er lang genug ist, um die Zeile zu füllen und noch ein Stück weiter zu gehen.'
    const pdf = await render([docOf('Abstände', [body('a', P(`Erstens ${two}`), P(`Zweitens ${two}`)), body('b', P(`Drittens ${two}`))])])
    const [one, two2, three] = ['Erstens', 'Zweitens', 'Drittens'].map((w) => lineWith(pdf, w)) as [ReturnType<typeof lineWith>, ReturnType<typeof lineWith>, ReturnType<typeof lineWith>]
    const within = gap(one.line, one.lines[one.index + 1] as Line)
    const between = gap(two2.lines[two2.index - 1] as Line, two2.line)
    expect(between).toBeGreaterThan(within + 3)
    expect(gap(three.lines[three.index - 1] as Line, three.line)).toBeCloseTo(between, 0)
    for (const l of one.lines) expect(l.x0, l.text).toBeCloseTo(MARGIN, 0)
  })

  it('a section heading stands in larger type, closer to its text than to the text before it, and further from it than the lines of a paragraph', async () => {
    const pdf = await render([docOf('Überschriften', [body('a', P('Davor steht ein Absatz.')), section('b', 'Abschnittstitel', [P('Danach kommt sein Text, der über zwei Zeilen läuft, weil er lang genug ist, um die Zeile zu füllen und weiter.')])])])
    const heading = lineWith(pdf, 'Abschnittstitel')
    const [before, after, next] = [heading.lines[heading.index - 1], heading.lines[heading.index + 1], heading.lines[heading.index + 2]] as [Line, Line, Line]
    expect(after.text).toMatch(/^Danach/)
    expect(heading.line.y1 - heading.line.y0).toBeGreaterThan(after.y1 - after.y0)
    expect(gap(heading.line, after)).toBeLessThan(gap(before, heading.line))
    expect(gap(heading.line, after)).toBeGreaterThan(gap(after, next) + 1)
  })

  it('a document without letterhead begins with its title at the top margin, and the text of every section follows', async () => {
    const pdf = await render([docOf('Titelzeile', [body('a', P('Erster Abschnitt.')), body('b', P('Zweiter Abschnitt.'))], { subtitle: 'Untertitel' })])
    expect(linesOf(pdf.pages[0] as Page).map((l) => l.text)).toEqual(['Titelzeile', 'Untertitel', 'Erster Abschnitt.', 'Zweiter Abschnitt.'])
    expect(lineWith(pdf, 'Titelzeile').line.y0).toBeCloseTo(MARGIN, 0)
  })

  it('after the small grey type of a footer the text is black again: a paragraph, a list, a quotation, a heading', async () => {
    const grey = (): Section => body('footer', P('Graue Fußzeile.'))
    const pdf = await render([
      docOf('Farben', [
        grey(),
        body('a', P('Absatzwort.')),
        grey(),
        body('b', list(null, true, [P('Listenwort.')])),
        grey(),
        body('c', quote('Zitatwort.', '§ 34 KWG')),
        grey(),
        section('d', 'Überschriftwort', [P('Text.')]),
      ]),
    ])
    const ink = imagesOf(pdf.file, 144, 1)[0] as Image
    expect(isGrey(inkOf(ink, where(pdf, 'Fußzeile.').word))).toBe(true)
    for (const w of ['Absatzwort.', 'Listenwort.', '„Zitatwort.“', 'Überschriftwort']) expect(isBlack(inkOf(ink, where(pdf, w).word)), w).toBe(true)
  })

  it('a quotation of the law stands in „ “ with its source, indented on both sides', async () => {
    const pdf = await render([docOf('Zitat', [body('a', P('Davor.'), quote(`Zitatanfang ${LONG}`, '§ 34 Abs. 1 KWG'))])])
    const text = pdf.pages.flat().map((w) => w.text).join(' ')
    expect(text).toContain('„Zitatanfang')
    expect(text).toMatch(/i“ \(§ 34 Abs\. 1 KWG\)/)
    const quoted = linesOf(pdf.pages[0] as Page).filter((l) => l.y0 >= lineWith(pdf, '„Zitatanfang').line.y0)
    expect(quoted.length).toBeGreaterThan(4)
    for (const l of quoted) {
      expect(l.x0, l.text.slice(0, 20)).toBeGreaterThan(MARGIN + 10)
      expect(l.x1, l.text.slice(0, 20)).toBeLessThan(A4.width - MARGIN - 10)
    }
  })
})

describe('lists', () => {
  const item = (k: number): string => `Punkt${k} steht hier mit einem Text, der lang genug ist, um über das Ende der ersten Zeile hinaus in eine zweite zu laufen.`

  it('an ordered list is numbered 1., 2., 3. at the margin, each number on the first line of its item, the text indented, its lines spaced like the body’s', async () => {
    const pdf = await render([docOf('Liste', [body('a', P(`Ein Absatz, der über zwei Zeilen läuft, weil er lang genug ist, um die Zeile zu füllen und noch ein Stück weiter.`), list(null, true, [1, 2, 3].map((k) => P(item(k)))), P(`Danach ${LONG}`))])])
    expectWithinMargins(pdf)
    const lines = linesOf(pdf.pages[0] as Page)
    const indents = new Set<number>()
    for (const k of [1, 2, 3]) {
      const { line, index } = lineWith(pdf, `${k}. Punkt${k}`)
      const mark = (pdf.pages[0] as Page).find((w) => w.text === `${k}.` && Math.abs(w.y0 - line.y0) < 1) as Word
      const text = where(pdf, `Punkt${k}`).word
      expect(mark.x0).toBeCloseTo(MARGIN, 0)
      expect(text.x0).toBeGreaterThan(mark.x1 + 3)
      const next = lines[index + 1] as Line
      expect(next.x0, 'the second line of the item under its first').toBeCloseTo(text.x0, 0)
      indents.add(Math.round(text.x0))
      // the same distance from line to line as within a paragraph of the body
      const para = lineWith(pdf, 'Ein Absatz')
      expect(next.y0 - line.y0).toBeCloseTo((para.lines[para.index + 1] as Line).y0 - para.line.y0, 0)
    }
    expect(indents.size).toBe(1)
  })

  it('an unordered list marks each item with a dash', async () => {
    const pdf = await render([docOf('Liste', [body('a', list(null, false, [P('Erstens.'), P('Zweitens.')]))])])
    expect(linesOf(pdf.pages[0] as Page).map((l) => l.text)).toEqual(['Liste', '– Erstens.', '– Zweitens.'])
  })

  it('a list of more than a hundred items keeps every number whole and clear of its text', async () => {
    const pdf = await render([docOf('Liste', [body('a', list(null, true, Array.from({ length: 120 }, (_, i) => P(`Eintrag ${i + 1}`))))])])
    const items = pdf.pages.flatMap((p) => linesOf(p)).filter((l) => /^\d+\. Eintrag \d+$/.test(l.text))
    expect(items.map((l) => l.text)).toEqual(Array.from({ length: 120 }, (_, i) => `${i + 1}. Eintrag ${i + 1}`))
    for (const p of pdf.pages)
      for (const w of p.filter((x) => x.text === 'Eintrag')) {
        const mark = p.find((x) => /^\d+\.$/.test(x.text) && Math.abs(x.y0 - w.y0) < 1) as Word
        expect(w.x0 - mark.x1, mark.text).toBeGreaterThan(3)
      }
  })
})

describe('page breaks, wherever on the page the text before ends', () => {
  /** One document for each amount of text before the part under test (SWEEP), all in one PDF. */
  const sweep = (part: Section): Promise<Pdf> => render(SWEEP.map(([n, l]) => docOf(`Probe-${n}-${l}`, [filler(n, l), part])))
  /** The pages on which the line starting with the text is the first line. */
  const leading = (pdf: Pdf, start: string): number => pdf.pages.filter((p) => linesOf(p)[0]?.text.startsWith(start) === true).length

  it('a short document stays on one page: its heading, list and signature under the text', async () => {
    const pdf = await render([docOf('Kurz', [body('a', P('Text.')), section('b', 'Abschnittstitel', [P('Mehr Text.'), list(null, true, [P('Punkt.')])]), SIGNATURE])])
    expect(pdf.pages).toHaveLength(1)
    expect(linesOf(pdf.pages[0] as Page).map((l) => l.text)).toEqual(['Kurz', 'Text.', 'Abschnittstitel', 'Mehr Text.', '1. Punkt.', 'Musterstadt, den 2. Mai 2024', 'Die Gemeindewahlleiterin', 'gez. Petra Paulsen'])
  })

  it('a heading never stands alone at the foot of a page: it goes to the next page with its text', async () => {
    const pdf = await sweep(section('b', 'Abschnittstitel', [P('Abschnittstext.')]))
    expect(pdf.pages.flat().filter((w) => w.text === 'Abschnittstitel')).toHaveLength(SWEEP.length)
    pdf.pages.forEach((p, i) => {
      const lines = linesOf(p)
      const k = lines.findIndex((l) => l.text === 'Abschnittstitel')
      if (k >= 0) expect(lines[k + 1]?.text, `page ${i + 1}`).toBe('Abschnittstext.')
    })
    expect(leading(pdf, 'Abschnittstitel')).toBeGreaterThan(0)
    expectWithinMargins(pdf)
  })

  it('a signature is never split across pages', async () => {
    const pdf = await sweep(SIGNATURE)
    const lines = pdf.pages.map(linesOf)
    expect(lines.flat().filter((l) => l.text === 'gez. Petra Paulsen')).toHaveLength(SWEEP.length)
    lines.forEach((ls, i) => {
      const k = ls.findIndex((l) => l.text.startsWith('Musterstadt, den'))
      if (k >= 0) expect(ls.slice(k).map((l) => l.text), `page ${i + 1}`).toEqual(['Musterstadt, den 2. Mai 2024', 'Die Gemeindewahlleiterin', 'gez. Petra Paulsen'])
    })
    expect(leading(pdf, 'Musterstadt, den')).toBeGreaterThan(0)
    expectWithinMargins(pdf)
  })

  it('the number of a list item goes with its text to the next page', async () => {
    const pdf = await sweep(body('b', list(null, true, [1, 2, 3, 4].map((k) => P(`Punkt${k} mit Text.`)))))
    const items = pdf.pages.flatMap(linesOf).filter((l) => /^\d\. Punkt\d mit Text\.$/.test(l.text))
    expect(items).toHaveLength(4 * SWEEP.length)
    // no number on a line of its own
    for (const p of pdf.pages) for (const l of linesOf(p)) expect(l.text).not.toMatch(/^\d\.$/)
    expect(leading(pdf, '1. Punkt') + leading(pdf, '2. Punkt') + leading(pdf, '3. Punkt') + leading(pdf, '4. Punkt')).toBeGreaterThan(0)
    expectWithinMargins(pdf)
  })
})
