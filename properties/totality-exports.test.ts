// Totality of every export of src/index.ts (issue 6, part 3): for any input
// it returns a value — an Either, a tagged union, a boolean, a string — or a
// clean error value, and never throws.
//
// The exports are enumerated at run time. Two kinds:
//
// - the boundary, which takes JSON text or a parsed value (`unknown`): it must
//   be total over *any* JavaScript value — fc.anything with every option,
//   fc.json, arbitrary strings, valid cases and valid cases mutated field by
//   field (properties/support/mutate.ts);
// - functions typed over domain values (a branded date, a decoded Case, a
//   Determination): TypeScript keeps other values out, so each is called with
//   values of its declared types — drawn from decoded valid and mutated
//   cases, plus adversarial values of those types (NaN days, lone surrogates,
//   dates at the ends of the calendar).
//
// An export not named in either table is treated as boundary and called with
// fc.anything: if it throws there, it is typed — add its argument builder to
// TYPED below.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as api from './support/library.js'
import type { Case, CaseEvent, Determination, Failure, IsoDate, MemberLeft, NormId } from './support/library.js'
import { validCase } from '../src/oracle/arbitraries.js'
import { ANYTHING, mutatedCase } from './support/mutate.js'

const exported = api as unknown as Readonly<Record<string, unknown>>

const text = (u: unknown): string => {
  try {
    return JSON.stringify(u) ?? ''
  } catch {
    return ''
  }
}

/** Values at the boundary: anything, JSON, text, valid and mutated cases (as objects and as text). */
const boundaryInput: fc.Arbitrary<unknown> = fc.oneof(
  ANYTHING,
  fc.json().map((s) => JSON.parse(s) as unknown),
  fc.string({ unit: 'binary' }),
  fc.json(),
  validCase(),
  mutatedCase().map((m) => m.mutated),
  mutatedCase().map((m) => text(m.mutated)),
  mutatedCase().map((m) => text(m.mutated).slice(0, -1)),
)

/** A value or a clean error: an Either's Left carries errors with a path, a code, a message and a norm id or null. */
const expectValue = (name: string, r: unknown): void => {
  expect(r, `${name} returned undefined`).not.toBeUndefined()
  if (typeof r !== 'object' || r === null || !('_tag' in r)) return
  const tagged = r as { _tag: unknown; left?: unknown }
  if (tagged._tag !== 'Left') return
  const failure = tagged.left as Partial<Failure> | undefined
  if (failure === undefined || !Array.isArray(failure.errors)) return
  expect(failure._tag === 'unreadable' || failure._tag === 'rejected', `${name}: ${String(failure._tag)}`).toBe(true)
  expect(failure.errors.length).toBeGreaterThan(0)
  for (const e of failure.errors) {
    expect(typeof e.path).toBe('string')
    expect(typeof e.code).toBe('string')
    expect(e.message).toMatch(/\S/)
    expect(e.rule === null || api.isNormId(e.rule), `${name}: rule ${String(e.rule)}`).toBe(true)
  }
}

/** Calling `f` does not throw, and gives a value. */
const total = (name: string, f: () => unknown): void => {
  let r: unknown
  try {
    r = f()
  } catch (e) {
    expect.fail(`${name} threw ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`)
  }
  expectValue(name, r)
}

/** Exports that take `unknown` (or JSON text): total over any value, and `f(u)` with a second argument where they have one. */
const BOUNDARY: Readonly<Record<string, ReadonlyArray<(u: unknown) => unknown>>> = {
  decide: [(u) => api.decide(u)],
  decideCase: [(u) => api.decideCase(u)],
  decideText: [(u) => api.decideText(u as string)],
  validate: [(u) => api.validate(u)],
  decodeCase: [(u) => api.decodeCase(u), (u) => api.decodeCase(u, { rules: false })],
  parseJson: [(u) => api.parseJson(u as string)],
  isNormId: [(u) => api.isNormId(u)],
  replay: [(u) => api.replay(u)],
  audit: [(u) => api.audit(u)],
  WireCaseC: [(u) => api.WireCaseC.decode(u), (u) => api.WireCaseC.is(u)],
  WireDeterminationC: [(u) => api.WireDeterminationC.decode(u), (u) => api.WireDeterminationC.is(u)],
  QueryC: [(u) => api.QueryC.decode(u), (u) => api.QueryC.is(u)],
  opinionOf: [(u) => api.opinionOf(u), (u) => api.opinionOf(u, 'en')],
  noticeOf: [(u) => api.noticeOf(u), (u) => api.noticeOf(u, 'en')],
}

// ---------------------------------------------------------------------------
// Domain values for the typed exports

interface World {
  readonly case: Case
  /** a case that passes the structure checks only (what replay and audit accept) */
  readonly loose: Case
  readonly determinations: ReadonlyArray<Determination>
  readonly failure: Failure
  readonly strings: ReadonlyArray<string>
  readonly numbers: ReadonlyArray<number>
  readonly norms: ReadonlyArray<NormId>
}

const CALENDAR_EDGES = ['0000-01-01', '0000-02-29', '1900-02-28', '2000-02-29', '9999-12-24', '9999-12-31'] as IsoDate[]

const world: fc.Arbitrary<World> = fc
  .record({
    m: mutatedCase(),
    strings: fc.array(fc.oneof(fc.string({ unit: 'binary' }), fc.constantFrom('', '\ud800', '\u0000', '__proto__', 'a'.repeat(300))), { minLength: 3, maxLength: 5 }),
    numbers: fc.array(fc.oneof(fc.integer({ min: -100_000, max: 100_000 }), fc.double(), fc.constantFrom(0, -0, 2 ** 53, -(2 ** 53), Number.NaN, Infinity)), { minLength: 2, maxLength: 4 }),
    norms: fc.subarray([...api.NORM_IDS]).chain((ids) => fc.shuffledSubarray(ids, { minLength: ids.length })),
  })
  .map(({ m, strings, numbers, norms }) => {
    const valid = api.validate(m.mutated)
    const c = valid._tag === 'Right' ? valid.right : (api.validate(m.original) as { right: Case }).right
    const replayed = api.replay(m.mutated)
    const loose = replayed._tag === 'Right' ? replayed.right.case : c
    const all = api.decideAll(c)
    const failure = api.decide(m.mutated)
    return {
      case: c,
      loose,
      determinations: all._tag === 'Right' ? all.right.determinations.map((d) => d.determination) : [],
      failure: failure._tag === 'Left' ? failure.left : { _tag: 'rejected' as const, errors: [{ path: '', code: 'invalidValue' as const, message: 'x', rule: null }] },
      strings,
      numbers,
      norms,
    }
  })

const datesOf = (c: Case): IsoDate[] => [c.body.term.start, c.body.term.end, c.query.asOf, ...c.events.map((e) => e.date), ...CALENDAR_EDGES]
const candidatesOf = (c: Case) => c.lists.flatMap((l) => l.candidates.map((k) => ({ list: l, candidate: k })))
const departuresOf = (c: Case): MemberLeft[] => c.events.filter((e): e is MemberLeft => api.isMemberLeft(e))
const factsOf = (c: Case, id: string) =>
  c.events.filter((e) => api.isCandidateEvent(e) && 'candidate' in e && e.candidate === id && e.date <= c.query.asOf).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.index - b.index)) as ReadonlyArray<
    Extract<CaseEvent, { candidate: unknown }>
  >
const READINGS = ['proofPeriod', 'exclude'] as const
const CAUSES = ['death', 'statusNotAcquired', 'seatWaiver', 'eligibilityLost', 'officeCapacityLost', 'incompatibility', 'reviewDecision', 'merger'] as const
const TO = ['returningOfficer', 'party', 'body', 'other'] as const

type Thunks = ReadonlyArray<() => unknown>

/** Typed exports: the calls to make, with values of their declared types. */
const TYPED: Readonly<Record<string, (w: World) => Thunks>> = {
  candidateId: (w) => w.strings.map((s) => () => api.candidateId(s)),
  listId: (w) => w.strings.map((s) => () => api.listId(s)),
  isoDate: (w) => [...w.strings, ...datesOf(w.case), '2023-02-29', '10000-01-01'].map((s) => () => api.isoDate(s)),
  votes: (w) => w.numbers.map((n) => () => api.votes(n)),
  position: (w) => w.numbers.map((n) => () => api.position(n)),
  addDays: (w) => datesOf(w.case).flatMap((d) => [7, 14, ...w.numbers].map((n) => () => api.addDays(d, n))),
  compareDates: (w) => datesOf(w.case).map((d) => () => api.compareDates(d, w.case.query.asOf)),
  memberLeft: (w) =>
    departuresOf(w.case).flatMap((e) =>
      CAUSES.map((cause) => () => api.memberLeft(e.index, e.date, e.member, cause, cause === 'seatWaiver' ? { written: w.numbers.length > 2, to: TO[e.index % 4] ?? 'party' } : null)),
    ),
  candidateLeftGroup: (w) => candidatesOf(w.case).map(({ candidate }, i) => () => api.candidateLeftGroup(i, w.case.query.asOf, candidate.id)),
  candidateWaived: (w) => candidatesOf(w.case).map(({ candidate }, i) => () => api.candidateWaived(i, w.case.query.asOf, candidate.id, i % 2 === 0, TO[i % 4] ?? 'body')),
  candidateWaiverRevoked: (w) => candidatesOf(w.case).map(({ candidate }, i) => () => api.candidateWaiverRevoked(i, w.case.query.asOf, candidate.id)),
  candidateDied: (w) => candidatesOf(w.case).map(({ candidate }, i) => () => api.candidateDied(i, w.case.query.asOf, candidate.id)),
  candidateGroundArose: (w) => candidatesOf(w.case).map(({ candidate }, i) => () => api.candidateGroundArose(i, w.case.query.asOf, candidate.id, 'incompatibility')),
  candidateGroundEnded: (w) => candidatesOf(w.case).map(({ candidate }, i) => () => api.candidateGroundEnded(i, w.case.query.asOf, candidate.id, 'eligibility')),
  incompatibilityNotified: (w) => candidatesOf(w.case).map(({ candidate }, i) => () => api.incompatibilityNotified(i, w.case.query.asOf, candidate.id)),
  incompatibilityProven: (w) => candidatesOf(w.case).map(({ candidate }, i) => () => api.incompatibilityProven(i, w.case.query.asOf, candidate.id)),
  lotDrawn: (w) => departuresOf(w.case).map((e) => () => api.lotDrawn(e.index, e.date, e.member, candidatesOf(w.case).map((x) => x.candidate.id), e.member)),
  isCandidateEvent: (w) => w.loose.events.map((e) => () => api.isCandidateEvent(e)),
  isLotDrawn: (w) => w.loose.events.map((e) => () => api.isLotDrawn(e)),
  isMemberLeft: (w) => w.loose.events.map((e) => () => api.isMemberLeft(e)),
  isProcedureEvent: (w) => w.loose.events.map((e) => () => api.isProcedureEvent(e)),
  isIncompatibilityFact: (w) => w.loose.events.map((e) => () => api.isIncompatibilityFact(e)),
  isEffectiveWaiver: () => TO.flatMap((to) => [true, false].map((written) => () => api.isEffectiveWaiver({ written, to }))),
  isPending: (w) => w.determinations.map((d) => () => api.isPending(d)),
  isSuccessor: (w) => w.determinations.map((d) => () => api.isSuccessor(d)),
  sortNorms: (w) => [() => api.sortNorms(w.norms), () => api.sortNorms([...w.norms, ...w.norms])],
  lotDigest: (w) => [() => api.lotDigest(w.strings[0] ?? '', w.strings[1] ?? '', w.strings[2] ?? '')],
  lotOrder: (w) => [() => api.lotOrder(w.strings[0] ?? '', w.strings[1] ?? '', w.strings), () => api.lotOrder('', '', [])],
  classifyDeparture: (w) => departuresOf(w.loose).map((e) => () => api.classifyDeparture(e)),
  ceasingOf: (w) =>
    w.determinations.flatMap((d) =>
      (['gemeindevertretung', 'stadtverordnetenversammlung', 'kreistag', 'ortsbeirat', 'auslaenderbeirat'] as const).flatMap((kind) => [
        () => api.ceasingOf(kind, d, w.case.query.asOf),
        () => api.ceasingOf(kind, d, null),
      ]),
    ),
  endsMembership: (w) => departuresOf(w.loose).map((e) => () => api.endsMembership(e)),
  standing: (w) =>
    candidatesOf(w.case).flatMap(({ list, candidate }) => READINGS.map((r) => () => api.standing(list, factsOf(w.case, candidate.id), w.case.query.asOf, r, w.case.periodEnd))),
  incompatibilityStanding: (w) =>
    candidatesOf(w.case).flatMap(({ candidate }) => READINGS.map((r) => () => api.incompatibilityStanding(factsOf(w.case, candidate.id), w.case.query.asOf, r, w.case.periodEnd))),
  byRank: (w) => candidatesOf(w.case).map(({ candidate }, i, all) => () => api.byRank(candidate, (all[(i + 1) % all.length] ?? all[0])!.candidate)),
  decideVacancy: (w) =>
    departuresOf(w.case).flatMap((departure) => {
      const seat = candidatesOf(w.case).find((x) => x.candidate.id === departure.member)
      if (seat === undefined) return []
      return [
        () =>
          api.decideVacancy({
            departure,
            list: seat.list,
            ranked: api.rankPool(
              seat.list,
              seat.list.candidates.filter((k) => !k.elected),
              (k) => factsOf(w.case, k.id),
              w.case.query.asOf,
              w.case.incompatibility,
              w.case.periodEnd,
            ),
            mode: w.case.body.electionMode,
            seed: w.case.lotSeed,
            drawings: [],
        rankedOn: () => [],
        reserved: new Map(),
        seatsOnTheDay: 1,
            memberCountBefore: w.case.body.statutoryMemberCount,
            disregarded: [],
          }),
      ]
    }),
  rankPool: (w) =>
    candidatesOf(w.case).slice(0, 1).map(({ list }) => () => api.rankPool(list, list.candidates, (k) => factsOf(w.case, k.id), w.case.query.asOf, w.case.incompatibility, w.case.periodEnd)),
  decideAll: (w) => [() => api.decideAll(w.case), () => api.decideAll(w.loose, { lenient: true }), () => api.decideAll(w.case, { ignoreRecordOf: w.case.query.vacancy })],
  replayDecisions: (w) => [() => api.replayDecisions(w.case), () => api.replayDecisions(w.loose), () => api.replayDecisions(w.loose, w.loose.query.vacancy)],
  determine: (w) => [() => api.determine(w.case)],
  encodeDetermination: (w) => w.determinations.map((d) => () => api.encodeDetermination(d)),
  cite: () => api.NORM_IDS.map((id) => () => api.cite(id)),
  explainShort: (w) => w.determinations.map((d) => () => api.explainShort(w.case, d)),
  renderDocument: (w) => {
    const p = (text: string): api.Paragraph => ({ _tag: 'paragraph', key: text, text, norms: w.norms, candidates: [] })
    const doc: api.TextDocument = {
      kind: 'opinion',
      lang: 'de',
      title: w.strings[0] ?? '',
      subtitle: w.strings[1] ?? null,
      sections: [
        {
          key: w.strings[2] ?? '',
          title: w.strings.join(' '),
          blocks: [p(w.strings.join('\n')), { _tag: 'list', key: null, ordered: true, items: w.strings.map(p) }, { _tag: 'quote', text: w.strings[0] ?? '', source: w.strings[1] ?? '' }],
          sections: [{ key: '', title: '', blocks: w.strings.map(p), sections: [] }],
        },
      ],
    }
    return api.FORMATS.flatMap((f) => [() => api.renderDocument(doc, f), () => api.renderDocument({ ...doc, kind: 'notice', lang: 'en' }, f)])
  },
  encodeFailure: (w) => [() => api.encodeFailure(w.failure)],
  auditCase: (w) => [() => api.auditCase(w.case), () => api.auditCase(w.loose)],
  recordCase: (w) => [() => api.recordCase(w.loose, null), () => api.recordCase(w.loose, w.loose.query.asOf), () => api.recordCase(w.loose, w.loose.query.asOf, new Set(w.loose.events.map((e) => e.index)))],
  stateOf: (w) => [() => api.stateOf(w.case), () => api.stateOf(w.loose)],
  vacancyOf: (w) => {
    const record = api.recordCase(w.loose, w.loose.query.asOf)
    return departuresOf(w.loose).map((d) => () => api.vacancyOf(record, d))
  },
  leftOn: (w) => {
    const record = api.recordCase(w.loose, w.loose.query.asOf)
    return departuresOf(w.loose).map((d) => () => api.leftOn(d, record.vacancies.get(d.member), w.loose.query.asOf, w.loose.periodEnd))
  },
  supportQuorum: (w) => [null, w.case.body.eligibleVoters, ...w.numbers].map((n) => () => api.supportQuorum(n)),
  encodeAudit: (w) => [() => api.encodeAudit(api.auditCase(w.loose))],
  encodeState: (w) => {
    const s = api.stateOf(w.loose)
    return s._tag === 'Right' ? [() => api.encodeState(s.right)] : []
  },
}

const functions = Object.keys(exported)
  .filter((k) => typeof exported[k] === 'function')
  .sort()
const codecs = Object.keys(exported).filter((k) => k.endsWith('C') && typeof exported[k] === 'object' && exported[k] !== null && 'decode' in (exported[k] as object))
const untyped = functions.filter((k) => TYPED[k] === undefined && BOUNDARY[k] === undefined)

describe('totality of every export of src/index.ts', () => {
  it('the tables name only exports, and every codec is a boundary', () => {
    expect([...Object.keys(TYPED), ...Object.keys(BOUNDARY)].filter((k) => !(k in exported))).toEqual([])
    expect(codecs.filter((k) => BOUNDARY[k] === undefined)).toEqual([])
    expect(functions.length).toBeGreaterThan(40)
  })

  it.each(Object.keys(BOUNDARY).filter((k) => k in exported))('%s (boundary): any value, JSON, text, valid and mutated cases', (name) => {
    fc.assert(
      fc.property(boundaryInput, (u) => {
        for (const f of BOUNDARY[name] ?? []) total(name, () => f(u))
      }),
      { numRuns: 150 },
    )
  })

  it.each(untyped)('%s (not in the tables, taken as boundary): any arguments', (name) => {
    const f = exported[name] as (...args: unknown[]) => unknown
    fc.assert(
      fc.property(fc.array(ANYTHING, { minLength: Math.max(1, f.length), maxLength: Math.max(1, f.length) }), (args) => {
        total(`${name} (if it is typed, add it to TYPED in properties/totality-exports.test.ts)`, () => f(...args))
      }),
      { numRuns: 100 },
    )
  })

  it('typed exports: values of their declared types from valid and mutated cases, and adversarial primitives', () => {
    const typed = functions.filter((k) => TYPED[k] !== undefined)
    const calls = new Map<string, number>(typed.map((k) => [k, 0]))
    fc.assert(
      fc.property(world, (w) => {
        for (const name of typed)
          for (const thunk of (TYPED[name] as (w: World) => Thunks)(w)) {
            calls.set(name, (calls.get(name) ?? 0) + 1)
            total(name, thunk)
          }
      }),
      { numRuns: 120 },
    )
    // every typed export was really called
    expect([...calls].filter(([, n]) => n === 0).map(([k]) => k)).toEqual([])
  })

  it('the constants are plain data', () => {
    for (const k of Object.keys(exported).filter((x) => typeof exported[x] !== 'function' && !codecs.includes(x))) {
      const v = exported[k]
      expect(['string', 'number', 'object'], k).toContain(typeof v)
      expect(() => JSON.stringify(v), k).not.toThrow()
    }
  })
})

