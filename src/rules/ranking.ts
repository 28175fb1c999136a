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
import { listOrderTie, type Tie } from '../domain/determination.js'
import { awaitingRules, exhausted, type Ranked, type Selection, skippedEntries } from './selection.js'

/**
 * Votes descending, then list position ascending. In a majority election the
 * position is only a display order (see `majority.ts`).
 *
 * @category ordering @since 0.1.0
 */
export const byRank = (a: Candidate, b: Candidate): number => b.votes - a.votes || a.position - b.position

const HEAD = 8

/**
 * The candidates not skipped by `skip`, lazily in rank order, as a pull
 * function (`undefined` at the end): the first eight from one pass over the
 * list (a vacancy usually needs one to three), the rest by sorting once.
 * Linear for the usual case, n log n at worst. `skip` must not change while
 * the order is read.
 *
 * @category ordering @since 0.1.0
 */
export const inRankOrder = (candidates: ReadonlyArray<Candidate>, skip: (k: Candidate) => boolean): (() => Candidate | undefined) => {
  let head: Candidate[] | null = null
  let rest: ReadonlyArray<Candidate> | null = null
  let at = 0
  return () => {
    head ??= best(candidates, skip)
    if (at < head.length) return head[at++]
    if (head.length < HEAD) return undefined
    // Stryker disable next-line ConditionalExpression: the rest is sorted once and kept; sorting it again gives the same order
    if (rest === null) {
      const after = head[HEAD - 1] as Candidate
      rest = candidates.filter((k) => byRank(after, k) < 0 && !skip(k)).sort(byRank)
    }
    return rest[at++ - HEAD]
  }
}

/** The first `HEAD` candidates in rank order that are not skipped: one pass, each inserted into a short sorted array. */
const best = (candidates: ReadonlyArray<Candidate>, skip: (k: Candidate) => boolean): Candidate[] => {
  const head: Candidate[] = []
  for (const k of candidates) {
    // a shortcut: a candidate ranked below a full buffer would be inserted and dropped again
    // Stryker disable next-line ConditionalExpression,EqualityOperator,LogicalOperator: the shortcut changes the work (2 to 3 times at 1,000 candidates), never the order
    if (head.length === HEAD && byRank(k, head[HEAD - 1] as Candidate) > 0) continue
    if (skip(k)) continue
    let j = head.length
    // Stryker disable next-line EqualityOperator: byRank is 0 only for the same candidate (positions are unique in a list)
    while (j > 0 && byRank(k, head[j - 1] as Candidate) < 0) j--
    head.splice(j, 0, k)
    // Stryker disable next-line ConditionalExpression: a bound on the work; a buffer left to grow holds the whole order, in the same order
    if (head.length > HEAD) head.pop()
  }
  return head
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
      ? listOrderTie(
          equal.map((r) => r.candidate.id),
          chosen.candidate.votes,
        )
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
