/**
 * `import`: a case skeleton from the documented CSV template, or from
 * votemanager open data joined with the candidate list (spec/interchange.md).
 * Total: never throws; every error names its file, line and column, or the
 * option at fault.
 *
 * @example
 * import { importTemplate } from 'nachruecken/interchange'
 * const r = importTemplate({ name: 'kandidaten.csv', text }, { body, listSeats: { SPD: 2 } })
 * if (r._tag === 'Right') console.log(JSON.stringify(r.right, null, 2))
 *
 * @since 0.2.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'
import { readTable, type Source, type Table } from './csv.js'
import { electedOf, type Mode } from './elected.js'
import { cell, type ImportFailure, importError, option, quoted } from './errors.js'
import { joinResults } from './join.js'
import { candidateListOf, templateOf, type VotedList } from './nominations.js'
import { type BodyFrame, skeletonOf } from './skeleton.js'
import { type Area, type Results, resultsOf } from './votemanager.js'

/** What the files do not say. @category model @since 0.2.0 */
export interface ImportOptions {
  readonly body: BodyFrame
  /** Seats won per list (Kurzbezeichnung → number), to derive who was elected (§ 22 KWG), where the file has no column gewählt. */
  readonly listSeats?: Readonly<Record<string, number>>
  /** The date of the state query; the start of the term if not given. */
  readonly asOf?: string
}

/** @category model @since 0.2.0 */
export interface VotemanagerOptions extends ImportOptions {
  readonly area?: Area
}

const isSource = (u: unknown): u is Source => typeof u === 'object' && u !== null && typeof (u as Source).name === 'string' && typeof (u as Source).text === 'string'

const isOptions = (u: unknown): u is ImportOptions => typeof u === 'object' && u !== null && typeof (u as ImportOptions).body === 'object' && (u as ImportOptions).body !== null

/** What a JavaScript caller gives, whom the types do not hold: the files as `{ name, text }`, the options with a body. */
const misuse = (files: Readonly<Record<string, unknown>>, options: unknown): ImportFailure | null => {
  const errors = Object.entries(files).flatMap(([what, f]) => (isSource(f) ? [] : [importError(option(what), 'expected a file as { name, text } (two strings)')]))
  if (!isOptions(options)) errors.push(importError(option('body'), 'expected the options { body, listSeats?, asOf? } with the body of the case'))
  return errors.length > 0 ? { _tag: 'unreadable', errors } : null
}

const guarded = <A>(f: () => Either<ImportFailure, A>): Either<ImportFailure, A> => {
  try {
    return f()
  } catch (e) {
    // A defect, not an input problem: still an error value, never an exception.
    return left({ _tag: 'unreadable', errors: [importError(option('import'), `internal error: ${e instanceof Error ? e.message : String(e)}`)] })
  }
}

const modeOf = (body: BodyFrame): Mode => (body.electionMode === 'majority' ? 'majority' : 'proportional')

const headerPlace = (t: Table) => cell(t.file, t.headerLine, 1, null)

/**
 * The skeleton; when who was elected cannot be derived, the case is still
 * checked (with no one elected) so that every error is reported at once.
 */
const finish = (
  lists: ReadonlyArray<VotedList>,
  options: ImportOptions,
  eligibleVoters: Results['eligibleVoters'],
  file: Table,
): Either<ImportFailure, Record<string, unknown>> => {
  const elected = electedOf(lists, modeOf(options.body), options.listSeats)
  const skeleton = skeletonOf({ body: options.body, eligibleVoters, lists, elected: elected._tag === 'Right' ? elected.right : new Map(), asOf: options.asOf, file: headerPlace(file) })
  if (elected._tag === 'Right') return skeleton
  return left({ _tag: skeleton._tag === 'Left' ? skeleton.left._tag : 'rejected', errors: [...elected.left.errors, ...(skeleton._tag === 'Left' ? skeleton.left.errors : [])] })
}

/** Whether a file is votemanager open data (its header has `gebiet-nr`) rather than the template. @category parsing @since 0.2.0 */
export const isVotemanager = (file: Source): boolean => {
  if (!isSource(file)) return false
  const t = readTable(file)
  return t._tag === 'Right' && t.right.header.includes('gebiet-nr')
}

/**
 * A case skeleton from the documented template: one row per candidate.
 *
 * @category api @since 0.2.0
 */
export const importTemplate = (file: Source, options: ImportOptions): Either<ImportFailure, Record<string, unknown>> =>
  guarded(() => {
    const wrong = misuse({ file }, options)
    if (wrong !== null) return left(wrong)
    const t = readTable(file)
    if (t._tag === 'Left') return t
    const lists = templateOf(t.right)
    return lists._tag === 'Left' ? lists : finish(lists.right, options, null, t.right)
  })

/** The persons entitled to vote: the option, or column A of the results; both must agree. */
const eligibleOf = (options: ImportOptions, results: Results): Either<ImportFailure, Results['eligibleVoters']> => {
  const given = options.body.eligibleVoters
  const read = results.eligibleVoters
  // without the option the results say it (or nothing); without a column A the option says it, and the body has it
  if (given === undefined || read === null) return right(read)
  return given === read.value
    ? right(null)
    : left({ _tag: 'rejected', errors: [importError(read.place, `${read.value} persons entitled to vote, the option body.eligibleVoters says ${quoted(String(given))}`)] })
}

/**
 * A case skeleton from votemanager open data (the row of the chosen area)
 * joined with the candidate list by nomination number and list position.
 *
 * @category api @since 0.2.0
 */
export const importVotemanager = (results: Source, candidates: Source, options: VotemanagerOptions): Either<ImportFailure, Record<string, unknown>> =>
  guarded(() => {
    const wrong = misuse({ results, candidates }, options)
    if (wrong !== null) return left(wrong)
    const rt = readTable(results)
    const ct = readTable(candidates)
    if (rt._tag === 'Left' || ct._tag === 'Left')
      return left({ _tag: 'unreadable', errors: [...(rt._tag === 'Left' ? rt.left.errors : []), ...(ct._tag === 'Left' ? ct.left.errors : [])] })
    const r = resultsOf(rt.right, options.area ?? null)
    const lists = candidateListOf(ct.right)
    if (r._tag === 'Left' || lists._tag === 'Left') return left(bothFailures(r, lists))
    const joined = joinResults(lists.right, r.right, { candidates: candidates.name, results: results.name })
    if (joined._tag === 'Left') return joined
    const eligible = eligibleOf(options, r.right)
    return eligible._tag === 'Left' ? eligible : finish(joined.right, options, eligible.right, ct.right)
  })

const bothFailures = (a: Either<ImportFailure, unknown>, b: Either<ImportFailure, unknown>): ImportFailure => {
  const failures = [a, b].flatMap((x) => (x._tag === 'Left' ? [x.left] : []))
  return {
    _tag: failures.some((f) => f._tag === 'unreadable') ? 'unreadable' : 'rejected',
    errors: failures.flatMap((f) => f.errors),
  }
}
