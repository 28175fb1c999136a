// The module-level table of src/explain/steps.ts that the procedure reads: the causes whose time of leaving the
// procedure decides (§ 33 Abs. 3 KWG: „Der Verlust des Sitzes wird … 1. in den Fällen des Abs. 1 Nr. 1 [Verzicht]
// mit der Feststellung des Wahlleiters … wirksam“). The module is imported afresh inside the test
// (vi.resetModules): Stryker switches a mutant into a module-level value only while a test runs
// (mutation/README.md, lines-0612m).
import { describe, expect, it, vi } from 'vitest'
import type { CandidateId } from '../src/domain/brand.js'
import type { Paragraph } from '../src/explain/document.js'
import { indexCase } from '../src/explain/facts.js'
import * as api from './support/public.js'

type Json = Record<string, unknown>

const candidate = (n: number, name: string, votes: number, elected: boolean): Json => ({ id: `A-${n}`, name, position: n, votes, elected })

/** A council of 2, „Liste A“: Anna Arnold waives her seat in writing on 2 January 2023; Clara Conrad is determined on 10 January. */
const waived = (): Json => ({
  format: 'nachruecken.case/1',
  body: { name: 'Gemeindevertretung Prüfstadt', kind: 'gemeindevertretung', statutoryMemberCount: 2, electionMode: 'proportional', term: { start: '2021-04-01', end: '2026-03-31' } },
  lists: [{ id: 'A', name: 'Liste A', group: 'party', setUp: '2020-11-01', candidates: [candidate(1, 'Anna Arnold', 500, true), candidate(2, 'Bernd Bauer', 400, true), candidate(3, 'Clara Conrad', 300, false)] }],
  events: [
    { date: '2023-01-02', type: 'memberLeft', member: 'A-1', cause: 'seatWaiver', written: true, to: 'returningOfficer' },
    { date: '2023-01-10', type: 'determination', vacancy: 'A-1', by: 'returningOfficer', outcome: 'successor', successor: 'A-3' },
  ],
  query: { state: { asOf: '2023-06-30' } },
})

describe('the time of leaving that the procedure decides (§ 33 Abs. 3 KWG), read from a fresh module', { tags: ['kwg33.3'] }, () => {
  it('a member who waived in writing held the seat until the day before the returning officer’s determination', async () => {
    vi.resetModules()
    const steps = await import('../src/explain/steps.js')
    const r = api.replay(waived())
    if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
    const v = r.right.state.vacancies[0] ?? null
    const blocks = steps.procedureBlocks(
      { ix: indexCase(r.right.case), vacancy: 'A-1' as CandidateId, departureIndex: v?.event ?? null, asOf: r.right.state.asOf, trace: r.right.state.trace, findings: new Map(), audited: false, state: v, lawful: null },
      'de',
    )
    const leftOn = blocks.filter((b): b is Paragraph => b._tag === 'paragraph' && b.key === 'procedure.leftOn').map((p) => p.text)
    expect(leftOn).toEqual(['Anna Arnold hatte den Sitz bis zum Ablauf des 9. Januar 2023 inne (§ 33 Abs. 3 KWG).'])
  })
})
