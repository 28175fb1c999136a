/**
 * Service and publication of the determination, and the action against the
 * body's decision: what the documents of § 34 Abs. 3 KWG must say and to
 * whom they go. Every text and the notice linter read these facts here.
 *
 * > § 58 Abs. 1 KWO (summary, spec/law): the returning officer serves the
 * > determination under § 34 Abs. 3 KWG on the member concerned and on the
 * > municipal supervisory authority (Kommunalaufsicht); Abs. 2: the
 * > determination is published. Real notices cite "§ 34 KWG i. V. m.
 * > § 58 KWO"; § 55 KWO, which some cite by mistake, concerns the
 * > publication of the final election result.
 *
 * > § 27 KWG: Gegen die Entscheidung … steht den Beteiligten und der
 * > Aufsichtsbehörde innerhalb eines Monats nach Zustellung oder
 * > Verkündung … die Klage im Verwaltungsstreitverfahren zu; ein
 * > Widerspruch findet nicht statt.
 *
 * > § 25 Abs. 1 Satz 1 KWG: … jeder Wahlberechtigte des Wahlkreises binnen
 * > einer Ausschlussfrist von zwei Wochen nach der öffentlichen
 * > Bekanntmachung … (the period itself: `periods.ts`).
 *
 * @example
 * import { SERVICE_NORM, ACTION_PERIOD_MONTHS } from './publication.js'
 * `${SERVICE_NORM}` // '§ 58 Abs. 1 KWO'
 *
 * @since 0.3.0
 */

/** The norm of service (Zustellung) of the determination. @category rules @since 0.3.0 */
export const SERVICE_NORM = '§ 58 Abs. 1 KWO'
/** The norm of its public notice. @category rules @since 0.3.0 */
export const PUBLICATION_NORM = '§ 58 Abs. 2 KWO'
/** The norm some notices cite by mistake: the publication of the election result. @category rules @since 0.3.0 */
export const WRONG_PUBLICATION_NORM = '§ 55 KWO'

/** Who is served the determination under § 58 Abs. 1 KWO. @category rules @since 0.3.0 */
export type ServedParty = 'memberConcerned' | 'supervisoryAuthority'
/** In the order the list of service names them. @category rules @since 0.3.0 */
export const SERVED: ReadonlyArray<ServedParty> = ['memberConcerned', 'supervisoryAuthority']

/** The action against the body's decision lies within one month of service or pronouncement (§ 27 KWG): defined once, in `periods.ts`. @category rules @since 0.3.0 */
export { ACTION_PERIOD_MONTHS } from './periods.js'
/** Who may bring the action (§ 27 KWG). @category rules @since 0.3.0 */
export const ACTION_BY: ReadonlyArray<'parties' | 'supervisoryAuthority'> = ['parties', 'supervisoryAuthority']
/** No objection procedure (Widerspruch) precedes the action (§ 27 KWG). @category rules @since 0.3.0 */
export const PRELIMINARY_PROCEEDINGS = false

/** The objection period of § 25 Abs. 1 KWG is an exclusion period (Ausschlussfrist): no reinstatement. @category rules @since 0.3.0 */
export const OBJECTION_PERIOD_EXCLUSIVE = true
/** Who may object (§ 25 Abs. 1 Satz 1 KWG): the persons entitled to vote of the electoral district (des Wahlkreises). @category rules @since 0.3.0 */
export const OBJECTORS = 'votersOfTheDistrict'
