// Procedure events as the rules see them (the domain types, not JSON), for tests of src/rules/procedure/.
import type { CandidateId, IsoDate } from '../../src/domain/brand.js'
import type { Decision, Objection } from '../../src/domain/events.js'
import type { Docket } from '../../src/rules/procedure/docket.js'

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

/**
 * What the procedure rules see of a council with one vacancy, SPD-2's: who is called (`called`, the ids given), the
 * number of entitled voters (2,000 unless given), a proportional election, calendar periods (R5).
 */
export const spdDocket = (called: ReadonlyArray<string>, eligibleVoters: number | null = 2000): Docket => ({
  called: (id) => called.includes(id),
  hasVacancy: (id) => id === 'SPD-2',
  eligibleVoters,
  electionMode: 'proportional',
  periodEnd: 'calendar',
})

/** A written objection against SPD-2's vacancy on `date`, reasoned that day, on own rights (no supporters needed). */
export const objectionOf = (date: string, against: Objection['against'] = 'determination', index = 9): Objection => ({
  _tag: 'objection',
  index,
  date: date as IsoDate,
  vacancy: 'SPD-2' as CandidateId,
  against,
  form: 'written',
  reasonedOn: date as IsoDate,
  ownRights: true,
  supporters: 0,
})
