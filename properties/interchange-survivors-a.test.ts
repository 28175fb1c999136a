// What the fresh mutation run of src/interchange of 2026-12-06
// (mutation/survivors-interchange-2026-12-06.txt) left alive in
// votemanager.ts, csv.ts, cells.ts and errors.ts.
//
// The patterns of the votemanager column names (MARK_2021, POSITION_2021,
// SUM_2021, POSITION_2026, SUM_2026) and the messages of the CSV syntax errors
// (CSV_MESSAGES) are module-level values: they are evaluated when their module
// loads, before Stryker switches a mutant on. So every test here imports the
// modules afresh (vi.resetModules) and computes everything inside the test.
//
// The expected values come from the documented formats: the column names of
// votemanager open data (spec/interchange.md, section 4: `D<n>_2_<k>` and
// `D<n>_3` in 2026, `D<n>_<k>`, `D<n>_liste`, `D<n>_summe_kandidaten`,
// `D<n>_summe_liste_kandidaten` in 2021, `n` and `k` numbers of any length),
// the errors of section 5 (the line the row begins on, the field counted from
// 1, a missing column one past the last header field), the dates TT.MM.JJJJ
// or JJJJ-MM-TT of the template (section 2), and the CSV rules of csv.ts's
// header (RFC 4180 quotes; rows whose cells are all empty are left out;
// empty surplus fields dropped).
import { describe, expect, it, vi } from 'vitest'
import type { Area } from '../src/interchange/votemanager.js'
import { type BodyFrame, errorText, type ImportFailure, importTemplate, sourceOf } from '../src/public/interchange.js'

const fresh = async (): Promise<{ csv: typeof import('../src/interchange/csv.js'); vm: typeof import('../src/interchange/votemanager.js'); errors: typeof import('../src/interchange/errors.js') }> => {
  vi.resetModules()
  const csv = await import('../src/interchange/csv.js')
  const vm = await import('../src/interchange/votemanager.js')
  const errors = await import('../src/interchange/errors.js')
  return { csv, vm, errors }
}

type Read =
  | { readonly kind: 'read'; readonly scheme: string; readonly area: string; readonly lists: ReadonlyArray<{ readonly number: number; readonly place: string; readonly votes: ReadonlyArray<readonly [number, number]> }> }
  | { readonly kind: 'unreadable' | 'rejected'; readonly lines: ReadonlyArray<string> }

/** votemanager results (one line per array entry) read with freshly loaded modules: the scheme, the area and per list its votes by position, or the errors. */
const results = async (lines: ReadonlyArray<string>, area: Area = null): Promise<Read> => {
  const { csv, vm, errors } = await fresh()
  const t = csv.readTable({ name: 'e.csv', text: `${lines.join('\n')}\n` })
  if (t._tag === 'Left') return { kind: t.left._tag, lines: t.left.errors.map(errors.errorText) }
  const r = vm.resultsOf(t.right, area)
  if (r._tag === 'Left') return { kind: r.left._tag, lines: r.left.errors.map(errors.errorText) }
  return {
    kind: 'read',
    scheme: r.right.scheme,
    area: r.right.area.number,
    lists: r.right.lists.map((l) => ({ number: l.number, place: errors.placeText(l.place), votes: [...l.positions].map(([k, v]) => [k, v.value] as const) })),
  }
}

/** A CSV text read with a freshly loaded csv.ts: the header, and each row's line and cells, or the errors. */
const table = async (text: string): Promise<{ readonly header?: ReadonlyArray<string>; readonly rows?: ReadonlyArray<readonly [number, ReadonlyArray<string>]>; readonly lines?: ReadonlyArray<string> }> => {
  const { csv, errors } = await fresh()
  const t = csv.readTable({ name: 'k.csv', text })
  return t._tag === 'Left' ? { lines: t.left.errors.map(errors.errorText) } : { header: t.right.header, rows: t.right.rows.map((r) => [r.line, r.cells] as const) }
}

describe('votemanager: nomination numbers and list positions of more than one digit', () => {
  it('a 2021 file with Wahlvorschlag 12 reads D12_liste, D12_summe_kandidaten, D12_1 and D12_12 as its columns', async () => {
    // D<n>_<k>: n = 12 and k = 12 are numbers like any other; the sum 10 + 20 = 30
    const header = 'gebiet-nr;gebiet-name;D12_liste;D12_summe_kandidaten;D12_summe_liste_kandidaten;D12_1;D12_12'
    expect(await results([header, '1;Mitte;5;30;35;10;20'])).toEqual({ kind: 'read', scheme: '2021', area: '1', lists: [{ number: 12, place: 'e.csv:2:3 (D12_liste)', votes: [[1, 10], [12, 20]] }] })
  })

  it('a 2021 file whose D12_summe_kandidaten disagrees with its positions is rejected at that cell', async () => {
    const header = 'gebiet-nr;gebiet-name;D12_liste;D12_summe_kandidaten;D12_1;D12_12'
    expect(await results([header, '1;Mitte;5;31;10;20'])).toEqual({ kind: 'rejected', lines: ['e.csv:2:4 (D12_summe_kandidaten): the votes of the 2 list positions of Wahlvorschlag 12 add up to 30, D12_summe_kandidaten says 31'] })
  })

  it('a 2026 file with Wahlvorschlag 12 reads D12_2_1 and D12_2_12 as positions 1 and 12 and D12_3 as their sum', async () => {
    const header = 'gebiet-nr;gebiet-name;D12_1;D12_3;D12_4;D12_2_1;D12_2_12'
    expect(await results([header, '1;Mitte;5;30;35;10;20'])).toEqual({ kind: 'read', scheme: '2026', area: '1', lists: [{ number: 12, place: 'e.csv:2:3 (D12_1)', votes: [[1, 10], [12, 20]] }] })
  })

  it('a 2026 file whose D12_3 disagrees with its positions is rejected at that cell', async () => {
    const header = 'gebiet-nr;gebiet-name;D12_1;D12_3;D12_2_1;D12_2_12'
    expect(await results([header, '1;Mitte;5;31;10;20'])).toEqual({ kind: 'rejected', lines: ['e.csv:2:4 (D12_3): the votes of the 2 list positions of Wahlvorschlag 12 add up to 30, D12_3 says 31'] })
  })
})

describe('votemanager: a column that only contains a documented name is not that column', () => {
  // The documented names are whole names: D1_liste_alt, XD1_liste, D1_1a, D1_2_1a … are none of them (a
  // suffix or a prefix makes another column), so they are not read, and a cell of them that is not a
  // number is no error.
  it('D1_liste_alt and XD1_liste do not make a 2026 file a 2021 file', async () => {
    const header = 'gebiet-nr;gebiet-name;D1_1;D1_3;D1_2_1;D1_2_2;D1_liste_alt;XD1_liste'
    expect(await results([header, '1;Mitte;5;30;10;20;x;x'])).toEqual({ kind: 'read', scheme: '2026', area: '1', lists: [{ number: 1, place: 'e.csv:2:3 (D1_1)', votes: [[1, 10], [2, 20]] }] })
  })

  it('D1_2_1a and XD1_2_1 do not make a 2021 file a 2026 file', async () => {
    const header = 'gebiet-nr;gebiet-name;D1_liste;D1_1;D1_2;D1_2_1a;XD1_2_1'
    expect(await results([header, '1;Mitte;5;10;20;x;x'])).toEqual({ kind: 'read', scheme: '2021', area: '1', lists: [{ number: 1, place: 'e.csv:2:3 (D1_liste)', votes: [[1, 10], [2, 20]] }] })
  })

  it('in a 2021 file, D1_1a and D1_xD1_5 are no list positions', async () => {
    const header = 'gebiet-nr;gebiet-name;D1_liste;D1_1;D1_1a;D1_xD1_5'
    expect(await results([header, '1;Mitte;5;10;x;x'])).toEqual({ kind: 'read', scheme: '2021', area: '1', lists: [{ number: 1, place: 'e.csv:2:3 (D1_liste)', votes: [[1, 10]] }] })
  })

  it('in a 2026 file, D1_2_3a and D1_xD1_2_5 are no list positions', async () => {
    const header = 'gebiet-nr;gebiet-name;D1_1;D1_2_1;D1_2_3a;D1_xD1_2_5'
    expect(await results([header, '1;Mitte;5;10;x;x'])).toEqual({ kind: 'read', scheme: '2026', area: '1', lists: [{ number: 1, place: 'e.csv:2:3 (D1_1)', votes: [[1, 10]] }] })
  })

  it('in a 2021 file, D1_summe_kandidaten_alt and D1_xD1_summe_kandidaten are not the sum of the personal votes', async () => {
    const header = 'gebiet-nr;gebiet-name;D1_liste;D1_summe_kandidaten;D1_1;D1_2;D1_summe_kandidaten_alt;D1_xD1_summe_kandidaten'
    expect(await results([header, '1;Mitte;5;30;10;20;x;x'])).toEqual({ kind: 'read', scheme: '2021', area: '1', lists: [{ number: 1, place: 'e.csv:2:3 (D1_liste)', votes: [[1, 10], [2, 20]] }] })
  })

  it('in a 2026 file, D1_3a and D1_xD1_3 are not the sum of the personal votes', async () => {
    const header = 'gebiet-nr;gebiet-name;D1_1;D1_3;D1_2_1;D1_2_2;D1_3a;D1_xD1_3'
    expect(await results([header, '1;Mitte;5;30;10;20;x;x'])).toEqual({ kind: 'read', scheme: '2026', area: '1', lists: [{ number: 1, place: 'e.csv:2:3 (D1_1)', votes: [[1, 10], [2, 20]] }] })
  })

  it('a column XD2_1 before D2_1 is not the first column of Wahlvorschlag 2', async () => {
    // the first column of a nomination is the place of its errors (section 4: "at the results cell of its first column")
    const header = 'gebiet-nr;gebiet-name;XD2_1;D2_1;D2_3;D2_2_1'
    expect(await results([header, '1;Mitte;x;5;10;10'])).toEqual({ kind: 'read', scheme: '2026', area: '1', lists: [{ number: 2, place: 'e.csv:2:4 (D2_1)', votes: [[1, 10]] }] })
  })
})

describe('votemanager: the scheme wherever its columns stand', () => {
  it('a header that begins with D1_liste is the 2021 scheme, one that begins with D1_2_1 the 2026 scheme', async () => {
    expect(await results(['D1_liste;D1_1;gebiet-nr;gebiet-name', '5;10;1;Mitte'])).toEqual({ kind: 'read', scheme: '2021', area: '1', lists: [{ number: 1, place: 'e.csv:2:1 (D1_liste)', votes: [[1, 10]] }] })
    expect(await results(['D1_2_1;gebiet-nr;gebiet-name', '10;1;Mitte'])).toEqual({ kind: 'read', scheme: '2026', area: '1', lists: [{ number: 1, place: 'e.csv:2:1 (D1_2_1)', votes: [[1, 10]] }] })
  })

  it('a header that mixes the schemes is an error also when a mixed column stands first', async () => {
    // the error stands at the first 2026 position column (section 5: the header)
    expect(await results(['D1_liste;D1_2_1;gebiet-nr;gebiet-name', '5;10;1;Mitte'])).toEqual({ kind: 'unreadable', lines: ['e.csv:1:2 (D1_2_1): the header mixes the 2021 scheme (D1_liste) and the 2026 scheme (D1_2_1)'] })
    expect(await results(['D1_2_1;D1_liste;gebiet-nr;gebiet-name', '10;5;1;Mitte'])).toEqual({ kind: 'unreadable', lines: ['e.csv:1:1 (D1_2_1): the header mixes the 2021 scheme (D1_liste) and the 2026 scheme (D1_2_1)'] })
  })
})

describe('votemanager: lists, areas and missing columns', () => {
  it('the nominations come in the order of their numbers, whatever the order of their columns', async () => {
    const header = 'gebiet-nr;gebiet-name;D3_1;D3_2_1;D1_1;D1_2_1;D2_1;D2_2_1'
    const r = await results([header, '1;Mitte;0;30;0;10;0;20'])
    expect(r.kind === 'read' ? r.lists.map((l) => [l.number, l.votes]) : r).toEqual([
      [1, [[1, 10]]],
      [2, [[1, 20]]],
      [3, [[1, 30]]],
    ])
  })

  it('a nomination without position columns (a single person, only D2_4) is not read', async () => {
    const header = 'gebiet-nr;gebiet-name;D1_1;D1_3;D1_4;D1_2_1;D2_4'
    expect(await results([header, '1;Mitte;5;10;15;10;7'])).toEqual({ kind: 'read', scheme: '2026', area: '1', lists: [{ number: 1, place: 'e.csv:2:3 (D1_1)', votes: [[1, 10]] }] })
  })

  it('an area is compared after trimming: " 2 " chooses the row of gebiet-nr 2', async () => {
    const header = 'gebiet-nr;gebiet-name;D1_2_1'
    const r = await results([header, '1;Nord;10', '2;Süd;20'], { _tag: 'number', value: ' 2 ' })
    expect(r.kind === 'read' ? [r.area, r.lists.map((l) => l.votes)] : r).toEqual(['2', [[[1, 20]]]])
  })

  it('ten areas without a choice are all listed, without a sign that there are more; the eleventh is not listed', async () => {
    const header = 'gebiet-nr;gebiet-name;D1_2_1'
    const areas = (n: number): string[] => Array.from({ length: n }, (_, i) => `${i + 1};Bezirk ${i + 1};5`)
    const ten = await results([header, ...areas(10)])
    const eleven = await results([header, ...areas(11)])
    const message = (r: Read): string => (r.kind === 'read' ? '' : (r.lines[0] ?? ''))
    expect(ten.kind).toBe('unreadable')
    expect(message(ten)).toMatch(/^area: the file has 10 areas: /)
    expect(message(ten).endsWith('"10" Bezirk 10')).toBe(true)
    expect(message(eleven)).toMatch(/^area: the file has 11 areas: /)
    expect(message(eleven).endsWith('"10" Bezirk 10, …')).toBe(true)
    expect(message(eleven)).not.toContain('Bezirk 11')
  })

  it('a file without gebiet-nr and gebiet-name names both, one past the last header field', async () => {
    expect(await results(['D1_1;D1_3;D1_2_1', '5;10;10'])).toEqual({ kind: 'unreadable', lines: ['e.csv:1:4: missing column gebiet-nr', 'e.csv:1:4: missing column gebiet-name'] })
    expect(await results(['gebiet-name;D1_2_1', 'Mitte;10'])).toEqual({ kind: 'unreadable', lines: ['e.csv:1:3: missing column gebiet-nr'] })
  })
})

describe('CSV: the syntax errors and where they stand', () => {
  it('a quote not closed, a quote inside a field and text after a closing quote each say what is wrong', async () => {
    expect(await table('a;b\n1;"x\n')).toEqual({ lines: ['k.csv:2:2: a quoted field is not closed'] })
    expect(await table('a;b\n1;x"y\n')).toEqual({ lines: ['k.csv:2:2: a quote inside a field that does not begin with one'] })
    expect(await table('a;b\n1;"x"y\n')).toEqual({ lines: ['k.csv:2:2: text after the closing quote of a field'] })
  })

  it('a quote not closed after an empty line of a CRLF file stands on the line its record begins on', async () => {
    // line 3 is empty (CR LF), the record with the open quote begins on line 4
    expect(await table('a;b\r\n1;2\r\n\r\n"x;3\r\n')).toEqual({ lines: ['k.csv:4:1: a quoted field is not closed'] })
  })

  it('a quote not closed after a row with a CR LF inside a quoted field stands on the line its record begins on', async () => {
    // line 2 holds "1;"x", line 3 "y"", line 4 the open quote: a CR LF is one line break, also inside quotes
    expect(await table('a;b\r\n1;"x\r\ny"\r\n"open;3\r\n')).toEqual({ lines: ['k.csv:4:1: a quoted field is not closed'] })
  })

  it('a quote not closed in a file that ends its lines with CR alone stands on the line its record begins on', async () => {
    // three lines ended by CR; the LF inside the open quoted field is part of its text
    expect(await table('a;b\r1;2\r"x\n\n')).toEqual({ lines: ['k.csv:3:1: a quoted field is not closed'] })
  })

  it('a quote inside a field and text after a closing quote in a row that spans two lines stand on the line the row begins on', async () => {
    // section 5: "the line the row begins on and the field counted from 1": the row begins on line 2, the third field is at fault
    expect(await table('a;b;c\n1;"x\ny";z"q"\n')).toEqual({ lines: ['k.csv:2:3: a quote inside a field that does not begin with one'] })
    expect(await table('a;b;c\n1;"x\ny";"z"q\n')).toEqual({ lines: ['k.csv:2:3: text after the closing quote of a field'] })
  })
})

describe('CSV: rows, their lines and their cells', () => {
  it('each row has the line it begins on: after a row with a line break in a quoted field, after empty lines, at the end without a line break', async () => {
    expect(await table('a;b\n1;"x\ny"\n\n\n2;3\n4;"p\nq"')).toEqual({
      header: ['a', 'b'],
      rows: [
        [2, ['1', 'x\ny']],
        [6, ['2', '3']],
        [7, ['4', 'p\nq']],
      ],
    })
  })

  it('the same lines in a CRLF file', async () => {
    expect(await table('a;b\r\n1;"x\r\ny"\r\n\r\n\r\n2;3\r\n')).toEqual({
      header: ['a', 'b'],
      rows: [
        [2, ['1', 'x\r\ny']],
        [6, ['2', '3']],
      ],
    })
  })

  it('a line of spaces before the header and a row of blank cells are left out; the semicolon of the header counts', async () => {
    expect(await table('   \na;b\n1;2\n  ;  \n3;4\n')).toEqual({
      header: ['a', 'b'],
      rows: [
        [3, ['1', '2']],
        [5, ['3', '4']],
      ],
    })
  })

  it('a file of one column with one character in each cell has a row on each line', async () => {
    expect(await table('a\nb\nc\n')).toEqual({ header: ['a'], rows: [[2, ['b']], [3, ['c']]] })
  })

  it('a line with nothing but a byte order mark and spaces is empty: the next line is the header, and its semicolon counts', async () => {
    expect(await table('\uFEFF  \na;b\n1;2\n')).toEqual({ header: ['a', 'b'], rows: [[3, ['1', '2']]] })
  })

  it('the header is read trimmed', async () => {
    expect((await table(' a ; b \n1;2\n')).header).toEqual(['a', 'b'])
  })

  it('surplus fields that are empty or blank are dropped; a surplus field with text is an error at that field', async () => {
    expect(await table('a;b\n1;2;;\n3;4; \n')).toEqual({
      header: ['a', 'b'],
      rows: [
        [2, ['1', '2']],
        [3, ['3', '4']],
      ],
    })
    expect(await table('a;b\n1;2;x\n')).toEqual({ lines: ['k.csv:2:3: the row has 3 fields, the header 2'] })
    expect(await table('a;b\n1;2;;x\n')).toEqual({ lines: ['k.csv:2:4: the row has 4 fields, the header 2'] })
  })
})

describe('bytes that are not UTF-8 after characters of several bytes', () => {
  it('the first byte that is not UTF-8 after four umlauts (two bytes each) is found at its offset', () => {
    // "Ä" is C3 84 in UTF-8: "Name\n" is 5 bytes, "ÄÄÄÄ" 8, so 0xFF stands at offset 13, in the first field of line 2;
    // the search for it looks at prefixes that end inside an "Ä", which are not an error yet
    const bytes = Uint8Array.from([...new TextEncoder().encode('Name\nÄÄÄÄ'), 0xff, 0x0a])
    const r = sourceOf('k.csv', bytes)
    expect(r._tag === 'Left' ? r.left.errors.map(errorText) : r).toEqual(['k.csv:2:1: not UTF-8: the byte 0xFF at offset 13 does not start a valid UTF-8 sequence; save the file as UTF-8 (in a spreadsheet: "CSV UTF-8")'])
  })
})

describe('the template: cells quoted on one line, dates in the two documented forms only', () => {
  const HEADER = 'Wahlvorschlag;Kurzbezeichnung;Art;Aufstellung;Listenplatz;Name;Stimmen'
  const BODY: BodyFrame = { name: 'Gemeindevertretung Test', kind: 'gemeindevertretung', statutoryMemberCount: 1, electionMode: 'proportional', term: { start: '2021-04-01', end: '2026-03-31' } }
  const lines = (setUp: string, votes: string): ReadonlyArray<string> => {
    const r = importTemplate({ name: 'k.csv', text: `${HEADER}\n1;SPD;Partei;${setUp};1;Anna Arnold;${votes}\n` }, { body: BODY, listSeats: { SPD: 1 } })
    return r._tag === 'Left' ? (r.left as ImportFailure).errors.map(errorText) : []
  }

  it('a cell with a line or paragraph separator is quoted with the separator escaped, as JSON escapes it', () => {
    expect(lines('14.11.2020', '1\u20282')).toEqual(['k.csv:2:7 (Stimmen): expected a whole number (digits only), got "1\\u20282"'])
    expect(lines('14.11.2020', '1\u20292')).toEqual(['k.csv:2:7 (Stimmen): expected a whole number (digits only), got "1\\u20292"'])
  })

  it('a date with a digit too many or a character before it is neither TT.MM.JJJJ nor JJJJ-MM-TT', () => {
    for (const d of ['2020-11-144', 'x2020-11-14', '14.11.20200', '114.11.2020']) expect(lines(d, '100')).toEqual([`k.csv:2:4 (Aufstellung): expected a date TT.MM.JJJJ or JJJJ-MM-TT, got "${d}"`])
    expect(lines('2020-11-14', '100')).toEqual([])
    expect(lines('14.11.2020', '100')).toEqual([])
  })
})
