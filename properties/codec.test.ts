// The case codec: path-precise errors, unknown fields refused, and — one
// schema, two interpreters — the JSON Schema (ajv) and the io-ts codec accept
// and reject the same documents.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv2020 from 'ajv/dist/2020.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decide, decideText, encodeDetermination, isoDate, WireCaseC, WireDeterminationC } from './support/public.js'
import { validCase, type Json } from '../src/oracle/arbitraries.js'
import { ROOT } from './support/vectors.js'

const schema = (name: string): object => JSON.parse(readFileSync(join(ROOT, 'spec', 'schema', `${name}.schema.json`), 'utf8')) as object
const ajv = new Ajv2020.default({ strict: true, allErrors: true })
const validateCaseSchema = ajv.compile(schema('case'))
const validateDeterminationSchema = ajv.compile(schema('determination'))
const validateErrorSchema = ajv.compile(schema('error'))

const example = (): Json => JSON.parse(readFileSync(join(ROOT, 'spec', 'examples', 'musterstadt.case.json'), 'utf8')) as Json

const errorsOf = (u: unknown): ReadonlyArray<{ path: string; message: string; rule: string | null; code: string }> => {
  const r = decide(u)
  return r._tag === 'Left' ? r.left.errors : []
}

describe('errors name the JSON path and the problem', () => {
  it('a negative vote count', () => {
    const c = example()
    ;((c['lists'] as Json[])[0]?.['candidates'] as Json[])[3]!['votes'] = -1
    expect(errorsOf(c)).toContainEqual(
      expect.objectContaining({ path: 'lists[0].candidates[3].votes', message: 'expected a non-negative integer, got -1', code: 'invalidValue' }),
    )
  })

  it('fractional, huge and non-finite votes', () => {
    for (const v of [1.5, 2 ** 53, Number.POSITIVE_INFINITY, '12']) {
      const c = example()
      ;((c['lists'] as Json[])[1]?.['candidates'] as Json[])[0]!['votes'] = v
      expect(errorsOf(c).map((e) => e.path)).toEqual(['lists[1].candidates[0].votes'])
    }
  })

  it('an unknown field, a missing field, a wrong event type', () => {
    const c = example()
    ;(c['body'] as Json)['mayor'] = 'X'
    delete ((c['lists'] as Json[])[0]?.['candidates'] as Json[])[0]!['elected']
    ;(c['events'] as Json[])[1]!['type'] = 'candidateLeft'
    const errors = errorsOf(c)
    expect(errors).toContainEqual(expect.objectContaining({ path: 'body.mayor', code: 'unknownField' }))
    expect(errors).toContainEqual(expect.objectContaining({ path: 'lists[0].candidates[0].elected', code: 'missingField' }))
    expect(errors).toContainEqual(expect.objectContaining({ path: 'events[1].type', code: 'invalidValue' }))
  })

  it('a seat waiver needs its form; another cause must not have one', () => {
    const c = example()
    const e = (c['events'] as Json[])[3] as Json
    delete e['written']
    expect(errorsOf(c)).toContainEqual(expect.objectContaining({ path: 'events[3].written', code: 'missingField' }))
    e['cause'] = 'death'
    delete e['to']
    e['written'] = true
    expect(errorsOf(c)).toContainEqual(expect.objectContaining({ path: 'events[3].written', code: 'unknownField' }))
  })

  it('impossible dates', () => {
    for (const d of ['2023-02-29', '2023-13-01', '2023-04-31', '23-01-01', '2023-1-1']) {
      const c = example()
      ;(c['query'] as Json)['asOf'] = d
      expect(errorsOf(c).map((e) => e.path)).toEqual(['query.asOf'])
    }
    expect(isoDate('2024-02-29')._tag).toBe('Some')
    expect(isoDate('2100-02-29')._tag).toBe('None')
    expect(isoDate('2000-02-29')._tag).toBe('Some')
  })

  it('malformed JSON, and __proto__ keys are refused without polluting anything', () => {
    const r = decideText('{"format": ')
    expect(r._tag === 'Left' && r.left._tag).toBe('unreadable')
    const polluted = decideText(JSON.stringify(example()).replace('"format"', '"__proto__": {"polluted": true}, "format"'))
    expect(polluted._tag === 'Left' && polluted.left.errors.map((e) => e.path)).toEqual(['__proto__'])
    expect(({} as Json)['polluted']).toBeUndefined()
  })

  it('consistency errors carry the norm id where a rule is broken', () => {
    const c = example()
    ;(c['events'] as Json[]).push({ date: '2023-08-20', type: 'candidateWaiverRevoked', candidate: 'SPD-9' })
    expect(errorsOf(c)).toEqual([expect.objectContaining({ path: 'events[4]', code: 'waiverRevoked', rule: 'kwg34.2.n2' })])
    const twice = example()
    ;(twice['events'] as Json[]).push({ date: '2023-09-01', type: 'memberLeft', member: 'SPD-1', cause: 'death' })
    expect(errorsOf(twice)).toEqual([expect.objectContaining({ path: 'events[4]', code: 'memberLeftTwice', rule: 'kwg34.1.s1.trigger' })])
  })
})

// Mutations, field by field: every place in the document can be removed,
// replaced by any JSON value, or get an unknown sibling.
const paths = (u: unknown, prefix: ReadonlyArray<string | number> = []): Array<ReadonlyArray<string | number>> => {
  if (Array.isArray(u)) return [prefix, ...u.flatMap((x, i) => paths(x, [...prefix, i]))]
  if (typeof u === 'object' && u !== null) return [prefix, ...Object.entries(u).flatMap(([k, v]) => paths(v, [...prefix, k]))]
  return [prefix]
}
const mutated = (base: fc.Arbitrary<Json>): fc.Arbitrary<unknown> =>
  fc
    .tuple(base, fc.nat(), fc.constantFrom('delete', 'replace', 'extra', 'null'), fc.jsonValue({ maxDepth: 2 }))
    .map(([doc, i, how, value]) => {
      const all = paths(doc).filter((p) => p.length > 0)
      const path = all[i % all.length] as ReadonlyArray<string | number>
      const copy = structuredClone(doc) as Json
      let parent: Json = copy
      for (const k of path.slice(0, -1)) parent = parent[k as string] as Json
      const key = path[path.length - 1] as string
      if (how === 'delete') {
        if (Array.isArray(parent)) parent.splice(Number(key), 1)
        else delete parent[key]
      } else if (how === 'replace') parent[key] = value
      else if (how === 'null') parent[key] = null
      else if (!Array.isArray(parent)) parent[`x${key}`] = value
      return copy
    })

// The same cases asking for the state of the body instead of one vacancy (the
// query's other form), so that both forms are generated and mutated.
const withStateQuery = (base: fc.Arbitrary<Json>): fc.Arbitrary<Json> =>
  base.map((c) => ({ ...c, query: { state: { asOf: (c['query'] as Json)['asOf'] } } }))
const documents = (): fc.Arbitrary<unknown> =>
  fc.oneof(validCase(), mutated(validCase()), withStateQuery(validCase()), mutated(withStateQuery(validCase())))

const impossibleDate = (u: unknown): boolean =>
  typeof u === 'string'
    ? /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(u) && isoDate(u)._tag === 'None'
    : typeof u === 'object' && u !== null && Object.values(u).some(impossibleDate)

describe('one schema, two interpreters', () => {
  it('JSON Schema and io-ts codec accept and reject the same generated case documents', () => {
    let accepted = 0
    fc.assert(
      fc.property(documents(), (doc) => {
        // Calendar validity is the codec's alone (the schema's README says so).
        fc.pre(!impossibleDate(doc))
        const bySchema = validateCaseSchema(doc)
        const byCodec = WireCaseC.decode(doc)._tag === 'Right'
        if (bySchema) accepted++
        expect({ doc, byCodec }).toEqual({ doc, byCodec: bySchema })
      }),
      { numRuns: 600 },
    )
    expect(accepted).toBeGreaterThan(100)
  })

  it("the codec's fast check (is) holds exactly when it decodes, for generated and mutated case documents", () => {
    fc.assert(
      fc.property(documents(), (doc) => {
        expect({ doc, is: WireCaseC.is(doc) }).toEqual({ doc, is: WireCaseC.decode(doc)._tag === 'Right' })
      }),
      { numRuns: 600 },
    )
  })

  it('every determination and error the library produces is valid against its schema and decodes with the codec', () => {
    fc.assert(
      fc.property(documents(), (doc) => {
        const r = decide(doc)
        if (r._tag === 'Right') {
          expect(validateDeterminationSchema(r.right), JSON.stringify(validateDeterminationSchema.errors)).toBe(true)
          expect(WireDeterminationC.decode(r.right)._tag).toBe('Right')
          expect(encodeDetermination).toBeDefined()
        } else {
          const document = { format: 'nachruecken.error/1', errors: r.left.errors }
          expect(validateErrorSchema(document), JSON.stringify(validateErrorSchema.errors)).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })
})

describe('the determination decoder refuses what the determination schema refuses', () => {
  // spec/schema/determination.schema.json: a tie is among at least two distinct candidates (idList), the order of a
  // simulated lot names each of them once, and `rules` names each norm once. A decoder laxer than the schema would
  // let another implementation's determination through that the schema, and so the conformance suite, refuses.
  const lot = (): Json => {
    const v = JSON.parse(readFileSync(join(ROOT, 'spec', 'conformance', 'vectors', 'lot-001.json'), 'utf8')) as { case: unknown }
    const r = decide(v.case)
    if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
    return r.right as unknown as Json
  }
  const verdicts = (d: Json): readonly [boolean, boolean] => [validateDeterminationSchema(d), WireDeterminationC.decode(d)._tag === 'Right']
  const withTie = (d: Json, tie: Json): Json => ({ ...d, tie: { ...(d['tie'] as Json), ...tie } })

  it('accepts the determination of a simulated lot, and refuses a tie of one, a repeated candidate or a repeated norm', () => {
    const d = lot()
    const tie = d['tie'] as { among: string[]; order: string[] }
    const rules = d['rules'] as string[]
    expect(tie.among.length).toBeGreaterThanOrEqual(2)
    expect(verdicts(d)).toEqual([true, true])
    expect(verdicts(withTie(d, { among: [tie.among[0]] }))).toEqual([false, false])
    expect(verdicts(withTie(d, { among: [tie.among[0], tie.among[0]] }))).toEqual([false, false])
    expect(verdicts(withTie(d, { order: [tie.order[0], tie.order[0]] }))).toEqual([false, false])
    expect(verdicts(withTie(d, { order: [tie.order[0]] }))).toEqual([false, false])
    expect(verdicts({ ...d, rules: [...rules, rules[0]] })).toEqual([false, false])
  })

  it('says which entry came twice', () => {
    const d = lot()
    const rules = d['rules'] as string[]
    const r = WireDeterminationC.decode({ ...d, rules: [...rules, rules[0]] })
    expect(r._tag === 'Left' ? r.left.map((e) => e.message) : r).toEqual([`expected unique entries, got ${JSON.stringify(rules[0])} twice`])
  })
})
