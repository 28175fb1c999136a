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
import type { IsoDate, Votes } from '../domain/brand.js'
import type { Candidate, ElectionList, ElectionMode, IncompatibilityReading } from '../domain/case.js'
import { awaitingProof, type Basis, type Determination, type Disregarded, lotRequired, noSuccession, successorFound, vacant } from '../domain/determination.js'
import type { RuleError } from '../domain/error.js'
import type { CandidateEvent, LotDrawn, MemberLeft } from '../domain/events.js'
import { sortNorms } from '../domain/norms.js'
import { standing } from './exclusions.js'
import { type LotSources, selectMajority } from './majority.js'
import { rank, selectProportional } from './ranking.js'
import type { Ranked, Selection } from './selection.js'
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
  readonly drawn: LotDrawn | null
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
): ReadonlyArray<Ranked> => rank(pool.map((candidate) => ({ candidate, standing: standing(list, candidate, factsOf(candidate), asOf, reading) })))

const select = (input: VacancyInput): Either<RuleError, Selection> => {
  // Only the decisive prefix of the ranking is read: up to the first candidate
  // who is not skipped, and everyone with the same votes (a tie, or the lot).
  const ranked: Ranked[] = []
  let decisive: Votes | null = null
  for (const r of input.ranked) {
    if (decisive === null) {
      ranked.push(r)
      if (r.standing._tag !== 'skipped') decisive = r.candidate.votes
    } else if (r.candidate.votes === decisive) ranked.push(r)
    else break
  }
  if (input.mode === 'proportional') return right(selectProportional(ranked))
  const lot: LotSources = { vacancy: input.departure.member, seed: input.seed, drawn: input.drawn }
  return selectMajority(ranked, lot)
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
