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
 * A recorded drawing stands as drawn (issue 18, P3; spec/readings.md R11):
 * it is checked against the tie on the day it was drawn, and its winner
 * succeeds if still eligible on the decision date, whatever became of the
 * losers since. If the winner dropped out, the drawing decides nothing any
 * more: the tie is taken afresh on the decision date (one left succeeds by
 * votes; two or more need a new lot). A further drawing while the first
 * winner was still eligible on its day is `lotDrawnTwice`.
 *
 * @since 0.1.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import type { CandidateId, IsoDate, Votes } from '../domain/brand.js'
import { type Considered, drawnTie, type OpenTie, openTie, type SeededTie, seededTie } from '../domain/determination.js'
import { type RuleError, ruleError, eventPath } from '../domain/error.js'
import type { LotDrawn } from '../domain/events.js'
import type { NormId } from '../domain/norms.js'
import { lotOrder } from '../lot/lot.js'
import { awaitingRules, exhausted, isAwaiting, type Ranked, type Selection, skippedEntry, topOf } from './selection.js'

/** What the lot can be decided by. @category model @since 0.1.0 */
export interface LotSources {
  /** the departed member: the vacancy id of the lot digest */
  readonly vacancy: CandidateId
  readonly seed: string | null
  /** the returning officer's drawings for this vacancy, dated on or before the decision date, in date order */
  readonly drawings: ReadonlyArray<LotDrawn>
  /** the candidates tied at the top on the day of a drawing: the not-yet-called, with their standings on that day, in ranking order */
  readonly tiedOn: (date: IsoDate) => ReadonlyArray<CandidateId>
  /** the vacancies of the list that arose on this one's day and are decided now, this one first (at least 1) */
  readonly seatsOnTheDay: number
}

const LOT_RULES: ReadonlyArray<NormId> = ['kwg34.1a.rank', 'kwg34.1a.lot']

const sameSet = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean => {
  const s = new Set(a)
  return s.size === b.length && b.every((x) => s.has(x))
}

const mismatchMessage = (d: LotDrawn, tied: ReadonlyArray<CandidateId>, seats: number): string => {
  if (tied.length < 2) return `no tie among eligible candidates to be drawn by lot for the vacancy of ${d.vacancy} on ${d.date}`
  if (tied.length <= seats) return `no lot to draw for the vacancy of ${d.vacancy}: the tied candidates ${tied.join(', ')} all succeed on the same day`
  return `the lot must be drawn among exactly the candidates tied on ${d.date}: ${tied.join(', ')}`
}

const mismatch = (d: LotDrawn, tied: ReadonlyArray<CandidateId>, seats: number): RuleError =>
  ruleError(eventPath(d.index, 'among'), 'lotMismatch', mismatchMessage(d, tied, seats), 'kwg34.1a.lot')

/**
 * Whether the tied candidates need a lot: more of them than the seats of the
 * list decided on that day (P5, spec/readings.md R6). When every tied
 * candidate succeeds on the same day, nothing is left to the lot: „wer
 * nachrückt“ is decided; they take the seats in the order of naming.
 *
 * @category rules @since 0.2.0
 */
export const lotNeeded = (tied: number, seatsOnTheDay: number): boolean => tied > Math.max(1, seatsOnTheDay)

const drawnTwice = (d: LotDrawn, first: LotDrawn): RuleError =>
  ruleError(
    eventPath(d.index),
    'lotDrawnTwice',
    `the lot for the vacancy of ${d.vacancy} was already drawn on ${first.date}, and that drawing still decided the tie on ${d.date} (its winner ${first.winner} still eligible)`,
    'kwg34.1a.lot',
  )

/** The drawing that still speaks for a vacancy, with the tie on its day in ranking order; and the drawings refused. @category model @since 0.2.0 */
export interface DrawingInForce {
  readonly drawing: { readonly drawn: LotDrawn; readonly among: ReadonlyArray<CandidateId> } | null
  /** each refused drawing changes nothing: the next is checked as if it had not been drawn */
  readonly refused: ReadonlyArray<RuleError>
}

/** A drawing still decides a tie (given in ids) if its winner is tied and no one is tied it was not drawn among. */
const decides = (drawing: NonNullable<DrawingInForce['drawing']>, tied: ReadonlyArray<CandidateId>): boolean =>
  tied.includes(drawing.drawn.winner) && tied.every((id) => drawing.among.includes(id))

/**
 * The drawing that still speaks for the vacancy: each drawing checked against
 * the tie on its day (else `lotMismatch`), a later one only once the one
 * before no longer decides that tie — its winner dropped out, or someone is
 * tied it was not drawn among (else `lotDrawnTwice`).
 *
 * @category rules @since 0.2.0
 */
export const drawingInForce = (lot: Pick<LotSources, 'drawings' | 'tiedOn' | 'seatsOnTheDay'>): DrawingInForce => {
  let drawing: DrawingInForce['drawing'] = null
  const refused: RuleError[] = []
  for (const d of lot.drawings) {
    const tied = lot.tiedOn(d.date)
    if (drawing !== null && decides(drawing, tied)) refused.push(drawnTwice(d, drawing.drawn))
    else if (!lotNeeded(tied.length, lot.seatsOnTheDay) || !sameSet(d.among, tied)) refused.push(mismatch(d, tied, lot.seatsOnTheDay))
    else drawing = { drawn: d, among: tied }
  }
  return { drawing, refused }
}

const walkOf =
  (ranked: ReadonlyArray<Ranked>, votes: Votes) =>
  (verdictOf: (r: Ranked) => Considered): ReadonlyArray<Considered> =>
    ranked.filter((r) => r.candidate.votes >= votes).map((r) => skippedEntry(r) ?? verdictOf(r))

/** The winner of the recorded drawing, if it decides today: the winner is among the tied today and not awaiting a proof, and no one is tied today who was not drawn among. */
const drawnWinner = (drawing: DrawingInForce['drawing'], tied: ReadonlyArray<Ranked>): Ranked | undefined => {
  if (drawing === null || !decides(drawing, tied.map((r) => r.candidate.id))) return undefined
  const winner = tied.find((r) => r.candidate.id === drawing.drawn.winner)
  return winner === undefined || isAwaiting(winner) ? undefined : winner
}

const awaitingAmong = (tied: ReadonlyArray<Ranked>, walk: ReturnType<typeof walkOf>): Selection | null => {
  const first = tied.find(isAwaiting)
  if (first === undefined) return null
  return {
    _tag: 'awaiting',
    awaiting: { candidate: first.candidate.id, notified: first.standing.notified, due: first.standing.due },
    considered: walk((r) =>
      r.standing._tag === 'awaiting'
        ? { candidate: r.candidate.id, verdict: 'awaitingProof', rule: 'kwg34.3.s2' }
        : { candidate: r.candidate.id, verdict: 'tied', rule: 'kwg34.1a.lot' },
    ),
    rules: tied.length > 1 ? [...LOT_RULES, ...awaitingRules] : ['kwg34.1a.rank', ...awaitingRules],
  }
}

const byLot = (winner: CandidateId, tie: SeededTie | ReturnType<typeof drawnTie>, walk: ReturnType<typeof walkOf>): Selection => ({
  _tag: 'chosen',
  successor: winner,
  tie,
  considered: walk((r) => ({ candidate: r.candidate.id, verdict: r.candidate.id === winner ? 'successor' : 'lotLost', rule: 'kwg34.1a.lot' })),
  rules: LOT_RULES,
})

/**
 * The majority decision over the decisive prefix of a pool ranked with
 * `byRank` (position only as display order). Fails only when a recorded
 * drawing does not match its tie, or was drawn a second time (the engine
 * refuses such a drawing and passes only the one in force).
 *
 * @category rules @since 0.1.0
 */
export const selectMajority = (ranked: ReadonlyArray<Ranked>, lot: LotSources): Either<RuleError, Selection> => {
  const { drawing, refused } = drawingInForce(lot)
  const [firstRefused] = refused
  if (firstRefused !== undefined) return left(firstRefused)
  const tied = topOf(ranked)
  const top = tied[0]
  if (top === undefined) return right(exhausted(ranked))
  const walk = walkOf(ranked, top.candidate.votes)
  const winner = drawnWinner(drawing, tied)
  if (winner !== undefined && drawing !== null) return right(byLot(winner.candidate.id, drawnTie(drawing.among, top.candidate.votes, drawing.drawn), walk))
  const waiting = awaitingAmong(tied, walk)
  if (waiting !== null) return right(waiting)
  if (!lotNeeded(tied.length, lot.seatsOnTheDay)) {
    // the first of the tied (in the order of naming) succeeds; the others follow for the seats of the same day
    const walked = walk((r) => ({ candidate: r.candidate.id, verdict: 'successor', rule: 'kwg34.1a.rank' }))
    // alone at the top: the whole walk; tied for the seats of the day: up to the first, the others are for the other seats
    const considered = tied.length === 1 ? walked : walked.slice(0, walked.findIndex((c) => c.candidate === top.candidate.id) + 1)
    return right({ _tag: 'chosen', successor: top.candidate.id, considered, tie: null, rules: ['kwg34.1a.rank'] })
  }
  // `tied` is in ranking order: votes are equal, so it is ordered by position.
  const tie = seededLot(tied.map((r) => r.candidate.id), top.candidate.votes, lot)
  if (tie._tag === 'unresolved')
    return right({ _tag: 'lotRequired', tie, considered: walk((r) => ({ candidate: r.candidate.id, verdict: 'tied', rule: 'kwg34.1a.lot' })), rules: LOT_RULES })
  return right(byLot(tie.winner, tie, walk))
}

/**
 * The lot among exactly the tied candidates (given by list position) when no
 * recorded drawing decides: the seeded lot, else still to be drawn.
 *
 * @category rules @since 0.2.0
 */
export const seededLot = (tied: ReadonlyArray<CandidateId>, votes: Votes, lot: Pick<LotSources, 'seed' | 'vacancy'>): SeededTie | OpenTie => {
  if (lot.seed === null) return openTie(tied, votes)
  const order = lotOrder(lot.seed, lot.vacancy, tied)
  // there are always two or more tied candidates: the order has a first
  return seededTie(tied, votes, lot.seed, order[0] as CandidateId, order.slice(1))
}

/**
 * A drawing recorded for a vacancy whose decision does not rest on a lot at
 * all: it was blocked by an earlier pending one, or opened no succession.
 *
 * @category rules @since 0.1.0
 */
export const unusedLot = (drawn: LotDrawn, vacancy: CandidateId, asOf: string): RuleError =>
  ruleError(eventPath(drawn.index, 'among'), 'lotMismatch', `no tie among eligible candidates to be drawn by lot for the vacancy of ${vacancy} on ${asOf}`, 'kwg34.1a.lot')
