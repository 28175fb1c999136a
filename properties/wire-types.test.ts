// The wire types at the type level (compiled by `npm run typecheck` in npm
// test; the runtime assertions check the same documents): WireDetermination
// narrows on `outcome`, Failure on `_tag`; a CaseInput is plain JSON; `lang`
// is 'de' | 'en'. A line marked @ts-expect-error fails the typecheck if it
// compiles — so each marks something the types must refuse.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  answer,
  decide,
  decideText,
  opinionOf,
  type CaseInput,
  type Failure,
  type Lang,
  type Rejected,
  type Unreadable,
  type WireAudit,
  type WireAwaitingProof,
  type WireBodyCeased,
  type WireDetermination,
  type WireLotRequired,
  type WireNoSuccession,
  type WireState,
  type WireSuccessor,
  type WireTie,
  type WireVacant,
} from './support/public.js'
import { loadVectors, ROOT } from './support/vectors.js'

const example = JSON.parse(readFileSync(join(ROOT, 'spec', 'examples', 'musterstadt.case.json'), 'utf8')) as CaseInput

describe('the wire types narrow', () => {
  it('WireDetermination on outcome: successor is a string only for successor, null in every other variant', () => {
    const r = decide(example)
    if (r._tag === 'Left') throw new Error('the example is decided')
    const d = r.right
    expectTypeOf(d).toEqualTypeOf<WireDetermination>()
    expectTypeOf(d.successor).toEqualTypeOf<string | null>()
    // @ts-expect-error -- not narrowed yet
    const notYet: string = d.successor
    switch (d.outcome) {
      case 'successor':
        expectTypeOf(d).toEqualTypeOf<WireSuccessor>()
        expectTypeOf(d.successor).toEqualTypeOf<string>()
        expectTypeOf(d.reason).toEqualTypeOf<null>()
        break
      case 'vacant':
        expectTypeOf(d).toEqualTypeOf<WireVacant>()
        expectTypeOf(d.successor).toEqualTypeOf<null>()
        break
      case 'noSuccession':
        expectTypeOf(d).toEqualTypeOf<WireNoSuccession>()
        expectTypeOf(d.reason).toEqualTypeOf<'kwg33.1.n4' | 'kwg33.2' | 'kwg34.5'>()
        break
      case 'lotRequired':
        expectTypeOf(d).toEqualTypeOf<WireLotRequired>()
        expectTypeOf(d.tie).toEqualTypeOf<WireTie>()
        break
      case 'awaitingProof':
        expectTypeOf(d).toEqualTypeOf<WireAwaitingProof>()
        expectTypeOf(d.awaiting.candidate).toEqualTypeOf<string>()
        break
      case 'bodyCeased':
        expectTypeOf(d).toEqualTypeOf<WireBodyCeased>()
        expectTypeOf(d.reason).toEqualTypeOf<'hgo82.1.s6' | 'hgo86.1.s3'>()
        break
      default:
        expectTypeOf(d).toEqualTypeOf<never>()
    }
    expect(d.outcome === 'successor' ? d.successor : null).toBe('SPD-4')
    expect(notYet).toBe('SPD-4')
  })

  it('at run time every vector agrees with the variant: successor non-null exactly for successor, reason for noSuccession and bodyCeased, ceased for bodyCeased, tie for lotRequired, awaiting for awaitingProof', () => {
    const seen = new Set<string>()
    for (const v of loadVectors()) {
      const r = decide(v.case)
      if (r._tag === 'Left') continue
      const d = r.right
      seen.add(d.outcome)
      expect(d.successor !== null, v.file).toBe(d.outcome === 'successor')
      expect(d.reason !== null, v.file).toBe(d.outcome === 'noSuccession' || d.outcome === 'bodyCeased')
      expect(d.ceased !== null, v.file).toBe(d.outcome === 'bodyCeased' || (d.outcome === 'vacant' && d.ceased !== null))
      if (d.outcome === 'bodyCeased') expect(d.reason, v.file).toBe(d.ceased?.rule)
      if (d.outcome === 'lotRequired') expect(d.tie, v.file).not.toBeNull()
      if (d.outcome === 'awaitingProof') expect(d.awaiting, v.file).not.toBeNull()
    }
    expect([...seen].sort()).toEqual(['awaitingProof', 'bodyCeased', 'lotRequired', 'noSuccession', 'successor', 'vacant'])
  })

  it('Failure on _tag: unreadable or rejected, both with errors', () => {
    const r = decideText('{')
    if (r._tag === 'Right') throw new Error('not JSON')
    const f: Failure = r.left
    if (f._tag === 'unreadable') expectTypeOf(f).toEqualTypeOf<Unreadable>()
    else expectTypeOf(f).toEqualTypeOf<Rejected>()
    expect(f._tag).toBe('unreadable')
  })

  it('answer gives the document of the kind asked for', () => {
    expectTypeOf(answer(example)).toEqualTypeOf<ReturnType<typeof decide>>()
    const s = answer({ ...example, query: { state: { asOf: '2023-08-30' } } }, 'state')
    const a = answer({ ...example, query: { state: { asOf: '2023-08-30' } } }, 'audit')
    if (s._tag === 'Left' || a._tag === 'Left') throw new Error('a state query is answered')
    expectTypeOf(s.right).toEqualTypeOf<WireState>()
    expectTypeOf(a.right).toEqualTypeOf<WireAudit>()
    expect(s.right.format).toBe('nachruecken.state/1')
    expect(a.right.format).toBe('nachruecken.audit/1')
    // an unknown kind: refused by the type, and at run time a Left
    // @ts-expect-error -- not a kind of answer
    const bogus = answer(example, 'verdict')
    expect(bogus._tag).toBe('Left')
  })
})

describe('the input is plain JSON, the language is de or en', () => {
  it('a CaseInput object literal takes plain strings and numbers; a wrong field type does not compile', () => {
    const c: CaseInput = { ...example, query: { vacancy: 'SPD-1', asOf: '2023-08-30' } }
    expect(decide(c)._tag).toBe('Right')
    // @ts-expect-error -- votes are numbers
    const wrong: CaseInput = { ...example, lists: [{ id: 'X', name: 'X', group: 'party', setUp: null, candidates: [{ id: 'X-1', name: 'x', position: 1, votes: '12', elected: true }] }] }
    // @ts-expect-error -- an event type the format does not have
    const unknownEvent: CaseInput = { ...example, events: [{ type: 'memberJoined', date: '2023-01-01', member: 'SPD-1' }] }
    expect(decide(wrong)._tag).toBe('Left')
    expect(decide(unknownEvent)._tag).toBe('Left')
  })

  it("lang is 'de' | 'en' for the compiler, and anything else is a Left at run time, never German", () => {
    expectTypeOf<Parameters<typeof opinionOf>[1]>().toEqualTypeOf<Lang | undefined>()
    // @ts-expect-error -- French is not offered
    const fr = opinionOf(example, 'fr')
    for (const lang of ['fr', 42, null, 'DE', ''] as const) {
      const r = opinionOf(example, lang as unknown as Lang)
      expect(r._tag, String(lang)).toBe('Left')
      if (r._tag === 'Left') expect(r.left.errors[0]).toMatchObject({ path: '', code: 'invalidValue', rule: null })
    }
    expect(fr._tag).toBe('Left')
    expect(opinionOf(example)._tag).toBe('Right')
    expect(opinionOf(example, undefined)._tag).toBe('Right')
  })
})
