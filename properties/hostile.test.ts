// The hostile-input catalogue (spec/bad-input.md): one test per entry, named
// by its id. Each input gets a clear error (JSON path, code, norm id where one
// applies) or a correct answer, through the library and through the command
// line, within bounded time and memory; nothing throws, nothing prints a stack
// trace, and Object.prototype stays as it was.
//
// Bounds on the large inputs are deliberately generous (a slow shared 2-core
// machine): "completes" and "heap growth below 1 GB", never a tight time.
import { createHash } from 'node:crypto'
import type { Either } from 'fp-ts/lib/Either.js'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as api from './support/public.js'
import type { CaseError, ErrorCode, Failure, NormId, WireDetermination } from './support/public.js'
import type { Json } from '../src/oracle/arbitraries.js'
import { get, kindOf, objectPaths, paths, removed, render, replaced, type Segment } from './support/json-paths.js'
import { expectCleanRun, runCli } from './support/run-cli.js'
import { cands, EXAMPLE_TEXT, events, example, lists, majority } from './support/fixtures.js'

type Result = Either<Failure, WireDetermination>

interface WantedError {
  readonly path: string
  readonly code: ErrorCode
  readonly rule?: NormId | null
}
type Want =
  | { readonly exit: 0; readonly outcome?: WireDetermination['outcome']; readonly successor?: string | null }
  | { readonly exit: 1 | 2; readonly errors: ReadonlyArray<WantedError> }

const MB = 1 << 20

/**
 * Every error is clean: a path, a known code, a short message, a norm id or
 * null. (That a message is one line without control characters is entry H38.)
 * Checked in plain code and asserted once: some inputs give 100,000 errors.
 */
const expectCleanErrors = (errors: ReadonlyArray<CaseError>): void => {
  expect(errors.length).toBeGreaterThan(0)
  const unclean = errors.filter(
    (e) =>
      typeof e.path !== 'string' ||
      !/\S/.test(e.message) ||
      e.message.length >= 1000 ||
      e.message.includes('internal error') ||
      !(e.rule === null || api.isNormId(e.rule)),
  )
  expect(unclean.slice(0, 3)).toEqual([])
}

/** The library's answer for the text matches `want`. */
const expectResult = (r: Result, want: Want): void => {
  if (want.exit === 0) {
    if (r._tag === 'Left') expect.fail(`expected a decision, got ${JSON.stringify(r.left.errors.slice(0, 3))}`)
    if (want.outcome !== undefined) expect(r.right.outcome).toBe(want.outcome)
    if (want.successor !== undefined) expect(r.right.successor).toBe(want.successor)
    return
  }
  if (r._tag === 'Right') expect.fail(`expected an error, got the decision ${JSON.stringify(r.right)}`)
  expect(r.left._tag).toBe(want.exit === 1 ? 'rejected' : 'unreadable')
  expectCleanErrors(r.left.errors)
  for (const e of want.errors) expect(r.left.errors).toContainEqual(expect.objectContaining(e))
}

/** Through `decideText` and through `nachruecken determine -`: the same answer, the exit status of the contract. */
const expectAnswer = async (input: string | Json, want: Want, cli = true): Promise<Result> => {
  const text = typeof input === 'string' ? input : JSON.stringify(input)
  const r = api.decideText(text)
  expectResult(r, want)
  if (cli) {
    const run = await runCli(['determine', '-'], text)
    expectCleanRun(run)
    expect(run.code).toBe(want.exit)
    if (r._tag === 'Right') expect(run.out).toBe(`${JSON.stringify(r.right, null, 2)}\n`)
    else
      for (const e of r.left.errors.slice(0, 5))
        expect(run.err).toContain(`${e.path === '' ? '(document)' : e.path}: ${e.message}${e.rule === null ? '' : ` [${e.rule}]`}`)
  }
  return r
}

const err = (path: string, code: ErrorCode, rule?: NormId | null): WantedError => (rule === undefined ? { path, code } : { path, code, rule })

/** Peak resident memory and heap, to bound the growth a test causes. */
const memory = (): { rss: number; heap: number } => ({ rss: process.resourceUsage().maxRSS * 1024, heap: process.memoryUsage().heapUsed })
const expectGrowthBelow = (before: { rss: number; heap: number }, bytes: number): void => {
  const after = memory()
  expect(after.rss - before.rss).toBeLessThan(bytes)
  expect(after.heap - before.heap).toBeLessThan(bytes)
}
const GB = 1024 * MB

// No prototype pollution, whatever a test feeds in.
const prototypes = [Object.prototype, Array.prototype, Function.prototype, String.prototype] as const
let snapshot: string[][] = []
beforeAll(() => {
  snapshot = prototypes.map((p) => Object.getOwnPropertyNames(p).sort())
})
afterEach(() => {
  expect(prototypes.map((p) => Object.getOwnPropertyNames(p).sort())).toEqual(snapshot)
  expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
  expect(Object.getPrototypeOf({})).toBe(Object.prototype)
})

const EXAMPLE_DECISION = { exit: 0, outcome: 'successor', successor: 'SPD-4' } as const

describe('A. malformed JSON (exit 2, path "", invalidJson)', () => {
  const notJson = (text: string) => expectAnswer(text, { exit: 2, errors: [err('', 'invalidJson')] })

  it('H01 truncated: every proper prefix of a valid case', async () => {
    for (let n = 0; n < EXAMPLE_TEXT.trimEnd().length; n++) expectResult(api.decideText(EXAMPLE_TEXT.slice(0, n)), { exit: 2, errors: [err('', 'invalidJson')] })
    await notJson(EXAMPLE_TEXT.slice(0, EXAMPLE_TEXT.length / 2))
  })

  it('H02 trailing garbage after the document; trailing white space is fine', async () => {
    for (const tail of ['x', '}', ',', ']', 'null', '{}', EXAMPLE_TEXT, '\u0000', '/* */']) await notJson(EXAMPLE_TEXT + tail)
    await expectAnswer(`\n\t ${EXAMPLE_TEXT}\r\n \n`, EXAMPLE_DECISION)
  })

  it('H03 one byte order mark (U+FEFF) before the document is accepted, a second is not', async () => {
    await expectAnswer(`\uFEFF${EXAMPLE_TEXT}`, EXAMPLE_DECISION)
    await notJson(`\uFEFF\uFEFF${EXAMPLE_TEXT}`)
    // inside a string it is an ordinary character
    const c = example()
    ;(c['body'] as Json)['name'] = '\uFEFFMusterstadt'
    await expectAnswer(c, EXAMPLE_DECISION)
  })

  it('H04 NaN, Infinity and other non-JSON number literals', async () => {
    for (const lit of ['NaN', 'Infinity', '-Infinity', '0x10', '010', '+1', '.5', '1.', '1e', '- 1', 'undefined'])
      await notJson(EXAMPLE_TEXT.replace('"votes": 1834', `"votes": ${lit}`))
  })

  it('H05 comments, single quotes, unquoted keys, trailing commas, raw control characters', async () => {
    await notJson(`// a comment\n${EXAMPLE_TEXT}`)
    await notJson(EXAMPLE_TEXT.replace('"lists"', '/* lists */ "lists"'))
    await notJson(EXAMPLE_TEXT.replace('"format": "nachruecken.case/1"', "'format': 'nachruecken.case/1'"))
    await notJson(EXAMPLE_TEXT.replace('"format"', 'format'))
    await notJson(EXAMPLE_TEXT.replace('"elected": false }\n      ]', '"elected": false },\n      ]'))
    await notJson(EXAMPLE_TEXT.replace('Anna Arnold', 'Anna\u0001Arnold'))
    await notJson(EXAMPLE_TEXT.replace('Anna Arnold', 'Anna\nArnold'))
  })

  it('H06 empty text, white space and JSON values that are not a case', async () => {
    await notJson('')
    await notJson(' \n\t')
    for (const text of ['null', '0', '-1', 'true', '"nachruecken.case/1"', '[]', `[${EXAMPLE_TEXT}]`])
      await expectAnswer(text, { exit: 2, errors: [err('', 'invalidValue')] })
    await expectAnswer('{}', { exit: 2, errors: ['format', 'body', 'lists', 'events', 'query'].map((f) => err(f, 'missingField')) })
  })
})

describe('B. wrong types, missing and unknown fields (exit 2)', () => {
  const SAMPLES: ReadonlyArray<unknown> = [null, true, false, 0, -1, 1.5, '', 'x', '2023-08-30', [], [1], {}, { id: 'SPD-1' }]
  const NULLABLE = new Set(['group', 'setUp'])

  it('H07 wrong types everywhere: each value of the case replaced by one of every other JSON type', async () => {
    const c = example()
    let checked = 0
    for (const p of paths(c)) {
      const original = get(c, p)
      for (const v of SAMPLES) {
        if (kindOf(v) === kindOf(original)) continue
        const r = api.decide(replaced(c, p, v))
        if (v === null && NULLABLE.has(String(p[p.length - 1]))) {
          // allowed null; then a consistency error (setUpMismatch, groupRequired)
          expectResult(r, { exit: 1, errors: [] })
          continue
        }
        expectResult(r, { exit: 2, errors: [err(render(p), 'invalidValue')] })
        checked++
      }
    }
    expect(checked).toBeGreaterThan(1000)
    await expectAnswer(replaced(c, ['lists', 0, 'candidates', 3, 'votes'], '655'), { exit: 2, errors: [err('lists[0].candidates[3].votes', 'invalidValue')] })
  })

  it('H08 missing fields: each field of the case removed', async () => {
    const c = example()
    const OPTIONAL = new Set(['eligibleVoters', 'memberAtSetUp', 'lot', 'interpretation'])
    for (const p of paths(c)) {
      const key = p[p.length - 1]
      if (typeof key !== 'string') continue
      const r = api.decide(removed(c, p))
      if (OPTIONAL.has(key)) expectResult(r, EXAMPLE_DECISION)
      else expectResult(r, { exit: 2, errors: [err(render(p), 'missingField')] })
    }
    await expectAnswer(removed(c, ['events', 0, 'written']), { exit: 2, errors: [err('events[0].written', 'missingField')] })
    await expectAnswer(removed(c, ['events', 0, 'type']), { exit: 2, errors: [err('events[0].type', 'missingField')] })
  })

  it('H09 unknown fields at every level, misspelled and differently cased fields', async () => {
    const c = example()
    for (const p of objectPaths(c))
      expectResult(api.decide(replaced(c, [...p, 'extra'], 1)), { exit: 2, errors: [err(render([...p, 'extra']), 'unknownField')] })
    await expectAnswer(replaced(removed(c, ['format']), ['Format'], 'nachruecken.case/1'), { exit: 2, errors: [err('Format', 'unknownField'), err('format', 'missingField')] })
    await expectAnswer(replaced(c, ['lists', 0, 'candidates', 0, 'Votes'], 1), { exit: 2, errors: [err('lists[0].candidates[0].Votes', 'unknownField')] })
    // written and to belong to a seat waiver only
    await expectAnswer(replaced(c, ['events', 3, 'cause'], 'death'), { exit: 2, errors: [err('events[3].written', 'unknownField'), err('events[3].to', 'unknownField')] })
  })

  it('H10 wrong format version, unknown event types and enumeration values', async () => {
    const c = example()
    await expectAnswer(replaced(c, ['format'], 'nachruecken.case/2'), { exit: 2, errors: [err('format', 'invalidValue')] })
    await expectAnswer(replaced(c, ['format'], 'nachruecken.determination/1'), { exit: 2, errors: [err('format', 'invalidValue')] })
    await expectAnswer(replaced(c, ['events', 1, 'type'], 'candidateleftgroup'), { exit: 2, errors: [err('events[1].type', 'invalidValue')] })
    await expectAnswer(replaced(c, ['events', 3, 'cause'], 'Death'), { exit: 2, errors: [err('events[3].cause', 'invalidValue')] })
    await expectAnswer(replaced(c, ['events', 0, 'to'], 'Wahlleiter'), { exit: 2, errors: [err('events[0].to', 'invalidValue')] })
    await expectAnswer(replaced(c, ['body', 'kind'], 'landtag'), { exit: 2, errors: [err('body.kind', 'invalidValue')] })
    await expectAnswer(replaced(c, ['lists', 0, 'group'], 'Party'), { exit: 2, errors: [err('lists[0].group', 'invalidValue')] })
    await expectAnswer(replaced(c, ['interpretation'], { incompatibility: 'literal' }), { exit: 2, errors: [err('interpretation.incompatibility', 'invalidValue')] })
    await expectAnswer(replaced(c, ['lists'], []), { exit: 2, errors: [err('lists', 'invalidValue')] })
    await expectAnswer(replaced(c, ['lists', 1, 'candidates'], []), { exit: 2, errors: [err('lists[1].candidates', 'invalidValue')] })
  })
})

describe('C. duplicates', () => {
  it('H11 duplicate list ids, candidate ids (within and across lists) and positions (exit 1)', async () => {
    const c = example()
    lists(c)[1]!['id'] = 'SPD'
    await expectAnswer(c, { exit: 1, errors: [err('lists[1].id', 'duplicateId', null)] })
    const d = example()
    cands(d, 0)[8]!['id'] = 'SPD-8'
    cands(d, 1)[2]!['id'] = 'SPD-2'
    await expectAnswer(d, { exit: 1, errors: [err('lists[0].candidates[8].id', 'duplicateId'), err('lists[1].candidates[2].id', 'duplicateId')] })
    const p = example()
    cands(p, 0)[5]!['position'] = 2
    cands(p, 1)[2]!['position'] = 1
    await expectAnswer(p, { exit: 1, errors: [err('lists[0].candidates[5].position', 'duplicatePosition'), err('lists[1].candidates[2].position', 'duplicatePosition')] })
    // the same position on different lists is fine
    const q = example()
    cands(q, 1)[2]!['position'] = 9
    await expectAnswer(q, EXAMPLE_DECISION)
  })

  it('H12 a key twice in one JSON object: the last one counts (as JSON.parse and most parsers do)', async () => {
    await expectAnswer(EXAMPLE_TEXT.replace('"format": "nachruecken.case/1",', '"format": "x", "format": "nachruecken.case/1",'), EXAMPLE_DECISION)
    await expectAnswer(EXAMPLE_TEXT.replace('"format": "nachruecken.case/1",', '"format": "nachruecken.case/1", "format": "x",'), { exit: 2, errors: [err('format', 'invalidValue')] })
  })

  it('H13 duplicate ids in the tie a lot was drawn among: the format requires unique ids (exit 2)', async () => {
    const m = majority()
    events(m).push({ date: '2022-05-02', type: 'lotDrawn', vacancy: 'B', among: ['D', 'D'], winner: 'D' })
    const r = api.decide(m)
    expect(r._tag).toBe('Left')
  })

  // FIXED, kept as a regression test (see spec/bad-input.md H13): the JSON Schema says uniqueItems, the
  // io-ts codec accepts repeated ids and the lot is then taken as drawn.
  it('H13 duplicate ids in lotDrawn.among are refused at events[i].among like the JSON Schema does', async () => {
    const m = majority()
    events(m).push({ date: '2022-05-02', type: 'lotDrawn', vacancy: 'B', among: ['D', 'E', 'E'], winner: 'D' })
    const r = api.decide(m)
    expect(r._tag).toBe('Left')
    if (r._tag === 'Left') {
      expect(r.left._tag).toBe('unreadable')
      expect(r.left.errors.some((e) => e.path.startsWith('events[1].among') && e.code === 'invalidValue')).toBe(true)
    }
  })
})

describe('D. numbers (exit 2)', () => {
  const votesAt = (v: unknown) => replaced(example(), ['lists', 0, 'candidates', 3, 'votes'], v)
  const VOTES = 'lists[0].candidates[3].votes'

  it('H14 negative votes, positions and counts', async () => {
    const r = await expectAnswer(votesAt(-1), { exit: 2, errors: [err(VOTES, 'invalidValue')] })
    if (r._tag === 'Left') expect(r.left.errors[0]?.message).toBe('expected a non-negative integer, got -1')
    await expectAnswer(replaced(example(), ['lists', 0, 'candidates', 3, 'position'], 0), { exit: 2, errors: [err('lists[0].candidates[3].position', 'invalidValue')] })
    await expectAnswer(replaced(example(), ['lists', 0, 'candidates', 3, 'position'], -4), { exit: 2, errors: [err('lists[0].candidates[3].position', 'invalidValue')] })
    await expectAnswer(replaced(example(), ['body', 'statutoryMemberCount'], 0), { exit: 2, errors: [err('body.statutoryMemberCount', 'invalidValue')] })
    await expectAnswer(replaced(example(), ['body', 'eligibleVoters'], -12480), { exit: 2, errors: [err('body.eligibleVoters', 'invalidValue')] })
  })

  it('H15 fractional votes are refused; 1.0, 1e2 and -0 are integers in JSON and accepted', async () => {
    for (const v of [1.5, 0.1, 1e-7, 654.9999]) await expectAnswer(votesAt(v), { exit: 2, errors: [err(VOTES, 'invalidValue')] })
    await expectAnswer(replaced(example(), ['lists', 0, 'candidates', 3, 'position'], 4.5), { exit: 2, errors: [err('lists[0].candidates[3].position', 'invalidValue')] })
    // same decision when the numbers are spelt differently
    await expectAnswer(EXAMPLE_TEXT.replace('"votes": 655', '"votes": 655.0').replace('"votes": 598', '"votes": 5.98e2'), EXAMPLE_DECISION)
    await expectAnswer(EXAMPLE_TEXT.replace('"votes": 431', '"votes": -0'), EXAMPLE_DECISION)
  })

  it('H16 huge votes: 2^53 and above are refused; 2^53−1 is accepted and ranked exactly', async () => {
    for (const text of ['9007199254740992', '9007199254740993', '1e20', '1e308', '123456789012345678901234567890'])
      await expectAnswer(EXAMPLE_TEXT.replace('"votes": 655', `"votes": ${text}`), { exit: 2, errors: [err(VOTES, 'invalidValue')] })
    const c = example()
    cands(c, 0)[4]!['votes'] = 2 ** 53 - 2 // SPD-5
    cands(c, 0)[3]!['votes'] = 2 ** 53 - 1 // SPD-4
    await expectAnswer(c, { exit: 0, outcome: 'successor', successor: 'SPD-4' })
    cands(c, 0)[4]!['votes'] = 2 ** 53 - 1 // a tie at the top of the range: position 4 before 5
    const r = await expectAnswer(c, { exit: 0, outcome: 'successor', successor: 'SPD-4' })
    if (r._tag === 'Right') expect(r.right.tie).toMatchObject({ among: ['SPD-4', 'SPD-5'], votes: 2 ** 53 - 1, resolvedBy: 'listOrder' })
    await expectAnswer(replaced(example(), ['body', 'statutoryMemberCount'], 2 ** 53 - 1), EXAMPLE_DECISION)
  })

  it('H17 non-finite votes: 1e400 parses to Infinity and is refused; NaN and ±Infinity through the library too', async () => {
    for (const text of ['1e400', '-1e400'])
      await expectAnswer(EXAMPLE_TEXT.replace('"votes": 655', `"votes": ${text}`), { exit: 2, errors: [err(VOTES, 'invalidValue')] })
    for (const v of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      const r = api.decide(votesAt(v))
      expectResult(r, { exit: 2, errors: [err(VOTES, 'invalidValue')] })
    }
  })
})

describe('E. dates', () => {
  const DATE_FIELDS: ReadonlyArray<ReadonlyArray<Segment>> = [
    ['body', 'term', 'start'],
    ['body', 'term', 'end'],
    ['lists', 0, 'setUp'],
    ['events', 0, 'date'],
    ['events', 3, 'date'],
    ['query', 'asOf'],
  ]

  it('H18 impossible dates (2023-02-29, 2023-13-01, 2023-00-10, …) in every date field; leap days are fine', async () => {
    for (const d of ['2023-02-29', '2023-13-01', '2023-00-10', '2023-04-31', '2023-01-00', '2023-01-32', '1900-02-29', '2100-02-29'])
      for (const p of DATE_FIELDS) expectResult(api.decide(replaced(example(), p, d)), { exit: 2, errors: [err(render(p), 'invalidValue')] })
    await expectAnswer(replaced(example(), ['events', 0, 'date'], '2023-02-29'), { exit: 2, errors: [err('events[0].date', 'invalidValue')] })
    await expectAnswer(replaced(example(), ['query', 'asOf'], '2024-02-29'), EXAMPLE_DECISION)
    await expectAnswer(replaced(example(), ['body', 'term', 'start'], '2000-02-29'), EXAMPLE_DECISION)
  })

  it('H19 dates not in the form YYYY-MM-DD', async () => {
    for (const d of ['2023-8-1', '20230801', '2023-08-01T00:00:00Z', '2023-08-01 ', ' 2023-08-01', '2023-08-01\n', '２０２３-08-01', '+02023-08-01', '-2023-08-01', '2023/08/01', '01.08.2023', ''])
      await expectAnswer(replaced(example(), ['events', 0, 'date'], d), { exit: 2, errors: [err('events[0].date', 'invalidValue')] }, false)
    await expectAnswer(replaced(example(), ['events', 0, 'date'], '1. August 2023'), { exit: 2, errors: [err('events[0].date', 'invalidValue')] })
  })

  it('H20 dates outside the term (exit 1); facts about candidates may predate it', async () => {
    await expectAnswer(replaced(example(), ['events', 3, 'date'], '2021-03-31'), { exit: 1, errors: [err('events[3].date', 'outsideTerm')] })
    await expectAnswer(replaced(example(), ['events', 3, 'date'], '2026-04-01'), { exit: 1, errors: [err('events[3].date', 'outsideTerm')] })
    await expectAnswer(replaced(example(), ['query', 'asOf'], '2026-04-01'), { exit: 1, errors: [err('query.asOf', 'outsideTerm')] })
    await expectAnswer(replaced(example(), ['events', 1, 'date'], '2026-04-01'), { exit: 1, errors: [err('events[1].date', 'outsideTerm')] })
    await expectAnswer(replaced(example(), ['body', 'term'], { start: '2026-03-31', end: '2021-04-01' }), { exit: 1, errors: [err('body.term.end', 'invalidTerm')] })
    await expectAnswer(replaced(example(), ['events', 0, 'date'], '2021-01-10'), EXAMPLE_DECISION)
  })

  /** SPD-9 (820 votes, the top candidate) has an open incompatibility and was served notice on `notified`. */
  const incompatible = (year: string, notified: string, asOf: string, proven: string | null): Json => {
    const c = example()
    c['body'] = { ...(c['body'] as Json), term: { start: `${year}-01-01`, end: `${year}-12-31` } }
    for (const l of lists(c)) l['setUp'] = `${Number(year) - 1}-11-14`
    c['events'] = [
      { date: `${year}-12-20`, type: 'candidateGroundArose', candidate: 'SPD-9', ground: 'incompatibility' },
      { date: notified, type: 'incompatibilityNotified', candidate: 'SPD-9' },
      ...(proven === null ? [] : [{ date: proven, type: 'incompatibilityProven', candidate: 'SPD-9' }]),
      { date: `${year}-12-30`, type: 'memberLeft', member: 'SPD-1', cause: 'death' },
    ]
    c['query'] = { vacancy: 'SPD-1', asOf }
    return c
  }

  it('H21 the proof week of § 23 Abs. 2 Satz 2 across a year end (control: 2023)', async () => {
    const r = await expectAnswer(incompatible('2023', '2023-12-30', '2023-12-30', null), { exit: 0, outcome: 'awaitingProof' })
    if (r._tag === 'Right') expect(r.right.awaiting).toEqual({ candidate: 'SPD-9', notified: '2023-12-30', due: '2024-01-06' })
    await expectAnswer(incompatible('2023', '2023-12-30', '2023-12-31', '2023-12-31'), { exit: 0, outcome: 'successor', successor: 'SPD-9' })
    await expectAnswer(replaced(example(), ['body', 'term'], { start: '0001-01-01', end: '9999-12-31' }), EXAMPLE_DECISION)
  })

  // FIXED, kept as a regression test (see spec/bad-input.md H21): addDays('9999-12-30', 7) gives
  // '10000-01-06', which compares as a string *before* every date of 9999:
  // the week is taken as already over and SPD-9 is skipped at once, and a
  // proof in time counts as late.
  it('H21 the proof week at the end of the calendar (9999): awaiting proof, or a clear error — never skipped at once', async () => {
    for (const [asOf, proven] of [['9999-12-30', null], ['9999-12-31', '9999-12-31']] as const) {
      const r = api.decide(incompatible('9999', '9999-12-30', asOf, proven))
      if (r._tag === 'Left') {
        expectCleanErrors(r.left.errors)
        continue
      }
      expect(r.right.considered[0]).not.toEqual({ candidate: 'SPD-9', verdict: 'skipped', rule: 'kwg34.2.n3.ground' })
      expect(r.right.outcome).toBe(proven === null ? 'awaitingProof' : 'successor')
      expect(api.WireDeterminationC.decode(r.right)._tag).toBe('Right')
    }
  })
})

describe('F. references and rules (exit 1)', () => {
  it('H22 events about unknown persons', async () => {
    await expectAnswer(replaced(example(), ['events', 0, 'candidate'], 'SPD-99'), { exit: 1, errors: [err('events[0].candidate', 'unknownReference')] })
    await expectAnswer(replaced(replaced(example(), ['events', 3, 'member'], 'NOBODY'), ['query', 'vacancy'], 'NOBODY'), {
      exit: 1,
      errors: [err('events[3].member', 'unknownReference'), err('query.vacancy', 'unknownReference')],
    })
    const m = majority()
    events(m).push({ date: '2022-05-02', type: 'lotDrawn', vacancy: 'Q', among: ['D', 'R'], winner: 'S' })
    await expectAnswer(m, { exit: 1, errors: [err('events[1].vacancy', 'unknownReference'), err('events[1].among[1]', 'unknownReference'), err('events[1].winner', 'unknownReference')] })
    // ids are case-sensitive and not trimmed
    await expectAnswer(replaced(example(), ['events', 0, 'candidate'], 'spd-9'), { exit: 1, errors: [err('events[0].candidate', 'unknownReference')] })
    await expectAnswer(replaced(example(), ['events', 0, 'candidate'], 'SPD-9 '), { exit: 1, errors: [err('events[0].candidate', 'unknownReference')] })
  })

  it('H23 events about the wrong kind of person', async () => {
    // a candidate event about an elected member
    await expectAnswer(replaced(example(), ['events', 0, 'candidate'], 'SPD-2'), { exit: 1, errors: [err('events[0].candidate', 'wrongKind')] })
    const died = example()
    events(died).push({ date: '2023-01-01', type: 'candidateDied', candidate: 'CDU-1' })
    await expectAnswer(died, { exit: 1, errors: [err('events[4].candidate', 'wrongKind')] })
    // a departure of someone who is not a member
    await expectAnswer(replaced(replaced(example(), ['events', 3, 'member'], 'SPD-5'), ['query', 'vacancy'], 'SPD-5'), {
      exit: 1,
      errors: [err('events[3].member', 'notAMember', 'kwg34.1.s1.trigger')],
    })
    // a party exit where there is no party, or the candidate was not a member at set-up
    const m = majority()
    events(m).push({ date: '2022-01-01', type: 'candidateLeftGroup', candidate: 'D' })
    await expectAnswer(m, { exit: 1, errors: [err('events[1]', 'cannotLeaveGroup', 'kwg34.2.n1')] })
    const g = example()
    cands(g, 0)[7]!['memberAtSetUp'] = false
    await expectAnswer(g, { exit: 1, errors: [err('events[1]', 'cannotLeaveGroup', 'kwg34.2.n1')] })
    // a lot in a proportional election
    const p = example()
    events(p).push({ date: '2023-08-16', type: 'lotDrawn', vacancy: 'SPD-1', among: ['SPD-4', 'SPD-5'], winner: 'SPD-4' })
    await expectAnswer(p, { exit: 1, errors: [err('events[4]', 'lotInProportional', 'kwg34.1a.lot')] })
  })

  it('H24 a member leaving twice (exit 1); an ineffective seat waiver, then a departure, is fine', async () => {
    for (const date of ['2023-08-15', '2023-08-16', '2024-01-01']) {
      const c = example()
      events(c).push({ date, type: 'memberLeft', member: 'SPD-1', cause: 'death' })
      await expectAnswer(c, { exit: 1, errors: [err('events[4]', 'memberLeftTwice', 'kwg34.1.s1.trigger')] })
    }
    const c = example()
    events(c)[3] = { date: '2023-08-01', type: 'memberLeft', member: 'SPD-1', cause: 'seatWaiver', written: false, to: 'returningOfficer' }
    events(c).push({ date: '2023-08-15', type: 'memberLeft', member: 'SPD-1', cause: 'death' })
    await expectAnswer(c, EXAMPLE_DECISION)
  })

  it('H25 a revoked waiver (exit 1, kwg34.2.n2), with or without a waiver, dated before or after the decision date', async () => {
    for (const [candidate, date] of [['SPD-9', '2023-07-01'], ['SPD-6', '2022-01-01'], ['SPD-9', '2025-01-01']] as const) {
      const c = example()
      events(c).push({ date, type: 'candidateWaiverRevoked', candidate })
      const r = await expectAnswer(c, { exit: 1, errors: [err('events[4]', 'waiverRevoked', 'kwg34.2.n2')] })
      if (r._tag === 'Left') expect(r.left.errors[0]?.message).toContain('§ 34 Abs. 2 Nr. 2')
    }
  })
})

describe('G. __proto__, constructor and prototype', () => {
  const KEYS = ['__proto__', 'constructor', 'prototype'] as const

  it('H26 as keys at every level: unknown fields, and no prototype pollution', async () => {
    const c = example()
    for (const p of objectPaths(c))
      for (const key of KEYS) {
        const hostile = replaced(c, [...p, key], JSON.parse('{"polluted": true, "prototype": {"polluted": true}, "__proto__": {"polluted": true}}'))
        const text = JSON.stringify(hostile)
        expect(text).toContain(`"${key}":`)
        expectResult(api.decideText(text), { exit: 2, errors: [err(render([...p, key]), 'unknownField')] })
        expectResult(api.decide(JSON.parse(text)), { exit: 2, errors: [err(render([...p, key]), 'unknownField')] })
      }
    await expectAnswer(EXAMPLE_TEXT.replace('{', '{ "__proto__": { "polluted": true, "format": "x" },'), { exit: 2, errors: [err('__proto__', 'unknownField')] })
    await expectAnswer(EXAMPLE_TEXT.replace('"query": {', '"query": { "constructor": { "prototype": { "polluted": true } },'), { exit: 2, errors: [err('query.constructor', 'unknownField')] })
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
  })

  it('H27 as ids and seeds they are ordinary strings; as enumeration values they are refused', async () => {
    const renames: ReadonlyArray<[string, string]> = [['SPD-1', '__proto__'], ['SPD-4', 'constructor'], ['SPD', 'prototype'], ['SPD-9', 'toString'], ['SPD-8', 'hasOwnProperty'], ['CDU', 'valueOf']]
    const rename = (text: string): string => renames.reduce((t, [from, to]) => t.split(`"${from}"`).join(`"${to}"`), text)
    const original = api.decideText(EXAMPLE_TEXT)
    const r = await expectAnswer(rename(EXAMPLE_TEXT), { exit: 0, outcome: 'successor', successor: 'constructor' })
    if (r._tag === 'Right' && original._tag === 'Right') expect(JSON.stringify(r.right)).toBe(rename(JSON.stringify(original.right)))
    const explained = await runCli(['explain', '-'], rename(EXAMPLE_TEXT))
    expect(explained.code).toBe(0)
    expect(explained.out).toContain('Emil Engel (655 Stimmen) rückt nach')
    const m = majority()
    m['lot'] = { seed: '__proto__' }
    await expectAnswer(m, { exit: 0, outcome: 'successor' })
    for (const [p, v] of [
      [['events', 1, 'type'], 'constructor'],
      [['events', 1, 'type'], '__proto__'],
      [['events', 1, 'type'], 'toString'],
      [['events', 3, 'cause'], 'constructor'],
      [['events', 0, 'to'], 'valueOf'],
      [['body', 'kind'], 'hasOwnProperty'],
      [['body', 'electionMode'], '__proto__'],
      [['lists', 0, 'group'], 'prototype'],
      [['format'], '__proto__'],
    ] as const)
      await expectAnswer(replaced(example(), p, v), { exit: 2, errors: [err(render(p), 'invalidValue')] }, false)
    await expectAnswer(replaced(example(), ['interpretation'], { incompatibility: '__proto__' }), { exit: 2, errors: [err('interpretation.incompatibility', 'invalidValue')] })
  })
})

describe('H. very long strings', () => {
  const renamed = (from: string, to: string): string => EXAMPLE_TEXT.split(`"${from}"`).join(JSON.stringify(to))

  it('H28 ids over 200 code points are refused; 200 astral characters (400 UTF-16 units) are one id', async () => {
    for (const id of ['a'.repeat(201), '😀'.repeat(201), '']) {
      await expectAnswer(renamed('SPD-4', id), { exit: 2, errors: [err('lists[0].candidates[3].id', 'invalidValue')] }, false)
      await expectAnswer(renamed('SPD', id), { exit: 2, errors: [err('lists[0].id', 'invalidValue')] }, false)
    }
    const r = await expectAnswer(renamed('SPD-4', 'a'.repeat(201)), { exit: 2, errors: [err('events[2].candidate', 'invalidValue')] })
    if (r._tag === 'Left') expect(r.left.errors[0]?.message).toMatch(/^expected an id \(1 to 200 characters\), got "a{40}…"$/)
    for (const id of ['😀'.repeat(200), 'a'.repeat(200), 'SPD-\ud800', ' ', '\u0000'])
      await expectAnswer(renamed('SPD-4', id), { exit: 0, outcome: 'successor', successor: id }, false)
  })

  it('H29 1 MB strings: as names and seeds they are carried; elsewhere a short message; a 1 MB unknown key is reported as its path', async () => {
    const big = 'ü'.repeat(MB)
    const c = example()
    ;(c['body'] as Json)['name'] = big
    lists(c)[0]!['name'] = big
    cands(c, 0)[3]!['name'] = big
    c['lot'] = { seed: big }
    await expectAnswer(c, EXAMPLE_DECISION)
    const explained = await runCli(['explain', '-'], JSON.stringify(c))
    expect(explained.code).toBe(0)
    expect(explained.out.length).toBeGreaterThan(2 * MB)
    for (const p of [['events', 0, 'date'], ['events', 0, 'candidate'], ['events', 0, 'type'], ['lists', 0, 'id'], ['format'], ['query', 'vacancy'], ['body', 'kind']] as const) {
      // expectResult also checks that every message is one short line
      expectResult(api.decide(replaced(example(), p, big)), { exit: 2, errors: [err(render(p), 'invalidValue')] })
    }
    const key = 'k'.repeat(MB)
    const r = await expectAnswer(replaced(example(), [key], 1), { exit: 2, errors: [err(key, 'unknownField')] })
    if (r._tag === 'Left') expect(r.left.errors).toHaveLength(1)
  })
})

describe('I. size', () => {
  const body = (mode: 'proportional' | 'majority', seats: number): Json => ({
    name: 'Kreistag Groß',
    kind: mode === 'majority' ? 'ortsbeirat' : 'kreistag',
    statutoryMemberCount: seats,
    electionMode: mode,
    term: { start: '2021-04-01', end: '2026-03-31' },
  })
  const N = 100_000
  const votesOf = (i: number): number => (i * 7919) % 100_003

  /** The best of K1…K(n−1) by votes, then position. */
  const best = (n: number): string => {
    let top = 1
    for (let i = 2; i < n; i++) if (votesOf(i) > votesOf(top)) top = i
    return `K${top}`
  }

  it('H30 a 20 MB case: a decision, heap growth below 1 GB', async () => {
    const candidates = Array.from({ length: N }, (_, i) => ({ id: `K${i}`, name: `Bewerberin ${i} `.padEnd(100, '·'), position: i + 1, votes: votesOf(i), elected: i === 0 }))
    const facts = Array.from({ length: 50_000 }, (_, i) => ({ date: '2022-01-01', type: 'candidateWaived', candidate: `K${i + 1}`, written: false, to: 'party' }))
    const c = {
      format: 'nachruecken.case/1',
      body: body('proportional', 1),
      lists: [{ id: 'L', name: 'Liste', group: 'party', setUp: '2020-11-14', candidates }],
      events: [...facts, { date: '2023-01-01', type: 'memberLeft', member: 'K0', cause: 'death' }],
      query: { vacancy: 'K0', asOf: '2024-01-01' },
    }
    const text = JSON.stringify(c)
    expect(text.length).toBeGreaterThan(20 * 1000 * 1000)
    const before = memory()
    const r = api.decideText(text)
    expectResult(r, { exit: 0, outcome: 'successor', successor: best(N) })
    if (r._tag === 'Right') {
      expect(r.right.disregarded).toHaveLength(50_000)
      expect(r.right.disregarded.every((d, i) => d.event === i && d.reason === 'waiverNotWritten')).toBe(true)
    }
    const v = await runCli(['validate', '-'], text)
    expectCleanRun(v)
    expect(v.code).toBe(0)
    expectGrowthBelow(before, GB)
  })

  const large = (dead: boolean): Json => ({
    format: 'nachruecken.case/1',
    body: body('proportional', 1),
    lists: [{ id: 'L', name: 'Liste', group: 'party', setUp: '2020-11-14', candidates: Array.from({ length: N }, (_, i) => ({ id: `K${i}`, name: `B${i}`, position: i + 1, votes: votesOf(i), elected: i === 0 })) }],
    events: [
      ...(dead ? Array.from({ length: N - 1 }, (_, i) => ({ date: '2022-01-01', type: 'candidateDied', candidate: `K${i + 1}` })) : []),
      { date: '2023-01-01', type: 'memberLeft', member: 'K0', cause: 'death' },
    ],
    query: { vacancy: 'K0', asOf: '2024-01-01' },
  })

  it('H31 100,000 candidates: the successor; an exhausted list; a 100,000-way tie drawn by lot', async () => {
    const before = memory()
    expectResult(api.decide(large(false)), { exit: 0, outcome: 'successor', successor: best(N) })
    const vacant = api.decide(large(true))
    expectResult(vacant, { exit: 0, outcome: 'vacant' })
    if (vacant._tag === 'Right') {
      expect(vacant.right.considered).toHaveLength(N - 1)
      expect(vacant.right.memberCount).toEqual({ before: 1, after: 0 })
    }
    // majority election, everyone but the departed member on 5 votes
    const tie: Json = {
      format: 'nachruecken.case/1',
      body: body('majority', 1),
      lists: [{ id: 'M', name: 'Mehrheitswahl', group: null, setUp: null, candidates: Array.from({ length: N }, (_, i) => ({ id: `K${i}`, name: 'B', position: i + 1, votes: i === 0 ? 10 : 5, elected: i === 0 })) }],
      events: [{ date: '2023-01-01', type: 'memberLeft', member: 'K0', cause: 'death' }],
      query: { vacancy: 'K0', asOf: '2024-01-01' },
      lot: { seed: 'Los' },
    }
    // the lot, computed independently with node:crypto from spec/readings.md
    const digest = (id: string): string =>
      createHash('sha256').update(Buffer.from(`nachruecken-lot/1\u0000Los\u0000K0\u0000${id}`, 'utf8')).digest('hex')
    let winner = 'K1'
    let low = digest(winner)
    for (let i = 2; i < N; i++) {
      const d = digest(`K${i}`)
      if (d < low) [winner, low] = [`K${i}`, d]
    }
    const drawn = api.decide(tie)
    expectResult(drawn, { exit: 0, outcome: 'successor', successor: winner })
    if (drawn._tag === 'Right') expect(drawn.right.tie?.among).toHaveLength(N - 1)
    expectGrowthBelow(before, GB)
  })

  /** Reads of list entries (`candidates[i]`) made through a proxy. */
  const counted = <A extends object>(items: ReadonlyArray<A>, counter: { reads: number }): ReadonlyArray<A> =>
    new Proxy(items as A[], {
      get(target, key, receiver) {
        if (typeof key === 'string' && key.length > 0 && key.charCodeAt(0) >= 48 && key.charCodeAt(0) <= 57) counter.reads++
        return Reflect.get(target, key, receiver) as unknown
      },
    })
  const withCounting = (c: api.Case, counter: { reads: number }): api.Case => ({
    ...c,
    lists: c.lists.map((l) => ({ ...l, candidates: counted(l.candidates, counter) })),
  })

  it('H32 the explanation of a decision over 100,000 candidates with a successor (through the CLI)', async () => {
    const text = JSON.stringify(large(false))
    const r = await runCli(['explain', '-'], text)
    expectCleanRun(r)
    expect(r.code).toBe(0)
    // the successor by name (B<n> for the id K<n>) and votes; the id itself stays out of the prose
    expect(r.out).toContain(`B${best(N).slice(1)} (`)
    expect(r.out).not.toContain(`(${best(N)}, `)
  })

  // FIXED, kept as a regression test (see spec/bad-input.md H32): explainShort looks each considered
  // candidate up by scanning all lists (nameOf), so explaining an exhausted
  // list of n candidates reads n²/2 entries: 100,000 candidates take ~50 s.
  it('H32 explaining n considered candidates reads the lists a bounded number of times (linear, not n²)', () => {
    const n = 2000
    const c = large(true)
    const l = lists(c)[0] as Json
    l['candidates'] = (l['candidates'] as Json[]).slice(0, n)
    c['events'] = events(c).filter((e) => e['type'] === 'memberLeft' || Number(String(e['candidate']).slice(1)) < n)
    const d = api.decideCase(c)
    if (d._tag === 'Left') return expect.fail(JSON.stringify(d.left.errors[0]))
    expect(d.right.determination.considered).toHaveLength(n - 1)
    const counter = { reads: 0 }
    const lines = api.explainShort(withCounting(d.right.case, counter), d.right.determination)
    expect(lines.length).toBeGreaterThan(n)
    expect(counter.reads).toBeLessThanOrEqual(10 * (n + lines.length))
  })

  // FIXED, kept as a regression test (see spec/bad-input.md H33): decideAll ranks the whole list again
  // for every departure and keeps every determination's `considered`, so
  // time grows with departures × candidates and memory too: 2,000
  // departures on a list of 20,000 dead candidates (a 2.8 MB case) take
  // ~70 s and 2.1 GB of heap; a 20 MB case of this shape exhausts memory.
  it('H33 many departures on one long list: the work grows linearly, not with departures × candidates', () => {
    const n = 2000
    const departures = 200
    const c: Json = {
      format: 'nachruecken.case/1',
      body: body('proportional', departures),
      lists: [{ id: 'L', name: 'Liste', group: 'party', setUp: '2020-11-14', candidates: Array.from({ length: n }, (_, i) => ({ id: `K${i}`, name: `B${i}`, position: i + 1, votes: votesOf(i), elected: i < departures })) }],
      events: Array.from({ length: departures }, (_, i) => ({ date: '2023-01-01', type: 'memberLeft', member: `K${i}`, cause: 'death' })),
      query: { vacancy: `K${departures - 1}`, asOf: '2024-01-01' },
    }
    const v = api.validate(c)
    if (v._tag === 'Left') return expect.fail(JSON.stringify(v.left.errors[0]))
    const counter = { reads: 0 }
    const d = api.determine(withCounting(v.right, counter))
    expect(d._tag).toBe('Right')
    expect(counter.reads).toBeLessThanOrEqual(20 * (n + departures))
  })

  it('H34 floods of errors: 100,000 bad values give at most 100 format errors; 100,000 duplicate ids complete with exit 1', async () => {
    const before = memory()
    const c = large(false)
    for (const k of cands(c)) k['votes'] = -1
    const r = await expectAnswer(c, { exit: 2, errors: [err('lists[0].candidates[0].votes', 'invalidValue')] }, false)
    if (r._tag === 'Left') expect(r.left.errors).toHaveLength(100)
    const d = large(false)
    for (const k of cands(d)) k['id'] = 'K0'
    const dup = api.decide(d)
    expectResult(dup, { exit: 1, errors: [err('lists[0].candidates[1].id', 'duplicateId')] })
    // consistency errors are capped like format errors (spec/bad-input.md H34)
    if (dup._tag === 'Left') expect(dup.left.errors).toHaveLength(100)
    expectGrowthBelow(before, GB)
  })
})

describe('J. deep nesting', () => {
  const DEPTH = 100_000
  const arrays = '['.repeat(DEPTH) + ']'.repeat(DEPTH)
  const objects = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH)

  it('H35 100,000 levels of arrays or objects as JSON text: at the root, as a value, inside an unknown field', async () => {
    await expectAnswer(arrays, { exit: 2, errors: [err('', 'invalidValue')] })
    await expectAnswer(objects, { exit: 2, errors: [err('a', 'unknownField')] })
    await expectAnswer(EXAMPLE_TEXT.replace('"Gemeindevertretung Musterstadt"', arrays), { exit: 2, errors: [err('body.name', 'invalidValue')] })
    await expectAnswer(EXAMPLE_TEXT.replace('"events": [', `"extra": ${objects}, "events": [`), { exit: 2, errors: [err('extra', 'unknownField')] })
    await expectAnswer(EXAMPLE_TEXT.replace('"events": [', `"events": [${arrays}, `), { exit: 2, errors: [err('events[0]', 'invalidValue')] })
    await expectAnswer(EXAMPLE_TEXT.replace('"candidate": "SPD-9"', `"candidate": ${objects}`), { exit: 2, errors: [err('events[0].candidate', 'invalidValue')] })
    // and as a JavaScript value given to the library
    let deep: unknown = []
    for (let i = 0; i < DEPTH; i++) deep = [deep]
    expectResult(api.decide(deep), { exit: 2, errors: [err('', 'invalidValue')] })
    expectResult(api.decide(replaced(example(), ['lot'], { seed: deep })), { exit: 2, errors: [err('lot.seed', 'invalidValue')] })
  })
})

describe('K. values that are not JSON (library only)', () => {
  it('H36 cyclic objects: a clean error, no endless walk', () => {
    const c = example() as Json & { body: Json; lists: Json[] }
    c.body['term'] = c.body
    cands(c, 0)[0] = c.lists[0] as Json
    events(c).push(c)
    for (const f of [api.decide, api.validate, api.decideCase, api.decodeCase]) {
      const r = f(c)
      expect(r._tag).toBe('Left')
      if (r._tag === 'Left') expectCleanErrors(r.left.errors)
    }
  })

  it('H37 getters and proxies that throw: decide, decideCase and validate return an error value', () => {
    const getter = example()
    Object.defineProperty(getter, 'body', { enumerable: true, get: () => { throw new Error('boom') } })
    const trap = new Proxy(example(), { ownKeys: () => { throw new Error('trap') } })
    for (const u of [getter, trap])
      for (const f of [api.decide, api.validate, api.decideCase]) {
        const r = f(u)
        expect(r._tag).toBe('Left')
        if (r._tag === 'Left') expect(r.left).toMatchObject({ _tag: 'unreadable', errors: [{ path: '', code: 'invalidValue' }] })
      }
  })
})

describe('L. messages', () => {
  /** Whether `s` has C0 or C1 control characters (`c0Only`: C0 only), or the Unicode line and paragraph separators. */
  const hasControl = (s: string, c0Only = false): boolean =>
    [...s].some((ch) => {
      const c = ch.codePointAt(0) as number
      return c < 0x20 || (!c0Only && ((c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029))
    })

  it('H38 control characters in ids are carried in the determination, escaped by JSON', async () => {
    const id = 'SPD-4\n\u001b[31m\u2028'
    const r = await expectAnswer(EXAMPLE_TEXT.split('"SPD-4"').join(JSON.stringify(id)), { exit: 0, outcome: 'successor', successor: id })
    // JSON escapes C0 controls; U+2028 may stay raw in JSON text (RFC 8259)
    if (r._tag === 'Right') expect(hasControl(JSON.stringify(r.right), true)).toBe(false)
  })

  // FIXED, kept as a regression test (see spec/bad-input.md H38): messages embed input text raw — the
  // JSON parser's excerpt of the input (with its line breaks), ids in
  // consistency messages, the command name — so one error can span several
  // stderr lines, forge further `path: message` lines, or carry terminal
  // escape sequences.
  it('H38 every message is one line without control characters, and the CLI prints one line per error', async () => {
    const forged = 'X\nevents[0]: forged line \u001b[2J'
    const inputs = [
      EXAMPLE_TEXT.replace('"elected": false }\n      ]', '"elected": false },\n      ]'), // a trailing comma: V8 quotes the lines around it
      EXAMPLE_TEXT.replace('"candidate": "SPD-9"', `"candidate": ${JSON.stringify(forged)}`),
    ]
    for (const text of inputs) {
      const r = api.decideText(text)
      expect(r._tag).toBe('Left')
      if (r._tag === 'Right') continue
      for (const e of r.left.errors) expect(hasControl(e.message), JSON.stringify(e.message)).toBe(false)
      const run = await runCli(['validate', '-'], text)
      expect(run.err.trimEnd().split('\n')).toHaveLength(r.left.errors.length)
    }
    const usage = await runCli([`frob${forged}`])
    expect(usage.code).toBe(2)
    expect(usage.err).not.toContain('forged line \u001b')
  })
})
