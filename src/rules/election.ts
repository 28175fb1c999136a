/**
 * Who was elected from a nomination: the election result that § 34 builds on
 * (§ 22 KWG, no norm id of its own — the library reads who was elected from
 * the case; only an import derives it, from the seats each nomination won).
 *
 * > § 22 Abs. 1 KWG: Der Wahlausschuss stellt fest, wie viele Stimmen im
 * > Wahlkreis auf die einzelnen Bewerber und Wahlvorschläge abgegeben worden
 * > sind, wie viele Sitze auf die einzelnen Wahlvorschläge entfallen und
 * > welche Bewerber gewählt worden sind; …
 *
 * (wording as at anwalt24.de, "gesetze/kwg-2/22"). The seats that fall to a
 * nomination go to its candidates in the order of their personal votes; on
 * equal votes the order of naming on the list decides (the law's context as
 * `shared/law/related-norms.md` states it; the Absatz is not among the stored
 * pages, spec/interchange.md section 3). In a majority election the
 * candidates with the most votes are elected and the list position is only a
 * display order: equal votes at the last seat went to the lot drawn by the
 * returning officer. This is the distribution after the election, not § 34,
 * which ranks only the candidates not yet called (`ranking.ts`,
 * `majority.ts`).
 *
 * @example
 * import { electedOrder } from './election.js'
 * electedOrder([{ votes: 10, position: 1 }, { votes: 12, position: 2 }], (c) => c) // position 2, then 1
 *
 * @since 0.2.0
 */
import type { ElectionMode } from '../domain/case.js'

/** What the seat order reads of a candidate: personal votes and list position. @category model @since 0.2.0 */
export interface Placed {
  readonly votes: number
  readonly position: number
}

/**
 * The candidates of a nomination in the order in which its seats go to them:
 * most personal votes first, on equal votes the lower list position.
 *
 * @category rules @since 0.2.0
 */
export const electedOrder = <C>(candidates: ReadonlyArray<C>, placed: (c: C) => Placed): ReadonlyArray<C> =>
  [...candidates].sort((a, b) => {
    const p = placed(a)
    const q = placed(b)
    return q.votes - p.votes || p.position - q.position
  })

/**
 * Where `seats` seats go to the candidates in `ordered` (from `electedOrder`)
 * and the list position cannot decide the last of them: in a majority
 * election, the last elected and the first not elected with equal votes —
 * the lot decided between them. `null` when no lot was needed.
 *
 * @category rules @since 0.2.0
 */
export const lotAtLastSeat = <C>(mode: ElectionMode, ordered: ReadonlyArray<C>, seats: number, placed: (c: C) => Placed): readonly [C, C] | null => {
  const last = ordered[seats - 1]
  const next = ordered[seats]
  return mode === 'majority' && last !== undefined && next !== undefined && placed(last).votes === placed(next).votes ? [last, next] : null
}
