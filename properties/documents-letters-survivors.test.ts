// The letters and notices of src/documents/letters.ts and notice.ts, part by
// part, in German and in English: the notification of the successor and of a
// candidate who must prove an incompatibility ended (§ 34 Abs. 3 Satz 2 with
// § 23 KWG), the list of service (§ 58 Abs. 1 KWO), the notices after a review
// (§ 34 Abs. 4 to 6, §§ 26, 27 KWG), the note, the Feststellung and the
// Bekanntmachung with its Rechtsbehelfsbelehrung (§ 34 Abs. 4 with §§ 25–27 KWG).
// Each expected text is worked from the law (../shared/law/kwg-34.txt,
// related-norms.md) and spec/documents.md; the structure (section and paragraph
// keys, the candidates a paragraph names) is the document model's
// (src/explain/document.ts: "a stable key for tests and styling", the HTML's
// data-key). Answers the survivors of the documents run of 2026-12-06 in these
// two files (mutation/documents-answers-letters-notice.md).
import { describe, expect, it } from 'vitest'
import type { IsoDate } from '../src/domain/brand.js'
import type { Publication } from '../src/domain/office.js'
import { documentsOf } from '../src/documents/dossier.js'
import type { DocumentKind, OfficialDocument, Setting } from '../src/documents/model.js'
import { type Paragraph, paragraphsOf } from '../src/explain/document.js'
import { OFFICE, OFFICE_JSON, officeOf, readJson } from './support/office.js'

type Json = Record<string, unknown>

const published = (date: string, medium = 'Amtsblatt'): Publication => ({ date: date as IsoDate, medium })
const MUSTERSTADT = readJson('spec', 'examples', 'musterstadt.case.json')
const REVIEW = readJson('spec', 'examples', 'review.case.json')
const caseOf = (dir: string): Json => readJson('spec', 'cases', dir, 'case.json')
const CASE3 = caseOf('03-ortsbeirat-erschoepft')
const CASE10 = caseOf('10-hinderungsgrund-beide-lesarten')
const CASE11 = caseOf('11-eingemeindung')
const CASE16 = caseOf('16-untaetiger-wahlleiter')
const CASE24 = caseOf('24-klage-gegen-beschluss')

/** Musterstadt: Anna Arnold waived her seat on 15 August 2023, Emil Engel succeeds, determined on 30 August, published on 1 September 2023. */
const DE: Setting = { lang: 'de', office: OFFICE, publication: published('2023-09-01', 'Musterstädter Anzeiger Nr. 35') }
const EN: Setting = { ...DE, lang: 'en' }
/** The office profile without a publication: only the public notice of the returning officer needs one (spec/documents.md). */
const UNPUBLISHED: Setting = { ...DE, publication: null }
const BARE: Setting = { lang: 'de', office: null, publication: null }
/** The review example: determined on 22 August 2023, announced on 25 August. */
const reviewSetting = (lang: 'de' | 'en'): Setting => ({ lang, office: OFFICE, publication: published('2023-08-25') })

const all = (u: unknown, s: Setting): ReadonlyArray<OfficialDocument> => {
  const r = documentsOf(u, s)
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
  return r.right
}
const only = (u: unknown, s: Setting, kind: DocumentKind): OfficialDocument => {
  const d = all(u, s).filter((x) => x.kind === kind)
  if (d.length !== 1) throw new Error(`${d.length} documents of the kind ${kind}`)
  return d[0] as OfficialDocument
}
/** Each section: its key, its title and the keys of its blocks (a list by its own key). */
const outline = (d: OfficialDocument): ReadonlyArray<readonly [string, string, ReadonlyArray<string | null>]> =>
  d.doc.sections.map((s) => [s.key, s.title, s.blocks.map((b) => (b._tag === 'quote' ? 'quote' : b.key))] as const)
const paragraph = (d: OfficialDocument, key: string): Paragraph => {
  const ps = paragraphsOf(d.doc).filter((p) => p.key === key)
  if (ps.length !== 1) throw new Error(`${ps.length} paragraphs with the key ${key} in the ${d.kind}`)
  return ps[0] as Paragraph
}
const text = (d: OfficialDocument, key: string): string => paragraph(d, key).text
const withBody = (c: Json, body: Json): Json => ({ ...c, body: { ...(c['body'] as Json), ...body } })
/** Musterstadt without the number of persons entitled to vote (the field is optional). */
const WITHOUT_VOTERS: Json = { ...MUSTERSTADT, body: Object.fromEntries(Object.entries(MUSTERSTADT['body'] as Json).filter(([k]) => k !== 'eligibleVoters')) }
const office = (changes: Json): Setting => ({ ...DE, office: officeOf({ ...OFFICE_JSON, ...changes }) })

/** The review example with the body's decision of 12 October 2023 replaced, and events after it. */
const review = (decision: Json, after: ReadonlyArray<Json> = []): Json => ({
  ...REVIEW,
  events: [...(REVIEW['events'] as Json[]).filter((e) => e['type'] !== 'bodyDecision'), { date: '2023-10-12', type: 'bodyDecision', vacancy: 'SPD-1', ...decision }, ...after],
})
const MODIFY_ENGEL = { decision: 'modify', outcome: 'successor', successor: 'SPD-4' }
/** An action against the body's resolution, the court's decision on it, and its finality (§ 27 KWG). */
const court = (decision: Json): Json =>
  review(MODIFY_ENGEL, [
    { date: '2023-10-20', type: 'action', vacancy: 'SPD-1' },
    { date: '2024-01-10', type: 'courtDecision', vacancy: 'SPD-1', ...decision },
    { date: '2024-01-20', type: 'final', vacancy: 'SPD-1' },
  ])
/** The review example whose recorded determination left the seat empty. */
const FROM_EMPTY: Json = { ...REVIEW, events: (REVIEW['events'] as Json[]).map((e) => (e['type'] === 'determination' ? { ...e, outcome: 'vacant', successor: null } : e)) }

describe('the notification of the successor', { tags: ['kwg34.3.s2', 'kwg23.1'] }, () => {
  const de = (): OfficialDocument => only(MUSTERSTADT, DE, 'benachrichtigung')
  const en = (): OfficialDocument => only(MUSTERSTADT, EN, 'benachrichtigung')

  it('is addressed to the successor by name, served with proof of service, and says in its title that it notifies under § 34 Abs. 3 Satz 2 with § 23 KWG', () => {
    expect(de().doc.title).toBe('Benachrichtigung nach § 34 Abs. 3 Satz 2 i. V. m. § 23 KWG')
    expect(de().doc.subtitle).toBe('Gemeindevertretung Musterstadt')
    expect(outline(de())).toEqual([
      ['letterhead', '', ['letterhead.line', 'letterhead.line', 'letterhead.file']],
      ['addressee', '', ['addressee.name', 'addressee.how']],
      ['letter', 'Ihr Nachrücken in die Gemeindevertretung', ['letter.salutation', 'letter.status', 'letter.notice']],
      ['signature', '', ['signature.place', 'signature.title', 'signature.hand']],
    ])
    expect(paragraph(de(), 'addressee.name')).toMatchObject({ text: 'Emil Engel', candidates: ['SPD-4'] })
    // no private address in any document: the letter goes to the address on file (spec/documents.md)
    expect(text(de(), 'addressee.how')).toBe('gegen Zustellungsurkunde (Anschrift nach der Akte)')
  })

  it('greets the successor without assuming a gender, tells the succession and that the status is acquired with the determination, and that it will be published', () => {
    expect(paragraph(de(), 'letter.salutation')).toMatchObject({ text: 'Guten Tag Emil Engel,', candidates: ['SPD-4'] })
    // § 34 Abs. 1 Satz 1 and Abs. 3 Satz 1: the successor takes the place of the one who left; Abs. 3 Satz 2 with § 23 Abs. 1: the status with the determination
    expect(paragraph(de(), 'letter.status')).toMatchObject({
      text: 'mit meiner Feststellung vom 30. August 2023 rücken Sie an die Stelle von Anna Arnold als Mitglied der Gemeindevertretung nach (§ 34 Abs. 1 Satz 1 KWG, § 34 Abs. 3 Satz 1 KWG). Sie haben die Rechtsstellung als Vertreterin oder Vertreter mit dieser Feststellung erworben (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 1 KWG).',
      norms: ['kwg34.1.s1.trigger', 'kwg34.3.s1', 'kwg34.3.s2', 'kwg23.1'],
    })
    expect(text(de(), 'letter.notice')).toBe('Die Feststellung wird öffentlich bekannt gemacht; eine Ausfertigung liegt bei.')
  })

  it('says the same in English, with the German terms in brackets', () => {
    expect(en().doc.title).toBe('Notification under § 34 Abs. 3 Satz 2 with § 23 KWG [Benachrichtigung]')
    expect(en().doc.sections.find((s) => s.key === 'letter')?.title).toBe('Your succession in the municipal council [Gemeindevertretung]')
    expect(text(en(), 'addressee.how')).toBe('served with proof of service (address as on file)')
    expect(text(en(), 'letter.salutation')).toBe('Dear Emil Engel,')
    expect(text(en(), 'letter.status')).toBe(
      'with my determination of 30 August 2023 you succeed Anna Arnold as a member of the municipal council [Gemeindevertretung] (§ 34 Abs. 1 Satz 1 KWG, § 34 Abs. 3 Satz 1 KWG). You acquired the status of a representative with this determination (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 1 KWG).',
    )
    expect(text(en(), 'letter.notice')).toBe('The determination will be published; a copy is enclosed.')
  })

  it('names the body’s determination after the returning officer’s inaction as the body’s, in the third person (case 16)', { tags: ['kwg34.4.s3'] }, () => {
    const s = { ...DE, publication: published('2023-07-28') }
    expect(text(only(CASE16, s, 'benachrichtigung'), 'letter.status')).toMatch(/^mit der Feststellung der Gemeindevertretung vom 20\. Juli 2023 rücken Sie an die Stelle von Sonja Mertens als Mitglied der Gemeindevertretung nach /)
    expect(text(only(CASE16, { ...s, lang: 'en' }, 'benachrichtigung'), 'letter.status')).toMatch(
      /^with the determination of the municipal council \[Gemeindevertretung\] of 20 July 2023 you succeed Sonja Mertens as a member of the municipal council \[Gemeindevertretung\] /,
    )
  })

  it.each([
    ['kreistag', 'Kreistag des Landkreises Musterkreis', 'Ihr Nachrücken in den Kreistag'],
    ['ortsbeirat', 'Ortsbeirat Musterstadt-Nord', 'Ihr Nachrücken in den Ortsbeirat'],
    ['auslaenderbeirat', 'Ausländerbeirat Musterstadt', 'Ihr Nachrücken in den Ausländerbeirat'],
    ['stadtverordnetenversammlung', 'Stadtverordnetenversammlung Musterstadt', 'Ihr Nachrücken in die Stadtverordnetenversammlung'],
  ])('heads the letter with the body in the accusative after “in” (%s)', (kind, name, heading) => {
    const d = only(withBody(MUSTERSTADT, { kind, name }), DE, 'benachrichtigung')
    expect(d.doc.sections.find((s) => s.key === 'letter')?.title).toBe(heading)
  })

  it('is no draft for want of a publication: only the public notice runs a period from it', () => {
    expect(only(MUSTERSTADT, UNPUBLISHED, 'benachrichtigung').draft).toEqual([])
  })
})

describe('the notification of a candidate who must prove that an incompatibility ended (case 10)', { tags: ['kwg34.3.s2', 'kwg23.2.s2', 'kwg23.2.s3'] }, () => {
  // Case 10: Erich Vogel dies on 6 May 2024; Nicole Berger (SPD-8), next on the list, has an incompatibility and was notified on 13 May 2024
  const de = (): OfficialDocument => only(CASE10, DE, 'benachrichtigung')
  const en = (): OfficialDocument => only(CASE10, EN, 'benachrichtigung')

  it('heads the letter as a notice of an incompatibility under § 34 Abs. 3 Satz 2 with § 23 Abs. 2 KWG, addressed to the candidate', () => {
    expect(de().doc.title).toBe('Benachrichtigung nach § 34 Abs. 3 Satz 2 i. V. m. § 23 Abs. 2 KWG')
    expect(outline(de()).slice(1)).toEqual([
      ['letterhead', '', ['letterhead.line', 'letterhead.line', 'letterhead.file']],
      ['addressee', '', ['addressee.name', 'addressee.how']],
      ['letter', 'Hinweis auf einen Hinderungsgrund', ['letter.salutation', 'letter.rank', 'letter.incompatibility', 'letter.consequence']],
      ['signature', '', ['signature.place', 'signature.title', 'signature.hand']],
    ])
    expect(paragraph(de(), 'addressee.name')).toMatchObject({ text: 'Nicole Berger', candidates: ['SPD-8'] })
    expect(paragraph(de(), 'letter.salutation')).toMatchObject({ text: 'Guten Tag Nicole Berger,', candidates: ['SPD-8'] })
  })

  it('addresses the candidate as “Sie” and names the body once', () => {
    expect(text(de(), 'letter.rank')).toBe('Sie sind die nächste noch nicht berufene Person des Wahlvorschlags, die für den Sitz in der Stadtverordnetenversammlung in Betracht kommt.')
  })

  it('gives the week for the proof from the service of the letter, and what follows without it', () => {
    expect(paragraph(de(), 'letter.incompatibility').norms).toEqual(['kwg34.3.s2', 'kwg23.2.s2'])
    expect(paragraph(de(), 'letter.consequence').norms).toEqual(['kwg23.2.s3', 'kwg34.1.s1.trigger'])
    expect(text(en(), 'letter.incompatibility')).toBe(
      'According to the records, an incompatibility [Hinderungsgrund] bars your membership. You can prove that it has ended only within one week of the service of this notification (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 2 Satz 2 KWG).',
    )
    expect(text(en(), 'letter.consequence')).toBe(
      'Without proof in time your status as a representative counts as not acquired (§ 23 Abs. 2 Satz 3 KWG); the next candidate of the list not yet called then succeeds (§ 34 Abs. 1 Satz 1 KWG). Until the proof you cannot exercise the rights of the status.',
    )
  })

  it('says the same in English', () => {
    expect(en().doc.title).toBe('Notification under § 34 Abs. 3 Satz 2 with § 23 Abs. 2 KWG [Benachrichtigung]')
    expect(en().doc.sections.find((s) => s.key === 'letter')?.title).toBe('Notice of an incompatibility')
    expect(text(en(), 'letter.rank')).toBe('You are the next candidate not yet called who may take the seat in Stadtverordnetenversammlung Lahnfeld.')
  })

  it('is a draft only because no determination can be made yet, not for want of a publication', () => {
    expect(only(CASE10, UNPUBLISHED, 'benachrichtigung').draft).toEqual(['Eine Feststellung nach § 34 Abs. 3 Satz 1 KWG kann noch nicht oder nicht getroffen werden (siehe Vermerk).'])
  })
})

describe('the list of service', () => {
  const de = (): OfficialDocument => only(MUSTERSTADT, DE, 'zustellung')
  const en = (): OfficialDocument => only(MUSTERSTADT, EN, 'zustellung')
  const BLANK_DE = 'zugestellt am ____________ durch ____________'
  const BLANK_EN = 'served on ____________ by ____________'
  const items = (d: OfficialDocument): ReadonlyArray<Paragraph> => {
    const b = d.doc.sections.find((s) => s.key === 'service')?.blocks.find((x) => x._tag === 'list')
    return b?._tag === 'list' ? b.items : []
  }

  it('lists under § 58 Abs. 1 KWO, numbered, the member who left, the successor and the Kommunalaufsicht, each with a blank for the service', () => {
    expect(de().doc.title).toBe('Zustellungsliste nach § 58 Abs. 1 KWO')
    expect(outline(de())).toEqual([
      ['letterhead', '', ['letterhead.line', 'letterhead.line', 'letterhead.file']],
      ['service', 'Zustellung der Feststellung vom 30. August 2023', ['service.norm', 'service.list']],
      ['signature', '', ['signature.place', 'signature.title', 'signature.hand']],
    ])
    expect(text(de(), 'service.norm')).toBe('Nach § 58 Abs. 1 KWO ist die Feststellung zuzustellen an:')
    const list = de().doc.sections.find((s) => s.key === 'service')?.blocks[1]
    expect(list?._tag === 'list' && list.ordered).toBe(true)
    expect(items(de()).map((p) => [p.key, p.text, p.candidates])).toEqual([
      ['service.member', `Anna Arnold – ausgeschiedenes Mitglied – ${BLANK_DE}`, ['SPD-1']],
      ['service.member', `Emil Engel – nachrückendes Mitglied – ${BLANK_DE}`, ['SPD-4']],
      ['service.authority', `Kreisausschuss des Landkreises Musterkreis – Kommunalaufsicht – ${BLANK_DE}`, []],
    ])
  })

  it('says the same in English', () => {
    expect(en().doc.title).toBe('List of service under § 58 Abs. 1 KWO')
    expect(en().doc.sections.find((s) => s.key === 'service')?.title).toBe('Service of the determination of 30 August 2023')
    expect(text(en(), 'service.norm')).toBe('Under § 58 Abs. 1 KWO the determination is served on:')
    expect(items(en()).map((p) => p.text)).toEqual([
      `Anna Arnold – the member who left – ${BLANK_EN}`,
      `Emil Engel – the successor – ${BLANK_EN}`,
      `Kreisausschuss des Landkreises Musterkreis – Kommunalaufsicht – ${BLANK_EN}`,
    ])
  })

  it('adds the role to a supervisory authority whose name does not say it, and names the role alone without an office profile', () => {
    const named = office({ supervisoryAuthority: 'Kreisausschuss des Landkreises Musterkreis' })
    expect(items(only(MUSTERSTADT, named, 'zustellung'))[2]?.text).toBe(`Kreisausschuss des Landkreises Musterkreis – Kommunalaufsicht – ${BLANK_DE}`)
    expect(items(only(MUSTERSTADT, { ...named, lang: 'en' }, 'zustellung'))[2]?.text).toBe(`Kreisausschuss des Landkreises Musterkreis – supervisory authority [Kommunalaufsicht] – ${BLANK_EN}`)
    expect(items(only(MUSTERSTADT, BARE, 'zustellung'))[2]?.text).toBe(`Kommunalaufsicht – ${BLANK_DE}`)
    expect(items(only(MUSTERSTADT, { ...BARE, lang: 'en' }, 'zustellung'))[2]?.text).toBe(`supervisory authority [Kommunalaufsicht] – ${BLANK_EN}`)
  })

  it('notes after the list whom nothing is served on because they died, naming them (case 3)', () => {
    const d = only(CASE3, DE, 'zustellung')
    expect(outline(d)[1]).toEqual(['service', 'Zustellung der Feststellung vom 30. September 2022', ['service.norm', 'service.list', 'service.deceased']])
    expect(paragraph(d, 'service.deceased')).toMatchObject({ text: 'Keine Zustellung an Erika Brandt (verstorben).', candidates: ['CDU-2'] })
  })

  it('is no draft for want of a publication', () => {
    expect(only(MUSTERSTADT, UNPUBLISHED, 'zustellung').draft).toEqual([])
  })
})

describe('the notice of the decision in review proceedings', { tags: ['kwg34.4.s2', 'kwg26', 'kwg27', 'kwg34.5'] }, () => {
  // The review example: the body modified on 12 October 2023 the determination of 22 August 2023 (Frieda Fuchs) to Emil Engel
  const de = (): OfficialDocument => only(REVIEW, reviewSetting('de'), 'beschluss')
  const en = (): OfficialDocument => only(REVIEW, reviewSetting('en'), 'beschluss')

  it('states the body’s decision with its norms, that the determination holds until the decision is final, and the action of § 27 KWG against it', () => {
    expect(de().doc.title).toBe('Bekanntmachung des Beschlusses der Gemeindevertretung über Einsprüche')
    expect(outline(de())).toEqual([
      ['letterhead', '', ['letterhead.line', 'letterhead.line', 'letterhead.file']],
      ['decision', '', ['decision.what', 'decision.abs5']],
      ['remedies', 'Rechtsbehelfsbelehrung', ['remedy.action']],
      ['signature', '', ['signature.place', 'signature.title', 'signature.hand']],
    ])
    expect(text(de(), 'decision.abs5')).toBe('Bis zur Rechtskraft der Entscheidung bleibt es bei der Feststellung vom 22. August 2023 (§ 34 Abs. 5 KWG).')
    expect(text(de(), 'remedy.action')).toMatch(/^Gegen diesen Beschluss steht den Beteiligten und der Aufsichtsbehörde innerhalb eines Monats nach Zustellung/)
  })

  it('says the same in English, naming the body in English', () => {
    expect(en().doc.title).toBe('Notice of the resolution of the municipal council [Gemeindevertretung] on objections')
    expect(text(en(), 'decision.what')).toBe(
      'On 12 October 2023 the municipal council [Gemeindevertretung] deciding on the objections against the returning officer’s determination of 22 August 2023 (§ 34 Abs. 4 Satz 2 KWG, § 26 KWG) modified the determination: Emil Engel succeeds Anna Arnold (instead of Frieda Fuchs).',
    )
    expect(text(en(), 'decision.abs5')).toBe('Until the decision is final, the determination of 22 August 2023 stands (§ 34 Abs. 5 KWG).')
    expect(en().doc.sections.find((s) => s.key === 'remedies')?.title).toBe('Information on remedies [Rechtsbehelfsbelehrung]')
    expect(text(en(), 'remedy.action')).toMatch(/^Against this resolution, the parties and the supervisory authority may bring an action/)
  })

  it.each([
    ['confirms', { decision: 'confirm' }, 'die Feststellung bestätigt', 'confirmed the determination'],
    ['annuls', { decision: 'annul' }, 'die Feststellung aufgehoben', 'annulled the determination'],
    ['modifies to an empty seat', { decision: 'modify', outcome: 'vacant', successor: null }, 'die Feststellung dahin abgeändert, dass der Sitz unbesetzt bleibt (statt Frieda Fuchs)', 'modified the determination: the seat stays empty (instead of Frieda Fuchs)'],
  ])('says that the body %s the determination (§ 34 Abs. 4 Satz 2 KWG)', (_what, decision, german, english) => {
    const c = review(decision)
    expect(text(only(c, reviewSetting('de'), 'beschluss'), 'decision.what')).toBe(
      `Auf die Einsprüche gegen die Feststellung der Gemeindewahlleiterin vom 22. August 2023 hat die Gemeindevertretung am 12. Oktober 2023 ${german} (§ 34 Abs. 4 Satz 2 KWG, § 26 KWG).`,
    )
    expect(text(only(c, reviewSetting('en'), 'beschluss'), 'decision.what')).toMatch(new RegExp(` ${english.replace(/[()]/g, '\\$&')}\\.$`))
  })

  it('says, where the seat was empty, that the successor comes instead of the seat staying empty', () => {
    expect(text(only(FROM_EMPTY, reviewSetting('de'), 'beschluss'), 'decision.what')).toContain('die Feststellung dahin abgeändert, dass Emil Engel an die Stelle von Anna Arnold nachrückt (statt dass der Sitz unbesetzt bleibt)')
    expect(text(only(FROM_EMPTY, reviewSetting('en'), 'beschluss'), 'decision.what')).toContain('modified the determination: Emil Engel succeeds Anna Arnold (instead of the seat staying empty)')
  })

  it('writes no notice of a resolution on objections against the body’s own determination after the returning officer’s inaction: no objection lies against it', { tags: ['kwg34.4.s1', 'kwg34.4.s3'] }, () => {
    // case 16 with an objection against the body's determination of 20 July 2023 and a body's decision on it: the
    // objection is refused (objectionAgainstBody: against the body's own determination lies the action of § 27 KWG)
    const c = {
      ...CASE16,
      events: [
        ...(CASE16['events'] as Json[]),
        { date: '2023-07-28', type: 'announcement', vacancy: 'FDP-2' },
        { date: '2023-08-03', type: 'objection', vacancy: 'FDP-2', against: 'determination', form: 'written', reasonedOn: '2023-08-03', ownRights: true, supporters: 0 },
        { date: '2023-09-07', type: 'bodyDecision', vacancy: 'FDP-2', decision: 'confirm' },
      ],
      query: { state: { asOf: '2023-09-30' } },
    }
    const s: Setting = { lang: 'de', office: OFFICE, publication: published('2023-07-28') }
    expect(all(c, s).filter((d) => d.kind === 'beschluss')).toEqual([])
  })

  describe('the court’s decision on the action against the body’s resolution (§ 27 KWG)', () => {
    // Case 24: the body confirmed on 8 December 2022, the court modified its resolution on 14 June 2023: Markus Jung instead of Lisa Wagner
    const s = (lang: 'de' | 'en'): Setting => ({ lang, office: OFFICE, publication: published('2022-10-14') })
    const notices = (lang: 'de' | 'en'): ReadonlyArray<OfficialDocument> => all(CASE24, s(lang)).filter((d) => d.kind === 'beschluss')

    it('is the court’s, on the body’s resolution, with no remedy of its own; the body’s own notice keeps its words', () => {
      const [body, court] = notices('de') as [OfficialDocument, OfficialDocument]
      expect(text(body, 'decision.what')).toContain('hat die Gemeindevertretung am 8. Dezember 2022 die Feststellung bestätigt')
      expect(court.doc.title).toBe('Bekanntmachung der Entscheidung im Wahlprüfungsverfahren')
      expect(outline(court).map(([key]) => key)).toEqual(['letterhead', 'decision', 'signature'])
      expect(text(court, 'decision.what')).toBe('Das Verwaltungsgericht hat am 14. Juni 2023 im Verwaltungsstreitverfahren (§ 27 KWG) den Beschluss der Gemeindevertretung dahin abgeändert, dass Markus Jung an die Stelle von Helga Marx nachrückt (statt Lisa Wagner).')
    })

    it('says the same in English', () => {
      const [body, court] = notices('en') as [OfficialDocument, OfficialDocument]
      expect(text(body, 'decision.what')).toMatch(/ confirmed the determination\.$/)
      expect(court.doc.title).toBe('Notice of the court’s decision in review proceedings')
      expect(text(court, 'decision.what')).toBe('On 14 June 2023 the administrative court (action, § 27 KWG) modified the resolution of the municipal council [Gemeindevertretung]: Markus Jung succeeds Helga Marx (instead of Lisa Wagner).')
    })

    it.each([
      ['confirm', 'den Beschluss der Gemeindevertretung bestätigt', 'confirmed the resolution of the municipal council [Gemeindevertretung]'],
      ['annul', 'den Beschluss der Gemeindevertretung aufgehoben', 'annulled the resolution of the municipal council [Gemeindevertretung]'],
    ])('says that the court decided (%s) on the body’s resolution, not on the determination', (decision, german, english) => {
      const c = court({ decision })
      const of = (lang: 'de' | 'en'): OfficialDocument => all(c, reviewSetting(lang)).filter((d) => d.kind === 'beschluss')[1] as OfficialDocument
      expect(text(of('de'), 'decision.what')).toBe(`Das Verwaltungsgericht hat am 10. Januar 2024 im Verwaltungsstreitverfahren (§ 27 KWG) ${german}.`)
      expect(text(of('en'), 'decision.what')).toBe(`On 10 January 2024 the administrative court (action, § 27 KWG) ${english}.`)
    })
  })
})

describe('the notice that the review is final', { tags: ['kwg34.5', 'kwg34.6', 'kwg33.4'] }, () => {
  // The review example: the body's resolution of 12 October 2023 (Emil Engel instead of Frieda Fuchs) became final on 14 November 2023
  const de = (): OfficialDocument => only(REVIEW, reviewSetting('de'), 'unanfechtbar')
  const en = (): OfficialDocument => only(REVIEW, reviewSetting('en'), 'unanfechtbar')
  const finalOf = (c: Json, lang: 'de' | 'en' = 'de'): OfficialDocument => only(c, reviewSetting(lang), 'unanfechtbar')
  const CHANGE_DE = 'Die Gültigkeit der bis dahin gefassten Beschlüsse und der Tätigkeit der Beteiligten wird dadurch nicht berührt (§ 34 Abs. 6 KWG, § 33 Abs. 4 KWG).'

  it('says since when the decision is final, who holds the seat from then on, who leaves, and that what was done stays valid', () => {
    expect(outline(de())).toEqual([
      ['letterhead', '', ['letterhead.line', 'letterhead.line', 'letterhead.file']],
      ['final', '', ['final.what', 'final.change']],
      ['signature', '', ['signature.place', 'signature.title', 'signature.hand']],
    ])
    expect(text(de(), 'final.change')).toBe(`Emil Engel ist von diesem Tag an Mitglied der Gemeindevertretung; Frieda Fuchs scheidet mit diesem Tag aus. ${CHANGE_DE}`)
  })

  it('says the same in English', () => {
    expect(en().doc.title).toBe('Notice: the review proceedings are final')
    expect(text(en(), 'final.what')).toBe('The decision of 12 October 2023 has been final since 14 November 2023; the review proceedings are closed (§ 34 Abs. 5 KWG).')
    expect(text(en(), 'final.change')).toBe(
      'From this day Emil Engel is a member of the municipal council [Gemeindevertretung]; Frieda Fuchs leaves on this day. The resolutions passed until then and the activity of those involved stay valid (§ 34 Abs. 6 KWG, § 33 Abs. 4 KWG).',
    )
  })

  it('says only that the proceedings are closed when the determination was confirmed, or modified to the successor in office', () => {
    for (const c of [review({ decision: 'confirm' }), review({ decision: 'modify', outcome: 'successor', successor: 'SPD-5' })]) {
      const d = finalOf(c)
      expect(outline(d)[1]).toEqual(['final', '', ['final.what']])
      expect(text(d, 'final.what')).toBe('Die Entscheidung vom 12. Oktober 2023 ist seit dem 14. November 2023 unanfechtbar; das Wahlprüfungsverfahren ist abgeschlossen (§ 34 Abs. 5 KWG).')
    }
  })

  it('says that the seat stays empty from then on after a modification to an empty seat', () => {
    const c = review({ decision: 'modify', outcome: 'vacant', successor: null })
    expect(text(finalOf(c), 'final.change')).toBe(`Der Sitz bleibt von diesem Tag an unbesetzt; Frieda Fuchs scheidet mit diesem Tag aus. ${CHANGE_DE}`)
    expect(text(finalOf(c, 'en'), 'final.change')).toMatch(/^From this day the seat stays empty; Frieda Fuchs leaves on this day\. /)
  })

  it('names no one who leaves where the seat was empty', () => {
    expect(text(finalOf(FROM_EMPTY), 'final.change')).toBe(`Emil Engel ist von diesem Tag an Mitglied der Gemeindevertretung. ${CHANGE_DE}`)
    expect(text(finalOf(FROM_EMPTY, 'en'), 'final.change')).toMatch(/^From this day Emil Engel is a member of the municipal council \[Gemeindevertretung\]\. The resolutions/)
  })

  it('after the court confirmed the body’s resolution, its modification takes effect (P7)', { tags: ['kwg27'] }, () => {
    const d = finalOf(court({ decision: 'confirm' }))
    expect(text(d, 'final.what')).toBe('Die Entscheidung vom 10. Januar 2024 ist seit dem 20. Januar 2024 unanfechtbar; das Wahlprüfungsverfahren ist abgeschlossen (§ 34 Abs. 5 KWG).')
    expect(text(d, 'final.change')).toBe(`Emil Engel ist von diesem Tag an Mitglied der Gemeindevertretung; Frieda Fuchs scheidet mit diesem Tag aus. ${CHANGE_DE}`)
  })

  it('after the court annulled the body’s resolution, the determination stands as before and nobody leaves (P7)', { tags: ['kwg27'] }, () => {
    expect(outline(finalOf(court({ decision: 'annul' })))[1]).toEqual(['final', '', ['final.what']])
  })
})

describe('the note where nothing can be determined (case 11: § 33 Abs. 1 Nr. 4 KWG)', () => {
  it('is titled with the seat, and its reason names the member who left', () => {
    const de = only(CASE11, DE, 'vermerk')
    expect(de.doc.title).toBe('Vermerk zum Sitz von Elisabeth Horn')
    expect(outline(de).slice(2)).toEqual([
      ['note', '', ['note.why']],
      ['signature', '', ['signature.place', 'signature.title', 'signature.hand']],
    ])
    expect(paragraph(de, 'note.why').candidates).toEqual(['CDU-2'])
    expect(only(CASE11, EN, 'vermerk').doc.title).toBe('Note on the seat of Elisabeth Horn')
  })
})

describe('the Feststellung', { tags: ['kwg34.3.s1'] }, () => {
  const de = (): OfficialDocument => only(MUSTERSTADT, DE, 'feststellung')
  const en = (): OfficialDocument => only(MUSTERSTADT, EN, 'feststellung')

  it('has the finding, the ranking considered and the note of service and publication, under their headings', () => {
    expect(de().doc.title).toBe('Feststellung nach § 34 Abs. 3 Satz 1 KWG')
    expect(outline(de()).map(([key, title]) => [key, title])).toEqual([
      ['letterhead', ''],
      ['finding', 'Feststellung'],
      ['ranking', 'Berücksichtigte Rangfolge'],
      ['service', 'Zustellung und Bekanntmachung'],
      ['signature', ''],
    ])
    expect(outline(de())[1]?.[2][0]).toBe('finding.intro')
    expect(text(de(), 'finding.intro')).toBe('Gemäß § 34 Abs. 3 Satz 1 KWG stelle ich fest:')
    expect(outline(de())[2]?.[2]).toEqual(['ranking.intro', 'finding.ranking'])
    expect(text(de(), 'ranking.intro')).toBe('Die noch nicht berufenen Bewerberinnen und Bewerber in der Reihenfolge ihrer Stimmenzahlen:')
    expect(outline(de())[3]?.[2]).toEqual(['service.to'])
  })

  it('says whom the determination is served on under § 58 Abs. 1 KWO and that it is published under § 58 Abs. 2 KWO', () => {
    expect(text(de(), 'service.to')).toBe(
      'Zuzustellen nach § 58 Abs. 1 KWO an: Anna Arnold, Emil Engel und Kreisausschuss des Landkreises Musterkreis – Kommunalaufsicht. Öffentlich bekannt zu machen nach § 34 Abs. 3 KWG i. V. m. § 58 Abs. 2 KWO.',
    )
    expect(text(en(), 'service.to')).toBe(
      'To be served under § 58 Abs. 1 KWO on: Anna Arnold, Emil Engel and Kreisausschuss des Landkreises Musterkreis – Kommunalaufsicht. To be published under § 34 Abs. 3 KWG with § 58 Abs. 2 KWO.',
    )
    // case 3: Erika Brandt died; the note says so between the service and the publication
    expect(text(only(CASE3, EN, 'feststellung'), 'service.to')).toBe(
      'To be served under § 58 Abs. 1 KWO on: Kreisausschuss des Landkreises Musterkreis – Kommunalaufsicht. Nothing is served on Erika Brandt (deceased). To be published under § 34 Abs. 3 KWG with § 58 Abs. 2 KWO.',
    )
  })

  it('names the Kommunalaufsicht by its role without an office profile', () => {
    expect(text(only(MUSTERSTADT, BARE, 'feststellung'), 'service.to')).toContain('an: Anna Arnold, Emil Engel und die Kommunalaufsicht.')
    expect(text(only(MUSTERSTADT, { ...BARE, lang: 'en' }, 'feststellung'), 'service.to')).toContain('on: Anna Arnold, Emil Engel and the supervisory authority [Kommunalaufsicht].')
  })

  it('says the same in English', () => {
    expect(en().doc.title).toBe('Determination under § 34 Abs. 3 Satz 1 KWG [Feststellung]')
    expect(outline(en()).map(([, title]) => title)).toEqual(['', 'Determination [Feststellung]', 'Ranking considered', 'Service and publication', ''])
    expect(text(en(), 'finding.intro')).toBe('Under § 34 Abs. 3 Satz 1 KWG I determine:')
    expect(text(en(), 'ranking.intro')).toBe('The candidates not yet called, in the order of their votes:')
  })

  it('leaves the ranking out where the recorded determination deviates from the law (spec/documents.md)', () => {
    expect(outline(only(REVIEW, reviewSetting('de'), 'feststellung')).map(([key]) => key)).toEqual(['letterhead', 'finding', 'service', 'signature'])
  })

  it('opens the body’s determination after the returning officer’s inaction with the body and the norm (case 16)', { tags: ['kwg34.4.s3'] }, () => {
    const s: Setting = { ...DE, publication: published('2023-07-28') }
    expect(text(only(CASE16, s, 'feststellung'), 'finding.intro')).toBe('Die Gemeindevertretung hat am 20. Juli 2023 anstelle des untätig gebliebenen Wahlleiters festgestellt (§ 34 Abs. 4 Satz 3 KWG):')
    expect(text(only(CASE16, { ...s, lang: 'en' }, 'feststellung'), 'finding.intro')).toBe(
      'The municipal council [Gemeindevertretung] determined on 20 July 2023 in place of the inactive returning officer (§ 34 Abs. 4 Satz 3 KWG):',
    )
  })

  it('is no draft for want of a publication: it is for the file', () => {
    expect(only(MUSTERSTADT, UNPUBLISHED, 'feststellung').draft).toEqual([])
  })
})

describe('the Bekanntmachung and its Rechtsbehelfsbelehrung', { tags: ['kwg34.4.s1', 'kwg25.1', 'kwg25.2', 'kwg26', 'kwg27', 'kwg34.5'] }, () => {
  const de = (): OfficialDocument => only(MUSTERSTADT, DE, 'bekanntmachung')
  const en = (): OfficialDocument => only(MUSTERSTADT, EN, 'bekanntmachung')

  it('publishes the finding, then the remedies in the order of §§ 25 to 27 and § 34 Abs. 5 KWG, and the day and medium of publication in its footer', () => {
    const o = outline(de())
    expect(o.map(([key, title]) => [key, title])).toEqual([
      ['letterhead', ''],
      ['finding', ''],
      ['remedies', 'Rechtsbehelfsbelehrung'],
      ['signature', ''],
      ['footer', ''],
    ])
    expect(o[1]?.[2][0]).toBe('finding.intro')
    expect(o[1]?.[2].at(-1)).toBe('notice.basis')
    expect(o[2]?.[2]).toEqual(['remedy.objection', 'remedy.quorum', 'remedy.form', 'remedy.decision', 'remedy.action', 'remedy.abs5'])
    expect(o[4]?.[2]).toEqual(['footer.published'])
    expect(text(de(), 'notice.basis')).toBe('Die Feststellung wird hiermit gemäß § 34 Abs. 3 KWG i. V. m. § 58 Abs. 2 KWO öffentlich bekannt gemacht.')
  })

  it('says the same in English', () => {
    expect(en().doc.title).toBe('Public notice of a succession [Öffentliche Bekanntmachung]')
    expect(en().doc.sections.find((s) => s.key === 'remedies')?.title).toBe('Information on remedies [Rechtsbehelfsbelehrung]')
    expect(text(en(), 'finding.intro')).toBe('Under § 34 Abs. 3 Satz 1 KWG I determine:')
    expect(text(en(), 'notice.basis')).toBe('The determination is hereby published under § 34 Abs. 3 KWG with § 58 Abs. 2 KWO.')
    expect(text(en(), 'footer.published')).toBe('Published on 1 September 2023 in: Musterstädter Anzeiger Nr. 35')
  })

  it('gives the exclusion period of two weeks from the publication, with its last day once published (§ 25 Abs. 1 Satz 1 KWG)', () => {
    // published on 1 September 2023: two weeks on, the period ends with 15 September (§§ 187, 188 BGB)
    expect(text(en(), 'remedy.objection')).toBe(
      'Any person entitled to vote in the electoral district may object to this determination within an exclusion period [Ausschlussfrist] of two weeks after this public notice (§ 34 Abs. 4 Satz 1 KWG, § 25 Abs. 1 KWG). This notice is published on 1 September 2023 (Musterstädter Anzeiger Nr. 35); the period ends at the end of 15 September 2023.',
    )
    expect(text(only(MUSTERSTADT, UNPUBLISHED, 'bekanntmachung'), 'remedy.objection')).toMatch(/\(§ 34 Abs\. 4 Satz 1 KWG, § 25 Abs\. 1 KWG\)\. Die Frist beginnt mit der Veröffentlichung\.$/)
    expect(text(only(MUSTERSTADT, { ...UNPUBLISHED, lang: 'en' }, 'bekanntmachung'), 'remedy.objection')).toMatch(/\(§ 34 Abs\. 4 Satz 1 KWG, § 25 Abs\. 1 KWG\)\. The period starts with the publication\.$/)
  })

  it('gives the support quorum of § 25 Abs. 1 Satz 2 KWG in the law’s words, and what it means for this district', () => {
    expect(text(de(), 'remedy.quorum')).toBe(
      'Der Einspruch einer wahlberechtigten Person, die nicht die Verletzung eigener Rechte geltend macht, ist nur zulässig, wenn ihn eins vom Hundert der Wahlberechtigten, mindestens jedoch fünf Wahlberechtigte, unterstützen; bei mehr als 10.000 Wahlberechtigten müssen mindestens 100 Wahlberechtigte den Einspruch unterstützen (§ 25 Abs. 1 KWG). Im Wahlkreis sind 12.480 Personen wahlberechtigt; erforderlich sind somit mindestens 100 Unterstützende.',
    )
    expect(text(en(), 'remedy.quorum')).toBe(
      'An objection by a person entitled to vote who does not claim a violation of their own rights is admissible only with the support of one per cent of those entitled to vote, at least 5; above 10,000 persons entitled to vote, at least 100 (§ 25 Abs. 1 KWG). 12,480 persons are entitled to vote in the district; so at least 100 supporters are needed.',
    )
    // the number of persons entitled to vote unknown: the rule alone
    expect(text(only(WITHOUT_VOTERS, DE, 'bekanntmachung'), 'remedy.quorum')).toMatch(/den Einspruch unterstützen \(§ 25 Abs\. 1 KWG\)\.$/)
  })

  it('says where and how the objection is lodged: the office’s address, room and hours, or the returning officer in the place (§ 25 Abs. 2 KWG)', () => {
    expect(text(de(), 'remedy.form')).toBe(
      'Der Einspruch ist schriftlich oder zur Niederschrift bei der Gemeindewahlleiterin, Rathaus Musterstadt, Marktplatz 1, 34567 Musterstadt, Zimmer 12 (montags bis freitags 8.30 bis 12.00 Uhr, donnerstags auch 14.00 bis 18.00 Uhr), einzulegen und innerhalb der Einspruchsfrist im Einzelnen zu begründen; nach Ablauf der Frist können weitere Gründe nicht mehr geltend gemacht werden (§ 25 Abs. 2 KWG).',
    )
    expect(text(en(), 'remedy.form')).toBe(
      'The objection is lodged in writing or on record [zur Niederschrift] with the Gemeindewahlleiterin, Rathaus Musterstadt, Marktplatz 1, 34567 Musterstadt, Zimmer 12 (montags bis freitags 8.30 bis 12.00 Uhr, donnerstags auch 14.00 bis 18.00 Uhr), and must be reasoned in detail within the period; no further grounds can be raised after it (§ 25 Abs. 2 KWG).',
    )
    const plainOffice = office({ objection: { address: ['Rathaus Musterstadt', 'Marktplatz 1', '34567 Musterstadt'] } })
    expect(text(only(MUSTERSTADT, plainOffice, 'bekanntmachung'), 'remedy.form')).toContain('zur Niederschrift bei der Gemeindewahlleiterin, Rathaus Musterstadt, Marktplatz 1, 34567 Musterstadt, einzulegen')
    expect(text(only(MUSTERSTADT, BARE, 'bekanntmachung'), 'remedy.form')).toContain('zur Niederschrift beim Wahlleiter in Musterstadt einzulegen')
    expect(text(only(MUSTERSTADT, { ...BARE, lang: 'en' }, 'bekanntmachung'), 'remedy.form')).toContain('on record [zur Niederschrift] with the returning officer in Musterstadt and must be reasoned')
  })

  it('names the body’s decision on objections, the action of § 27 KWG against it, and who keeps the seat meanwhile', () => {
    expect(text(en(), 'remedy.decision')).toBe('The municipal council [Gemeindevertretung] decides on objections; it confirms, annuls or modifies the determination (§ 34 Abs. 4 Satz 2 KWG, § 26 KWG).')
    expect(text(en(), 'remedy.action')).toBe(
      'Against the resolution of the municipal council [Gemeindevertretung], the parties and the supervisory authority may bring an action before the administrative court within one month of service or pronouncement; there is no objection procedure [Widerspruch] first (§ 27 KWG).',
    )
    expect(text(en(), 'remedy.abs5')).toBe('Emil Engel keeps the seat until the review proceedings end with a final decision (§ 34 Abs. 5 KWG).')
    // case 3: the seat stays empty
    expect(text(only(CASE3, DE, 'bekanntmachung'), 'remedy.abs5')).toBe('Der Sitz bleibt unbesetzt, bis im Wahlprüfungsverfahren rechtskräftig entschieden ist (§ 34 Abs. 5 KWG).')
    expect(text(only(CASE3, EN, 'bekanntmachung'), 'remedy.abs5')).toBe('The seat stays empty until the review proceedings end with a final decision (§ 34 Abs. 5 KWG).')
  })

  it('gives against the body’s own determination only the action of § 27 KWG (case 16)', { tags: ['kwg34.4.s3'] }, () => {
    const s: Setting = { ...DE, publication: published('2023-07-28') }
    const d = only(CASE16, s, 'bekanntmachung')
    expect(outline(d).find(([key]) => key === 'remedies')).toEqual(['remedies', 'Rechtsbehelfsbelehrung', ['remedy.action', 'remedy.abs5']])
    expect(text(d, 'remedy.action')).toMatch(/^Gegen die Feststellung der Gemeindevertretung steht den Beteiligten und der Aufsichtsbehörde innerhalb eines Monats/)
    expect(text(only(CASE16, { ...s, lang: 'en' }, 'bekanntmachung'), 'remedy.action')).toMatch(/^Against the determination of the municipal council \[Gemeindevertretung\], the parties/)
  })
})
