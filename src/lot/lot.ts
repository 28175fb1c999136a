/**
 * The portable lot (§ 34 Abs. 1a Hs. 2 KWG, `kwg34.1a.lot`).
 *
 * > bei Stimmengleichheit entscheidet das vom Wahlleiter zu ziehende Los.
 *
 * In reality the returning officer draws the lot. For simulation and
 * conformance the lot can be drawn from a seed with an algorithm any language
 * can repeat: for each tied candidate compute
 *
 *     SHA-256( "nachruecken-lot/1" ‖ 0x00 ‖ seed ‖ 0x00 ‖ vacancy id ‖ 0x00 ‖ candidate id )
 *
 * over the UTF-8 bytes, order the candidates by these digests bytewise
 * ascending; the first wins. The order depends only on the seed, the vacancy
 * and the set of candidates — never on the input order.
 *
 * @example
 * import { lotOrder } from './lot.js'
 * lotOrder('seed', 'V-1', ['A', 'B'])[0] // the winner
 *
 * @since 0.1.0
 */
import { sha256 } from '@noble/hashes/sha2.js'

const DOMAIN = 'nachruecken-lot/1'
const encoder = new TextEncoder()

/**
 * The digest that places one candidate in the lot order.
 *
 * @category lot @since 0.1.0
 */
export const lotDigest = (seed: string, vacancy: string, candidate: string): Uint8Array => {
  const parts = [DOMAIN, seed, vacancy, candidate].map((s) => encoder.encode(s))
  const length = parts.reduce((n, p) => n + p.length, 0) + parts.length - 1
  const bytes = new Uint8Array(length)
  let offset = 0
  parts.forEach((p, i) => {
    if (i > 0) offset += 1 // the 0x00 separator (the array is zero-filled)
    bytes.set(p, offset)
    offset += p.length
  })
  return sha256(bytes)
}

/** Bytewise comparison of two digests of equal length. @category lot @since 0.1.0 */
export const compareDigests = (a: Uint8Array, b: Uint8Array): number => {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] as number) - (b[i] as number)
    if (d !== 0) return d
  }
  return 0
}

/** Lower-case hex of a digest, for explanations and vectors. @category lot @since 0.1.0 */
export const toHex = (digest: Uint8Array): string =>
  Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')

/**
 * The tied candidates in lot order: the first wins.
 *
 * @category lot @since 0.1.0
 */
export const lotOrder = <A extends string>(seed: string, vacancy: string, tied: ReadonlyArray<A>): ReadonlyArray<A> =>
  tied
    .map((id) => ({ id, digest: lotDigest(seed, vacancy, id) }))
    .sort((x, y) => compareDigests(x.digest, y.digest))
    .map((x) => x.id)
