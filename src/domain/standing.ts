/**
 * Where a not-yet-called candidate stands for a vacancy on a date: eligible,
 * skipped under a ground of § 34 Abs. 2 KWG, or awaiting the proof that an
 * incompatibility ended (reading R1).
 *
 * @since 0.1.0
 */
import type { IsoDate } from './brand.js'

/** The grounds of § 34 Abs. 2 KWG, in the order of the statute. @category model @since 0.1.0 */
export type SkipRule = 'kwg34.2.n1' | 'kwg34.2.n2' | 'kwg34.2.n3.death' | 'kwg34.2.n3.ground'

/** @category model @since 0.1.0 */
export type Standing =
  | { readonly _tag: 'eligible' }
  | { readonly _tag: 'skipped'; readonly rule: SkipRule }
  | { readonly _tag: 'awaiting'; readonly notified: IsoDate | null; readonly due: IsoDate | null }

/** A candidate awaiting the proof that an incompatibility ended. @category model @since 0.1.0 */
export type AwaitingStanding = Extract<Standing, { readonly _tag: 'awaiting' }>

/** @category constructors @since 0.1.0 */
export const eligible: Standing = { _tag: 'eligible' }

/** @category constructors @since 0.1.0 */
export const skipped = (rule: SkipRule): Standing => ({ _tag: 'skipped', rule })

/** @category constructors @since 0.1.0 */
export const awaiting = (notified: IsoDate | null, due: IsoDate | null): Standing => ({ _tag: 'awaiting', notified, due })
