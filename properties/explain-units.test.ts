// The parts of the teaching texts (src/explain/) one by one, on inputs the
// vectors do not reach: a procedure where every step is rejected for a
// different reason, a state with an open lot, a running proof and refused
// events, a determination query on a case with a recorded procedure, long
// lists, and the small helpers (dates, numbers, outline, escaping) at their
// edges.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as api from './support/public.js'
import type { CandidateId, IsoDate } from '../src/domain/brand.js'
import { type Determination, drawnTie, seededTie, successorFound } from '../src/domain/determination.js'
import { lotDrawn } from '../src/domain/events.js'
import { candidateParagraph, disregardedSentence, groundHistory, listOrderParagraph, otherDisregarded, tieParagraph } from '../src/explain/considered.js'
import { findSection, normsOf, paragraphsOf, type Paragraph, type TextDocument } from '../src/explain/document.js'
import { awaitingName, capital, departedPhrase, indexCase, label, nameOf, narrateEvent, positionOf, recordedOutcome } from '../src/explain/facts.js'
import { readingR1 } from '../src/explain/interpretation.js'
import { ceasedParagraph, resultWords } from '../src/explain/opinion.js'
import { outlineLabel, roman } from '../src/explain/outline.js'
import { escapeHtml, renderHtml } from '../src/explain/render-html.js'
import { escapeMarkdown, renderMarkdown } from '../src/explain/render-markdown.js'
import { renderText } from '../src/explain/render-text.js'
import { stateOpinion } from '../src/explain/state-opinion.js'
import { quorumText } from '../src/explain/steps.js'
import { quorumOf } from '../src/rules/quorum.js'
import { withRejections } from '../src/record/trace.js'
import { enumerate, formatDate, formatNumber, onDate, placeOf } from '../src/explain/words.js'
import { loadCases } from './support/casebook.js'
import { ROOT } from './support/vectors.js'

type Json = Record<string, unknown>
const EXAMPLE = JSON.parse(readFileSync(join(ROOT, 'spec', 'examples', 'musterstadt.case.json'), 'utf8')) as Json
const id = (s: string): CandidateId => s as CandidateId
const date = (s: string): IsoDate => s as IsoDate
const cite = (n: api.NormId): string => api.cite(n)

const right = <A>(r: { _tag: 'Left'; left: api.Failure } | { _tag: 'Right'; right: A }): A => {
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
  return r.right
}
const keys = (doc: TextDocument): ReadonlyArray<string | null> => paragraphsOf(doc).map((p) => p.key)
const withKey = (doc: TextDocument, key: string): ReadonlyArray<Paragraph> => paragraphsOf(doc).filter((p) => p.key === key)

const body = (extra: Json = {}): Json => ({
  name: 'Gemeindevertretung Prüfstadt',
  kind: 'gemeindevertretung',
  statutoryMemberCount: 9,
  electionMode: 'proportional',
  term: { start: '2021-04-01', end: '2026-03-31' },
  ...extra,
})
const candidate = (list: string, position: number, votes: number, elected: boolean): Json => ({ id: `${list}-${position}`, name: `${list} Nummer ${position}`, position, votes, elected })

/** Every step of the procedure rejected once, for a different reason, then a review that annuls and a court that modifies. */
const procedureCase: Json = {
  format: 'nachruecken.case/1',
  body: body(),
  lists: [{ id: 'A', name: 'Liste A', group: 'party', setUp: '2020-11-01', candidates: [candidate('A', 1, 500, true), candidate('A', 2, 400, true), candidate('A', 3, 300, false), candidate('A', 4, 200, false)] }],
  events: [
    { date: '2023-01-02', type: 'memberLeft', member: 'A-1', cause: 'death' },
    { date: '2023-01-03', type: 'announcement', vacancy: 'A-1' },
    { date: '2023-01-04', type: 'objection', vacancy: 'A-1', against: 'determination', form: 'written', reasonedOn: '2023-01-04', ownRights: true, supporters: 0 },
    { date: '2023-01-05', type: 'determination', vacancy: 'A-1', by: 'body', outcome: 'successor', successor: 'A-3' },
    { date: '2023-01-06', type: 'determination', vacancy: 'A-1', by: 'returningOfficer', outcome: 'successor', successor: 'A-2' },
    { date: '2023-01-07', type: 'bodyDecision', vacancy: 'A-1', decision: 'confirm' },
    { date: '2023-01-07', type: 'courtDecision', vacancy: 'A-1', decision: 'confirm' },
    { date: '2023-01-07', type: 'final', vacancy: 'A-1' },
    { date: '2023-01-09', type: 'determination', vacancy: 'A-1', by: 'returningOfficer', outcome: 'successor', successor: 'A-4' },
    { date: '2023-01-10', type: 'determination', vacancy: 'A-1', by: 'returningOfficer', outcome: 'successor', successor: 'A-3' },
    { date: '2023-01-11', type: 'announcement', vacancy: 'A-1' },
    { date: '2023-01-12', type: 'objection', vacancy: 'A-1', against: 'determination', form: 'email', reasonedOn: '2023-01-12', ownRights: true, supporters: 0 },
    { date: '2023-01-12', type: 'objection', vacancy: 'A-1', against: 'determination', form: 'written', reasonedOn: null, ownRights: true, supporters: 0 },
    { date: '2023-01-13', type: 'objection', vacancy: 'A-1', against: 'determination', form: 'written', reasonedOn: '2023-01-13', ownRights: false, supporters: 500 },
    { date: '2023-01-13', type: 'objection', vacancy: 'A-1', against: 'inaction', form: 'written', reasonedOn: '2023-01-13', ownRights: true, supporters: 0 },
    { date: '2023-01-16', type: 'objection', vacancy: 'A-1', against: 'determination', form: 'onRecord', reasonedOn: '2023-01-16', ownRights: true, supporters: 0 },
    { date: '2023-02-01', type: 'bodyDecision', vacancy: 'A-1', decision: 'annul' },
    { date: '2023-03-01', type: 'courtDecision', vacancy: 'A-1', decision: 'modify', outcome: 'successor', successor: 'A-3' },
    { date: '2023-04-01', type: 'final', vacancy: 'A-1' },
    { date: '2023-04-02', type: 'final', vacancy: 'A-1' },
    // an action against the body's annulment (§ 27 KWG), applied after it on its day: the court may decide (R10)
    { date: '2023-02-01', type: 'action', vacancy: 'A-1' },
  ],
  query: { state: { asOf: '2023-06-30' } },
}

/** An Ortsbeirat in a majority election: an open lot, a member's running proof, a refused revocation, a member leaving twice. */
const openCase: Json = {
  format: 'nachruecken.case/1',
  body: { ...body(), name: 'Ortsbeirat Prüfdorf', kind: 'ortsbeirat', statutoryMemberCount: 3, electionMode: 'majority' },
  lists: [{ id: 'M', name: 'Mehrheitswahl', group: null, setUp: null, candidates: [candidate('M', 1, 90, true), candidate('M', 2, 80, true), candidate('M', 3, 70, true), candidate('M', 4, 50, false), candidate('M', 5, 50, false)] }],
  events: [
    { date: '2023-02-01', type: 'candidateWaived', candidate: 'M-4', written: false, to: 'other' },
    { date: '2023-02-02', type: 'candidateWaiverRevoked', candidate: 'M-4' },
    { date: '2023-03-01', type: 'memberLeft', member: 'M-1', cause: 'officeCapacityLost' },
    { date: '2023-03-02', type: 'memberLeft', member: 'M-1', cause: 'death' },
    { date: '2023-03-10', type: 'candidateGroundArose', candidate: 'M-2', ground: 'incompatibility' },
    { date: '2023-03-20', type: 'incompatibilityNotified', candidate: 'M-2' },
  ],
  query: { state: { asOf: '2023-03-22' } },
}

describe('a procedure where every step goes wrong once', () => {
  // computed inside the test, not while the tests are collected: Stryker's mutants are active only then
  it('tells each rejected step with the norm that rejects it', () => {
    const doc = right(api.opinionOf(procedureCase))
    const en = right(api.opinionOf(procedureCase, 'en'))
    const k = keys(doc)
    for (const key of ['procedure.announcement.rejected', 'procedure.objection.rejected', 'procedure.determination.rejected', 'procedure.decision.rejected', 'procedure.final.rejected', 'procedure.court', 'procedure.final'])
      expect(k, key).toContain(key)
    const rejected = withKey(doc, 'procedure.objection.rejected').map((p) => p.text).join(' ')
    for (const words of ['noch nicht bekannt gemacht', 'nicht formgerecht (per E-Mail)', 'nicht innerhalb der Frist im Einzelnen begründet', 'ohne die Zahl der Wahlberechtigten', 'nicht untätig']) expect(rejected).toContain(words)
    const determinations = withKey(doc, 'procedure.determination.rejected').map((p) => p.text).join(' ')
    expect(determinations).toContain('zulässigen Einspruch wegen Untätigkeit')
    expect(determinations).toContain('bereits Mitglied oder berufen')
    expect(determinations).toContain('bereits eine Feststellung')
    const finals = withKey(doc, 'procedure.final.rejected').map((p) => p.text).join(' ')
    expect(finals).toContain('kein Wahlprüfungsverfahren')
    expect(finals).toContain('bereits rechtskräftig')
    expect(normsOf(doc)).toEqual(expect.arrayContaining(['kwg25.1', 'kwg25.2', 'kwg34.4.s1', 'kwg34.4.s3', 'kwg26', 'kwg27', 'kwg34.5', 'kwg34.6']))
    expect(paragraphsOf(en).map((p) => p.key)).toEqual(k)
    for (const lang of ['de', 'en'] as const) right(api.noticeOf(procedureCase, lang))
  })

  it('the events the decisions rejected are marked in the trace, each with its first error', () => {
    const e3 = { _tag: 'announcement', index: 3, date: date('2023-01-12'), vacancy: id('A-1') } as const
    const e4 = { _tag: 'announcement', index: 4, date: date('2023-01-13'), vacancy: id('A-1') } as const
    const trace = [
      { _tag: 'accepted', kind: 'announcement', event: e3, norms: [], effect: { _tag: 'announced', period: { _tag: 'objection', ends: date('2023-01-26') } } },
      { _tag: 'accepted', kind: 'announcement', event: e4, norms: [], effect: { _tag: 'announced', period: { _tag: 'objection', ends: date('2023-01-27') } } },
    ] as const
    const marked = withRejections(trace, [
      { path: 'events[3].by', code: 'bodyNotCompetent', message: 'x', rule: 'kwg34.4.s3' },
      { path: 'events[3]', code: 'alreadyCalled', message: 'y', rule: 'kwg34.3.s1' },
      { path: 'query', code: 'noDeparture', message: 'z', rule: 'kwg34.1.s1.trigger' },
    ])
    expect(marked.map((s) => [s.event.index, s._tag, s._tag === 'rejected' ? s.error.code : null])).toEqual([
      [3, 'rejected', 'bodyNotCompetent'],
      [4, 'accepted', null],
    ])
  })
})

describe('a state with an open lot, a running proof and refused events', () => {
  it('reports them, and that the Ortsbeirat ceases below three members (§ 82 Abs. 1 Satz 6 HGO)', () => {
    for (const lang of ['de', 'en'] as const) {
      const doc = right(api.opinionOf(openCase, lang))
      expect(keys(doc)).toEqual(expect.arrayContaining(['vacancy.result', 'state.proof', 'state.rejected']))
      const rejected = withKey(doc, 'state.rejected').map((p) => p.text).join(' ')
      expect(rejected).toContain(lang === 'de' ? 'Widerruf des Verzichts' : 'revoke the waiver')
      const notice = right(api.noticeOf(openCase, lang))
      expect(paragraphsOf(notice).some((p) => p.key === 'notice.none')).toBe(true)
    }
    const lowered = right(api.opinionOf({ ...openCase, events: [{ date: '2023-03-01', type: 'memberLeft', member: 'M-1', cause: 'death' }, { date: '2023-02-01', type: 'candidateDied', candidate: 'M-4' }, { date: '2023-02-01', type: 'candidateDied', candidate: 'M-5' }] }))
    expect(withKey(lowered, 'ceased')).toHaveLength(1)
  })

  it('a state without any vacancy', () => {
    const none = { ...openCase, events: [] }
    expect(keys(right(api.opinionOf(none)))).toContain('no.vacancy')
    expect(right(api.noticeOf(none)).sections.map((s) => s.key)).toEqual(['notice.none'])
    expect(right(api.noticeOf(none, 'en')).sections.map((s) => s.key)).toEqual(['notice.none'])
  })
})

describe('states at their edges', () => {
  it('an undecodable state query gives the clean error', () => {
    for (const f of [api.opinionOf, api.noticeOf]) {
      const r = f({ format: 'nachruecken.case/1', query: { state: {} } })
      expect(r._tag).toBe('Left')
      expect(f('no case')._tag).toBe('Left')
    }
  })

  it('an ineffective seat waiver and a later death of the same member: two vacancies, each decided on its own', () => {
    const c = { ...EXAMPLE, events: [{ date: '2023-08-01', type: 'memberLeft', member: 'SPD-1', cause: 'seatWaiver', written: false, to: 'party' }, { date: '2023-08-15', type: 'memberLeft', member: 'SPD-1', cause: 'death' }], query: { state: { asOf: '2023-08-30' } } }
    const doc = right(api.opinionOf(c))
    const seats = findSection(doc, 'subsumtion')?.sections ?? []
    expect(seats).toHaveLength(2)
    expect(withKey(doc, 'trigger').map((p) => p.norms)).toEqual([['kwg33.1.n1', 'kwg33.2', 'kwg34.1.s1.trigger'], ['kwg34.1.s1.trigger']])
    expect(withKey(right(api.noticeOf(c)), 'notice.none')[0]?.text).toContain('behält den Sitz')
  })

  it('without a lawful decision of a vacancy, and with refused events outside the events', () => {
    const r = right(api.replay({ ...EXAMPLE, query: { state: { asOf: '2023-08-30' } } }))
    for (const lang of ['de', 'en'] as const) {
      const doc = stateOpinion({
        case: r.case,
        state: { ...r.state, rejected: [{ path: 'query', code: 'invalidValue', message: 'invented', rule: null }] },
        lang,
        findings: new Map(),
        audited: false,
        lawful: [],
      })
      expect(withKey(doc, 'trigger')[0]?.norms).toEqual([])
      expect(withKey(doc, 'state.rejected')[0]?.text).toContain('invented')
    }
  })
})

describe('a determination query on a case with a recorded procedure', () => {
  it('tells the recorded procedure and whether the determination was lawful', () => {
    const c = loadCases().find((x) => x.id.startsWith('13'))?.case as Json
    const asked = { ...c, query: { vacancy: 'SPD-2', asOf: '2022-09-01' } }
    for (const lang of ['de', 'en'] as const) {
      const doc = right(api.opinionOf(asked, lang))
      expect(doc.sections.map((s) => s.key)).toContain('verfahren')
      expect(keys(doc)).toEqual(expect.arrayContaining(['procedure.determination', 'procedure.objection', 'procedure.decision', 'procedure.final']))
      expect(withKey(doc, 'procedure.determination')[0]?.norms).toContain('kwg34.1.s1.rank')
    }
    const running = right(api.opinionOf({ ...c, events: (c['events'] as unknown[]).slice(0, 3), query: { vacancy: 'SPD-2', asOf: '2022-03-20' } }))
    expect(withKey(running, 'procedure.period')[0]?.text).toContain('1. April 2022')
  })

  it('a seat waiver with a later effective date and a loss of eligibility with a final judgment, in the notice', () => {
    const c = JSON.parse(JSON.stringify(EXAMPLE)) as Json
    const events = c['events'] as Json[]
    ;(events[3] as Json)['effective'] = '2023-09-30'
    const n = right(api.noticeOf(c))
    expect(withKey(n, 'notice.departure')[0]?.text).toContain('mit Wirkung zum 30. September 2023')
    events[3] = { date: '2023-08-15', type: 'memberLeft', member: 'SPD-1', cause: 'eligibilityLost', finalJudgment: true }
    for (const lang of ['de', 'en'] as const) expect(withKey(right(api.noticeOf(c, lang)), 'notice.departure')[0]?.norms).toContain('kwg33.1.n2')
    for (const cause of ['officeCapacityLost', 'incompatibility', 'statusNotAcquired', 'reviewDecision'])
      for (const lang of ['de', 'en'] as const) {
        events[3] = { date: '2023-08-15', type: 'memberLeft', member: 'SPD-1', cause }
        expect(right(api.noticeOf(c, lang)).sections.map((s) => s.key)).toContain('notice.determination')
        expect(right(api.opinionOf(c, lang)).sections.map((s) => s.key)).toContain('ergebnis')
      }
  })

  it('more than ten candidates left out are summarised in the notice', () => {
    const candidates = [candidate('L', 1, 900, true), ...Array.from({ length: 14 }, (_x, i) => candidate('L', i + 2, 800 - i, false))]
    const c = {
      format: 'nachruecken.case/1',
      body: body(),
      lists: [{ id: 'L', name: 'Liste L', group: 'party', setUp: '2020-11-01', candidates }],
      events: [
        ...Array.from({ length: 12 }, (_x, i) => ({ date: '2022-01-01', type: 'candidateDied', candidate: `L-${i + 2}` })),
        { date: '2023-01-01', type: 'memberLeft', member: 'L-1', cause: 'death' },
      ],
      query: { vacancy: 'L-1', asOf: '2023-02-01' },
    }
    for (const lang of ['de', 'en'] as const) expect(withKey(right(api.noticeOf(c, lang)), 'notice.skipped')[0]?.text).toMatch(/2 (weitere|more)/)
  })
})

describe('the parts of the walk on inputs the engine never gives', () => {
  // computed inside each test, not while the tests are collected: Stryker's mutants are active only then
  const walk = () => {
    const decided = right(api.decideCase(EXAMPLE))
    return { decided, ix: indexCase(decided.case), d: decided.determination, asOf: decided.case.query.asOf }
  }

  it('skips without the fact behind them, in both readings and languages', () => {
    const { decided, ix, d, asOf } = walk()
    const fake: Determination = {
      ...d,
      considered: (['kwg34.2.n1', 'kwg34.2.n2', 'kwg34.2.n3.death', 'kwg34.2.n3.ground'] as const).map((rule) => ({ candidate: id('CDU-3'), verdict: 'skipped' as const, rule })),
    }
    for (const lang of ['de', 'en'] as const)
      for (const reading of ['proofPeriod', 'exclude'] as const) {
        const c = indexCase({ ...decided.case, incompatibility: reading })
        for (const x of fake.considered) expect(candidateParagraph(c, lang, fake, x, asOf).norms).toContain(x.rule)
      }
    const awaiting: Determination = { ...d, _tag: 'awaitingProof', awaiting: { candidate: id('CDU-3'), notified: null, due: null }, blockedBy: null, considered: [{ candidate: id('CDU-3'), verdict: 'awaitingProof', rule: 'kwg34.3.s2' }] }
    for (const lang of ['de', 'en'] as const) expect(candidateParagraph(ix, lang, awaiting, awaiting.considered[0] as never, asOf).text).toMatch(/noch nicht zugestellt|not been served/)
    expect(resultWords(ix, 'de', awaiting)).toContain('Nachweis')
  })

  it('facts without legal effect of an unknown kind or missing event say nothing', () => {
    const { decided, ix, d, asOf } = walk()
    const x = { event: 0, rule: 'kwg34.2.n2' as const, reason: 'waiverNotWritten' as const }
    expect(disregardedSentence(ix, 'de', x, undefined, cite)).toBe('')
    expect(disregardedSentence(ix, 'de', x, decided.case.events[3], cite)).toBe('')
    expect(otherDisregarded(ix, 'de', { ...d, disregarded: [{ event: 99, rule: 'kwg34.2.n2', reason: 'waiverNotWritten' }] })).toEqual([])
    const odd = { ...d, disregarded: [...d.disregarded, { event: 99, rule: 'kwg34.2.n2' as const, reason: 'waiverNotWritten' as const }, { event: 3, rule: 'kwg34.2.n2' as const, reason: 'waiverNotWritten' as const }, { event: 2, rule: 'kwg34.2.n2' as const, reason: 'waiverNotWritten' as const }] }
    const engel = candidateParagraph(ix, 'de', odd, d.considered[2] as never, asOf)
    expect(engel.text.match(/nur mündlich/g)).toHaveLength(2)
    expect(awaitingName(ix, null)).toBe('')
  })

  it('ground history ignores an end, a notice or a proof without an open ground', () => {
    const c = right(api.replay({
      ...EXAMPLE,
      events: [
        { date: '2023-01-01', type: 'candidateGroundEnded', candidate: 'SPD-5', ground: 'eligibility' },
        { date: '2023-01-02', type: 'incompatibilityNotified', candidate: 'SPD-5' },
        { date: '2023-01-03', type: 'incompatibilityProven', candidate: 'SPD-5' },
        { date: '2023-01-04', type: 'candidateGroundArose', candidate: 'SPD-5', ground: 'incompatibility' },
        { date: '2023-01-05', type: 'incompatibilityProven', candidate: 'SPD-5' },
        { date: '2023-01-06', type: 'incompatibilityProven', candidate: 'SPD-5' },
        { date: '2023-08-15', type: 'memberLeft', member: 'SPD-1', cause: 'death' },
      ],
    })).case
    expect(groundHistory(indexCase(c), id('SPD-5'), date('2023-08-30'))).toEqual([{ ground: 'incompatibility', arose: '2023-01-04', ended: null, notified: null, proven: '2023-01-05' }])
  })

  it('ties: a seeded lot tells its seed and order, a drawn lot the day it was drawn and its winner, both under § 34 Abs. 1a Hs. 2', () => {
    const { ix, d } = walk()
    const among = [id('SPD-5'), id('SPD-6')]
    const drawn = lotDrawn(7, date('2023-09-02'), id('SPD-1'), among, id('SPD-6'))
    for (const lang of ['de', 'en'] as const) {
      const seeded = tieParagraph(ix, lang, successorFound(d, id('SPD-6'), seededTie(among, 5 as never, 's-1', id('SPD-6'), [id('SPD-5')])))
      expect(seeded?.norms).toEqual(['kwg34.1a.lot'])
      expect(seeded?.text).toContain('s-1')
      const byOfficer = tieParagraph(ix, lang, successorFound(d, id('SPD-6'), drawnTie(among, 5 as never, drawn)))
      expect(byOfficer?.norms).toEqual(['kwg34.1a.lot'])
      expect(byOfficer?.text).toContain(lang === 'de' ? '2. September 2023' : '2 September 2023')
    }
  })

  it('list order: an unknown successor, and more than five earlier candidates', () => {
    const { ix, d } = walk()
    expect(listOrderParagraph(ix, 'de', { ...d, successor: id('nobody') } as Determination)).toBeNull()
    const many = {
      ...EXAMPLE,
      lists: [{ id: 'L', name: 'L', group: 'party', setUp: '2020-11-01', candidates: [candidate('L', 1, 999, true), ...Array.from({ length: 7 }, (_x, i) => candidate('L', i + 2, 10 + i, false)), candidate('L', 9, 500, false)] }],
      events: [{ date: '2023-08-15', type: 'memberLeft', member: 'L-1', cause: 'death' }],
      query: { vacancy: 'L-1', asOf: '2023-08-30' },
    }
    const r = right(api.decideCase(many))
    for (const lang of ['de', 'en'] as const) expect(listOrderParagraph(indexCase(r.case), lang, r.determination)?.text).toMatch(/2 (weitere|more)/)
  })

  it('names of unknown ids, and the other phrases', () => {
    const { ix, d } = walk()
    expect(nameOf(ix, id('X'))).toBe('X')
    expect(label(ix, 'de', id('X'))).toBe('X')
    expect(positionOf(ix, 'de', id('X'))).toBe('')
    expect(recordedOutcome(ix, 'de', 'noSuccession', null)).toBe('niemand rückt nach')
    expect(recordedOutcome(ix, 'en', null, null)).toBe('unspecified')
    expect(capital('')).toBe('')
    const waiver = { _tag: 'memberLeft' as const, index: 0, date: date('2023-01-01'), member: id('SPD-1'), cause: 'seatWaiver' as const, waiver: null, effective: date('2023-02-01'), finalJudgment: false, synthetic: true }
    for (const lang of ['de', 'en'] as const) {
      expect(departedPhrase(ix, lang, waiver)).toMatch(/2023/)
      expect(narrateEvent(ix, lang, waiver)).toMatch(/\(/)
    }
    expect(readingR1('en', 'exclude', { same: true, words: '' }).text).toContain('the same')
    expect(resultWords(ix, 'en', { ...d, _tag: 'noSuccession', reason: 'kwg33.1.n4' })).toBe('No one succeeds.')
    expect(resultWords(ix, 'en', { ...d, _tag: 'bodyCeased', ceased: { on: date('2023-02-01'), rule: 'hgo82.1.s6' } })).toBe('No one succeeds; the body ceased on 1 February 2023.')
    expect(ceasedParagraph('de', 'kreistag', null, 2)).toBeNull()
  })
})

describe('small helpers at their edges', () => {
  it('dates, numbers, lists, places', () => {
    expect(formatDate('de', '2023-13-01')).toBe('2023-13-01')
    expect(formatDate('en', 'soon')).toBe('soon')
    expect(formatDate('de', '0001-01-01')).toBe('1. Januar 1')
    expect(onDate('de', null)).toBe('')
    expect(onDate('de', date('2023-01-05'), '', '')).toBe(' 5. Januar 2023')
    expect(formatNumber('de', -1234567)).toBe('-1.234.567')
    expect(formatNumber('en', 1.5)).toBe('1.5')
    expect(enumerate('de', ['A'])).toBe('A')
    expect(enumerate('en', ['A', 'B', 'C'])).toBe('A, B and C')
    expect(placeOf('Stadtverordnetenversammlung der Stadt Lahnfeld')).toBe('Lahnfeld')
    expect(placeOf('Ortsbeirat ')).toBe('Ortsbeirat ')
  })

  it('the quorum without voters', () => {
    expect(quorumText('en', quorumOf(null))).toContain('the number is not given')
    expect(quorumText('en', quorumOf(20000))).toContain('more than 10,000')
    expect(quorumText('en', quorumOf(300))).toContain('at least 5')
    expect(quorumText('en', quorumOf(1234))).toContain('rounded up')
  })

  it('the outline numbering', () => {
    expect([1, 4, 9, 14, 40, 90, 400, 900, 1994, 3999].map(roman)).toEqual(['I', 'IV', 'IX', 'XIV', 'XL', 'XC', 'CD', 'CM', 'MCMXCIV', 'MMMCMXCIX'])
    expect(roman(0)).toBe('0')
    expect(roman(4000)).toBe('4000')
    expect([outlineLabel(0, 1), outlineLabel(0, 27), outlineLabel(1, 3), outlineLabel(2, 2), outlineLabel(3, 1), outlineLabel(4, 28)]).toEqual(['A.', 'AA.', 'III.', '2.', 'a)', 'ab)'])
  })

  it('escaping and rendering without a subtitle', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;')
    expect(escapeMarkdown('# Titel')).toBe('\\# Titel')
    expect(escapeMarkdown('1. Januar')).toBe('1\\. Januar')
    expect(escapeMarkdown('- x\nzwei')).toBe('\\- x zwei')
    expect(escapeMarkdown('[a](b) [c]')).toBe('[a\\](b) [c]')
    expect(escapeMarkdown('&amp; & x')).toBe('\\&amp; & x')
    const doc: TextDocument = {
      kind: 'opinion',
      lang: 'de',
      title: 'T',
      subtitle: null,
      sections: [{ key: 'a', title: 'A', blocks: [{ _tag: 'list', key: null, ordered: false, items: [{ _tag: 'paragraph', key: null, text: 'x', norms: [], candidates: [] }] }], sections: [] }],
    }
    expect(renderText(doc)).toBe('T\n=\n\nA. A\n----\n\n- x\n')
    expect(renderMarkdown(doc)).toBe('# T\n\n## A. A\n\n- x\n')
    expect(renderHtml(doc)).toContain('<ul>\n<li>x</li>\n</ul>')
    expect(findSection(doc, 'nope')).toBeNull()
  })
})
