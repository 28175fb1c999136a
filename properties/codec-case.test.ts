// The case codec's dispatch and its last defences (src/codec/case.ts,
// src/api.ts): the event codec chosen by `type` (and for a decision by
// `decision` and `outcome`), the query chosen by its keys, and a value that
// throws while it is read — always an error value with a path, never an
// exception. Expectations from spec/wire-format.md and spec/procedure.md.
import { describe, expect, it } from 'vitest'
import { decide, replay } from './support/public.js'
import { events, example, type Json } from './support/fixtures.js'

type Listed = Array<[string, string, string]>
const errorsOf = (r: ReturnType<typeof decide>): Listed => {
  if (r._tag === 'Right') throw new Error('expected errors')
  return r.left.errors.map((e) => [e.path, e.code, e.message])
}

// the event types in the order of the two tables of events (spec/wire-format.md, spec/procedure.md)
const TYPES = [
  'memberLeft', 'candidateLeftGroup', 'candidateJoinedGroup', 'candidateWaived', 'candidateWaiverRevoked', 'candidateDied', 'candidateGroundArose',
  'candidateGroundEnded', 'incompatibilityNotified', 'incompatibilityProven', 'lotDrawn', 'determination', 'announcement',
  'objection', 'bodyDecision', 'courtDecision', 'action', 'final',
]

describe('events without a known type', () => {
  it('a missing type is a missing required field at events[i].type', () => {
    const c = example()
    events(c).push({ date: '2023-09-01', candidate: 'SPD-7' })
    const i = events(c).length - 1
    expect(errorsOf(decide(c))).toEqual([[`events[${i}].type`, 'missingField', 'missing required field']])
  })

  it('an unknown type lists the types there are', () => {
    const c = example()
    events(c).push({ date: '2023-09-01', type: 'memberleft', member: 'SPD-1', cause: 'death' })
    const i = events(c).length - 1
    expect(errorsOf(decide(c))).toEqual([
      [`events[${i}].type`, 'invalidValue', `expected one of ${TYPES.map((x) => `"${x}"`).join(', ')}, got "memberleft"`],
    ])
  })
})

describe('decisions: the fields follow decision and outcome (spec/procedure.md)', () => {
  // the example: SPD-1 leaves; a determination, its announcement, an objection in
  // time and on the member's own rights, and the body's decision
  const withDecision = (decision: Json): Json => {
    const c = example()
    events(c).push(
      { date: '2023-08-22', type: 'determination', vacancy: 'SPD-1', by: 'returningOfficer', outcome: 'successor', successor: 'SPD-5' },
      { date: '2023-08-25', type: 'announcement', vacancy: 'SPD-1' },
      { date: '2023-09-04', type: 'objection', vacancy: 'SPD-1', against: 'determination', form: 'written', reasonedOn: '2023-09-04', ownRights: true, supporters: 0 },
      { date: '2023-10-12', type: 'bodyDecision', vacancy: 'SPD-1', ...decision },
    )
    c['query'] = { state: { asOf: '2024-01-31' } }
    return c
  }

  it('modify to vacant: the successor is null', () => {
    const r = replay(withDecision({ decision: 'modify', outcome: 'vacant', successor: null }))
    if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
    const v = r.right.state.vacancies.find((x) => x.vacancy === 'SPD-1')
    expect(v?.review).toMatchObject({ decision: 'modify', by: 'body', outcome: 'vacant', successor: null })
  })

  it('modify to a successor: the successor is a candidate id, not null', () => {
    const c = withDecision({ decision: 'modify', outcome: 'successor', successor: null })
    const i = events(c).length - 1
    const r = replay(c)
    expect(r._tag).toBe('Left')
    if (r._tag === 'Left') expect(r.left.errors.map((e) => e.path)).toEqual([`events[${i}].successor`])
  })
})

describe('the query: a vacancy query or a state query, by its keys', () => {
  it('a state query in a case with another error: only that error is reported', () => {
    const c = example()
    c['query'] = { state: { asOf: '2023-12-31' } }
    ;(c['body'] as Json)['statutoryMemberCount'] = -1
    const r = replay(c)
    expect(r._tag).toBe('Left')
    if (r._tag === 'Left') expect(r.left.errors.map((e) => e.path)).toEqual(['body.statutoryMemberCount'])
  })

  it('a state query with a wrong date is reported inside the state query', () => {
    const c = example()
    c['query'] = { state: { asOf: '2023-02-30' } }
    const r = replay(c)
    expect(r._tag).toBe('Left')
    if (r._tag === 'Left') expect(r.left.errors.map((e) => e.path)).toEqual(['query.state.asOf'])
  })
})

describe('a value that throws while it is read (a getter, a proxy): an error value, never an exception', () => {
  /** The example case whose `body` getter throws on its k-th read. */
  const throwingOn = (k: number): unknown => {
    const c = example()
    const body = c['body']
    let reads = 0
    return Object.defineProperty({ ...c }, 'body', {
      enumerable: true,
      get: () => {
        reads += 1
        if (reads === k) throw new Error(`boom ${k}`)
        return body
      },
    })
  }

  it('at every read: one error at the root, invalidValue, naming the cause; while decoding it is not a JSON value, later an internal error', () => {
    const kinds = new Set<string>()
    for (let k = 1; k <= 40; k++) {
      const r = decide(throwingOn(k))
      if (r._tag === 'Right') continue // read fewer than k times
      expect(r.left.errors).toHaveLength(1)
      const e = r.left.errors[0]
      expect([e?.path, e?.code]).toEqual(['', 'invalidValue'])
      const m = /^(not a JSON value|internal error): boom (\d+)$/.exec(e?.message ?? '')
      expect(m, e?.message).not.toBeNull()
      expect(m?.[2]).toBe(String(k))
      kinds.add(m?.[1] ?? '')
    }
    // both defences answer: the decoder's (the first reads) and the API's (a read after decoding)
    expect([...kinds].sort()).toEqual(['internal error', 'not a JSON value'])
  })
})
