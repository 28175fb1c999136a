// Valid cases mutated field by field: one value replaced by anything, by
// another value of the same case (an id, a date, a count from elsewhere),
// removed, or a field added. Most mutants are rejected; some stay valid and
// decide differently.
import fc from 'fast-check'
import { type Json, validCase } from '../../src/oracle/arbitraries.js'
import { get, objectPaths, paths, removed, replaced, type Segment } from './json-paths.js'

/** Any JavaScript value fast-check can make: boxed values, null prototypes, sparse and typed arrays, big integers, lone surrogates. */
export const ANYTHING = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  stringUnit: 'binary',
})

/** A copy without the value at `path`: an object member is deleted, an array element spliced out. */
const without = (c: Json, path: ReadonlyArray<Segment>): Json => {
  const last = path[path.length - 1]
  if (typeof last !== 'number') return removed(c, path)
  const copy = JSON.parse(JSON.stringify(c)) as Json
  ;(get(copy, path.slice(0, -1)) as unknown[]).splice(last, 1)
  return copy
}

const copy = (c: Json): Json => JSON.parse(JSON.stringify(c)) as Json
type Person = { id: string; elected: boolean }
const people = (c: Json): Person[] => (c['lists'] as Array<{ candidates: Person[] }>).flatMap((l) => l.candidates)
const start = (c: Json): string => ((c['body'] as Json)['term'] as { start: string }).start

/** Mutations that keep the format but break a rule (spec/readings.md, "Errors found in a decodable case"). */
const RULE_BREAKERS: ReadonlyArray<(c: Json) => Json> = [
  (c) => ({ ...c, events: [...(c['events'] as Json[]), { date: start(c), type: 'candidateWaiverRevoked', candidate: people(c)[0]?.id }] }),
  (c) => ({ ...c, events: [...(c['events'] as Json[]), ...(c['events'] as Json[]).filter((e) => e['type'] === 'memberLeft').slice(0, 1)] }),
  (c) => ({ ...c, events: [...(c['events'] as Json[]), { date: start(c), type: 'candidateDied', candidate: people(c).find((k) => k.elected)?.id }] }),
  (c) => ({ ...c, query: { ...(c['query'] as Json), asOf: '2099-01-01' } }),
  (c) => ({ ...c, query: { ...(c['query'] as Json), vacancy: people(c).find((k) => !k.elected)?.id ?? 'nobody' } }),
  (c) => {
    const d = copy(c)
    const list = (d['lists'] as Array<{ candidates: Json[] }>)[0]
    list?.candidates.push({ ...list.candidates[0] })
    return d
  },
]

/** One mutation of the case `c`. */
export const mutationOf = (c: Json): fc.Arbitrary<Json> => {
  const all = paths(c)
  const objects = objectPaths(c)
  const at = fc.nat(all.length - 1).map((i) => all[i] as Segment[])
  return fc.oneof(
    fc.constantFrom(...RULE_BREAKERS).map((f) => f(c)),
    fc.tuple(at, ANYTHING).map(([p, v]) => replaced(c, p, v)),
    fc.tuple(at, fc.oneof(fc.json().map((s) => JSON.parse(s) as unknown), fc.constantFrom(null, -1, 0, 1.5, 2 ** 53, '', '2023-02-29', 'SPD-1', '__proto__'))).map(([p, v]) => replaced(c, p, v)),
    fc.tuple(at, at).map(([p, q]) => replaced(c, p, get(c, q))),
    at.map((p) => without(c, p)),
    fc
      .tuple(fc.nat(objects.length - 1), fc.constantFrom('extra', '__proto__', 'constructor', 'prototype'), ANYTHING)
      .map(([i, k, v]) => replaced(c, [...(objects[i] as Segment[]), k], v)),
  )
}

/** A valid case and a mutation of it. */
export const mutatedCase = (): fc.Arbitrary<{ readonly original: Json; readonly mutated: Json }> =>
  validCase().chain((original) => mutationOf(original).map((mutated) => ({ original, mutated })))
