/**
 * The exhausted list — `kwg34.1.s2.vacant` and `kwg34.1.s2.count`.
 *
 * > § 34 Abs. 1 Satz 2 KWG: Ist der Wahlvorschlag erschöpft, so bleibt der
 * > Sitz unbesetzt; die gesetzliche Mitgliederzahl der
 * > Vertretungskörperschaft vermindert sich für die Wahlzeit entsprechend.
 *
 * The legal member count falls by exactly one for each seat that stays empty,
 * and never rises within the term.
 *
 * @since 0.1.0
 */
import type { MemberCount } from '../domain/determination.js'
import type { Selection } from './selection.js'

/**
 * The legal member count before and after a decision.
 *
 * @category rules @since 0.1.0
 */
export const memberCountAfter = (before: number, selection: Selection | null): MemberCount => ({
  before,
  after: selection !== null && selection._tag === 'exhausted' ? before - 1 : before,
})
