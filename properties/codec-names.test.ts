// The words of the codecs' error messages: each codec's name is what an
// error says was expected ("body: expected a body, got 1"), in the case and
// in the determination document, and the constants the wire format fixes.
// The names are module-level values (their mutants are static: Stryker runs
// every test of mutation/vitest.static.config.ts against each), so each is
// pinned here by the message it makes. Expected texts are written by hand
// from the codecs' names in the wire format (spec/wire-format.md).
// These tests use codecs built when the test file is collected, with no
// mutant active: the runs with `ignoreStatic` cannot see their kills.
// properties/codec-fresh-survivors.test.ts checks the same names (and the
// flags and fields of the codecs) through modules imported afresh inside
// each test (vi.resetModules), which Stryker can see.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as api from './support/public.js'
import { reportErrors } from '../src/codec/report.js'
import { ROOT } from './support/vectors.js'

type Json = Record<string, unknown>
const example = (): Json => JSON.parse(readFileSync(join(ROOT, 'spec', 'examples', 'musterstadt.case.json'), 'utf8')) as Json
const firstError = (u: unknown): string => {
  const r = api.validate(u)
  const e = r._tag === 'Left' ? r.left.errors[0] : undefined
  return e === undefined ? 'accepted' : `${e.path}: ${e.message}`
}
const lists = (c: Json): Json[] => c['lists'] as Json[]

describe('the names of the case codecs in their messages', () => {
  it('each part of a case of the wrong type says what was expected there', () => {
    const c = example()
    const list = lists(c)[0] as Json
    expect(firstError({ ...c, body: 1 })).toBe('body: expected a body, got 1')
    expect(firstError({ ...c, body: { ...(c['body'] as Json), term: 1 } })).toBe('body.term: expected a term, got 1')
    expect(firstError({ ...c, body: { ...(c['body'] as Json), statutoryMemberCount: 0 } })).toBe('body.statutoryMemberCount: expected an integer of at least 1, got 0')
    expect(firstError({ ...c, lists: [1] })).toBe('lists[0]: expected a list, got 1')
    expect(firstError({ ...c, lists: [{ ...list, id: 1 }] })).toBe('lists[0].id: expected an id (1 to 200 characters), got 1')
    expect(firstError({ ...c, lists: [{ ...list, candidates: [1] }] })).toBe('lists[0].candidates[0]: expected a candidate, got 1')
    const candidate = (list['candidates'] as Json[])[0] as Json
    expect(firstError({ ...c, lists: [{ ...list, candidates: [{ ...candidate, position: 0 }] }] })).toBe('lists[0].candidates[0].position: expected an integer of at least 1, got 0')
    expect(firstError({ ...c, lists: [{ ...list, candidates: [{ ...candidate, elected: 'yes' }] }] })).toBe('lists[0].candidates[0].elected: expected true or false, got "yes"')
    expect(firstError({ ...c, events: [1] })).toBe('events[0]: expected an event object, got 1')
    // a determination recorded as "vacant" names no successor
    const vacancy = ((lists(c)[0] as Json)['candidates'] as Json[]).find((k) => k['elected'] === true)?.['id']
    const vacant = { date: '2022-06-02', type: 'determination', vacancy, by: 'returningOfficer', outcome: 'vacant', successor: 'x' }
    expect(firstError({ ...c, events: [{ date: '2022-06-01', type: 'memberLeft', member: vacancy, cause: 'death' }, vacant] })).toBe('events[1].successor: expected null, got "x"')
    expect(firstError({ ...c, query: 1 })).toBe('query: expected a query, got 1')
    expect(firstError({ ...c, query: { state: 1 } })).toBe('query.state: expected a state query, got 1')
    expect(firstError({ ...c, lot: 1 })).toBe('lot: expected a lot, got 1')
    expect(firstError({ ...c, interpretation: 1 })).toBe('interpretation: expected an interpretation, got 1')
    expect(firstError({ ...c, interpretation: { incompatibility: 'x' } })).toBe('interpretation.incompatibility: expected one of "proofPeriod", "exclude", "statusRoute", got "x"')
  })

  it('every cause of a departure is read, each with its own fields (§ 33 Abs. 1 Nr. 2 KWG: with or without a final judgment)', () => {
    const c = example()
    const member = ((lists(c)[0] as Json)['candidates'] as Json[]).find((k) => k['elected'] === true)?.['id']
    const departure = (cause: string, more: Json = {}): Json => ({ ...c, events: [{ date: '2022-06-01', type: 'memberLeft', member, cause, ...more }] })
    for (const cause of ['death', 'statusNotAcquired', 'reviewDecision', 'merger']) expect(firstError(departure(cause)), cause).toBe('accepted')
    for (const cause of ['eligibilityLost', 'officeCapacityLost', 'incompatibility']) {
      expect(firstError(departure(cause, { finalJudgment: true })), cause).toBe('accepted')
      expect(firstError(departure(cause)), cause).toBe('accepted')
    }
    // the ground field is not one of the other causes'
    expect(firstError(departure('death', { finalJudgment: true }))).toBe('events[0].finalJudgment: unknown field')
    // a cause the law does not know: the message names every cause, in the order of the statute
    expect(firstError(departure('resignation'))).toBe(
      'events[0].cause: expected one of "death", "statusNotAcquired", "seatWaiver", "eligibilityLost", "officeCapacityLost", "incompatibility", "reviewDecision", "merger", got "resignation"',
    )
  })
})

describe('the names of the determination codec in its messages', () => {
  const determination = (): Json => api.encodeDetermination((api.decideCase(example()) as { right: { determination: api.Determination } }).right.determination) as unknown as Json
  const errors = (u: unknown): ReadonlyArray<string> => {
    const r = api.WireDeterminationC.decode(u)
    return r._tag === 'Left' ? reportErrors(r.left).map((e) => `${e.path}: ${e.message}`) : ['accepted']
  }

  it('the document itself decodes, and each part of the wrong type says what was expected', () => {
    const d = determination()
    expect(errors(d)).toEqual(['accepted'])
    expect(errors(1)).toEqual([': expected a determination, got 1'])
    expect(errors({ ...d, memberCount: 1 })).toEqual(['memberCount: expected a member count, got 1'])
    expect(errors({ ...d, memberCount: { before: -1, after: 1 } })).toEqual(['memberCount.before: expected a non-negative integer, got -1'])
    expect(errors({ ...d, considered: [1] })).toEqual(['considered[0]: expected a considered entry, got 1'])
    expect(errors({ ...d, tie: 1 })).toEqual(['tie: expected a tie, got 1'])
    expect(errors({ ...d, awaiting: 1 })).toEqual(['awaiting: expected an awaited proof, got 1'])
    expect(errors({ ...d, disregarded: [1] })).toEqual(['disregarded[0]: expected a disregarded fact, got 1'])
    expect(errors({ ...d, list: 1 })).toEqual(['list: expected an id (1 to 200 characters), got 1'])
    expect(errors({ ...d, format: 'x' })).toEqual(['format: expected one of "nachruecken.determination/1", got "x"'])
  })
})

describe('the formats the wire fixes', () => {
  it('an error document is nachruecken.error/1, a state nachruecken.state/1, an audit nachruecken.audit/1', () => {
    expect(api.encodeFailure({ _tag: 'rejected', errors: [] }).format).toBe('nachruecken.error/1')
    const c = { ...example(), query: { state: { asOf: '2024-01-01' } } }
    const decoded = api.decodeCase(c, { rules: false })
    if (decoded._tag === 'Left') return expect.fail(JSON.stringify(decoded.left.errors[0]))
    const state = api.stateOf(decoded.right)
    expect(state._tag === 'Right' ? api.encodeState(state.right).format : state.left).toBe('nachruecken.state/1')
    expect(api.encodeAudit(api.auditCase(decoded.right)).format).toBe('nachruecken.audit/1')
  })
})
