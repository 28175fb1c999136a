/**
 * The procedure of § 34 Abs. 3 to 6 KWG as prose, for one vacancy: the
 * recorded determination (and whether it is lawful), the announcement and
 * the objection period, each objection with its admissibility and the
 * support quorum, the decisions of the body and the court, finality, and
 * Abs. 5 and 6 — or, where nothing is recorded yet, the steps still due.
 *
 * @example
 * import { procedureBlocks } from './steps.js'
 * procedureBlocks(input, 'de')
 *
 * @since 0.2.0
 */
import type { CandidateId, IsoDate } from '../domain/brand.js'
import { addDays } from '../domain/date.js'
import type { Determination } from '../domain/determination.js'
import type { CaseError } from '../domain/error.js'
import type { CaseEvent, Objection } from '../domain/events.js'
import type { Finding } from '../procedure/audit.js'
import { supportQuorum } from '../procedure/quorum.js'
import type { VacancyState } from '../procedure/state.js'
import { type Block, type Lang, type Paragraph, para } from './document.js'
import { type CaseIndex, capital, label, nameOf, objectionForm, recordedOutcome } from './facts.js'
import { bodyNoun, formatDate, formatNumber, onDate, pick } from './words.js'

/** Two weeks (§ 25 Abs. 1 KWG). */
const PERIOD = 14

/** What the procedure text needs to know about one vacancy. @category model @since 0.2.0 */
export interface ProcedureInput {
  readonly ix: CaseIndex
  readonly vacancy: CandidateId
  /** the index of the departure event (procedure events after it, up to the member's next departure, are this vacancy's) or null for a departure made by the engine */
  readonly departureIndex: number | null
  readonly asOf: IsoDate
  /** events rejected by the record, by event index */
  readonly rejected: ReadonlyMap<number, CaseError>
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
 * @category texts @since 0.2.0
 */
export const quorumText = (lang: Lang, eligibleVoters: number | null): string => {
  const q = supportQuorum(eligibleVoters)
  // Stryker disable next-line ConditionalExpression: `supportQuorum` is null exactly when the number of voters is null, so the other half decides (`q === null` narrows the type; the disable also hides the mutants of the other half, which the tests kill)
  if (q === null || eligibleVoters === null)
    return pick(
      lang,
      'so vielen Wahlberechtigten, wie das Gesetz verlangt (1 vom Hundert der Wahlberechtigten, mindestens 5, bei mehr als 10.000 Wahlberechtigten 100; die Zahl der Wahlberechtigten ist nicht angegeben)',
      'as many persons entitled to vote as the law requires (1 per cent of those entitled to vote, at least 5, or 100 where more than 10,000 are entitled to vote; the number is not given)',
    )
  const n = formatNumber(lang, eligibleVoters)
  if (eligibleVoters > 10_000)
    return pick(lang, `${q} Wahlberechtigten (bei ${n} Wahlberechtigten, also mehr als 10.000)`, `${q} persons entitled to vote (with ${n} entitled to vote, more than 10,000)`)
  const exact = eligibleVoters % 100 === 0
  // 1 per cent below 5 (fewer than 500 voters): the minimum applies
  return eligibleVoters < 500
    ? pick(lang, `5 Wahlberechtigten (1 vom Hundert von ${n} Wahlberechtigten, mindestens 5)`, `5 persons entitled to vote (1 per cent of ${n}, at least 5)`)
    : pick(
        lang,
        `${q} Wahlberechtigten (1 vom Hundert von ${n} Wahlberechtigten${exact ? '' : ', aufgerundet'})`,
        `${q} persons entitled to vote (1 per cent of ${n}${exact ? '' : ', rounded up'})`,
      )
}

const indexOfPath = (path: string): number | null => {
  const m = /^events\[(\d+)\]/.exec(path)
  return m === null ? null : Number(m[1])
}

/** Rejected errors by event index. @category combinators @since 0.2.0 */
export const rejectedByEvent = (errors: ReadonlyArray<CaseError>): ReadonlyMap<number, CaseError> => {
  const out = new Map<number, CaseError>()
  for (const e of errors) {
    const i = indexOfPath(e.path)
    if (i !== null && !out.has(i)) out.set(i, e)
  }
  return out
}

/** A pending decision in words. */
const pendingWords = (lang: Lang, d: Determination): string =>
  d._tag === 'lotRequired' ? pick(lang, 'das Los ist zu ziehen', 'the lot must be drawn') : pick(lang, 'der Nachweis ist abzuwarten', 'the proof must be awaited')

const objectionRejection = (p: ProcedureInput, lang: Lang, e: Objection, err: CaseError, periodEnd: IsoDate | null): string => {
  const c = p.ix.case
  switch (err.code) {
    case 'objectionLate': {
      // the date in the reader's language, once (pick evaluates both templates)
      const end = onDate(lang, periodEnd, '', '')
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
      return c.body.eligibleVoters === null
        ? pick(
            lang,
            'Der Einspruchsführer macht keine Verletzung eigener Rechte geltend und braucht daher Unterstützer; ihre erforderliche Zahl lässt sich ohne die Zahl der Wahlberechtigten nicht bestimmen.',
            'The objector claims no violation of own rights and therefore needs supporters; their required number cannot be computed without the number of persons entitled to vote.',
          )
        : pick(
            lang,
            `Der Einspruchsführer macht keine Verletzung eigener Rechte geltend; der Einspruch ist nur von ${formatNumber(lang, e.supporters)} Wahlberechtigten unterstützt, erforderlich ist die Unterstützung von ${quorumText(lang, c.body.eligibleVoters)}.`,
            `The objector claims no violation of own rights; the objection is supported by only ${formatNumber(lang, e.supporters)} persons entitled to vote, while the support of ${quorumText(lang, c.body.eligibleVoters)} is required.`,
          )
    case 'objectionNoInaction':
      return pick(
        lang,
        'Der Wahlleiter war nicht untätig: Eine Feststellung lag bereits vor.',
        'The returning officer was not inactive: a determination had already been made.',
      )
    default:
      return err.message
  }
}

const objectionNorm = (code: string): 'kwg25.1' | 'kwg25.2' | 'kwg34.4.s1' =>
  code === 'objectionForm' || code === 'objectionUnreasoned' ? 'kwg25.2' : code === 'objectionNoInaction' ? 'kwg34.4.s1' : 'kwg25.1'

/**
 * The own time of a vacancy, as positions in the application order (`from`
 * inclusive, `to` exclusive): after its departure, up to the member's next
 * departure that is not rejected (one can follow a void seat waiver,
 * § 33 Abs. 2 KWG) or to the end.
 *
 * @category combinators @since 0.2.0
 */
export const ownTime = (ix: CaseIndex, vacancy: CandidateId, departureIndex: number | null, rejected: ReadonlyMap<number, CaseError>): { readonly from: number; readonly to: number } => {
  // a departure made by the engine (§ 23 Abs. 2 Satz 3 KWG) has no place among the events: its time is the whole
  // file (a procedure event before it is rejected, and so is a departure after it: memberLeftTwice)
  if (departureIndex === null) return { from: 0, to: ix.ordered.length }
  const from = ix.ordered.findIndex((e) => e.index === departureIndex) + 1
  const next = ix.ordered.findIndex((e, i) => i >= from && e._tag === 'memberLeft' && e.member === vacancy && !rejected.has(e.index))
  return { from, to: next === -1 ? ix.ordered.length : next }
}

/**
 * The recorded procedure of the vacancy, step by step; then Abs. 5 and what
 * is still due.
 *
 * @category texts @since 0.2.0
 */
export const procedureBlocks = (p: ProcedureInput, lang: Lang): ReadonlyArray<Block> => {
  const { ix, vacancy, asOf } = p
  const c = ix.case
  const body = bodyNoun(c.body.kind)
  const bodyName = pick(lang, body.nom, body.en)
  const { from, to } = ownTime(ix, vacancy, p.departureIndex, p.rejected)
  const events = ix.ordered
    .slice(from, to)
    .filter((e): e is Extract<CaseEvent, { vacancy: CandidateId }> => e.date <= asOf && e._tag !== 'lotDrawn' && 'vacancy' in e && e.vacancy === vacancy)
  const out: Paragraph[] = []
  let announced: IsoDate | null = null
  let standing: { outcome: string; successor: CandidateId | null } | null = null
  let review: { decision: string; outcome: string | null; successor: CandidateId | null; by: 'body' | 'court' } | null = null
  for (const e of events) {
    const err = p.rejected.get(e.index)
    const when = formatDate(lang, e.date)
    switch (e._tag) {
      case 'determination': {
        if (err !== undefined) {
          const norm = err.rule ?? 'kwg34.3.s1'
          // alreadyCalled is raised only for a determination that names a successor (src/procedure/record.ts)
          out.push(
            para('procedure.determination.rejected', (cite) =>
              pick(
                lang,
                `Die am ${when} verzeichnete Feststellung (${recordedOutcome(ix, lang, e.outcome, e.successor)}) ist unbeachtlich (${cite(norm)}): ${err.code === 'bodyNotCompetent' ? `${capital(body.nom)} darf nur auf einen zulässigen Einspruch wegen Untätigkeit des Wahlleiters selbst feststellen.` : err.code === 'alreadyDetermined' ? 'Es lag bereits eine Feststellung vor, die nicht aufgehoben war.' : err.code === 'alreadyCalled' ? `${nameOf(ix, e.successor as CandidateId)} ist bereits Mitglied oder berufen.` : err.message}`,
                `The determination recorded on ${when} (${recordedOutcome(ix, lang, e.outcome, e.successor)}) has no effect (${cite(norm)}): ${err.message}.`,
              ),
            ),
          )
          break
        }
        standing = { outcome: e.outcome, successor: e.successor }
        announced = null
        const finding = p.findings.get(e.index)
        out.push(
          para(
            'procedure.determination',
            (cite) => {
              const who = e.by === 'body' ? capital(pick(lang, body.nom, body.en)) : pick(lang, 'der Wahlleiter', 'the returning officer [Wahlleiter]')
              const norm = e.by === 'body' ? cite('kwg34.4.s3') : cite('kwg34.3.s1')
              const status =
                // a named successor comes only with the outcome "successor" (the codec checks it)
                e.successor !== null
                  ? pick(
                      lang,
                      ` Mit der Feststellung erwirbt ${nameOf(ix, e.successor)} die Rechtsstellung eines Vertreters (${cite('kwg34.3.s2')}, ${cite('kwg23.1')}).`,
                      ` With the determination ${nameOf(ix, e.successor)} acquires the status of a representative (${cite('kwg34.3.s2')}, ${cite('kwg23.1')}).`,
                    )
                  : ''
              const verdict =
                finding !== undefined
                  ? pick(
                      lang,
                      ` Diese Feststellung weicht vom Gesetz ab (${cite(finding.rule)}); rechtmäßig wäre gewesen: ${recordedOutcome(ix, lang, finding.lawful.outcome, finding.lawful.successor)}. Sie ist gleichwohl maßgeblich, bis im Wahlprüfungsverfahren rechtskräftig entschieden ist (${cite('kwg34.5')}).`,
                      ` This determination deviates from the law (${cite(finding.rule)}); lawful would have been: ${recordedOutcome(ix, lang, finding.lawful.outcome, finding.lawful.successor)}. It nevertheless stands until the review proceedings end with a final decision (${cite('kwg34.5')}).`,
                    )
                  : p.audited
                    ? pick(lang, ' Sie entspricht dem Gesetz.', ' It conforms to the law.')
                    : ''
              return pick(
                lang,
                `Am ${when} hat ${who} festgestellt: ${recordedOutcome(ix, lang, e.outcome, e.successor)} (${norm}).${status}${verdict}`,
                `On ${when} ${who} determined: ${recordedOutcome(ix, lang, e.outcome, e.successor)} (${norm}).${status}${verdict}`,
              )
            },
            e.successor === null ? [] : [e.successor],
          ),
        )
        break
      }
      case 'announcement': {
        if (err !== undefined) {
          out.push(
            para('procedure.announcement.rejected', (cite) =>
              pick(lang, `Die Bekanntmachung vom ${when} geht ins Leere: Es lag keine Feststellung vor (${cite('kwg34.3.s1')}).`, `The announcement of ${when} is void: there was no determination (${cite('kwg34.3.s1')}).`),
            ),
          )
          break
        }
        announced = e.date
        const end = addDays(e.date, PERIOD)
        out.push(
          para('procedure.announcement', (cite) =>
            pick(
              lang,
              `Am ${when} wurde die Feststellung öffentlich bekannt gemacht. Damit begann die Einspruchsfrist von zwei Wochen (${cite('kwg34.4.s1')}, ${cite('kwg25.1')}); sie ${end < asOf ? 'endete' : 'endet'} mit Ablauf des ${formatDate(lang, end)}. Nach der hier vertretenen Auffassung verlängert sie sich nicht wegen Wochenenden oder Feiertagen (Lesart R5, §§ 187, 188 BGB).`,
              `On ${when} the determination was publicly announced [öffentlich bekannt gemacht]. This started the two-week objection period (${cite('kwg34.4.s1')}, ${cite('kwg25.1')}); it ${end < asOf ? 'ended' : 'ends'} at the end of ${formatDate(lang, end)}. According to the view taken here it is not extended for weekends or holidays (reading R5, §§ 187, 188 BGB).`,
            ),
          ),
        )
        break
      }
      case 'objection': {
        const periodEnd = announced === null ? null : addDays(announced, PERIOD)
        const what =
          e.against === 'determination'
            ? pick(lang, 'Einspruch gegen die Feststellung', 'objection against the determination')
            : pick(lang, 'Einspruch gegen die Untätigkeit des Wahlleiters', "objection against the returning officer's inaction [Untätigkeit]")
        const support = e.ownRights
          ? pick(lang, 'macht die Verletzung eigener Rechte geltend', 'claims a violation of own rights')
          : pick(lang, `ist von ${formatNumber(lang, e.supporters)} Wahlberechtigten unterstützt`, `is supported by ${formatNumber(lang, e.supporters)} persons entitled to vote`)
        if (err !== undefined) {
          const norm = objectionNorm(err.code)
          out.push(
            para('procedure.objection.rejected', (cite) =>
              pick(
                lang,
                `Der am ${when} ${objectionForm(lang, e.form)} eingelegte ${what} ${support}. Er ist unzulässig (${cite(norm)}). ${objectionRejection(p, lang, e, err, periodEnd)}`,
                `The ${what} lodged ${objectionForm(lang, e.form)} on ${when} ${support}. It is inadmissible [unzulässig] (${cite(norm)}). ${objectionRejection(p, lang, e, err, periodEnd)}`,
              ),
            ),
          )
          break
        }
        out.push(
          para('procedure.objection', (cite) => {
            const inTime =
              e.against === 'determination' && periodEnd !== null
                ? pick(lang, `fristgerecht (bis zum Ablauf des ${formatDate(lang, periodEnd)}) und `, `in time (by the end of ${formatDate(lang, periodEnd)}) and `)
                : ''
            const quorum = e.ownRights
              ? ''
              : pick(lang, ` Erforderlich ist die Unterstützung von ${quorumText(lang, c.body.eligibleVoters)} (${cite('kwg25.1')}).`, ` The support of ${quorumText(lang, c.body.eligibleVoters)} is required (${cite('kwg25.1')}).`)
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
        )
        break
      }
      case 'bodyDecision':
      case 'courtDecision': {
        const court = e._tag === 'courtDecision'
        if (err !== undefined) {
          const norm = err.rule ?? 'kwg26'
          const what = court ? pick(lang, 'Die Entscheidung des Verwaltungsgerichts', 'The decision of the administrative court') : pick(lang, `Der Beschluss ${body.gen}`, `The resolution of ${body.en}`)
          out.push(
            para('procedure.decision.rejected', (cite) =>
              pick(
                lang,
                `${what} vom ${when} ist unbeachtlich (${cite(norm)}): ${err.code === 'alreadyCalled' ? 'Wer darin als Nachfolger benannt ist, ist bereits Mitglied oder als Nachfolger berufen.' : court ? 'Es lag kein Beschluss der Vertretungskörperschaft vor, der zu überprüfen war.' : 'Es lag kein zulässiger Einspruch vor, über den zu beschließen war.'}`,
                `${what} of ${when} has no effect (${cite(norm)}): ${err.message}.`,
              ),
            ),
          )
          break
        }
        review = { decision: e.decision, outcome: e.outcome, successor: e.successor, by: court ? 'court' : 'body' }
        const verb =
          e.decision === 'confirm'
            ? pick(lang, 'bestätigt', 'confirmed [bestätigt]')
            : e.decision === 'annul'
              ? pick(lang, 'aufgehoben', 'annulled [aufgehoben]')
              : pick(lang, 'abgeändert', 'modified [abgeändert]')
        // the new outcome after the decision: "die Feststellung abgeändert: X rückt nach" / "modified the determination: X succeeds"
        const outcome = e.decision === 'modify' ? `: ${recordedOutcome(ix, lang, e.outcome, e.successor)}` : ''
        out.push(
          para(
            court ? 'procedure.court' : 'procedure.decision',
            (cite) =>
              court
                ? pick(
                    lang,
                    `Am ${when} hat das Verwaltungsgericht im Verwaltungsstreitverfahren entschieden (${cite('kwg27')}) und die Feststellung ${verb}${outcome}; seine Entscheidung tritt an die Stelle des Beschlusses ${body.gen}.`,
                    `On ${when} the administrative court decided in an action [Verwaltungsstreitverfahren] (${cite('kwg27')}) and ${verb} the determination${outcome}; its decision takes the place of the resolution of ${body.en}.`,
                  )
                : pick(
                    lang,
                    `Am ${when} hat ${body.nom} über den Einspruch beschlossen und die Feststellung ${verb}${outcome} (${cite('kwg34.4.s2')}, ${cite('kwg26')}). Gegen den Beschluss ist das Verwaltungsstreitverfahren gegeben (${cite('kwg27')}).`,
                    `On ${when} ${body.en} decided on the objection and ${verb} the determination${outcome} (${cite('kwg34.4.s2')}, ${cite('kwg26')}). An action before the administrative court lies against the resolution (${cite('kwg27')}).`,
                  ),
            e.successor === null ? [] : [e.successor],
          ),
        )
        break
      }
      case 'final': {
        if (err !== undefined) {
          out.push(
            para('procedure.final.rejected', (cite) =>
              pick(lang, `Die für den ${when} verzeichnete Rechtskraft ist unbeachtlich (${cite('kwg34.5')}): ${err.code === 'alreadyFinal' ? 'Die Entscheidung war bereits rechtskräftig.' : 'Es gab kein Wahlprüfungsverfahren, das rechtskräftig werden konnte.'}`, `The finality recorded for ${when} has no effect (${cite('kwg34.5')}): ${err.message}.`),
            ),
          )
          break
        }
        const r = review
        const old = standing
        out.push(
          para('procedure.final', (cite) => {
            const head = pick(lang, `Am ${when} ist die Entscheidung im Wahlprüfungsverfahren rechtskräftig geworden.`, `On ${when} the decision in the review proceedings became final [rechtskräftig].`)
            if (r === null || r.decision === 'confirm')
              return `${head} ${pick(lang, `Die Feststellung ist bestätigt und bleibt bestehen (${cite('kwg34.5')}).`, `The determination is confirmed and stands (${cite('kwg34.5')}).`)}`
            const oldHolder = old?.outcome === 'successor' ? old.successor : null
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
              r.decision === 'annul'
                ? pick(
                    lang,
                    `Die Feststellung ist aufgehoben; der Sitz ist neu festzustellen${oldHolder === null ? '' : `, und ${nameOf(ix, oldHolder)} gilt als nicht wirksam berufen (Lesart R4)`}.`,
                    `The determination is annulled; the seat must be determined anew${oldHolder === null ? '' : `, and ${nameOf(ix, oldHolder)} counts as not validly called (reading R4)`}.`,
                  )
                : pick(
                    lang,
                    `Von diesem Tag an gilt die geänderte Feststellung: ${recordedOutcome(ix, lang, r.outcome, r.successor)}.${old?.outcome === 'vacant' ? ` Weil der Sitz nicht mehr leer bleibt, erhöht sich die gesetzliche Mitgliederzahl wieder um eins (Projektentscheidung, spec/procedure.md).` : ''}`,
                    `From that day the modified determination applies: ${recordedOutcome(ix, lang, r.outcome, r.successor)}.${old?.outcome === 'vacant' ? ' As the seat no longer stays empty, the legal member count rises again by one (project choice, spec/procedure.md).' : ''}`,
                  )
            return `${head} ${change} ${until} ${valid}`
          }),
        )
        // Stryker disable next-line StringLiteral: unreachable — the codec requires an outcome on every `modify` decision
        if (r !== null && r.decision === 'modify') standing = { outcome: r.outcome ?? 'vacant', successor: r.successor }
        else if (r !== null && r.decision === 'annul') standing = null
        review = null
        announced = null
        break
      }
    }
  }
  if (review !== null) {
    const s = standing
    out.push(
      para('procedure.abs5', (cite) =>
        s?.outcome === 'successor' && s.successor !== null
          ? pick(
              lang,
              `Am Stichtag ist noch nicht rechtskräftig entschieden. Bis dahin behält ${nameOf(ix, s.successor)} den Sitz (${cite('kwg34.5')}).`,
              `On the decision date there is no final decision yet. Until then ${nameOf(ix, s.successor)} keeps the seat (${cite('kwg34.5')}).`,
            )
          : pick(lang, `Am Stichtag ist noch nicht rechtskräftig entschieden; bis dahin bleibt es bei der Feststellung (${cite('kwg34.5')}).`, `On the decision date there is no final decision yet; until then the determination stands (${cite('kwg34.5')}).`),
      ),
    )
  }
  if (announced !== null && addDays(announced, PERIOD) >= asOf && review === null) {
    const end = addDays(announced, PERIOD)
    out.push(
      para('procedure.period', (cite) =>
        pick(lang, `Am Stichtag läuft die Einspruchsfrist noch; sie endet mit Ablauf des ${formatDate(lang, end)} (${cite('kwg25.1')}).`, `On the decision date the objection period is still running; it ends at the end of ${formatDate(lang, end)} (${cite('kwg25.1')}).`),
      ),
    )
  }
  const st = p.state
  if (st !== null && st.cause !== 'death' && st.cause !== 'merger' && st.cause !== 'statusNotAcquired' && st.cause !== 'reviewDecision' && standing !== null) {
    out.unshift(
      para('procedure.leftOn', (cite) =>
        st.leftOn === null
          ? pick(
              lang,
              `${label(ix, lang, vacancy)} hat den Sitz am Stichtag noch inne: Der Zeitpunkt des Ausscheidens ist noch nicht erreicht (${cite('kwg33.3')}).`,
              `${label(ix, lang, vacancy)} still holds the seat on the decision date: the time of leaving has not come yet (${cite('kwg33.3')}).`,
            )
          : pick(
              lang,
              `${nameOf(ix, vacancy)} hatte den Sitz bis zum Ablauf des ${formatDate(lang, addDays(st.leftOn, -1))} inne (${cite('kwg33.3')}).`,
              `${nameOf(ix, vacancy)} held the seat until the end of ${formatDate(lang, addDays(st.leftOn, -1))} (${cite('kwg33.3')}).`,
            ),
      ),
    )
  }
  if (events.length === 0 && p.lawful !== null) out.push(...dueSteps(p, p.lawful, lang, bodyName))
  return out
}

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
        `Der Wahlleiter hat das Ausscheiden von ${nameOf(ix, d.vacancy)} und ${who === null ? 'das Leerbleiben des Sitzes' : `den Namen von ${who} als nachrückendem Vertreter`} festzustellen (${cite('kwg34.3.s1')}).${who === null ? '' : ` ${who} erwirbt die Rechtsstellung eines Vertreters mit dieser Feststellung (${cite('kwg34.3.s2')}, ${cite('kwg23.1')}).`} Stellt der Wahlleiter nicht fest, obwohl die Voraussetzungen vorliegen, ist der Einspruch auch gegen seine Untätigkeit gegeben (${cite('kwg34.4.s1')}), und ${bodyName} trifft die Feststellung (${cite('kwg34.4.s3')}).`,
        `The returning officer must determine the departure of ${nameOf(ix, d.vacancy)} and ${who === null ? 'that the seat stays empty' : `the name of ${who} as the succeeding representative`} (${cite('kwg34.3.s1')}).${who === null ? '' : ` ${who} acquires the status of a representative with this determination (${cite('kwg34.3.s2')}, ${cite('kwg23.1')}).`} If the returning officer does not determine although the requirements are met, an objection lies against the inaction (${cite('kwg34.4.s1')}), and ${bodyName} makes the determination (${cite('kwg34.4.s3')}).`,
      ),
    ),
    para('procedure.remedies', (cite) =>
      pick(
        lang,
        `Die Feststellung ist öffentlich bekannt zu machen. Jeder Wahlberechtigte kann binnen zwei Wochen nach der Bekanntmachung Einspruch einlegen (${cite('kwg34.4.s1')}, ${cite('kwg25.1')}); wer nicht die Verletzung eigener Rechte geltend macht, braucht die Unterstützung von ${quorumText(lang, c.body.eligibleVoters)}. Der Einspruch ist schriftlich oder zur Niederschrift beim Wahlleiter einzulegen und innerhalb der Frist im Einzelnen zu begründen (${cite('kwg25.2')}). Über ihn beschließt ${bodyName} (${cite('kwg34.4.s2')}, ${cite('kwg26')}); gegen den Beschluss ist das Verwaltungsstreitverfahren gegeben (${cite('kwg27')}). Bis zur rechtskräftigen Entscheidung ${who === null ? 'bleibt der Sitz leer' : `behält ${who} den Sitz`} (${cite('kwg34.5')}).`,
        `The determination must be publicly announced. Anyone entitled to vote may object within two weeks of the announcement (${cite('kwg34.4.s1')}, ${cite('kwg25.1')}); an objector who does not claim a violation of own rights needs the support of ${quorumText(lang, c.body.eligibleVoters)}. The objection is lodged in writing or on record with the returning officer and must be reasoned in detail within the period (${cite('kwg25.2')}). ${capital(bodyName)} decides on it (${cite('kwg34.4.s2')}, ${cite('kwg26')}); an action before the administrative court lies against that resolution (${cite('kwg27')}). Until a final decision ${who === null ? 'the seat stays empty' : `${who} keeps the seat`} (${cite('kwg34.5')}).`,
      ),
    ),
  ]
}
