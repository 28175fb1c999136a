// The norms and the messages of the procedure rules that no case yet pinned: what a recorded determination applies
// (§ 34 Abs. 3 Satz 1 and 2, Abs. 4 Satz 3, § 23 Abs. 1 KWG), the scope of § 33 Abs. 1 Nr. 4, a procedure event after
// the body ceased (§ 82 Abs. 1 Satz 6 HGO), and the party facts of § 34 Abs. 2 Nr. 1 KWG.
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import type { Case } from '../src/domain/case.js'
import type { CandidateEvent, DeterminationRecorded, MemberLeft } from '../src/domain/events.js'
import { memberLeft } from '../src/domain/events.js'
import { nominations } from '../src/domain/nomination.js'
import { leave } from '../src/rules/procedure/departure.js'
import { determinationNorms } from '../src/rules/procedure/determination.js'
import { checkCandidateFact, type PersonSoFar } from '../src/rules/procedure/facts.js'
import { vacancyFor } from '../src/rules/procedure/vacancy.js'
import { fourSeats, majority } from './support/fixtures.js'
import { decodeCase, recordCase, replay } from './support/public.js'
import { cid, day } from './support/brands.js'

const determination = (by: DeterminationRecorded['by'], successor: string | null): DeterminationRecorded => ({
  _tag: 'determination', index: 3, date: day('2023-03-15'), vacancy: cid('SPD-2'), by, outcome: successor === null ? 'vacant' : 'successor', successor: successor === null ? null : cid(successor),
})
/** A person with no departure and no call: a plain candidate. */
const NOBODY: PersonSoFar = { departed: () => [] }
/** A person who left the body by these departures. */
const leftAs = (...departures: ReadonlyArray<MemberLeft>): PersonSoFar => ({ departed: () => departures })
const messageOf = (r: { _tag: 'Left'; left: { message: string; code: string; rule: string | null } } | { _tag: 'Right' }): string =>
  r._tag === 'Left' ? `${r.left.code} ${r.left.rule}: ${r.left.message}` : 'accepted'

describe('the norms a recorded determination applies', { tags: ['kwg34.3.s1', 'kwg34.3.s2', 'kwg34.4.s3', 'kwg23.1'] }, () => {
  it('the returning officer’s determination of a successor: § 34 Abs. 3 Satz 1, and Satz 2 with § 23 Abs. 1 for the status it gives', () => {
    expect(determinationNorms(determination('returningOfficer', 'SPD-4'))).toEqual(['kwg34.3.s1', 'kwg34.3.s2', 'kwg23.1'])
  })
  it('an empty seat gives no one a status: § 34 Abs. 3 Satz 1 alone', () => {
    expect(determinationNorms(determination('returningOfficer', null))).toEqual(['kwg34.3.s1'])
  })
  it('the body’s own determination on an objection to inaction: § 34 Abs. 4 Satz 3', () => {
    expect(determinationNorms(determination('body', 'SPD-4'))).toEqual(['kwg34.4.s3', 'kwg34.3.s2', 'kwg23.1'])
    expect(determinationNorms(determination('body', null))).toEqual(['kwg34.4.s3'])
  })
})

describe('the refusals of the departure, vacancy and party rules say why', () => {
  it('a merger departure from a Kreistag is outside § 33 Abs. 1 Nr. 4 KWG', { tags: ['kwg33.1.n4'] }, () => {
    expect(messageOf(leave(() => false, 'kreistag', memberLeft(0, day('2023-03-01'), cid('K-1'), 'merger')))).toBe(
      'mergerOutsideScope kwg33.1.n4: § 33 Abs. 1 Nr. 4 KWG concerns a member of the Gemeindevertretung of a municipality incorporated into another ("wenn der Vertreter der aufnehmenden Gemeindevertretung nicht angehört"), not a member of a kreistag',
    )
  })

  it('a procedure event for a departure after the body ceased names the day and the norm', { tags: ['hgo82.1.s6'] }, () => {
    const e = { _tag: 'announcement', index: 5, date: day('2022-06-01'), vacancy: cid('C') } as const
    expect(messageOf(vacancyFor(undefined, undefined, e, { on: day('2022-05-20'), rule: 'hgo82.1.s6' }))).toBe(
      'noVacancy hgo82.1.s6: the body ceased on 2022-05-20 below three members (§ 82 Abs. 1 Satz 6 HGO): the departure of C opens no succession to proceed on',
    )
  })

  const caseOf = (): Case => {
    const d = decodeCase(fourSeats([], '2021-06-01'), { rules: false })
    if (d._tag === 'Left') throw new Error(JSON.stringify(d.left))
    return d.right
  }
  const fact = (type: 'candidateLeftGroup' | 'candidateJoinedGroup', date: string, index = 0): CandidateEvent => ({ _tag: type, index, date: day(date), candidate: cid('A4') }) as CandidateEvent

  it('a candidate who left the party cannot leave it again, nor join it before the list was set up, nor join it while a member (§ 34 Abs. 2 Nr. 1 KWG)', { tags: ['kwg34.2.n1'] }, () => {
    const a4 = nominations(caseOf().lists).byId.get(cid('A4'))
    if (a4 === undefined) throw new Error('A4')
    const left = fact('candidateLeftGroup', '2021-01-10')
    expect(messageOf(checkCandidateFact(a4, [left], fact('candidateLeftGroup', '2021-02-10', 1), NOBODY))).toBe('cannotLeaveGroup kwg34.2.n1: A4 has already left the party or voter group')
    expect(messageOf(checkCandidateFact(a4, [], fact('candidateJoinedGroup', '2020-11-13'), NOBODY))).toBe(
      'cannotJoinGroup kwg34.2.n1: the membership when the list was set up (2020-11-14) is given by memberAtSetUp; a joining before it has no place',
    )
    expect(messageOf(checkCandidateFact(a4, [], fact('candidateJoinedGroup', '2020-11-14'), NOBODY))).toBe('alreadyInGroup kwg34.2.n1: A4 is a member of the party or voter group already')
    expect(messageOf(checkCandidateFact(a4, [left], fact('candidateJoinedGroup', '2021-02-10', 1), NOBODY))).toBe('accepted')
  })

  it('a list with no party or voter group has none to join', { tags: ['kwg34.2.n1'] }, () => {
    const m = decodeCase(majority(), { rules: false })
    if (m._tag === 'Left') throw new Error(JSON.stringify(m.left))
    const d = nominations(m.right.lists).byId.get(cid('D'))
    if (d === undefined) throw new Error('D')
    const join: CandidateEvent = { _tag: 'candidateJoinedGroup', index: 1, date: day('2022-01-10'), candidate: cid('D') }
    expect(messageOf(checkCandidateFact(d, [], join, NOBODY))).toBe('cannotJoinGroup kwg34.2.n1: the list of D has no party or voter group')
  })
})

describe('a ground behind a departure of the same person can end (spec/procedure.md, a void departure’s ground)', { tags: ['kwg34.2.n3.ground', 'kwg33.1.n2', 'R5'] }, () => {
  const a4 = (): Parameters<typeof checkCandidateFact>[0] => {
    const d = decodeCase(fourSeats([], '2021-06-01'), { rules: false })
    if (d._tag === 'Left') throw new Error(JSON.stringify(d.left))
    const n = nominations(d.right.lists).byId.get(cid('A4'))
    if (n === undefined) throw new Error('A4')
    return n
  }
  const ended = (ground: 'eligibility' | 'officeCapacity' | 'incompatibility', date: string, index: number): CandidateEvent => ({ _tag: 'candidateGroundEnded', index, date: day(date), candidate: cid('A4'), ground })
  const proven = (date: string, index: number): CandidateEvent => ({ _tag: 'incompatibilityProven', index, date: day(date), candidate: cid('A4') })
  const departure = (cause: 'eligibilityLost' | 'officeCapacityLost' | 'incompatibility' | 'death' | 'seatWaiver', date: string, index: number) => memberLeft(index, day(date), cid('A4'), cause)

  it('the end of the ground the person left the body for is accepted, for each of the three grounds of § 33 Abs. 1 Nr. 2 KWG', () => {
    expect(messageOf(checkCandidateFact(a4(), [], ended('eligibility', '2023-05-02', 9), leftAs(departure('eligibilityLost', '2023-04-03', 4))))).toBe('accepted')
    expect(messageOf(checkCandidateFact(a4(), [], ended('officeCapacity', '2023-05-02', 9), leftAs(departure('officeCapacityLost', '2023-04-03', 4))))).toBe('accepted')
    expect(messageOf(checkCandidateFact(a4(), [], ended('incompatibility', '2023-05-02', 9), leftAs(departure('incompatibility', '2023-04-03', 4))))).toBe('accepted')
    expect(messageOf(checkCandidateFact(a4(), [], proven('2023-05-02', 9), leftAs(departure('incompatibility', '2023-04-03', 4))))).toBe('accepted')
  })

  it('a departure for another ground, for death or by a seat waiver opens no ground to end', () => {
    const refused = 'groundNotOpen kwg34.2.n3.ground: no open ground eligibility for A4 to end'
    expect(messageOf(checkCandidateFact(a4(), [], ended('eligibility', '2023-05-02', 9), leftAs(departure('officeCapacityLost', '2023-04-03', 4))))).toBe(refused)
    expect(messageOf(checkCandidateFact(a4(), [], ended('eligibility', '2023-05-02', 9), leftAs(departure('death', '2023-04-03', 4))))).toBe(refused)
    expect(messageOf(checkCandidateFact(a4(), [], ended('eligibility', '2023-05-02', 9), leftAs(departure('seatWaiver', '2023-04-03', 4))))).toBe(refused)
    expect(messageOf(checkCandidateFact(a4(), [], ended('eligibility', '2023-05-02', 9), NOBODY))).toBe(refused)
  })

  it('the departure’s ground takes its place among the candidate’s facts by date: an end recorded before a later arising of the same ground closed only the earlier one', () => {
    const arose: CandidateEvent = { _tag: 'candidateGroundArose', index: 2, date: day('2023-03-01'), candidate: cid('A4'), ground: 'eligibility' }
    const endedFirst = ended('eligibility', '2023-03-20', 3)
    // arose 1 March, ended 20 March, the departure's ground 3 April: open again, so an end on 2 May is accepted
    expect(messageOf(checkCandidateFact(a4(), [arose, endedFirst], ended('eligibility', '2023-05-02', 9), leftAs(departure('eligibilityLost', '2023-04-03', 4))))).toBe('accepted')
    // the departure's ground (1 February) ended on 20 March with the candidate's own episode: nothing open on 2 May
    expect(messageOf(checkCandidateFact(a4(), [arose, endedFirst], ended('eligibility', '2023-05-02', 9), leftAs(departure('eligibilityLost', '2023-02-01', 1))))).toBe(
      'groundNotOpen kwg34.2.n3.ground: no open ground eligibility for A4 to end',
    )
  })
})

describe('the record checks a ground’s end against the departures of the same person before it', { tags: ['kwg34.2.n3.ground', 'R5'] }, () => {
  const recordOf = (events: ReadonlyArray<Record<string, unknown>>) => {
    const d = decodeCase(fourSeats(events as never, '2023-06-01'), { rules: false })
    if (d._tag === 'Left') throw new Error(JSON.stringify(d.left))
    return recordCase(d.right, d.right.query.asOf)
  }
  const end = { date: '2023-05-02', type: 'candidateGroundEnded', candidate: 'A4', ground: 'eligibility' }

  it('another member’s departure for lost eligibility opens no ground of the candidate to end', () => {
    const r = recordOf([{ date: '2023-04-03', type: 'memberLeft', member: 'A1', cause: 'eligibilityLost', finalJudgment: true }, end])
    expect(r.rejected.map((e) => [e.path, e.code, e.rule])).toContainEqual(['events[1]', 'groundNotOpen', 'kwg34.2.n3.ground'])
  })

  it('a departure of the person after the end, or of the same day listed after it, opens nothing the end could close', () => {
    const later = recordOf([end, { date: '2023-05-03', type: 'memberLeft', member: 'A4', cause: 'eligibilityLost', finalJudgment: true }])
    expect(later.rejected.map((e) => [e.path, e.code])).toContainEqual(['events[0]', 'groundNotOpen'])
    const sameDay = recordOf([end, { date: '2023-05-02', type: 'memberLeft', member: 'A4', cause: 'eligibilityLost', finalJudgment: true }])
    expect(sameDay.rejected.map((e) => [e.path, e.code])).toContainEqual(['events[0]', 'groundNotOpen'])
  })
})

describe('a successor called for the seat of a departure made void was never called: his facts stay a candidate’s (R4, R7)', { tags: ['kwg34.3.s2', 'kwg34.5', 'R7'] }, () => {
  it('the death of one determined for the seat of a member whose own call a review annulled is not refused as a member’s', () => {
    // proc2-029: SPD-3, called for SPD-2's seat on 14 Feb 2023, dies on 3 Apr while the call stands; the body annuls
    // the call on 24 May, final on 27 June, so SPD-3's departure is void. SPD-5 is determined for SPD-3's seat on
    // 20 Apr and dies on 10 May: a member's fact on that day, but the seat he was called to is void, so he counts as
    // never called (R4) and his death is a candidate's fact (R7 reads the call as it stands when the record is made)
    const vector = JSON.parse(readFileSync(new URL('../spec/conformance/vectors/proc2-029.json', import.meta.url), 'utf8')) as { case: Record<string, unknown> }
    const events = [
      ...(vector.case['events'] as ReadonlyArray<Record<string, unknown>>),
      { date: '2023-04-20', type: 'determination', vacancy: 'SPD-3', by: 'returningOfficer', outcome: 'successor', successor: 'SPD-5' },
      { date: '2023-05-10', type: 'candidateDied', candidate: 'SPD-5' },
    ]
    const r = replay({ ...vector.case, events, query: { state: { asOf: '2023-08-16' } } })
    if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
    expect(r.right.state.rejected.map((e) => e.code)).not.toContain('wrongKind')
    expect(r.right.state.rejected.map((e) => [e.path, e.code, e.rule])).toContainEqual(['events[4].member', 'notAMember', 'kwg34.5'])
  })
})

describe('a sitting successor’s death given as a candidate’s fact is refused with the way to record it (R7, gap W9)', { tags: ['kwg34.3.s2', 'R7'] }, () => {
  it('the message names the determination that made him a member and says to record his death as memberLeft', () => {
    // Ortsbeirat Nord: B dies on 1 May 2022; D, the first of those not elected, is determined on 10 May; D dies on 20 May
    const events = [
      { date: '2022-05-01', type: 'memberLeft', member: 'B', cause: 'death' },
      { date: '2022-05-02', type: 'lotDrawn', vacancy: 'B', among: ['D', 'E'], winner: 'D' },
      { date: '2022-05-10', type: 'determination', vacancy: 'B', by: 'returningOfficer', outcome: 'successor', successor: 'D' },
      { date: '2022-05-20', type: 'candidateDied', candidate: 'D' },
    ]
    const r = replay({ ...majority(), events, query: { state: { asOf: '2022-06-30' } } })
    if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
    expect(r.right.state.rejected.map((e) => [e.path, e.code, e.rule, e.message])).toEqual([
      ['events[3].candidate', 'wrongKind', 'kwg34.3.s2', "D is a member since the determination of 2022-05-10: a member's death, ground or waiver is recorded as memberLeft"],
    ])
  })

  const onDay = (facts: ReadonlyArray<Record<string, unknown>>): ReadonlyArray<unknown> => {
    const events = [
      { date: '2022-05-01', type: 'memberLeft', member: 'B', cause: 'death' },
      { date: '2022-05-02', type: 'lotDrawn', vacancy: 'B', among: ['D', 'E'], winner: 'D' },
      ...facts,
    ]
    const r = replay({ ...majority(), events, query: { state: { asOf: '2022-06-30' } } })
    if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
    return r.right.state.rejected.map((e) => [e.path, e.code])
  }
  const determinedD = { date: '2022-05-10', type: 'determination', vacancy: 'B', by: 'returningOfficer', outcome: 'successor', successor: 'D' }

  it('a fact dated before the determination is the candidate’s: he was not yet a member, so it is not refused as wrongKind', () => {
    expect(onDay([{ date: '2022-05-08', type: 'candidateWaived', candidate: 'D', written: true, to: 'returningOfficer' }, determinedD])).not.toContainEqual(['events[2].candidate', 'wrongKind'])
    // given after the determination in the file, it still applies by its date (R5: by date, then input order)
    expect(onDay([determinedD, { date: '2022-05-08', type: 'candidateWaived', candidate: 'D', written: true, to: 'returningOfficer' }])).not.toContainEqual(['events[3].candidate', 'wrongKind'])
  })

  it('on the day of the determination, input order decides: a fact after it is a member’s (wrongKind), one before it is not', () => {
    const died = { date: '2022-05-10', type: 'candidateDied', candidate: 'D' }
    expect(onDay([determinedD, died])).toContainEqual(['events[3].candidate', 'wrongKind'])
    expect(onDay([died, determinedD])).not.toContainEqual(['events[2].candidate', 'wrongKind'])
  })
})
