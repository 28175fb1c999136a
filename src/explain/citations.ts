/**
 * German citations of the norm ids, in the form courts and notices use
 * ("§ 34 Abs. 2 Nr. 3 Alt. 2 KWG").
 *
 * @since 0.1.0
 */
import { CITATIONS, type NormId } from '../domain/norms.js'

/** The citations of the catalogue (`src/domain/norms.ts`). @category texts @since 0.1.0 */
export { CITATIONS }

/** @category texts @since 0.1.0 */
export const cite = (id: NormId): string => CITATIONS[id]
