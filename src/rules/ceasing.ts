/**
 * A body below three members ceases — `hgo82.1.s6`, `hgo86.1.s3` (reading R8).
 *
 * > § 82 Abs. 1 Satz 6 HGO: Entsprechendes gilt für die restliche Dauer der
 * > laufenden Wahlzeit, wenn der Ortsbeirat in Folge des Ausscheidens von
 * > Vertretern nur noch weniger als drei Mitglieder hat.
 *
 * (The sentence before: the Einrichtung of the Ortsbeirat „entfällt“; quoted
 * from the Landtag's inquiry 19/2123; practice: Gemeinde Hohenahr, 2022:
 * „Somit entfällt die Einrichtung des Ortsbeirates.“)
 *
 * > § 86 Abs. 1 Satz 3 HGO, as the notice of Rosbach v.d. Höhe of
 * > 17 February 2023 renders it: die Einrichtung des Ausländerbeirats
 * > entfällt, „wenn dieser in Folge des Ausscheidens von Vertretern nur noch
 * > weniger als drei Mitglieder hat“.
 *
 * Only the Ortsbeirat and the Ausländerbeirat cease; any other body with an
 * empty seat only has a lower legal member count (§ 34 Abs. 1 Satz 2 KWG).
 * "Mitglieder" is read as the legal member count after the empty seats
 * (`memberCount.after`); seats left unfilled at the election are § 22 KWG,
 * outside this library. The body ceases on the day the empty seat is free
 * and certain: the seat is free (`leftOn`) and no candidate is left for it —
 * not earlier (a departure before that day is decided as usual; issue 18,
 * Q1). Every departure after it, in application order, opens no succession;
 * so does a departure of that same day listed before the seat that made the
 * body cease, when it would call a successor (`closesOnTheDay`): the body has
 * fewer than three members from that day, and a successor would be a member
 * only with a determination made after it (R7, § 34 Abs. 3 Satz 2 with § 23
 * Abs. 1 KWG; vectors `h18-009`, `h18-030`).
 *
 * @example
 * import { ceasingOf } from './ceasing.js'
 * ceasingOf('ortsbeirat', vacantSeat, '2023-05-08') // { on: '2023-05-08', rule: 'hgo82.1.s6' } when fewer than three are left
 *
 * @since 0.2.0
 */
import type { IsoDate } from '../domain/brand.js'
import type { BodyKind, ElectionList } from '../domain/case.js'
import { type BodyCeased, bodyCeased, type Ceased, type CeasingRule, type Determination } from '../domain/determination.js'
import type { MemberLeft } from '../domain/events.js'
import { sortNorms } from '../domain/norms.js'
import { classifyDeparture } from './triggers.js'

/** The bodies that cease below three members, and the norm that says so. @category rules @since 0.2.0 */
export const CEASING_RULES: { readonly [K in BodyKind]: CeasingRule | null } = {
  gemeindevertretung: null,
  stadtverordnetenversammlung: null,
  kreistag: null,
  ortsbeirat: 'hgo82.1.s6',
  auslaenderbeirat: 'hgo86.1.s3',
}

/** „weniger als drei Mitglieder“. @category rules @since 0.2.0 */
export const FEWEST_MEMBERS = 3

/**
 * Whether this determination makes the body cease, and from when: an empty
 * seat of a body that ceases, leaving fewer than three, free and certain on
 * `on` (null: not yet free).
 *
 * @category rules @since 0.2.0
 */
export const ceasingOf = (kind: BodyKind, d: Determination, on: IsoDate | null): Ceased | null => {
  const rule = CEASING_RULES[kind]
  return rule !== null && d._tag === 'vacant' && d.memberCount.after < FEWEST_MEMBERS && on !== null ? { on, rule } : null
}

/** The outcomes that would call a successor: on the day the body ceased they give way to it (R8). */
const CALLING: ReadonlySet<Determination['_tag']> = new Set(['successor', 'lotRequired', 'awaitingProof'])

/**
 * Whether a departure decided before the seat that made the body cease gives
 * way to the ceasing: dated on its day (or later) and calling a successor.
 *
 * @category rules @since 0.3.0
 */
export const closesOnTheDay = (ceased: Ceased, departure: MemberLeft, d: Determination): boolean => departure.date >= ceased.on && CALLING.has(d._tag)

/** Whether a departure comes after the body ceased (it is decided after the ceasing seat, and dated on or after the day). @category rules @since 0.2.0 */
export const afterCeasing = (ceased: Ceased | null, departure: MemberLeft): ceased is Ceased => ceased !== null && departure.date >= ceased.on

/**
 * The determination of a departure after the body ceased: no succession, the
 * count as it was (`after`: the legal member count the body ceased with, for
 * a departure of the same day listed before the seat that made it cease).
 *
 * @category rules @since 0.2.0
 */
export const ceasedDetermination = (departure: MemberLeft, list: ElectionList, ceased: Ceased, count: number, after: number = count): BodyCeased => {
  const trigger = classifyDeparture(departure).rules
  return bodyCeased(
    {
      vacancy: departure.member,
      list: list.id,
      cause: departure.cause,
      trigger,
      memberCount: { before: count, after },
      considered: [],
      disregarded: [],
      rules: sortNorms([...trigger, ceased.rule]),
    },
    ceased,
  )
}
