// Malformed files (spec/interchange.md, section 5): every error names the
// file, the line the row begins on and the field counted from 1 (or the
// option at fault), never a guess, never a stack trace. The expected lines
// are worked out from the files below by counting lines and fields.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type BodyFrame, errorText, type ImportFailure, type ImportOptions, importTemplate, importVotemanager, isVotemanager, type Source, sourceOf, type VotemanagerOptions } from '../src/public/interchange.js'
import { main } from '../src/cli/main.js'
import { expectCleanRun, runCli } from './support/run-cli.js'
import { ROOT } from './support/vectors.js'

const HEADER = 'Wahlvorschlag;Kurzbezeichnung;Art;Aufstellung;Listenplatz;Name;Stimmen'
const ROWS = ['1;SPD;Partei;14.11.2020;1;Anna Arnold;100', '1;SPD;Partei;14.11.2020;2;Bert Bauer;90', '2;CDU;Partei;21.11.2020;1;Cora Christ;80']
const BODY: BodyFrame = { name: 'Gemeindevertretung Test', kind: 'gemeindevertretung', statutoryMemberCount: 3, electionMode: 'proportional', term: { start: '2021-04-01', end: '2026-03-31' } }
const OPTIONS: ImportOptions = { body: BODY, listSeats: { SPD: 1, CDU: 1 } }

const template = (lines: ReadonlyArray<string>, options: ImportOptions = OPTIONS) => importTemplate({ name: 'k.csv', text: `${lines.join('\n')}\n` }, options)

/** The failure's kind and its lines. */
const failure = (r: { _tag: 'Left'; left: ImportFailure } | { _tag: 'Right'; right: unknown }): { kind: string; lines: string[] } =>
  r._tag === 'Left' ? { kind: r.left._tag, lines: r.left.errors.map(errorText) } : { kind: 'accepted', lines: [] }

const rows = (i: number, row: string): string[] => ROWS.map((r, j) => (j === i ? row : r))

describe('the template: a cell that does not hold what its column documents', () => {
  it('a vote that is not a number, has a thousands separator, a sign or nothing: the cell, exit 2', () => {
    for (const [v, msg] of [
      ['9O', 'expected a whole number (digits only), got "9O"'],
      ['1.000', 'expected a whole number (digits only), got "1.000"'],
      ['-5', 'expected a whole number (digits only), got "-5"'],
      ['12,5', 'expected a whole number (digits only), got "12,5"'],
      ['', 'the cell is empty: expected a whole number'],
    ])
      expect(failure(template([HEADER, ...rows(1, `1;SPD;Partei;14.11.2020;2;Bert Bauer;${v}`)]))).toEqual({ kind: 'unreadable', lines: [`k.csv:3:7 (Stimmen): ${msg}`] })
  })

  it('a Listenplatz of 0, a Wahlvorschlag that is not a number, an empty Name', () => {
    expect(failure(template([HEADER, ...rows(1, '1;SPD;Partei;14.11.2020;0;Bert Bauer;90')]))).toEqual({ kind: 'unreadable', lines: ['k.csv:3:5 (Listenplatz): expected a whole number of at least 1, got 0'] })
    expect(failure(template([HEADER, ...rows(2, 'zwei;CDU;Partei;21.11.2020;1;Cora Christ;80')]))).toEqual({ kind: 'unreadable', lines: ['k.csv:4:1 (Wahlvorschlag): expected a whole number (digits only), got "zwei"'] })
    expect(failure(template([HEADER, ...rows(0, '1;SPD;Partei;14.11.2020;1; ;100')]))).toEqual({ kind: 'unreadable', lines: ['k.csv:2:6 (Name): the cell is empty'] })
  })

  it('a date in another form, a group that is neither Partei nor Wählergruppe, a gewählt that is neither ja nor nein', () => {
    expect(failure(template([HEADER, ...rows(0, '1;SPD;Partei;14/11/2020;1;Anna Arnold;100')]))).toEqual({ kind: 'unreadable', lines: ['k.csv:2:4 (Aufstellung): expected a date TT.MM.JJJJ or JJJJ-MM-TT, got "14/11/2020"'] })
    expect(failure(template([HEADER, ...rows(0, '1;SPD;Verein;14.11.2020;1;Anna Arnold;100')]))).toEqual({
      kind: 'unreadable',
      lines: ['k.csv:2:3 (Art): expected Partei or Wählergruppe (empty only in a majority election without list), got "Verein"'],
    })
    const elected = [`${HEADER};gewählt`, `${ROWS[0]};j`, `${ROWS[1]};nein`, `${ROWS[2]};ja`]
    expect(failure(template(elected, { body: BODY }))).toEqual({ kind: 'unreadable', lines: ['k.csv:2:8 (gewählt): expected ja or nein, got "j"'] })
  })

  it('a day that does not exist is reported by the case decoder, at the cell it came from', () => {
    const lines = [HEADER, '1;SPD;Partei;30.02.2020;1;Anna Arnold;100', '1;SPD;Partei;30.02.2020;2;Bert Bauer;90', ROWS[2] as string]
    expect(failure(template(lines))).toEqual({ kind: 'unreadable', lines: ['k.csv:2:4 (Aufstellung): expected a calendar date YYYY-MM-DD, got "2020-02-30"'] })
  })
})

describe('the template: columns and rows', () => {
  it('a missing column is reported one past the last header field; a column twice at its second place', () => {
    const short = [HEADER.replace(';Stimmen', ''), ...ROWS.map((r) => r.replace(/;[0-9]+$/, ''))]
    expect(failure(template(short))).toEqual({ kind: 'unreadable', lines: ['k.csv:1:7: missing column Stimmen'] })
    const twice = [`${HEADER};Stimmen`, ...ROWS.map((r) => `${r};1`)]
    expect(failure(template(twice))).toEqual({ kind: 'unreadable', lines: ['k.csv:1:8 (Stimmen): the column Stimmen appears twice (also column 7)'] })
  })

  it('headers are matched without case, with umlauts spelt out, other columns are not read', () => {
    const header = 'WAHLVORSCHLAG; kurzbezeichnung ;Art;Aufstellung;Listenplatz;Name;Stimmen;Beruf;Gewaehlt'
    const r = template([header, `${ROWS[0]};Lehrerin;ja`, `${ROWS[1]};Koch;nein`, `${ROWS[2]};;ja`], { body: BODY })
    expect(r._tag).toBe('Right')
  })

  it('a row with fewer fields, or with a surplus field that is not empty: its first misfit field; empty surplus fields are dropped', () => {
    expect(failure(template([HEADER, ...rows(2, '2;CDU;Partei')]))).toEqual({ kind: 'unreadable', lines: ['k.csv:4:4: the row has 3 fields, the header 7'] })
    expect(failure(template([HEADER, ...rows(0, `${ROWS[0]};;x`)]))).toEqual({ kind: 'unreadable', lines: ['k.csv:2:9: the row has 9 fields, the header 7'] })
    expect(template([HEADER, ...rows(0, `${ROWS[0]};;`)])._tag).toBe('Right')
  })

  it('a quote left open is reported where its record begins, past an empty line', () => {
    expect(failure(template([HEADER, ROWS[0] as string, '', '1;SPD;Partei;14.11.2020;2;"Bert Bauer;90', ROWS[2] as string]))).toEqual({ kind: 'unreadable', lines: ['k.csv:4:6: a quoted field is not closed'] })
  })

  it('a quote inside an unquoted field, text after a closing quote', () => {
    expect(failure(template([HEADER, ...rows(1, '1;SPD;Partei;14.11.2020;2;Bert "B" Bauer;90')]))).toEqual({ kind: 'unreadable', lines: ['k.csv:3:6: a quote inside a field that does not begin with one'] })
    expect(failure(template([HEADER, ...rows(1, '1;SPD;Partei;14.11.2020;2;"Bert" Bauer;90')]))).toEqual({ kind: 'unreadable', lines: ['k.csv:3:6: text after the closing quote of a field'] })
  })

  it('an empty file, a file with a header only', () => {
    expect(failure(importTemplate({ name: 'k.csv', text: '' }, OPTIONS))).toEqual({ kind: 'unreadable', lines: ['k.csv:1:1: the file is empty: no header line'] })
    expect(failure(importTemplate({ name: 'k.csv', text: '\uFEFF\n;;\n' }, OPTIONS))).toEqual({ kind: 'unreadable', lines: ['k.csv:1:1: the file is empty: no header line'] })
    expect(failure(template([HEADER]))).toEqual({ kind: 'unreadable', lines: ['k.csv:2:1: the file has no candidates'] })
  })

  it('a byte order mark, CRLF, the comma, quoted fields and rows of empty cells give the same case', () => {
    const plain = template([HEADER, ...ROWS])
    expect(plain._tag).toBe('Right')
    const withBom = importTemplate({ name: 'k.csv', text: `\uFEFF${[HEADER, ...ROWS].join('\r\n')}\r\n;;;;;;\r\n` }, OPTIONS)
    const comma = importTemplate({ name: 'k.csv', text: [HEADER, ...ROWS].map((l) => l.split(';').map((c) => `"${c}"`).join(',')).join('\n') }, OPTIONS)
    expect(withBom).toEqual(plain)
    expect(comma).toEqual(plain)
  })
})

describe('bytes that are not UTF-8: at the cell they stand in, with their offset', () => {
  const enc = (s: string): number[] => [...new TextEncoder().encode(s)]
  const bytesOf = (...parts: ReadonlyArray<string | ReadonlyArray<number>>): Uint8Array => Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? enc(p) : [...p])))

  it('a name saved as Windows-1252 (ü = 0xFC): the line of its row, its field, the byte and its offset', () => {
    const bytes = bytesOf(`${HEADER}\n${ROWS[0] as string}\n1;SPD;Partei;14.11.2020;2;J`, [0xfc], 'rgen;90\n')
    const at = enc(`${HEADER}\n${ROWS[0] as string}\n1;SPD;Partei;14.11.2020;2;J`).length
    expect(failure(sourceOf('k.csv', bytes))).toEqual({
      kind: 'unreadable',
      lines: [`k.csv:3:6: not UTF-8: the byte 0xFC at offset ${at} does not start a valid UTF-8 sequence; save the file as UTF-8 (in a spreadsheet: "CSV UTF-8")`],
    })
  })

  it('after a byte order mark, in a quoted field with a delimiter and a line break, with the comma: counted as csv-parse counts', () => {
    const bytes = bytesOf('\uFEFFa,b,c\n1,"x, \ny",', [0xc3, 0x28], '\n')
    expect(failure(sourceOf('k.csv', bytes)).lines).toEqual(['k.csv:2:3: not UTF-8: the byte 0xC3 at offset 19 does not start a valid UTF-8 sequence; save the file as UTF-8 (in a spreadsheet: "CSV UTF-8")'])
    // a doubled quote inside a quoted field does not end it
    expect(failure(sourceOf('k.csv', bytesOf('a;b\n"x"";y";', [0xff]))).lines[0]).toMatch(/^k\.csv:2:2: not UTF-8: the byte 0xFF at offset 12 /)
  })

  it('line ends of CR alone (old Mac files), CR LF and LF count alike; a CR LF is one line end, a CR in a quoted field one line', () => {
    expect(failure(sourceOf('k.csv', bytesOf('a;b\r1;2\r3;', [0xff]))).lines[0]).toMatch(/^k\.csv:3:2: not UTF-8: the byte 0xFF at offset 10 /)
    expect(failure(sourceOf('k.csv', bytesOf('a;b\r\n1;2\r\n3;', [0xff]))).lines[0]).toMatch(/^k\.csv:3:2: not UTF-8: the byte 0xFF at offset 12 /)
    expect(failure(sourceOf('k.csv', bytesOf('a;b\r"x\ry";', [0xff]))).lines[0]).toMatch(/^k\.csv:2:2: not UTF-8: the byte 0xFF at offset 10 /)
    expect(failure(sourceOf('k.csv', bytesOf('a;b\r"x\ry"\r3;', [0xff]))).lines[0]).toMatch(/^k\.csv:4:2: not UTF-8: the byte 0xFF at offset 12 /)
  })

  it('a character cut off at the end of the file; the header line itself', () => {
    expect(failure(sourceOf('k.csv', bytesOf('a;b\n1;', [0xe2, 0x82]))).lines[0]).toMatch(/^k\.csv:2:2: not UTF-8: the byte 0xE2 at offset 6 /)
    expect(failure(sourceOf('k.csv', bytesOf('Name;Stimmen;', [0xa0]))).lines[0]).toMatch(/^k\.csv:1:3: not UTF-8: the byte 0xA0 at offset 13 /)
  })

  it('UTF-8 with or without a byte order mark reads as its text; anything but bytes is an error value', () => {
    expect(sourceOf('k.csv', bytesOf('\uFEFFName;Jürgen\n'))).toEqual({ _tag: 'Right', right: { name: 'k.csv', text: 'Name;Jürgen\n' } })
    expect(sourceOf('k.csv', bytesOf('Name;Jürgen\n'))).toEqual({ _tag: 'Right', right: { name: 'k.csv', text: 'Name;Jürgen\n' } })
    expect(failure(sourceOf('k.csv', 'Name' as unknown as Uint8Array))).toEqual({ kind: 'unreadable', lines: ['k.csv:1:1: expected the bytes of a file (a Uint8Array or Buffer)'] })
  })

  it('on the command line: a file read as bytes gets the same line, exit 2; UTF-8 bytes import', async () => {
    let err = ''
    let out = ''
    const text = `${[HEADER, ...ROWS].join('\n')}\n`
    const files: Record<string, Uint8Array> = { 'ok.csv': new TextEncoder().encode(text), 'bad.csv': bytesOf(`${HEADER}\n1;SPD;Partei;14.11.2020;1;Anna Arnold;1`, [0x80], '\n') }
    const io = { readStdin: async () => new Uint8Array(), readFile: (p: string) => files[p] as Uint8Array, out: (s: string) => void (out += s), err: (s: string) => void (err += s) }
    const body = ['--body', 'GV', '--kind', 'gemeindevertretung', '--members', '3', '--term', '2021-04-01/2026-03-31', '--list-seats', 'SPD=1,CDU=1']
    expect(await main(['import', 'bad.csv', ...body], io)).toBe(2)
    expect(err).toMatch(/^bad\.csv:2:7: not UTF-8: the byte 0x80 at offset \d+ /)
    err = ''
    expect(await main(['import', 'ok.csv', ...body], io)).toBe(0)
    expect(err).toBe('')
    const api = template([HEADER, ...ROWS])
    expect(api._tag === 'Right' && (JSON.parse(out) as { lists: unknown }).lists).toEqual(api._tag === 'Right' && api.right['lists'])
  })
})

describe('the template: consistency of the lists (exit 1)', () => {
  it('a duplicate Listenplatz: at the later row, naming the earlier line', () => {
    expect(failure(template([HEADER, ...rows(1, '1;SPD;Partei;14.11.2020;1;Bert Bauer;90')]))).toEqual({ kind: 'rejected', lines: ['k.csv:3:5 (Listenplatz): Listenplatz 1 of Wahlvorschlag 1 (SPD) is also on line 2'] })
  })

  it('a list field that differs from the list’s first row', () => {
    expect(failure(template([HEADER, ...rows(1, '1;SPD;Wählergruppe;14.11.2020;2;Bert Bauer;90')]))).toEqual({ kind: 'rejected', lines: ['k.csv:3:3 (Art): Art of Wahlvorschlag 1 is "Wählergruppe" here, "Partei" on line 2'] })
    expect(failure(template([HEADER, ...rows(1, '1;SPX;Partei;15.11.2020;2;Bert Bauer;90')]))).toEqual({
      kind: 'rejected',
      lines: ['k.csv:3:2 (Kurzbezeichnung): Kurzbezeichnung of Wahlvorschlag 1 is "SPX" here, "SPD" on line 2', 'k.csv:3:4 (Aufstellung): Aufstellung of Wahlvorschlag 1 is "2020-11-15" here, "2020-11-14" on line 2'],
    })
  })

  it('one Kurzbezeichnung for two Wahlvorschläge', () => {
    expect(failure(template([HEADER, ...rows(2, '2;SPD;Partei;21.11.2020;1;Cora Christ;80')]))).toEqual({ kind: 'rejected', lines: ['k.csv:4:2 (Kurzbezeichnung): Kurzbezeichnung "SPD" is also Wahlvorschlag 1 (line 2)'] })
  })

  it('the column gewählt filled for some candidates only', () => {
    const lines = [`${HEADER};gewählt`, `${ROWS[0]};ja`, `${ROWS[1]};`, `${ROWS[2]};ja`]
    expect(failure(template(lines, { body: BODY }))).toEqual({ kind: 'rejected', lines: ['k.csv:3:8 (gewählt): the cell is empty: expected ja or nein (the column gewählt is filled for other candidates)'] })
  })

  it('more elected than the legal member count: the decoder’s message and norm, at the file', () => {
    expect(failure(template([HEADER, ...ROWS], { body: { ...BODY, statutoryMemberCount: 1 }, listSeats: { SPD: 1, CDU: 1 } }))).toEqual({ kind: 'rejected', lines: ['k.csv:1:1: 2 elected, but the legal member count is 1 [kwg34.1.s2.count]'] })
  })
})

describe('who was elected: given or derived, never guessed', () => {
  it('neither the column gewählt nor the seats per list; both', () => {
    expect(failure(template([HEADER, ...ROWS], { body: BODY }))).toEqual({ kind: 'rejected', lines: ['listSeats: who was elected is not given: fill the column gewählt or give the seats per list'] })
    const lines = [`${HEADER};gewählt`, `${ROWS[0]};ja`, `${ROWS[1]};nein`, `${ROWS[2]};ja`]
    expect(failure(template(lines))).toEqual({ kind: 'rejected', lines: ['listSeats: the file has the column gewählt: give either it or the seats per list, not both'] })
  })

  it('an empty column gewählt counts as absent: the seats per list decide', () => {
    const lines = [`${HEADER};gewählt`, `${ROWS[0]};`, `${ROWS[1]};`, `${ROWS[2]};`]
    expect(template(lines)._tag).toBe('Right')
  })

  it('a list without seats given, seats for an unknown list, more seats than candidates; the body is checked all the same', () => {
    expect(failure(template([HEADER, ...ROWS], { body: BODY, listSeats: { SPD: 1 } }))).toEqual({ kind: 'rejected', lines: ['listSeats: the seats of list CDU are not given (give every list, 0 for none)'] })
    expect(failure(template([HEADER, ...ROWS], { body: BODY, listSeats: { SPD: 1, CDU: 1, FDP: 0 } }))).toEqual({ kind: 'rejected', lines: ['listSeats.FDP: no list FDP in the file (lists: SPD, CDU)'] })
    expect(failure(template([HEADER, ...ROWS], { body: BODY, listSeats: { SPD: 3, CDU: 2 } }))).toEqual({
      kind: 'rejected',
      lines: ['listSeats.SPD: SPD won 3 seats but has 2 candidates', 'listSeats.CDU: CDU won 2 seats but has one candidate'],
    })
    expect(failure(template([HEADER, ...ROWS], { body: { ...BODY, kind: 'gemeinde' }, listSeats: { SPD: 1 } })).lines).toEqual([
      'listSeats: the seats of list CDU are not given (give every list, 0 for none)',
      'body.kind: expected one of "gemeindevertretung", "stadtverordnetenversammlung", "kreistag", "ortsbeirat", "auslaenderbeirat", got "gemeinde"',
    ])
  })

  it('a seat count that is not a whole number (API)', () => {
    expect(failure(template([HEADER, ...ROWS], { body: BODY, listSeats: { SPD: 1.5, CDU: -1 } }))).toEqual({
      kind: 'rejected',
      lines: ['listSeats.SPD: expected a whole number of seats, got 1.5', 'listSeats.CDU: expected a whole number of seats, got -1'],
    })
    // a count that is no number of seats is not also compared with the candidates
    expect(failure(template([HEADER, ...ROWS], { body: BODY, listSeats: { SPD: 2.5, CDU: 1 } })).lines).toEqual(['listSeats.SPD: expected a whole number of seats, got 2.5'])
  })

  it('equal votes at the last seat of a majority election: the lot decided, the import asks for gewählt; in a proportional election the lower position takes it', () => {
    const text = readFileSync(join(ROOT, 'spec', 'fixtures', 'interchange', 'mehrheitswahl', 'kandidaten.csv'), 'utf8')
    const majority: BodyFrame = { name: 'Ortsbeirat Süd', kind: 'ortsbeirat', statutoryMemberCount: 6, electionMode: 'majority', term: { start: '2021-04-01', end: '2026-03-31' } }
    expect(failure(importTemplate({ name: 'kandidaten.csv', text }, { body: majority, listSeats: { BLS: 6 } }))).toEqual({
      kind: 'rejected',
      lines: ['listSeats.BLS: equal votes (244) at the last seat of a majority election: Listenplatz 6 and 8; the lot drawn by the returning officer decided — give the column gewählt'],
    })
    const r = importTemplate({ name: 'kandidaten.csv', text }, { body: { ...majority, electionMode: 'proportional' }, listSeats: { BLS: 6 } })
    if (r._tag === 'Left') throw new Error('rejected')
    const flags = (r.right as { lists: { candidates: { id: string; elected: boolean }[] }[] }).lists[0]?.candidates.filter((c) => c.elected).map((c) => c.id)
    expect(flags).toEqual(['BLS-1', 'BLS-2', 'BLS-3', 'BLS-4', 'BLS-5', 'BLS-6'])
  })
})

describe('votemanager open data joined with the candidate list', () => {
  const fixture = (f: string): string => readFileSync(join(ROOT, 'spec', 'fixtures', 'interchange', f), 'utf8')
  const RESULTS = fixture('gemeindevertretung/ergebnis-gemeindewahl-2026.csv')
  const CANDIDATES = fixture('gemeindevertretung/wahlvorschlaege.csv')
  const SEATS = { CDU: 7, SPD: 6, GRÜNE: 4, FWG: 3, FDP: 2, AfD: 1 }
  const GV: VotemanagerOptions = {
    body: { name: 'Gemeindevertretung Musterhausen', kind: 'gemeindevertretung', statutoryMemberCount: 23, electionMode: 'proportional', term: { start: '2026-04-01', end: '2031-03-31' } },
    listSeats: SEATS,
  }
  const run = (results: string, candidates: string, options: VotemanagerOptions = GV) =>
    failure(importVotemanager({ name: 'ergebnis.csv', text: results }, { name: 'wahlvorschlaege.csv', text: candidates }, options))

  /** The results with one cell of the data row changed. */
  const withCell = (header: string, value: string, text = RESULTS): string => {
    const [head, row] = text.trimEnd().split('\n') as [string, string]
    const i = head.split(';').indexOf(header)
    const cells = row.split(';')
    cells[i] = value
    return `${head}\n${cells.join(';')}\n`
  }
  /** The candidate list without the given lines (counted from 1). */
  const without = (text: string, lines: ReadonlyArray<number>): string =>
    text
      .split('\r\n')
      .filter((_, i) => !lines.includes(i + 1))
      .join('\r\n')

  it('the fixture itself is accepted', () => {
    expect(run(RESULTS, CANDIDATES).kind).toBe('accepted')
  })

  it('a position with votes but no candidate: at the results cell (CDU-10 removed from the candidate list)', () => {
    expect(run(RESULTS, without(CANDIDATES, [11]))).toEqual({ kind: 'rejected', lines: ['ergebnis.csv:2:29 (D1_2_10): list position 10 of Wahlvorschlag 1 (CDU) has votes but no candidate in wahlvorschlaege.csv'] })
  })

  it('a candidate without votes in the results: at its Listenplatz', () => {
    const more = `${CANDIDATES}6;AfD;Alternative für Deutschland;Partei;06.12.2025;3;Neue Person;;\r\n`
    expect(run(RESULTS, more)).toEqual({ kind: 'rejected', lines: ['wahlvorschlaege.csv:37:6 (Listenplatz): Listenplatz 3 of Wahlvorschlag 6 (AfD) has no votes in ergebnis.csv'] })
  })

  it('a list in the results that the candidate file lacks: at its first column', () => {
    expect(run(RESULTS, without(CANDIDATES, [35, 36]))).toEqual({ kind: 'rejected', lines: ['ergebnis.csv:2:65 (D6_1): Wahlvorschlag 6 of the results is not in wahlvorschlaege.csv'] })
  })

  it('a Wahlvorschlag of the candidate list that the results lack: at its number', () => {
    const renumbered = CANDIDATES.replace(/\r\n6;AfD/g, '\r\n7;AfD')
    expect(run(RESULTS, renumbered)).toEqual({
      kind: 'rejected',
      lines: ['wahlvorschlaege.csv:35:1 (Wahlvorschlag): Wahlvorschlag 7 (AfD) is not in ergebnis.csv (no columns of list positions D7_…)', 'ergebnis.csv:2:65 (D6_1): Wahlvorschlag 6 of the results is not in wahlvorschlaege.csv'],
    })
  })

  it('a sum of the position votes that does not match D<n>_3: at the sum; an empty sum is not checked', () => {
    expect(run(withCell('D1_3', '14007'), CANDIDATES)).toEqual({ kind: 'rejected', lines: ['ergebnis.csv:2:18 (D1_3): the votes of the 10 list positions of Wahlvorschlag 1 add up to 14006, D1_3 says 14007'] })
    expect(run(withCell('D1_3', 'x'), CANDIDATES)).toEqual({ kind: 'rejected', lines: ['ergebnis.csv:2:18 (D1_3): expected a whole number (digits only), got "x"'] })
    expect(run(withCell('D1_3', ''), CANDIDATES).kind).toBe('accepted')
  })

  it('a vote that is not a number, an empty vote cell (not yet counted is not zero), an A that is not a number', () => {
    expect(run(withCell('D2_2_3', '1.320'), CANDIDATES)).toEqual({ kind: 'unreadable', lines: ['ergebnis.csv:2:35 (D2_2_3): expected a whole number (digits only), got "1.320"'] })
    expect(run(withCell('D1_2_5', ''), CANDIDATES)).toEqual({ kind: 'unreadable', lines: ['ergebnis.csv:2:24 (D1_2_5): the cell is empty: expected a whole number'] })
    expect(run(withCell('A', '9.874'), CANDIDATES)).toEqual({ kind: 'unreadable', lines: ['ergebnis.csv:2:11 (A): expected a whole number (digits only), got "9.874"'] })
  })

  it('an empty A leaves the number of persons entitled to vote out', () => {
    const r = importVotemanager({ name: 'ergebnis.csv', text: withCell('A', '') }, { name: 'wahlvorschlaege.csv', text: CANDIDATES }, GV)
    expect(r._tag === 'Right' && 'eligibleVoters' in (r.right['body'] as object)).toBe(false)
    // the option then gives it
    const given = importVotemanager({ name: 'ergebnis.csv', text: withCell('A', '') }, { name: 'wahlvorschlaege.csv', text: CANDIDATES }, { ...GV, body: { ...GV.body, eligibleVoters: 9000 } })
    expect(given._tag === 'Right' && (given.right['body'] as { eligibleVoters: number }).eligibleVoters).toBe(9000)
  })

  it('a duplicate Listenplatz in the candidate list', () => {
    const dup = CANDIDATES.replace('\r\n1;CDU;Christlich Demokratische Union Deutschlands;Partei;08.11.2025;2;', '\r\n1;CDU;Christlich Demokratische Union Deutschlands;Partei;08.11.2025;1;')
    expect(run(RESULTS, dup)).toEqual({ kind: 'rejected', lines: ['wahlvorschlaege.csv:3:6 (Listenplatz): Listenplatz 1 of Wahlvorschlag 1 (CDU) is also on line 2'] })
  })

  it('a column Stimmen in the candidate list; errors of both files at once', () => {
    const withVotes = `Wahlvorschlag;Kurzbezeichnung;Art;Aufstellung;Listenplatz;Name;Stimmen\r\n1;CDU;Partei;08.11.2025;1;Stefan Becker;2410\r\n`
    expect(run(withCell('D1_2_5', ''), withVotes)).toEqual({
      kind: 'unreadable',
      lines: ['ergebnis.csv:2:24 (D1_2_5): the cell is empty: expected a whole number', 'wahlvorschlaege.csv:1:7 (Stimmen): a candidate list has no column Stimmen: the votes come from the results file'],
    })
    expect(run(RESULTS, '').lines).toEqual(['wahlvorschlaege.csv:1:1: the file is empty: no header line'])
  })

  it('byte order marks on both files are accepted', () => {
    expect(run(`\uFEFF${RESULTS}`, `\uFEFF${CANDIDATES}`).kind).toBe('accepted')
  })

  it('the schemes: both in one header, neither; gebiet-nr missing', () => {
    const [head, row] = RESULTS.trimEnd().split('\n') as [string, string]
    expect(run(`${head.replace('D6_1;', 'D6_liste;')}\n${row}\n`, CANDIDATES)).toEqual({ kind: 'unreadable', lines: ['ergebnis.csv:1:20 (D1_2_1): the header mixes the 2021 scheme (D6_liste) and the 2026 scheme (D1_2_1)'] })
    expect(run('gebiet-nr;gebiet-name;D1_1\n;X;5\n', CANDIDATES)).toEqual({
      kind: 'unreadable',
      lines: ['ergebnis.csv:1:1: no votes per list position: expected columns D<n>_2_<k> (2026) or D<n>_<k> with D<n>_liste (2021)'],
    })
    expect(run('gebiet-name;D1_2_1\nX;5\n', CANDIDATES)).toEqual({ kind: 'unreadable', lines: ['ergebnis.csv:1:3: missing column gebiet-nr'] })
  })

  describe('the area (Ortsbeirat Nord, four rows)', () => {
    const OB_RESULTS = fixture('ortsbeirat/ergebnis-ortsbeiratswahl-2021.csv')
    const OB_CANDIDATES = fixture('ortsbeirat/bewerber.csv')
    const OB: VotemanagerOptions = { body: { name: 'Ortsbeirat Nord', kind: 'ortsbeirat', statutoryMemberCount: 9, electionMode: 'proportional', term: { start: '2021-04-01', end: '2026-03-31' } } }
    const AREAS = '"" Ortsbezirk Nord, "101" Wahlbezirk 101 Nord-West, "102" Wahlbezirk 102 Nord-Ost, "901" Briefwahlbezirk 901 Nord'
    const ob = (options: VotemanagerOptions, results = OB_RESULTS) => failure(importVotemanager({ name: 'ob.csv', text: results }, { name: 'bewerber.csv', text: OB_CANDIDATES }, options))

    it('not chosen, not found by number, not found by name', () => {
      expect(ob(OB)).toEqual({ kind: 'unreadable', lines: [`area: the file has 4 areas: choose one by gebiet-nr (area) or gebiet-name (areaName): ${AREAS}`] })
      expect(ob({ ...OB, area: { _tag: 'number', value: '7' } })).toEqual({ kind: 'unreadable', lines: [`area: no row with gebiet-nr "7"; the file has: ${AREAS}`] })
      expect(ob({ ...OB, area: { _tag: 'name', value: 'Süd' } })).toEqual({ kind: 'unreadable', lines: [`areaName: no row with gebiet-name "Süd"; the file has: ${AREAS}`] })
    })

    it('two rows with the chosen gebiet-nr: at the second', () => {
      const twice = `${OB_RESULTS}${OB_RESULTS.split('\n')[2] as string}\n`
      expect(ob({ ...OB, area: { _tag: 'number', value: '101' } }, twice)).toEqual({ kind: 'unreadable', lines: ['ob.csv:6:4 (gebiet-nr): two rows with gebiet-nr "101" (lines 3 and 6)'] })
    })

    it('more than ten areas: the first ten are listed', () => {
      const [head, ...data] = OB_RESULTS.trimEnd().split('\n') as [string, ...string[]]
      const many = [head, ...data, ...data, ...data].join('\n')
      const lines = ob(OB, many).lines
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/^area: the file has 12 areas: .*"101" Wahlbezirk 101 Nord-West, …$/)
      expect((lines[0] as string).split(', "').length).toBe(10)
    })
  })
})

describe('nachruecken import: usage errors exit 2 with the usage line; file errors with their place', () => {
  const files = { 'k.csv': `${[HEADER, ...ROWS].join('\n')}\n`, 'ergebnis.csv': readFileSync(join(ROOT, 'spec', 'fixtures', 'interchange', 'gemeindevertretung', 'ergebnis-gemeindewahl-2026.csv'), 'utf8') }
  const body = ['--body', 'GV', '--kind', 'gemeindevertretung', '--members', '3', '--term', '2021-04-01/2026-03-31']
  const USAGE =
    'Usage: nachruecken import <file|-> [--candidates <file>] [--area <gebiet-nr> | --area-name <gebiet-name>] --body <name> --kind <kind> --members <n> --term <start>/<end> [--mode proportional|majority] [--eligible-voters <n>] [--list-seats <list>=<n>,…] [--as-of <date>]\nTry: nachruecken import --help\n'
  const usageError = (message: string): string => `nachruecken import: ${message}\n${USAGE}`

  it('the options and the file', async () => {
    const cases: ReadonlyArray<[ReadonlyArray<string>, string]> = [
      [['k.csv'], usageError('import needs --body, --kind, --members, --term')],
      [['k.csv', '--body', 'GV'], usageError('import needs --kind, --members, --term')],
      [['k.csv', ...body.slice(0, 4), '--members', 'drei', '--term', '2021-04-01/2026-03-31'], usageError('--members needs a whole number, got "drei"')],
      [['k.csv', ...body, '--eligible-voters', '1e4'], usageError('--eligible-voters needs a whole number, got "1e4"')],
      [['k.csv', ...body.slice(0, 6), '--term', '2021-04-01'], usageError('--term needs <start>/<end>, got "2021-04-01"')],
      [['k.csv', ...body.slice(0, 6), '--term', 'a/b/c'], usageError('--term needs <start>/<end>, got "a/b/c"')],
      [['k.csv', ...body.slice(0, 4), '--members', 'x', '--term', 'a', '--list-seats', 'SPD', '--area', '1', '--area-name', 'X'], usageError('--members needs a whole number, got "x"; --term needs <start>/<end>, got "a"; --list-seats needs <list>=<seats>, got "SPD"; give --area or --area-name, not both')],
      [['k.csv', ...body, '--list-seats', 'SPD'], usageError('--list-seats needs <list>=<seats>, got "SPD"')],
      [['k.csv', ...body, '--area', '1', '--area-name', 'X'], usageError('give --area or --area-name, not both')],
      [['k.csv', ...body, '--candidates', 'c.csv'], usageError('--candidates goes with votemanager open data; k.csv is read as the template')],
      [['ergebnis.csv', ...body], usageError('ergebnis.csv is votemanager open data: give the candidate list with --candidates <file>')],
      [['ergebnis.csv', ...body, '--candidates', 'missing.csv'], 'nachruecken import: cannot read missing.csv (ENOENT)\n'],
      [['missing.csv', ...body], 'nachruecken import: cannot read missing.csv (ENOENT)\n'],
      [[...body], usageError('import needs exactly one file (or - for standard input)')],
      [['k.csv', 'l.csv', ...body], usageError('import needs exactly one file (or - for standard input); unexpected argument "l.csv"')],
      [['k.csv', ...body, '--as-of'], usageError('option --as-of needs a value')],
    ]
    for (const [args, err] of cases) expect(await runCli(['import', ...args], '', files)).toEqual({ code: 2, out: '', err })
  })

  it('an unknown option: the nearest known one, and the usage line', async () => {
    const r = await runCli(['import', 'k.csv', ...body, '--list-seat', 'SPD=1'], '', files)
    expectCleanRun(r)
    expect(r).toEqual({ code: 2, out: '', err: usageError('unknown option --list-seat — did you mean --list-seats?') })
  })

  it('--help: the usage, every option described, the examples run as written', async () => {
    const help = await runCli(['import', '--help'])
    expect(help.code).toBe(0)
    for (const o of ['--candidates <value>', '--area <value>', '--area-name <value>', '--body <value>', '--kind <value>', '--members <value>', '--term <value>', '--mode <value>', '--eligible-voters <value>', '--list-seats <value>', '--as-of <value>'])
      expect(help.out).toMatch(new RegExp(`\\n {6}${o} +\\S`))
    expect(help.out).toContain('gemeindevertretung, stadtverordnetenversammlung, kreistag, ortsbeirat, auslaenderbeirat')
    const examples = (help.out.split('\nExamples:\n')[1]?.split('\n\n')[0] ?? '').split('\n').filter((l) => l.trim() !== '')
    expect(examples).toHaveLength(3)
    for (const e of examples) {
      // the command line as a shell reads it: words, "quoted words", a comment and a redirection left out
      const words = [...(e.replace(/\s+#.*$/, '').replace(/\s+>\s+\S+$/, '').trim().matchAll(/"([^"]*)"|(\S+)/g))].map((m) => m[1] ?? (m[2] as string))
      const [program, ...args] = words
      expect(program).toBe('nachruecken')
      const disk = Object.fromEntries(args.filter((w) => w.startsWith('spec/')).map((p) => [p, readFileSync(join(ROOT, p), 'utf8')]))
      const r = await runCli(args, '', disk)
      expect(r.err, e).toBe('')
      expect(r.code, e).toBe(0)
      expect(JSON.parse(r.out)).toMatchObject({ format: 'nachruecken.case/1' })
    }
  })

  it('an error of an option, as its flag and the API’s name; of a file, with its place; exit 2 or 1', async () => {
    expect(await runCli(['import', 'k.csv', ...body.slice(0, 2), '--kind', 'gemeinde', ...body.slice(4), '--list-seats', 'SPD=1,CDU=1'], '', files)).toEqual({
      code: 2,
      out: '',
      err: '--kind (body.kind): expected one of "gemeindevertretung", "stadtverordnetenversammlung", "kreistag", "ortsbeirat", "auslaenderbeirat", got "gemeinde"\n',
    })
    // the seats cannot be derived (exit 1) and the decoder cannot read the date (exit 2): the worse one counts
    expect(await runCli(['import', 'k.csv', ...body, '--list-seats', 'SPD=3,CDU=1', '--as-of', '2021-13-01'], '', files)).toEqual({
      code: 2,
      out: '',
      err: '--list-seats (listSeats.SPD): SPD won 3 seats but has 2 candidates\n--as-of (asOf): expected a calendar date YYYY-MM-DD, got "2021-13-01"\n',
    })
    expect(await runCli(['import', 'k.csv', ...body.slice(0, 6), '--term', '2021-04-01/2026-13-31', '--list-seats', 'SPD=1,CDU=1'], '', files)).toEqual({
      code: 2,
      out: '',
      err: '--term (body.term.end): expected a calendar date YYYY-MM-DD, got "2026-13-31"\n',
    })
    const bad = { 'k.csv': `${[HEADER, ...rows(1, '1;SPD;Partei;14.11.2020;1;Bert\u2028Bauer;9O')].join('\n')}\n` }
    expect(await runCli(['import', 'k.csv', ...body, '--list-seats', 'SPD=1,CDU=1'], '', bad)).toEqual({ code: 2, out: '', err: 'k.csv:3:7 (Stimmen): expected a whole number (digits only), got "9O"\n' })
    const dup = { 'k.csv': `${[HEADER, ...rows(1, '1;SPD;Partei;14.11.2020;1;Bert Bauer;90')].join('\n')}\n` }
    expect(await runCli(['import', 'k.csv', ...body, '--list-seats', 'SPD=1,CDU=1'], '', dup)).toEqual({ code: 1, out: '', err: 'k.csv:3:5 (Listenplatz): Listenplatz 1 of Wahlvorschlag 1 (SPD) is also on line 2\n' })
    expect(await runCli(['import', '-', ...body, '--list-seats', 'SPD=1,CDU=1'], `${HEADER}\n1;SPD;Partei;14.11.2020;1;Anna;x\n`)).toEqual({ code: 2, out: '', err: '(stdin):2:7 (Stimmen): expected a whole number (digits only), got "x"\n' })
  })
})

describe('odd but valid, and misuse from JavaScript', () => {
  it('a majority election without an admitted list: Art and Aufstellung empty (group and setUp null)', () => {
    const header = 'Wahlvorschlag;Kurzbezeichnung;Art;Aufstellung;Listenplatz;Name;Stimmen'
    const r = importTemplate({ name: 'k.csv', text: `${header}\n1;Personen;;;1;Anna;30\n1;Personen;;;2;Bert;20\n` }, { body: { ...BODY, electionMode: 'majority' }, listSeats: { Personen: 1 } })
    expect(r._tag === 'Right' && r.right['lists']).toEqual([
      {
        id: 'Personen',
        name: 'Personen',
        group: null,
        setUp: null,
        candidates: [
          { id: 'Personen-1', name: 'Anna', position: 1, votes: 30, elected: true },
          { id: 'Personen-2', name: 'Bert', position: 2, votes: 20, elected: false },
        ],
      },
    ])
    const mixed = importTemplate({ name: 'k.csv', text: `${header}\n1;Personen;;;1;Anna;30\n1;Personen;Partei;;2;Bert;20\n` }, { body: BODY, listSeats: { Personen: 1 } })
    expect(failure(mixed)).toEqual({ kind: 'rejected', lines: ['k.csv:3:3 (Art): Art of Wahlvorschlag 1 is "Partei" here, "" on line 2'] })
  })

  it('files and options that are not what the API declares: an error value naming them, not an exception', () => {
    const file = { name: 'k.csv', text: `${HEADER}\n${ROWS[0] as string}\n` }
    expect(failure(importTemplate(file, undefined as unknown as ImportOptions))).toEqual({ kind: 'unreadable', lines: ['body: expected the options { body, listSeats?, asOf? } with the body of the case'] })
    expect(failure(importTemplate('k.csv' as unknown as Source, { body: BODY, listSeats: {} }))).toEqual({ kind: 'unreadable', lines: ['file: expected a file as { name, text } (two strings)'] })
    expect(failure(importVotemanager(file, { name: 'c.csv', text: 5 } as unknown as Source, null as unknown as VotemanagerOptions))).toEqual({
      kind: 'unreadable',
      lines: ['candidates: expected a file as { name, text } (two strings)', 'body: expected the options { body, listSeats?, asOf? } with the body of the case'],
    })
    expect(isVotemanager(null as unknown as Source)).toBe(false)
    // a body whose term is not an object: the defect guard still answers with a value
    const r = importTemplate(file, { body: { ...BODY, term: null as unknown as BodyFrame['term'] }, listSeats: { SPD: 1 } })
    expect(r._tag === 'Left' && r.left.errors[0]?.message).toMatch(/^internal error: /)
  })
})
