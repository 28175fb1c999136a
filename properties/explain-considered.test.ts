// The walk over the ranking as prose (src/explain/considered.ts), pinned
// word for word: the history of a candidate's grounds (§ 33 Abs. 1 Nr. 2 KWG)
// up to the decision date, the paragraph for each considered candidate (the
// fact and the norm of § 34 Abs. 2 KWG that skips them, a healed ground, a
// waiver without effect), the list-order paragraph, the tie, the facts
// without effect and the lists of the ranking and of the facts.
// Every expected text was worked out from the source and § 34 KWG (periods:
// a week from service ends on the same weekday of the next week, § 188 BGB).
// Each value is computed inside its test: Stryker switches a mutant on only
// while a test runs. The ground tables are module-level values and are read
// through a fresh import (vi.resetModules).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import * as api from './support/public.js'
import type { CandidateId, IsoDate } from '../src/domain/brand.js'
import type { Determination } from '../src/domain/determination.js'
import {
  candidateParagraph,
  factsList,
  groundHistory,
  listOrderParagraph,
  otherDisregarded,
  rankingList,
  tieParagraph,
} from '../src/explain/considered.js'
import type { Lang } from '../src/explain/document.js'
import { type CaseIndex, indexCase } from '../src/explain/facts.js'
import { ROOT } from './support/vectors.js'

type Json = Record<string, unknown>
const id = (s: string): CandidateId => s as CandidateId
const date = (s: string): IsoDate => s as IsoDate

const cand = (position: number, votes: number, elected = false): Json => ({ id: `A-${position}`, name: `A Nummer ${position}`, position, votes, elected })
/** A proportional election, one list „Liste A“ (set up 1 November 2020); A-1 dies on 1 March 2023; decided on 31 March 2023. */
const caseOf = (candidates: ReadonlyArray<Json>, events: ReadonlyArray<Json>, extra: Json = {}): Json => ({
  format: 'nachruecken.case/1',
  body: { name: 'Gemeindevertretung Prüfstadt', kind: 'gemeindevertretung', statutoryMemberCount: 9, electionMode: 'proportional', term: { start: '2021-04-01', end: '2026-03-31' } },
  lists: [{ id: 'A', name: 'Liste A', group: 'party', setUp: '2020-11-01', candidates }],
  events: [...events, { date: '2023-03-01', type: 'memberLeft', member: 'A-1', cause: 'death' }],
  query: { vacancy: 'A-1', asOf: '2023-03-31' },
  ...extra,
})
const three = (): ReadonlyArray<Json> => [cand(1, 500, true), cand(2, 400), cand(3, 300)]
const on2 = (d: string, type: string, more: Json = {}): Json => ({ date: d, type, candidate: 'A-2', ...more })

const decide = (c: Json): { ix: CaseIndex; d: Determination; asOf: IsoDate } => {
  const r = api.decideCase(c)
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
  return { ix: indexCase(r.right.case), d: r.right.determination, asOf: r.right.case.query.asOf }
}
/** The index of a case whose events the engine may refuse (an end without an open ground): replay keeps them. */
const replayed = (c: Json): CaseIndex => {
  const r = api.replay(c)
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
  return indexCase(r.right.case)
}
/** The paragraph of the first considered candidate. */
const first = (c: Json, lang: Lang): { text: string; norms: ReadonlyArray<string> } => {
  const { ix, d, asOf } = decide(c)
  const x = d.considered[0]
  if (x === undefined) throw new Error('nobody considered')
  const p = candidateParagraph(ix, lang, d, x, asOf)
  return { text: p.text, norms: p.norms }
}

const SUCCEEDS_DE = 'A Nummer 2 (400 Stimmen), Platz 2, hat unter den verbliebenen noch nicht berufenen Bewerbern die meisten Stimmen. Ein Ausschlussgrund nach § 34 Abs. 2 KWG liegt nicht vor. Folglich rückt A Nummer 2 nach § 34 Abs. 1 Satz 1 Hs. 1 KWG nach.'
// with facts examined between them (Gutachtenstil, issue 19 P5): the opening, the facts, then "somit … folglich"
const OPENS_DE = 'A Nummer 2 (400 Stimmen), Platz 2, hat unter den verbliebenen noch nicht berufenen Bewerbern die meisten Stimmen.'
const CONCLUDES_DE = 'Ein Ausschlussgrund nach § 34 Abs. 2 KWG liegt somit nicht vor. Folglich rückt A Nummer 2 nach § 34 Abs. 1 Satz 1 Hs. 1 KWG nach.'
const OPENS_EN = 'A Nummer 2 (400 votes), position 2, has the most votes among the remaining candidates not yet called [noch nicht berufen].'
const CONCLUDES_EN = 'So no ground under § 34 Abs. 2 KWG applies. Therefore A Nummer 2 succeeds under § 34 Abs. 1 Satz 1 Hs. 1 KWG.'

describe('the history of a ground up to the decision date (§ 33 Abs. 1 Nr. 2 KWG)', () => {
  const events = (): ReadonlyArray<Json> => [
    // an end counts once; after the end neither a notice nor a proof belongs to the ground
    on2('2023-01-02', 'candidateGroundArose', { ground: 'eligibility' }),
    on2('2023-01-05', 'candidateGroundEnded', { ground: 'eligibility' }),
    on2('2023-01-08', 'candidateGroundEnded', { ground: 'eligibility' }),
    on2('2023-01-10', 'candidateGroundArose', { ground: 'incompatibility' }),
    on2('2023-01-12', 'candidateGroundEnded', { ground: 'incompatibility' }),
    on2('2023-01-13', 'incompatibilityNotified'),
    on2('2023-01-14', 'incompatibilityProven'),
    // an open incompatibility, its notice, an unrelated waiver, then the proof
    { date: '2023-01-20', type: 'candidateGroundArose', candidate: 'A-3', ground: 'incompatibility' },
    { date: '2023-01-21', type: 'incompatibilityNotified', candidate: 'A-3' },
    { date: '2023-01-22', type: 'candidateWaived', candidate: 'A-3', written: false, to: 'party' },
    { date: '2023-01-23', type: 'incompatibilityProven', candidate: 'A-3' },
  ]

  it('an end is the first end; a notice or proof after the end is not part of the ground', () => {
    const ix = replayed(caseOf(three(), events()))
    expect(groundHistory(ix, id('A-2'), date('2023-03-31'))).toEqual([
      { ground: 'eligibility', arose: '2023-01-02', ended: '2023-01-05', notified: null, proven: null },
      { ground: 'incompatibility', arose: '2023-01-10', ended: '2023-01-12', notified: null, proven: null },
    ])
  })

  it('the notice is recorded, and only a proof (not another fact) proves the removal', () => {
    const ix = replayed(caseOf(three(), events()))
    expect(groundHistory(ix, id('A-3'), date('2023-03-31'))).toEqual([{ ground: 'incompatibility', arose: '2023-01-20', ended: null, notified: '2023-01-21', proven: '2023-01-23' }])
  })

  it('facts dated on the decision date count, later ones do not', () => {
    const ix = replayed(caseOf(three(), events()))
    expect(groundHistory(ix, id('A-3'), date('2023-01-21'))).toEqual([{ ground: 'incompatibility', arose: '2023-01-20', ended: null, notified: '2023-01-21', proven: null }])
    expect(groundHistory(ix, id('A-2'), date('2023-01-12'))).toEqual([
      { ground: 'eligibility', arose: '2023-01-02', ended: '2023-01-05', notified: null, proven: null },
      { ground: 'incompatibility', arose: '2023-01-10', ended: '2023-01-12', notified: null, proven: null },
    ])
  })
})

describe('grounds that no longer exclude (healed grounds, § 34 Abs. 2 Nr. 3 Alt. 2 KWG)', () => {
  const healed = (): Json =>
    caseOf(three(), [
      on2('2022-01-10', 'candidateGroundArose', { ground: 'eligibility' }),
      on2('2022-02-10', 'candidateGroundEnded', { ground: 'eligibility' }),
      on2('2022-03-10', 'candidateGroundArose', { ground: 'officeCapacity' }),
      on2('2022-04-10', 'candidateGroundEnded', { ground: 'officeCapacity' }),
      on2('2022-05-10', 'candidateGroundArose', { ground: 'incompatibility' }),
      on2('2022-06-10', 'candidateGroundEnded', { ground: 'incompatibility' }),
    ])

  it('a lost eligibility, a lost capacity and an incompatibility that ended before the decision date are told, each with its dates', async () => {
    // the ground tables are module-level: read them through a fresh module
    vi.resetModules()
    const m = await import('../src/explain/considered.js')
    const { ix, d, asOf } = decide(healed())
    const x = d.considered[0]
    expect(x).toEqual({ candidate: 'A-2', verdict: 'successor', rule: 'kwg34.1.s1.rank' })
    const de = m.candidateParagraph(ix, 'de', d, x as never, asOf)
    expect(de.text).toBe(
      `${OPENS_DE} A Nummer 2 hatte am 10. Januar 2022 die Wählbarkeit verloren, der Grund ist aber am 10. Februar 2022 entfallen; am Stichtag liegt kein Grund nach § 33 Abs. 1 Nr. 2 KWG mehr vor, so dass § 34 Abs. 2 Nr. 3 Alt. 2 KWG nicht eingreift. A Nummer 2 hatte am 10. März 2022 die Amtsfähigkeit verloren, der Grund ist aber am 10. April 2022 entfallen; am Stichtag liegt kein Grund nach § 33 Abs. 1 Nr. 2 KWG mehr vor, so dass § 34 Abs. 2 Nr. 3 Alt. 2 KWG nicht eingreift. Der am 10. Mai 2022 entstandene Hinderungsgrund ist am 10. Juni 2022 entfallen. ${CONCLUDES_DE}`,
    )
    expect(de.norms).toEqual(['kwg34.2.n3.ground', 'kwg34.1.s1.rank'])
    const en = m.candidateParagraph(ix, 'en', d, x as never, asOf)
    expect(en.text).toBe(
      `${OPENS_EN} A Nummer 2 had lost eligibility [Wählbarkeit] on 10 January 2022, but the ground ended on 10 February 2022; on the decision date no ground under § 33 Abs. 1 Nr. 2 KWG exists, so § 34 Abs. 2 Nr. 3 Alt. 2 KWG does not apply. A Nummer 2 had lost the capacity to hold public office [Amtsfähigkeit] on 10 March 2022, but the ground ended on 10 April 2022; on the decision date no ground under § 33 Abs. 1 Nr. 2 KWG exists, so § 34 Abs. 2 Nr. 3 Alt. 2 KWG does not apply. The incompatibility that arose on 10 May 2022 ended on 10 June 2022. ${CONCLUDES_EN}`,
    )
    expect(en.norms).toEqual(['kwg34.2.n3.ground', 'kwg34.1.s1.rank'])
  })

  it('an incompatibility whose removal was proven without a notice does not exclude (§ 34 Abs. 3 Satz 2, § 23 Abs. 2 Satz 2 KWG)', () => {
    const c = caseOf(three(), [on2('2023-02-01', 'candidateGroundArose', { ground: 'incompatibility' }), on2('2023-02-20', 'incompatibilityProven')])
    expect(first(c, 'de')).toEqual({
      text: `${OPENS_DE} Bei A Nummer 2 bestand seit dem 1. Februar 2023 ein Hinderungsgrund; die Beseitigung ist am 20. Februar 2023 nachgewiesen (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 2 Satz 2 KWG). Der Hinderungsgrund schließt daher nicht aus. ${CONCLUDES_DE}`,
      norms: ['kwg34.3.s2', 'kwg23.2.s2', 'kwg34.1.s1.rank'],
    })
    expect(first(c, 'en')).toEqual({
      text: `${OPENS_EN} A Nummer 2 was subject to an incompatibility since 1 February 2023; its removal was proven on 20 February 2023 (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 2 Satz 2 KWG). The incompatibility therefore does not exclude. ${CONCLUDES_EN}`,
      norms: ['kwg34.3.s2', 'kwg23.2.s2', 'kwg34.1.s1.rank'],
    })
  })

  it('a proof within the week from the notice (served 6 March, proven 10 March 2023) does not exclude', () => {
    const c = caseOf(three(), [on2('2023-02-01', 'candidateGroundArose', { ground: 'incompatibility' }), on2('2023-03-06', 'incompatibilityNotified'), on2('2023-03-10', 'incompatibilityProven')])
    expect(first(c, 'de').text).toBe(
      `${OPENS_DE} Bei A Nummer 2 bestand seit dem 1. Februar 2023 ein Hinderungsgrund; die Beseitigung ist am 10. März 2023 innerhalb der am 6. März 2023 in Lauf gesetzten Wochenfrist nachgewiesen (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 2 Satz 2 KWG). Der Hinderungsgrund schließt daher nicht aus. ${CONCLUDES_DE}`,
    )
    expect(first(c, 'en').text).toBe(
      `${OPENS_EN} A Nummer 2 was subject to an incompatibility since 1 February 2023; its removal was proven on 10 March 2023 within the week that began with the notice served on 6 March 2023 (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 2 Satz 2 KWG). The incompatibility therefore does not exclude. ${CONCLUDES_EN}`,
    )
  })
})

describe('waivers without effect (§ 34 Abs. 2 Nr. 2 KWG: in writing, to the returning officer)', () => {
  it('a written waiver to the party and an oral one to a third person are told with their form', () => {
    const c = caseOf(three(), [
      { date: '2023-01-05', type: 'candidateWaived', candidate: 'A-2', written: true, to: 'party' },
      { date: '2023-01-06', type: 'candidateWaived', candidate: 'A-2', written: false, to: 'other' },
    ])
    expect(first(c, 'de')).toEqual({
      text: `${OPENS_DE} A Nummer 2 hat am 5. Januar 2023 den Verzicht zwar schriftlich, aber gegenüber der Partei erklärt. § 34 Abs. 2 Nr. 2 KWG verlangt die Erklärung gegenüber dem Wahlleiter; der Verzicht ist ohne Wirkung. A Nummer 2 hat am 6. Januar 2023 nur mündlich gegenüber einem Dritten verzichtet. Nach § 34 Abs. 2 Nr. 2 KWG bleibt nur unberücksichtigt, wer dem Wahlleiter schriftlich den Verzicht erklärt hat; der mündliche Verzicht ist ohne Wirkung. ${CONCLUDES_DE}`,
      norms: ['kwg34.2.n2', 'kwg34.1.s1.rank'],
    })
    expect(first(c, 'en')).toEqual({
      text: `${OPENS_EN} A Nummer 2 declared the waiver in writing [schriftlich] on 5 January 2023, but to the party [Partei]. § 34 Abs. 2 Nr. 2 KWG requires the declaration to the returning officer; the waiver has no effect. A Nummer 2 waived only orally [mündlich] to a third person on 6 January 2023. Under § 34 Abs. 2 Nr. 2 KWG only a candidate who declared the waiver in writing to the returning officer is left out; an oral waiver has no effect. ${CONCLUDES_EN}`,
      norms: ['kwg34.2.n2', 'kwg34.1.s1.rank'],
    })
  })

  it('a fact that is disregarded but has no sentence adds nothing, not even a space', () => {
    const { ix, d, asOf } = decide(caseOf(three(), [on2('2023-05-01', 'candidateDied')]))
    const died = ix.case.events.find((e) => e._tag === 'candidateDied')
    const odd: Determination = { ...d, disregarded: [{ event: Number(died?.index), rule: 'kwg34.2.n2', reason: 'waiverNotWritten' }] }
    expect(candidateParagraph(ix, 'de', odd, d.considered[0] as never, asOf).text).toBe(SUCCEEDS_DE)
  })
})

describe('the fact behind a skip, with its date (§ 34 Abs. 2 KWG)', () => {
  it('Nr. 1: the leaving since the set-up, not an earlier leaving nor another fact', () => {
    const c = caseOf(three(), [
      on2('2020-10-01', 'candidateLeftGroup'),
      { date: '2021-06-01', type: 'candidateWaived', candidate: 'A-2', written: false, to: 'party' },
      on2('2022-05-01', 'candidateLeftGroup'),
    ])
    expect(first(c, 'de')).toEqual({
      text: 'A Nummer 2 ist am 1. Oktober 2020 aus der Partei ausgetreten, also vor der Aufstellung des Wahlvorschlags am 1. November 2020. § 34 Abs. 2 Nr. 1 KWG erfasst nur ein Ausscheiden seit der Aufstellung; der Austritt ist unbeachtlich. A Nummer 2 hat am 1. Juni 2021 nur mündlich gegenüber der Partei verzichtet. Nach § 34 Abs. 2 Nr. 2 KWG bleibt nur unberücksichtigt, wer dem Wahlleiter schriftlich den Verzicht erklärt hat; der mündliche Verzicht ist ohne Wirkung. A Nummer 2 (400 Stimmen), Platz 2, ist am 1. Mai 2022 aus der Partei „Liste A“ ausgetreten, also seit der Aufstellung des Wahlvorschlags am 1. November 2020 ausgeschieden. A Nummer 2 bleibt somit nach § 34 Abs. 2 Nr. 1 KWG unberücksichtigt.',
      norms: ['kwg34.2.n1', 'kwg34.2.n2'],
    })
    expect(first(c, 'en').text).toBe(
      'A Nummer 2 left the party [Partei] on 1 October 2020, before the list was set up [Aufstellung] on 1 November 2020. § 34 Abs. 2 Nr. 1 KWG covers only leaving since the set-up; the exit has no effect. A Nummer 2 waived only orally [mündlich] to the party [Partei] on 1 June 2021. Under § 34 Abs. 2 Nr. 2 KWG only a candidate who declared the waiver in writing to the returning officer is left out; an oral waiver has no effect. A Nummer 2 (400 votes), position 2, left the party [Partei] “Liste A” on 1 May 2022, that is, since the list was set up on 1 November 2020. A Nummer 2 is therefore left out [bleibt unberücksichtigt] under § 34 Abs. 2 Nr. 1 KWG.',
    )
  })

  it('Nr. 1: a leaving on the day of the set-up is a leaving "seit dem Zeitpunkt der Aufstellung"', () => {
    const c = caseOf(three(), [on2('2020-11-01', 'candidateLeftGroup')])
    expect(first(c, 'de')).toEqual({
      text: 'A Nummer 2 (400 Stimmen), Platz 2, ist am 1. November 2020 aus der Partei „Liste A“ ausgetreten, also seit der Aufstellung des Wahlvorschlags am 1. November 2020 ausgeschieden. A Nummer 2 bleibt somit nach § 34 Abs. 2 Nr. 1 KWG unberücksichtigt.',
      norms: ['kwg34.2.n1'],
    })
  })

  it('Nr. 2: the written waiver to the returning officer, not an oral one nor one to the party', () => {
    const c = caseOf(three(), [
      { date: '2023-01-04', type: 'candidateWaived', candidate: 'A-2', written: false, to: 'returningOfficer' },
      { date: '2023-01-05', type: 'candidateWaived', candidate: 'A-2', written: true, to: 'party' },
      { date: '2023-01-06', type: 'candidateWaived', candidate: 'A-2', written: true, to: 'returningOfficer' },
    ])
    expect(first(c, 'de')).toEqual({
      text: 'A Nummer 2 hat am 4. Januar 2023 nur mündlich gegenüber dem Wahlleiter verzichtet. Nach § 34 Abs. 2 Nr. 2 KWG bleibt nur unberücksichtigt, wer dem Wahlleiter schriftlich den Verzicht erklärt hat; der mündliche Verzicht ist ohne Wirkung. A Nummer 2 hat am 5. Januar 2023 den Verzicht zwar schriftlich, aber gegenüber der Partei erklärt. § 34 Abs. 2 Nr. 2 KWG verlangt die Erklärung gegenüber dem Wahlleiter; der Verzicht ist ohne Wirkung. A Nummer 2 (400 Stimmen), Platz 2, hat am 6. Januar 2023 dem Wahlleiter schriftlich den Verzicht auf die Anwartschaft erklärt. Der Verzicht kann nicht widerrufen werden. A Nummer 2 bleibt somit nach § 34 Abs. 2 Nr. 2 KWG unberücksichtigt.',
      norms: ['kwg34.2.n2'],
    })
  })

  it('Nr. 3 Alt. 1: the death, not an earlier fact', () => {
    const c = caseOf(three(), [{ date: '2023-01-04', type: 'candidateWaived', candidate: 'A-2', written: false, to: 'party' }, on2('2023-01-20', 'candidateDied')])
    expect(first(c, 'de')).toEqual({
      text: 'A Nummer 2 hat am 4. Januar 2023 nur mündlich gegenüber der Partei verzichtet. Nach § 34 Abs. 2 Nr. 2 KWG bleibt nur unberücksichtigt, wer dem Wahlleiter schriftlich den Verzicht erklärt hat; der mündliche Verzicht ist ohne Wirkung. A Nummer 2 (400 Stimmen), Platz 2, ist am 20. Januar 2023 verstorben. A Nummer 2 bleibt somit nach § 34 Abs. 2 Nr. 3 Alt. 1 KWG unberücksichtigt.',
      norms: ['kwg34.2.n2', 'kwg34.2.n3.death'],
    })
  })

  it('Nr. 3 Alt. 2: the open ground, not one that ended, and a lost capacity before an open incompatibility', () => {
    const c = caseOf(three(), [on2('2023-01-10', 'candidateGroundArose', { ground: 'incompatibility' }), on2('2023-01-12', 'candidateGroundArose', { ground: 'officeCapacity' })])
    expect(first(c, 'de')).toEqual({
      text: 'A Nummer 2 (400 Stimmen), Platz 2, hat am 12. Januar 2023 die Amtsfähigkeit verloren; am Stichtag liegt damit ein Grund nach § 33 Abs. 1 Nr. 2 KWG vor. Folglich bleibt A Nummer 2 nach § 34 Abs. 2 Nr. 3 Alt. 2 KWG unberücksichtigt.',
      norms: ['kwg33.1.n2', 'kwg34.2.n3.ground'],
    })
    expect(first(c, 'en').text).toBe(
      'A Nummer 2 (400 votes), position 2, lost the capacity to hold public office [Amtsfähigkeit] on 12 January 2023; on the decision date a ground under § 33 Abs. 1 Nr. 2 KWG exists. A Nummer 2 is therefore left out under § 34 Abs. 2 Nr. 3 Alt. 2 KWG.',
    )
  })

  const incompatible = (extra: Json = {}): Json =>
    caseOf(
      three(),
      [
        on2('2022-01-10', 'candidateGroundArose', { ground: 'eligibility' }),
        on2('2022-02-10', 'candidateGroundEnded', { ground: 'eligibility' }),
        on2('2023-01-10', 'candidateGroundArose', { ground: 'incompatibility' }),
        on2('2023-01-20', 'incompatibilityNotified'),
      ],
      extra,
    )
  const HEALED_DE = 'A Nummer 2 hatte am 10. Januar 2022 die Wählbarkeit verloren, der Grund ist aber am 10. Februar 2022 entfallen; am Stichtag liegt kein Grund nach § 33 Abs. 1 Nr. 2 KWG mehr vor, so dass § 34 Abs. 2 Nr. 3 Alt. 2 KWG nicht eingreift.'

  it('an incompatibility whose week ran out (served 20 January, ended with 27 January 2023) skips under the proof-period reading', () => {
    expect(first(incompatible(), 'de')).toEqual({
      text: `${HEALED_DE} Bei A Nummer 2 (400 Stimmen), Platz 2, besteht seit dem 10. Januar 2023 ein Hinderungsgrund (§ 33 Abs. 1 Nr. 2 KWG). Die Mitteilung nach § 23 Abs. 2 Satz 2 KWG wurde am 20. Januar 2023 zugestellt; die Wochenfrist endete mit Ablauf des 27. Januar 2023 (§ 34 Abs. 3 Satz 2 KWG). Ein rechtzeitiger Nachweis der Beseitigung liegt nicht vor; ein späterer Nachweis heilt nicht. A Nummer 2 bleibt somit nach § 34 Abs. 2 Nr. 3 Alt. 2 KWG unberücksichtigt.`,
      norms: ['kwg34.2.n3.ground', 'kwg33.1.n2', 'kwg23.2.s2', 'kwg34.3.s2'],
    })
    // English: "has been subject to an incompatibility since …" (the word order was fixed on 2026-11-30)
    const en = first(incompatible(), 'en')
    expect(en.text.includes('A Nummer 2 (400 votes), position 2, has been subject to an incompatibility [Hinderungsgrund] since 10 January 2023 (§ 33 Abs. 1 Nr. 2 KWG). The notice under § 23 Abs. 2 Satz 2 KWG was served on 20 January 2023; the week ended at the end of 27 January 2023 (§ 34 Abs. 3 Satz 2 KWG).')).toBe(true)
    expect(en.norms).toEqual(['kwg34.2.n3.ground', 'kwg33.1.n2', 'kwg23.2.s2', 'kwg34.3.s2'])
  })

  it('an unproven incompatibility skips at once under the literal reading („exclude“)', () => {
    const c = incompatible({ interpretation: { incompatibility: 'exclude' } })
    expect(first(c, 'de')).toEqual({
      text: `${HEALED_DE} Bei A Nummer 2 (400 Stimmen), Platz 2, besteht seit dem 10. Januar 2023 ein Hinderungsgrund (§ 33 Abs. 1 Nr. 2 KWG), dessen Beseitigung nicht nachgewiesen ist. Nach der in diesem Fall zugrunde gelegten Auffassung (Wortlautlösung) bleibt A Nummer 2 somit sofort nach § 34 Abs. 2 Nr. 3 Alt. 2 KWG unberücksichtigt.`,
      norms: ['kwg34.2.n3.ground', 'kwg33.1.n2'],
    })
    expect(first(c, 'en').text.includes('A Nummer 2 (400 votes), position 2, has been subject to an incompatibility [Hinderungsgrund] since 10 January 2023 (§ 33 Abs. 1 Nr. 2 KWG) whose removal has not been proven.')).toBe(true)
  })
})

describe('a candidate whose incompatibility proof is awaited (§ 34 Abs. 3 Satz 2 KWG)', () => {
  const NOT_SERVED_DE = (since: string): string =>
    `Bei A Nummer 2 (400 Stimmen), Platz 2, besteht${since} ein Hinderungsgrund (§ 33 Abs. 1 Nr. 2 KWG). Die Mitteilung, mit der die Wochenfrist für den Nachweis seiner Beseitigung beginnt, ist noch nicht zugestellt (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 2 Satz 2 KWG); die Frist läuft noch nicht. Bis zum Nachweis oder zum Ablauf der Frist steht nicht fest, ob A Nummer 2 nachrückt.`

  it("the notice of another candidate's week is not this candidate's; the date is the one of the open incompatibility", () => {
    const { ix, d, asOf } = decide(caseOf(three(), [on2('2023-01-02', 'candidateGroundArose', { ground: 'eligibility' }), on2('2023-01-05', 'candidateGroundArose', { ground: 'incompatibility' })]))
    const x = { candidate: id('A-2'), verdict: 'awaitingProof' as const, rule: 'kwg34.3.s2' as const }
    const waiting: Determination = { ...d, _tag: 'awaitingProof', awaiting: { candidate: id('A-3'), notified: date('2023-03-20'), due: date('2023-03-27') }, blockedBy: null, considered: [x] }
    expect(candidateParagraph(ix, 'de', waiting, x, asOf).text).toBe(NOT_SERVED_DE(' seit dem 5. Januar 2023'))
    expect(candidateParagraph(ix, 'en', waiting, x, asOf).text).toBe(
      'A Nummer 2 (400 votes), position 2, has been subject to an incompatibility [Hinderungsgrund] since 5 January 2023 (§ 33 Abs. 1 Nr. 2 KWG). The notice that starts the week for proving its removal has not been served yet (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 2 Satz 2 KWG); the period is not running. Until the proof or the end of the period it is open whether A Nummer 2 succeeds.',
    )
  })

  it('without an open incompatibility no date is given', () => {
    const { ix, d, asOf } = decide(caseOf(three(), []))
    const x = { candidate: id('A-2'), verdict: 'awaitingProof' as const, rule: 'kwg34.3.s2' as const }
    const waiting: Determination = { ...d, _tag: 'awaitingProof', awaiting: { candidate: id('A-2'), notified: null, due: null }, blockedBy: null, considered: [x] }
    expect(candidateParagraph(ix, 'de', waiting, x, asOf).text).toBe(NOT_SERVED_DE(''))
    const ended = decide(caseOf(three(), [on2('2023-01-05', 'candidateGroundArose', { ground: 'incompatibility' }), on2('2023-01-10', 'candidateGroundEnded', { ground: 'incompatibility' })]))
    // an engine never gives this: the point is only that an ended incompatibility has no "seit dem"
    expect(candidateParagraph(ended.ix, 'de', waiting, x, ended.asOf).text).toBe(`${NOT_SERVED_DE('')} Der am 5. Januar 2023 entstandene Hinderungsgrund ist am 10. Januar 2023 entfallen.`)
  })
})

describe('equal votes without a recorded tie: the others are the candidates not skipped with the same votes', () => {
  it('names only the level candidate who was not skipped (§ 34 Abs. 1 Satz 1 Hs. 2 KWG)', () => {
    const { ix, d, asOf } = decide(caseOf([cand(1, 900, true), cand(2, 400), cand(3, 400), cand(4, 400), cand(5, 300)], []))
    const winner = { candidate: id('A-3'), verdict: 'successor' as const, rule: 'kwg34.1.s1.tie' as const }
    const fake = {
      ...d,
      tie: null,
      considered: [
        { candidate: id('A-2'), verdict: 'skipped', rule: 'kwg34.2.n3.death' },
        winner,
        { candidate: id('A-4'), verdict: 'lotLost', rule: 'kwg34.1a.lot' },
        { candidate: id('A-5'), verdict: 'tied', rule: 'kwg34.1a.lot' },
      ],
    } as Determination
    expect(candidateParagraph(ix, 'de', fake, winner, asOf)).toEqual({
      _tag: 'paragraph',
      key: 'candidate',
      text: 'A Nummer 3 (400 Stimmen), Platz 3, hat ebenso viele Stimmen wie A Nummer 4 (400 Stimmen). Bei gleicher Stimmenzahl ist die Reihenfolge der Benennung im Wahlvorschlag entscheidend (§ 34 Abs. 1 Satz 1 Hs. 2 KWG); A Nummer 3 ist früher benannt. Folglich rückt A Nummer 3 nach.',
      norms: ['kwg34.1.s1.tie'],
      candidates: ['A-3'],
    })
  })
})

describe('votes against list order (§ 34 Abs. 1 Satz 1 KWG)', () => {
  const order = (c: Json, lang: Lang): unknown => {
    const { ix, d } = decide(c)
    return listOrderParagraph(ix, lang, d)
  }
  const RULE_DE = 'Nach § 34 Abs. 1 Satz 1 Hs. 1 KWG entscheidet die Stimmenzahl; die Reihenfolge der Benennung gibt nur bei gleicher Stimmenzahl den Ausschlag (§ 34 Abs. 1 Satz 1 Hs. 2 KWG).'
  const RULE_EN = 'Under § 34 Abs. 1 Satz 1 Hs. 1 KWG the number of votes decides; the order of naming decides only on equal votes (§ 34 Abs. 1 Satz 1 Hs. 2 KWG).'
  const listOrder = (text: string, candidates: ReadonlyArray<string>): unknown => ({ _tag: 'paragraph', key: 'listOrder', text, norms: ['kwg34.1.s1.rank', 'kwg34.1.s1.tie'], candidates })

  it('one earlier candidate with fewer votes; an elected one is not among them', () => {
    const c = caseOf([cand(1, 900, true), cand(2, 10, true), cand(3, 100), cand(5, 400)], [])
    expect(order(c, 'de')).toEqual(listOrder(`A Nummer 5 ist erst auf Platz 5 benannt; A Nummer 3 (100 Stimmen) ist früher benannt, hat aber weniger Stimmen und ist daher, soweit noch nicht berufen, nachrangig. ${RULE_DE}`, ['A-5', 'A-3']))
    expect(order(c, 'en')).toEqual(listOrder(`A Nummer 5 is named only at position 5; A Nummer 3 (100 votes) is named earlier but has fewer votes and, as far as not yet called, ranks below. ${RULE_EN}`, ['A-5', 'A-3']))
  })

  it('two earlier candidates in list order, and conversely two named later who were examined first', () => {
    const c = caseOf([cand(1, 900, true), cand(7, 600), cand(4, 200), cand(2, 100), cand(3, 50, true), cand(6, 700), cand(5, 400)], [
      { date: '2023-01-05', type: 'candidateDied', candidate: 'A-6' },
      { date: '2023-01-05', type: 'candidateDied', candidate: 'A-7' },
    ])
    expect(order(c, 'de')).toEqual(
      listOrder(
        `A Nummer 5 ist erst auf Platz 5 benannt; A Nummer 2 (100 Stimmen) und A Nummer 4 (200 Stimmen) sind früher benannt, haben aber weniger Stimmen und sind daher, soweit noch nicht berufen, nachrangig. Umgekehrt waren A Nummer 6 (Platz 6) und A Nummer 7 (Platz 7) trotz späterer Benennung wegen der höheren Stimmenzahl vor A Nummer 5 zu prüfen. ${RULE_DE}`,
        ['A-5', 'A-2', 'A-4'],
      ),
    )
    expect(order(c, 'en')).toEqual(
      listOrder(
        `A Nummer 5 is named only at position 5; A Nummer 2 (100 votes) and A Nummer 4 (200 votes) are named earlier but have fewer votes and, as far as not yet called, rank below. Conversely, A Nummer 6 (position 6) and A Nummer 7 (position 7) had to be examined before A Nummer 5 despite being named later, because of more votes. ${RULE_EN}`,
        ['A-5', 'A-2', 'A-4'],
      ),
    )
  })

  it('no earlier candidate, one named later who was examined first', () => {
    const c = caseOf([cand(1, 900, true), cand(2, 400), cand(3, 600)], [{ date: '2023-01-05', type: 'candidateDied', candidate: 'A-3' }])
    expect(order(c, 'de')).toEqual(listOrder(`A Nummer 3 (Platz 3) war trotz späterer Benennung wegen der höheren Stimmenzahl vor A Nummer 2 zu prüfen. ${RULE_DE}`, ['A-2']))
    expect(order(c, 'en')).toEqual(listOrder(`A Nummer 3 (position 3) had to be examined before A Nummer 2 despite being named later, because of more votes. ${RULE_EN}`, ['A-2']))
  })

  it('at most five earlier candidates are named, the rest counted', () => {
    const seven = caseOf([cand(1, 900, true), ...[2, 3, 4, 5, 6, 7, 8].map((p) => cand(p, 10 * p)), cand(9, 500)], [])
    const named = 'A Nummer 2 (20 Stimmen), A Nummer 3 (30 Stimmen), A Nummer 4 (40 Stimmen), A Nummer 5 (50 Stimmen)'
    expect(order(seven, 'de')).toEqual(
      listOrder(`A Nummer 9 ist erst auf Platz 9 benannt; ${named}, A Nummer 6 (60 Stimmen) und 2 weitere sind früher benannt, haben aber weniger Stimmen und sind daher, soweit noch nicht berufen, nachrangig. ${RULE_DE}`, ['A-9', 'A-2', 'A-3', 'A-4', 'A-5', 'A-6']),
    )
    expect(order(seven, 'en')).toEqual(
      listOrder(
        `A Nummer 9 is named only at position 9; A Nummer 2 (20 votes), A Nummer 3 (30 votes), A Nummer 4 (40 votes), A Nummer 5 (50 votes), A Nummer 6 (60 votes) and 2 more are named earlier but have fewer votes and, as far as not yet called, rank below. ${RULE_EN}`,
        ['A-9', 'A-2', 'A-3', 'A-4', 'A-5', 'A-6'],
      ),
    )
    const five = caseOf([cand(1, 900, true), ...[2, 3, 4, 5, 6].map((p) => cand(p, 10 * p)), cand(7, 500)], [])
    expect(order(five, 'de')).toEqual(
      listOrder(`A Nummer 7 ist erst auf Platz 7 benannt; ${named} und A Nummer 6 (60 Stimmen) sind früher benannt, haben aber weniger Stimmen und sind daher, soweit noch nicht berufen, nachrangig. ${RULE_DE}`, ['A-7', 'A-2', 'A-3', 'A-4', 'A-5', 'A-6']),
    )
  })

  it('an earlier candidate with equal votes is not one with fewer votes', () => {
    // the engine would call A-4 (equal votes, named earlier); the determination is set by hand
    const { ix, d } = decide(caseOf([cand(1, 900, true), cand(3, 100), cand(4, 400), cand(5, 400)], []))
    const fake = { ...d, successor: id('A-5'), considered: [{ candidate: id('A-5'), verdict: 'successor' as const, rule: 'kwg34.1.s1.rank' as const }] } as Determination
    expect(listOrderParagraph(ix, 'de', fake)).toEqual(listOrder(`A Nummer 5 ist erst auf Platz 5 benannt; A Nummer 3 (100 Stimmen) ist früher benannt, hat aber weniger Stimmen und ist daher, soweit noch nicht berufen, nachrangig. ${RULE_DE}`, ['A-5', 'A-3']))
  })
})

describe('the lot drawn by the returning officer (§ 34 Abs. 1a Hs. 2 KWG), vector edge-015', () => {
  const edge015 = (): Json => (JSON.parse(readFileSync(join(ROOT, 'spec', 'conformance', 'vectors', 'edge-015.json'), 'utf8')) as { case: Json }).case

  it('tells the drawing with its date and the drawn candidate', () => {
    const { ix, d } = decide(edge015())
    expect(tieParagraph(ix, 'de', d)).toEqual({
      _tag: 'paragraph',
      key: 'tie',
      text: 'Stimmengleichheit: Tanja Jansen (188 Stimmen) und Uwe Roth (188 Stimmen) haben je 188 Stimmen. Der Wahlleiter hat am 21. Mai 2024 das Los gezogen (§ 34 Abs. 1a Hs. 2 KWG); gezogen wurde Uwe Roth.',
      norms: ['kwg34.1a.lot'],
      candidates: ['HW-6', 'HW-7'],
    })
    expect(tieParagraph(ix, 'en', d)?.text).toBe(
      'Equal votes [Stimmengleichheit]: Tanja Jansen (188 votes) and Uwe Roth (188 votes) have 188 votes each. The returning officer drew the lot on 21 May 2024 (§ 34 Abs. 1a Hs. 2 KWG); Uwe Roth was drawn.',
    )
  })

  it("a drawing for another vacancy is not this one's: the tie tells the drawing it rests on", () => {
    const { ix, d } = decide(edge015())
    const other = { _tag: 'lotDrawn', index: 99, date: date('2024-05-10'), vacancy: id('HW-1'), among: [id('HW-6'), id('HW-7')], winner: id('HW-6') }
    const withOther = { ...ix, case: { ...ix.case, events: [other, ...ix.case.events] } } as CaseIndex
    expect(tieParagraph(withOther, 'de', d)?.text).toBe(
      'Stimmengleichheit: Tanja Jansen (188 Stimmen) und Uwe Roth (188 Stimmen) haben je 188 Stimmen. Der Wahlleiter hat am 21. Mai 2024 das Los gezogen (§ 34 Abs. 1a Hs. 2 KWG); gezogen wurde Uwe Roth.',
    )
  })
})

describe('the lists and the facts without effect about others', () => {
  it('the ranking is a numbered list keyed "ranking", one item per considered candidate', () => {
    const { ix, d } = decide(caseOf(three(), [on2('2023-01-20', 'candidateDied')]))
    expect(rankingList(ix, 'de', d)).toEqual({
      _tag: 'list',
      key: 'ranking',
      ordered: true,
      items: [
        { _tag: 'paragraph', key: null, text: 'A Nummer 2 (400 Stimmen), Platz 2', norms: [], candidates: ['A-2'] },
        { _tag: 'paragraph', key: null, text: 'A Nummer 3 (300 Stimmen), Platz 3', norms: [], candidates: ['A-3'] },
      ],
    })
  })

  it('the facts list keyed "facts" holds the facts up to and including the decision date', () => {
    const { ix } = decide(caseOf(three(), [on2('2023-01-20', 'candidateDied'), { date: '2023-03-02', type: 'candidateDied', candidate: 'A-3' }]))
    expect(factsList(ix, 'de', date('2023-03-01'))).toEqual({
      _tag: 'list',
      key: 'facts',
      ordered: false,
      items: [
        { _tag: 'paragraph', key: null, text: '20. Januar 2023: A Nummer 2 (400 Stimmen) stirbt.', norms: [], candidates: [] },
        { _tag: 'paragraph', key: null, text: '1. März 2023: A Nummer 1 (500 Stimmen) stirbt.', norms: [], candidates: [] },
      ],
    })
  })

  it('an oral waiver of a candidate not considered is its own paragraph, naming that candidate', () => {
    const { ix, d } = decide(caseOf(three(), [{ date: '2023-01-04', type: 'candidateWaived', candidate: 'A-3', written: false, to: 'party' }]))
    expect(otherDisregarded(ix, 'de', d)).toEqual([
      {
        _tag: 'paragraph',
        key: 'disregarded',
        text: 'A Nummer 3 hat am 4. Januar 2023 nur mündlich gegenüber der Partei verzichtet. Nach § 34 Abs. 2 Nr. 2 KWG bleibt nur unberücksichtigt, wer dem Wahlleiter schriftlich den Verzicht erklärt hat; der mündliche Verzicht ist ohne Wirkung.',
        norms: ['kwg34.2.n2'],
        candidates: ['A-3'],
      },
    ])
  })
})
