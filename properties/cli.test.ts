// The command line: commands, exit statuses, messages on stderr, never a stack trace.
import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { runCli } from './support/run-cli.js'
import { ROOT } from './support/vectors.js'

const EXAMPLE = join(ROOT, 'spec', 'examples', 'musterstadt.case.json')

const run = runCli

const example = readFileSync(EXAMPLE, 'utf8')

describe('nachruecken CLI', () => {
  it('determine prints the determination and exits 0', async () => {
    const r = await run(['determine', 'case.json'], '', { 'case.json': example })
    expect(r.code).toBe(0)
    expect(JSON.parse(r.out)).toMatchObject({ format: 'nachruecken.determination/1', outcome: 'successor', successor: 'SPD-4' })
  })

  it('explain prints the legal opinion: the considered candidates in rank order with their norms, the oral waiver, the result', async () => {
    const r = await run(['explain', '-'], example)
    expect(r.code).toBe(0)
    for (const part of ['A. Sachverhalt', 'B. Obersatz', 'C. Voraussetzungen', 'D. Subsumtion', 'F. Ergebnis']) expect(r.out).toContain(part)
    const ranking = r.out.split('\n').filter((l) => /^\d+\. .*, Platz \d+$/.test(l))
    expect(ranking).toEqual([
      expect.stringMatching(/^1\. Bernd Bauer \(820 Stimmen\), Platz 9$/),
      expect.stringMatching(/^2\. Ivo Imhof \(712 Stimmen\), Platz 8$/),
      expect.stringMatching(/^3\. Emil Engel \(655 Stimmen\), Platz 4$/),
    ])
    expect(r.out).toMatch(/Bernd Bauer bleibt somit nach § 34 Abs\. 2 Nr\. 2 KWG unberücksichtigt/)
    expect(r.out).toMatch(/Ivo Imhof bleibt somit nach § 34 Abs\. 2 Nr\. 1 KWG unberücksichtigt/)
    expect(r.out).toMatch(/Folglich rückt Emil Engel nach § 34 Abs\. 1 Satz 1 Hs\. 1 KWG nach/)
    expect(r.out).toContain('nur mündlich gegenüber der Partei verzichtet')
    expect(r.out).toContain('Emil Engel (655 Stimmen) rückt nach § 34 Abs. 1 Satz 1 Hs. 1 KWG an die Stelle von Anna Arnold')
    const en = await run(['explain', '-', '--lang', 'en', '--format', 'markdown'], example)
    expect(en.code).toBe(0)
    expect(en.out).toContain('## F. Result [Ergebnis]')
    expect((await run(['explain', '-', '--format', 'html'], example)).out).toMatch(/^<!DOCTYPE html>/)
  })

  it('notice prints the documents as drafts; with the office profile and the publication they can be signed', async () => {
    const r = await run(['notice', '-'], example)
    expect(r.code).toBe(0)
    expect(r.out).toContain('An die Stelle von Anna Arnold rückt Emil Engel als Mitglied der Gemeindevertretung nach')
    expect(r.out).not.toContain('SPD-4')
    expect(r.out).toContain('ENTWURF – nicht zur Unterschrift und nicht zur Veröffentlichung')
    expect(r.out).toContain('mindestens 100 Wahlberechtigte')
    expect(r.out).toContain('Musterstadt, den 30. August 2023')
    expect(r.out).toContain('Der Wahlleiter')
    const office = readFileSync(join(ROOT, 'spec', 'examples', 'musterstadt.office.json'), 'utf8')
    const signed = await runCli(['notice', '-', '--office', 'office.json', '--published', '2023-09-01', '--in', 'Amtsblatt Nr. 35', '--document', 'bekanntmachung'], example, { 'office.json': office })
    expect(signed.code).toBe(0)
    expect(signed.out).not.toContain('ENTWURF')
    expect(signed.out).toContain('die Frist endet mit Ablauf des 15. September 2023.')
    expect(signed.out).toContain('gez. Petra Paulsen')
    const bad = await runCli(['notice', '-', '--office', 'office.json'], example, { 'office.json': '{"format":"nachruecken.office/1","officer":{"title":"Wahlleiter"}}' })
    expect(bad.code).toBe(2)
    expect(bad.err).toContain('office.json: officer.name: missing required field')
    expect((await runCli(['notice', '-', '--published', '2023-09-01'], example)).err).toContain('--published and --in go together')
    expect((await run(['notice', '-', '--lang', 'xx'], example)).code).toBe(2)
  })

  it('validate says valid, or lists the errors with path and norm and exits 1', async () => {
    expect((await run(['validate', '-'], example)).code).toBe(0)
    const bad = JSON.parse(example) as { events: unknown[] }
    bad.events.push({ date: '2023-08-20', type: 'candidateWaiverRevoked', candidate: 'SPD-9' })
    const r = await run(['validate', '-'], JSON.stringify(bad))
    expect(r.code).toBe(1)
    expect(r.err).toBe('events[4]: a waiver cannot be revoked (§ 34 Abs. 2 Nr. 2 Hs. 2 KWG) [kwg34.2.n2]\n')
  })

  it('determine on a rejected case prints the error document and exits 1', async () => {
    const bad = JSON.parse(example) as { query: { vacancy: string } }
    bad.query.vacancy = 'SPD-2'
    const r = await run(['determine', '-'], JSON.stringify(bad))
    expect(r.code).toBe(1)
    expect(JSON.parse(r.out)).toMatchObject({ format: 'nachruecken.error/1', errors: [{ path: 'query.vacancy', rule: 'kwg34.1.s1.trigger' }] })
  })

  it('exit 2 for unreadable input, unknown commands, missing files and wrong arguments', async () => {
    expect((await run(['determine', '-'], '{')).code).toBe(2)
    expect((await run(['determine', '-'], '{"format":"x"}')).code).toBe(2)
    expect((await run(['frobnicate'])).code).toBe(2)
    const missing = await run(['determine', 'nope.json'])
    expect(missing.code).toBe(2)
    expect(missing.err).toContain('cannot read nope.json (ENOENT)')
    expect((await run(['determine'])).code).toBe(2)
    expect((await run(['determine', 'a', 'b'])).code).toBe(2)
    expect((await run(['schema'])).code).toBe(2)
    expect((await run(['schema', 'other'])).code).toBe(2)
    expect((await run([])).code).toBe(2)
  })

  it('--help, --version and schema', async () => {
    const help = await run(['--help'])
    expect(help.code).toBe(0)
    expect(help.out).toContain('nachruecken determine')
    const version = await run(['--version'])
    expect(version.out.trim()).toBe((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version)
    for (const s of ['case', 'determination', 'error']) {
      const r = await run(['schema', s])
      expect(r.code).toBe(0)
      expect(JSON.parse(r.out)).toHaveProperty('$schema', 'https://json-schema.org/draft/2020-12/schema')
    }
  })

  it('totality: for any input the CLI answers with exit 0, 1 or 2 and never a stack trace', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.json(), fc.anything().map((x) => { try { return JSON.stringify(x) ?? '' } catch { return '' } })), fc.constantFrom('determine', 'validate', 'explain', 'notice'), async (input, cmd) => {
        const r = await run([cmd, '-'], input)
        expect([0, 1, 2]).toContain(r.code)
        expect(r.err).not.toMatch(/\n\s+at /)
        expect(r.err).not.toContain('internal error')
      }),
      { numRuns: 150 },
    )
  })
})

describe.skipIf(process.env['NACHRUECKEN_MUTATION'] === '1')('the installed command', () => {
  it('npm start runs the example: determination and explanation', () => {
    const out = execFileSync('node', [join(ROOT, 'bin', 'nachruecken.js'), 'explain', EXAMPLE], { encoding: 'utf8' })
    expect(out).toContain('Emil Engel')
  })

  it('reports unreadable input on stderr with exit 2 and no stack trace', () => {
    const r = spawnSync('node', [join(ROOT, 'bin', 'nachruecken.js'), 'determine', '-'], { input: 'not json', encoding: 'utf8' })
    expect(r.status).toBe(2)
    expect(r.stderr).toMatch(/^\(document\): not valid JSON/)
    expect(r.stderr).not.toMatch(/\n\s+at /)
  })
})
