// The linter of notices written elsewhere (nachruecken notice-check, issue
// 19): texts modelled on real errors (spec/notice-check/), each misreading of
// a correct notice found, and every notice this library writes passing.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkNotice } from '../src/documents/check.js'
import { decodeOffice } from '../src/codec/office.js'
import { documentsOf } from '../src/documents/dossier.js'
import type { Publication } from '../src/domain/office.js'
import { renderText } from '../src/explain/render-text.js'
import { runCli } from './support/run-cli.js'
import { ROOT } from './support/vectors.js'

const fixture = (name: string): string => readFileSync(join(ROOT, 'spec', 'notice-check', name), 'utf8')
const errors = (text: string, voters: number | null): ReadonlyArray<string> => checkNotice(text, { voters }).filter((i) => i.severity === 'error').map((i) => i.code)

const office = decodeOffice(JSON.parse(readFileSync(join(ROOT, 'spec', 'examples', 'musterstadt.office.json'), 'utf8')))
if (office._tag === 'Left') throw new Error('office')
const setting = { lang: 'de' as const, office: office.right, publication: { date: '2030-01-01' as Publication['date'], medium: 'Amtsblatt' } }
const cases: ReadonlyArray<readonly [string, unknown]> = [
  ['musterstadt', JSON.parse(readFileSync(join(ROOT, 'spec', 'examples', 'musterstadt.case.json'), 'utf8'))],
  ['review', JSON.parse(readFileSync(join(ROOT, 'spec', 'examples', 'review.case.json'), 'utf8'))],
  ...readdirSync(join(ROOT, 'spec', 'cases'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => [d.name, JSON.parse(readFileSync(join(ROOT, 'spec', 'cases', d.name, 'case.json'), 'utf8'))] as const),
]
const ours = (u: unknown): ReadonlyArray<{ kind: string; text: string; voters: number | null }> => {
  const r = documentsOf(u, setting)
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
  const voters = (u as { body: { eligibleVoters: number | null } }).body.eligibleVoters ?? null
  return r.right.filter((d) => d.kind === 'bekanntmachung' || d.kind === 'beschluss').map((d) => ({ kind: d.kind, text: renderText(d.doc), voters }))
}

describe('the real errors, in texts modelled on them', () => {
  it('Wartenberg 2025: the quorum without its minimum of five', () => {
    expect(errors(fixture('wartenberg-2025.txt'), 8000)).toEqual(['quorumMinimum'])
  })
  it('Zierenberg 2024: § 55 KWO instead of § 58 KWO, with the line', () => {
    const issues = checkNotice(fixture('zierenberg-2024.txt'), { voters: 8000 })
    expect(issues.filter((i) => i.severity === 'error').map((i) => [i.code, i.line])).toEqual([['wrongNorm', 6]])
    expect(issues[0]?.norm).toBe('§ 58 Abs. 1 KWO, § 58 Abs. 2 KWO')
  })
  it('Bad Zwesten 2025: § 55 KWO, and the body’s decision without the action of § 27 KWG', () => {
    expect(errors(fixture('bad-zwesten-2025.txt'), 8000)).toEqual(['wrongNorm', 'action'])
  })
  it('the 100 above 10,000 matter only in a district with more than 10,000 persons entitled to vote', () => {
    const text = fixture('zierenberg-2024.txt').replace('§ 55 KWO', '§ 58 KWO')
    expect(errors(text, 10_000)).toEqual([])
    expect(errors(text, 10_001)).toEqual(['quorumCap'])
    expect(checkNotice(text, { voters: null }).map((i) => [i.code, i.severity])).toEqual([['quorumCap', 'warning']])
  })
})

describe('every misreading of a correct notice is found', () => {
  const good = (): string => ours(cases[0]?.[1]).find((d) => d.kind === 'bekanntmachung')?.text ?? ''
  it('the library’s own notice is clean', () => expect(checkNotice(good(), { voters: 12_480 })).toEqual([]))
  it.each([
    ['zwei Wochen', 'einem Monat', 'period'],
    ['einer Ausschlussfrist von', 'einer Frist von', 'exclusionPeriod'],
    ['des Wahlkreises', 'des Wahlgebiets', 'district'],
    [', mindestens jedoch fünf Wahlberechtigte,', '', 'quorumMinimum'],
    ['eins vom Hundert der Wahlberechtigten', 'ein Teil der Wahlberechtigten', 'quorumPercent'],
    ['bei mehr als 10.000 Wahlberechtigten müssen mindestens 100 Wahlberechtigte den Einspruch unterstützen', 'ferner gilt nichts', 'quorumCap'],
    ['schriftlich oder zur Niederschrift', 'per E-Mail', 'form'],
    ['§ 58 Abs. 2 KWO', '§ 55 KWO', 'wrongNorm'],
  ])('"%s" → "%s": %s', (from, to, code) => {
    expect(good()).toContain(from)
    expect(errors(good().replaceAll(from, to), 12_480)).toContain(code)
  })
  it('a court’s decision announced without the action of § 27 KWG is no error: that action lies against the body’s decision', () => {
    // the court's decision is the last notice of a decision (the body's of 8 December 2022 comes first)
    const court = ours(cases.find(([n]) => n.startsWith('24'))?.[1]).filter((d) => d.kind === 'beschluss').at(-1)?.text ?? ''
    expect(court).toContain('Das Verwaltungsgericht hat')
    expect(court).not.toMatch(/Klage/)
    expect(errors(court, 12_480)).toEqual([])
    expect(errors(court.replace('Das Verwaltungsgericht hat', 'Die Gemeindevertretung hat'), 12_480)).toContain('action')
  })
  it('a body’s decision whose remedy drops the month', () => {
    const decision = ours(cases[1]?.[1]).find((d) => d.kind === 'beschluss')?.text ?? ''
    expect(errors(decision, 12_480)).toEqual([])
    expect(errors(decision.replace('innerhalb eines Monats nach Zustellung oder Verkündung ', ''), 12_480)).toEqual(['actionPeriod'])
  })
})

describe('every notice the library writes passes the linter', () => {
  it.each(cases.map(([n, c]) => [n, c] as const))('%s', (_n, c) => {
    for (const d of ours(c)) expect(checkNotice(d.text, { voters: d.voters }).filter((i) => i.severity === 'error'), d.kind).toEqual([])
  })
})

describe('nachruecken notice-check', () => {
  it('prints each finding with file, line and norm; exit 1 on an error, 0 without', async () => {
    const bad = await runCli(['notice-check', 'n.txt', '--voters', '8000'], '', { 'n.txt': fixture('zierenberg-2024.txt') })
    expect(bad.code).toBe(1)
    expect(bad.out).toBe('n.txt:6: error [wrongNorm] cites § 55 KWO, which concerns the publication of the election result; the determination under § 34 KWG is served and published under § 58 KWO (§ 58 Abs. 1 KWO, § 58 Abs. 2 KWO)\n')
    expect(bad.err).toBe('n.txt: 1 error\n')
    const c = JSON.stringify({ body: { eligibleVoters: 12_480 } })
    const capped = await runCli(['notice-check', '-', '--case', 'c.json'], fixture('zierenberg-2024.txt').replace('§ 55 KWO', '§ 58 KWO'), { 'c.json': c })
    expect(capped.out).toContain('[quorumCap]')
    const good = await runCli(['notice-check', '-', '--voters', '8000'], fixture('zierenberg-2024.txt').replace('§ 55 KWO', '§ 58 KWO'))
    expect(good).toEqual({ code: 0, out: '', err: '-: no error\n' })
    expect((await runCli(['notice-check', 'n.txt', '--voters', 'many'], '', { 'n.txt': 'x' })).code).toBe(2)
    expect((await runCli(['notice-check', 'missing.txt'])).err).toContain('cannot read missing.txt (ENOENT)')
  })
})
