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
 * "Mitglieder" is read as the members the body can still have: the legal
 * member count after the seats that can no longer be filled; seats left
 * unfilled at the election are § 22 KWG, outside this library.
 *
 * The seats of a list are counted together (R8, decided 2026-12-06): the
 * body ceases on the first day `t` on which, every seat decided as of `t`
 * (facts and determinations dated on or before `t`, the list's candidates
 * left given to its free seats in application order, R6), an empty seat
 * free by `t` takes the legal member count below three — the day it „hat …
 * nur noch weniger als drei Mitglieder“ and no succession can bring it back
 * (`firstDayBelow`, the days in `daysToLook`). A fact after that day does not
 * move it. From that day no succession: a departure dated on or after it
 * opens none, and an earlier seat that would call a successor (or wait for
 * a proof or a lot) with no successor on record before that day gives way
 * to the ceasing (`givesWay`): its successor would be a member only with a
 * determination made after the body ceased (R7, § 34 Abs. 3 Satz 2 with
 * § 23 Abs. 1 KWG; vectors `h18-009`, `h18-030`, `r8-*`).
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
 * seat of a body that ceases, free on `on` (null: not yet free), leaving
 * fewer than three. `notYetFree`: the seats counted empty before it whose
 * members still sit on that day (a seat waiver with a later date, a leaving
 * not yet in effect, § 33 Abs. 3 KWG) — the body still has them.
 *
 * @category rules @since 0.2.0
 */
export const ceasingOf = (kind: BodyKind, d: Determination, on: IsoDate | null, notYetFree = 0): Ceased | null => {
  const rule = CEASING_RULES[kind]
  return rule !== null && d._tag === 'vacant' && d.memberCount.after + notYetFree < FEWEST_MEMBERS && on !== null ? { on, rule } : null
}

/** The outcomes that would call a successor: once the body ceased they give way to it (R8). */
const CALLING: ReadonlySet<Determination['_tag']> = new Set(['successor', 'lotRequired', 'awaitingProof'])

/**
 * Whether a seat decided as of the day the body ceased gives way to the
 * ceasing (R8, the seats of a list counted together): it would call a
 * successor, or wait for a proof or a lot, and no determination dated before
 * that day names its successor. A determination of the day itself or later
 * was made when the body had ceased (R7; `ceas-002`).
 *
 * @category rules @since 0.3.0
 */
export const givesWay = (ceased: Ceased, d: Determination, recorded: { readonly date: IsoDate; readonly successor: string | null } | null): boolean =>
  CALLING.has(d._tag) && !(recorded !== null && recorded.successor !== null && recorded.date < ceased.on)

/**
 * The days on which what the body can still have may change, up to `asOf`
 * (R8): the days seats become free, the days of the facts and determinations
 * (`changes`: event dates, the days candidates are skipped from), and
 * `asOf`; none before `N − 2` seats are free (the count cannot fall below
 * three before: only seats free by a day lower it), in order.
 *
 * @category rules @since 0.3.0
 */
export const daysToLook = (statutory: number, freeOn: ReadonlyArray<IsoDate>, changes: ReadonlyArray<IsoDate>, asOf: IsoDate): ReadonlyArray<IsoDate> => {
  const free = [...freeOn].sort()
  // Stryker disable next-line MethodExpression: a shortcut — the count that makes the body cease counts only the seats free by the day (`ceasingOf`'s `notYetFree`), so it is below three on no day before N − 2 seats are free; an earlier first day only adds rounds that find nothing
  const first = free[Math.max(0, statutory - FEWEST_MEMBERS)]
  if (first === undefined) return []
  const days = [...new Set([...freeOn, ...changes, asOf])].filter((t) => t <= asOf).sort()
  // Stryker disable next-line ConditionalExpression,MethodExpression: the same shortcut — keeping the days before the first only adds rounds that find nothing
  return days.filter((t) => t >= first)
}

/** One list on a day, for `mayBeBelow`: its seats to fill (departures of its people) and its candidates no fact has touched. @category rules @since 0.3.0 */
export interface ListOnTheDay {
  readonly toFill: number
  readonly untouched: number
}
/**
 * Whether the body can be below three on a day at all (R8): only when the
 * seats that may be empty — those declared empty on record, and on each list
 * the seats to fill beyond its candidates untouched by any fact — are more
 * than `N − 3`. Each seat to fill calls at most one candidate, and a seat is
 * left empty only when every candidate of its list who is not skipped has
 * been called for another seat; a candidate no fact touches is never
 * skipped. A necessary condition only: the round as of the day decides.
 *
 * @category rules @since 0.3.0
 */
export const mayBeBelow = (statutory: number, emptyOnRecord: number, lists: ReadonlyArray<ListOnTheDay>): boolean =>
  lists.reduce((n, l) => n + Math.max(0, l.toFill - l.untouched), emptyOnRecord) > statutory - FEWEST_MEMBERS
/**
 * The day the body ceases (R8): the first of the days to look at on which,
 * deciding as of that day, an empty seat free by it takes the legal member
 * count below three (`belowOn`); null: it has not ceased.
 *
 * @category rules @since 0.3.0
 */
export const firstDayBelow = (days: ReadonlyArray<IsoDate>, belowOn: (t: IsoDate) => boolean): IsoDate | null => days.find(belowOn) ?? null

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
