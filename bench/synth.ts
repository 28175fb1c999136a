// Synthetic cases for the benchmarks (wire format `nachruecken.case/1`),
// deterministic from a seed. Valid by construction: every case passes the
// consistency checks (the bench verifies this before it measures).
export type Json = Record<string, unknown>

/** mulberry32: a small seeded PRNG, the same numbers on every machine. */
export const prng = (seed: number): (() => number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const int = (r: () => number, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1))
const pick = <A>(r: () => number, xs: ReadonlyArray<A>): A => xs[Math.floor(r() * xs.length)] as A

export const TERM = { start: '2021-04-01', end: '2026-03-31' } as const
const TERM_START_MS = Date.UTC(2021, 3, 1)
const TERM_DAYS = 1825
const SET_UP = '2020-11-14'

/** The ISO date `day` days after the start of the term. */
export const termDay = (day: number): string => new Date(TERM_START_MS + day * 86_400_000).toISOString().slice(0, 10)

// -------------------------------------------------------------------------------------
// (a) one list of n candidates
// -------------------------------------------------------------------------------------

/**
 * One proportional list of `n` candidates (half of them elected), one member
 * leaving, and facts about a tenth of the others (waivers, some not in form,
 * party exits, deaths), concentrated on the best-placed, as in practice. The
 * work grows linearly with `n`.
 */
export const listCase = (n: number, seed = 1): Json => {
  const r = prng(seed)
  const candidates = Array.from({ length: n }, (_, i) => ({
    id: `L-${i + 1}`,
    name: `Bewerberin ${i + 1}`,
    position: i + 1,
    // votes fall with the position, with noise and some exact ties
    votes: Math.max(0, Math.round((n - i) * 10 + (r() - 0.5) * 40)),
    elected: false,
  }))
  const byVotes = [...candidates].sort((a, b) => b.votes - a.votes || a.position - b.position)
  const seats = Math.max(1, Math.floor(n / 2))
  for (const k of byVotes.slice(0, seats)) k.elected = true
  const rest = byVotes.slice(seats)
  const events: Json[] = []
  const facts = Math.max(1, Math.floor(n / 10))
  for (let i = 0; i < facts && i < rest.length; i++) {
    const k = rest[i] as (typeof rest)[number]
    const date = termDay(100 + (i % 500))
    const kind = i % 5
    if (kind === 0 || kind === 1) events.push({ date, type: 'candidateWaived', candidate: k.id, written: true, to: 'returningOfficer' })
    else if (kind === 2) events.push({ date, type: 'candidateWaived', candidate: k.id, written: false, to: 'party' })
    else if (kind === 3) events.push({ date, type: 'candidateLeftGroup', candidate: k.id })
    else events.push({ date, type: 'candidateDied', candidate: k.id })
  }
  const leaving = (byVotes[0] as (typeof byVotes)[number]).id
  events.push({ date: termDay(700), type: 'memberLeft', member: leaving, cause: 'seatWaiver', written: true, to: 'returningOfficer' })
  return {
    format: 'nachruecken.case/1',
    body: { name: `Liste ${n}`, kind: 'gemeindevertretung', statutoryMemberCount: seats, electionMode: 'proportional', term: TERM },
    lists: [{ id: 'L', name: 'Liste', group: 'party', setUp: SET_UP, candidates }],
    events,
    query: { vacancy: leaving, asOf: termDay(720) },
  }
}

// -------------------------------------------------------------------------------------
// (c) a state-wide term
// -------------------------------------------------------------------------------------

/** One body: the case at the end of the term, and its vacancies in order. */
export interface SyntheticBody {
  readonly kase: Json
  readonly vacancies: ReadonlyArray<{ readonly member: string; readonly date: string }>
  readonly seats: number
  readonly candidates: number
}

type Kind = 'gemeindevertretung' | 'stadtverordnetenversammlung' | 'kreistag' | 'ortsbeirat' | 'auslaenderbeirat'

/** Sizes after HGO § 38, HKO § 25 and HGO §§ 82, 86 (rounded, weighted to the many small ones). */
const sizeOf = (r: () => number, kind: Kind): number => {
  switch (kind) {
    case 'ortsbeirat':
      return r() < 0.93 ? int(r, 3, 9) : pick(r, [11, 13, 15, 19])
    case 'auslaenderbeirat':
      return pick(r, [3, 5, 7, 9, 11, 15, 21, 27, 31, 37])
    case 'kreistag':
      return pick(r, [61, 71, 81, 87])
    case 'stadtverordnetenversammlung':
      return pick(r, [23, 31, 37, 37, 45, 49, 59, 71, 81, 93])
    case 'gemeindevertretung':
      return pick(r, [15, 15, 23, 23, 23, 31, 31, 37])
  }
}

const KINDS: ReadonlyArray<[Kind, number]> = [
  ['ortsbeirat', 0.74],
  ['gemeindevertretung', 0.12],
  ['stadtverordnetenversammlung', 0.06],
  ['auslaenderbeirat', 0.07],
  ['kreistag', 0.01],
]

const kindOf = (r: () => number): Kind => {
  let x = r()
  for (const [k, w] of KINDS) {
    if (x < w) return k
    x -= w
  }
  return 'ortsbeirat'
}

const CAUSES = ['seatWaiver', 'seatWaiver', 'seatWaiver', 'seatWaiver', 'seatWaiver', 'death', 'eligibilityLost', 'eligibilityLost', 'incompatibility', 'officeCapacityLost', 'statusNotAcquired'] as const

/**
 * A body of the term: lists with their candidates, the seats apportioned to
 * the lists and given to the candidates with the most votes, facts about the
 * candidates (waivers, party exits, deaths, moving away), and departures of
 * members spread over the term (about `turnover` of the seats).
 */
export const bodyCase = (r: () => number, b: number, turnover: number): SyntheticBody => {
  const kind = kindOf(r)
  const seats = sizeOf(r, kind)
  // Ortsbeiräte with a single or no admitted list are elected by majority (§ 82 HGO with KWG § 22)
  const majority = kind === 'ortsbeirat' && r() < 0.06
  const listCount = majority ? 1 : Math.min(12, Math.max(2, Math.round(2 + r() * Math.min(10, seats / 6 + 2))))
  const weights = Array.from({ length: listCount }, (_, i) => (r() + 0.15) / (i + 1))
  const total = weights.reduce((x, y) => x + y, 0)
  // seats per list: largest remainders
  const quota = weights.map((w) => (w / total) * seats)
  const listSeats = quota.map(Math.floor)
  const order = quota.map((q, i) => [q - Math.floor(q), i] as const).sort((x, y) => y[0] - x[0])
  for (let i = 0, left = seats - listSeats.reduce((x, y) => x + y, 0); left > 0; i++, left--) {
    const j = (order[i % order.length] as readonly [number, number])[1]
    listSeats[j] = (listSeats[j] as number) + 1
  }
  const events: Json[] = []
  const members: string[] = []
  const lists = weights.map((w, li) => {
    const id = `B${b}-L${li + 1}`
    const won = listSeats[li] as number
    // a list names up to twice as many candidates as there are seats
    // (a small group now and then names no more candidates than it wins seats)
    const length = r() < 0.05 ? Math.max(1, won) : Math.max(won + 1, Math.min(2 * seats, Math.round(won * (2.2 + r() * 2.2) + 1 + r() * 3)))
    const base = 20 + Math.round(w * 800 * (1 + seats / 10))
    const candidates = Array.from({ length }, (_, i) => ({
      id: `${id}-${i + 1}`,
      name: `Bewerber ${b}/${li + 1}/${i + 1}`,
      position: i + 1,
      votes: Math.max(0, Math.round(base * (1 - i / (length + 2)) * (0.5 + r()) + (majority ? int(r, 0, 2) : 0))),
      elected: false,
    }))
    const ranked = [...candidates].sort((x, y) => y.votes - x.votes || x.position - y.position)
    for (const k of ranked.slice(0, won)) {
      k.elected = true
      members.push(k.id)
    }
    // facts about the not-elected: most often about those next in line
    ranked.slice(won).forEach((k, i) => {
      const p = i < 4 ? 0.18 : 0.04
      if (r() >= p) return
      const date = termDay(int(r, 0, TERM_DAYS - 1))
      const x = r()
      if (x < 0.45) events.push({ date, type: 'candidateWaived', candidate: k.id, written: true, to: 'returningOfficer' })
      else if (x < 0.55) events.push({ date, type: 'candidateWaived', candidate: k.id, written: r() < 0.5, to: 'party' })
      else if (x < 0.75 && !majority) events.push({ date: r() < 0.2 ? '2020-10-01' : date, type: 'candidateLeftGroup', candidate: k.id })
      else if (x < 0.87) events.push({ date, type: 'candidateDied', candidate: k.id })
      else events.push({ date, type: 'candidateGroundArose', candidate: k.id, ground: 'eligibility' })
    })
    return majority
      ? { id, name: 'Mehrheitswahl', group: null, setUp: null, candidates }
      : { id, name: `Wahlvorschlag ${li + 1}`, group: r() < 0.8 ? 'party' : 'voterGroup', setUp: SET_UP, candidates }
  })
  // departures of elected members (each leaves once), spread over the term
  const leaving = Math.min(members.length, Math.floor(seats * turnover + r()))
  const chosen = new Set<number>()
  while (chosen.size < leaving) chosen.add(int(r, 0, members.length - 1))
  const vacancies = [...chosen]
    .map((i) => ({ member: members[i] as string, date: termDay(int(r, 30, TERM_DAYS - 30)) }))
    .sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0))
  for (const v of vacancies) {
    const cause = pick(r, CAUSES)
    events.push(
      cause === 'seatWaiver'
        ? { date: v.date, type: 'memberLeft', member: v.member, cause, written: true, to: 'returningOfficer' }
        : { date: v.date, type: 'memberLeft', member: v.member, cause },
    )
  }
  events.sort((x, y) => ((x['date'] as string) < (y['date'] as string) ? -1 : (x['date'] as string) > (y['date'] as string) ? 1 : 0))
  const last = vacancies[vacancies.length - 1]
  const kase: Json = {
    format: 'nachruecken.case/1',
    body: {
      name: `Körperschaft ${b}`,
      kind,
      statutoryMemberCount: seats,
      electionMode: majority ? 'majority' : 'proportional',
      term: TERM,
    },
    lists,
    events,
    query: { vacancy: last?.member ?? members[0], asOf: TERM.end },
    ...(majority ? { lot: { seed: `B${b}` } } : {}),
  }
  return { kase, vacancies, seats, candidates: lists.reduce((n, l) => n + l.candidates.length, 0) }
}

/** The bodies of a state-wide term (2,500 by default, about 120,000 candidates, 8,000 vacancies). */
export const stateTerm = (bodies = 2500, seed = 2021, turnover = 0.24): ReadonlyArray<SyntheticBody> => {
  const r = prng(seed)
  return Array.from({ length: bodies }, (_, b) => bodyCase(r, b + 1, turnover))
}

/** The case asking for one vacancy, as of the day it arose. */
export const vacancyCase = (body: SyntheticBody, v: { readonly member: string; readonly date: string }): Json => ({
  ...body.kase,
  query: { vacancy: v.member, asOf: v.date },
})
