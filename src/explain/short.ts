/**
 * A short German explanation of a determination: the trigger, one line per
 * considered candidate with the fact and the norm, the result. (The full
 * legal opinion in Gutachtenstil is `opinion.ts`; the CLI's `explain` prints it.)
 *
 * @example
 * import { explainShort } from './short.js'
 * explainShort(theCase, determination).join('\n')
 *
 * @since 0.1.0
 */
import type { CandidateId } from '../domain/brand.js'
import type { Case } from '../domain/case.js'
import { type Considered, type Determination, isPassedOver } from '../domain/determination.js'
import type { DepartureCause } from '../domain/events.js'
import { cite } from './citations.js'
import { enumerate, formatDate } from './words.js'

const CAUSE_DE: Readonly<Record<DepartureCause, string>> = {
  death: 'Tod des Vertreters',
  statusNotAcquired: 'Rechtsstellung gilt als nicht erworben',
  seatWaiver: 'Verzicht auf den Sitz',
  eligibilityLost: 'Verlust der Wählbarkeit',
  officeCapacityLost: 'Verlust der Amtsfähigkeit',
  incompatibility: 'Hinderungsgrund',
  reviewDecision: 'Entscheidung im Wahlprüfungsverfahren',
  merger: 'Zusammenschluss von Gemeinden',
}

/**
 * The norms under which the departure triggers succession or not (the
 * determination's trigger, `rules/triggers.ts`), cited: the ground of § 33 or
 * § 23 KWG, or § 34 Abs. 1 Satz 1 KWG where there is none (a death).
 */
const triggerCitation = (d: Determination): string => {
  const grounds = d.trigger.filter((n) => n !== 'kwg34.1.s1.trigger')
  return (grounds.length === 0 ? d.trigger : grounds).map(cite).join(', ')
}

const VERDICT_DE: Readonly<Record<string, string>> = {
  'skipped:kwg34.2.n1': 'bleibt unberücksichtigt – seit der Aufstellung des Wahlvorschlags aus der Partei oder Wählergruppe ausgeschieden',
  'skipped:kwg34.2.n2': 'bleibt unberücksichtigt – hat dem Wahlleiter schriftlich den Verzicht erklärt (unwiderruflich)',
  'skipped:kwg34.2.n3.death': 'bleibt unberücksichtigt – verstorben',
  'skipped:kwg34.2.n3.ground': 'bleibt unberücksichtigt – ein Grund nach § 33 Abs. 1 Nr. 2 KWG liegt vor',
  'successor:kwg34.1.s1.rank': 'rückt nach – nächster noch nicht berufener Bewerber mit den meisten Stimmen',
  'successor:kwg34.1.s1.tie': 'rückt nach – bei gleicher Stimmenzahl entscheidet die Reihenfolge der Benennung',
  'successor:kwg34.1a.rank': 'rückt nach – höchste Stimmenzahl in der Mehrheitswahl',
  'successor:kwg34.1a.lot': 'rückt nach – durch das Los bestimmt',
  'lotLost:kwg34.1a.lot': 'bei Stimmengleichheit nicht gezogen',
  'tied:kwg34.1a.lot': 'Stimmengleichheit – das Los des Wahlleiters entscheidet',
  'awaitingProof:kwg34.3.s2': 'Hinderungsgrund – Nachweis seiner Beseitigung binnen einer Woche abzuwarten',
}

type Names = (id: CandidateId) => string

/** The candidates' names with their votes, looked up in one index (explaining n candidates stays linear); the file's ids stay out of the text. */
const namesOf = (c: Case): Names => {
  const index = new Map<CandidateId, string>()
  for (const l of c.lists) for (const k of l.candidates) index.set(k.id, `${k.name} (${k.votes} Stimmen)`)
  return (id) => index.get(id) ?? id
}

/** Only the names (the order of a lot). */
const bareNamesOf = (c: Case): Names => {
  const index = new Map<CandidateId, string>()
  for (const l of c.lists) for (const k of l.candidates) index.set(k.id, k.name)
  return (id) => index.get(id) ?? id
}

/** The list by its name; a majority election without an admitted list (no party or voter group) has none. */
const listWords = (c: Case, d: Determination): string => {
  const list = c.lists.find((l) => l.id === d.list)
  return list === undefined ? `Wahlvorschlag ${d.list}` : list.group === null ? 'Mehrheitswahl' : `Wahlvorschlag „${list.name}“`
}

const DISREGARDED_DE: Readonly<Record<Determination['disregarded'][number]['reason'], string>> = {
  leftBeforeSetUp: 'Austritt vor der Aufstellung des Wahlvorschlags',
  waiverNotWritten: 'Verzicht nicht schriftlich erklärt',
  waiverNotToReturningOfficer: 'Verzicht nicht gegenüber dem Wahlleiter erklärt',
}

/** A fact without legal effect, by its date and the person (not by its place in the file). */
const disregardedLine = (c: Case, nameOf: Names, x: Determination['disregarded'][number]): string => {
  const e = c.events.find((y) => y.index === x.event)
  const fact = e === undefined ? '' : `${formatDate('de', e.date)}${'candidate' in e ? `, ${nameOf(e.candidate)}` : ''} – `
  return `Unbeachtlich: ${fact}${DISREGARDED_DE[x.reason]} (${cite(x.rule)}).`
}

/** An awaited candidate in a determination that names another successor is passed over for this seat (R6 revised). */
const PASSED_OVER_DE = 'Nachweis der Beseitigung eines Hinderungsgrundes steht aus – davon hängt nur ein früher frei gewordener Sitz ab; hier übergangen'

const verdictText = (d: Determination, x: Considered): string =>
  isPassedOver(d, x) ? PASSED_OVER_DE : (VERDICT_DE[`${x.verdict}:${x.rule}`] ?? x.verdict)

const line = (nameOf: Names, d: Determination, x: Considered, i: number): string => `${i + 1}. ${nameOf(x.candidate)}: ${verdictText(d, x)} (${cite(x.rule)}).`

const result = (nameOf: Names, d: Determination): string => {
  switch (d._tag) {
    case 'successor':
      return `Ergebnis: ${nameOf(d.successor)} rückt nach (${cite('kwg34.3.s1')}).`
    case 'vacant':
      return `Ergebnis: Der Wahlvorschlag ist erschöpft; der Sitz bleibt unbesetzt (${cite('kwg34.1.s2.vacant')}). Die gesetzliche Mitgliederzahl vermindert sich auf ${d.memberCount.after} (${cite('kwg34.1.s2.count')}).`
    case 'bodyCeased':
      return `Ergebnis: Die Einrichtung ist am ${formatDate('de', d.ceased.on)} für die restliche Dauer der Wahlzeit entfallen (${cite(d.ceased.rule)}); niemand rückt nach.`
    case 'noSuccession':
      if (d.reason === 'kwg34.5') return `Ergebnis: Niemand rückt nach, wie der Wahlleiter festgestellt hat (${cite('kwg34.5')}).`
      return d.reason === 'kwg33.1.n4'
        ? `Ergebnis: Niemand rückt nach; § 34 KWG ist beim Zusammenschluss nicht anzuwenden (${cite('kwg33.1.n4')}).`
        : `Ergebnis: Der Verzicht ist nicht schriftlich gegenüber dem Wahlleiter erklärt und daher unwirksam (${cite('kwg33.2')}); der Vertreter behält den Sitz.`
    case 'lotRequired':
      return `Ergebnis: Stimmengleichheit zwischen ${enumerate('de', d.tie.among.map(nameOf))}; der Wahlleiter hat das Los zu ziehen (${cite('kwg34.1a.lot')}).`
    case 'awaitingProof':
      return `Ergebnis: Die Entscheidung steht aus, bis ${nameOf(d.awaiting.candidate)} die Beseitigung des Hinderungsgrundes nachweist oder die Wochenfrist ${d.awaiting.due === null ? '(noch nicht in Lauf gesetzt)' : `mit Ablauf des ${formatDate('de', d.awaiting.due)}`} verstreicht (${cite('kwg34.3.s2')}, ${cite('kwg23.2.s2')}).`
  }
}

/**
 * The explanation as lines of German text.
 *
 * @category texts @since 0.1.0
 */
export const explainShort = (c: Case, d: Determination): ReadonlyArray<string> => {
  const nameOf = namesOf(c)
  const member = nameOf(d.vacancy)
  const head = [
    `Ausscheiden von ${member}, ${listWords(c, d)}, ${c.body.name}:`,
    `Anlass: ${CAUSE_DE[d.cause]} (${triggerCitation(d)}).`,
  ]
  const blocked =
    d.blockedBy === null ? [] : [`Die Nachfolge hängt von der noch offenen Entscheidung über den Sitz von ${nameOf(d.blockedBy)} ab.`]
  const tie =
    d.tie?._tag === 'lotSeed'
      ? [`Los (Simulation, Startwert ${JSON.stringify(d.tie.seed)}): Reihenfolge ${d.tie.order.map(bareNamesOf(c)).join(', ')}.`]
      : d.tie?._tag === 'lotDrawn'
        ? ['Das Los wurde vom Wahlleiter gezogen.']
        : []
  const disregarded = d.disregarded.map((x) => disregardedLine(c, nameOf, x))
  return [...head, ...blocked, ...d.considered.map((x, i) => line(nameOf, d, x, i)), ...tie, ...disregarded, result(nameOf, d)]
}
