/**
 * The pool of a list: its candidates not yet called, lazily in rank order
 * (`rules/ranking.ts`), each with their standing on the decision date
 * (`rules/exclusions.ts`). The first vacancy of a list takes them by linear
 * scans (usually one to three are read); a further vacancy on the list sorts
 * it once.
 *
 * @example
 * import { poolsOf } from './pool.js'
 * const rankedOf = poolsOf(theCase, facts, (k) => k.elected)
 * ;[...rankedOf(list)][0] // the best candidate not yet called, with their standing
 *
 * @since 0.1.0
 */
import type { IsoDate } from '../domain/brand.js'
import type { Candidate, Case, ElectionList } from '../domain/case.js'
import type { CandidateEvent } from '../domain/events.js'
import { pulled } from '../domain/lazy.js'
import { standing } from '../rules/exclusions.js'
import { byRank, inRankOrder } from '../rules/ranking.js'
import type { Ranked } from '../rules/selection.js'
import type { CaseFacts } from './facts.js'

const NO_FACTS: ReadonlyArray<CandidateEvent> = []

/** The candidates of a sorted list that are not called, as a pull function. */
const notCalledIn = (sorted: ReadonlyArray<Candidate>, called: (k: Candidate) => boolean): (() => Candidate | undefined) => {
  let at = 0
  return () => {
    while (at < sorted.length) {
      const k = sorted[at] as Candidate
      at += 1
      if (!called(k)) return k
    }
    return undefined
  }
}

/**
 * The ranked pool of each list, for one round of decisions, with the
 * standings on the decision date or, given `on`, on an earlier day (the
 * facts dated up to it). `called` must not change while a pool is read; it
 * may between two vacancies.
 *
 * @category engine @since 0.1.0
 */
export const poolsOf = (c: Case, facts: CaseFacts, called: (k: Candidate) => boolean): ((list: ElectionList, on?: IsoDate) => Iterable<Ranked>) => {
  const sortedLists = new Map<ElectionList, ReadonlyArray<Candidate> | null>()
  const inOrder = (list: ElectionList): (() => Candidate | undefined) => {
    let sorted = sortedLists.get(list)
    if (sorted === undefined) {
      sortedLists.set(list, null)
      return inRankOrder(list.candidates, called)
    }
    // Stryker disable next-line ConditionalExpression: the list is sorted once and kept; sorting it again gives the same order
    if (sorted === null) {
      sorted = [...list.candidates].sort(byRank)
      sortedLists.set(list, sorted)
    }
    return notCalledIn(sorted, called)
  }
  // pull functions, not generators (src/domain/lazy.ts); the list's order is
  // chosen when the first candidate is asked for, as a generator would
  const factsOf = (k: Candidate, on: IsoDate): ReadonlyArray<CandidateEvent> => {
    const all = facts.byCandidate.get(k.id) ?? NO_FACTS
    // Stryker disable next-line ConditionalExpression: a shortcut — the facts are those dated up to asOf (facts.ts), so filtering them to asOf keeps them all
    return on === c.query.asOf ? all : all.filter((e) => e.date <= on)
  }
  return (list, on = c.query.asOf) => {
    let next: (() => Candidate | undefined) | null = null
    return pulled(() => {
      next ??= inOrder(list)
      const k = next()
      return k === undefined ? undefined : { candidate: k, standing: standing(list, factsOf(k, on), on, c.incompatibility, c.periodEnd) }
    })
  }
}
