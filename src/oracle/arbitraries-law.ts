/**
 * Generators for the whole law, beyond the valid determination queries of
 * `arbitraries.ts`: the procedure of § 34 Abs. 3–6 (a recorded
 * determination, its announcement, an objection with supporters against it
 * or against inaction, the decisions of the body and the court, finality),
 * recorded lots in majority elections, state and audit queries, and cases
 * that must be rejected (one rule of spec/readings.md broken on purpose).
 * The procedure events are plausible, not always admissible: a late or
 * unsupported objection, a decision without objection are generated too,
 * because a state query must list them as rejected.
 *
 * @since 0.2.0
 */
import fc from 'fast-check'
import { type GenOptions, type Json, TERM, validCase } from './arbitraries.js'
import type { FuzzKind } from './views.js'

const DAY = 86_400_000

/** The ISO date `n` days after `date` (UTC calendar days). @category oracle @since 0.2.0 */
export const addDays = (date: string, n: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10)

/** The date, or the term's end if it is later (no generated date reaches it: a guard). @category oracle @since 0.2.0 */
export const within = (date: string): string =>
  // Stryker disable next-line EqualityOperator: on the end day itself `>=` gives the same date (the end)
  date > TERM.end ? TERM.end : date

/** A candidate of a generated case, as the generators read it. @category model @since 0.2.0 */
export interface Candidate {
  readonly id: string
  readonly votes: number
  readonly elected: boolean
}
/** A list of a generated case, as the generators read it. @category model @since 0.2.0 */
export interface List {
  readonly id: string
  readonly candidates: ReadonlyArray<Candidate>
}

const listsOf = (c: Json): ReadonlyArray<List> => c['lists'] as ReadonlyArray<List>
const eventsOf = (c: Json): ReadonlyArray<Json> => c['events'] as ReadonlyArray<Json>
const listOfMember = (c: Json, member: unknown): List | undefined => listsOf(c).find((l) => l.candidates.some((k) => k.id === member))
const notElected = (l: List | undefined): ReadonlyArray<Candidate> => (l === undefined ? [] : l.candidates.filter((k) => !k.elected))

/** A reader of choices from one number: each call takes one choice of `k` (shrinking towards the first of each). */
const dice = (n: number): ((k: number) => number) => {
  let x = n
  return (k) => {
    const r = x % k
    x = Math.floor(x / k)
    return r
  }
}

const oneOf = <A>(roll: (k: number) => number, xs: ReadonlyArray<A>): A => xs[roll(xs.length)] as A
/**
 * Present with odds `often` (3 in 4), `half` or `rarely` (1 in 5) of a uniform choice; absent for the choice 0 (what
 * shrinking reaches). The choices are read from one `fc.maxSafeNat()`, which leans to small numbers, so absence comes
 * more often than the odds say (measured at a fixed seed: about 60 %, 38 % and 16 % present); every branch is reached.
 */
const ODDS = { often: [4, 1], half: [2, 1], rarely: [5, 4] } as const
const some = <A>(roll: (k: number) => number, odds: keyof typeof ODDS, make: () => A): A | null => {
  const [k, from] = ODDS[odds]
  return roll(k) >= from ? make() : null
}

/**
 * The choices for one departure's procedure, read from two numbers (two
 * draws per departure: generating the procedure costs little, and a
 * disagreement is shrunk by dropping events, `reduce.ts`).
 */
const stepsOf = ([a, b]: readonly [number, number]) => {
  const r = dice(a)
  const s = dice(b)
  const determination = some(r, 'often', () => ({ after: oneOf(r, [0, 3, 9]), outcome: oneOf(r, ['successor', 'successor', 'successor', 'vacant', 'noSuccession']), pick: r(8) }))
  const announce = some(r, 'often', () => oneOf(r, [0, 2, 6]))
  const objection = some(r, 'half', () => ({
    after: oneOf(r, [1, 5, 13, 14, 15]),
    against: oneOf(r, ['determination', 'determination', 'determination', 'inaction']),
    form: oneOf(r, ['written', 'written', 'written', 'onRecord', 'oral', 'email']),
    // the days from the objection to its reasons (on the same day three times in five, 20 days later), or none
    reasoned: oneOf(r, [0, 0, 0, null, 20]),
    ownRights: r(3) !== 0,
    supporters: oneOf(r, [0, 4, 5, 99, 100, 250]),
  }))
  const decision = some(s, 'often', () => ({ after: oneOf(s, [5, 30]), decision: oneOf(s, ['confirm', 'annul', 'modify']), outcome: oneOf(s, ['successor', 'successor', 'vacant']), pick: s(8) }))
  const court = some(s, 'rarely', () => ({ after: oneOf(s, [20, 60]), decision: oneOf(s, ['confirm', 'annul', 'modify']), pick: s(8) }))
  const final = some(s, 'half', () => oneOf(s, [10, 45, 90]))
  const lot = some(s, 'half', () => ({ after: oneOf(s, [0, 5]), pick: s(8) }))
  return { determination, announce, objection, decision, court, final, lot }
}

type Steps = ReturnType<typeof stepsOf>

const successorFor = (l: List | undefined, pick: number): string | null => {
  const pool = notElected(l)
  return pool.length === 0 ? null : (pool[pick % pool.length] as Candidate).id
}

/** The candidates not elected with the most votes, if two or more share them: a tie a lot decides. */
const tieOf = (l: List | undefined): ReadonlyArray<string> => {
  const pool = notElected(l)
  const top = Math.max(...pool.map((k) => k.votes))
  const tied = pool.filter((k) => k.votes === top).map((k) => k.id)
  return tied.length >= 2 ? tied : []
}

const decisionEvent = (
  type: 'bodyDecision' | 'courtDecision',
  date: string,
  vacancy: unknown,
  d: { decision: string; outcome?: string; pick: number },
  l: List | undefined,
): Json => {
  if (d.decision !== 'modify') return { date, type, vacancy, decision: d.decision }
  // a modification to a successor from an exhausted list leaves the seat vacant
  const successor = (d.outcome ?? 'successor') === 'successor' ? successorFor(l, d.pick) : null
  return { date, type, vacancy, decision: 'modify', outcome: successor === null ? 'vacant' : 'successor', successor }
}

/** The procedure events of one departure, in date order after the departure, but for a lot: listed first, it may be dated after the determination (the state accepts both). */
const procedureOf = (c: Json, leave: Json, s: Steps, majority: boolean): Json[] => {
  const vacancy = leave['member']
  const l = listOfMember(c, vacancy)
  const out: Json[] = []
  const at = (base: string, n: number): string => within(addDays(base, n))
  const left = leave['date'] as string
  if (majority && s.lot !== null) {
    const among = tieOf(l)
    if (among.length > 0) out.push({ date: at(left, s.lot.after), type: 'lotDrawn', vacancy, among, winner: among[s.lot.pick % among.length] })
  }
  let last = left
  const inaction = s.objection !== null && s.objection.against === 'inaction'
  if (s.determination !== null && !inaction) {
    last = at(left, s.determination.after)
    const successor = s.determination.outcome === 'successor' ? successorFor(l, s.determination.pick) : null
    const outcome = s.determination.outcome === 'successor' && successor === null ? 'vacant' : s.determination.outcome
    out.push({ date: last, type: 'determination', vacancy, by: 'returningOfficer', outcome, successor })
    if (s.announce !== null) {
      last = at(last, s.announce)
      out.push({ date: last, type: 'announcement', vacancy })
    }
  }
  if (s.objection === null) return out
  const o = s.objection
  last = at(last, o.after)
  const reasonedOn = o.reasoned === null ? null : at(last, o.reasoned)
  out.push({ date: last, type: 'objection', vacancy, against: o.against, form: o.form, reasonedOn, ownRights: o.ownRights, supporters: o.supporters })
  if (inaction) {
    const successor = successorFor(l, s.decision?.pick ?? 0)
    out.push({ date: at(last, 5), type: 'determination', vacancy, by: 'body', outcome: successor === null ? 'vacant' : 'successor', successor })
    return out
  }
  if (s.decision === null) return out
  last = at(last, s.decision.after)
  out.push(decisionEvent('bodyDecision', last, vacancy, s.decision, l))
  if (s.court !== null) {
    last = at(last, s.court.after)
    out.push(decisionEvent('courtDecision', last, vacancy, s.court, l))
  }
  if (s.final !== null) out.push({ date: at(last, s.final), type: 'final', vacancy })
  return out
}

const latest = (events: ReadonlyArray<Json>): string => [TERM.start, ...events.map((e) => e['date'] as string)].sort().at(-1) as string

/**
 * A valid case with the procedure of its departures recorded (some events
 * inadmissible on purpose), asking for a determination or for the state.
 *
 * @category oracle @since 0.2.0
 */
export const procedureCase = (options: GenOptions & { readonly query?: 'vacancy' | 'state' } = {}): fc.Arbitrary<Json> =>
  validCase(options).chain((c) => {
    const departures = eventsOf(c).filter((e) => e['type'] === 'memberLeft')
    return fc
      .record({
        steps: fc.array(fc.tuple(fc.maxSafeNat(), fc.maxSafeNat()), { minLength: departures.length, maxLength: departures.length }),
        voters: fc.constantFrom(null, 300, 499, 500, 501, 10_000, 10_001, 40_000),
        later: fc.constantFrom(0, 10, 400),
      })
      .map(({ steps, voters, later }) => {
        const majority = (c['body'] as Json)['electionMode'] === 'majority'
        const extra = departures.flatMap((d, i) => procedureOf(c, d, stepsOf(steps[i] as [number, number]), majority))
        const events = [...eventsOf(c), ...extra]
        const body = voters === null ? c['body'] : { ...(c['body'] as Json), eligibleVoters: voters }
        const query = options.query === 'state' ? { state: { asOf: within(addDays(latest(events), later)) } } : c['query']
        return { ...c, body, events, query }
      })
  })

const people = (c: Json): ReadonlyArray<Candidate> => listsOf(c).flatMap((l) => l.candidates)
const copy = (c: Json): Json => JSON.parse(JSON.stringify(c)) as Json
const withEvent = (c: Json, e: Json): Json => ({ ...c, events: [...eventsOf(c), e] })

/** A waiver revoked that was never made (§ 34 Abs. 2 Nr. 2 KWG), by a candidate not elected (an elected one is refused as `wrongKind` instead), by anyone if all were elected. */
const revokedWaiver = (c: Json, n: number): Json => {
  const pool = people(c).filter((k) => !k.elected)
  const from = pool.length > 0 ? pool : people(c)
  return withEvent(c, { date: TERM.start, type: 'candidateWaiverRevoked', candidate: (from[n % from.length] as Candidate).id })
}

/** One rule broken on purpose (spec/readings.md, "Errors found in a decodable case"; wire-format.md): a case and a number to a broken case. @category oracle @since 0.2.0 */
export const BREAKERS: ReadonlyArray<(c: Json, n: number) => Json> = [
  revokedWaiver,
  (c) => {
    // the first departure again, twice: the first may be a seat waiver without effect (§ 33 Abs. 2 KWG: not in writing or
    // not to the returning officer), after which the member has not left and one more departure is the first that counts
    const first = eventsOf(c).find((e) => e['type'] === 'memberLeft') as Json
    const again = { date: first['date'], type: 'memberLeft', member: first['member'], cause: 'death' }
    return withEvent(withEvent(c, again), again)
  },
  (c) => withEvent(c, { date: TERM.start, type: 'candidateDied', candidate: people(c).find((k) => k.elected)?.id }),
  (c) => ({ ...c, query: { ...(c['query'] as Json), asOf: '2099-01-01' } }),
  (c) => ({ ...c, query: { ...(c['query'] as Json), vacancy: people(c).find((k) => !k.elected)?.id ?? 'nobody' } }),
  (c, n) => {
    const d = copy(c)
    const l = (d['lists'] as Array<{ candidates: Json[] }>)[n % listsOf(c).length] as { candidates: Json[] }
    l.candidates.push({ ...(l.candidates[0] as Json), position: l.candidates.length + 1 })
    return d
  },
  (c, n) => {
    const d = copy(c)
    const l = (d['lists'] as Array<{ candidates: Json[] }>)[n % listsOf(c).length] as { candidates: Json[] }
    l.candidates.push({ ...(l.candidates[0] as Json), id: 'X-1' })
    return d
  },
  (c) => {
    // one seat fewer than elected; a statutory member count is at least 1, so with one elected a second one is added
    const elected = people(c).filter((k) => k.elected).length
    if (elected >= 2) return { ...c, body: { ...(c['body'] as Json), statutoryMemberCount: elected - 1 } }
    const d = copy(c)
    const l = (d['lists'] as Array<{ candidates: Json[] }>)[0] as { candidates: Json[] }
    l.candidates.push({ ...(l.candidates[0] as Json), id: 'X-2', position: l.candidates.length + 1, elected: true })
    return { ...d, body: { ...(d['body'] as Json), statutoryMemberCount: 1 } }
  },
  (c) => withEvent(c, { date: TERM.start, type: 'candidateGroundEnded', candidate: people(c).find((k) => !k.elected)?.id ?? 'nobody', ground: 'officeCapacity' }),
  (c) => withEvent(c, { date: '2023-02-30', type: 'candidateDied', candidate: people(c).find((k) => !k.elected)?.id ?? 'nobody' }),
  (c) => withEvent(c, { date: TERM.start, type: 'candidateLeftGroup', candidate: 'unknown-0' }),
  (c) => withEvent(c, { date: '2021-04-02', type: 'memberLeft', member: people(c).find((k) => !k.elected)?.id ?? 'nobody', cause: 'death' }),
  (c) => {
    const d = copy(c)
    const l = (d['lists'] as Json[])[0] as Json
    l['group'] = 'party'
    l['setUp'] = null
    return d
  },
  (c) => ({ ...c, extra: 0 }),
  (c) => {
    const d = copy(c)
    const k = ((d['lists'] as Array<{ candidates: Json[] }>)[0] as { candidates: Json[] }).candidates[0] as Json
    k['votes'] = -1
    return d
  },
  (c) => {
    const lists = listsOf(c)
    const among = (lists[0] as List).candidates.filter((k) => !k.elected).map((k) => k.id)
    const vacancy = (c['query'] as Json)['vacancy']
    return (c['body'] as Json)['electionMode'] === 'proportional' && among.length >= 2
      ? withEvent(c, { date: '2024-06-01', type: 'lotDrawn', vacancy, among, winner: among[0] })
      : revokedWaiver(c, 0)
  },
]

/**
 * A case that must be rejected: a valid case (with or without procedure)
 * with one rule broken.
 *
 * @category oracle @since 0.2.0
 */
export const invalidCase = (options: GenOptions = {}): fc.Arbitrary<Json> =>
  fc
    .tuple(fc.oneof(validCase(options), procedureCase(options)), fc.nat(BREAKERS.length - 1), fc.nat())
    .map(([c, which, n]) => (BREAKERS[which] as (c: Json, n: number) => Json)(c, n))

/**
 * The generator for a kind: determinations of valid cases with and without
 * the procedure, the state or the audit of cases with the procedure, or
 * cases that must be rejected.
 *
 * @category oracle @since 0.2.0
 */
export const caseFor = (kind: FuzzKind, options: GenOptions = {}): fc.Arbitrary<Json> => {
  switch (kind) {
    case 'determination':
      return fc.oneof(validCase(options), procedureCase(options))
    case 'state':
    case 'audit':
      return procedureCase({ ...options, query: 'state' })
    case 'invalid':
      return invalidCase(options)
  }
}
