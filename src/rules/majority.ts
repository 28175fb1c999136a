/**
 * Succession after a majority election — `kwg34.1a.rank` and `kwg34.1a.lot`.
 *
 * > § 34 Abs. 1a KWG: Bei der Mehrheitswahl rückt der nächste noch nicht
 * > berufene Bewerber mit der höchsten Stimmenzahl nach; bei
 * > Stimmengleichheit entscheidet das vom Wahlleiter zu ziehende Los.
 *
 * The list position never decides here. Equal votes among the eligible
 * candidates with the most votes go to the lot: a drawing recorded by the
 * returning officer (`lotDrawn`) if there is one, else a lot drawn from the
 * case's seed with the portable algorithm, else `lotRequired` — nothing is
 * guessed.
 *
 * @since 0.1.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import type { CandidateId, Votes } from '../domain/brand.js'
import { type Considered, type DrawnTie, drawnTie, type OpenTie, openTie, type SeededTie, seededTie } from '../domain/determination.js'
import { type RuleError, ruleError, eventPath } from '../domain/error.js'
import type { LotDrawn } from '../domain/events.js'
import { lotOrder } from '../lot/lot.js'
import { awaitingRules, exhausted, isAwaiting, type Ranked, type Selection, skippedEntry } from './selection.js'

/** What the lot can be decided by. @category model @since 0.1.0 */
export interface LotSources {
  /** the departed member: the vacancy id of the lot digest */
  readonly vacancy: CandidateId
  readonly seed: string | null
  /** the returning officer's drawing for this vacancy, dated on or before the decision date */
  readonly drawn: LotDrawn | null
}

const sameSet = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean => {
  const s = new Set(a)
  return s.size === b.length && b.every((x) => s.has(x))
}

/**
 * The majority decision over a pool ranked with `byRank` (position only as
 * display order). Fails only when a recorded drawing does not match the tie.
 *
 * @category rules @since 0.1.0
 */
export const selectMajority = (ranked: ReadonlyArray<Ranked>, lot: LotSources): Either<RuleError, Selection> => {
  const open = ranked.filter((r) => r.standing._tag !== 'skipped')
  const top = open[0]
  if (top === undefined) return right(exhausted(ranked))
  const votes = top.candidate.votes
  const tied = open.filter((r) => r.candidate.votes === votes)
  const group = ranked.filter((r) => r.candidate.votes >= votes)
  const ids = tied.map((r) => r.candidate.id)
  const walk = (verdictOf: (r: Ranked) => Considered): ReadonlyArray<Considered> =>
    group.map((r) => skippedEntry(r) ?? verdictOf(r))
  const firstAwaiting = tied.find(isAwaiting)
  if (firstAwaiting !== undefined) {
    return right({
      _tag: 'awaiting',
      awaiting: { candidate: firstAwaiting.candidate.id, notified: firstAwaiting.standing.notified, due: firstAwaiting.standing.due },
      considered: walk((r) =>
        r.standing._tag === 'awaiting'
          ? { candidate: r.candidate.id, verdict: 'awaitingProof', rule: 'kwg34.3.s2' }
          : { candidate: r.candidate.id, verdict: 'tied', rule: 'kwg34.1a.lot' },
      ),
      rules: tied.length > 1 ? ['kwg34.1a.rank', 'kwg34.1a.lot', ...awaitingRules] : ['kwg34.1a.rank', ...awaitingRules],
    })
  }
  if (tied.length === 1) {
    return right({
      _tag: 'chosen',
      successor: top.candidate.id,
      considered: walk((r) => ({ candidate: r.candidate.id, verdict: 'successor', rule: 'kwg34.1a.rank' })),
      tie: null,
      rules: ['kwg34.1a.rank'],
    })
  }
  // `tied` is in ranking order: votes are equal, so it is ordered by position.
  const decided = decideLot(ids, votes, lot)
  if (decided._tag === 'Left') return decided
  const tie = decided.right
  const rules = ['kwg34.1a.rank', 'kwg34.1a.lot'] as const
  if (tie._tag === 'unresolved')
    return right({ _tag: 'lotRequired', tie, considered: walk((r) => ({ candidate: r.candidate.id, verdict: 'tied', rule: 'kwg34.1a.lot' })), rules })
  const winner = lotWinner(tie)
  const considered = walk((r) => ({ candidate: r.candidate.id, verdict: r.candidate.id === winner ? 'successor' : 'lotLost', rule: 'kwg34.1a.lot' }))
  return right({ _tag: 'chosen', successor: winner, tie, considered, rules })
}

/** Who won the lot: the recorded winner, or the first of the seeded order. @category rules @since 0.1.0 */
export const lotWinner = (tie: DrawnTie | SeededTie): CandidateId => (tie._tag === 'lotDrawn' ? tie.drawn.winner : tie.winner)

/**
 * The lot among exactly the tied candidates (given by list position): a
 * recorded drawing, else the seeded lot, else still to be drawn. Fails when
 * the drawing was not among exactly the tied candidates.
 *
 * @category rules @since 0.1.0
 */
export const decideLot = (tied: ReadonlyArray<CandidateId>, votes: Votes, lot: LotSources): Either<RuleError, DrawnTie | SeededTie | OpenTie> => {
  const { drawn, seed } = lot
  if (drawn !== null)
    return sameSet(drawn.among, tied)
      ? right(drawnTie(tied, votes, drawn))
      : left(
          ruleError(eventPath(drawn.index, 'among'), 'lotMismatch', `the lot must be drawn among exactly the tied candidates ${tied.join(', ')}`, 'kwg34.1a.lot'),
        )
  if (seed !== null) {
    const order = lotOrder(seed, lot.vacancy, tied)
    // there are always two or more tied candidates: the order has a first
    return right(seededTie(tied, votes, seed, order[0] as CandidateId, order.slice(1)))
  }
  return right(openTie(tied, votes))
}

/**
 * A drawing recorded for a vacancy whose decision did not rest on it: there
 * was no tie among eligible candidates to draw for on the decision date.
 *
 * @category rules @since 0.1.0
 */
export const unusedLot = (drawn: LotDrawn, vacancy: CandidateId, asOf: string): RuleError =>
  ruleError(eventPath(drawn.index, 'among'), 'lotMismatch', `no tie among eligible candidates to be drawn by lot for the vacancy of ${vacancy} on ${asOf}`, 'kwg34.1a.lot')
