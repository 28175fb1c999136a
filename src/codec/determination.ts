/**
 * The determination codec (`nachruecken.determination/1`): the canonical
 * encoding (fixed key order, every key present, so the same input gives
 * byte-identical output), and an io-ts decoder for determinations produced by
 * other implementations.
 *
 * @since 0.1.0
 */
import * as t from 'io-ts'
import type { Determination, Tie } from '../domain/determination.js'
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

const TieC = closed('a tie', {
  among: arrayOf(CandidateIdC),
  votes: VotesC,
  resolvedBy: nullable(oneOf(['listOrder', 'lotSeed', 'lotDrawn'] as const)),
  seed: nullable(StringC),
  order: nullable(arrayOf(CandidateIdC)),
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
  rules: arrayOf(NormIdC),
})

/** @category codecs @since 0.1.0 */
export type WireDetermination = t.TypeOf<typeof WireDeterminationC>

/** The wire form of a tie: how it was resolved (null: the lot is still to be drawn), the seed and order of a simulated lot. */
const encodeTie = (t: Tie): WireDetermination['tie'] => ({
  among: [...t.among],
  votes: t.votes,
  resolvedBy: t._tag === 'unresolved' ? null : t._tag,
  seed: t._tag === 'lotSeed' ? t.seed : null,
  order: t._tag === 'lotSeed' ? [...t.order] : null,
})

/**
 * The canonical wire form of a determination.
 *
 * @category codecs @since 0.1.0
 */
export const encodeDetermination = (d: Determination): WireDetermination => ({
  format: DETERMINATION_FORMAT,
  outcome: d._tag,
  vacancy: d.vacancy,
  list: d.list,
  cause: d.cause,
  successor: d._tag === 'successor' ? d.successor : null,
  reason: d._tag === 'noSuccession' ? d.reason : d._tag === 'bodyCeased' ? d.ceased.rule : null,
  memberCount: { before: d.memberCount.before, after: d.memberCount.after },
  considered: d.considered.map((c) => ({ candidate: c.candidate, verdict: c.verdict, rule: c.rule })),
  tie: d.tie === null ? null : encodeTie(d.tie),
  awaiting: d.awaiting === null ? null : { candidate: d.awaiting.candidate, notified: d.awaiting.notified, due: d.awaiting.due },
  blockedBy: d.blockedBy,
  ceased: d.ceased === null ? null : { on: d.ceased.on, rule: d.ceased.rule },
  disregarded: d.disregarded.map((x) => ({ event: x.event, rule: x.rule, reason: x.reason })),
  rules: [...d.rules],
})
