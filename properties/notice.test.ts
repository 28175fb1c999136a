// The public notice (Bekanntmachung, issue 5): the departure with its ground
// and date, the successor or the empty seat and the new legal member count,
// the remedies with the support quorum of § 25 Abs. 1 KWG and the end of the
// objection period, place, date and signature — asserted on the document
// model, on every conformance vector, in both languages.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { quorumOf } from '../src/rules/quorum.js'
import { describe, expect, it } from 'vitest'
import * as api from './support/public.js'
import { findSection, paragraphsOf, type Paragraph, type Section, type TextDocument } from '../src/explain/document.js'
import { quorumText } from '../src/explain/steps.js'
import { formatDate } from '../src/explain/words.js'
import { majority } from './support/fixtures.js'
import { runCli } from './support/run-cli.js'
import { loadVectors, ROOT } from './support/vectors.js'

const EXAMPLE = JSON.parse(readFileSync(join(ROOT, 'spec', 'examples', 'musterstadt.case.json'), 'utf8')) as Record<string, unknown>
const REVIEW = JSON.parse(readFileSync(join(ROOT, 'spec', 'examples', 'review.case.json'), 'utf8')) as Record<string, unknown>

const notice = (u: unknown, lang: api.Lang = 'de'): TextDocument => {
  const r = api.noticeOf(u, lang)
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
  return r.right
}
const withKey = (s: TextDocument | Section, key: string): ReadonlyArray<Paragraph> => paragraphsOf(s).filter((p) => p.key === key)

const vectors = loadVectors()

describe('the support quorum of § 25 Abs. 1 KWG in the notice', () => {
  it.each([
    [0, '5 Wahlberechtigten (1 vom Hundert von 0 Wahlberechtigten, mindestens 5)'],
    [420, '5 Wahlberechtigten (1 vom Hundert von 420 Wahlberechtigten, mindestens 5)'],
    [500, '5 Wahlberechtigten (1 vom Hundert von 500 Wahlberechtigten)'],
    [501, '6 Wahlberechtigten (1 vom Hundert von 501 Wahlberechtigten, aufgerundet)'],
    [6840, '69 Wahlberechtigten (1 vom Hundert von 6.840 Wahlberechtigten, aufgerundet)'],
    [10_000, '100 Wahlberechtigten (1 vom Hundert von 10.000 Wahlberechtigten)'],
    [10_001, '100 Wahlberechtigten (bei 10.001 Wahlberechtigten, also mehr als 10.000)'],
  ])('%i entitled to vote: %s', (voters, text) => {
    expect(quorumText('de', quorumOf(voters))).toBe(text)
    expect(quorumText('de', quorumOf(voters)).startsWith(`${api.supportQuorum(voters)} `)).toBe(true)
    const c = { ...EXAMPLE, body: { ...(EXAMPLE['body'] as object), eligibleVoters: voters } }
    expect((withKey(notice(c), 'notice.quorum')[0] as Paragraph).text).toContain(`von mindestens ${text}`)
  })

  it('without the number of voters the rule is stated instead of a number', () => {
    const body = { ...(EXAMPLE['body'] as Record<string, unknown>) }
    delete body['eligibleVoters']
    const p = withKey(notice({ ...EXAMPLE, body }), 'notice.quorum')[0] as Paragraph
    expect(p.text).toContain('1 vom Hundert der Wahlberechtigten, mindestens 5, bei mehr als 10.000 Wahlberechtigten 100')
    expect(p.norms).toEqual(['kwg25.1'])
  })
})

describe('the notice of the example (spec/examples/musterstadt.case.json)', () => {
  // computed in each test: Stryker activates a mutant only while the tests run, not while they are collected
  const docOf = (): TextDocument => notice(EXAMPLE)

  it('tells the departure with its ground and date and the successor, with the candidates left out', () => {
    const doc = docOf()
    const departure = withKey(doc, 'notice.departure')[0] as Paragraph
    expect(departure.text).toContain('Anna Arnold (Wahlvorschlag „SPD“) hat am 15. August 2023 dem Wahlleiter schriftlich den Verzicht auf den Sitz')
    expect(departure.norms).toEqual(['kwg33.1.n1', 'kwg33.2', 'kwg33.3'])
    const finding = withKey(doc, 'notice.finding')[0] as Paragraph
    expect(finding.candidates).toEqual(['SPD-1', 'SPD-4'])
    expect(finding.text).toContain('Gemäß § 34 Abs. 3 Satz 1 KWG stelle ich fest: An die Stelle von Anna Arnold rückt Emil Engel (655 Stimmen)')
    expect(finding.norms).toEqual(expect.arrayContaining(['kwg34.1.s1.trigger', 'kwg34.3.s1', 'kwg34.3.s2', 'kwg23.1']))
    const skipped = withKey(doc, 'notice.skipped')[0] as Paragraph
    expect(skipped.candidates).toEqual(['SPD-9', 'SPD-8'])
    expect(skipped.norms).toEqual(['kwg34.2.n2', 'kwg34.2.n1'])
  })

  it('gives the remedies: objection within two weeks, who may object, the quorum, form and place, the body, the court, Abs. 5', () => {
    const doc = docOf()
    const remedies = findSection(doc, 'notice.remedies') as Section
    expect(remedies.title).toBe('Rechtsbehelfsbelehrung')
    expect(remedies.blocks.map((b) => (b._tag === 'paragraph' ? b.key : null))).toEqual(['notice.objection', 'notice.quorum', 'notice.form', 'notice.decision', 'notice.abs5'])
    const text = paragraphsOf(remedies).map((p) => p.text).join('\n')
    expect(text).toContain('jede und jeder Wahlberechtigte des Wahlgebiets binnen zwei Wochen nach dieser Bekanntmachung Einspruch')
    expect(text).toContain('Die Frist endet mit Ablauf des 13. September 2023.')
    expect(text).toContain('von mindestens 100 Wahlberechtigten (bei 12.480 Wahlberechtigten, also mehr als 10.000)')
    expect(text).toContain('schriftlich oder zur Niederschrift beim Wahlleiter')
    expect(text).toContain('Über Einsprüche beschließt die Gemeindevertretung')
    expect(text).toContain('Verwaltungsstreitverfahren')
    expect(text).toContain('Emil Engel behält den Sitz')
    expect(paragraphsOf(remedies).flatMap((p) => p.norms)).toEqual(
      expect.arrayContaining(['kwg34.4.s1', 'kwg25.1', 'kwg25.2', 'kwg34.4.s2', 'kwg26', 'kwg27', 'kwg34.5']),
    )
  })

  it('ends with place, date and the signature of the returning officer', () => {
    const doc = docOf()
    const sig = findSection(doc, 'notice.signature') as Section
    expect(paragraphsOf(sig).map((p) => p.text)).toEqual(['Musterstadt, den 30. August 2023', 'Der Wahlleiter', 'gez. (Name)'])
    expect(api.renderDocument(doc, 'text').trimEnd().endsWith('Der Wahlleiter\n\ngez. (Name)')).toBe(true)
  })

  it('in English, the same structure', () => {
    const doc = docOf()
    const en = notice(EXAMPLE, 'en')
    expect(paragraphsOf(en).map((p) => [p.key, p.norms, p.candidates])).toEqual(paragraphsOf(doc).map((p) => [p.key, p.norms, p.candidates]))
    expect(api.renderDocument(en, 'text')).toContain('The period ends at the end of 13 September 2023.')
  })
})

describe('notices for other outcomes', () => {
  const vector = (id: string): unknown => vectors.find((v) => v.id === id)?.case

  it('an exhausted list: the seat stays empty and the legal member count is now N', () => {
    const doc = notice(vector('count-004'))
    const finding = withKey(doc, 'notice.finding')[0] as Paragraph
    expect(finding.text).toContain('bleibt unbesetzt; die gesetzliche Mitgliederzahl des Ortsbeirats vermindert sich für die laufende Wahlzeit auf 2')
    expect(finding.norms).toEqual(expect.arrayContaining(['kwg34.1.s2.vacant', 'kwg34.1.s2.count']))
    expect(withKey(doc, 'notice.abs5')[0]?.text).toContain('Der Sitz bleibt leer')
  })

  it('nothing to announce: a note why (merger, ineffective waiver, pending proof, pending lot)', () => {
    for (const [id, words] of [
      ['trig-012', '§ 34 KWG findet keine Anwendung'],
      ['trig-004', 'behält den Sitz'],
      ['incomp-001', 'kann noch nicht getroffen werden'],
      ['maj-002', 'das vom Wahlleiter zu ziehende Los'],
    ] as const) {
      const doc = notice(vector(id))
      expect(doc.sections.map((s) => s.key), id).toEqual(['notice.none'])
      expect(withKey(doc, 'notice.none')[0]?.text, id).toContain(words)
    }
  })

  it('a state: the recorded determination with its announcement date, the period, and what the review made of it', () => {
    const doc = notice(REVIEW)
    const seat = findSection(doc, 'notice.vacancy') as Section
    expect(withKey(seat, 'notice.finding')[0]?.text).toContain('habe ich am 22. August 2023 festgestellt: An die Stelle von Anna Arnold rückt Frieda Fuchs')
    expect(withKey(seat, 'notice.objection')[0]?.text).toContain('Die Frist endet mit Ablauf des 8. September 2023.')
    expect(withKey(seat, 'notice.review')[0]?.text).toContain('am 12. Oktober 2023 abgeändert; danach gilt: Emil Engel')
    expect(withKey(seat, 'notice.place')[0]?.text).toBe('Musterstadt, den 25. August 2023')
  })
})

describe('notice on every conformance vector, in German and English', () => {
  it.each(vectors.flatMap((v) => (['de', 'en'] as const).map((lang) => [v.id, lang, v] as const)))('%s (%s)', (_id, lang, v) => {
    const r = api.noticeOf(v.case, lang)
    if ('error' in v.expected) {
      expect(r._tag).toBe('Left')
      return
    }
    expect(r._tag).toBe('Right')
    if (r._tag === 'Left') return
    const doc = r.right
    expect(doc.kind).toBe('notice')
    for (const p of paragraphsOf(doc)) for (const n of p.norms) expect(p.text).toContain(api.cite(n))
    if (!('determination' in v.expected)) return
    const d = api.decideCase(v.case)
    if (d._tag === 'Left') return expect.fail('the vector decides')
    const det = d.right.determination
    const c = d.right.case
    if (det._tag === 'successor' || det._tag === 'vacant') {
      expect(doc.sections.map((s) => s.key)).toEqual(['notice.determination', 'notice.remedies', 'notice.signature'])
      const finding = withKey(doc, 'notice.finding')[0] as Paragraph
      if (det._tag === 'successor') expect(finding.candidates).toEqual([det.vacancy, det.successor])
      else expect(finding.text).toContain(String(det.memberCount.after))
      expect(withKey(doc, 'notice.skipped').flatMap((p) => p.candidates)).toEqual(det.considered.filter((x) => x.verdict === 'skipped').slice(0, 10).map((x) => x.candidate))
      const end = formatDate(lang, api.addDays(c.query.asOf, 14))
      expect(withKey(doc, 'notice.objection')[0]?.text).toContain(end)
      const q = api.supportQuorum(c.body.eligibleVoters)
      if (q !== null) expect(withKey(doc, 'notice.quorum')[0]?.text).toContain(`${q} `)
      expect(withKey(doc, 'notice.place')[0]?.text).toContain(formatDate(lang, c.query.asOf))
    } else expect(doc.sections.map((s) => s.key)).toEqual(['notice.none'])
  })

  it('through the command line, every vector and format; error vectors give the clean error on stderr', async () => {
    for (const v of vectors) {
      for (const args of [['notice', '-'], ['notice', '-', '--lang', 'en', '--format', 'html'], ['notice', '-', '--format', 'markdown']]) {
        const r = await runCli(args, JSON.stringify(v.case))
        if ('error' in v.expected) {
          expect([1, 2], v.id).toContain(r.code)
          expect(r.out).toBe('')
          expect(r.err).toMatch(/\S/)
        } else {
          expect(r.code, v.id).toBe(0)
          expect(r.out.length).toBeGreaterThan(0)
        }
      }
    }
  })
})

describe('the notice of a majority election (§ 34 Abs. 1a KWG)', () => {
  // Ortsbeirat Nord (properties/support/fixtures.ts): A, B, C elected; B dies on 1 May 2022. With E at 45
  // votes, D (50) is the next candidate not yet called with the most votes: no tie, no lot.
  const noTie = (): Record<string, unknown> => {
    const c = majority()
    const [list] = c['lists'] as Array<Record<string, unknown>>
    const candidates = (list?.['candidates'] as Array<Record<string, unknown>>).map((k) => (k['id'] === 'E' ? { ...k, votes: 45 } : k))
    return { ...c, lists: [{ ...list, candidates }] }
  }
  const texts = (c: unknown, lang: api.Lang, key: string): ReadonlyArray<string> => withKey(notice(c, lang), key).map((p) => p.text)

  it('without an admitted list the notice names no Wahlvorschlag and cites § 34 Abs. 1a, not Abs. 1 Satz 1', { tags: ['kwg34.1a.rank'] }, () => {
    const c = noTie()
    expect(texts(c, 'de', 'notice.departure')).toEqual(['B, Mitglied des Ortsbeirats, ist am 1. Mai 2022 verstorben.'])
    expect(texts(c, 'de', 'notice.finding')).toEqual([
      'Gemäß § 34 Abs. 3 Satz 1 KWG stelle ich fest: An die Stelle von B rückt D (50 Stimmen) als Mitglied des Ortsbeirats nach (§ 34 Abs. 1a Hs. 1 KWG, § 34 Abs. 3 Satz 1 KWG). D erwirbt die Rechtsstellung mit dieser Feststellung (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 1 KWG).',
    ])
    expect(texts(c, 'en', 'notice.departure')).toEqual(['B, member of the local advisory council [Ortsbeirat], died on 1 May 2022.'])
    expect(texts(c, 'en', 'notice.finding')).toEqual([
      'Under § 34 Abs. 3 Satz 1 KWG I determine: D (50 votes) succeeds B as a member of the local advisory council [Ortsbeirat] (§ 34 Abs. 1a Hs. 1 KWG, § 34 Abs. 3 Satz 1 KWG). D acquires the status with this determination (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 1 KWG).',
    ])
    const finding = withKey(notice(c, 'de'), 'notice.finding')[0]
    expect(finding?.norms).toContain('kwg34.1a.rank')
    expect(finding?.norms).not.toContain('kwg34.1.s1.trigger')
  })

  it('no candidate left: the seat stays empty, and no Wahlvorschlag is said to be exhausted', { tags: ['kwg34.1.s2.vacant'] }, () => {
    const c = majority()
    const [list] = c['lists'] as Array<Record<string, unknown>>
    const candidates = (list?.['candidates'] as Array<Record<string, unknown>>).filter((k) => k['elected'] === true)
    const v = { ...c, lists: [{ ...list, candidates }] }
    expect(texts(v, 'de', 'notice.finding')).toEqual([
      'Gemäß § 34 Abs. 3 Satz 1 KWG stelle ich fest: Ein noch nicht berufener Bewerber, der nachrücken könnte, ist nicht mehr vorhanden. Der Sitz von B bleibt unbesetzt; die gesetzliche Mitgliederzahl des Ortsbeirats vermindert sich für die laufende Wahlzeit auf 2 (§ 34 Abs. 1 Satz 2 Hs. 1 KWG, § 34 Abs. 1 Satz 2 Hs. 2 KWG, § 34 Abs. 3 Satz 1 KWG).',
    ])
    expect(texts(v, 'en', 'notice.finding')).toEqual([
      'Under § 34 Abs. 3 Satz 1 KWG I determine: No candidate not yet called is left who could succeed. The seat of B stays empty; the legal member count of the local advisory council [Ortsbeirat] is now 2 for the current term (§ 34 Abs. 1 Satz 2 Hs. 1 KWG, § 34 Abs. 1 Satz 2 Hs. 2 KWG, § 34 Abs. 3 Satz 1 KWG).',
    ])
  })

  it('with one admitted list (a party\'s) the Wahlvorschlag is named, and the rank is still that of § 34 Abs. 1a', { tags: ['kwg34.1a.rank'] }, () => {
    const c = noTie()
    const [list] = c['lists'] as Array<Record<string, unknown>>
    const v = { ...c, lists: [{ ...list, name: 'Bürgerliste', group: 'voterGroup', setUp: '2020-12-01' }] }
    expect(texts(v, 'de', 'notice.departure')).toEqual(['B (Wahlvorschlag „Bürgerliste“), Mitglied des Ortsbeirats, ist am 1. Mai 2022 verstorben.'])
    expect(texts(v, 'de', 'notice.finding')).toEqual([
      'Gemäß § 34 Abs. 3 Satz 1 KWG stelle ich fest: An die Stelle von B rückt D (50 Stimmen) aus dem Wahlvorschlag „Bürgerliste“ als Mitglied des Ortsbeirats nach (§ 34 Abs. 1a Hs. 1 KWG, § 34 Abs. 3 Satz 1 KWG). D erwirbt die Rechtsstellung mit dieser Feststellung (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 1 KWG).',
    ])
    expect(texts(v, 'en', 'notice.finding')).toEqual([
      'Under § 34 Abs. 3 Satz 1 KWG I determine: D (50 votes) of the list “Bürgerliste” succeeds B as a member of the local advisory council [Ortsbeirat] (§ 34 Abs. 1a Hs. 1 KWG, § 34 Abs. 3 Satz 1 KWG). D acquires the status with this determination (§ 34 Abs. 3 Satz 2 KWG, § 23 Abs. 1 KWG).',
    ])
  })
})
