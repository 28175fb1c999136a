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
 * > § 27 KWG: Gegen den Beschluss der Vertretungskörperschaft nach § 26
 * > steht den Beteiligten und der Aufsichtsbehörde innerhalb eines Monats
 * > nach Zustellung oder Verkündung der Entscheidung die Klage im
 * > Verwaltungsstreitverfahren zu. … ein Widerspruch gegen den Beschluss der
 * > Vertretungskörperschaft nicht stattfindet …
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
import type { CandidateId, IsoDate } from '../domain/brand.js'
import type { CaseEvent } from '../domain/events.js'

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

/** One addressee of the service of § 58 Abs. 1 KWO: a member concerned (the one who left, the successor) or the Kommunalaufsicht. @category rules @since 0.3.0 */
export type Served =
  | { readonly _tag: 'memberWhoLeft'; readonly member: CandidateId }
  | { readonly _tag: 'successor'; readonly member: CandidateId }
  | { readonly _tag: 'supervisoryAuthority' }

/** A member concerned among the addressees: the one who left or the successor. */
type MemberConcerned = Exclude<Served, { readonly _tag: 'supervisoryAuthority' }>

/** The list of service of a determination: who is served, and the members concerned on whom nothing is served because they died. @category rules @since 0.3.0 */
export interface ServiceList {
  readonly served: ReadonlyArray<Served>
  /** the members concerned who died by the day of the determination (a deceased person cannot be served) */
  readonly deceased: ReadonlyArray<CandidateId>
}

/** Whether a person died on or before a day, by the events of the case: a member's departure by death or a candidate's death. @category rules @since 0.3.0 */
export const diedBy = (events: ReadonlyArray<CaseEvent>, who: CandidateId, day: IsoDate): boolean =>
  events.some((e) => e.date <= day && ((e._tag === 'memberLeft' && e.member === who && e.cause === 'death') || (e._tag === 'candidateDied' && e.candidate === who)))

/**
 * Who is served the determination of `day` under § 58 Abs. 1 KWO: the
 * members concerned — the member who left and the successor (if any) — then
 * the Kommunalaufsicht; a member concerned who died by that day is served
 * nothing (a deceased person cannot be served; the reading is in
 * spec/documents.md). The documents read this list: the Feststellung's
 * note of service, the list of service and the notification of the
 * successor (only a served successor is notified).
 *
 * @example
 * serviceListOf(events, { left: 'SPD-2', successor: 'SPD-4', day: '2023-08-30' })
 * // { served: [memberWhoLeft SPD-2, successor SPD-4, supervisoryAuthority], deceased: [] }
 *
 * @category rules @since 0.3.0
 */
export const serviceListOf = (events: ReadonlyArray<CaseEvent>, d: { readonly left: CandidateId; readonly successor: CandidateId | null; readonly day: IsoDate }): ServiceList => {
  // only members concerned are ever asked whether they are alive: the Kommunalaufsicht is always served
  const concerned: ReadonlyArray<MemberConcerned> = [
    { _tag: 'memberWhoLeft', member: d.left },
    ...(d.successor === null ? [] : [{ _tag: 'successor', member: d.successor } as const]),
  ]
  const alive = (x: MemberConcerned): boolean => !diedBy(events, x.member, d.day)
  const served = SERVED.flatMap((p): ReadonlyArray<Served> => (p === 'memberConcerned' ? concerned.filter(alive) : [{ _tag: 'supervisoryAuthority' }]))
  return { served, deceased: concerned.flatMap((x) => (alive(x) ? [] : [x.member])) }
}

/** The action against the body's decision lies within one month of service or pronouncement (§ 27 KWG): defined once, in `periods.ts`. @category rules @since 0.3.0 */
export { ACTION_PERIOD_MONTHS } from './periods.js'
