// A differential check for a mutant that is thought to change only the number of rounds of the fixed point
// (src/replay/fixpoint.ts), not its result: the states of generated cases with departures of members and of
// non-members and determinations naming anyone, replayed by this tree and by a mutated copy of src/.
//
//   cp -r src /tmp/mut/src && <apply the mutant in /tmp/mut/src> && ln -s "$PWD/node_modules" /tmp/mut/node_modules
//   npx tsx mutation/differential-rounds.ts /tmp/mut/src [runs]
//
// It prints how many states were the same and how many differ (the first two cases that differ are printed), and
// how many cases took fewer or more rounds in the mutant. A check, not a proof (mutation/EQUIVALENT.md).
import fc from 'fast-check'
import { pathToFileURL } from 'node:url'
import { resolve } from 'node:path'
import { replay } from '../src/api.js'
import { decodeCase } from '../src/codec/case.js'
import { replayRounds } from '../src/replay/fixpoint.js'

const [dir, runsText] = process.argv.slice(2)
if (dir === undefined) {
  process.stderr.write('usage: npx tsx mutation/differential-rounds.ts <mutated src/> [runs]\n')
  process.exit(2)
}
const other = (await import(pathToFileURL(resolve(dir, 'api.ts')).href)) as { replay: typeof replay }
const otherRounds = (await import(pathToFileURL(resolve(dir, 'replay', 'fixpoint.ts')).href)) as { replayRounds: typeof replayRounds }

const DATES = ['2021-05-01', '2021-05-10', '2021-05-15', '2021-06-01', '2021-06-10', '2021-07-01']
const IDS = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'B1', 'B2', 'B3']
const event = fc.oneof(
  fc.record({ date: fc.constantFrom(...DATES), type: fc.constant('memberLeft'), member: fc.constantFrom(...IDS), cause: fc.constant('death') }),
  fc.record({
    date: fc.constantFrom(...DATES),
    type: fc.constant('determination'),
    vacancy: fc.constantFrom(...IDS),
    by: fc.constant('returningOfficer'),
    outcome: fc.constant('successor'),
    successor: fc.constantFrom(...IDS),
  }),
)
const candidates = (prefix: string, n: number, elected: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i + 1}`, name: `${prefix}${i + 1}`, position: i + 1, votes: 1000 - i * 10, elected: i < elected }))
const caseOf = (events: ReadonlyArray<unknown>) => ({
  format: 'nachruecken.case/1',
  body: { name: 'G', kind: 'gemeindevertretung', statutoryMemberCount: 4, electionMode: 'proportional', term: { start: '2021-04-01', end: '2026-03-31' } },
  lists: [
    { id: 'A', name: 'A', group: 'party', setUp: '2020-11-01', candidates: candidates('A', 7, 2) },
    { id: 'B', name: 'B', group: 'party', setUp: '2020-11-01', candidates: candidates('B', 3, 2) },
  ],
  events,
  query: { state: { asOf: '2021-08-01' } },
})

const count = { same: 0, differ: 0, fewerRounds: 0, moreRounds: 0 }
fc.assert(
  fc.property(fc.array(event, { minLength: 1, maxLength: 9 }), (events) => {
    const u = caseOf(events)
    if (JSON.stringify(replay(u)) === JSON.stringify(other.replay(u))) count.same++
    else if (++count.differ <= 2) console.log('differs:', JSON.stringify(events))
    const d = decodeCase(u, { rules: false })
    if (d._tag === 'Left') return
    const [here, there] = [replayRounds(d.right).rounds, otherRounds.replayRounds(d.right).rounds]
    if (there < here) count.fewerRounds++
    if (there > here) count.moreRounds++
  }),
  { numRuns: Number(runsText ?? 4000), seed: 7 },
)
console.log(count)
