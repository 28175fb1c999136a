// The documents of src/documents/ read closely, part by part, where the
// fresh mutation run of 2026-12-06 found them unpinned (finding.ts,
// model.ts, dossier.ts, check.ts): the English texts, the keys and the
// candidates of each paragraph (for styling and tests: the HTML's data-key),
// the frame (draft mark, letterhead, signature, footer), the documents of a
// state seat by seat (each seat's own publication, its own review, the member
// count as seats stay empty, a recorded determination that deviates from the
// law), and the linter's reading of a notice (words for numbers, case,
// hyphenation and spacing as pdftotext leaves them, each element's message).
// Every expected text is worked from the case's facts and the law
// (§§ 23, 25–27, 34 KWG, § 58 KWO; spec/documents.md, spec/notice-check/).
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { decideCase } from '../src/api.js'
import type { CandidateId, IsoDate, ListId } from '../src/domain/brand.js'
import type { MemberLeft } from '../src/domain/events.js'
import type { Publication } from '../src/domain/office.js'
import { checkNotice, type NoticeIssue } from '../src/documents/check.js'
import { documentsOf } from '../src/documents/dossier.js'
import { type Finding, rankingList } from '../src/documents/finding.js'
import { type DocumentKind, monthsWords, type OfficialDocument, officerNoun, PUBLIC_KINDS, type Setting, weeksWords } from '../src/documents/model.js'
import { feststellung } from '../src/documents/notice.js'
import { type Block, findSection, type ListBlock, type Paragraph, paragraphsOf, type Section } from '../src/explain/document.js'
import { indexCase } from '../src/explain/facts.js'
import { renderHtmlPages } from '../src/explain/render-html.js'
import { renderText } from '../src/explain/render-text.js'
import { majority } from './support/fixtures.js'
import { OFFICE, OFFICE_JSON, officeOf, readJson } from './support/office.js'
import { ROOT } from './support/vectors.js'

type Json = Record<string, unknown>

const caseOf = (prefix: string): Json => {
  const dir = readdirSync(join(ROOT, 'spec', 'cases')).find((d) => d.startsWith(prefix))
  if (dir === undefined) throw new Error(`no case ${prefix}`)
  return readJson('spec', 'cases', dir, 'case.json')
}
const MUSTERSTADT = readJson('spec', 'examples', 'musterstadt.case.json')
const REVIEW = readJson('spec', 'examples', 'review.case.json')

const published = (date: string, medium = 'Amtsblatt'): Publication => ({ date: date as IsoDate, medium })
/** Office and publication (the Musterstadt determination is of 30 August 2023). */
const DE: Setting = { lang: 'de', office: OFFICE, publication: published('2023-09-01', 'Musterstädter Anzeiger Nr. 35') }
const EN: Setting = { ...DE, lang: 'en' }
const BARE_DE: Setting = { lang: 'de', office: null, publication: null }
const BARE_EN: Setting = { lang: 'en', office: null, publication: null }
/** A publication after every date of the case book. */
const LATE_DE: Setting = { ...DE, publication: published('2030-01-01') }
const LATE_EN: Setting = { ...LATE_DE, lang: 'en' }

const docs = (u: unknown, s: Setting): ReadonlyArray<OfficialDocument> => {
  const r = documentsOf(u, s)
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
  return r.right
}
const only = (u: unknown, s: Setting, kind: DocumentKind): OfficialDocument => {
  const found = docs(u, s).filter((d) => d.kind === kind)
  if (found.length !== 1) throw new Error(`${found.length} documents of the kind ${kind}`)
  return found[0] as OfficialDocument
}
const flat = (s: string): string => s.replace(/\s+/g, ' ')
const textOf = (d: OfficialDocument): string => flat(renderText(d.doc))
const keyed = (d: OfficialDocument, key: string): ReadonlyArray<Paragraph> => paragraphsOf(d.doc).filter((p) => p.key === key)
const one = (d: OfficialDocument, key: string): Paragraph => {
  const ps = keyed(d, key)
  if (ps.length !== 1) throw new Error(`${ps.length} paragraphs ${key}`)
  return ps[0] as Paragraph
}
const sectionOf = (d: OfficialDocument, key: string): Section => {
  const s = findSection(d.doc, key)
  if (s === null) throw new Error(`no section ${key}`)
  return s
}
const withEvents = (c: Json, ...more: ReadonlyArray<Json>): Json => ({ ...c, events: [...(c['events'] as Json[]), ...more] })
const asState = (c: Json, asOf: string): Json => ({ ...c, query: { state: { asOf } } })
const determination = (date: string, vacancy: string, outcome: 'successor' | 'vacant' | 'noSuccession', successor: string | null = null): Json => ({ date, type: 'determination', vacancy, by: 'returningOfficer', outcome, successor })

/** The reason every note gives in its draft mark (§ 34 Abs. 3 Satz 1 KWG). */
const NOT_A_DETERMINATION = {
  de: 'Eine Feststellung nach § 34 Abs. 3 Satz 1 KWG kann noch nicht oder nicht getroffen werden (siehe Vermerk).',
  en: 'No determination under § 34 Abs. 3 Satz 1 KWG can be made (yet); see the note.',
}

describe('the determination in words (finding.ts)', () => {
  // Musterstadt: Anna Arnold (SPD-1) waives her seat; Bernd Bauer (820) waived in writing to the returning officer
  // (§ 34 Abs. 2 Nr. 2), Ivo Imhof (712) left the party after the set-up (Nr. 1), Emil Engel (655, position 4) is next.
  it('the successor paragraph names the member who left and the successor, and in English gives the same reason and norms', () => {
    const p = one(only(MUSTERSTADT, EN, 'feststellung'), 'finding.successor')
    expect(p.candidates).toEqual(['SPD-1', 'SPD-4'])
    expect(p.text).toBe(
      'Emil Engel succeeds Anna Arnold as a member of the municipal council [Gemeindevertretung] (§ 34 Abs. 1 Satz 1 KWG, § 34 Abs. 3 Satz 1 KWG). ' +
        'Among the candidates not yet called of the list “SPD”, Emil Engel has the most votes (655 votes) and is not excluded (§ 34 Abs. 1 Satz 1 Hs. 1 KWG). ' +
        'Emil Engel acquires the status of a representative with this determination (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 1 KWG).',
    )
  })

  it('a recorded successor the law would not call is reproduced in English without the reason (review example: Frieda Fuchs)', () => {
    const p = one(only(REVIEW, { ...EN, publication: published('2023-08-25') }, 'bekanntmachung'), 'finding.successor')
    expect(p.text).toBe(
      'Frieda Fuchs succeeds Anna Arnold as a member of the municipal council [Gemeindevertretung] (§ 34 Abs. 1 Satz 1 KWG, § 34 Abs. 3 Satz 1 KWG). Frieda Fuchs acquires the status of a representative with this determination (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 1 KWG).',
    )
  })

  it('in a majority election without lists the successor has the most votes among the candidates not yet called, of no list (case 8)', { tags: ['kwg34.1a.rank'] }, () => {
    const c = caseOf('08-')
    expect(one(only(c, LATE_DE, 'feststellung'), 'finding.successor').text).toContain('Nadine Schuster hat unter den noch nicht berufenen Bewerberinnen und Bewerbern die meisten Stimmen (212 Stimmen) und ist nicht ausgeschlossen (§ 34 Abs. 1a Hs. 1 KWG).')
    expect(one(only(c, LATE_EN, 'feststellung'), 'finding.successor').text).toContain('Among the candidates not yet called, Nadine Schuster has the most votes (212 votes) and is not excluded (§ 34 Abs. 1a Hs. 1 KWG).')
  })

  // Case 3: Ortsbeirat Oberdorf (3 members); Erika Brandt (CDU-2) dies, Tobias Reuter, the only CDU candidate left, is
  // excluded (§ 34 Abs. 2 Nr. 3 Alt. 2): the list is exhausted, the seat stays empty, 3 − 1 = 2 (§ 34 Abs. 1 Satz 2).
  it('an exhausted list: the empty seat names the member who left, in German and in English', { tags: ['kwg34.1.s2.vacant', 'kwg34.1.s2.count'] }, () => {
    const c = caseOf('03-')
    const de = one(only(c, LATE_DE, 'feststellung'), 'finding.vacant')
    expect(de.candidates).toEqual(['CDU-2'])
    expect(de.text).toBe('Der Wahlvorschlag „CDU“ ist erschöpft. Der Sitz von Erika Brandt bleibt unbesetzt; die gesetzliche Mitgliederzahl des Ortsbeirats vermindert sich für die laufende Wahlzeit auf 2 (§ 34 Abs. 1 Satz 2 Hs. 1 KWG, § 34 Abs. 1 Satz 2 Hs. 2 KWG).')
    expect(one(only(c, LATE_EN, 'feststellung'), 'finding.vacant').text).toBe(
      'The list “CDU” is exhausted. The seat of Erika Brandt stays empty; the legal member count of the local advisory council [Ortsbeirat] is now 2 for the current term (§ 34 Abs. 1 Satz 2 Hs. 1 KWG, § 34 Abs. 1 Satz 2 Hs. 2 KWG).',
    )
  })

  it('a majority election with no candidate left: no list is exhausted, no candidate who could succeed is left (case 8 without the candidates not elected)', { tags: ['kwg34.1.s2.vacant', 'kwg34.1a.rank'] }, () => {
    const c8 = caseOf('08-')
    const lists = (c8['lists'] as Json[]).map((l) => ({ ...l, candidates: (l['candidates'] as Json[]).filter((k) => k['elected'] === true) }))
    // without the seed: no one is left to draw a lot for
    const c = { ...Object.fromEntries(Object.entries(c8).filter(([k]) => k !== 'lot')), lists }
    // Helga Roth dies; the Ortsbeirat of five keeps four members and does not cease
    expect(one(only(c, LATE_DE, 'feststellung'), 'finding.vacant').text).toBe(
      'Eine noch nicht berufene Bewerberin oder ein noch nicht berufener Bewerber, die oder der nachrücken könnte, ist nicht vorhanden. Der Sitz von Helga Roth bleibt unbesetzt; die gesetzliche Mitgliederzahl des Ortsbeirats vermindert sich für die laufende Wahlzeit auf 4 (§ 34 Abs. 1 Satz 2 Hs. 1 KWG, § 34 Abs. 1 Satz 2 Hs. 2 KWG).',
    )
    expect(one(only(c, LATE_EN, 'feststellung'), 'finding.vacant').text).toBe(
      'No candidate not yet called is left who could succeed. The seat of Helga Roth stays empty; the legal member count of the local advisory council [Ortsbeirat] is now 4 for the current term (§ 34 Abs. 1 Satz 2 Hs. 1 KWG, § 34 Abs. 1 Satz 2 Hs. 2 KWG).',
    )
  })

  it('equal votes on a list: the order of naming decides, in English too (case 17)', { tags: ['kwg34.1.s1.tie'] }, () => {
    // Fatima El Amrani (position 5) and Ivan Petrov (position 6) both have 205 votes
    const p = one(only(caseOf('17-'), LATE_EN, 'feststellung'), 'finding.tie')
    expect(p.text).toBe('Fatima El Amrani and Ivan Petrov each received 205 votes; on equal votes the order of naming on the list decides (§ 34 Abs. 1 Satz 1 Hs. 2 KWG).')
  })

  it('a drawn lot says when and by whom it was drawn: the officer of the profile, or the returning officer (case 9)', { tags: ['kwg34.1a.lot'] }, () => {
    // Fabian Ott, Karin Seitz and Sabine Ahrens tie with 233 votes; the lot of 5 June 2023 falls on Sabine Ahrens
    const c = caseOf('09-')
    expect(one(only(c, EN, 'feststellung'), 'finding.lot').text).toBe(
      'Fabian Ott, Karin Seitz and Sabine Ahrens each received 233 votes. The lot drawn on 5 June 2023 by the Gemeindewahlleiterin Petra Paulsen decided for Sabine Ahrens (§ 34 Abs. 1a Hs. 2 KWG).',
    )
    expect(one(only(c, BARE_EN, 'feststellung'), 'finding.lot').text).toContain('The lot drawn on 5 June 2023 by the returning officer decided for Sabine Ahrens')
    expect(one(only(c, BARE_DE, 'feststellung'), 'finding.lot').text).toContain('Das am 5. Juni 2023 vom Wahlleiter gezogene Los hat für Sabine Ahrens entschieden')
  })

  it('a simulated lot says that no lot has been drawn, in English too (case 8)', { tags: ['kwg34.1a.lot'] }, () => {
    // Jan Weiß and Nadine Schuster tie with 212 votes; the seeded lot of the library falls on Nadine Schuster
    const d = only(caseOf('08-'), LATE_EN, 'feststellung')
    expect(one(d, 'finding.lot').text).toBe('Jan Weiß and Nadine Schuster each received 212 votes. No lot has been drawn; the result for Nadine Schuster rests on a simulated lot (§ 34 Abs. 1a Hs. 2 KWG).')
  })

  it('the ranking is a numbered list: each candidate with list position, votes, verdict and norm, naming that candidate', () => {
    const d = only(MUSTERSTADT, EN, 'feststellung')
    const ranking = sectionOf(d, 'ranking').blocks.find((b): b is ListBlock => b._tag === 'list')
    expect(ranking?.key).toBe('finding.ranking')
    expect(ranking?.ordered).toBe(true)
    expect(ranking?.items.map((p) => [p.key, p.candidates])).toEqual([
      ['finding.rank', ['SPD-9']],
      ['finding.rank', ['SPD-8']],
      ['finding.rank', ['SPD-4']],
    ])
    const [bauer, imhof, engel] = ranking?.items.map((p) => p.text) ?? []
    expect(bauer).toMatch(/^Bernd Bauer \(list position 9, 820 votes\): left out: \S.* \(§ 34 Abs\. 2 Nr\. 2 KWG\)$/)
    expect(imhof).toMatch(/^Ivo Imhof \(list position 8, 712 votes\): left out: \S.* \(§ 34 Abs\. 2 Nr\. 1 KWG\)$/)
    expect(engel).toBe('Emil Engel (list position 4, 655 votes): succeeds (§ 34 Abs. 1 Satz 1 Hs. 1 KWG)')
    expect(keyed(only(MUSTERSTADT, DE, 'feststellung'), 'finding.rank').map((p) => p.text)).toContain('Emil Engel (Listenplatz 4, 655 Stimmen): rückt nach (§ 34 Abs. 1 Satz 1 Hs. 1 KWG)')
    // in HTML: an ordered list with the keys
    const html = renderHtmlPages([d.doc])
    expect(html).toContain('<ol data-key="finding.ranking">')
    expect(html).toContain('<li data-key="finding.rank"')
  })

  it('the ranking after a drawn lot: the candidates the lot did not fall on, and the winner (case 9)', { tags: ['kwg34.1a.lot'] }, () => {
    const c = caseOf('09-')
    expect(keyed(only(c, DE, 'feststellung'), 'finding.rank').map((p) => p.text)).toEqual([
      'Fabian Ott (Listenplatz 9, 233 Stimmen): das Los hat nicht für sie oder ihn entschieden (§ 34 Abs. 1a Hs. 2 KWG)',
      'Karin Seitz (Listenplatz 10, 233 Stimmen): das Los hat nicht für sie oder ihn entschieden (§ 34 Abs. 1a Hs. 2 KWG)',
      'Sabine Ahrens (Listenplatz 12, 233 Stimmen): rückt nach (§ 34 Abs. 1a Hs. 2 KWG)',
    ])
    expect(keyed(only(c, EN, 'feststellung'), 'finding.rank').map((p) => p.text)).toEqual([
      'Fabian Ott (list position 9, 233 votes): the lot did not fall on this candidate (§ 34 Abs. 1a Hs. 2 KWG)',
      'Karin Seitz (list position 10, 233 votes): the lot did not fall on this candidate (§ 34 Abs. 1a Hs. 2 KWG)',
      'Sabine Ahrens (list position 12, 233 votes): succeeds (§ 34 Abs. 1a Hs. 2 KWG)',
    ])
  })

  it('the ranking of a later seat names the candidate whose proof is awaited for the earlier seat (case 21)', { tags: ['kwg34.3.s2', 'R6'] }, () => {
    // Sabine Ulrich (1,980) may still prove that her incompatibility ended; Tobias Franke (1,650) succeeds Miriam Krause
    const c = caseOf('21-')
    expect(keyed(only(c, LATE_DE, 'feststellung'), 'finding.rank').map((p) => p.text)).toEqual([
      'Sabine Ulrich (Listenplatz 5, 1.980 Stimmen): der Nachweis des Wegfalls eines Hinderungsgrundes steht aus (§ 34 Abs. 3 Satz 2 KWG)',
      'Tobias Franke (Listenplatz 6, 1.650 Stimmen): rückt nach (§ 34 Abs. 1 Satz 1 Hs. 1 KWG)',
    ])
    expect(keyed(only(c, LATE_EN, 'feststellung'), 'finding.rank').map((p) => p.text)).toEqual([
      'Sabine Ulrich (list position 5, 1,980 votes): the proof that an incompatibility ended is awaited (§ 34 Abs. 3 Satz 2 KWG)',
      'Tobias Franke (list position 6, 1,650 votes): succeeds (§ 34 Abs. 1 Satz 1 Hs. 1 KWG)',
    ])
  })

  it('a candidate tied for a lot not yet drawn is listed with equal votes', { tags: ['kwg34.1a.lot'] }, () => {
    const r = decideCase(caseOf('08-'))
    if (r._tag === 'Left') throw new Error('case 8')
    const ix = indexCase(r.right.case)
    const tied = [{ candidate: 'MW-6' as CandidateId, verdict: 'tied' as const, rule: 'kwg34.1a.lot' as const }]
    expect(rankingList(ix, 'de', tied).items.map((p) => p.text)).toEqual(['Jan Weiß (Listenplatz 6, 212 Stimmen): gleiche Stimmenzahl (§ 34 Abs. 1a Hs. 2 KWG)'])
    expect(rankingList(ix, 'en', tied).items.map((p) => p.text)).toEqual(['Jan Weiß (list position 6, 212 votes): equal votes (§ 34 Abs. 1a Hs. 2 KWG)'])
  })

  describe('a body that ceased says how many members are left, in German and in English', () => {
    // Case 3: 3 − 1 = 2 members, fewer than three: the Ortsbeirat ceases (§ 82 Abs. 1 Satz 6 HGO); the count in words for one and none
    const r = decideCase(caseOf('03-'))
    if (r._tag === 'Left') throw new Error('case 3')
    const ix = indexCase(r.right.case)
    const left = ix.ordered.find((e): e is MemberLeft => e._tag === 'memberLeft') as MemberLeft
    const finding = (memberCount: number): Finding => ({
      announced: { vacancy: left.member, list: 'CDU' as ListId, departure: left, outcome: 'vacant', successor: null, memberCount, skipped: [], determined: '2022-09-30' as IsoDate, date: '2022-10-01' as IsoDate, by: 'returningOfficer', review: null },
      tie: null,
      considered: [],
      reasoned: true,
      ceased: { on: '2022-09-14' as IsoDate, rule: 'hgo82.1.s6' },
    })
    const ceased = (s: Setting, n: number): Paragraph => one(feststellung(ix, s, finding(n), []), 'finding.ceased')

    it.each([
      [2, 'Damit hat der Ortsbeirat infolge des Ausscheidens von Vertretern nur noch 2 Mitglieder, also weniger als drei.', 'After the departures the local advisory council [Ortsbeirat] thus has only 2 members, fewer than three.'],
      [1, 'Damit hat der Ortsbeirat infolge des Ausscheidens von Vertretern nur noch ein Mitglied, also weniger als drei.', 'After the departures the local advisory council [Ortsbeirat] thus has only one member, fewer than three.'],
      [0, 'Damit hat der Ortsbeirat infolge des Ausscheidens von Vertretern kein Mitglied mehr, also weniger als drei.', 'After the departures the local advisory council [Ortsbeirat] thus has no member left, fewer than three.'],
    ])('%i members left', { tags: ['hgo82.1.s6'] }, (n, de, en) => {
      expect(ceased(LATE_DE, n).text.startsWith(`${de} `)).toBe(true)
      expect(ceased(LATE_EN, n).text.startsWith(`${en} `)).toBe(true)
    })

    it('the state of case 3 says the same in English, from the lawful determination of the seat', { tags: ['hgo82.1.s6'] }, () => {
      expect(one(only(asState(caseOf('03-'), '2022-10-15'), LATE_EN, 'feststellung'), 'finding.ceased').text).toContain('thus has only 2 members, fewer than three. It ceases [entfällt] for the rest of the term as of 14 September 2022 (§ 82 Abs. 1 Satz 6 HGO)')
    })
  })
})

describe('the frame of a document (model.ts)', () => {
  it('the periods in words: one and two weeks, one month; any other period in days or months', () => {
    expect([weeksWords('de', 7), weeksWords('de', 14), weeksWords('en', 7), weeksWords('en', 14)]).toEqual(['einer Woche', 'zwei Wochen', 'one week', 'two weeks'])
    expect([weeksWords('de', 10), weeksWords('en', 10)]).toEqual(['10 Tagen', '10 days'])
    expect([monthsWords('de', 1), monthsWords('en', 1), monthsWords('de', 2), monthsWords('en', 2)]).toEqual(['eines Monats', 'one month', 'von 2 Monaten', '2 months'])
  })

  it('the English notice gives the two weeks of § 25 Abs. 1 KWG and the month of § 27 KWG in words', { tags: ['kwg25.1', 'kwg27'] }, () => {
    const t = textOf(only(MUSTERSTADT, EN, 'bekanntmachung'))
    expect(t).toContain('within an exclusion period [Ausschlussfrist] of two weeks after this public notice')
    expect(t).toContain('within one month of service or pronouncement')
  })

  it('the English notification of a candidate with an incompatibility gives the week of § 23 Abs. 2 Satz 2 KWG in words (case 10)', { tags: ['kwg23.2.s2'] }, () => {
    const letter = only(caseOf('10-'), EN, 'benachrichtigung')
    expect(textOf(letter)).toContain('only within one week of the service of this notification')
  })

  it('a draft says why, under its own keys: without office and publication, in English', () => {
    const d = only(MUSTERSTADT, BARE_EN, 'bekanntmachung')
    expect(d.draft).toHaveLength(2)
    expect(d.draft[0]).toMatch(/^No office profile \(--office\): \S/)
    expect(d.draft[1]).toMatch(/^The date and medium of publication are missing \(--published, --in\): .*objection period/)
    const mark = d.doc.sections[0] as Section
    expect(mark.key).toBe('draft')
    const [why, reasons] = mark.blocks as [Block, Block]
    expect(why).toMatchObject({ _tag: 'paragraph', key: 'draft.why', text: 'This document is a draft because:' })
    expect(reasons).toMatchObject({ _tag: 'list', key: 'draft.reasons', ordered: false })
    expect((reasons as ListBlock).items.map((p) => [p.key, p.text])).toEqual(d.draft.map((r) => ['draft.reason', r]))
    expect(one(only(MUSTERSTADT, BARE_DE, 'bekanntmachung'), 'draft.why').text).toBe('Dieses Schriftstück ist ein Entwurf, weil:')
  })

  it('the letterhead: the profile’s lines and the Aktenzeichen, in a section without a heading', () => {
    const head = sectionOf(only(MUSTERSTADT, DE, 'feststellung'), 'letterhead')
    expect(head.title).toBe('')
    expect(head.blocks.map((b) => [(b as Paragraph).key, (b as Paragraph).text])).toEqual([
      ['letterhead.line', 'Gemeinde Musterstadt'],
      ['letterhead.line', 'Die Gemeindewahlleiterin'],
      ['letterhead.file', 'Aktenzeichen: WL 034-2023/07'],
    ])
    expect((sectionOf(only(MUSTERSTADT, EN, 'feststellung'), 'letterhead').blocks[2] as Paragraph).text).toBe('File number [Aktenzeichen]: WL 034-2023/07')
  })

  it('a profile without letterhead lines and without Aktenzeichen: the authority and the officer’s title head the page, no file number', () => {
    const bare = officeOf(Object.fromEntries(Object.entries(OFFICE_JSON).filter(([k]) => k !== 'letterhead' && k !== 'fileNumber')))
    const d = only(MUSTERSTADT, { ...DE, office: bare }, 'feststellung')
    expect(sectionOf(d, 'letterhead').blocks.map((b) => [(b as Paragraph).key, (b as Paragraph).text])).toEqual([
      ['letterhead.line', 'Gemeinde Musterstadt'],
      ['letterhead.line', 'Gemeindewahlleiterin'],
    ])
    expect(textOf(d)).not.toContain('Aktenzeichen')
  })

  it('the officer’s title with its article: "Die" only for a title ending in -in (spec/documents.md)', () => {
    expect(officerNoun(null)).toEqual({ nom: 'Der Wahlleiter', dat: 'dem Wahlleiter', gen: 'des Wahlleiters' })
    expect(officerNoun(OFFICE)).toEqual({ nom: 'Die Gemeindewahlleiterin', dat: 'der Gemeindewahlleiterin', gen: 'der Gemeindewahlleiterin' })
    // a masculine title with "in" inside it
    const kreis = officeOf({ ...OFFICE_JSON, officer: { title: 'Kreiswahlleiter des Main-Kinzig-Kreises', name: 'Jan Roth' } })
    const t = textOf(only(MUSTERSTADT, { ...DE, office: kreis }, 'bekanntmachung'))
    expect(t).toContain('Musterstadt, den 30. August 2023 Der Kreiswahlleiter des Main-Kinzig-Kreises gez. Jan Roth')
    expect(t).toContain('schriftlich oder zur Niederschrift bei dem Kreiswahlleiter des Main-Kinzig-Kreises, Rathaus Musterstadt')
  })

  it('without a profile the body’s decision speaks of the determination "des Wahlleiters" (review example)', { tags: ['kwg34.4.s2'] }, () => {
    const t = textOf(only(REVIEW, BARE_DE, 'beschluss'))
    expect(t).toContain('Auf die Einsprüche gegen die Feststellung des Wahlleiters vom 22. August 2023')
  })

  it('the signature: place and date, the title, the name, each under its key; in English', () => {
    const sign = (d: OfficialDocument): ReadonlyArray<readonly [string | null, string]> => sectionOf(d, 'signature').blocks.map((b) => [(b as Paragraph).key, (b as Paragraph).text] as const)
    expect(sign(only(MUSTERSTADT, EN, 'feststellung'))).toEqual([
      ['signature.place', 'Musterstadt, 30 August 2023'],
      ['signature.title', 'Gemeindewahlleiterin'],
      ['signature.hand', 'signed Petra Paulsen'],
    ])
    // without a profile: the place of the body's name and placeholders
    expect(sign(only(MUSTERSTADT, BARE_EN, 'feststellung'))).toEqual([
      ['signature.place', 'Musterstadt, 30 August 2023'],
      ['signature.title', 'The returning officer [Wahlleiter]'],
      ['signature.hand', 'signed (name)'],
    ])
    expect(sign(only(MUSTERSTADT, BARE_DE, 'feststellung'))).toEqual([
      ['signature.place', 'Musterstadt, den 30. August 2023'],
      ['signature.title', 'Der Wahlleiter'],
      ['signature.hand', 'gez. (Name)'],
    ])
  })

  it('a chair without a title signs the body’s own determination in English as the chair (case 16)', { tags: ['kwg34.4.s3'] }, () => {
    const chair = officeOf({ ...OFFICE_JSON, chair: { name: 'Ute Lenz' } })
    const d = only(asState(caseOf('16-'), '2023-08-01'), { ...EN, office: chair, publication: published('2023-08-25') }, 'bekanntmachung')
    expect(textOf(d)).toContain('The chair [Vorsitz] signed Ute Lenz')
  })

  it('only a published document has a footer: the Bekanntmachung says where and when, the Feststellung has none', () => {
    const notice = only(MUSTERSTADT, DE, 'bekanntmachung')
    const footer = sectionOf(notice, 'footer')
    expect(footer.title).toBe('')
    expect(footer.blocks.map((b) => (b as Paragraph).key)).toEqual(['footer.published'])
    expect(notice.doc.sections.at(-1)?.key).toBe('footer')
    expect(findSection(only(MUSTERSTADT, DE, 'feststellung').doc, 'footer')).toBeNull()
    expect(findSection(only(MUSTERSTADT, BARE_DE, 'bekanntmachung').doc, 'footer')).toBeNull()
  })

  it('the public documents are the notices: the Bekanntmachung, the notice of the decision in review and the notice of finality', () => {
    expect(PUBLIC_KINDS).toEqual(['bekanntmachung', 'beschluss', 'unanfechtbar'])
    for (const d of docs(REVIEW, { ...DE, publication: published('2023-08-25') })) expect(PUBLIC_KINDS.includes(d.kind), d.doc.title).toBe(/Bekanntmachung/.test(d.doc.title))
  })
})

describe('the documents of a case (dossier.ts)', () => {
  it('a value that is not a case gets the decoder’s error, as for a decision', () => {
    for (const u of [null, undefined, 5, 'x', []]) expect(documentsOf(u, DE), JSON.stringify(u)).toEqual(decideCase(u))
  })

  it('a value that throws when read is an error value, never an exception', () => {
    const hostile = (thrown: unknown): Json => ({
      get query(): never {
        throw thrown
      },
    })
    expect(documentsOf(hostile(new Error('boom')), DE)).toEqual({ _tag: 'Left', left: { _tag: 'unreadable', errors: [{ path: '', code: 'invalidValue', message: 'internal error: boom', rule: null }] } })
    expect(documentsOf(hostile('bang'), DE)).toEqual({ _tag: 'Left', left: { _tag: 'unreadable', errors: [{ path: '', code: 'invalidValue', message: 'internal error: bang', rule: null }] } })
  })

  it('a publication before the determination is refused, and the error says both days', () => {
    const r = documentsOf(MUSTERSTADT, { ...DE, publication: published('2023-08-29') })
    expect(r._tag === 'Left' && r.left.errors.map((e) => [e.path, e.code])).toEqual([['--published', 'invalidValue']])
    expect(r._tag === 'Left' && r.left.errors[0]?.message).toMatch(/2023-08-29.*2023-08-30/)
  })

  it('a determination on a simulated lot is a draft that says so in English too (case 8)', { tags: ['kwg34.1a.lot'] }, () => {
    for (const d of docs(caseOf('08-'), LATE_EN)) expect(d.draft.some((r) => r.startsWith('The determination rests on a simulated lot (seed “Ortsbeirat Hohenstein 2024-02-29”).') && r.includes('§ 34 Abs. 1a Hs. 2 KWG')), d.kind).toBe(true)
  })

  it('a note that no determination can be made is a draft that says so, in English too (case 10)', () => {
    const [note] = docs(caseOf('10-'), EN)
    expect(note?.kind).toBe('vermerk')
    expect(note?.draft).toEqual([NOT_A_DETERMINATION.en])
  })

  it('a later seat held back by the proof of the earlier seat gets only a note; the earlier seat also the letter to the candidate', { tags: ['kwg34.3.s2', 'R6'] }, () => {
    // Majority fixture: B dies on 1 May 2022, D and E tie with 50 votes; D was told of an incompatibility on 20 May (week to
    // 27 May). C dies on 10 May: a lot between D and E for B's seat depends on D's proof, so C's seat waits for it too (R6).
    const c = withEvents(
      majority() as Json,
      { date: '2022-04-01', type: 'candidateGroundArose', candidate: 'D', ground: 'incompatibility' },
      { date: '2022-05-20', type: 'incompatibilityNotified', candidate: 'D' },
      { date: '2022-05-10', type: 'memberLeft', member: 'C', cause: 'death' },
    )
    expect(docs({ ...c, query: { vacancy: 'C', asOf: '2022-05-25' } }, DE).map((d) => d.kind)).toEqual(['vermerk'])
    expect(docs({ ...c, query: { vacancy: 'B', asOf: '2022-05-25' } }, DE).map((d) => d.kind)).toEqual(['vermerk', 'benachrichtigung'])
  })

  describe('a state: each seat’s documents as the law and the record have them', () => {
    it('a seat due by law: the reason, the candidates left out and the ranking (Musterstadt on 30 August 2023)', { tags: ['kwg34.1.s1.rank', 'kwg34.2.n1', 'kwg34.2.n2'] }, () => {
      const d = only(asState(MUSTERSTADT, '2023-08-30'), DE, 'feststellung')
      expect(one(d, 'finding.successor').text).toContain('Emil Engel hat unter den noch nicht berufenen Bewerberinnen und Bewerbern des Wahlvorschlags „SPD“ die meisten Stimmen (655 Stimmen)')
      // the candidates ranked above Emil Engel and left out, each with the ground and its norm
      expect(one(d, 'notice.skipped').text).toMatch(/vor Emil Engel .*Bernd Bauer \(.*§ 34 Abs\. 2 Nr\. 2 KWG\).*Ivo Imhof \(.*§ 34 Abs\. 2 Nr\. 1 KWG\)/)
      expect(keyed(d, 'finding.rank')).toHaveLength(3)
    })

    it('a seat due on a simulated lot: the tie, and every document a draft that says so (case 8 as a state)', { tags: ['kwg34.1a.lot'] }, () => {
      const all = docs(asState(caseOf('08-'), '2024-02-29'), LATE_DE)
      expect(one(all[0] as OfficialDocument, 'finding.lot').text).toContain('Das Los ist nicht gezogen')
      for (const d of all) expect(d.draft.some((r) => r.includes('simulierten Los')), d.kind).toBe(true)
    })

    it('a recorded empty seat the law would fill is reproduced without a reason: no exhausted list, no ranking, no one left out', { tags: ['kwg34.5'] }, () => {
      // Musterstadt: the returning officer recorded on 30 August 2023 that Anna Arnold's seat stays empty; Emil Engel would succeed
      const d = only(asState(withEvents(MUSTERSTADT, determination('2023-08-30', 'SPD-1', 'vacant')), '2023-09-30'), DE, 'feststellung')
      expect(one(d, 'finding.vacant').text).toBe('Der Sitz von Anna Arnold bleibt unbesetzt; die gesetzliche Mitgliederzahl der Gemeindevertretung vermindert sich für die laufende Wahlzeit auf 30 (§ 34 Abs. 1 Satz 2 Hs. 1 KWG, § 34 Abs. 1 Satz 2 Hs. 2 KWG).')
      expect(findSection(d.doc, 'ranking')).toBeNull()
      expect(textOf(d)).not.toMatch(/erschöpft|unberücksichtigt|Emil Engel/)
      const en = only(asState(withEvents(MUSTERSTADT, determination('2023-08-30', 'SPD-1', 'vacant')), '2023-09-30'), EN, 'feststellung')
      expect(one(en, 'finding.vacant').text).toMatch(/^The seat of Anna Arnold stays empty;/)
    })

    it('a recorded successor where the law leaves the seat empty is reproduced without the reason, the ranking or the ceasing (case 3)', { tags: ['kwg34.5'] }, () => {
      // Tobias Reuter has lost his eligibility (§ 34 Abs. 2 Nr. 3 Alt. 2): by law the seat stays empty and the Ortsbeirat ceases
      const d = only(asState(withEvents(caseOf('03-'), determination('2022-09-30', 'CDU-2', 'successor', 'CDU-3')), '2022-10-15'), LATE_DE, 'feststellung')
      expect(one(d, 'finding.successor').text).toBe(
        'An die Stelle von Erika Brandt rückt Tobias Reuter als Mitglied des Ortsbeirats nach (§ 34 Abs. 1 Satz 1 KWG, § 34 Abs. 3 Satz 1 KWG). Tobias Reuter erwirbt die Rechtsstellung als Vertreterin oder Vertreter mit dieser Feststellung (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 1 KWG).',
      )
      expect(findSection(d.doc, 'ranking')).toBeNull()
      expect(keyed(d, 'finding.ceased')).toEqual([])
    })

    it('an empty seat lowers the member count for the seats after it; a seat filled does not (case 3, and Musterstadt with two CDU seats)', { tags: ['kwg34.1.s2.count'] }, () => {
      expect(one(only(asState(caseOf('03-'), '2022-10-15'), LATE_DE, 'feststellung'), 'finding.vacant').text).toContain('vermindert sich für die laufende Wahlzeit auf 2')
      // Anna Arnold's seat goes to Emil Engel (31 stay); Jana Jäger dies on 5 September: Lena Lang succeeds; Karl Krämer dies
      // on 6 September: the CDU list is exhausted, the seat stays empty: 31 − 1 = 30
      const c = asState(withEvents(MUSTERSTADT, { date: '2023-09-05', type: 'memberLeft', member: 'CDU-1', cause: 'death' }, { date: '2023-09-06', type: 'memberLeft', member: 'CDU-2', cause: 'death' }), '2023-09-30')
      const all = docs(c, LATE_DE).filter((d) => d.kind === 'feststellung')
      expect(all.map((d) => paragraphsOf(d.doc).find((p) => p.key === 'finding.successor' || p.key === 'finding.vacant')?.key)).toEqual(['finding.successor', 'finding.successor', 'finding.vacant'])
      expect(one(all[2] as OfficialDocument, 'finding.vacant').text).toContain('Der Wahlvorschlag „CDU“ ist erschöpft. Der Sitz von Karl Krämer bleibt unbesetzt; die gesetzliche Mitgliederzahl der Gemeindevertretung vermindert sich für die laufende Wahlzeit auf 30')
    })

    // Case 24 with a second list: Ute Kern (BL-1) dies on 2 November 2022, Paul Dorn is determined on 7 November and
    // announced on 10 November; an objection, and the body confirms on 12 January 2023. For Helga Marx's seat the body
    // confirms on 8 December 2022 (announced on 14 October), the court modifies on 14 June 2023, and a second decision of
    // the body of 15 December 2022 is refused (no objection pending, § 26 KWG).
    const c24 = caseOf('24-')
    const second = {
      ...c24,
      lists: [
        ...(c24['lists'] as Json[]),
        {
          id: 'BL',
          name: 'Bürgerliste Lahnfels',
          group: 'voterGroup',
          setUp: '2020-11-12',
          candidates: [
            { id: 'BL-1', name: 'Ute Kern', position: 1, votes: 900, elected: true },
            { id: 'BL-2', name: 'Paul Dorn', position: 2, votes: 400, elected: false },
            { id: 'BL-3', name: 'Rita Sauer', position: 3, votes: 300, elected: false },
          ],
        },
      ],
      events: [
        ...(c24['events'] as Json[]),
        { date: '2022-11-02', type: 'memberLeft', member: 'BL-1', cause: 'death' },
        determination('2022-11-07', 'BL-1', 'successor', 'BL-2'),
        { date: '2022-11-10', type: 'announcement', vacancy: 'BL-1' },
        { date: '2022-11-15', type: 'objection', vacancy: 'BL-1', against: 'determination', form: 'written', reasonedOn: '2022-11-15', ownRights: true, supporters: 0 },
        { date: '2023-01-12', type: 'bodyDecision', vacancy: 'BL-1', decision: 'confirm' },
        { date: '2022-12-15', type: 'bodyDecision', vacancy: 'UWG-2', decision: 'annul' },
      ],
    }
    const all = (): ReadonlyArray<OfficialDocument> => docs(second, LATE_DE)

    it('each seat’s notice runs its objection period from that seat’s own announcement', { tags: ['kwg25.1'] }, () => {
      // § 25 Abs. 1 KWG, §§ 187, 188 BGB: 14 October 2022 → 28 October; 10 November 2022 → 24 November
      const notices = all().filter((d) => d.kind === 'bekanntmachung').map(textOf)
      expect(notices).toHaveLength(2)
      expect(notices[0]).toContain('Diese Bekanntmachung ist am 14. Oktober 2022 veröffentlicht (Amtsblatt); die Frist endet mit Ablauf des 28. Oktober 2022.')
      expect(notices[1]).toContain('Diese Bekanntmachung ist am 10. November 2022 veröffentlicht (Amtsblatt); die Frist endet mit Ablauf des 24. November 2022.')
    })

    it('the body’s decision before the court’s is that seat’s own accepted decision, not another seat’s or a refused one', { tags: ['kwg26', 'kwg27'] }, () => {
      expect(all().filter((d) => d.kind === 'beschluss').map((d) => d.date)).toEqual(['2022-12-08', '2023-06-14', '2023-01-12'])
    })

    it('after two decisions of the body on one seat, the action lies against the later: its notice stands beside the court’s', { tags: ['kwg26', 'kwg27'] }, () => {
      // Case 24 with the objections decided twice within the objection period: on 24 October and, after a second
      // objection of 26 October, on 2 November 2022; the action of 10 November
      const events = (c24['events'] as Json[]).map((e) => (e['type'] === 'bodyDecision' ? { ...e, date: '2022-10-24' } : e['type'] === 'action' ? { ...e, date: '2022-11-10' } : e))
      const twice = {
        ...c24,
        events: [
          ...events,
          { date: '2022-10-26', type: 'objection', vacancy: 'UWG-2', against: 'determination', form: 'written', reasonedOn: '2022-10-26', ownRights: true, supporters: 0 },
          { date: '2022-11-02', type: 'bodyDecision', vacancy: 'UWG-2', decision: 'confirm' },
        ],
      }
      expect(docs(twice, LATE_DE).filter((d) => d.kind === 'beschluss').map((d) => d.date)).toEqual(['2022-11-02', '2023-06-14'])
    })

    it('a seat whose lot is not drawn gets a note that says so, and a draft mark', { tags: ['kwg34.1a.lot'] }, () => {
      const [note, ...rest] = docs(asState(majority() as Json, '2022-06-01'), DE)
      expect(rest).toEqual([])
      expect(note?.kind).toBe('vermerk')
      expect(note?.draft).toEqual([NOT_A_DETERMINATION.de])
      expect(one(note as OfficialDocument, 'note.why').text).toBe('Eine Feststellung kann noch nicht getroffen werden: Bei Stimmengleichheit entscheidet das vom Wahlleiter zu ziehende Los (§ 34 Abs. 1a Hs. 2 KWG). Die Bekanntmachung folgt nach der Ziehung.')
    })

    it('a seat recorded as "no succession" where the law calls someone: there is nothing to announce', { tags: ['kwg34.5'] }, () => {
      const c = asState(withEvents(MUSTERSTADT, determination('2023-08-30', 'SPD-1', 'noSuccession')), '2023-09-30')
      const [de] = docs(c, DE)
      expect(de?.draft).toEqual([NOT_A_DETERMINATION.de])
      expect(one(de as OfficialDocument, 'note.why').text).toBe('Für diesen Sitz ist keine Feststellung bekannt zu machen.')
      expect(one(docs(c, EN)[0] as OfficialDocument, 'note.why').text).toBe('There is no determination to announce for this seat.')
    })

    it('a seat recorded as "no succession" whose lawful determination cannot be made (a lot drawn among the wrong candidates): nothing to announce', { tags: ['kwg34.1a.lot'] }, () => {
      // B's seat: D and E tie with 50 votes, but the lot was drawn among D, E and F (40): the decision refuses the drawing
      const c = asState(withEvents(majority() as Json, { date: '2022-05-10', type: 'lotDrawn', vacancy: 'B', among: ['D', 'E', 'F'], winner: 'F' }, determination('2022-05-12', 'B', 'noSuccession')), '2022-06-01')
      const all = docs(c, DE)
      expect(all.map((d) => d.kind)).toEqual(['vermerk'])
      expect(one(all[0] as OfficialDocument, 'note.why').text).toBe('Für diesen Sitz ist keine Feststellung bekannt zu machen.')
    })

    it('no member has left by the query date: one note, a draft, built like every note', () => {
      const c = asState(MUSTERSTADT, '2023-08-01')
      const [note, ...rest] = docs(c, DE)
      expect(rest).toEqual([])
      expect(note).toMatchObject({ kind: 'vermerk', date: '2023-08-01', draft: [NOT_A_DETERMINATION.de] })
      expect(note?.doc.title).toBe('Vermerk')
      expect(note?.doc.subtitle).toBe('Gemeindevertretung Musterstadt')
      const body = sectionOf(note as OfficialDocument, 'note')
      expect(body.title).toBe('')
      expect(body.blocks).toEqual([expect.objectContaining({ _tag: 'paragraph', key: 'note.why', text: 'Bis zum Stichtag ist kein Vertreter ausgeschieden; es ist nichts festzustellen und nichts bekannt zu machen.' })])
      // the note of a seat (case 11) has the same parts
      const seat = docs(caseOf('11-'), DE)[0] as OfficialDocument
      expect(note?.doc.sections.map((s) => [s.key, s.title])).toEqual(seat.doc.sections.filter((s) => s.key !== 'signature').map((s) => [s.key, s.title]))
      const en = docs(c, EN)[0] as OfficialDocument
      expect(en.doc.title).toBe('Note [Vermerk]')
      expect(en.draft).toEqual([NOT_A_DETERMINATION.en])
      expect(one(en, 'note.why').text).toBe('No member has left by the query date; there is nothing to determine or announce.')
    })
  })
})

describe('the linter reads a notice as it is written (check.ts)', () => {
  const setting: Setting = { lang: 'de', office: OFFICE, publication: published('2030-01-01') }
  const noticeText = (u: unknown): string => renderText(only(u, setting, 'bekanntmachung').doc)
  /** The library's own notice for Musterstadt (12,480 persons entitled to vote): clean. */
  const GOOD = (): string => noticeText(MUSTERSTADT)
  const check = (text: string, voters: number | null = 12_480): ReadonlyArray<NoticeIssue> => checkNotice(text, { voters })
  const codes = (text: string, voters: number | null = 12_480): ReadonlyArray<string> => check(text, voters).map((i) => i.code)
  const swap = (from: string, to: string, text = GOOD()): string => {
    expect(text).toContain(from)
    return text.replaceAll(from, to)
  }

  it('the library’s own notice is clean', () => expect(check(GOOD())).toEqual([]))

  it('the numbers of the law count only as the law has them: two weeks or 14 days, at least five', { tags: ['kwg25.1'] }, () => {
    expect(codes(swap('zwei Wochen', 'drei Wochen'))).toEqual(['period'])
    expect(codes(swap('zwei Wochen', 'vierzehn Tagen'))).toEqual([])
    expect(codes(swap('zwei Wochen', '14 Tagen'))).toEqual([])
    expect(codes(swap('zwei Wochen', 'zehn Tagen'))).toEqual(['period'])
    expect(codes(swap('mindestens jedoch fünf Wahlberechtigte', 'mindestens jedoch drei Wahlberechtigte'))).toEqual(['quorumMinimum'])
    expect(codes(swap('mindestens jedoch fünf Wahlberechtigte', 'mindestens aber 5 Wahlberechtigte'))).toEqual([])
  })

  it('case does not matter: a period, a minimum or a threshold at the start of a sentence', { tags: ['kwg25.1'] }, () => {
    expect(codes(swap('binnen einer Ausschlussfrist von zwei Wochen nach dieser öffentlichen Bekanntmachung Einspruch erheben', 'Einspruch erheben. Zwei Wochen nach dieser öffentlichen Bekanntmachung endet die Ausschlussfrist'))).toEqual([])
    expect(codes(swap(', mindestens jedoch fünf Wahlberechtigte,', '. Mindestens jedoch fünf Wahlberechtigte müssen ihn'))).toEqual([])
    expect(codes(swap('; bei mehr als 10.000 Wahlberechtigten müssen mindestens 100', '. Über 10.000 Wahlberechtigten hinaus müssen mindestens 100'))).toEqual([])
  })

  it('a text pdftotext broke: soft hyphens, words hyphenated at the line end, spaces before the break and indentation after it, runs of spaces', () => {
    expect(codes(swap('Ausschlussfrist', 'Aus\u00adschluss\u00adfrist'))).toEqual([])
    expect(codes(swap('Ausschlussfrist', 'Ausschluss-\nfrist'))).toEqual([])
    expect(codes(swap('Ausschlussfrist', 'Ausschluss- \n   frist'))).toEqual([])
    expect(codes(swap('des Wahlkreises', 'des\n     Wahlkreises'))).toEqual([])
    expect(codes(swap('zur Niederschrift', 'zur  Niederschrift'))).toEqual([])
    // a hyphen before a capital stays: "Wahl-\nKreises" is not "Wahlkreises"
    expect(codes(swap('des Wahlkreises', 'des Wahl-\nKreises'))).toEqual(['district'])
  })

  it('the norm of the publication is found however the citation is spaced', () => {
    for (const cited of ['§58 Abs. 2 KWO', '§ 58 Abs.2 KWO', '§58Abs.2KWO', '§ 58 der Kommunalwahlordnung']) expect(codes(swap('§ 58 Abs. 2 KWO', cited)), cited).toEqual([])
  })

  it('a notice that does not cite § 58 KWO gets a warning, not an error', () => {
    const issues = check(swap('§ 58 Abs. 2 KWO', 'der Kommunalwahlordnung'))
    expect(issues.map((i) => [i.code, i.severity, i.norm])).toEqual([['publicationNorm', 'warning', '§ 58 Abs. 2 KWO']])
    expect(issues[0]?.message).toContain('§ 58 KWO')
  })

  it('the wrong norm on the first line is reported on line 1', () => {
    const issues = check(`Bekanntmachung nach § 34 KWG i. V. m. § 55 KWO\n${GOOD()}`)
    expect(issues.map((i) => [i.code, i.line])).toEqual([['wrongNorm', 1]])
  })

  it('"1%" without a space is the one per cent of § 25 Abs. 1 KWG', { tags: ['kwg25.1'] }, () => {
    expect(codes(swap('eins vom Hundert der Wahlberechtigten', '1% der Wahlberechtigten'))).toEqual([])
  })

  it('each missing element is named in its message, with its norm', { tags: ['kwg25.1', 'kwg25.2'] }, () => {
    const issue = (text: string, code: string, voters: number | null = 12_480): NoticeIssue => {
      const found = check(text, voters).find((i) => i.code === code)
      if (found === undefined) throw new Error(`no ${code}`)
      return found
    }
    expect(issue(swap('zwei Wochen', 'einem Monat'), 'period').message).toMatch(/objection period of 2 weeks/)
    expect(issue(swap('einer Ausschlussfrist von', 'einer Frist von'), 'exclusionPeriod').message).toContain('Ausschlussfrist')
    const gebiet = issue(swap('des Wahlkreises', 'des Wahlgebiets'), 'district').message
    expect(gebiet).toContain('"des Wahlkreises"')
    expect(gebiet).toContain('"des Wahlgebiets"')
    const none = issue(swap('jede wahlberechtigte Person des Wahlkreises', 'jede wahlberechtigte Person'), 'district').message
    expect(none).toContain('"des Wahlkreises"')
    expect(none).not.toContain('Wahlgebiet')
    expect(issue(swap('schriftlich oder zur Niederschrift', 'per E-Mail'), 'form').message).toContain('"schriftlich oder zur Niederschrift"')
    const reasons = issue(swap('im Einzelnen zu begründen', 'zu begründen'), 'reasons')
    expect([reasons.severity, reasons.norm]).toEqual(['warning', '§ 25 Abs. 2 KWG'])
    expect(reasons.message).toMatch(/reasons in detail/)
    expect(issue(swap('eins vom Hundert der Wahlberechtigten', 'ein Teil der Wahlberechtigten'), 'quorumPercent').message).toMatch(/one per cent/)
    expect(issue(swap(', mindestens jedoch fünf Wahlberechtigte,', ''), 'quorumMinimum').message).toContain('"mindestens jedoch fünf Wahlberechtigte"')
    const capless = swap('bei mehr als 10.000 Wahlberechtigten müssen mindestens 100 Wahlberechtigte den Einspruch unterstützen', 'ferner gilt nichts')
    const unknown = issue(capless, 'quorumCap', null)
    expect(unknown.severity).toBe('warning')
    expect(unknown.message).toMatch(/100 supporters above 10\.000.*--case or --voters/)
    const known = issue(capless, 'quorumCap')
    expect(known.severity).toBe('error')
    expect(known.message).toMatch(/12\.480 persons entitled to vote.*above 10\.000 at least 100/)
  })

  describe('the body’s decision and its remedy (§ 27 KWG)', () => {
    const decision = (): string => renderText(only(REVIEW, { ...setting, publication: published('2023-08-25') }, 'beschluss').doc)

    // (the notice of the body's decision cites no § 58 KWO: a warning, which these checks leave aside)
    const errors = (text: string): ReadonlyArray<NoticeIssue> => check(text).filter((i) => i.severity === 'error')

    it('the body’s decision announced: the action and its month, each named in its message', { tags: ['kwg27'] }, () => {
      expect(errors(decision())).toEqual([])
      const action = errors(swap('die Klage im Verwaltungsstreitverfahren vor dem Verwaltungsgericht', 'ein Rechtsmittel', decision()))
      expect(action.map((i) => [i.code, i.norm])).toEqual([['action', '§ 27 KWG']])
      expect(action[0]?.message).toMatch(/administrative court/)
      const month = errors(swap('innerhalb eines Monats nach Zustellung oder Verkündung ', '', decision()))
      expect(month.map((i) => i.code)).toEqual(['actionPeriod'])
      expect(month[0]?.message).toMatch(/one month/)
      expect(errors(swap('innerhalb eines Monats', 'innerhalb von einem Monat', decision()))).toEqual([])
    })

    it('a heading in capitals announces the body’s decision too', { tags: ['kwg27'] }, () => {
      const text = 'BESCHLUSS DER GEMEINDEVERTRETUNG\nDie Einsprüche gegen die Feststellung des Wahlleiters vom 22. August 2023 werden zurückgewiesen.\n§ 58 Abs. 2 KWO'
      expect(codes(text)).toContain('action')
    })

    it('a body mentioned without a decision of its own asks for no action (case 3: "Damit hat der Ortsbeirat … nur noch 2 Mitglieder")', { tags: ['kwg27'] }, () => {
      const text = noticeText(caseOf('03-'))
      expect(text).toContain('Damit hat der Ortsbeirat')
      const withoutAction = text
        .split('\n')
        .filter((l) => !l.startsWith('Gegen den Beschluss'))
        .join('\n')
      expect(withoutAction).not.toContain('Klage')
      expect(codes(withoutAction, 742)).toEqual([])
    })

    it('a notice that only says what the returning officer found, without any remedy, lacks every element of the objection', { tags: ['kwg25.1', 'kwg25.2'] }, () => {
      const text = 'Öffentliche Bekanntmachung\nDer Gemeindewahlleiter hat am 30. August 2023 festgestellt, dass Emil Engel an die Stelle von Anna Arnold nachrückt (§ 34 KWG i. V. m. § 58 Abs. 2 KWO).'
      expect(codes(text, 8000)).toEqual(['period', 'exclusionPeriod', 'district', 'form', 'quorumPercent', 'quorumMinimum', 'reasons'])
    })
  })

  it('a private address is a warning, with its line (since 2025 it does not belong in a public notice)', () => {
    const issues = check(`${GOOD()}\nEmil Engel, wohnhaft Lindenweg 3, 34567 Musterstadt`)
    const lines = `${GOOD()}\n`.split('\n').length
    expect(issues).toEqual([{ code: 'privateAddress', severity: 'warning', message: expect.stringMatching(/private address.*2025/) as unknown as string, norm: 'KWO (Fassung 2025)', line: lines }])
    expect(codes(`${GOOD()}\nEmil Engel wohnt in Musterstadt.`)).toEqual(['privateAddress'])
  })
})
