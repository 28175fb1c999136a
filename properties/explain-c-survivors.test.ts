// The survivors of the fresh mutation run of src/explain/ on 2026-12-06
// (mutation/explain-c-answers-2026-12-06.md), each answered by a concrete
// case whose text is pinned, in German and English where the line has both:
// the decisions in review proceedings in the English facts (§ 26, § 27 KWG),
// a rejoining of the party and a ground of § 33 Abs. 1 Nr. 2 KWG arising and
// ending in English, why a candidate was left out in the notice's words, the
// names of the views of R1, the norms a document cites, the short
// explanation's list, facts and result where the file does not hold what the
// determination names or the determination is one on record (§ 34 Abs. 5
// KWG), and the HTML page with its print style sheet.
// Every value is computed inside its test, and each module is imported afresh
// in its test (vi.resetModules): its tables are module-level values, which
// Stryker switches a mutant into only while a test runs.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import type { ListId } from '../src/domain/brand.js'
import type { Case, ElectionList } from '../src/domain/case.js'
import { type Determination, noSuccession } from '../src/domain/determination.js'
import type { CaseEvent } from '../src/domain/events.js'
import type { TextDocument } from '../src/explain/document.js'
import { decideCase } from './support/public.js'
import { ROOT } from './support/vectors.js'
import { cid, day, person } from './support/brands.js'


const fresh = {
  facts: async (): Promise<typeof import('../src/explain/facts.js')> => {
    vi.resetModules()
    return import('../src/explain/facts.js')
  },
  notice: async (): Promise<typeof import('../src/explain/notice.js')> => {
    vi.resetModules()
    return import('../src/explain/notice.js')
  },
  interpretation: async (): Promise<typeof import('../src/explain/interpretation.js')> => {
    vi.resetModules()
    return import('../src/explain/interpretation.js')
  },
  document: async (): Promise<typeof import('../src/explain/document.js')> => {
    vi.resetModules()
    return import('../src/explain/document.js')
  },
  short: async (): Promise<typeof import('../src/explain/short.js')> => {
    vi.resetModules()
    return import('../src/explain/short.js')
  },
  html: async (): Promise<typeof import('../src/explain/render-html.js')> => {
    vi.resetModules()
    return import('../src/explain/render-html.js')
  },
}

/** The Gemeindevertretung Prüfstadt: „Liste A“ of a party, Anna Arnold elected, Bernd Bauer and Clara Conrad not. */
const council = (): Case => ({
  body: {
    name: 'Gemeindevertretung Prüfstadt',
    kind: 'gemeindevertretung',
    statutoryMemberCount: 9,
    electionMode: 'proportional',
    term: { start: day('2021-04-01'), end: day('2026-03-31') },
    eligibleVoters: null,
  },
  lists: [
    {
      id: 'A' as ListId,
      name: 'Liste A',
      group: 'party',
      setUp: day('2020-11-01'),
      candidates: [person('A-1', 'Anna Arnold', 1, 1234, true), person('A-2', 'Bernd Bauer', 2, 820, false), person('A-3', 'Clara Conrad', 3, 655, false)],
    } satisfies ElectionList,
  ],
  events: [],
  query: { vacancy: cid('A-1'), asOf: day('2023-06-30') },
  lotSeed: null,
  incompatibility: 'proofPeriod',
  periodEnd: 'calendar',
})
const ANNA_DE = 'Anna Arnold (1.234 Stimmen)'
const ANNA_EN = 'Anna Arnold (1,234 votes)'
const BERND_DE = 'Bernd Bauer (820 Stimmen)'
const BERND_EN = 'Bernd Bauer (820 votes)'
const CLARA_DE = 'Clara Conrad (655 Stimmen)'
const CLARA_EN = 'Clara Conrad (655 votes)'

/** A decision on the seat of Anna Arnold on 20 April 2023; a modification leaves the seat empty. */
const decision = (tag: 'bodyDecision' | 'courtDecision', what: 'confirm' | 'annul' | 'modify', servedOn: string | null = null): CaseEvent => ({
  _tag: tag,
  index: 1,
  date: day('2023-04-20'),
  vacancy: cid('A-1'),
  decision: what,
  outcome: what === 'modify' ? 'vacant' : null,
  successor: null,
  servedOn: servedOn === null ? null : day(servedOn),
})

describe('the decisions in review proceedings told in English as in German', { tags: ['kwg26', 'kwg27', 'kwg34.4.s2'] }, () => {
  it('the body annuls or modifies the determination: the English says so with the German term', async () => {
    const m = await fresh.facts()
    const ix = m.indexCase(council())
    expect(m.narrateEvent(ix, 'de', decision('bodyDecision', 'annul'))).toBe(`Die Gemeindevertretung hebt die Feststellung auf (Sitz von ${ANNA_DE}).`)
    expect(m.narrateEvent(ix, 'en', decision('bodyDecision', 'annul'))).toBe(`The municipal council [Gemeindevertretung] annuls the determination [hebt auf] (seat of ${ANNA_EN}).`)
    expect(m.narrateEvent(ix, 'de', decision('bodyDecision', 'modify'))).toBe(`Die Gemeindevertretung ändert die Feststellung ab: der Sitz bleibt unbesetzt (Sitz von ${ANNA_DE}).`)
    expect(m.narrateEvent(ix, 'en', decision('bodyDecision', 'modify'))).toBe(
      `The municipal council [Gemeindevertretung] modifies the determination [ändert ab]: the seat stays empty (seat of ${ANNA_EN}).`,
    )
  })

  it('the administrative court confirms the resolution (English) or annuls it, so that the returning officer’s determination applies again (German)', async () => {
    const m = await fresh.facts()
    const ix = m.indexCase(council())
    expect(m.narrateEvent(ix, 'de', decision('courtDecision', 'confirm'))).toBe(`Das Verwaltungsgericht bestätigt den Beschluss der Gemeindevertretung (Sitz von ${ANNA_DE}).`)
    expect(m.narrateEvent(ix, 'en', decision('courtDecision', 'confirm'))).toBe(
      `The administrative court [Verwaltungsgericht] confirms the resolution of the municipal council [Gemeindevertretung] [bestätigt] (seat of ${ANNA_EN}).`,
    )
    expect(m.narrateEvent(ix, 'de', decision('courtDecision', 'annul'))).toBe(
      `Das Verwaltungsgericht hebt den Beschluss der Gemeindevertretung auf; die Feststellung des Wahlleiters gilt wieder (Sitz von ${ANNA_DE}).`,
    )
    expect(m.narrateEvent(ix, 'en', decision('courtDecision', 'annul'))).toBe(
      `The administrative court [Verwaltungsgericht] annuls the resolution of the municipal council [Gemeindevertretung] [hebt auf]; the returning officer's determination applies again (seat of ${ANNA_EN}).`,
    )
  })

  it('a resolution served a week later names the day of service in English too', async () => {
    const m = await fresh.facts()
    const ix = m.indexCase(council())
    expect(m.narrateEvent(ix, 'de', decision('bodyDecision', 'confirm', '2023-04-27'))).toBe(
      `Die Gemeindevertretung bestätigt die Feststellung (Sitz von ${ANNA_DE}). Der Beschluss wird am 27. April 2023 zugestellt.`,
    )
    expect(m.narrateEvent(ix, 'en', decision('bodyDecision', 'confirm', '2023-04-27'))).toBe(
      `The municipal council [Gemeindevertretung] confirms the determination [bestätigt] (seat of ${ANNA_EN}). The resolution is served on 27 April 2023.`,
    )
  })
})

describe('facts about a candidate told in English in English words', { tags: ['kwg34.2.n1', 'kwg34.2.n3.ground', 'R2'] }, () => {
  it('a candidate who rejoins the party is said to join it, in German and English', async () => {
    const m = await fresh.facts()
    const ix = m.indexCase(council())
    const joins: CaseEvent = { _tag: 'candidateJoinedGroup', index: 1, date: day('2023-02-01'), candidate: cid('A-2') }
    expect(m.narrateEvent(ix, 'de', joins)).toBe(`${BERND_DE} tritt der Partei „Liste A“ bei.`)
    expect(m.narrateEvent(ix, 'en', joins)).toBe(`${BERND_EN} joins the party [Partei] “Liste A”.`)
  })

  it('a ground of § 33 Abs. 1 Nr. 2 KWG that arises and ends reads in the language of the text', async () => {
    const m = await fresh.facts()
    const ix = m.indexCase(council())
    const arose: CaseEvent = { _tag: 'candidateGroundArose', index: 1, date: day('2023-02-01'), candidate: cid('A-3'), ground: 'eligibility' }
    const ended: CaseEvent = { _tag: 'candidateGroundEnded', index: 2, date: day('2023-02-10'), candidate: cid('A-3'), ground: 'eligibility' }
    expect(m.narrateEvent(ix, 'de', arose)).toBe(`${CLARA_DE} verliert die Wählbarkeit.`)
    expect(m.narrateEvent(ix, 'en', arose)).toBe(`${CLARA_EN} loses eligibility [Wählbarkeit].`)
    expect(m.narrateEvent(ix, 'de', ended)).toBe(`${CLARA_DE} ist wieder wählbar.`)
    expect(m.narrateEvent(ix, 'en', ended)).toBe(`${CLARA_EN} is eligible again [wieder wählbar].`)
  })
})

describe('why a candidate ranked above was left out, in the words of the notice', { tags: ['kwg34.2.n1', 'kwg34.2.n2', 'kwg34.2.n3.death', 'kwg34.2.n3.ground'] }, () => {
  it('each ground of § 34 Abs. 2 KWG in German and in English; a rule without words is given as it is', async () => {
    const m = await fresh.notice()
    expect(['kwg34.2.n1', 'kwg34.2.n2', 'kwg34.2.n3.death', 'kwg34.2.n3.ground'].map((r) => m.skipReason('de', r))).toEqual([
      'aus der Partei oder Wählergruppe ausgeschieden',
      'Verzicht auf die Anwartschaft',
      'verstorben',
      'Grund nach § 33 Abs. 1 Nr. 2 KWG',
    ])
    expect(['kwg34.2.n1', 'kwg34.2.n2', 'kwg34.2.n3.death', 'kwg34.2.n3.ground'].map((r) => m.skipReason('en', r))).toEqual([
      'left the party or voter group',
      'waived the expectancy [Anwartschaft]',
      'deceased',
      'ground under § 33 Abs. 1 Nr. 2 KWG',
    ])
    expect(m.skipReason('de', 'kwg34.1.s1.rank')).toBe('kwg34.1.s1.rank')
  })
})

describe('the names of the views on an incompatibility of a candidate', { tags: ['kwg34.2.n3.ground', 'kwg34.3.s2', 'R1'] }, () => {
  it('in German the Nachweislösung, the Wortlautlösung and the Feststellungslösung; in English each with its German name', async () => {
    const m = await fresh.interpretation()
    expect((['proofPeriod', 'exclude', 'statusRoute'] as const).map((r) => m.readingName('de', r))).toEqual(['Nachweislösung', 'Wortlautlösung', 'Feststellungslösung'])
    expect((['proofPeriod', 'exclude', 'statusRoute'] as const).map((r) => m.readingName('en', r))).toEqual([
      'proof-period view [Nachweislösung]',
      'literal view [Wortlautlösung]',
      'determination-first view [Feststellungslösung]',
    ])
  })
})

describe('the norms a document cites', { tags: ['kwg34.3.s1', 'kwg34.5'] }, () => {
  it('each norm once, in the order of its first citation, from the sections and their subsections', async () => {
    const m = await fresh.document()
    const doc: TextDocument = {
      kind: 'opinion',
      lang: 'de',
      title: 'Gutachten',
      subtitle: null,
      sections: [
        m.section('a', 'A', [m.para(null, (c) => `${c('kwg34.5')} und ${c('kwg34.3.s1')}`)], [m.section('b', 'B', [m.para(null, (c) => `${c('kwg34.3.s1')}, ${c('kwg26')}`)])]),
      ],
    }
    expect(m.normsOf(doc)).toEqual(['kwg34.5', 'kwg34.3.s1', 'kwg26'])
  })
})

type Decided = { readonly case: Case; readonly determination: Determination }
const example = (): Decided => {
  const r = decideCase(JSON.parse(readFileSync(join(ROOT, 'spec', 'examples', 'musterstadt.case.json'), 'utf8')))
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left.errors))
  return r.right
}

describe('the short explanation where the file does not hold what a hand-built determination names', { tags: ['kwg34.2.n2', 'kwg34.5'] }, () => {
  it('a list the file does not hold is named by its id', async () => {
    const m = await fresh.short()
    const { case: c, determination: d } = example()
    expect(m.explainShort(c, { ...d, list: 'GRÜNE' as ListId })[0]).toBe('Ausscheiden von Anna Arnold (1834 Stimmen), Wahlvorschlag GRÜNE, Gemeindevertretung Musterstadt:')
  })

  it('a fact without legal effect that names no candidate (here the departure itself, event 3) is told by its date alone', async () => {
    const m = await fresh.short()
    const { case: c, determination: d } = example()
    const lines = m.explainShort(c, { ...d, disregarded: [{ event: 3, rule: 'kwg34.2.n2', reason: 'waiverNotWritten' }] })
    expect(lines[5]).toBe('Unbeachtlich: 15. August 2023 – Verzicht nicht schriftlich erklärt (§ 34 Abs. 2 Nr. 2 KWG).')
  })

  it('a determination on record that no one succeeds: the result says the returning officer determined it, not that a waiver failed', async () => {
    const m = await fresh.short()
    const { case: c, determination: d } = example()
    const lines = m.explainShort(c, noSuccession(d, 'kwg34.5'))
    expect(lines[lines.length - 1]).toBe('Ergebnis: Niemand rückt nach, wie der Wahlleiter festgestellt hat (§ 34 Abs. 5 KWG).')
  })
})

/** The print style sheet, rule by rule: A4 with margins of 25 mm, page numbers, headings kept with what follows, a draft in red. */
const STYLE = [
  'body{font-family:"DejaVu Serif","Liberation Serif",Georgia,serif;line-height:1.45;color:#111;margin:0 auto;max-width:42em;padding:1.5em}',
  'h1{font-size:1.45em;margin:.2em 0}h2{font-size:1.15em;margin-top:1.2em}h3,h4,h5,h6{font-size:1em}',
  'p{text-align:justify;hyphens:auto;margin:.45em 0}.subtitle{font-size:1.1em;margin-top:0}',
  'section[data-key="letterhead"] p{text-align:right;margin:0;font-size:.9em}',
  'section[data-key="signature"]{margin-top:2.2em}section[data-key="signature"] p{margin:.1em 0;text-align:left}',
  'section[data-key="footer"]{margin-top:2em;font-size:.85em;color:#333}',
  'section[data-key="draft"]{border:2px solid #b00000;color:#b00000;padding:.3em .9em;margin:0 0 1.2em}',
  'article+article{break-before:page;margin-top:3em}',
  '@page{size:A4;margin:25mm 25mm 22mm;@bottom-center{content:counter(page) " / " counter(pages)}}',
  '@media print{body{max-width:none;padding:0;font-size:10.5pt}h1,h2,h3{break-after:avoid}ol,ul,section[data-key="signature"],section[data-key="draft"]{break-inside:avoid}p{orphans:3;widows:3}}',
]

describe('the HTML page', () => {
  it('carries the print style sheet, one rule a line: A4 with margins of 25 mm and page numbers, each document on a new page, a draft framed in red', async () => {
    const m = await fresh.html()
    const doc: TextDocument = { kind: 'notice', lang: 'en', title: 'Notice', subtitle: null, sections: [] }
    const html = m.renderHtmlPages([doc])
    expect(html).toContain('<html lang="en">')
    expect(/<style>([\s\S]*)<\/style>/.exec(html)?.[1]?.split('\n')).toEqual(STYLE)
  })

  it('of no documents at all is an empty German page with an empty title', async () => {
    const m = await fresh.html()
    expect(m.renderHtmlPages([])).toBe(['<!DOCTYPE html>', '<html lang="de">', '<head>', '<meta charset="utf-8">', '<title></title>', `<style>${STYLE.join('\n')}</style>`, '</head>', '<body>', '</body>', '</html>', ''].join('\n'))
  })
})
