// The three renderers of the text documents (src/explain/render-html.ts,
// render-text.ts, render-markdown.ts), pinned on small documents built by
// hand: the whole rendered output, character for character. An opinion
// (Gutachten) numbers its headings A., I., 1., a); a notice does not and may
// have untitled sections. HTML escapes & < > " ' in every text slot (content
// and attribute values); Markdown escapes what would start markup. The texts
// are the product, so `toContain` is not enough: a lost newline, a wrong
// heading level or a missing attribute must fail a test. Every document is
// built inside its test (Stryker switches a mutant on only while a test runs).
import { describe, expect, it } from 'vitest'
import type { CandidateId } from '../src/domain/brand.js'
import type { NormId } from '../src/domain/norms.js'
import { list, para, plain, quote, section, type TextDocument } from '../src/explain/document.js'
import { escapeHtml, PRINT_STYLE, renderHtml } from '../src/explain/render-html.js'
import { escapeHeading, escapeMarkdown, renderMarkdown } from '../src/explain/render-markdown.js'
import { renderText } from '../src/explain/render-text.js'

const cand = (s: string): CandidateId => s as CandidateId

/** An opinion: subtitle, a paragraph with two citations, a quotation, an ordered list with keys and a citation, nesting down to depth 5, an unordered list. */
const opinionDoc = (): TextDocument => ({
  kind: 'opinion',
  lang: 'de',
  title: 'Gutachten: Sitz von "Meier & Co" <Liste 2>',
  subtitle: "Wahlleiter der Stadt Musterstadt, 'Stand' 1. März 2026",
  sections: [
    section('obersatz', 'Obersatz', [
      para(
        'trigger',
        (c) => `Ein Nachfolgefall liegt vor (${c('kwg34.1.s1.trigger')}); es rückt nach, wer die meisten Stimmen hat (${c('kwg34.1.s1.rank')}).`,
      ),
    ]),
    section(
      'voraussetzungen',
      'Voraussetzungen & Grenzen',
      [quote('Der nachrückende Vertreter behält seinen Sitz oder der Sitz bleibt leer, bis im Wahlprüfungsverfahren rechtskräftig entschieden ist.', '§ 34 Abs. 5 KWG')],
      [
        section('bewerber', 'Bewerber <Liste 2>', [
          list('order', true, [
            plain('candidate', 'Anna "Anni" Adler', [cand('a1')]),
            para('candidate', (c) => `Bernd O'Brien hat verzichtet (${c('kwg34.2.n2')}).`, [cand('b1')]),
          ]),
        ]),
        section(
          'tiefe',
          'Tiefe',
          [],
          [section('d2', 'Ebene 2', [], [section('d3', 'Ebene 3', [], [section('d4', 'Ebene 4', [], [section('d5', 'Ebene 5', [plain(null, 'Ganz unten.')])])])])],
        ),
      ],
    ),
    section('ergebnis', 'Ergebnis', [list(null, false, [plain(null, 'Anna Adler rückt nach.'), plain(null, 'Der Sitz bleibt besetzt.')])]),
  ],
})

/** A notice: no subtitle, unnumbered headings, a keyed unordered list in a subsection, an untitled signature section. */
const noticeDoc = (): TextDocument => ({
  kind: 'notice',
  lang: 'de',
  title: 'Öffentliche Bekanntmachung',
  subtitle: null,
  sections: [
    section(
      'notice.vacancy',
      'Nachfolge für den Sitz von Frau Erika Beispiel',
      [plain('notice.successor', 'Für Frau Beispiel rückt Herr Max Mustermann (Liste 2) nach.')],
      [
        section('notice.reason', 'Begründung', [
          list('reasons', false, [
            plain(null, 'Frau Beispiel ist aus der Vertretung ausgeschieden.'),
            plain(null, 'Herr Mustermann ist der nächste noch nicht berufene Bewerber.'),
          ]),
        ]),
      ],
    ),
    section('notice.signature', '', [plain(null, 'Musterstadt, den 2. März 2026'), plain(null, 'Der Wahlleiter')]),
  ],
})

describe('HTML: a complete page, every text escaped', () => {
  it('escapeHtml replaces exactly & < > " \' by their references, & first (no double escaping)', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;')
    expect(escapeHtml('&lt; is already a reference')).toBe('&amp;lt; is already a reference')
    expect(escapeHtml('§ 34 Abs. 1a KWG – „Müller“')).toBe('§ 34 Abs. 1a KWG – „Müller“')
  })

  it('an opinion: numbered headings h2 … h6 (clamped), data-key and data-norms on paragraphs and list items, the quotation marked German', () => {
    expect(renderHtml(opinionDoc())).toBe(
      [
        '<!DOCTYPE html>',
        '<html lang="de">',
        '<head>',
        '<meta charset="utf-8">',
        '<title>Gutachten: Sitz von &quot;Meier &amp; Co&quot; &lt;Liste 2&gt;</title>',
        `<style>${PRINT_STYLE}</style>`,
        '</head>',
        '<body>',
        '<article class="opinion">',
        '<h1>Gutachten: Sitz von &quot;Meier &amp; Co&quot; &lt;Liste 2&gt;</h1>',
        '<p class="subtitle">Wahlleiter der Stadt Musterstadt, &#39;Stand&#39; 1. März 2026</p>',
        '<section data-key="obersatz">',
        '<h2>A. Obersatz</h2>',
        '<p data-key="trigger" data-norms="kwg34.1.s1.trigger kwg34.1.s1.rank">Ein Nachfolgefall liegt vor (§ 34 Abs. 1 Satz 1 KWG); es rückt nach, wer die meisten Stimmen hat (§ 34 Abs. 1 Satz 1 Hs. 1 KWG).</p>',
        '</section>',
        '<section data-key="voraussetzungen">',
        '<h2>B. Voraussetzungen &amp; Grenzen</h2>',
        '<blockquote lang="de"><p>Der nachrückende Vertreter behält seinen Sitz oder der Sitz bleibt leer, bis im Wahlprüfungsverfahren rechtskräftig entschieden ist.</p><footer>§ 34 Abs. 5 KWG</footer></blockquote>',
        '<section data-key="bewerber">',
        '<h3>I. Bewerber &lt;Liste 2&gt;</h3>',
        '<ol data-key="order">',
        '<li data-key="candidate">Anna &quot;Anni&quot; Adler</li>',
        '<li data-key="candidate" data-norms="kwg34.2.n2">Bernd O&#39;Brien hat verzichtet (§ 34 Abs. 2 Nr. 2 KWG).</li>',
        '</ol>',
        '</section>',
        '<section data-key="tiefe">',
        '<h3>II. Tiefe</h3>',
        '<section data-key="d2">',
        '<h4>1. Ebene 2</h4>',
        '<section data-key="d3">',
        '<h5>a) Ebene 3</h5>',
        '<section data-key="d4">',
        '<h6>a) Ebene 4</h6>',
        '<section data-key="d5">',
        '<h6>a) Ebene 5</h6>',
        '<p>Ganz unten.</p>',
        '</section>',
        '</section>',
        '</section>',
        '</section>',
        '</section>',
        '</section>',
        '<section data-key="ergebnis">',
        '<h2>C. Ergebnis</h2>',
        '<ul>',
        '<li>Anna Adler rückt nach.</li>',
        '<li>Der Sitz bleibt besetzt.</li>',
        '</ul>',
        '</section>',
        '</article>',
        '</body>',
        '</html>',
        '',
      ].join('\n'),
    )
  })

  it('a notice: no subtitle line, headings without numbers, an untitled section without a heading', () => {
    expect(renderHtml(noticeDoc())).toBe(
      [
        '<!DOCTYPE html>',
        '<html lang="de">',
        '<head>',
        '<meta charset="utf-8">',
        '<title>Öffentliche Bekanntmachung</title>',
        `<style>${PRINT_STYLE}</style>`,
        '</head>',
        '<body>',
        '<article class="notice">',
        '<h1>Öffentliche Bekanntmachung</h1>',
        '<section data-key="notice.vacancy">',
        '<h2>Nachfolge für den Sitz von Frau Erika Beispiel</h2>',
        '<p data-key="notice.successor">Für Frau Beispiel rückt Herr Max Mustermann (Liste 2) nach.</p>',
        '<section data-key="notice.reason">',
        '<h3>Begründung</h3>',
        '<ul data-key="reasons">',
        '<li>Frau Beispiel ist aus der Vertretung ausgeschieden.</li>',
        '<li>Herr Mustermann ist der nächste noch nicht berufene Bewerber.</li>',
        '</ul>',
        '</section>',
        '</section>',
        '<section data-key="notice.signature">',
        '<p>Musterstadt, den 2. März 2026</p>',
        '<p>Der Wahlleiter</p>',
        '</section>',
        '</article>',
        '</body>',
        '</html>',
        '',
      ].join('\n'),
    )
  })

  it('every text slot is escaped: title, subtitle, section key and title, paragraph and list keys, norm ids, texts, quotation and source', () => {
    const bad = `&<>"'`
    const esc = '&amp;&lt;&gt;&quot;&#39;'
    const doc: TextDocument = {
      kind: 'opinion',
      lang: 'en',
      title: `T${bad}`,
      subtitle: `S${bad}`,
      sections: [
        {
          key: `k${bad}`,
          title: `H${bad}`,
          blocks: [
            { _tag: 'paragraph', key: `p${bad}`, text: `x${bad}`, norms: [`n${bad}` as NormId, `m${bad}` as NormId], candidates: [] },
            { _tag: 'list', key: `l${bad}`, ordered: false, items: [{ _tag: 'paragraph', key: `i${bad}`, text: `y${bad}`, norms: [`n${bad}` as NormId], candidates: [] }] },
            { _tag: 'quote', text: `q${bad}`, source: `s${bad}` },
          ],
          sections: [],
        },
      ],
    }
    expect(renderHtml(doc)).toBe(
      [
        '<!DOCTYPE html>',
        '<html lang="en">',
        '<head>',
        '<meta charset="utf-8">',
        `<title>T${esc}</title>`,
        `<style>${PRINT_STYLE}</style>`,
        '</head>',
        '<body>',
        '<article class="opinion">',
        `<h1>T${esc}</h1>`,
        `<p class="subtitle">S${esc}</p>`,
        `<section data-key="k${esc}">`,
        `<h2>A. H${esc}</h2>`,
        `<p data-key="p${esc}" data-norms="n${esc} m${esc}">x${esc}</p>`,
        `<ul data-key="l${esc}">`,
        `<li data-key="i${esc}" data-norms="n${esc}">y${esc}</li>`,
        '</ul>',
        `<blockquote lang="de"><p>q${esc}</p><footer>s${esc}</footer></blockquote>`,
        '</section>',
        '</article>',
        '</body>',
        '</html>',
        '',
      ].join('\n'),
    )
  })
})

describe('plain text: the title underlined with =, the parts underlined with -, blank lines between blocks', () => {
  it('an opinion: outline numbers A., I., 1., a); only the parts (depth 0) are underlined; quotations indented in German quotation marks', () => {
    expect(renderText(opinionDoc())).toBe(
      [
        'Gutachten: Sitz von "Meier & Co" <Liste 2>',
        '==========================================',
        '',
        "Wahlleiter der Stadt Musterstadt, 'Stand' 1. März 2026",
        '',
        'A. Obersatz',
        '-----------',
        '',
        'Ein Nachfolgefall liegt vor (§ 34 Abs. 1 Satz 1 KWG); es rückt nach, wer die meisten Stimmen hat (§ 34 Abs. 1 Satz 1 Hs. 1 KWG).',
        '',
        'B. Voraussetzungen & Grenzen',
        '----------------------------',
        '',
        '    „Der nachrückende Vertreter behält seinen Sitz oder der Sitz bleibt leer, bis im Wahlprüfungsverfahren rechtskräftig entschieden ist.“',
        '    (§ 34 Abs. 5 KWG)',
        '',
        'I. Bewerber <Liste 2>',
        '',
        '1. Anna "Anni" Adler',
        "2. Bernd O'Brien hat verzichtet (§ 34 Abs. 2 Nr. 2 KWG).",
        '',
        'II. Tiefe',
        '',
        '1. Ebene 2',
        '',
        'a) Ebene 3',
        '',
        'a) Ebene 4',
        '',
        'a) Ebene 5',
        '',
        'Ganz unten.',
        '',
        'C. Ergebnis',
        '-----------',
        '',
        '- Anna Adler rückt nach.',
        '- Der Sitz bleibt besetzt.',
        '',
      ].join('\n'),
    )
  })

  it('a notice: no subtitle, unnumbered headings, the untitled section adds no heading and no empty line', () => {
    expect(renderText(noticeDoc())).toBe(
      [
        'Öffentliche Bekanntmachung',
        '==========================',
        '',
        'Nachfolge für den Sitz von Frau Erika Beispiel',
        '----------------------------------------------',
        '',
        'Für Frau Beispiel rückt Herr Max Mustermann (Liste 2) nach.',
        '',
        'Begründung',
        '',
        '- Frau Beispiel ist aus der Vertretung ausgeschieden.',
        '- Herr Mustermann ist der nächste noch nicht berufene Bewerber.',
        '',
        'Musterstadt, den 2. März 2026',
        '',
        'Der Wahlleiter',
        '',
      ].join('\n'),
    )
  })

  it('underlines count characters, not UTF-16 units (a letter outside the BMP is one dash)', () => {
    const doc: TextDocument = { kind: 'notice', lang: 'de', title: 'Rat 𝔸', subtitle: null, sections: [section('s', 'Liste 𝔹', [])] }
    expect(renderText(doc)).toBe('Rat 𝔸\n=====\n\nListe 𝔹\n-------\n')
  })
})

describe('Markdown: ATX headings by depth, numbered in an opinion, case text escaped', () => {
  it('an opinion: # title, *subtitle*, ## … ###### (clamped) with outline numbers, > quotation with — source', () => {
    expect(renderMarkdown(opinionDoc())).toBe(
      [
        '# Gutachten: Sitz von "Meier & Co" \\<Liste 2\\>',
        '',
        "*Wahlleiter der Stadt Musterstadt, 'Stand' 1. März 2026*",
        '',
        '## A. Obersatz',
        '',
        'Ein Nachfolgefall liegt vor (§ 34 Abs. 1 Satz 1 KWG); es rückt nach, wer die meisten Stimmen hat (§ 34 Abs. 1 Satz 1 Hs. 1 KWG).',
        '',
        '## B. Voraussetzungen & Grenzen',
        '',
        '> Der nachrückende Vertreter behält seinen Sitz oder der Sitz bleibt leer, bis im Wahlprüfungsverfahren rechtskräftig entschieden ist.',
        '>',
        '> — § 34 Abs. 5 KWG',
        '',
        '### I. Bewerber \\<Liste 2\\>',
        '',
        '1. Anna "Anni" Adler',
        "2. Bernd O'Brien hat verzichtet (§ 34 Abs. 2 Nr. 2 KWG).",
        '',
        '### II. Tiefe',
        '',
        '#### 1. Ebene 2',
        '',
        '##### a) Ebene 3',
        '',
        '###### a) Ebene 4',
        '',
        '###### a) Ebene 5',
        '',
        'Ganz unten.',
        '',
        '## C. Ergebnis',
        '',
        '- Anna Adler rückt nach.',
        '- Der Sitz bleibt besetzt.',
        '',
      ].join('\n'),
    )
  })

  it('a notice: no subtitle, unnumbered headings, the untitled section adds no heading', () => {
    expect(renderMarkdown(noticeDoc())).toBe(
      [
        '# Öffentliche Bekanntmachung',
        '',
        '## Nachfolge für den Sitz von Frau Erika Beispiel',
        '',
        'Für Frau Beispiel rückt Herr Max Mustermann (Liste 2) nach.',
        '',
        '### Begründung',
        '',
        '- Frau Beispiel ist aus der Vertretung ausgeschieden.',
        '- Herr Mustermann ist der nächste noch nicht berufene Bewerber.',
        '',
        'Musterstadt, den 2. März 2026',
        '',
        'Der Wahlleiter',
        '',
      ].join('\n'),
    )
  })

  it('a run of line breaks (CR LF, blank lines, U+2028/U+2029) becomes one space: a paragraph stays one line', () => {
    expect(escapeMarkdown('Zeile eins\r\nZeile zwei\n\nZeile drei\u2028\u2029Ende')).toBe('Zeile eins Zeile zwei Zeile drei Ende')
  })

  it('a block marker is escaped at the start, after up to three spaces of indentation too, and nowhere else', () => {
    expect(escapeMarkdown('   # kein Titel')).toBe('   \\# kein Titel')
    expect(escapeMarkdown(' 12) Punkt')).toBe(' 12\\) Punkt')
    expect(escapeMarkdown('+ Liste')).toBe('\\+ Liste')
    expect(escapeMarkdown('Ober-Ramstadt = Ort #1, Nr. 2. + 3)')).toBe('Ober-Ramstadt = Ort #1, Nr. 2. + 3)')
    expect(escapeMarkdown('Liste2) und 2024.')).toBe('Liste2) und 2024.')
  })

  it('a heading keeps a closing run of "#" after a space (CommonMark would strip it), and only that', () => {
    expect(escapeHeading('Sitz #')).toBe('Sitz \\#')
    expect(escapeHeading('Liste Nr. ## ')).toBe('Liste Nr. \\## ')
    expect(escapeHeading('Liste\t#')).toBe('Liste\t\\#')
    expect(escapeHeading('Ort #1')).toBe('Ort #1')
    expect(escapeHeading('Ende#')).toBe('Ende#')
    expect(escapeHeading('# Titel *fett*')).toBe('\\# Titel \\*fett\\*')
    const doc: TextDocument = { kind: 'notice', lang: 'de', title: 'Bekanntmachung Nr. #', subtitle: null, sections: [{ key: 's', title: 'Sitz ##', blocks: [], sections: [] }] }
    expect(renderMarkdown(doc)).toBe('# Bekanntmachung Nr. \\#\n\n## Sitz \\##\n')
  })
})
