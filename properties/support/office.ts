/** The example office profile for the document tests: with its chair, and without one. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { decodeOffice } from '../../src/codec/office.js'
import type { Office } from '../../src/domain/office.js'
import { ROOT } from './vectors.js'

type Json = Record<string, unknown>

/** A JSON file of the repository, parsed. */
export const readJson = (...p: string[]): Json => JSON.parse(readFileSync(join(ROOT, ...p), 'utf8')) as Json

/** An office profile decoded, or the test fails with the decoder's errors. */
export const officeOf = (u: unknown): Office => {
  const r = decodeOffice(u)
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
  return r.right
}

export const OFFICE_JSON: Json = readJson('spec', 'examples', 'musterstadt.office.json')
export const OFFICE: Office = officeOf(OFFICE_JSON)
export const NO_CHAIR_JSON: Json = Object.fromEntries(Object.entries(OFFICE_JSON).filter(([k]) => k !== 'chair'))
export const NO_CHAIR: Office = officeOf(NO_CHAIR_JSON)
