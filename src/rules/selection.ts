/**
 * The result of walking the ranking of one list for one vacancy, before it is
 * dressed as a determination.
 *
 * @since 0.1.0
 */
import type { CandidateId } from '../domain/brand.js'
import type { Candidate } from '../domain/case.js'
import type { Awaiting, Considered, OpenTie, Tie } from '../domain/determination.js'
import type { NormId } from '../domain/norms.js'
import type { AwaitingStanding, Standing } from '../domain/standing.js'

/** A not-yet-called candidate with their standing. @category model @since 0.1.0 */
export interface Ranked {
  readonly candidate: Candidate
  readonly standing: Standing
}

/** @category model @since 0.1.0 */
export type Selection =
  | { readonly _tag: 'chosen'; readonly successor: CandidateId; readonly considered: ReadonlyArray<Considered>; readonly tie: Tie | null; readonly rules: ReadonlyArray<NormId> }
  | { readonly _tag: 'exhausted'; readonly considered: ReadonlyArray<Considered>; readonly rules: ReadonlyArray<NormId> }
  | { readonly _tag: 'awaiting'; readonly awaiting: Awaiting; readonly considered: ReadonlyArray<Considered>; readonly rules: ReadonlyArray<NormId> }
  | { readonly _tag: 'lotRequired'; readonly tie: OpenTie; readonly considered: ReadonlyArray<Considered>; readonly rules: ReadonlyArray<NormId> }

/** A ranked candidate awaiting a proof (R1). @category refinements @since 0.1.0 */
export const isAwaiting = (r: Ranked): r is Ranked & { readonly standing: AwaitingStanding } => r.standing._tag === 'awaiting'

/** The entry of a skipped candidate in `considered`. @category constructors @since 0.1.0 */
export const skippedEntry = (r: Ranked): Considered | null =>
  r.standing._tag === 'skipped' ? { candidate: r.candidate.id, verdict: 'skipped', rule: r.standing.rule } : null

/**
 * The considered entries of candidates who are all skipped (the walk above
 * the first candidate who is not, or the whole of an exhausted list).
 *
 * @category constructors @since 0.1.0
 */
export const skippedEntries = (ranked: ReadonlyArray<Ranked>): ReadonlyArray<Considered> =>
  ranked.map((r) => skippedEntry(r) as Considered)

/** The list is exhausted: every candidate is skipped (`kwg34.1.s2.vacant`). @category constructors @since 0.1.0 */
export const exhausted = (ranked: ReadonlyArray<Ranked>): Selection => ({
  _tag: 'exhausted',
  considered: skippedEntries(ranked),
  rules: ['kwg34.1.s2.vacant', 'kwg34.1.s2.count'],
})

/** The decision waits for a proof (R1, `kwg34.3.s2` with `kwg23.2.s2`). @category constructors @since 0.1.0 */
export const awaitingRules: ReadonlyArray<NormId> = ['kwg34.3.s2', 'kwg23.2.s2']

/**
 * The decisive prefix of a ranking: up to the first candidate who is not
 * skipped nor `passedOver` (reserved for an earlier seat), and
 * everyone with the same votes (a tie, or the lot). Only this prefix is read
 * by a decision.
 *
 * @category rules @since 0.2.0
 */
export const decisivePrefix = (all: Iterable<Ranked>, passedOver: (r: Ranked) => boolean): ReadonlyArray<Ranked> => {
  const ranked: Ranked[] = []
  let decisive: number | null = null
  for (const r of all) {
    if (decisive === null) {
      ranked.push(r)
      if (r.standing._tag !== 'skipped' && !passedOver(r)) decisive = r.candidate.votes
    } else if (r.candidate.votes === decisive) ranked.push(r)
    else break
  }
  return ranked
}

/**
 * The candidates not skipped with the most votes among those not skipped, in
 * ranking order (one: no tie).
 *
 * @category rules @since 0.2.0
 */
export const topOf = (ranked: ReadonlyArray<Ranked>): ReadonlyArray<Ranked> => {
  const open = ranked.filter((r) => r.standing._tag !== 'skipped')
  const top = open[0]
  return top === undefined ? [] : open.filter((r) => r.candidate.votes === top.candidate.votes)
}
