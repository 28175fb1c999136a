// The oracle's judging code, each test a misjudgement a tester would suffer
// otherwise: judging an answer against a vector per level (src/oracle/compare.ts,
// spec/conformance/README.md "Comparing a result with a vector"), the first
// norm at which two implementations diverge (src/oracle/classify.ts), the core
// view (src/oracle/core-view.ts) and the skeleton of a new vector
// (src/oracle/skeleton.ts). Every expectation is worked out by hand from the
// spec and the doc comments; the small determinations are made up here.
//
// Module-level constants (the document formats, the norms of the outcomes,
// the text left in `expected`) are read from a fresh import inside the test:
// Stryker activates a mutant only while a test runs, so a constant evaluated
// when the file is collected would hide its mutants.
import { describe, expect, it, vi } from 'vitest'
import type { Answer } from '../src/oracle/answer.js'
import { firstDivergence } from '../src/oracle/classify.js'
import { judge } from '../src/oracle/compare.js'
import { coreView, sameCore, showCore } from '../src/oracle/core-view.js'
import { vectorSkeleton } from '../src/oracle/skeleton.js'
import type { Vector } from '../src/oracle/suite.js'

const vectorOf = (expected: Vector['expected'], level: Vector['level'] = 'core'): Vector => ({
  id: 'judge-001', description: 'd', norms: [], readings: [], level, features: [], negative: null, case: {}, expected, file: 'judge-001.json',
})
const result = (r: unknown): Answer => ({ _tag: 'result', result: r })
/** A determination with one vacancy of list A: A-2 succeeds, the count stays 5. */
const determination = (o: Record<string, unknown> = {}): Record<string, unknown> => ({
  format: 'nachruecken.determination/1', outcome: 'successor', vacancy: 'A-1', list: 'A', cause: 'death', successor: 'A-2', reason: null,
  memberCount: { before: 5, after: 5 },
  considered: [{ candidate: 'A-2', verdict: 'successor', rule: 'kwg34.1.s1.rank' }],
  ...o,
})
const errorDoc = (errors: unknown[]): Record<string, unknown> => ({ format: 'nachruecken.error/1', errors })

describe('judging an answer against a vector', () => {
  it('every document format of the wire format is judged, not taken for garbage', async () => {
    vi.resetModules()
    const { judge: fresh } = await import('../src/oracle/compare.js')
    expect(fresh).not.toBe(judge) // evaluated afresh, inside this test
    // determination, error, state and audit documents are the four results
    // (spec/protocol.md "run"); each passes a vector it meets.
    expect(fresh(vectorOf({ determination: { outcome: 'successor', successor: 'A-2' } }), result(determination()), 'core')).toEqual({ _tag: 'pass' })
    expect(fresh(vectorOf({ error: { path: 'events[1]', rule: 'kwg34.2.n2' } }), result(errorDoc([{ path: 'events[1]', rule: 'kwg34.2.n2' }])), 'core')).toEqual({ _tag: 'pass' })
    expect(fresh(vectorOf({ state: { legalMemberCount: 30 } }), result({ format: 'nachruecken.state/1', legalMemberCount: 30 }), 'core')).toEqual({ _tag: 'pass' })
    expect(fresh(vectorOf({ audit: { findings: [] } }), result({ format: 'nachruecken.audit/1', findings: [] }), 'core')).toEqual({ _tag: 'pass' })
  })

  it('an error vector met by a determination fails at `result` with the expected error as the vector gives it', () => {
    const det = result(determination())
    // with a rule: path and rule are expected
    expect(judge(vectorOf({ error: { path: 'events[1]', rule: 'kwg34.2.n2' } }), det, 'core')).toEqual({
      _tag: 'fail',
      differences: [{ path: 'result', expected: { error: { path: 'events[1]', rule: 'kwg34.2.n2' } }, actual: { outcome: 'successor' } }],
    })
    // a given null rule is expected as null
    expect(judge(vectorOf({ error: { path: '', rule: null } }), det, 'core')).toEqual({
      _tag: 'fail',
      differences: [{ path: 'result', expected: { error: { path: '', rule: null } }, actual: { outcome: 'successor' } }],
    })
    // without a rule key only the path is expected (any rule would do)
    expect(judge(vectorOf({ error: { path: 'query.vacancy' } }), det, 'core')).toEqual({
      _tag: 'fail',
      differences: [{ path: 'result', expected: { error: { path: 'query.vacancy' } }, actual: { outcome: 'successor' } }],
    })
  })

  it('an error document without the expected error fails at `errors`, listing path and rule of every error it has', () => {
    const rejected = result(errorDoc([
      { path: 'events[1]', code: 'ruleBroken', message: 'm', rule: 'kwg34.2.n1' },
      { path: 'query', code: 'invalidValue', message: 'm', rule: null },
    ]))
    // right path, wrong rule: not a hit
    expect(judge(vectorOf({ error: { path: 'events[1]', rule: 'kwg34.2.n2' } }), rejected, 'full')).toEqual({
      _tag: 'fail',
      differences: [{
        path: 'errors',
        expected: { error: { path: 'events[1]', rule: 'kwg34.2.n2' } },
        actual: [{ path: 'events[1]', rule: 'kwg34.2.n1' }, { path: 'query', rule: null }],
      }],
    })
  })

  it('a determination vector met by an error document fails at `result` with the expected outcome and the errors', () => {
    const rejected = result(errorDoc([{ path: 'query.vacancy', code: 'unknownId', message: 'm', rule: null }]))
    expect(judge(vectorOf({ determination: { outcome: 'vacant', memberCount: { after: 4 } } }), rejected, 'core')).toEqual({
      _tag: 'fail',
      differences: [{ path: 'result', expected: { outcome: 'vacant' }, actual: { errors: [{ path: 'query.vacancy', rule: null }] } }],
    })
  })

  it('a state document is judged by every key the vector gives, not only the first', () => {
    const state = result({
      format: 'nachruecken.state/1', asOf: '2023-04-30', legalMemberCount: 30, members: [],
      rejected: [{ path: 'events[7]', rule: 'kwg26.1' }],
    })
    // legalMemberCount agrees; rejected[0] has the path but another rule
    expect(judge(vectorOf({ state: { legalMemberCount: 30, rejected: [{ path: 'events[7]', rule: 'kwg25.1' }] } }), state, 'core')).toEqual({
      _tag: 'fail',
      differences: [{ path: 'rejected[0].rule', expected: 'kwg25.1', actual: 'kwg26.1' }],
    })
  })

  it('level full: a considered entry with the right candidate and verdict but another rule fails', () => {
    const want = { outcome: 'successor', successor: 'A-2', considered: [{ candidate: 'A-2', verdict: 'successor', rule: 'kwg34.1.s1.rank' }] }
    const other = result(determination({ considered: [{ candidate: 'A-2', verdict: 'successor', rule: 'kwg34.1.s1.tie' }] }))
    expect(judge(vectorOf({ determination: want }, 'full'), other, 'full')).toEqual({
      _tag: 'fail',
      differences: [{ path: 'considered[0].rule', expected: 'kwg34.1.s1.rank', actual: 'kwg34.1.s1.tie' }],
    })
    // at core level considered is not compared
    expect(judge(vectorOf({ determination: want }, 'full'), other, 'core')).toEqual({ _tag: 'pass' })
  })

  it('a skip and a reported error say what the implementation said, with no standard error of ours', () => {
    const v = vectorOf({ determination: { outcome: 'vacant' } })
    expect(judge(v, { _tag: 'skipped', message: 'majority elections are not supported' }, 'core')).toEqual({
      _tag: 'skip',
      message: 'the implementation skipped it: majority elections are not supported',
    })
    expect(judge(v, { _tag: 'errored', message: 'internal error: x' }, 'core')).toEqual({
      _tag: 'error',
      message: 'the implementation reported an error: internal error: x',
      stderr: [],
    })
  })

  it('a result that is no document of the wire format is an error quoting at most 200 characters of it', () => {
    const v = vectorOf({ determination: { outcome: 'vacant' } })
    const prefix = 'the result is not a document of the wire format: '
    expect(judge(v, result([1]), 'core')).toEqual({ _tag: 'error', message: `${prefix}[1]`, stderr: [] })
    // JSON.stringify(undefined) is undefined: nothing to quote
    expect(judge(v, result(undefined), 'core')).toEqual({ _tag: 'error', message: `${prefix}undefined`, stderr: [] })
    // {"format":"nachruecken.case/1","pad":" is 38 characters; 162 of the 300 y follow to make 200
    const long = { format: 'nachruecken.case/1', pad: 'y'.repeat(300) }
    expect(judge(v, result(long), 'core')).toEqual({
      _tag: 'error',
      message: `${prefix}{"format":"nachruecken.case/1","pad":"${'y'.repeat(162)}`,
      stderr: [],
    })
  })
})

describe('the first norm at which two implementations diverge', () => {
  /** A proportional list A: with 100 votes each, A-4 with 50. */
  const listA = (): unknown => ({
    body: { electionMode: 'proportional' },
    lists: [{ id: 'A', candidates: [{ id: 'A-2', votes: 100 }, { id: 'A-3', votes: 100 }, { id: 'A-4', votes: 50 }] }],
  })
  const ourText = 'outcome successor, successor A-2, memberCount.after 5'

  it('the other implementation failed: the answer is blamed, with what it said', () => {
    expect(firstDivergence(listA(), determination(), { _tag: 'errored', message: 'boom' })).toEqual({
      norm: '(implementation failure)', where: 'answer', ours: ourText, theirs: 'errored: boom',
    })
    expect(firstDivergence(listA(), determination(), { _tag: 'failed', message: 'hung', stderr: [] })).toEqual({
      norm: '(implementation failure)', where: 'answer', ours: ourText, theirs: 'failed: hung',
    })
  })

  it('both reject: no norm, at the result, each with its errors', () => {
    const ours = errorDoc([{ path: 'events[1]', rule: 'kwg34.2.n2' }])
    const theirs = result(errorDoc([{ path: 'query.vacancy', rule: null }]))
    expect(firstDivergence(listA(), ours, theirs)).toEqual({
      norm: '(none)', where: 'result', ours: 'rejected: events[1] [kwg34.2.n2]', theirs: 'rejected: query.vacancy [null]',
    })
  })

  it('they find no succession and we do: their reason is the norm', () => {
    // a seat waiver not in writing: no succession by kwg33.2 (spec/readings.md R3)
    const theirs = result(determination({ outcome: 'noSuccession', successor: null, reason: 'kwg33.2', considered: [] }))
    expect(firstDivergence(listA(), determination({ considered: [] }), theirs)).toEqual({
      norm: 'kwg33.2', where: 'outcome', ours: ourText, theirs: 'outcome noSuccession, successor null, memberCount.after 5',
    })
  })

  it('the same candidate with the same verdict under another rule: our rule, at that entry', () => {
    const theirs = result(determination({ considered: [{ candidate: 'A-2', verdict: 'successor', rule: 'kwg34.1.s1.tie' }] }))
    expect(firstDivergence(listA(), determination(), theirs)).toEqual({
      norm: 'kwg34.1.s1.rank', where: 'considered[0]', ours: 'A-2 successor [kwg34.1.s1.rank]', theirs: 'A-2 successor [kwg34.1.s1.tie]',
    })
  })

  it('the same candidate skipped by both under different rules: our rule', () => {
    const walk = (rule: string): unknown[] => [{ candidate: 'A-2', verdict: 'skipped', rule }, { candidate: 'A-3', verdict: 'successor', rule: 'kwg34.1.s1.rank' }]
    const ours = determination({ successor: 'A-3', considered: walk('kwg34.2.n1') })
    const theirs = result(determination({ successor: 'A-3', considered: walk('kwg34.2.n2') }))
    expect(firstDivergence(listA(), ours, theirs)).toEqual({
      norm: 'kwg34.2.n1', where: 'considered[0]', ours: 'A-2 skipped [kwg34.2.n1]', theirs: 'A-2 skipped [kwg34.2.n2]',
    })
  })

  it('an entry that is not an object is not read as one: its whole value stands as the candidate', () => {
    // an implementation that writes tuples: the candidate is the tuple (no id
    // of the case), so the ranking differs, and it has no verdict and no rule
    const theirs = result(determination({ considered: [['A-2', 'successor', 'kwg34.1.s1.rank']] }))
    expect(firstDivergence(listA(), determination(), theirs)).toEqual({
      norm: 'kwg34.1.s1.rank', where: 'considered[0]', ours: 'A-2 successor [kwg34.1.s1.rank]', theirs: 'A-2,successor,kwg34.1.s1.rank null [null]',
    })
    // a null entry likewise: candidate null, no verdict, no rule
    expect(firstDivergence(listA(), determination(), result(determination({ considered: [null] })))).toEqual({
      norm: 'kwg34.1.s1.rank', where: 'considered[0]', ours: 'A-2 successor [kwg34.1.s1.rank]', theirs: 'null null [null]',
    })
  })

  it('a case too broken to read (null) has no votes and no election mode: the proportional ranking', () => {
    expect(firstDivergence(null, determination({ considered: [] }), result(determination({ successor: 'A-3', considered: [] })))).toEqual({
      norm: 'kwg34.1.s1.rank', where: 'successor', ours: ourText, theirs: 'outcome successor, successor A-3, memberCount.after 5',
    })
  })

  it('a missing successor is no tie in votes, even with a candidate without id of equal votes', () => {
    // the case (broken: a candidate lacks its id) has 100 votes for the
    // id-less candidate and for A-2; "no successor" names no candidate, so the
    // ranking is blamed, not a tie
    const broken = { body: { electionMode: 'proportional' }, lists: [{ id: 'A', candidates: [{ name: 'no id', votes: 100 }, { id: 'A-2', votes: 100 }] }] }
    const { successor: _, ...without } = determination()
    void _
    expect(firstDivergence(broken, determination(), result(without))).toEqual({
      norm: 'kwg34.1.s1.rank', where: 'successor', ours: ourText, theirs: 'outcome successor, successor undefined, memberCount.after 5',
    })
    expect(firstDivergence(broken, without, result(determination()))).toEqual({
      norm: 'kwg34.1.s1.rank', where: 'successor', ours: 'outcome successor, successor undefined, memberCount.after 5', theirs: ourText,
    })
  })

  it('equal walks: another successor, outcome or member count is named with its place', () => {
    // have 100 votes each: a different successor among them is the tie
    expect(firstDivergence(listA(), determination({ considered: [] }), result(determination({ successor: 'A-3', considered: [] })))).toEqual({
      norm: 'kwg34.1.s1.tie', where: 'successor', ours: ourText, theirs: 'outcome successor, successor A-3, memberCount.after 5',
    })
    expect(firstDivergence(listA(), determination({ outcome: 'vacant', successor: null, memberCount: { before: 5, after: 4 } }), result(determination()))).toEqual({
      norm: 'kwg34.1.s2.vacant', where: 'outcome', ours: 'outcome vacant, successor null, memberCount.after 4', theirs: ourText,
    })
    expect(firstDivergence(listA(), determination(), result(determination({ memberCount: { before: 5, after: 4 } })))).toEqual({
      norm: 'kwg34.1.s2.count', where: 'memberCount.after', ours: ourText, theirs: 'outcome successor, successor A-2, memberCount.after 4',
    })
  })

  it('a different outcome names the norm of that outcome (vacant, lot, proof)', async () => {
    vi.resetModules()
    const { firstDivergence: fresh } = await import('../src/oracle/classify.js')
    expect(fresh).not.toBe(firstDivergence) // evaluated afresh, inside this test
    const other = (outcome: string): string => fresh(listA(), determination(), result(determination({ outcome, successor: 'A-2' }))).norm
    expect(other('vacant')).toBe('kwg34.1.s2.vacant')
    expect(other('lotRequired')).toBe('kwg34.1a.lot')
    expect(other('awaitingProof')).toBe('kwg34.3.s2')
  })
})

describe('the core view', () => {
  it('a determination without its core fields is not the same as a rejection or garbage', () => {
    const empty = coreView({ format: 'nachruecken.determination/1' })
    expect(sameCore(empty, coreView(errorDoc([])))).toBe(false)
    expect(sameCore(empty, coreView({ format: 'x' }))).toBe(false)
    expect(sameCore(empty, coreView({ format: 'nachruecken.determination/1' }))).toBe(true)
  })

  it('two determinations with the same successor and count but another outcome differ', () => {
    // a lot to draw and a proof to await: both leave the seat open for now (successor null, count 5)
    const lot = coreView(determination({ outcome: 'lotRequired', successor: null }))
    const proof = coreView(determination({ outcome: 'awaitingProof', successor: null }))
    expect(sameCore(lot, proof)).toBe(false)
    expect(sameCore(lot, coreView(determination({ outcome: 'lotRequired', successor: null })))).toBe(true)
  })

  it('a rejection lists its errors separated by commas', () => {
    expect(showCore(coreView(errorDoc([{ path: 'events[1]', rule: 'kwg34.2.n2' }, { path: 'query', rule: null }])))).toBe(
      'rejected: events[1] [kwg34.2.n2], query [null]',
    )
  })
})

describe('the skeleton of a new vector', () => {
  const divergence = { norm: 'kwg34.1.s1.rank', where: 'successor', ours: 'o', theirs: 't' }
  const replay = { seed: 7, path: '1:0', command: 'impl' }
  const left = (member: string): unknown => ({ date: '2023-05-01', type: 'memberLeft', member, cause: 'death' })

  it('leaves expected as the note to work it out by hand', async () => {
    vi.resetModules()
    const { vectorSkeleton: fresh } = await import('../src/oracle/skeleton.js')
    expect(fresh).not.toBe(vectorSkeleton) // evaluated afresh, inside this test
    expect(fresh({}, divergence, replay)['expected']).toBe(
      'FILL IN BY HAND: work out the expected determination (or error) by hand from the law (spec/law/kwg-34.txt) and spec/readings.md; never copy it from either implementation',
    )
  })

  it('hints at R6 only for several memberLeft events', () => {
    const readings = (c: unknown): unknown => vectorSkeleton(c, divergence, replay)['readings']
    expect(readings({ events: [left('A-1')] })).toEqual([])
    expect(readings({ events: [left('A-1'), { date: '2023-05-02', type: 'candidateDied', candidate: 'A-2' }] })).toEqual([])
    expect(readings({ events: [left('A-1'), left('A-5')] })).toEqual(['R6'])
    // an array is no case: it has no events, whatever properties it carries
    expect(readings(Object.assign([], { events: [left('A-1'), left('A-5')] }))).toEqual([])
  })

  it('a case or event that is no object gives no hint and no exception', () => {
    const readings = (c: unknown): unknown => vectorSkeleton(c, divergence, replay)['readings']
    // undefined: what a generator of arbitrary values may hand the fuzzer
    expect(readings(undefined)).toEqual([])
    expect(readings({ events: [undefined, left('A-1'), 'memberLeft'] })).toEqual([])
  })
})
