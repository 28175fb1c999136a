/**
 * The conformance runner: every chosen vector of the suite through an
 * implementation that speaks the line protocol, judged per level, counted
 * per norm. Vectors the implementation declares it cannot answer (a reading
 * of `interpretation.incompatibility` it does not list, level full when it
 * lists only core, a state or audit vector when `answers` lacks it) are
 * skipped and not selected; every other vector is selected, and the run
 * conforms only when every selected vector passes (or fails as the list of
 * expected failures says). An implementation that cannot be started runs
 * nothing: every vector is then not selected.
 *
 * With several sessions (`--jobs`), each process takes the next vector in
 * turn; the results are reported in vector order. A run stops early at a
 * failure or error limit, at the time limit or on a signal (`control.ts`):
 * what was answered is reported, the rest counts as not run.
 *
 * @since 0.1.0
 */
import { isNormId, NORM_IDS } from '../domain/norms.js'
import { CITATIONS } from '../explain/citations.js'
import type { Answer } from './answer.js'
import { type Difference, judge, type Verdict } from './compare.js'
import { type Control, control as newControl, type Limits, limitReached, type Stopped } from './control.js'
import type { AnswerKind, ImplementationInfo, Level } from './protocol.js'
import { periodEndOf, readingOf } from './reading.js'
import { type ExpectedFailures, expectsFailure } from './select.js'
import type { Session } from './session.js'
import type { Suite, Vector } from './suite.js'

/** `notRun`: selected, but the run stopped before it. @category model @since 0.1.0 */
export type Status = 'pass' | 'fail' | 'skip' | 'error' | 'notRun'

/** @category model @since 0.1.0 */
export interface CaseReport {
  readonly id: string
  readonly file: string
  readonly description: string
  readonly norms: ReadonlyArray<string>
  readonly features: ReadonlyArray<string>
  readonly level: Level | null
  readonly status: Status
  /** False for vectors the implementation declared it cannot answer (or could not be started for). */
  readonly selected: boolean
  /** Listed in the expected failures (`--expected-failures`). */
  readonly expectedFailure: boolean
  readonly message: string | null
  readonly differences: ReadonlyArray<Difference>
  readonly stderr: ReadonlyArray<string>
  readonly durationMs: number
}

/** @category model @since 0.1.0 */
export interface Counts {
  readonly pass: number
  readonly fail: number
  readonly skip: number
  readonly error: number
  readonly notRun: number
}

/** @category model @since 0.1.0 */
export interface NormRow extends Counts {
  /** A norm id, or `(none)` for vectors that name no norm (format and consistency checks). */
  readonly norm: string
  readonly citation: string
}

/** The JSON report (`nachruecken.conformance-report/1`). @category model @since 0.1.0 */
export interface ConformanceReport {
  readonly format: 'nachruecken.conformance-report/1'
  readonly suite: { readonly version: string | null; readonly vectors: number }
  /** The filters of the run and how many vectors they chose (all when none is given). */
  readonly selection: { readonly filters: ReadonlyArray<string>; readonly chosen: number }
  readonly command: string
  readonly implementation: ImplementationInfo | null
  /** Why the implementation could not be started, or null; with its standard error. */
  readonly startProblem: string | null
  readonly startStderr: ReadonlyArray<string>
  readonly level: Level
  /** Why the run ended before its last vector, or null. */
  readonly stopped: Stopped | null
  readonly summary: Counts & {
    readonly total: number
    readonly selected: number
    /** Failing or erroring vectors that the list of expected failures names. */
    readonly expectedFailures: number
    /** Vectors that the list names but that passed: the list is out of date. */
    readonly unexpectedPasses: number
    readonly conforms: boolean
  }
  readonly norms: ReadonlyArray<NormRow>
  readonly cases: ReadonlyArray<CaseReport>
  readonly durationMs: number
}

/** @category model @since 0.1.0 */
export interface ConformanceOptions {
  /** One process (or, with `sessions`, the first of several). */
  readonly session: Session
  /** Further processes (`--jobs`). */
  readonly sessions?: ReadonlyArray<Session>
  readonly commandText: string
  readonly suite: Suite
  readonly level: Level
  /** The filters that chose `suite.vectors` and the size of the suite before them. */
  readonly selection?: { readonly filters: ReadonlyArray<string>; readonly of: number }
  readonly limits?: Limits
  readonly control?: Control
  readonly expectedFailures?: ExpectedFailures
  /** Check a result document against its JSON Schema: the problem, or null. */
  readonly validate?: (result: unknown) => string | null
  /** Each case report as soon as it is final, in vector order. */
  readonly onResult?: (c: CaseReport) => void
  readonly onProgress?: (done: number, total: number, id: string) => void
  /** A clock in milliseconds (for durations). */
  readonly now?: () => number
}

/** What a vector asks for: an error vector asks for the determination (which must be refused). @category oracle @since 0.2.0 */
export const kindOf = (v: Vector): AnswerKind => ('state' in v.expected ? 'state' : 'audit' in v.expected ? 'audit' : 'determination')

/** Why the implementation cannot answer the vector, by its own declaration; null if it can. */
const declaredSkip = (v: Vector, info: ImplementationInfo, level: Level): string | null => {
  const kind = kindOf(v)
  if (!(info.answers ?? ['determination']).includes(kind)) return `the implementation does not answer ${kind} queries`
  const reading = readingOf(v.case)
  if (!info.readings.incompatibility.includes(reading)) return `the implementation does not support the reading incompatibility=${reading}`
  const periodEnd = periodEndOf(v.case)
  if (!(info.readings.periodEnd ?? ['calendar']).includes(periodEnd)) return `the implementation does not support the reading periodEnd=${periodEnd}`
  if (level === 'full' && v.level === 'full' && !info.levels.includes('full')) return 'the implementation does not support level full'
  return null
}

const count = (cases: ReadonlyArray<CaseReport>): Counts => ({
  pass: cases.filter((c) => c.status === 'pass').length,
  fail: cases.filter((c) => c.status === 'fail').length,
  skip: cases.filter((c) => c.status === 'skip').length,
  error: cases.filter((c) => c.status === 'error').length,
  notRun: cases.filter((c) => c.status === 'notRun').length,
})

/** The share of the vectors that ran and did not pass. */
const failShare = (r: Counts): number => {
  const ran = r.pass + r.fail + r.error
  return ran === 0 ? 0 : (r.fail + r.error) / ran
}

/**
 * The table per norm: every norm id the vectors name, then `(none)`, sorted
 * by the share of failures and errors among the vectors that ran (the
 * culprit first), on equal shares in catalogue order (unknown ids after).
 *
 * @category oracle @since 0.1.0
 */
export const normTable = (cases: ReadonlyArray<CaseReport>): ReadonlyArray<NormRow> => {
  const named = [...new Set(cases.flatMap((c) => c.norms))]
  const known = NORM_IDS.filter((id) => named.includes(id))
  const unknown = named.filter((id) => !isNormId(id)).sort()
  const rows: NormRow[] = [...known, ...unknown].map((norm) => ({
    norm,
    citation: isNormId(norm) ? CITATIONS[norm] : 'unknown norm id',
    ...count(cases.filter((c) => c.norms.includes(norm))),
  }))
  const none = cases.filter((c) => c.norms.length === 0)
  if (none.length > 0) rows.push({ norm: '(none)', citation: 'format and consistency', ...count(none) })
  // Array.prototype.sort is stable (ECMAScript 2019): equal shares keep the catalogue order
  return rows.sort((a, b) => failShare(b) - failShare(a))
}

type Base = Pick<CaseReport, 'id' | 'file' | 'description' | 'norms' | 'features' | 'level' | 'expectedFailure'>

const baseOf = (v: Vector, expected: ExpectedFailures | undefined): Base => ({
  id: v.id,
  file: v.file,
  description: v.description,
  norms: v.norms,
  features: v.features,
  level: v.level,
  expectedFailure: expected !== undefined && expectsFailure(expected, v.id),
})

const unrun = (base: Base, selected: boolean, message: string): CaseReport => ({
  ...base,
  status: selected ? 'notRun' : 'skip',
  selected,
  message,
  differences: [],
  stderr: [],
  durationMs: 0,
})

const reportOf = (base: Base, verdict: Verdict, durationMs: number): CaseReport => ({
  ...base,
  status: verdict._tag,
  selected: true,
  message: verdict._tag === 'skip' || verdict._tag === 'error' ? verdict.message : null,
  differences: verdict._tag === 'fail' ? verdict.differences : [],
  stderr: verdict._tag === 'error' ? verdict.stderr : [],
  durationMs,
})

/** A case whose answer was followed by lines nobody asked for: an error of that case. */
const withStrays = (c: CaseReport, strays: ReadonlyArray<string>): CaseReport =>
  strays.length === 0
    ? c
    : {
        ...c,
        status: 'error',
        message: `printed ${strays.length === 1 ? 'a line' : `${strays.length} lines`} after its answer that no request asked for: ${JSON.stringify((strays[0] as string).slice(0, 200))}`,
        differences: [],
      }

const judged = (v: Vector, answer: Answer, level: Level, validate: ConformanceOptions['validate']): Verdict => {
  if (validate !== undefined && answer._tag === 'result') {
    const problem = validate(answer.result)
    if (problem !== null) return { _tag: 'error', message: `the result does not match its JSON Schema: ${problem}`, stderr: [] }
  }
  return judge(v, answer, level)
}

/** The broken vector files, as errors. */
const problemCases = (suite: Suite): CaseReport[] =>
  suite.problems.map((p) => ({
    id: p.file.replace(/\.json$/, ''),
    file: p.file,
    description: '',
    norms: [],
    features: [],
    level: null,
    status: 'error',
    selected: true,
    expectedFailure: false,
    message: `the vector file is broken: ${p.message}`,
    differences: [],
    stderr: [],
    durationMs: 0,
  }))

/** The cases in vector order as they become final. */
const orderedSink = (emit: (c: CaseReport) => void) => {
  const slots: Array<CaseReport | undefined> = []
  let next = 0
  return {
    put: (i: number, c: CaseReport): void => {
      slots[i] = c
      while (slots[next] !== undefined) emit(slots[next++] as CaseReport)
    },
    all: (): CaseReport[] => slots as CaseReport[],
  }
}

interface Run {
  readonly options: ConformanceOptions
  readonly ctl: Control
  readonly info: ImplementationInfo
  readonly sink: ReturnType<typeof orderedSink>
  readonly tally: { fail: number; error: number; done: number; next: number }
  /** Broken vector files, counted as done before the first vector. */
  readonly broken: number
}

/** Count a verdict against the limits (as soon as it is known, before it is final). */
const tallyOf = (run: Run, c: CaseReport): void => {
  if (!c.expectedFailure && c.status === 'fail') run.tally.fail++
  if (!c.expectedFailure && c.status === 'error') run.tally.error++
  const hit = limitReached(run.options.limits ?? {}, run.tally.fail, run.tally.error)
  if (hit !== null) run.ctl.stop(hit.reason, hit.message)
}

/** Put a final case; lines that followed its answer make it an error, counted now. */
const settle = (run: Run, i: number, c: CaseReport, strays: ReadonlyArray<string>): void => {
  const final = withStrays(c, strays)
  run.sink.put(i, final)
  // Stryker disable next-line ConditionalExpression: without `final.status === 'error'` (true) a case without stray lines is counted again unchanged (a fail: -1 then +1), and counts that were already checked against the limits are checked again; `true` for the whole test is killed by oracle-a-survivors.test.ts (checked with mutation/mutcheck.sh)
  if (final.status === 'error' && c.status !== 'error') {
    if (c.status === 'fail' && !c.expectedFailure) run.tally.fail--
    tallyOf(run, final)
  }
}

/** One process: takes the next vector until none is left or the run stops. */
const worker = async (run: Run, session: Session): Promise<void> => {
  const { options, ctl } = run
  const vectors = options.suite.vectors
  const now = options.now ?? Date.now
  let held: { readonly i: number; readonly c: CaseReport } | null = null
  const release = (strays: ReadonlyArray<string>): void => {
    if (held !== null) settle(run, held.i, held.c, strays)
    held = null
  }
  while (ctl.stopped() === null && run.tally.next < vectors.length) {
    const i = run.tally.next++
    const v = vectors[i] as Vector
    const base = baseOf(v, options.expectedFailures)
    options.onProgress?.(run.broken + run.tally.done, run.broken + vectors.length, v.id)
    const skip = declaredSkip(v, run.info, options.level)
    if (skip !== null) {
      run.sink.put(i, unrun(base, false, skip))
      run.tally.done++
      continue
    }
    const t0 = now()
    const answer = await session.run(v.case, kindOf(v))
    if (ctl.stopped() !== null && answer._tag === 'failed') {
      run.sink.put(i, unrun(base, true, `not run: ${(ctl.stopped() as Stopped).message}`))
      continue
    }
    run.tally.done++
    release(session.strays?.() ?? [])
    held = { i, c: reportOf(base, judged(v, answer, options.level, options.validate), now() - t0) }
    tallyOf(run, held.c)
  }
  await session.close()
  release(session.strays?.() ?? [])
}

const summaryOf = (cases: ReadonlyArray<CaseReport>, stopped: Stopped | null) => {
  const selected = cases.filter((c) => c.selected)
  const bad = (c: CaseReport): boolean => c.status === 'fail' || c.status === 'error'
  const expectedFailures = selected.filter((c) => c.expectedFailure && bad(c)).length
  const unexpectedPasses = selected.filter((c) => c.expectedFailure && c.status === 'pass').length
  return {
    ...count(cases),
    total: cases.length,
    selected: selected.length,
    expectedFailures,
    unexpectedPasses,
    conforms:
      stopped === null &&
      selected.length > 0 &&
      // no unexpected pass either: an unexpected pass is a selected expected failure that passed
      selected.every((c) => (c.expectedFailure ? bad(c) : c.status === 'pass')),
  }
}

/**
 * Run the suite.
 *
 * @category oracle @since 0.1.0
 */
export const runConformance = async (options: ConformanceOptions): Promise<ConformanceReport> => {
  const now = options.now ?? Date.now
  const began = now()
  const { suite, level, session } = options
  const sessions = [session, ...(options.sessions ?? [])]
  const ctl = options.control ?? newControl()
  ctl.onStop(() => {
    for (const s of sessions) s.abort?.()
  })
  const hello = await session.start()
  const problems = problemCases(suite)
  for (const c of problems) options.onResult?.(c)
  const sink = orderedSink((c) => options.onResult?.(c))
  if (hello._tag === 'ready') {
    const run: Run = { options, ctl, info: hello.info, sink, tally: { fail: 0, error: 0, done: 0, next: 0 }, broken: problems.length }
    await Promise.all(sessions.map((s) => worker(run, s)))
    const reason = ctl.stopped()
    // Stryker disable next-line StringLiteral: unreachable: the workers put every vector they take, so a vector is left over only when the run stopped (and a Control stays stopped)
    const why = reason?.message ?? 'the run ended'
    suite.vectors.forEach((v, i) => {
      if (sink.all()[i] === undefined) sink.put(i, unrun(baseOf(v, options.expectedFailures), true, `not run: ${why}`))
    })
  } else {
    await Promise.all(sessions.map((s) => s.close()))
    suite.vectors.forEach((v, i) =>
      sink.put(i, unrun(baseOf(v, options.expectedFailures), false, `not run: the implementation could not be started (${hello.message})`)),
    )
  }
  const total = problems.length + suite.vectors.length
  options.onProgress?.(total, total, '')
  const cases = [...problems, ...sink.all()]
  const stopped = ctl.stopped()
  return {
    format: 'nachruecken.conformance-report/1',
    suite: { version: suite.version, vectors: options.selection?.of ?? suite.vectors.length },
    selection: { filters: options.selection?.filters ?? [], chosen: suite.vectors.length },
    command: options.commandText,
    implementation: hello._tag === 'ready' ? hello.info : null,
    startProblem: hello._tag === 'ready' ? null : hello.message,
    startStderr: hello._tag === 'ready' ? [] : hello.stderr,
    level,
    stopped,
    summary: summaryOf(cases, stopped),
    norms: normTable(cases),
    cases,
    durationMs: now() - began,
  }
}
