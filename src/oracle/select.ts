/**
 * Choosing the vectors of a run (bowtie's and test262's filters): by id
 * (`--id`), by a glob over the id (`--filter`, `*` any run of characters,
 * `?` one), by a norm the vector names (`--norm`, also a prefix ending at a
 * dot: `kwg34.4` chooses `kwg34.4.s1` …) and by a feature (`--feature`).
 * Within one kind of filter any match chooses; the kinds given must all
 * match. And the list of expected failures a vendor keeps in CI
 * (`--expected-failures FILE`): one id or glob per line, `#` starts a
 * comment.
 *
 * @since 0.2.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import type { Vector } from './suite.js'

/** @category model @since 0.2.0 */
export interface Selection {
  readonly ids: ReadonlyArray<string>
  readonly globs: ReadonlyArray<string>
  readonly norms: ReadonlyArray<string>
  readonly features: ReadonlyArray<string>
}

/** Every vector. @category constructors @since 0.2.0 */
export const ALL: Selection = { ids: [], globs: [], norms: [], features: [] }

const special = /[.+^${}()|[\]\\]/g

/** A glob over ids as a regular expression: `*` any run of characters, `?` one. @category parsing @since 0.2.0 */
export const globPattern = (glob: string): RegExp =>
  new RegExp(`^${glob.replace(special, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`)

/** Whether a norm id is `want` or lies under it (`kwg34.4` covers `kwg34.4.s1`). @category oracle @since 0.2.0 */
export const normCovers = (want: string, norm: string): boolean => norm === want || norm.startsWith(`${want}.`)

const anyOrNone = <A>(wanted: ReadonlyArray<A>, test: (a: A) => boolean): boolean => wanted.length === 0 || wanted.some(test)

/**
 * Whether the selection chooses the vector.
 *
 * @category oracle @since 0.2.0
 */
export const chooses = (s: Selection, v: Pick<Vector, 'id' | 'norms' | 'features'>): boolean => {
  const named = s.ids.length + s.globs.length === 0 || s.ids.includes(v.id) || s.globs.some((g) => globPattern(g).test(v.id))
  return named && anyOrNone(s.norms, (n) => v.norms.some((m) => normCovers(n, m))) && anyOrNone(s.features, (f) => v.features.includes(f))
}

/** The filters as the command line gave them, for the report. @category oracle @since 0.2.0 */
export const describeSelection = (s: Selection): ReadonlyArray<string> => [
  ...s.ids.map((x) => `--id ${x}`),
  ...s.globs.map((x) => `--filter ${x}`),
  ...s.norms.map((x) => `--norm ${x}`),
  ...s.features.map((x) => `--feature ${x}`),
]

/**
 * The ids given with `--id` that name no vector of the suite (a typo should
 * not run nothing silently).
 *
 * @category oracle @since 0.2.0
 */
export const unknownIds = (s: Selection, vectors: ReadonlyArray<Pick<Vector, 'id'>>): ReadonlyArray<string> =>
  s.ids.filter((id) => !vectors.some((v) => v.id === id))

/** @category model @since 0.2.0 */
export interface ExpectedFailures {
  readonly patterns: ReadonlyArray<string>
}

/**
 * Read a list of expected failures: one vector id or glob per line; blank
 * lines and everything after `#` are ignored.
 *
 * @category parsing @since 0.2.0
 */
export const parseExpectedFailures = (text: string, file: string): Either<string, ExpectedFailures> => {
  const patterns: string[] = []
  const lines = text.split(/\r?\n/)
  for (const [i, raw] of lines.entries()) {
    const line = (raw.split('#')[0] as string).trim()
    if (line === '') continue
    if (!/^[a-z0-9*?-]+$/.test(line)) return left(`${file}:${i + 1}:1: expected a vector id or a glob of [a-z0-9-*?], got ${JSON.stringify(line)}`)
    patterns.push(line)
  }
  return right({ patterns })
}

/** Whether the list expects the vector to fail. @category oracle @since 0.2.0 */
export const expectsFailure = (e: ExpectedFailures, id: string): boolean => e.patterns.some((p) => globPattern(p).test(id))
