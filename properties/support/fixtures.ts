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

/**
 * Gemeindevertretung, 4 seats, proportional, asked for its state on `asOf`.
 * List A (party): A1 900 and A2 700 elected; not elected A4 500, A5 450, A3
 * 300 — so the ranking of the not-yet-called candidates of A is A4, A5, A3
 * (§ 34 Abs. 1 Satz 1: most votes). List B (voter group): B1 800 and B2 600
 * elected; B3 100 not elected, the only candidate of B left. 3,000 entitled
 * voters: quorum 30 (§ 25 Abs. 1).
 */
export const fourSeats = (events: ReadonlyArray<Json>, asOf: string): Json => ({
  format: 'nachruecken.case/1',
  body: { name: 'Gemeindevertretung Probe', kind: 'gemeindevertretung', statutoryMemberCount: 4, electionMode: 'proportional', term: { start: '2021-04-01', end: '2026-03-31' }, eligibleVoters: 3000 },
  lists: [
    { id: 'A', name: 'A', group: 'party', setUp: '2020-11-14', candidates: [
      { id: 'A1', name: 'A1', position: 1, votes: 900, elected: true },
      { id: 'A2', name: 'A2', position: 2, votes: 700, elected: true },
      { id: 'A3', name: 'A3', position: 3, votes: 300, elected: false },
      { id: 'A4', name: 'A4', position: 4, votes: 500, elected: false },
      { id: 'A5', name: 'A5', position: 5, votes: 450, elected: false } ] },
    { id: 'B', name: 'B', group: 'voterGroup', setUp: '2020-11-20', candidates: [
      { id: 'B1', name: 'B1', position: 1, votes: 800, elected: true },
      { id: 'B2', name: 'B2', position: 2, votes: 600, elected: true },
      { id: 'B3', name: 'B3', position: 3, votes: 100, elected: false } ] },
  ],
  events: [...events],
  query: { state: { asOf } },
})

/**
 * The events with an action (§ 27 KWG) brought on the day of each decision of
 * the body, appended after them (same day, later in the input: applied after
 * the decision; no index of the events given changes). Under R10 a body's
 * decision without an action becomes final by itself after a month and a
 * `final` recorded for it is refused; the fixtures written before R10 record
 * the finality themselves, which after an action is the day the review ended
 * (spec/readings.md, R10: the action ended without a decision on the merits).
 */
export const withActions = (events: ReadonlyArray<Json>): Json[] => [
  ...events,
  ...events.filter((e) => e['type'] === 'bodyDecision').map((e) => ({ date: e['date'], type: 'action', vacancy: e['vacancy'] })),
]
