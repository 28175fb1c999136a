// Determinism (issue 6, part 5): the same case gives byte-identical output —
// run after run, whatever was decided in between, through the library and
// the command line — and so does every reordering of the input that the law
// does not care about: the lists, the candidates of a list, the keys of
// every object, the ids a recorded lot was drawn among, and independent
// events.
//
// Which reorderings of `events` are neutral (spec/readings.md R5, R6)?
// Events apply by date, then input order. Input order matters only between
// events on the same date that interact:
//   - the facts about one candidate (a ground that arose and ended on the
//     same day is open or closed depending on the order);
//   - departures, lots and procedure events (several vacancies on one day
//     are decided in input order, R6), and facts about members (an elected
//     member's incompatibility proof may end the membership).
// So each event gets a class: `date|candidate` for a fact about a candidate
// who was not elected, `date|order` for everything else. A permutation is
// neutral when it keeps the relative order within every class; events of
// different dates, or about different candidates, move freely.
//
// `disregarded[].event` is an index into the input `events`, so it moves
// with the permutation. The choice here: map it back — the permuted run's
// index j names the original event perm[j] — and re-sort by index, as the
// wire format sorts `disregarded`; then the whole determination must be
// byte-identical to the original run's. Everything else in a determination
// (ids, rules, counts, the tie, the awaited proof) carries no input index.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as api from './support/public.js'
import type { WireDetermination } from './support/public.js'
import { type Json, validCase } from '../src/oracle/arbitraries.js'
import { mutatedCase } from './support/mutate.js'
import { runCli } from './support/run-cli.js'

type List = { id: string; candidates: Array<{ id: string; elected: boolean }> } & Json
const listsOf = (c: Json): List[] => c['lists'] as List[]
const eventsOf = (c: Json): Json[] => c['events'] as Json[]

/** The answer as bytes: the determination, or the error document. */
const bytes = (c: Json | string): string => {
  const r = api.decideText(typeof c === 'string' ? c : JSON.stringify(c))
  return JSON.stringify(r._tag === 'Right' ? r.right : api.encodeFailure(r.left))
}

const decision = (c: Json): WireDetermination => {
  const r = api.decide(c)
  if (r._tag === 'Left') throw new Error(`a valid case was rejected: ${JSON.stringify(r.left.errors)}`)
  return r.right
}

/** All orderings of `xs` (for the few lists of a case). */
const permutations = <A>(xs: ReadonlyArray<A>): A[][] =>
  xs.length <= 1 ? [[...xs]] : xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]))

/** A permutation of 0…n−1. */
const permutationOf = (n: number): fc.Arbitrary<number[]> =>
  fc.shuffledSubarray(
    Array.from({ length: n }, (_, i) => i),
    { minLength: n, maxLength: n },
  )

/** The class of an event: events of one class keep their relative order. */
const classOf = (c: Json, e: Json): string => {
  const elected = new Set(listsOf(c).flatMap((l) => l.candidates.filter((k) => k.elected).map((k) => k.id)))
  const about = e['candidate']
  return `${String(e['date'])}|${typeof about === 'string' && !elected.has(about) ? `candidate:${about}` : 'order'}`
}

/**
 * A neutral permutation of the events: `order` (any permutation) says which
 * class takes each slot; within a class the events keep their input order.
 * Returns `perm`: the event at new index j is the original event perm[j].
 */
const neutral = (c: Json, order: ReadonlyArray<number>): number[] => {
  const events = eventsOf(c)
  const queues = new Map<string, number[]>()
  events.forEach((e, i) => {
    const k = classOf(c, e)
    queues.set(k, [...(queues.get(k) ?? []), i])
  })
  return order.map((slot) => (queues.get(classOf(c, events[slot] as Json)) as number[]).shift() as number)
}

const withEvents = (c: Json, perm: ReadonlyArray<number>): Json => ({ ...c, events: perm.map((i) => eventsOf(c)[i]) })

/** The permuted run's determination with `disregarded[].event` mapped back to the original indexes. */
const mappedBack = (d: WireDetermination, perm: ReadonlyArray<number>): WireDetermination => ({
  ...d,
  disregarded: d.disregarded.map((x) => ({ ...x, event: perm[x.event] as number })).sort((a, b) => a.event - b.event),
})

/** Every object's keys in another order (arrays keep theirs). */
const reKeyed = (u: unknown, rotate: number): unknown => {
  if (Array.isArray(u)) return u.map((x) => reKeyed(x, rotate))
  if (typeof u !== 'object' || u === null) return u
  const entries = Object.entries(u)
  const r = entries.length === 0 ? 0 : rotate % entries.length
  return Object.fromEntries([...entries.slice(r), ...entries.slice(0, r)].reverse().map(([k, v]) => [k, reKeyed(v, rotate + 1)]))
}

describe('determinism: byte-identical output', () => {
  it('across repeated runs, with other cases decided in between, valid or not', () => {
    fc.assert(
      fc.property(fc.oneof(validCase(), mutatedCase().map((m) => m.mutated)), validCase(), (c, other) => {
        let text: string
        try {
          text = JSON.stringify(c)
        } catch {
          return // a mutant that is not JSON (a BigInt)
        }
        const first = bytes(text)
        expect(bytes(text)).toBe(first)
        bytes(other)
        api.decide(JSON.parse(text) as unknown)
        expect(bytes(text)).toBe(first)
        const d = api.decideCase(JSON.parse(text) as unknown)
        if (d._tag === 'Right') {
          const lines = api.explainShort(d.right.case, d.right.determination).join('\n')
          bytes(other)
          const again = api.decideCase(JSON.parse(text) as unknown)
          if (again._tag === 'Right') expect(api.explainShort(again.right.case, again.right.determination).join('\n')).toBe(lines)
        }
      }),
    )
  })

  it('through the command line: determine, explain and validate print the same bytes every time', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(validCase(), mutatedCase().map((m) => m.mutated)), async (c) => {
        let text: string
        try {
          text = JSON.stringify(c)
        } catch {
          return
        }
        for (const command of ['determine', 'explain', 'validate']) {
          const a = await runCli([command, '-'], text)
          const b = await runCli([command, '-'], text)
          expect(b).toEqual(a)
        }
      }),
      { numRuns: 100 },
    )
  })

  it('across every order of the lists', () => {
    fc.assert(
      fc.property(validCase(), (c) => {
        const expected = bytes(c)
        for (const order of permutations(listsOf(c))) expect(bytes({ ...c, lists: order })).toBe(expected)
      }),
    )
  })

  it('across any order of the candidates of every list', () => {
    const arb = validCase().chain((c) => fc.tuple(fc.constant(c), fc.tuple(...listsOf(c).map((l) => permutationOf(l.candidates.length)))))
    fc.assert(
      fc.property(arb, ([c, perms]) => {
        const x = { ...c, lists: listsOf(c).map((l, i) => ({ ...l, candidates: (perms[i] ?? []).map((j) => l.candidates[j]) })) }
        expect(bytes(x)).toBe(bytes(c))
      }),
    )
  })

  it('across any order of the keys of every object', () => {
    fc.assert(
      fc.property(fc.oneof(validCase(), mutatedCase().map((m) => m.mutated)), fc.nat(7), (c, rotate) => {
        let text: string
        try {
          text = JSON.stringify(c)
        } catch {
          return
        }
        const other = JSON.stringify(reKeyed(JSON.parse(text), rotate))
        const a = api.decideText(text)
        const b = api.decideText(other)
        expect(a._tag).toBe(b._tag)
        if (a._tag === 'Right') expect(JSON.stringify(b)).toBe(JSON.stringify(a))
        // errors are reported in document order, so only their set is the same
        else if (b._tag === 'Left') expect(new Set(b.left.errors.map((e) => JSON.stringify(e)))).toEqual(new Set(a.left.errors.map((e) => JSON.stringify(e))))
      }),
    )
  })

  it('across any neutral order of the events (same-day events about different candidates move freely), disregarded[].event mapped back', () => {
    const arb = validCase().chain((c) => fc.tuple(fc.constant(c), permutationOf(eventsOf(c).length)))
    let sameDayMoves = 0
    fc.assert(
      fc.property(arb, ([c, order]) => {
        const perm = neutral(c, order)
        expect([...perm].sort((a, b) => a - b)).toEqual(eventsOf(c).map((_, i) => i))
        const d = decision(c)
        const x = decision(withEvents(c, perm))
        expect(JSON.stringify(mappedBack(x, perm))).toBe(JSON.stringify(d))
        // count the runs where two same-day events really changed places
        const pos = new Map(perm.map((orig, j) => [orig, j]))
        const es = eventsOf(c)
        if (es.some((e, i) => es.some((f, k) => i < k && e['date'] === f['date'] && (pos.get(i) as number) > (pos.get(k) as number)))) sameDayMoves++
      }),
    )
    // about a tenth of the runs at least (200 by default: 20; fewer under Stryker)
    expect(sameDayMoves).toBeGreaterThan(Math.floor((fc.readConfigureGlobal().numRuns ?? 100) / 10))
  })

  it('lists, candidates and neutral event orders all at once, through the command line', async () => {
    const arb = validCase().chain((c) =>
      fc.tuple(
        fc.constant(c),
        permutationOf(listsOf(c).length),
        fc.tuple(...listsOf(c).map((l) => permutationOf(l.candidates.length))),
        permutationOf(eventsOf(c).length),
      ),
    )
    await fc.assert(
      fc.asyncProperty(arb, async ([c, listPerm, candidatePerms, order]) => {
        const perm = neutral(c, order)
        const x: Json = {
          ...withEvents(c, perm),
          lists: listPerm.map((i) => {
            const l = listsOf(c)[i] as List
            return { ...l, candidates: (candidatePerms[i] ?? []).map((j) => l.candidates[j]) }
          }),
        }
        const a = await runCli(['determine', '-'], JSON.stringify(c))
        const b = await runCli(['determine', '-'], JSON.stringify(x))
        expect(a.code).toBe(0)
        expect(b.code).toBe(0)
        const mapped = mappedBack(JSON.parse(b.out) as WireDetermination, perm)
        expect(`${JSON.stringify(mapped, null, 2)}\n`).toBe(a.out)
      }),
      { numRuns: 100 },
    )
  })

  it('across every order of the ids a recorded lot was drawn among', () => {
    fc.assert(
      fc.property(validCase({ mode: 'majority' }), fc.nat(), (c, pick) => {
        const base: Json = { ...c }
        delete base['lot']
        const pending = decision(base)
        fc.pre(pending.outcome === 'lotRequired' && pending.blockedBy === null && pending.tie !== null)
        const among = pending.tie?.among ?? []
        const winner = among[pick % among.length] as string
        const departure = eventsOf(base).find((e) => e['type'] === 'memberLeft' && e['member'] === pending.vacancy) as Json
        const date = (base['query'] as Json)['asOf'] as string
        const withLot = (ids: ReadonlyArray<string>): Json => ({
          ...base,
          events: [...eventsOf(base), { date, type: 'lotDrawn', vacancy: departure['member'], among: ids, winner }],
        })
        const expected = decision(withLot(among))
        expect(expected.successor).toBe(winner)
        // all orders of up to five ids; of more, the rotations and their reversals
        const orders = among.length <= 5 ? permutations(among) : among.flatMap((_, i) => [[...among.slice(i), ...among.slice(0, i)], [...among.slice(i), ...among.slice(0, i)].reverse()])
        for (const ids of orders) expect(JSON.stringify(decision(withLot(ids)))).toBe(JSON.stringify(expected))
      }),
      { numRuns: 300 },
    )
  })
})
