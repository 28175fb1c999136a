/**
 * Why a recorded determination deviates from the law — `kwg34.3.s1` with the
 * rule of § 34 Abs. 1, 1a, 2 or § 33 Abs. 1 Nr. 4 KWG that it breaks.
 *
 * > § 34 Abs. 3 Satz 1 KWG: Der Wahlleiter stellt das Ausscheiden des
 * > bisherigen Vertreters und den Namen des nachrückenden Vertreters oder das
 * > Leerbleiben des Sitzes fest.
 *
 * Recorded determinations can be wrong, as in reality; the state follows
 * them until a review changes them (§ 34 Abs. 5 KWG). Given the recorded one
 * and the lawful one on the same date, the first rule that tells them apart
 * names the deviation: a proof or a lot still owed, § 34 not applying, a
 * named successor who was to be left out, an exhausted list, a successor
 * owed where none was named, and otherwise the ranking.
 *
 * @example
 * import { deviation } from './deviation.js'
 * deviation(recorded, lawful) // { rule: 'kwg34.1.s1.rank', message: 'SPD-4 ranks first …' }
 *
 * @since 0.1.0
 */
import type { Determination, NoSuccessionReason } from '../domain/determination.js'
import type { DeterminationRecorded } from '../domain/events.js'
import type { NormId } from '../domain/norms.js'

const NO_SUCCESSION: Readonly<Record<NoSuccessionReason, string>> = {
  'kwg33.1.n4': 'no one succeeds after a merger',
  // Stryker disable next-line StringLiteral: unreachable in an audit — an ineffective seat waiver opens no vacancy, so a determination for it is rejected (noVacancy) and not audited
  'kwg33.2': 'the seat waiver had no effect: not written to the returning officer',
  // Stryker disable next-line StringLiteral: unreachable — the lawful determination is never one on record
  'kwg34.5': 'no one succeeds, as recorded',
}

/**
 * The rule a recorded determination breaks, and why, given the lawful one on
 * its date (the two differ).
 *
 * @category rules @since 0.1.0
 */
export const deviation = (e: DeterminationRecorded, lawful: Determination): { readonly rule: NormId; readonly message: string } => {
  const named = e.successor
  if (lawful._tag === 'awaitingProof') {
    return { rule: 'kwg34.3.s2', message: `the decision had to wait for ${lawful.awaiting.candidate}'s proof that the incompatibility ended` }
  }
  if (lawful._tag === 'lotRequired')
    return { rule: 'kwg34.1a.lot', message: `equal votes: the lot had to be drawn among ${lawful.tie.among.join(', ')}` }
  if (lawful._tag === 'noSuccession') return { rule: lawful.reason, message: NO_SUCCESSION[lawful.reason] }
  if (lawful._tag === 'bodyCeased') return { rule: lawful.ceased.rule, message: `the body ceased on ${lawful.ceased.on} below three members: no one succeeds` }
  const skipped = lawful.considered.find((x) => x.candidate === named && x.verdict === 'skipped')
  if (skipped !== undefined) return { rule: skipped.rule, message: `${named} was to be left out under ${skipped.rule}` }
  if (lawful._tag === 'vacant')
    return { rule: 'kwg34.1.s2.vacant', message: 'the list was exhausted: the seat stays empty and the legal member count falls by one' }
  if (e.outcome === 'vacant')
    return { rule: 'kwg34.1.s2.vacant', message: `the list was not exhausted: ${lawful.successor} succeeds` }
  if (e.outcome === 'noSuccession')
    return { rule: 'kwg34.1.s1.trigger', message: `the departure triggers succession: ${lawful.successor} succeeds` }
  // the rule of the successor's entry (rank, tie, list order or lot) — the tie's rule only when the
  // named successor was among the tied: otherwise the ranking by votes (Hs. 1) already tells them apart
  const rank = lawful.considered.reduce<NormId>((r, x) => (x.verdict === 'successor' ? x.rule : r), 'kwg34.1.s1.rank')
  return { rule: amongTied(lawful, named) ? rank : RANK_OF[rank] ?? rank, message: `${lawful.successor} ranks first among the eligible candidates not yet called, not ${named}` }
}

/** The ranking rule behind a tie's rule: § 34 Abs. 1 Satz 1 Hs. 1, Abs. 1a Hs. 1 KWG. */
const RANK_OF: Readonly<Partial<Record<NormId, NormId>>> = { 'kwg34.1.s1.tie': 'kwg34.1.s1.rank', 'kwg34.1a.lot': 'kwg34.1a.rank' }

/** Whether the named successor was one of the tied candidates of the lawful determination. */
const amongTied = (lawful: Determination, named: DeterminationRecorded['successor']): boolean =>
  lawful.tie !== null && lawful.tie.among.some((c) => c === named)

