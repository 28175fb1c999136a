/**
 * The legal opinion on the state of a body on a date: for every vacancy the
 * trigger, the lawful determination (as of the day it was recorded, or as
 * due on the query date) with the walk over the ranking, the procedure of
 * § 34 Abs. 3–6 KWG with the objections and reviews, and an interim result;
 * then the legal member count, the members, pending proofs and rejected
 * events.
 *
 * @example
 * import { stateOpinion } from './state-opinion.js'
 * stateOpinion({ case: c, state: s, lang: 'de', findings: new Map(), audited: true, lawful: [] })
 *
 * @since 0.2.0
 */
import type { IsoDate } from '../domain/brand.js'
import type { Case } from '../domain/case.js'
import type { Determination } from '../domain/determination.js'
import type { CaseError } from '../domain/error.js'
import type { DepartureCause, MemberLeft } from '../domain/events.js'
import type { Finding } from '../procedure/audit.js'
import type { BodyState, VacancyState } from '../procedure/state.js'
import { factsList } from './considered.js'
import { exclusionDefinitions, exhaustionDefinition, rankingDefinition, triggerDefinition } from './definitions.js'
import { type Block, type Lang, type Paragraph, para, plain, type Section, section, type TextDocument } from './document.js'
import { type CaseIndex, departedPhrase, indexCase, label, nameOf, recordedOutcome } from './facts.js'
import { membersList } from './notice.js'
import { ortsbeiratHint, vacancySections } from './opinion.js'
import { procedureBlocks, rejectedByEvent } from './steps.js'
import { bodyNoun, formatDate, pick } from './words.js'

/** The lawful determination of one vacancy, with the case it was decided on and the date. @category model @since 0.2.0 */
export interface Lawful {
  readonly determination: Determination
  /** the case as decided (events up to the recorded determination) */
  readonly case: Case
  readonly asOf: IsoDate
  /** decided as of the day of a recorded determination (true) or as due on the query date (false) */
  readonly atRecord: boolean
}

/** @category model @since 0.2.0 */
export interface StateOpinionInput {
  readonly case: Case
  readonly state: BodyState
  readonly lang: Lang
  readonly findings: ReadonlyMap<number, Finding>
  readonly audited: boolean
  /** aligned with `state.vacancies`; null where it could not be decided */
  readonly lawful: ReadonlyArray<Lawful | null>
}

const departureOfVacancy = (ix: CaseIndex, v: VacancyState): MemberLeft | null => {
  if (v.event === null) return null
  const e = ix.byIndex.get(v.event)
  return e !== undefined && e._tag === 'memberLeft' ? e : null
}

const interim = (ix: CaseIndex, lang: Lang, s: BodyState, v: VacancyState): Paragraph => {
  const holder = s.seats.flatMap((seat) => (seat.tenures.some((t) => t.member === v.vacancy) ? seat.tenures.filter((t) => t.to === null) : []))[0]
  const holds =
    holder === undefined
      ? ''
      : holder.member === v.vacancy
        ? v.cause === 'seatWaiver'
          ? pick(
              lang,
              ` Am Stichtag hat ${nameOf(ix, v.vacancy)} den Sitz noch inne: Der Verzicht wirkt erst mit der Feststellung des Wahlleiters (§ 33 Abs. 3 KWG).`,
              ` On the decision date ${nameOf(ix, v.vacancy)} still holds the seat: the waiver takes effect only with the returning officer's determination (§ 33 Abs. 3 KWG).`,
            )
          : pick(
              lang,
              ` Am Stichtag hat ${nameOf(ix, v.vacancy)} den Sitz noch inne: Das Ausscheiden tritt erst ein, wenn die Feststellung des Wahlleiters nicht mehr angefochten werden kann (§ 33 Abs. 3 KWG).`,
              ` On the decision date ${nameOf(ix, v.vacancy)} still holds the seat: leaving takes effect only when the returning officer's determination can no longer be challenged (§ 33 Abs. 3 KWG).`,
            )
        : pick(
            lang,
            ` Am Stichtag hat ${label(ix, lang, holder.member)} den Sitz inne (seit dem ${formatDate(lang, holder.from)}${holder.basis === 'due' ? ', vorbehaltlich der noch zu treffenden Feststellung' : ''}).`,
            ` On the decision date ${label(ix, lang, holder.member)} holds the seat (since ${formatDate(lang, holder.from)}${holder.basis === 'due' ? ', subject to the determination still to be made' : ''}).`,
          )
  return para(
    'vacancy.result',
    (c) => {
      switch (v.status) {
        case 'noSuccession':
          return pick(lang, `Niemand rückt nach (${c('kwg34.1.s1.trigger')}).${holds}`, `No one succeeds (${c('kwg34.1.s1.trigger')}).${holds}`)
        case 'open':
          return pick(
            lang,
            `Über den Sitz ist noch nicht zu entscheiden (${v.due?.outcome === 'lotRequired' ? c('kwg34.1a.lot') : c('kwg34.3.s2')})${v.due?.blockedBy == null ? '' : `; die Entscheidung hängt am Sitz von ${nameOf(ix, v.due.blockedBy)}`}.${holds}`,
            `The seat cannot be decided yet (${v.due?.outcome === 'lotRequired' ? c('kwg34.1a.lot') : c('kwg34.3.s2')})${v.due?.blockedBy == null ? '' : `; it waits for the seat of ${nameOf(ix, v.due.blockedBy)}`}.${holds}`,
          )
        case 'due':
          return pick(
            lang,
            `Eine Feststellung ist noch nicht getroffen; der Wahlleiter hat festzustellen: ${recordedOutcome(ix, lang, v.due?.outcome ?? null, v.due?.successor ?? null)} (${c('kwg34.3.s1')}).${holds}`,
            `No determination has been made yet; the returning officer must determine: ${recordedOutcome(ix, lang, v.due?.outcome ?? null, v.due?.successor ?? null)} (${c('kwg34.3.s1')}).${holds}`,
          )
        default: {
          // determined, under review, final: a determination stands
          const d = v.determination as NonNullable<VacancyState['determination']>
          const what = recordedOutcome(ix, lang, d.outcome, d.successor)
          const by = d.by === 'returningOfficer' ? pick(lang, 'des Wahlleiters', 'of the returning officer') : d.by === 'body' ? pick(lang, `${bodyNoun(ix.case.body.kind).gen}`, `of ${bodyNoun(ix.case.body.kind).en}`) : pick(lang, 'des Verwaltungsgerichts', 'of the administrative court')
          const stage =
            v.status === 'underReview'
              ? pick(lang, ` Das Wahlprüfungsverfahren ist anhängig; bis zur rechtskräftigen Entscheidung bleibt es dabei (${c('kwg34.5')}).`, ` Review proceedings are pending; until a final decision this stands (${c('kwg34.5')}).`)
              : v.status === 'final'
                ? pick(lang, ' Das Wahlprüfungsverfahren ist rechtskräftig abgeschlossen.', ' The review proceedings have ended with a final decision.')
                : v.objectionPeriodEnds !== null && v.objectionPeriodEnds < s.asOf && v.objections.every((o) => o.against !== 'determination')
                  ? pick(
                      lang,
                      ` Bis zum Ablauf der Einspruchsfrist am ${formatDate(lang, v.objectionPeriodEnds)} ist kein zulässiger Einspruch eingegangen; die Feststellung ist unanfechtbar (${c('kwg25.1')}).`,
                      ` No admissible objection arrived by the end of the objection period on ${formatDate(lang, v.objectionPeriodEnds)}; the determination can no longer be challenged (${c('kwg25.1')}).`,
                    )
                  : ''
          return pick(
            lang,
            `Maßgeblich ist die Feststellung ${by} vom ${formatDate(lang, d.date)}: ${what} (${c('kwg34.3.s1')}).${stage}${holds}`,
            `The determination ${by} of ${formatDate(lang, d.date)} stands: ${what} (${c('kwg34.3.s1')}).${stage}${holds}`,
          )
        }
      }
    },
    [v.vacancy],
  )
}

const vacancySection = (input: StateOpinionInput, ix: CaseIndex, v: VacancyState, i: number, rejected: ReadonlyMap<number, CaseError>): Section => {
  const { lang, state } = input
  const lawful = input.lawful[i] ?? null
  const departure = departureOfVacancy(ix, v)
  const walk: ReadonlyArray<Section> =
    lawful === null
      ? [
          section('subsumtion.trigger', pick(lang, 'Nachfolgefall', 'Case of succession [Nachfolgefall]'), [
            plain('trigger', `${label(ix, lang, v.vacancy)} ${departure === null ? pick(lang, 'ist ausgeschieden', 'has left') : departedPhrase(ix, lang, departure)} (${formatDate(lang, v.arose)}).`, [v.vacancy]),
          ]),
        ]
      : [
          ...(lawful.atRecord
            ? [
                section('vacancy.lawful', pick(lang, 'Prüfungszeitpunkt', 'Time of examination'), [
                  para('lawful.intro', (c) =>
                    pick(
                      lang,
                      `Die Feststellung ist nach der Sach- und Rechtslage am Tag ihres Erlasses zu prüfen, dem ${formatDate(lang, lawful.asOf)} (${c('kwg34.3.s1')}).`,
                      `The determination is examined on the facts and the law on the day it was made, ${formatDate(lang, lawful.asOf)} (${c('kwg34.3.s1')}).`,
                    ),
                  ),
                ]),
              ]
            : []),
          ...vacancySections(indexCase(lawful.case), lang, lawful.determination, lawful.asOf, null, departure),
        ]
  const procedure = procedureBlocks(
    {
      ix,
      vacancy: v.vacancy,
      departureIndex: v.event,
      asOf: state.asOf,
      rejected,
      findings: input.findings,
      audited: input.audited,
      state: v,
      lawful: v.status === 'noSuccession' ? null : (lawful?.determination ?? null),
    },
    lang,
  )
  return section(
    'vacancy',
    pick(lang, `Sitz von ${label(ix, lang, v.vacancy)}`, `Seat of ${label(ix, lang, v.vacancy)}`),
    [],
    [
      ...walk,
      ...(procedure.length === 0 ? [] : [section('verfahren', pick(lang, 'Verfahren (§ 34 Abs. 3 bis 6 KWG)', 'Procedure [Verfahren] (§ 34 Abs. 3 to 6 KWG)'), procedure)]),
      section('vacancy.result', pick(lang, 'Zwischenergebnis', 'Interim result [Zwischenergebnis]'), [interim(ix, lang, state, v)]),
    ],
  )
}

const REJECTED_HANDLED_IN_PROCEDURE: ReadonlySet<string> = new Set([
  'objectionLate',
  'objectionForm',
  'objectionUnreasoned',
  'objectionSupport',
  'objectionNoInaction',
  'objectionNotAnnounced',
  'alreadyDetermined',
  'bodyNotCompetent',
  'alreadyCalled',
  'nothingToAnnounce',
  'noObjection',
  'noBodyDecision',
  'noReview',
  'alreadyFinal',
])

const rejectedParagraph = (ix: CaseIndex, lang: Lang, e: CaseError): Paragraph => {
  const i = /^events\[(\d+)\]/.exec(e.path)
  const ev = i === null ? undefined : ix.byIndex.get(Number(i[1]))
  const when = ev === undefined ? '' : pick(lang, ` vom ${formatDate(lang, ev.date)}`, ` of ${formatDate(lang, ev.date)}`)
  return para('state.rejected', (c) => {
    const norm = e.rule === null ? '' : ` (${c(e.rule)})`
    if (e.code === 'waiverRevoked' && ev !== undefined && 'candidate' in ev)
      return pick(
        lang,
        `Der Widerruf des Verzichts durch ${nameOf(ix, ev.candidate)}${when} ist ausgeschlossen${norm}: Der Verzicht kann nicht widerrufen werden; der Widerruf bleibt ohne Wirkung.`,
        `The attempt by ${nameOf(ix, ev.candidate)}${when} to revoke the waiver is excluded${norm}: a waiver cannot be revoked; the attempt has no effect.`,
      )
    return pick(
      lang,
      `Das Ereignis ${e.path}${when} bleibt unberücksichtigt${norm}: ${e.message}.`,
      `The event ${e.path}${when} has no effect${norm}: ${e.message}.`,
    )
  })
}

const causesOf = (s: BodyState): ReadonlyArray<DepartureCause> => [...new Set(s.vacancies.map((v) => v.cause))]

/**
 * The legal opinion on the state of the body.
 *
 * @category texts @since 0.2.0
 */
export const stateOpinion = (input: StateOpinionInput): TextDocument => {
  const { lang, state: s } = input
  const ix = indexCase(input.case)
  const body = bodyNoun(input.case.body.kind)
  const rejected = rejectedByEvent(s.rejected)
  const causes = causesOf(s)
  const succession = s.vacancies.some((v) => v.cause !== 'merger')
  const removed = input.case.body.statutoryMemberCount - s.legalMemberCount
  const result: Block[] = [
    para('state.count', (c) =>
      pick(
        lang,
        `Die gesetzliche Mitgliederzahl ${body.gen} beträgt am ${formatDate(lang, s.asOf)} ${s.legalMemberCount}${removed > 0 ? ` (${input.case.body.statutoryMemberCount} zu Beginn der Wahlzeit, vermindert nach ${c('kwg34.1.s2.count')})` : ''}. Davon sind ${s.counts.occupied} Sitze besetzt und ${s.counts.open} offen${s.counts.unfilled > 0 ? `; ${s.counts.unfilled} Sitze sind in der Akte nicht erfasst oder nach § 33 Abs. 1 Nr. 4 KWG entfallen` : ''}.`,
        `The legal member count of ${body.en} on ${formatDate(lang, s.asOf)} is ${s.legalMemberCount}${removed > 0 ? ` (${input.case.body.statutoryMemberCount} at the start of the term, reduced under ${c('kwg34.1.s2.count')})` : ''}. Of these, ${s.counts.occupied} seats are occupied and ${s.counts.open} open${s.counts.unfilled > 0 ? `; ${s.counts.unfilled} seats are not in the file or were lost under § 33 Abs. 1 Nr. 4 KWG` : ''}.`,
      ),
    ),
    plain('state.members.intro', pick(lang, 'Mitglieder am Stichtag:', 'Members on the decision date:')),
    membersList(ix, lang, s.members),
    ...s.pendingProofs.map((p) =>
      para(
        'state.proof',
        (c) =>
          pick(
            lang,
            `${label(ix, lang, p.member)}: Hinderungsgrund, Mitteilung zugestellt am ${formatDate(lang, p.notified)}, Nachweisfrist bis zum Ablauf des ${formatDate(lang, p.due)} (${c('kwg23.2.s2')}) – ${p.status === 'running' ? 'die Frist läuft' : p.status === 'proven' ? 'rechtzeitig nachgewiesen' : `kein rechtzeitiger Nachweis; die Rechtsstellung gilt als nicht erworben (${c('kwg23.2.s3')})`}.`,
            `${label(ix, lang, p.member)}: incompatibility, notice served on ${formatDate(lang, p.notified)}, proof due by the end of ${formatDate(lang, p.due)} (${c('kwg23.2.s2')}) – ${p.status === 'running' ? 'the period is running' : p.status === 'proven' ? 'proven in time' : `no proof in time; the status counts as not acquired (${c('kwg23.2.s3')})`}.`,
          ),
        [p.member],
      ),
    ),
    ...s.rejected.filter((e) => !REJECTED_HANDLED_IN_PROCEDURE.has(e.code)).map((e) => rejectedParagraph(ix, lang, e)),
    ...(ortsbeiratHint(lang, input.case.body.kind, s.legalMemberCount) === null ? [] : [ortsbeiratHint(lang, input.case.body.kind, s.legalMemberCount) as Paragraph]),
  ]
  const requirementsSection = section('voraussetzungen', pick(lang, 'Voraussetzungen', 'Requirements [Voraussetzungen]'), [], [
    section('voraussetzungen.trigger', pick(lang, 'Nachfolgefall', 'Case of succession [Nachfolgefall]'), [
      ...triggerDefinition(lang, 'death'),
      ...causes.flatMap((cause) => triggerDefinition(lang, cause).slice(2)),
    ]),
    ...(succession
      ? [
          section('voraussetzungen.rank', pick(lang, 'Der nachrückende Bewerber', 'The succeeding candidate [nachrückender Bewerber]'), rankingDefinition(lang, input.case.body.electionMode)),
          section('voraussetzungen.exclusions', pick(lang, 'Ausschlussgründe', 'Grounds for leaving a candidate out [Ausschlussgründe]'), exclusionDefinitions(lang)),
          section('voraussetzungen.vacant', pick(lang, 'Erschöpfter Wahlvorschlag', 'Exhausted list [erschöpfter Wahlvorschlag]'), exhaustionDefinition(lang)),
        ]
      : []),
  ])
  return {
    kind: 'opinion',
    lang,
    title: pick(lang, `Gutachten: Zusammensetzung ${body.gen} am ${formatDate(lang, s.asOf)}`, `Legal opinion [Gutachten]: composition of ${body.en} on ${formatDate(lang, s.asOf)}`),
    subtitle: `${input.case.body.name} · ${pick(lang, 'Stichtag', 'decision date [Stichtag]')} ${formatDate(lang, s.asOf)}`,
    sections: [
      section('sachverhalt', pick(lang, 'Sachverhalt (Auszug aus der Akte)', 'Facts [Sachverhalt] (from the file)'), [factsList(ix, lang, s.asOf)]),
      section('obersatz', pick(lang, 'Obersatz', 'Main proposition [Obersatz]'), [
        para('obersatz', (c) =>
          pick(
            lang,
            `Zu prüfen ist, wie sich ${body.nom} am ${formatDate(lang, s.asOf)} zusammensetzt: wer für ausgeschiedene Vertreter nachgerückt ist oder nachzurücken hat (${c('kwg34.1.s1.trigger')}), welche Sitze unbesetzt bleiben (${c('kwg34.1.s2.vacant')}), wie hoch die gesetzliche Mitgliederzahl ist (${c('kwg34.1.s2.count')}) und wie weit das Verfahren der Feststellung und der Wahlprüfung gediehen ist (${c('kwg34.3.s1')}, ${c('kwg34.5')}).`,
            `The question is how ${body.en} is composed on ${formatDate(lang, s.asOf)}: who has succeeded or must succeed departed members (${c('kwg34.1.s1.trigger')}), which seats stay empty (${c('kwg34.1.s2.vacant')}), what the legal member count is (${c('kwg34.1.s2.count')}), and how far the determination and the review proceedings have come (${c('kwg34.3.s1')}, ${c('kwg34.5')}).`,
          ),
        ),
      ]),
      requirementsSection,
      section(
        'subsumtion',
        pick(lang, 'Subsumtion', 'Application to the facts [Subsumtion]'),
        s.vacancies.length === 0 ? [plain('no.vacancy', pick(lang, 'Bis zum Stichtag ist kein Vertreter ausgeschieden.', 'No member has left by the decision date.'))] : [],
        s.vacancies.map((v, i) => vacancySection(input, ix, v, i, rejected)),
      ),
      section('ergebnis', pick(lang, 'Ergebnis', 'Result [Ergebnis]'), result),
    ],
  }
}
