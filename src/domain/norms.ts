/**
 * The norm catalogue: stable ASCII ids for every rule, in catalogue order
 * (the order of `spec/norms.json` and of `rules` in a determination).
 *
 * @since 0.1.0
 */

/** @category model @since 0.1.0 */
export const NORM_IDS = [
  'kwg34.1.s1.trigger',
  'kwg34.1.s1.rank',
  'kwg34.1.s1.tie',
  'kwg34.1.s2.vacant',
  'kwg34.1.s2.count',
  'kwg34.1a.rank',
  'kwg34.1a.lot',
  'kwg34.2.n1',
  'kwg34.2.n2',
  'kwg34.2.n3.death',
  'kwg34.2.n3.ground',
  'kwg34.3.s1',
  'kwg34.3.s2',
  'kwg34.4.s1',
  'kwg34.4.s2',
  'kwg34.4.s3',
  'kwg34.5',
  'kwg34.6',
  'kwg33.1.n1',
  'kwg33.1.n2',
  'kwg33.1.n3',
  'kwg33.1.n4',
  'kwg33.2',
  'kwg33.3',
  'kwg33.4',
  'kwg23.1',
  'kwg23.2.s2',
  'kwg23.2.s3',
  'kwg25.1',
  'kwg25.2',
  'kwg26',
  'kwg27',
] as const

/** @category model @since 0.1.0 */
export type NormId = (typeof NORM_IDS)[number]

const KNOWN: ReadonlySet<string> = new Set(NORM_IDS)

const RANK: ReadonlyMap<NormId, number> = new Map(NORM_IDS.map((id, i) => [id, i]))

/**
 * The given norm ids, unique, in catalogue order: each id marks its place in
 * the catalogue, which is then read in order (no set, no sort).
 *
 * @category combinators @since 0.1.0
 */
export const sortNorms = (ids: Iterable<NormId>): ReadonlyArray<NormId> => {
  const marked = new Uint8Array(NORM_IDS.length)
  for (const id of ids) marked[RANK.get(id) as number] = 1
  return NORM_IDS.filter((_id, i) => marked[i] === 1)
}

/** @category refinements @since 0.1.0 */
export const isNormId = (u: unknown): u is NormId => typeof u === 'string' && KNOWN.has(u)
