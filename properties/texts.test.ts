// The texts built from a raw case document (src/texts.ts), pinned
// word for word: the error value when a case cannot be read; the procedure
// part of the opinion on a determination (the recorded determination, its
// audit, the time of leaving, § 33 Abs. 3, § 34 Abs. 3 Satz 1 KWG); the other
// reading of R1 (§ 34 Abs. 2 Nr. 3 Alt. 2 with Abs. 3 Satz 2 KWG) where it
// matters; the note instead of a notice (§ 33 Abs. 1 Nr. 4, § 33 Abs. 2,
// § 34 Abs. 1a, Abs. 3 Satz 2 KWG); the notices of a state (the recorded
// determination as announced, the review note, the candidates left out, the
// legal member count, § 34 Abs. 1 Satz 2 KWG) and the lawful determination
// the state opinion examines (as of the day it was recorded; a void waiver of
// the seat examined as such, § 33 Abs. 2 KWG); each departure of a member who
// left twice with its own events (up to the member's next departure).
// Every expected text was read against the source and § 34 KWG. Each value is
// computed inside its test (Stryker switches a mutant on only while a test
// runs).
import { describe, expect, it } from 'vitest'
import type { Either } from 'fp-ts/lib/Either.js'
import type { Failure } from '../src/domain/error.js'
import { findSection, type Paragraph, paragraphsOf, type Section, type TextDocument } from '../src/explain/document.js'
import { noticeOf, opinionOf } from '../src/texts.js'
import { withActions } from './support/fixtures.js'

type Json = Record<string, unknown>
type Lang = 'de' | 'en'

const cand = (list: string, position: number, votes: number, elected = false): Json => ({ id: `${list}-${position}`, name: `${list} Nummer ${position}`, position, votes, elected })
const listA = (candidates: ReadonlyArray<Json> = [cand('A', 1, 500, true), cand('A', 2, 400), cand('A', 3, 300)]): Json => ({ id: 'A', name: 'Liste A', group: 'party', setUp: '2020-11-01', candidates })
const listB = (): Json => ({ id: 'B', name: 'Liste B', group: 'voterGroup', setUp: '2020-11-02', candidates: [cand('B', 1, 600, true), cand('B', 2, 200)] })
/** A proportional election in Prüfstadt (9 seats, 800 entitled to vote); by default one list „Liste A“ and a question about the seat of A-1 on 31 March 2023. */
const caseOf = (events: ReadonlyArray<Json>, more: Json = {}): Json => ({
  format: 'nachruecken.case/1',
  body: { name: 'Gemeindevertretung Prüfstadt', kind: 'gemeindevertretung', statutoryMemberCount: 9, electionMode: 'proportional', term: { start: '2021-04-01', end: '2026-03-31' }, eligibleVoters: 800 },
  lists: [listA()],
  events: withActions(events),
  query: { vacancy: 'A-1', asOf: '2023-03-31' },
  ...more,
})
/** The same, asking for the state of the body. */
const stateCase = (events: ReadonlyArray<Json>, more: Json = {}, asOf = '2023-03-31'): Json => caseOf(events, { query: { state: { asOf } }, ...more })

const death = (member: string, date: string): Json => ({ date, type: 'memberLeft', member, cause: 'death' })
const died = (candidate: string, date: string): Json => ({ date, type: 'candidateDied', candidate })
const writtenWaiver = (candidate: string, date: string): Json => ({ date, type: 'candidateWaived', candidate, written: true, to: 'returningOfficer' })
const revoked = (candidate: string, date: string): Json => ({ date, type: 'candidateWaiverRevoked', candidate })
const incompatible = (candidate: string, date: string): Json => ({ date, type: 'candidateGroundArose', candidate, ground: 'incompatibility' })
const determination = (date: string, successor: string | null, more: Json = {}): Json => ({
  date,
  type: 'determination',
  vacancy: 'A-1',
  by: 'returningOfficer',
  outcome: successor === null ? 'vacant' : 'successor',
  successor,
  ...more,
})
const announcement = (date: string, vacancy = 'A-1'): Json => ({ date, type: 'announcement', vacancy })
const objection = (date: string): Json => ({ date, type: 'objection', vacancy: 'A-1', against: 'determination', form: 'written', reasonedOn: date, ownRights: true, supporters: 0 })
const review = (type: 'bodyDecision' | 'courtDecision', date: string, decision: 'confirm' | 'annul' | 'modify', more: Json = {}): Json => ({ date, type, vacancy: 'A-1', decision, ...more })
const final = (date: string): Json => ({ date, type: 'final', vacancy: 'A-1' })

const right = <A>(r: Either<Failure, A>): A => {
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
  return r.right
}
const paragraphs = (d: TextDocument | Section, key: string): ReadonlyArray<string> => paragraphsOf(d).filter((p) => p.key === key).map((p) => p.text)
const section = (d: TextDocument | Section, key: string): Section => {
  const s = findSection(d, key)
  if (s === null) throw new Error(`no section ${key}`)
  return s
}
const texts = (s: Section): ReadonlyArray<readonly [string | null, string]> => paragraphsOf(s).map((p: Paragraph) => [p.key, p.text] as const)

describe('a case that cannot be read gives an error value, not an exception', () => {
  it('an exception while the case is read is an internal error at the root of the document', () => {
    const throwing = {
      get query(): unknown {
        throw new Error('boom')
      },
    }
    const odd = {
      get query(): unknown {
        // a value that is not an Error
        throw 'plain'
      },
    }
    for (const f of [opinionOf, noticeOf]) {
      expect(f(throwing)).toEqual({ _tag: 'Left', left: { _tag: 'unreadable', errors: [{ path: '', code: 'invalidValue', message: 'internal error: boom', rule: null }] } })
      expect(f(odd, 'en')).toEqual({ _tag: 'Left', left: { _tag: 'unreadable', errors: [{ path: '', code: 'invalidValue', message: 'internal error: plain', rule: null }] } })
    }
  })

  it('a document that is not a case, or a case that breaks a rule, gives the error of the API with its path and norm', () => {
    const unreadable = (path: string, message: string): unknown => ({ _tag: 'Left', left: { _tag: 'unreadable', errors: [{ path, code: 'invalidValue', message, rule: null }] } })
    for (const f of [opinionOf, noticeOf]) {
      expect(f(null)).toEqual(unreadable('', 'expected a case, got null'))
      expect(f([], 'en')).toEqual(unreadable('', 'expected a case, got an array'))
      expect(f(stateCase([], {}, '2023-02-30'))).toEqual(unreadable('query.state.asOf', 'expected a calendar date YYYY-MM-DD, got "2023-02-30"'))
      // a waiver of the expectancy cannot be revoked (§ 34 Abs. 2 Nr. 2 Hs. 2 KWG)
      expect(f(caseOf([death('A-1', '2023-03-01'), revoked('A-2', '2023-03-05')]))).toEqual({
        _tag: 'Left',
        left: { _tag: 'rejected', errors: [{ path: 'events[1]', code: 'waiverRevoked', message: 'a waiver cannot be revoked (§ 34 Abs. 2 Nr. 2 Hs. 2 KWG)', rule: 'kwg34.2.n2' }] },
      })
    }
  })
})

describe('the note instead of a notice: why nothing can be announced on the query date', () => {
  const TITLE = { de: 'Öffentliche Bekanntmachung über das Nachrücken in die Gemeindevertretung', en: 'Public notice [Bekanntmachung]: succession in the municipal council [Gemeindevertretung]' }
  /** The whole note: one section keyed "notice.none" with one paragraph naming the departed member. */
  const note = (lang: Lang, title: string, subtitle: string, vacancy: string, heading: string, text: string): unknown => ({
    kind: 'notice',
    lang,
    title,
    subtitle,
    sections: [{ key: 'notice.none', title: heading, blocks: [{ _tag: 'paragraph', key: 'notice.none', text, norms: [], candidates: [vacancy] }], sections: [] }],
  })
  const de = (vacancy: string, name: string, text: string, title = TITLE.de, subtitle = 'Gemeindevertretung Prüfstadt'): unknown =>
    note('de', title, subtitle, vacancy, `Vermerk zum Sitz von ${name}: keine Bekanntmachung`, text)
  const en = (vacancy: string, name: string, text: string, title = TITLE.en, subtitle = 'Gemeindevertretung Prüfstadt'): unknown =>
    note('en', title, subtitle, vacancy, `Note on the seat of ${name}: no notice`, text)

  it('a merger (§ 33 Abs. 1 Nr. 4 KWG): § 34 KWG does not apply', () => {
    const c = caseOf([{ date: '2023-03-01', type: 'memberLeft', member: 'A-1', cause: 'merger' }])
    expect(right(noticeOf(c))).toEqual(
      de('A-1', 'A Nummer 1', 'A Nummer 1 (500 Stimmen) ist nach § 33 Abs. 1 Nr. 4 KWG ausgeschieden. § 34 KWG findet keine Anwendung; eine Feststellung über das Nachrücken ist nicht bekannt zu machen.'),
    )
    expect(right(noticeOf(c, 'en'))).toEqual(
      en('A-1', 'A Nummer 1', 'A Nummer 1 (500 votes) left under § 33 Abs. 1 Nr. 4 KWG. § 34 KWG does not apply; there is no determination of a successor to announce.'),
    )
  })

  it('an oral waiver of the seat to the party is void (§ 33 Abs. 2 KWG): the member keeps the seat', () => {
    const c = caseOf([{ date: '2023-03-01', type: 'memberLeft', member: 'A-1', cause: 'seatWaiver', written: false, to: 'party' }])
    expect(right(noticeOf(c))).toEqual(
      de('A-1', 'A Nummer 1', 'Der Verzicht von A Nummer 1 (500 Stimmen) ist nicht schriftlich gegenüber dem Wahlleiter erklärt und daher unwirksam (§ 33 Abs. 2 KWG). A Nummer 1 behält den Sitz; es ist nichts bekannt zu machen.'),
    )
    expect(right(noticeOf(c, 'en'))).toEqual(
      en('A-1', 'A Nummer 1', 'The waiver of A Nummer 1 (500 votes) was not declared in writing to the returning officer and has no effect (§ 33 Abs. 2 KWG). A Nummer 1 keeps the seat; there is nothing to announce.'),
    )
  })

  // a majority election in an Ortsbeirat: M-3 and M-4 have 300 votes each; M-1 and M-2 die
  const majority = (vacancy: string): Json =>
    caseOf([death('M-1', '2023-03-01'), death('M-2', '2023-03-10')], {
      body: { name: 'Ortsbeirat Prüfdorf', kind: 'ortsbeirat', statutoryMemberCount: 5, electionMode: 'majority', term: { start: '2021-04-01', end: '2026-03-31' } },
      lists: [{ id: 'M', name: 'Mehrheitswahl', group: null, setUp: null, candidates: [cand('M', 1, 900, true), cand('M', 2, 800, true), cand('M', 3, 300), cand('M', 4, 300), cand('M', 5, 100)] }],
      query: { vacancy, asOf: '2023-03-31' },
    })
  const LOT = { de: 'Öffentliche Bekanntmachung über das Nachrücken in den Ortsbeirat', en: 'Public notice [Bekanntmachung]: succession in the local advisory council [Ortsbeirat]' }

  it('equal votes in a majority election: the lot drawn by the returning officer decides first (§ 34 Abs. 1a Hs. 2 KWG)', () => {
    expect(right(noticeOf(majority('M-1')))).toEqual(
      de('M-1', 'M Nummer 1', 'Eine Feststellung kann noch nicht getroffen werden: Bei Stimmengleichheit entscheidet das vom Wahlleiter zu ziehende Los (§ 34 Abs. 1a Hs. 2 KWG). Die Bekanntmachung folgt nach der Ziehung.', LOT.de, 'Ortsbeirat Prüfdorf'),
    )
    expect(right(noticeOf(majority('M-1'), 'en'))).toEqual(
      en('M-1', 'M Nummer 1', 'No determination can be made yet: on equal votes the lot drawn by the returning officer decides (§ 34 Abs. 1a Hs. 2 KWG). The notice follows the drawing.', LOT.en, 'Ortsbeirat Prüfdorf'),
    )
  })

  it('a later seat waits for the lot on the seat that became free earlier (reading R6)', () => {
    expect(right(noticeOf(majority('M-2')))).toEqual(
      de(
        'M-2',
        'M Nummer 2',
        'Eine Feststellung kann noch nicht getroffen werden: Bei Stimmengleichheit entscheidet das vom Wahlleiter zu ziehende Los (§ 34 Abs. 1a Hs. 2 KWG), zunächst für den Sitz von M Nummer 1. Die Bekanntmachung folgt nach der Ziehung.',
        LOT.de,
        'Ortsbeirat Prüfdorf',
      ),
    )
    expect(right(noticeOf(majority('M-2'), 'en'))).toEqual(
      en('M-2', 'M Nummer 2', 'No determination can be made yet: on equal votes the lot drawn by the returning officer decides (§ 34 Abs. 1a Hs. 2 KWG), first for the seat of M Nummer 1. The notice follows the drawing.', LOT.en, 'Ortsbeirat Prüfdorf'),
    )
  })

  // A-2 has an incompatibility since 1 February 2023; A-1 dies on 1 March 2023
  const awaiting = (events: ReadonlyArray<Json>, asOf: string): Json => caseOf([incompatible('A-2', '2023-02-01'), death('A-1', '2023-03-01'), ...events], { query: { vacancy: 'A-1', asOf } })

  it('a pending proof before the notice is served: within one week of service (§ 34 Abs. 3 Satz 2, § 23 Abs. 2 Satz 2 KWG)', () => {
    const c = awaiting([], '2023-03-19')
    expect(right(noticeOf(c))).toEqual(
      de(
        'A-1',
        'A Nummer 1',
        'Eine Feststellung kann noch nicht getroffen werden: A Nummer 2 kann binnen einer Woche nach Zustellung der Mitteilung die Beseitigung eines Hinderungsgrundes nachweisen (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 2 Satz 2 KWG). Die Bekanntmachung folgt danach.',
      ),
    )
    expect(right(noticeOf(c, 'en'))).toEqual(
      en(
        'A-1',
        'A Nummer 1',
        'No determination can be made yet: A Nummer 2 may prove the removal of an incompatibility within one week of the notice being served (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 2 Satz 2 KWG). The notice follows afterwards.',
      ),
    )
  })

  it('a pending proof after service on 20 March 2023: until the end of 27 March 2023', () => {
    const c = awaiting([{ date: '2023-03-20', type: 'incompatibilityNotified', candidate: 'A-2' }], '2023-03-25')
    expect(right(noticeOf(c))).toEqual(
      de(
        'A-1',
        'A Nummer 1',
        'Eine Feststellung kann noch nicht getroffen werden: A Nummer 2 kann bis zum Ablauf des 27. März 2023 die Beseitigung eines Hinderungsgrundes nachweisen (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 2 Satz 2 KWG). Die Bekanntmachung folgt danach.',
      ),
    )
    expect(right(noticeOf(c, 'en'))).toEqual(
      en(
        'A-1',
        'A Nummer 1',
        'No determination can be made yet: A Nummer 2 may prove the removal of an incompatibility until the end of 27 March 2023 (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 2 Satz 2 KWG). The notice follows afterwards.',
      ),
    )
  })
})

describe('the opinion on a determination: the procedure recorded for the seat (§ 34 Abs. 3 bis 6 KWG)', () => {
  const STATUS = 'Mit der Feststellung erwirbt A Nummer 2 die Rechtsstellung eines Vertreters (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 1 KWG).'

  it('a determination recorded on the decision date is part of the procedure and is audited: it conforms to the law', () => {
    const c = caseOf([death('A-1', '2023-03-01'), determination('2023-03-31', 'A-2')])
    expect(texts(section(right(opinionOf(c)), 'verfahren'))).toEqual([
      ['procedure.determination', `Am 31. März 2023 hat der Wahlleiter festgestellt: A Nummer 2 (400 Stimmen) rückt nach (§ 34 Abs. 3 Satz 1 KWG). ${STATUS} Sie entspricht dem Gesetz.`],
    ])
    expect(texts(section(right(opinionOf(c, 'en')), 'verfahren'))).toEqual([
      [
        'procedure.determination',
        'On 31 March 2023 the returning officer [Wahlleiter] determined: A Nummer 2 (400 votes) succeeds (§ 34 Abs. 3 Satz 1 KWG). With the determination A Nummer 2 acquires the status of a representative (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 1 KWG). It conforms to the law.',
      ],
    ])
  })

  it('a seat waiver: the member held the seat until the day before the determination (§ 33 Abs. 3 KWG), told from the state of this seat, not of a later one', () => {
    const c = caseOf(
      [
        { date: '2023-03-01', type: 'memberLeft', member: 'A-1', cause: 'seatWaiver', written: true, to: 'returningOfficer' },
        determination('2023-03-10', 'A-2'),
        death('B-1', '2023-03-15'),
      ],
      { lists: [listA(), listB()] },
    )
    expect(texts(section(right(opinionOf(c)), 'verfahren'))).toEqual([
      ['procedure.leftOn', 'A Nummer 1 hatte den Sitz bis zum Ablauf des 9. März 2023 inne (§ 33 Abs. 3 KWG).'],
      ['procedure.determination', `Am 10. März 2023 hat der Wahlleiter festgestellt: A Nummer 2 (400 Stimmen) rückt nach (§ 34 Abs. 3 Satz 1 KWG). ${STATUS} Sie entspricht dem Gesetz.`],
    ])
  })
})

describe('the other reading of R1 (§ 34 Abs. 2 Nr. 3 Alt. 2 with Abs. 3 Satz 2 KWG), decided where an incompatibility matters', () => {
  const HEAD = 'Streitig ist, wie ein Hinderungsgrund eines Bewerbers zu behandeln ist.'
  const PROOF =
    'ist § 34 Abs. 2 Nr. 3 Alt. 2 KWG im Zusammenhang mit § 34 Abs. 3 Satz 2 KWG zu lesen, der § 23 KWG für anwendbar erklärt: Wie ein gewählter Vertreter kann auch der Nachrücker die Beseitigung eines Hinderungsgrundes binnen einer Woche nach Zustellung der Mitteilung nachweisen (§ 23 Abs. 2 Satz 2 KWG); erst wenn der Nachweis ausbleibt, bleibt der Bewerber unberücksichtigt, und der nächste Bewerber ist zu prüfen. So verfährt auch die Praxis, etwa die Kreiswahlleiterin des Odenwaldkreises in ihrer Bekanntmachung vom 9. September 2025 (Nachweislösung)'
  const LITERAL = 'schließt ein Hinderungsgrund schon nach dem Wortlaut von § 34 Abs. 2 Nr. 3 Alt. 2 KWG sofort aus, weil dort jeder Grund nach § 33 Abs. 1 Nr. 2 KWG genannt ist (Wortlautlösung)'
  const ROUTE_DE = 'ist der Bewerber trotz des Hinderungsgrundes als Nachrücker festzustellen, weil die Feststellung nach § 34 Abs. 3 Satz 2 KWG an die Stelle der Feststellung des Wahlergebnisses tritt: Erst danach weist der Wahlleiter ihn auf den Hinderungsgrund hin, die Woche läuft ab Zustellung dieser Mitteilung (§ 23 Abs. 2 Satz 2 KWG), bis zum Nachweis kann er keine Rechte ausüben, und bleibt der Nachweis aus, gilt die Rechtsstellung als nicht erworben (§ 23 Abs. 2 Satz 3 KWG), so dass ein neuer Nachfolgefall entsteht (Feststellungslösung)'
  const ROUTE_EN = 'the candidate is determined as successor despite the incompatibility, because under § 34 Abs. 3 Satz 2 KWG the determination takes the place of the election result: only then does the returning officer point out the incompatibility, the week runs from the service of that notice (§ 23 Abs. 2 Satz 2 KWG), until the proof no rights can be exercised, and without proof the status counts as not acquired (§ 23 Abs. 2 Satz 3 KWG), so that a new case of succession arises (determination-first view [Feststellungslösung])'
  const SOURCES_DE = 'Die Nachweislösung belegt die Praxis (Odenwaldkreis, Bekanntmachung vom 9. September 2025); die Wortlautlösung folgt dem Wortlaut des § 34 Abs. 2 Nr. 3 KWG, die Feststellungslösung der Verweisung des § 34 Abs. 3 Satz 2 KWG auf § 23 KWG; beide hat das Projekt zu Lehrzwecken ausgearbeitet, eine Praxis oder Rechtsprechung dazu ist ihm nicht bekannt.'
  const SOURCES_EN = 'The proof-period view is documented in practice (Odenwaldkreis, notice of 9 September 2025); the literal view follows the wording of § 34 Abs. 2 Nr. 3 KWG, the determination-first view the reference of § 34 Abs. 3 Satz 2 KWG to § 23 KWG; the project worked out both for teaching and knows of no practice or court decision on them.'
  const EXCLUDE = `${HEAD} Nach der hier – wie von der Akte vorgegeben – vertretenen Auffassung ${LITERAL}. Nach anderer Ansicht ${PROOF}. Nach einer dritten Ansicht ${ROUTE_DE}. ${SOURCES_DE}`
  const PROOF_PERIOD = `${HEAD} Nach der hier vertretenen Auffassung ${PROOF}. Nach anderer Ansicht ${LITERAL}. Nach einer dritten Ansicht ${ROUTE_DE}. ${SOURCES_DE}`
  const R1 = (c: Json, lang: Lang = 'de'): ReadonlyArray<string> => paragraphs(right(opinionOf(c, lang)), 'reading.R1')
  // A-2 has an open incompatibility, no notice served; A-1 dies on 1 March 2023; the file prescribes the literal reading
  const literal = (events: ReadonlyArray<Json> = []): Json =>
    caseOf([...events, incompatible('A-2', '2023-02-01'), death('A-1', '2023-03-01')], { interpretation: { incompatibility: 'exclude' } })

  it('under the literal reading A-3 succeeds; under the proof-period reading the proof of A-2 would have to be awaited', () => {
    expect(R1(literal())).toEqual([`${EXCLUDE} Nach der anderen Ansicht ergäbe sich: Der Nachweis von A Nummer 2 ist abzuwarten.`])
    expect(R1(literal(), 'en')).toEqual([
      'It is disputed how an incompatibility [Hinderungsgrund] of a candidate is to be treated. According to the view taken here (as the file prescribes) [nach der hier vertretenen Auffassung], an incompatibility excludes at once under the literal text of § 34 Abs. 2 Nr. 3 Alt. 2 KWG, which names every ground under § 33 Abs. 1 Nr. 2 KWG (literal view [Wortlautlösung]). According to another view [nach anderer Ansicht], § 34 Abs. 2 Nr. 3 Alt. 2 KWG is read together with § 34 Abs. 3 Satz 2 KWG, which applies § 23 KWG: like an elected representative, a successor may prove the removal of an incompatibility within one week of being served the notice (§ 23 Abs. 2 Satz 2 KWG); only if no proof arrives is the candidate left out and the next one examined. Practice proceeds this way, for instance the returning officer of the Odenwaldkreis in her notice of 9 September 2025 (proof-period view [Nachweislösung]). According to a third view, ' + ROUTE_EN + '. ' + SOURCES_EN + ' Under the other view the result would be: The proof of A Nummer 2 must be awaited.',
    ])
  })

  it('an incompatibility counts although the candidate also had another ground, and although every candidate had one', () => {
    // each lost eligibility in 2022 and regained it: a ground other than the incompatibility
    const healed = ['A-2', 'A-3'].flatMap((c) => [
      { date: '2022-01-10', type: 'candidateGroundArose', candidate: c, ground: 'eligibility' },
      { date: '2022-02-10', type: 'candidateGroundEnded', candidate: c, ground: 'eligibility' },
    ])
    expect(R1(literal(healed))).toEqual([`${EXCLUDE} Nach der anderen Ansicht ergäbe sich: Der Nachweis von A Nummer 2 ist abzuwarten.`])
  })

  it('a candidate left out for another ground (lost eligibility, § 34 Abs. 2 Nr. 3 Alt. 2 KWG) does not make R1 matter', () => {
    const c = caseOf([{ date: '2023-02-01', type: 'candidateGroundArose', candidate: 'A-2', ground: 'eligibility' }, death('A-1', '2023-03-01')], { interpretation: { incompatibility: 'exclude' } })
    expect(R1(c)).toEqual([])
  })

  it('a seat that waits for a proof on an earlier seat (reading R6) depends on R1 although nobody is examined for it', () => {
    // die; the proof of A-2 (served 20 March 2023) is awaited for the seat of A-1, so the seat of A-4 waits
    const c = caseOf(
      [incompatible('A-2', '2023-02-01'), death('A-1', '2023-03-01'), death('A-4', '2023-03-10'), { date: '2023-03-20', type: 'incompatibilityNotified', candidate: 'A-2' }],
      { lists: [listA([cand('A', 1, 900, true), cand('A', 2, 400), cand('A', 3, 300), cand('A', 4, 800, true)])], query: { vacancy: 'A-4', asOf: '2023-03-25' } },
    )
    // under the literal reading A-3 would fill the seat of A-1, and the list would be exhausted for the seat of A-4
    expect(R1(c)).toEqual([`${PROOF_PERIOD} Nach der anderen Ansicht ergäbe sich: Der Sitz bleibt unbesetzt; die gesetzliche Mitgliederzahl sinkt auf 8.`])
  })
})

describe('the notices of a state: nothing to announce', () => {
  it('no member has left by the decision date: one note for the whole body', () => {
    const c = stateCase([])
    expect(right(noticeOf(c))).toEqual({
      kind: 'notice',
      lang: 'de',
      title: 'Öffentliche Bekanntmachung über das Nachrücken in die Gemeindevertretung',
      subtitle: 'Gemeindevertretung Prüfstadt · Stand 31. März 2023',
      sections: [
        {
          key: 'notice.none',
          title: 'Vermerk: keine Bekanntmachung',
          blocks: [{ _tag: 'paragraph', key: 'notice.none', text: 'Bis zum Stichtag ist kein Vertreter ausgeschieden; es ist nichts bekannt zu machen.', norms: [], candidates: [] }],
          sections: [],
        },
      ],
    })
    expect(right(noticeOf(c, 'en'))).toEqual({
      kind: 'notice',
      lang: 'en',
      title: 'Public notice [Bekanntmachung]: succession in the municipal council [Gemeindevertretung]',
      subtitle: 'Gemeindevertretung Prüfstadt · as of 31 March 2023',
      sections: [
        {
          key: 'notice.none',
          title: 'Note: no notice',
          blocks: [{ _tag: 'paragraph', key: 'notice.none', text: 'No member has left by the decision date; there is nothing to announce.', norms: [], candidates: [] }],
          sections: [],
        },
      ],
    })
  })

  const NONE = { _tag: 'paragraph', key: 'notice.none', text: 'Für diesen Sitz ist keine Feststellung bekannt zu machen.', norms: [], candidates: ['A-1'] }

  it('a recorded determination that no one succeeds is not announced, although the lawful one names a successor', () => {
    const c = stateCase([death('A-1', '2023-03-01'), determination('2023-03-10', null, { outcome: 'noSuccession' })])
    const doc = right(noticeOf(c))
    expect(doc.sections).toEqual([
      { key: 'notice.vacancy', title: 'Sitz von A Nummer 1 (500 Stimmen)', blocks: [], sections: [{ key: 'notice.none', title: 'Vermerk zum Sitz von A Nummer 1: keine Bekanntmachung', blocks: [NONE], sections: [] }] },
    ])
    const en = right(noticeOf(c, 'en'))
    expect(en.sections.map((s) => s.title)).toEqual(['Seat of A Nummer 1 (500 votes)'])
    expect(paragraphs(en, 'notice.none')).toEqual(['There is no determination to announce for this seat.'])
  })

  it('a seat whose lawful determination cannot be decided gets the same note', () => {
    // A-1 dies; A-2 is determined and announced; on an objection the body annuls, final on 20 April 2023. A-2 died on
    // 20 March 2023 while the review ran: with the final annulment A-2 counts as never called, so that death is rejected
    // (notAMember, § 34 Abs. 5 KWG), while the determination for it (A-3, 25 March) is not (spec/procedure.md, open
    // question 1). B-1 then declares an oral waiver (no succession). The case B-1's seat is decided on leaves out the
    // rejected death and keeps its determination, which then has no vacancy: it cannot be decided.
    const c = stateCase(
      [
        death('A-1', '2023-03-01'),
        determination('2023-03-10', 'A-2'),
        announcement('2023-03-12'),
        objection('2023-03-15'),
        death('A-2', '2023-03-20'),
        { ...determination('2023-03-25', 'A-3'), vacancy: 'A-2' },
        review('bodyDecision', '2023-04-01', 'annul'),
        final('2023-04-20'),
        { date: '2023-04-25', type: 'memberLeft', member: 'B-1', cause: 'seatWaiver', written: false, to: 'party' },
      ],
      { lists: [listA(), listB()] },
      '2023-04-30',
    )
    const doc = right(noticeOf(c))
    expect(doc.sections.map((s) => s.title)).toEqual(['Sitz von A Nummer 1 (500 Stimmen)', 'Sitz von B Nummer 1 (600 Stimmen)'])
    expect(doc.sections[1]).toEqual({
      key: 'notice.vacancy',
      title: 'Sitz von B Nummer 1 (600 Stimmen)',
      blocks: [],
      sections: [{ key: 'notice.none', title: 'Vermerk zum Sitz von B Nummer 1: keine Bekanntmachung', blocks: [{ ...NONE, candidates: ['B-1'] }], sections: [] }],
    })
  })
})

describe('the notices of a state: what became of the determination in review proceedings (§ 34 Abs. 4 bis 6 KWG)', () => {
  // A-1 dies; the returning officer determines A-2 on 10 March 2023, announces on 12 March; an objection on 15 March
  const reviewed = (...events: ReadonlyArray<Json>): Json =>
    stateCase([death('A-1', '2023-03-01'), determination('2023-03-10', 'A-2'), announcement('2023-03-12'), objection('2023-03-15'), ...events], {}, '2023-04-30')
  const note = (c: Json, lang: Lang): ReadonlyArray<string> => paragraphs(right(noticeOf(c, lang)), 'notice.review')

  it('the body confirmed, not yet final: the determination stands (§ 34 Abs. 5 KWG)', () => {
    const c = reviewed(review('bodyDecision', '2023-04-01', 'confirm'))
    expect(note(c, 'de')).toEqual([
      'Hinweis: Auf Einspruch (§ 34 Abs. 4 Satz 2 KWG, § 26 KWG) hat die Gemeindevertretung die Feststellung am 1. April 2023 bestätigt. Die Entscheidung ist noch nicht rechtskräftig; bis dahin bleibt es bei der Feststellung (§ 34 Abs. 5 KWG).',
    ])
    expect(note(c, 'en')).toEqual([
      'Note: upon objection (§ 34 Abs. 4 Satz 2 KWG, § 26 KWG), on 1 April 2023, the municipal council [Gemeindevertretung] confirmed the determination. The decision is not final yet; until then the determination stands (§ 34 Abs. 5 KWG).',
    ])
  })

  it('the body annulled, not yet final: the determination still stands, and no new one is told', () => {
    expect(note(reviewed(review('bodyDecision', '2023-04-01', 'annul')), 'de')).toEqual([
      'Hinweis: Auf Einspruch (§ 34 Abs. 4 Satz 2 KWG, § 26 KWG) hat die Gemeindevertretung die Feststellung am 1. April 2023 aufgehoben. Die Entscheidung ist noch nicht rechtskräftig; bis dahin bleibt es bei der Feststellung (§ 34 Abs. 5 KWG).',
    ])
  })

  it('the body annulled, final on 20 April 2023', () => {
    const c = reviewed(review('bodyDecision', '2023-04-01', 'annul'), final('2023-04-20'))
    expect(note(c, 'de')).toEqual(['Hinweis: Auf Einspruch (§ 34 Abs. 4 Satz 2 KWG, § 26 KWG) hat die Gemeindevertretung die Feststellung am 1. April 2023 aufgehoben. Die Entscheidung ist seit dem 20. April 2023 rechtskräftig (§ 34 Abs. 5 KWG, § 34 Abs. 6 KWG).'])
    expect(note(c, 'en')).toEqual(['Note: upon objection (§ 34 Abs. 4 Satz 2 KWG, § 26 KWG), on 1 April 2023, the municipal council [Gemeindevertretung] annulled the determination. The decision has been final since 20 April 2023 (§ 34 Abs. 5 KWG, § 34 Abs. 6 KWG).'])
    // the citations are the paragraph's norms, as everywhere (the note used to carry them as plain text)
    const norms = (u: Json): unknown => paragraphsOf(right(noticeOf(u, 'de'))).find((p) => p.key === 'notice.review')?.norms
    expect(norms(c)).toEqual(['kwg34.4.s2', 'kwg26', 'kwg34.5', 'kwg34.6'])
    expect(norms(reviewed(review('bodyDecision', '2023-04-01', 'annul'), review('courtDecision', '2023-04-10', 'confirm')))).toEqual(['kwg27', 'kwg34.5'])
  })

  it('annulled and final, then determined anew on 25 April 2023: the new determination is told', () => {
    const c = reviewed(review('bodyDecision', '2023-04-01', 'annul'), final('2023-04-20'), determination('2023-04-25', 'A-3'))
    expect(note(c, 'en')).toEqual([
      'Note: upon objection (§ 34 Abs. 4 Satz 2 KWG, § 26 KWG), on 1 April 2023, the municipal council [Gemeindevertretung] annulled the determination. The decision has been final since 20 April 2023 (§ 34 Abs. 5 KWG, § 34 Abs. 6 KWG). On 25 April 2023 a new determination was made: A Nummer 3 (300 votes) succeeds.',
    ])
    // the new determination was made in the past (preterite passive)
    expect(note(c, 'de')).toEqual([
      'Hinweis: Auf Einspruch (§ 34 Abs. 4 Satz 2 KWG, § 26 KWG) hat die Gemeindevertretung die Feststellung am 1. April 2023 aufgehoben. Die Entscheidung ist seit dem 20. April 2023 rechtskräftig (§ 34 Abs. 5 KWG, § 34 Abs. 6 KWG). Am 25. April 2023 wurde neu festgestellt: A Nummer 3 (300 Stimmen) rückt nach.',
    ])
  })

  // the court does not decide on the objection: it decides in an action against the body's resolution (§ 27 KWG)
  it('the court modified the body’s resolution (the seat stays empty), final on 20 April 2023 (P7: the court decides on the resolution)', () => {
    const c = reviewed(review('bodyDecision', '2023-04-01', 'confirm'), review('courtDecision', '2023-04-10', 'modify', { outcome: 'vacant', successor: null }), final('2023-04-20'))
    expect(note(c, 'de')).toEqual([
      'Hinweis: Im Verwaltungsstreitverfahren (§ 27 KWG) hat das Verwaltungsgericht den Beschluss der Gemeindevertretung am 10. April 2023 abgeändert; danach gilt: der Sitz bleibt unbesetzt. Die Entscheidung ist seit dem 20. April 2023 rechtskräftig (§ 34 Abs. 5 KWG, § 34 Abs. 6 KWG).',
    ])
    expect(note(c, 'en')).toEqual([
      'Note: in an action before the administrative court (§ 27 KWG), on 10 April 2023, the court modified the resolution of the municipal council [Gemeindevertretung]; it now reads: the seat stays empty. The decision has been final since 20 April 2023 (§ 34 Abs. 5 KWG, § 34 Abs. 6 KWG).',
    ])
  })

  it('the court annulled the body’s confirmation, not yet final: the returning officer’s determination applies as it stood, and it still stands (§ 34 Abs. 5 KWG)', () => {
    const c = reviewed(review('bodyDecision', '2023-04-01', 'confirm'), review('courtDecision', '2023-04-10', 'annul'))
    expect(note(c, 'de')).toEqual([
      'Hinweis: Im Verwaltungsstreitverfahren (§ 27 KWG) hat das Verwaltungsgericht den Beschluss der Gemeindevertretung am 10. April 2023 aufgehoben. Damit gilt die Feststellung des Wahlleiters, wie sie vor dem Beschluss bestand. Die Entscheidung ist noch nicht rechtskräftig; bis dahin bleibt es bei der Feststellung (§ 34 Abs. 5 KWG).',
    ])
    expect(note(c, 'en')).toEqual([
      "Note: in an action before the administrative court (§ 27 KWG), on 10 April 2023, the court annulled the resolution of the municipal council [Gemeindevertretung]. The returning officer's determination thus applies as it stood before the resolution. The decision is not final yet; until then the determination stands (§ 34 Abs. 5 KWG).",
    ])
  })

  it('the court confirmed the body’s annulment, final on 20 April 2023', () => {
    const c = reviewed(review('bodyDecision', '2023-04-01', 'annul'), review('courtDecision', '2023-04-10', 'confirm'), final('2023-04-20'))
    expect(note(c, 'de')).toEqual([
      'Hinweis: Im Verwaltungsstreitverfahren (§ 27 KWG) hat das Verwaltungsgericht den Beschluss der Gemeindevertretung am 10. April 2023 bestätigt. Die Entscheidung ist seit dem 20. April 2023 rechtskräftig (§ 34 Abs. 5 KWG, § 34 Abs. 6 KWG).',
    ])
    expect(note(c, 'en')).toEqual([
      'Note: in an action before the administrative court (§ 27 KWG), on 10 April 2023, the court confirmed the resolution of the municipal council [Gemeindevertretung]. The decision has been final since 20 April 2023 (§ 34 Abs. 5 KWG, § 34 Abs. 6 KWG).',
    ])
  })
})

describe('the notices of a state: the recorded determination as announced (§ 34 Abs. 3 Satz 1 KWG, § 25 Abs. 1 KWG)', () => {
  const FINDING = (intro: string, successor = 'A Nummer 2 (400 Stimmen)', name = 'A Nummer 2'): string =>
    `${intro} An die Stelle von A Nummer 1 rückt ${successor} aus dem Wahlvorschlag „Liste A“ als Mitglied der Gemeindevertretung nach (§ 34 Abs. 1 Satz 1 KWG, § 34 Abs. 3 Satz 1 KWG). ${name} erwirbt die Rechtsstellung mit dieser Feststellung (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 1 KWG).`
  const NOW = 'Gemäß § 34 Abs. 3 Satz 1 KWG stelle ich fest:'
  const ON_10_MARCH = 'Gemäß § 34 Abs. 3 Satz 1 KWG habe ich am 10. März 2023 festgestellt:'
  /** The finding and the place and date of the notice for the seat of A-1 (the first section). */
  const announced = (c: Json): ReadonlyArray<ReadonlyArray<string>> => {
    const s = right(noticeOf(c)).sections.find((x) => x.title === 'Sitz von A Nummer 1 (500 Stimmen)') as Section
    return [paragraphs(s, 'notice.finding'), paragraphs(s, 'notice.place')]
  }

  it('the notice is dated on the first announcement of the seat made on or after the determination and by the decision date', () => {
    const cases: ReadonlyArray<readonly [ReadonlyArray<Json>, string, string]> = [
      // two announcements, the later one given first
      [[announcement('2023-03-20'), announcement('2023-03-12')], ON_10_MARCH, 'Prüfstadt, den 12. März 2023'],
      [[announcement('2023-03-12'), announcement('2023-03-20')], ON_10_MARCH, 'Prüfstadt, den 12. März 2023'],
      // announced on the day of the determination: the returning officer determines in the notice itself
      [[announcement('2023-03-10'), announcement('2023-03-20')], NOW, 'Prüfstadt, den 10. März 2023'],
      // announced only after the decision date: the notice is the one due on the day of the determination
      [[announcement('2023-04-05')], NOW, 'Prüfstadt, den 10. März 2023'],
      // announced on the decision date
      [[announcement('2023-03-31')], ON_10_MARCH, 'Prüfstadt, den 31. März 2023'],
      // an announcement before the determination announces nothing (rejected: nothingToAnnounce)
      [[announcement('2023-03-05'), announcement('2023-03-12')], ON_10_MARCH, 'Prüfstadt, den 12. März 2023'],
    ]
    for (const [events, intro, place] of cases) expect(announced(stateCase([death('A-1', '2023-03-01'), determination('2023-03-10', 'A-2'), ...events]))).toEqual([[FINDING(intro)], [place]])
  })

  it('a determination that is rejected (the body may determine only on an objection against inaction) is not the one announced', () => {
    const c = stateCase([death('A-1', '2023-03-01'), determination('2023-03-05', 'A-3', { by: 'body' }), determination('2023-03-10', 'A-2')])
    expect(announced(c)).toEqual([[FINDING(NOW)], ['Prüfstadt, den 10. März 2023']])
  })

  it("the announcement of another member's seat does not date this notice", () => {
    const c = stateCase([death('B-1', '2023-03-02'), death('A-1', '2023-03-01'), determination('2023-03-10', 'A-2'), { ...determination('2023-03-11', 'B-2'), vacancy: 'B-1' }, announcement('2023-03-12', 'B-1')], {
      lists: [listA(), listB()],
    })
    // not announced yet: the notice is the one made on the day of the determination
    expect(announced(c)).toEqual([[FINDING(NOW)], ['Prüfstadt, den 10. März 2023']])
  })

  it("a seat without a determination of its own is announced as due on the decision date, not with another seat's determination", () => {
    const c = stateCase([death('B-1', '2023-02-01'), death('A-1', '2023-03-01'), { ...determination('2023-03-05', 'B-2'), vacancy: 'B-1' }], { lists: [listA(), listB()] })
    expect(announced(c)).toEqual([[FINDING(NOW)], ['Prüfstadt, den 31. März 2023']])
  })

  it('a determination recorded after the decision date is not yet part of the state; one recorded on it is', () => {
    expect(announced(stateCase([death('A-1', '2023-03-01'), determination('2023-04-05', 'A-3')]))).toEqual([[FINDING(NOW)], ['Prüfstadt, den 31. März 2023']])
    expect(announced(stateCase([death('A-1', '2023-03-01'), determination('2023-03-31', 'A-3')]))).toEqual([[FINDING(NOW, 'A Nummer 3 (300 Stimmen)', 'A Nummer 3')], ['Prüfstadt, den 31. März 2023']])
  })
})

describe('the notices of a state: the candidates left out and the legal member count (§ 34 Abs. 1 Satz 2, Abs. 2 KWG)', () => {
  const four = (): Json => listA([cand('A', 1, 500, true), cand('A', 2, 400), cand('A', 3, 300), cand('A', 4, 200)])
  const EXHAUSTED = (name: string, count: number): string =>
    `Gemäß § 34 Abs. 3 Satz 1 KWG stelle ich fest: Der Wahlvorschlag „Liste A“ ist erschöpft. Der Sitz von ${name} bleibt unbesetzt; die gesetzliche Mitgliederzahl der Gemeindevertretung vermindert sich für die laufende Wahlzeit auf ${count} (§ 34 Abs. 1 Satz 2 Hs. 1 KWG, § 34 Abs. 1 Satz 2 Hs. 2 KWG, § 34 Abs. 3 Satz 1 KWG).`
  const skipped = (c: Json): ReadonlyArray<string> => paragraphs(right(noticeOf(c)), 'notice.skipped')

  it('the candidates ranked above the recorded successor are named when the recorded successor is the lawful one', () => {
    const c = stateCase([died('A-2', '2023-02-01'), death('A-1', '2023-03-01'), determination('2023-03-10', 'A-3')], { lists: [four()] })
    expect(skipped(c)).toEqual(['Der nach der Stimmenzahl vor A Nummer 3 stehende Bewerber bleibt unberücksichtigt: A Nummer 2 (verstorben, § 34 Abs. 2 Nr. 3 Alt. 1 KWG).'])
  })

  it('no candidate is named as left out when the recorded successor is not the lawful one', () => {
    expect(skipped(stateCase([died('A-2', '2023-02-01'), death('A-1', '2023-03-01'), determination('2023-03-10', 'A-4')], { lists: [four()] }))).toEqual([])
  })

  it('an exhausted list recorded lawfully names every candidate left out', () => {
    const c = stateCase([died('A-2', '2023-02-01'), died('A-3', '2023-02-02'), death('A-1', '2023-03-01'), determination('2023-03-10', null)])
    expect(paragraphs(right(noticeOf(c)), 'notice.finding')).toEqual([EXHAUSTED('A Nummer 1', 8)])
    expect(skipped(c)).toEqual([
      'Alle noch nicht berufenen Bewerber des Wahlvorschlags bleiben unberücksichtigt: A Nummer 2 (verstorben, § 34 Abs. 2 Nr. 3 Alt. 1 KWG) und A Nummer 3 (verstorben, § 34 Abs. 2 Nr. 3 Alt. 1 KWG).',
    ])
  })

  it('an empty seat recorded where a successor was lawful, and a successor recorded where the list was exhausted, name no one as left out', () => {
    expect(skipped(stateCase([died('A-2', '2023-02-01'), death('A-1', '2023-03-01'), determination('2023-03-10', null)]))).toEqual([])
    expect(skipped(stateCase([died('A-2', '2023-02-01'), died('A-3', '2023-02-02'), death('A-1', '2023-03-01'), determination('2023-03-10', 'A-2')]))).toEqual([])
  })

  it('each empty seat lowers the legal member count by one, in the order the seats became free', () => {
    // A-1 dies (A-3 is due), A-2 dies (list A exhausted: 8), B-1 dies (B-2 died before: 7)
    const c = stateCase([died('B-2', '2023-02-01'), death('A-1', '2023-03-01'), death('A-2', '2023-03-05'), death('B-1', '2023-03-08')], {
      lists: [listA([cand('A', 1, 500, true), cand('A', 2, 450, true), cand('A', 3, 300)]), listB()],
    })
    const doc = right(noticeOf(c))
    expect(doc.sections.map((s) => paragraphs(s, 'notice.finding'))).toEqual([
      ['Gemäß § 34 Abs. 3 Satz 1 KWG stelle ich fest: An die Stelle von A Nummer 1 rückt A Nummer 3 (300 Stimmen) aus dem Wahlvorschlag „Liste A“ als Mitglied der Gemeindevertretung nach (§ 34 Abs. 1 Satz 1 KWG, § 34 Abs. 3 Satz 1 KWG). A Nummer 3 erwirbt die Rechtsstellung mit dieser Feststellung (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 1 KWG).'],
      [EXHAUSTED('A Nummer 2', 8)],
      [EXHAUSTED('B Nummer 1', 7).replace('„Liste A“', '„Liste B“')],
    ])
  })
})

describe('the state opinion examines the lawful determination of a seat: as of the day it was recorded, or as due on the decision date', () => {
  const TRIGGER = (day: string): string =>
    `A Nummer 1 (500 Stimmen), gewählt auf dem Wahlvorschlag „Liste A“, ist am ${day} verstorben. Somit liegt ein Nachfolgefall nach § 34 Abs. 1 Satz 1 KWG vor.`
  const SUCCEEDS = (n: number, votes: number): string =>
    `A Nummer ${n} (${votes} Stimmen), Platz ${n}, hat unter den verbliebenen noch nicht berufenen Bewerbern die meisten Stimmen. Ein Ausschlussgrund nach § 34 Abs. 2 KWG liegt nicht vor. Folglich rückt A Nummer ${n} nach § 34 Abs. 1 Satz 1 Hs. 1 KWG nach.`
  const DUE = ['subsumtion.trigger', 'subsumtion.ranking', 'subsumtion.candidates', 'verfahren', 'vacancy.result']
  /** The examination of the seat of A-1: its subsections, the time of examination, the trigger and the candidates. */
  const examined = (c: Json): { sections: ReadonlyArray<string>; at: ReadonlyArray<string>; trigger: ReadonlyArray<string>; candidates: ReadonlyArray<string> } => {
    const s = right(opinionOf(c)).sections.flatMap((x) => x.sections).find((x) => x.key === 'vacancy' && x.title === 'Sitz von A Nummer 1 (500 Stimmen)') as Section
    return { sections: s.sections.map((x) => x.key), at: paragraphs(s, 'lawful.intro'), trigger: paragraphs(s, 'trigger'), candidates: paragraphs(s, 'candidate') }
  }

  it('as of the recorded determination: a waiver declared on the same day after it is not part of the examination', () => {
    const c = stateCase([death('A-1', '2023-03-01'), determination('2023-03-10', 'A-3'), writtenWaiver('A-2', '2023-03-10')])
    expect(examined(c)).toEqual({
      sections: ['vacancy.lawful', ...DUE],
      at: ['Die Feststellung ist nach der Sach- und Rechtslage am Tag ihres Erlasses zu prüfen, dem 10. März 2023 (§ 34 Abs. 3 Satz 1 KWG).'],
      trigger: [TRIGGER('1. März 2023')],
      candidates: [SUCCEEDS(2, 400)],
    })
  })

  it("a seat without a determination of its own is examined as due, not as of another seat's determination", () => {
    const c = stateCase([death('B-1', '2023-02-01'), { ...determination('2023-02-10', 'B-2'), vacancy: 'B-1' }, death('A-1', '2023-03-01')], { lists: [listA(), listB()] })
    expect(examined(c)).toEqual({ sections: DUE, at: [], trigger: [TRIGGER('1. März 2023')], candidates: [SUCCEEDS(2, 400)] })
  })

  it('a rejected event (the revocation of a waiver, § 34 Abs. 2 Nr. 2 Hs. 2 KWG) is left out of the examination', () => {
    const c = stateCase([writtenWaiver('A-2', '2023-02-01'), revoked('A-2', '2023-02-15'), death('A-1', '2023-03-01')])
    expect(examined(c)).toEqual({
      sections: DUE,
      at: [],
      trigger: [TRIGGER('1. März 2023')],
      candidates: [
        'A Nummer 2 (400 Stimmen), Platz 2, hat am 1. Februar 2023 dem Wahlleiter schriftlich den Verzicht auf die Anwartschaft erklärt. Der Verzicht kann nicht widerrufen werden. A Nummer 2 bleibt somit nach § 34 Abs. 2 Nr. 2 KWG unberücksichtigt.',
        SUCCEEDS(3, 300),
      ],
    })
  })

  it('a determination recorded after the decision date is not yet part of the state: the seat is examined as due; one recorded on it is examined as of that day', () => {
    expect(examined(stateCase([death('A-1', '2023-03-01'), determination('2023-04-05', 'A-3')]))).toEqual({ sections: DUE, at: [], trigger: [TRIGGER('1. März 2023')], candidates: [SUCCEEDS(2, 400)] })
    expect(examined(stateCase([death('A-1', '2023-03-01'), determination('2023-03-31', 'A-3')]))).toEqual({
      sections: ['vacancy.lawful', ...DUE],
      at: ['Die Feststellung ist nach der Sach- und Rechtslage am Tag ihres Erlasses zu prüfen, dem 31. März 2023 (§ 34 Abs. 3 Satz 1 KWG).'],
      trigger: [TRIGGER('1. März 2023')],
      candidates: [SUCCEEDS(2, 400)],
    })
  })

  it('the case examined as of a determination ends before it, although other facts came between the departure and the determination', () => {
    // A-2 waives the expectancy in writing on 5 March 2023; the returning officer determines A-3 on 10 March 2023
    const c = stateCase([death('A-1', '2023-03-01'), writtenWaiver('A-2', '2023-03-05'), determination('2023-03-10', 'A-3')])
    expect(examined(c)).toEqual({
      sections: ['vacancy.lawful', ...DUE],
      at: ['Die Feststellung ist nach der Sach- und Rechtslage am Tag ihres Erlasses zu prüfen, dem 10. März 2023 (§ 34 Abs. 3 Satz 1 KWG).'],
      trigger: [TRIGGER('1. März 2023')],
      candidates: [
        'A Nummer 2 (400 Stimmen), Platz 2, hat am 5. März 2023 dem Wahlleiter schriftlich den Verzicht auf die Anwartschaft erklärt. Der Verzicht kann nicht widerrufen werden. A Nummer 2 bleibt somit nach § 34 Abs. 2 Nr. 2 KWG unberücksichtigt.',
        SUCCEEDS(3, 300),
      ],
    })
  })

  it('facts after the decision date are left out; facts on it are part of the examination', () => {
    expect(examined(stateCase([death('A-1', '2023-03-01'), revoked('A-2', '2023-04-10')]))).toEqual({ sections: DUE, at: [], trigger: [TRIGGER('1. März 2023')], candidates: [SUCCEEDS(2, 400)] })
    expect(examined(stateCase([death('A-1', '2023-03-31')]))).toEqual({ sections: DUE, at: [], trigger: [TRIGGER('31. März 2023')], candidates: [SUCCEEDS(2, 400)] })
  })
})

describe('a member who left twice: an oral waiver of the seat (void, § 33 Abs. 2 KWG), then death; each departure has the events up to the next', () => {
  const ORAL: Json = { date: '2023-02-01', type: 'memberLeft', member: 'A-1', cause: 'seatWaiver', written: false, to: 'party' }
  /** A-1 waives the seat orally to the party on 1 February 2023 and dies on 1 March 2023; then the given events. */
  const twice = (...events: ReadonlyArray<Json>): Json => stateCase([ORAL, death('A-1', '2023-03-01'), ...events])
  const seats = (c: Json, lang: Lang): ReadonlyArray<Section> => right(opinionOf(c, lang)).sections.flatMap((s) => s.sections).filter((s) => s.key === 'vacancy')
  const notices = (c: Json, lang: Lang): ReadonlyArray<Section> => right(noticeOf(c, lang)).sections

  it('the notice: nothing to announce for the void waiver; the determination of 10 March 2023 is announced for the seat left by the death', () => {
    const c = twice(determination('2023-03-10', 'A-2'))
    const none = (title: string, heading: string, text: string): unknown => ({
      key: 'notice.vacancy',
      title,
      blocks: [],
      sections: [{ key: 'notice.none', title: heading, blocks: [{ _tag: 'paragraph', key: 'notice.none', text, norms: [], candidates: ['A-1'] }], sections: [] }],
    })
    const de = notices(c, 'de')
    expect(de.map((s) => s.title)).toEqual(['Sitz von A Nummer 1 (500 Stimmen)', 'Sitz von A Nummer 1 (500 Stimmen)'])
    expect(de[0]).toEqual(
      none(
        'Sitz von A Nummer 1 (500 Stimmen)',
        'Vermerk zum Sitz von A Nummer 1: keine Bekanntmachung',
        'Der Verzicht von A Nummer 1 (500 Stimmen) ist nicht schriftlich gegenüber dem Wahlleiter erklärt und daher unwirksam (§ 33 Abs. 2 KWG). A Nummer 1 behält den Sitz; es ist nichts bekannt zu machen.',
      ),
    )
    const death_ = de[1] as Section
    expect([paragraphs(death_, 'notice.departure'), paragraphs(death_, 'notice.finding'), paragraphs(death_, 'notice.place')]).toEqual([
      ['A Nummer 1 (Wahlvorschlag „Liste A“), Mitglied der Gemeindevertretung, ist am 1. März 2023 verstorben.'],
      [
        'Gemäß § 34 Abs. 3 Satz 1 KWG stelle ich fest: An die Stelle von A Nummer 1 rückt A Nummer 2 (400 Stimmen) aus dem Wahlvorschlag „Liste A“ als Mitglied der Gemeindevertretung nach (§ 34 Abs. 1 Satz 1 KWG, § 34 Abs. 3 Satz 1 KWG). A Nummer 2 erwirbt die Rechtsstellung mit dieser Feststellung (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 1 KWG).',
      ],
      ['Prüfstadt, den 10. März 2023'],
    ])
    const en = notices(c, 'en')
    expect(en[0]).toEqual(
      none(
        'Seat of A Nummer 1 (500 votes)',
        'Note on the seat of A Nummer 1: no notice',
        'The waiver of A Nummer 1 (500 votes) was not declared in writing to the returning officer and has no effect (§ 33 Abs. 2 KWG). A Nummer 1 keeps the seat; there is nothing to announce.',
      ),
    )
    const deathEn = en[1] as Section
    expect([paragraphs(deathEn, 'notice.departure'), paragraphs(deathEn, 'notice.finding'), paragraphs(deathEn, 'notice.place')]).toEqual([
      ['A Nummer 1 (list “Liste A”), member of the municipal council [Gemeindevertretung], died on 1 March 2023.'],
      [
        'Under § 34 Abs. 3 Satz 1 KWG I determine: A Nummer 2 (400 votes) of the list “Liste A” succeeds A Nummer 1 as a member of the municipal council [Gemeindevertretung] (§ 34 Abs. 1 Satz 1 KWG, § 34 Abs. 3 Satz 1 KWG). A Nummer 2 acquires the status with this determination (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 1 KWG).',
      ],
      ['Prüfstadt, 10 March 2023'],
    ])
  })

  it('the opinion: the void waiver is examined as such, with no determination to make; the determination, its time of examination and the result belong to the seat left by the death', () => {
    const c = twice(determination('2023-03-10', 'A-2'))
    const [oral, died_] = seats(c, 'de') as [Section, Section]
    expect(oral.sections.map((s) => s.key)).toEqual(['subsumtion.trigger', 'subsumtion.readings', 'vacancy.result'])
    expect(paragraphs(oral, 'trigger')).toEqual([
      'A Nummer 1 (500 Stimmen), gewählt auf dem Wahlvorschlag „Liste A“, hat am 1. Februar 2023 mündlich gegenüber der Partei den Verzicht auf den Sitz erklärt. Den Sitz verliert durch Verzicht aber nur, wer ihn dem Wahlleiter schriftlich erklärt (§ 33 Abs. 1 Nr. 1 KWG, § 33 Abs. 2 KWG). Daran fehlt es; A Nummer 1 behält den Sitz, ein Nachfolgefall nach § 34 Abs. 1 Satz 1 KWG liegt nicht vor.',
    ])
    // the void waiver opened no vacancy: nothing was or is to be determined for it, so there is no procedure to tell
    // (as with the objection against inaction below); the determination of 10 March belongs to the death alone, and the
    // seat is held by A-2, determined for the death
    expect(paragraphs(oral, 'vacancy.result')).toEqual(['Niemand rückt nach (§ 33 Abs. 2 KWG). Am Stichtag hat A Nummer 2 (400 Stimmen) den Sitz inne (seit dem 10. März 2023).'])
    expect(died_.sections.map((s) => s.key)).toEqual(['vacancy.lawful', 'subsumtion.trigger', 'subsumtion.ranking', 'subsumtion.candidates', 'verfahren', 'vacancy.result'])
    expect(paragraphs(died_, 'lawful.intro')).toEqual(['Die Feststellung ist nach der Sach- und Rechtslage am Tag ihres Erlasses zu prüfen, dem 10. März 2023 (§ 34 Abs. 3 Satz 1 KWG).'])
    expect(paragraphs(died_, 'trigger')).toEqual(['A Nummer 1 (500 Stimmen), gewählt auf dem Wahlvorschlag „Liste A“, ist am 1. März 2023 verstorben. Somit liegt ein Nachfolgefall nach § 34 Abs. 1 Satz 1 KWG vor.'])
    expect(texts(section(died_, 'verfahren'))).toEqual([
      [
        'procedure.determination',
        'Am 10. März 2023 hat der Wahlleiter festgestellt: A Nummer 2 (400 Stimmen) rückt nach (§ 34 Abs. 3 Satz 1 KWG). Mit der Feststellung erwirbt A Nummer 2 die Rechtsstellung eines Vertreters (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 1 KWG). Sie entspricht dem Gesetz.',
      ],
    ])
    expect(paragraphs(died_, 'vacancy.result')).toEqual([
      'Maßgeblich ist die Feststellung des Wahlleiters vom 10. März 2023: A Nummer 2 (400 Stimmen) rückt nach (§ 34 Abs. 3 Satz 1 KWG). Am Stichtag hat A Nummer 2 (400 Stimmen) den Sitz inne (seit dem 10. März 2023).',
    ])

    const [oralEn, diedEn] = seats(c, 'en') as [Section, Section]
    expect(oralEn.sections.map((s) => s.key)).toEqual(['subsumtion.trigger', 'subsumtion.readings', 'vacancy.result'])
    expect(paragraphs(oralEn, 'vacancy.result')).toEqual(['No one succeeds (§ 33 Abs. 2 KWG). On the decision date A Nummer 2 (400 votes) holds the seat (since 10 March 2023).'])
    expect(paragraphs(diedEn, 'lawful.intro')).toEqual(['The determination is examined on the facts and the law on the day it was made, 10 March 2023 (§ 34 Abs. 3 Satz 1 KWG).'])
    expect(texts(section(diedEn, 'verfahren'))).toEqual([
      [
        'procedure.determination',
        'On 10 March 2023 the returning officer [Wahlleiter] determined: A Nummer 2 (400 votes) succeeds (§ 34 Abs. 3 Satz 1 KWG). With the determination A Nummer 2 acquires the status of a representative (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 1 KWG). It conforms to the law.',
      ],
    ])
    expect(paragraphs(diedEn, 'vacancy.result')).toEqual([
      'The determination of the returning officer of 10 March 2023 stands: A Nummer 2 (400 votes) succeeds (§ 34 Abs. 3 Satz 1 KWG). On the decision date A Nummer 2 (400 votes) holds the seat (since 10 March 2023).',
    ])
  })

  it('an objection against inaction after the death is told in the procedure of the seat left by the death, not of the void waiver', () => {
    const c = twice({ date: '2023-03-05', type: 'objection', vacancy: 'A-1', against: 'inaction', form: 'written', reasonedOn: '2023-03-05', ownRights: true, supporters: 0 })
    const [oral, died_] = seats(c, 'de') as [Section, Section]
    // no succession and nothing recorded for the void waiver: no procedure to tell
    expect(oral.sections.map((s) => s.key)).toEqual(['subsumtion.trigger', 'subsumtion.readings', 'vacancy.result'])
    expect(texts(section(died_, 'verfahren'))).toEqual([
      [
        'procedure.objection',
        'Der am 5. März 2023 schriftlich eingelegte Einspruch gegen die Untätigkeit des Wahlleiters macht die Verletzung eigener Rechte geltend. Er ist zulässig: formgerecht eingelegt und am 5. März 2023 im Einzelnen begründet (§ 25 Abs. 2 KWG). Der Einspruch ist auch gegen die Untätigkeit des Wahlleiters gegeben (§ 34 Abs. 4 Satz 1 KWG); die Gemeindevertretung trifft daraufhin die Feststellung selbst (§ 34 Abs. 4 Satz 3 KWG).',
      ],
    ])
  })

  it('a second departure that is rejected (memberLeftTwice) does not end the events of the first', () => {
    // A-1 dies on 1 March 2023; a second death recorded for 5 March 2023 is rejected; the determination of 10 March 2023 is the first one's
    const c = stateCase([death('A-1', '2023-03-01'), death('A-1', '2023-03-05'), determination('2023-03-10', 'A-2')])
    const [notice] = notices(c, 'de') as [Section]
    expect([paragraphs(notice, 'notice.finding'), paragraphs(notice, 'notice.place')]).toEqual([
      [
        'Gemäß § 34 Abs. 3 Satz 1 KWG stelle ich fest: An die Stelle von A Nummer 1 rückt A Nummer 2 (400 Stimmen) aus dem Wahlvorschlag „Liste A“ als Mitglied der Gemeindevertretung nach (§ 34 Abs. 1 Satz 1 KWG, § 34 Abs. 3 Satz 1 KWG). A Nummer 2 erwirbt die Rechtsstellung mit dieser Feststellung (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 1 KWG).',
      ],
      ['Prüfstadt, den 10. März 2023'],
    ])
    const [seat] = seats(c, 'de') as [Section]
    expect(paragraphs(seat, 'lawful.intro')).toEqual(['Die Feststellung ist nach der Sach- und Rechtslage am Tag ihres Erlasses zu prüfen, dem 10. März 2023 (§ 34 Abs. 3 Satz 1 KWG).'])
    expect(texts(section(seat, 'verfahren'))).toEqual([
      [
        'procedure.determination',
        'Am 10. März 2023 hat der Wahlleiter festgestellt: A Nummer 2 (400 Stimmen) rückt nach (§ 34 Abs. 3 Satz 1 KWG). Mit der Feststellung erwirbt A Nummer 2 die Rechtsstellung eines Vertreters (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 1 KWG). Sie entspricht dem Gesetz.',
      ],
    ])
  })

  it('a departure made by the engine (§ 23 Abs. 2 Satz 3 KWG) after a void waiver: its events are those of the whole file', () => {
    // A-1 waives orally on 1 February 2023; an incompatibility arises on 5 February, the notice is served on 6 February, no
    // proof follows: the status counts as not acquired from 14 February 2023; the returning officer determines A-2 on 20 February
    const c = stateCase([ORAL, incompatible('A-1', '2023-02-05'), { date: '2023-02-06', type: 'incompatibilityNotified', candidate: 'A-1' }, determination('2023-02-20', 'A-2')], {}, '2023-04-30')
    // the seat of the void waiver still takes the later determination (a departure made by the engine does not end its events):
    // reported, left unpinned
    const lost = notices(c, 'de')[1] as Section
    expect([paragraphs(lost, 'notice.departure'), paragraphs(lost, 'notice.finding'), paragraphs(lost, 'notice.place')]).toEqual([
      [
        'Die Rechtsstellung von A Nummer 1 (Wahlvorschlag „Liste A“) als Mitglied der Gemeindevertretung gilt als nicht erworben, weil die Beseitigung eines Hinderungsgrundes nicht fristgerecht nachgewiesen wurde (§ 23 Abs. 2 Satz 3 KWG).',
      ],
      [
        'Gemäß § 34 Abs. 3 Satz 1 KWG stelle ich fest: An die Stelle von A Nummer 1 rückt A Nummer 2 (400 Stimmen) aus dem Wahlvorschlag „Liste A“ als Mitglied der Gemeindevertretung nach (§ 34 Abs. 1 Satz 1 KWG, § 34 Abs. 3 Satz 1 KWG). A Nummer 2 erwirbt die Rechtsstellung mit dieser Feststellung (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 1 KWG).',
      ],
      ['Prüfstadt, den 20. Februar 2023'],
    ])
    const seat = seats(c, 'de')[1] as Section
    expect(paragraphs(seat, 'lawful.intro')).toEqual(['Die Feststellung ist nach der Sach- und Rechtslage am Tag ihres Erlasses zu prüfen, dem 20. Februar 2023 (§ 34 Abs. 3 Satz 1 KWG).'])
    expect(texts(section(seat, 'verfahren'))).toEqual([
      [
        'procedure.determination',
        'Am 20. Februar 2023 hat der Wahlleiter festgestellt: A Nummer 2 (400 Stimmen) rückt nach (§ 34 Abs. 3 Satz 1 KWG). Mit der Feststellung erwirbt A Nummer 2 die Rechtsstellung eines Vertreters (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 1 KWG). Sie entspricht dem Gesetz.',
      ],
    ])
  })
})
