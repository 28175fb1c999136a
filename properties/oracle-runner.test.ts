// The conformance runner, the differential fuzzer and loading the suite, over
// a fake session (no process): which vectors are selected, what each case
// report and the summary say, the table per norm, progress and durations;
// what the fuzzer reports when the other implementation agrees, disagrees or
// gives nothing to compare, and replaying a disagreement by seed and path.
// Promises: spec/conformance/README.md ("Running the suite against your
// implementation", "Differential fuzzing") and spec/protocol.md.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import type { Answer } from '../src/oracle/answer.js'
import { type CaseReport, runConformance } from '../src/oracle/conformance.js'
import { fuzz, type FuzzProgress, ourResult } from '../src/oracle/fuzz.js'
import type { ImplementationInfo } from '../src/oracle/protocol.js'
import type { Session } from '../src/oracle/session.js'
import { loadSuite, type Suite, type Vector } from '../src/oracle/suite.js'
import { impl, tagOf, vec } from './support/oracle-fakes.js'

// This file system lists a folder sorted already; the folder here lists it
// backwards, so only the loader's own sorting puts the vectors in file-name order.
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>()
  const backwards = (dir: string): string[] => fs.readdirSync(dir).sort().reverse()
  return { ...fs, readdirSync: backwards }
})

/** A session without a process: `answer` gets the case; `spend` advances the clock of `now` while "running". */
const fake = (answer: (c: unknown) => Answer, info: ImplementationInfo = impl(), spend: (c: unknown) => void = () => undefined): Session => ({
  start: async () => ({ _tag: 'ready', info }),
  run: async (c) => {
    spend(c)
    return answer(c)
  },
  close: async () => undefined,
  starts: () => 1,
})

const det = (o: Record<string, unknown> = {}): Answer => ({
  _tag: 'result',
  result: {
    format: 'nachruecken.determination/1',
    outcome: 'successor',
    successor: 'A-2',
    memberCount: { before: 5, after: 5 },
    considered: [{ candidate: 'A-2', verdict: 'successor', rule: 'kwg34.1.s1.rank' }],
    ...o,
  },
})

describe('conformance: which vectors are selected', () => {
  it('a run at level core judges full vectors at core level, also for an implementation that lists only core', async () => {
    // README: "a run at level core judges every vector at core level"; the skip for
    // level full applies when a full run meets an implementation without `full`.
    const considered = [{ candidate: 'A-3', verdict: 'successor', rule: 'kwg34.1.s1.rank' }]
    const suite: Suite = { version: '1.0.0', vectors: [vec('c-001'), vec('f-001', { level: 'full', expected: { determination: { outcome: 'successor', considered } } })], problems: [] }
    const r = await runConformance({ session: fake(() => det(), impl({ levels: ['core'] })), commandText: 'fake', suite, level: 'core' })
    // at core, f-001 compares only outcome: the answer's 'successor' matches; considered (A-2 vs A-3) is not compared
    expect(r.cases.map((c) => [c.id, c.status, c.selected, c.message])).toEqual([
      ['c-001', 'pass', true, null],
      ['f-001', 'pass', true, null],
    ])
    expect(r.summary).toEqual({ pass: 2, fail: 0, skip: 0, error: 0, notRun: 0, total: 2, selected: 2, expectedFailures: 0, unexpectedPasses: 0, conforms: true })
  })

  it('a run at level full skips (not selected) the full vectors of an implementation without level full, and judges the core ones', async () => {
    const considered = [{ candidate: 'A-3', verdict: 'successor', rule: 'kwg34.1.s1.rank' }]
    const suite: Suite = { version: '1.0.0', vectors: [vec('c-001'), vec('f-001', { level: 'full', expected: { determination: { outcome: 'successor', considered } } })], problems: [] }
    const r = await runConformance({ session: fake(() => det(), impl({ levels: ['core'] })), commandText: 'fake', suite, level: 'full' })
    expect(r.cases.map((c) => [c.id, c.status, c.selected, c.message])).toEqual([
      ['c-001', 'pass', true, null],
      ['f-001', 'skip', false, 'the implementation does not support level full'],
    ])
    // the one selected vector passes: conforms
    expect(r.summary).toEqual({ pass: 1, fail: 0, skip: 1, error: 0, notRun: 0, total: 2, selected: 1, expectedFailures: 0, unexpectedPasses: 0, conforms: true })
    // the same suite at full with an implementation that lists full: f-001 is judged at full and fails on considered
    const both = await runConformance({ session: fake(() => det()), commandText: 'fake', suite, level: 'full' })
    expect(both.cases.map((c) => [c.id, c.status, c.selected])).toEqual([
      ['c-001', 'pass', true],
      ['f-001', 'fail', true],
    ])
    expect(both.summary.conforms).toBe(false)
  })

  it('a vector whose reading the implementation does not list is skipped and not selected, with the reason, and never sent', async () => {
    const sent: string[] = []
    const v = vec('r-001', { norms: ['kwg34.2.n3.ground'], case: { tag: 'r-001', interpretation: { incompatibility: 'exclude' } } })
    const r = await runConformance({
      session: fake((c) => (sent.push(tagOf(c)), det())),
      commandText: 'fake',
      suite: { version: null, vectors: [vec('p-001'), v], problems: [] },
      level: 'core',
    })
    expect(sent).toEqual(['p-001'])
    const skipped: CaseReport = {
      id: 'r-001',
      file: 'r-001.json',
      description: 'about r-001',
      norms: ['kwg34.2.n3.ground'],
      features: [],
      level: 'core',
      expectedFailure: false,
      status: 'skip',
      selected: false,
      message: 'the implementation does not support the reading incompatibility=exclude',
      differences: [],
      stderr: [],
      durationMs: 0,
    }
    expect(r.cases[1]).toEqual(skipped)
    expect(r.summary).toEqual({ pass: 1, fail: 0, skip: 1, error: 0, notRun: 0, total: 2, selected: 1, expectedFailures: 0, unexpectedPasses: 0, conforms: true })
  })
})

/**
 * A suite with one broken file and five vectors the fake answers with a
 * pass, a failure, a `skipped` answer, an `errored` answer and a crash. The
 * clock moves only while the fake "runs" a case: p 30 ms, f 20, s 5, e 40, x 1.
 */
const everyStatus = async (onProgress?: (done: number, total: number, id: string) => void) => {
  let clock = 1000
  const spent: Record<string, number> = { 'p-001': 30, 'f-001': 20, 's-001': 5, 'e-001': 40, 'x-001': 1 }
  const answers: Record<string, Answer> = {
    'p-001': det(),
    'f-001': det({ outcome: 'vacant', successor: null }),
    's-001': { _tag: 'skipped', message: 'majority elections are not supported' },
    'e-001': { _tag: 'errored', message: 'internal error: division by zero' },
    'x-001': { _tag: 'failed', message: 'the implementation exited (status 1)', stderr: ['Traceback (most recent call last):', 'ZeroDivisionError'] },
  }
  const suite: Suite = {
    version: '1.2.0',
    vectors: [
      vec('p-001', { norms: ['kwg34.2.n2', 'kwg34.1.s1.rank'] }),
      vec('f-001', { norms: ['zz.custom'] }),
      vec('s-001', { norms: ['aa.custom', 'kwg34.1.s1.rank'] }),
      vec('e-001'),
      vec('x-001', { norms: ['kwg34.1.s1.rank'] }),
    ],
    problems: [{ file: 'broken-001.json', message: 'not JSON: Unexpected token' }],
  }
  const session = fake(
    (c) => answers[tagOf(c)] as Answer,
    impl(),
    (c) => (clock += spent[tagOf(c)] ?? 0),
  )
  return runConformance({ session, commandText: 'fake --x', suite, level: 'core', now: () => clock, ...(onProgress === undefined ? {} : { onProgress }) })
}

describe('conformance: statuses, summary, norms, progress', () => {
  it('every status with its case report: a broken file and an errored or crashed implementation are errors; a skipped answer is a selected skip', async () => {
    const r = await everyStatus()
    const at = { norms: [], features: [], expectedFailure: false, level: 'core', selected: true, differences: [], stderr: [] }
    expect(r.cases).toEqual([
      // the broken file comes first, as an error under its file name without .json
      { ...at, id: 'broken-001', file: 'broken-001.json', description: '', level: null, status: 'error', message: 'the vector file is broken: not JSON: Unexpected token', durationMs: 0 },
      { ...at, id: 'p-001', file: 'p-001.json', description: 'about p-001', norms: ['kwg34.2.n2', 'kwg34.1.s1.rank'], status: 'pass', message: null, durationMs: 30 },
      // expected outcome successor / successor A-2; the answer says vacant / null (memberCount.after 5 agrees)
      {
        ...at,
        id: 'f-001',
        file: 'f-001.json',
        description: 'about f-001',
        norms: ['zz.custom'],
        status: 'fail',
        message: null,
        differences: [
          { path: 'outcome', expected: 'successor', actual: 'vacant' },
          { path: 'successor', expected: 'A-2', actual: null },
        ],
        durationMs: 20,
      },
      { ...at, id: 's-001', file: 's-001.json', description: 'about s-001', norms: ['aa.custom', 'kwg34.1.s1.rank'], status: 'skip', message: 'the implementation skipped it: majority elections are not supported', durationMs: 5 },
      { ...at, id: 'e-001', file: 'e-001.json', description: 'about e-001', status: 'error', message: 'the implementation reported an error: internal error: division by zero', durationMs: 40 },
      {
        ...at,
        id: 'x-001',
        file: 'x-001.json',
        description: 'about x-001',
        norms: ['kwg34.1.s1.rank'],
        status: 'error',
        message: 'the implementation exited (status 1)',
        stderr: ['Traceback (most recent call last):', 'ZeroDivisionError'],
        durationMs: 1,
      },
    ])
  })

  it('the summary counts every case; total counts broken files too; one failure or error and the run does not conform', async () => {
    const r = await everyStatus()
    // 6 = 5 vectors + 1 broken file; a skipped answer is selected (README: "an answer skipped counts as not passed")
    expect(r.summary).toEqual({ pass: 1, fail: 1, skip: 1, error: 3, notRun: 0, total: 6, selected: 6, expectedFailures: 0, unexpectedPasses: 0, conforms: false })
    expect(r.suite).toEqual({ version: '1.2.0', vectors: 5 })
    expect(r).toMatchObject({ format: 'nachruecken.conformance-report/1', command: 'fake --x', startProblem: null, level: 'core', implementation: impl() })
    // the whole run took the time the fake spent: 30 + 20 + 5 + 40 + 1
    expect(r.durationMs).toBe(96)
  })

  it('the table per norm: sorted by the share of failures and errors among the vectors that ran (the culprit first); on equal shares catalogue order, then unknown ids sorted, then (none)', async () => {
    const r = await everyStatus()
    expect(r.norms).toEqual([
      // zz.custom: 1 of 1 ran fails; (none): the broken file and e-001, 2 of 2 errors — equal shares keep their order
      { norm: 'zz.custom', citation: 'unknown norm id', pass: 0, fail: 1, skip: 0, error: 0, notRun: 0 },
      { norm: '(none)', citation: 'format and consistency', pass: 0, fail: 0, skip: 0, error: 2, notRun: 0 },
      // p pass, s skip, x error: 1 of the 2 that ran
      { norm: 'kwg34.1.s1.rank', citation: '§ 34 Abs. 1 Satz 1 Hs. 1 KWG', pass: 1, fail: 0, skip: 1, error: 1, notRun: 0 },
      { norm: 'kwg34.2.n2', citation: '§ 34 Abs. 2 Nr. 2 KWG', pass: 1, fail: 0, skip: 0, error: 0, notRun: 0 },
      // nothing of aa.custom ran: share 0, after the catalogue's ids
      { norm: 'aa.custom', citation: 'unknown norm id', pass: 0, fail: 0, skip: 1, error: 0, notRun: 0 },
    ])
  })

  it('progress: before each vector the cases done so far (broken files count as done), at the end total of total', async () => {
    const seen: Array<[number, number, string]> = []
    await everyStatus((done, total, id) => seen.push([done, total, id]))
    expect(seen).toEqual([
      [1, 6, 'p-001'],
      [2, 6, 'f-001'],
      [3, 6, 's-001'],
      [4, 6, 'e-001'],
      [5, 6, 'x-001'],
      [6, 6, ''],
    ])
  })

  it('conforms: every selected vector passes, and at least one is selected', async () => {
    const run = (vectors: Vector[], answer: (c: unknown) => Answer) =>
      runConformance({ session: fake(answer), commandText: 'fake', suite: { version: null, vectors, problems: [] }, level: 'core' })
    const good = await run([vec('a-001'), vec('a-002')], () => det())
    expect(good.summary).toMatchObject({ pass: 2, selected: 2, expectedFailures: 0, unexpectedPasses: 0, conforms: true })
    // one pass and one failure: not every selected vector passes
    const half = await run([vec('a-001'), vec('a-002')], (c) => (tagOf(c) === 'a-001' ? det() : det({ successor: 'A-9' })))
    expect(half.summary).toMatchObject({ pass: 1, fail: 1, selected: 2, expectedFailures: 0, unexpectedPasses: 0, conforms: false })
    // every vector needs a reading the implementation lacks: nothing is judged, nothing shown
    const exclude = { interpretation: { incompatibility: 'exclude' } }
    const none = await run([vec('a-001', { case: exclude }), vec('a-002', { case: exclude })], () => det())
    expect(none.summary).toEqual({ pass: 0, fail: 0, skip: 2, error: 0, notRun: 0, total: 2, selected: 0, expectedFailures: 0, unexpectedPasses: 0, conforms: false })
  })

  it('a broken file named by a folder path keeps its name as id: only a final .json is cut', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nachruecken-runner-'))
    const suite = loadSuite(join(dir, 'old.json.d'))
    const r = await runConformance({ session: fake(() => det()), commandText: 'fake', suite, level: 'core' })
    expect(r.cases.map((c) => [c.id, c.status, c.message])).toEqual([[join(dir, 'old.json.d'), 'error', 'the vector file is broken: cannot read the folder (ENOENT)']])
    expect(r.summary).toEqual({ pass: 0, fail: 0, skip: 0, error: 1, notRun: 0, total: 1, selected: 1, expectedFailures: 0, unexpectedPasses: 0, conforms: false })
  })
})

describe('fuzz over a session without a process', () => {
  // ours rejects any number (not a case): an implementation that also rejects agrees
  const rejected: Answer = { _tag: 'result', result: { format: 'nachruecken.error/1', errors: [{ path: '', rule: null }] } }
  const decided: Answer = { _tag: 'result', result: { format: 'nachruecken.determination/1', outcome: 'vacant', successor: null, memberCount: { before: 5, after: 4 } } }

  it('agreement: every case counted in the search phase, the runs and no skips reported', async () => {
    const seen: FuzzProgress[] = []
    const r = await fuzz({ session: fake(() => rejected), commandText: 'fake', runs: 5, seed: 42, arbitrary: fc.nat(), onProgress: (p) => seen.push(p) })
    expect(r).toEqual({ _tag: 'agreed', seed: 42, kind: 'determination', level: 'full', compared: 5, runs: 5, skipped: 0, flaky: [], stopped: null })
    // one batch of five: progress once, when it is sent
    expect(seen).toEqual([{ phase: 'search', cases: 5 }])
  })

  it('an implementation that skips every case leaves nothing to compare: unavailable, with the number of skips', async () => {
    let asked = 0
    const r = await fuzz({ session: fake(() => (asked++, { _tag: 'skipped', message: 'not supported' })), commandText: 'fake', runs: 3, seed: 1, arbitrary: fc.nat() })
    expect(r).toEqual({ _tag: 'unavailable', message: 'no comparable case: the implementation skipped or could not answer all 3 generated cases' })
    expect(asked).toBe(3)
  })

  it('a single case the implementation skips is "the one generated case", not "all 1 generated cases"', async () => {
    const r = await fuzz({ session: fake(() => ({ _tag: 'skipped', message: 'not supported' })), commandText: 'fake', runs: 1, seed: 1, arbitrary: fc.nat() })
    expect(r).toEqual({ _tag: 'unavailable', message: 'no comparable case: the implementation skipped or could not answer the one generated case' })
  })

  it('--norm that no answer of ours cites leaves nothing to compare: unavailable, naming the norms, not "0 skipped"', async () => {
    const r = await fuzz({ session: fake(() => rejected), commandText: 'fake', runs: 3, seed: 1, arbitrary: fc.nat(), norms: ['kwg99', 'kwg98'] })
    expect(r).toEqual({ _tag: 'unavailable', message: 'no comparable case: no answer (ours) to the 3 generated cases cites kwg99 or kwg98 (--norm)' })
    const one = await fuzz({ session: fake(() => rejected), commandText: 'fake', runs: 1, seed: 1, arbitrary: fc.nat(), norms: ['kwg99'] })
    expect(one).toEqual({ _tag: 'unavailable', message: 'no comparable case: no answer (ours) to the one generated case cites kwg99 (--norm)' })
  })

  it('cases skipped for their reading and cases not chosen by --norm are counted apart, adding up to the runs', async () => {
    // half the cases ask for a reading the fake does not declare (skipped before they are asked), the others cite no kwg99
    const arbitrary = fc.oneof(fc.constant({ interpretation: { incompatibility: 'exclude' } }), fc.constant({}))
    const r = await fuzz({ session: fake(() => rejected), commandText: 'fake', runs: 20, seed: 3, arbitrary, norms: ['kwg99'] })
    const m = /^no comparable case: the implementation skipped or could not answer (\d+) of the 20 generated cases, and no answer \(ours\) to the other (\d+) cites kwg99 \(--norm\)$/.exec(
      r._tag === 'unavailable' ? r.message : '',
    )
    expect(m, JSON.stringify(r)).not.toBeNull()
    expect(Number(m?.[1])).toBeGreaterThan(0)
    expect(Number(m?.[2])).toBeGreaterThan(0)
    expect(Number(m?.[1]) + Number(m?.[2])).toBe(20)
  })

  it('a replayed --path on which the two agree says there is no disagreement to replay, with the seed and the path', async () => {
    const r = await fuzz({ session: fake(() => rejected), commandText: 'fake', runs: 5, seed: 4, arbitrary: fc.nat(), path: '2' })
    expect(r).toEqual({
      _tag: 'unavailable',
      message: 'no disagreement to replay at --seed 4 --path 2: the case agrees, the implementation does not answer it, or the path names no case',
    })
  })

  it('a disagreement is shrunk to the smallest case, the progress switching to shrink after the first one, and replays by seed and path', async () => {
    const asked: number[] = []
    const seen: FuzzProgress[] = []
    // the fake decides every number from 5 up where ours rejects: the minimal disagreement is 5
    const session = fake((c) => (asked.push(c as number), (c as number) >= 5 ? decided : rejected))
    const r = await fuzz({ session, commandText: 'fake --y', runs: 100, seed: 11, arbitrary: fc.nat(1000), onProgress: (p) => seen.push(p) })
    if (r._tag !== 'disagreement') throw new Error(`expected a disagreement, got ${r._tag}`)
    const first = asked.findIndex((c) => c >= 5) + 1
    expect(first).toBeGreaterThan(0)
    expect(r).toMatchObject({ seed: 11, runs: first, case: 5, ours: ourResult(5), theirs: decided, replay: { seed: 11, command: 'fake --y' } })
    expect(r.shrinks).toBeGreaterThan(0)
    // the search sends the batch of 100 at once (progress once), then each shrinking step is one more case;
    // the case is sent once more after shrinking, for the answer in the report
    expect(seen[0]).toEqual({ phase: 'search', cases: 100 })
    expect(seen.slice(1).every((p) => p.phase === 'shrink')).toBe(true)
    expect(seen.map((p) => p.cases)).toEqual(seen.map((_, i) => 100 + i))
    expect(seen.length).toBe(asked.length - 100)
    // replay: the same seed and path lead straight to the shrunk case, without shrinking again
    const again = await fuzz({ session, commandText: 'fake --y', runs: 100, seed: 11, path: r.replay.path ?? '', arbitrary: fc.nat(1000) })
    expect(again).toMatchObject({ _tag: 'disagreement', case: 5, shrinks: 0, replay: { seed: 11, path: r.replay.path } })
  })
})

describe('loading the suite: order and broken files', () => {
  it('vectors in file-name order, also when the folder lists them backwards; a file that is not JSON says so', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nachruecken-order-'))
    const vectors = join(dir, 'vectors')
    mkdirSync(vectors)
    const ids = ['m-004', 'b-010', 'z-001', 'a-002', 'k-007', 'c-003', 'y-005', 'd-008', 'q-006', 'e-009']
    for (const id of ids)
      writeFileSync(join(vectors, `${id}.json`), JSON.stringify({ id, description: id, norms: [], readings: [], level: 'core', case: {}, expected: { error: { path: '' } } }))
    writeFileSync(join(vectors, 'oops-001.json'), '{oops')
    const s = loadSuite(vectors)
    expect(s.vectors.map((v) => v.id)).toEqual([...ids].sort())
    let parseMessage = ''
    try {
      JSON.parse('{oops')
    } catch (e) {
      parseMessage = (e as Error).message
    }
    expect(s.problems).toEqual([{ file: 'oops-001.json', message: `not JSON: ${parseMessage}` }])
    expect(s.version).toBeNull()
  })
})

describe('the schemas of --validate: in the order of their file names, with keywords Ajv does not know', () => {
  // readdirSync is mocked above to list a folder backwards, so the order is the module's own sort
  it('schemasByFormat reads a folder in the order of the file names, whatever order the file system lists them in', async () => {
    const { schemasByFormat } = await import('../src/oracle/validate.js')
    const dir = mkdtempSync(join(tmpdir(), 'nachruecken-schemas-'))
    for (const name of ['a', 'b', 'c'])
      writeFileSync(join(dir, `${name}.schema.json`), JSON.stringify({ $id: `https://example.org/${name}.schema.json`, type: 'object' }))
    expect(schemasByFormat(dir).map((s) => s.id)).toEqual(['https://example.org/a.schema.json', 'https://example.org/b.schema.json', 'https://example.org/c.schema.json'])
  })

  it("a vendor's schema with a keyword of its own (norm) still gives a validator: Ajv is not strict about unknown keywords", async () => {
    const { schemaValidator } = await import('../src/oracle/validate.js')
    const dir = mkdtempSync(join(tmpdir(), 'nachruecken-schemas-'))
    const schema = { $id: 'https://example.org/d.schema.json', type: 'object', norm: 'kwg34.1.s1', properties: { format: { const: 'nachruecken.determination/1' }, outcome: { type: 'string' } }, required: ['outcome'] }
    writeFileSync(join(dir, 'd.schema.json'), JSON.stringify(schema))
    const v = await schemaValidator(dir)
    if (v._tag !== 'Right') throw new Error(v.left)
    expect(v.right({ format: 'nachruecken.determination/1', outcome: 'vacant' })).toBeNull()
    expect(v.right({ format: 'nachruecken.determination/1' })).toMatch(/^nachruecken\.determination\/1: \(document\) must have required property 'outcome'/)
  })
})
