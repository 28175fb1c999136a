// The definitions of the requirements (Voraussetzungen) of § 34 KWG
// (src/explain/definitions.ts), block by block, in both languages: the
// quotation of the law, each definition paragraph with its key, its whole
// text and the norm ids it cites, and the titles and keys of the
// "Voraussetzungen" sections. The texts are the product, so they are pinned
// whole; the expected strings are written out from the law (§ 34 KWG in
// /work/shared/law/kwg-34.txt, §§ 23, 33 KWG as summarised in
// related-norms.md), the citation table (spec/norms.json) and the glossary.
import { describe, expect, it } from 'vitest'
import type { Block, Paragraph, Quote } from '../src/explain/document.js'
import { exclusionDefinitions, exhaustionDefinition, rankingDefinition, requirements, triggerDefinition } from '../src/explain/definitions.js'
import type { NormId } from '../src/domain/norms.js'

const paragraph = (key: string, text: string, norms: ReadonlyArray<NormId>): Paragraph => ({ _tag: 'paragraph', key, text, norms, candidates: [] })
const quotation = (text: string, source: string): Quote => ({ _tag: 'quote', text, source })

// § 34 KWG, sentence by sentence, verbatim from kwg-34.txt (its no-break spaces
// written as plain spaces, as everywhere in the texts)
const ABS1_S1 =
  'Wenn ein Vertreter stirbt, seine Rechtsstellung nach § 23 Abs. 2 Satz 3 als nicht erworben gilt oder seinen Sitz verliert (§ 33), so rückt der nächste noch nicht berufene Bewerber des Wahlvorschlags mit den meisten Stimmen an seine Stelle; bei gleicher Stimmenzahl ist die Reihenfolge der Benennung im Wahlvorschlag entscheidend.'
const ABS1_S2 =
  'Ist der Wahlvorschlag erschöpft, so bleibt der Sitz unbesetzt; die gesetzliche Mitgliederzahl der Vertretungskörperschaft vermindert sich für die Wahlzeit entsprechend.'
const ABS1A =
  'Bei der Mehrheitswahl rückt der nächste noch nicht berufene Bewerber mit der höchsten Stimmenzahl nach; bei Stimmengleichheit entscheidet das vom Wahlleiter zu ziehende Los.'
const ABS2 =
  'Bei der Nachfolge bleiben Bewerber unberücksichtigt, 1. die seit dem Zeitpunkt der Aufstellung des Wahlvorschlags aus der Partei oder der Wählergruppe, für die sie bei der Wahl aufgetreten waren, ausgeschieden sind, 2. die dem Wahlleiter schriftlich den Verzicht auf ihre Anwartschaft erklärt haben; der Verzicht kann nicht widerrufen werden, 3. die verstorben sind oder bei denen ein Grund nach § 33 Abs. 1 Nr. 2 vorliegt.'

const TRIGGER_DE = paragraph(
  'definition.trigger',
  'Ein Nachfolgefall liegt nach § 34 Abs. 1 Satz 1 KWG vor, wenn ein Vertreter stirbt, seine Rechtsstellung nach § 23 Abs. 2 Satz 3 KWG als nicht erworben gilt oder er seinen Sitz verliert (§ 33 KWG).',
  ['kwg34.1.s1.trigger'],
)
const TRIGGER_EN = paragraph(
  'definition.trigger',
  'A case of succession [Nachfolgefall] exists under § 34 Abs. 1 Satz 1 KWG when a representative [Vertreter] dies, their status counts as not acquired under § 23 Abs. 2 Satz 3 KWG, or they lose their seat (§ 33 KWG).',
  ['kwg34.1.s1.trigger'],
)
const triggerBlocks = (lang: 'de' | 'en', special: ReadonlyArray<Paragraph>): ReadonlyArray<Block> => [
  quotation(ABS1_S1, '§ 34 Abs. 1 Satz 1 KWG'),
  lang === 'de' ? TRIGGER_DE : TRIGGER_EN,
  ...special,
]

describe('the trigger of § 34 Abs. 1 Satz 1 KWG and the cause of the departure', () => {
  it('a death needs no definition beyond the trigger: the quotation of Satz 1 and the general definition only', () => {
    expect(triggerDefinition('de', 'death')).toEqual(triggerBlocks('de', []))
    expect(triggerDefinition('en', 'death')).toEqual(triggerBlocks('en', []))
  })

  it('status deemed not acquired: the one-week proof of § 23 Abs. 2 Satz 2 and its consequence under Satz 3', () => {
    expect(triggerDefinition('de', 'statusNotAcquired')).toEqual(
      triggerBlocks('de', [
        paragraph(
          'definition.cause',
          'Besteht bei einem Vertreter ein Hinderungsgrund, kann er dessen Beseitigung nur binnen einer Woche nach Zustellung der Mitteilung nachweisen (§ 23 Abs. 2 Satz 2 KWG); geht der Nachweis nicht fristgerecht ein, gilt die Rechtsstellung als nicht erworben (§ 23 Abs. 2 Satz 3 KWG).',
          ['kwg23.2.s2', 'kwg23.2.s3'],
        ),
      ]),
    )
    expect(triggerDefinition('en', 'statusNotAcquired')).toEqual(
      triggerBlocks('en', [
        paragraph(
          'definition.cause',
          'A representative subject to an incompatibility [Hinderungsgrund] can prove its removal only within one week of being served the notice (§ 23 Abs. 2 Satz 2 KWG); without proof in time the status counts as never acquired [gilt als nicht erworben] (§ 23 Abs. 2 Satz 3 KWG).',
          ['kwg23.2.s2', 'kwg23.2.s3'],
        ),
      ]),
    )
  })

  it('seat waiver: § 33 Abs. 1 Nr. 1, written and irrevocable (Abs. 2), leaving under Abs. 3', () => {
    expect(triggerDefinition('de', 'seatWaiver')).toEqual(
      triggerBlocks('de', [
        paragraph(
          'definition.cause',
          'Den Sitz verliert, wer auf ihn verzichtet (§ 33 Abs. 1 Nr. 1 KWG). Der Verzicht ist dem Wahlleiter schriftlich zu erklären und unwiderruflich (§ 33 Abs. 2 KWG); der Vertreter scheidet mit der Feststellung des Wahlleiters aus (§ 33 Abs. 3 KWG). Nennt er einen späteren Zeitpunkt, so legt die Bibliothek diesen zugrunde; das Gesetz sagt dazu nichts, so verfährt aber die Praxis (etwa der Gemeindewahlleiter von Petersberg, Bekanntmachung vom 10. Dezember 2024, und der von Schenklengsfeld, Bekanntmachung vom 30. August 2023).',
          ['kwg33.1.n1', 'kwg33.2', 'kwg33.3'],
        ),
      ]),
    )
    expect(triggerDefinition('en', 'seatWaiver')).toEqual(
      triggerBlocks('en', [
        paragraph(
          'definition.cause',
          "A representative loses the seat by waiving it [Verzicht] (§ 33 Abs. 1 Nr. 1 KWG). The waiver must be declared in writing to the returning officer [Wahlleiter] and is irrevocable (§ 33 Abs. 2 KWG); the member leaves with the returning officer's determination (§ 33 Abs. 3 KWG). Where the member names a later date, the library takes that date; the statute says nothing about it, but practice proceeds so (for instance the returning officer of Petersberg, notice of 10 December 2024, and of Schenklengsfeld, notice of 30 August 2023).",
          ['kwg33.1.n1', 'kwg33.2', 'kwg33.3'],
        ),
      ]),
    )
  })

  it('loss of eligibility, of office capacity, incompatibility: one definition, § 33 Abs. 1 Nr. 2 with leaving under Abs. 3', () => {
    const de = paragraph(
      'definition.cause',
      'Den Sitz verliert auch, wer eine Voraussetzung der Wählbarkeit oder die Amtsfähigkeit verliert oder bei wem ein Hinderungsgrund eintritt (§ 33 Abs. 1 Nr. 2 KWG). Er scheidet, wenn ein rechtskräftiges Urteil den Grund feststellt, mit der Feststellung des Wahlleiters aus, sonst wenn diese nicht mehr angefochten werden kann (§ 33 Abs. 3 KWG).',
      ['kwg33.1.n2', 'kwg33.3'],
    )
    const en = paragraph(
      'definition.cause',
      "A representative also loses the seat who loses a requirement of eligibility [Wählbarkeit] or the capacity to hold public office [Amtsfähigkeit], or becomes subject to an incompatibility [Hinderungsgrund] (§ 33 Abs. 1 Nr. 2 KWG). Where a final judgment establishes the ground, the member leaves with the returning officer's determination, otherwise when that determination can no longer be challenged (§ 33 Abs. 3 KWG).",
      ['kwg33.1.n2', 'kwg33.3'],
    )
    for (const cause of ['eligibilityLost', 'officeCapacityLost', 'incompatibility'] as const) {
      expect(triggerDefinition('de', cause), cause).toEqual(triggerBlocks('de', [de]))
      expect(triggerDefinition('en', cause), cause).toEqual(triggerBlocks('en', [en]))
    }
  })

  it('a review decision has its own definition (§ 33 Abs. 1 Nr. 3, leaving when final), not the one of a merger', () => {
    const [quote, general, special, ...rest] = triggerDefinition('de', 'reviewDecision')
    expect(rest).toEqual([])
    expect([quote, general]).toEqual(triggerBlocks('de', []))
    // § 33 Abs. 1 Nr. 3: the seat is taken away by the review decision; Abs. 3: the member leaves when it is final
    expect(special).toMatchObject({ _tag: 'paragraph', key: 'definition.cause', norms: ['kwg33.1.n3', 'kwg33.3'], candidates: [] })
    expect((special as Paragraph).text).toBe(
      'Den Sitz verliert auch, wem er durch eine Entscheidung im Wahlprüfungsverfahren aberkannt wird (§ 33 Abs. 1 Nr. 3 KWG); er scheidet mit deren Rechtskraft aus (§ 33 Abs. 3 KWG).',
    )
    expect(triggerDefinition('en', 'reviewDecision')).toEqual(
      triggerBlocks('en', [
        paragraph(
          'definition.cause',
          'A representative also loses the seat by a decision in election review proceedings [Wahlprüfungsverfahren] (§ 33 Abs. 1 Nr. 3 KWG), when it becomes final (§ 33 Abs. 3 KWG).',
          ['kwg33.1.n3', 'kwg33.3'],
        ),
      ]),
    )
  })

  it('a merger by agreement loses the seat under § 33 Abs. 1 Nr. 4, and no one succeeds', () => {
    expect(triggerDefinition('de', 'merger')).toEqual(
      triggerBlocks('de', [
        paragraph(
          'definition.cause',
          'Wird eine Gemeinde durch Vereinbarung eingegliedert und gehört ein Vertreter der aufnehmenden Vertretungskörperschaft nicht an, verliert er den Sitz (§ 33 Abs. 1 Nr. 4 KWG). In diesem Fall findet § 34 KWG keine Anwendung: es rückt niemand nach.',
          ['kwg33.1.n4'],
        ),
      ]),
    )
    expect(triggerDefinition('en', 'merger')).toEqual(
      triggerBlocks('en', [
        paragraph(
          'definition.cause',
          'When a municipality is incorporated into another by agreement and a representative does not belong to the receiving body, the seat is lost (§ 33 Abs. 1 Nr. 4 KWG). § 34 KWG does not apply then: no one succeeds.',
          ['kwg33.1.n4'],
        ),
      ]),
    )
  })
})

// "noch nicht berufen" is a term of the ranking rule: § 34 Abs. 1 Satz 1 Hs. 1 KWG, in a majority election Abs. 1a Hs. 1
const CALLED_DE = (norm: string, id: NormId): ReturnType<typeof paragraph> =>
  paragraph(
    'definition.called',
    `Noch nicht berufen (${norm}) ist, wer weder bei der Wahl gewählt noch bereits als Nachfolger festgestellt worden ist; wer einmal berufen ist, bleibt es, auch wenn er später ausscheidet (hier vertretene Auffassung). Eine im Wahlprüfungsverfahren aufgehobene oder geänderte Feststellung hat den darin Benannten nicht wirksam berufen.`,
    [id],
  )
const CALLED_EN = (norm: string, id: NormId): ReturnType<typeof paragraph> =>
  paragraph(
    'definition.called',
    `Not yet called [noch nicht berufen] (${norm}) is a candidate who was neither elected nor already determined as a successor; once called, always called, even after leaving later (the reading taken here, R4). A determination annulled or modified in review proceedings did not validly call the person it named.`,
    [id],
  )

describe('the ranking rule (§ 34 Abs. 1 Satz 1, Abs. 1a KWG) and "not yet called" (R4)', () => {
  it('proportional election: most votes on the same list, the order of naming only on equal votes; Abs. 1 Satz 1 is quoted under the trigger already', () => {
    expect(rankingDefinition('de', 'proportional')).toEqual([
      paragraph(
        'definition.rank',
        'Nachfolger ist der nächste noch nicht berufene Bewerber desselben Wahlvorschlags mit den meisten Stimmen (§ 34 Abs. 1 Satz 1 Hs. 1 KWG). Bei gleicher Stimmenzahl entscheidet die Reihenfolge der Benennung im Wahlvorschlag (§ 34 Abs. 1 Satz 1 Hs. 2 KWG); der Listenplatz gibt also nur bei Stimmengleichheit den Ausschlag.',
        ['kwg34.1.s1.rank', 'kwg34.1.s1.tie'],
      ),
      CALLED_DE('§ 34 Abs. 1 Satz 1 Hs. 1 KWG', 'kwg34.1.s1.rank'),
    ])
    expect(rankingDefinition('en', 'proportional')).toEqual([
      paragraph(
        'definition.rank',
        'The successor is the next candidate not yet called [noch nicht berufener Bewerber] of the same list [Wahlvorschlag] with the most votes (§ 34 Abs. 1 Satz 1 Hs. 1 KWG). On equal votes the order of naming on the list decides (§ 34 Abs. 1 Satz 1 Hs. 2 KWG); the list position matters only on equal votes.',
        ['kwg34.1.s1.rank', 'kwg34.1.s1.tie'],
      ),
      CALLED_EN('§ 34 Abs. 1 Satz 1 Hs. 1 KWG', 'kwg34.1.s1.rank'),
    ])
  })

  it('majority election: Abs. 1a is quoted; most votes, the returning officer\'s lot on equal votes, no order of naming', () => {
    expect(rankingDefinition('de', 'majority')).toEqual([
      quotation(ABS1A, '§ 34 Abs. 1a KWG'),
      paragraph(
        'definition.rank',
        'Bei der Mehrheitswahl rückt der nächste noch nicht berufene Bewerber mit der höchsten Stimmenzahl nach (§ 34 Abs. 1a Hs. 1 KWG); bei Stimmengleichheit entscheidet das vom Wahlleiter zu ziehende Los (§ 34 Abs. 1a Hs. 2 KWG). Eine Reihenfolge der Benennung, die den Ausschlag geben könnte, gibt es hier nicht.',
        ['kwg34.1a.rank', 'kwg34.1a.lot'],
      ),
      CALLED_DE('§ 34 Abs. 1a Hs. 1 KWG', 'kwg34.1a.rank'),
    ])
    expect(rankingDefinition('en', 'majority')).toEqual([
      quotation(ABS1A, '§ 34 Abs. 1a KWG'),
      paragraph(
        'definition.rank',
        'In a majority election [Mehrheitswahl] the next candidate not yet called with the highest number of votes succeeds (§ 34 Abs. 1a Hs. 1 KWG); on equal votes the lot [Los] drawn by the returning officer decides (§ 34 Abs. 1a Hs. 2 KWG). No order of naming decides here.',
        ['kwg34.1a.rank', 'kwg34.1a.lot'],
      ),
      CALLED_EN('§ 34 Abs. 1a Hs. 1 KWG', 'kwg34.1a.rank'),
    ])
  })
})

describe('the grounds of § 34 Abs. 2 KWG', () => {
  it('German: the quotation, the lead-in "die" and the four grounds as one sentence, Nr. 3 split into its two alternatives', () => {
    expect(exclusionDefinitions('de')).toEqual([
      quotation(ABS2, '§ 34 Abs. 2 KWG'),
      paragraph('definition.exclusions', 'Bei der Nachfolge bleiben Bewerber unberücksichtigt, die', []),
      {
        _tag: 'list',
        key: 'exclusions',
        ordered: false,
        items: [
          paragraph('definition.n1', 'seit der Aufstellung des Wahlvorschlags aus der Partei oder Wählergruppe, für die sie bei der Wahl aufgetreten waren, ausgeschieden sind (§ 34 Abs. 2 Nr. 1 KWG),', ['kwg34.2.n1']),
          paragraph(
            'definition.n2',
            'dem Wahlleiter schriftlich den Verzicht auf ihre Anwartschaft erklärt haben; der Verzicht ist unwiderruflich (§ 34 Abs. 2 Nr. 2 KWG),',
            ['kwg34.2.n2'],
          ),
          paragraph('definition.death', 'verstorben sind (§ 34 Abs. 2 Nr. 3 Alt. 1 KWG) oder', ['kwg34.2.n3.death']),
          paragraph(
            'definition.ground',
            'bei denen ein Grund nach § 33 Abs. 1 Nr. 2 KWG vorliegt – Verlust der Wählbarkeit oder der Amtsfähigkeit, Hinderungsgrund (§ 34 Abs. 2 Nr. 3 Alt. 2 KWG).',
            ['kwg33.1.n2', 'kwg34.2.n3.ground'],
          ),
        ],
      },
    ])
  })

  it('English: the German quotation, then the same four grounds in English', () => {
    expect(exclusionDefinitions('en')).toEqual([
      quotation(ABS2, '§ 34 Abs. 2 KWG'),
      paragraph('definition.exclusions', 'Candidates are left out of the succession [bleiben unberücksichtigt] who', []),
      {
        _tag: 'list',
        key: 'exclusions',
        ordered: false,
        items: [
          paragraph('definition.n1', 'have left their party or voter group since the list was set up [seit der Aufstellung] (§ 34 Abs. 2 Nr. 1 KWG),', ['kwg34.2.n1']),
          paragraph(
            'definition.n2',
            'have declared to the returning officer in writing a waiver of their expectancy [Anwartschaft]; the waiver is irrevocable (§ 34 Abs. 2 Nr. 2 KWG),',
            ['kwg34.2.n2'],
          ),
          paragraph('definition.death', 'have died (§ 34 Abs. 2 Nr. 3 Alt. 1 KWG), or', ['kwg34.2.n3.death']),
          paragraph(
            'definition.ground',
            'to whom a ground under § 33 Abs. 1 Nr. 2 KWG applies – loss of eligibility or of the capacity to hold office, incompatibility (§ 34 Abs. 2 Nr. 3 Alt. 2 KWG).',
            ['kwg33.1.n2', 'kwg34.2.n3.ground'],
          ),
        ],
      },
    ])
  })
})

describe('the exhausted list (§ 34 Abs. 1 Satz 2 KWG)', () => {
  it('the seat stays empty and the legal member count falls for the term, in both languages', () => {
    expect(exhaustionDefinition('de')).toEqual([
      quotation(ABS1_S2, '§ 34 Abs. 1 Satz 2 KWG'),
      paragraph(
        'definition.vacant',
        'Der Wahlvorschlag ist erschöpft, wenn kein noch nicht berufener Bewerber mehr nachrücken kann. Dann bleibt der Sitz unbesetzt (§ 34 Abs. 1 Satz 2 Hs. 1 KWG), und die gesetzliche Mitgliederzahl der Vertretungskörperschaft vermindert sich für die Wahlzeit entsprechend (§ 34 Abs. 1 Satz 2 Hs. 2 KWG).',
        ['kwg34.1.s2.vacant', 'kwg34.1.s2.count'],
      ),
    ])
    expect(exhaustionDefinition('en')).toEqual([
      quotation(ABS1_S2, '§ 34 Abs. 1 Satz 2 KWG'),
      paragraph(
        'definition.vacant',
        'The list is exhausted [erschöpft] when no candidate not yet called can succeed. Then the seat stays empty (§ 34 Abs. 1 Satz 2 Hs. 1 KWG), and the legal member count [gesetzliche Mitgliederzahl] of the body falls accordingly for the term (§ 34 Abs. 1 Satz 2 Hs. 2 KWG).',
        ['kwg34.1.s2.vacant', 'kwg34.1.s2.count'],
      ),
    ])
  })
})

describe('the section "Voraussetzungen"', () => {
  it('with a succession: trigger, ranking, grounds, exhausted list, titled in German', () => {
    const s = requirements('de', 'seatWaiver', 'proportional', true)
    expect(s.key).toBe('voraussetzungen')
    expect(s.title).toBe('Voraussetzungen')
    expect(s.blocks).toEqual([])
    expect(s.sections.map((x) => [x.key, x.title])).toEqual([
      ['voraussetzungen.trigger', 'Nachfolgefall'],
      ['voraussetzungen.rank', 'Der nachrückende Bewerber'],
      ['voraussetzungen.exclusions', 'Ausschlussgründe'],
      ['voraussetzungen.vacant', 'Erschöpfter Wahlvorschlag'],
    ])
    expect(s.sections.map((x) => x.blocks)).toEqual([
      triggerDefinition('de', 'seatWaiver'),
      rankingDefinition('de', 'proportional'),
      exclusionDefinitions('de'),
      exhaustionDefinition('de'),
    ])
    expect(s.sections.every((x) => x.sections.length === 0)).toBe(true)
  })

  it('with a succession: the English titles name the German term in brackets', () => {
    const s = requirements('en', 'death', 'majority', true)
    expect(s.key).toBe('voraussetzungen')
    expect(s.title).toBe('Requirements [Voraussetzungen]')
    expect(s.blocks).toEqual([])
    expect(s.sections.map((x) => [x.key, x.title])).toEqual([
      ['voraussetzungen.trigger', 'Case of succession [Nachfolgefall]'],
      ['voraussetzungen.rank', 'The succeeding candidate [nachrückender Bewerber]'],
      ['voraussetzungen.exclusions', 'Grounds for leaving a candidate out [Ausschlussgründe]'],
      ['voraussetzungen.vacant', 'Exhausted list [erschöpfter Wahlvorschlag]'],
    ])
    expect(s.sections.map((x) => x.blocks)).toEqual([
      triggerDefinition('en', 'death'),
      rankingDefinition('en', 'majority'),
      exclusionDefinitions('en'),
      exhaustionDefinition('en'),
    ])
  })

  it('without a succession (a merger): only the trigger, in both languages', () => {
    const de = requirements('de', 'merger', 'proportional', false)
    expect(de.title).toBe('Voraussetzungen')
    expect(de.sections.map((x) => [x.key, x.title])).toEqual([['voraussetzungen.trigger', 'Nachfolgefall']])
    expect(de.sections[0]?.blocks).toEqual(triggerDefinition('de', 'merger'))
    const en = requirements('en', 'merger', 'majority', false)
    expect(en.title).toBe('Requirements [Voraussetzungen]')
    expect(en.sections.map((x) => [x.key, x.title])).toEqual([['voraussetzungen.trigger', 'Case of succession [Nachfolgefall]']])
    expect(en.sections[0]?.blocks).toEqual(triggerDefinition('en', 'merger'))
  })
})
