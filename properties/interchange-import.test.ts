// The import of spec/interchange.md: the three fixtures (votemanager 2026,
// votemanager 2021 with several areas, the template of a majority election)
// give the case files written by hand beside them, and the round trip
// import → events → determine gives the successors worked by hand in
// spec/interchange.md, section 8. The command line prints the same case.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { decide } from '../src/index.js'
import { type BodyFrame, importTemplate, importVotemanager, type Source } from '../src/public/interchange.js'
import { runCli } from './support/run-cli.js'
import { ROOT } from './support/vectors.js'

const DIR = join(ROOT, 'spec', 'fixtures', 'interchange')
const read = (path: string): string => readFileSync(join(DIR, path), 'utf8')
const source = (path: string): Source => ({ name: path.split('/').pop() as string, text: read(path) })
const expected = (dir: string): Record<string, unknown> => JSON.parse(read(`${dir}/expected.case.json`)) as Record<string, unknown>

const GV_BODY: BodyFrame = {
  name: 'Gemeindevertretung Musterhausen',
  kind: 'gemeindevertretung',
  statutoryMemberCount: 23,
  electionMode: 'proportional',
  term: { start: '2026-04-01', end: '2031-03-31' },
}
const GV_SEATS = { CDU: 7, SPD: 6, GRÜNE: 4, FWG: 3, FDP: 2, AfD: 1 }
const OB_BODY: BodyFrame = { name: 'Ortsbeirat Nord', kind: 'ortsbeirat', statutoryMemberCount: 9, electionMode: 'proportional', term: { start: '2021-04-01', end: '2026-03-31' } }
const MW_BODY: BodyFrame = { name: 'Ortsbeirat Süd', kind: 'ortsbeirat', statutoryMemberCount: 5, electionMode: 'majority', term: { start: '2021-04-01', end: '2026-03-31' } }

const gemeindevertretung = () =>
  importVotemanager(source('gemeindevertretung/ergebnis-gemeindewahl-2026.csv'), source('gemeindevertretung/wahlvorschlaege.csv'), { body: GV_BODY, listSeats: GV_SEATS })
const ortsbeirat = (area: { _tag: 'number' | 'name'; value: string } = { _tag: 'name', value: 'Ortsbezirk Nord' }) =>
  importVotemanager(source('ortsbeirat/ergebnis-ortsbeiratswahl-2021.csv'), source('ortsbeirat/bewerber.csv'), { body: OB_BODY, area })
const mehrheitswahl = () => importTemplate(source('mehrheitswahl/kandidaten.csv'), { body: MW_BODY, listSeats: { BLS: 5 } })

const right = <A>(r: { _tag: 'Left'; left: unknown } | { _tag: 'Right'; right: A }): A => {
  if (r._tag === 'Left') throw new Error(`expected a case, got ${JSON.stringify(r.left)}`)
  return r.right
}

/** The imported case with events and a determination query. */
const withEvents = (c: Record<string, unknown>, events: ReadonlyArray<unknown>, vacancy: string, asOf: string): unknown => ({ ...c, events, query: { vacancy, asOf } })

const decided = (c: unknown): Record<string, unknown> => {
  const d = decide(c)
  if (d._tag === 'Left') throw new Error(JSON.stringify(d.left))
  return d.right as unknown as Record<string, unknown>
}

describe('the fixtures give the case files written by hand', () => {
  it('a Gemeindevertretung with six lists from votemanager open data of 2026 and a candidate list with CRLF and an extra column; elected by the seats per list (§ 22 KWG)', () => {
    expect(right(gemeindevertretung())).toEqual(expected('gemeindevertretung'))
  })

  it('an Ortsbeirat from votemanager open data of 2021, the Ortsbezirk chosen among four areas by name, with a comma-separated candidate list whose column gewählt says who was elected', () => {
    expect(right(ortsbeirat())).toEqual(expected('ortsbeirat'))
  })

  it('the same Ortsbezirk chosen by its gebiet-nr (empty) gives the same case', () => {
    expect(right(ortsbeirat({ _tag: 'number', value: '' }))).toEqual(expected('ortsbeirat'))
  })

  it('a Wahlbezirk row of the same file gives the votes of that area: Wahlbezirk 101', () => {
    const c = right(ortsbeirat({ _tag: 'number', value: '101' })) as { lists: { candidates: { votes: number }[] }[]; body: { eligibleVoters: number } }
    expect(c.lists.map((l) => l.candidates.map((k) => k.votes))).toEqual([
      [210, 160, 170, 100, 150, 95],
      [190, 130, 140, 90, 95],
      [150, 70, 75],
    ])
    expect(c.body.eligibleVoters).toBe(1650)
  })

  it('a majority election from the template with a byte order mark; the five with the most votes are elected', () => {
    expect(right(mehrheitswahl())).toEqual(expected('mehrheitswahl'))
  })

  it('the template in the key order of the wire format, byte for byte as the case file re-serialised', () => {
    expect(JSON.stringify(right(mehrheitswahl()))).toBe(JSON.stringify(expected('mehrheitswahl')))
  })
})

describe('round trip: import, record the departure, determine — the successors worked by hand', () => {
  it('CDU-1 dies: CDU-8 (1011 votes), who lost the seat to CDU-7 on position at the election, succeeds', () => {
    const c = right(gemeindevertretung())
    const d = decided(withEvents(c, [{ date: '2026-09-14', type: 'memberLeft', member: 'CDU-1', cause: 'death' }], 'CDU-1', '2026-09-30'))
    expect(d).toMatchObject({ outcome: 'successor', successor: 'CDU-8', memberCount: { before: 23, after: 23 } })
    expect(d['considered']).toEqual([{ candidate: 'CDU-8', verdict: 'successor', rule: 'kwg34.1.s1.rank' }])
  })

  it('CDU-8 waived in writing to the returning officer before: CDU-5 (990) succeeds', () => {
    const c = right(gemeindevertretung())
    const events = [
      { date: '2026-06-01', type: 'candidateWaived', candidate: 'CDU-8', written: true, to: 'returningOfficer' },
      { date: '2026-09-14', type: 'memberLeft', member: 'CDU-1', cause: 'death' },
    ]
    const d = decided(withEvents(c, events, 'CDU-1', '2026-09-30'))
    expect(d).toMatchObject({ outcome: 'successor', successor: 'CDU-5' })
    expect(d['considered']).toEqual([
      { candidate: 'CDU-8', verdict: 'skipped', rule: 'kwg34.2.n2' },
      { candidate: 'CDU-5', verdict: 'successor', rule: 'kwg34.1.s1.rank' },
    ])
  })

  it('FWG-2 waives the seat: FWG-4 (760) succeeds before FWG-5 (455)', () => {
    const c = right(gemeindevertretung())
    const events = [{ date: '2027-02-01', type: 'memberLeft', member: 'FWG-2', cause: 'seatWaiver', written: true, to: 'returningOfficer' }]
    expect(decided(withEvents(c, events, 'FWG-2', '2027-02-15'))).toMatchObject({ outcome: 'successor', successor: 'FWG-4' })
  })

  it('Ortsbeirat: SPD-1 dies, SPD-5 (266) succeeds before SPD-4 (251); had SPD-5 left the party, SPD-4', () => {
    const c = right(ortsbeirat())
    const death = { date: '2023-02-10', type: 'memberLeft', member: 'SPD-1', cause: 'death' }
    expect(decided(withEvents(c, [death], 'SPD-1', '2023-02-20'))).toMatchObject({ outcome: 'successor', successor: 'SPD-5' })
    const left = { date: '2022-06-01', type: 'candidateLeftGroup', candidate: 'SPD-5' }
    const d = decided(withEvents(c, [left, death], 'SPD-1', '2023-02-20'))
    expect(d).toMatchObject({ outcome: 'successor', successor: 'SPD-4' })
    expect(d['considered']).toEqual([
      { candidate: 'SPD-5', verdict: 'skipped', rule: 'kwg34.2.n1' },
      { candidate: 'SPD-4', verdict: 'successor', rule: 'kwg34.1.s1.rank' },
    ])
  })

  it('majority election: BLS-3 dies, BLS-6 and BLS-8 have 244 votes each: the lot is required (§ 34 Abs. 1a Hs. 2); had BLS-8 waived, BLS-6', () => {
    const c = right(mehrheitswahl())
    const death = { date: '2022-05-05', type: 'memberLeft', member: 'BLS-3', cause: 'death' }
    const tie = decided(withEvents(c, [death], 'BLS-3', '2022-05-20'))
    expect(tie).toMatchObject({ outcome: 'lotRequired', successor: null })
    expect((tie['tie'] as { among: string[] }).among).toEqual(['BLS-6', 'BLS-8'])
    const waiver = { date: '2021-12-01', type: 'candidateWaived', candidate: 'BLS-8', written: true, to: 'returningOfficer' }
    expect(decided(withEvents(c, [waiver, death], 'BLS-3', '2022-05-20'))).toMatchObject({ outcome: 'successor', successor: 'BLS-6' })
  })
})

describe('nachruecken import on the command line', () => {
  const files = {
    'ergebnis.csv': read('gemeindevertretung/ergebnis-gemeindewahl-2026.csv'),
    'wahlvorschlaege.csv': read('gemeindevertretung/wahlvorschlaege.csv'),
    'ortsbeirat.csv': read('ortsbeirat/ergebnis-ortsbeiratswahl-2021.csv'),
    'bewerber.csv': read('ortsbeirat/bewerber.csv'),
    'kandidaten.csv': read('mehrheitswahl/kandidaten.csv'),
  }
  const gv = ['--body', 'Gemeindevertretung Musterhausen', '--kind', 'gemeindevertretung', '--members', '23', '--term', '2026-04-01/2031-03-31']

  it('votemanager data with --candidates and --list-seats (repeatable): the hand-written case on stdout, exit 0', async () => {
    const r = await runCli(['import', 'ergebnis.csv', '--candidates', 'wahlvorschlaege.csv', ...gv, '--list-seats', 'CDU=7,SPD=6', '--list-seats', 'GRÜNE=4,FWG=3,FDP=2,AfD=1'], '', files)
    expect(r.err).toBe('')
    expect(r.code).toBe(0)
    expect(r.out).toBe(`${JSON.stringify(expected('gemeindevertretung'), null, 2)}\n`)
  })

  it('the Ortsbezirk by --area-name; --as-of sets the date of the state query', async () => {
    const ob = ['--body', 'Ortsbeirat Nord', '--kind', 'ortsbeirat', '--members', '9', '--term', '2021-04-01/2026-03-31']
    const r = await runCli(['import', 'ortsbeirat.csv', '--candidates', 'bewerber.csv', '--area-name', 'Ortsbezirk Nord', ...ob, '--as-of', '2023-01-01'], '', files)
    expect(r.code).toBe(0)
    expect(JSON.parse(r.out)).toEqual({ ...expected('ortsbeirat'), query: { state: { asOf: '2023-01-01' } } })
  })

  it('the template from standard input with --mode majority', async () => {
    const mw = ['--body', 'Ortsbeirat Süd', '--kind', 'ortsbeirat', '--members', '5', '--term', '2021-04-01/2026-03-31', '--mode', 'majority', '--list-seats', 'BLS=5']
    const r = await runCli(['import', '-', ...mw], files['kandidaten.csv'])
    expect(r.code).toBe(0)
    expect(JSON.parse(r.out)).toEqual(expected('mehrheitswahl'))
  })

  it('--eligible-voters for the template; for votemanager data it must agree with column A', async () => {
    const mw = ['--body', 'Ortsbeirat Süd', '--kind', 'ortsbeirat', '--members', '5', '--term', '2021-04-01/2026-03-31', '--mode', 'majority', '--list-seats', 'BLS=5']
    const t = await runCli(['import', 'kandidaten.csv', ...mw, '--eligible-voters', '1450'], '', files)
    expect(JSON.parse(t.out).body).toEqual({ ...(expected('mehrheitswahl')['body'] as object), eligibleVoters: 1450 })
    const same = await runCli(['import', 'ergebnis.csv', '--candidates', 'wahlvorschlaege.csv', ...gv, '--list-seats', 'CDU=7,SPD=6,GRÜNE=4,FWG=3,FDP=2,AfD=1', '--eligible-voters', '9874'], '', files)
    expect(JSON.parse(same.out)).toEqual(expected('gemeindevertretung'))
    const other = await runCli(['import', 'ergebnis.csv', '--candidates', 'wahlvorschlaege.csv', ...gv, '--list-seats', 'CDU=7,SPD=6,GRÜNE=4,FWG=3,FDP=2,AfD=1', '--eligible-voters', '9000'], '', files)
    expect(other).toEqual({ code: 1, out: '', err: 'ergebnis.csv:2:11 (A): 9874 persons entitled to vote, the option body.eligibleVoters says "9000"\n' })
  })
})
