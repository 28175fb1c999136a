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
import type { WaiverForm } from '../domain/events.js'

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
