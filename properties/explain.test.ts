// The short German explanation: one line per considered candidate, with the
// candidate's name and the citation of the rule; the result names the
// successor, the new legal member count, the lot or the proof period.
import { describe, expect, it } from 'vitest'
import { cite, decideCase, explainShort } from './support/public.js'
import { loadVectors } from './support/vectors.js'
import { formatDate } from '../src/explain/words.js'

const decided = loadVectors().flatMap((v) => {
  const r = decideCase(v.case)
  return r._tag === 'Right' ? [[v.id, r.right] as const] : []
})

describe('explainShort on every vector with a determination', () => {
  it.each(decided)('%s', (_id, { case: c, determination: d }) => {
    const lines = explainShort(c, d)
    const numbered = lines.filter((l) => /^\d+\. /.test(l))
    expect(numbered.length).toBe(d.considered.length)
    const names = new Map(c.lists.flatMap((l) => l.candidates.map((k) => [k.id as string, k.name])))
    d.considered.forEach((x, i) => {
      expect(numbered[i]).toContain(names.get(x.candidate))
      expect(numbered[i]).toContain(`(${cite(x.rule)})`)
    })
    const result = lines[lines.length - 1] as string
    expect(result.startsWith('Ergebnis: ')).toBe(true)
    switch (d._tag) {
      case 'successor':
        expect(result).toContain(names.get(d.successor))
        break
      case 'vacant':
        expect(result).toContain(`vermindert sich auf ${d.memberCount.after}`)
        break
      case 'noSuccession':
        expect(result).toContain(cite(d.reason))
        break
      case 'lotRequired':
        expect(result).toContain('Los')
        for (const id of d.tie?.among ?? []) expect(result).toContain(names.get(id))
        break
      case 'awaitingProof':
        expect(result).toContain(d.awaiting?.due == null ? 'noch nicht in Lauf gesetzt' : `mit Ablauf des ${formatDate('de', d.awaiting.due)}`)
        break
    }
    if (d.tie?._tag === 'lotSeed') expect(lines.join('\n')).toContain(`Startwert ${JSON.stringify(d.tie.seed)}`)
    if (d.blockedBy !== null) expect(lines.join('\n')).toContain('noch offenen Entscheidung')
    expect(lines.filter((l) => l.startsWith('Unbeachtlich')).length).toBe(d.disregarded.length)
    // no internal label of the file: neither a candidate's id next to the name nor an event's place (issue 19 P5)
    for (const k of c.lists.flatMap((l) => l.candidates)) expect(lines.join('\n')).not.toContain(`(${k.id}, `)
    expect(lines.join('\n')).not.toMatch(/events\[\d+\]/)
  })

  it('covers every outcome', () => {
    expect(new Set(decided.map(([, x]) => x.determination._tag))).toEqual(
      new Set(['successor', 'vacant', 'noSuccession', 'lotRequired', 'awaitingProof', 'bodyCeased']),
    )
  })
})
