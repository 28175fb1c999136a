/**
 * The public notice (Bekanntmachung) of the returning officer's
 * determination under § 34 Abs. 3 Satz 1 KWG, as Hessian municipalities
 * publish it: the departure with its ground and date; the successor, or that
 * the seat stays empty and the legal member count is now N; the remedies
 * (objection within two weeks, who may object, the support quorum of § 25
 * Abs. 1 KWG, form and place, the body's decision, the court action); place,
 * date and the signature block. Where no determination can be published
 * (the decision is pending, or § 34 does not apply), a note says why.
 *
 * @example
 * import { noticeSections } from './notice.js'
 * noticeSections(ix, 'de', { … })
 *
 * @since 0.2.0
 */
import type { CandidateId, IsoDate, ListId } from '../domain/brand.js'
import type { Considered } from '../domain/determination.js'
import type { MemberLeft } from '../domain/events.js'
import type { NormId } from '../domain/norms.js'
import { objectionPeriodEnd } from '../rules/periods.js'
import { quorumOf } from '../rules/quorum.js'
import { type Lang, list, type Paragraph, para, plain, type Section, section } from './document.js'
import { type CaseIndex, capital, label, listName, nameOf, unlisted } from './facts.js'
import { quorumText } from './steps.js'
import { bodyNoun, enumerate, formatDate, pick, placeOf } from './words.js'


/** A determination to be announced. @category model @since 0.2.0 */
export interface Announced {
  readonly vacancy: CandidateId
  /** the list of the departed member */
  readonly list: ListId
  readonly departure: MemberLeft | null
  readonly outcome: 'successor' | 'vacant'
  readonly successor: CandidateId | null
  /** the legal member count after this determination */
  readonly memberCount: number
  /** the candidates ranked above the successor and left out (for the notice's reasons) */
  readonly skipped: ReadonlyArray<Considered>
  /** the date of the determination */
  readonly determined: IsoDate
  /** the date of the notice (the announcement) */
  readonly date: IsoDate
  /** who determined: the returning officer, or the body after his inaction */
  readonly by: 'returningOfficer' | 'body'
  /** what became of the determination in review proceedings, in words with their citations (a state), or null */
  readonly review: ((cite: (id: NormId) => string) => string) | null
}

const SKIP_DE: Readonly<Record<string, string>> = {
  'kwg34.2.n1': 'aus der Partei oder Wählergruppe ausgeschieden',
  'kwg34.2.n2': 'Verzicht auf die Anwartschaft',
  'kwg34.2.n3.death': 'verstorben',
  'kwg34.2.n3.ground': 'Grund nach § 33 Abs. 1 Nr. 2 KWG',
}
const SKIP_EN: Readonly<Record<string, string>> = {
  'kwg34.2.n1': 'left the party or voter group',
  'kwg34.2.n2': 'waived the expectancy [Anwartschaft]',
  'kwg34.2.n3.death': 'deceased',
  'kwg34.2.n3.ground': 'ground under § 33 Abs. 1 Nr. 2 KWG',
}

/** Why a candidate ranked above was left out, in words ("Verzicht auf die Anwartschaft"). @category texts @since 0.3.0 */
export const skipReason = (lang: Lang, rule: string): string => (lang === 'de' ? SKIP_DE : SKIP_EN)[rule] ?? rule

/** A seat lost for a ground of § 33 Abs. 1 Nr. 2 KWG, and when the member leaves (§ 33 Abs. 3 Nr. 2). */
const groundLoss = (ix: CaseIndex, lang: Lang, a: Announced, e: MemberLeft, who: string, c: (id: NormId) => string): string => {
  const body = bodyNoun(ix.case.body.kind)
  const when = formatDate(lang, e.date)
  const ground =
    e.cause === 'eligibilityLost'
      ? pick(lang, 'die Wählbarkeit verloren', 'lost eligibility [Wählbarkeit]')
      : e.cause === 'officeCapacityLost'
        ? pick(lang, 'die Amtsfähigkeit verloren', 'lost the capacity to hold public office [Amtsfähigkeit]')
        : pick(lang, 'wegen eines Hinderungsgrundes den Sitz verloren', 'lost the seat because of an incompatibility [Hinderungsgrund]')
  const name = nameOf(ix, a.vacancy)
  return e.finalJudgment
    ? pick(
        lang,
        `${who} hat am ${when} ${ground} (${c('kwg33.1.n2')}); der Grund ist durch rechtskräftiges Urteil festgestellt. ${name} scheidet mit dieser Feststellung aus ${body.dat} aus (${c('kwg33.3')}).`,
        `${who} ${ground} on ${when} (${c('kwg33.1.n2')}); a final judgment establishes the ground. ${name} leaves ${body.en} with this determination (${c('kwg33.3')}).`,
      )
    : pick(
        lang,
        `${who} hat am ${when} ${ground} (${c('kwg33.1.n2')}). ${name} scheidet aus ${body.dat} aus, sobald diese Feststellung nicht mehr angefochten werden kann; bis dahin bleibt ${name} Mitglied (${c('kwg33.3')}).`,
        `${who} ${ground} on ${when} (${c('kwg33.1.n2')}). ${name} leaves ${body.en} when this determination can no longer be challenged; until then ${name} remains a member (${c('kwg33.3')}).`,
      )
}

/** The departure: who left, the ground and the date, with the norms. @category texts @since 0.3.0 */
export const departureSentence = (ix: CaseIndex, lang: Lang, a: Announced): Paragraph => {
  const body = bodyNoun(ix.case.body.kind)
  const who = unlisted(ix, a.list) ? nameOf(ix, a.vacancy) : `${nameOf(ix, a.vacancy)} (${pick(lang, 'Wahlvorschlag', 'list')} ${listName(ix, lang, a.list)})`
  const e = a.departure
  return para(
    'notice.departure',
    (c) => {
      if (e === null)
        return pick(
          lang,
          `Die Rechtsstellung von ${who} als Mitglied ${body.gen} gilt als nicht erworben, weil die Beseitigung eines Hinderungsgrundes nicht fristgerecht nachgewiesen wurde (${c('kwg23.2.s3')}).`,
          `The status of ${who} as a member of ${body.en} counts as not acquired, because the removal of an incompatibility was not proven in time (${c('kwg23.2.s3')}).`,
        )
      const when = formatDate(lang, e.date)
      switch (e.cause) {
        case 'death':
          return pick(lang, `${who}, Mitglied ${body.gen}, ist am ${when} verstorben.`, `${who}, member of ${body.en}, died on ${when}.`)
        case 'statusNotAcquired': {
          // the fiction works backwards (§ 23 Abs. 2 Satz 3 KWG): the date is the departure, not the start of the fiction
          const name = nameOf(ix, a.vacancy)
          return pick(
            lang,
            `Die Rechtsstellung von ${who} als Mitglied ${body.gen} gilt als nicht erworben, weil ${name} die Beseitigung eines Hinderungsgrundes nicht fristgerecht nachgewiesen hat; ${name} ist am ${when} ausgeschieden (${c('kwg23.2.s3')}).`,
            `The status of ${who} as a member of ${body.en} counts as not acquired, because ${name} did not prove the removal of an incompatibility in time; ${name} left on ${when} (${c('kwg23.2.s3')}).`,
          )
        }
        case 'seatWaiver': {
          const effective = e.effective !== null && e.effective > a.determined ? e.effective : null
          return pick(
            lang,
            `${who} hat am ${when} dem Wahlleiter schriftlich den Verzicht auf den Sitz in ${body.dat} erklärt (${c('kwg33.1.n1')}, ${c('kwg33.2')}) und scheidet ${effective === null ? 'mit dieser Feststellung' : `mit Wirkung zum ${formatDate(lang, effective)}`} aus (${c('kwg33.3')}).`,
            `${who} declared on ${when} in writing to the returning officer the waiver of the seat in ${body.en} (${c('kwg33.1.n1')}, ${c('kwg33.2')}) and leaves ${effective === null ? 'with this determination' : `with effect from ${formatDate(lang, effective)}`} (${c('kwg33.3')}).`,
          )
        }
        case 'eligibilityLost':
        case 'officeCapacityLost':
        case 'incompatibility':
          return groundLoss(ix, lang, a, e, who, c)
        case 'reviewDecision':
          return pick(
            lang,
            `${who} hat den Sitz in ${body.dat} durch die am ${when} rechtskräftig gewordene Entscheidung im Wahlprüfungsverfahren verloren (${c('kwg33.1.n3')}).`,
            `${who} lost the seat in ${body.en} by the decision in review proceedings that became final on ${when} (${c('kwg33.1.n3')}).`,
          )
        case 'merger':
          return pick(lang, `${who} ist am ${when} ausgeschieden (${c('kwg33.1.n4')}).`, `${who} left on ${when} (${c('kwg33.1.n4')}).`)
      }
    },
    [a.vacancy],
  )
}

const findingSentence = (ix: CaseIndex, lang: Lang, a: Announced): Paragraph => {
  const body = bodyNoun(ix.case.body.kind)
  const listText = listName(ix, lang, a.list)
  const same = a.determined === a.date
  const listed = !unlisted(ix, a.list)
  // § 34 Abs. 1 Satz 1 KWG in a proportional election, § 34 Abs. 1a KWG in a majority election
  const rank: NormId = ix.case.body.electionMode === 'majority' ? 'kwg34.1a.rank' : 'kwg34.1.s1.trigger'
  return para(
    'notice.finding',
    (c) => {
      const intro =
        a.by === 'returningOfficer'
          ? same
            ? pick(lang, `Gemäß ${c('kwg34.3.s1')} stelle ich fest:`, `Under ${c('kwg34.3.s1')} I determine:`)
            : pick(lang, `Gemäß ${c('kwg34.3.s1')} habe ich am ${formatDate(lang, a.determined)} festgestellt:`, `Under ${c('kwg34.3.s1')} I determined on ${formatDate(lang, a.determined)}:`)
          : pick(
              lang,
              `${capital(body.nom)} hat ${same ? '' : `am ${formatDate(lang, a.determined)} `}anstelle des untätig gebliebenen Wahlleiters festgestellt (${c('kwg34.4.s3')}):`,
              `${capital(body.en)} has determined${same ? '' : ` on ${formatDate(lang, a.determined)}`} in place of the inactive returning officer (${c('kwg34.4.s3')}):`,
            )
      return a.outcome === 'successor' && a.successor !== null
        ? pick(
            lang,
            `${intro} An die Stelle von ${nameOf(ix, a.vacancy)} rückt ${label(ix, lang, a.successor)}${listed ? ` aus dem Wahlvorschlag ${listText}` : ''} als Mitglied ${body.gen} nach (${c(rank)}, ${c('kwg34.3.s1')}). ${nameOf(ix, a.successor)} erwirbt die Rechtsstellung mit dieser Feststellung (${c('kwg34.3.s2')}, ${c('kwg23.1')}).`,
            `${intro} ${label(ix, lang, a.successor)}${listed ? ` of the list ${listText}` : ''} succeeds ${nameOf(ix, a.vacancy)} as a member of ${body.en} (${c(rank)}, ${c('kwg34.3.s1')}). ${nameOf(ix, a.successor)} acquires the status with this determination (${c('kwg34.3.s2')}, ${c('kwg23.1')}).`,
          )
        : pick(
            lang,
            `${intro} ${listed ? `Der Wahlvorschlag ${listText} ist erschöpft.` : 'Ein noch nicht berufener Bewerber, der nachrücken könnte, ist nicht mehr vorhanden.'} Der Sitz von ${nameOf(ix, a.vacancy)} bleibt unbesetzt; die gesetzliche Mitgliederzahl ${body.gen} vermindert sich für die laufende Wahlzeit auf ${a.memberCount} (${c('kwg34.1.s2.vacant')}, ${c('kwg34.1.s2.count')}, ${c('kwg34.3.s1')}).`,
            `${intro} ${listed ? `The list ${listText} is exhausted.` : 'No candidate not yet called is left who could succeed.'} The seat of ${nameOf(ix, a.vacancy)} stays empty; the legal member count of ${body.en} is now ${a.memberCount} for the current term (${c('kwg34.1.s2.vacant')}, ${c('kwg34.1.s2.count')}, ${c('kwg34.3.s1')}).`,
          )
    },
    a.successor === null ? [a.vacancy] : [a.vacancy, a.successor],
  )
}

/** The candidates ranked above and left out, with the reason and the norm. @category texts @since 0.3.0 */
export const skippedSentence = (ix: CaseIndex, lang: Lang, a: Announced): Paragraph | null => {
  if (a.skipped.length === 0) return null
  return para(
    'notice.skipped',
    (c) => {
      const shown = a.skipped.slice(0, 10).map((x) => `${nameOf(ix, x.candidate)} (${skipReason(lang, x.rule)}, ${c(x.rule)})`)
      const more = a.skipped.length > 10 ? [pick(lang, `${a.skipped.length - 10} weitere`, `${a.skipped.length - 10} more`)] : []
      const all = enumerate(lang, [...shown, ...more])
      const one = a.skipped.length === 1
      return a.outcome === 'successor' && a.successor !== null
        ? one
          ? pick(
              lang,
              `Der nach der Stimmenzahl vor ${nameOf(ix, a.successor)} stehende Bewerber bleibt unberücksichtigt: ${all}.`,
              `The candidate ranked above ${nameOf(ix, a.successor)} by votes is left out: ${all}.`,
            )
          : pick(
              lang,
              `Die nach der Stimmenzahl vor ${nameOf(ix, a.successor)} stehenden Bewerber bleiben unberücksichtigt: ${all}.`,
              `The candidates ranked above ${nameOf(ix, a.successor)} by votes are left out: ${all}.`,
            )
        : one
          ? pick(lang, `Der einzige noch nicht berufene Bewerber des Wahlvorschlags bleibt unberücksichtigt: ${all}.`, `The only candidate of the list not yet called is left out: ${all}.`)
          : pick(lang, `Alle noch nicht berufenen Bewerber des Wahlvorschlags bleiben unberücksichtigt: ${all}.`, `Every candidate of the list not yet called is left out: ${all}.`)
    },
    a.skipped.map((x) => x.candidate),
  )
}

/** The body determined after the returning officer's inaction (§ 34 Abs. 4 Satz 3): the court action lies against it. */
const courtOnly = (ix: CaseIndex, lang: Lang, a: Announced): Section => {
  const body = bodyNoun(ix.case.body.kind)
  return section('notice.remedies', pick(lang, 'Rechtsbehelfsbelehrung', 'Information on remedies [Rechtsbehelfsbelehrung]'), [
    para('notice.court', (c) =>
      pick(
        lang,
        `Die Feststellung ${body.gen} ist auf einen Einspruch wegen Untätigkeit des Wahlleiters ergangen (${c('kwg34.4.s1')}, ${c('kwg34.4.s3')}). Gegen sie ist die Klage im Verwaltungsstreitverfahren vor dem Verwaltungsgericht gegeben (${c('kwg27')}).`,
        `The determination of ${body.en} was made upon an objection against the returning officer's inaction (${c('kwg34.4.s1')}, ${c('kwg34.4.s3')}). An action before the administrative court [Verwaltungsstreitverfahren] lies against it (${c('kwg27')}).`,
      ),
    ),
    para('notice.abs5', (c) =>
      a.outcome === 'successor' && a.successor !== null
        ? pick(lang, `${nameOf(ix, a.successor)} behält den Sitz, bis rechtskräftig entschieden ist (${c('kwg34.5')}).`, `${nameOf(ix, a.successor)} keeps the seat until a final decision (${c('kwg34.5')}).`)
        : pick(lang, `Der Sitz bleibt leer, bis rechtskräftig entschieden ist (${c('kwg34.5')}).`, `The seat stays empty until a final decision (${c('kwg34.5')}).`),
    ),
  ])
}

const remedies = (ix: CaseIndex, lang: Lang, a: Announced): Section => {
  if (a.by === 'body') return courtOnly(ix, lang, a)
  const body = bodyNoun(ix.case.body.kind)
  const end = objectionPeriodEnd(a.date, ix.case.periodEnd)
  const quorum = quorumOf(ix.case.body.eligibleVoters)
  return section('notice.remedies', pick(lang, 'Rechtsbehelfsbelehrung', 'Information on remedies [Rechtsbehelfsbelehrung]'), [
    para(
      'notice.objection',
      (c) =>
        pick(
          lang,
          `Gegen diese Feststellung kann jede und jeder Wahlberechtigte des Wahlgebiets binnen zwei Wochen nach dieser Bekanntmachung Einspruch erheben (${c('kwg34.4.s1')}, ${c('kwg25.1')}). Die Frist endet mit Ablauf des ${formatDate(lang, end)}.`,
          `Anyone entitled to vote in the electoral area may object to this determination [Einspruch] within two weeks of this notice (${c('kwg34.4.s1')}, ${c('kwg25.1')}). The period ends at the end of ${formatDate(lang, end)}.`,
        ),
    ),
    para(
      'notice.quorum',
      (c) =>
        pick(
          lang,
          `Wer nicht die Verletzung eigener Rechte geltend macht, muss den Einspruch von ${quorum._tag === 'unknown' ? '' : 'mindestens '}${quorumText(lang, quorum)} unterstützen lassen (${c('kwg25.1')}).`,
          `An objector who does not claim a violation of their own rights needs the support of ${quorum._tag === 'unknown' ? '' : 'at least '}${quorumText(lang, quorum)} (${c('kwg25.1')}).`,
        ),
    ),
    para(
      'notice.form',
      (c) =>
        pick(
          lang,
          `Der Einspruch ist schriftlich oder zur Niederschrift beim Wahlleiter${placeOf(ix.case.body.name) === ix.case.body.name ? '' : ` in ${placeOf(ix.case.body.name)}`} einzulegen und innerhalb der Einspruchsfrist im Einzelnen zu begründen; nach Ablauf der Frist können weitere Gründe nicht mehr geltend gemacht werden (${c('kwg25.2')}).`,
          `The objection is lodged in writing or on record [zur Niederschrift] with the returning officer${placeOf(ix.case.body.name) === ix.case.body.name ? '' : ` in ${placeOf(ix.case.body.name)}`} and must be reasoned in detail within the period; no further grounds can be raised after the period (${c('kwg25.2')}).`,
        ),
    ),
    para(
      'notice.decision',
      (c) =>
        pick(
          lang,
          `Über Einsprüche beschließt ${body.nom}; ${body.nom.startsWith('der ') ? 'er' : 'sie'} bestätigt die Feststellung, hebt sie auf oder ändert sie ab (${c('kwg34.4.s2')}, ${c('kwg26')}). Gegen den Beschluss ist die Klage im Verwaltungsstreitverfahren vor dem Verwaltungsgericht gegeben (${c('kwg27')}).`,
          `${capital(body.en)} decides on objections; it confirms, annuls or modifies the determination (${c('kwg34.4.s2')}, ${c('kwg26')}). An action before the administrative court [Verwaltungsstreitverfahren] lies against that resolution (${c('kwg27')}).`,
        ),
    ),
    para(
      'notice.abs5',
      (c) =>
        a.outcome === 'successor' && a.successor !== null
          ? pick(
              lang,
              `${nameOf(ix, a.successor)} behält den Sitz, bis im Wahlprüfungsverfahren rechtskräftig entschieden ist (${c('kwg34.5')}).`,
              `${nameOf(ix, a.successor)} keeps the seat until the review proceedings end with a final decision (${c('kwg34.5')}).`,
            )
          : pick(lang, `Der Sitz bleibt leer, bis im Wahlprüfungsverfahren rechtskräftig entschieden ist (${c('kwg34.5')}).`, `The seat stays empty until the review proceedings end with a final decision (${c('kwg34.5')}).`),
    ),
  ])
}

/** Place, date and the signature block. @category texts @since 0.2.0 */
export const signature = (ix: CaseIndex, lang: Lang, date: IsoDate, by: Announced['by']): Section => {
  const body = bodyNoun(ix.case.body.kind)
  // Stryker disable next-line Regex: every nominative body noun starts with "der " or has no "der "
  const accusative = body.nom.replace(/^der /, 'den ')
  return section('notice.signature', '', [
    plain('notice.place', pick(lang, `${placeOf(ix.case.body.name)}, den ${formatDate(lang, date)}`, `${placeOf(ix.case.body.name)}, ${formatDate(lang, date)}`)),
    plain(
      'notice.signed',
      by === 'returningOfficer'
        ? pick(lang, 'Der Wahlleiter', 'The returning officer [Der Wahlleiter]')
        : pick(lang, `Für ${accusative}: Die oder der Vorsitzende`, `For ${body.en}: the chair [Vorsitz]`),
    ),
    plain('notice.hand', pick(lang, 'gez. (Name)', 'signed (name)')),
  ])
}

/**
 * The sections of a notice for one determination.
 *
 * @category texts @since 0.2.0
 */
export const noticeSections = (ix: CaseIndex, lang: Lang, a: Announced): ReadonlyArray<Section> => {
  const skipped = skippedSentence(ix, lang, a)
  return [
    section('notice.determination', '', [
      departureSentence(ix, lang, a),
      findingSentence(ix, lang, a),
      ...(skipped === null ? [] : [skipped]),
      ...(a.review === null ? [] : [para('notice.review', a.review, [a.vacancy])]),
    ]),
    remedies(ix, lang, a),
    signature(ix, lang, a.date, a.by),
  ]
}

/** A note instead of a notice: why nothing can be announced (yet). @category texts @since 0.2.0 */
export const noNoticeSection = (ix: CaseIndex, lang: Lang, vacancy: CandidateId, why: string): Section =>
  section('notice.none', pick(lang, `Vermerk zum Sitz von ${nameOf(ix, vacancy)}: keine Bekanntmachung`, `Note on the seat of ${nameOf(ix, vacancy)}: no notice`), [
    plain('notice.none', why, [vacancy]),
  ])

/** The list of members after the notices (used with a state). @category texts @since 0.2.0 */
export const membersList = (ix: CaseIndex, lang: Lang, members: ReadonlyArray<{ readonly member: CandidateId; readonly since: IsoDate }>) =>
  list(
    'members',
    true,
    members.map((m) => plain(null, `${label(ix, lang, m.member)}, ${pick(lang, 'seit dem', 'since')} ${formatDate(lang, m.since)}`, [m.member])),
  )
