/**
 * The library's errors in the student's words. The library reports a JSON
 * path, a code and (where a rule is broken) a norm id; the page turns them
 * into a sentence that names the candidate, the list or the event and the
 * field ("Stimmen von Bernd Bauer: bitte eine ganze Zahl ≥ 0"). The
 * library's own line (path, message, norm id) stays one click away.
 * Presentation only: whether the case is wrong is the library's answer.
 */
import { cite, type CaseError } from './library.js'
import { date } from './format.js'
import { lang, optionLabel } from './i18n.js'
import { getAt, isObject, parsePath, str } from './model.js'

type Pair = readonly [de: string, en: string]
const pick = (p: Pair): string => (lang() === 'de' ? p[0] : p[1])

/** The names of the fields, as the form labels them. */
const FIELDS: Readonly<Record<string, Pair>> = {
  votes: ['Stimmen', 'votes'],
  position: ['Listenplatz', 'list position'],
  id: ['Kennung', 'id'],
  name: ['Name', 'name'],
  elected: ['gewählt', 'elected'],
  memberAtSetUp: ['Mitglied bei Aufstellung', 'member at set-up'],
  group: ['Träger', 'nominated by'],
  setUp: ['Tag der Aufstellung', 'day of set-up'],
  candidates: ['Bewerberliste', 'candidates'],
  kind: ['Art', 'kind'],
  statutoryMemberCount: ['gesetzliche Mitgliederzahl', 'legal member count'],
  electionMode: ['Wahlsystem', 'electoral system'],
  eligibleVoters: ['Zahl der Wahlberechtigten', 'eligible voters'],
  start: ['Beginn der Wahlzeit', 'start of the term'],
  end: ['Ende der Wahlzeit', 'end of the term'],
  asOf: ['Stichtag', 'as-of date'],
  seed: ['Startwert des Loses', 'lot seed'],
  incompatibility: ['Auslegung beim Hinderungsgrund', 'reading of incompatibility'],
  date: ['Datum', 'date'],
  type: ['Art des Ereignisses', 'kind of event'],
}

const INTEGER0 = new Set(['votes', 'supporters', 'eligibleVoters'])
const INTEGER1 = new Set(['position', 'statutoryMemberCount'])
const DATES = new Set(['date', 'setUp', 'start', 'end', 'asOf', 'effective', 'reasonedOn'])
const REFS = new Set(['member', 'candidate', 'vacancy', 'winner', 'successor'])

const fieldName = (key: string): string => {
  const f = FIELDS[key]
  if (f !== undefined) return pick(f)
  const label = optionLabel('field', key)
  return label === key ? key : label.replace(/\s*\((optional|mit Komma|ids, comma-separated)\)$/, '')
}

const candidateAt = (doc: unknown, i: number, j: number): string => {
  const k = getAt(doc, `lists[${i}].candidates[${j}]`)
  const name = isObject(k) ? str(k['name']).trim() : ''
  if (name !== '') return name
  const id = isObject(k) ? str(k['id']) : ''
  return id !== '' ? id : pick([`Bewerber Nr. ${j + 1}`, `candidate no. ${j + 1}`])
}

const listAt = (doc: unknown, i: number): string => {
  const l = getAt(doc, `lists[${i}]`)
  const name = isObject(l) ? str(l['name']) || str(l['id']) : ''
  return name !== '' ? name : `${i + 1}`
}

/** "Ereignis #3 (Widerruf des Verzichts, 5. Februar 2023)" */
export const eventLabel = (doc: unknown, n: number): string => {
  const e = getAt(doc, `events[${n}]`)
  const type = isObject(e) ? optionLabel('eventType', str(e['type'])) : ''
  const when = isObject(e) && typeof e['date'] === 'string' && e['date'] !== '' ? `, ${date(e['date'])}` : ''
  return `${pick(['Ereignis', 'Event'])} #${n}${type === '' ? '' : ` (${type}${when})`}`
}

/** Who or what the path is about, and which field: ["Stimmen von Bernd Bauer", "votes"]. */
export const subjectOf = (doc: unknown, path: string): { readonly subject: string; readonly field: string } => {
  const s = parsePath(path)
  const field = typeof s[s.length - 1] === 'string' ? String(s[s.length - 1]) : ''
  const [a, b, c, d] = s
  if (a === 'lists' && typeof b === 'number' && c === 'candidates' && typeof d === 'number') {
    const who = candidateAt(doc, b, d)
    return { subject: s.length > 4 ? pick([`${fieldName(field)} von ${who}`, `${fieldName(field)} of ${who}`]) : who, field }
  }
  if (a === 'lists' && typeof b === 'number') {
    const l = listAt(doc, b)
    return { subject: s.length > 2 ? pick([`${fieldName(field)} des Wahlvorschlags ${l}`, `${fieldName(field)} of list ${l}`]) : pick([`Wahlvorschlag ${l}`, `list ${l}`]), field }
  }
  if (a === 'events' && typeof b === 'number') {
    const ev = eventLabel(doc, b)
    return { subject: s.length > 2 ? `${ev}: ${fieldName(field)}` : ev, field }
  }
  if (a === 'body') return { subject: s.length > 1 ? pick([`Vertretungskörperschaft: ${fieldName(field)}`, `council: ${fieldName(field)}`]) : pick(['Vertretungskörperschaft', 'council']), field }
  if (a === 'query') return { subject: s.length > 1 ? pick([`Frage: ${fieldName(field)}`, `question: ${fieldName(field)}`]) : pick(['Frage', 'question']), field }
  if (a === 'lists') return { subject: pick(['Wahlvorschläge', 'lists']), field }
  if (a === 'events') return { subject: pick(['Ereignisse', 'events']), field }
  if (path === '') return { subject: pick(['Der Fall', 'The case']), field }
  return { subject: fieldName(field), field }
}

/** What a value of this field must be, for an invalid value. */
const expectation = (field: string, message: string): string => {
  if (INTEGER0.has(field)) return pick(['bitte eine ganze Zahl ≥ 0', 'please a whole number ≥ 0'])
  if (INTEGER1.has(field)) return pick(['bitte eine ganze Zahl ≥ 1', 'please a whole number ≥ 1'])
  if (DATES.has(field)) return pick(['bitte ein Datum in der Form JJJJ-MM-TT', 'please a date as YYYY-MM-DD'])
  if (REFS.has(field)) return pick(['bitte eine Person des Falls wählen', 'please choose a person of the case'])
  if (/unique entries/.test(message)) return pick(['jede Kennung nur einmal', 'each id only once'])
  if (/at least 1 element/.test(message)) return pick(['bitte mindestens einen Eintrag', 'please at least one entry'])
  if (/boolean/.test(message)) return pick(['bitte ankreuzen oder leer lassen', 'please tick or leave empty'])
  if (/one of|literal|keyof/.test(message)) return pick(['bitte einen der angebotenen Werte wählen', 'please choose one of the offered values'])
  if (/string/.test(message)) return pick(['bitte einen Text eingeben', 'please enter a text'])
  return pick(['dieser Wert ist nicht zulässig', 'this value is not allowed'])
}

const numbers = (message: string): string[] => message.match(/\d[\d,]*/g) ?? []

/** The German (or English) sentence for a rule broken, by the library's error code. */
const RULES: Readonly<Record<string, (m: string) => Pair>> = {
  waiverRevoked: () => ['Ein Verzicht auf die Anwartschaft kann nicht widerrufen werden', 'a waiver cannot be revoked'],
  memberLeftTwice: () => ['dieses Mitglied ist bereits ausgeschieden', 'this member has already left'],
  cannotLeaveGroup: () => ['wer bei der Aufstellung nicht Mitglied der Partei oder Wählergruppe war (oder auf einer Liste ohne Träger steht), kann nicht aus ihr ausscheiden', 'someone who was not a member at set-up (or stands on a list without a party) cannot leave it'],
  groundNotOpen: () => ['es gibt keinen bestehenden Grund, der hier enden oder nachgewiesen werden könnte', 'there is no open ground to end or to prove here'],
  lotInProportional: () => ['bei der Verhältniswahl gibt es kein Los; bei gleicher Stimmenzahl entscheidet die Reihenfolge der Benennung', 'no lot in a proportional election; equal votes go by the order on the list'],
  lotBeforeVacancy: () => ['an diesem Tag ist kein Sitz frei, für den das Los gezogen werden könnte', 'no seat is free on that day to draw a lot for'],
  lotWinnerNotAmong: () => ['gezogen werden kann nur, wer an der Ziehung beteiligt war', 'the winner must be one of those the lot was drawn among'],
  lotMismatch: () => ['das Los muss genau unter den stimmengleichen Bewerbern gezogen werden', 'the lot must be drawn among exactly the tied candidates'],
  lotDrawnTwice: () => ['das Los für diesen Sitz ist schon gezogen', 'the lot for this seat was already drawn'],
  noVacancy: () => ['für diesen Sitz gibt es keinen Nachfolgefall', 'there is no vacancy for this seat'],
  noDeparture: () => ['dieses Mitglied ist bis zum Stichtag nicht ausgeschieden: es gibt keinen Sitz, über den zu entscheiden wäre', 'this member has not left by the as-of date: there is no seat to decide on'],
  notAMember: () => ['diese Person ist kein Mitglied der Vertretungskörperschaft', 'this person is not a member of the council'],
  alreadyDetermined: () => ['über diesen Sitz ist schon festgestellt', 'this seat is already determined'],
  bodyNotCompetent: () => ['die Vertretungskörperschaft stellt nur auf einen zulässigen Einspruch wegen Untätigkeit des Wahlleiters fest', 'the council determines only upon an admissible objection against inaction'],
  alreadyCalled: () => ['diese Person ist schon Mitglied oder berufen', 'this person is already a member or called'],
  nothingToAnnounce: () => ['es gibt keine Feststellung, die bekannt zu machen wäre', 'there is no determination to announce'],
  objectionNotAnnounced: () => ['die Einspruchsfrist beginnt erst mit der Bekanntmachung der Feststellung', 'the objection period begins with the announcement'],
  objectionLate: () => ['der Einspruch kam nach Ablauf der Frist von zwei Wochen nach der Bekanntmachung', 'the objection came after the two weeks from the announcement'],
  objectionNoInaction: () => ['der Wahlleiter hat festgestellt: ein Einspruch wegen Untätigkeit ist nicht mehr möglich', 'the returning officer has determined: no objection against inaction'],
  objectionAgainstJudgment: () => ['die geltende Feststellung beruht auf dem rechtskräftigen Urteil des Verwaltungsgerichts: gegen sie gibt es keinen Einspruch', 'the determination in force rests on the final judgment of the administrative court: no objection lies against it'],
  objectionAgainstBody: () => ['die geltende Feststellung hat die Vertretungskörperschaft selbst getroffen: gegen sie gibt es keinen Einspruch, nur die Klage vor dem Verwaltungsgericht', 'the determination in force is the council’s own: no objection lies against it, only an action before the administrative court'],
  objectionForm: () => ['ein Einspruch ist schriftlich oder zur Niederschrift einzulegen', 'an objection must be in writing or on record'],
  objectionUnreasoned: () => ['der Einspruch ist innerhalb der Frist eingehend zu begründen', 'the objection must be reasoned in detail within the period'],
  objectionSupport: (m) => {
    const [have, need] = numbers(m)
    return need === undefined
      ? ['die Zahl der Wahlberechtigten fehlt; ohne sie lässt sich das Unterstützungsquorum nicht berechnen', 'the number of eligible voters is missing; the quorum cannot be computed']
      : [`${have ?? '?'} Unterstützer; nötig sind ${need.replace(',', '.')}`, `${have ?? '?'} supporters; ${need} are needed`]
  },
  noObjection: () => ['es liegt kein zulässiger Einspruch vor, über den zu beschließen wäre', 'there is no admissible objection to decide on'],
  noBodyDecision: () => ['das Verwaltungsgericht prüft einen Beschluss der Vertretungskörperschaft; es gibt keinen', 'the court reviews a decision of the council; there is none'],
  noReview: () => ['es gibt kein Wahlprüfungsverfahren, das rechtskräftig werden könnte', 'there are no review proceedings to become final'],
  alreadyFinal: () => ['das Wahlprüfungsverfahren ist schon rechtskräftig abgeschlossen', 'the review is already final'],
  duplicateId: () => ['diese Kennung ist doppelt vergeben', 'this id is used twice'],
  duplicatePosition: () => ['dieser Listenplatz ist doppelt vergeben', 'this list position is used twice'],
  setUpMismatch: () => ['ein Tag der Aufstellung gehört genau zu einem Wahlvorschlag mit Träger', 'a day of set-up belongs exactly to a list with a party or voter group'],
  groupRequired: () => ['bei der Verhältniswahl gehört jeder Wahlvorschlag einer Partei oder Wählergruppe', 'in a proportional election every list belongs to a party or voter group'],
  majorityOneList: () => ['bei der Mehrheitswahl gibt es genau einen Wahlvorschlag', 'a majority election has exactly one list'],
  tooManyElected: () => ['mehr Gewählte, als die gesetzliche Mitgliederzahl zulässt', 'more elected than the legal member count allows'],
  invalidTerm: () => ['die Wahlzeit endet vor ihrem Beginn', 'the term ends before it starts'],
  outsideTerm: () => ['das Datum liegt außerhalb der Wahlzeit', 'the date is outside the term'],
  unknownReference: () => ['im Fall gibt es keine Person mit dieser Kennung', 'the case has no person with this id'],
  wrongKind: () => ['diese Person war gewählt: ein Mitglied scheidet mit „Mitglied scheidet aus“ aus', 'this person was elected: a member leaves with “member leaves”'],
  unknownField: () => ['diese Angabe kennt das Austauschformat nicht', 'the wire format has no such field'],
  missingField: () => ['diese Angabe fehlt', 'this entry is missing'],
  invalidJson: () => ['der Text ist kein lesbares JSON', 'the text is not readable JSON'],
}

/** The error as a sentence: "Stimmen von Bernd Bauer: bitte eine ganze Zahl ≥ 0" (plus the norm, where one is broken). */
export const errorSentence = (doc: unknown, e: CaseError): string => {
  const { subject, field } = subjectOf(doc, e.path)
  const rule = RULES[e.code]
  const what = e.code === 'invalidValue' ? expectation(field, e.message) : rule === undefined ? e.message : pick(rule(e.message))
  const norm = e.rule === null ? '' : ` (${cite(e.rule)})`
  return `${subject}: ${what}${norm}`
}

/** `path: message [rule]`, as the command line prints it. */
export const cliLine = (e: CaseError): string => `${e.path === '' ? '(root)' : e.path}: ${e.message}${e.rule === null ? '' : ` [${e.rule}]`}`
