// A seat waiver without the written form, declared while the member's proof week of § 23 Abs. 2 KWG runs, and then
// the departure the law makes when the week runs out without proof. Worked from the law:
// - § 33 Abs. 2 KWG: „Der Verzicht ist dem Wahlleiter schriftlich zu erklären …“ — the oral waiver of 9 April 2021
//   waives nothing; it opens no case of succession (§ 34 Abs. 1 Satz 1 KWG names the loss of the seat, and the seat
//   is not lost);
// - § 23 Abs. 2 Satz 3 KWG: without proof by the end of the week (notice served Tuesday 6 April 2021, the week ends with
//   Tuesday 13 April) the status counts as not acquired; the law's departure falls on 14 April, and that is the case
//   of succession (§ 34 Abs. 1 Satz 1 KWG: „seine Rechtsstellung nach § 23 Abs. 2 Satz 3 als nicht erworben gilt“);
// - the determination of 16 April 2021 (Daniel Diehl, A4, 310 votes, the most votes of A3, A4, A5 not yet called,
//   § 34 Abs. 1 Satz 1 Hs. 1 KWG) was made for that vacancy, two days after it arose: it belongs to the law's
//   departure, not to the void waiver, whose own time ended with the law's departure.
// Before 2026-12-06 (seventh session) the opinion told the void waiver's seat as a case of succession „i. V. m. § 23
// Abs. 2 Satz 3 KWG“, ranked the candidates and told the determination of 16 April under it, and closed with
// „Niemand rückt nach“: its own time ran past the law's departure (`ownSpan` looked only at the events of the file),
// and its lawful determination was decided as of the query date, where the query finds the law's departure.
import { describe, expect, it } from 'vitest'
import type { Lang, Paragraph, Section, TextDocument } from '../src/explain/document.js'
import { lawfulOf } from '../src/texts.js'
import { opinion, sectionOf } from './support/opinion.js'
import * as api from './support/public.js'

type Json = Record<string, unknown>

const right = <A>(r: { _tag: 'Left'; left: api.Failure } | { _tag: 'Right'; right: A }): A => {
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
  return r.right
}

const HAINBACH_EVENTS: ReadonlyArray<Json> = [
  { date: '2021-03-15', type: 'candidateGroundArose', candidate: 'A2', ground: 'incompatibility' },
  { date: '2021-04-06', type: 'incompatibilityNotified', candidate: 'A2' },
  { date: '2021-04-09', type: 'memberLeft', member: 'A2', cause: 'seatWaiver', written: false, to: 'returningOfficer' },
  { date: '2021-04-16', type: 'determination', vacancy: 'A2', by: 'returningOfficer', outcome: 'successor', successor: 'A4' },
]

/** Gemeindevertretung Hainbach (the case of vector proof-waiver-001), with Bernd Brandt's (A2) waiver made orally. */
const hainbach = (events: ReadonlyArray<Json> = HAINBACH_EVENTS): Json => ({
  format: 'nachruecken.case/1',
  body: { name: 'Gemeindevertretung Hainbach', kind: 'gemeindevertretung', statutoryMemberCount: 3, electionMode: 'proportional', term: { start: '2021-04-01', end: '2026-03-31' }, eligibleVoters: 2000 },
  lists: [
    { id: 'A', name: 'Liste A', group: 'party', setUp: '2020-11-14', candidates: [
      { id: 'A1', name: 'Anna Albers', position: 1, votes: 820, elected: true },
      { id: 'A2', name: 'Bernd Brandt', position: 2, votes: 640, elected: true },
      { id: 'A3', name: 'Carla Conrad', position: 3, votes: 150, elected: false },
      { id: 'A4', name: 'Daniel Diehl', position: 4, votes: 310, elected: false },
      { id: 'A5', name: 'Eva Engel', position: 5, votes: 205, elected: false },
    ] },
    { id: 'B', name: 'Liste B', group: 'voterGroup', setUp: '2020-11-20', candidates: [
      { id: 'B1', name: 'Bea Berg', position: 1, votes: 700, elected: true },
      { id: 'B2', name: 'Bodo Busch', position: 2, votes: 210, elected: false },
    ] },
  ],
  events,
  query: { state: { asOf: '2021-05-01' } },
})

const seats = (d: TextDocument): ReadonlyArray<Section> => sectionOf(d, 'subsumtion').sections
const paragraphs = (s: Section): ReadonlyArray<Paragraph> => s.blocks.filter((b): b is Paragraph => b._tag === 'paragraph')
const textOf = (s: Section): string => [...paragraphs(s).map((p) => p.text), ...s.sections.map(textOf)].join('\n')
const keysOf = (s: Section): ReadonlyArray<string> => s.sections.map((x) => x.key)
/** The lawful determination of Bernd Brandt's first vacancy (the oral waiver's): the day it is decided as of, and what. */
const firstLawful = (events: ReadonlyArray<Json>): readonly [string | undefined, string | undefined, string | null] => {
  const u = hainbach(events)
  const r = right(api.replay(u))
  const v = r.state.vacancies[0]
  if (v === undefined) throw new Error('no vacancy')
  const lawful = lawfulOf(u, r.state, v)
  const d = lawful?.determination
  return [lawful?.asOf, d?._tag, d?._tag === 'noSuccession' ? d.reason : null]
}

const seat = (lang: Lang, i: number): Section => {
  const s = seats(opinion(hainbach(), lang))[i]
  if (s === undefined) throw new Error(`no seat ${i}`)
  return s
}

describe('an oral seat waiver in the proof week, then the departure the law makes (§ 33 Abs. 2, § 23 Abs. 2 Satz 3 KWG)', { tags: ['kwg33.2', 'kwg23.2.s3', 'kwg34.1.s1.trigger'] }, () => {
  it('the state has two vacancies of Bernd Brandt: the waiver of 9 April, which waives nothing, and the status lost on 14 April, for which Daniel Diehl was determined', () => {
    const s = right(api.replay(hainbach())).state
    expect(s.vacancies.map((v) => [v.cause, v.arose, v.status])).toEqual([
      ['seatWaiver', '2021-04-09', 'noSuccession'],
      ['statusNotAcquired', '2021-04-14', 'determined'],
    ])
  })

  it('the waiver’s lawful determination is no succession under § 33 Abs. 2 KWG, decided as of 13 April, the last day before the law’s departure', () => {
    const r = right(api.replay(hainbach()))
    const v = r.state.vacancies[0]
    if (v === undefined) throw new Error('no vacancy')
    const lawful = lawfulOf(hainbach(), r.state, v)
    expect(lawful?.asOf).toBe('2021-04-13')
    expect(lawful?.atRecord).toBe(false)
    expect(lawful?.determination._tag).toBe('noSuccession')
    expect(lawful?.determination._tag === 'noSuccession' ? lawful.determination.reason : null).toBe('kwg33.2')
  })

  it('the opinion finds no case of succession in the oral waiver, and neither ranks candidates nor tells the determination of 16 April under it', () => {
    const de = seat('de', 0)
    expect(keysOf(de)).toEqual(['subsumtion.trigger', 'subsumtion.readings', 'vacancy.result'])
    expect(textOf(sectionOf(de, 'subsumtion.trigger'))).toBe(
      'Bernd Brandt (640 Stimmen), gewählt auf dem Wahlvorschlag „Liste A“, hat am 9. April 2021 mündlich gegenüber dem Wahlleiter den Verzicht auf den Sitz erklärt. Den Sitz verliert durch Verzicht aber nur, wer ihn dem Wahlleiter schriftlich erklärt (§ 33 Abs. 1 Nr. 1 KWG, § 33 Abs. 2 KWG). Daran fehlt es; Bernd Brandt behält den Sitz, ein Nachfolgefall nach § 34 Abs. 1 Satz 1 KWG liegt nicht vor.',
    )
    expect(textOf(de)).not.toContain('16. April 2021 hat der Wahlleiter festgestellt')
    const en = seat('en', 0)
    expect(keysOf(en)).toEqual(keysOf(de))
    expect(textOf(sectionOf(en, 'subsumtion.trigger'))).toContain('That is missing; Bernd Brandt keeps the seat, and there is no case of succession under § 34 Abs. 1 Satz 1 KWG.')
    expect(textOf(en)).not.toContain('On 16 April 2021 the returning officer determined')
  })

  it('the status lost on 14 April is the case of succession, and the determination of 16 April is told under it', () => {
    const de = seat('de', 1)
    expect(textOf(sectionOf(de, 'subsumtion.trigger'))).toContain('Die Rechtsstellung gilt daher als nicht erworben (§ 23 Abs. 2 Satz 3 KWG). Somit liegt ein Nachfolgefall nach § 34 Abs. 1 Satz 1 KWG vor.')
    expect(textOf(sectionOf(de, 'verfahren'))).toContain('Am 16. April 2021 hat der Wahlleiter festgestellt: Daniel Diehl (310 Stimmen) rückt nach')
    const en = seat('en', 1)
    expect(textOf(sectionOf(en, 'verfahren'))).toContain('16 April 2021')
  })
})

describe('the last day a void waiver is decided as of, when the member’s next departure ends its time', { tags: ['kwg33.2', 'kwg23.2.s3'] }, () => {
  const oralWaiver = (date: string): Json => ({ date, type: 'memberLeft', member: 'A2', cause: 'seatWaiver', written: false, to: 'returningOfficer' })
  const proofWeek = HAINBACH_EVENTS.slice(0, 2)

  it('an oral waiver on 13 April, the last day of the week: decided as of that day, before the law’s departure of 14 April, it waives nothing (§ 33 Abs. 2 KWG)', () => {
    expect(firstLawful([...proofWeek, oralWaiver('2021-04-13')])).toEqual(['2021-04-13', 'noSuccession', 'kwg33.2'])
  })

  it('an oral waiver and a death on the same day, 20 April: the waiver is decided as of that day, without the death listed after it, and waives nothing', () => {
    const died = { date: '2021-04-20', type: 'memberLeft', member: 'A2', cause: 'death' }
    expect(firstLawful([oralWaiver('2021-04-20'), died])).toEqual(['2021-04-20', 'noSuccession', 'kwg33.2'])
  })
})
