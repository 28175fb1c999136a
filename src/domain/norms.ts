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
  'hgo82.1.s6',
  'hgo86.1.s3',
] as const

/** @category model @since 0.1.0 */
export type NormId = (typeof NORM_IDS)[number]

/**
 * The German citation of every norm id, in the form courts and notices use
 * ("§ 34 Abs. 2 Nr. 3 Alt. 2 KWG"): the one place a citation is written.
 *
 * @category model @since 0.1.0
 */
export const CITATIONS: Readonly<Record<NormId, string>> = {
  'kwg34.1.s1.trigger': '§ 34 Abs. 1 Satz 1 KWG',
  'kwg34.1.s1.rank': '§ 34 Abs. 1 Satz 1 Hs. 1 KWG',
  'kwg34.1.s1.tie': '§ 34 Abs. 1 Satz 1 Hs. 2 KWG',
  'kwg34.1.s2.vacant': '§ 34 Abs. 1 Satz 2 Hs. 1 KWG',
  'kwg34.1.s2.count': '§ 34 Abs. 1 Satz 2 Hs. 2 KWG',
  'kwg34.1a.rank': '§ 34 Abs. 1a Hs. 1 KWG',
  'kwg34.1a.lot': '§ 34 Abs. 1a Hs. 2 KWG',
  'kwg34.2.n1': '§ 34 Abs. 2 Nr. 1 KWG',
  'kwg34.2.n2': '§ 34 Abs. 2 Nr. 2 KWG',
  'kwg34.2.n3.death': '§ 34 Abs. 2 Nr. 3 Alt. 1 KWG',
  'kwg34.2.n3.ground': '§ 34 Abs. 2 Nr. 3 Alt. 2 KWG',
  'kwg34.3.s1': '§ 34 Abs. 3 Satz 1 KWG',
  'kwg34.3.s2': '§ 34 Abs. 3 Satz 2 KWG',
  'kwg34.4.s1': '§ 34 Abs. 4 Satz 1 KWG',
  'kwg34.4.s2': '§ 34 Abs. 4 Satz 2 KWG',
  'kwg34.4.s3': '§ 34 Abs. 4 Satz 3 KWG',
  'kwg34.5': '§ 34 Abs. 5 KWG',
  'kwg34.6': '§ 34 Abs. 6 KWG',
  'kwg33.1.n1': '§ 33 Abs. 1 Nr. 1 KWG',
  'kwg33.1.n2': '§ 33 Abs. 1 Nr. 2 KWG',
  'kwg33.1.n3': '§ 33 Abs. 1 Nr. 3 KWG',
  'kwg33.1.n4': '§ 33 Abs. 1 Nr. 4 KWG',
  'kwg33.2': '§ 33 Abs. 2 KWG',
  'kwg33.3': '§ 33 Abs. 3 KWG',
  'kwg33.4': '§ 33 Abs. 4 KWG',
  'kwg23.1': '§ 23 Abs. 1 KWG',
  'kwg23.2.s2': '§ 23 Abs. 2 Satz 2 KWG',
  'kwg23.2.s3': '§ 23 Abs. 2 Satz 3 KWG',
  'kwg25.1': '§ 25 Abs. 1 KWG',
  'kwg25.2': '§ 25 Abs. 2 KWG',
  'kwg26': '§ 26 KWG',
  'kwg27': '§ 27 KWG',
  'hgo82.1.s6': '§ 82 Abs. 1 Satz 6 HGO',
  'hgo86.1.s3': '§ 86 Abs. 1 Satz 3 HGO',
}


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
