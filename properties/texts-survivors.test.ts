// The texts the mutation run of src/texts.ts left unpinned (mutation/texts-answers-2026-12-06.md),
// pinned word for word, in English as in German: the refusal of a language
// other than `de` and `en`; the note instead of a notice for a later seat that
// waits for a proof on which an earlier seat of the list depends (§ 34 Abs. 3
// Satz 2 with § 23 Abs. 2 Satz 2 KWG, reading R6); the month of § 27 KWG told
// after the body's decision on an objection with no action brought, while it
// runs and after it passed (reading R10); and the court's decision in the
// action against the body's own determination (§ 34 Abs. 4 Satz 3, § 27 KWG)
// when it confirms or modifies it. Every expectation was worked out from the
// source and the law and read for its German and English. Each value is
// computed inside its test: Stryker switches a mutant on only while a test runs.
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import type { Either } from 'fp-ts/lib/Either.js'
import type { Failure } from '../src/domain/error.js'
import { type Lang, paragraphsOf, type TextDocument } from '../src/explain/document.js'
import { noticeOf, opinionOf } from '../src/texts.js'

type Json = Record<string, unknown>

const right = <A>(r: Either<Failure, A>): A => {
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
  return r.right
}
const paragraphs = (d: TextDocument, key: string): ReadonlyArray<string> => paragraphsOf(d).filter((p) => p.key === key).map((p) => p.text)

const cand = (list: string, position: number, votes: number, elected = false): Json => ({ id: `${list}-${position}`, name: `${list} Nummer ${position}`, position, votes, elected })
/** A municipal council of Prüfstadt (9 seats, 800 entitled to vote) elected from one list; `election` is `proportional` (list „Liste A“) or `majority`. */
const caseOf = (events: ReadonlyArray<Json>, query: Json, candidates: ReadonlyArray<Json>, election: 'proportional' | 'majority' = 'proportional'): Json => ({
  format: 'nachruecken.case/1',
  body: { name: 'Gemeindevertretung Prüfstadt', kind: 'gemeindevertretung', statutoryMemberCount: 9, electionMode: election, term: { start: '2021-04-01', end: '2026-03-31' }, eligibleVoters: 800 },
  lists:
    election === 'majority'
      ? [{ id: 'A', name: 'Mehrheitswahl', group: null, setUp: null, candidates }]
      : [{ id: 'A', name: 'Liste A', group: 'party', setUp: '2020-11-01', candidates }],
  events,
  query,
})
const death = (member: string, date: string): Json => ({ date, type: 'memberLeft', member, cause: 'death' })

describe('a language other than de and en is refused, never read as German', () => {
  it('the notice and the opinion in "fr" are the error value naming both languages and the value given', () => {
    const c = caseOf([death('A-1', '2023-03-01')], { vacancy: 'A-1', asOf: '2023-03-31' }, [cand('A', 1, 500, true), cand('A', 2, 400)])
    const refused = { _tag: 'Left', left: { _tag: 'unreadable', errors: [{ path: '', code: 'invalidValue', message: 'expected the language "de" or "en", got "fr"', rule: null }] } }
    expect(noticeOf(c, 'fr' as Lang)).toEqual(refused)
    expect(opinionOf(c, 'fr' as Lang)).toEqual(refused)
  })
})

describe('a later seat waits for the proof on which the earlier seat of the list depends', { tags: ['kwg34.3.s2', 'kwg34.1a.lot', 'R6'] }, () => {
  // A majority election: A-1 (500) and A-2 (450) elected; have 400 votes each, A-3 with an
  // incompatibility since 1 February 2023. A-1 dies on 1 March, A-2 on 5 March. Whether A-3 is in the lot for A-1's
  // seat depends on his proof (the tie of two is larger than the one seat decided that day), so A-4 is held too, and
  // A-2's seat waits for the same proof (spec/readings.md, R6).
  const candidates = [cand('A', 1, 500, true), cand('A', 2, 450, true), cand('A', 3, 400), cand('A', 4, 400), cand('A', 5, 100)]
  const waiting = (more: ReadonlyArray<Json>, asOf: string): Json =>
    caseOf([{ date: '2023-02-01', type: 'candidateGroundArose', candidate: 'A-3', ground: 'incompatibility' }, death('A-1', '2023-03-01'), death('A-2', '2023-03-05'), ...more], { vacancy: 'A-2', asOf }, candidates, 'majority')

  it('before the notice is served: within one week of service, and the seat of A Nummer 1 depends on it first', () => {
    const c = waiting([], '2023-03-19')
    expect(paragraphs(right(noticeOf(c)), 'notice.none')).toEqual([
      'Eine Feststellung kann noch nicht getroffen werden: A Nummer 3 kann binnen einer Woche nach Zustellung der Mitteilung die Beseitigung eines Hinderungsgrundes nachweisen (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 2 Satz 2 KWG), wovon zunächst die Entscheidung über den Sitz von A Nummer 1 abhängt. Die Bekanntmachung folgt danach.',
    ])
    expect(paragraphs(right(noticeOf(c, 'en')), 'notice.none')).toEqual([
      'No determination can be made yet: A Nummer 3 may prove the removal of an incompatibility within one week of the notice being served (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 2 Satz 2 KWG), on which the seat of A Nummer 1 depends first. The notice follows afterwards.',
    ])
  })

  it('after service on 20 March 2023: until the end of 27 March 2023, and the seat of A Nummer 1 depends on it first', () => {
    const c = waiting([{ date: '2023-03-20', type: 'incompatibilityNotified', candidate: 'A-3' }], '2023-03-22')
    expect(paragraphs(right(noticeOf(c)), 'notice.none')).toEqual([
      'Eine Feststellung kann noch nicht getroffen werden: A Nummer 3 kann bis zum Ablauf des 27. März 2023 die Beseitigung eines Hinderungsgrundes nachweisen (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 2 Satz 2 KWG), wovon zunächst die Entscheidung über den Sitz von A Nummer 1 abhängt. Die Bekanntmachung folgt danach.',
    ])
    expect(paragraphs(right(noticeOf(c, 'en')), 'notice.none')).toEqual([
      'No determination can be made yet: A Nummer 3 may prove the removal of an incompatibility until the end of 27 March 2023 (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 2 Satz 2 KWG), on which the seat of A Nummer 1 depends first. The notice follows afterwards.',
    ])
  })
})

describe('the notice of a state tells the month of § 27 KWG after the body’s decision with no action brought', { tags: ['kwg27', 'kwg34.4.s2', 'kwg34.5', 'R10'] }, () => {
  // A-1 dies on 1 March 2023; the returning officer determines A-2 on 10 March, announces on 12 March; an objection on
  // 15 March; the body confirms on Monday 3 April 2023 (not served: the month runs from its date). No action is
  // brought: the month ends with Wednesday 3 May 2023, and the resolution is final on 4 May (R10).
  const confirmed = (asOf: string): Json =>
    caseOf(
      [
        death('A-1', '2023-03-01'),
        { date: '2023-03-10', type: 'determination', vacancy: 'A-1', by: 'returningOfficer', outcome: 'successor', successor: 'A-2' },
        { date: '2023-03-12', type: 'announcement', vacancy: 'A-1' },
        { date: '2023-03-15', type: 'objection', vacancy: 'A-1', against: 'determination', form: 'written', reasonedOn: '2023-03-15', ownRights: true, supporters: 0 },
        { date: '2023-04-03', type: 'bodyDecision', vacancy: 'A-1', decision: 'confirm' },
      ],
      { state: { asOf } },
      [cand('A', 1, 500, true), cand('A', 2, 400), cand('A', 3, 300)],
    )

  it('while the month runs (20 April 2023): who may sue within one month, when the period ends and when the resolution is final without an action', () => {
    const c = confirmed('2023-04-20')
    expect(paragraphs(right(noticeOf(c)), 'notice.review')).toEqual([
      'Hinweis: Auf Einspruch (§ 34 Abs. 4 Satz 2 KWG, § 26 KWG) hat die Gemeindevertretung die Feststellung am 3. April 2023 bestätigt. Die Entscheidung ist noch nicht rechtskräftig; bis dahin bleibt es bei der Feststellung (§ 34 Abs. 5 KWG). Gegen den Beschluss können die Beteiligten und die Aufsichtsbehörde innerhalb eines Monats nach Zustellung oder Verkündung Klage im Verwaltungsstreitverfahren erheben; ein Widerspruch findet nicht statt (§ 27 KWG). Die Frist endet mit Ablauf des 3. Mai 2023; ohne Klage ist der Beschluss am 4. Mai 2023 rechtskräftig.',
    ])
    expect(paragraphs(right(noticeOf(c, 'en')), 'notice.review')).toEqual([
      'Note: upon objection (§ 34 Abs. 4 Satz 2 KWG, § 26 KWG), on 3 April 2023, the municipal council [Gemeindevertretung] confirmed the determination. The decision is not final yet; until then the determination stands (§ 34 Abs. 5 KWG). Against the resolution the persons concerned and the supervisory authority may bring an action before the administrative court within one month of its service or pronouncement; there is no Widerspruch (§ 27 KWG). The period ends at the end of 3 May 2023; without an action the resolution is final on 4 May 2023.',
    ])
  })

  it('after the month passed (20 June 2023): the resolution is final since 4 May 2023, and no action was brought by the end of 3 May', () => {
    const c = confirmed('2023-06-20')
    expect(paragraphs(right(noticeOf(c)), 'notice.review')).toEqual([
      'Hinweis: Auf Einspruch (§ 34 Abs. 4 Satz 2 KWG, § 26 KWG) hat die Gemeindevertretung die Feststellung am 3. April 2023 bestätigt. Die Entscheidung ist seit dem 4. Mai 2023 rechtskräftig (§ 34 Abs. 5 KWG, § 34 Abs. 6 KWG). Bis zum Ablauf des 3. Mai 2023 ist keine Klage erhoben worden (§ 27 KWG).',
    ])
    expect(paragraphs(right(noticeOf(c, 'en')), 'notice.review')).toEqual([
      'Note: upon objection (§ 34 Abs. 4 Satz 2 KWG, § 26 KWG), on 3 April 2023, the municipal council [Gemeindevertretung] confirmed the determination. The decision has been final since 4 May 2023 (§ 34 Abs. 5 KWG, § 34 Abs. 6 KWG). No action was brought by the end of 3 May 2023 (§ 27 KWG).',
    ])
  })
})

describe('the court’s decision in the action against the body’s own determination', { tags: ['kwg34.4.s3', 'kwg27', 'kwg34.5'] }, () => {
  // Vector proc4-002: Bruno Becker (SPD-2) dies on 12 February 2024; on an objection against the returning officer's
  // inaction the Ortsbeirat determines Dirk Dahl on 18 April 2024 itself (§ 34 Abs. 4 Satz 3 KWG); an action is brought
  // on 21 May 2024, and the court decides on 17 September 2024.
  const VECTOR = JSON.parse(readFileSync(new URL('../spec/conformance/vectors/proc4-002.json', import.meta.url), 'utf8')) as { case: Json & { events: Json[] } }
  const decided = (decision: Json): Json => ({ ...VECTOR.case, events: [...VECTOR.case.events.slice(0, 5), { date: '2024-09-17', type: 'courtDecision', vacancy: 'SPD-2', ...decision }] })

  it('a confirmation is told without a word on what an annulment leaves in force', () => {
    const c = decided({ decision: 'confirm' })
    expect(paragraphs(right(noticeOf(c)), 'notice.review')).toEqual([
      'Hinweis: Im Verwaltungsstreitverfahren (§ 27 KWG) hat das Verwaltungsgericht die Feststellung des Ortsbeirats am 17. September 2024 bestätigt. Die Entscheidung ist noch nicht rechtskräftig; bis dahin bleibt es bei der Feststellung (§ 34 Abs. 5 KWG).',
    ])
    expect(paragraphs(right(noticeOf(c, 'en')), 'notice.review')).toEqual([
      'Note: in an action before the administrative court (§ 27 KWG), on 17 September 2024, the court confirmed the determination of the local advisory council [Ortsbeirat]. The decision is not final yet; until then the determination stands (§ 34 Abs. 5 KWG).',
    ])
  })

  it('a modification (the seat stays empty) is told as the court’s change of the body’s determination', () => {
    const c = decided({ decision: 'modify', outcome: 'vacant', successor: null })
    expect(paragraphs(right(noticeOf(c)), 'notice.review')).toEqual([
      'Hinweis: Im Verwaltungsstreitverfahren (§ 27 KWG) hat das Verwaltungsgericht die Feststellung des Ortsbeirats am 17. September 2024 abgeändert; danach gilt: der Sitz bleibt unbesetzt. Die Entscheidung ist noch nicht rechtskräftig; bis dahin bleibt es bei der Feststellung (§ 34 Abs. 5 KWG).',
    ])
    expect(paragraphs(right(noticeOf(c, 'en')), 'notice.review')).toEqual([
      'Note: in an action before the administrative court (§ 27 KWG), on 17 September 2024, the court modified the determination of the local advisory council [Ortsbeirat]; it now reads: the seat stays empty. The decision is not final yet; until then the determination stands (§ 34 Abs. 5 KWG).',
    ])
  })
})
