// The legal opinion (issue 5): its structure in Gutachtenstil and its
// content, asserted on the document model — which norms are cited, which
// candidates are named and in which order, the dates and counts — on every
// conformance vector in both languages, and on the examples in detail.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as api from './support/public.js'
import { findSection, paragraphsOf, normsOf, type Paragraph, type Section, type TextDocument } from '../src/explain/document.js'
import { formatDate } from '../src/explain/words.js'
import { validCase } from '../src/oracle/arbitraries.js'
import { runCli } from './support/run-cli.js'
import { loadVectors, ROOT } from './support/vectors.js'

const EXAMPLE = JSON.parse(readFileSync(join(ROOT, 'spec', 'examples', 'musterstadt.case.json'), 'utf8')) as Record<string, unknown>
const REVIEW = JSON.parse(readFileSync(join(ROOT, 'spec', 'examples', 'review.case.json'), 'utf8')) as Record<string, unknown>

const opinion = (u: unknown, lang: api.Lang = 'de'): TextDocument => {
  const r = api.opinionOf(u, lang)
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
  return r.right
}

const withKey = (s: TextDocument | Section, key: string): ReadonlyArray<Paragraph> => paragraphsOf(s).filter((p) => p.key === key)

/** Every paragraph cites exactly the norms it records, in the German form. */
const expectCitationsAgree = (doc: TextDocument): void => {
  for (const p of paragraphsOf(doc)) for (const n of p.norms) expect(p.text, `${p.key}: ${n}`).toContain(api.cite(n))
}

const vectors = loadVectors()
const isError = (v: (typeof vectors)[number]): boolean => 'error' in v.expected

describe('the opinion on every conformance vector, in German and English', () => {
  it.each(vectors.flatMap((v) => (['de', 'en'] as const).map((lang) => [v.id, lang, v] as const)))('%s (%s)', (_id, lang, v) => {
    const r = api.opinionOf(v.case, lang)
    if (isError(v)) {
      // error vectors give the clean error, the same the API gives
      expect(r._tag).toBe('Left')
      const expected = api.decideCase(v.case)
      if (r._tag === 'Left' && expected._tag === 'Left') expect(r.left).toEqual(expected.left)
      return
    }
    expect(r._tag).toBe('Right')
    if (r._tag === 'Left') return
    const doc = r.right
    expect(doc.lang).toBe(lang)
    const keys = doc.sections.map((s) => s.key)
    expect(keys[0]).toBe('sachverhalt')
    expect(keys[1]).toBe('obersatz')
    expect(keys[2]).toBe('voraussetzungen')
    expect(keys[3]).toBe('subsumtion')
    expect(keys[keys.length - 1]).toBe('ergebnis')
    expectCitationsAgree(doc)
    for (const f of api.FORMATS) expect(api.renderDocument(doc, f).length).toBeGreaterThan(0)
    if (lang === 'en') expect(api.renderDocument(doc, 'text')).toContain('[Obersatz]')

    if (!('determination' in v.expected)) return
    const decided = api.decideCase(v.case)
    if (decided._tag === 'Left') return expect.fail('the vector decides')
    const d = decided.right.determination
    const subsumtion = findSection(doc, 'subsumtion') as Section
    // each considered candidate, in order, with the norm that skips or selects them
    const candidates = withKey(subsumtion, 'candidate')
    expect(candidates.map((p) => p.candidates[0])).toEqual(d.considered.map((x) => x.candidate))
    candidates.forEach((p, i) => expect(p.norms).toContain(d.considered[i]?.rule))
    // the ranking lists them in the same order
    const ranking = findSection(doc, 'subsumtion.ranking')
    if (d.considered.length > 0) expect(paragraphsOf(ranking as Section).filter((p) => p.key === null).map((p) => p.candidates[0])).toEqual(d.considered.map((x) => x.candidate))
    // the trigger and its norm
    const trigger = withKey(subsumtion, 'trigger')[0] as Paragraph
    expect(trigger.candidates).toEqual([d.vacancy])
    expect(trigger.norms).toContain(d._tag === 'noSuccession' ? d.reason : 'kwg34.1.s1.trigger')
    // the result
    const result = withKey(findSection(doc, 'ergebnis') as Section, 'result')[0] as Paragraph
    switch (d._tag) {
      case 'successor':
        expect(result.candidates).toEqual([d.successor])
        expect(result.norms).toContain(d.considered.find((x) => x.candidate === d.successor)?.rule)
        expect(result.norms).toContain('kwg34.3.s1')
        break
      case 'vacant':
        expect(result.norms).toEqual(expect.arrayContaining(['kwg34.1.s2.vacant', 'kwg34.1.s2.count']))
        expect(result.text).toContain(`auf ${d.memberCount.after}`.replace('auf', lang === 'de' ? 'auf' : 'to'))
        break
      case 'noSuccession':
        expect(result.norms).toContain(d.reason)
        break
      case 'lotRequired':
        expect(result.norms).toContain('kwg34.1a.lot')
        break
      case 'awaitingProof':
        expect(result.norms).toEqual(expect.arrayContaining(['kwg34.3.s2', 'kwg23.2.s2']))
        if (d.awaiting?.due != null) expect(result.text).toContain(formatDate(lang, d.awaiting.due))
        break
    }
    // a tie and how it was decided
    const tie = withKey(subsumtion, 'tie')
    expect(tie.length).toBe(d.tie === null ? 0 : 1)
    if (d.tie !== null) {
      expect(tie[0]?.candidates).toEqual(d.tie.among)
      expect(tie[0]?.norms).toContain(d.tie._tag === 'listOrder' ? 'kwg34.1.s1.tie' : 'kwg34.1a.lot')
      if (d.tie._tag === 'lotSeed') expect(tie[0]?.text).toContain(d.tie.seed)
    }
    // the readings where they matter
    const readings = paragraphsOf(doc).map((p) => p.key)
    if (d.awaiting !== null) expect(readings).toContain('reading.R1')
    if (d.considered.some((x) => x.rule === 'kwg34.2.n1')) expect(readings).toContain('reading.R2')
    if (d.disregarded.some((x) => x.reason !== 'leftBeforeSetUp')) expect(readings).toContain('reading.R3')
    if (d.blockedBy !== null) expect(readings).toContain('reading.R6')
    // every fact without legal effect is told
    expect(paragraphsOf(subsumtion).filter((p) => /unbeachtlich|ohne Wirkung|no effect/.test(p.text)).length).toBeGreaterThanOrEqual(d.disregarded.length > 0 ? 1 : 0)
  })
})

describe('the opinion on the example (spec/examples/musterstadt.case.json)', () => {
  // computed in each test: Stryker activates a mutant only while the tests run, not while they are collected
  const docOf = (): TextDocument => opinion(EXAMPLE)

  it('follows the Gutachtenstil: Sachverhalt, Obersatz, Voraussetzungen with definitions, Subsumtion, Verfahren, Ergebnis', () => {
    const doc = docOf()
    expect(doc.sections.map((s) => s.key)).toEqual(['sachverhalt', 'obersatz', 'voraussetzungen', 'subsumtion', 'verfahren', 'ergebnis'])
    const requirements = findSection(doc, 'voraussetzungen') as Section
    expect(requirements.sections.map((s) => s.key)).toEqual(['voraussetzungen.trigger', 'voraussetzungen.rank', 'voraussetzungen.exclusions', 'voraussetzungen.vacant'])
    expect(normsOf(requirements)).toEqual(
      expect.arrayContaining(['kwg34.1.s1.trigger', 'kwg33.1.n1', 'kwg33.2', 'kwg34.1.s1.rank', 'kwg34.1.s1.tie', 'kwg34.2.n1', 'kwg34.2.n2', 'kwg34.2.n3.death', 'kwg34.2.n3.ground', 'kwg34.1.s2.vacant', 'kwg34.1.s2.count']),
    )
    expect(api.renderDocument(doc, 'text')).toMatch(/^Gutachten: Nachfolge für den Sitz von Anna Arnold \(1\.834 Stimmen\)\n=+\n/)
  })

  it('names the candidates in rank order, each with the fact and the norm, and the oral waiver without effect', () => {
    const doc = docOf()
    const ps = withKey(doc, 'candidate')
    expect(ps.map((p) => p.candidates)).toEqual([['SPD-9'], ['SPD-8'], ['SPD-4']])
    // Emil Engel's paragraph examines his oral waiver (§ 34 Abs. 2 Nr. 2 KWG) before it concludes under § 34 Abs. 1 Satz 1 Hs. 1 KWG
    expect(ps.map((p) => p.norms[0])).toEqual(['kwg34.2.n2', 'kwg34.2.n1', 'kwg34.2.n2'])
    expect(ps[2]?.norms).toEqual(['kwg34.2.n2', 'kwg34.1.s1.rank'])
    expect(ps[0]?.text).toContain('am 12. Juni 2023 dem Wahlleiter schriftlich den Verzicht')
    expect(ps[1]?.text).toContain('am 3. Juli 2023 aus der Partei „SPD“ ausgetreten')
    expect(ps[1]?.text).toContain('Aufstellung des Wahlvorschlags am 14. November 2020')
    expect(ps[2]?.text).toContain('nur mündlich gegenüber der Partei verzichtet')
    expect(ps[2]?.norms).toContain('kwg34.2.n2')
    const order = withKey(doc, 'listOrder')[0] as Paragraph
    expect(order.text).toContain('Bernd Bauer (Platz 9) und Ivo Imhof (Platz 8)')
  })

  it('sets out R3 in the form "nach der hier vertretenen Auffassung …; nach anderer Ansicht …" (the oral waiver is the successor\'s) and leaves R2 open: Ivo Imhof left after the set-up and did not rejoin, so both views leave him out', () => {
    const doc = docOf()
    const r3 = withKey(doc, 'reading.R3')[0] as Paragraph
    expect(r3.text).toContain('Nach der hier vertretenen Auffassung')
    expect(r3.text).toContain('Nach anderer Ansicht')
    const r2 = withKey(doc, 'reading.R2')[0] as Paragraph
    expect(r2.text).toBe(
      'Ob es für § 34 Abs. 2 Nr. 1 KWG auf das Ausscheiden seit der Aufstellung des Wahlvorschlags oder auf die Mitgliedschaft im Zeitpunkt der Nachfolge ankommt, ist streitig, kann hier aber dahinstehen: Ivo Imhof ist nicht wieder eingetreten und bliebe auch nach der anderen Ansicht unberücksichtigt.',
    )
    expect(withKey(doc, 'reading.R1')).toEqual([])
  })

  it('tells the steps still due under § 34 Abs. 3 to 5 KWG with the quorum computed from the voters', () => {
    const doc = docOf()
    const verfahren = findSection(doc, 'verfahren') as Section
    expect(normsOf(verfahren)).toEqual(expect.arrayContaining(['kwg34.3.s1', 'kwg34.3.s2', 'kwg23.1', 'kwg34.4.s1', 'kwg34.4.s3', 'kwg25.1', 'kwg25.2', 'kwg34.4.s2', 'kwg26', 'kwg27', 'kwg34.5']))
    expect(paragraphsOf(verfahren).map((p) => p.text).join(' ')).toContain('100 Wahlberechtigten (bei 12.480 Wahlberechtigten, also mehr als 10.000)')
  })

  it('renders the same structure in English with the German terms in brackets', () => {
    const doc = docOf()
    const en = opinion(EXAMPLE, 'en')
    expect(en.sections.map((s) => s.key)).toEqual(doc.sections.map((s) => s.key))
    expect(paragraphsOf(en).map((p) => [p.key, p.norms, p.candidates])).toEqual(paragraphsOf(doc).map((p) => [p.key, p.norms, p.candidates]))
    const text = api.renderDocument(en, 'text')
    for (const term of ['[Obersatz]', '[Voraussetzungen]', '[Subsumtion]', '[Ergebnis]', '[Wahlleiter]', '[noch nicht berufen]', '[Verzicht auf die Anwartschaft]'])
      expect(text).toContain(term)
    expect(text).toContain('§ 34 Abs. 2 Nr. 2 KWG')
  })
})

describe('the opinion on a state (spec/examples/review.case.json)', () => {
  // computed in each test: Stryker activates a mutant only while the tests run, not while they are collected
  const docOf = (): TextDocument => opinion(REVIEW)

  it('examines the recorded determination as of its date, finds it unlawful, and walks the candidates', () => {
    const doc = docOf()
    const vacancy = findSection(doc, 'vacancy') as Section
    expect(vacancy.title).toContain('Anna Arnold')
    expect(withKey(vacancy, 'lawful.intro')[0]?.text).toContain('22. August 2023')
    expect(withKey(vacancy, 'candidate').map((p) => p.candidates[0])).toEqual(['SPD-9', 'SPD-8', 'SPD-4'])
    const determination = withKey(vacancy, 'procedure.determination')[0] as Paragraph
    expect(determination.candidates).toEqual(['SPD-5'])
    expect(determination.text).toContain('weicht vom Gesetz ab')
    expect(determination.norms).toEqual(expect.arrayContaining(['kwg34.3.s1', 'kwg34.1.s1.rank', 'kwg34.5']))
  })

  it('tells the procedure step by step: announcement, an admissible and a late objection, the body decision, finality, Abs. 5 and 6', () => {
    const doc = docOf()
    const keys = paragraphsOf(findSection(doc, 'verfahren') as Section).map((p) => p.key)
    expect(keys).toEqual([
      'procedure.leftOn',
      'procedure.determination',
      'procedure.announcement',
      'procedure.objection',
      'procedure.objection.rejected',
      'procedure.decision',
      'procedure.final',
    ])
    const announcement = withKey(doc, 'procedure.announcement')[0] as Paragraph
    expect(announcement.text).toContain('sie endete mit Ablauf des 8. September 2023')
    const late = withKey(doc, 'procedure.objection.rejected')[0] as Paragraph
    expect(late.norms).toEqual(['kwg25.1'])
    expect(late.text).toContain('verspätet')
    const final = withKey(doc, 'procedure.final')[0] as Paragraph
    expect(final.norms).toEqual(expect.arrayContaining(['kwg34.5', 'kwg34.6', 'kwg33.4']))
    expect(final.text).toContain('Frieda Fuchs')
  })

  it('ends with the legal member count and the members', () => {
    const doc = docOf()
    const result = findSection(doc, 'ergebnis') as Section
    expect(withKey(result, 'state.count')[0]?.text).toContain('Am 31. Januar 2024 beträgt die gesetzliche Mitgliederzahl der Gemeindevertretung 31.')
    const members = result.blocks.find((b) => b._tag === 'list')
    expect(members?._tag === 'list' ? members.items.map((p) => p.candidates[0]) : []).toEqual(['SPD-4', 'SPD-2', 'SPD-3', 'CDU-1', 'CDU-2'])
  })
})

describe('readings and special cases', () => {
  const vector = (id: string): unknown => vectors.find((v) => v.id === id)?.case

  it('an incompatibility awaiting proof, with the result under the other view', { tags: ['R1'] }, () => {
    const doc = opinion(vector('incomp-001'))
    const r1 = withKey(doc, 'reading.R1')[0] as Paragraph
    expect(r1.text).toContain('Nach der hier vertretenen Auffassung ist § 34 Abs. 2 Nr. 3 Alt. 2 KWG im Zusammenhang mit § 34 Abs. 3 Satz 2 KWG zu lesen')
    expect(r1.text).toContain('Nach anderer Ansicht schließt ein Hinderungsgrund')
    expect(r1.text).toMatch(/Nach der anderen Ansicht ergäbe sich: Nadine Koch \(1\.388 Stimmen\) rückt nach\./)
    const exclude = opinion({ ...(vector('incomp-001') as object), interpretation: { incompatibility: 'exclude' } })
    expect((withKey(exclude, 'reading.R1')[0] as Paragraph).text).toContain('Nach der hier – wie von der Akte vorgegeben – vertretenen Auffassung schließt')
  })

  it('an exhausted list in an Ortsbeirat below three members: the new count, and that the body ceases (§ 82 Abs. 1 Satz 6 HGO)', () => {
    const doc = opinion(vector('count-004'))
    const ceased = withKey(doc, 'ceased')
    expect(ceased).toHaveLength(1)
    expect(ceased[0]?.text).toContain('§ 82 Abs. 1 Satz 6 HGO')
    expect(withKey(doc, 'result')[0]?.text).toContain('von 3 auf 2')
  })

  it('a seeded lot names its seed and order; a recorded drawing its date', () => {
    const seeded = withKey(opinion(vector('maj-003')), 'tie')[0] as Paragraph
    expect(seeded.text).toMatch(/Startwert „.+“/)
    expect(seeded.text).toContain('Reihenfolge')
    const drawn = withKey(opinion(vector('maj-007')), 'tie')[0] as Paragraph
    expect(drawn.text).toContain('Der Wahlleiter hat am 30. Mai 2023 das Los gezogen')
  })

  it('escapes names in HTML and Markdown', () => {
    const hostile = JSON.parse(JSON.stringify(EXAMPLE).replace('Emil Engel', '<script>alert(1)</script> *x* [a](javascript:b) &amp;')) as unknown
    const doc = opinion(hostile)
    const html = api.renderDocument(doc, 'html')
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&amp;amp;')
    const md = api.renderDocument(doc, 'markdown')
    expect(md).not.toContain('[a](javascript')
    expect(md).toContain('\\*x\\*')
    expect(md).toContain('\\<script\\>')
  })

  it('the citations are in the German form', () => {
    for (const id of api.NORM_IDS) expect(api.cite(id)).toMatch(/^§ \d+ (Abs\. \d+a?( Satz \d+)?( Hs\. \d)?( Nr\. \d( Alt\. \d)?)?|KWG$)/)
    expect(api.cite('kwg34.1.s1.trigger')).toBe('§ 34 Abs. 1 Satz 1 KWG')
    expect(api.cite('kwg34.2.n3.ground')).toBe('§ 34 Abs. 2 Nr. 3 Alt. 2 KWG')
  })
})

describe('totality and determinism', () => {
  it('any valid generated case: an opinion in both languages, or the error the API gives; the same bytes twice', () => {
    fc.assert(
      fc.property(validCase(), fc.constantFrom<api.Lang>('de', 'en'), fc.constantFrom(...api.FORMATS), (c, lang, format) => {
        const r = api.opinionOf(c, lang)
        const expected = api.decideCase(c)
        expect(r._tag).toBe(expected._tag)
        if (r._tag === 'Right') {
          expectCitationsAgree(r.right)
          const again = api.opinionOf(JSON.parse(JSON.stringify(c)) as unknown, lang)
          expect(again._tag === 'Right' && api.renderDocument(again.right, format)).toBe(api.renderDocument(r.right, format))
        }
      }),
      { numRuns: 100 },
    )
  })

  it('the command line: explain on every vector, in both languages and every format; error vectors give the clean error', async () => {
    for (const v of vectors) {
      const text = JSON.stringify(v.case)
      const args = [['explain', '-'], ['explain', '-', '--lang', 'en', '--format', 'markdown'], ['explain', '-', '--format', 'html']]
      for (const a of args) {
        const r = await runCli(a, text)
        if (isError(v)) {
          expect([1, 2], v.id).toContain(r.code)
          expect(r.out).toBe('')
          expect(r.err).toMatch(/\S/)
        } else {
          expect(r.code, v.id).toBe(0)
          expect(r.err).toBe('')
        }
      }
    }
  })
})
