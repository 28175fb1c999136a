// The documents a returning officer signs (issue 19): the office profile and
// its errors, the elements each kind of document must carry (worked out from
// §§ 23, 25–27, 34 KWG and § 58 KWO, not copied from the output), drafts that
// say why, no internal id and no private address in a public document, no
// document reporting an event after its own date, and the PDF read back with
// poppler's pdftotext.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Ajv2020 } from 'ajv/dist/2020.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkNotice } from '../src/documents/check.js'
import { validCase } from '../src/oracle/arbitraries.js'
import { decodeOffice, decodePublication } from '../src/codec/office.js'
import type { Office, Publication } from '../src/domain/office.js'
import { documentsOf } from '../src/documents/dossier.js'
import { type DocumentKind, type OfficialDocument, PUBLIC_KINDS, type Setting } from '../src/documents/model.js'
import { renderPdf } from '../src/documents/render-pdf.js'
import { paragraphsOf } from '../src/explain/document.js'
import { renderHtmlPages } from '../src/explain/render-html.js'
import { renderText } from '../src/explain/render-text.js'
import { ROOT } from './support/vectors.js'

const read = (...p: string[]): unknown => JSON.parse(readFileSync(join(ROOT, ...p), 'utf8'))
const MUSTERSTADT = read('spec', 'examples', 'musterstadt.case.json')
const REVIEW = read('spec', 'examples', 'review.case.json')
const OFFICE_JSON = read('spec', 'examples', 'musterstadt.office.json') as Record<string, unknown>
const decoded = decodeOffice(OFFICE_JSON)
if (decoded._tag === 'Left') throw new Error(JSON.stringify(decoded.left))
const OFFICE: Office = decoded.right
const PUBLISHED: Publication = { date: '2023-09-01' as Publication['date'], medium: 'Musterstädter Anzeiger Nr. 35' }
const SIGNED: Setting = { lang: 'de', office: OFFICE, publication: PUBLISHED }
const BARE: Setting = { lang: 'de', office: null, publication: null }

const CASES = readdirSync(join(ROOT, 'spec', 'cases'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => [d.name, read('spec', 'cases', d.name, 'case.json')] as const)

const docs = (u: unknown, s: Setting): ReadonlyArray<OfficialDocument> => {
  const r = documentsOf(u, s)
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
  return r.right
}
const one = (u: unknown, s: Setting, kind: DocumentKind): OfficialDocument => {
  const d = docs(u, s).find((x) => x.kind === kind)
  if (d === undefined) throw new Error(`no ${kind}`)
  return d
}
/** The text with every run of white space as one space (a PDF breaks lines anywhere). */
const flat = (s: string): string => s.replace(/\s+/g, ' ')
const textOf = (d: OfficialDocument): string => flat(renderText(d.doc))

/** What each kind must say for the Musterstadt case (Emil Engel succeeds Anna Arnold; published 1 September 2023). */
const REQUIRED: Readonly<Record<'feststellung' | 'bekanntmachung' | 'benachrichtigung' | 'zustellung', ReadonlyArray<string>>> = {
  feststellung: [
    'Feststellung nach § 34 Abs. 3 Satz 1 KWG',
    'Anna Arnold',
    '15. August 2023',
    'Verzicht auf den Sitz',
    'Anna Arnold (Wahlvorschlag „SPD“)',
    'An die Stelle von Anna Arnold rückt Emil Engel',
    'Bernd Bauer (Listenplatz 9, 820 Stimmen): bleibt unberücksichtigt',
    '§ 34 Abs. 2 Nr. 2 KWG',
    '§ 34 Abs. 2 Nr. 1 KWG',
    '§ 58 Abs. 1 KWO',
    'Aktenzeichen: WL 034-2023/07',
    'Musterstadt, den 30. August 2023',
    'Die Gemeindewahlleiterin',
    'gez. Petra Paulsen',
  ],
  bekanntmachung: [
    'Öffentliche Bekanntmachung',
    'Anna Arnold (Wahlvorschlag „SPD“)',
    'An die Stelle von Anna Arnold rückt Emil Engel',
    'die meisten Stimmen (655 Stimmen)',
    'jede wahlberechtigte Person des Wahlkreises',
    'binnen einer Ausschlussfrist von zwei Wochen nach dieser öffentlichen Bekanntmachung',
    // published on 1 September 2023: 14 days on, § 188 Abs. 2 BGB
    'die Frist endet mit Ablauf des 15. September 2023',
    'eins vom Hundert der Wahlberechtigten, mindestens jedoch fünf Wahlberechtigte',
    'bei mehr als 10.000 Wahlberechtigten müssen mindestens 100 Wahlberechtigte',
    'schriftlich oder zur Niederschrift bei der Gemeindewahlleiterin, Rathaus Musterstadt, Marktplatz 1, 34567 Musterstadt, Zimmer 12',
    'im Einzelnen zu begründen',
    '§ 25 Abs. 2 KWG',
    'bestätigt die Feststellung, hebt sie auf oder ändert sie ab',
    'den Beteiligten und der Aufsichtsbehörde innerhalb eines Monats nach Zustellung oder Verkündung die Klage im Verwaltungsstreitverfahren',
    'ein Widerspruchsverfahren findet nicht statt (§ 27 KWG)',
    '§ 34 Abs. 3 KWG i. V. m. § 58 Abs. 2 KWO',
    'Emil Engel behält den Sitz',
    'Musterstadt, den 30. August 2023',
    'gez. Petra Paulsen',
    'Veröffentlicht am 1. September 2023 in: Musterstädter Anzeiger Nr. 35',
  ],
  benachrichtigung: ['Emil Engel', 'Feststellung vom 30. August 2023', 'an die Stelle von Anna Arnold', 'Rechtsstellung', '§ 34 Abs. 3 Satz 2 KWG', '§ 23 Abs. 1 KWG', 'gez. Petra Paulsen'],
  zustellung: ['§ 58 Abs. 1 KWO', 'Anna Arnold', 'Emil Engel', 'Kreisausschuss des Landkreises Musterkreis – Kommunalaufsicht', 'zugestellt am'],
}

describe('the office profile (nachruecken.office/1)', () => {
  it('the example profile decodes and conforms to its schema', () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true })
    const validate = ajv.compile(read('spec', 'schema', 'office.schema.json') as object)
    expect(validate(OFFICE_JSON), JSON.stringify(validate.errors)).toBe(true)
    expect(validate({ ...OFFICE_JSON, street: 'x' })).toBe(false)
    expect(OFFICE.officer).toEqual({ title: 'Gemeindewahlleiterin', name: 'Petra Paulsen' })
  })

  it('a bad profile gets every error with its JSON path', () => {
    const bad = { ...OFFICE_JSON, authority: { kind: 'dorf', name: 'X' }, officer: { title: 'Wahlleiter', name: '' }, extra: 1 }
    const r = decodeOffice(bad)
    expect(r._tag).toBe('Left')
    if (r._tag === 'Left') {
      const lines = r.left.errors.map((e) => `${e.path}: ${e.message}`)
      expect(lines).toContain('extra: unknown field')
      expect(lines.some((l) => l.startsWith('authority.kind: expected one of "gemeinde", "stadt", "landkreis"'))).toBe(true)
      expect(lines.some((l) => l.startsWith('officer.name: expected a non-empty string'))).toBe(true)
    }
    const missing = decodeOffice({ format: 'nachruecken.office/1' })
    expect(missing._tag === 'Left' && missing.left.errors.map((e) => e.path)).toEqual(['authority', 'officer', 'objection', 'place', 'supervisoryAuthority'])
  })

  it('the publication needs a calendar date and a medium', () => {
    expect(decodePublication('2023-02-30', 'Amtsblatt')._tag).toBe('Left')
    expect(decodePublication('2023-09-01', ' ')._tag).toBe('Left')
    expect(decodePublication('2023-09-01', 'Amtsblatt')).toEqual({ _tag: 'Right', right: { date: '2023-09-01', medium: 'Amtsblatt' } })
  })
})

describe('the documents of a determination carry every element their norms require', () => {
  it('the Musterstadt case gives the Feststellung, the Bekanntmachung, the Benachrichtigung and the service list, none a draft', () => {
    const all = docs(MUSTERSTADT, SIGNED)
    expect(all.map((d) => d.kind)).toEqual(['feststellung', 'bekanntmachung', 'benachrichtigung', 'zustellung'])
    for (const d of all) expect(d.draft, d.kind).toEqual([])
    for (const d of all) expect(textOf(d)).not.toContain('ENTWURF')
  })

  it.each(Object.entries(REQUIRED))('the %s says what it must', (kind, required) => {
    const text = textOf(one(MUSTERSTADT, SIGNED, kind as DocumentKind))
    for (const r of required) expect(text, r).toContain(r)
  })

  it('the objection period runs from the publication, not from the signature', () => {
    const later = textOf(one(MUSTERSTADT, { ...SIGNED, publication: { ...PUBLISHED, date: '2023-09-08' as Publication['date'] } }, 'bekanntmachung'))
    expect(later).toContain('die Frist endet mit Ablauf des 22. September 2023')
    expect(later).not.toContain('13. September 2023')
  })

  it('a publication before the determination is refused', () => {
    const r = documentsOf(MUSTERSTADT, { ...SIGNED, publication: { ...PUBLISHED, date: '2023-08-29' as Publication['date'] } })
    expect(r._tag === 'Left' && r.left.errors[0]?.path).toBe('--published')
  })

  it('the quorum of a small district is the minimum of five', () => {
    const small = { ...(MUSTERSTADT as Record<string, unknown>), body: { ...((MUSTERSTADT as Record<string, unknown>)['body'] as object), eligibleVoters: 420 } }
    expect(textOf(one(small, SIGNED, 'bekanntmachung'))).toContain('Im Wahlkreis sind 420 Personen wahlberechtigt; erforderlich sind somit mindestens 5 Unterstützende.')
  })

  it('an exhausted list: the seat stays empty and the member count falls (case 3)', () => {
    const c = CASES.find(([n]) => n.startsWith('03-'))?.[1]
    const text = textOf(one(c, SIGNED, 'bekanntmachung'))
    expect(text).toContain('bleibt unbesetzt; die gesetzliche Mitgliederzahl des Ortsbeirats vermindert sich für die laufende Wahlzeit auf 2')
    expect(docs(c, SIGNED).map((d) => d.kind)).not.toContain('benachrichtigung')
  })

  it('a drawn lot is stated with its date and who drew it (case 9)', () => {
    const c = CASES.find(([n]) => n.startsWith('09-'))?.[1]
    const b = one(c, SIGNED, 'bekanntmachung')
    expect(b.draft).toEqual([])
    expect(textOf(b)).toMatch(/Das am \d+\. \w+ \d{4} von der Gemeindewahlleiterin Petra Paulsen gezogene Los hat für [^.]+ entschieden \(§ 34 Abs\. 1a Hs\. 2 KWG\)/)
  })
})

describe('drafts say why they are drafts', () => {
  it('without an office profile and a publication every document is a draft with the reasons', () => {
    for (const d of docs(MUSTERSTADT, BARE)) {
      const text = textOf(d)
      expect(text, d.kind).toContain('ENTWURF')
      expect(text).toContain('--office')
      expect(text).toContain('gez. (Name)')
    }
    const notice = textOf(one(MUSTERSTADT, BARE, 'bekanntmachung'))
    expect(notice).toContain('--published, --in')
    expect(notice).not.toMatch(/Frist endet mit Ablauf/)
  })

  it('a determination resting on a simulated lot is a draft even with office and publication (case 8)', () => {
    const c = CASES.find(([n]) => n.startsWith('08-'))?.[1]
    for (const d of docs(c, { ...SIGNED, publication: { ...PUBLISHED, date: '2030-01-01' as Publication['date'] } })) {
      expect(d.draft.some((r) => r.includes('simulierten Los')), d.kind).toBe(true)
      expect(textOf(d)).toContain('ENTWURF')
    }
  })

  it('a proof awaited gives a note and the notification with the one-week instruction, both drafts (case 10)', () => {
    const c = CASES.find(([n]) => n.startsWith('10-'))?.[1]
    const all = docs(c, SIGNED)
    expect(all.map((d) => d.kind)).toEqual(['vermerk', 'benachrichtigung'])
    for (const d of all) expect(d.draft.length).toBeGreaterThan(0)
    const letter = textOf(all[1] as OfficialDocument)
    expect(letter).toContain('nur binnen einer Woche nach Zustellung dieser Benachrichtigung nachweisen (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 2 Satz 2 KWG)')
    expect(letter).toContain('gilt die Rechtsstellung als Vertreterin oder Vertreter als nicht erworben (§ 23 Abs. 2 Satz 3 KWG)')
  })

  it('no succession (case 11) gives only a note that says why', () => {
    const c = CASES.find(([n]) => n.startsWith('11-'))?.[1]
    const all = docs(c, SIGNED)
    expect(all.map((d) => d.kind)).toEqual(['vermerk'])
    expect(textOf(all[0] as OfficialDocument)).toContain('§ 33 Abs. 1 Nr. 4 KWG')
  })
})

describe('after a review (spec/examples/review.case.json)', () => {
  const all = (): ReadonlyArray<OfficialDocument> => docs(REVIEW, { ...SIGNED, publication: { date: '2023-08-25' as Publication['date'], medium: 'Amtsblatt' } })

  it('the recorded determination, its notice, the body’s decision with its § 27 remedy and the finality', () => {
    expect(all().map((d) => [d.kind, d.date])).toEqual([
      ['feststellung', '2023-08-22'],
      ['bekanntmachung', '2023-08-22'],
      ['benachrichtigung', '2023-08-22'],
      ['zustellung', '2023-08-22'],
      ['beschluss', '2023-10-12'],
      ['unanfechtbar', '2023-11-14'],
    ])
    const notice = textOf(all()[1] as OfficialDocument)
    // announced on 25 August 2023: the period ends on 8 September
    expect(notice).toContain('die Frist endet mit Ablauf des 8. September 2023')
    expect(notice).toContain('An die Stelle von Anna Arnold rückt Frieda Fuchs')
    // the recorded determination deviates from the law: the notice does not claim the most votes for Frieda Fuchs
    expect(notice).not.toContain('Frieda Fuchs hat unter den noch nicht berufenen')
    const decision = textOf(all()[4] as OfficialDocument)
    expect(decision).toContain('hat die Gemeindevertretung am 12. Oktober 2023 die Feststellung dahin abgeändert, dass Emil Engel an die Stelle von Anna Arnold nachrückt')
    expect(decision).toContain('innerhalb eines Monats nach Zustellung oder Verkündung')
    expect(decision).toContain('Bis zur Rechtskraft der Entscheidung bleibt es bei der Feststellung vom 22. August 2023 (§ 34 Abs. 5 KWG)')
    const final = textOf(all()[5] as OfficialDocument)
    expect(final).toContain('seit dem 14. November 2023 unanfechtbar')
    expect(final).toContain('Emil Engel ist von diesem Tag an Mitglied der Gemeindevertretung; Frieda Fuchs scheidet mit diesem Tag aus')
    expect(final).toContain('§ 34 Abs. 6 KWG')
  })

  it('no document reports an event dated after its own date', () => {
    const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember']
    // the day of publication lies ahead of a document by nature, and so does the end of a period it announces ("mit Ablauf des …")
    const forward = new Set(['footer.published', 'remedy.objection'])
    const every = [...all(), ...CASES.flatMap(([, c]) => docs(c, { ...SIGNED, publication: null }))]
    for (const d of every)
      for (const p of paragraphsOf(d.doc)) {
        if (p.key !== null && forward.has(p.key)) continue
        const past = p.text.replace(new RegExp(`Ablauf des \\d{1,2}\\. (${MONTHS.join('|')}) \\d{4}`, 'g'), '')
        for (const m of past.matchAll(new RegExp(`(\\d{1,2})\\. (${MONTHS.join('|')}) (\\d{4})`, 'g'))) {
          const iso = `${m[3]}-${String(MONTHS.indexOf(m[2] as string) + 1).padStart(2, '0')}-${(m[1] as string).padStart(2, '0')}`
          expect(iso <= d.date, `${d.kind} of ${d.date}: ${p.text}`).toBe(true)
        }
      }
  })
})

describe('no public document contains an internal id or a private address', () => {
  const ids = (u: unknown): ReadonlyArray<string> =>
    ((u as { lists: Array<{ candidates: Array<{ id: string }> }> }).lists ?? []).flatMap((l) => l.candidates.map((k) => k.id))
  const officeLines = new Set(OFFICE.objection.address)

  it.each([['musterstadt', MUSTERSTADT] as const, ['review', REVIEW] as const, ...CASES])('%s', (_name, c) => {
    for (const setting of [SIGNED, BARE])
      for (const d of docs(c, { ...setting, publication: setting.publication === null ? null : { ...PUBLISHED, date: '2030-01-01' as Publication['date'] } })) {
        const text = renderText(d.doc)
        // every candidate id, as a word of its own (an id like "A-1" inside "SPD-A-10" does not count)
        for (const id of ids(c)) expect(text, `${d.kind} names ${id}`).not.toMatch(new RegExp(`(^|[\\s(,])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([\\s),.;:]|$)`))
        if (!PUBLIC_KINDS.includes(d.kind)) continue
        // a postcode appears only in the office's own address
        for (const m of text.matchAll(/\b\d{5} [A-ZÄÖÜ][\wäöüß-]+/g)) expect([...officeLines].some((l) => l.includes(m[0])), m[0]).toBe(true)
      }
  })
})

const pdftotext = (bytes: Uint8Array): string => {
  const dir = mkdtempSync(join(tmpdir(), 'nachruecken-pdf-'))
  const file = join(dir, 'doc.pdf')
  writeFileSync(file, bytes)
  // without the page numbers ("1 / 2"), which stand between the text of two pages
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/^\s*\d+ ?\/ ?\d+\s*$/gm, '')
}
const pdffonts = (bytes: Uint8Array): string => {
  const dir = mkdtempSync(join(tmpdir(), 'nachruecken-pdf-'))
  const file = join(dir, 'doc.pdf')
  writeFileSync(file, bytes)
  return execFileSync('pdffonts', [file], { encoding: 'utf8' })
}

describe('the PDF (pdfkit, read back with poppler)', () => {
  it.each(Object.entries(REQUIRED))('the %s as PDF: A4, embedded fonts, every required element with umlauts, „ “, § and –', async (kind, required) => {
    const d = one(MUSTERSTADT, SIGNED, kind as DocumentKind)
    const pdf = await renderPdf([d])
    expect(pdf._tag).toBe('Right')
    if (pdf._tag !== 'Right') return
    expect(Buffer.from(pdf.right.subarray(0, 5)).toString()).toBe('%PDF-')
    const text = flat(pdftotext(pdf.right))
    for (const r of required) expect(text, r).toContain(r)
    expect(text).not.toContain('ENTWURF')
    // every font embedded (the "emb" column says yes)
    const fonts = pdffonts(pdf.right).split('\n').slice(2).filter((l) => l.trim() !== '')
    expect(fonts.length).toBeGreaterThan(0)
    for (const f of fonts) expect(f).toMatch(/ yes +yes +yes /)
    expect(execFileSync('pdfinfo', ['-'], { input: pdf.right, encoding: 'utf8' })).toMatch(/Page size: +595\.28 x 841\.89 pts \(A4\)/)
  })

  it('a draft PDF says ENTWURF and why; the review’s six documents each start a page', async () => {
    const draft = await renderPdf(docs(MUSTERSTADT, BARE))
    if (draft._tag !== 'Right') throw new Error(draft.left)
    const text = flat(pdftotext(draft.right))
    expect(text).toContain('ENTWURF – nicht zur Unterschrift und nicht zur Veröffentlichung')
    expect(text).toContain('Kein Behördenprofil angegeben (--office)')
    const review = await renderPdf(docs(REVIEW, { ...SIGNED, publication: { date: '2023-08-25' as Publication['date'], medium: 'Amtsblatt' } }))
    if (review._tag !== 'Right') throw new Error(review.left)
    const pages = pdftotext(review.right).split('\f')
    for (const title of ['Feststellung nach § 34 Abs. 3 Satz 1 KWG', 'Öffentliche Bekanntmachung über das Nachrücken', 'Bekanntmachung des Beschlusses der Gemeindevertretung über Einsprüche', 'Bekanntmachung: Abschluss des Wahlprüfungsverfahrens'])
      expect(pages.some((p) => flat(p).includes(title)), title).toBe(true)
  })

  // every example and case-book case as a PDF, element by element: documents-pdf-casebook.test.ts

  it('without a font the PDF is refused with the package to install', async () => {
    const r = await renderPdf([one(MUSTERSTADT, SIGNED, 'bekanntmachung')], null)
    expect(r._tag === 'Left' && r.left).toContain('fonts-dejavu-core')
  })
})

describe('over generated cases (fast-check)', () => {
  it('the documents are total, name no candidate by id, and each public notice passes the linter', () => {
    fc.assert(
      fc.property(validCase(), fc.boolean(), (c, signed) => {
        const r = documentsOf(c, signed ? { ...SIGNED, publication: { ...PUBLISHED, date: '2099-12-31' as Publication['date'] } } : BARE)
        if (r._tag === 'Left') return
        const ids = (c as { lists: Array<{ candidates: Array<{ id: string }> }> }).lists.flatMap((l) => l.candidates.map((k) => k.id))
        const voters = (c as { body: { eligibleVoters: number | null } }).body.eligibleVoters ?? null
        for (const d of r.right) {
          const text = renderText(d.doc)
          for (const id of ids) expect(text.split(/[\s(),.;:„“]+/)).not.toContain(id)
          if (signed && d.kind === 'bekanntmachung' && d.draft.length === 0) expect(checkNotice(text, { voters }).filter((i) => i.severity === 'error')).toEqual([])
          if (!signed) expect(d.draft.length).toBeGreaterThan(0)
        }
      }),
      { numRuns: 150 },
    )
  })
})

describe('the HTML of the documents', () => {
  it('one page with a print style sheet for A4, each document an article on its own page, a draft marked', () => {
    const all = docs(REVIEW, BARE)
    const html = renderHtmlPages(all.map((d) => d.doc))
    expect(html).toContain('@page{size:A4;margin:25mm')
    expect(html).toContain('article+article{break-before:page')
    expect(html.match(/<article class="notice draft">/g)?.length).toBe(all.length)
    expect(renderHtmlPages(docs(MUSTERSTADT, SIGNED).map((d) => d.doc))).not.toContain('draft">')
  })
})
