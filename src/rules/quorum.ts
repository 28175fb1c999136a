/**
 * The support quorum of an objection — `kwg25.1`.
 *
 * > § 25 Abs. 1 Satz 2 KWG: Der Einspruch eines Wahlberechtigten, der nicht
 * > die Verletzung eigener Rechte geltend macht, ist nur zulässig, wenn ihn
 * > eins vom Hundert der Wahlberechtigten, mindestens jedoch fünf
 * > Wahlberechtigte, unterstützen; bei mehr als 10.000 Wahlberechtigten
 * > müssen mindestens 100 Wahlberechtigte den Einspruch unterstützen.
 *
 * The quorum is a sum: which clause of the sentence gives the number, so
 * that a text tells the computation without doing it again.
 *
 * @example
 * import { quorumOf } from './quorum.js'
 * quorumOf(12_480) // { _tag: 'cap', required: 100, voters: 12480 }
 * quorumOf(320)    // { _tag: 'minimum', required: 5, voters: 320 }
 *
 * @since 0.1.0
 */

/** The quorum, with the clause of § 25 Abs. 1 Satz 2 KWG that gives it. @category model @since 0.1.0 */
export type Quorum =
  /** the number of persons entitled to vote is not known (`body.eligibleVoters`) */
  | { readonly _tag: 'unknown' }
  /** 1 per cent is less than five: "mindestens jedoch fünf" */
  | { readonly _tag: 'minimum'; readonly required: number; readonly voters: number }
  /** "eins vom Hundert der Wahlberechtigten", rounded up to a whole person */
  | { readonly _tag: 'percent'; readonly required: number; readonly voters: number; readonly roundedUp: boolean }
  /** "bei mehr als 10.000 Wahlberechtigten … mindestens 100" */
  | { readonly _tag: 'cap'; readonly required: number; readonly voters: number }

/** Supporters needed at least: "mindestens jedoch fünf". @category rules @since 0.1.0 */
export const QUORUM_MINIMUM = 5
/** Supporters needed above 10,000 persons entitled to vote. @category rules @since 0.1.0 */
export const QUORUM_CAP = 100
/** Above this number of persons entitled to vote, the cap applies. @category rules @since 0.1.0 */
export const QUORUM_CAP_ABOVE = 10_000

/** The quorum for a body with `eligibleVoters` persons entitled to vote. @category rules @since 0.1.0 */
export const quorumOf = (eligibleVoters: number | null): Quorum => {
  if (eligibleVoters === null) return { _tag: 'unknown' }
  if (eligibleVoters > QUORUM_CAP_ABOVE) return { _tag: 'cap', required: QUORUM_CAP, voters: eligibleVoters }
  // one per cent below five (fewer than 500 persons entitled to vote): the minimum applies
  return eligibleVoters < QUORUM_MINIMUM * 100
    ? { _tag: 'minimum', required: QUORUM_MINIMUM, voters: eligibleVoters }
    : { _tag: 'percent', required: Math.ceil(eligibleVoters / 100), voters: eligibleVoters, roundedUp: eligibleVoters % 100 !== 0 }
}

/** The number of supporters needed, or null when the number of voters is not known. @category rules @since 0.1.0 */
export const supportQuorum = (eligibleVoters: number | null): number | null => {
  const q = quorumOf(eligibleVoters)
  return q._tag === 'unknown' ? null : q.required
}
