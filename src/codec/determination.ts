/**
 * The determination codec (`nachruecken.determination/1`): the canonical
 * encoding (fixed key order, every key present, so the same input gives
 * byte-identical output), and an io-ts decoder for determinations produced by
 * other implementations.
 *
 * @since 0.1.0
 */
import * as t from 'io-ts'
import type { Awaiting, Ceased, CeasingRule, Determination, NoSuccessionReason, Tie } from '../domain/determination.js'
import type { WireAwaiting, WireCeased, WireDetermination, WireTie } from './wire.js'
import { DEPARTURE_CAUSES } from '../domain/events.js'
import { NORM_IDS } from '../domain/norms.js'
import { closed } from './strict.js'
import { arrayOf, CandidateIdC, CountC, exactly, IsoDateC, ListIdC, nullable, oneOf, StringC, VotesC } from './primitives.js'

/** @category codecs @since 0.1.0 */
export const DETERMINATION_FORMAT = 'nachruecken.determination/1'

const NormIdC = oneOf(NORM_IDS)

const ConsideredC = closed('a considered entry', {
  candidate: CandidateIdC,
  verdict: oneOf(['skipped', 'successor', 'tied', 'lotLost', 'awaitingProof'] as const),
  rule: NormIdC,
})

// as the schema's idList: at least two candidates, each once
const TieC = closed('a tie', {
  among: arrayOf(CandidateIdC, 2, true),
  votes: VotesC,
  resolvedBy: nullable(oneOf(['listOrder', 'lotSeed', 'lotDrawn'] as const)),
  seed: nullable(StringC),
  order: nullable(arrayOf(CandidateIdC, 2, true)),
})

/** The determination document as it is on the wire. @category codecs @since 0.1.0 */
export const WireDeterminationC = closed('a determination', {
  format: exactly(DETERMINATION_FORMAT),
  outcome: oneOf(['successor', 'vacant', 'noSuccession', 'lotRequired', 'awaitingProof', 'bodyCeased'] as const),
  vacancy: CandidateIdC,
  list: ListIdC,
  cause: oneOf(DEPARTURE_CAUSES),
  successor: nullable(CandidateIdC),
  reason: nullable(NormIdC),
  memberCount: closed('a member count', { before: CountC, after: CountC }),
  considered: arrayOf(ConsideredC),
  tie: nullable(TieC),
  awaiting: nullable(closed('an awaited proof', { candidate: CandidateIdC, notified: nullable(IsoDateC), due: nullable(IsoDateC) })),
  blockedBy: nullable(CandidateIdC),
  ceased: nullable(closed('a ceasing of the body', { on: IsoDateC, rule: oneOf(['hgo82.1.s6', 'hgo86.1.s3'] as const) })),
  disregarded: arrayOf(
    closed('a disregarded fact', {
      event: CountC,
      rule: NormIdC,
      reason: oneOf(['waiverNotWritten', 'waiverNotToReturningOfficer', 'leftBeforeSetUp'] as const),
    }),
  ),
  rules: arrayOf(NormIdC, 0, true),
})

/** The flat type of what `WireDeterminationC` accepts (any outcome with any successor). @category codecs @since 0.2.0 */
export type DecodedDetermination = t.TypeOf<typeof WireDeterminationC>

/** @category codecs @since 0.1.0 */
export type { WireDetermination } from './wire.js'

/** The wire form of a tie: how it was resolved (null: the lot is still to be drawn), the seed and order of a simulated lot. */
const tieOf = (tie: Tie): WireTie => ({
  among: [...tie.among],
  votes: tie.votes,
  resolvedBy: tie._tag === 'unresolved' ? null : tie._tag,
  seed: tie._tag === 'lotSeed' ? tie.seed : null,
  order: tie._tag === 'lotSeed' ? [...tie.order] : null,
})

const awaitingOf = (a: Awaiting): WireAwaiting => ({ candidate: a.candidate, notified: a.notified, due: a.due })

const tieOrNull = (tie: Tie | null): WireTie | null => (tie === null ? null : tieOf(tie))
const awaitingOrNull = (a: Awaiting | null): WireAwaiting | null => (a === null ? null : awaitingOf(a))
const ceasedOf = (c: Ceased): WireCeased => ({ on: c.on, rule: c.rule })
const ceasedOrNull = (c: Ceased | null): WireCeased | null => (c === null ? null : ceasedOf(c))

/**
 * The canonical wire form of a determination: every key present, in the
 * order of the schema (format, outcome, vacancy, list, cause, successor,
 * reason, memberCount, …), discriminated by `outcome`.
 *
 * @category codecs @since 0.1.0
 */
export const encodeDetermination = (d: Determination): WireDetermination => {
  switch (d._tag) {
    case 'successor':
      return wireOf(d, d._tag, d.successor, null, tieOrNull(d.tie), awaitingOrNull(d.awaiting), ceasedOrNull(d.ceased))
    case 'noSuccession':
      return wireOf(d, d._tag, null, d.reason, tieOrNull(d.tie), awaitingOrNull(d.awaiting), ceasedOrNull(d.ceased))
    case 'lotRequired':
      return wireOf(d, d._tag, null, null, tieOf(d.tie), awaitingOrNull(d.awaiting), ceasedOrNull(d.ceased))
    case 'awaitingProof':
      return wireOf(d, d._tag, null, null, tieOrNull(d.tie), awaitingOf(d.awaiting), ceasedOrNull(d.ceased))
    case 'vacant':
      return wireOf(d, d._tag, null, null, tieOrNull(d.tie), awaitingOrNull(d.awaiting), ceasedOrNull(d.ceased))
    case 'bodyCeased':
      return wireOf(d, d._tag, null, d.ceased.rule, tieOrNull(d.tie), awaitingOrNull(d.awaiting), ceasedOf(d.ceased))
  }
}

/**
 * One object literal in the canonical key order, typed by what each outcome
 * carries (the successor, the reason, the tie, the awaited proof). Written
 * out rather than spread from a head and a tail: on Node 20 a spread followed
 * by new keys cost about 20 µs per determination (BENCHMARKS.md, H12).
 */
const wireOf = <O extends Determination['_tag'], S extends string | null, R extends NoSuccessionReason | CeasingRule | null, T extends WireTie | null, A extends WireAwaiting | null, C extends WireCeased | null>(
  d: Determination,
  outcome: O,
  successor: S,
  reason: R,
  tie: T,
  awaiting: A,
  ceased: C,
) => ({
  format: DETERMINATION_FORMAT as typeof DETERMINATION_FORMAT,
  outcome,
  vacancy: d.vacancy,
  list: d.list,
  cause: d.cause,
  successor,
  reason,
  memberCount: { before: d.memberCount.before, after: d.memberCount.after },
  considered: d.considered.map((c) => ({ candidate: c.candidate, verdict: c.verdict, rule: c.rule })),
  tie,
  awaiting,
  blockedBy: d.blockedBy,
  ceased,
  disregarded: d.disregarded.map((x) => ({ event: x.event, rule: x.rule, reason: x.reason })),
  rules: [...d.rules],
})
