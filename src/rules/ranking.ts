/**
 * Ranking in a proportional election — `kwg34.1.s1.rank` and `kwg34.1.s1.tie`.
 *
 * > § 34 Abs. 1 Satz 1 KWG: … so rückt der nächste noch nicht berufene
 * > Bewerber des Wahlvorschlags mit den meisten Stimmen an seine Stelle; bei
 * > gleicher Stimmenzahl ist die Reihenfolge der Benennung im Wahlvorschlag
 * > entscheidend.
 *
 * Votes decide, not the list position: position decides only between equal
 * votes. The successor is the first candidate of the ranking who is not
 * skipped under § 34 Abs. 2; everyone skipped above them is reported.
 *
 * @since 0.1.0
 */
import type { Candidate } from '../domain/case.js'
import type { Tie } from '../domain/determination.js'
import { awaitingRules, exhausted, type Ranked, type Selection, skippedEntries } from './selection.js'

/**
 * Votes descending, then list position ascending. In a majority election the
 * position is only a display order (see `majority.ts`).
 *
 * @category ordering @since 0.1.0
 */
export const byRank = (a: Candidate, b: Candidate): number => b.votes - a.votes || a.position - b.position

/**
 * The candidates not skipped by `skip`, lazily in rank order, as a pull
 * function (`undefined` at the end): the first few by one linear scan each (a
 * vacancy usually needs one to three), the rest by sorting once. Linear for
 * the usual case, n log n at worst. `skip` is asked when a candidate is pulled.
 *
 * @category ordering @since 0.1.0
 */
export const inRankOrder = (candidates: ReadonlyArray<Candidate>, skip: (k: Candidate) => boolean): (() => Candidate | undefined) => {
  let prev: Candidate | null = null
  let step = 0
  let rest: ReadonlyArray<Candidate> | null = null
  let at = 0
  return () => {
    if (rest === null) {
      // How many scans precede the one sort changes the work, never the order:
      // Stryker disable EqualityOperator,ConditionalExpression,AssignmentOperator: the number of scans is a matter of speed (8 or any other bound, or none)
      if (step < 8) {
        step += 1
        // Stryker restore EqualityOperator,ConditionalExpression,AssignmentOperator
        let best: Candidate | null = null
        for (let i = 0; i < candidates.length; i++) {
          const k = candidates[i] as Candidate
          const below = prev === null || byRank(prev, k) < 0
          // Stryker disable next-line EqualityOperator: byRank is 0 only for the same candidate (positions are unique in a list), and `best` is an earlier element
          if (below && (best === null || byRank(k, best) < 0) && !skip(k)) best = k
        }
        if (best === null) {
          rest = []
          return undefined
        }
        prev = best
        return best
      }
      const after = prev as Candidate
      rest = candidates.filter((k) => byRank(after, k) < 0 && !skip(k)).sort(byRank)
    }
    const k = rest[at]
    at += 1
    return k
  }
}

/** A sorted copy of the pool. @category ordering @since 0.1.0 */
export const rank = (pool: ReadonlyArray<Ranked>): ReadonlyArray<Ranked> =>
  [...pool].sort((a, b) => byRank(a.candidate, b.candidate))

/**
 * The proportional decision over a ranked pool (sorted with `byRank`).
 *
 * @category rules @since 0.1.0
 */
export const selectProportional = (ranked: ReadonlyArray<Ranked>): Selection => {
  const first = ranked.findIndex((r) => r.standing._tag !== 'skipped')
  const chosen = ranked[first]
  if (chosen === undefined) return exhausted(ranked)
  const above = skippedEntries(ranked.slice(0, first))
  const id = chosen.candidate.id
  if (chosen.standing._tag === 'awaiting') {
    return {
      _tag: 'awaiting',
      awaiting: { candidate: id, notified: chosen.standing.notified, due: chosen.standing.due },
      considered: [...above, { candidate: id, verdict: 'awaitingProof', rule: 'kwg34.3.s2' }],
      rules: ['kwg34.1.s1.rank', ...awaitingRules],
    }
  }
  const equal = ranked.filter((r) => r.standing._tag !== 'skipped' && r.candidate.votes === chosen.candidate.votes)
  const tie: Tie | null =
    equal.length > 1
      ? {
          among: equal.map((r) => r.candidate.id),
          votes: chosen.candidate.votes,
          resolvedBy: 'listOrder',
          seed: null,
          order: null,
        }
      : null
  const rule = tie === null ? 'kwg34.1.s1.rank' : 'kwg34.1.s1.tie'
  return {
    _tag: 'chosen',
    successor: id,
    considered: [...above, { candidate: id, verdict: 'successor', rule }],
    tie,
    rules: tie === null ? ['kwg34.1.s1.rank'] : ['kwg34.1.s1.rank', 'kwg34.1.s1.tie'],
  }
}
