// Small shared cases for tests: the shipped example and a majority election.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './vectors.js'

export type Json = Record<string, unknown>

export const EXAMPLE_TEXT = readFileSync(join(ROOT, 'spec', 'examples', 'musterstadt.case.json'), 'utf8')
/** A fresh copy of spec/examples/musterstadt.case.json. */
export const example = (): Json => JSON.parse(EXAMPLE_TEXT) as Json
export const lists = (c: Json): Json[] => c['lists'] as Json[]
export const cands = (c: Json, i = 0): Json[] => lists(c)[i]?.['candidates'] as Json[]
export const events = (c: Json): Json[] => c['events'] as Json[]

/** A majority election (Ortsbeirat): B dies, D and E tie with 50 votes. */
export const majority = (): Json => ({
  format: 'nachruecken.case/1',
  body: { name: 'Ortsbeirat Nord', kind: 'ortsbeirat', statutoryMemberCount: 3, electionMode: 'majority', term: { start: '2021-04-01', end: '2026-03-31' } },
  lists: [
    {
      id: 'MW', name: 'Mehrheitswahl', group: null, setUp: null,
      candidates: [
        { id: 'A', name: 'A', position: 1, votes: 90, elected: true },
        { id: 'B', name: 'B', position: 2, votes: 80, elected: true },
        { id: 'C', name: 'C', position: 3, votes: 70, elected: true },
        { id: 'D', name: 'D', position: 4, votes: 50, elected: false },
        { id: 'E', name: 'E', position: 5, votes: 50, elected: false },
        { id: 'F', name: 'F', position: 6, votes: 40, elected: false },
      ],
    },
  ],
  events: [{ date: '2022-05-01', type: 'memberLeft', member: 'B', cause: 'death' }],
  query: { vacancy: 'B', asOf: '2022-06-01' },
})
