// Reading R9 (statusRoute) in the record: the week of § 23 Abs. 2 Satz 2 KWG after the determination, and what
// its running out does to the body, against the default reading. Worked by hand on vector fid-071: SPD-2 dies on
// 5 June 2023; SPD-4 (310 votes, first on the SPD list) has an incompatibility since 15 May. The returning officer
// determines SPD-4 on 8 June; the notice is served on 9 June, so the week ends with 16 June (§§ 187 Abs. 1,
// 188 Abs. 2 BGB; a Friday). No proof comes. Next on the list: SPD-5 (276).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type Json } from './support/fixtures.js'
import { replay } from './support/public.js'
import { VECTOR_DIR } from './support/vectors.js'

const stateOn = (asOf: string, incompatibility: 'proofPeriod' | 'statusRoute') => {
  const c = (JSON.parse(readFileSync(join(VECTOR_DIR, 'fid-071.json'), 'utf8')) as { case: Json }).case
  c['interpretation'] = { incompatibility }
  ;(c['events'] as Json[]).push(
    { date: '2023-06-08', type: 'determination', vacancy: 'SPD-2', by: 'returningOfficer', outcome: 'successor', successor: 'SPD-4' },
    { date: '2023-06-09', type: 'incompatibilityNotified', candidate: 'SPD-4' },
  )
  c['query'] = { state: { asOf } }
  const r = replay(c)
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
  const s = r.right.state
  return {
    rejected: s.rejected,
    vacancies: s.vacancies.map((v) => [v.vacancy, v.status, v.determination?.successor ?? v.due?.successor ?? null]),
    spd4IsMember: s.members.some((m) => m.member === 'SPD-4'),
  }
}

describe('R9 statusRoute: a week without proof after the determination', { tags: ['kwg23.2.s2', 'kwg23.2.s3', 'kwg34.3.s2', 'kwg34.1.s1.trigger', 'R9'] }, () => {
  it('on the last day of the week SPD-4 is still a member', () => {
    expect(stateOn('2023-06-16', 'statusRoute')).toEqual({ rejected: [], vacancies: [['SPD-2', 'determined', 'SPD-4']], spd4IsMember: true })
  })

  it('on the day after it the status counts as not acquired: SPD-4’s seat is a new vacancy, due for SPD-5', () => {
    const want = { rejected: [], vacancies: [['SPD-2', 'determined', 'SPD-4'], ['SPD-4', 'due', 'SPD-5']], spd4IsMember: false }
    expect(stateOn('2023-06-17', 'statusRoute')).toEqual(want)
    expect(stateOn('2023-06-30', 'statusRoute')).toEqual(want)
  })

  it('under the default reading (proofPeriod) the week belongs before the determination: the one recorded stands, and SPD-4 stays a member', () => {
    expect(stateOn('2023-06-30', 'proofPeriod')).toEqual({ rejected: [], vacancies: [['SPD-2', 'determined', 'SPD-4']], spd4IsMember: true })
  })
})
