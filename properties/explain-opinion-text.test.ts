// The texts of the legal opinion on one vacancy (src/explain/opinion.ts),
// pinned word for word in German and English: the document frame (title,
// subtitle, section titles), the Obersatz, the case of succession (§ 34
// Abs. 1 Satz 1 KWG with § 23 Abs. 2 Satz 3 or § 33 Abs. 1 KWG), the ranking
// and candidate sections (an exhausted list, nobody left to rank, a seat that
// waits for an earlier one of the same list), the readings the case depends
// on (R1 with the result under the other view, R2, R3, R6), the Ergebnis of
// pending decisions, the Ortsbeirat hint (§ 82 HGO), and the result in a few
// words. The texts are the product, so whole paragraphs are compared; each
// expectation was worked out from the source and § 34 KWG (a week from
// service ends on the same weekday of the next week, § 188 Abs. 2 BGB) and
// read for its German and English.
// Every value is computed inside its test: Stryker switches a mutant on only
// while a test runs.
import { describe, expect, it } from 'vitest'
import * as api from './support/public.js'
import { decide, opinion, paragraph, sectionOf } from './support/opinion.js'
import type { CandidateId, IsoDate } from '../src/domain/brand.js'
import type { Lang, Paragraph, Section } from '../src/explain/document.js'
import { departedPhrase, indexCase } from '../src/explain/facts.js'
import {
  departureOf,
  determinationOpinion,
  ceasedParagraph,
  readingParagraphs,
  resultBlocks,
  resultWords,
  vacancySections,
} from '../src/explain/opinion.js'

type Json = Record<string, unknown>
const id = (s: string): CandidateId => s as CandidateId
const date = (s: string): IsoDate => s as IsoDate

const cand = (n: number, name: string, votes: number, elected = false, list = 'A'): Json => ({ id: `${list}-${n}`, name, position: n, votes, elected })
/** Anna Arnold and Bernd Bauer elected; Clara Conrad (A-3, 300) and Dieter Dorn (A-4, 200) not yet called. */
const four = (): ReadonlyArray<Json> => [cand(1, 'Anna Arnold', 500, true), cand(2, 'Bernd Bauer', 450, true), cand(3, 'Clara Conrad', 300), cand(4, 'Dieter Dorn', 200)]
/** A council of 9 in Prüfstadt, one list „Liste A“ (set up 1 November 2020), decided on `asOf`. */
const caseOf = (events: ReadonlyArray<Json>, asOf: string, opts: { candidates?: ReadonlyArray<Json>; vacancy?: string; extra?: Json } = {}): Json => ({
  format: 'nachruecken.case/1',
  body: { name: 'Gemeindevertretung Prüfstadt', kind: 'gemeindevertretung', statutoryMemberCount: 9, electionMode: 'proportional', term: { start: '2021-04-01', end: '2026-03-31' } },
  lists: [{ id: 'A', name: 'Liste A', group: 'party', setUp: '2020-11-01', candidates: opts.candidates ?? four() }],
  events,
  query: { vacancy: opts.vacancy ?? 'A-1', asOf },
  ...(opts.extra ?? {}),
})
/** An Ortsbeirat of 3 elected by majority vote (no list admitted, unless `list` names one): W-4 and W-5 tie on 301 votes. */
const majority = (events: ReadonlyArray<Json>, vacancy: string, list: { name: string; group: string } | null = null): Json => ({
  format: 'nachruecken.case/1',
  body: { name: 'Ortsbeirat Nordend', kind: 'ortsbeirat', statutoryMemberCount: 3, electionMode: 'majority', term: { start: '2021-04-01', end: '2026-03-31' } },
  lists: [
    {
      id: 'MW',
      name: list?.name ?? 'Mehrheitswahl',
      group: list?.group ?? null,
      setUp: list === null ? null : '2020-11-01',
      candidates: [
        cand(1, 'Renate Albers', 612, true, 'W'),
        cand(2, 'Kurt Brenner', 580, true, 'W'),
        cand(3, 'Susanne Dahl', 544, true, 'W'),
        cand(4, 'Heinz Eckert', 301, false, 'W'),
        cand(5, 'Martina Fink', 301, false, 'W'),
        cand(6, 'Georg Heil', 120, false, 'W'),
      ],
    },
  ],
  events,
  query: { vacancy, asOf: '2023-03-31' },
})
/** A proportional Ortsbeirat of 3: list A with two seats, list B (a voter group) with one and nobody left. */
const ortsbeirat = (events: ReadonlyArray<Json>, vacancy: string): Json => ({
  format: 'nachruecken.case/1',
  body: { name: 'Ortsbeirat Nordend', kind: 'ortsbeirat', statutoryMemberCount: 3, electionMode: 'proportional', term: { start: '2021-04-01', end: '2026-03-31' } },
  lists: [
    { id: 'A', name: 'Liste A', group: 'party', setUp: '2020-11-01', candidates: [cand(1, 'Anna Arnold', 500, true), cand(2, 'Bernd Bauer', 450, true), cand(3, 'Clara Conrad', 300)] },
    { id: 'B', name: 'Liste B', group: 'voterGroup', setUp: '2020-11-02', candidates: [cand(1, 'Berta Brandt', 400, true, 'B')] },
  ],
  events,
  query: { vacancy, asOf: '2023-03-31' },
})

const fact = (d: string, type: string, candidate: string, more: Json = {}): Json => ({ date: d, type, candidate, ...more })
const left = (d: string, member: string, cause: string, more: Json = {}): Json => ({ date: d, type: 'memberLeft', member, cause, ...more })
const incompatible = (candidate: string, d = '2023-02-01'): Json => fact(d, 'candidateGroundArose', candidate, { ground: 'incompatibility' })
const arnoldDies = (): Json => left('2023-03-01', 'A-1', 'death')

/** The section of a vacancy's Subsumtion with this key, as vacancySections builds it. */
const subsumtion = (u: Json, lang: Lang): ReadonlyArray<Section> => {
  const { ix, d, asOf } = decide(u)
  return vacancySections(ix, lang, d, asOf, null, departureOf(ix, d.vacancy, asOf))
}

// The status of A-1 counts as not acquired (§ 23 Abs. 2 Satz 3 KWG): the notice was served on
// Tuesday 10 January 2023, the week ended with 17 January, the proof came late (20 January).
const statusLost = (): ReadonlyArray<Json> => [incompatible('A-1', '2023-01-02'), fact('2023-01-10', 'incompatibilityNotified', 'A-1'), fact('2023-01-20', 'incompatibilityProven', 'A-1')]
const LOST_DE =
  'Anna Arnold (500 Stimmen), gewählt auf dem Wahlvorschlag „Liste A“, ist von einem Hinderungsgrund betroffen (§ 23 Abs. 2 Satz 2 KWG) und hat dessen Beseitigung nicht binnen einer Woche nach Zustellung der Mitteilung nachgewiesen.'
const LOST_DE_END = 'Die Rechtsstellung gilt daher als nicht erworben (§ 23 Abs. 2 Satz 3 KWG). Somit liegt ein Nachfolgefall nach § 34 Abs. 1 Satz 1 KWG vor.'
const LOST_NORMS = ['kwg23.2.s2', 'kwg23.2.s3', 'kwg34.1.s1.trigger']

const ROUTE_DE = 'ist der Bewerber trotz des Hinderungsgrundes als Nachrücker festzustellen, weil die Feststellung nach § 34 Abs. 3 Satz 2 KWG an die Stelle der Feststellung des Wahlergebnisses tritt: Erst danach weist der Wahlleiter ihn auf den Hinderungsgrund hin, die Woche läuft ab Zustellung dieser Mitteilung (§ 23 Abs. 2 Satz 2 KWG), bis zum Nachweis kann er keine Rechte ausüben, und bleibt der Nachweis aus, gilt die Rechtsstellung als nicht erworben (§ 23 Abs. 2 Satz 3 KWG), so dass ein neuer Nachfolgefall entsteht (Feststellungslösung)'
const ROUTE_EN = 'the candidate is determined as successor despite the incompatibility, because under § 34 Abs. 3 Satz 2 KWG the determination takes the place of the election result: only then does the returning officer point out the incompatibility, the week runs from the service of that notice (§ 23 Abs. 2 Satz 2 KWG), until the proof no rights can be exercised, and without proof the status counts as not acquired (§ 23 Abs. 2 Satz 3 KWG), so that a new case of succession arises (determination-first view [Feststellungslösung])'
const SOURCES_DE = 'Die Nachweislösung belegt die Praxis (Odenwaldkreis, Bekanntmachung vom 9. September 2025); die Wortlautlösung folgt dem Wortlaut des § 34 Abs. 2 Nr. 3 KWG, die Feststellungslösung der Verweisung des § 34 Abs. 3 Satz 2 KWG auf § 23 KWG; beide hat das Projekt zu Lehrzwecken ausgearbeitet, eine Praxis oder Rechtsprechung dazu ist ihm nicht bekannt.'
const SOURCES_EN = 'The proof-period view is documented in practice (Odenwaldkreis, notice of 9 September 2025); the literal view follows the wording of § 34 Abs. 2 Nr. 3 KWG, the determination-first view the reference of § 34 Abs. 3 Satz 2 KWG to § 23 KWG; the project worked out both for teaching and knows of no practice or court decision on them.'
// R1 as applied by default (proofPeriod), without the result under the other view
const R1_DE =
  'Streitig ist, wie ein Hinderungsgrund eines Bewerbers zu behandeln ist. Nach der hier vertretenen Auffassung ist § 34 Abs. 2 Nr. 3 Alt. 2 KWG im Zusammenhang mit § 34 Abs. 3 Satz 2 KWG zu lesen, der § 23 KWG für anwendbar erklärt: Wie ein gewählter Vertreter kann auch der Nachrücker die Beseitigung eines Hinderungsgrundes binnen einer Woche nach Zustellung der Mitteilung nachweisen (§ 23 Abs. 2 Satz 2 KWG); erst wenn der Nachweis ausbleibt, bleibt der Bewerber unberücksichtigt, und der nächste Bewerber ist zu prüfen. So verfährt auch die Praxis, etwa die Kreiswahlleiterin des Odenwaldkreises in ihrer Bekanntmachung vom 9. September 2025 (Nachweislösung). Nach anderer Ansicht schließt ein Hinderungsgrund schon nach dem Wortlaut von § 34 Abs. 2 Nr. 3 Alt. 2 KWG sofort aus, weil dort jeder Grund nach § 33 Abs. 1 Nr. 2 KWG genannt ist (Wortlautlösung). Nach einer dritten Ansicht ' + ROUTE_DE + '. ' + SOURCES_DE
const R1_EN =
  'It is disputed how an incompatibility [Hinderungsgrund] of a candidate is to be treated. According to the view taken here [nach der hier vertretenen Auffassung], § 34 Abs. 2 Nr. 3 Alt. 2 KWG is read together with § 34 Abs. 3 Satz 2 KWG, which applies § 23 KWG: like an elected representative, a successor may prove the removal of an incompatibility within one week of being served the notice (§ 23 Abs. 2 Satz 2 KWG); only if no proof arrives is the candidate left out and the next one examined. Practice proceeds this way, for instance the returning officer of the Odenwaldkreis in her notice of 9 September 2025 (proof-period view [Nachweislösung]). According to another view [nach anderer Ansicht], an incompatibility excludes at once under the literal text of § 34 Abs. 2 Nr. 3 Alt. 2 KWG, which names every ground under § 33 Abs. 1 Nr. 2 KWG (literal view [Wortlautlösung]). According to a third view, ' + ROUTE_EN + '. ' + SOURCES_EN
const R1_NORMS = ['kwg34.2.n3.ground', 'kwg34.3.s2', 'kwg23.2.s2', 'kwg23.2.s3']

describe('the result in a few words (for "nach anderer Ansicht")', () => {
  it('each outcome, in German and English', () => {
    const outcomes = [
      decide(caseOf([arnoldDies()], '2023-03-31')), // Clara Conrad succeeds
      decide(caseOf([fact('2023-01-05', 'candidateDied', 'A-3'), fact('2023-01-06', 'candidateWaived', 'A-4', { written: true, to: 'returningOfficer' }), arnoldDies()], '2023-03-31')), // vacant, 9 → 8
      decide(caseOf([left('2023-03-01', 'A-1', 'merger')], '2023-03-31')), // § 33 Abs. 1 Nr. 4 KWG
      decide(majority([left('2023-03-01', 'W-1', 'death')], 'W-1')), // a lot between W-4 and W-5
      decide(caseOf([incompatible('A-3'), arnoldDies()], '2023-03-31')), // Clara Conrad may prove the removal
    ]
    expect(outcomes.map(({ d }) => d._tag)).toEqual(['successor', 'vacant', 'noSuccession', 'lotRequired', 'awaitingProof'])
    expect(outcomes.map(({ ix, d }) => resultWords(ix, 'de', d))).toEqual([
      'Clara Conrad (300 Stimmen) rückt nach.',
      'Der Sitz bleibt unbesetzt; die gesetzliche Mitgliederzahl sinkt auf 8.',
      'Niemand rückt nach.',
      'Das Los ist zu ziehen.',
      'Der Nachweis von Clara Conrad ist abzuwarten.',
    ])
    expect(outcomes.map(({ ix, d }) => resultWords(ix, 'en', d))).toEqual([
      'Clara Conrad (300 votes) succeeds.',
      'The seat stays empty; the legal member count falls to 8.',
      'No one succeeds.',
      'The lot must be drawn.',
      'The proof of Clara Conrad must be awaited.',
    ])
  })
})

describe('the departure the opinion is about: the latest on or before the decision date', () => {
  it('a departure dated on the decision date counts; before that date there is none', () => {
    const { ix } = decide(caseOf([arnoldDies()], '2023-03-31'))
    const death = ix.case.events[0]
    expect(death?._tag).toBe('memberLeft')
    expect(departureOf(ix, id('A-1'), date('2023-03-01'))).toBe(death)
    expect(departureOf(ix, id('A-1'), date('2023-03-31'))).toBe(death)
    expect(departureOf(ix, id('A-1'), date('2023-02-28'))).toBeNull()
    expect(departureOf(ix, id('A-3'), date('2023-03-31'))).toBeNull()
  })
})

describe('the case of succession (Nachfolgefall, § 34 Abs. 1 Satz 1 KWG)', () => {
  it('a status that counts as not acquired without a recorded departure: the notice and the end of its week (§ 23 Abs. 2 Satz 2 and 3 KWG)', () => {
    const u = caseOf(statusLost(), '2023-03-31')
    expect(sectionOf(opinion(u, 'de'), 'subsumtion.trigger')).toEqual({
      key: 'subsumtion.trigger',
      title: 'Nachfolgefall',
      blocks: [paragraph('trigger', `${LOST_DE} Die Mitteilung wurde am 10. Januar 2023 zugestellt; die Woche endete mit Ablauf des 17. Januar 2023. ${LOST_DE_END}`, LOST_NORMS, ['A-1'])],
      sections: [],
    })
    expect(sectionOf(opinion(u, 'en'), 'subsumtion.trigger')).toEqual({
      key: 'subsumtion.trigger',
      title: 'Case of succession [Nachfolgefall]',
      blocks: [
        paragraph(
          'trigger',
          'Anna Arnold (500 votes), elected on the list “Liste A”, is subject to an incompatibility (§ 23 Abs. 2 Satz 2 KWG) and did not prove its removal within one week of being served the notice. The notice was served on 10 January 2023; the week ended at the end of 17 January 2023. The status therefore counts as not acquired (§ 23 Abs. 2 Satz 3 KWG). So this is a case of succession under § 34 Abs. 1 Satz 1 KWG.',
          LOST_NORMS,
          ['A-1'],
        ),
      ],
      sections: [],
    })
  })

  it('only a notice served on or before the decision date is told; without a notice on file nothing is said about one', () => {
    const { c, d, asOf } = decide(caseOf(statusLost(), '2023-03-31'))
    // a later notice in the file is not a fact of this decision
    const later = indexCase({ ...c, events: [...c.events, api.incompatibilityNotified(c.events.length, date('2023-04-03'), id('A-1'))] })
    expect(vacancySections(later, 'de', d, asOf, null, null)[0]?.blocks).toEqual([
      paragraph('trigger', `${LOST_DE} Die Mitteilung wurde am 10. Januar 2023 zugestellt; die Woche endete mit Ablauf des 17. Januar 2023. ${LOST_DE_END}`, LOST_NORMS, ['A-1']),
    ])
    const without = indexCase({ ...c, events: c.events.filter((e) => e._tag !== 'incompatibilityNotified') })
    expect(vacancySections(without, 'de', d, asOf, null, null)[0]?.blocks).toEqual([paragraph('trigger', `${LOST_DE} ${LOST_DE_END}`, LOST_NORMS, ['A-1'])])
  })

  it('the notice is the one whose week ran out, as the engine counts it: a notice after that week changes nothing (§ 23 Abs. 2 Satz 3 KWG)', () => {
    const told = (events: ReadonlyArray<Json>): string | undefined => (subsumtion(caseOf(events, '2023-04-30'), 'de')[0]?.blocks[0] as Paragraph | undefined)?.text
    const expected = `${LOST_DE} Die Mitteilung wurde am 10. Januar 2023 zugestellt; die Woche endete mit Ablauf des 17. Januar 2023. ${LOST_DE_END}`
    // notified on 10 January, no proof; notified again on 3 April (before the decision on 30 April): the status was lost on 17 January
    expect(told([incompatible('A-1', '2023-01-02'), fact('2023-01-10', 'incompatibilityNotified', 'A-1'), fact('2023-04-03', 'incompatibilityNotified', 'A-1')])).toBe(expected)
    // an earlier ground of Anna Arnold, proven in time (notice 10 June 2022, proof 15 June), is not the one that cost the status
    const earlier = [incompatible('A-1', '2022-06-01'), fact('2022-06-10', 'incompatibilityNotified', 'A-1'), fact('2022-06-15', 'incompatibilityProven', 'A-1')]
    expect(told([...earlier, incompatible('A-1', '2023-01-02'), fact('2023-01-10', 'incompatibilityNotified', 'A-1')])).toBe(expected)
    // nor is the expired week of another member (Bernd Bauer, notice 5 January)
    expect(told([incompatible('A-2', '2023-01-01'), incompatible('A-1', '2023-01-02'), fact('2023-01-05', 'incompatibilityNotified', 'A-2'), fact('2023-01-10', 'incompatibilityNotified', 'A-1')])).toBe(expected)
  })

  it('a recorded loss of the status and a loss by a review decision cite § 23 Abs. 2 Satz 3 and § 33 Abs. 1 Nr. 3 KWG with the trigger', () => {
    // the departure itself is told by departedPhrase (src/explain/facts.ts, pinned there); here: what the opinion adds
    const trigger = (cause: string): { blocks: ReadonlyArray<unknown>; phrase: string } => {
      const { ix, d, asOf } = decide(caseOf([left('2023-03-01', 'A-1', cause)], '2023-03-31'))
      const departure = departureOf(ix, d.vacancy, asOf)
      if (departure === null) throw new Error('no departure')
      return { blocks: vacancySections(ix, 'de', d, asOf, null, departure)[0]?.blocks ?? [], phrase: departedPhrase(ix, 'de', departure) }
    }
    const lost = trigger('statusNotAcquired')
    expect(lost.blocks).toEqual([
      paragraph(
        'trigger',
        `Anna Arnold (500 Stimmen), gewählt auf dem Wahlvorschlag „Liste A“, ${lost.phrase}. Somit liegt ein Nachfolgefall nach § 34 Abs. 1 Satz 1 KWG i. V. m. § 23 Abs. 2 Satz 3 KWG vor.`,
        ['kwg23.2.s3', 'kwg34.1.s1.trigger'],
        ['A-1'],
      ),
    ])
    const review = trigger('reviewDecision')
    expect(review.blocks).toEqual([
      paragraph(
        'trigger',
        `Anna Arnold (500 Stimmen), gewählt auf dem Wahlvorschlag „Liste A“, ${review.phrase}. Somit liegt ein Nachfolgefall nach § 34 Abs. 1 Satz 1 KWG i. V. m. § 33 Abs. 1 Nr. 3 KWG vor.`,
        ['kwg33.1.n3', 'kwg34.1.s1.trigger'],
        ['A-1'],
      ),
    ])
  })

  it('how the member was elected: on a list, or in a majority election without an admitted list', () => {
    const trigger = (u: Json, lang: Lang): string | undefined => (subsumtion(u, lang)[0]?.blocks[0] as Paragraph | undefined)?.text
    expect(trigger(caseOf([arnoldDies()], '2023-03-31'), 'en')).toBe('Anna Arnold (500 votes), elected on the list “Liste A”, died on 1 March 2023. So this is a case of succession under § 34 Abs. 1 Satz 1 KWG.')
    const m = majority([left('2023-03-01', 'W-1', 'death')], 'W-1')
    expect(trigger(m, 'de')).toBe('Renate Albers (612 Stimmen), gewählt in der Mehrheitswahl, ist am 1. März 2023 verstorben. Somit liegt ein Nachfolgefall nach § 34 Abs. 1 Satz 1 KWG vor.')
    expect(trigger(m, 'en')).toBe('Renate Albers (612 votes), elected in the majority election, died on 1 March 2023. So this is a case of succession under § 34 Abs. 1 Satz 1 KWG.')
  })
})

describe('the result when no one is left (§ 34 Abs. 1 Satz 2 KWG)', () => {
  it('a majority election without an admitted list: no Wahlvorschlag is said to be exhausted; with one, it is named', () => {
    // W-4, W-5 and W-6, the candidates not elected, have died: no one is left to succeed Renate Albers
    const events = [left('2023-03-01', 'W-1', 'death'), ...['W-4', 'W-5', 'W-6'].map((candidate) => ({ date: '2023-02-01', type: 'candidateDied', candidate }))]
    const result = (u: Json, lang: Lang): string | undefined =>
      (sectionOf(opinion(u, lang), 'ergebnis').blocks.find((b) => b._tag === 'paragraph' && b.key === 'result') as Paragraph | undefined)?.text
    expect(result(majority(events, 'W-1'), 'de')).toBe(
      'Ein noch nicht berufener Bewerber, der nachrücken könnte, ist nicht mehr vorhanden; der Sitz von Renate Albers bleibt unbesetzt (§ 34 Abs. 1 Satz 2 Hs. 1 KWG). Die gesetzliche Mitgliederzahl des Ortsbeirats vermindert sich für die Wahlzeit von 3 auf 2 (§ 34 Abs. 1 Satz 2 Hs. 2 KWG). Der Wahlleiter stellt das Leerbleiben des Sitzes fest (§ 34 Abs. 3 Satz 1 KWG).',
    )
    expect(result(majority(events, 'W-1'), 'en')).toBe(
      'No candidate not yet called is left who could succeed; the seat of Renate Albers stays empty (§ 34 Abs. 1 Satz 2 Hs. 1 KWG). The legal member count of the local advisory council [Ortsbeirat] falls for the term from 3 to 2 (§ 34 Abs. 1 Satz 2 Hs. 2 KWG). The returning officer determines that the seat stays empty (§ 34 Abs. 3 Satz 1 KWG).',
    )
    const listed = majority(events, 'W-1', { name: 'Bürgerliste Nordend', group: 'voterGroup' })
    expect(result(listed, 'de')).toBe(
      'Der Wahlvorschlag „Bürgerliste Nordend“ ist erschöpft; der Sitz von Renate Albers bleibt unbesetzt (§ 34 Abs. 1 Satz 2 Hs. 1 KWG). Die gesetzliche Mitgliederzahl des Ortsbeirats vermindert sich für die Wahlzeit von 3 auf 2 (§ 34 Abs. 1 Satz 2 Hs. 2 KWG). Der Wahlleiter stellt das Leerbleiben des Sitzes fest (§ 34 Abs. 3 Satz 1 KWG).',
    )
    expect(result(listed, 'en')).toBe(
      'The list “Bürgerliste Nordend” is exhausted; the seat of Renate Albers stays empty (§ 34 Abs. 1 Satz 2 Hs. 1 KWG). The legal member count of the local advisory council [Ortsbeirat] falls for the term from 3 to 2 (§ 34 Abs. 1 Satz 2 Hs. 2 KWG). The returning officer determines that the seat stays empty (§ 34 Abs. 3 Satz 1 KWG).',
    )
  })
})

describe('the Obersatz', () => {
  it('asks as a question whether and which candidate of the list takes the place of the vacancy in the body (in der Gemeindevertretung, im Ortsbeirat)', () => {
    expect(sectionOf(opinion(caseOf([arnoldDies()], '2023-03-31'), 'de'), 'obersatz').blocks).toEqual([
      paragraph(
        'obersatz',
        'Fraglich ist, ob und gegebenenfalls welcher Bewerber des Wahlvorschlags „Liste A“ nach § 34 Abs. 1 Satz 1 KWG in der Gemeindevertretung an die Stelle von Anna Arnold (500 Stimmen) tritt oder ob der Sitz unbesetzt bleibt (§ 34 Abs. 1 Satz 2 Hs. 1 KWG). Ein Bewerber tritt an diese Stelle, wenn ein Nachfolgefall vorliegt und ein noch nicht berufener Bewerber dieses Wahlvorschlags vorhanden ist, der nicht nach § 34 Abs. 2 KWG unberücksichtigt bleibt.',
        ['kwg34.1.s1.trigger', 'kwg34.1.s2.vacant'],
        ['A-1'],
      ),
    ])
    // a majority election with one admitted list (Bürgerliste Nordend)
    expect(sectionOf(opinion(majority([left('2023-03-01', 'W-1', 'death')], 'W-1', { name: 'Bürgerliste Nordend', group: 'voterGroup' }), 'de'), 'obersatz').blocks).toEqual([
      paragraph(
        'obersatz',
        'Fraglich ist, ob und gegebenenfalls welcher Bewerber des Wahlvorschlags „Bürgerliste Nordend“ nach § 34 Abs. 1a Hs. 1 KWG im Ortsbeirat an die Stelle von Renate Albers (612 Stimmen) tritt oder ob der Sitz unbesetzt bleibt (§ 34 Abs. 1 Satz 2 Hs. 1 KWG). Ein Bewerber tritt an diese Stelle, wenn ein Nachfolgefall vorliegt und ein noch nicht berufener Bewerber dieses Wahlvorschlags vorhanden ist, der nicht nach § 34 Abs. 2 KWG unberücksichtigt bleibt.',
        ['kwg34.1a.rank', 'kwg34.1.s2.vacant'],
        ['W-1'],
      ),
    ])
    expect(sectionOf(opinion(caseOf([arnoldDies()], '2023-03-31'), 'en'), 'obersatz').blocks).toEqual([
      paragraph(
        'obersatz',
        'The question is whether and, if so, which candidate of the list “Liste A” takes the place of Anna Arnold (500 votes) in the municipal council [Gemeindevertretung] under § 34 Abs. 1 Satz 1 KWG, or whether the seat stays empty (§ 34 Abs. 1 Satz 2 Hs. 1 KWG). A candidate takes that place if there is a case of succession and a candidate of this list not yet called who is not left out under § 34 Abs. 2 KWG.',
        ['kwg34.1.s1.trigger', 'kwg34.1.s2.vacant'],
        ['A-1'],
      ),
    ])
  })

  it('a majority election without an admitted list (no party or voter group) names no list (§ 34 Abs. 1a Hs. 1 KWG)', () => {
    const u = majority([left('2023-03-01', 'W-1', 'death')], 'W-1')
    expect(sectionOf(opinion(u, 'de'), 'obersatz').blocks).toEqual([
      paragraph(
        'obersatz',
        'Fraglich ist, ob und gegebenenfalls welcher Bewerber nach § 34 Abs. 1a Hs. 1 KWG im Ortsbeirat an die Stelle von Renate Albers (612 Stimmen) tritt oder ob der Sitz unbesetzt bleibt (§ 34 Abs. 1 Satz 2 Hs. 1 KWG). Ein Bewerber tritt an diese Stelle, wenn ein Nachfolgefall vorliegt und ein noch nicht berufener Bewerber vorhanden ist, der nicht nach § 34 Abs. 2 KWG unberücksichtigt bleibt.',
        ['kwg34.1a.rank', 'kwg34.1.s2.vacant'],
        ['W-1'],
      ),
    ])
    expect(sectionOf(opinion(u, 'en'), 'obersatz').blocks).toEqual([
      paragraph(
        'obersatz',
        'The question is whether and, if so, which candidate takes the place of Renate Albers (612 votes) in the local advisory council [Ortsbeirat] under § 34 Abs. 1a Hs. 1 KWG, or whether the seat stays empty (§ 34 Abs. 1 Satz 2 Hs. 1 KWG). A candidate takes that place if there is a case of succession and a candidate not yet called who is not left out under § 34 Abs. 2 KWG.',
        ['kwg34.1a.rank', 'kwg34.1.s2.vacant'],
        ['W-1'],
      ),
    ])
  })
})

describe('the frame of the document', () => {
  it('title, subtitle and section titles, in German and in English with the German terms', () => {
    const u = caseOf([arnoldDies()], '2023-03-31')
    const de = opinion(u, 'de')
    expect([de.title, de.subtitle]).toEqual(['Gutachten: Nachfolge für den Sitz von Anna Arnold (500 Stimmen)', 'Gemeindevertretung Prüfstadt · Wahlvorschlag „Liste A“ · Stichtag 31. März 2023'])
    expect(de.sections.map((s) => [s.key, s.title])).toEqual([
      ['sachverhalt', 'Sachverhalt (Auszug aus der Akte)'],
      ['obersatz', 'Obersatz'],
      ['voraussetzungen', 'Voraussetzungen'],
      ['subsumtion', 'Subsumtion'],
      ['verfahren', 'Verfahren (§ 34 Abs. 3 bis 6 KWG)'],
      ['ergebnis', 'Ergebnis'],
    ])
    const en = opinion(u, 'en')
    expect([en.title, en.subtitle]).toEqual([
      'Legal opinion [Gutachten]: succession to the seat of Anna Arnold (500 votes)',
      'Gemeindevertretung Prüfstadt · list “Liste A” · decision date [Stichtag] 31 March 2023',
    ])
    expect(en.sections.map((s) => [s.key, s.title])).toEqual([
      ['sachverhalt', 'Facts [Sachverhalt] (from the file)'],
      ['obersatz', 'Main proposition [Obersatz]'],
      ['voraussetzungen', 'Requirements [Voraussetzungen]'],
      ['subsumtion', 'Application to the facts [Subsumtion]'],
      ['verfahren', 'Procedure [Verfahren] (§ 34 Abs. 3 to 6 KWG)'],
      ['ergebnis', 'Result [Ergebnis]'],
    ])
  })

  it('the subtitle of a majority election names the election, not a list: without an admitted list there is none, with one it is named', () => {
    const unlisted = majority([left('2023-03-01', 'W-1', 'death')], 'W-1')
    expect([opinion(unlisted, 'de').subtitle, opinion(unlisted, 'en').subtitle]).toEqual([
      'Ortsbeirat Nordend · Mehrheitswahl · Stichtag 31. März 2023',
      'Ortsbeirat Nordend · majority election · decision date [Stichtag] 31 March 2023',
    ])
    const listed = majority([left('2023-03-01', 'W-1', 'death')], 'W-1', { name: 'Bürgerliste Nordend', group: 'voterGroup' })
    expect([opinion(listed, 'de').subtitle, opinion(listed, 'en').subtitle]).toEqual([
      'Ortsbeirat Nordend · Wahlvorschlag „Bürgerliste Nordend“ · Stichtag 31. März 2023',
      'Ortsbeirat Nordend · list “Bürgerliste Nordend” · decision date [Stichtag] 31 March 2023',
    ])
  })

  it('without the facts of the procedure (no audit), a recorded determination is told but not called lawful', () => {
    const u = caseOf([arnoldDies(), { date: '2023-03-15', type: 'determination', vacancy: 'A-1', by: 'returningOfficer', outcome: 'successor', successor: 'A-3' }], '2023-03-31')
    const { c, d } = decide(u)
    const replayed = api.replay(u)
    if (replayed._tag === 'Left') throw new Error('the case replays')
    const procedure = { trace: replayed.right.state.trace, findings: new Map(), audited: false, state: replayed.right.state.vacancies[0] ?? null }
    const doc = determinationOpinion({ case: c, determination: d, lang: 'de', otherReading: null, procedure })
    expect(sectionOf(doc, 'verfahren').blocks[0]).toEqual(
      paragraph(
        'procedure.determination',
        'Am 15. März 2023 hat der Wahlleiter festgestellt: Clara Conrad (300 Stimmen) rückt nach (§ 34 Abs. 3 Satz 1 KWG). Mit der Feststellung erwirbt Clara Conrad die Rechtsstellung eines Vertreters (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 1 KWG).',
        ['kwg34.3.s1', 'kwg34.3.s2', 'kwg23.1'],
        ['A-3'],
      ),
    )
  })
})

describe('the ranking and the candidates', () => {
  it('a successor: the candidates are examined in turn until one can succeed (English)', () => {
    const ranking = sectionOf(opinion(caseOf([arnoldDies()], '2023-03-31'), 'en'), 'subsumtion.ranking')
    expect(ranking.title).toBe('Ranking [Rangfolge]')
    expect(ranking.blocks[0]).toEqual(
      paragraph(
        'ranking.intro',
        'The candidates of the list “Liste A” not yet called are ranked by votes (§ 34 Abs. 1 Satz 1 Hs. 1 KWG), on equal votes by the order of naming (§ 34 Abs. 1 Satz 1 Hs. 2 KWG). They are examined in turn until one can succeed:',
        ['kwg34.1.s1.rank', 'kwg34.1.s1.tie'],
        [],
      ),
    )
  })

  it('an exhausted list: all of them are examined, each is left out, and the count falls (§ 34 Abs. 1 Satz 2 KWG)', () => {
    const u = caseOf([fact('2023-01-05', 'candidateDied', 'A-3'), fact('2023-01-06', 'candidateWaived', 'A-4', { written: true, to: 'returningOfficer' }), arnoldDies()], '2023-03-31')
    const en = opinion(u, 'en')
    expect(sectionOf(en, 'subsumtion.ranking').blocks[0]).toEqual(
      paragraph(
        'ranking.intro',
        'The candidates of the list “Liste A” not yet called are ranked by votes (§ 34 Abs. 1 Satz 1 Hs. 1 KWG), on equal votes by the order of naming (§ 34 Abs. 1 Satz 1 Hs. 2 KWG). All of them are examined:',
        ['kwg34.1.s1.rank', 'kwg34.1.s1.tie'],
        [],
      ),
    )
    const candidates = sectionOf(en, 'subsumtion.candidates')
    expect(candidates.title).toBe('The candidates examined')
    expect(candidates.blocks.map((b) => (b._tag === 'paragraph' ? b.key : b._tag))).toEqual(['candidate', 'candidate', 'exhausted'])
    expect(candidates.blocks[2]).toEqual(
      paragraph(
        'exhausted',
        'Every candidate of the list not yet called is left out; the list is exhausted (§ 34 Abs. 1 Satz 2 Hs. 1 KWG). The legal member count falls from 9 to 8 (§ 34 Abs. 1 Satz 2 Hs. 2 KWG).',
        ['kwg34.1.s2.vacant', 'kwg34.1.s2.count'],
        [],
      ),
    )
    expect(sectionOf(opinion(u, 'de'), 'subsumtion.candidates').blocks[2]).toEqual(
      paragraph(
        'exhausted',
        'Alle noch nicht berufenen Bewerber des Wahlvorschlags bleiben unberücksichtigt; der Wahlvorschlag ist erschöpft (§ 34 Abs. 1 Satz 2 Hs. 1 KWG). Die gesetzliche Mitgliederzahl vermindert sich von 9 auf 8 (§ 34 Abs. 1 Satz 2 Hs. 2 KWG).',
        ['kwg34.1.s2.vacant', 'kwg34.1.s2.count'],
        [],
      ),
    )
  })

  it('nobody left to rank: the intro says so and no ranking list follows; the list is exhausted because no one is left (§ 34 Abs. 1 Satz 2 KWG)', () => {
    const u = caseOf([arnoldDies()], '2023-03-31', { candidates: [cand(1, 'Anna Arnold', 500, true), cand(2, 'Bernd Bauer', 450, true)] })
    expect(sectionOf(opinion(u, 'de'), 'subsumtion.candidates').blocks).toEqual([
      paragraph(
        'exhausted',
        'Ein noch nicht berufener Bewerber des Wahlvorschlags ist nicht mehr vorhanden; der Wahlvorschlag ist erschöpft (§ 34 Abs. 1 Satz 2 Hs. 1 KWG). Die gesetzliche Mitgliederzahl vermindert sich von 9 auf 8 (§ 34 Abs. 1 Satz 2 Hs. 2 KWG).',
        ['kwg34.1.s2.vacant', 'kwg34.1.s2.count'],
        [],
      ),
    ])
    expect(sectionOf(opinion(u, 'en'), 'subsumtion.candidates').blocks).toEqual([
      paragraph(
        'exhausted',
        'No candidate of the list remains who has not yet been called; the list is exhausted (§ 34 Abs. 1 Satz 2 Hs. 1 KWG). The legal member count falls from 9 to 8 (§ 34 Abs. 1 Satz 2 Hs. 2 KWG).',
        ['kwg34.1.s2.vacant', 'kwg34.1.s2.count'],
        [],
      ),
    ])
    expect(sectionOf(opinion(u, 'de'), 'subsumtion.ranking')).toEqual({
      key: 'subsumtion.ranking',
      title: 'Rangfolge',
      blocks: [paragraph('ranking.intro', 'Eine Rangfolge ist hier nicht zu prüfen.', [], [])],
      sections: [],
    })
    expect(sectionOf(opinion(u, 'en'), 'subsumtion.ranking')).toEqual({
      key: 'subsumtion.ranking',
      title: 'Ranking [Rangfolge]',
      blocks: [paragraph('ranking.intro', 'No ranking is to be examined here.', [], [])],
      sections: [],
    })
  })

  it('a seat of the same list whose earlier seat awaits a proof is examined now (R6 revised): the awaited candidate is passed over, the next succeeds', () => {
    // A-1's seat (1 March) waits for Clara Conrad's proof (notice 27 March, due 3 April); A-2's seat (10 March) is determined now
    const u = caseOf([incompatible('A-3'), fact('2023-03-27', 'incompatibilityNotified', 'A-3'), arnoldDies(), left('2023-03-10', 'A-2', 'death')], '2023-03-31', { vacancy: 'A-2' })
    expect(decide(u).d).toMatchObject({ _tag: 'successor', successor: 'A-4', blockedBy: null })
    for (const [lang, words, outcome] of [
      ['de', 'davon hängt nur der früher frei gewordene Sitz desselben Wahlvorschlags ab', 'bleibt hier außer Betracht, ob der Nachweis gelingt oder nicht; der Sitz fällt an einen der folgenden Bewerber.'],
      ['en', 'only the seat of the same list that became free earlier depends on it', 'is passed over here, whether or not the proof comes; the seat goes to one of the candidates that follow.'],
    ] as const) {
      const subsumtion = sectionOf(opinion(u, lang), 'subsumtion')
      expect(JSON.stringify(subsumtion)).toContain(words)
      expect(JSON.stringify(subsumtion)).toContain(outcome)
      expect(JSON.stringify(subsumtion)).not.toContain('"key":"blocked"')
    }
  })
})

describe('no succession: the Subsumtion is the trigger, and the readings where they matter', () => {
  it('a seat waiver not declared in writing (§ 33 Abs. 2 KWG) brings the reading on the form of the waiver (R3)', () => {
    const u = caseOf([left('2023-03-01', 'A-1', 'seatWaiver', { written: false, to: 'returningOfficer' })], '2023-03-31')
    const de = subsumtion(u, 'de')
    expect(de.map((s) => [s.key, s.title])).toEqual([
      ['subsumtion.trigger', 'Nachfolgefall'],
      ['subsumtion.readings', 'Streitige Auslegung'],
    ])
    expect(de[1]?.blocks.map((b) => (b._tag === 'paragraph' ? b.key : b._tag))).toEqual(['reading.R3'])
    expect(subsumtion(u, 'en').map((s) => [s.key, s.title])).toEqual([
      ['subsumtion.trigger', 'Case of succession [Nachfolgefall]'],
      ['subsumtion.readings', 'Disputed readings [Auslegung]'],
    ])
  })

  it('a merger (§ 33 Abs. 1 Nr. 4 KWG) depends on no reading: the trigger alone', () => {
    expect(subsumtion(caseOf([left('2023-03-01', 'A-1', 'merger')], '2023-03-31'), 'de').map((s) => s.key)).toEqual(['subsumtion.trigger'])
  })
})

describe('the readings the case depends on', () => {
  const keys = (u: Json): ReadonlyArray<string | null> => {
    const { ix, d, asOf } = decide(u)
    return readingParagraphs(ix, 'de', d, asOf, null).map((p) => p.key)
  }

  it('R2 when a leaving of the party before the set-up was disregarded', () => {
    expect(keys(caseOf([fact('2020-10-01', 'candidateLeftGroup', 'A-3'), arnoldDies()], '2023-03-31'))).toEqual(['reading.R2'])
  })

  it('R6 when another member of the same list left with effect on or before the decision date', () => {
    expect(keys(caseOf([arnoldDies()], '2023-03-31'))).toEqual([])
    expect(keys(caseOf([left('2023-02-01', 'A-2', 'death'), arnoldDies()], '2023-03-31'))).toEqual(['reading.R6'])
    expect(keys(caseOf([arnoldDies(), left('2023-03-31', 'A-2', 'death')], '2023-03-31'))).toEqual(['reading.R6'])
    expect(keys(caseOf([left('2023-02-01', 'A-2', 'seatWaiver', { written: true, to: 'returningOfficer' }), arnoldDies()], '2023-03-31'))).toEqual(['reading.R6'])
    // not: a departure after the decision date
    expect(keys(caseOf([arnoldDies(), left('2023-04-05', 'A-2', 'death')], '2023-03-31'))).toEqual([])
    // not: a waiver of the seat in writing but to the party, or orally (§ 33 Abs. 2 KWG): the member keeps the seat
    expect(keys(caseOf([left('2023-02-01', 'A-2', 'seatWaiver', { written: true, to: 'party' }), arnoldDies()], '2023-03-31'))).toEqual([])
    expect(keys(caseOf([left('2023-02-01', 'A-2', 'seatWaiver', { written: false, to: 'returningOfficer' }), arnoldDies()], '2023-03-31'))).toEqual([])
    // not: a member of another list
    const other = { lists: [{ id: 'A', name: 'Liste A', group: 'party', setUp: '2020-11-01', candidates: four() }, { id: 'B', name: 'Liste B', group: 'voterGroup', setUp: '2020-11-02', candidates: [cand(1, 'Berta Brandt', 400, true, 'B'), cand(2, 'Bodo Beck', 100, false, 'B')] }] }
    expect(keys(caseOf([left('2023-02-01', 'B-1', 'death'), arnoldDies()], '2023-03-31', { extra: other }))).toEqual([])
  })

  it('R6 cites the rank rule of the election (§ 34 Abs. 1 Satz 1 Hs. 1 KWG, in a majority election § 34 Abs. 1a Hs. 1 KWG) and § 34 Abs. 3 Satz 1 KWG', () => {
    const r6 = (u: Json): ReadonlyArray<string> => {
      const { ix, d, asOf } = decide(u)
      return readingParagraphs(ix, 'de', d, asOf, null).flatMap((p) => p.norms)
    }
    // and § 34 Abs. 3 Satz 1 KWG: the returning officer determines what can be determined (R6 revised)
    expect(r6(caseOf([left('2023-02-01', 'A-2', 'death'), arnoldDies()], '2023-03-31'))).toEqual(['kwg34.1.s1.rank', 'kwg34.3.s1'])
    expect(r6(majority([left('2023-03-01', 'W-1', 'death'), left('2023-03-10', 'W-2', 'death')], 'W-2'))).toEqual(['kwg34.1a.rank', 'kwg34.3.s1'])
  })

  it('R6 when an earlier seat whose departure the law made itself (no departure recorded) awaits a proof', () => {
    // A-1's status counts as not acquired (notice 10 January, no proof); Clara Conrad, next, awaits proof; A-2 dies on 10 March
    const u = caseOf([incompatible('A-1', '2023-01-02'), fact('2023-01-10', 'incompatibilityNotified', 'A-1'), incompatible('A-3'), left('2023-03-10', 'A-2', 'death')], '2023-03-31', { vacancy: 'A-2' })
    const { d } = decide(u)
    // the proof holds back A-1's seat only: A-2's seat goes to the next who sits in every outcome (R6 revised)
    expect([d._tag, d.blockedBy]).toEqual(['successor', null])
    expect(keys(u)).toContain('reading.R6')
  })

  it('R1 tells the result under the other view, or that it is the same', () => {
    const r1 = (u: Json, lang: Lang): Paragraph | undefined => sectionOf(opinion(u, lang), 'subsumtion.readings').blocks[0] as Paragraph | undefined
    // proven within the week: Clara Conrad succeeds under both views
    const same = caseOf([incompatible('A-3'), fact('2023-03-06', 'incompatibilityNotified', 'A-3'), fact('2023-03-10', 'incompatibilityProven', 'A-3'), arnoldDies()], '2023-03-31')
    expect(r1(same, 'de')).toEqual(paragraph('reading.R1', `${R1_DE} Nach der anderen Ansicht ergäbe sich hier dasselbe Ergebnis.`, R1_NORMS, []))
    expect(r1(same, 'en')).toEqual(paragraph('reading.R1', `${R1_EN} Under the other view the result here would be the same.`, R1_NORMS, []))
    // proven late (notice 1 March, week to 8 March, proof 20 March): left out here; under the literal reading any proof suffices
    const late = (): ReadonlyArray<Json> => [incompatible('A-3'), fact('2023-03-01', 'incompatibilityNotified', 'A-3'), fact('2023-03-20', 'incompatibilityProven', 'A-3'), arnoldDies()]
    // … the next candidate succeeds here, Clara Conrad there
    expect(decide(caseOf(late(), '2023-03-31')).d).toMatchObject({ _tag: 'successor', successor: 'A-4' })
    expect(r1(caseOf(late(), '2023-03-31'), 'de')).toEqual(paragraph('reading.R1', `${R1_DE} Nach der anderen Ansicht ergäbe sich: Clara Conrad (300 Stimmen) rückt nach.`, R1_NORMS, []))
    // … nobody is left here (vacant), Clara Conrad succeeds there
    const alone = caseOf(late(), '2023-03-31', { candidates: [cand(1, 'Anna Arnold', 500, true), cand(2, 'Bernd Bauer', 450, true), cand(3, 'Clara Conrad', 300)] })
    expect(decide(alone).d._tag).toBe('vacant')
    expect(r1(alone, 'de')).toEqual(paragraph('reading.R1', `${R1_DE} Nach der anderen Ansicht ergäbe sich: Clara Conrad (300 Stimmen) rückt nach.`, R1_NORMS, []))
    expect(r1(alone, 'en')).toEqual(paragraph('reading.R1', `${R1_EN} Under the other view the result would be: Clara Conrad (300 votes) succeeds.`, R1_NORMS, []))
  })

  it('waiting for the proof of another candidate is not the same result', { tags: ['R1'] }, () => {
    const { ix, d, asOf } = decide(caseOf([incompatible('A-3'), arnoldDies()], '2023-03-31'))
    const other = decide(caseOf([fact('2023-01-05', 'candidateDied', 'A-3'), incompatible('A-4'), arnoldDies()], '2023-03-31')).d
    expect([d.awaiting?.candidate, other._tag, other.awaiting?.candidate]).toEqual(['A-3', 'awaitingProof', 'A-4'])
    expect(readingParagraphs(ix, 'de', d, asOf, other)).toEqual([
      paragraph('reading.R1', `${R1_DE} Nach der anderen Ansicht ergäbe sich: Der Nachweis von Dieter Dorn ist abzuwarten.`, R1_NORMS, []),
    ])
    expect(readingParagraphs(ix, 'de', d, asOf, d)).toEqual([paragraph('reading.R1', `${R1_DE} Nach der anderen Ansicht ergäbe sich hier dasselbe Ergebnis.`, R1_NORMS, [])])
  })
})

describe('the Ergebnis of a decision that cannot be made yet', () => {
  it('awaiting a proof while the notice is still to be served (§ 34 Abs. 3 Satz 2, § 23 Abs. 2 Satz 2 KWG)', () => {
    const { ix, d } = decide(caseOf([incompatible('A-3'), arnoldDies()], '2023-03-31'))
    const norms = ['kwg34.3.s2', 'kwg23.2.s2', 'kwg34.2.n3.ground']
    expect(resultBlocks(ix, 'de', d)).toEqual([
      paragraph(
        'result',
        'Ein Nachfolger kann noch nicht festgestellt werden: Clara Conrad kann binnen einer Woche nach Zustellung der noch ausstehenden Mitteilung die Beseitigung des Hinderungsgrundes nachweisen (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 2 Satz 2 KWG). Gelingt der Nachweis, rückt Clara Conrad nach; sonst bleibt Clara Conrad unberücksichtigt (§ 34 Abs. 2 Nr. 3 Alt. 2 KWG), und der nächste Bewerber ist zu prüfen.',
        norms,
        ['A-3'],
      ),
    ])
    expect(resultBlocks(ix, 'en', d)).toEqual([
      paragraph(
        'result',
        'No successor can be determined yet: Clara Conrad may prove the removal of the incompatibility within one week of the notice still to be served (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 2 Satz 2 KWG). With the proof, Clara Conrad succeeds; otherwise Clara Conrad is left out (§ 34 Abs. 2 Nr. 3 Alt. 2 KWG) and the next candidate is examined.',
        norms,
        ['A-3'],
      ),
    ])
  })

  it('a later seat of the same list is determined although the earlier seat awaits a proof (R6 revised): the Ergebnis names the successor', () => {
    // Anna Arnold's seat (1 March) waits for Clara Conrad's proof (notice Monday 27 March, week to 3 April); Bernd Bauer's seat (10 March)
    // goes to Dieter Dorn: only Clara Conrad ranks above him, fewer than the two seats, so he is called whether or not she proves in time
    const { ix, d } = decide(caseOf([incompatible('A-3'), fact('2023-03-27', 'incompatibilityNotified', 'A-3'), arnoldDies(), left('2023-03-10', 'A-2', 'death')], '2023-03-31', { vacancy: 'A-2' }))
    expect(resultBlocks(ix, 'de', d)).toEqual([
      paragraph(
        'result',
        'Dieter Dorn (200 Stimmen) rückt nach § 34 Abs. 1 Satz 1 Hs. 1 KWG an die Stelle von Bernd Bauer. Der Wahlleiter stellt das Ausscheiden von Bernd Bauer und den Namen von Dieter Dorn fest (§ 34 Abs. 3 Satz 1 KWG). Die gesetzliche Mitgliederzahl der Gemeindevertretung bleibt 9.',
        ['kwg34.1.s1.rank', 'kwg34.3.s1'],
        ['A-4'],
      ),
    ])
  })

  it('a later seat of the same list waiting for a lot on the earlier seat names and records only that seat (§ 34 Abs. 1a Hs. 2 KWG, R6)', () => {
    // Renate Albers died on 1 March (lot between Heinz Eckert and Martina Fink), Kurt Brenner on 10 March
    const { ix, d } = decide(majority([left('2023-03-01', 'W-1', 'death'), left('2023-03-10', 'W-2', 'death')], 'W-2'))
    expect([d._tag, d.blockedBy]).toEqual(['lotRequired', 'W-1'])
    expect(resultBlocks(ix, 'de', d)).toEqual([
      paragraph(
        'result',
        'Ein Nachfolger kann noch nicht festgestellt werden: Zuvor ist über den früher frei gewordenen Sitz von Renate Albers durch das Los zu entscheiden (§ 34 Abs. 1a Hs. 2 KWG).',
        ['kwg34.1a.lot'],
        ['W-1'],
      ),
    ])
    expect(resultBlocks(ix, 'en', d)).toEqual([
      paragraph('result', 'No successor can be determined yet: first the lot must decide the seat of Renate Albers, which became free earlier (§ 34 Abs. 1a Hs. 2 KWG).', ['kwg34.1a.lot'], ['W-1']),
    ])
  })

  it('a lot: the result names the tied candidates (§ 34 Abs. 1a Hs. 2 KWG)', () => {
    const { ix, d } = decide(majority([left('2023-03-01', 'W-1', 'death')], 'W-1'))
    expect(resultBlocks(ix, 'de', d)).toEqual([
      paragraph('result', 'Ein Nachfolger kann noch nicht festgestellt werden: Zwischen Heinz Eckert und Martina Fink entscheidet das vom Wahlleiter zu ziehende Los (§ 34 Abs. 1a Hs. 2 KWG).', ['kwg34.1a.lot'], ['W-4', 'W-5']),
    ])
    expect(resultBlocks(ix, 'en', d)).toEqual([
      paragraph('result', 'No successor can be determined yet: the lot drawn by the returning officer decides between Heinz Eckert and Martina Fink (§ 34 Abs. 1a Hs. 2 KWG).', ['kwg34.1a.lot'], ['W-4', 'W-5']),
    ])
  })
})

describe('the Ortsbeirat below three members ceases (§ 82 Abs. 1 Satz 6 HGO, reading R8): the texts tell what the rules found', { tags: ['hgo82.1.s6', 'R8'] }, () => {
  it('the paragraph names the day and the norm, and is there only when the rules found the body ceased', () => {
    const ceased = { on: date('2023-02-01'), rule: 'hgo82.1.s6' } as const
    expect(ceasedParagraph('de', 'ortsbeirat', ceased, 2)).toEqual(
      paragraph(
        'ceased',
        'Der Ortsbeirat hat infolge des Ausscheidens von Vertretern nur noch 2 Mitglieder, also weniger als drei. Seine Einrichtung entfällt für die restliche Dauer der Wahlzeit mit dem 1. Februar 2023 (§ 82 Abs. 1 Satz 6 HGO); danach rückt niemand mehr nach.',
        ['hgo82.1.s6'],
        [],
      ),
    )
    expect(ceasedParagraph('en', 'auslaenderbeirat', { on: date('2023-02-01'), rule: 'hgo86.1.s3' }, null)?.text).toBe(
      "After the departures, the foreign residents' advisory council [Ausländerbeirat] has fewer than three members. It ceases for the rest of the term as of 1 February 2023 (§ 86 Abs. 1 Satz 3 HGO); no one succeeds after that.",
    )
    expect(ceasedParagraph('de', 'ortsbeirat', null, 2)).toBeNull()
  })

  it('the Ergebnis carries it when the seat stays empty; a later departure finds the body ceased and no one succeeds', () => {
    const vacant = decide(ortsbeirat([left('2023-02-01', 'B-1', 'death')], 'B-1'))
    expect(vacant.d.ceased).toEqual({ on: '2023-02-01', rule: 'hgo82.1.s6' })
    expect(resultBlocks(vacant.ix, 'de', vacant.d).map((p) => [p.key, p.candidates])).toEqual([
      ['result', []],
      ['ceased', []],
    ])
    expect(resultBlocks(vacant.ix, 'de', vacant.d)[0]?.text).toBe(
      'Der Wahlvorschlag „Liste B“ ist erschöpft; der Sitz von Berta Brandt bleibt unbesetzt (§ 34 Abs. 1 Satz 2 Hs. 1 KWG). Die gesetzliche Mitgliederzahl des Ortsbeirats vermindert sich für die Wahlzeit von 3 auf 2 (§ 34 Abs. 1 Satz 2 Hs. 2 KWG). Der Wahlleiter stellt das Leerbleiben des Sitzes fest (§ 34 Abs. 3 Satz 1 KWG).',
    )
    // later, Anna Arnold dies: the body ceased on 1 February 2023, so Clara Conrad does not succeed her
    const after = decide(ortsbeirat([left('2023-02-01', 'B-1', 'death'), arnoldDies()], 'A-1'))
    expect(after.d._tag).toBe('bodyCeased')
    expect(after.d.memberCount).toEqual({ before: 2, after: 2 })
    expect(resultBlocks(after.ix, 'de', after.d)).toEqual([
      paragraph(
        'result',
        'Der Ortsbeirat ist am 1. Februar 2023 für die restliche Dauer der Wahlzeit entfallen, weil er infolge des Ausscheidens von Vertretern nur noch weniger als drei Mitglieder hatte (§ 82 Abs. 1 Satz 6 HGO). Für Anna Arnold rückt daher niemand nach.',
        ['hgo82.1.s6'],
        [],
      ),
    ])
  })
})
