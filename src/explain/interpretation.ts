/**
 * The readings (Auslegung, spec/readings.md) where a case depends on them,
 * in the form of a legal dispute: "nach der hier vertretenen Auffassung …;
 * nach anderer Ansicht …" — R1 (incompatibility), R2 (leaving the party),
 * R3 (waiver form), R6 (several vacancies).
 *
 * @example
 * import { readingR3 } from './interpretation.js'
 * readingR3('de')
 *
 * @since 0.2.0
 */
import { type ElectionMode, INCOMPATIBILITY_READINGS, type IncompatibilityReading } from '../domain/case.js'
import { type Lang, type Paragraph, para } from './document.js'
import { sameListWords } from './facts.js'
import { pick, quoted } from './words.js'

/**
 * The names of the views of R1 in legal prose (the file's values
 * `proofPeriod`, `exclude`, `statusRoute` are internal labels and stay out of
 * the text, issue 19 P5).
 */
const READING_NAMES: Readonly<Record<Lang, Readonly<Record<IncompatibilityReading, string>>>> = {
  de: { proofPeriod: 'Nachweislösung', exclude: 'Wortlautlösung', statusRoute: 'Feststellungslösung' },
  en: { proofPeriod: 'proof-period view [Nachweislösung]', exclude: 'literal view [Wortlautlösung]', statusRoute: 'determination-first view [Feststellungslösung]' },
}

/** The name of a view of R1 ("Nachweislösung"). @category texts @since 0.3.0 */
export const readingName = (lang: Lang, r: IncompatibilityReading): string => READING_NAMES[lang][r]

/** Where the views of R1 come from (spec/readings.md, "Sources of the readings"). */
const R1_SOURCES = {
  de: 'Die Nachweislösung belegt die Praxis (Odenwaldkreis, Bekanntmachung vom 9. September 2025); die Wortlautlösung folgt dem Wortlaut des § 34 Abs. 2 Nr. 3 KWG, die Feststellungslösung der Verweisung des § 34 Abs. 3 Satz 2 KWG auf § 23 KWG; beide hat das Projekt zu Lehrzwecken ausgearbeitet, eine Praxis oder Rechtsprechung dazu ist ihm nicht bekannt.',
  en: 'The proof-period view is documented in practice (Odenwaldkreis, notice of 9 September 2025); the literal view follows the wording of § 34 Abs. 2 Nr. 3 KWG, the determination-first view the reference of § 34 Abs. 3 Satz 2 KWG to § 23 KWG; the project worked out both for teaching and knows of no practice or court decision on them.',
} as const

/**
 * R1: an incompatibility of a candidate. `other` is the result under the
 * other reading (whether it is the same, and in words), or null when it is
 * not known.
 *
 * @category texts @since 0.2.0
 */
export const readingR1 = (lang: Lang, applied: IncompatibilityReading, other: { readonly same: boolean; readonly words: string } | null): Paragraph =>
  para('reading.R1', (c) => {
    const proof = pick(
      lang,
      `ist ${c('kwg34.2.n3.ground')} im Zusammenhang mit ${c('kwg34.3.s2')} zu lesen, der § 23 KWG für anwendbar erklärt: Wie ein gewählter Vertreter kann auch der Nachrücker die Beseitigung eines Hinderungsgrundes binnen einer Woche nach Zustellung der Mitteilung nachweisen (${c('kwg23.2.s2')}); erst wenn der Nachweis ausbleibt, bleibt der Bewerber unberücksichtigt, und der nächste Bewerber ist zu prüfen. So verfährt auch die Praxis, etwa die Kreiswahlleiterin des Odenwaldkreises in ihrer Bekanntmachung vom 9. September 2025 (${readingName(lang, 'proofPeriod')})`,
      `${c('kwg34.2.n3.ground')} is read together with ${c('kwg34.3.s2')}, which applies § 23 KWG: like an elected representative, a successor may prove the removal of an incompatibility within one week of being served the notice (${c('kwg23.2.s2')}); only if no proof arrives is the candidate left out and the next one examined. Practice proceeds this way, for instance the returning officer of the Odenwaldkreis in her notice of 9 September 2025 (${readingName(lang, 'proofPeriod')})`,
    )
    const literal = pick(
      lang,
      `schließt ein Hinderungsgrund schon nach dem Wortlaut von ${c('kwg34.2.n3.ground')} sofort aus, weil dort jeder Grund nach § 33 Abs. 1 Nr. 2 KWG genannt ist (${readingName(lang, 'exclude')})`,
      `an incompatibility excludes at once under the literal text of ${c('kwg34.2.n3.ground')}, which names every ground under § 33 Abs. 1 Nr. 2 KWG (${readingName(lang, 'exclude')})`,
    )
    const route = pick(
      lang,
      `ist der Bewerber trotz des Hinderungsgrundes als Nachrücker festzustellen, weil die Feststellung nach ${c('kwg34.3.s2')} an die Stelle der Feststellung des Wahlergebnisses tritt: Erst danach weist der Wahlleiter ihn auf den Hinderungsgrund hin, die Woche läuft ab Zustellung dieser Mitteilung (${c('kwg23.2.s2')}), bis zum Nachweis kann er keine Rechte ausüben, und bleibt der Nachweis aus, gilt die Rechtsstellung als nicht erworben (${c('kwg23.2.s3')}), so dass ein neuer Nachfolgefall entsteht (${readingName(lang, 'statusRoute')})`,
      `the candidate is determined as successor despite the incompatibility, because under ${c('kwg34.3.s2')} the determination takes the place of the election result: only then does the returning officer point out the incompatibility, the week runs from the service of that notice (${c('kwg23.2.s2')}), until the proof no rights can be exercised, and without proof the status counts as not acquired (${c('kwg23.2.s3')}), so that a new case of succession arises (${readingName(lang, 'statusRoute')})`,
    )
    const views: Record<IncompatibilityReading, string> = { proofPeriod: proof, exclude: literal, statusRoute: route }
    const others = INCOMPATIBILITY_READINGS.filter((r) => r !== applied).map((r) => views[r])
    const head = pick(lang, 'Streitig ist, wie ein Hinderungsgrund eines Bewerbers zu behandeln ist.', 'It is disputed how an incompatibility [Hinderungsgrund] of a candidate is to be treated.')
    const here =
      applied === 'proofPeriod'
        ? pick(lang, 'Nach der hier vertretenen Auffassung', 'According to the view taken here [nach der hier vertretenen Auffassung],')
        : pick(lang, 'Nach der hier – wie von der Akte vorgegeben – vertretenen Auffassung', 'According to the view taken here (as the file prescribes) [nach der hier vertretenen Auffassung],')
    const body = pick(
      lang,
      `${here} ${views[applied]}. Nach anderer Ansicht ${others[0]}. Nach einer dritten Ansicht ${others[1]}. ${R1_SOURCES.de}`,
      `${here} ${views[applied]}. According to another view [nach anderer Ansicht], ${others[0]}. According to a third view, ${others[1]}. ${R1_SOURCES.en}`,
    )
    const tail =
      other === null
        ? ''
        : other.same
          ? ` ${pick(lang, 'Nach der anderen Ansicht ergäbe sich hier dasselbe Ergebnis.', 'Under the other view the result here would be the same.')}`
          : ` ${pick(lang, `Nach der anderen Ansicht ergäbe sich: ${other.words}`, `Under the other view the result would be: ${other.words}`)}`
    return `${head} ${body}${tail}`
  })

/** R2: leaving the party or voter group. @category texts @since 0.2.0 */
export const readingR2 = (lang: Lang): Paragraph =>
  para('reading.R2', (c) =>
    pick(
      lang,
      `Nach der hier vertretenen Auffassung schließt jedes Ausscheiden aus der Partei oder Wählergruppe am Tag der Aufstellung des Wahlvorschlags oder danach dauerhaft aus (${c('kwg34.2.n1')}); ein späterer Wiedereintritt heilt nicht, weil das Gesetz auf das Ausgeschiedensein seit der Aufstellung abstellt (${quoted(lang, 'ausgeschieden sind')}). Ein Austritt vor der Aufstellung schließt nicht aus: Die Partei hat den Bewerber dann bereits als Nichtmitglied aufgestellt. Nach anderer Ansicht kommt es auf die Mitgliedschaft im Zeitpunkt der Nachfolge an, so dass ein Wiedereintritt heilen, ein Austritt vor der Aufstellung aber ebenfalls ausschließen würde; dagegen spricht der Wortlaut (${quoted(lang, 'seit dem Zeitpunkt der Aufstellung')}). Die andere Ansicht hat das Projekt zu Lehrzwecken gebildet; eine Entscheidung oder Kommentarstelle, die sie vertritt, ist ihm nicht bekannt.`,
      `According to the view taken here [nach der hier vertretenen Auffassung], leaving the party or voter group on the day the list was set up or later excludes for good (${c('kwg34.2.n1')}); rejoining does not heal it, because the statute looks at having left since the set-up (“ausgeschieden sind”). Leaving before the set-up does not exclude: the party then set the candidate up as a non-member. According to another view [nach anderer Ansicht], membership at the time of succession decides, so that rejoining would heal and leaving before the set-up would exclude as well; the wording (“seit dem Zeitpunkt der Aufstellung”) speaks against it. The project constructed the other view for teaching; it knows of no court decision or commentary holding it.`,
    ),
  )

/** R3: the form of a waiver. @category texts @since 0.2.0 */
export const readingR3 = (lang: Lang): Paragraph =>
  para('reading.R3', (c) =>
    pick(
      lang,
      `Nach der hier vertretenen Auffassung wirkt nur ein Verzicht, der dem Wahlleiter schriftlich erklärt wird (${c('kwg34.2.n2')}; für den Sitz ebenso ${c('kwg33.2')}); ein mündlicher oder gegenüber der Partei erklärter Verzicht bleibt ohne Wirkung, ein wirksamer Verzicht kann nicht widerrufen werden. Nach anderer Ansicht genügt jede ernsthafte und endgültige Erklärung, die dem Wahlleiter zur Kenntnis gelangt; dagegen sprechen der eindeutige Wortlaut (${quoted(lang, 'dem Wahlleiter schriftlich')}) und das Bedürfnis nach Rechtssicherheit im Wahlrecht. Die andere Ansicht hat das Projekt zu Lehrzwecken gebildet; eine Entscheidung oder Kommentarstelle, die sie vertritt, ist ihm nicht bekannt.`,
      `According to the view taken here [nach der hier vertretenen Auffassung], only a waiver declared in writing to the returning officer has effect (${c('kwg34.2.n2')}; likewise for a seat ${c('kwg33.2')}); an oral waiver or one declared to the party has none, and an effective waiver cannot be revoked. According to another view [nach anderer Ansicht], any serious and final declaration that reaches the returning officer suffices; the clear wording (“dem Wahlleiter schriftlich”) and the need for legal certainty in election law speak against it. The project constructed the other view for teaching; it knows of no court decision or commentary holding it.`,
    ),
  )

/** R6: several vacancies on one list; each seat gets the best remaining candidate under § 34 Abs. 1 or, in a majority election, Abs. 1a KWG. @category texts @since 0.2.0 */
export const readingR6 = (lang: Lang, mode: ElectionMode, listed: boolean): Paragraph =>
  para('reading.R6', (c) => {
    const rank = mode === 'majority' ? c('kwg34.1a.rank') : c('kwg34.1.s1.rank')
    const [de, en] = sameListWords(listed)
    return pick(
      lang,
      `Werden mehrere Sitze${de} frei, so werden sie nach der hier vertretenen Auffassung in der Reihenfolge ihres Freiwerdens besetzt, bei gleichem Datum in der Reihenfolge der Akte; jeder Sitz erhält den jeweils besten verbliebenen Bewerber (${rank}), und alle werden auf denselben Stichtag entschieden. Was festgestellt werden kann, stellt der Wahlleiter fest (${c('kwg34.3.s1')}): Ist über einen früheren Sitz noch nicht zu entscheiden, weil ein Bewerber die Beseitigung eines Hinderungsgrundes noch nachweisen kann, so ruht nur dieser Sitz; ein späterer Sitz erhält schon jetzt den Bewerber, der in jedem Ausgang berufen wird. Entscheidet über den früheren Sitz noch das Los, oder hängt von dem Nachweis ein Los unter mehr gleichauf liegenden Bewerbern ab, als an diesem Tag Sitze zu besetzen sind, so ruht auch der spätere Sitz, denn das Los bestimmt, wer zuerst nachrückt. Nach einer anderen, für die Lehre gebildeten Ansicht sind gleichzeitig frei gewordene Sitze gemeinsam zu besetzen; wer nachrückt, ändert sich dadurch nicht, wohl aber, wer wessen Nachfolger ist.`,
      `When several seats${en} become free, according to the view taken here [nach der hier vertretenen Auffassung] they are filled in the order in which they became free, on the same date in the order of the file; each seat receives the best remaining candidate (${rank}), and all are decided as of the same date. The returning officer determines what can be determined (${c('kwg34.3.s1')}): while an earlier seat cannot be decided yet because a candidate may still prove the removal of an incompatibility, only that seat waits; a later seat receives now the candidate who is called in every outcome. While a lot still decides the earlier seat, or the proof decides whether a lot is drawn among more tied candidates than there are seats on that day, the later seat waits too, since the lot decides who succeeds first. According to another view, constructed for teaching [nach anderer Ansicht], seats that became free at the same time are filled together; who succeeds does not change, only whose successor each one is.`,
    )
  })
