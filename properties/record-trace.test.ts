// The trace of the record (src/record/record.ts, trace.ts): what a departure changed, with the norms applied,
// worked by hand from the law on the majority fixture (Ortsbeirat Nord: A, B, C elected; D, E, F not).
import { describe, expect, it } from 'vitest'
import { events, majority, type Json } from './support/fixtures.js'
import { replay } from './support/public.js'

const traceOf = (evs: ReadonlyArray<Json>): ReadonlyArray<Json> => {
  const c = majority()
  events(c).push(...evs)
  c['query'] = { state: { asOf: '2022-06-01' } }
  const r = replay(c)
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
  return r.right.state.trace as unknown as ReadonlyArray<Json>
}

const stepOf = (trace: ReadonlyArray<Json>, index: number): Json | undefined => trace.find((s) => (s['event'] as Json)['index'] === index)

describe('what a departure changed, in the trace', { tags: ['kwg33.2', 'hgo82.1.s6'] }, () => {
  it('a seat waiver without the written form keeps the membership, under § 33 Abs. 1 Nr. 1 and Abs. 2 KWG', () => {
    const step = stepOf(traceOf([{ date: '2022-05-10', type: 'memberLeft', member: 'C', cause: 'seatWaiver', written: false, to: 'returningOfficer' }]), 1)
    expect(step).toMatchObject({ _tag: 'accepted', kind: 'memberLeft', effect: { _tag: 'membershipKept' } })
    expect(step?.['norms']).toEqual(['kwg33.1.n1', 'kwg33.2'])
  })

  it('a death opens the vacancy', () => {
    expect(stepOf(traceOf([]), 0)).toMatchObject({ _tag: 'accepted', kind: 'memberLeft', effect: { _tag: 'vacancyOpened' } })
  })

  it('a death after the Ortsbeirat ceased opens none: the step names the day it ceased and § 82 Abs. 1 Satz 6 HGO', () => {
    // D, E and F died before B: B's seat stays empty from 1 May and the Ortsbeirat falls to two members (R8); C dies on 10 May
    const trace = traceOf([
      { date: '2022-04-01', type: 'candidateDied', candidate: 'D' },
      { date: '2022-04-01', type: 'candidateDied', candidate: 'E' },
      { date: '2022-04-01', type: 'candidateDied', candidate: 'F' },
      { date: '2022-05-10', type: 'memberLeft', member: 'C', cause: 'death' },
    ])
    const step = stepOf(trace, 4)
    expect(step).toMatchObject({ _tag: 'accepted', kind: 'memberLeft', effect: { _tag: 'afterCeasing', ceased: { on: '2022-05-01', rule: 'hgo82.1.s6' } } })
    expect(step?.['norms']).toEqual(['hgo82.1.s6'])
  })
})
