/**
 * The documents around the determination: the notification of the
 * successor (§ 34 Abs. 3 Satz 2 i. V. m. § 23 KWG), the list of service of
 * § 58 Abs. 1 KWO, the notices after a review (the body's or the court's
 * decision with its own remedy, and that the matter is final), and the note
 * where nothing can be signed yet. Each document reports only what happened
 * by its own date.
 *
 * @since 0.3.0
 */
import type { CandidateId, IsoDate } from '../domain/brand.js'
import type { Awaiting } from '../domain/determination.js'
import type { Review } from '../domain/ledger.js'
import { list, type Paragraph, para, plain, type Section, section } from '../explain/document.js'
import { type CaseIndex, capital, nameOf } from '../explain/facts.js'
import { bodyNoun, formatDate, pick, placeOf } from '../explain/words.js'
import { SERVICE_NORM } from '../rules/publication.js'
import { deceasedSentence, type Finding, serviceOf } from './finding.js'
import { chairReasons, framed, officerNoun, type OfficialDocument, proofPeriodWords, type Setting, settingReasons, signatureSection, type Signer } from './model.js'
import { actionParagraph } from './notice.js'

const sign = (ix: CaseIndex, s: Setting, date: IsoDate): Section => signatureSection(s, date, placeOf(ix.case.body.name), 'officer', bodyNoun(ix.case.body.kind).gen)

const addressee = (ix: CaseIndex, s: Setting, who: CandidateId): Section =>
  section('addressee', '', [
    plain('addressee.name', nameOf(ix, who), [who]),
    plain('addressee.how', pick(s.lang, 'gegen Zustellungsurkunde (Anschrift nach der Akte)', 'served with proof of service (address as on file)')),
  ])

/** The salutation, without assuming a gender the case does not record. */
const salutation = (ix: CaseIndex, s: Setting, who: CandidateId): Paragraph => plain('letter.salutation', pick(s.lang, `Guten Tag ${nameOf(ix, who)},`, `Dear ${nameOf(ix, who)},`), [who])

/** The instruction of § 23 Abs. 2 Satz 2 KWG and what follows without proof (Satz 3). */
const incompatibilityParagraphs = (s: Setting): ReadonlyArray<Paragraph> => [
  para('letter.incompatibility', (c) =>
    pick(
      s.lang,
      `Nach den mir vorliegenden Unterlagen besteht bei Ihnen ein Hinderungsgrund, der der Mitgliedschaft entgegensteht. Den Wegfall des Hinderungsgrundes können Sie nur binnen ${proofPeriodWords('de')} nach Zustellung dieser Benachrichtigung nachweisen (${c('kwg34.3.s2')}, ${c('kwg23.2.s2')}).`,
      `According to the records, an incompatibility [Hinderungsgrund] bars your membership. You can prove that it has ended only within ${proofPeriodWords('en')} of the service of this notification (${c('kwg34.3.s2')}, ${c('kwg23.2.s2')}).`,
    ),
  ),
  para('letter.consequence', (c) =>
    pick(
      s.lang,
      `Geht der Nachweis nicht fristgerecht ein, gilt die Rechtsstellung als Vertreterin oder Vertreter als nicht erworben (${c('kwg23.2.s3')}); an Ihre Stelle rückt dann die nächste noch nicht berufene Person des Wahlvorschlags nach (${c('kwg34.1.s1.trigger')}). Bis zum Nachweis können Sie Rechte aus der Rechtsstellung nicht ausüben.`,
      `Without proof in time your status as a representative counts as not acquired (${c('kwg23.2.s3')}); the next candidate of the list not yet called then succeeds (${c('kwg34.1.s1.trigger')}). Until the proof you cannot exercise the rights of the status.`,
    ),
  ),
]

/** The notification of the successor: the status from the determination. @category documents @since 0.3.0 */
export const benachrichtigung = (ix: CaseIndex, s: Setting, f: Finding, extra: ReadonlyArray<string>): OfficialDocument | null => {
  const a = f.announced
  // only a successor the determination is served on is notified (a deceased person cannot be served: `serviceListOf`)
  const to = serviceOf(ix, f).served.find((x) => x._tag === 'successor')
  if (to?._tag !== 'successor') return null
  const body = bodyNoun(ix.case.body.kind)
  // "in" with the accusative: "die Gemeindevertretung", "den Kreistag"
  const into = body.nom.startsWith('der ') ? `den ${body.nom.slice(4)}` : body.nom
  const text = section('letter', pick(s.lang, `Ihr Nachrücken in ${into}`, `Your succession in ${body.en}`), [
    salutation(ix, s, to.member),
    para('letter.status', (c) =>
      pick(
        s.lang,
        `mit ${a.by === 'body' ? `der Feststellung ${body.gen}` : 'meiner Feststellung'} vom ${formatDate('de', a.determined)} rücken Sie an die Stelle von ${nameOf(ix, a.vacancy)} als Mitglied ${body.gen} nach (${c('kwg34.1.s1.trigger')}, ${c('kwg34.3.s1')}). Sie haben die Rechtsstellung als Vertreterin oder Vertreter mit dieser Feststellung erworben (${c('kwg34.3.s2')}, ${c('kwg23.1')}).`,
        `with ${a.by === 'body' ? `the determination of ${body.en}` : 'my determination'} of ${formatDate('en', a.determined)} you succeed ${nameOf(ix, a.vacancy)} as a member of ${body.en} (${c('kwg34.1.s1.trigger')}, ${c('kwg34.3.s1')}). You acquired the status of a representative with this determination (${c('kwg34.3.s2')}, ${c('kwg23.1')}).`,
      ),
    ),
    plain('letter.notice', pick(s.lang, 'Die Feststellung wird öffentlich bekannt gemacht; eine Ausfertigung liegt bei.', 'The determination will be published; a copy is enclosed.')),
  ])
  const title = pick(s.lang, 'Benachrichtigung nach § 34 Abs. 3 Satz 2 i. V. m. § 23 KWG', 'Notification under § 34 Abs. 3 Satz 2 with § 23 KWG [Benachrichtigung]')
  return framed(s, 'benachrichtigung', a.determined, [...settingReasons(s, false), ...extra], title, ix.case.body.name, [addressee(ix, s, to.member), text], sign(ix, s, a.determined))
}

/** The notification of a candidate whose incompatibility must be proven ended (the determination waits). @category documents @since 0.3.0 */
export const proofLetter = (ix: CaseIndex, s: Setting, awaiting: Awaiting, date: IsoDate, extra: ReadonlyArray<string>): OfficialDocument => {
  const body = bodyNoun(ix.case.body.kind)
  const text = section('letter', pick(s.lang, 'Hinweis auf einen Hinderungsgrund', 'Notice of an incompatibility'), [
    salutation(ix, s, awaiting.candidate),
    plain('letter.rank', pick(s.lang, `Sie sind die nächste noch nicht berufene Person des Wahlvorschlags, die für den Sitz in ${body.dat} in Betracht kommt.`, `You are the next candidate not yet called who may take the seat in ${ix.case.body.name}.`)),
    ...incompatibilityParagraphs(s),
  ])
  const title = pick(s.lang, 'Benachrichtigung nach § 34 Abs. 3 Satz 2 i. V. m. § 23 Abs. 2 KWG', 'Notification under § 34 Abs. 3 Satz 2 with § 23 Abs. 2 KWG [Benachrichtigung]')
  return framed(s, 'benachrichtigung', date, [...settingReasons(s, false), ...extra], title, ix.case.body.name, [addressee(ix, s, awaiting.candidate), text], sign(ix, s, date))
}

/** The list of service of § 58 Abs. 1 KWO: the members concerned who are alive (the one who left, the successor) and the supervisory authority. @category documents @since 0.3.0 */
export const zustellung = (ix: CaseIndex, s: Setting, f: Finding, extra: ReadonlyArray<string>): OfficialDocument => {
  const a = f.announced
  const lang = s.lang
  const blank = pick(lang, 'zugestellt am ____________ durch ____________', 'served on ____________ by ____________')
  const named = s.office?.supervisoryAuthority ?? null
  const role = pick(lang, 'Kommunalaufsicht', 'supervisory authority [Kommunalaufsicht]')
  const service = serviceOf(ix, f)
  const items = service.served.map((x) =>
    x._tag === 'supervisoryAuthority'
      ? plain('service.authority', `${named === null ? role : named.includes('Kommunalaufsicht') ? named : `${named} – ${role}`} – ${blank}`)
      : plain('service.member', `${nameOf(ix, x.member)} – ${x._tag === 'memberWhoLeft' ? pick(lang, 'ausgeschiedenes Mitglied', 'the member who left') : pick(lang, 'nachrückendes Mitglied', 'the successor')} – ${blank}`, [x.member]),
  )
  const none = deceasedSentence(ix, lang, service)
  const body = section('service', pick(lang, `Zustellung der Feststellung vom ${formatDate(lang, a.determined)}`, `Service of the determination of ${formatDate(lang, a.determined)}`), [
    plain('service.norm', pick(lang, `Nach ${SERVICE_NORM} ist die Feststellung zuzustellen an:`, `Under ${SERVICE_NORM} the determination is served on:`)),
    list('service.list', true, items),
    ...(none === null ? [] : [plain('service.deceased', none, service.deceased)]),
  ])
  const title = pick(lang, `Zustellungsliste nach ${SERVICE_NORM}`, `List of service under ${SERVICE_NORM}`)
  return framed(s, 'zustellung', a.determined, [...settingReasons(s, false), ...extra], title, ix.case.body.name, [body], sign(ix, s, a.determined))
}

/** What the decision did: the body's to the determination (§ 34 Abs. 4 Satz 2 KWG), the court's to the body's resolution (§ 27 KWG, P7). */
const decided = (ix: CaseIndex, s: Setting, r: Review, first: Finding): string => {
  const body = bodyNoun(ix.case.body.kind)
  const what = r.by === 'court' ? pick(s.lang, `den Beschluss ${body.gen}`, `the resolution of ${body.en}`) : pick(s.lang, 'die Feststellung', 'the determination')
  const was = first.announced.successor === null ? pick(s.lang, 'dass der Sitz unbesetzt bleibt', 'the seat staying empty') : nameOf(ix, first.announced.successor)
  switch (r.decision) {
    case 'confirm':
      return pick(s.lang, `${what} bestätigt`, `confirmed ${what}`)
    case 'annul':
      return pick(s.lang, `${what} aufgehoben`, `annulled ${what}`)
    case 'modify':
      // the codec gives a modification to an empty seat no successor, and one to a successor its name
      return r.successor === null
        ? pick(s.lang, `${what} dahin abgeändert, dass der Sitz unbesetzt bleibt (statt ${was})`, `modified ${what}: the seat stays empty (instead of ${was})`)
        : pick(s.lang, `${what} dahin abgeändert, dass ${nameOf(ix, r.successor)} an die Stelle von ${nameOf(ix, first.announced.vacancy)} nachrückt (statt ${was})`, `modified ${what}: ${nameOf(ix, r.successor)} succeeds ${nameOf(ix, first.announced.vacancy)} (instead of ${was})`)
  }
}

/** The notice of the decision in review proceedings, dated on the decision: the body's with its § 27 remedy, the court's. @category documents @since 0.3.0 */
export const beschluss = (ix: CaseIndex, s: Setting, r: Review, first: Finding, extra: ReadonlyArray<string>): OfficialDocument => {
  const body = bodyNoun(ix.case.body.kind)
  const lang = s.lang
  const who = r.by === 'court' ? pick(lang, 'das Verwaltungsgericht', 'the administrative court') : pick(lang, body.nom, body.en)
  // the body's resolution is signed by its chair, who speaks of the returning officer's determination in the third person
  const signer: Signer = r.by === 'body' ? 'chair' : 'officer'
  // objections lie only against the returning officer's determination (objectionAgainstBody, § 34 Abs. 4 Satz 1 KWG)
  const against = { de: `die Feststellung ${officerNoun(s.office).gen}`, en: 'the returning officer’s determination' }
  const what = para('decision.what', (c) =>
    pick(
      lang,
      r.by === 'court'
        ? `${capital(who)} hat am ${formatDate(lang, r.date)} im Verwaltungsstreitverfahren (${c('kwg27')}) ${decided(ix, s, r, first)}.`
        : `Auf die Einsprüche gegen ${against.de} vom ${formatDate(lang, first.announced.determined)} hat ${who} am ${formatDate(lang, r.date)} ${decided(ix, s, r, first)} (${c('kwg34.4.s2')}, ${c('kwg26')}).`,
      `On ${formatDate(lang, r.date)} ${who} ${r.by === 'court' ? `(action, ${c('kwg27')})` : `deciding on the objections against ${against.en} of ${formatDate(lang, first.announced.determined)} (${c('kwg34.4.s2')}, ${c('kwg26')})`} ${decided(ix, s, r, first)}.`,
    ),
  )
  const holds = para('decision.abs5', (c) =>
    pick(lang, `Bis zur Rechtskraft der Entscheidung bleibt es bei der Feststellung vom ${formatDate(lang, first.announced.determined)} (${c('kwg34.5')}).`, `Until the decision is final, the determination of ${formatDate(lang, first.announced.determined)} stands (${c('kwg34.5')}).`),
  )
  const remedy = r.by === 'body' ? [section('remedies', pick(lang, 'Rechtsbehelfsbelehrung', 'Information on remedies [Rechtsbehelfsbelehrung]'), [actionParagraph(lang, pick(lang, 'diesen Beschluss', 'this resolution'))])] : []
  const title = r.by === 'court' ? pick(lang, 'Bekanntmachung der Entscheidung im Wahlprüfungsverfahren', 'Notice of the court’s decision in review proceedings') : pick(lang, `Bekanntmachung des Beschlusses ${body.gen} über Einsprüche`, `Notice of the resolution of ${body.en} on objections`)
  const reasons = [...settingReasons(s, false), ...(signer === 'chair' ? chairReasons(s, body) : []), ...extra]
  return framed(s, 'beschluss', r.date, reasons, title, ix.case.body.name, [section('decision', '', [what, holds]), ...remedy], signatureSection(s, r.date, placeOf(ix.case.body.name), signer, body.gen))
}

/** The notice that the review is final, dated on that day: who holds the seat from then on, and that what was done stays valid. @category documents @since 0.3.0 */
export const unanfechtbar = (ix: CaseIndex, s: Setting, r: Review, first: Finding, extra: ReadonlyArray<string>): OfficialDocument | null => {
  const final = r.final
  if (final === null) return null
  const lang = s.lang
  const old = first.announced.successor
  // the review's effect: a court's annulment of the body's resolution restores the determination, its confirmation makes the resolution final (P7)
  const now = r.effect.successor
  const changed = r.effect.decision !== 'confirm' && now !== old
  const paras: Paragraph[] = [
    para('final.what', (c) =>
      pick(lang, `Die Entscheidung vom ${formatDate(lang, r.date)} ist seit dem ${formatDate(lang, final)} unanfechtbar; das Wahlprüfungsverfahren ist abgeschlossen (${c('kwg34.5')}).`, `The decision of ${formatDate(lang, r.date)} has been final since ${formatDate(lang, final)}; the review proceedings are closed (${c('kwg34.5')}).`),
    ),
    ...(changed
      ? [
          para('final.change', (c) =>
            pick(
              lang,
              `${now === null ? 'Der Sitz bleibt von diesem Tag an unbesetzt' : `${nameOf(ix, now)} ist von diesem Tag an Mitglied ${bodyNoun(ix.case.body.kind).gen}`}${old === null ? '' : `; ${nameOf(ix, old)} scheidet mit diesem Tag aus`}. Die Gültigkeit der bis dahin gefassten Beschlüsse und der Tätigkeit der Beteiligten wird dadurch nicht berührt (${c('kwg34.6')}, ${c('kwg33.4')}).`,
              `${now === null ? 'From this day the seat stays empty' : `From this day ${nameOf(ix, now)} is a member of ${bodyNoun(ix.case.body.kind).en}`}${old === null ? '' : `; ${nameOf(ix, old)} leaves on this day`}. The resolutions passed until then and the activity of those involved stay valid (${c('kwg34.6')}, ${c('kwg33.4')}).`,
            ),
          ),
        ]
      : []),
  ]
  const title = pick(lang, 'Bekanntmachung: Abschluss des Wahlprüfungsverfahrens', 'Notice: the review proceedings are final')
  return framed(s, 'unanfechtbar', final, [...settingReasons(s, false), ...extra], title, ix.case.body.name, [section('final', '', paras)], sign(ix, s, final))
}

/** The note where nothing can be signed: why. @category documents @since 0.3.0 */
export const vermerk = (ix: CaseIndex, s: Setting, vacancy: CandidateId, date: IsoDate, why: string, reasons: ReadonlyArray<string>): OfficialDocument =>
  framed(
    s,
    'vermerk',
    date,
    reasons,
    pick(s.lang, `Vermerk zum Sitz von ${nameOf(ix, vacancy)}`, `Note on the seat of ${nameOf(ix, vacancy)}`),
    ix.case.body.name,
    [section('note', '', [plain('note.why', why, [vacancy])])],
    sign(ix, s, date),
  )
