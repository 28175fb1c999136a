// The survivors of the fresh mutation run of src/interchange/ on 2026-12-06
// (mutation/survivors-interchange-2026-12-06.txt) in skeleton.ts,
// nominations.ts, oparl.ts, calendar.ts, import.ts and state-document.ts;
// the answers are in mutation/interchange-answers-2026-12-06b.md.
//
// Two kinds of test. Values made when a module of src loads (the documented
// headers, the required columns, the OParl type and roles, the summaries of
// the calendar, the format of the state document) are evaluated before
// Stryker switches a mutant on: those tests import the module afresh
// (vi.resetModules) and compute everything inside the test. The others ask
// what no test asked: where an error of the case decoder lands (spec/
// interchange.md, sections 1 and 5: a value read from a file at its cell, an
// error about the case or the lists as a whole at the header of the file),
// what a JavaScript caller who is not held by the types gets, and which of two
// failures counts. Every expected place is counted by hand from the CSV text
// written here (line of the row, field counted from 1 as a spreadsheet counts
// columns); every expected text is the one spec/interchange.md documents.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { replay } from '../src/index.js'
import { encodeState } from '../src/public/codec.js'
import { type BodyFrame, errorText, type ImportFailure, type ImportOptions, importTemplate, importVotemanager, periodsOf, type Source } from '../src/public/interchange.js'
import { StateDocumentC } from '../src/interchange/state-document.js'
import { ROOT } from './support/vectors.js'

const fresh = {
  import: async (): Promise<typeof import('../src/interchange/import.js')> => {
    vi.resetModules()
    return import('../src/interchange/import.js')
  },
  oparl: async (): Promise<typeof import('../src/interchange/oparl.js')> => {
    vi.resetModules()
    return import('../src/interchange/oparl.js')
  },
  calendar: async (): Promise<typeof import('../src/interchange/calendar.js')> => {
    vi.resetModules()
    return import('../src/interchange/calendar.js')
  },
  stateDocument: async (): Promise<typeof import('../src/interchange/state-document.js')> => {
    vi.resetModules()
    return import('../src/interchange/state-document.js')
  },
}

const HEADER = 'Wahlvorschlag;Kurzbezeichnung;Art;Aufstellung;Listenplatz;Name;Stimmen'
const BODY: BodyFrame = { name: 'Gemeindevertretung Test', kind: 'gemeindevertretung', statutoryMemberCount: 3, electionMode: 'proportional', term: { start: '2021-04-01', end: '2026-03-31' } }
const file = (lines: ReadonlyArray<string>): Source => ({ name: 'k.csv', text: `${lines.join('\n')}\n` })

/** The failure's kind and its lines, as the command line prints them. */
const failure = (r: { _tag: 'Left'; left: ImportFailure } | { _tag: 'Right'; right: unknown }): { kind: string; lines: string[] } =>
  r._tag === 'Left' ? { kind: r.left._tag, lines: r.left.errors.map(errorText) } : { kind: 'accepted', lines: [] }
const places = (r: { _tag: 'Left'; left: ImportFailure } | { _tag: 'Right'; right: unknown }): string[] =>
  failure(r).lines.map((l) => l.slice(0, l.indexOf(': ')))
const accepted = <A>(r: { _tag: 'Left'; left: unknown } | { _tag: 'Right'; right: A }): A => {
  if (r._tag === 'Left') throw new Error(`expected a case, got ${JSON.stringify(r.left)}`)
  return r.right
}

const fixture = (path: string): string => readFileSync(join(ROOT, 'spec', 'fixtures', 'interchange', path), 'utf8')
const readJson = (path: string): Record<string, unknown> => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Record<string, unknown>

interface CandidateOut {
  id: string
  elected: boolean
  memberAtSetUp?: boolean
}
const candidatesOf = (c: Record<string, unknown>): CandidateOut[] => (c['lists'] as { candidates: CandidateOut[] }[]).flatMap((l) => l.candidates)

describe('the case decoder’s errors land where the value came from (spec/interchange.md, sections 1 and 5)', () => {
  it('reports a Kurzbezeichnung longer than an id may be (200 characters) at its cell, and the candidate ids built from it at their Listenplatz cells', () => {
    // the list id is the Kurzbezeichnung; a candidate's id is "<Kurzbezeichnung>-<Listenplatz>", read from the row's Listenplatz
    const long = 'L'.repeat(201)
    const lines = [HEADER, `1;${long};Partei;14.11.2020;1;Anna Arnold;100`, `1;${long};Partei;14.11.2020;12;Bert Bauer;90`, '2;CDU;Partei;21.11.2020;1;Cora Christ;80']
    const r = importTemplate(file(lines), { body: BODY, listSeats: { [long]: 1, CDU: 1 } })
    expect(failure(r).kind).toBe('unreadable')
    // lines 2 and 3 are the rows of list 1: Kurzbezeichnung is field 2, Listenplatz field 5
    expect(places(r)).toEqual(['k.csv:2:2 (Kurzbezeichnung)', 'k.csv:2:5 (Listenplatz)', 'k.csv:3:5 (Listenplatz)'])
  })

  it('reports a candidate id that is one character too long at its Listenplatz cell, on the second list and at its second place', () => {
    // a Kurzbezeichnung of 198 characters is an id; with "-1" a candidate id of 200 characters is too, with "-10" one of 201 is not
    const long = 'K'.repeat(198)
    const lines = [HEADER, '1;SPD;Partei;14.11.2020;1;Anna Arnold;100', `2;${long};Partei;21.11.2020;1;Cora Christ;80`, `2;${long};Partei;21.11.2020;10;Dora Dietz;70`]
    const r = importTemplate(file(lines), { body: BODY, listSeats: { SPD: 1, [long]: 1 } })
    expect(places(r)).toEqual(['k.csv:4:5 (Listenplatz)'])
  })

  it('reports a list of a proportional election without Art and Aufstellung at its Art cell', () => {
    // line 4 is the one row of Wahlvorschlag 2; Art is field 3
    const lines = [HEADER, '1;SPD;Partei;14.11.2020;1;Anna Arnold;100', '1;SPD;Partei;14.11.2020;2;Bert Bauer;90', '2;CDU;;;1;Cora Christ;80']
    expect(failure(importTemplate(file(lines), { body: BODY, listSeats: { SPD: 1, CDU: 1 } }))).toEqual({
      kind: 'rejected',
      lines: ['k.csv:4:3 (Art): a list in a proportional election belongs to a party or voter group'],
    })
  })

  it('reports an error about the case as a whole (a term a JavaScript caller gave with a getter that throws) at the header of the template, never as an exception', () => {
    const term = Object.defineProperty({ start: '2021-04-01' }, 'end', { enumerable: true, get: () => { throw new Error('no end') } }) as BodyFrame['term']
    const lines = [HEADER, '1;SPD;Partei;14.11.2020;1;Anna Arnold;100', '1;SPD;Partei;14.11.2020;2;Bert Bauer;90', '2;CDU;Partei;21.11.2020;1;Cora Christ;80']
    const r = importTemplate(file(lines), { body: { ...BODY, term }, listSeats: { SPD: 1, CDU: 1 } })
    expect(r._tag).toBe('Left')
    expect(places(r)).toEqual(['k.csv:1:1'])
  })

  it('reports that error at the header of the candidate list when the persons entitled to vote come from the results (votemanager data)', () => {
    const term = Object.defineProperty({ start: '2026-04-01' }, 'end', { enumerable: true, get: () => { throw new Error('no end') } }) as BodyFrame['term']
    const body: BodyFrame = { name: 'Gemeindevertretung Musterhausen', kind: 'gemeindevertretung', statutoryMemberCount: 23, electionMode: 'proportional', term }
    const r = importVotemanager(
      { name: 'ergebnis.csv', text: fixture('gemeindevertretung/ergebnis-gemeindewahl-2026.csv') },
      { name: 'wahlvorschlaege.csv', text: fixture('gemeindevertretung/wahlvorschlaege.csv') },
      { body, listSeats: { CDU: 7, SPD: 6, GRÜNE: 4, FWG: 3, FDP: 2, AfD: 1 } },
    )
    expect(places(r)).toEqual(['wahlvorschlaege.csv:1:1'])
  })
})

describe('a JavaScript caller whom the types do not hold gets an error value naming the file or the option (spec/interchange.md, section 5)', () => {
  const ROWS = [HEADER, '1;SPD;Partei;14.11.2020;1;Anna Arnold;100']
  const OPTIONS: ImportOptions = { body: BODY, listSeats: { SPD: 1 } }
  const NOT_A_FILE = 'file: expected a file as { name, text } (two strings)'
  const NO_BODY = 'body: expected the options { body, listSeats?, asOf? } with the body of the case'

  it('refuses no file at all, and a file without a name, as not a file', () => {
    expect(failure(importTemplate(undefined as unknown as Source, OPTIONS))).toEqual({ kind: 'unreadable', lines: [NOT_A_FILE] })
    expect(failure(importTemplate({ text: `${ROWS.join('\n')}\n` } as unknown as Source, OPTIONS))).toEqual({ kind: 'unreadable', lines: [NOT_A_FILE] })
    expect(failure(importTemplate({ name: 7, text: `${ROWS.join('\n')}\n` } as unknown as Source, OPTIONS))).toEqual({ kind: 'unreadable', lines: [NOT_A_FILE] })
  })

  it('refuses a body that is text or null as no body', () => {
    expect(failure(importTemplate(file(ROWS), { body: 'Gemeindevertretung Test' } as unknown as ImportOptions))).toEqual({ kind: 'unreadable', lines: [NO_BODY] })
    expect(failure(importTemplate(file(ROWS), { body: null } as unknown as ImportOptions))).toEqual({ kind: 'unreadable', lines: [NO_BODY] })
  })

  it('returns a defect that throws as an internal error at the option import (the operation itself), not at a file', () => {
    // a term that is not an object: the default query date reads its start (a defect guard, not an input check)
    const r = importTemplate(file(ROWS), { body: { ...BODY, term: null as unknown as BodyFrame['term'] }, listSeats: { SPD: 1 } })
    if (r._tag === 'Right') throw new Error('accepted')
    expect(r.left._tag).toBe('unreadable')
    expect(r.left.errors).toHaveLength(1)
    expect(r.left.errors[0]?.place).toEqual({ _tag: 'option', option: 'import' })
    expect(r.left.errors[0]?.message).toMatch(/^internal error: /)
  })
})

describe('votemanager data: when both files fail, the worse failure counts (2 before 1, spec/interchange.md, section 5)', () => {
  const RESULTS = fixture('gemeindevertretung/ergebnis-gemeindewahl-2026.csv')
  /** The results with D1_3 changed: a sum that does not match, a rejection (exit 1). */
  const wrongSum = (): string => {
    const [head, row] = RESULTS.trimEnd().split('\n') as [string, string]
    const cells = row.split(';')
    cells[head.split(';').indexOf('D1_3')] = '14007'
    return `${head}\n${cells.join(';')}\n`
  }
  const options = { body: { name: 'Gemeindevertretung Musterhausen', kind: 'gemeindevertretung', statutoryMemberCount: 23, electionMode: 'proportional', term: { start: '2026-04-01', end: '2031-03-31' } }, listSeats: { CDU: 7 } }

  it('a wrong sum in the results (rejected) and a column Stimmen in the candidate list (unreadable): unreadable, with both errors', () => {
    const withVotes = 'Wahlvorschlag;Kurzbezeichnung;Art;Aufstellung;Listenplatz;Name;Stimmen\r\n1;CDU;Partei;08.11.2025;1;Stefan Becker;2410\r\n'
    const r = importVotemanager({ name: 'ergebnis.csv', text: wrongSum() }, { name: 'wahlvorschlaege.csv', text: withVotes }, options)
    expect(failure(r).kind).toBe('unreadable')
    // D1_3 is field 18 of the data row (line 2); Stimmen field 7 of the candidate list's header
    expect(places(r)).toEqual(['ergebnis.csv:2:18 (D1_3)', 'wahlvorschlaege.csv:1:7 (Stimmen)'])
  })

  it('a results file that cannot be read and a candidate list that is only inconsistent: unreadable too', () => {
    const [head, row] = RESULTS.trimEnd().split('\n') as [string, string]
    const cells = row.split(';')
    cells[head.split(';').indexOf('D1_2_5')] = ''
    const dup = 'Wahlvorschlag;Kurzbezeichnung;Art;Aufstellung;Listenplatz;Name\r\n1;CDU;Partei;08.11.2025;1;Stefan Becker\r\n1;CDU;Partei;08.11.2025;1;Petra Wolf\r\n'
    const r = importVotemanager({ name: 'ergebnis.csv', text: `${head}\n${cells.join(';')}\n` }, { name: 'wahlvorschlaege.csv', text: dup }, options)
    expect(failure(r).kind).toBe('unreadable')
    // D1_2_5 is field 24 of line 2; the second Listenplatz 1 is field 5 of line 3
    expect(places(r)).toEqual(['ergebnis.csv:2:24 (D1_2_5)', 'wahlvorschlaege.csv:3:5 (Listenplatz)'])
  })
})

describe('the documented headers of the template, as the module reads them when it loads (spec/interchange.md, section 2)', () => {
  const LINES = [HEADER, '1;SPD;Partei;14.11.2020;1;Anna Arnold;100', '1;SPD;Partei;14.11.2020;2;Bert Bauer;90', '2;CDU;Partei;21.11.2020;1;Cora Christ;80']

  it('reads who was elected from the column gewählt', async () => {
    const m = await fresh.import()
    const lines = [`${LINES[0]};gewählt`, `${LINES[1]};nein`, `${LINES[2]};ja`, `${LINES[3]};ja`]
    const c = accepted(m.importTemplate(file(lines), { body: BODY }))
    expect(candidatesOf(c).map((k) => [k.id, k.elected])).toEqual([
      ['SPD-1', false],
      ['SPD-2', true],
      ['CDU-1', true],
    ])
  })

  it('reads the column Mitglied bei Aufstellung, also with more than one space between its words', async () => {
    const m = await fresh.import()
    for (const header of ['Mitglied bei Aufstellung', 'Mitglied  bei   Aufstellung']) {
      const lines = [`${LINES[0]};${header}`, `${LINES[1]};nein`, `${LINES[2]};ja`, `${LINES[3]};`]
      const c = accepted(m.importTemplate(file(lines), { body: BODY, listSeats: { SPD: 1, CDU: 1 } }))
      // empty: the default (a member), the field left out
      expect(candidatesOf(c).map((k) => [k.id, k.memberAtSetUp])).toEqual([
        ['SPD-1', false],
        ['SPD-2', true],
        ['CDU-1', undefined],
      ])
    }
    // the words run together are another header: a column that is not read
    const together = [`${LINES[0]};MitgliedbeiAufstellung`, `${LINES[1]};nein`, `${LINES[2]};ja`, `${LINES[3]};`]
    const c = accepted(m.importTemplate(file(together), { body: BODY, listSeats: { SPD: 1, CDU: 1 } }))
    expect(candidatesOf(c).map((k) => k.memberAtSetUp)).toEqual([undefined, undefined, undefined])
  })

  it('requires the column Name: a template without it is reported one past the last header field', async () => {
    const m = await fresh.import()
    const lines = LINES.map((l) => l.split(';').filter((_, i) => i !== 5).join(';'))
    // the header without Name has 6 fields: the missing column is reported at field 7
    expect(failure(m.importTemplate(file(lines), { body: BODY, listSeats: { SPD: 1, CDU: 1 } }))).toEqual({ kind: 'unreadable', lines: ['k.csv:1:7: missing column Name'] })
  })

  it('requires the column Wahlvorschlag of a candidate list too', async () => {
    const m = await fresh.import()
    const candidates = 'Kurzbezeichnung;Art;Aufstellung;Listenplatz;Name\r\nCDU;Partei;08.11.2025;1;Stefan Becker\r\n'
    const r = m.importVotemanager({ name: 'ergebnis.csv', text: fixture('gemeindevertretung/ergebnis-gemeindewahl-2026.csv') }, { name: 'wahlvorschlaege.csv', text: candidates }, {
      body: { ...BODY, statutoryMemberCount: 23 },
    })
    expect(failure(r)).toEqual({ kind: 'unreadable', lines: ['wahlvorschlaege.csv:1:6: missing column Wahlvorschlag'] })
  })
})

const FRISTEN = readJson('spec/fixtures/interchange/fristen.case.json')
const BASE = 'https://ris.musterhausen.de/oparl/v1.1'

describe('OParl memberships, as the module builds them when it loads (spec/interchange.md, section 6)', () => {
  it('gives every membership the OParl 1.1 type https://schema.oparl.org/1.1/Membership', async () => {
    const m = await fresh.oparl()
    const r = m.membershipsOf(FRISTEN, { baseUrl: BASE })
    if (r._tag === 'Left') throw new Error('not replayed')
    expect(r.right.list.data.length).toBeGreaterThan(0)
    expect(new Set(r.right.list.data.map((x) => x.type))).toEqual(new Set(['https://schema.oparl.org/1.1/Membership']))
  })

  it('gives the role of each kind of body', async () => {
    const m = await fresh.oparl()
    const ROLE_OF = {
      gemeindevertretung: 'Gemeindevertreterin / Gemeindevertreter',
      stadtverordnetenversammlung: 'Stadtverordnete / Stadtverordneter',
      kreistag: 'Kreistagsabgeordnete / Kreistagsabgeordneter',
      ortsbeirat: 'Mitglied des Ortsbeirats',
      auslaenderbeirat: 'Mitglied des Ausländerbeirats',
    }
    for (const [kind, role] of Object.entries(ROLE_OF)) {
      const r = m.membershipsOf({ ...FRISTEN, body: { ...(FRISTEN['body'] as object), kind } }, { baseUrl: BASE })
      if (r._tag === 'Left') throw new Error(kind)
      expect(new Set(r.right.list.data.map((x) => x.role)), kind).toEqual(new Set([role]))
    }
  })

  it('refuses a base URL that is not http or https with one error about the options as a whole', async () => {
    const m = await fresh.oparl()
    expect(m.membershipsOf(FRISTEN, { baseUrl: 'ftp://ris.musterhausen.de' })).toEqual({
      _tag: 'Left',
      left: { _tag: 'unreadable', errors: [{ path: '', code: 'invalidValue', message: 'expected the options { baseUrl } with an absolute http or https URL', rule: null }] },
    })
  })

  it('builds the ids on the base URL without its trailing slashes, however many there are', async () => {
    const m = await fresh.oparl()
    const plain = m.membershipsOf(FRISTEN, { baseUrl: BASE })
    const slashes = m.membershipsOf(FRISTEN, { baseUrl: `${BASE}///` })
    if (plain._tag === 'Left' || slashes._tag === 'Left') throw new Error('not replayed')
    expect(slashes.right.list.data[0]?.person).toMatch(new RegExp(`^${BASE.replace(/[.]/g, '\\.')}/person/[^/]+$`))
    expect(slashes.right).toEqual(plain.right)
  })
})

/** The case of vector proc2-005 up to the body's confirmation of 5 April 2023: the month of § 27 KWG runs from 5 April to 5 May 2023. */
const confirmed = (asOf: string): Record<string, unknown> => {
  const c = (JSON.parse(readFileSync(join(ROOT, 'spec', 'conformance', 'vectors', 'proc2-005.json'), 'utf8')) as { case: Record<string, unknown> }).case
  return { ...c, events: (c['events'] as unknown[]).slice(0, 5), query: { state: { asOf } } }
}

describe('the calendar, as the module builds it when it loads (spec/interchange.md, section 7)', () => {
  it('lists the proof week and the objection period on 30 September 2026, each summary as documented', async () => {
    const m = await fresh.calendar()
    const r = m.deadlinesOf(FRISTEN)
    if (r._tag === 'Left') throw new Error('not replayed')
    const summaries = r.right.ics.split('\r\n').filter((l) => l.startsWith('SUMMARY:'))
    expect(summaries).toEqual(['SUMMARY:Fristende Nachweis (§ 23 Abs. 2 Satz 2 KWG): Peter Sommer (AfD-1)', 'SUMMARY:Fristende Einspruch (§ 25 Abs. 1 KWG): Stefan Becker (CDU-1)'])
  })

  it('lists the month of § 27 KWG with the summary Fristende Klage', async () => {
    const m = await fresh.calendar()
    const r = m.deadlinesOf(confirmed('2023-04-20'))
    if (r._tag === 'Left') throw new Error('not replayed')
    expect(r.right.ics.split('\r\n').filter((l) => l.startsWith('SUMMARY:'))).toEqual(['SUMMARY:Fristende Klage (§ 27 KWG): Yasemin Noll (SPD-2)'])
  })

  it('reads only a state document of the format nachruecken.state/1', async () => {
    const m = await fresh.stateDocument()
    const r = replay(FRISTEN)
    if (r._tag === 'Left') throw new Error('not replayed')
    const doc = encodeState(r.right.state) as unknown as Record<string, unknown>
    expect(doc['format']).toBe('nachruecken.state/1')
    expect(m.StateDocumentC.decode(doc)._tag).toBe('Right')
    expect(m.StateDocumentC.is({ ...doc, format: 'nachruecken.state/2' })).toBe(false)
  })
})

describe('the periods of a state document run up to their last day (module header of calendar.ts: the periods that run on the state’s date)', () => {
  it('lists the month of § 27 KWG on its last day, 5 May 2023, and not on a state of 6 May that still carries it', () => {
    const r = replay(confirmed('2023-04-20'))
    if (r._tag === 'Left') throw new Error('not replayed')
    const decoded = StateDocumentC.decode(encodeState(r.right.state))
    if (decoded._tag === 'Left') throw new Error('not read')
    expect(decoded.right.vacancies[0]?.actionPeriod).toEqual({ from: '2023-04-05', ends: '2023-05-05' })
    const on = (asOf: string) => periodsOf({ ...decoded.right, asOf: asOf as typeof decoded.right.asOf }).map((p) => [p.kind, p.until])
    expect(on('2023-05-05')).toEqual([['action', '2023-05-05']])
    expect(on('2023-05-06')).toEqual([])
  })
})
