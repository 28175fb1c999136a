// The public notice (Bekanntmachung) of a determination under § 34 Abs. 3
// Satz 1 KWG (src/explain/notice.ts), pinned word for word on small
// hand-built determinations: the departure with its ground, date and norm of
// § 33 KWG (or § 23 Abs. 2 Satz 3 KWG), the finding of the returning officer
// or of the body after his inaction (§ 34 Abs. 4 Satz 3 KWG), the candidates
// left out under § 34 Abs. 2 KWG, the instructions on remedies (§ 34 Abs. 4,
// §§ 25 to 27 KWG, § 34 Abs. 5 KWG), the signature block, the note instead of
// a notice and the list of members. properties/notice.test.ts checks the
// notice on the vectors with `toContain`; here whole texts, keys and the
// candidates each paragraph names are pinned, in German and English.
// Every expected text was worked out from the source and the law and read for
// its German (the objection period: two weeks from the notice end on the same
// weekday, §§ 187, 188 BGB). Each value is computed inside its test: Stryker
// switches a mutant on only while a test runs. The tables of the reasons for
// leaving a candidate out are module-level values and are read through a fresh
// import (vi.resetModules).
import { describe, expect, it, vi } from 'vitest'
import * as api from './support/public.js'
import type { CandidateId, IsoDate, ListId } from '../src/domain/brand.js'
import type { Considered } from '../src/domain/determination.js'
import type { SkipRule } from '../src/domain/standing.js'
import { type DepartureCause, memberLeft, type MemberLeft } from '../src/domain/events.js'
import type { NormId } from '../src/domain/norms.js'
import { type Lang, paragraphsOf, type Section } from '../src/explain/document.js'
import { type CaseIndex, indexCase } from '../src/explain/facts.js'
import { type Announced, membersList, noNoticeSection, noticeSections, signature } from '../src/explain/notice.js'

type Json = Record<string, unknown>
const id = (s: string): CandidateId => s as CandidateId
const date = (s: string): IsoDate => s as IsoDate

const NAMES = [
  'Anna Arnold',
  'Bernd Bauer',
  'Clara Conrad',
  'Dieter Dorn',
  'Erika Ernst',
  'Fritz Fink',
  'Gerda Graf',
  'Hans Huber',
  'Ida Illner',
  'Jonas Jahn',
  'Karla Kern',
  'Lars Lang',
  'Mia Moll',
  'Nils Noll',
]
/** One list „Liste A“ of 14 candidates A-1 … A-14 (A-1 elected with 500 votes; then 400, 380, … 160 votes); A-1 dies on 1 March 2023. */
const caseOf = (body: Json): Json => ({
  format: 'nachruecken.case/1',
  // a field given as undefined is left out
  body: Object.fromEntries(
    Object.entries({
      name: 'Gemeindevertretung Prüfstadt',
      kind: 'gemeindevertretung',
      statutoryMemberCount: 9,
      electionMode: 'proportional',
      term: { start: '2021-04-01', end: '2026-03-31' },
      eligibleVoters: 6840,
      ...body,
    }).filter(([, v]) => v !== undefined),
  ),
  lists: [
    {
      id: 'A',
      name: 'Liste A',
      group: 'party',
      setUp: '2020-11-01',
      candidates: NAMES.map((name, i) => ({ id: `A-${i + 1}`, name, position: i + 1, votes: i === 0 ? 500 : 420 - 20 * i, elected: i === 0 })),
    },
  ],
  events: [{ date: '2023-03-01', type: 'memberLeft', member: 'A-1', cause: 'death' }],
  query: { vacancy: 'A-1', asOf: '2023-03-31' },
})
/** The index of the case, with the body's fields replaced as given (undefined: left out). */
const ixOf = (body: Json = {}): CaseIndex => {
  const r = api.decideCase(caseOf(body))
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
  return indexCase(r.right.case)
}

/** A-1 left on 1 March 2023 for the cause given. */
const left = (cause: DepartureCause, effective: string | null = null, finalJudgment = false): MemberLeft =>
  memberLeft(0, date('2023-03-01'), id('A-1'), cause, cause === 'seatWaiver' ? { written: true, to: 'returningOfficer' } : null, effective === null ? null : date(effective), finalJudgment)

/** The returning officer determines on 31 March 2023, and announces it the same day, that Bernd Bauer succeeds Anna Arnold, who died. */
const announced = (over: Partial<Announced> = {}): Announced => ({
  vacancy: id('A-1'),
  list: 'A' as ListId,
  departure: left('death'),
  outcome: 'successor',
  successor: id('A-2'),
  memberCount: 9,
  skipped: [],
  determined: date('2023-03-31'),
  date: date('2023-03-31'),
  by: 'returningOfficer',
  review: null,
  ...over,
})
const vacant: Partial<Announced> = { outcome: 'vacant', successor: null, memberCount: 8 }
/** An inconsistent input: a vacant outcome that still carries a successor; the outcome decides. */
const vacantWithSuccessor: Partial<Announced> = { outcome: 'vacant', successor: id('A-2'), memberCount: 8 }

const sectionOf = (ss: ReadonlyArray<Section>, key: string): Section => {
  const s = ss.find((x) => x.key === key)
  if (s === undefined) throw new Error(`no section ${key}`)
  return s
}
/** The text of the only paragraph with this key in the notice. */
const textOf = (ix: CaseIndex, lang: Lang, a: Announced, key: string): string => {
  const ps = noticeSections(ix, lang, a).flatMap((s) => paragraphsOf(s)).filter((p) => p.key === key)
  expect(ps.length, key).toBe(1)
  return ps[0]?.text ?? ''
}
/** Each paragraph of a section as key, text, norms and the candidates it names. */
const told = (s: Section): ReadonlyArray<readonly [string | null, string, ReadonlyArray<NormId>, ReadonlyArray<CandidateId>]> =>
  paragraphsOf(s).map((p) => [p.key, p.text, p.norms, p.candidates] as const)

const WHO_DE = 'Anna Arnold (Wahlvorschlag „Liste A“)'
const WHO_EN = 'Anna Arnold (list “Liste A”)'
const SUCCEEDS_DE =
  'An die Stelle von Anna Arnold rückt Bernd Bauer (400 Stimmen) aus dem Wahlvorschlag „Liste A“ als Mitglied der Gemeindevertretung nach (§ 34 Abs. 1 Satz 1 KWG, § 34 Abs. 3 Satz 1 KWG). Bernd Bauer erwirbt die Rechtsstellung mit dieser Feststellung (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 1 KWG).'
const SUCCEEDS_EN =
  'Bernd Bauer (400 votes) of the list “Liste A” succeeds Anna Arnold as a member of the municipal council [Gemeindevertretung] (§ 34 Abs. 1 Satz 1 KWG, § 34 Abs. 3 Satz 1 KWG). Bernd Bauer acquires the status with this determination (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 1 KWG).'
const VACANT_DE =
  'Der Wahlvorschlag „Liste A“ ist erschöpft. Der Sitz von Anna Arnold bleibt unbesetzt; die gesetzliche Mitgliederzahl der Gemeindevertretung vermindert sich für die laufende Wahlzeit auf 8 (§ 34 Abs. 1 Satz 2 Hs. 1 KWG, § 34 Abs. 1 Satz 2 Hs. 2 KWG, § 34 Abs. 3 Satz 1 KWG).'
const VACANT_EN =
  'The list “Liste A” is exhausted. The seat of Anna Arnold stays empty; the legal member count of the municipal council [Gemeindevertretung] is now 8 for the current term (§ 34 Abs. 1 Satz 2 Hs. 1 KWG, § 34 Abs. 1 Satz 2 Hs. 2 KWG, § 34 Abs. 3 Satz 1 KWG).'

describe('the departure: who left, when, on which ground (§ 33 KWG, § 23 Abs. 2 Satz 3 KWG)', () => {
  const departure = (lang: Lang, d: MemberLeft | null, over: Partial<Announced> = {}): string => textOf(ixOf(), lang, announced({ departure: d, ...over }), 'notice.departure')

  it('the paragraph names the departed member', () => {
    const p = noticeSections(ixOf(), 'de', announced())[0]?.blocks[0]
    expect(p).toEqual({
      _tag: 'paragraph',
      key: 'notice.departure',
      text: `${WHO_DE}, Mitglied der Gemeindevertretung, ist am 1. März 2023 verstorben.`,
      norms: [],
      candidates: ['A-1'],
    })
  })

  it('death (§ 34 Abs. 1 Satz 1 Alt. 1 KWG)', () => {
    expect(departure('en', left('death'))).toBe(`${WHO_EN}, member of the municipal council [Gemeindevertretung], died on 1 March 2023.`)
  })

  it('the status counts as not acquired: without a recorded departure, and as a recorded cause (§ 23 Abs. 2 Satz 3 KWG)', () => {
    expect(departure('de', null)).toBe(
      `Die Rechtsstellung von ${WHO_DE} als Mitglied der Gemeindevertretung gilt als nicht erworben, weil die Beseitigung eines Hinderungsgrundes nicht fristgerecht nachgewiesen wurde (§ 23 Abs. 2 Satz 3 KWG).`,
    )
    expect(departure('en', null)).toBe(
      `The status of ${WHO_EN} as a member of the municipal council [Gemeindevertretung] counts as not acquired, because the removal of an incompatibility was not proven in time (§ 23 Abs. 2 Satz 3 KWG).`,
    )
    // the fiction works backwards: the date recorded is the day of leaving, not a day since which the status counts as not acquired
    expect(departure('de', left('statusNotAcquired'))).toBe(
      `Die Rechtsstellung von ${WHO_DE} als Mitglied der Gemeindevertretung gilt als nicht erworben, weil Anna Arnold die Beseitigung eines Hinderungsgrundes nicht fristgerecht nachgewiesen hat; Anna Arnold ist am 1. März 2023 ausgeschieden (§ 23 Abs. 2 Satz 3 KWG).`,
    )
    expect(departure('en', left('statusNotAcquired'))).toBe(
      `The status of ${WHO_EN} as a member of the municipal council [Gemeindevertretung] counts as not acquired, because Anna Arnold did not prove the removal of an incompatibility in time; Anna Arnold left on 1 March 2023 (§ 23 Abs. 2 Satz 3 KWG).`,
    )
    const p = noticeSections(ixOf(), 'de', announced({ departure: left('statusNotAcquired') }))[0]?.blocks[0]
    expect(p).toMatchObject({ key: 'notice.departure', norms: ['kwg23.2.s3'], candidates: ['A-1'] })
  })

  it('a seat waiver takes effect with the determination, or on a later day the member named (§ 33 Abs. 1 Nr. 1, Abs. 2, Abs. 3 KWG)', () => {
    const de = (end: string): string =>
      `${WHO_DE} hat am 1. März 2023 dem Wahlleiter schriftlich den Verzicht auf den Sitz in der Gemeindevertretung erklärt (§ 33 Abs. 1 Nr. 1 KWG, § 33 Abs. 2 KWG) und scheidet ${end} aus (§ 33 Abs. 3 KWG).`
    const en = (end: string): string =>
      `${WHO_EN} declared on 1 March 2023 in writing to the returning officer the waiver of the seat in the municipal council [Gemeindevertretung] (§ 33 Abs. 1 Nr. 1 KWG, § 33 Abs. 2 KWG) and leaves ${end} (§ 33 Abs. 3 KWG).`
    // no date named
    expect(departure('de', left('seatWaiver'))).toBe(de('mit dieser Feststellung'))
    expect(departure('en', left('seatWaiver'))).toBe(en('with this determination'))
    // a day after the determination (31 March 2023)
    expect(departure('de', left('seatWaiver', '2023-04-15'))).toBe(de('mit Wirkung zum 15. April 2023'))
    expect(departure('en', left('seatWaiver', '2023-04-15'))).toBe(en('with effect from 15 April 2023'))
    // the day of the determination, or a day before it: the determination is the later
    expect(departure('de', left('seatWaiver', '2023-03-31'))).toBe(de('mit dieser Feststellung'))
    expect(departure('en', left('seatWaiver', '2023-03-31'))).toBe(en('with this determination'))
    expect(departure('de', left('seatWaiver', '2023-03-15'))).toBe(de('mit dieser Feststellung'))
    expect(departure('en', left('seatWaiver', '2023-03-15'))).toBe(en('with this determination'))
    // the determination, not the notice, is compared: a notice after the day named does not change it
    expect(departure('de', left('seatWaiver', '2023-04-15'), { date: date('2023-04-20') })).toBe(de('mit Wirkung zum 15. April 2023'))
  })

  it('a lost eligibility, a lost capacity to hold office, an incompatibility: leaving with a final judgment or once unchallengeable (§ 33 Abs. 1 Nr. 2, Abs. 3 KWG)', () => {
    const grounds: ReadonlyArray<readonly [DepartureCause, string, string]> = [
      ['eligibilityLost', 'die Wählbarkeit verloren', 'lost eligibility [Wählbarkeit]'],
      ['officeCapacityLost', 'die Amtsfähigkeit verloren', 'lost the capacity to hold public office [Amtsfähigkeit]'],
      ['incompatibility', 'wegen eines Hinderungsgrundes den Sitz verloren', 'lost the seat because of an incompatibility [Hinderungsgrund]'],
    ]
    for (const [cause, de, en] of grounds) {
      expect(departure('de', left(cause, null, true)), cause).toBe(
        `${WHO_DE} hat am 1. März 2023 ${de} (§ 33 Abs. 1 Nr. 2 KWG); der Grund ist durch rechtskräftiges Urteil festgestellt. Anna Arnold scheidet mit dieser Feststellung aus der Gemeindevertretung aus (§ 33 Abs. 3 KWG).`,
      )
      expect(departure('en', left(cause, null, true)), cause).toBe(
        `${WHO_EN} ${en} on 1 March 2023 (§ 33 Abs. 1 Nr. 2 KWG); a final judgment establishes the ground. Anna Arnold leaves the municipal council [Gemeindevertretung] with this determination (§ 33 Abs. 3 KWG).`,
      )
      expect(departure('de', left(cause)), cause).toBe(
        `${WHO_DE} hat am 1. März 2023 ${de} (§ 33 Abs. 1 Nr. 2 KWG). Anna Arnold scheidet aus der Gemeindevertretung aus, sobald diese Feststellung nicht mehr angefochten werden kann; bis dahin bleibt Anna Arnold Mitglied (§ 33 Abs. 3 KWG).`,
      )
      expect(departure('en', left(cause)), cause).toBe(
        `${WHO_EN} ${en} on 1 March 2023 (§ 33 Abs. 1 Nr. 2 KWG). Anna Arnold leaves the municipal council [Gemeindevertretung] when this determination can no longer be challenged; until then Anna Arnold remains a member (§ 33 Abs. 3 KWG).`,
      )
    }
  })

  it('a decision in review proceedings that became final (§ 33 Abs. 1 Nr. 3 KWG)', () => {
    expect(departure('de', left('reviewDecision'))).toBe(
      `${WHO_DE} hat den Sitz in der Gemeindevertretung durch die am 1. März 2023 rechtskräftig gewordene Entscheidung im Wahlprüfungsverfahren verloren (§ 33 Abs. 1 Nr. 3 KWG).`,
    )
    expect(departure('en', left('reviewDecision'))).toBe(
      `${WHO_EN} lost the seat in the municipal council [Gemeindevertretung] by the decision in review proceedings that became final on 1 March 2023 (§ 33 Abs. 1 Nr. 3 KWG).`,
    )
  })

  it('a merger (§ 33 Abs. 1 Nr. 4 KWG) is told as a plain leaving with its norm', () => {
    expect(departure('de', left('merger'))).toBe(`${WHO_DE} ist am 1. März 2023 ausgeschieden (§ 33 Abs. 1 Nr. 4 KWG).`)
    expect(departure('en', left('merger'))).toBe(`${WHO_EN} left on 1 March 2023 (§ 33 Abs. 1 Nr. 4 KWG).`)
  })
})

describe('the finding (§ 34 Abs. 3 Satz 1 KWG; by the body after the inaction of the returning officer, § 34 Abs. 4 Satz 3 KWG)', () => {
  const finding = (lang: Lang, over: Partial<Announced>): string => textOf(ixOf(), lang, announced(over), 'notice.finding')
  const norms = (lang: Lang, over: Partial<Announced>): ReadonlyArray<NormId> | undefined =>
    noticeSections(ixOf(), lang, announced(over))
      .flatMap((s) => paragraphsOf(s))
      .find((p) => p.key === 'notice.finding')?.norms
  const later = { date: date('2023-04-03') }

  it('the returning officer: "I determine" in the notice of the same day, "I determined on …" in a later notice', () => {
    expect(finding('de', {})).toBe(`Gemäß § 34 Abs. 3 Satz 1 KWG stelle ich fest: ${SUCCEEDS_DE}`)
    expect(finding('en', {})).toBe(`Under § 34 Abs. 3 Satz 1 KWG I determine: ${SUCCEEDS_EN}`)
    expect(finding('de', later)).toBe(`Gemäß § 34 Abs. 3 Satz 1 KWG habe ich am 31. März 2023 festgestellt: ${SUCCEEDS_DE}`)
    expect(finding('en', later)).toBe(`Under § 34 Abs. 3 Satz 1 KWG I determined on 31 March 2023: ${SUCCEEDS_EN}`)
    // the norm of the introduction is cited through the paragraph, first
    for (const lang of ['de', 'en'] as const)
      for (const over of [{}, later]) expect(norms(lang, over)).toEqual(['kwg34.3.s1', 'kwg34.1.s1.trigger', 'kwg34.3.s2', 'kwg23.1'])
  })

  it('the body in place of the inactive returning officer, with the date of its determination when the notice is later', () => {
    const body = { by: 'body' as const }
    expect(finding('de', body)).toBe(`Die Gemeindevertretung hat anstelle des untätig gebliebenen Wahlleiters festgestellt (§ 34 Abs. 4 Satz 3 KWG): ${SUCCEEDS_DE}`)
    expect(finding('en', body)).toBe(`The municipal council [Gemeindevertretung] has determined in place of the inactive returning officer (§ 34 Abs. 4 Satz 3 KWG): ${SUCCEEDS_EN}`)
    expect(finding('de', { ...body, ...later })).toBe(
      `Die Gemeindevertretung hat am 31. März 2023 anstelle des untätig gebliebenen Wahlleiters festgestellt (§ 34 Abs. 4 Satz 3 KWG): ${SUCCEEDS_DE}`,
    )
    expect(finding('en', { ...body, ...later })).toBe(
      `The municipal council [Gemeindevertretung] has determined on 31 March 2023 in place of the inactive returning officer (§ 34 Abs. 4 Satz 3 KWG): ${SUCCEEDS_EN}`,
    )
    // § 34 Abs. 4 Satz 3 KWG is among the paragraph's norms, as printed
    for (const lang of ['de', 'en'] as const)
      for (const over of [body, { ...body, ...later }]) expect(norms(lang, over)).toEqual(['kwg34.4.s3', 'kwg34.1.s1.trigger', 'kwg34.3.s1', 'kwg34.3.s2', 'kwg23.1'])
    expect(norms('de', { ...body, ...vacant })).toEqual(['kwg34.4.s3', 'kwg34.1.s2.vacant', 'kwg34.1.s2.count', 'kwg34.3.s1'])
  })

  it('an exhausted list: the seat stays empty, the legal member count is reduced (§ 34 Abs. 1 Satz 2 KWG); the paragraph names only the departed member', () => {
    const s = noticeSections(ixOf(), 'de', announced(vacant))[0]?.blocks[1]
    expect(s).toEqual({
      _tag: 'paragraph',
      key: 'notice.finding',
      text: `Gemäß § 34 Abs. 3 Satz 1 KWG stelle ich fest: ${VACANT_DE}`,
      norms: ['kwg34.3.s1', 'kwg34.1.s2.vacant', 'kwg34.1.s2.count'],
      candidates: ['A-1'],
    })
    expect(finding('en', vacant)).toBe(`Under § 34 Abs. 3 Satz 1 KWG I determine: ${VACANT_EN}`)
  })

  it('the outcome decides: a vacant outcome is announced as vacant even if a successor id is passed', () => {
    expect(finding('de', vacantWithSuccessor)).toBe(`Gemäß § 34 Abs. 3 Satz 1 KWG stelle ich fest: ${VACANT_DE}`)
    expect(finding('en', vacantWithSuccessor)).toBe(`Under § 34 Abs. 3 Satz 1 KWG I determine: ${VACANT_EN}`)
  })
})

describe('the candidates left out (§ 34 Abs. 2 KWG)', () => {
  const skip = (n: number, rule: SkipRule): Considered => ({ candidate: id(`A-${n}`), verdict: 'skipped', rule })
  /** Bernd Bauer, Clara Conrad, Dieter Dorn and Erika Ernst, one for each ground of § 34 Abs. 2 KWG; Fritz Fink succeeds. */
  const four = (): ReadonlyArray<Considered> => [skip(2, 'kwg34.2.n1'), skip(3, 'kwg34.2.n2'), skip(4, 'kwg34.2.n3.death'), skip(5, 'kwg34.2.n3.ground')]
  const LEFT_OUT_DE =
    'Bernd Bauer (aus der Partei oder Wählergruppe ausgeschieden, § 34 Abs. 2 Nr. 1 KWG), Clara Conrad (Verzicht auf die Anwartschaft, § 34 Abs. 2 Nr. 2 KWG), Dieter Dorn (verstorben, § 34 Abs. 2 Nr. 3 Alt. 1 KWG) und Erika Ernst (Grund nach § 33 Abs. 1 Nr. 2 KWG, § 34 Abs. 2 Nr. 3 Alt. 2 KWG)'
  const LEFT_OUT_EN =
    'Bernd Bauer (left the party or voter group, § 34 Abs. 2 Nr. 1 KWG), Clara Conrad (waived the expectancy [Anwartschaft], § 34 Abs. 2 Nr. 2 KWG), Dieter Dorn (deceased, § 34 Abs. 2 Nr. 3 Alt. 1 KWG) and Erika Ernst (ground under § 33 Abs. 1 Nr. 2 KWG, § 34 Abs. 2 Nr. 3 Alt. 2 KWG)'

  it('each is named with the ground in words and its norm, in both languages', async () => {
    // the tables of the grounds are module-level: read them through a fresh module
    vi.resetModules()
    const m = await import('../src/explain/notice.js')
    const ix = ixOf()
    const a = announced({ successor: id('A-6'), skipped: four() })
    const de = m.noticeSections(ix, 'de', a).flatMap((s) => paragraphsOf(s)).find((p) => p.key === 'notice.skipped')
    expect(de).toEqual({
      _tag: 'paragraph',
      key: 'notice.skipped',
      text: `Die nach der Stimmenzahl vor Fritz Fink stehenden Bewerber bleiben unberücksichtigt: ${LEFT_OUT_DE}.`,
      norms: ['kwg34.2.n1', 'kwg34.2.n2', 'kwg34.2.n3.death', 'kwg34.2.n3.ground'],
      candidates: ['A-2', 'A-3', 'A-4', 'A-5'],
    })
    const en = m.noticeSections(ix, 'en', a).flatMap((s) => paragraphsOf(s)).find((p) => p.key === 'notice.skipped')
    expect(en?.text).toBe(`The candidates ranked above Fritz Fink by votes are left out: ${LEFT_OUT_EN}.`)
  })

  it('an exhausted list: every candidate not yet called is left out', async () => {
    vi.resetModules()
    const m = await import('../src/explain/notice.js')
    const ix = ixOf()
    const text = (lang: Lang, over: Partial<Announced>): string | undefined =>
      m
        .noticeSections(ix, lang, announced({ ...over, skipped: four() }))
        .flatMap((s) => paragraphsOf(s))
        .find((p) => p.key === 'notice.skipped')?.text
    expect(text('de', vacant)).toBe(`Alle noch nicht berufenen Bewerber des Wahlvorschlags bleiben unberücksichtigt: ${LEFT_OUT_DE}.`)
    expect(text('en', vacant)).toBe(`Every candidate of the list not yet called is left out: ${LEFT_OUT_EN}.`)
    // the outcome decides, not a successor id passed with a vacant outcome
    expect(text('de', vacantWithSuccessor)).toBe(`Alle noch nicht berufenen Bewerber des Wahlvorschlags bleiben unberücksichtigt: ${LEFT_OUT_DE}.`)
    expect(text('en', vacantWithSuccessor)).toBe(`Every candidate of the list not yet called is left out: ${LEFT_OUT_EN}.`)
  })

  it('one candidate left out is told in the singular', () => {
    const ix = ixOf()
    const para = (lang: Lang, over: Partial<Announced>) =>
      noticeSections(ix, lang, announced({ skipped: [skip(2, 'kwg34.2.n3.death')], ...over }))
        .flatMap((s) => paragraphsOf(s))
        .find((p) => p.key === 'notice.skipped')
    // Bernd Bauer died; Clara Conrad succeeds
    expect(para('de', { successor: id('A-3') })).toEqual({
      _tag: 'paragraph',
      key: 'notice.skipped',
      text: 'Der nach der Stimmenzahl vor Clara Conrad stehende Bewerber bleibt unberücksichtigt: Bernd Bauer (verstorben, § 34 Abs. 2 Nr. 3 Alt. 1 KWG).',
      norms: ['kwg34.2.n3.death'],
      candidates: ['A-2'],
    })
    expect(para('en', { successor: id('A-3') })?.text).toBe('The candidate ranked above Clara Conrad by votes is left out: Bernd Bauer (deceased, § 34 Abs. 2 Nr. 3 Alt. 1 KWG).')
    // the only candidate not yet called is left out: the list is exhausted (the outcome decides)
    for (const over of [vacant, vacantWithSuccessor]) {
      expect(para('de', over)?.text).toBe('Der einzige noch nicht berufene Bewerber des Wahlvorschlags bleibt unberücksichtigt: Bernd Bauer (verstorben, § 34 Abs. 2 Nr. 3 Alt. 1 KWG).')
      expect(para('en', over)?.text).toBe('The only candidate of the list not yet called is left out: Bernd Bauer (deceased, § 34 Abs. 2 Nr. 3 Alt. 1 KWG).')
    }
  })

  it('ten are all named; from the eleventh on, the rest are counted', () => {
    const ix = ixOf()
    const waived = (n: number): string => `${NAMES[n - 1] ?? ''} (Verzicht auf die Anwartschaft, § 34 Abs. 2 Nr. 2 KWG)`
    const waivedEn = (n: number): string => `${NAMES[n - 1] ?? ''} (waived the expectancy [Anwartschaft], § 34 Abs. 2 Nr. 2 KWG)`
    const range = (from: number, to: number): ReadonlyArray<number> => Array.from({ length: to - from + 1 }, (_, i) => from + i)
    const skipped = (from: number, to: number): ReadonlyArray<Considered> => range(from, to).map((n) => skip(n, 'kwg34.2.n2'))
    const para = (lang: Lang, a: Announced) => noticeSections(ix, lang, a).flatMap((s) => paragraphsOf(s)).find((p) => p.key === 'notice.skipped')
    // ten: Clara Conrad … Mia Moll, Nils Noll succeeds
    const ten = para('de', announced({ successor: id('A-14'), skipped: skipped(3, 12) }))
    expect(ten?.text).toBe(
      `Die nach der Stimmenzahl vor Nils Noll stehenden Bewerber bleiben unberücksichtigt: ${range(3, 11).map(waived).join(', ')} und ${waived(12)}.`,
    )
    expect(ten?.candidates).toEqual(range(3, 12).map((n) => `A-${n}`))
    // twelve: Bernd Bauer … Nils Noll; ten named, two counted
    const twelve = announced({ successor: id('A-14'), skipped: skipped(2, 13) })
    expect(para('de', twelve)?.text).toBe(
      `Die nach der Stimmenzahl vor Nils Noll stehenden Bewerber bleiben unberücksichtigt: ${range(2, 11).map(waived).join(', ')} und 2 weitere.`,
    )
    expect(para('en', twelve)?.text).toBe(`The candidates ranked above Nils Noll by votes are left out: ${range(2, 11).map(waivedEn).join(', ')} and 2 more.`)
    expect(para('de', twelve)?.norms).toEqual(['kwg34.2.n2'])
    expect(para('de', twelve)?.candidates).toEqual(range(2, 13).map((n) => `A-${n}`))
  })
})

describe('the review and the structure of the notice', () => {
  it('what became of the determination is told after the finding and names the departed member', () => {
    const sections = noticeSections(ixOf(), 'de', announced({ review: (c) => `Hinweis: Die Feststellung ist bestätigt (${c('kwg26')}).` }))
    expect(sections.map((s) => [s.key, s.title])).toEqual([
      ['notice.determination', ''],
      ['notice.remedies', 'Rechtsbehelfsbelehrung'],
      ['notice.signature', ''],
    ])
    expect(told(sectionOf(sections, 'notice.determination')).map(([key]) => key)).toEqual(['notice.departure', 'notice.finding', 'notice.review'])
    expect(paragraphsOf(sectionOf(sections, 'notice.determination'))[2]).toEqual({
      _tag: 'paragraph',
      key: 'notice.review',
      // its citations are collected like those of every other paragraph
      text: 'Hinweis: Die Feststellung ist bestätigt (§ 26 KWG).',
      norms: ['kwg26'],
      candidates: ['A-1'],
    })
  })
})

describe('the remedies against the determination of the returning officer (§ 34 Abs. 4 Satz 1, §§ 25 to 27 KWG, § 34 Abs. 5 KWG)', () => {
  const remedies = (lang: Lang, body: Json = {}, over: Partial<Announced> = {}): Section => sectionOf(noticeSections(ixOf(body), lang, announced(over)), 'notice.remedies')

  it('in English: the period of two weeks from the notice, the quorum, form and place, the body, the court, Abs. 5', () => {
    const s = remedies('en')
    expect(s.key).toBe('notice.remedies')
    expect(s.title).toBe('Information on remedies [Rechtsbehelfsbelehrung]')
    expect(told(s)).toEqual([
      [
        'notice.objection',
        'Anyone entitled to vote in the electoral area may object to this determination [Einspruch] within two weeks of this notice (§ 34 Abs. 4 Satz 1 KWG, § 25 Abs. 1 KWG). The period ends at the end of 14 April 2023.',
        ['kwg34.4.s1', 'kwg25.1'],
        [],
      ],
      [
        'notice.quorum',
        'An objector who does not claim a violation of their own rights needs the support of at least 69 persons entitled to vote (1 per cent of 6,840, rounded up) (§ 25 Abs. 1 KWG).',
        ['kwg25.1'],
        [],
      ],
      [
        'notice.form',
        'The objection is lodged in writing or on record [zur Niederschrift] with the returning officer in Prüfstadt and must be reasoned in detail within the period; no further grounds can be raised after the period (§ 25 Abs. 2 KWG).',
        ['kwg25.2'],
        [],
      ],
      [
        'notice.decision',
        'The municipal council [Gemeindevertretung] decides on objections; it confirms, annuls or modifies the determination (§ 34 Abs. 4 Satz 2 KWG, § 26 KWG). An action before the administrative court [Verwaltungsstreitverfahren] lies against that resolution (§ 27 KWG).',
        ['kwg34.4.s2', 'kwg26', 'kwg27'],
        [],
      ],
      ['notice.abs5', 'Bernd Bauer keeps the seat until the review proceedings end with a final decision (§ 34 Abs. 5 KWG).', ['kwg34.5'], []],
    ])
  })

  it('in German: the period ends two weeks after the notice, the quorum is "at least" the number computed', () => {
    const s = remedies('de', {}, { date: date('2023-04-03') })
    expect(s.title).toBe('Rechtsbehelfsbelehrung')
    const texts = new Map(paragraphsOf(s).map((p) => [p.key, p.text]))
    expect(texts.get('notice.objection')).toBe(
      'Gegen diese Feststellung kann jede und jeder Wahlberechtigte des Wahlgebiets binnen zwei Wochen nach dieser Bekanntmachung Einspruch erheben (§ 34 Abs. 4 Satz 1 KWG, § 25 Abs. 1 KWG). Die Frist endet mit Ablauf des 17. April 2023.',
    )
    expect(texts.get('notice.quorum')).toBe(
      'Wer nicht die Verletzung eigener Rechte geltend macht, muss den Einspruch von mindestens 69 Wahlberechtigten (1 vom Hundert von 6.840 Wahlberechtigten, aufgerundet) unterstützen lassen (§ 25 Abs. 1 KWG).',
    )
    expect(texts.get('notice.abs5')).toBe('Bernd Bauer behält den Sitz, bis im Wahlprüfungsverfahren rechtskräftig entschieden ist (§ 34 Abs. 5 KWG).')
    expect(texts.get('notice.decision')).toBe(
      'Über Einsprüche beschließt die Gemeindevertretung; sie bestätigt die Feststellung, hebt sie auf oder ändert sie ab (§ 34 Abs. 4 Satz 2 KWG, § 26 KWG). Gegen den Beschluss ist die Klage im Verwaltungsstreitverfahren vor dem Verwaltungsgericht gegeben (§ 27 KWG).',
    )
  })

  it('the body decides on objections: "er" for a masculine body, "sie" for a feminine one (§ 34 Abs. 4 Satz 2 KWG)', () => {
    const decision = (body: Json): string | undefined => paragraphsOf(remedies('de', body)).find((p) => p.key === 'notice.decision')?.text
    expect(decision({ name: 'Kreistag des Landkreises Prüfkreis', kind: 'kreistag' })).toBe(
      'Über Einsprüche beschließt der Kreistag; er bestätigt die Feststellung, hebt sie auf oder ändert sie ab (§ 34 Abs. 4 Satz 2 KWG, § 26 KWG). Gegen den Beschluss ist die Klage im Verwaltungsstreitverfahren vor dem Verwaltungsgericht gegeben (§ 27 KWG).',
    )
    expect(decision({ name: 'Stadtverordnetenversammlung der Stadt Prüfstadt', kind: 'stadtverordnetenversammlung' })).toBe(
      'Über Einsprüche beschließt die Stadtverordnetenversammlung; sie bestätigt die Feststellung, hebt sie auf oder ändert sie ab (§ 34 Abs. 4 Satz 2 KWG, § 26 KWG). Gegen den Beschluss ist die Klage im Verwaltungsstreitverfahren vor dem Verwaltungsgericht gegeben (§ 27 KWG).',
    )
  })

  it('without the number of persons entitled to vote the rule is stated, not "at least" a number', () => {
    const en = paragraphsOf(remedies('en', { eligibleVoters: undefined })).find((p) => p.key === 'notice.quorum')
    expect(en?.text).toBe(
      'An objector who does not claim a violation of their own rights needs the support of as many persons entitled to vote as the law requires (1 per cent of those entitled to vote, at least 5, or 100 where more than 10,000 are entitled to vote; the number is not given) (§ 25 Abs. 1 KWG).',
    )
    // the rule in parentheses, so the sentence it is embedded in goes on; § 25 Abs. 1 KWG is cited once
    const de = paragraphsOf(remedies('de', { eligibleVoters: undefined })).find((p) => p.key === 'notice.quorum')
    expect(de?.text).toBe(
      'Wer nicht die Verletzung eigener Rechte geltend macht, muss den Einspruch von so vielen Wahlberechtigten, wie das Gesetz verlangt (1 vom Hundert der Wahlberechtigten, mindestens 5, bei mehr als 10.000 Wahlberechtigten 100; die Zahl der Wahlberechtigten ist nicht angegeben) unterstützen lassen (§ 25 Abs. 1 KWG).',
    )
    expect(de?.norms).toEqual(['kwg25.1'])
  })

  it('the place of the returning officer is named when the body\'s name names it, and left out when it does not', () => {
    const form = (lang: Lang, name: string): string | undefined => paragraphsOf(remedies(lang, { name })).find((p) => p.key === 'notice.form')?.text
    expect(form('de', 'Gemeindevertretung Prüfstadt')).toBe(
      'Der Einspruch ist schriftlich oder zur Niederschrift beim Wahlleiter in Prüfstadt einzulegen und innerhalb der Einspruchsfrist im Einzelnen zu begründen; nach Ablauf der Frist können weitere Gründe nicht mehr geltend gemacht werden (§ 25 Abs. 2 KWG).',
    )
    expect(form('de', 'Stadtparlament Prüfstadt')).toBe(
      'Der Einspruch ist schriftlich oder zur Niederschrift beim Wahlleiter einzulegen und innerhalb der Einspruchsfrist im Einzelnen zu begründen; nach Ablauf der Frist können weitere Gründe nicht mehr geltend gemacht werden (§ 25 Abs. 2 KWG).',
    )
    expect(form('en', 'Stadtparlament Prüfstadt')).toBe(
      'The objection is lodged in writing or on record [zur Niederschrift] with the returning officer and must be reasoned in detail within the period; no further grounds can be raised after the period (§ 25 Abs. 2 KWG).',
    )
  })

  it('an empty seat stays empty until the review proceedings end (§ 34 Abs. 5 KWG); the outcome decides', () => {
    const abs5 = (lang: Lang, over: Partial<Announced>): string | undefined => paragraphsOf(remedies(lang, {}, over)).find((p) => p.key === 'notice.abs5')?.text
    for (const over of [vacant, vacantWithSuccessor]) {
      expect(abs5('de', over)).toBe('Der Sitz bleibt leer, bis im Wahlprüfungsverfahren rechtskräftig entschieden ist (§ 34 Abs. 5 KWG).')
      expect(abs5('en', over)).toBe('The seat stays empty until the review proceedings end with a final decision (§ 34 Abs. 5 KWG).')
    }
  })
})

describe('the remedies against a determination of the body after the inaction of the returning officer (§ 34 Abs. 4 Satz 3, § 27 KWG)', () => {
  const remedies = (lang: Lang, over: Partial<Announced> = {}): Section => sectionOf(noticeSections(ixOf(), lang, announced({ by: 'body', ...over })), 'notice.remedies')

  it('the court action lies against it; the successor keeps the seat until a final decision', () => {
    const de = remedies('de')
    expect([de.key, de.title]).toEqual(['notice.remedies', 'Rechtsbehelfsbelehrung'])
    expect(told(de)).toEqual([
      [
        'notice.court',
        'Die Feststellung der Gemeindevertretung ist auf einen Einspruch wegen Untätigkeit des Wahlleiters ergangen (§ 34 Abs. 4 Satz 1 KWG, § 34 Abs. 4 Satz 3 KWG). Gegen sie ist die Klage im Verwaltungsstreitverfahren vor dem Verwaltungsgericht gegeben (§ 27 KWG).',
        ['kwg34.4.s1', 'kwg34.4.s3', 'kwg27'],
        [],
      ],
      ['notice.abs5', 'Bernd Bauer behält den Sitz, bis rechtskräftig entschieden ist (§ 34 Abs. 5 KWG).', ['kwg34.5'], []],
    ])
    const en = remedies('en')
    expect([en.key, en.title]).toEqual(['notice.remedies', 'Information on remedies [Rechtsbehelfsbelehrung]'])
    expect(told(en)).toEqual([
      [
        'notice.court',
        "The determination of the municipal council [Gemeindevertretung] was made upon an objection against the returning officer's inaction (§ 34 Abs. 4 Satz 1 KWG, § 34 Abs. 4 Satz 3 KWG). An action before the administrative court [Verwaltungsstreitverfahren] lies against it (§ 27 KWG).",
        ['kwg34.4.s1', 'kwg34.4.s3', 'kwg27'],
        [],
      ],
      ['notice.abs5', 'Bernd Bauer keeps the seat until a final decision (§ 34 Abs. 5 KWG).', ['kwg34.5'], []],
    ])
  })

  it('an empty seat stays empty until a final decision; the outcome decides', () => {
    for (const over of [vacant, vacantWithSuccessor]) {
      expect(told(remedies('de', over))[1]).toEqual(['notice.abs5', 'Der Sitz bleibt leer, bis rechtskräftig entschieden ist (§ 34 Abs. 5 KWG).', ['kwg34.5'], []])
      expect(told(remedies('en', over))[1]).toEqual(['notice.abs5', 'The seat stays empty until a final decision (§ 34 Abs. 5 KWG).', ['kwg34.5'], []])
    }
  })
})

describe('place, date and signature', () => {
  const lines = (s: Section): ReadonlyArray<readonly [string | null, string]> => paragraphsOf(s).map((p) => [p.key, p.text] as const)

  it('the returning officer signs', () => {
    const ix = ixOf()
    const de = signature(ix, 'de', date('2023-03-31'), 'returningOfficer')
    expect([de.key, de.title]).toEqual(['notice.signature', ''])
    expect(lines(de)).toEqual([
      ['notice.place', 'Prüfstadt, den 31. März 2023'],
      ['notice.signed', 'Der Wahlleiter'],
      ['notice.hand', 'gez. (Name)'],
    ])
    expect(lines(signature(ix, 'en', date('2023-03-31'), 'returningOfficer'))).toEqual([
      ['notice.place', 'Prüfstadt, 31 March 2023'],
      ['notice.signed', 'The returning officer [Der Wahlleiter]'],
      ['notice.hand', 'signed (name)'],
    ])
  })

  it('for the body, its chair signs, with the body in the accusative', () => {
    expect(lines(signature(ixOf(), 'de', date('2023-03-31'), 'body'))[1]).toEqual(['notice.signed', 'Für die Gemeindevertretung: Die oder der Vorsitzende'])
    const kreistag = ixOf({ name: 'Kreistag des Landkreises Prüfkreis', kind: 'kreistag' })
    expect(lines(signature(kreistag, 'de', date('2023-03-31'), 'body'))).toEqual([
      ['notice.place', 'Prüfkreis, den 31. März 2023'],
      ['notice.signed', 'Für den Kreistag: Die oder der Vorsitzende'],
      ['notice.hand', 'gez. (Name)'],
    ])
    expect(lines(signature(kreistag, 'en', date('2023-03-31'), 'body'))).toEqual([
      ['notice.place', 'Prüfkreis, 31 March 2023'],
      ['notice.signed', 'For the county council [Kreistag]: the chair [Vorsitz]'],
      ['notice.hand', 'signed (name)'],
    ])
  })
})

describe('no notice, and the list of members', () => {
  it('a note says why nothing can be announced for the seat and names its holder', () => {
    const ix = ixOf()
    const why = 'Eine Feststellung kann noch nicht getroffen werden.'
    expect(noNoticeSection(ix, 'de', id('A-1'), why)).toEqual({
      key: 'notice.none',
      title: 'Vermerk zum Sitz von Anna Arnold: keine Bekanntmachung',
      blocks: [{ _tag: 'paragraph', key: 'notice.none', text: why, norms: [], candidates: ['A-1'] }],
      sections: [],
    })
    expect(noNoticeSection(ix, 'en', id('A-1'), 'No determination can be made yet.')).toEqual({
      key: 'notice.none',
      title: 'Note on the seat of Anna Arnold: no notice',
      blocks: [{ _tag: 'paragraph', key: 'notice.none', text: 'No determination can be made yet.', norms: [], candidates: ['A-1'] }],
      sections: [],
    })
  })

  it('each member with the day since which they hold the seat', () => {
    const ix = ixOf()
    const members = [
      { member: id('A-2'), since: date('2023-03-31') },
      { member: id('A-3'), since: date('2021-04-01') },
    ]
    expect(membersList(ix, 'de', members)).toEqual({
      _tag: 'list',
      key: 'members',
      ordered: true,
      items: [
        { _tag: 'paragraph', key: null, text: 'Bernd Bauer (400 Stimmen), seit dem 31. März 2023', norms: [], candidates: ['A-2'] },
        { _tag: 'paragraph', key: null, text: 'Clara Conrad (380 Stimmen), seit dem 1. April 2021', norms: [], candidates: ['A-3'] },
      ],
    })
    expect(membersList(ix, 'en', members).items.map((p) => p.text)).toEqual([
      'Bernd Bauer (400 votes), since 31 March 2023',
      'Clara Conrad (380 votes), since 1 April 2021',
    ])
  })
})
