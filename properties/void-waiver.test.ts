// Issue 18, P12 (open question 1 of spec/procedure.md): a seat waiver made void by a final change in review is read as a
// waiver of the expectancy as well (§ 34 Abs. 2 Nr. 2 KWG, objective recipient's view), from the declaration's date.
import { describe, expect, it } from 'vitest'
import type { CandidateId, IsoDate } from '../src/domain/brand.js'
import { memberLeft } from '../src/domain/events.js'
import { candidateFactOfVoid } from '../src/rules/void-departure.js'
import { expectancyWaiverOf } from '../src/rules/waiver.js'

const d = (s: string) => s as IsoDate
const K = 'SPD-3' as CandidateId

describe('a void seat waiver waives the expectancy (P12)', { tags: ['kwg34.2.n2', 'kwg33.2', 'kwg34.5'] }, () => {
  it('a written waiver to the returning officer becomes a candidate waiver of the same day and event, whatever its effective date', () => {
    const waiver = memberLeft(4, d('2023-04-03'), K, 'seatWaiver', { written: true, to: 'returningOfficer' }, d('2023-08-01'))
    expect(expectancyWaiverOf(waiver)).toEqual({ _tag: 'candidateWaived', index: 4, date: '2023-04-03', candidate: K, written: true, to: 'returningOfficer' })
  })

  it('a waiver not in the form of § 33 Abs. 2 KWG, or another departure, waives nothing', () => {
    expect(expectancyWaiverOf(memberLeft(4, d('2023-04-03'), K, 'seatWaiver', { written: false, to: 'returningOfficer' }))).toBeNull()
    expect(expectancyWaiverOf(memberLeft(4, d('2023-04-03'), K, 'seatWaiver', { written: true, to: 'party' }))).toBeNull()
    expect(expectancyWaiverOf(memberLeft(4, d('2023-04-03'), K, 'seatWaiver'))).toBeNull()
    expect(expectancyWaiverOf(memberLeft(4, d('2023-04-03'), K, 'death'))).toBeNull()
    // a form recorded beside another cause is no seat waiver: the departure was for that cause
    expect(expectancyWaiverOf(memberLeft(4, d('2023-04-03'), K, 'reviewDecision', { written: true, to: 'returningOfficer' }))).toBeNull()
  })
})

describe('a void departure by death is the candidate’s death', { tags: ['kwg34.2.n3.death', 'kwg34.5'] }, () => {
  it('is read as candidateDied from its date, whatever the review made of the call (§ 34 Abs. 2 Nr. 3 KWG)', () => {
    expect(candidateFactOfVoid(memberLeft(4, d('2023-04-03'), K, 'death'))).toEqual({ _tag: 'candidateDied', index: 4, date: '2023-04-03', candidate: K })
  })

  it('keeps the seat waiver in its form as the waiver of the expectancy', () => {
    expect(candidateFactOfVoid(memberLeft(4, d('2023-04-03'), K, 'seatWaiver', { written: true, to: 'returningOfficer' }))?._tag).toBe('candidateWaived')
    expect(candidateFactOfVoid(memberLeft(4, d('2023-04-03'), K, 'seatWaiver', { written: false, to: 'returningOfficer' }))).toBeNull()
  })

  it('opens the ground of § 33 Abs. 1 Nr. 2 KWG behind the cause from its date (§ 34 Abs. 2 Nr. 3 Alt. 2)', () => {
    expect(candidateFactOfVoid(memberLeft(4, d('2023-04-03'), K, 'eligibilityLost'))).toEqual({ _tag: 'candidateGroundArose', index: 4, date: '2023-04-03', candidate: K, ground: 'eligibility' })
    expect(candidateFactOfVoid(memberLeft(4, d('2023-04-03'), K, 'officeCapacityLost'))).toMatchObject({ _tag: 'candidateGroundArose', ground: 'officeCapacity' })
    expect(candidateFactOfVoid(memberLeft(4, d('2023-04-03'), K, 'incompatibility'))).toMatchObject({ _tag: 'candidateGroundArose', ground: 'incompatibility' })
  })

  it('says nothing of the candidate for a review decision, a merger or a status not acquired', () => {
    for (const cause of ['reviewDecision', 'merger', 'statusNotAcquired'] as const) expect(candidateFactOfVoid(memberLeft(4, d('2023-04-03'), K, cause))).toBeNull()
  })
})
