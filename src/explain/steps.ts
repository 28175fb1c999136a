/**
 * The procedure of § 34 Abs. 3 to 6 KWG as prose, for one vacancy, told
 * from the trace of the record: the recorded determination (and whether it
 * is lawful), the announcement and the objection period, each objection
 * with its admissibility and the support quorum, the decisions of the body
 * and the court, finality, and Abs. 5 and 6 — or, where nothing is recorded
 * yet, the steps still due. Nothing is decided here: every period, quorum,
 * norm and status comes from the trace, the state or `src/rules/`.
 *
 * One teller per kind of procedure event (a record of tellers), each for
 * the event taken on record and for the event refused; German and English
 * say the same.
 *
 * @example
 * import { procedureBlocks } from './steps.js'
 * procedureBlocks({ ix, vacancy, departureIndex: 3, asOf, trace: state.trace, findings, audited: true, state: v, lawful: d }, 'de')
 *
 * @since 0.1.0
 */
import type { CandidateId, IsoDate } from '../domain/brand.js'
import { dayBefore } from '../domain/date.js'
import type { Determination } from '../domain/determination.js'
import type { RuleError } from '../domain/error.js'
import type { Action, Announcement, Decision, DeterminationRecorded, Final, Objection, ProcedureEvent } from '../domain/events.js'
import type { Recorded, Review } from '../domain/ledger.js'
import type { NormId } from '../domain/norms.js'
import type { AcceptedStep, Step } from '../record/trace.js'
import type { Finding } from '../replay/audit.js'
import type { VacancyState } from '../replay/state.js'
import { ACTION_PERIOD_MONTHS, actionPeriodEnd, bodyDecisionFinalFrom, objectionPeriodEnd } from '../rules/periods.js'
import type { AnnouncedPeriod } from '../rules/procedure/announcement.js'
import type { ObjectionAssessment } from '../rules/procedure/objection.js'
import { type Quorum, quorumOf } from '../rules/quorum.js'
import { PERIOD_END_READINGS, type PeriodEndReading } from '../domain/case.js'
import { type Block, type Lang, type Paragraph, para } from './document.js'
import { type CaseIndex, capital, label, nameOf, objectionForm, recordedOutcome } from './facts.js'
import { type BodyNoun, bodyNoun, formatDate, formatNumber, onDate, pick } from './words.js'

/** What the procedure text needs to know about one vacancy. @category model @since 0.1.0 */
export interface ProcedureInput {
  readonly ix: CaseIndex
  readonly vacancy: CandidateId
  /** the index of the departure event (procedure events after it, up to the member's next departure, are this vacancy's) or null for a departure made by the law */
  readonly departureIndex: number | null
  readonly asOf: IsoDate
  /** every event as the record and the decisions took it, in application order */
  readonly trace: ReadonlyArray<Step>
  /** audit findings, by the index of the recorded determination */
  readonly findings: ReadonlyMap<number, Finding>
  /** whether the audit was run (so that an absent finding means: lawful) */
  readonly audited: boolean
  /** the state of the vacancy, when known */
  readonly state: VacancyState | null
  /** the lawful determination (or the one due) */
  readonly lawful: Determination | null
}

/**
 * The support quorum of § 25 Abs. 1 KWG with its computation, as the object
 * of "von …" / "of …": "100 Wahlberechtigten (bei 12.480 Wahlberechtigten,
 * also mehr als 10.000)".
 *
 * @category texts @since 0.1.0
 */
export const quorumText = (lang: Lang, q: Quorum): string => {
  if (q._tag === 'unknown')
    return pick(
      lang,
      'so vielen Wahlberechtigten, wie das Gesetz verlangt (1 vom Hundert der Wahlberechtigten, mindestens 5, bei mehr als 10.000 Wahlberechtigten 100; die Zahl der Wahlberechtigten ist nicht angegeben)',
      'as many persons entitled to vote as the law requires (1 per cent of those entitled to vote, at least 5, or 100 where more than 10,000 are entitled to vote; the number is not given)',
    )
  const n = formatNumber(lang, q.voters)
  switch (q._tag) {
    case 'cap':
      return pick(lang, `${q.required} Wahlberechtigten (bei ${n} Wahlberechtigten, also mehr als 10.000)`, `${q.required} persons entitled to vote (with ${n} entitled to vote, more than 10,000)`)
    case 'minimum':
      return pick(lang, `${q.required} Wahlberechtigten (1 vom Hundert von ${n} Wahlberechtigten, mindestens 5)`, `${q.required} persons entitled to vote (1 per cent of ${n}, at least 5)`)
    case 'percent':
      return pick(
        lang,
        `${q.required} Wahlberechtigten (1 vom Hundert von ${n} Wahlberechtigten${q.roundedUp ? ', aufgerundet' : ''})`,
        `${q.required} persons entitled to vote (1 per cent of ${n}${q.roundedUp ? ', rounded up' : ''})`,
      )
  }
}

/**
 * The steps of a vacancy's own time, in application order: after its
 * departure, up to the member's next departure that was taken (one can
 * follow a void seat waiver, § 33 Abs. 2 KWG, also the departure the law
 * makes when the proof week of § 23 Abs. 2 KWG runs out) or to the end. A
 * departure made by the law (§ 23 Abs. 2 Satz 3 KWG) is no event of the
 * file (`departureIndex` null): its time is the whole file.
 *
 * @category combinators @since 0.1.0
 */
export const ownSteps = (trace: ReadonlyArray<Step>, vacancy: CandidateId, departureIndex: number | null): ReadonlyArray<Step> => {
  const { from, to } = ownSpan(trace, vacancy, departureIndex)
  return trace.slice(from, to)
}

/**
 * A vacancy's own time in the trace (`from` inclusive, `to` exclusive): it
 * ends with the member's next departure taken, an event of the file or one
 * the law made.
 *
 * @category combinators @since 0.1.0
 */
export const ownSpan = (trace: ReadonlyArray<Step>, vacancy: CandidateId, departureIndex: number | null): { readonly from: number; readonly to: number } => {
  if (departureIndex === null) return { from: 0, to: trace.length }
  const from = trace.findIndex((s) => s.event.index === departureIndex) + 1
  const next = trace.findIndex((s, i) => i >= from && s._tag === 'accepted' && s.kind === 'memberLeft' && s.event.member === vacancy)
  return { from, to: next === -1 ? trace.length : next }
}

/** The steps of the procedure events of the vacancy in its own time. */
const procedureSteps = (p: ProcedureInput): ReadonlyArray<Step & { readonly event: ProcedureEvent }> =>
  ownSteps(p.trace, p.vacancy, p.departureIndex).filter(
    (s): s is Step & { readonly event: ProcedureEvent } => s.event.date <= p.asOf && s.event._tag !== 'lotDrawn' && 'vacancy' in s.event && s.event.vacancy === p.vacancy,
  )

/** What a teller of one step knows. */
interface Told {
  readonly p: ProcedureInput
  readonly lang: Lang
  readonly body: BodyNoun
  /** the event's date in the reader's language */
  readonly when: string
}

/** A teller of one kind of procedure event: the event taken on record, and the event refused. */
interface Teller<E extends ProcedureEvent, K extends ProcedureEvent['_tag']> {
  readonly accepted: (t: Told, s: AcceptedStep<K>) => Paragraph
  readonly rejected: (t: Told, e: E, error: RuleError, assessment: ObjectionAssessment | null, contested: Review['against'] | null) => Paragraph
}

// -------------------------------------------------------------------------------------
// determination
// -------------------------------------------------------------------------------------

const findingText = (t: Told, e: DeterminationRecorded, cite: (n: Finding['rule']) => string): string => {
  const { p, lang } = t
  const finding = p.findings.get(e.index)
  if (finding !== undefined)
    return pick(
      lang,
      ` Diese Feststellung weicht vom Gesetz ab (${cite(finding.rule)}); rechtmäßig wäre gewesen: ${recordedOutcome(p.ix, lang, finding.lawful.outcome, finding.lawful.successor)}. Sie ist gleichwohl maßgeblich, bis im Wahlprüfungsverfahren rechtskräftig entschieden ist (${cite('kwg34.5')}).`,
      ` This determination deviates from the law (${cite(finding.rule)}); lawful would have been: ${recordedOutcome(p.ix, lang, finding.lawful.outcome, finding.lawful.successor)}. It nevertheless stands until the review proceedings end with a final decision (${cite('kwg34.5')}).`,
    )
  return p.audited ? pick(lang, ' Sie entspricht dem Gesetz.', ' It conforms to the law.') : ''
}

/**
 * A refusal with no text of its own in the procedure: there is no vacancy to proceed on (`noVacancy`, told in German
 * by the rule that says why — § 34 Abs. 3 Satz 1, § 34 Abs. 5, the ceasing of the body), otherwise the rule's message.
 */
const otherRefusal = (t: Told, vacancy: CandidateId, error: RuleError): string => {
  if (error.code !== 'noVacancy') return pick(t.lang, error.message, `${error.message}.`)
  const who = nameOf(t.p.ix, vacancy)
  const none = pick(t.lang, 'es gibt keinen Nachfolgefall, über den zu befinden wäre.', 'there is no case of succession to decide.')
  if (error.rule === 'kwg34.3.s1') return pick(t.lang, `${who} ist nicht aus ${t.body.dat} ausgeschieden; ${none}`, `${who} has not left ${t.body.en}; ${none}`)
  if (error.rule === 'kwg34.5')
    return pick(
      t.lang,
      `Das Ausscheiden von ${who} ist unwirksam, weil die Berufung im Wahlprüfungsverfahren geändert wurde; ${none}`,
      `The departure of ${who} is void, because the call was changed in review; ${none}`,
    )
  return pick(
    t.lang,
    `Die Einrichtung ${t.body.gen} ist entfallen, weil nur noch weniger als drei Mitglieder verblieben sind; das Ausscheiden von ${who} eröffnet keine Nachfolge.`,
    `${capital(t.body.en)} has ceased, because fewer than three members remained; the departure of ${who} opens no succession.`,
  )
}

/** Why a recorded determination is refused (`src/rules/procedure/determination.ts`). */
const determinationRefusal = (t: Told, e: DeterminationRecorded, error: RuleError): string => {
  const { lang, body, p } = t
  // alreadyCalled is raised only for a determination that names a successor
  if (error.code === 'alreadyCalled' && e.successor !== null)
    return pick(lang, `${nameOf(p.ix, e.successor)} ist bereits Mitglied oder berufen.`, `${nameOf(p.ix, e.successor)} is already a member or called.`)
  switch (error.code) {
    case 'bodyNotCompetent':
      return pick(
        lang,
        `${capital(body.nom)} darf nur auf einen zulässigen Einspruch wegen Untätigkeit des Wahlleiters selbst feststellen.`,
        `${capital(body.en)} may determine only upon an admissible objection against the returning officer's inaction.`,
      )
    case 'alreadyDetermined':
      return pick(lang, 'Es lag bereits eine Feststellung vor, die nicht aufgehoben war.', 'A determination had already been made and had not been annulled.')
    default:
      return otherRefusal(t, e.vacancy, error)
  }
}

const DETERMINATION: Teller<DeterminationRecorded, 'determination'> = {
  accepted: (t, { event: e }) =>
    para(
      'procedure.determination',
      (cite) => {
        const { p, lang, body, when } = t
        // mid-sentence ("Am … hat die Gemeindevertretung festgestellt"): the article in lower case
        const who = e.by === 'body' ? pick(lang, body.nom, body.en) : pick(lang, 'der Wahlleiter', 'the returning officer [Wahlleiter]')
        const norm = e.by === 'body' ? cite('kwg34.4.s3') : cite('kwg34.3.s1')
        const status =
          // a named successor comes only with the outcome "successor" (the codec checks it)
          e.successor !== null
            ? pick(
                lang,
                ` Mit der Feststellung erwirbt ${nameOf(p.ix, e.successor)} die Rechtsstellung eines Vertreters (${cite('kwg34.3.s2')}, ${cite('kwg23.1')}).`,
                ` With the determination ${nameOf(p.ix, e.successor)} acquires the status of a representative (${cite('kwg34.3.s2')}, ${cite('kwg23.1')}).`,
              )
            : ''
        const outcome = recordedOutcome(p.ix, lang, e.outcome, e.successor)
        // the body's own determination is its decision in the review procedure: the action of § 27 lies against it (R10: from its date)
        const action = e.by === 'body' ? ` ${actionSentence(lang, cite, 'determination')} ${finalitySentence(lang, e.date, null, cite, 'determination')}` : ''
        return pick(
          lang,
          `Am ${when} hat ${who} festgestellt: ${outcome} (${norm}).${status}${action}${findingText(t, e, cite)}`,
          `On ${when} ${who} determined: ${outcome} (${norm}).${status}${action}${findingText(t, e, cite)}`,
        )
      },
      e.successor === null ? [] : [e.successor],
    ),
  rejected: (t, e, error) =>
    para('procedure.determination.rejected', (cite) => {
      const outcome = recordedOutcome(t.p.ix, t.lang, e.outcome, e.successor)
      return pick(
        t.lang,
        `Die am ${t.when} verzeichnete Feststellung (${outcome}) ist unbeachtlich (${cite(error.rule)}): ${determinationRefusal(t, e, error)}`,
        `The determination recorded on ${t.when} (${outcome}) has no effect (${cite(error.rule)}): ${determinationRefusal(t, e, error)}`,
      )
    }),
}

// -------------------------------------------------------------------------------------
// announcement
// -------------------------------------------------------------------------------------

/**
 * Reading R5 of a period's last day, with its source (spec/readings.md R5) —
 * set out only where it matters: when the period ends on the same day under
 * both readings (`rules/periods.ts`), the dispute can stay open
 * ("kann dahinstehen").
 */
const periodEndWords = (lang: Lang, reading: PeriodEndReading, announced: IsoDate): string =>
  PERIOD_END_READINGS.every((r) => objectionPeriodEnd(announced, r) === objectionPeriodEnd(announced, reading))
    ? pick(
        lang,
        'Ob sich die Frist verlängert, wenn ihr letzter Tag auf einen Sonnabend, einen Sonntag oder einen Feiertag fällt, ist streitig, kann hier aber dahinstehen: Ihr letzter Tag ist keiner dieser Tage.',
        'Whether the period is extended when its last day is a Saturday, a Sunday or a holiday is disputed but can be left open here [kann dahinstehen]: its last day is none of these.',
      )
    : reading === 'calendar'
    ? pick(
        lang,
        'Nach der hier vertretenen Auffassung verlängert sie sich nicht, wenn ihr letzter Tag auf einen Sonnabend, einen Sonntag oder einen Feiertag fällt (§§ 187, 188 BGB): So bestimmt es § 53 Abs. 1 LWG für die Landtagswahl; eine Regel des KWG oder der KWO zu Fristen und Terminen hat das Projekt in seinen Quellen nicht gefunden. Nach anderer Ansicht tritt an die Stelle eines solchen Tages der nächste Werktag (§ 193 BGB entsprechend; vom Projekt zu Lehrzwecken gebildet).',
        'According to the view taken here it is not extended when its last day is a Saturday, a Sunday or a holiday (§§ 187, 188 BGB): so § 53 Abs. 1 LWG provides for the Landtag election; the project found no rule of the KWG or the KWO on periods and dates in its sources. According to another view the next working day takes the place of such a day (§ 193 BGB by analogy; constructed by the project for teaching).',
      )
    : pick(
        lang,
        'Nach der hier – wie von der Akte vorgegeben – vertretenen Auffassung tritt an die Stelle eines Sonnabends, eines Sonntags oder eines hessischen Feiertags als letzter Tag der nächste Werktag (§ 193 BGB entsprechend; vom Projekt zu Lehrzwecken gebildet). Nach anderer Ansicht verlängert sich die Frist nicht, wie es § 53 Abs. 1 LWG für die Landtagswahl bestimmt.',
        'According to the view taken here (as the file prescribes) the next working day takes the place of a Saturday, a Sunday or a Hessian public holiday as the last day (§ 193 BGB by analogy; constructed by the project for teaching). According to another view the period is not extended, as § 53 Abs. 1 LWG provides for the Landtag election.',
      )

/** The announcement's first sentence. */
const announcedHead = (t: Told): string =>
  pick(t.lang, `Am ${t.when} wurde die Feststellung öffentlich bekannt gemacht.`, `On ${t.when} the determination was publicly announced [öffentlich bekannt gemacht].`)

/** The announcement of a determination already announced: the Ausschlussfrist ran from the first (spec/procedure.md). */
const announcedAgain = (t: Told, first: IsoDate, cite: (n: 'kwg25.1') => string): string =>
  `${announcedHead(t)} ${pick(
    t.lang,
    `Sie war bereits am ${formatDate(t.lang, first)} bekannt gemacht worden; mit dieser ersten Bekanntmachung hat die Einspruchsfrist begonnen (${cite('kwg25.1')}). Die erneute Bekanntmachung derselben Feststellung setzt die Frist, eine Ausschlussfrist, nicht erneut in Lauf.`,
    `It had already been announced on ${formatDate(t.lang, first)}; the objection period began with that first announcement (${cite('kwg25.1')}). Announcing the same determination again does not start the period, a preclusive period [Ausschlussfrist], anew.`,
  )}`

/** The announcement of a determination the court put in force: the review was decided with finality. */
const announcedJudgment = (t: Told, cite: (n: 'kwg34.4.s1' | 'kwg34.5') => string): string =>
  `${announcedHead(t)} ${pick(
    t.lang,
    `Es ist die Feststellung in der Fassung des rechtskräftigen Urteils des Verwaltungsgerichts; über sie ist im Wahlprüfungsverfahren rechtskräftig entschieden (${cite('kwg34.5')}). Der Einspruch ist nur gegen die Feststellung des Wahlleiters oder seine Untätigkeit gegeben (${cite('kwg34.4.s1')}); gegen sie findet er nicht statt.`,
    `It is the determination as the final judgment of the administrative court made it; the review procedure has decided on it with finality (${cite('kwg34.5')}). An objection lies only against the returning officer's determination or his inaction (${cite('kwg34.4.s1')}); none lies against it.`,
  )}`

/** A determination of the body, announced: no objection lies against it (§ 34 Abs. 4 Satz 1 KWG). */
const announcedBody = (t: Told, cite: (n: 'kwg34.4.s1') => string): string =>
  `${announcedHead(t)} ${pick(
    t.lang,
    `Es ist die Feststellung ${t.body.gen} selbst; gegen sie findet kein Einspruch statt (${cite('kwg34.4.s1')}).`,
    `It is the determination of ${t.body.en} itself; no objection lies against it (${cite('kwg34.4.s1')}).`,
  )}`

/** The announcement of the body's own determination (§ 34 Abs. 4 Satz 3 KWG): no objection; the month of § 27 runs from its Verkündung. */
const announcedOwn = (t: Told, period: Extract<AnnouncedPeriod, { _tag: 'action' }>, cite: (n: 'kwg34.4.s1' | 'kwg27') => string): string => {
  const past = period.ends < t.p.asOf
  return `${announcedBody(t, cite)} ${pick(
    t.lang,
    `${actionSentence(t.lang, cite, 'determination')} Die Klagefrist begann nicht mit der Bekanntmachung, sondern mit der Verkündung der Feststellung am ${formatDate(t.lang, period.decided)}; sie ${past ? 'endete' : 'endet'} mit Ablauf des ${formatDate(t.lang, period.ends)}.`,
    `${actionSentence(t.lang, cite, 'determination')} The period for an action did not begin with the announcement but with the pronouncement of the determination on ${formatDate(t.lang, period.decided)}; it ${past ? 'ended' : 'ends'} at the end of ${formatDate(t.lang, period.ends)}.`,
  )}`
}

/** The first announcement of the returning officer's determination: the two weeks of § 25 Abs. 1 KWG begin. */
const announcedOfficer = (t: Told, end: IsoDate, on: IsoDate, cite: (n: 'kwg34.4.s1' | 'kwg25.1') => string): string => {
  const past = end < t.p.asOf
  return pick(
    t.lang,
    `Am ${t.when} wurde die Feststellung öffentlich bekannt gemacht. Damit begann die Einspruchsfrist von zwei Wochen (${cite('kwg34.4.s1')}, ${cite('kwg25.1')}); sie ${past ? 'endete' : 'endet'} mit Ablauf des ${formatDate(t.lang, end)}. ${periodEndWords(t.lang, t.p.ix.case.periodEnd, on)}`,
    `On ${t.when} the determination was publicly announced [öffentlich bekannt gemacht]. This started the two-week objection period (${cite('kwg34.4.s1')}, ${cite('kwg25.1')}); it ${past ? 'ended' : 'ends'} at the end of ${formatDate(t.lang, end)}. ${periodEndWords(t.lang, t.p.ix.case.periodEnd, on)}`,
  )
}

const ANNOUNCEMENT: Teller<Announcement, 'announcement'> = {
  accepted: (t, s) =>
    para('procedure.announcement', (cite) => {
      const period = s.effect.period
      switch (period._tag) {
        case 'repeated':
          return announcedAgain(t, period.first, cite)
        case 'none':
          return period.by === 'court' ? announcedJudgment(t, cite) : announcedBody(t, cite)
        case 'action':
          return announcedOwn(t, period, cite)
        case 'objection':
          return announcedOfficer(t, period.ends, s.event.date, cite)
      }
    }),
  rejected: (t) =>
    para('procedure.announcement.rejected', (cite) =>
      pick(t.lang, `Die Bekanntmachung vom ${t.when} geht ins Leere: Es lag keine Feststellung vor (${cite('kwg34.3.s1')}).`, `The announcement of ${t.when} is void: there was no determination (${cite('kwg34.3.s1')}).`),
    ),
}

// -------------------------------------------------------------------------------------
// objection
// -------------------------------------------------------------------------------------

/** The objection, what it is against and how it is supported: the subject of its paragraph. */
const objectionHead = (t: Told, e: Objection): { readonly what: string; readonly support: string } => ({
  what:
    e.against === 'determination'
      ? pick(t.lang, 'Einspruch gegen die Feststellung', 'objection against the determination')
      : pick(t.lang, 'Einspruch gegen die Untätigkeit des Wahlleiters', "objection against the returning officer's inaction [Untätigkeit]"),
  support: e.ownRights
    ? pick(t.lang, 'macht die Verletzung eigener Rechte geltend', 'claims a violation of own rights')
    : pick(t.lang, `ist von ${formatNumber(t.lang, e.supporters)} Wahlberechtigten unterstützt`, `is supported by ${formatNumber(t.lang, e.supporters)} persons entitled to vote`),
})

/** Why an objection is inadmissible (`src/rules/procedure/objection.ts`), measured against its period and quorum. */
const objectionRefusal = (t: Told, e: Objection, error: RuleError, a: ObjectionAssessment | null, cite: (id: NormId) => string): string => {
  const lang = t.lang
  switch (error.code) {
    case 'objectionLate': {
      // the date in the reader's language, once (pick evaluates both templates)
      const end = onDate(lang, a?.periodEnds ?? null, '', '')
      return pick(
        lang,
        `Er ist verspätet: Die Einspruchsfrist endete mit Ablauf des${end}, zwei Wochen nach der Bekanntmachung; der Einspruch ging erst am ${formatDate(lang, e.date)} ein.`,
        `It is late: the objection period ended at the end of${end}, two weeks after the announcement; the objection arrived only on ${formatDate(lang, e.date)}.`,
      )
    }
    case 'objectionNotAnnounced':
      return pick(
        lang,
        'Die Feststellung war noch nicht bekannt gemacht; die Einspruchsfrist beginnt erst mit der Bekanntmachung.',
        'The determination had not been announced; the objection period begins only with the announcement.',
      )
    case 'objectionForm':
      return pick(
        lang,
        `Er ist nicht formgerecht (${objectionForm(lang, e.form)}): Der Einspruch ist schriftlich oder zur Niederschrift beim Wahlleiter einzulegen.`,
        `It is not in due form (${objectionForm(lang, e.form)}): an objection must be lodged in writing or on record [zur Niederschrift] with the returning officer.`,
      )
    case 'objectionUnreasoned':
      return pick(
        lang,
        'Er ist nicht innerhalb der Frist im Einzelnen begründet worden; nach Fristablauf können Gründe nicht nachgeschoben werden.',
        'It was not reasoned in detail within the period; no grounds can be added after the period.',
      )
    case 'objectionSupport':
      return supportRefusal(t, e, a?.quorum ?? null)
    case 'objectionNoInaction':
      return pick(lang, 'Der Wahlleiter war nicht untätig: Eine Feststellung lag bereits vor.', 'The returning officer was not inactive: a determination had already been made.')
    case 'objectionAgainstBody':
      return pick(
        lang,
        `Die geltende Feststellung hat ${t.body.nom} selbst getroffen, anstelle des untätigen Wahlleiters (${cite('kwg34.4.s3')}) oder durch Beschluss über die Einsprüche (${cite('kwg34.4.s2')}). Gegen sie ist kein Einspruch gegeben, sondern allein die Klage vor dem Verwaltungsgericht (${cite('kwg27')}).`,
        `${capital(t.body.en)} made the determination in force itself, in place of the inactive returning officer (${cite('kwg34.4.s3')}) or by its resolution on the objections (${cite('kwg34.4.s2')}). No objection lies against it, only an action before the administrative court (${cite('kwg27')}).`,
      )
    case 'objectionAgainstJudgment':
      return pick(
        lang,
        `Die geltende Feststellung beruht auf dem rechtskräftigen Urteil des Verwaltungsgerichts; über sie ist im Wahlprüfungsverfahren rechtskräftig entschieden (${cite('kwg34.5')}). Der Einspruch ist nur gegen die Feststellung des Wahlleiters oder seine Untätigkeit gegeben (${cite('kwg34.4.s1')}).`,
        `The determination in force rests on the final judgment of the administrative court; the review procedure has decided on it with finality (${cite('kwg34.5')}). An objection lies only against the returning officer's determination or his inaction (${cite('kwg34.4.s1')}).`,
      )
    default:
      return otherRefusal(t, e.vacancy, error)
  }
}

const supportRefusal = (t: Told, e: Objection, q: Quorum | null): string =>
  q === null || q._tag === 'unknown'
    ? pick(
        t.lang,
        'Der Einspruchsführer macht keine Verletzung eigener Rechte geltend und braucht daher Unterstützer; ihre erforderliche Zahl lässt sich ohne die Zahl der Wahlberechtigten nicht bestimmen.',
        'The objector claims no violation of own rights and therefore needs supporters; their required number cannot be computed without the number of persons entitled to vote.',
      )
    : pick(
        t.lang,
        `Der Einspruchsführer macht keine Verletzung eigener Rechte geltend; der Einspruch ist nur von ${formatNumber(t.lang, e.supporters)} Wahlberechtigten unterstützt, erforderlich ist die Unterstützung von ${quorumText(t.lang, q)}.`,
        `The objector claims no violation of own rights; the objection is supported by only ${formatNumber(t.lang, e.supporters)} persons entitled to vote, while the support of ${quorumText(t.lang, q)} is required.`,
      )

const OBJECTION: Teller<Objection, 'objection'> = {
  accepted: (t, { event: e, effect }) =>
    para('procedure.objection', (cite) => {
      const { lang, body, when } = t
      const { what, support } = objectionHead(t, e)
      const end = effect.assessment.periodEnds
      // an objection against inaction is admissible only while nothing is determined, so nothing is announced (its period is null)
      const inTime =
        end !== null
          ? pick(lang, `fristgerecht (bis zum Ablauf des ${formatDate(lang, end)}) und `, `in time (by the end of ${formatDate(lang, end)}) and `)
          : ''
      const q = effect.assessment.quorum
      const quorum =
        q === null ? '' : pick(lang, ` Erforderlich ist die Unterstützung von ${quorumText(lang, q)} (${cite('kwg25.1')}).`, ` The support of ${quorumText(lang, q)} is required (${cite('kwg25.1')}).`)
      const consequence =
        e.against === 'inaction'
          ? pick(
              lang,
              ` Der Einspruch ist auch gegen die Untätigkeit des Wahlleiters gegeben (${cite('kwg34.4.s1')}); ${body.nom} trifft daraufhin die Feststellung selbst (${cite('kwg34.4.s3')}).`,
              ` An objection also lies against the returning officer's inaction (${cite('kwg34.4.s1')}); ${body.en} then makes the determination itself (${cite('kwg34.4.s3')}).`,
            )
          : pick(lang, ` Über ihn hat ${body.nom} zu beschließen (${cite('kwg34.4.s2')}, ${cite('kwg26')}).`, ` ${capital(body.en)} must decide on it (${cite('kwg34.4.s2')}, ${cite('kwg26')}).`)
      return pick(
        lang,
        `Der am ${when} ${objectionForm(lang, e.form)} eingelegte ${what} ${support}. Er ist zulässig: ${inTime}formgerecht eingelegt und${onDate(lang, e.reasonedOn)} im Einzelnen begründet (${cite('kwg25.2')}).${quorum}${consequence}`,
        `The ${what} lodged ${objectionForm(lang, e.form)} on ${when} ${support}. It is admissible [zulässig]: ${inTime}lodged in due form and reasoned in detail${onDate(lang, e.reasonedOn)} (${cite('kwg25.2')}).${quorum}${consequence}`,
      )
    }),
  rejected: (t, e, error, a) =>
    para('procedure.objection.rejected', (cite) => {
      const { what, support } = objectionHead(t, e)
      const form = objectionForm(t.lang, e.form)
      return pick(
        t.lang,
        `Der am ${t.when} ${form} eingelegte ${what} ${support}. Er ist unzulässig (${cite(error.rule)}). ${objectionRefusal(t, e, error, a, cite)}`,
        `The ${what} lodged ${form} on ${t.when} ${support}. It is inadmissible [unzulässig] (${cite(error.rule)}). ${objectionRefusal(t, e, error, a, cite)}`,
      )
    }),
}

// -------------------------------------------------------------------------------------
// decisions of the body and the court
// -------------------------------------------------------------------------------------

// The texts say "eines Monats" / "von einem Monat" / "one month": the rule's period of § 27 KWG is one month
// (`ACTION_PERIOD_MONTHS`, of the type 1), and this line stops compiling if it is ever anything else.
void (ACTION_PERIOD_MONTHS satisfies 1)

/** The month of § 27 KWG in words ("innerhalb eines Monats"; after "von", German has the dative "von einem Monat"). */
const monthWords = (lang: Lang): string => pick(lang, 'eines Monats', 'one month')

/** What the action of § 27 KWG lies against: the body's resolution on objections, or its own determination (§ 34 Abs. 4 Satz 3). */
type Contested = 'resolution' | 'determination'

/** § 27 KWG in full: who may sue, within what period, no Widerspruch. */
const actionSentence = (lang: Lang, cite: (n: 'kwg27') => string, contested: Contested = 'resolution'): string =>
  pick(
    lang,
    `Gegen ${contested === 'resolution' ? 'den Beschluss' : 'die Feststellung'} steht den Beteiligten und der Aufsichtsbehörde innerhalb ${monthWords(lang)} nach Zustellung oder Verkündung die Klage im Verwaltungsstreitverfahren zu; ein Widerspruch findet nicht statt (${cite('kwg27')}).`,
    `Against the ${contested} the persons concerned [Beteiligte] and the supervisory authority [Aufsichtsbehörde] may bring an action before the administrative court within ${monthWords(lang)} of its service or pronouncement; there is no Widerspruch (${cite('kwg27')}).`,
  )

/** When the body's decision becomes final without an action (R10): the end of the month and the day after. */
const finalitySentence = (lang: Lang, decided: IsoDate, servedOn: IsoDate | null, cite: (n: 'kwg27') => string, contested: Contested = 'resolution'): string => {
  const from = servedOn === null ? pick(lang, 'der Verkündung', 'its pronouncement') : pick(lang, `der Zustellung am ${formatDate(lang, servedOn)}`, `its service on ${formatDate(lang, servedOn)}`)
  const ends = formatDate(lang, actionPeriodEnd(decided, servedOn))
  const final = formatDate(lang, bodyDecisionFinalFrom(decided, servedOn))
  return pick(
    lang,
    `Die Klagefrist läuft von ${from} an und endet mit Ablauf des ${ends} (${cite('kwg27')}, §§ 187 Abs. 1, 188 Abs. 2, 3 BGB; fällt das Ende auf einen Sonnabend, Sonntag oder Feiertag, mit Ablauf des nächsten Werktages, § 57 Abs. 2 VwGO mit § 222 Abs. 2 ZPO); wird bis dahin keine Klage erhoben, ist ${contested === 'resolution' ? `der Beschluss am ${final} rechtskräftig` : `die Feststellung am ${final} unanfechtbar`}.`,
    `The period for an action runs from ${from} and ends at the end of ${ends} (${cite('kwg27')}, §§ 187(1), 188(2), (3) BGB; a last day on a Saturday, Sunday or holiday moves to the next working day, § 57(2) VwGO with § 222(2) ZPO); if no action is brought by then, the ${contested} is final on ${final}.`,
  )
}

const verbOf = (lang: Lang, d: Decision['decision']): string =>
  d === 'confirm' ? pick(lang, 'bestätigt', 'confirmed [bestätigt]') : d === 'annul' ? pick(lang, 'aufgehoben', 'annulled [aufgehoben]') : pick(lang, 'abgeändert', 'modified [abgeändert]')

/** Why a decision in review is refused (`src/rules/procedure/review.ts`). */
const decisionRefusal = (t: Told, e: Decision, error: RuleError, contested: Review['against'] | null): string => {
  if (error.code === 'alreadyCalled')
    return pick(t.lang, 'Wer darin als Nachfolger benannt ist, ist bereits Mitglied oder als Nachfolger berufen.', 'Whoever it names as successor is already a member or called as successor.')
  if (error.code === 'noAction')
    return contested === 'inaction'
      ? pick(
          t.lang,
          `Gegen die Feststellung ${t.body.gen} war keine Klage innerhalb ${monthWords(t.lang)} erhoben worden.`,
          `No action against the determination of ${t.body.en} had been brought within ${monthWords(t.lang)}.`,
        )
      : pick(t.lang, `Gegen den Beschluss war keine Klage innerhalb ${monthWords(t.lang)} erhoben worden.`, `No action against the resolution had been brought within ${monthWords(t.lang)}.`)
  if (error.code === 'servedBeforeDecision') return pick(t.lang, 'Er kann nicht vor seinem Datum zugestellt worden sein.', 'It cannot have been served before its date.')
  return e._tag === 'courtDecision'
    ? pick(t.lang, 'Es lag kein Beschluss der Vertretungskörperschaft vor, der zu überprüfen war.', 'There was no resolution of the representative body to review.')
    : pick(t.lang, 'Es lag kein zulässiger Einspruch vor, über den zu beschließen war.', 'There was no admissible objection to decide on.')
}

/** What the court's annulment leaves (P7): the returning officer's determination as before the resolution, or — the body's own determination annulled — none. */
const annulledLeaves = (lang: Lang, own: boolean, cite: (n: 'kwg34.3.s1') => string): string =>
  own
    ? pick(
        lang,
        ` Damit ist für den Sitz keine Feststellung in Kraft, sobald die Entscheidung rechtskräftig ist; der Wahlleiter hat ihn festzustellen (${cite('kwg34.3.s1')}).`,
        ` Once the decision is final, no determination is thus in force for the seat; the returning officer must determine it (${cite('kwg34.3.s1')}).`,
      )
    : pick(lang, ' Damit gilt die Feststellung des Wahlleiters so, wie sie vor dem Beschluss bestand.', " The returning officer's determination thus applies as it stood before the resolution.")

const DECISION: Teller<Decision, 'bodyDecision' | 'courtDecision'> = {
  accepted: (t, { event: e, effect }) =>
    para(
      e._tag === 'courtDecision' ? 'procedure.court' : 'procedure.decision',
      (cite) => {
        const { lang, body, when, p } = t
        const verb = verbOf(lang, e.decision)
        // the new outcome after the decision: "die Feststellung abgeändert: X rückt nach" / "modified the determination: X succeeds"
        const outcome = e.decision === 'modify' ? `: ${recordedOutcome(p.ix, lang, e.outcome, e.successor)}` : ''
        // the court decides on the body's decision (P7): its resolution on objections, or its own determination (§ 34 Abs. 4 Satz 3)
        const own = effect.review.against === 'inaction'
        const restored = e.decision === 'annul' ? annulledLeaves(lang, own, cite) : ''
        const contested = own ? pick(lang, `die Feststellung ${body.gen}`, `the determination of ${body.en}`) : pick(lang, `den Beschluss ${body.gen}`, `the resolution of ${body.en}`)
        return e._tag === 'courtDecision'
          ? pick(
              lang,
              `Am ${when} hat das Verwaltungsgericht im Verwaltungsstreitverfahren entschieden (${cite('kwg27')}) und ${contested} ${verb}${outcome}.${restored}`,
              `On ${when} the administrative court decided in an action [Verwaltungsstreitverfahren] (${cite('kwg27')}) and ${verb} ${contested}${outcome}.${restored}`,
            )
          : pick(
              lang,
              `Am ${when} hat ${body.nom} über den Einspruch beschlossen und die Feststellung ${verb}${outcome} (${cite('kwg34.4.s2')}, ${cite('kwg26')}). ${actionSentence(lang, cite)} ${finalitySentence(lang, e.date, e.servedOn, cite)}`,
              `On ${when} ${body.en} decided on the objection and ${verb} the determination${outcome} (${cite('kwg34.4.s2')}, ${cite('kwg26')}). ${actionSentence(lang, cite)} ${finalitySentence(lang, e.date, e.servedOn, cite)}`,
            )
      },
      e.successor === null ? [] : [e.successor],
    ),
  rejected: (t, e, error, _assessment, contested) =>
    para('procedure.decision.rejected', (cite) => {
      const what =
        e._tag === 'courtDecision' ? pick(t.lang, 'Die Entscheidung des Verwaltungsgerichts', 'The decision of the administrative court') : pick(t.lang, `Der Beschluss ${t.body.gen}`, `The resolution of ${t.body.en}`)
      return pick(t.lang, `${what} vom ${t.when} ist unbeachtlich (${cite(error.rule)}): ${decisionRefusal(t, e, error, contested)}`, `${what} of ${t.when} has no effect (${cite(error.rule)}): ${decisionRefusal(t, e, error, contested)}`)
    }),
}

// -------------------------------------------------------------------------------------
// finality
// -------------------------------------------------------------------------------------

/** What a final change does (§ 34 Abs. 5 and 6 KWG), after the head sentence. */
const changeText = (t: Told, review: AcceptedStep<'final'>['effect']['review'], from: Recorded | null, cite: (n: 'kwg34.5' | 'kwg34.6' | 'kwg33.4') => string): string => {
  const { lang, body, p } = t
  const ix = p.ix
  const oldHolder = from?.outcome === 'successor' ? from.successor : null
  const until =
    oldHolder === null
      ? pick(lang, `Bis dahin blieb der Sitz leer (${cite('kwg34.5')}).`, `Until then the seat stayed empty (${cite('kwg34.5')}).`)
      : pick(lang, `Bis dahin behielt ${nameOf(ix, oldHolder)} den Sitz (${cite('kwg34.5')}); ${nameOf(ix, oldHolder)} scheidet mit diesem Tag aus.`, `Until then ${nameOf(ix, oldHolder)} kept the seat (${cite('kwg34.5')}); ${nameOf(ix, oldHolder)} leaves on that day.`)
  const valid = pick(
    lang,
    `Die Rechtswirksamkeit der bisherigen Beschlüsse ${body.gen}${oldHolder === null ? '' : ` und der bisherigen Tätigkeit von ${nameOf(ix, oldHolder)}`} wird nicht berührt (${cite('kwg34.6')}, ${cite('kwg33.4')}).`,
    `The validity of the earlier resolutions of ${body.en}${oldHolder === null ? '' : ` and of the activity of ${nameOf(ix, oldHolder)}`} is not affected (${cite('kwg34.6')}, ${cite('kwg33.4')}).`,
  )
  const change =
    review.decision === 'annul'
      ? pick(
          lang,
          `Die Feststellung ist aufgehoben; der Sitz ist neu festzustellen${oldHolder === null ? '' : `, und ${nameOf(ix, oldHolder)} gilt als nicht wirksam berufen (hier vertretene Auffassung)`}.`,
          `The determination is annulled; the seat must be determined anew${oldHolder === null ? '' : `, and ${nameOf(ix, oldHolder)} counts as not validly called (the view taken here)`}.`,
        )
      : pick(
          lang,
          `Von diesem Tag an gilt die geänderte Feststellung: ${recordedOutcome(ix, lang, review.outcome, review.successor)}.${from?.outcome === 'vacant' ? ` Weil der Sitz nicht mehr leer bleibt, erhöht sich die gesetzliche Mitgliederzahl wieder um eins (Projektentscheidung, spec/procedure.md).` : ''}`,
          `From that day the modified determination applies: ${recordedOutcome(ix, lang, review.outcome, review.successor)}.${from?.outcome === 'vacant' ? ' As the seat no longer stays empty, the legal member count rises again by one (project choice, spec/procedure.md).' : ''}`,
        )
  return `${change} ${until} ${valid}`
}

const ACTION: Teller<Action, 'action'> = {
  accepted: (t, { effect }) =>
    para('procedure.action', (cite) =>
      effect.against === 'inaction'
        ? pick(
            t.lang,
            `Am ${t.when} ist gegen die Feststellung ${t.body.gen} innerhalb der Frist Klage im Verwaltungsstreitverfahren erhoben worden (${cite('kwg27')}). Die Feststellung wird daher nicht mit dem Ablauf der Frist unanfechtbar; bis zur rechtskräftigen Entscheidung bleibt es bei ihr (${cite('kwg34.5')}).`,
            `On ${t.when} an action before the administrative court against the determination of ${t.body.en} was brought in time (${cite('kwg27')}). The determination therefore does not become final when the period ends; until a final decision it stands (${cite('kwg34.5')}).`,
          )
        : pick(
            t.lang,
            `Am ${t.when} ist gegen den Beschluss ${t.body.gen} innerhalb der Frist Klage im Verwaltungsstreitverfahren erhoben worden (${cite('kwg27')}). Der Beschluss wird daher nicht mit dem Ablauf der Frist rechtskräftig; bis zur rechtskräftigen Entscheidung bleibt es bei der Feststellung (${cite('kwg34.5')}).`,
            `On ${t.when} an action before the administrative court against the resolution of ${t.body.en} was brought in time (${cite('kwg27')}). The resolution therefore does not become final when the period ends; until a final decision the determination stands (${cite('kwg34.5')}).`,
          ),
    ),
  rejected: (t, _e, error, _assessment, contested) =>
    para('procedure.action.rejected', (cite) => {
      const why =
        error.code === 'actionOutOfTime'
          ? contested === 'inaction'
            ? pick(t.lang, `Die Frist ${monthWords(t.lang)} war abgelaufen; die Feststellung ${t.body.gen} ist unanfechtbar.`, `The period of ${monthWords(t.lang)} had ended; the determination of ${t.body.en} is final.`)
            : pick(t.lang, `Die Frist ${monthWords(t.lang)} war abgelaufen; der Beschluss ist rechtskräftig.`, `The period of ${monthWords(t.lang)} had ended; the resolution is final.`)
          : error.code === 'alreadyFinal'
            ? pick(t.lang, 'Die Entscheidung war bereits rechtskräftig.', 'The decision was already final.')
            : pick(t.lang, `Es lag kein Beschluss ${t.body.gen} vor, gegen den die Klage gegeben war.`, `There was no resolution of ${t.body.en} against which an action lay.`)
      return pick(t.lang, `Die am ${t.when} verzeichnete Klage ist unbeachtlich (${cite(error.rule)}): ${why}`, `The action recorded for ${t.when} has no effect (${cite(error.rule)}): ${why}`)
    }),
}

const FINAL: Teller<Final, 'final'> = {
  accepted: (t, { event, effect }) =>
    para('procedure.final', (cite) => {
      const computed = event.synthetic
        ? pick(
            t.lang,
            `Die Klagefrist von einem Monat (${cite('kwg27')}) endete mit Ablauf des ${formatDate(t.lang, dayBefore(event.date))}, ohne dass Klage erhoben wurde. `,
            `The period of ${monthWords(t.lang)} for an action (${cite('kwg27')}) ended at the end of ${formatDate(t.lang, dayBefore(event.date))} without an action. `,
          )
        : ''
      const head = `${computed}${pick(t.lang, `Am ${t.when} ist die Entscheidung im Wahlprüfungsverfahren rechtskräftig geworden.`, `On ${t.when} the decision in the review proceedings became final [rechtskräftig].`)}`
      // the court annulled the body's resolution (P7): the returning officer's determination stands. Only the court's
      // annulment leaves the determination unchanged: the body's annulment, and the court's of the body's own
      // determination, change it (`effect.change` is not null), so `decision === 'annul'` here is the court's
      const restored = effect.review.decision === 'annul'
      const stands = restored
        ? pick(
            t.lang,
            `Der Beschluss ${t.body.gen} ist aufgehoben; die Feststellung des Wahlleiters bleibt bestehen (${cite('kwg34.5')}).`,
            `The resolution of ${t.body.en} is annulled; the returning officer's determination stands (${cite('kwg34.5')}).`,
          )
        : pick(t.lang, `Die Feststellung ist bestätigt und bleibt bestehen (${cite('kwg34.5')}).`, `The determination is confirmed and stands (${cite('kwg34.5')}).`)
      return effect.change === null
        ? `${head} ${stands}`
        : `${head} ${changeText(t, effect.review, effect.change.from, cite)}`
    }),
  rejected: (t, _e, error, _assessment, contested) =>
    para('procedure.final.rejected', (cite) => {
      const why =
        error.code === 'alreadyFinal'
          ? pick(t.lang, 'Die Entscheidung war bereits rechtskräftig.', 'The decision was already final.')
          : error.code === 'periodRunning'
            ? contested === 'inaction'
              ? pick(
                  t.lang,
                  `Die Klagefrist von einem Monat lief noch; ohne Klage wird die Feststellung ${t.body.gen} mit dem Ablauf der Frist von selbst unanfechtbar (${cite('kwg27')}).`,
                  `The period of ${monthWords(t.lang)} for an action was still running; without an action the determination of ${t.body.en} becomes final by itself when it ends (${cite('kwg27')}).`,
                )
              : pick(
                  t.lang,
                  `Die Klagefrist von einem Monat lief noch; ohne Klage wird der Beschluss mit ihrem Ablauf von selbst rechtskräftig (${cite('kwg27')}).`,
                  `The period of ${monthWords(t.lang)} for an action was still running; without an action the resolution becomes final by itself when it ends (${cite('kwg27')}).`,
                )
            : pick(t.lang, 'Es gab kein Wahlprüfungsverfahren, das rechtskräftig werden konnte.', 'There were no review proceedings that could become final.')
      return pick(t.lang, `Die für den ${t.when} verzeichnete Rechtskraft ist unbeachtlich (${cite(error.rule)}): ${why}`, `The finality recorded for ${t.when} has no effect (${cite(error.rule)}): ${why}`)
    }),
}

// -------------------------------------------------------------------------------------
// the procedure of one vacancy
// -------------------------------------------------------------------------------------

/** One teller per kind of procedure event. */
const TELLERS = {
  determination: DETERMINATION,
  announcement: ANNOUNCEMENT,
  objection: OBJECTION,
  bodyDecision: DECISION,
  courtDecision: DECISION,
  action: ACTION,
  final: FINAL,
} as const satisfies Readonly<Record<ProcedureEvent['_tag'], unknown>>

/** The paragraph of one step, by the teller of its kind. */
const tell = (t: Told, s: Step & { readonly event: ProcedureEvent }): Paragraph => {
  const teller = TELLERS[s.event._tag] as Teller<ProcedureEvent, ProcedureEvent['_tag']>
  return s._tag === 'accepted' ? teller.accepted(t, s as AcceptedStep<ProcedureEvent['_tag']>) : teller.rejected(t, s.event, s.error, s.assessment, s.contested)
}

/** On the decision date, after the recorded steps: Abs. 5 while the review is pending, the objection period while it runs. */
const onTheDate = (p: ProcedureInput, lang: Lang, st: VacancyState): ReadonlyArray<Paragraph> => {
  const pending = st.review !== null && st.review.final === null
  const holder = st.determination?.successor ?? null
  const abs5 = para('procedure.abs5', (cite) =>
    holder !== null
      ? pick(
          lang,
          `Am Stichtag ist noch nicht rechtskräftig entschieden. Bis dahin behält ${nameOf(p.ix, holder)} den Sitz (${cite('kwg34.5')}).`,
          `On the decision date there is no final decision yet. Until then ${nameOf(p.ix, holder)} keeps the seat (${cite('kwg34.5')}).`,
        )
      : pick(lang, `Am Stichtag ist noch nicht rechtskräftig entschieden; bis dahin bleibt es bei der Feststellung (${cite('kwg34.5')}).`, `On the decision date there is no final decision yet; until then the determination stands (${cite('kwg34.5')}).`),
  )
  const end = st.objectionPeriodEnds
  const running =
    end === null || pending || end < p.asOf
      ? []
      : [
          para('procedure.period', (cite) =>
            pick(lang, `Am Stichtag läuft die Einspruchsfrist noch; sie endet mit Ablauf des ${formatDate(lang, end)} (${cite('kwg25.1')}).`, `On the decision date the objection period is still running; it ends at the end of ${formatDate(lang, end)} (${cite('kwg25.1')}).`),
          ),
        ]
  return [...(pending ? [abs5] : []), ...running]
}

/** The causes whose time of leaving depends on the procedure (§ 33 Abs. 3 Nr. 1 and 2 KWG). */
const LEAVES_BY_PROCEDURE: ReadonlySet<VacancyState['cause']> = new Set(['seatWaiver', 'eligibilityLost', 'officeCapacityLost', 'incompatibility'])

/** When the member left, where the procedure decides it (§ 33 Abs. 3 KWG). */
const leftOnParagraph = (p: ProcedureInput, lang: Lang, st: VacancyState): Paragraph | null => {
  if (!LEAVES_BY_PROCEDURE.has(st.cause) || st.determination === null) return null
  const left = st.leftOn
  return para('procedure.leftOn', (cite) =>
    left === null
      ? pick(
          lang,
          `${label(p.ix, lang, p.vacancy)} hat den Sitz am Stichtag noch inne: Der Zeitpunkt des Ausscheidens ist noch nicht erreicht (${cite('kwg33.3')}).`,
          `${label(p.ix, lang, p.vacancy)} still holds the seat on the decision date: the time of leaving has not come yet (${cite('kwg33.3')}).`,
        )
      : pick(
          lang,
          `${nameOf(p.ix, p.vacancy)} hatte den Sitz bis zum Ablauf des ${formatDate(lang, dayBefore(left))} inne (${cite('kwg33.3')}).`,
          `${nameOf(p.ix, p.vacancy)} held the seat until the end of ${formatDate(lang, dayBefore(left))} (${cite('kwg33.3')}).`,
        ),
  )
}

/**
 * The recorded procedure of the vacancy, step by step; then Abs. 5 and what
 * is still due.
 *
 * @category texts @since 0.1.0
 */
export const procedureBlocks = (p: ProcedureInput, lang: Lang): ReadonlyArray<Block> => {
  const body = bodyNoun(p.ix.case.body.kind)
  const steps = procedureSteps(p)
  const told = steps.map((s) => tell({ p, lang, body, when: formatDate(lang, s.event.date) }, s))
  const st = p.state
  const leftOn = st === null ? null : leftOnParagraph(p, lang, st)
  const after = st === null ? [] : onTheDate(p, lang, st)
  const due = steps.length === 0 && p.lawful !== null ? dueSteps(p, p.lawful, lang, pick(lang, body.nom, body.en)) : []
  return [...(leftOn === null ? [] : [leftOn]), ...told, ...after, ...due]
}

/** A pending decision in words. */
const pendingWords = (lang: Lang, d: Determination): string =>
  d._tag === 'lotRequired' ? pick(lang, 'das Los ist zu ziehen', 'the lot must be drawn') : pick(lang, 'der Nachweis ist abzuwarten', 'the proof must be awaited')

/** Nothing recorded yet: what the returning officer must do, and the remedies. */
const dueSteps = (p: ProcedureInput, d: Determination, lang: Lang, bodyName: string): ReadonlyArray<Paragraph> => {
  const ix = p.ix
  const c = ix.case
  if (d._tag === 'noSuccession')
    return [
      para('procedure.due', (cite) =>
        d.reason === 'kwg33.1.n4'
          ? pick(
              lang,
              `Eine Feststellung über einen Nachfolger nach ${cite('kwg34.3.s1')} ist nicht zu treffen, weil § 34 KWG beim Ausscheiden nach ${cite('kwg33.1.n4')} nicht gilt.`,
              `No determination of a successor under ${cite('kwg34.3.s1')} is to be made, because § 34 KWG does not apply to leaving under ${cite('kwg33.1.n4')}.`,
            )
          : pick(
              lang,
              `Mangels wirksamen Verzichts scheidet ${nameOf(ix, d.vacancy)} nicht aus (${cite('kwg33.2')}); eine Feststellung nach ${cite('kwg34.3.s1')} ist nicht zu treffen.`,
              `Without an effective waiver ${nameOf(ix, d.vacancy)} does not leave (${cite('kwg33.2')}); no determination under ${cite('kwg34.3.s1')} is to be made.`,
            ),
      ),
    ]
  if (d._tag === 'awaitingProof' || d._tag === 'lotRequired')
    return [
      para('procedure.due', (cite) =>
        pick(
          lang,
          `Eine Feststellung nach ${cite('kwg34.3.s1')} kann der Wahlleiter erst treffen, wenn ${d._tag === 'awaitingProof' ? 'der Nachweis eingegangen oder die Frist abgelaufen ist' : 'das Los gezogen ist'} (derzeit: ${pendingWords(lang, d)}).`,
          `The returning officer can make the determination under ${cite('kwg34.3.s1')} only when ${d._tag === 'awaitingProof' ? 'the proof has arrived or the period has ended' : 'the lot has been drawn'} (now: ${pendingWords(lang, d)}).`,
        ),
      ),
    ]
  const who = d._tag === 'successor' ? nameOf(ix, d.successor) : null
  return [
    para('procedure.due', (cite) =>
      pick(
        lang,
        `Der Wahlleiter hat das Ausscheiden von ${nameOf(ix, d.vacancy)} und ${who === null ? 'das Leerbleiben des Sitzes' : `das Nachrücken von ${who}`} festzustellen (${cite('kwg34.3.s1')}).${who === null ? '' : ` ${who} erwirbt die Rechtsstellung eines Vertreters mit dieser Feststellung (${cite('kwg34.3.s2')}, ${cite('kwg23.1')}).`} Stellt der Wahlleiter nicht fest, obwohl die Voraussetzungen vorliegen, ist der Einspruch auch gegen seine Untätigkeit gegeben (${cite('kwg34.4.s1')}), und ${bodyName} trifft die Feststellung (${cite('kwg34.4.s3')}).`,
        `The returning officer must determine the departure of ${nameOf(ix, d.vacancy)} and ${who === null ? 'that the seat stays empty' : `that ${who} succeeds`} (${cite('kwg34.3.s1')}).${who === null ? '' : ` ${who} acquires the status of a representative with this determination (${cite('kwg34.3.s2')}, ${cite('kwg23.1')}).`} If the returning officer does not determine although the requirements are met, an objection lies against the inaction (${cite('kwg34.4.s1')}), and ${bodyName} makes the determination (${cite('kwg34.4.s3')}).`,
      ),
    ),
    para('procedure.remedies', (cite) =>
      pick(
        lang,
        `Die Feststellung ist öffentlich bekannt zu machen. Jede wahlberechtigte Person des Wahlkreises kann binnen einer Ausschlussfrist von zwei Wochen nach der Bekanntmachung Einspruch einlegen (${cite('kwg34.4.s1')}, ${cite('kwg25.1')}); wer nicht die Verletzung eigener Rechte geltend macht, braucht die Unterstützung von ${quorumText(lang, quorumOf(c.body.eligibleVoters))}. Der Einspruch ist schriftlich oder zur Niederschrift beim Wahlleiter einzulegen und innerhalb der Frist im Einzelnen zu begründen (${cite('kwg25.2')}). Über ihn beschließt ${bodyName} (${cite('kwg34.4.s2')}, ${cite('kwg26')}); gegen den Beschluss steht den Beteiligten und der Aufsichtsbehörde innerhalb ${monthWords(lang)} nach Zustellung oder Verkündung die Klage im Verwaltungsstreitverfahren zu, ein Widerspruchsverfahren findet nicht statt (${cite('kwg27')}). Bis zur rechtskräftigen Entscheidung ${who === null ? 'bleibt der Sitz leer' : `behält ${who} den Sitz`} (${cite('kwg34.5')}).`,
        `The determination must be publicly announced. Anyone entitled to vote in the electoral area [des Wahlkreises] may object within an exclusion period [Ausschlussfrist] of two weeks of the announcement (${cite('kwg34.4.s1')}, ${cite('kwg25.1')}); an objector who does not claim a violation of own rights needs the support of ${quorumText(lang, quorumOf(c.body.eligibleVoters))}. The objection is lodged in writing or on record with the returning officer and must be reasoned in detail within the period (${cite('kwg25.2')}). ${capital(bodyName)} decides on it (${cite('kwg34.4.s2')}, ${cite('kwg26')}); against that resolution the persons concerned and the supervisory authority may bring an action before the administrative court within ${monthWords(lang)} of its service or pronouncement; there is no Widerspruch (${cite('kwg27')}). Until a final decision ${who === null ? 'the seat stays empty' : `${who} keeps the seat`} (${cite('kwg34.5')}).`,
      ),
    ),
  ]
}
