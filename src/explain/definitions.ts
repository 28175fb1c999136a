/**
 * The requirements (Voraussetzungen) of § 34 Abs. 1, 1a and 2 KWG with their
 * definitions, as the second step of an opinion in Gutachtenstil: the
 * trigger, the ranking rule, "not yet called", the grounds that exclude, the
 * exhausted list.
 *
 * @example
 * import { requirements } from './definitions.js'
 * requirements('de', 'seatWaiver', 'proportional', true)
 *
 * @since 0.2.0
 */
import type { ElectionMode } from '../domain/case.js'
import type { DepartureCause } from '../domain/events.js'
import { type Block, type Lang, list, para, quote, type Section, section } from './document.js'
import { STATUTE, STATUTE_SOURCE } from './statute.js'
import { pick } from './words.js'

const q = (key: keyof typeof STATUTE): Block => quote(STATUTE[key], STATUTE_SOURCE[key])

/** The definition of the trigger for a cause of departure. @category texts @since 0.2.0 */
export const triggerDefinition = (lang: Lang, cause: DepartureCause): ReadonlyArray<Block> => {
  const general = para('definition.trigger', (c) =>
    pick(
      lang,
      `Ein Nachfolgefall liegt nach ${c('kwg34.1.s1.trigger')} vor, wenn ein Vertreter stirbt, seine Rechtsstellung nach § 23 Abs. 2 Satz 3 KWG als nicht erworben gilt oder er seinen Sitz verliert (§ 33 KWG).`,
      `A case of succession [Nachfolgefall] exists under ${c('kwg34.1.s1.trigger')} when a representative [Vertreter] dies, their status counts as not acquired under § 23 Abs. 2 Satz 3 KWG, or they lose their seat (§ 33 KWG).`,
    ),
  )
  const special = ((): Block | null => {
    switch (cause) {
      case 'death':
        return null
      case 'statusNotAcquired':
        return para('definition.cause', (c) =>
          pick(
            lang,
            `Besteht bei einem Vertreter ein Hinderungsgrund, kann er dessen Beseitigung nur binnen einer Woche nach Zustellung der Mitteilung nachweisen (${c('kwg23.2.s2')}); geht der Nachweis nicht fristgerecht ein, gilt die Rechtsstellung als nicht erworben (${c('kwg23.2.s3')}).`,
            `A representative subject to an incompatibility [Hinderungsgrund] can prove its removal only within one week of being served the notice (${c('kwg23.2.s2')}); without proof in time the status counts as never acquired [gilt als nicht erworben] (${c('kwg23.2.s3')}).`,
          ),
        )
      case 'seatWaiver':
        return para('definition.cause', (c) =>
          pick(
            lang,
            `Den Sitz verliert, wer auf ihn verzichtet (${c('kwg33.1.n1')}). Der Verzicht ist dem Wahlleiter schriftlich zu erklären und unwiderruflich (${c('kwg33.2')}); der Vertreter scheidet mit der Feststellung des Wahlleiters aus (${c('kwg33.3')}). Nennt er einen späteren Zeitpunkt, so legt die Bibliothek diesen zugrunde; das Gesetz sagt dazu nichts, so verfährt aber die Praxis (etwa der Gemeindewahlleiter von Petersberg, Bekanntmachung vom 10. Dezember 2024, und der von Schenklengsfeld, Bekanntmachung vom 30. August 2023).`,
            `A representative loses the seat by waiving it [Verzicht] (${c('kwg33.1.n1')}). The waiver must be declared in writing to the returning officer [Wahlleiter] and is irrevocable (${c('kwg33.2')}); the member leaves with the returning officer's determination (${c('kwg33.3')}). Where the member names a later date, the library takes that date; the statute says nothing about it, but practice proceeds so (for instance the returning officer of Petersberg, notice of 10 December 2024, and of Schenklengsfeld, notice of 30 August 2023).`,
          ),
        )
      case 'eligibilityLost':
      case 'officeCapacityLost':
      case 'incompatibility':
        return para('definition.cause', (c) =>
          pick(
            lang,
            `Den Sitz verliert auch, wer eine Voraussetzung der Wählbarkeit oder die Amtsfähigkeit verliert oder bei wem ein Hinderungsgrund eintritt (${c('kwg33.1.n2')}). Er scheidet, wenn ein rechtskräftiges Urteil den Grund feststellt, mit der Feststellung des Wahlleiters aus, sonst wenn diese nicht mehr angefochten werden kann (${c('kwg33.3')}).`,
            `A representative also loses the seat who loses a requirement of eligibility [Wählbarkeit] or the capacity to hold public office [Amtsfähigkeit], or becomes subject to an incompatibility [Hinderungsgrund] (${c('kwg33.1.n2')}). Where a final judgment establishes the ground, the member leaves with the returning officer's determination, otherwise when that determination can no longer be challenged (${c('kwg33.3')}).`,
          ),
        )
      case 'reviewDecision':
        return para('definition.cause', (c) =>
          pick(
            lang,
            `Den Sitz verliert auch, wem er durch eine Entscheidung im Wahlprüfungsverfahren aberkannt wird (${c('kwg33.1.n3')}); er scheidet mit deren Rechtskraft aus (${c('kwg33.3')}).`,
            `A representative also loses the seat by a decision in election review proceedings [Wahlprüfungsverfahren] (${c('kwg33.1.n3')}), when it becomes final (${c('kwg33.3')}).`,
          ),
        )
      case 'merger':
        return para('definition.cause', (c) =>
          pick(
            lang,
            `Wird eine Gemeinde durch Vereinbarung eingegliedert und gehört ein Vertreter der aufnehmenden Vertretungskörperschaft nicht an, verliert er den Sitz (${c('kwg33.1.n4')}). In diesem Fall findet § 34 KWG keine Anwendung: es rückt niemand nach.`,
            `When a municipality is incorporated into another by agreement and a representative does not belong to the receiving body, the seat is lost (${c('kwg33.1.n4')}). § 34 KWG does not apply then: no one succeeds.`,
          ),
        )
    }
  })()
  return special === null ? [q('kwg34.1.s1'), general] : [q('kwg34.1.s1'), general, special]
}

/** The ranking rule and "not yet called". @category texts @since 0.2.0 */
export const rankingDefinition = (lang: Lang, mode: ElectionMode): ReadonlyArray<Block> => [
  ...(mode === 'majority' ? [q('kwg34.1a')] : []),
  mode === 'proportional'
    ? para('definition.rank', (c) =>
        pick(
          lang,
          `Nachfolger ist der nächste noch nicht berufene Bewerber desselben Wahlvorschlags mit den meisten Stimmen (${c('kwg34.1.s1.rank')}). Bei gleicher Stimmenzahl entscheidet die Reihenfolge der Benennung im Wahlvorschlag (${c('kwg34.1.s1.tie')}); der Listenplatz gibt also nur bei Stimmengleichheit den Ausschlag.`,
          `The successor is the next candidate not yet called [noch nicht berufener Bewerber] of the same list [Wahlvorschlag] with the most votes (${c('kwg34.1.s1.rank')}). On equal votes the order of naming on the list decides (${c('kwg34.1.s1.tie')}); the list position matters only on equal votes.`,
        ),
      )
    : para('definition.rank', (c) =>
        pick(
          lang,
          `Bei der Mehrheitswahl rückt der nächste noch nicht berufene Bewerber mit der höchsten Stimmenzahl nach (${c('kwg34.1a.rank')}); bei Stimmengleichheit entscheidet das vom Wahlleiter zu ziehende Los (${c('kwg34.1a.lot')}). Eine Reihenfolge der Benennung, die den Ausschlag geben könnte, gibt es hier nicht.`,
          `In a majority election [Mehrheitswahl] the next candidate not yet called with the highest number of votes succeeds (${c('kwg34.1a.rank')}); on equal votes the lot [Los] drawn by the returning officer decides (${c('kwg34.1a.lot')}). No order of naming decides here.`,
        ),
      ),
  // "noch nicht berufen" is a term of the ranking rule itself: § 34 Abs. 1 Satz 1 Hs. 1, in a majority election Abs. 1a Hs. 1 KWG
  para('definition.called', (c) =>
    pick(
      lang,
      `Noch nicht berufen (${c(mode === 'majority' ? 'kwg34.1a.rank' : 'kwg34.1.s1.rank')}) ist, wer weder bei der Wahl gewählt noch bereits als Nachfolger festgestellt worden ist; wer einmal berufen ist, bleibt es, auch wenn er später ausscheidet (hier vertretene Auffassung). Eine im Wahlprüfungsverfahren aufgehobene oder geänderte Feststellung hat den darin Benannten nicht wirksam berufen.`,
      `Not yet called [noch nicht berufen] (${c(mode === 'majority' ? 'kwg34.1a.rank' : 'kwg34.1.s1.rank')}) is a candidate who was neither elected nor already determined as a successor; once called, always called, even after leaving later (the reading taken here, R4). A determination annulled or modified in review proceedings did not validly call the person it named.`,
    ),
  ),
]

/** The grounds of § 34 Abs. 2 KWG. @category texts @since 0.2.0 */
export const exclusionDefinitions = (lang: Lang): ReadonlyArray<Block> => [
  q('kwg34.2'),
  para('definition.exclusions', () =>
    pick(lang, 'Bei der Nachfolge bleiben Bewerber unberücksichtigt, die', 'Candidates are left out of the succession [bleiben unberücksichtigt] who'),
  ),
  list('exclusions', false, [
    para('definition.n1', (c) =>
      pick(
        lang,
        `seit der Aufstellung des Wahlvorschlags aus der Partei oder Wählergruppe, für die sie bei der Wahl aufgetreten waren, ausgeschieden sind (${c('kwg34.2.n1')}),`,
        `have left their party or voter group since the list was set up [seit der Aufstellung] (${c('kwg34.2.n1')}),`,
      ),
    ),
    para('definition.n2', (c) =>
      pick(
        lang,
        `dem Wahlleiter schriftlich den Verzicht auf ihre Anwartschaft erklärt haben; der Verzicht ist unwiderruflich (${c('kwg34.2.n2')}),`,
        `have declared to the returning officer in writing a waiver of their expectancy [Anwartschaft]; the waiver is irrevocable (${c('kwg34.2.n2')}),`,
      ),
    ),
    para('definition.death', (c) => pick(lang, `verstorben sind (${c('kwg34.2.n3.death')}) oder`, `have died (${c('kwg34.2.n3.death')}), or`)),
    para('definition.ground', (c) =>
      pick(
        lang,
        `bei denen ein Grund nach ${c('kwg33.1.n2')} vorliegt – Verlust der Wählbarkeit oder der Amtsfähigkeit, Hinderungsgrund (${c('kwg34.2.n3.ground')}).`,
        `to whom a ground under ${c('kwg33.1.n2')} applies – loss of eligibility or of the capacity to hold office, incompatibility (${c('kwg34.2.n3.ground')}).`,
      ),
    ),
  ]),
]

/** The exhausted list. @category texts @since 0.2.0 */
export const exhaustionDefinition = (lang: Lang): ReadonlyArray<Block> => [
  q('kwg34.1.s2'),
  para('definition.vacant', (c) =>
    pick(
      lang,
      `Der Wahlvorschlag ist erschöpft, wenn kein noch nicht berufener Bewerber mehr nachrücken kann. Dann bleibt der Sitz unbesetzt (${c('kwg34.1.s2.vacant')}), und die gesetzliche Mitgliederzahl der Vertretungskörperschaft vermindert sich für die Wahlzeit entsprechend (${c('kwg34.1.s2.count')}).`,
      `The list is exhausted [erschöpft] when no candidate not yet called can succeed. Then the seat stays empty (${c('kwg34.1.s2.vacant')}), and the legal member count [gesetzliche Mitgliederzahl] of the body falls accordingly for the term (${c('kwg34.1.s2.count')}).`,
    ),
  ),
]

/** Section "Voraussetzungen" of an opinion. @category texts @since 0.2.0 */
export const requirements = (lang: Lang, cause: DepartureCause, mode: ElectionMode, succession: boolean): Section =>
  section(
    'voraussetzungen',
    pick(lang, 'Voraussetzungen', 'Requirements [Voraussetzungen]'),
    [],
    [
      section('voraussetzungen.trigger', pick(lang, 'Nachfolgefall', 'Case of succession [Nachfolgefall]'), triggerDefinition(lang, cause)),
      ...(succession
        ? [
            section('voraussetzungen.rank', pick(lang, 'Der nachrückende Bewerber', 'The succeeding candidate [nachrückender Bewerber]'), rankingDefinition(lang, mode)),
            section('voraussetzungen.exclusions', pick(lang, 'Ausschlussgründe', 'Grounds for leaving a candidate out [Ausschlussgründe]'), exclusionDefinitions(lang)),
            section('voraussetzungen.vacant', pick(lang, 'Erschöpfter Wahlvorschlag', 'Exhausted list [erschöpfter Wahlvorschlag]'), exhaustionDefinition(lang)),
          ]
        : []),
    ],
  )
