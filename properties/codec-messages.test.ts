// The codec's messages that the fresh codec run of 2026-12-03 found untested (mutation/README.md).
// The office profile (nachruecken.office/1) and the publication of the command line: what a returning officer who
// mistypes a field is told — the JSON path (or the option) and what was expected — and the defaults of the optional
// fields (issue "Documents a returning officer can sign").
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { decodeOffice, decodePublication } from '../src/codec/office.js'

const profile = JSON.parse(readFileSync(new URL('../spec/examples/musterstadt.office.json', import.meta.url), 'utf8')) as Record<string, unknown>
const objection = profile.objection as Record<string, unknown>

/** The one error of a profile that is refused, as path and message. */
const errorOf = (u: unknown): readonly [string, string] => {
  const r = decodeOffice(u)
  if (r._tag === 'Right' || r.left.errors.length !== 1) throw new Error(`expected one error, got ${JSON.stringify(r)}`)
  const e = r.left.errors[0]
  return [e?.path ?? '', e?.message ?? '']
}

describe('an office profile that is refused names the field and what was expected', () => {
  it('names each part of the profile by what it is', () => {
    expect(errorOf(5)).toEqual(['', 'expected an office profile, got 5'])
    expect(errorOf({ ...profile, authority: 5 })).toEqual(['authority', 'expected the authority, got 5'])
    expect(errorOf({ ...profile, officer: 5 })).toEqual(['officer', 'expected the returning officer, got 5'])
    expect(errorOf({ ...profile, objection: 5 })).toEqual(['objection', 'expected the place for an objection, got 5'])
    expect(errorOf({ ...profile, chair: 5 })).toEqual(['chair', 'expected the chair of the body ({ "name": …, "title": … }), got 5'])
  })

  it('takes a text of 500 characters and refuses one of 501, or one of blanks only', () => {
    expect(decodeOffice({ ...profile, place: 'M'.repeat(500) })._tag).toBe('Right')
    expect(errorOf({ ...profile, place: 'M'.repeat(501) })[1]).toMatch(/^expected a non-empty string of at most 500 characters, got /)
    expect(errorOf({ ...profile, place: ' ' })).toEqual(['place', 'expected a non-empty string of at most 500 characters, got " "'])
    expect(errorOf({ ...profile, objection: { ...objection, room: 5 } })).toEqual(['objection.room', 'expected a non-empty string of at most 500 characters, got 5'])
    expect(errorOf({ ...profile, letterhead: [5] })).toEqual(['letterhead[0]', 'expected a non-empty string of at most 500 characters, got 5'])
  })

  it('takes a line that repeats in the letterhead or the address, as the schema does (it asks no uniqueness there)', () => {
    const address = objection.address as ReadonlyArray<string>
    const twice = { ...profile, letterhead: ['Der Magistrat', 'Der Magistrat'], objection: { ...objection, address: [...address, address[0]] } }
    const bySchema = new Ajv2020({ strict: true, allErrors: true }).compile(
      JSON.parse(readFileSync(new URL('../spec/schema/office.schema.json', import.meta.url), 'utf8')) as object,
    )
    expect(bySchema(twice)).toBe(true)
    const r = decodeOffice(twice)
    expect(r._tag === 'Right' ? [r.right.letterhead, r.right.objection.address] : r).toEqual([['Der Magistrat', 'Der Magistrat'], [...address, address[0]]])
  })

  it('leaves out the letterhead, the file number and the chair as none', () => {
    const bare = Object.fromEntries(Object.entries(profile).filter(([k]) => !['letterhead', 'fileNumber', 'chair'].includes(k)))
    const r = decodeOffice(bare)
    expect(r._tag === 'Right' ? [r.right.letterhead, r.right.fileNumber, r.right.chair] : r).toEqual([[], null, null])
  })
})

describe('the publication given on the command line', () => {
  it('needs a calendar date after --published and a medium after --in', () => {
    expect(decodePublication('2023-03-01', 'Musterstädter Anzeiger')).toEqual({ _tag: 'Right', right: { date: '2023-03-01', medium: 'Musterstädter Anzeiger' } })
    const bad = (date: string, medium: string) => {
      const r = decodePublication(date, medium)
      return r._tag === 'Left' ? r.left.errors.map((e) => [e.path, e.code, e.message]) : r
    }
    expect(bad('2023-13-01', 'Anzeiger')).toEqual([['--published', 'invalidValue', 'expected a calendar date YYYY-MM-DD, got "2023-13-01"']])
    expect(bad('2023-03-01', ' ')).toEqual([['--in', 'invalidValue', 'expected the medium of the publication, got " "']])
  })
})

describe('bytes that are not UTF-8 are refused with the offset and the bytes there', () => {
  it('names the offset of the first bad sequence and up to four bytes from it, in hexadecimal', async () => {
    const { decodeUtf8 } = await import('../src/codec/json.js')
    // "Fa" then 0xC3 0x28: a two-byte lead followed by no continuation byte (Unicode § 3.9, table 3-7)
    const r = decodeUtf8(new Uint8Array([0x46, 0x61, 0xc3, 0x28, 0x6c, 0x6c]))
    expect(r._tag === 'Left' ? r.left.errors.map((e) => [e.path, e.code, e.message]) : r).toEqual([
      ['', 'invalidJson', 'not valid UTF-8: invalid byte sequence at byte offset 2 (0xC3 0x28 0x6C 0x6C); save the file as UTF-8'],
    ])
  })

  it('refuses anything but bytes with what it got', async () => {
    const { decodeUtf8 } = await import('../src/codec/json.js')
    const r = decodeUtf8('Fall' as unknown as Uint8Array)
    expect(r._tag === 'Left' ? r.left.errors.map((e) => [e.code, e.message]) : r).toEqual([['invalidJson', 'expected the bytes of a document (a Uint8Array or Buffer), got "Fall"']])
  })
})

describe('the protocol answer', () => {
  it('is the determination when no kind is asked for, and an error naming the kinds for an unknown one', async () => {
    const { answer, decide } = await import('../src/api.js')
    const u = JSON.parse(readFileSync(new URL('../spec/examples/musterstadt.case.json', import.meta.url), 'utf8')) as unknown
    expect(answer(u)).toEqual(decide(u))
    expect(answer(u, 'determination')).toEqual(decide(u))
    const r = answer(u, 'opinion' as 'state')
    expect(r._tag === 'Left' ? r.left.errors.map((e) => [e.path, e.code, e.message]) : r).toEqual([
      ['', 'invalidValue', 'expected the answer "determination", "state", "audit", got "opinion"'],
    ])
  })
})

describe('a departure of someone not on any list', () => {
  it('is refused as an unknown reference at the event’s member field', async () => {
    const { validate } = await import('../src/api.js')
    const u = JSON.parse(readFileSync(new URL('../spec/examples/musterstadt.case.json', import.meta.url), 'utf8')) as Record<string, unknown>
    const r = validate({ ...u, events: [{ date: '2023-01-10', type: 'memberLeft', member: 'X-9', cause: 'death' }, ...(u.events as ReadonlyArray<unknown>)] })
    expect(r._tag === 'Left' ? r.left.errors.map((e) => [e.path, e.code]) : r).toEqual([['events[0].member', 'unknownReference']])
  })
})

describe('a final decision written in the case', () => {
  // § 34 Abs. 6 KWG with § 27 KWG: a decision the case records as final was made final by someone — the record
  // derives a final of its own (synthetic) only when the month for an action passed (R10). The domain type says
  // `synthetic: boolean`; a decoder that left it out would hand the vendor an event of no type.
  it('is decoded as recorded, not as derived by the program', async () => {
    const { decodeCase } = await import('../src/codec/case.js')
    const v = JSON.parse(readFileSync(new URL('../spec/conformance/vectors/proc-019.json', import.meta.url), 'utf8')) as { case: unknown }
    const r = decodeCase(v.case)
    const finals = r._tag === 'Right' ? r.right.events.filter((e) => e._tag === 'final') : []
    expect(finals.map((e) => [e.date, Object.hasOwn(e, 'synthetic') ? (e as { synthetic: unknown }).synthetic : 'missing'])).toEqual([['2023-10-20', false]])
  })
})
