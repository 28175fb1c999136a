/**
 * What the body and its lists must be for § 34 to apply — `kwg34.1a.rank`
 * and `kwg34.1.s2.count`.
 *
 * > § 34 Abs. 1a KWG: Bei der Mehrheitswahl rückt der nächste noch nicht
 * > berufene Bewerber mit der höchsten Stimmenzahl nach; …
 *
 * > § 34 Abs. 1 Satz 2 KWG: … die gesetzliche Mitgliederzahl der
 * > Vertretungskörperschaft vermindert sich für die Wahlzeit entsprechend.
 *
 * A majority election is held when at most one list was admitted: its
 * candidates are one list (with no group when none was admitted). No more
 * candidates can be elected than the legal member count has seats.
 *
 * @example
 * import { tooManyElected } from './structure.js'
 * tooManyElected(theCase, 32) // [error] when the legal member count is 31
 *
 * @since 0.1.0
 */
import type { Case } from '../domain/case.js'
import { type RuleError, ruleError } from '../domain/error.js'

/** A majority election has exactly one list. @category rules @since 0.1.0 */
export const majorityOneList = (c: Case): ReadonlyArray<RuleError> =>
  c.body.electionMode === 'majority' && c.lists.length !== 1 ? [ruleError('lists', 'majorityOneList', 'a majority election has exactly one list', 'kwg34.1a.rank')] : []

/** No more elected than the legal member count. @category rules @since 0.1.0 */
export const tooManyElected = (c: Case, elected: number): ReadonlyArray<RuleError> =>
  elected > c.body.statutoryMemberCount
    ? [ruleError('lists', 'tooManyElected', `${elected} elected, but the legal member count is ${c.body.statutoryMemberCount}`, 'kwg34.1.s2.count')]
    : []
