// The module-level values of src/codec/ and src/api.ts that the fresh codec run
// of 2026-12-06 (mutation/survivors-codec-2026-12-06.txt) left alive: the names
// of the codecs (the words of every "expected …, got …"), their fields, the
// `unique` flags of the id lists, the causes that carry a final judgment, the
// keys of the candidate fast path, the messages of unknown and missing fields
// and the format of the error document. A codec is built when its module loads,
// before Stryker switches a mutant on; so every test here imports the modules
// afresh (vi.resetModules) and computes everything inside the test.
//
// Where the expected words come from: the JSON paths and the form "expected …,
// got …" from spec/wire-format.md ("Error") and spec/bad-input.md (H06 "expected
// a case, got …", H07, H09 unknownField/missingField, H13 "expected unique
// entries, got \"D\" twice", H14, H28, H41); the formats and the unique lists from
// spec/schema/*.json (read here, not copied). The names of the parts ("a tie",
// "a member count", "the returning officer", …) are the project's own wording,
// fixed by the codecs' names in src/codec/ and pinned as such (they are the
// same words as in properties/codec-names.test.ts and codec-messages.test.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { ROOT } from './support/vectors.js'

type Json = Record<string, unknown>
const readJson = (...p: string[]): Json => JSON.parse(readFileSync(join(ROOT, ...p), 'utf8')) as Json

/** A fresh module registry: each codec is built anew, with the mutant (if any) switched on. */
const fresh = {
  determination: async () => {
    vi.resetModules()
    const m = await import('../src/codec/determination.js')
    const r = await import('../src/codec/report.js')
    return (u: unknown): ReadonlyArray<string> => {
      const d = m.WireDeterminationC.decode(u)
      return d._tag === 'Left' ? r.reportErrors(d.left).map((e) => `${e.path}: ${e.message}`) : ['accepted']
    }
  },
  caseCodec: async () => {
    vi.resetModules()
    return import('../src/codec/case.js')
  },
  office: async () => {
    vi.resetModules()
    return import('../src/codec/office.js')
  },
  json: async () => {
    vi.resetModules()
    return import('../src/codec/json.js')
  },
  api: async () => {
    vi.resetModules()
    return import('../src/api.js')
  },
}

/** A determination with every part filled in, written by hand from spec/wire-format.md (the flat codec checks structure, not the outcome's logic). */
const FULL: Json = {
  format: 'nachruecken.determination/1',
  outcome: 'successor',
  vacancy: 'SPD-1',
  list: 'SPD',
  cause: 'seatWaiver',
  successor: 'SPD-4',
  reason: null,
  memberCount: { before: 31, after: 31 },
  considered: [
    { candidate: 'SPD-9', verdict: 'skipped', rule: 'kwg34.2.n2' },
    { candidate: 'SPD-4', verdict: 'successor', rule: 'kwg34.1.s1.rank' },
  ],
  tie: { among: ['SPD-4', 'SPD-5'], votes: 655, resolvedBy: 'lotSeed', seed: 'Sitzung 2022-06-01', order: ['SPD-4', 'SPD-5'] },
  awaiting: { candidate: 'SPD-6', notified: '2022-06-02', due: '2022-06-09' },
  blockedBy: null,
  ceased: { on: '2022-06-03', rule: 'hgo82.1.s6' },
  disregarded: [{ event: 1, rule: 'kwg34.2.n2', reason: 'waiverNotWritten' }],
  rules: ['kwg34.1.s1.trigger', 'kwg34.1.s1.rank', 'kwg34.2.n2'],
}
const tie = FULL['tie'] as Json
const awaiting = FULL['awaiting'] as Json

describe('a determination document of another implementation is read field by field (nachruecken.determination/1)', () => {
  it('decodes a determination in which every part is filled in: the walk, a tie with its lot order, an awaited proof, a ceasing and a disregarded fact', async () => {
    const errors = await fresh.determination()
    expect(errors(FULL)).toEqual(['accepted'])
  })

  it('says for each part of the wrong type what was expected there', async () => {
    const errors = await fresh.determination()
    expect(errors(1)).toEqual([': expected a determination, got 1'])
    expect(errors({ ...FULL, memberCount: 1 })).toEqual(['memberCount: expected a member count, got 1'])
    expect(errors({ ...FULL, considered: [1] })).toEqual(['considered[0]: expected a considered entry, got 1'])
    expect(errors({ ...FULL, tie: 1 })).toEqual(['tie: expected a tie, got 1'])
    expect(errors({ ...FULL, awaiting: 1 })).toEqual(['awaiting: expected an awaited proof, got 1'])
    expect(errors({ ...FULL, ceased: 1 })).toEqual(['ceased: expected a ceasing of the body, got 1'])
    expect(errors({ ...FULL, disregarded: [1] })).toEqual(['disregarded[0]: expected a disregarded fact, got 1'])
  })

  it('says for each value of the wrong kind what was expected (the words of spec/bad-input.md H14 and H28)', async () => {
    const errors = await fresh.determination()
    expect(errors({ ...FULL, vacancy: '' })).toEqual(['vacancy: expected an id (1 to 200 characters), got ""'])
    expect(errors({ ...FULL, list: 1 })).toEqual(['list: expected an id (1 to 200 characters), got 1'])
    expect(errors({ ...FULL, awaiting: { ...awaiting, due: '2022-02-30' } })).toEqual(['awaiting.due: expected a calendar date YYYY-MM-DD, got "2022-02-30"'])
    expect(errors({ ...FULL, tie: { ...tie, votes: -1 } })).toEqual(['tie.votes: expected a non-negative integer, got -1'])
    expect(errors({ ...FULL, memberCount: { before: 31, after: 1.5 } })).toEqual(['memberCount.after: expected a non-negative integer, got 1.5'])
    expect(errors({ ...FULL, tie: { ...tie, seed: 7 } })).toEqual(['tie.seed: expected a string, got 7'])
  })

  it('refuses a candidate named twice in a tie or in its lot order, and a norm named twice in rules, as the schema does (uniqueItems; spec/bad-input.md H13)', async () => {
    const schema = readJson('spec', 'schema', 'determination.schema.json') as { properties: Json; $defs: Json }
    // the schema's own word that these lists are unique
    expect((schema.$defs['idList'] as Json)['uniqueItems']).toBe(true)
    expect((schema.properties['rules'] as Json)['uniqueItems']).toBe(true)
    const errors = await fresh.determination()
    expect(errors({ ...FULL, tie: { ...tie, among: ['SPD-4', 'SPD-4'] } })).toEqual(['tie.among: expected unique entries, got "SPD-4" twice'])
    expect(errors({ ...FULL, tie: { ...tie, order: ['SPD-5', 'SPD-5'] } })).toEqual(['tie.order: expected unique entries, got "SPD-5" twice'])
    expect(errors({ ...FULL, rules: ['kwg34.2.n2', 'kwg34.1.s1.rank', 'kwg34.2.n2'] })).toEqual(['rules: expected unique entries, got "kwg34.2.n2" twice'])
  })
})

const example = (): Json => readJson('spec', 'examples', 'musterstadt.case.json')
const firstList = (c: Json): Json => (c['lists'] as Json[])[0] as Json
const firstCandidate = (c: Json): Json => (firstList(c)['candidates'] as Json[])[0] as Json
const electedId = (c: Json): unknown => (firstList(c)['candidates'] as Json[]).find((k) => k['elected'] === true)?.['id']

describe('a case document is read field by field (nachruecken.case/1)', () => {
  const errorsOf = async (): Promise<(u: unknown) => ReadonlyArray<string>> => {
    const m = await fresh.caseCodec()
    return (u) => {
      const r = m.decodeCase(u, { rules: false })
      return r._tag === 'Left' ? r.left.errors.map((e) => `${e.path}: ${e.code}: ${e.message}`) : ['accepted']
    }
  }

  it('says for each part of the wrong type what was expected there (spec/bad-input.md H06, H07)', async () => {
    const errors = await errorsOf()
    const c = example()
    const body = c['body'] as Json
    const list = firstList(c)
    expect(errors(c)).toEqual(['accepted'])
    expect(errors(1)).toEqual([': invalidValue: expected a case, got 1'])
    expect(errors({ ...c, body: 1 })).toEqual(['body: invalidValue: expected a body, got 1'])
    expect(errors({ ...c, body: { ...body, term: 1 } })).toEqual(['body.term: invalidValue: expected a term, got 1'])
    expect(errors({ ...c, lists: [1] })).toEqual(['lists[0]: invalidValue: expected a list, got 1'])
    expect(errors({ ...c, lists: [{ ...list, candidates: [1] }] })).toEqual(['lists[0].candidates[0]: invalidValue: expected a candidate, got 1'])
    expect(errors({ ...c, events: [1] })).toEqual(['events[0]: invalidValue: expected an event object, got 1'])
    expect(errors({ ...c, query: 1 })).toEqual(['query: invalidValue: expected a query, got 1'])
    expect(errors({ ...c, query: { state: 1 } })).toEqual(['query.state: invalidValue: expected a state query, got 1'])
    expect(errors({ ...c, lot: 1 })).toEqual(['lot: invalidValue: expected a lot, got 1'])
    expect(errors({ ...c, interpretation: 1 })).toEqual(['interpretation: invalidValue: expected an interpretation, got 1'])
  })

  it('says for each value of the wrong kind what was expected (spec/bad-input.md H07, H14)', async () => {
    const errors = await errorsOf()
    const c = example()
    const body = c['body'] as Json
    const list = firstList(c)
    const candidate = firstCandidate(c)
    const withCandidate = (k: Json): Json => ({ ...c, lists: [{ ...list, candidates: [k] }] })
    expect(errors({ ...c, body: { ...body, statutoryMemberCount: 0 } })).toEqual(['body.statutoryMemberCount: invalidValue: expected an integer of at least 1, got 0'])
    expect(errors({ ...c, body: { ...body, eligibleVoters: -12480 } })).toEqual(['body.eligibleVoters: invalidValue: expected a non-negative integer, got -12480'])
    expect(errors(withCandidate({ ...candidate, position: 0 }))).toEqual(['lists[0].candidates[0].position: invalidValue: expected an integer of at least 1, got 0'])
    expect(errors(withCandidate({ ...candidate, name: 1 }))).toEqual(['lists[0].candidates[0].name: invalidValue: expected a string, got 1'])
    expect(errors(withCandidate({ ...candidate, elected: 'yes' }))).toEqual(['lists[0].candidates[0].elected: invalidValue: expected true or false, got "yes"'])
    // a reading the wire format does not know: the message names every reading, each quoted, separated by commas
    expect(errors({ ...c, interpretation: { incompatibility: 'x' } })).toEqual([
      'interpretation.incompatibility: invalidValue: expected one of "proofPeriod", "exclude", "statusRoute", got "x"',
    ])
    // a determination recorded as "vacant" names no successor: its successor must be null
    const vacancy = electedId(c)
    const vacant = { date: '2022-06-02', type: 'determination', vacancy, by: 'returningOfficer', outcome: 'vacant', successor: 'x' }
    expect(errors({ ...c, events: [{ date: '2022-06-01', type: 'memberLeft', member: vacancy, cause: 'death' }, vacant] })).toEqual([
      'events[1].successor: invalidValue: expected null, got "x"',
    ])
  })

  it('names an unknown field and a missing one with their own codes and words (spec/bad-input.md H06, H09)', async () => {
    const errors = await errorsOf()
    const c = example()
    expect(errors({ ...c, extra: 1 })).toEqual(['extra: unknownField: unknown field'])
    const noQuery = Object.fromEntries(Object.entries(c).filter(([k]) => k !== 'query'))
    expect(errors(noQuery)).toEqual(['query: missingField: missing required field'])
  })

  it('reads a loss of eligibility, of the capacity for office and an incompatibility with or without a final judgment (§ 33 Abs. 1 Nr. 2 KWG), and no other cause with one', async () => {
    const errors = await errorsOf()
    const c = example()
    const departure = (cause: string, more: Json = {}): Json => ({ ...c, events: [{ date: '2022-06-01', type: 'memberLeft', member: electedId(c), cause, ...more }] })
    for (const cause of ['eligibilityLost', 'officeCapacityLost', 'incompatibility']) {
      expect(errors(departure(cause, { finalJudgment: true })), cause).toEqual(['accepted'])
      expect(errors(departure(cause)), cause).toEqual(['accepted'])
    }
    expect(errors(departure('death', { finalJudgment: true }))).toEqual(['events[0].finalJudgment: unknownField: unknown field'])
  })

  it('its public type guard WireCaseC.is holds for a valid case, with every field of a candidate, and not for a candidate with a field the format does not know', async () => {
    const m = await fresh.caseCodec()
    const c = example()
    const list = firstList(c)
    const candidates = list['candidates'] as Json[]
    const withSetUp = { ...c, lists: [{ ...list, candidates: candidates.map((k, i) => (i === 0 ? { ...k, memberAtSetUp: true } : k)) }] }
    expect(m.WireCaseC.is(c)).toBe(true)
    expect(m.WireCaseC.is(withSetUp)).toBe(true)
    expect(m.WireCaseC.is({ ...c, lists: [{ ...list, candidates: [{ ...firstCandidate(c), party: 'SPD' }] }] })).toBe(false)
  })
})

describe('an office profile is read field by field (nachruecken.office/1)', () => {
  const errorsOf = async (): Promise<(u: unknown) => ReadonlyArray<string>> => {
    const m = await fresh.office()
    return (u) => {
      const r = m.decodeOffice(u)
      return r._tag === 'Left' ? r.left.errors.map((e) => `${e.path}: ${e.message}`) : ['accepted']
    }
  }

  it('says for each part of the wrong type what was expected there', async () => {
    const errors = await errorsOf()
    const p = readJson('spec', 'examples', 'musterstadt.office.json')
    expect(errors(p)).toEqual(['accepted'])
    expect(errors(5)).toEqual([': expected an office profile, got 5'])
    expect(errors({ ...p, authority: 5 })).toEqual(['authority: expected the authority, got 5'])
    expect(errors({ ...p, officer: 5 })).toEqual(['officer: expected the returning officer, got 5'])
    expect(errors({ ...p, objection: 5 })).toEqual(['objection: expected the place for an objection, got 5'])
    expect(errors({ ...p, chair: 5 })).toEqual(['chair: expected the chair of the body ({ "name": …, "title": … }), got 5'])
    // the schema's text: non-empty (not blanks only), at most 500 characters
    expect(errors({ ...p, place: '  ' })).toEqual(['place: expected a non-empty string of at most 500 characters, got "  "'])
  })

  it('accepts a letterhead that repeats a line, as its schema does (no uniqueItems)', async () => {
    const schema = readJson('spec', 'schema', 'office.schema.json') as { properties: Json }
    expect((schema.properties['letterhead'] as Json)['uniqueItems']).toBeUndefined()
    const errors = await errorsOf()
    const p = readJson('spec', 'examples', 'musterstadt.office.json')
    expect(errors({ ...p, letterhead: ['Gemeinde Musterstadt', 'Gemeinde Musterstadt'] })).toEqual(['accepted'])
  })
})

describe('bytes and errors at the edge of the library', () => {
  it('names up to four bytes at the offset of the first sequence that is not UTF-8, in hexadecimal, separated by spaces (spec/bad-input.md H41)', async () => {
    const m = await fresh.json()
    // "Fa" then 0xC3 0x28: a two-byte lead followed by no continuation byte (Unicode § 3.9, table 3-7)
    const r = m.decodeUtf8(new Uint8Array([0x46, 0x61, 0xc3, 0x28, 0x6c, 0x6c]))
    expect(r._tag === 'Left' ? r.left.errors.map((e) => [e.path, e.code, e.message]) : r).toEqual([
      ['', 'invalidJson', 'not valid UTF-8: invalid byte sequence at byte offset 2 (0xC3 0x28 0x6C 0x6C); save the file as UTF-8'],
    ])
  })

  it('writes each byte with two hexadecimal digits, a byte below 0x10 too (a line feed after a cut-off sequence is 0x0A, not 0xA)', async () => {
    const m = await fresh.json()
    // "F", then 0xC3 (a two-byte lead) followed by a line feed, which is no continuation byte (Unicode § 3.9, table 3-7)
    const r = m.decodeUtf8(new Uint8Array([0x46, 0xc3, 0x0a]))
    expect(r._tag === 'Left' ? r.left.errors.map((e) => e.message) : r).toEqual(['not valid UTF-8: invalid byte sequence at byte offset 1 (0xC3 0x0A); save the file as UTF-8'])
  })

  it('refuses anything but bytes, saying what it expected and what it got', async () => {
    const m = await fresh.json()
    const r = m.decodeUtf8('Fall' as unknown as Uint8Array)
    expect(r._tag === 'Left' ? r.left.errors.map((e) => [e.path, e.code, e.message]) : r).toEqual([
      ['', 'invalidJson', 'expected the bytes of a document (a Uint8Array or Buffer), got "Fall"'],
    ])
  })

  it('writes its error document in the format its schema fixes', async () => {
    const format = ((readJson('spec', 'schema', 'error.schema.json')['properties'] as Json)['format'] as Json)['const']
    expect(format).toBe('nachruecken.error/1')
    const m = await fresh.api()
    expect(m.ERROR_FORMAT).toBe(format)
    expect(m.encodeFailure({ _tag: 'rejected', errors: [] }).format).toBe(format)
    // and a refused case comes back in it
    const r = m.decide(1)
    expect(r._tag === 'Left' ? m.encodeFailure(r.left) : r).toEqual({
      format,
      errors: [{ path: '', code: 'invalidValue', message: 'expected a case, got 1', rule: null }],
    })
  })
})
