// Totality: every exported function returns a value for any input — an
// Either or a tagged result — and never throws.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as api from './support/public.js'
import { validCase } from '../src/oracle/arbitraries.js'

describe('totality of the public API', () => {
  it('decide, decideText, validate and decodeCase never throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.json().map((s) => JSON.parse(s) as unknown), validCase()), (u) => {
        for (const r of [api.decide(u), api.validate(u), api.decodeCase(u), api.decideCase(u)]) expect(['Left', 'Right']).toContain(r._tag)
        const text = typeof u === 'string' ? u : (JSON.stringify(u) ?? '')
        expect(['Left', 'Right']).toContain(api.decideText(text)._tag)
        expect(['Left', 'Right']).toContain(api.parseJson(text)._tag)
      }),
      { numRuns: 400 },
    )
  })

  it('valid cases with one field replaced by anything still give a value', () => {
    fc.assert(
      fc.property(validCase(), fc.constantFrom('body', 'lists', 'events', 'query', 'lot', 'interpretation', 'format'), fc.anything(), (c, key, value) => {
        const x = { ...c, [key]: value }
        const r = api.decide(x)
        expect(['Left', 'Right']).toContain(r._tag)
        if (r._tag === 'Left') for (const e of r.left.errors) expect(typeof e.path).toBe('string')
      }),
    )
  })

  it('the other exported functions are total on their domains', () => {
    expect(api.encodeFailure({ _tag: 'rejected', errors: [] })).toEqual({ format: 'nachruecken.error/1', errors: [] })
    expect(api.cite('kwg34.2.n3.ground')).toBe('§ 34 Abs. 2 Nr. 3 Alt. 2 KWG')
  })
})
