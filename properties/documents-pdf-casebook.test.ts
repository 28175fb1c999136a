// Issue 19, "done when": for both examples and every case of the case book,
// `notice CASE --office OFFICE --published DATE --format pdf` gives documents
// a returning officer could sign, and the cases that must be drafts say
// "Entwurf" and why. Rendered in-process (one PDF per case, as `notice
// --format pdf` makes it) and read back with poppler's pdftotext; each
// document starts a page, and its first page carries the office's letterhead
// with the Aktenzeichen, which splits the PDF into its documents.
//
// What is expected is worked from the law and the case files, not from the
// output: the two weeks and the Ausschlussfrist (§ 25 Abs. 1 Satz 1 KWG), "des
// Wahlkreises", the quorum (§ 25 Abs. 1 Satz 2: 1 %, at least five, 100 above
// 10,000), § 58 KWO (not § 55), the last day of the period (publication + 14
// days, §§ 187, 188 BGB), the date line (the day of the determination: the
// query date, or the recorded determination), the signatory (the returning
// officer; the body's chair for the body's own decisions, § 34 Abs. 4 KWG);
// no internal id and no address but the office's.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { IsoDate } from '../src/domain/brand.js'
import type { Office } from '../src/domain/office.js'
import { checkNotice } from '../src/documents/check.js'
import { documentsOf } from '../src/documents/dossier.js'
import type { DocumentKind, OfficialDocument } from '../src/documents/model.js'
import { renderPdf } from '../src/documents/render-pdf.js'
import { NO_CHAIR, OFFICE, readJson } from './support/office.js'
import { ROOT } from './support/vectors.js'

type Json = Record<string, unknown>
interface Ev {
  readonly date: string
  readonly type: string
  readonly vacancy?: string
}
const read = readJson
const FILE_NUMBER = 'Aktenzeichen: WL 034-2023/07'
const OFFICER = 'Die Gemeindewahlleiterin gez. Petra Paulsen'
const CHAIR = 'Der Vorsitzende der Gemeindevertretung gez. Hans Vogt'
const MEDIUM = 'Amtsblatt Nr. 1'

const ALL: ReadonlyArray<readonly [string, Json]> = [
  ['musterstadt', read('spec', 'examples', 'musterstadt.case.json')],
  ['review', read('spec', 'examples', 'review.case.json')],
  ...readdirSync(join(ROOT, 'spec', 'cases'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => [d.name, read('spec', 'cases', d.name, 'case.json')] as const),
]

// ---- worked by hand from the case files -------------------------------------------------------

/** The cases whose documents cannot be signed even with office, chair and publication, and why (substring of the reason). */
const DRAFTS: Readonly<Record<string, string>> = {
  // § 34 Abs. 1a Hs. 2 KWG: the returning officer draws the lot; a simulated one decides nothing
  '08-mehrheitswahl-los-simuliert': 'simulierten Los',
  // § 23 Abs. 2 Satz 2 KWG: the proof week runs; no determination yet
  '10-hinderungsgrund-beide-lesarten': 'kann noch nicht oder nicht getroffen werden',
  // § 33 Abs. 1 Nr. 4 KWG: § 34 does not apply
  '11-eingemeindung': 'kann noch nicht oder nicht getroffen werden',
  // § 82 Abs. 1 Satz 6 HGO: the Ortsbeirat ceased before Anke Roth left
  '18-ortsbeirat-entfaellt': 'kann noch nicht oder nicht getroffen werden',
}
/** The kinds of document of the cases that have no determination to publish. */
const NOTE_KINDS: Readonly<Record<string, ReadonlyArray<DocumentKind>>> = {
  '10-hinderungsgrund-beide-lesarten': ['vermerk', 'benachrichtigung'],
  '11-eingemeindung': ['vermerk'],
  '18-ortsbeirat-entfaellt': ['vermerk'],
}
/** The body determined after the returning officer's inaction (§ 34 Abs. 4 Satz 3 KWG): its Feststellung and Bekanntmachung are the chair's, with the § 27 remedy only. */
const BODY_DETERMINED: ReadonlySet<string> = new Set(['16-untaetiger-wahlleiter'])
/** The documents of the body's own decisions (§ 34 Abs. 4 Satz 2: on objections; Satz 3: after the returning officer's inaction). */
const CHAIR_SIGNS: Readonly<Record<string, ReadonlyArray<DocumentKind>>> = {
  review: ['beschluss'], // the Gemeindevertretung modified the determination on 12 October 2023
  '13-falscher-nachruecker-wahlpruefung': ['beschluss'], // it modified it on 12 May 2022
  '16-untaetiger-wahlleiter': ['feststellung', 'bekanntmachung'], // it determined on 20 July 2023
}

const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember']
const german = (iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  return `${d}. ${MONTHS[m - 1] as string} ${y}`
}
const plus = (iso: string, days: number): string => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')

const queryDate = (c: Json): string => {
  const q = c['query'] as { asOf?: string; state?: { asOf: string } }
  return q.state?.asOf ?? (q.asOf as string)
}
const events = (c: Json): ReadonlyArray<Ev> => c['events'] as ReadonlyArray<Ev>
/**
 * The Bekanntmachungen of a case, in order: the day of the determination (the recorded one, else the query date:
 * a due determination is made on it) and the day of publication (the recorded announcement, else the date given).
 */
const notices = (c: Json): ReadonlyArray<{ readonly determined: string; readonly published: string }> => {
  const recorded = events(c).filter((e) => e.type === 'determination')
  if (recorded.length === 0) return [] // filled in by the caller from the number of departures
  return recorded.map((d) => ({ determined: d.date, published: events(c).find((e) => e.type === 'announcement' && e.vacancy === d.vacancy)?.date ?? queryDate(c) }))
}
/** Supporters needed (§ 25 Abs. 1 Satz 2 KWG): 1 % rounded up, at least five; 100 above 10,000. */
const quorum = (voters: number): number => (voters > 10_000 ? 100 : Math.max(5, Math.ceil(voters / 100)))

// ---- reading the PDF back ---------------------------------------------------------------------

const flat = (s: string): string => s.replace(/\s+/g, ' ')
const pdftotext = (bytes: Uint8Array): string => {
  const file = join(mkdtempSync(join(tmpdir(), 'nachruecken-pdf-')), 'doc.pdf')
  writeFileSync(file, bytes)
  // without the page numbers ("1 / 2")
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/^\s*\d+ ?\/ ?\d+\s*$/gm, '')
}
/** The text of each document: a document starts on the page that carries the letterhead's Aktenzeichen. */
const perDocument = (text: string): ReadonlyArray<string> =>
  text
    .split('\f')
    .map(flat)
    .reduce<string[]>((acc, page) => (page.includes(FILE_NUMBER) || acc.length === 0 ? [...acc, page] : [...acc.slice(0, -1), `${acc[acc.length - 1] as string} ${page}`]), [])
    .map((t) => flat(t).trim())
    .filter((t) => t !== '')

const render = async (docs: ReadonlyArray<OfficialDocument>): Promise<ReadonlyArray<string>> => {
  const pdf = await renderPdf(docs)
  if (pdf._tag === 'Left') throw new Error(pdf.left)
  return perDocument(pdftotext(pdf.right))
}
const documents = (c: Json, office: Office, published: string): ReadonlyArray<OfficialDocument> => {
  const r = documentsOf(c, { lang: 'de', office, publication: { date: published as IsoDate, medium: MEDIUM } })
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
  return r.right
}

const ids = (c: Json): ReadonlyArray<string> => (c['lists'] as Array<{ candidates: Array<{ id: string }> }>).flatMap((l) => l.candidates.map((k) => k.id))
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** What every document must (not) show: no candidate id as a word, no postcode but the office's, the draft mark exactly where due. */
const checkEvery = (name: string, c: Json, d: OfficialDocument, t: string): void => {
  expect(t, `${d.kind}: title`).toContain(flat(d.doc.title))
  for (const id of ids(c)) expect(t, `${d.kind} names ${id}`).not.toMatch(new RegExp(`(^|[\\s(,])${escape(id)}([\\s),.;:]|$)`))
  for (const m of t.matchAll(/\b\d{5} [A-ZÄÖÜ][\wäöüß-]+/g)) expect(m[0], `${d.kind}: an address`).toBe('34567 Musterstadt')
  expect(t).not.toMatch(/Stra(ß|ss)e \d/)
  const why = DRAFTS[name]
  if (why === undefined) {
    expect(t, `${d.kind} is no draft`).not.toMatch(/Entwurf/i)
    expect(t).not.toContain('(Name)')
  } else {
    expect(t, `${d.kind} says it is a draft`).toContain('Dieses Schriftstück ist ein Entwurf, weil:')
    expect(t, `${d.kind} says why`).toContain(why)
  }
}

/** The Bekanntmachung of the returning officer: §§ 25, 34 KWG, § 58 KWO, the day the period ends, the date line, the signatory. */
const checkOfficerNotice = (c: Json, t: string, n: { readonly determined: string; readonly published: string }): void => {
  const voters = (c['body'] as { eligibleVoters: number }).eligibleVoters
  for (const r of [
    'jede wahlberechtigte Person des Wahlkreises',
    'binnen einer Ausschlussfrist von zwei Wochen nach dieser öffentlichen Bekanntmachung',
    `die Frist endet mit Ablauf des ${german(plus(n.published, 14))}`,
    'eins vom Hundert der Wahlberechtigten, mindestens jedoch fünf Wahlberechtigte',
    'bei mehr als 10.000 Wahlberechtigten müssen mindestens 100 Wahlberechtigte',
    `Im Wahlkreis sind ${thousands(voters)} Personen wahlberechtigt; erforderlich sind somit mindestens ${thousands(quorum(voters))} Unterstützende`,
    'schriftlich oder zur Niederschrift bei der Gemeindewahlleiterin, Rathaus Musterstadt, Marktplatz 1, 34567 Musterstadt, Zimmer 12',
    'im Einzelnen zu begründen',
    'innerhalb eines Monats nach Zustellung oder Verkündung die Klage',
    'ein Widerspruchsverfahren findet nicht statt (§ 27 KWG)',
    '§ 34 Abs. 3 KWG i. V. m. § 58 Abs. 2 KWO',
    `Musterstadt, den ${german(n.determined)} ${OFFICER}`,
    `Veröffentlicht am ${german(n.published)} in: ${MEDIUM}`,
  ])
    expect(t, r).toContain(r)
  expect(t).not.toContain('§ 55')
  expect(checkNotice(t, { voters }).filter((i) => i.severity === 'error')).toEqual([])
}

/** The body's own determination (§ 34 Abs. 4 Satz 3 KWG): the § 27 action, no objection period, signed by the chair. */
const checkBodyNotice = (t: string, determined: string): void => {
  for (const r of ['anstelle des untätig gebliebenen Wahlleiters festgestellt (§ 34 Abs. 4 Satz 3 KWG)', 'den Beteiligten und der Aufsichtsbehörde innerhalb eines Monats nach Zustellung oder Verkündung die Klage', 'ein Widerspruchsverfahren findet nicht statt (§ 27 KWG)', '§ 58 Abs. 2 KWO', `Musterstadt, den ${german(determined)} ${CHAIR}`])
    expect(t, r).toContain(r)
  expect(t).not.toContain('Ausschlussfrist')
}

describe('every example and case-book case as a PDF a returning officer can sign, read back with pdftotext', () => {
  it.each(ALL)('%s: the documents, each element of the Bekanntmachung, no id, no address, drafts that say why', async (name, c) => {
    const published = queryDate(c)
    const docs = documents(c, OFFICE, published)
    const texts = await render(docs)
    expect(texts).toHaveLength(docs.length)
    docs.forEach((d, i) => checkEvery(name, c, d, texts[i] as string))
    const kinds = docs.map((d) => d.kind)
    if (NOTE_KINDS[name] !== undefined) return expect(kinds).toEqual(NOTE_KINDS[name])
    const own = texts.filter((_, i) => kinds[i] === 'bekanntmachung')
    // one Bekanntmachung per departure: recorded determinations, or (none recorded) each due on the query date
    const departures = events(c).filter((e) => e.type === 'memberLeft').length
    const expected = notices(c).length > 0 ? notices(c) : Array.from({ length: 'state' in (c['query'] as Json) ? departures : 1 }, () => ({ determined: queryDate(c), published }))
    expect(own).toHaveLength(expected.length)
    own.forEach((t, i) => {
      const n = expected[i] as { determined: string; published: string }
      if (BODY_DETERMINED.has(name)) checkBodyNotice(t, n.determined)
      else checkOfficerNotice(c, t, n)
    })
  })

  it.each(Object.entries(CHAIR_SIGNS))('%s: the body’s own decisions are signed by its chair, and without a chair in the profile they are drafts that say so', async (name, kinds) => {
    const c = (ALL.find(([n]) => n === name) as readonly [string, Json])[1]
    const pick = (office: Office): ReadonlyArray<OfficialDocument> => documents(c, office, queryDate(c)).filter((d) => kinds.includes(d.kind))
    const [withChair, without] = [await render(pick(OFFICE)), await render(pick(NO_CHAIR))]
    expect(withChair).toHaveLength(kinds.length)
    expect(without).toHaveLength(kinds.length)
    for (const t of withChair) {
      expect(t).toContain(CHAIR)
      expect(t).not.toMatch(/Entwurf/i)
    }
    for (const t of without) {
      expect(t).toContain('Dieses Schriftstück ist ein Entwurf, weil:')
      expect(t).toContain('von der oder dem Vorsitzenden der Gemeindevertretung, nicht vom Wahlleiter')
      expect(t).toContain('Behördenprofil (chair)')
      expect(t).toContain('Die oder der Vorsitzende der Gemeindevertretung gez. (Name)')
    }
  })

  it('the court’s decision (case 24) is announced by the returning officer: no chair needed', async () => {
    const c = (ALL.find(([n]) => n === '24-klage-gegen-beschluss') as readonly [string, Json])[1]
    // the body's resolution of 8 December 2022 comes first (its chair signs it); the court's decision is the last
    const [t] = await render(documents(c, NO_CHAIR, queryDate(c)).filter((d) => d.kind === 'beschluss').slice(-1))
    expect(t).toContain('Das Verwaltungsgericht hat am 14. Juni 2023')
    expect(t).toContain(OFFICER)
    expect(t).not.toMatch(/Entwurf/i)
  })
})
