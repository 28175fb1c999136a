import type { CaseInput } from 'nachruecken'

// A case as plain JSON: strings and numbers, no brands.
export const musterstadt: CaseInput = {
  format: 'nachruecken.case/1',
  body: {
    name: 'Gemeindevertretung Musterstadt',
    kind: 'gemeindevertretung',
    statutoryMemberCount: 31,
    electionMode: 'proportional',
    term: { start: '2021-04-01', end: '2026-03-31' },
  },
  lists: [
    {
      id: 'SPD',
      name: 'SPD',
      group: 'party',
      setUp: '2020-11-14',
      candidates: [
        { id: 'SPD-1', name: 'Anna Arnold', position: 1, votes: 1834, elected: true },
        { id: 'SPD-4', name: 'Emil Engel', position: 2, votes: 655, elected: false },
        { id: 'SPD-9', name: 'Bernd Bauer', position: 3, votes: 820, elected: false },
      ],
    },
  ],
  events: [
    { date: '2023-06-12', type: 'candidateWaived', candidate: 'SPD-9', written: true, to: 'returningOfficer' },
    { date: '2023-08-15', type: 'memberLeft', member: 'SPD-1', cause: 'seatWaiver', written: true, to: 'returningOfficer' },
  ],
  query: { vacancy: 'SPD-1', asOf: '2023-08-30' },
}
