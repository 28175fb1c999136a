// The texts the mutation run of src/texts.ts left unpinned (mutation/texts-answers-2026-12-06.md),
// pinned word for word, in English as in German: the refusal of a language
// other than `de` and `en`; the note instead of a notice for a later seat that
// waits for a proof on which an earlier seat of the list depends (§ 34 Abs. 3
// Satz 2 with § 23 Abs. 2 Satz 2 KWG, reading R6); the month of § 27 KWG told
// after the body's decision on an objection with no action brought, while it
// runs and after it passed (reading R10); and the court's decision in the
// action against the body's own determination (§ 34 Abs. 4 Satz 3, § 27 KWG)
// when it confirms or modifies it; and the lawful determination a state
// document compares with the record (`lawfulOf`): it drops only the facts made
// from void departures that the case decided refuses (R7), and reads a void
// departure only if it comes before the record. Every expectation was worked out from the
// source and the law and read for its German and English. Each value is
// computed inside its test: Stryker switches a mutant on only while a test runs.
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import type { Either } from 'fp-ts/lib/Either.js'
import type { Failure } from '../src/domain/error.js'
import { type Lang, paragraphsOf, type TextDocument } from '../src/explain/document.js'
import { replay } from '../src/api.js'
import { lawfulOf, noticeOf, opinionOf } from '../src/texts.js'

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
const base = (JSON.parse(readFileSync(new URL('../spec/conformance/vectors/proc2-029.json', import.meta.url), 'utf8')) as { case: Json }).case
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

describe('the lawful determination drops only the void facts refused, not the others', { tags: ['kwg34.5', 'kwg34.2.n3.death', 'kwg34.3.s2', 'R7'] }, () => {
  // Worked by hand from the law: proc2-029 (SPD-2 dies on 6 Feb 2023; SPD-3 (214) wrongly called on 14 Feb over
  // SPD-4 (331), who objects; SPD-3 dies on 3 April while the call stands; SPD-4 waives the expectancy on 1 May; the
  // body annuls the call on 24 May, final on 27 June) with SPD-6 (120) and a second wrongful call in the CDU list:
  // CDU-1 dies on 2 May, CDU-4 (150) is called on 10 May over CDU-3 (295), who objects on 20 May; CDU-4 dies on
  // 15 June while his call stands; SPD-1 dies on 3 July and SPD-6 is determined on 10 July; the body annuls CDU-4's
  // call on 20 July (final on 22 August, § 27 KWG with R10). Both departures are void (kwg34.5).
  //
  // SPD-1's seat on 10 July (§ 34 Abs. 1 Satz 1, Abs. 2 KWG): SPD-4 is left out by his waiver (Abs. 2 Nr. 2), SPD-3
  // by his death (Abs. 2 Nr. 3: the void departure stays his fact, P4; his call counts as never made from 27 June,
  // R4), SPD-5 (158) is due for SPD-2's seat since 27 June: SPD-6 succeeds, the determination is lawful. CDU-4's
  // death is no candidate's fact on 10 July: his call still stands, he is a sitting member (R7), and the fact made
  // from it is refused — it says nothing of the SPD list. Decided with no void fact at all, SPD-3 would be alive, due
  // for SPD-2's seat (214 before 158), and SPD-5 would be named for SPD-1's.
  const lists = base.lists as ReadonlyArray<Json>
  const spd = lists[0] as Json
  const cdu = lists[1] as Json
  const more = (c: Json, id: string, name: string, position: number, votes: number): Json => ({ ...c, candidates: [...(c.candidates as ReadonlyArray<unknown>), { id, name, position, votes, elected: false }] })
  const caseOf2 = (withFinal: boolean): Json => ({
    ...base,
    lists: [more(spd, 'SPD-6', 'Jonas Wirth', 6, 120), more(cdu, 'CDU-4', 'Uwe Kern', 4, 150), lists[2]],
    events: [
      // events[6] of proc2-029, the final of 5 July refused as alreadyFinal: left out of the case decided, it moves
      // the later events one index down there
      ...(base.events as ReadonlyArray<Json>).filter((_, i) => withFinal || i !== 6),
      death('CDU-1', '2023-05-02'),
      { date: '2023-05-10', type: 'determination', vacancy: 'CDU-1', by: 'returningOfficer', outcome: 'successor', successor: 'CDU-4' },
      { date: '2023-05-12', type: 'announcement', vacancy: 'CDU-1' },
      { date: '2023-05-20', type: 'objection', vacancy: 'CDU-1', against: 'determination', form: 'written', reasonedOn: '2023-05-20', ownRights: true, supporters: 0 },
      death('CDU-4', '2023-06-15'),
      death('SPD-1', '2023-07-03'),
      { date: '2023-07-10', type: 'determination', vacancy: 'SPD-1', by: 'returningOfficer', outcome: 'successor', successor: 'SPD-6' },
      { date: '2023-07-20', type: 'bodyDecision', vacancy: 'CDU-1', decision: 'annul' },
    ],
    query: { state: { asOf: '2023-09-01' } },
  })
  const lawfulForSpd1 = (u: Json) => {
    const { state } = right(replay(u))
    const v = state.vacancies.find((x) => x.vacancy === 'SPD-1')
    if (v === undefined) throw new Error('no vacancy for SPD-1')
    const d = lawfulOf(u, state, v)
    return {
      rejected: state.rejected.map((e) => [e.path, e.code, e.rule]),
      asOf: d?.asOf,
      considered: d?.determination.considered.map((c) => [c.candidate, c.verdict, c.rule]),
    }
  }
  const lawful = [
    ['SPD-4', 'skipped', 'kwg34.2.n2'],
    ['SPD-3', 'skipped', 'kwg34.2.n3.death'],
    ['SPD-6', 'successor', 'kwg34.1.s1.rank'],
  ]

  it('the void death of the successor whose annulment was final before the record still leaves him out', () => {
    const x = lawfulForSpd1(caseOf2(false))
    expect(x.rejected).toEqual([
      ['events[4].member', 'notAMember', 'kwg34.5'],
      ['events[11].member', 'notAMember', 'kwg34.5'],
    ])
    expect(x.asOf).toBe('2023-07-10')
    expect(x.considered).toEqual(lawful)
  })

  it('an event rejected before the record, left out of the case decided, does not hide which fact was refused', () => {
    const x = lawfulForSpd1(caseOf2(true))
    expect(x.rejected).toEqual([
      ['events[4].member', 'notAMember', 'kwg34.5'],
      ['events[6]', 'alreadyFinal', 'kwg34.5'],
      ['events[12].member', 'notAMember', 'kwg34.5'],
    ])
    expect(x.considered).toEqual(lawful)
  })
})

describe('the lawful determination reads a void departure only if it comes before the record', { tags: ['kwg34.5', 'kwg34.2.n3.death', 'kwg34.1.s1.rank'] }, () => {
  it('the death of the person the record called, on its day but after it, leaves the record lawful', () => {
    // Worked by hand from the law: A-1 dies on 1 March 2023; the returning officer determines A-2 (400 votes, first of
    // the not elected) on 10 March, and A-2 dies that same day, after the determination; A-3 (300) objects, the body
    // annuls the call on 20 April (final without an action, § 27 KWG). A-2's departure is void (kwg34.5) and stays
    // his fact as a candidate (P4), but it came after the determination: when the returning officer determined, A-2
    // was alive and first (§ 34 Abs. 1 Satz 1 KWG), so the determination was lawful. The case the record decided is
    // the file before it, in application order — a fact of its day recorded after it is not in it.
    const c = caseOf(
      [
        death('A-1', '2023-03-01'),
        { date: '2023-03-10', type: 'determination', vacancy: 'A-1', by: 'returningOfficer', outcome: 'successor', successor: 'A-2' },
        death('A-2', '2023-03-10'),
        { date: '2023-03-12', type: 'announcement', vacancy: 'A-1' },
        { date: '2023-03-20', type: 'objection', vacancy: 'A-1', against: 'determination', form: 'written', reasonedOn: '2023-03-20', ownRights: true, supporters: 0 },
        { date: '2023-04-20', type: 'bodyDecision', vacancy: 'A-1', decision: 'annul' },
      ],
      { state: { asOf: '2023-07-01' } },
      [cand('A', 1, 500, true), cand('A', 2, 400), cand('A', 3, 300)],
    )
    const { state } = right(replay(c))
    expect(state.rejected.map((e) => [e.path, e.code, e.rule])).toEqual([['events[2].member', 'notAMember', 'kwg34.5']])
    const v = state.vacancies.find((x) => x.vacancy === 'A-1')
    if (v === undefined) throw new Error('no vacancy for A-1')
    const d = lawfulOf(c, state, v)
    expect(d?.asOf).toBe('2023-03-10')
    expect(d?.determination.considered.map((x) => [x.candidate, x.verdict, x.rule])).toEqual([['A-2', 'successor', 'kwg34.1.s1.rank']])
  })
})
