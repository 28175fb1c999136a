// The structure and reference checks of a decoded case (src/codec/consistency.ts,
// spec/readings.md "Errors found in a decodable case"), asserted as the exact
// list of errors: path, code, message and norm id. Every expected error is
// worked out by hand from the changed fixture; the fast paths of the checks
// (ids unique by the candidate index, positions increasing along a list) must
// never hide an error that the full check finds.
import { describe, expect, it } from 'vitest'
import { decodeCase } from '../src/codec/case.js'
import { validate } from './support/public.js'
import type { CaseError } from './support/public.js'
import { cands, events, example, lists, majority, type Json } from './support/fixtures.js'

const err = (path: string, code: CaseError['code'], message: string, rule: string | null = null): CaseError =>
  ({ path, code, message, rule }) as CaseError

/** The structure and reference errors only (`rules: false`, as replay and audit decode). */
const structureErrors = (u: Json): ReadonlyArray<CaseError> => {
  const r = decodeCase(u, { rules: false })
  if (r._tag === 'Right') return []
  expect(r.left._tag).toBe('rejected')
  return r.left.errors
}

/** All consistency errors (structure first, then the rules), as `validate` reports them. */
const allErrors = (u: Json): ReadonlyArray<CaseError> => {
  const r = validate(u)
  if (r._tag === 'Right') return []
  expect(r.left._tag).toBe('rejected')
  return r.left.errors
}

const body = (c: Json): Json => c['body'] as Json
const query = (c: Json): Json => c['query'] as Json

describe('ids and positions', () => {
  it('a list id used twice: one duplicateId at the second list, no norm', () => {
    const c = example()
    lists(c)[1]!['id'] = 'SPD' // CDU's list now has SPD's id
    expect(structureErrors(c)).toEqual([err('lists[1].id', 'duplicateId', 'list id SPD is used twice')])
  })

  it('a candidate id used twice: one duplicateId at its second use only, none for the other candidates', () => {
    const c = example()
    // CDU-3 (not elected) now carries SPD-9's id; the waiver events[0] still names an existing, non-elected SPD-9
    cands(c, 1)[2]!['id'] = 'SPD-9'
    expect(structureErrors(c)).toEqual([err('lists[1].candidates[2].id', 'duplicateId', 'candidate id SPD-9 is used twice')])
    // used three times: the second and the third use are repeats
    const t = example()
    cands(t, 1)[1]!['id'] = 'SPD-9'
    cands(t, 1)[2]!['id'] = 'SPD-9'
    // CDU-2 is elected and keeps being so under the id SPD-9; the index maps SPD-9 to the last use (CDU-3, not elected)
    expect(structureErrors(t)).toEqual([
      err('lists[1].candidates[1].id', 'duplicateId', 'candidate id SPD-9 is used twice'),
      err('lists[1].candidates[2].id', 'duplicateId', 'candidate id SPD-9 is used twice'),
    ])
  })

  it('equal positions that never increase along a list are found (no fast path skips them)', () => {
    // CDU's positions 1, 1, 1: no position ever increases, and 1 repeats twice
    const c = example()
    for (const k of cands(c, 1)) k['position'] = 1
    expect(structureErrors(c)).toEqual([
      err('lists[1].candidates[1].position', 'duplicatePosition', 'position 1 is used twice on list CDU'),
      err('lists[1].candidates[2].position', 'duplicatePosition', 'position 1 is used twice on list CDU'),
    ])
    // 1, 2, 2: increasing until the last pair, which is equal
    const d = example()
    cands(d, 1)[2]!['position'] = 2
    expect(structureErrors(d)).toEqual([err('lists[1].candidates[2].position', 'duplicatePosition', 'position 2 is used twice on list CDU')])
    // 3, 1, 1: decreasing, then equal
    const e = example()
    cands(e, 1)[0]!['position'] = 3
    cands(e, 1)[2]!['position'] = 1
    cands(e, 1)[1]!['position'] = 1
    expect(structureErrors(e)).toEqual([err('lists[1].candidates[2].position', 'duplicatePosition', 'position 1 is used twice on list CDU')])
  })

  it('unique positions in any order are fine (the wire format does not ask for sorted candidates)', () => {
    const c = example()
    cands(c, 0).forEach((k, j) => (k['position'] = 9 - j)) // SPD 9, 8, …, 1
    cands(c, 1)[0]!['position'] = 2
    cands(c, 1)[1]!['position'] = 1 // CDU 2, 1, 3
    expect(structureErrors(c)).toEqual([])
    expect(allErrors(c)).toEqual([])
  })
})

describe('lists, groups and the election mode', () => {
  it('setUpMismatch: a party list without a set-up date', () => {
    const c = example()
    lists(c)[0]!['setUp'] = null // group "party" stays
    expect(structureErrors(c)).toEqual([err('lists[0].setUp', 'setUpMismatch', 'setUp must be null exactly when group is null')])
  })

  it('groupRequired: a list without a group in a proportional election', () => {
    const c = example()
    lists(c)[1]!['group'] = null
    lists(c)[1]!['setUp'] = null // null together: no setUpMismatch
    expect(structureErrors(c)).toEqual([
      err('lists[1].group', 'groupRequired', 'a list in a proportional election belongs to a party or voter group'),
    ])
  })

  it('majorityOneList: a majority election with a second list (§ 34 Abs. 1a KWG ranks one list by votes)', () => {
    const m = majority()
    lists(m).push({
      id: 'MW2', name: 'Zweite', group: null, setUp: null,
      candidates: [{ id: 'Z', name: 'Z', position: 1, votes: 1, elected: false }],
    })
    expect(structureErrors(m)).toEqual([err('lists', 'majorityOneList', 'a majority election has exactly one list', 'kwg34.1a.rank')])
  })

  it('tooManyElected: five elected (SPD-1..3, CDU-1..2) for four seats (§ 34 Abs. 1 Satz 2: the legal member count)', () => {
    const c = example()
    body(c)['statutoryMemberCount'] = 4
    expect(structureErrors(c)).toEqual([err('lists', 'tooManyElected', '5 elected, but the legal member count is 4', 'kwg34.1.s2.count')])
    const five = example()
    body(five)['statutoryMemberCount'] = 5 // as many elected as seats: fine
    expect(structureErrors(five)).toEqual([])
  })
})

describe('the term', () => {
  it('invalidTerm: an end before the start; dates then lie outside it', () => {
    const c = example()
    body(c)['term'] = { start: '2023-09-01', end: '2023-08-31' }
    // events[0..2] are candidate facts (2023-06-12, 07-03, 07-20): not after the end, so fine;
    // events[3] (memberLeft 2023-08-15) and asOf 2023-08-30 lie before the start
    expect(structureErrors(c)).toEqual([
      err('body.term.end', 'invalidTerm', 'the term ends (2023-08-31) before it starts (2023-09-01)'),
      err('events[3].date', 'outsideTerm', '2023-08-15 is outside the term 2023-09-01 to 2023-08-31'),
      err('query.asOf', 'outsideTerm', '2023-08-30 is outside the term 2023-09-01 to 2023-08-31'),
    ])
  })

  it('outsideTerm: a departure after the end and an asOf before the start', () => {
    const c = example()
    events(c)[3]!['date'] = '2026-04-01'
    query(c)['asOf'] = '2021-03-31'
    expect(structureErrors(c)).toEqual([
      err('events[3].date', 'outsideTerm', '2026-04-01 is outside the term 2021-04-01 to 2026-03-31'),
      err('query.asOf', 'outsideTerm', '2021-03-31 is outside the term 2021-04-01 to 2026-03-31'),
    ])
  })

  it('the term includes its first day: a departure and asOf on the start date are within it', () => {
    // readings.md: "departure and lot dates and asOf within the term" — start ≤ date ≤ end
    const m = majority()
    events(m)[0]!['date'] = '2021-04-01'
    query(m)['asOf'] = '2021-04-01'
    expect(structureErrors(m)).toEqual([])
    expect(allErrors(m)).toEqual([])
  })

  it('the term includes its last day: a departure and asOf on the end date are within it', () => {
    const m = majority()
    events(m)[0]!['date'] = '2026-03-31'
    query(m)['asOf'] = '2026-03-31'
    expect(structureErrors(m)).toEqual([])
    expect(allErrors(m)).toEqual([])
  })

  it('a term of one day (start = end) is valid: "term start ≤ end"', () => {
    const m = majority()
    body(m)['term'] = { start: '2022-05-01', end: '2022-05-01' }
    query(m)['asOf'] = '2022-05-01' // B dies on 2022-05-01 (the fixture's date)
    expect(structureErrors(m)).toEqual([])
    expect(allErrors(m)).toEqual([])
  })
})

describe('references', () => {
  it('every candidate field of every procedure event must name a candidate', () => {
    // B (elected) dies on 2022-05-01; candidates of the list: A–F. Q1–Q9 name nobody.
    const m = majority()
    events(m).push(
      { date: '2022-05-02', type: 'determination', vacancy: 'B', by: 'returningOfficer', outcome: 'successor', successor: 'Q1' },
      { date: '2022-05-03', type: 'determination', vacancy: 'Q2', by: 'returningOfficer', outcome: 'vacant', successor: null },
      { date: '2022-05-04', type: 'bodyDecision', vacancy: 'Q3', decision: 'modify', outcome: 'successor', successor: 'Q4' },
      { date: '2022-05-05', type: 'courtDecision', vacancy: 'B', decision: 'modify', outcome: 'successor', successor: 'Q5' },
      { date: '2022-05-06', type: 'courtDecision', vacancy: 'Q6', decision: 'confirm' },
      { date: '2022-05-07', type: 'announcement', vacancy: 'Q7' },
      {
        date: '2022-05-08', type: 'objection', vacancy: 'Q8',
        against: 'determination', form: 'written', reasonedOn: null, ownRights: true, supporters: 0,
      },
      { date: '2022-05-09', type: 'final', vacancy: 'Q9' },
      // known ids: no error
      { date: '2022-05-10', type: 'determination', vacancy: 'B', by: 'returningOfficer', outcome: 'successor', successor: 'D' },
      { date: '2022-05-11', type: 'bodyDecision', vacancy: 'B', decision: 'modify', outcome: 'vacant', successor: null },
    )
    const ref = (path: string, id: string): CaseError => err(path, 'unknownReference', `no candidate with id ${id}`)
    expect(structureErrors(m)).toEqual([
      ref('events[1].successor', 'Q1'),
      ref('events[2].vacancy', 'Q2'),
      ref('events[3].vacancy', 'Q3'),
      ref('events[3].successor', 'Q4'),
      ref('events[4].successor', 'Q5'),
      ref('events[5].vacancy', 'Q6'),
      ref('events[6].vacancy', 'Q7'),
      ref('events[7].vacancy', 'Q8'),
      ref('events[8].vacancy', 'Q9'),
    ])
  })

  it('a candidate event and the query name an unknown id', () => {
    const c = example()
    events(c)[0]!['candidate'] = 'SPD-99'
    query(c)['vacancy'] = 'X'
    expect(structureErrors(c)).toEqual([
      err('events[0].candidate', 'unknownReference', 'no candidate with id SPD-99'),
      err('query.vacancy', 'unknownReference', 'no candidate with id X'),
    ])
  })
})

describe('at most MAX_ERRORS (100) consistency errors per document', () => {
  // 150 deaths of unknown candidates U0…U149: 150 unknownReference errors, of which the first 100 are reported
  const flood = (): Json => {
    const m = majority()
    m['events'] = Array.from({ length: 150 }, (_, i) => ({ date: '2022-05-01', type: 'candidateDied', candidate: `U${i}` }))
    return m
  }

  it('structure only (replay, audit)', () => {
    const errors = structureErrors(flood())
    expect(errors).toHaveLength(100)
    expect(errors[0]).toEqual(err('events[0].candidate', 'unknownReference', 'no candidate with id U0'))
    expect(errors[99]).toEqual(err('events[99].candidate', 'unknownReference', 'no candidate with id U99'))
  })

  it('with the rules (validate, decide)', () => {
    const errors = allErrors(flood())
    expect(errors).toHaveLength(100)
    expect(errors[99]).toEqual(err('events[99].candidate', 'unknownReference', 'no candidate with id U99'))
  })
})
