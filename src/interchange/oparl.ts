/**
 * OParl 1.1 `Membership` objects for the body, one per tenure of the state
 * (`nachruecken.state/1`): the person, the body as organization, the list as
 * `onBehalfOf`, the role, the voting right and the first and last day held —
 * as an OParl external object list (`data`, `pagination`, `links`) that a
 * council information system imports (spec/interchange.md, "OParl").
 *
 * A tenure with basis `due` is left out: a successor the returning officer
 * still has to determine is reserved, not a member (§ 34 Abs. 3 Satz 2 with
 * § 23 Abs. 1 KWG: membership begins with the determination).
 *
 * @since 0.2.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import type { BodyKind } from '../domain/case.js'
import type { CaseError, Failure } from '../domain/error.js'
import { namesOf, replayed } from './state.js'
import type { Tenure } from './state-document.js'

/** @category model @since 0.2.0 */
export const OPARL_MEMBERSHIP = 'https://schema.oparl.org/1.1/Membership'

/** The role of a member, by kind of body. @category texts @since 0.2.0 */
export const ROLES: Readonly<Record<BodyKind, string>> = {
  gemeindevertretung: 'Gemeindevertreterin / Gemeindevertreter',
  stadtverordnetenversammlung: 'Stadtverordnete / Stadtverordneter',
  kreistag: 'Kreistagsabgeordnete / Kreistagsabgeordneter',
  ortsbeirat: 'Mitglied des Ortsbeirats',
  auslaenderbeirat: 'Mitglied des Ausländerbeirats',
}

/** @category model @since 0.2.0 */
export interface MembershipOptions {
  /** The base of every URL (ids are `<base>/person/<id>` and so on); a trailing slash is dropped. */
  readonly baseUrl: string
}

/** An OParl 1.1 Membership with this library's fields under the prefix `nachruecken:`. @category model @since 0.2.0 */
export interface OParlMembership {
  readonly id: string
  readonly type: typeof OPARL_MEMBERSHIP
  readonly person: string
  readonly organization: string
  readonly onBehalfOf: string
  readonly role: string
  readonly votingRight: true
  readonly startDate: string
  readonly endDate?: string
  readonly 'nachruecken:candidate': string
  readonly 'nachruecken:name': string
  readonly 'nachruecken:list': string
  readonly 'nachruecken:seat': number
  readonly 'nachruecken:basis': 'election' | 'determination'
  readonly 'nachruecken:endedBy': 'departure' | 'review' | null
}

/** An OParl external object list on one page. @category model @since 0.2.0 */
export interface OParlList {
  readonly data: ReadonlyArray<OParlMembership>
  readonly pagination: { readonly totalElements: number; readonly elementsPerPage: number; readonly currentPage: 1; readonly totalPages: 1 }
  readonly links: Record<string, never>
}

const segment = (s: string): string => encodeURIComponent(s)

/** Whether a base URL is one the ids can be built on: an absolute http or https URL. @category parsing @since 0.2.0 */
export const isBaseUrl = (s: unknown): s is string => {
  if (typeof s !== 'string') return false
  try {
    const u = new URL(s)
    return u.protocol === 'https:' || u.protocol === 'http:'
  } catch {
    return false
  }
}

const BAD_OPTIONS: Failure = {
  _tag: 'unreadable',
  errors: [{ path: '', code: 'invalidValue', message: 'expected the options { baseUrl } with an absolute http or https URL', rule: null }],
}

type Held = Tenure & { readonly basis: 'election' | 'determination' }

const held = (t: Tenure): t is Held => t.basis !== 'due'

/**
 * The memberships of the body on the query date of a parsed case, and the
 * events the replay rejected.
 *
 * @category api @since 0.2.0
 */
export const membershipsOf = (u: unknown, options: MembershipOptions): Either<Failure, { readonly list: OParlList; readonly rejected: ReadonlyArray<CaseError> }> => {
  const url = typeof options === 'object' && options !== null ? options.baseUrl : undefined
  if (!isBaseUrl(url)) return left(BAD_OPTIONS)
  const r = replayed(u)
  if (r._tag === 'Left') return r
  const base = url.replace(/\/+$/, '')
  const body = r.right.case.body
  const organization = `${base}/organization/${segment(body.name)}`
  const nameOf = namesOf(r.right.case)
  const data = r.right.state.seats.flatMap((seat) =>
    seat.tenures.filter(held).map(
      (t): OParlMembership => ({
        id: `${base}/membership/${segment(t.member)}/${t.from}`,
        type: OPARL_MEMBERSHIP,
        person: `${base}/person/${segment(t.member)}`,
        organization,
        onBehalfOf: `${organization}/list/${segment(seat.list)}`,
        role: ROLES[body.kind],
        votingRight: true,
        startDate: t.from,
        ...(t.to === null ? {} : { endDate: t.to }),
        'nachruecken:candidate': t.member,
        'nachruecken:name': nameOf(t.member),
        'nachruecken:list': seat.list,
        'nachruecken:seat': seat.seat,
        'nachruecken:basis': t.basis,
        'nachruecken:endedBy': t.endedBy,
      }),
    ),
  )
  return right({
    list: { data, pagination: { totalElements: data.length, elementsPerPage: data.length, currentPage: 1, totalPages: 1 }, links: {} },
    rejected: r.right.rejected,
  })
}
