// The facts of a case as prose (src/explain/facts.ts), pinned word for word:
// the order in which the facts are applied (date, then input order), how a
// person is named, each departure of § 34 Abs. 1 Satz 1 and § 33 Abs. 1 KWG
// (in the perfect tense and as a verb phrase), to whom and in which form a
// waiver (§ 33 Abs. 2, § 34 Abs. 2 Nr. 2 KWG) or an objection (§ 25 Abs. 2
// KWG) was made, a recorded result, and one sentence per event of the
// procedure (§ 34 Abs. 3 to 5 KWG), in German and in English.
// The cases are built by hand (no decoder), so that an index can be tested
// with facts in any input order. Every expected text was worked out from the
// source and the law and read for its German and English.
// Each value is computed inside its test (Stryker switches a mutant on only
// while a test runs), and the module is imported afresh in each test
// (vi.resetModules): its tables of words are module-level values.
import { describe, expect, it, vi } from 'vitest'
import type { ListId } from '../src/domain/brand.js'
import type { Case, ElectionList } from '../src/domain/case.js'
import type { CaseEvent, MemberLeft } from '../src/domain/events.js'
import { cid, day, person } from './support/brands.js'

const facts = async (): Promise<typeof import('../src/explain/facts.js')> => {
  vi.resetModules()
  return import('../src/explain/facts.js')
}

const partyList = (): ElectionList => ({
  id: 'A' as ListId,
  name: 'Liste A',
  group: 'party',
  setUp: day('2020-11-01'),
  candidates: [person('A-1', 'Anna Arnold', 1, 1234, true), person('A-2', 'Bernd Bauer', 2, 820, false), person('A-3', 'Clara Conrad', 3, 655, false)],
})
const voterGroupList = (): ElectionList => ({
  id: 'W' as ListId,
  name: 'Freie Wähler Prüfstadt',
  group: 'voterGroup',
  setUp: day('2020-11-15'),
  candidates: [person('W-1', 'Wilma Wolf', 1, 12480, true), person('W-2', 'Xaver Xylander', 2, 300, false)],
})
/** The candidates of a majority election: no party or voter group (group null). */
const majorityList = (): ElectionList => ({
  id: 'M' as ListId,
  name: 'Bewerber der Mehrheitswahl',
  group: null,
  setUp: null,
  candidates: [person('M-1', 'Max Mehr', 1, 300, true), person('M-2', 'Nora Neu', 2, 150, false), person('M-3', 'Otto Ost', 3, 150, false)],
})

/** The Gemeindevertretung Prüfstadt (proportional election): „Liste A“ of a party and the voter group „Freie Wähler Prüfstadt“. */
const council = (events: ReadonlyArray<CaseEvent> = []): Case => ({
  body: {
    name: 'Gemeindevertretung Prüfstadt',
    kind: 'gemeindevertretung',
    statutoryMemberCount: 9,
    electionMode: 'proportional',
    term: { start: day('2021-04-01'), end: day('2026-03-31') },
    eligibleVoters: null,
  },
  lists: [partyList(), voterGroupList()],
  events,
  query: { vacancy: cid('A-1'), asOf: day('2023-06-30') },
  lotSeed: null,
  incompatibility: 'proofPeriod',
  periodEnd: 'calendar',
})
/** The Ortsbeirat Nord (majority election, § 34 Abs. 1a KWG). */
const ortsbeirat = (): Case => ({
  body: {
    name: 'Ortsbeirat Nord',
    kind: 'ortsbeirat',
    statutoryMemberCount: 3,
    electionMode: 'majority',
    term: { start: day('2021-04-01'), end: day('2026-03-31') },
    eligibleVoters: null,
  },
  lists: [majorityList()],
  events: [],
  query: { vacancy: cid('M-1'), asOf: day('2023-06-30') },
  lotSeed: null,
  incompatibility: 'proofPeriod',
  periodEnd: 'calendar',
})

/** Anna Arnold leaves the council on 1 March 2023. */
const left = (cause: MemberLeft['cause'], more: Partial<MemberLeft> = {}): MemberLeft => ({
  _tag: 'memberLeft',
  index: 0,
  date: day('2023-03-01'),
  member: cid('A-1'),
  cause,
  waiver: null,
  effective: null,
  finalJudgment: false,
  synthetic: false,
  ...more,
})

const ANNA_DE = 'Anna Arnold (1.234 Stimmen)'
const ANNA_EN = 'Anna Arnold (1,234 votes)'
const BERND_DE = 'Bernd Bauer (820 Stimmen)'
const BERND_EN = 'Bernd Bauer (820 votes)'
const CLARA_DE = 'Clara Conrad (655 Stimmen)'
const CLARA_EN = 'Clara Conrad (655 votes)'

describe('the index of a case: the facts in the order they are applied (date, then input order)', () => {
  it('an earlier date comes first whatever its position in the input; on one date the input order (the index) decides', async () => {
    const m = await facts()
    // the input array is neither in date order nor, on 1 February, in index order
    const events: ReadonlyArray<CaseEvent> = [
      left('death'),
      { _tag: 'candidateDied', index: 1, date: day('2023-02-01'), candidate: cid('A-3') },
      { _tag: 'incompatibilityNotified', index: 3, date: day('2023-02-01'), candidate: cid('A-2') },
      { _tag: 'candidateGroundArose', index: 2, date: day('2023-02-01'), candidate: cid('A-2'), ground: 'incompatibility' },
      { _tag: 'announcement', index: 4, date: day('2023-01-15'), vacancy: cid('W-1') },
    ]
    const ix = m.indexCase(council(events))
    expect(ix.ordered.map((e) => e.index)).toEqual([4, 1, 2, 3, 0])
    expect([...ix.byIndex.keys()].sort()).toEqual([0, 1, 2, 3, 4])
    expect(ix.byIndex.get(3)).toBe(events[2])
    expect(ix.factsOf(cid('A-2')).map((e) => e.index)).toEqual([2, 3])
    expect(ix.factsOf(cid('A-1')).map((e) => e.index)).toEqual([0])
    expect(ix.factsOf(cid('W-1'))).toEqual([])
  })

  it('a later date comes after an earlier one even when its index is smaller', async () => {
    const m = await facts()
    const later = left('death')
    const earlier: CaseEvent = { _tag: 'candidateDied', index: 1, date: day('2023-02-01'), candidate: cid('A-3') }
    expect(m.indexCase(council([earlier, later])).ordered).toEqual([earlier, later])
  })

  it('the facts up to a date include those dated on that date, in the order given', async () => {
    const m = await facts()
    const events: ReadonlyArray<CaseEvent> = [
      { _tag: 'candidateDied', index: 0, date: day('2023-01-31'), candidate: cid('A-3') },
      { _tag: 'candidateDied', index: 1, date: day('2023-02-01'), candidate: cid('A-2') },
      { _tag: 'candidateDied', index: 2, date: day('2023-02-02'), candidate: cid('W-2') },
    ]
    expect(m.upTo(events, day('2023-02-01'))).toEqual([events[0], events[1]])
    expect(m.upTo(events, day('2023-01-30'))).toEqual([])
  })
})

describe('how a person is named', () => {
  it('with the id and the votes in the label, the list position in words', async () => {
    const m = await facts()
    const ix = m.indexCase(council())
    expect(m.label(ix, 'de', cid('W-1'))).toBe('Wilma Wolf (12.480 Stimmen)')
    expect(m.label(ix, 'en', cid('W-1'))).toBe('Wilma Wolf (12,480 votes)')
    expect(m.positionOf(ix, 'de', cid('A-2'))).toBe('Platz 2')
    expect(m.positionOf(ix, 'en', cid('A-2'))).toBe('position 2')
  })
})

describe('a departure in the perfect tense, with its date (§ 34 Abs. 1 Satz 1, § 33 Abs. 1 KWG)', () => {
  it('death, and a status that counts as not acquired (§ 23 Abs. 2 Satz 3 KWG)', async () => {
    const m = await facts()
    const ix = m.indexCase(council())
    expect(m.departedPhrase(ix, 'de', left('death'))).toBe('ist am 1. März 2023 verstorben')
    expect(m.departedPhrase(ix, 'en', left('death'))).toBe('died on 1 March 2023')
    expect(m.departedPhrase(ix, 'de', left('statusNotAcquired'))).toBe(
      'hat die Beseitigung eines Hinderungsgrundes nicht fristgerecht nachgewiesen und ist deshalb am 1. März 2023 ausgeschieden; die Rechtsstellung gilt als nicht erworben',
    )
    expect(m.departedPhrase(ix, 'en', left('statusNotAcquired'))).toBe(
      'did not prove the removal of an incompatibility in time and therefore left on 1 March 2023; the status counts as not acquired',
    )
  })

  it('a seat waiver: without a recorded form it is the written one to the returning officer (§ 33 Abs. 2 KWG), with the date of effect named', async () => {
    const m = await facts()
    const ix = m.indexCase(council())
    const waiver = left('seatWaiver', { effective: day('2023-04-01') })
    expect(m.departedPhrase(ix, 'de', waiver)).toBe('hat am 1. März 2023 schriftlich gegenüber dem Wahlleiter den Verzicht auf den Sitz mit Wirkung zum 1. April 2023 erklärt')
    expect(m.departedPhrase(ix, 'en', waiver)).toBe(
      'declared on 1 March 2023 in writing [schriftlich] to the returning officer [Wahlleiter] the waiver of the seat [Verzicht auf den Sitz] with effect from 1 April 2023',
    )
    const oral = left('seatWaiver', { waiver: { written: false, to: 'party' } })
    expect(m.departedPhrase(ix, 'de', oral)).toBe('hat am 1. März 2023 mündlich gegenüber der Partei den Verzicht auf den Sitz erklärt')
    expect(m.departedPhrase(ix, 'en', oral)).toBe('declared on 1 March 2023 orally [mündlich] to the party [Partei] the waiver of the seat [Verzicht auf den Sitz]')
  })

  it('the grounds of § 33 Abs. 1 Nr. 2 KWG, with a final judgment where one establishes the ground (§ 33 Abs. 3 Nr. 2 KWG)', async () => {
    const m = await facts()
    const ix = m.indexCase(council())
    const judged = { finalJudgment: true }
    expect(m.departedPhrase(ix, 'de', left('eligibilityLost'))).toBe('hat am 1. März 2023 die Wählbarkeit verloren')
    expect(m.departedPhrase(ix, 'de', left('eligibilityLost', judged))).toBe('hat am 1. März 2023 die Wählbarkeit verloren; der Grund ist durch rechtskräftiges Urteil festgestellt')
    expect(m.departedPhrase(ix, 'en', left('eligibilityLost', judged))).toBe('lost eligibility [Wählbarkeit] on 1 March 2023; a final judgment establishes the ground')
    expect(m.departedPhrase(ix, 'de', left('officeCapacityLost'))).toBe('hat am 1. März 2023 die Amtsfähigkeit verloren')
    expect(m.departedPhrase(ix, 'en', left('officeCapacityLost'))).toBe('lost the capacity to hold public office [Amtsfähigkeit] on 1 March 2023')
    expect(m.departedPhrase(ix, 'de', left('incompatibility', judged))).toBe(
      'ist seit dem 1. März 2023 von einem Hinderungsgrund betroffen und verliert deshalb den Sitz; der Grund ist durch rechtskräftiges Urteil festgestellt',
    )
    expect(m.departedPhrase(ix, 'en', left('incompatibility'))).toBe('is subject to an incompatibility [Hinderungsgrund] since 1 March 2023 and therefore loses the seat')
  })

  it('a decision in review proceedings (§ 33 Abs. 1 Nr. 3 KWG) and an incorporation (§ 33 Abs. 1 Nr. 4 KWG)', async () => {
    const m = await facts()
    const ix = m.indexCase(council())
    expect(m.departedPhrase(ix, 'de', left('reviewDecision'))).toBe('hat den Sitz durch die am 1. März 2023 rechtskräftig gewordene Entscheidung im Wahlprüfungsverfahren verloren')
    expect(m.departedPhrase(ix, 'en', left('reviewDecision'))).toBe('lost the seat by the decision in review proceedings that became final on 1 March 2023')
    // § 33 Abs. 1 Nr. 4 KWG: it is the representative, not the municipality, who does not belong to the receiving body
    expect(m.departedPhrase(ix, 'de', left('merger'))).toBe(
      'ist am 1. März 2023 ausgeschieden, weil die Gemeinde durch Vereinbarung eingegliedert wurde und die Vertreterin oder der Vertreter der aufnehmenden Vertretungskörperschaft nicht angehört',
    )
    expect(m.departedPhrase(ix, 'en', left('merger'))).toBe(
      'left on 1 March 2023 because the municipality was incorporated into another by agreement, and does not belong to the receiving body',
    )
  })
})

describe('to whom and in which form a declaration was made', () => {
  it('the party or voter group of a list, in the dative', async () => {
    const m = await facts()
    expect(m.groupDative('de', partyList())).toBe('der Partei')
    expect(m.groupDative('en', partyList())).toBe('the party [Partei]')
    expect(m.groupDative('de', voterGroupList())).toBe('der Wählergruppe')
    expect(m.groupDative('en', voterGroupList())).toBe('the voter group [Wählergruppe]')
    expect(m.groupDative('en', undefined)).toBe('the party [Partei]')
  })

  it('every addressee, in the dative; "the party" is the list\'s own group only where the list has one', async () => {
    const m = await facts()
    expect(['returningOfficer', 'party', 'body', 'other'].map((to) => m.addressee('de', to as never))).toEqual([
      'dem Wahlleiter',
      'der Partei oder Wählergruppe',
      'der Vertretungskörperschaft',
      'einem Dritten',
    ])
    expect(['returningOfficer', 'party', 'body', 'other'].map((to) => m.addressee('en', to as never))).toEqual([
      'the returning officer [Wahlleiter]',
      'the party or voter group',
      'the representative body [Vertretungskörperschaft]',
      'a third person',
    ])
    expect(m.addressee('de', 'party', voterGroupList())).toBe('der Wählergruppe')
    expect(m.addressee('en', 'party', partyList())).toBe('the party [Partei]')
    // a majority election has no party or voter group behind its candidates
    expect(m.addressee('de', 'party', majorityList())).toBe('der Partei oder Wählergruppe')
    expect(m.addressee('en', 'party', majorityList())).toBe('the party or voter group')
    expect(m.addressee('de', 'returningOfficer', partyList())).toBe('dem Wahlleiter')
  })

  it('written or oral', async () => {
    const m = await facts()
    expect(m.writtenWord('de', true)).toBe('schriftlich')
    expect(m.writtenWord('de', false)).toBe('mündlich')
    expect(m.writtenWord('en', true)).toBe('in writing [schriftlich]')
    expect(m.writtenWord('en', false)).toBe('orally [mündlich]')
  })

  it('the form of an objection (§ 25 Abs. 2 KWG: in writing or on record; orally and by e-mail are told as such)', async () => {
    const m = await facts()
    const forms = ['written', 'onRecord', 'oral', 'email'] as const
    expect(forms.map((f) => m.objectionForm('de', f))).toEqual(['schriftlich', 'zur Niederschrift', 'mündlich', 'per E-Mail'])
    expect(forms.map((f) => m.objectionForm('en', f))).toEqual(['in writing [schriftlich]', 'on record [zur Niederschrift]', 'orally [mündlich]', 'by e-mail'])
  })
})

describe('what a departure is, as a verb phrase after the member\'s name', () => {
  it('every cause of § 34 Abs. 1 Satz 1 and § 33 Abs. 1 KWG, in German', async () => {
    const m = await facts()
    const causes = ['death', 'statusNotAcquired', 'seatWaiver', 'eligibilityLost', 'officeCapacityLost', 'incompatibility', 'reviewDecision', 'merger'] as const
    expect(causes.map((c) => m.causePhrase('de', left(c)))).toEqual([
      'stirbt',
      'verliert die Rechtsstellung als Vertreter: sie gilt als nicht erworben, weil die Beseitigung eines Hinderungsgrundes nicht fristgerecht nachgewiesen wurde',
      'verzichtet auf den Sitz',
      'verliert die Wählbarkeit',
      'verliert die Amtsfähigkeit',
      'verliert den Sitz wegen eines Hinderungsgrundes (Unvereinbarkeit von Amt und Mandat)',
      'verliert den Sitz durch eine rechtskräftige Entscheidung im Wahlprüfungsverfahren',
      'scheidet aus, weil die Gemeinde durch Vereinbarung eingegliedert wird und die Vertreterin oder der Vertreter der aufnehmenden Vertretungskörperschaft nicht angehört',
    ])
  })

  it('every cause, in English', async () => {
    const m = await facts()
    const causes = ['death', 'statusNotAcquired', 'seatWaiver', 'eligibilityLost', 'officeCapacityLost', 'incompatibility', 'reviewDecision', 'merger'] as const
    expect(causes.map((c) => m.causePhrase('en', left(c)))).toEqual([
      'dies',
      'loses the status of a representative: it counts as never acquired [gilt als nicht erworben], because the removal of an incompatibility was not proven in time',
      'waives the seat [Verzicht auf den Sitz]',
      'loses eligibility [Wählbarkeit]',
      'loses the capacity to hold public office [Amtsfähigkeit]',
      'loses the seat because of an incompatibility [Hinderungsgrund]',
      'loses the seat by a final decision in review proceedings [Wahlprüfungsverfahren]',
      'leaves because the municipality is incorporated into another by agreement and the member does not belong to the receiving body [Eingemeindung]',
    ])
  })

  it('a waiver with its form and date of effect (§ 33 Abs. 2, Abs. 3 Nr. 1 KWG), a final judgment, and a departure the program derived from an expired period', async () => {
    const m = await facts()
    const waiver = left('seatWaiver', { waiver: { written: true, to: 'returningOfficer' }, effective: day('2023-04-01') })
    expect(m.causePhrase('de', waiver)).toBe('verzichtet auf den Sitz (schriftlich gegenüber dem Wahlleiter), mit Wirkung zum 1. April 2023')
    expect(m.causePhrase('en', waiver)).toBe('waives the seat [Verzicht auf den Sitz] (in writing [schriftlich], to the returning officer [Wahlleiter]), with effect from 1 April 2023')
    const judged = left('eligibilityLost', { finalJudgment: true })
    expect(m.causePhrase('de', judged)).toBe('verliert die Wählbarkeit; der Grund ist durch rechtskräftiges Urteil festgestellt')
    expect(m.causePhrase('en', judged)).toBe('loses eligibility [Wählbarkeit]; the ground is established by a final court judgment')
    const derived = left('statusNotAcquired', { synthetic: true })
    expect(m.causePhrase('de', derived)).toBe(
      'verliert die Rechtsstellung als Vertreter: sie gilt als nicht erworben, weil die Beseitigung eines Hinderungsgrundes nicht fristgerecht nachgewiesen wurde (vom Programm aus dem Fristablauf abgeleitet)',
    )
    expect(m.causePhrase('en', derived)).toBe(
      'loses the status of a representative: it counts as never acquired [gilt als nicht erworben], because the removal of an incompatibility was not proven in time (derived by the program from the expired period)',
    )
  })
})

describe('the result a recorded determination or decision names (§ 34 Abs. 3 Satz 1 KWG)', () => {
  it('a successor, an empty seat, no succession, or nothing given; a successor is named only for the outcome "successor"', async () => {
    const m = await facts()
    const ix = m.indexCase(council())
    expect(m.recordedOutcome(ix, 'de', 'successor', cid('A-2'))).toBe(`${BERND_DE} rückt nach`)
    expect(m.recordedOutcome(ix, 'en', 'successor', cid('A-2'))).toBe(`${BERND_EN} succeeds`)
    expect(m.recordedOutcome(ix, 'de', 'vacant', null)).toBe('der Sitz bleibt unbesetzt')
    expect(m.recordedOutcome(ix, 'en', 'vacant', null)).toBe('the seat stays empty')
    expect(m.recordedOutcome(ix, 'de', 'vacant', cid('A-2'))).toBe('der Sitz bleibt unbesetzt')
    expect(m.recordedOutcome(ix, 'en', 'noSuccession', null)).toBe('no one succeeds')
    expect(m.recordedOutcome(ix, 'de', null, null)).toBe('ohne Angabe')
    expect(m.recordedOutcome(ix, 'de', 'successor', null)).toBe('ohne Angabe')
  })
})

describe('one sentence per fact about a candidate (§ 34 Abs. 2 KWG)', () => {
  it('a departure of a member, with its date (dated fact)', async () => {
    const m = await facts()
    const ix = m.indexCase(council())
    expect(m.narrateEvent(ix, 'de', left('death'))).toBe(`${ANNA_DE} stirbt.`)
    expect(m.datedFact(ix, 'en', left('death'))).toBe(`1 March 2023: ${ANNA_EN} dies.`)
  })

  it('leaving the party or voter group (Nr. 1)', async () => {
    const m = await facts()
    const ix = m.indexCase(council())
    const leaves = (who: string): CaseEvent => ({ _tag: 'candidateLeftGroup', index: 1, date: day('2023-02-01'), candidate: cid(who) })
    expect(m.narrateEvent(ix, 'de', leaves('A-2'))).toBe(`${BERND_DE} tritt aus der Partei „Liste A“ aus.`)
    expect(m.narrateEvent(ix, 'en', leaves('A-2'))).toBe(`${BERND_EN} leaves the party [Partei] “Liste A”.`)
    expect(m.narrateEvent(ix, 'de', leaves('W-2'))).toBe('Xaver Xylander (300 Stimmen) tritt aus der Wählergruppe „Freie Wähler Prüfstadt“ aus.')
    expect(m.narrateEvent(ix, 'en', leaves('W-2'))).toBe('Xaver Xylander (300 votes) leaves the voter group [Wählergruppe] “Freie Wähler Prüfstadt”.')
  })

  it('a waiver of the expectancy, its revocation (Nr. 2), and a death (Nr. 3)', async () => {
    const m = await facts()
    const ix = m.indexCase(council())
    const written: CaseEvent = { _tag: 'candidateWaived', index: 1, date: day('2023-02-01'), candidate: cid('A-2'), written: true, to: 'returningOfficer' }
    expect(m.narrateEvent(ix, 'de', written)).toBe(`${BERND_DE} erklärt schriftlich gegenüber dem Wahlleiter den Verzicht auf die Anwartschaft.`)
    expect(m.narrateEvent(ix, 'en', written)).toBe(`${BERND_EN} declares in writing [schriftlich] to the returning officer [Wahlleiter] a waiver of the expectancy [Verzicht auf die Anwartschaft].`)
    const oral: CaseEvent = { _tag: 'candidateWaived', index: 2, date: day('2023-02-02'), candidate: cid('W-2'), written: false, to: 'party' }
    expect(m.narrateEvent(ix, 'en', oral)).toBe('Xaver Xylander (300 votes) declares orally [mündlich] to the voter group [Wählergruppe] a waiver of the expectancy [Verzicht auf die Anwartschaft].')
    const revoked: CaseEvent = { _tag: 'candidateWaiverRevoked', index: 3, date: day('2023-02-03'), candidate: cid('A-2') }
    expect(m.narrateEvent(ix, 'de', revoked)).toBe(`${BERND_DE} widerruft den Verzicht auf die Anwartschaft.`)
    expect(m.narrateEvent(ix, 'en', revoked)).toBe(`${BERND_EN} tries to revoke the waiver [Widerruf].`)
    const died: CaseEvent = { _tag: 'candidateDied', index: 4, date: day('2023-02-04'), candidate: cid('A-3') }
    expect(m.narrateEvent(ix, 'de', died)).toBe(`${CLARA_DE} stirbt.`)
    expect(m.narrateEvent(ix, 'en', died)).toBe(`${CLARA_EN} dies.`)
  })

  it('the notice and the proof of the removal of an incompatibility (§ 34 Abs. 3 Satz 2, § 23 Abs. 2 Satz 2 KWG)', async () => {
    const m = await facts()
    const ix = m.indexCase(council())
    const notified: CaseEvent = { _tag: 'incompatibilityNotified', index: 1, date: day('2023-02-01'), candidate: cid('A-3') }
    expect(m.narrateEvent(ix, 'de', notified)).toBe(`${CLARA_DE} wird die Mitteilung zugestellt, dass die Beseitigung des Hinderungsgrundes binnen einer Woche nachzuweisen ist.`)
    expect(m.narrateEvent(ix, 'en', notified)).toBe(
      `${CLARA_EN} is served notice [Zustellung der Mitteilung] that the removal of the incompatibility must be proven within one week.`,
    )
    const proven: CaseEvent = { _tag: 'incompatibilityProven', index: 2, date: day('2023-02-06'), candidate: cid('A-3') }
    expect(m.narrateEvent(ix, 'de', proven)).toBe(`Der Nachweis, dass der Hinderungsgrund bei ${CLARA_DE} beseitigt ist, geht beim Wahlleiter ein.`)
    expect(m.narrateEvent(ix, 'en', proven)).toBe(`The proof that the incompatibility of ${CLARA_EN} has ended [Nachweis der Beseitigung] reaches the returning officer.`)
  })
})

describe('one sentence per step of the procedure (§ 34 Abs. 1a, 3 to 5 KWG)', () => {
  it('the lot the returning officer draws on equal votes in a majority election (Abs. 1a)', async () => {
    const m = await facts()
    const ix = m.indexCase(ortsbeirat())
    const lot: CaseEvent = { _tag: 'lotDrawn', index: 1, date: day('2023-03-10'), vacancy: cid('M-1'), among: [cid('M-2'), cid('M-3')], winner: cid('M-3') }
    expect(m.narrateEvent(ix, 'de', lot)).toBe(
      'Der Wahlleiter zieht für den Sitz von Max Mehr (300 Stimmen) das Los zwischen Nora Neu (150 Stimmen) und Otto Ost (150 Stimmen); gezogen wird Otto Ost (150 Stimmen).',
    )
    expect(m.narrateEvent(ix, 'en', lot)).toBe(
      'The returning officer draws the lot [Los] for the seat of Max Mehr (300 votes) among Nora Neu (150 votes) and Otto Ost (150 votes); Otto Ost (150 votes) is drawn.',
    )
  })

  it('the determination by the returning officer (Abs. 3 Satz 1), or by the body in his place when he stayed inactive (Abs. 4 Satz 3)', async () => {
    const m = await facts()
    const ix = m.indexCase(council())
    const officer: CaseEvent = { _tag: 'determination', index: 1, date: day('2023-03-10'), vacancy: cid('A-1'), by: 'returningOfficer', outcome: 'successor', successor: cid('A-2') }
    expect(m.narrateEvent(ix, 'de', officer)).toBe(`Der Wahlleiter stellt für den Sitz von ${ANNA_DE} fest: ${BERND_DE} rückt nach.`)
    expect(m.narrateEvent(ix, 'en', officer)).toBe(`The returning officer determines [Feststellung] for the seat of ${ANNA_EN}: ${BERND_EN} succeeds.`)
    const body: CaseEvent = { _tag: 'determination', index: 2, date: day('2023-05-10'), vacancy: cid('A-1'), by: 'body', outcome: 'vacant', successor: null }
    expect(m.narrateEvent(ix, 'de', body)).toBe(`Die Gemeindevertretung stellt anstelle des untätigen Wahlleiters für den Sitz von ${ANNA_DE} fest: der Sitz bleibt unbesetzt.`)
    expect(m.narrateEvent(ix, 'en', body)).toBe(
      `The municipal council [Gemeindevertretung], in place of the inactive returning officer, determines for the seat of ${ANNA_EN}: the seat stays empty.`,
    )
    const inOrtsbeirat: CaseEvent = { _tag: 'determination', index: 1, date: day('2023-05-10'), vacancy: cid('M-1'), by: 'body', outcome: 'successor', successor: cid('M-3') }
    expect(m.narrateEvent(m.indexCase(ortsbeirat()), 'de', inOrtsbeirat)).toBe(
      'Der Ortsbeirat stellt anstelle des untätigen Wahlleiters für den Sitz von Max Mehr (300 Stimmen) fest: Otto Ost (150 Stimmen) rückt nach.',
    )
  })

  it('the public announcement of the determination', async () => {
    const m = await facts()
    const ix = m.indexCase(council())
    const announced: CaseEvent = { _tag: 'announcement', index: 1, date: day('2023-03-15'), vacancy: cid('A-1') }
    expect(m.narrateEvent(ix, 'de', announced)).toBe(`Die Feststellung über den Sitz von ${ANNA_DE} wird öffentlich bekannt gemacht.`)
    expect(m.narrateEvent(ix, 'en', announced)).toBe(`The determination for the seat of ${ANNA_EN} is publicly announced [Bekanntmachung].`)
  })

  it('an objection (Abs. 4 Satz 1, § 25 KWG): what it is against, its form, its reasons and who raises it', async () => {
    const m = await facts()
    const ix = m.indexCase(council())
    const supported: CaseEvent = {
      _tag: 'objection',
      index: 1,
      date: day('2023-03-20'),
      vacancy: cid('A-1'),
      against: 'determination',
      form: 'written',
      reasonedOn: day('2023-03-24'),
      ownRights: false,
      supporters: 1234,
    }
    expect(m.narrateEvent(ix, 'de', supported)).toBe(
      `Einspruch gegen die Feststellung über den Sitz von ${ANNA_DE}, schriftlich eingelegt, begründet am 24. März 2023, unterstützt von 1.234 Wahlberechtigten.`,
    )
    expect(m.narrateEvent(ix, 'en', supported)).toBe(
      `Objection [Einspruch] against the determination for the seat of ${ANNA_EN}, lodged in writing [schriftlich], reasoned on 24 March 2023, supported by 1,234 persons entitled to vote.`,
    )
    const own: CaseEvent = { ...supported, form: 'onRecord', reasonedOn: null, ownRights: true, supporters: 0 }
    expect(m.narrateEvent(ix, 'de', own)).toBe(`Einspruch gegen die Feststellung über den Sitz von ${ANNA_DE}, zur Niederschrift eingelegt, ohne Begründung, wegen Verletzung eigener Rechte.`)
    expect(m.narrateEvent(ix, 'en', own)).toBe(
      `Objection [Einspruch] against the determination for the seat of ${ANNA_EN}, lodged on record [zur Niederschrift], without reasons, claiming a violation of own rights.`,
    )
    const inaction: CaseEvent = { ...own, against: 'inaction', form: 'email' }
    expect(m.narrateEvent(ix, 'de', inaction)).toBe(
      `Einspruch gegen die Untätigkeit des Wahlleiters hinsichtlich des Sitzes von ${ANNA_DE}, per E-Mail eingelegt, ohne Begründung, wegen Verletzung eigener Rechte.`,
    )
    expect(m.narrateEvent(ix, 'en', inaction)).toBe(
      `Objection [Einspruch] against the returning officer's inaction [Untätigkeit] for the seat of ${ANNA_EN}, lodged by e-mail, without reasons, claiming a violation of own rights.`,
    )
  })

  it('the body confirms, annuls or modifies the determination (Abs. 4 Satz 2, § 26 KWG); the administrative court confirms, annuls or modifies the body’s resolution (§ 27 KWG)', async () => {
    const m = await facts()
    const ix = m.indexCase(council())
    const decision = (tag: 'bodyDecision' | 'courtDecision', decision: 'confirm' | 'annul' | 'modify', successor: string | null = null): CaseEvent => ({
      _tag: tag,
      index: 1,
      date: day('2023-04-20'),
      vacancy: cid('A-1'),
      decision,
      outcome: decision !== 'modify' ? null : successor === null ? 'vacant' : 'successor',
      successor: successor === null ? null : cid(successor),
      servedOn: null,
    })
    expect(m.narrateEvent(ix, 'de', decision('bodyDecision', 'confirm'))).toBe(`Die Gemeindevertretung bestätigt die Feststellung (Sitz von ${ANNA_DE}).`)
    expect(m.narrateEvent(ix, 'en', decision('bodyDecision', 'confirm'))).toBe(`The municipal council [Gemeindevertretung] confirms the determination [bestätigt] (seat of ${ANNA_EN}).`)
    expect(m.narrateEvent(ix, 'de', decision('bodyDecision', 'annul'))).toBe(`Die Gemeindevertretung hebt die Feststellung auf (Sitz von ${ANNA_DE}).`)
    expect(m.narrateEvent(ix, 'de', decision('bodyDecision', 'modify'))).toBe(`Die Gemeindevertretung ändert die Feststellung ab: der Sitz bleibt unbesetzt (Sitz von ${ANNA_DE}).`)
    expect(m.narrateEvent(ix, 'de', decision('courtDecision', 'confirm'))).toBe(`Das Verwaltungsgericht bestätigt den Beschluss der Gemeindevertretung (Sitz von ${ANNA_DE}).`)
    expect(m.narrateEvent(ix, 'en', decision('courtDecision', 'annul'))).toBe(
      `The administrative court [Verwaltungsgericht] annuls the resolution of the municipal council [Gemeindevertretung] [hebt auf]; the returning officer's determination applies again (seat of ${ANNA_EN}).`,
    )
    expect(m.narrateEvent(ix, 'de', decision('courtDecision', 'modify', 'A-3'))).toBe(`Das Verwaltungsgericht ändert den Beschluss der Gemeindevertretung ab: ${CLARA_DE} rückt nach (Sitz von ${ANNA_DE}).`)
    expect(m.narrateEvent(ix, 'en', decision('courtDecision', 'modify', 'A-3'))).toBe(
      `The administrative court [Verwaltungsgericht] modifies the resolution of the municipal council [Gemeindevertretung] [ändert ab]: ${CLARA_EN} succeeds (seat of ${ANNA_EN}).`,
    )
  })

  it('a resolution served later says so, and an action against it is brought before the administrative court (§ 27 KWG)', async () => {
    const m = await facts()
    const ix = m.indexCase(council())
    const served: CaseEvent = { _tag: 'bodyDecision', index: 1, date: day('2023-04-20'), vacancy: cid('A-1'), decision: 'confirm', outcome: null, successor: null, servedOn: day('2023-04-27') }
    expect(m.narrateEvent(ix, 'de', served)).toBe(`Die Gemeindevertretung bestätigt die Feststellung (Sitz von ${ANNA_DE}). Der Beschluss wird am 27. April 2023 zugestellt.`)
    const action: CaseEvent = { _tag: 'action', index: 2, date: day('2023-05-10'), vacancy: cid('A-1') }
    expect(m.narrateEvent(ix, 'de', action)).toBe(`Gegen den Beschluss der Gemeindevertretung über den Sitz von ${ANNA_DE} wird Klage beim Verwaltungsgericht erhoben.`)
    expect(m.narrateEvent(ix, 'en', action)).toBe(
      `An action [Klage] against the resolution of the municipal council [Gemeindevertretung] on the seat of ${ANNA_EN} is brought before the administrative court.`,
    )
  })

  it('the decision in the review proceedings becomes final (Abs. 5)', async () => {
    const m = await facts()
    const ix = m.indexCase(council())
    const final: CaseEvent = { _tag: 'final', index: 1, date: day('2023-06-01'), vacancy: cid('A-1'), synthetic: false }
    expect(m.narrateEvent(ix, 'de', final)).toBe(`Die Entscheidung im Wahlprüfungsverfahren über den Sitz von ${ANNA_DE} wird rechtskräftig.`)
    expect(m.narrateEvent(ix, 'en', final)).toBe(`The decision in the review proceedings for the seat of ${ANNA_EN} becomes final [rechtskräftig].`)
  })
})
