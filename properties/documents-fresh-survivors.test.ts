// The module-level values of src/documents/ that the fresh mutation run of
// 2026-12-06 (mutation/survivors-documents-2026-12-06b.txt) left alive: the
// member counts in words of a body that ceased (finding.ts), the numbers in
// words and the bodies the linter knows (check.ts), the minimum of § 25
// Abs. 1 Satz 2 KWG in words (notice.ts), the kinds of document that are
// published (model.ts), and the fonts and the margins of the PDF
// (render-pdf.ts). A module-level value is evaluated when its module loads,
// before Stryker switches a mutant on; so each test here imports the module
// afresh (vi.resetModules) and computes everything inside the test.
// The expected texts are worked from the law: § 82 Abs. 1 Satz 6 HGO (a
// local advisory council with fewer than three members ceases), § 25 Abs. 1
// KWG (two weeks, at least five persons entitled to vote), § 27 KWG (the
// action lies against the body's decision, not against the returning
// officer's determination), and from the module header of render-pdf.ts
// (A4, margins of 25 mm, Debian's DejaVu or Liberation fonts).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { decideCase } from '../src/api.js'
import type { IsoDate, ListId } from '../src/domain/brand.js'
import type { MemberLeft } from '../src/domain/events.js'
import type { Finding } from '../src/documents/finding.js'
import type { DocumentKind, OfficialDocument, Setting } from '../src/documents/model.js'
import { paragraphsOf, plain, section } from '../src/explain/document.js'
import { indexCase } from '../src/explain/facts.js'
import { renderText } from '../src/explain/render-text.js'
import { OFFICE, readJson } from './support/office.js'

const fresh = {
  check: async (): Promise<typeof import('../src/documents/check.js')> => {
    vi.resetModules()
    return import('../src/documents/check.js')
  },
  notice: async (): Promise<typeof import('../src/documents/notice.js')> => {
    vi.resetModules()
    return import('../src/documents/notice.js')
  },
  dossier: async (): Promise<typeof import('../src/documents/dossier.js')> => {
    vi.resetModules()
    return import('../src/documents/dossier.js')
  },
  model: async (): Promise<typeof import('../src/documents/model.js')> => {
    vi.resetModules()
    return import('../src/documents/model.js')
  },
  pdf: async (): Promise<typeof import('../src/documents/render-pdf.js')> => {
    vi.resetModules()
    return import('../src/documents/render-pdf.js')
  },
}

const MUSTERSTADT = readJson('spec', 'examples', 'musterstadt.case.json')
const REVIEW = readJson('spec', 'examples', 'review.case.json')
const CASE3 = readJson('spec', 'cases', '03-ortsbeirat-erschoepft', 'case.json')
const LATE = (lang: 'de' | 'en'): Setting => ({ lang, office: OFFICE, publication: { date: '2030-01-01' as IsoDate, medium: 'Amtsblatt' } })

const documents = async (u: unknown, s: Setting): Promise<ReadonlyArray<OfficialDocument>> => {
  const r = (await fresh.dossier()).documentsOf(u, s)
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
  return r.right
}
const only = async (u: unknown, s: Setting, kind: DocumentKind): Promise<OfficialDocument> => {
  const found = (await documents(u, s)).filter((d) => d.kind === kind)
  if (found.length !== 1) throw new Error(`${found.length} documents of kind ${kind}`)
  return found[0] as OfficialDocument
}
const paragraph = (d: OfficialDocument, key: string): string => {
  const ps = paragraphsOf(d.doc).filter((p) => p.key === key)
  if (ps.length !== 1) throw new Error(`${ps.length} paragraphs ${key}`)
  return (ps[0] as { readonly text: string }).text
}

describe('a local advisory council that ceased says how many members it has left, in words for one and none (§ 82 Abs. 1 Satz 6 HGO)', () => {
  // Case 3: the Ortsbeirat of three loses a member with no one to succeed; with fewer than three members it ceases.
  const ceased = async (lang: 'de' | 'en', memberCount: number): Promise<string> => {
    const r = decideCase(CASE3)
    if (r._tag === 'Left') throw new Error('case 3')
    const ix = indexCase(r.right.case)
    const left = ix.ordered.find((e): e is MemberLeft => e._tag === 'memberLeft') as MemberLeft
    const f: Finding = {
      announced: { vacancy: left.member, list: 'CDU' as ListId, departure: left, outcome: 'vacant', successor: null, memberCount, skipped: [], determined: '2022-09-30' as IsoDate, date: '2022-10-01' as IsoDate, by: 'returningOfficer', review: null },
      tie: null,
      considered: [],
      reasoned: true,
      ceased: { on: '2022-09-14' as IsoDate, rule: 'hgo82.1.s6' },
    }
    return paragraph((await fresh.notice()).feststellung(ix, LATE(lang), f, []), 'finding.ceased')
  }

  it.each([
    [2, 'Damit hat der Ortsbeirat infolge des Ausscheidens von Vertretern nur noch 2 Mitglieder, also weniger als drei. ', 'After the departures the local advisory council [Ortsbeirat] thus has only 2 members, fewer than three. '],
    [1, 'Damit hat der Ortsbeirat infolge des Ausscheidens von Vertretern nur noch ein Mitglied, also weniger als drei. ', 'After the departures the local advisory council [Ortsbeirat] thus has only one member, fewer than three. '],
    [0, 'Damit hat der Ortsbeirat infolge des Ausscheidens von Vertretern kein Mitglied mehr, also weniger als drei. ', 'After the departures the local advisory council [Ortsbeirat] thus has no member left, fewer than three. '],
  ])('with %i members left it says so, and that three is the least it may have', { tags: ['hgo82.1.s6'] }, async (n, de, en) => {
    expect((await ceased('de', n)).startsWith(de)).toBe(true)
    expect((await ceased('en', n)).startsWith(en)).toBe(true)
  })
})

describe('the notice states the minimum of the support quorum in words, as § 25 Abs. 1 Satz 2 KWG has it', () => {
  it('the Bekanntmachung says “mindestens jedoch fünf Wahlberechtigte”', { tags: ['kwg25.1'] }, async () => {
    const d = await only(MUSTERSTADT, LATE('de'), 'bekanntmachung')
    expect(paragraph(d, 'remedy.quorum')).toContain('wenn ihn eins vom Hundert der Wahlberechtigten, mindestens jedoch fünf Wahlberechtigte, unterstützen;')
  })
})

describe('the documents made public are the notices of a determination, of a decision in review proceedings and of its finality', () => {
  it('the public kinds are the Bekanntmachung, the Beschluss and the notice of finality, and exactly those are titled as a notice', async () => {
    const { PUBLIC_KINDS } = await fresh.model()
    expect(PUBLIC_KINDS).toEqual(['bekanntmachung', 'beschluss', 'unanfechtbar'])
    const all = await documents(REVIEW, { lang: 'de', office: OFFICE, publication: { date: '2023-08-25' as IsoDate, medium: 'Amtsblatt' } })
    expect(all.map((d) => d.kind)).toEqual(['feststellung', 'bekanntmachung', 'benachrichtigung', 'zustellung', 'beschluss', 'unanfechtbar'])
    for (const d of all) expect(PUBLIC_KINDS.includes(d.kind), d.doc.title).toBe(/Bekanntmachung/.test(d.doc.title))
  })
})

describe('the linter knows the numbers of the law in words and the bodies that decide on objections (check.ts)', () => {
  const notice = async (): Promise<string> => renderText((await only(MUSTERSTADT, LATE('de'), 'bekanntmachung')).doc)
  const codes = async (text: string): Promise<ReadonlyArray<string>> => (await fresh.check()).checkNotice(text, { voters: 12_480 }).map((i) => i.code)
  const swap = (text: string, from: string, to: string): string => {
    expect(text).toContain(from)
    return text.replaceAll(from, to)
  }

  it('the library’s own notice, with “zwei Wochen” and “mindestens jedoch fünf”, is clean', { tags: ['kwg25.1'] }, async () => {
    expect(await codes(await notice())).toEqual([])
  })

  it('two weeks may be written “vierzehn Tagen”, but neither three weeks nor ten days are the two weeks of the law', { tags: ['kwg25.1'] }, async () => {
    const text = await notice()
    expect(await codes(swap(text, 'zwei Wochen', 'vierzehn Tagen'))).toEqual([])
    expect(await codes(swap(text, 'zwei Wochen', 'drei Wochen'))).toEqual(['period'])
    expect(await codes(swap(text, 'zwei Wochen', 'zehn Tagen'))).toEqual(['period'])
  })

  it('a minimum of three is not the five of the law, and the message quotes the law’s words', { tags: ['kwg25.1'] }, async () => {
    const text = swap(await notice(), 'mindestens jedoch fünf Wahlberechtigte', 'mindestens jedoch drei Wahlberechtigte')
    const issues = (await fresh.check()).checkNotice(text, { voters: 12_480 })
    expect(issues.map((i) => i.code)).toEqual(['quorumMinimum'])
    expect(issues[0]?.message).toContain('"mindestens jedoch fünf Wahlberechtigte"')
  })

  it.each(['Gemeindevertretung', 'Stadtverordnetenversammlung', 'Kreistag', 'Ortsbeirat', 'Ausländerbeirat'])(
    'a decision of the %s on objections asks for the action of § 27 KWG and no objection of its own',
    { tags: ['kwg27'] },
    async (body) => {
      const text = `Bekanntmachung nach § 58 Abs. 2 KWO\nDie Einsprüche gegen die Feststellung vom 22. August 2023 hat der ${body} zurückgewiesen.`
      expect(await codes(text)).toEqual(['action'])
    },
  )

  it('a returning officer who “hat festgestellt” announces a determination, not a decision: it needs the objection of § 25 KWG, not the action of § 27 KWG', { tags: ['kwg25.1', 'kwg27'] }, async () => {
    const text = 'Bekanntmachung nach § 58 Abs. 2 KWO\nDie Gemeindewahlleiterin hat am 30. August 2023 festgestellt: An die Stelle von Anna Arnold rückt Emil Engel nach.'
    const found = await codes(text)
    expect(found).toContain('period')
    expect(found).toContain('quorumMinimum')
    expect(found).not.toContain('action')
  })
})

describe('the PDF: margins of 25 mm, and Debian’s fonts looked for in their order (render-pdf.ts)', () => {
  const MARGIN = (25 / 25.4) * 72

  it('looks for DejaVu Serif first, then Liberation Serif of fonts-liberation2 and of the older fonts-liberation, regular and bold', async () => {
    const { FONT_CANDIDATES } = await fresh.pdf()
    expect(FONT_CANDIDATES).toEqual([
      { regular: '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf', bold: '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf' },
      { regular: '/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf', bold: '/usr/share/fonts/truetype/liberation2/LiberationSerif-Bold.ttf' },
      { regular: '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf', bold: '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf' },
    ])
  })

  it('sets the title 25 mm from the left and from the top edge of an A4 page', async () => {
    const doc: OfficialDocument = {
      kind: 'vermerk',
      date: '2024-05-02' as IsoDate,
      draft: [],
      doc: { kind: 'notice', lang: 'de', title: 'Probe', subtitle: null, sections: [section('note', '', [plain(null, 'Ein Absatz.')])] },
    }
    const r = await (await fresh.pdf()).renderPdf([doc])
    if (r._tag === 'Left') throw new Error(r.left)
    const file = join(mkdtempSync(join(tmpdir(), 'nachruecken-pdf-')), 'doc.pdf')
    writeFileSync(file, r.right)
    const bbox = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    const title = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="[\d.]+">Probe<\/word>/.exec(bbox)
    expect(title).not.toBeNull()
    expect(Number(title?.[1])).toBeCloseTo(MARGIN, 0)
    expect(Number(title?.[2])).toBeGreaterThan(MARGIN - 0.6)
    expect(Number(title?.[2])).toBeLessThan(MARGIN + 6)
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/^Page size: +595\.28 x 841\.89 pts \(A4\)$/m)
  })
})
