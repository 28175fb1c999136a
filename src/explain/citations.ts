/**
 * German citations of the norm ids, in the form courts and notices use
 * ("§ 34 Abs. 2 Nr. 3 Alt. 2 KWG").
 *
 * @since 0.1.0
 */
import type { NormId } from '../domain/norms.js'

/** @category texts @since 0.1.0 */
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
}

/** @category texts @since 0.1.0 */
export const cite = (id: NormId): string => CITATIONS[id]
