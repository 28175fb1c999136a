/**
 * The conformance runner: every vector of the suite through an
 * implementation that speaks the line protocol, judged per level, counted
 * per norm. Vectors the implementation declares it cannot answer (a reading
 * of `interpretation.incompatibility` it does not list, or level full when
 * it lists only core) are skipped and not selected; every other vector is
 * selected, and the run conforms only when every selected vector passes.
 * Vectors that expect the state of the body or an audit (spec/procedure.md)
 * are sent with `answer: "state"` or `"audit"`, to implementations whose
 * `start` answer lists that in `answers`.
 *
 * @since 0.1.0
 */
import { isNormId, NORM_IDS } from '../public/rules.js'
import { CITATIONS } from '../public/texts.js'
import type { Answer } from './answer.js'
import { type Difference, judge } from './compare.js'
import type { AnswerKind, ImplementationInfo, Level } from './protocol.js'
import type { Session } from './session.js'
import type { Suite, Vector } from './suite.js'
import { readingOf } from './reading.js'

/** @category model @since 0.1.0 */
export type Status = 'pass' | 'fail' | 'skip' | 'error'

/** @category model @since 0.1.0 */
export interface CaseReport {
  readonly id: string
  readonly file: string
  readonly description: string
  readonly norms: ReadonlyArray<string>
  readonly level: Level | null
  readonly status: Status
  /** False for vectors the implementation declared it cannot answer. */
  readonly selected: boolean
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
  readonly command: string
  readonly implementation: ImplementationInfo | null
  /** Why the implementation could not be started, or null. */
  readonly startProblem: string | null
  readonly level: Level
  readonly summary: Counts & { readonly total: number; readonly selected: number; readonly conforms: boolean }
  readonly norms: ReadonlyArray<NormRow>
  readonly cases: ReadonlyArray<CaseReport>
  readonly durationMs: number
}

/** @category model @since 0.1.0 */
export interface ConformanceOptions {
  readonly session: Session
  readonly commandText: string
  readonly suite: Suite
  readonly level: Level
  readonly onProgress?: (done: number, total: number, id: string) => void
  /** A clock in milliseconds (for durations). */
  readonly now?: () => number
}

/** What a vector asks for: an error vector asks for the determination (which must be refused). */
const kindOf = (v: Vector): AnswerKind => ('state' in v.expected ? 'state' : 'audit' in v.expected ? 'audit' : 'determination')

/** Why the implementation cannot answer the vector, by its own declaration; null if it can. */
const declaredSkip = (v: Vector, info: ImplementationInfo, level: Level): string | null => {
  const kind = kindOf(v)
  if (!(info.answers ?? ['determination']).includes(kind)) return `the implementation does not answer ${kind} queries`
  const reading = readingOf(v.case)
  if (!info.readings.incompatibility.includes(reading)) return `the implementation does not support the reading incompatibility=${reading}`
  if (level === 'full' && v.level === 'full' && !info.levels.includes('full')) return 'the implementation does not support level full'
  return null
}

const count = (cases: ReadonlyArray<CaseReport>): Counts => ({
  pass: cases.filter((c) => c.status === 'pass').length,
  fail: cases.filter((c) => c.status === 'fail').length,
  skip: cases.filter((c) => c.status === 'skip').length,
  error: cases.filter((c) => c.status === 'error').length,
})

/**
 * The table per norm: every norm id the vectors name, in catalogue order
 * (unknown ids after them), then `(none)`.
 *
 * @category oracle @since 0.1.0
 */
export const normTable = (cases: ReadonlyArray<CaseReport>): ReadonlyArray<NormRow> => {
  const named = [...new Set(cases.flatMap((c) => c.norms))]
  const known = NORM_IDS.filter((id) => named.includes(id))
  const unknown = named.filter((id) => !isNormId(id)).sort()
  const rows = [...known, ...unknown].map((norm) => ({
    norm,
    citation: isNormId(norm) ? CITATIONS[norm] : 'unknown norm id',
    ...count(cases.filter((c) => c.norms.includes(norm))),
  }))
  const none = cases.filter((c) => c.norms.length === 0)
  return none.length === 0 ? rows : [...rows, { norm: '(none)', citation: 'format and consistency', ...count(none) }]
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
  const hello = await session.start()
  const total = suite.vectors.length + suite.problems.length
  const cases: CaseReport[] = suite.problems.map((p) => ({
    id: p.file.replace(/\.json$/, ''),
    file: p.file,
    description: '',
    norms: [],
    level: null,
    status: 'error',
    selected: true,
    message: `the vector file is broken: ${p.message}`,
    differences: [],
    stderr: [],
    durationMs: 0,
  }))
  for (const v of suite.vectors) {
    options.onProgress?.(cases.length, total, v.id)
    const t0 = now()
    const base = { id: v.id, file: v.file, description: v.description, norms: v.norms, level: v.level }
    const skip = hello._tag === 'ready' ? declaredSkip(v, hello.info, level) : null
    if (skip !== null) {
      cases.push({ ...base, status: 'skip', selected: false, message: skip, differences: [], stderr: [], durationMs: 0 })
      continue
    }
    const answer: Answer = hello._tag === 'ready' ? await session.run(v.case, kindOf(v)) : { _tag: 'failed', message: hello.message, stderr: hello.stderr }
    const verdict = judge(v, answer, level)
    cases.push({
      ...base,
      status: verdict._tag,
      selected: true,
      message: verdict._tag === 'skip' || verdict._tag === 'error' ? verdict.message : null,
      differences: verdict._tag === 'fail' ? verdict.differences : [],
      stderr: verdict._tag === 'error' ? verdict.stderr : [],
      durationMs: now() - t0,
    })
  }
  options.onProgress?.(total, total, '')
  await session.close()
  const selected = cases.filter((c) => c.selected)
  const counts = count(cases)
  return {
    format: 'nachruecken.conformance-report/1',
    suite: { version: suite.version, vectors: suite.vectors.length },
    command: options.commandText,
    implementation: hello._tag === 'ready' ? hello.info : null,
    startProblem: hello._tag === 'ready' ? null : hello.message,
    level,
    summary: {
      ...counts,
      total,
      selected: selected.length,
      conforms: selected.length > 0 && selected.every((c) => c.status === 'pass'),
    },
    norms: normTable(cases),
    cases,
    durationMs: now() - began,
  }
}
