/**
 * Generators of valid cases (wire format v1) that reach every branch of the
 * decision: ties, exhausted lists, each exclusion ground under each reading,
 * majority elections and lots, several vacancies. Valid by construction:
 * every generated case passes the consistency checks. Used by the property
 * tests and by `nachruecken fuzz` (differential fuzzing), which is why
 * fast-check is a runtime dependency.
 *
 * @since 0.1.0
 */
import fc from 'fast-check'

export type Json = Record<string, unknown>

export const TERM = { start: '2021-04-01', end: '2026-03-31' } as const
export const SET_UP = '2020-11-14'
/** Dates for candidate facts: one before the set-up, one between set-up and term, the rest in the term, with week boundaries. */
export const FACT_DATES = ['2020-10-01', '2020-12-20', '2021-06-01', '2022-03-01', '2022-03-08', '2022-03-09', '2022-03-15', '2023-01-10'] as const
export const TERM_DATES = ['2021-06-01', '2022-03-01', '2022-03-08', '2022-03-09', '2022-03-15', '2023-01-10', '2024-05-02'] as const
const CAUSES = ['death', 'statusNotAcquired', 'seatWaiver', 'eligibilityLost', 'officeCapacityLost', 'incompatibility', 'reviewDecision', 'merger'] as const

/** null with weight `none`, a value with weight 1 (fc.option's freq means the opposite). */
const sometimes = <A>(arb: fc.Arbitrary<A>, none: number): fc.Arbitrary<A | null> =>
  fc.oneof({ withCrossShrink: true }, { weight: none, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: arb })

/**
 * One of the values, each as likely as its weight. The same arbitrary as a
 * `constantFrom` listing each value weight times (same sampling, shrinking to
 * the first value), but the weights are numbers, not repetitions.
 */
const weighted = <A>(choices: ReadonlyArray<readonly [number, A]>): fc.Arbitrary<A> =>
  fc.constantFrom(...choices.flatMap(([weight, value]) => Array.from({ length: weight }, () => value)))

const later = (dates: ReadonlyArray<string>, from: string): ReadonlyArray<string> => dates.filter((d) => d >= from)

interface Profile {
  readonly memberAtSetUp: boolean
  readonly leftGroup: string | null
  readonly waiver: { date: string; written: boolean; to: string } | null
  readonly died: string | null
  readonly ground: {
    ground: 'eligibility' | 'officeCapacity' | 'incompatibility'
    arose: string
    ended: number | null
    notified: number | null
    proven: number | null
  } | null
}

/** Built on each call of `validCase`, not when the module loads. */
const profile = (): fc.Arbitrary<Profile> =>
  fc.record({
    memberAtSetUp: weighted([[6, true], [1, false]]),
    leftGroup: sometimes(fc.constantFrom(...FACT_DATES), 9),
    waiver: sometimes(
      fc.record({
        date: fc.constantFrom(...FACT_DATES),
        written: fc.boolean(),
        to: fc.constantFrom('returningOfficer', 'returningOfficer', 'party', 'body', 'other'),
      }),
      9,
    ),
    died: sometimes(fc.constantFrom(...TERM_DATES), 14),
    ground: sometimes(
      fc.record({
        ground: fc.constantFrom('eligibility', 'officeCapacity', 'incompatibility', 'incompatibility'),
        arose: fc.constantFrom(...TERM_DATES),
        ended: sometimes(fc.nat(6), 4),
        notified: sometimes(fc.nat(6), 1),
        proven: sometimes(fc.nat(6), 3),
      }),
      5,
    ),
  })

/** The candidate facts of one candidate, in application order. */
const factsOf = (id: string, p: Profile, hasGroup: boolean): Json[] => {
  const out: Json[] = []
  if (p.leftGroup !== null && hasGroup && p.memberAtSetUp) out.push({ date: p.leftGroup, type: 'candidateLeftGroup', candidate: id })
  if (p.waiver !== null) out.push({ date: p.waiver.date, type: 'candidateWaived', candidate: id, written: p.waiver.written, to: p.waiver.to })
  if (p.died !== null) out.push({ date: p.died, type: 'candidateDied', candidate: id })
  if (p.ground !== null) {
    const g = p.ground
    const after = later(TERM_DATES, g.arose)
    const pick = (k: number | null): string | null => (k === null ? null : (after[k % after.length] ?? null))
    const ended = pick(g.ended)
    out.push({ date: g.arose, type: 'candidateGroundArose', candidate: id, ground: g.ground })
    if (g.ground === 'incompatibility') {
      const notified = pick(g.notified)
      const proven = pick(g.proven)
      // notice and proof only while the ground is open
      if (notified !== null && (ended === null || notified < ended)) out.push({ date: notified, type: 'incompatibilityNotified', candidate: id })
      if (proven !== null && (ended === null || proven < ended)) out.push({ date: proven, type: 'incompatibilityProven', candidate: id })
    }
    if (ended !== null) out.push({ date: ended, type: 'candidateGroundEnded', candidate: id, ground: g.ground })
  }
  return out
}

export interface GenOptions {
  readonly mode?: 'proportional' | 'majority'
  readonly maxLists?: number
}

/** The choices a valid case is built from: the election mode, lists of candidates with their profiles, departures, the query date, extra seats, the seed, the reading. */
const caseChoices = (options: GenOptions) =>
  fc.record({
    mode: options.mode === undefined ? fc.constantFrom('proportional', 'proportional', 'majority') : fc.constant(options.mode),
    lists: fc.array(
      fc.record({
        group: fc.constantFrom('party', 'voterGroup', null),
        candidates: fc.array(
          fc.record({
            votes: fc.constantFrom(0, 100, 200, 200, 300, 300, 500),
            elected: fc.constantFrom(true, false, false),
            profile: profile(),
          }),
          { minLength: 2, maxLength: 8, size: 'max' },
        ),
        order: fc.nat(),
      }),
      { minLength: 1, maxLength: options.maxLists ?? 3 },
    ),
    departures: fc.array(
      fc.record({
        list: fc.nat(),
        member: fc.nat(),
        date: fc.constantFrom(...TERM_DATES),
        cause: fc.constantFrom(...CAUSES, 'death', 'seatWaiver'),
        written: weighted([[5, true], [1, false]]),
        to: fc.constantFrom('returningOfficer', 'returningOfficer', 'returningOfficer', 'party'),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    asOfIndex: fc.nat(),
    extraSeats: fc.nat(4),
    seed: sometimes(fc.string({ maxLength: 8 }), 2),
    reading: fc.constantFrom(null, 'proofPeriod', 'exclude'),
    // Stryker disable next-line ObjectLiteral: without the bounds the array may be shorter than the departures (at most 3), and a missing entry inserts at the front (`?? 0`): only how often each insertion point is drawn changes; every point stays reachable and every case stays valid
    shuffle: fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
  })

type Choices = ReturnType<typeof caseChoices> extends fc.Arbitrary<infer C> ? C : never

/** The lists taking part: a majority election has only the first. */
const listsTaking = (g: Choices): Choices['lists'] => (g.mode === 'majority' ? g.lists.slice(0, 1) : g.lists)

/** The lists of the case, each candidate with the profile that gives its facts. */
const listsOf = (g: Choices) =>
  listsTaking(g).map((l, i) => {
    const group = g.mode === 'proportional' && l.group === null ? 'party' : l.group
    const n = l.candidates.length
    // positions: a rotation of 1..n, so input order differs from list order
    const positions = l.candidates.map((_, j) => ((j + l.order) % n) + 1)
    return {
      id: `L${i + 1}`,
      name: `Liste ${i + 1}`,
      group,
      setUp: group === null ? null : SET_UP,
      candidates: l.candidates.map((k, j) => ({
        id: `L${i + 1}-${positions[j]}`,
        name: `Bewerber ${i + 1}/${positions[j]}`,
        position: positions[j],
        votes: k.votes,
        elected: k.elected,
        ...(k.profile.memberAtSetUp ? {} : { memberAtSetUp: false }),
      })),
      profiles: l.candidates.map((k) => k.profile),
    }
  })

/** The departures: each elected member at most once. */
const departuresOf = (g: Choices, elected: ReadonlyArray<string>): Json[] => {
  const seen = new Set<string>()
  const departures: Json[] = []
  for (const d of g.departures) {
    const member = elected[d.member % elected.length] as string
    if (seen.has(member)) continue
    seen.add(member)
    departures.push(
      d.cause === 'seatWaiver'
        ? { date: d.date, type: 'memberLeft', member, cause: d.cause, written: d.written, to: d.to }
        : { date: d.date, type: 'memberLeft', member, cause: d.cause },
    )
  }
  return departures
}

/** The case the choices describe. */
const caseOf = (g: Choices): Json => {
  const lists = listsOf(g)
  const elected = lists.flatMap((l) => l.candidates.filter((k) => k.elected).map((k) => k.id))
  const facts = lists.flatMap((l) =>
    l.candidates.flatMap((k, j) => (k.elected ? [] : factsOf(k.id, l.profiles[j] as Profile, l.group !== null))),
  )
  const departures = departuresOf(g, elected)
  // interleave facts and departures deterministically, keeping each candidate's facts in order
  const events: Json[] = [...facts]
  departures.forEach((d, i) => events.splice((g.shuffle[i] ?? 0) % (events.length + 1), 0, d))
  const query = departures[g.asOfIndex % departures.length] as Json
  const asOfChoices = later(TERM_DATES, query['date'] as string)
  const asOf = asOfChoices[g.asOfIndex % asOfChoices.length] as string
  return {
    format: 'nachruecken.case/1',
    body: {
      name: 'Gemeindevertretung Probe',
      kind: g.mode === 'majority' ? 'ortsbeirat' : 'gemeindevertretung',
      statutoryMemberCount: elected.length + g.extraSeats,
      electionMode: g.mode,
      term: TERM,
    },
    lists: lists.map((l) => ({ id: l.id, name: l.name, group: l.group, setUp: l.setUp, candidates: l.candidates })),
    events,
    query: { vacancy: query['member'], asOf },
    ...(g.seed === null ? {} : { lot: { seed: g.seed } }),
    ...(g.reading === null ? {} : { interpretation: { incompatibility: g.reading } }),
  }
}

/** A valid case. */
export const validCase = (options: GenOptions = {}): fc.Arbitrary<Json> =>
  caseChoices(options)
    .filter((g) => listsTaking(g).some((l) => l.candidates.some((k) => k.elected)))
    .map(caseOf)
