/**
 * The wording of § 34 KWG, sentence by sentence, for quotations in the
 * opinions (verbatim from spec/law/kwg-34.txt).
 *
 * @example
 * import { STATUTE } from './statute.js'
 * STATUTE['kwg34.1a'] // 'Bei der Mehrheitswahl rückt …'
 *
 * @since 0.2.0
 */

/** The sentences of § 34 KWG that the opinions quote. @category texts @since 0.2.0 */
export const STATUTE = {
  'kwg34.1.s1':
    'Wenn ein Vertreter stirbt, seine Rechtsstellung nach § 23 Abs. 2 Satz 3 als nicht erworben gilt oder seinen Sitz verliert (§ 33), so rückt der nächste noch nicht berufene Bewerber des Wahlvorschlags mit den meisten Stimmen an seine Stelle; bei gleicher Stimmenzahl ist die Reihenfolge der Benennung im Wahlvorschlag entscheidend.',
  'kwg34.1.s2':
    'Ist der Wahlvorschlag erschöpft, so bleibt der Sitz unbesetzt; die gesetzliche Mitgliederzahl der Vertretungskörperschaft vermindert sich für die Wahlzeit entsprechend.',
  'kwg34.1a':
    'Bei der Mehrheitswahl rückt der nächste noch nicht berufene Bewerber mit der höchsten Stimmenzahl nach; bei Stimmengleichheit entscheidet das vom Wahlleiter zu ziehende Los.',
  'kwg34.2':
    'Bei der Nachfolge bleiben Bewerber unberücksichtigt, 1. die seit dem Zeitpunkt der Aufstellung des Wahlvorschlags aus der Partei oder der Wählergruppe, für die sie bei der Wahl aufgetreten waren, ausgeschieden sind, 2. die dem Wahlleiter schriftlich den Verzicht auf ihre Anwartschaft erklärt haben; der Verzicht kann nicht widerrufen werden, 3. die verstorben sind oder bei denen ein Grund nach § 33 Abs. 1 Nr. 2 vorliegt.',
  'kwg34.3.s1':
    'Der Wahlleiter stellt das Ausscheiden des bisherigen Vertreters und den Namen des nachrückenden Vertreters oder das Leerbleiben des Sitzes fest.',
  'kwg34.4.s2':
    'Die Vertretungskörperschaft hat über die Einsprüche in der Weise zu beschließen, dass die Feststellung des Wahlleiters bestätigt, aufgehoben oder abgeändert wird.',
  'kwg34.5': 'Der nachrückende Vertreter behält seinen Sitz oder der Sitz bleibt leer, bis im Wahlprüfungsverfahren rechtskräftig entschieden ist.',
  'kwg34.6':
    'Wird die Feststellung des Wahlleiters im Wahlprüfungsverfahren geändert, so wird hierdurch die Rechtswirksamkeit der bisherigen Beschlüsse der Vertretungskörperschaft und der bisherigen Tätigkeit des zu Unrecht nachgerückten Vertreters nicht berührt.',
} as const

/** The citation under a quotation. @category texts @since 0.2.0 */
export const STATUTE_SOURCE: Readonly<Record<keyof typeof STATUTE, string>> = {
  'kwg34.1.s1': '§ 34 Abs. 1 Satz 1 KWG',
  'kwg34.1.s2': '§ 34 Abs. 1 Satz 2 KWG',
  'kwg34.1a': '§ 34 Abs. 1a KWG',
  'kwg34.2': '§ 34 Abs. 2 KWG',
  'kwg34.3.s1': '§ 34 Abs. 3 Satz 1 KWG',
  'kwg34.4.s2': '§ 34 Abs. 4 Satz 2 KWG',
  'kwg34.5': '§ 34 Abs. 5 KWG',
  'kwg34.6': '§ 34 Abs. 6 KWG',
}
