/**
 * Who stands where: each candidate with the list that named them, and the
 * elected ones — built once per list array and shared by the consistency
 * checks, the record and the engine.
 *
 * @example
 * import { nominations } from './nomination.js'
 * nominations(theCase.lists).byId.get(id)?.list.id // the list that named the candidate
 *
 * @since 0.1.0
 */
import type { CandidateId } from './brand.js'
import type { Candidate, ElectionList } from './case.js'

/** A candidate with the list that named them (Benennung im Wahlvorschlag). @category model @since 0.1.0 */
export interface Nomination {
  readonly candidate: Candidate
  readonly list: ElectionList
}

/** @category model @since 0.1.0 */
export interface Nominations {
  readonly byId: ReadonlyMap<CandidateId, Nomination>
  readonly elected: ReadonlySet<CandidateId>
}

// Built once per case: the record, the engine and the consistency check each
// look candidates up by id, and building the index is linear in the lists
// (BENCHMARKS.md (c): the state-wide term decides 7,967 vacancies).
const memo = new WeakMap<ReadonlyArray<ElectionList>, Nominations>()

/** @category combinators @since 0.1.0 */
export const nominations = (lists: ReadonlyArray<ElectionList>): Nominations => {
  const hit = memo.get(lists)
  if (hit !== undefined) return hit
  const byId = new Map<CandidateId, Nomination>()
  const elected = new Set<CandidateId>()
  for (const list of lists)
    for (const candidate of list.candidates) {
      byId.set(candidate.id, { candidate, list })
      if (candidate.elected) elected.add(candidate.id)
    }
  const index = { byId, elected }
  memo.set(lists, index)
  return index
}
