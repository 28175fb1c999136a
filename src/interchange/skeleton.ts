/**
 * The case skeleton: plain JSON in the wire format `nachruecken.case/1`
 * (body, lists, candidates with votes and elected flags, no events, a state
 * query), validated by the library's own decoder, so that any violation reads
 * like every other error — at the cell it came from where there is one.
 *
 * @since 0.2.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import { validate } from '../api.js'
import type { Elected } from './elected.js'
import { type ImportError, type ImportFailure, importError, option, type Place } from './errors.js'
import type { Voted, VotedList } from './nominations.js'

/** The body as the files do not say it: plain JSON, checked by the case decoder. @category model @since 0.2.0 */
export interface BodyFrame {
  readonly name: string
  readonly kind: string
  readonly statutoryMemberCount: number
  readonly electionMode: string
  readonly term: { readonly start: string; readonly end: string }
  readonly eligibleVoters?: number
}

/** A built case: the JSON document and, per JSON path, where its value came from. */
interface Built {
  readonly json: Record<string, unknown>
  readonly origins: ReadonlyMap<string, Place>
}

const candidateJson = (short: string, c: Voted, elected: boolean, path: string, origins: Map<string, Place>): Record<string, unknown> => {
  origins.set(path, c.row)
  origins.set(`${path}.id`, c.position.place)
  origins.set(`${path}.name`, c.name.place)
  origins.set(`${path}.position`, c.position.place)
  origins.set(`${path}.votes`, c.votes.place)
  // Stryker disable next-line StringLiteral: the flag is a boolean the import wrote, which the decoder never reports, so the place of a derived flag (the option of its list's seats) is never read; the origin's key itself is checked (properties/interchange-survivors-b.test.ts)
  origins.set(`${path}.elected`, c.elected?.place ?? option(`listSeats.${short}`))
  const member = c.memberAtSetUp?.value ?? null
  if (c.memberAtSetUp !== null) origins.set(`${path}.memberAtSetUp`, c.memberAtSetUp.place)
  return {
    id: `${short}-${c.position.value}`,
    name: c.name.value,
    position: c.position.value,
    votes: c.votes.value,
    elected,
    ...(member === null ? {} : { memberAtSetUp: member }),
  }
}

const listJson = (l: VotedList, elected: Elected, i: number, origins: Map<string, Place>): Record<string, unknown> => {
  const path = `lists[${i}]`
  const short = l.short.value
  origins.set(path, l.number.place)
  origins.set(`${path}.id`, l.short.place)
  origins.set(`${path}.name`, (l.title ?? l.short).place)
  origins.set(`${path}.group`, l.group.place)
  origins.set(`${path}.setUp`, l.setUp.place)
  origins.set(`${path}.candidates`, l.number.place)
  const won = elected.get(short)
  return {
    id: short,
    name: l.title?.value ?? short,
    group: l.group.value,
    setUp: l.setUp.value,
    candidates: l.candidates.map((c, j) => candidateJson(short, c, won?.has(c.position.value) === true, `${path}.candidates[${j}]`, origins)),
  }
}

/** The body in the wire format's key order; an unknown key stays, for the decoder to reject. */
const bodyJson = (body: BodyFrame, eligible: { readonly value: number; readonly place: Place } | null, origins: Map<string, Place>): Record<string, unknown> => {
  const { name, kind, statutoryMemberCount, electionMode, term, eligibleVoters: given, ...rest } = body
  if (eligible !== null) origins.set('body.eligibleVoters', eligible.place)
  const eligibleVoters = eligible?.value ?? given
  return { name, kind, statutoryMemberCount, electionMode, term, ...(eligibleVoters === undefined ? {} : { eligibleVoters }), ...rest }
}

/** @category model @since 0.2.0 */
export interface SkeletonInput {
  readonly body: BodyFrame
  readonly eligibleVoters: { readonly value: number; readonly place: Place } | null
  readonly lists: ReadonlyArray<VotedList>
  readonly elected: Elected
  readonly asOf: string | undefined
  /** Where errors about the lists as a whole go: the first file's header. */
  readonly file: Place
}

const build = (s: SkeletonInput): Built => {
  const origins = new Map<string, Place>()
  const json = {
    format: 'nachruecken.case/1',
    body: bodyJson(s.body, s.eligibleVoters, origins),
    lists: s.lists.map((l, i) => listJson(l, s.elected, i, origins)),
    events: [],
    query: { state: { asOf: s.asOf ?? s.body.term.start } },
  }
  return { json, origins }
}

/**
 * The place of a JSON path. Every path the decoder can report for a built
 * skeleton is a field the import wrote, and has its origin; the rest are the
 * body (the options), the query (the option asOf) and the case or the lists as
 * a whole (the header of the file).
 */
const placeFor = (origins: ReadonlyMap<string, Place>, file: Place, path: string): Place => {
  // the body comes from the options, each field from its own (the persons entitled to vote may come from the results)
  if (path.startsWith('body')) return origins.get(path) ?? option(path)
  // only a query date given has errors of its own (see skeletonOf)
  if (path.startsWith('query')) return option('asOf')
  return origins.get(path) ?? file
}

/**
 * The case skeleton, validated by the library's decoder; its errors are
 * placed at the cell or option the value came from.
 *
 * @category constructors @since 0.2.0
 */
export const skeletonOf = (s: SkeletonInput): Either<ImportFailure, Record<string, unknown>> => {
  const built = build(s)
  const v = validate(built.json)
  if (v._tag === 'Right') return right(built.json)
  // The query date not given is the first day of the term: an error of it (not a date, outside a reversed term)
  // only repeats the term's own error, which the decoder reports at body.term.
  const echoes = (path: string): boolean => s.asOf === undefined && path.startsWith('query')
  const errors: ImportError[] = v.left.errors.filter((e) => !echoes(e.path)).map((e) => importError(placeFor(built.origins, s.file, e.path), e.message, e.rule))
  return left({ _tag: v.left._tag, errors })
}
