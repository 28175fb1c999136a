// The office profile (nachruecken.office/1) and the publication of the command line: what a returning officer who
// mistypes a field is told — the JSON path (or the option) and what was expected — and the defaults of the optional
// fields (issue "Documents a returning officer can sign").
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
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

  it('leaves out the letterhead, the file number and the chair as none', () => {
    const { letterhead: _l, fileNumber: _f, chair: _c, ...bare } = profile
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
