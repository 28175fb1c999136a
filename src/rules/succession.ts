/**
 * One vacancy decided — § 34 Abs. 1, 1a and 2 KWG together, and the
 * determination of the returning officer (`kwg34.3.s1`).
 *
 * > § 34 Abs. 3 Satz 1 KWG: Der Wahlleiter stellt das Ausscheiden des
 * > bisherigen Vertreters und den Namen des nachrückenden Vertreters oder das
 * > Leerbleiben des Sitzes fest.
 *
 * The steps: the trigger (`triggers.ts`); the pool of not-yet-called
 * candidates of the member's list; each one's standing under § 34 Abs. 2
 * (`exclusions.ts`); the ranking and the choice (`ranking.ts` for a
 * proportional election, `majority.ts` for a majority election); an exhausted
 * list (`vacancy.ts`).
 *
 * @since 0.1.0
 */
import { type Either, right } from 'fp-ts/lib/Either.js'
import type { CandidateId, IsoDate } from '../domain/brand.js'
import type { Candidate, ElectionList, ElectionMode, IncompatibilityReading, PeriodEndReading } from '../domain/case.js'
import { awaitingProof, type Basis, type Considered, type Determination, type Disregarded, lotRequired, noSuccession, successorFound, vacant } from '../domain/determination.js'
import type { RuleError } from '../domain/error.js'
import type { CandidateEvent, LotDrawn, MemberLeft } from '../domain/events.js'
import { sortNorms } from '../domain/norms.js'
import { standing } from './exclusions.js'
import { type LotSources, selectMajority } from './majority.js'
import { rank, selectProportional } from './ranking.js'
import { decisivePrefix, type Ranked, type Selection, topOf } from './selection.js'
import { classifyDeparture, type Trigger } from './triggers.js'
import { memberCountAfter } from './vacancy.js'

/** Everything one decision needs. @category model @since 0.1.0 */
export interface VacancyInput {
  readonly departure: MemberLeft
  readonly list: ElectionList
  /** the not-yet-called candidates of the list with their standings, ranked (`rankPool`) */
  readonly ranked: Iterable<Ranked>
  readonly mode: ElectionMode
  readonly seed: string | null
  /** the returning officer's drawings of the lot for this vacancy, on or before the decision date, in date order */
  readonly drawings: ReadonlyArray<LotDrawn>
  /** the same pool with the standings on an earlier day (the day of a drawing, P3) */
  readonly rankedOn: (date: IsoDate) => Iterable<Ranked>
  /** the candidates party to a pending matter of an earlier vacancy of the list, passed over with their entry (P5; empty: none) */
  readonly reserved: ReadonlyMap<CandidateId, Considered>
  /** the vacancies of the list that arose on this vacancy's day and are decided now, this one first (at least 1, P5) */
  readonly seatsOnTheDay: number
  readonly memberCountBefore: number
  readonly disregarded: ReadonlyArray<Disregarded>
}

/**
 * The candidates of a list with their standings on `asOf` (§ 34 Abs. 2), in
 * the order of the ranking. Standings depend only on the date, so a list is
 * ranked once for all its vacancies.
 *
 * @category rules @since 0.1.0
 */
export const rankPool = (
  list: ElectionList,
  pool: ReadonlyArray<Candidate>,
  factsOf: (candidate: Candidate) => ReadonlyArray<CandidateEvent>,
  asOf: IsoDate,
  reading: IncompatibilityReading,
  periodEnd: PeriodEndReading,
): ReadonlyArray<Ranked> => rank(pool.map((candidate) => ({ candidate, standing: standing(list, factsOf(candidate), asOf, reading, periodEnd) })))

/**
 * The candidates tied at the top of a pool on a given day, in ranking order
 * (one: no tie; none: the list is exhausted) — without those held for an
 * earlier seat of the list while their proof is open (R6): the circle of the
 * lot is the tie the determination names (spec/readings.md R6, „Der Kreis
 * des Loses“).
 *
 * @category rules @since 0.2.0
 */
export const tiedOn =
  (rankedOn: (date: IsoDate) => Iterable<Ranked>, reserved: ReadonlyMap<CandidateId, unknown>) =>
  (date: IsoDate): ReadonlyArray<CandidateId> => {
    const held = (r: Ranked): boolean => reserved.has(r.candidate.id)
    return topOf(decisivePrefix(rankedOn(date), held).filter((r) => !held(r))).map((r) => r.candidate.id)
  }

/**
 * The entries of the candidates passed over (reserved for an earlier seat of
 * the list), merged into the walk in ranking order. They are those of the
 * decisive prefix: every party to a pending matter ranks above the first
 * candidate neither skipped nor party, since they were the best candidates not
 * called when their matter arose, on the same ranking (the invariant
 * `determinableNow` reads too).
 */
const withPassedOver = (s: Selection, prefix: ReadonlyArray<Ranked>, reserved: ReadonlyMap<CandidateId, Considered>): Selection => {
  const passed = prefix.flatMap((r) => reserved.get(r.candidate.id) ?? [])
  const rank = new Map(prefix.map((r, i) => [r.candidate.id, i]))
  // every entry is of a candidate of the prefix: the walk's and the passed over
  const considered = [...s.considered, ...passed].sort((a, b) => (rank.get(a.candidate) as number) - (rank.get(b.candidate) as number))
  return { ...s, considered }
}

const select = (input: VacancyInput): Either<RuleError, Selection> => {
  const reserved = input.reserved
  const prefix = decisivePrefix(input.ranked, (r) => reserved.has(r.candidate.id))
  const ranked = prefix.filter((r) => !reserved.has(r.candidate.id))
  const lot: LotSources = { vacancy: input.departure.member, seed: input.seed, drawings: input.drawings, tiedOn: tiedOn(input.rankedOn, reserved), seatsOnTheDay: input.seatsOnTheDay }
  const selected = input.mode === 'proportional' ? right(selectProportional(ranked)) : selectMajority(ranked, lot)
  return selected._tag === 'Left' ? selected : right(withPassedOver(selected.right, prefix, reserved))
}

const basisOf = (input: VacancyInput, trigger: Trigger, s: Selection | null): Basis => {
  const considered = s?.considered ?? []
  const disregardedRules = input.disregarded.map((d) => d.rule)
  const decided = s === null ? [] : [...s.rules, ...considered.map((c) => c.rule), ...(s._tag === 'chosen' || s._tag === 'exhausted' ? (['kwg34.3.s1'] as const) : [])]
  return {
    vacancy: input.departure.member,
    list: input.list.id,
    cause: input.departure.cause,
    trigger: trigger.rules,
    memberCount: memberCountAfter(input.memberCountBefore, s),
    considered,
    disregarded: input.disregarded,
    rules: sortNorms([...trigger.rules, ...decided, ...disregardedRules]),
  }
}

/**
 * The determination for one vacancy. Fails only when a recorded lot does not
 * match the tie it is meant to decide.
 *
 * @category rules @since 0.1.0
 */
export const decideVacancy = (input: VacancyInput): Either<RuleError, Determination> => {
  const trigger = classifyDeparture(input.departure)
  if (trigger._tag === 'noSuccession') return right(noSuccession(basisOf(input, trigger, null), trigger.reason))
  const selected = select(input)
  if (selected._tag === 'Left') return selected
  const s = selected.right
  const basis = basisOf(input, trigger, s)
  switch (s._tag) {
    case 'chosen':
      return right(successorFound(basis, s.successor, s.tie))
    case 'exhausted':
      return right(vacant(basis))
    case 'awaiting':
      return right(awaitingProof(basis, s.awaiting))
    case 'lotRequired':
      return right(lotRequired(basis, s.tie))
  }
}
