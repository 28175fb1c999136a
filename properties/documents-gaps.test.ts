// Three gaps of issue 19, each expected text worked from the law (not copied
// from the output):
// - a body that ceased below three members (§ 82 Abs. 1 Satz 6, § 86 Abs. 1
//   Satz 3 HGO): the Feststellung and the Bekanntmachung say that its
//   Einrichtung "entfällt für die restliche Dauer der Wahlzeit", with the day
//   and the norm the determination carries;
// - the service of § 58 Abs. 1 KWO: nothing is served on a member who died
//   (spec/documents.md, "Service on a member who died"), in the list of
//   service, the Feststellung and the Benachrichtigung;
// - the body's own decisions (§ 34 Abs. 4 Satz 2 and 3 KWG) are signed by its
//   chair, named in the office profile; without it they are drafts that say why.
import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { decideCase } from '../src/api.js'
import { decodeOffice } from '../src/codec/office.js'
import type { CandidateId, IsoDate, ListId } from '../src/domain/brand.js'
import type { CaseEvent, MemberLeft } from '../src/domain/events.js'
import type { Office, Publication } from '../src/domain/office.js'
import { documentsOf } from '../src/documents/dossier.js'
import type { Finding } from '../src/documents/finding.js'
import { benachrichtigung, zustellung } from '../src/documents/letters.js'
import type { DocumentKind, OfficialDocument, Setting } from '../src/documents/model.js'
import { bekanntmachung, feststellung } from '../src/documents/notice.js'
import { indexCase } from '../src/explain/facts.js'
import { renderText } from '../src/explain/render-text.js'
import { diedBy, serviceListOf } from '../src/rules/publication.js'
import { runCli } from './support/run-cli.js'
import { NO_CHAIR, NO_CHAIR_JSON, OFFICE, OFFICE_JSON, officeOf, readJson } from './support/office.js'
import { day } from './support/brands.js'

type Json = Record<string, unknown>
const read = readJson
const caseOf = (dir: string): Json => read('spec', 'cases', dir, 'case.json')
const WITHOUT_CHAIR_JSON = NO_CHAIR_JSON
const published = (date: string): Publication => ({ date: date as IsoDate, medium: 'Amtsblatt' })

const docs = (u: unknown, s: Setting): ReadonlyArray<OfficialDocument> => {
  const r = documentsOf(u, s)
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
  return r.right
}
const flat = (s: string): string => s.replace(/\s+/g, ' ')
const textsOf = (u: unknown, s: Setting, kind: DocumentKind): ReadonlyArray<string> => docs(u, s).filter((d) => d.kind === kind).map((d) => flat(renderText(d.doc)))
const textOf = (u: unknown, s: Setting, kind: DocumentKind): string => {
  const t = textsOf(u, s, kind)
  if (t.length !== 1) throw new Error(`${t.length} documents of the kind ${kind}`)
  return t[0] as string
}
const withBody = (c: Json, body: Json): Json => ({ ...c, body: { ...(c['body'] as Json), ...body } })

describe('a body that ceased below three members says so, with the day and the norm the determination carries', () => {
  // Case 3: Ortsbeirat Oberdorf, 3 members; Erika Brandt (CDU) dies on 14 September 2022, the only CDU candidate
  // left (Tobias Reuter) is excluded (§ 34 Abs. 2 Nr. 3 KWG): the seat stays empty, 3 − 1 = 2 members
  // (§ 34 Abs. 1 Satz 2 KWG), fewer than three: the Ortsbeirat ceases with the day the seat became free (R8).
  const CASE3 = caseOf('03-ortsbeirat-erschoepft')
  const signed: Setting = { lang: 'de', office: OFFICE, publication: published('2022-10-01') }
  const ORTSBEIRAT = 'Die Einrichtung des Ortsbeirats entfällt für die restliche Dauer der Wahlzeit mit dem 14. September 2022 (§ 82 Abs. 1 Satz 6 HGO)'

  it.each(['feststellung', 'bekanntmachung'] as const)('the %s of the Ortsbeirat of case 3 states that it ceases on 14 September 2022 under § 82 Abs. 1 Satz 6 HGO', (kind) => {
    const t = textOf(CASE3, signed, kind)
    expect(t).toContain(ORTSBEIRAT)
    expect(t).toContain('nur noch 2 Mitglieder, also weniger als drei')
    expect(t).toContain('vermindert sich für die laufende Wahlzeit auf 2')
  })

  it('an Ausländerbeirat in the same situation ceases under § 86 Abs. 1 Satz 3 HGO', () => {
    const t = textOf(withBody(CASE3, { kind: 'auslaenderbeirat', name: 'Ausländerbeirat Oberdorf' }), signed, 'bekanntmachung')
    expect(t).toContain('Die Einrichtung des Ausländerbeirats entfällt für die restliche Dauer der Wahlzeit mit dem 14. September 2022 (§ 86 Abs. 1 Satz 3 HGO)')
    expect(t).not.toContain('§ 82')
  })

  it('a Gemeindevertretung whose seat stays empty only has a lower member count: nothing ceases', () => {
    const t = textOf(withBody(CASE3, { kind: 'gemeindevertretung', name: 'Gemeindevertretung Oberdorf' }), signed, 'bekanntmachung')
    expect(t).toContain('vermindert sich für die laufende Wahlzeit auf 2')
    expect(t).not.toContain('entfällt')
    expect(t).not.toContain('HGO')
  })

  it('an Ortsbeirat of five that loses a seat keeps four members and does not cease', () => {
    const t = textOf(withBody(CASE3, { statutoryMemberCount: 5 }), signed, 'feststellung')
    expect(t).toContain('vermindert sich für die laufende Wahlzeit auf 4')
    expect(t).not.toContain('entfällt')
  })

  it('the day and the norm are read from the determination, never recomputed', () => {
    const r = decideCase(CASE3)
    if (r._tag === 'Left') throw new Error('case 3')
    const ix = indexCase(r.right.case)
    const left = ix.ordered.find((e): e is MemberLeft => e._tag === 'memberLeft') as MemberLeft
    // a day and a norm no rule would give for this case: the documents must repeat them as given
    const f: Finding = {
      announced: { vacancy: left.member, list: 'CDU' as ListId, departure: left, outcome: 'vacant', successor: null, memberCount: 2, skipped: [], determined: '2022-09-30' as IsoDate, date: '2022-10-01' as IsoDate, by: 'returningOfficer', review: null },
      tie: null,
      considered: [],
      reasoned: true,
      ceased: { on: '2022-12-24' as IsoDate, rule: 'hgo86.1.s3' },
    }
    for (const d of [feststellung(ix, signed, f, []), bekanntmachung(ix, signed, f, [])])
      expect(flat(renderText(d.doc))).toContain('entfällt für die restliche Dauer der Wahlzeit mit dem 24. Dezember 2022 (§ 86 Abs. 1 Satz 3 HGO)')
    const none = feststellung(ix, signed, { ...f, ceased: null }, [])
    expect(flat(renderText(none.doc))).not.toContain('entfällt')
    // one member left, or none: the count in words
    expect(flat(renderText(feststellung(ix, signed, { ...f, announced: { ...f.announced, memberCount: 1 } }, []).doc))).toContain('nur noch ein Mitglied, also weniger als drei')
    expect(flat(renderText(feststellung(ix, signed, { ...f, announced: { ...f.announced, memberCount: 0 } }, []).doc))).toContain('kein Mitglied mehr, also weniger als drei')
  })

  it('in English (for teaching) the ceasing, the service and the chair keep the German terms in brackets', () => {
    const en: Setting = { ...signed, lang: 'en' }
    expect(textOf(CASE3, en, 'bekanntmachung')).toContain('It ceases [entfällt] for the rest of the term as of 14 September 2022 (§ 82 Abs. 1 Satz 6 HGO)')
    expect(textOf(CASE3, en, 'zustellung')).toContain('Nothing is served on Erika Brandt (deceased).')
    const note = flat(renderText((docs(caseOf('18-ortsbeirat-entfaellt'), en)[0] as OfficialDocument).doc))
    expect(note).toContain('ceased [entfallen] as of 6 March 2023 for the rest of the term')
    const review = docs(read('spec', 'examples', 'review.case.json'), { ...en, office: NO_CHAIR }).find((d) => d.kind === 'beschluss') as OfficialDocument
    expect(review.draft[0]).toContain('it is signed by its chair, not by the returning officer')
    expect(flat(renderText(review.doc))).toContain('against the returning officer’s determination of')
  })

  it('the state of case 3 gives the same Feststellung sentence for the seat of Erika Brandt', () => {
    const state = { ...CASE3, query: { state: { asOf: '2022-10-15' } } }
    const t = textOf(state, signed, 'feststellung')
    expect(t).toContain(ORTSBEIRAT)
  })

  // Case 18: Ortsbeirat Wiesenbach, 3 members; Petra Lang dies on 6 March 2023 and her list is exhausted (Jürgen Wolf
  // waived in writing): 2 members, the Ortsbeirat ceases on 6 March 2023; Anke Roth's waiver of 15 May 2023 opens no succession.
  it('a departure after the body ceased gives a note that says since when it ceased, under which norm, and that no one succeeds (case 18)', () => {
    const c = caseOf('18-ortsbeirat-entfaellt')
    const all = docs(c, { ...signed, publication: published('2023-06-01') })
    expect(all.map((d) => d.kind)).toEqual(['vermerk'])
    const t = flat(renderText((all[0] as OfficialDocument).doc))
    expect(t).toContain('Die Einrichtung des Ortsbeirats ist mit dem 6. März 2023 für die restliche Dauer der Wahlzeit entfallen')
    expect(t).toContain('nur noch weniger als drei Mitglieder hatte (§ 82 Abs. 1 Satz 6 HGO)')
    expect(t).toContain('Für Anke Roth rückt niemand nach')
    expect(t).toContain('ENTWURF')
    const foreign = flat(renderText((docs(withBody(c, { kind: 'auslaenderbeirat', name: 'Ausländerbeirat Auenthal' }), signed)[0] as OfficialDocument).doc))
    expect(foreign).toContain('Die Einrichtung des Ausländerbeirats ist mit dem 6. März 2023 für die restliche Dauer der Wahlzeit entfallen')
    expect(foreign).toContain('(§ 86 Abs. 1 Satz 3 HGO)')
  })
})

describe('nothing is served on a member who died (§ 58 Abs. 1 KWO, spec/documents.md)', () => {
  const id = (s: string): CandidateId => s as CandidateId
  const left = (cause: MemberLeft['cause'], date: string): CaseEvent => ({ _tag: 'memberLeft', index: 0, date: day(date), member: id('A-1'), cause, waiver: null, effective: null, finalJudgment: null, synthetic: false }) as unknown as CaseEvent

  it('a member who resigned is served, then the successor, then the Kommunalaufsicht', () => {
    expect(serviceListOf([left('seatWaiver', '2023-05-02')], { left: id('A-1'), successor: id('A-4'), day: day('2023-05-10') })).toEqual({
      served: [{ _tag: 'memberWhoLeft', member: 'A-1' }, { _tag: 'successor', member: 'A-4' }, { _tag: 'supervisoryAuthority' }],
      deceased: [],
    })
  })

  it('a member who died is served nothing: only the successor and the Kommunalaufsicht', () => {
    expect(serviceListOf([left('death', '2023-05-02')], { left: id('A-1'), successor: id('A-4'), day: day('2023-05-10') })).toEqual({
      served: [{ _tag: 'successor', member: 'A-4' }, { _tag: 'supervisoryAuthority' }],
      deceased: ['A-1'],
    })
  })

  it('a death after the day of the determination does not take anyone off its list of service', () => {
    const died: CaseEvent = { _tag: 'candidateDied', index: 1, date: day('2023-06-01'), candidate: id('A-4') } as CaseEvent
    const events = [left('seatWaiver', '2023-05-02'), died]
    expect(diedBy(events, id('A-4'), day('2023-05-31'))).toBe(false)
    expect(diedBy(events, id('A-4'), day('2023-06-01'))).toBe(true)
    expect(serviceListOf(events, { left: id('A-1'), successor: id('A-4'), day: day('2023-05-31') }).deceased).toEqual([])
    expect(serviceListOf(events, { left: id('A-1'), successor: id('A-4'), day: day('2023-06-01') }).served).toEqual([{ _tag: 'memberWhoLeft', member: 'A-1' }, { _tag: 'supervisoryAuthority' }])
  })

  const signed: Setting = { lang: 'de', office: OFFICE, publication: published('2099-01-01') }

  it('Musterstadt (Anna Arnold waived her seat): the list of service names Anna Arnold, Emil Engel and the Kommunalaufsicht', () => {
    const t = textOf(read('spec', 'examples', 'musterstadt.case.json'), signed, 'zustellung')
    expect(t).toContain('1. Anna Arnold – ausgeschiedenes Mitglied')
    expect(t).toContain('2. Emil Engel – nachrückendes Mitglied')
    expect(t).toContain('3. Kreisausschuss des Landkreises Musterkreis – Kommunalaufsicht')
    expect(t).not.toContain('verstorben')
  })

  it('case 3 (Erika Brandt died, the seat stays empty): only the Kommunalaufsicht is served, and the file says why', () => {
    const c = caseOf('03-ortsbeirat-erschoepft')
    const list = textOf(c, signed, 'zustellung')
    expect(list).toContain('1. Kreisausschuss des Landkreises Musterkreis – Kommunalaufsicht')
    expect(list).not.toContain('2.')
    expect(list).not.toContain('Erika Brandt – ausgeschiedenes Mitglied')
    expect(list).toContain('Keine Zustellung an Erika Brandt (verstorben).')
    expect(textOf(c, signed, 'feststellung')).toContain('Zuzustellen nach § 58 Abs. 1 KWO an: Kreisausschuss des Landkreises Musterkreis – Kommunalaufsicht. Keine Zustellung an Erika Brandt (verstorben).')
    expect(textsOf(c, signed, 'benachrichtigung')).toEqual([])
  })

  it('case 16 (Sonja Mertens died, Ralf Huber succeeds): Ralf Huber and the Kommunalaufsicht are served, Ralf Huber is notified', () => {
    const c = caseOf('16-untaetiger-wahlleiter')
    const list = textOf(c, signed, 'zustellung')
    expect(list).toContain('1. Ralf Huber – nachrückendes Mitglied')
    expect(list).toContain('2. Kreisausschuss des Landkreises Musterkreis – Kommunalaufsicht')
    expect(list).toContain('Keine Zustellung an Sonja Mertens (verstorben).')
    expect(textOf(c, signed, 'feststellung')).toContain('Zuzustellen nach § 58 Abs. 1 KWO an: Ralf Huber und Kreisausschuss des Landkreises Musterkreis – Kommunalaufsicht. Keine Zustellung an Sonja Mertens (verstorben).')
    expect(textOf(c, signed, 'benachrichtigung')).toContain('Ralf Huber')
  })

  it('a successor who died by the day of the determination is neither served nor notified (case 6: Gerhard Kühn died on 3 November 2022)', () => {
    const r = decideCase(caseOf('06-verstorbener-bewerber'))
    if (r._tag === 'Left') throw new Error('case 6')
    const ix = indexCase(r.right.case)
    const waiver = ix.ordered.find((e): e is MemberLeft => e._tag === 'memberLeft') as MemberLeft
    // a recorded determination may name anyone: here the candidate who died (FDP-4, Gerhard Kühn)
    const finding = (determined: string): Finding => ({
      announced: { vacancy: waiver.member, list: 'FDP' as ListId, departure: waiver, outcome: 'successor', successor: id('FDP-4'), memberCount: 3, skipped: [], determined: day(determined), date: day(determined), by: 'returningOfficer', review: null },
      tie: null,
      considered: [],
      reasoned: false,
      ceased: null,
    })
    expect(benachrichtigung(ix, signed, finding('2023-01-31'), [])).toBeNull()
    const list = flat(renderText(zustellung(ix, signed, finding('2023-01-31'), []).doc))
    expect(list).toContain('1. Silke Arnold – ausgeschiedenes Mitglied')
    expect(list).not.toContain('Gerhard Kühn – nachrückendes Mitglied')
    expect(list).toContain('Keine Zustellung an Gerhard Kühn (verstorben).')
    // before his death he would have been served and notified
    expect(benachrichtigung(ix, signed, finding('2022-11-02'), [])).not.toBeNull()
    expect(flat(renderText(zustellung(ix, signed, finding('2022-11-02'), []).doc))).toContain('2. Gerhard Kühn – nachrückendes Mitglied')
  })
})

describe('the body’s own decisions are signed by its chair (§ 34 Abs. 4 Satz 2 and 3 KWG)', () => {
  const REVIEW = read('spec', 'examples', 'review.case.json')
  const CASE16 = caseOf('16-untaetiger-wahlleiter')
  const at = (office: Office): Setting => ({ lang: 'de', office, publication: published('2023-08-25') })
  const only = (u: unknown, s: Setting, kind: DocumentKind): OfficialDocument => {
    const d = docs(u, s).filter((x) => x.kind === kind)
    expect(d).toHaveLength(1)
    return d[0] as OfficialDocument
  }

  it('with a chair in the office profile the notice of the body’s resolution on objections is signed by name, not a draft', () => {
    const d = only(REVIEW, at(OFFICE), 'beschluss')
    const t = flat(renderText(d.doc))
    expect(d.draft).toEqual([])
    expect(t).toContain('Musterstadt, den 12. Oktober 2023 Der Vorsitzende der Gemeindevertretung gez. Hans Vogt')
    expect(t).not.toContain('gez. Petra Paulsen')
    // the chair speaks of the returning officer's determination in the third person
    expect(t).toContain('Auf die Einsprüche gegen die Feststellung der Gemeindewahlleiterin vom 22. August 2023 hat die Gemeindevertretung am 12. Oktober 2023')
    expect(t).not.toContain('meine Feststellung')
  })

  it('without a chair it is a draft that says the chair signs and the name is missing', () => {
    const d = only(REVIEW, at(NO_CHAIR), 'beschluss')
    const t = flat(renderText(d.doc))
    expect(d.draft).toHaveLength(1)
    expect(d.draft[0]).toContain('von der oder dem Vorsitzenden der Gemeindevertretung, nicht vom Wahlleiter')
    expect(d.draft[0]).toContain('Behördenprofil (chair)')
    expect(t).toContain('ENTWURF')
    expect(t).toContain('Die oder der Vorsitzende der Gemeindevertretung gez. (Name)')
  })

  it('the returning officer still signs the notice of finality, the notification and the list of service', () => {
    for (const kind of ['unanfechtbar', 'benachrichtigung', 'zustellung'] as const)
      for (const d of docs(REVIEW, at(NO_CHAIR)).filter((x) => x.kind === kind)) {
        expect(d.draft, kind).toEqual([])
        expect(flat(renderText(d.doc)), kind).toContain('Die Gemeindewahlleiterin gez. Petra Paulsen')
      }
  })

  it.each(['feststellung', 'bekanntmachung'] as const)('the body’s %s after the returning officer’s inaction (case 16) is signed by the chair, or a draft without one', (kind) => {
    const signed = only(CASE16, at(OFFICE), kind)
    expect(signed.draft).toEqual([])
    expect(flat(renderText(signed.doc))).toContain('Der Vorsitzende der Gemeindevertretung gez. Hans Vogt')
    const draft = only(CASE16, at(NO_CHAIR), kind)
    expect(draft.draft.some((r) => r.includes('Behördenprofil (chair)'))).toBe(true)
    expect(flat(renderText(draft.doc))).toContain('gez. (Name)')
  })

  it('a chair without a title signs as "Die oder der Vorsitzende" of the body', () => {
    const d = only(CASE16, at(officeOf({ ...OFFICE_JSON, chair: { name: 'Ute Lenz' } })), 'bekanntmachung')
    expect(d.draft).toEqual([])
    expect(flat(renderText(d.doc))).toContain('Die oder der Vorsitzende der Gemeindevertretung gez. Ute Lenz')
  })

  it('a bad chair value is refused with its JSON path', () => {
    const errors = (chair: unknown): ReadonlyArray<string> => {
      const r = decodeOffice({ ...OFFICE_JSON, chair })
      return r._tag === 'Left' ? r.left.errors.map((e) => `${e.path}: ${e.message}`) : []
    }
    expect(errors('Hans Vogt')).toEqual([expect.stringMatching(/^chair: expected the chair of the body/)])
    expect(errors({ name: '' })).toEqual([expect.stringMatching(/^chair\.name: expected a non-empty string/)])
    expect(errors({ title: 'Vorsitzender' })).toEqual(['chair.name: missing required field'])
    expect(errors({ name: 'Hans Vogt', role: 'x' })).toEqual(['chair.role: unknown field'])
    expect(decodeOffice({ ...OFFICE_JSON, chair: null })._tag).toBe('Right')
  })

  it('the schema printed by `nachruecken schema office` knows the chair and agrees with the codec', async () => {
    const r = await runCli(['schema', 'office'])
    expect(r.code).toBe(0)
    const schema = JSON.parse(r.out) as { properties: Record<string, unknown> }
    expect(Object.keys(schema.properties)).toContain('chair')
    const validate = new Ajv2020({ strict: true, allErrors: true }).compile(schema)
    expect(validate(OFFICE_JSON)).toBe(true)
    expect(validate(WITHOUT_CHAIR_JSON)).toBe(true)
    for (const chair of ['Hans Vogt', { name: '' }, { title: 'Vorsitzender' }, { name: 'Hans Vogt', role: 'x' }]) {
      expect(validate({ ...OFFICE_JSON, chair }), JSON.stringify(chair)).toBe(false)
      expect(decodeOffice({ ...OFFICE_JSON, chair })._tag).toBe('Left')
    }
  })
})

// § 27 Satz 1 KWG: „Gegen den Beschluss der Vertretungskörperschaft nach § 26 steht den Beteiligten und der
// Aufsichtsbehörde innerhalb eines Monats … die Klage im Verwaltungsstreitverfahren zu.“ Case 24: the body
// confirms on 8 December 2022, Markus Jung sues on 22 December, the court modifies on 14 June 2023. The body's
// resolution was published with its remedy before the court decided: it stays among the documents.
describe('after an action, the body’s resolution keeps its own notice beside the court’s decision', () => {
  const signed: Setting = { lang: 'de', office: OFFICE, publication: published('2022-10-14') }
  const notices = (): ReadonlyArray<OfficialDocument> => docs(caseOf('24-klage-gegen-beschluss'), signed).filter((d) => d.kind === 'beschluss')

  it('two notices: the body’s of 8 December 2022, then the court’s of 14 June 2023', () => {
    expect(notices().map((d) => d.date)).toEqual(['2022-12-08', '2023-06-14'])
  })

  it('the body’s notice says it confirmed, gives the action of § 27 KWG and is signed by the chair', () => {
    const t = flat(renderText((notices()[0] as OfficialDocument).doc))
    expect(t).toContain('hat die Gemeindevertretung am 8. Dezember 2022 die Feststellung bestätigt')
    expect(t).toContain('innerhalb eines Monats nach Zustellung oder Verkündung die Klage im Verwaltungsstreitverfahren')
    expect(t).toContain('gez. Hans Vogt')
  })

  it('the court’s notice gives no action of § 27 KWG against itself', () => {
    const t = flat(renderText((notices()[1] as OfficialDocument).doc))
    expect(t).toContain('Das Verwaltungsgericht hat am 14. Juni 2023')
    expect(t).not.toContain('Rechtsbehelfsbelehrung')
  })
})
