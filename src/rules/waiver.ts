/**
 * The form of a waiver — `kwg34.2.n2` and `kwg33.2` (reading R3).
 *
 * > § 34 Abs. 2 Nr. 2 KWG: … die dem Wahlleiter schriftlich den Verzicht auf
 * > ihre Anwartschaft erklärt haben; der Verzicht kann nicht widerrufen werden,
 *
 * > § 33 Abs. 2 KWG: Der Verzicht ist dem Wahlleiter gegenüber schriftlich zu
 * > erklären; er ist unwiderruflich.
 *
 * One definition of the form for both: the waiver of the expectancy by a
 * candidate and the waiver of the seat by a member.
 *
 * @example
 * import { isEffectiveWaiver } from './waiver.js'
 * isEffectiveWaiver({ written: true, to: 'party' }) // false
 *
 * @since 0.1.0
 */
import { type CandidateWaived, candidateWaived, type MemberLeft, type WaiverForm } from '../domain/events.js'

/**
 * Whether a waiver has legal effect: written and addressed to the returning
 * officer.
 *
 * @category rules @since 0.1.0
 */
export const isEffectiveWaiver = (form: WaiverForm): boolean => form.written && form.to === 'returningOfficer'

/** Why a waiver has no effect: not written, or not to the returning officer (null: it has effect). @category rules @since 0.1.0 */
export const waiverDefect = (form: WaiverForm): 'waiverNotWritten' | 'waiverNotToReturningOfficer' | null =>
  isEffectiveWaiver(form) ? null : form.written ? 'waiverNotToReturningOfficer' : 'waiverNotWritten'

/**
 * A seat waiver that a final change in review made void as a departure
 * (spec/procedure.md, open question 1) read as a waiver of the expectancy
 * as well (issue 18, P12; § 34 Abs. 2 Nr. 2 KWG): whoever declared to the
 * returning officer in writing that he gives up the seat, seen from the
 * objective recipient's view, does not want to be called for it either. The
 * declaration's date counts (not an `effective` date, Q21). Only a waiver in
 * the form of § 33 Abs. 2 (written, to the returning officer); any other
 * departure gives nothing.
 *
 * @category rules @since 0.3.0
 */
export const expectancyWaiverOf = (voided: MemberLeft): CandidateWaived | null =>
  voided.cause === 'seatWaiver' && voided.waiver !== null && isEffectiveWaiver(voided.waiver)
    ? candidateWaived(voided.index, voided.date, voided.member, voided.waiver.written, voided.waiver.to)
    : null
