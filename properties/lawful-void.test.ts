// Issue 18, P4 with open question 1 of spec/procedure.md, as the texts and documents read it: the lawful determination
// of a vacancy (`lawfulOf`, src/texts.ts) decides the case up to the recorded determination, and a departure that a
// final change in review made void stays in it as the candidate's fact (`candidateFactOfVoid`): a death, a ground of
// § 33 Abs. 1 Nr. 2 KWG, a seat waiver in the form of § 33 Abs. 2. A departure rejected for any other reason changes
// nothing (a rejected event changes nothing).
//
// The case, worked by hand from the law: proc2-029 (SPD-3, wrongly called for SPD-2's seat on 14 Feb 2023, leaves on
// 3 Apr 2023 while the call stands; the body annuls the call on 24 May, final on 27 June; SPD-4 waived the expectancy
// on 1 May; SPD-5 is due for SPD-2's seat from 27 June) with a sixth candidate SPD-6 (120 votes) and SPD-1 dying on
// 3 July 2023; the returning officer determines SPD-6 for SPD-1's seat on 10 July 2023.
//
// SPD-1's seat on 10 July (§ 34 Abs. 1 Satz 1, Abs. 2 KWG): of the not elected SPD-4 (331), SPD-3 (214), SPD-5 (158),
// SPD-6 (120), SPD-4 is left out by the waiver (Abs. 2 Nr. 2), SPD-3 by what his void departure says of him as a
// candidate (Abs. 2 Nr. 2 or 3), SPD-5 is due for SPD-2's seat since 27 June: SPD-6 succeeds, so the determination
// is lawful. Read without SPD-3's fact, SPD-3 would be due for SPD-2's seat and SPD-5 for SPD-1's.
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { replay } from '../src/api.js'
import { lawfulOf } from '../src/texts.js'

type Wire = Record<string, unknown>

const base = (JSON.parse(readFileSync(new URL('../spec/conformance/vectors/proc2-029.json', import.meta.url), 'utf8')) as { case: Wire }).case

/** proc2-029 with SPD-6, SPD-1's death and the determination of SPD-6, SPD-3's departure of 3 April for `cause` (and form). */
const caseWith = (departure: Wire, more: ReadonlyArray<Wire> = []): Wire => {
  const lists = base.lists as ReadonlyArray<Wire>
  const events = base.events as ReadonlyArray<Wire>
  const spd = lists[0] as Wire
  const withSix = { ...spd, candidates: [...(spd.candidates as ReadonlyArray<unknown>), { id: 'SPD-6', name: 'Jonas Wirth', position: 6, votes: 120, elected: false }] }
  return {
    ...base,
    lists: [withSix, ...lists.slice(1)],
    events: [
      ...events.map((e, i) => (i === 4 ? { date: '2023-04-03', type: 'memberLeft', member: 'SPD-3', ...departure } : e)),
      { date: '2023-07-03', type: 'memberLeft', member: 'SPD-1', cause: 'death' },
      { date: '2023-07-10', type: 'determination', vacancy: 'SPD-1', by: 'returningOfficer', outcome: 'successor', successor: 'SPD-6' },
      ...more,
    ],
  }
}

/** The lawful determination of SPD-1's seat, as the state opinion and the dossier read it. */
const lawfulForSpd1 = (u: Wire) => {
  const r = replay(u)
  if (r._tag === 'Left') throw new Error(`the case is refused: ${JSON.stringify(r.left)}`)
  const v = r.right.state.vacancies.find((x) => x.vacancy === 'SPD-1')
  if (v === undefined) throw new Error('no vacancy for SPD-1')
  return {
    lawful: lawfulOf(u, r.right.state, v),
    rejected: r.right.state.rejected.map((e) => [e.path, e.code, e.rule]),
    // the seats due on the query date, as the state shows them: vacancy and successor
    due: r.right.state.vacancies.flatMap((x) => (x.due?.outcome === 'successor' ? [[x.vacancy, x.due.successor]] : [])),
  }
}

const successorOf = (x: ReturnType<typeof lawfulForSpd1>) => (x.lawful?.determination._tag === 'successor' ? x.lawful.determination.successor : x.lawful?.determination._tag)

describe('the lawful determination reads a void departure as the candidate’s fact', { tags: ['kwg34.2.n3.death', 'kwg34.2.n3.ground', 'kwg34.2.n2', 'kwg34.5'] }, () => {
  it('a successor who died while his annulled call stood is not ranked for a later seat of his list', () => {
    const x = lawfulForSpd1(caseWith({ cause: 'death' }))
    expect(x.rejected).toContainEqual(['events[4].member', 'notAMember', 'kwg34.5'])
    expect(x.lawful).toMatchObject({ asOf: '2023-07-10', atRecord: true })
    expect(successorOf(x)).toBe('SPD-6')
  })

  it('a successor who lost his eligibility while his annulled call stood is not ranked either', () => {
    expect(successorOf(lawfulForSpd1(caseWith({ cause: 'eligibilityLost' })))).toBe('SPD-6')
  })

  it('a successor who waived the seat in writing to the returning officer while his annulled call stood has waived the expectancy', () => {
    expect(successorOf(lawfulForSpd1(caseWith({ cause: 'seatWaiver', written: true, to: 'returningOfficer' })))).toBe('SPD-6')
  })

  it('a void departure for a review decision says nothing of the candidate, so he is due again for the first seat', () => {
    // SPD-3 is due again for SPD-2's seat from 27 June (214 before SPD-5's 158), and SPD-5 for SPD-1's: the
    // determination of SPD-6 passes SPD-5 over
    expect(successorOf(lawfulForSpd1(caseWith({ cause: 'reviewDecision' })))).toBe('SPD-5')
  })
})

describe('a void departure is read in the order of the candidate’s facts, by date', { tags: ['kwg34.2.n3.ground', 'kwg33.1.n2', 'kwg34.5'] }, () => {
  it('a ground recorded after the void loss of eligibility, and its end, leave the candidate eligible again', () => {
    // Worked by hand: SPD-3 loses his eligibility on 3 April while his annulled call stands (the void departure is
    // his fact from that day, P4). The record then says a ground of eligibility arose on 10 April and ended on
    // 2 May 2023. In the order the facts apply (R5: by date), 3 April, 10 April, 2 May: on 10 July no ground of
    // § 33 Abs. 1 Nr. 2 KWG "liegt vor" (§ 34 Abs. 2 Nr. 3), so SPD-3 is not left out: he is due again for
    // SPD-2's seat from 27 June (214 before SPD-5's 158, SPD-4 having waived), and SPD-5 for SPD-1's — the
    // determination of SPD-6 passes SPD-5 over. Read with the void fact last, the ground would still be open.
    const x = lawfulForSpd1(
      caseWith({ cause: 'eligibilityLost' }, [
        { date: '2023-04-10', type: 'candidateGroundArose', candidate: 'SPD-3', ground: 'eligibility' },
        { date: '2023-05-02', type: 'candidateGroundEnded', candidate: 'SPD-3', ground: 'eligibility' },
      ]),
    )
    expect(x.rejected).toContainEqual(['events[4].member', 'notAMember', 'kwg34.5'])
    expect(successorOf(x)).toBe('SPD-5')
    expect(x.due).toEqual([['SPD-2', 'SPD-3']])
  })
})

describe('the lawful determination reads a void departure only from its date on', { tags: ['kwg34.2.n3.death', 'kwg34.5'] }, () => {
  it('a seat determined while the annulled call still stood is decided without the later death', () => {
    // SPD-1 dies on 20 Feb 2023 and SPD-4 (331) is determined on 1 March: SPD-3 is a member then (called on 14 Feb,
    // the call stands until the annulment is final), SPD-4 has not yet waived (1 May), so SPD-4 succeeds lawfully
    const u = caseWith({ cause: 'death' })
    const events = (u.events as ReadonlyArray<Record<string, unknown>>).slice(0, 8)
    const early = {
      ...u,
      events: [
        ...events,
        { date: '2023-02-20', type: 'memberLeft', member: 'SPD-1', cause: 'death' },
        { date: '2023-03-01', type: 'determination', vacancy: 'SPD-1', by: 'returningOfficer', outcome: 'successor', successor: 'SPD-4' },
      ],
    }
    const x = lawfulForSpd1(early)
    expect(x.lawful).toMatchObject({ asOf: '2023-03-01', atRecord: true })
    expect(successorOf(x)).toBe('SPD-4')
  })

  it('a seat determined after the void death but before the annulment is final is decided with the dead successor still called', () => {
    // SPD-3 dies on 3 April while his call stands; SPD-1 dies on 10 April and SPD-4 (331) is determined on 20 April,
    // before the annulment of 24 May is final (27 June) and before SPD-4's waiver (1 May): on 20 April SPD-3 is a
    // member (his death recorded as a departure, void only from 27 June), so he is no candidate, and SPD-4 succeeds
    const u = caseWith({ cause: 'death' })
    const events = (u.events as ReadonlyArray<Record<string, unknown>>).slice(0, 8)
    const x = lawfulForSpd1({
      ...u,
      events: [
        ...events,
        { date: '2023-04-10', type: 'memberLeft', member: 'SPD-1', cause: 'death' },
        { date: '2023-04-20', type: 'determination', vacancy: 'SPD-1', by: 'returningOfficer', outcome: 'successor', successor: 'SPD-4' },
      ],
    })
    expect(x.lawful).toMatchObject({ asOf: '2023-04-20', atRecord: true })
    expect(successorOf(x)).toBe('SPD-4')
  })
})

describe('a departure rejected for another reason changes nothing in the lawful determination', { tags: ['kwg34.1.s1.trigger'] }, () => {
  it('the death of SPD-6 recorded as a departure of one who was never a member does not leave him out', () => {
    // the departure is refused (notAMember, kwg34.1.s1.trigger); SPD-6 is still a candidate for the record, and the
    // determination of 10 July stands as lawful
    const x = lawfulForSpd1(caseWith({ cause: 'reviewDecision' }, []))
    const y = lawfulForSpd1(caseWith({ cause: 'death' }, [{ date: '2023-06-01', type: 'memberLeft', member: 'SPD-6', cause: 'death' }]))
    expect(x.lawful).not.toBeNull()
    expect(y.rejected).toContainEqual(['events[10].member', 'notAMember', 'kwg34.1.s1.trigger'])
    expect(successorOf(y)).toBe('SPD-6')
  })
})

describe('the state after a void departure that says nothing of the candidate', { tags: ['kwg34.5', 'kwg34.1.s1.rank'] }, () => {
  it('the successor counted as never called is due again for the same seat, and his new tenure is not cut by the void departure', () => {
    // proc2-029 with SPD-3 leaving on 3 April for a review decision (void, R4): from 27 June SPD-2's seat is due
    // again; SPD-4 has waived (1 May), so SPD-3 (214) comes before SPD-5 (158) and sits from 27 June
    const u = { ...base, events: (base.events as ReadonlyArray<Record<string, unknown>>).map((e, i) => (i === 4 ? { ...e, cause: 'reviewDecision' } : e)) }
    const r = replay(u)
    if (r._tag === 'Left') throw new Error(`the case is refused: ${JSON.stringify(r.left)}`)
    expect(r.right.state.members.map((m) => [m.member, m.since, m.basis])).toEqual([
      ['SPD-1', '2021-04-01', 'election'],
      ['SPD-3', '2023-06-27', 'due'],
      ['CDU-1', '2021-04-01', 'election'],
      ['CDU-2', '2021-04-01', 'election'],
      ['FWG-1', '2021-04-01', 'election'],
    ])
    const seat = r.right.state.seats.find((s) => s.tenures.some((t) => t.member === 'SPD-2'))
    expect(seat?.tenures.map((t) => [t.member, t.from, t.to])).toEqual([
      ['SPD-2', '2021-04-01', '2023-02-05'],
      ['SPD-3', '2023-02-14', '2023-04-02'],
      ['SPD-3', '2023-06-27', null],
    ])
  })
})

describe('the day a body ceases reads a void departure beside the candidate’s earlier facts', { tags: ['hgo82.1.s6', 'kwg34.2.n1', 'kwg34.2.n3.death', 'kwg34.5'] }, () => {
  it('an Ortsbeirat whose only candidate left the group before his annulled call ceases on the day the seat became free', () => {
    // Worked by hand: FWG-2, the last FWG candidate, leaves the voter group on 5 Jan 2023 (§ 34 Abs. 2 Nr. 1 KWG).
    // FWG-1 dies on 10 Jan; FWG-2 is wrongly determined on 16 Jan, objected to on 25 Jan, dies on 1 Feb while the
    // call stands; the body annuls the call on 1 Mar, final on 3 Apr (§ 27 KWG, R10). FWG-2 counts as never called
    // (R4), his departure is void (kwg34.5) and he is dead as a candidate (P4). The seat is vacant, the Ortsbeirat
    // falls below three and ceases (§ 82 Abs. 1 Satz 6 HGO) from the day its empty seat was certain (R8): FWG-2 is
    // skipped without a break since 5 Jan, so from the day the seat became free, 10 Jan — not from his death.
    const fid = (JSON.parse(readFileSync(new URL('../spec/conformance/vectors/fid-001.json', import.meta.url), 'utf8')) as { case: Wire }).case
    const u = {
      ...fid,
      events: [
        { date: '2023-01-05', type: 'candidateLeftGroup', candidate: 'FWG-2' },
        { date: '2023-01-10', type: 'memberLeft', member: 'FWG-1', cause: 'death' },
        { date: '2023-01-16', type: 'determination', vacancy: 'FWG-1', by: 'returningOfficer', outcome: 'successor', successor: 'FWG-2' },
        { date: '2023-01-18', type: 'announcement', vacancy: 'FWG-1' },
        { date: '2023-01-25', type: 'objection', vacancy: 'FWG-1', against: 'determination', form: 'written', reasonedOn: '2023-01-25', ownRights: true, supporters: 0 },
        { date: '2023-02-01', type: 'memberLeft', member: 'FWG-2', cause: 'death' },
        { date: '2023-03-01', type: 'bodyDecision', vacancy: 'FWG-1', decision: 'annul' },
      ],
      query: { state: { asOf: '2023-06-01' } },
    }
    const r = replay(u)
    if (r._tag === 'Left') throw new Error(`the case is refused: ${JSON.stringify(r.left)}`)
    expect(r.right.state.ceased).toEqual({ on: '2023-01-10', rule: 'hgo82.1.s6' })
    expect(r.right.state.rejected.map((e) => [e.path, e.code, e.rule])).toEqual([['events[5].member', 'notAMember', 'kwg34.5']])
    expect(r.right.state.members).toEqual([])
  })
})
