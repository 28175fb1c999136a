/**
 * The parts of the state document (`nachruecken.state/1`, spec/procedure.md)
 * that the exports read: the seats with their tenures, the vacancies with the
 * end of their objection period and the month of § 27 KWG, the proofs of incompatibility with their due
 * date. The exports compute no period and no status: they read them here.
 * Fields the exports do not read are let through, so that a later version of
 * the state can carry more.
 *
 * @since 0.2.0
 */
import * as t from 'io-ts'
import { IsoDateC } from '../codec/primitives.js'

const date = IsoDateC
const dateOrNull = t.union([IsoDateC, t.null])

/** @category codecs @since 0.2.0 */
export const TenureC = t.type({
  member: t.string,
  from: date,
  to: dateOrNull,
  basis: t.keyof({ election: null, determination: null, due: null }),
  endedBy: t.union([t.literal('departure'), t.literal('review'), t.null]),
})

/** @category codecs @since 0.2.0 */
export const StateDocumentC = t.type({
  format: t.literal('nachruecken.state/1'),
  asOf: date,
  vacancies: t.array(
    t.intersection([
      t.type({
        vacancy: t.string,
        list: t.string,
        status: t.string,
        announced: dateOrNull,
        objectionPeriodEnds: dateOrNull,
      }),
      // since 0.4.0; a state document of an earlier version has none
      t.partial({ actionPeriod: t.union([t.type({ from: date, ends: date }), t.null]) }),
    ]),
  ),
  pendingProofs: t.array(t.type({ member: t.string, notified: date, due: date, status: t.string })),
  seats: t.array(t.type({ seat: t.number, list: t.string, tenures: t.array(TenureC) })),
})

/** @category model @since 0.2.0 */
export type StateDocument = t.TypeOf<typeof StateDocumentC>
/** @category model @since 0.2.0 */
export type Tenure = t.TypeOf<typeof TenureC>
