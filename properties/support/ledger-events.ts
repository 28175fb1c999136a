// Procedure events as the rules see them (the domain types, not JSON), for tests of src/rules/procedure/.
import type { CandidateId, IsoDate } from '../../src/domain/brand.js'
import type { Decision } from '../../src/domain/events.js'

/** A body's or a court's decision on the vacancy of SPD-2: `successor` names the new one of a modification (null: the empty seat). */
export const decision = (
  tag: Decision['_tag'],
  date: string,
  d: Decision['decision'],
  successor: string | null = null,
  servedOn: string | null = null,
  index = 4,
): Decision => ({
  _tag: tag,
  index,
  date: date as IsoDate,
  vacancy: 'SPD-2' as CandidateId,
  decision: d,
  outcome: d !== 'modify' ? null : successor === null ? 'vacant' : 'successor',
  successor: successor === null ? null : (successor as CandidateId),
  servedOn: servedOn === null ? null : (servedOn as IsoDate),
})
