// The building blocks of the codecs (src/codec/primitives.ts, strict.ts,
// report.ts, json.ts): arrays with a minimum length and unique entries, null,
// closed records, the short rendering of a received value, the error list
// (paths, messages, de-duplication, the cap) and the JSON reader. Every
// expected value is worked out from spec/wire-format.md, spec/bad-input.md
// and the documented contract of the code; the reason is next to it.
import { isRight } from 'fp-ts/lib/Either.js'
import fc from 'fast-check'
import * as t from 'io-ts'
import { describe, expect, it } from 'vitest'
import { decide, decideText, parseJson, validate } from './support/public.js'
import type { CaseError } from './support/public.js'
import { arrayOf, CandidateIdC, NullC, StringC } from '../src/codec/primitives.js'
import { MAX_ERRORS, pathOf, reportErrors } from '../src/codec/report.js'
import { closed, describe as describeValue } from '../src/codec/strict.js'
import { cands, events, example, lists, majority, type Json } from './support/fixtures.js'

/** The errors of a failed decision (none for a decision). */
const errorsOf = (u: unknown): ReadonlyArray<CaseError> => {
  const r = decide(u)
  return r._tag === 'Left' ? r.left.errors : []
}

/** A format error: code invalidValue, no norm id (wire-format.md, "Error"). */
const invalid = (path: string, message: string): CaseError => ({ path, code: 'invalidValue', message, rule: null })

/** The errors of a direct decode, through the reporter. */
const reported = <A, O>(codec: t.Type<A, O, unknown>, u: unknown): ReadonlyArray<CaseError> => {
  const r = codec.decode(u)
  return r._tag === 'Left' ? reportErrors(r.left) : []
}

/** The majority case (B dies, D and E tie) with one more event. */
const majorityWith = (event: Json): Json => {
  const m = majority()
  events(m).push(event)
  return m
}
const lot = (among: unknown): Json => ({ date: '2022-05-02', type: 'lotDrawn', vacancy: 'B', among, winner: 'D' })

describe('describe: a short, safe rendering of the received value', () => {
  it('names the kind of value, not its contents', () => {
    // the documented renderings: nothing, null, an array, an object
    expect(describeValue(undefined)).toBe('nothing')
    expect(describeValue(null)).toBe('null')
    expect(describeValue([])).toBe('an array')
    expect(describeValue([1, 2])).toBe('an array')
    expect(describeValue({})).toBe('an object')
    expect(describeValue({ a: 1 })).toBe('an object')
    // numbers and booleans as JavaScript writes them
    expect(describeValue(-1)).toBe('-1')
    expect(describeValue(false)).toBe('false')
  })

  it('quotes strings and cuts them after 40 characters with an ellipsis (bad-input.md H28)', () => {
    expect(describeValue('')).toBe('""')
    expect(describeValue('x')).toBe('"x"')
    const forty = 'a'.repeat(40)
    // exactly 40 characters: not cut
    expect(describeValue(forty)).toBe(`"${forty}"`)
    // 41 characters: the first 40, then "…"
    expect(describeValue(`${forty}b`)).toBe(`"${forty}…"`)
    expect(describeValue('b'.repeat(1000))).toBe(`"${'b'.repeat(40)}…"`)
  })

  it('through the public API: the message says what was received at that path', () => {
    const withName = (name: unknown): Json => {
      const c = example()
      ;(c['body'] as Json)['name'] = name
      return c
    }
    // body.name must be a string (wire-format.md); a JavaScript undefined is a present key with no value
    expect(errorsOf(withName(undefined))).toEqual([invalid('body.name', 'expected a string, got nothing')])
    expect(errorsOf(withName(null))).toEqual([invalid('body.name', 'expected a string, got null')])
    expect(errorsOf(withName(['x']))).toEqual([invalid('body.name', 'expected a string, got an array')])
    expect(errorsOf(withName({ x: 1 }))).toEqual([invalid('body.name', 'expected a string, got an object')])
    const asOf = (d: string): ReadonlyArray<CaseError> => {
      const c = example()
      ;(c['query'] as Json)['asOf'] = d
      return errorsOf(c)
    }
    const forty = '2'.repeat(40)
    expect(asOf(forty)).toEqual([invalid('query.asOf', `expected a calendar date YYYY-MM-DD, got "${forty}"`)])
    expect(asOf(`${forty}3`)).toEqual([invalid('query.asOf', `expected a calendar date YYYY-MM-DD, got "${forty}…"`)])
  })
})

describe('closed records: only objects are records', () => {
  const Thing = closed('a thing', { a: StringC })

  it('a value that is not an object is one error at its path, not a list of missing fields', () => {
    for (const [u, seen] of [
      [5, '5'],
      ['ab', '"ab"'],
      [true, 'true'],
      [null, 'null'],
      [['a'], 'an array'],
    ] as const) {
      expect(Thing.is(u)).toBe(false)
      expect(reported(Thing, u)).toEqual([invalid('', `expected a thing, got ${seen}`)])
    }
    expect(Thing.is({ a: 'x' })).toBe(true)
    expect(reported(Thing, { a: 'x' })).toEqual([])
  })

  it('through the public API: a case that is not an object (bad-input.md H06)', () => {
    // "null, 0, -1, true, a string, []: invalidValue at "" (expected a case, got …)"
    expect(errorsOf(0)).toEqual([invalid('', 'expected a case, got 0')])
    expect(errorsOf(-1)).toEqual([invalid('', 'expected a case, got -1')])
    expect(errorsOf(true)).toEqual([invalid('', 'expected a case, got true')])
    expect(errorsOf('format')).toEqual([invalid('', 'expected a case, got "format"')])
    expect(errorsOf(null)).toEqual([invalid('', 'expected a case, got null')])
    expect(errorsOf([])).toEqual([invalid('', 'expected a case, got an array')])
    const v = validate(7)
    expect(v._tag === 'Left' && v.left).toEqual({ _tag: 'unreadable', errors: [invalid('', 'expected a case, got 7')] })
  })
})

describe('arrays: a minimum length and, where required, unique entries', () => {
  const Plain = arrayOf(StringC)
  const Unique = arrayOf(StringC, 0, true)
  const AtLeastTwoUnique = arrayOf(CandidateIdC, 2, true)

  it('the fast path: repeated entries are fine unless uniqueness is required', () => {
    expect(Plain.is(['a', 'a'])).toBe(true)
    expect(Plain.is([])).toBe(true)
    expect(Unique.is([])).toBe(true)
    expect(Unique.is(['a', 'b'])).toBe(true)
    expect(Unique.is(['a', 'b', 'a'])).toBe(false)
    expect(AtLeastTwoUnique.is(['D', 'E'])).toBe(true)
    expect(AtLeastTwoUnique.is(['D', 'D'])).toBe(false)
    expect(AtLeastTwoUnique.is(['D'])).toBe(false)
    expect(AtLeastTwoUnique.is('DE')).toBe(false)
  })

  it('the validating path decodes good arrays to themselves', () => {
    const ok = <A>(codec: t.Type<ReadonlyArray<A>, unknown, unknown>, u: ReadonlyArray<string>): void => {
      const r = codec.decode(u)
      expect(r._tag === 'Right' && r.right).toEqual(u)
    }
    ok(Plain, [])
    ok(Plain, ['a', 'a'])
    ok(Unique, ['a'])
    ok(Unique, ['a', 'b', 'c'])
    ok(AtLeastTwoUnique, ['D', 'E'])
  })

  it('the messages: not an array, too short (element/elements), an entry twice', () => {
    expect(reported(Plain, { 0: 'a' })).toEqual([invalid('', 'expected an array, got an object')])
    expect(reported(Plain, 'a')).toEqual([invalid('', 'expected an array, got "a"')])
    expect(reported(arrayOf(StringC, 1), [])).toEqual([invalid('', 'expected at least 1 element, got 0')])
    expect(reported(AtLeastTwoUnique, ['D'])).toEqual([invalid('', 'expected at least 2 elements, got 1')])
    expect(reported(arrayOf(StringC, 3), ['a', 'b'])).toEqual([invalid('', 'expected at least 3 elements, got 2')])
    // the first entry that is seen again is named
    expect(reported(Unique, ['a', 'b', 'a'])).toEqual([invalid('', 'expected unique entries, got "a" twice')])
    expect(reported(AtLeastTwoUnique, ['D', 'E', 'E'])).toEqual([invalid('', 'expected unique entries, got "E" twice')])
    // a bad entry is reported at its index
    expect(reported(Plain, ['a', 5])).toEqual([invalid('[1]', 'expected a string, got 5')])
  })

  it('fast path and validating path agree, and both follow "at least min, unique when required"', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 5 }), fc.nat(3), fc.boolean(), (u, min, unique) => {
        const codec = arrayOf(StringC, min, unique)
        const distinct = u.every((x, i) => !u.slice(0, i).includes(x))
        const expected = u.length >= min && (!unique || distinct)
        expect(codec.is(u)).toBe(expected)
        expect(isRight(codec.decode(u))).toBe(expected)
      }),
    )
  })

  it('through the public API: lists, candidates, lotDrawn.among (wire-format.md)', () => {
    const noLists = example()
    noLists['lists'] = []
    // "at least one list"
    expect(errorsOf(noLists)).toEqual([invalid('lists', 'expected at least 1 element, got 0')])
    const listsObject = example()
    listsObject['lists'] = {}
    expect(errorsOf(listsObject)).toEqual([invalid('lists', 'expected an array, got an object')])
    const noCandidates = example()
    lists(noCandidates)[1]!['candidates'] = []
    // "at least one candidate"
    expect(errorsOf(noCandidates)).toEqual([invalid('lists[1].candidates', 'expected at least 1 element, got 0')])
    // among: "array of candidate ids, ≥ 2, unique"
    expect(errorsOf(majorityWith(lot(['D'])))).toEqual([invalid('events[1].among', 'expected at least 2 elements, got 1')])
    expect(errorsOf(majorityWith(lot([])))).toEqual([invalid('events[1].among', 'expected at least 2 elements, got 0')])
    expect(errorsOf(majorityWith(lot('D')))).toEqual([invalid('events[1].among', 'expected an array, got "D"')])
    expect(errorsOf(majorityWith(lot(['D', 'D'])))).toEqual([invalid('events[1].among', 'expected unique entries, got "D" twice')])
    expect(errorsOf(majorityWith(lot(['D', 'E', 'E'])))).toEqual([invalid('events[1].among', 'expected unique entries, got "E" twice')])
    expect(errorsOf(majorityWith(lot(['D', '', 'E'])))).toEqual([invalid('events[1].among[1]', 'expected an id (1 to 200 characters), got ""')])
    // the lot drawn between D and E decides the tie: D succeeds
    const drawn = decide(majorityWith(lot(['D', 'E'])))
    expect(drawn._tag === 'Right' && drawn.right.successor).toBe('D')
  })

  it('a good array is no error when another field of the document is wrong', () => {
    // the whole document is validated field by field then: only body.name is reported
    const m = majorityWith(lot(['D', 'E']))
    ;(m['body'] as Json)['name'] = 5
    expect(errorsOf(m)).toEqual([invalid('body.name', 'expected a string, got 5')])
  })
})

describe('null', () => {
  it('only null is null', () => {
    expect(NullC.is(null)).toBe(true)
    for (const u of [undefined, 0, '', 'null', false, [], {}]) expect(NullC.is(u)).toBe(false)
    const r = NullC.decode(null)
    expect(r._tag === 'Right' && r.right).toBe(null)
    expect(reported(NullC, 'D')).toEqual([invalid('', 'expected null, got "D"')])
    expect(reported(NullC, 0)).toEqual([invalid('', 'expected null, got 0')])
    expect(reported(NullC, undefined)).toEqual([invalid('', 'expected null, got nothing')])
  })

  it('through the public API: a recorded determination without successor names none', () => {
    const recorded = (successor: unknown): Json => ({
      date: '2022-05-10',
      type: 'determination',
      vacancy: 'B',
      by: 'returningOfficer',
      outcome: 'vacant',
      successor,
    })
    expect(errorsOf(majorityWith(recorded('D')))).toEqual([invalid('events[1].successor', 'expected null, got "D"')])
    // with null the event is well-formed: another error is the only one
    const m = majorityWith(recorded(null))
    ;(m['query'] as Json)['asOf'] = 5
    expect(errorsOf(m)).toEqual([invalid('query.asOf', 'expected a calendar date YYYY-MM-DD, got 5')])
  })
})

describe('the error list: paths, messages, de-duplication, the cap', () => {
  const ctx = (...entries: ReadonlyArray<readonly [string, unknown]>): t.Context =>
    entries.map(([key, actual]) => ({ key, type: t.unknown, actual }))

  it('paths: "" for the root, dots between keys, brackets for array indexes', () => {
    const doc = { lists: [{ candidates: [{ votes: -1 }] }] }
    expect(pathOf([])).toBe('')
    expect(pathOf(ctx(['', doc]))).toBe('')
    expect(pathOf(ctx(['', doc], ['lists', doc.lists]))).toBe('lists')
    expect(
      pathOf(ctx(['', doc], ['lists', doc.lists], ['0', doc.lists[0]], ['candidates', doc.lists[0]!.candidates], ['0', {}], ['votes', -1])),
    ).toBe('lists[0].candidates[0].votes')
    // a root array: the index first, then its fields
    const arr = [{ a: { b: 1 } }]
    expect(pathOf(ctx(['', arr], ['0', arr[0]], ['a', arr[0]!.a], ['b', 1]))).toBe('[0].a.b')
  })

  it('an error without a message is described by the name of its codec', () => {
    // io-ts's own t.string gives no message: "expected <codec name>, got <value>"
    const r = t.string.decode(5)
    expect(r._tag === 'Left' && reportErrors(r.left)).toEqual([invalid('', 'expected string, got 5')])
    const nested = t.type({ a: t.array(t.number) }).decode({ a: [1, 'x'] })
    expect(nested._tag === 'Left' && reportErrors(nested.left)).toEqual([invalid('a[1]', 'expected number, got "x"')])
    // no context at all: "a value"
    expect(reportErrors([{ value: undefined, context: [] }])).toEqual([invalid('', 'expected a value, got nothing')])
  })

  it('unknown and missing fields have their own codes', () => {
    const Thing = closed('a thing', { a: StringC })
    expect(reported(Thing, { b: 1 })).toEqual([
      { path: 'b', code: 'unknownField', message: 'unknown field', rule: null },
      { path: 'a', code: 'missingField', message: 'missing required field', rule: null },
    ])
  })

  it('the same message at the same path is reported once, in document order', () => {
    const e1 = { value: 1, context: ctx(['', {}], ['a', 1]), message: 'm' }
    const e2 = { value: 2, context: ctx(['', {}], ['b', 2]), message: 'm' }
    const e3 = { value: 1, context: ctx(['', {}], ['a', 1]), message: 'n' }
    expect(reportErrors([e1, e2, e1, e3, e2, e1])).toEqual([
      invalid('a', 'm'),
      invalid('b', 'm'),
      invalid('a', 'n'),
    ])
  })

  it(`at most MAX_ERRORS = 100 errors (bad-input.md H34), the first in document order`, () => {
    expect(MAX_ERRORS).toBe(100)
    const many = (n: number): t.Errors =>
      Array.from({ length: n }, (_, i) => ({ value: i, context: ctx(['', {}], [`k${i}`, i]), message: 'bad' }))
    expect(reportErrors(many(100)).length).toBe(100)
    const capped = reportErrors(many(101))
    expect(capped.length).toBe(100)
    expect(capped[99]).toEqual(invalid('k99', 'bad'))
    expect(reportErrors(many(250)).length).toBe(100)
  })

  it('through the public API: 150 negative vote counts give the first 100', () => {
    const c = example()
    const list = cands(c, 1)
    lists(c)[1]!['candidates'] = Array.from({ length: 150 }, (_, i) => ({ ...list[0], id: `X-${i}`, position: i + 1, votes: -1 }))
    const errors = errorsOf(c)
    expect(errors.length).toBe(100)
    expect(errors[0]).toEqual(invalid('lists[1].candidates[0].votes', 'expected a non-negative integer, got -1'))
    expect(errors[99]).toEqual(invalid('lists[1].candidates[99].votes', 'expected a non-negative integer, got -1'))
  })
})

describe('reading JSON text', () => {
  it('a document is read as it is', () => {
    const r = parseJson('{"a": [1, null]}')
    expect(r._tag === 'Right' && r.right).toEqual({ a: [1, null] })
  })

  it('unreadable text: path "", code invalidJson, "not valid JSON: <the reason>" (bad-input.md H06)', () => {
    // the parser's reason for empty text is "Unexpected end of JSON input"
    const want = { _tag: 'unreadable', errors: [{ path: '', code: 'invalidJson', message: 'not valid JSON: Unexpected end of JSON input', rule: null }] }
    const r = parseJson('')
    expect(r._tag === 'Left' && r.left).toEqual(want)
    const d = decideText('')
    expect(d._tag === 'Left' && d.left).toEqual(want)
    const prefix = decideText('{"format": ')
    expect(prefix._tag === 'Left' && prefix.left.errors.map((e) => [e.path, e.code, e.message.startsWith('not valid JSON: ')])).toEqual([
      ['', 'invalidJson', true],
    ])
  })

  it('a JavaScript caller passing something whose conversion to text throws a non-Error: "unreadable", no exception', () => {
    // JSON.parse converts its argument to a string first; here that throws a plain string
    const hostile = {
      toString: (): string => {
        throw 'boom'
      },
    } as unknown as string
    const r = parseJson(hostile)
    expect(r._tag === 'Left' && r.left).toEqual({
      _tag: 'unreadable',
      errors: [{ path: '', code: 'invalidJson', message: 'not valid JSON: unreadable', rule: null }],
    })
  })
})
