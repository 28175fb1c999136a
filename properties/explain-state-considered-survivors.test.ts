// The texts the mutation run of src/explain/state-opinion.ts and
// src/explain/considered.ts left unpinned (mutation/state-considered-answers-2026-12-06.md),
// pinned word for word: the paragraph of a successor in each of the four ways
// § 34 KWG names one (by votes, by the order of naming on equal votes, by votes
// in a majority election, by the lot), in English as in German; the interim
// result of a seat that waits for an earlier seat's lot (§ 34 Abs. 1a Hs. 2 KWG,
// reading R6) and of the body's own determination (§ 34 Abs. 4 Satz 3 KWG)
// whose review ended after an action without a judgment (§ 27, § 34 Abs. 5 KWG);
// and every refusal the result of the state tells, in English, with the
// member's fact recorded as a candidate's (§ 34 Abs. 3 Satz 2 KWG) in both
// languages, a refusal without a norm, and the objection against the court's
// determination, which the procedure tells and the result does not repeat.
// Every expectation was worked out from the source and the law and read for
// its German and English. Each value is computed inside its test: Stryker
// switches a mutant on only while a test runs; the table of refusals told in
// the procedure is a module-level value and is read through a fresh import.
import { describe, expect, it, vi } from 'vitest'
import * as api from './support/public.js'
import type { IsoDate } from '../src/domain/brand.js'
import type { CaseError } from '../src/domain/error.js'
import { candidateParagraph } from '../src/explain/considered.js'
import { findSection, type Lang, type Paragraph, type Section, type TextDocument } from '../src/explain/document.js'
import { indexCase } from '../src/explain/facts.js'
import { stateOpinion } from '../src/explain/state-opinion.js'

type Json = Record<string, unknown>

const right = <A>(r: { _tag: 'Left'; left: api.Failure } | { _tag: 'Right'; right: A }): A => {
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
  return r.right
}

const candidate = (n: number, name: string, votes: number, elected: boolean): Json => ({ id: `A-${n}`, name, position: n, votes, elected })
/** Anna Arnold (A-1, 500) and Bernd Bauer (A-2, 400) elected; Clara Conrad (A-3, 300) and Dieter Dorn (A-4, `dorn` votes) next. */
const people = (dorn = 200): ReadonlyArray<Json> => [candidate(1, 'Anna Arnold', 500, true), candidate(2, 'Bernd Bauer', 400, true), candidate(3, 'Clara Conrad', 300, false), candidate(4, 'Dieter Dorn', dorn, false)]

/** A council of 2 with one list „Liste A“ (a party list set up 1 November 2020, or no list in a majority election), asked for its state on `asOf`. */
const stateCase = (events: ReadonlyArray<Json>, asOf: string, opts: { majority?: boolean; dorn?: number } = {}): Json => ({
  format: 'nachruecken.case/1',
  body: {
    name: 'Gemeindevertretung Prüfstadt',
    kind: 'gemeindevertretung',
    statutoryMemberCount: 2,
    electionMode: opts.majority === true ? 'majority' : 'proportional',
    term: { start: '2021-04-01', end: '2026-03-31' },
  },
  lists: [
    {
      id: 'A',
      name: 'Liste A',
      group: opts.majority === true ? null : 'party',
      setUp: opts.majority === true ? null : '2020-11-01',
      candidates: people(opts.dorn),
    },
  ],
  events,
  query: { state: { asOf } },
})
/** The same council asked who succeeds Anna Arnold on `asOf`. */
const vacancyCase = (events: ReadonlyArray<Json>, asOf: string, opts: { majority?: boolean; dorn?: number } = {}): Json => ({
  ...stateCase(events, asOf, opts),
  query: { vacancy: 'A-1', asOf },
})

const left = (member: string, date: string, cause = 'death', extra: Json = {}): Json => ({ date, type: 'memberLeft', member, cause, ...extra })
const determination = (date: string, successor: string, extra: Json = {}): Json => ({ date, type: 'determination', vacancy: 'A-1', by: 'returningOfficer', outcome: 'successor', successor, ...extra })
const objection = (date: string, extra: Json = {}): Json => ({ date, type: 'objection', vacancy: 'A-1', against: 'determination', form: 'written', reasonedOn: date, ownRights: true, supporters: 0, ...extra })
const decision = (date: string, d: string, extra: Json = {}, type = 'bodyDecision'): Json => ({ date, type, vacancy: 'A-1', decision: d, ...extra })
const onCandidate = (date: string, type: string, who: string, extra: Json = {}): Json => ({ date, type, candidate: who, ...extra })
const lot = (date: string, among: ReadonlyArray<string>, winner: string): Json => ({ date, type: 'lotDrawn', vacancy: 'A-1', among, winner })
/** Clara Conrad determined on 10 January 2023, announced on 12 January 2023. */
const determined = (): ReadonlyArray<Json> => [left('A-1', '2023-01-02'), determination('2023-01-10', 'A-3'), { date: '2023-01-12', type: 'announcement', vacancy: 'A-1' }]

/** The paragraph of the successor as the walk over the ranking tells it. */
const successorParagraph = (u: Json, lang: Lang): { readonly text: string; readonly norms: ReadonlyArray<string> } => {
  const r = right(api.decideCase(u))
  const d = r.determination
  const x = d.considered.find((y) => y.verdict === 'successor')
  if (x === undefined) throw new Error('no successor considered')
  const p = candidateParagraph(indexCase(r.case), lang, d, x, r.case.query.asOf as IsoDate)
  return { text: p.text, norms: p.norms }
}

const opinion = (u: Json, lang: Lang): TextDocument => right(api.opinionOf(u, lang))
const sectionOf = (d: TextDocument | Section, key: string): Section => {
  const s = findSection(d, key)
  if (s === null) throw new Error(`no section ${key}`)
  return s
}
const paragraphs = (s: Section): ReadonlyArray<Paragraph> => s.blocks.filter((b): b is Paragraph => b._tag === 'paragraph')
/** The interim result of the i-th seat. */
const interim = (d: TextDocument, i = 0): Paragraph => {
  const seat = sectionOf(d, 'subsumtion').sections[i]
  if (seat === undefined) throw new Error(`no seat ${i}`)
  const p = paragraphs(sectionOf(seat, 'vacancy.result'))[0]
  if (p === undefined) throw new Error('no interim result')
  return p
}
const told = (p: Paragraph): readonly [string, ReadonlyArray<string>] => [p.text, p.norms]
/** The refused events as the result (Ergebnis) tells them, with their norms. */
const refused = (u: Json, lang: Lang): ReadonlyArray<readonly [string, ReadonlyArray<string>]> =>
  paragraphs(sectionOf(opinion(u, lang), 'ergebnis'))
    .filter((p) => p.key === 'state.rejected')
    .map(told)

describe('the successor’s paragraph in English as in German: the way the law names the successor is told', () => {
  it('by votes, with nothing examined: no ground applies, without "so", and the successor succeeds under Hs. 1', { tags: ['kwg34.1.s1.rank'] }, () => {
    const u = vacancyCase([left('A-1', '2023-01-02')], '2023-06-30')
    expect(successorParagraph(u, 'de')).toEqual({
      text: 'Clara Conrad (300 Stimmen), Platz 3, hat unter den verbliebenen noch nicht berufenen Bewerbern die meisten Stimmen. Ein Ausschlussgrund nach § 34 Abs. 2 KWG liegt nicht vor. Folglich rückt Clara Conrad nach § 34 Abs. 1 Satz 1 Hs. 1 KWG nach.',
      norms: ['kwg34.1.s1.rank'],
    })
    expect(successorParagraph(u, 'en')).toEqual({
      text: 'Clara Conrad (300 votes), position 3, has the most votes among the remaining candidates not yet called [noch nicht berufen]. No ground under § 34 Abs. 2 KWG applies. Therefore Clara Conrad succeeds under § 34 Abs. 1 Satz 1 Hs. 1 KWG.',
      norms: ['kwg34.1.s1.rank'],
    })
  })

  it('on equal votes in a proportional election the one named earlier succeeds, and the paragraph says whom they are level with', { tags: ['kwg34.1.s1.tie'] }, () => {
    const u = vacancyCase([left('A-1', '2023-01-02')], '2023-06-30', { dorn: 300 })
    const rule = 'Bei gleicher Stimmenzahl ist die Reihenfolge der Benennung im Wahlvorschlag entscheidend (§ 34 Abs. 1 Satz 1 Hs. 2 KWG)'
    expect(successorParagraph(u, 'de')).toEqual({
      text: `Clara Conrad (300 Stimmen), Platz 3, hat ebenso viele Stimmen wie Dieter Dorn (300 Stimmen). ${rule}; Clara Conrad ist früher benannt. Folglich rückt Clara Conrad nach.`,
      norms: ['kwg34.1.s1.tie'],
    })
    expect(successorParagraph(u, 'en')).toEqual({
      text: 'Clara Conrad (300 votes), position 3, has as many votes as Dieter Dorn (300 votes). On equal votes the order of naming on the list [Reihenfolge der Benennung] decides (§ 34 Abs. 1 Satz 1 Hs. 2 KWG); Clara Conrad is named earlier. Therefore Clara Conrad succeeds.',
      norms: ['kwg34.1.s1.tie'],
    })
  })

  it('in a majority election the candidate with the highest number of votes succeeds under Abs. 1a Hs. 1, with no list to speak of', { tags: ['kwg34.1a.rank'] }, () => {
    const u = vacancyCase([left('A-1', '2023-01-02')], '2023-06-30', { majority: true })
    expect(successorParagraph(u, 'de')).toEqual({
      text: 'Clara Conrad (300 Stimmen) hat unter den noch nicht berufenen Bewerbern die höchste Stimmenzahl. Ein Ausschlussgrund nach § 34 Abs. 2 KWG liegt nicht vor. Folglich rückt Clara Conrad nach § 34 Abs. 1a Hs. 1 KWG nach.',
      norms: ['kwg34.1a.rank'],
    })
    expect(successorParagraph(u, 'en')).toEqual({
      text: 'Clara Conrad (300 votes) has the highest number of votes among the candidates not yet called. No ground under § 34 Abs. 2 KWG applies. Therefore Clara Conrad succeeds under § 34 Abs. 1a Hs. 1 KWG.',
      norms: ['kwg34.1a.rank'],
    })
  })

  it('in a majority election on equal votes the lot drawn by the returning officer decides, and the paragraph names the one level with the winner', { tags: ['kwg34.1a.lot'] }, () => {
    const u = vacancyCase([left('A-1', '2023-01-02'), lot('2023-01-05', ['A-3', 'A-4'], 'A-4')], '2023-06-30', { majority: true, dorn: 300 })
    expect(successorParagraph(u, 'de')).toEqual({
      text: 'Dieter Dorn (300 Stimmen), Platz 4, hat die höchste Stimmenzahl, gleichauf mit Clara Conrad (300 Stimmen). Das Los ist auf Dieter Dorn gefallen (§ 34 Abs. 1a Hs. 2 KWG). Folglich rückt Dieter Dorn nach.',
      norms: ['kwg34.1a.lot'],
    })
    expect(successorParagraph(u, 'en')).toEqual({
      text: 'Dieter Dorn (300 votes), position 4, has the highest number of votes, level with Clara Conrad (300 votes). The lot fell on Dieter Dorn (§ 34 Abs. 1a Hs. 2 KWG). Therefore Dieter Dorn succeeds.',
      norms: ['kwg34.1a.lot'],
    })
  })
})

describe('the interim result of seats the mutation run found untold', () => {
  it('a later seat of the list waits while the lot for an earlier one is not drawn, and says for whose seat it waits', { tags: ['kwg34.1a.lot', 'R6'] }, () => {
    // Clara Conrad and Dieter Dorn tie on 300 votes; Anna Arnold dies on 2 January, Bernd Bauer on 3 January 2023:
    // the lot for Anna Arnold's seat decides who is left for Bernd Bauer's
    const u = stateCase([left('A-1', '2023-01-02'), left('A-2', '2023-01-03')], '2023-06-30', { majority: true, dorn: 300 })
    expect(told(interim(opinion(u, 'de'), 0))).toEqual(['Über den Sitz ist noch nicht zu entscheiden (§ 34 Abs. 1a Hs. 2 KWG).', ['kwg34.1a.lot']])
    expect(told(interim(opinion(u, 'de'), 1))).toEqual(['Über den Sitz ist noch nicht zu entscheiden (§ 34 Abs. 1a Hs. 2 KWG); die Entscheidung ruht, bis über den Sitz von Anna Arnold entschieden ist.', ['kwg34.1a.lot']])
    expect(told(interim(opinion(u, 'en'), 1))).toEqual(['The seat cannot be decided yet (§ 34 Abs. 1a Hs. 2 KWG); it waits until the seat of Anna Arnold is decided.', ['kwg34.1a.lot']])
  })

  it('the body’s own determination upon the inaction stands when its review, begun by an action, became final without a judgment on record', { tags: ['kwg34.4.s3', 'kwg27', 'kwg34.5'] }, () => {
    // the objection against the inaction of 1 February 2023 lets the council determine itself on 15 February;
    // the action of 1 March 2023 begins the review, which became final on 2 May 2023 (no judgment recorded)
    const u = stateCase(
      [
        left('A-1', '2023-01-02'),
        objection('2023-02-01', { against: 'inaction' }),
        determination('2023-02-15', 'A-3', { by: 'body' }),
        { date: '2023-03-01', type: 'action', vacancy: 'A-1' },
        { date: '2023-05-02', type: 'final', vacancy: 'A-1' },
      ],
      '2023-06-30',
    )
    expect(told(interim(opinion(u, 'de')))).toEqual([
      'Maßgeblich ist die Feststellung der Gemeindevertretung vom 15. Februar 2023: Clara Conrad (300 Stimmen) rückt nach (§ 34 Abs. 4 Satz 3 KWG). Das Wahlprüfungsverfahren ist rechtskräftig abgeschlossen. Am Stichtag hat Clara Conrad (300 Stimmen) den Sitz inne (seit dem 15. Februar 2023).',
      ['kwg34.4.s3'],
    ])
    expect(told(interim(opinion(u, 'en')))).toEqual([
      'The determination of the municipal council [Gemeindevertretung] of 15 February 2023 stands: Clara Conrad (300 votes) succeeds (§ 34 Abs. 4 Satz 3 KWG). The review proceedings have ended with a final decision. On the decision date Clara Conrad (300 votes) holds the seat (since 15 February 2023).',
      ['kwg34.4.s3'],
    ])
  })
})

describe('the result: refused events in English, each with its reason and its norm', () => {
  it('a member who left already, someone who is no member, a seat without a departure', { tags: ['kwg34.1.s1.trigger', 'kwg34.3.s1'] }, () => {
    expect(refused(stateCase([left('A-1', '2023-01-02'), left('A-1', '2023-02-01')], '2023-06-30'), 'en')).toEqual([
      ['The event of 1 February 2023 has no effect (§ 34 Abs. 1 Satz 1 KWG): Anna Arnold has already left.', ['kwg34.1.s1.trigger']],
    ])
    expect(refused(stateCase([left('A-3', '2023-01-02')], '2023-06-30'), 'en')).toEqual([
      ['The event of 2 January 2023 has no effect (§ 34 Abs. 1 Satz 1 KWG): Clara Conrad is no member on that day, neither elected nor determined as successor before.', ['kwg34.1.s1.trigger']],
    ])
    expect(refused(stateCase([determination('2023-01-10', 'A-3', { vacancy: 'A-2' })], '2023-06-30'), 'en')).toEqual([
      ['The event of 10 January 2023 has no effect (§ 34 Abs. 3 Satz 1 KWG): Bernd Bauer has not left; there is no procedure on the seat.', ['kwg34.3.s1']],
    ])
  })

  it('a successor whose call a final review annulled counts as never called: their departure opens no case, no procedure is led on their seat', { tags: ['kwg34.5'] }, () => {
    // Clara Conrad is called for Anna Arnold and dies while the call is under review; the council annuls it with final effect
    const u = stateCase(
      [
        ...determined(),
        objection('2023-01-20'),
        left('A-3', '2023-03-01'),
        decision('2023-03-10', 'annul'),
        { date: '2023-04-01', type: 'final', vacancy: 'A-1' },
        determination('2023-04-10', 'A-4', { vacancy: 'A-3' }),
        { date: '2023-03-10', type: 'action', vacancy: 'A-1' },
      ],
      '2023-06-30',
    )
    const never = 'Clara Conrad counts as never called: the determination that called Clara Conrad was annulled or modified in review with final effect'
    expect(refused(u, 'en')).toEqual([
      [`The event of 1 March 2023 has no effect (§ 34 Abs. 5 KWG): ${never}; the departure opens no case of succession.`, ['kwg34.5']],
      [`The event of 10 April 2023 has no effect (§ 34 Abs. 5 KWG): ${never}; there is no procedure on the seat.`, ['kwg34.5']],
    ])
  })

  it('a candidate who was no member of the party that set up the list cannot leave it', { tags: ['kwg34.2.n1'] }, () => {
    const u = stateCase([onCandidate('2022-05-01', 'candidateLeftGroup', 'A-3')], '2023-06-30') as { lists: Array<{ candidates: Json[] }> }
    const list = u.lists[0] as { candidates: Json[] }
    u.lists = [{ ...list, candidates: list.candidates.map((k) => (k['id'] === 'A-3' ? { ...k, memberAtSetUp: false } : k)) }]
    expect(refused(u as unknown as Json, 'en')).toEqual([
      [
        'The event of 1 May 2022 has no effect (§ 34 Abs. 2 Nr. 1 KWG): Clara Conrad was not a member of a party or voter group that submitted the list when it was set up; there is no leaving in the sense of this provision.',
        ['kwg34.2.n1'],
      ],
    ])
  })

  it('an event on a ground that is not open names the ground: the capacity to hold public office, an incompatibility', { tags: ['kwg34.2.n3.ground'] }, () => {
    const u = stateCase([onCandidate('2022-05-01', 'incompatibilityNotified', 'A-3'), onCandidate('2022-05-02', 'candidateGroundEnded', 'A-3', { ground: 'officeCapacity' })], '2023-06-30')
    expect(refused(u, 'en')).toEqual([
      ['The event of 1 May 2022 has no effect (§ 34 Abs. 2 Nr. 3 Alt. 2 KWG): No continuing incompatibility of Clara Conrad is on record; the event has nothing to act on.', ['kwg34.2.n3.ground']],
      [
        'The event of 2 May 2022 has no effect (§ 34 Abs. 2 Nr. 3 Alt. 2 KWG): No continuing loss of the capacity to hold public office of Clara Conrad is on record; the event has nothing to act on.',
        ['kwg34.2.n3.ground'],
      ],
    ])
  })

  it('a lot drawn before the departure, for someone not among those tied, a second time, or among the wrong candidates', { tags: ['kwg34.1a.lot'] }, () => {
    const majority = (events: ReadonlyArray<Json>): Json => stateCase(events, '2023-06-30', { majority: true, dorn: 300 })
    const drawn = 'has no effect (§ 34 Abs. 1a Hs. 2 KWG)'
    expect(refused(majority([lot('2022-12-20', ['A-3', 'A-4'], 'A-4'), left('A-1', '2023-01-02')]), 'en')).toEqual([
      [`The event of 20 December 2022 ${drawn}: Anna Arnold had not left by that day; there is no lot to draw for the seat.`, ['kwg34.1a.lot']],
    ])
    expect(refused(majority([left('A-1', '2023-01-02'), lot('2023-01-05', ['A-3', 'A-4'], 'A-2')]), 'en')).toEqual([
      [`The event of 5 January 2023 ${drawn}: The candidate drawn is not among those the lot was drawn among.`, ['kwg34.1a.lot']],
    ])
    expect(refused(majority([left('A-1', '2023-01-02'), lot('2023-01-05', ['A-3', 'A-4'], 'A-4'), lot('2023-01-06', ['A-3', 'A-4'], 'A-3')]), 'en')).toEqual([
      [`The event of 6 January 2023 ${drawn}: The lot for the seat of Anna Arnold has already been drawn.`, ['kwg34.1a.lot']],
    ])
    expect(refused(majority([left('A-1', '2023-01-02'), lot('2023-01-05', ['A-2', 'A-3'], 'A-3')]), 'en')).toEqual([
      [`The event of 5 January 2023 ${drawn}: The lot is to be drawn among exactly the candidates with equal votes who come into question for the seat of Anna Arnold; the drawing does not match them.`, ['kwg34.1a.lot']],
    ])
  })
})

describe('the result: a member’s fact recorded as a candidate’s, a refusal without a norm, and one the procedure tells', () => {
  it('the death of a successor determined is a member’s departure, not a candidate’s fact (§ 34 Abs. 3 Satz 2 KWG)', { tags: ['kwg34.3.s2', 'kwg33.1.n2'] }, () => {
    const u = stateCase([...determined(), onCandidate('2023-02-01', 'candidateDied', 'A-3')], '2023-06-30')
    expect(refused(u, 'de')).toEqual([
      [
        'Das Ereignis vom 1. Februar 2023 bleibt unberücksichtigt (§ 34 Abs. 3 Satz 2 KWG): Clara Conrad ist an diesem Tag als festgestellter Nachfolger Vertreter; Tod, der Eintritt eines Grundes nach § 33 Abs. 1 Nr. 2 KWG oder ein Verzicht eines Vertreters ist sein Ausscheiden und als solches zu verzeichnen, nicht als Tatsache eines Bewerbers.',
        ['kwg34.3.s2', 'kwg33.1.n2'],
      ],
    ])
    expect(refused(u, 'en')).toEqual([
      [
        "The event of 1 February 2023 has no effect (§ 34 Abs. 3 Satz 2 KWG): Clara Conrad is a member on that day, as a successor determined; a member's death, a ground of § 33 Abs. 1 Nr. 2 KWG arising or a waiver is the member's departure and is to be recorded as such, not as a candidate's fact.",
        ['kwg34.3.s2', 'kwg33.1.n2'],
      ],
    ])
  })

  it('a refusal with a reason of its own but without a rule cites no norm, in German and in English', () => {
    const r = right(api.replay(stateCase([left('A-1', '2023-01-02'), left('A-1', '2023-02-01')], '2023-06-30')))
    const twice: CaseError = { path: 'events[1]', code: 'memberLeftTwice', message: 'already left', rule: null }
    const result = (lang: Lang): ReadonlyArray<readonly [string, ReadonlyArray<string>]> =>
      paragraphs(sectionOf(stateOpinion({ case: r.case, state: { ...r.state, rejected: [twice] }, lang, findings: new Map(), audited: false, lawful: [] }), 'ergebnis'))
        .filter((p) => p.key === 'state.rejected')
        .map(told)
    expect(result('de')).toEqual([['Das Ereignis vom 1. Februar 2023 bleibt unberücksichtigt: Anna Arnold ist bereits zuvor ausgeschieden.', []]])
    expect(result('en')).toEqual([['The event of 1 February 2023 has no effect: Anna Arnold has already left.', []]])
  })

  it('an objection against the determination the court put in force is told in the procedure and not again in the result', { tags: ['kwg34.4.s1', 'kwg34.5'] }, async () => {
    vi.resetModules()
    const m = await import('../src/explain/state-opinion.js')
    const u = stateCase(
      [
        ...determined(),
        objection('2023-01-20'),
        decision('2023-02-10', 'confirm'),
        { date: '2023-02-20', type: 'action', vacancy: 'A-1' },
        decision('2023-03-10', 'modify', { outcome: 'successor', successor: 'A-4' }, 'courtDecision'),
        { date: '2023-04-01', type: 'final', vacancy: 'A-1' },
        objection('2023-04-10'),
      ],
      '2023-06-30',
    )
    const r = right(api.replay(u))
    expect(r.state.rejected.map((e) => [e.path, e.code])).toEqual([['events[8]', 'objectionAgainstJudgment']])
    const doc = m.stateOpinion({ case: r.case, state: r.state, lang: 'de', findings: new Map(), audited: false, lawful: [] })
    expect(paragraphs(sectionOf(doc, 'ergebnis')).filter((p) => p.key === 'state.rejected')).toEqual([])
    expect(paragraphs(sectionOf(doc, 'verfahren')).map((p) => p.text).join(' ')).toContain(
      'Die geltende Feststellung beruht auf dem rechtskräftigen Urteil des Verwaltungsgerichts; über sie ist im Wahlprüfungsverfahren rechtskräftig entschieden (§ 34 Abs. 5 KWG).',
    )
  })
})
