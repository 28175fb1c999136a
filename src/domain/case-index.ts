/**
 * The candidates of a case by id, and the elected ones: built once per list
 * array and shared by the consistency checks, the record and the engine.
 *
 * @since 0.1.0
 */
import type { CandidateId } from './brand.js'
import type { Candidate, ElectionList } from './case.js'

/** A candidate with the list that named them. @category model @since 0.1.0 */
export interface Seat {
  readonly candidate: Candidate
  readonly list: ElectionList
}

/** @category model @since 0.1.0 */
export interface CaseIndex {
  readonly seats: ReadonlyMap<CandidateId, Seat>
  readonly elected: ReadonlySet<CandidateId>
}

const memo = new WeakMap<ReadonlyArray<ElectionList>, CaseIndex>()

/** @category combinators @since 0.1.0 */
export const caseIndex = (lists: ReadonlyArray<ElectionList>): CaseIndex => {
  const hit = memo.get(lists)
  if (hit !== undefined) return hit
  const seats = new Map<CandidateId, Seat>()
  const elected = new Set<CandidateId>()
  for (const list of lists)
    for (const candidate of list.candidates) {
      seats.set(candidate.id, { candidate, list })
      if (candidate.elected) elected.add(candidate.id)
    }
  const index = { seats, elected }
  memo.set(lists, index)
  return index
}
