/**
 * Differential fuzzing: fast-check generates cases of a kind
 * (`arbitraries-law.ts`: determinations with and without the procedure,
 * state and audit queries, cases that must be rejected), in batches; each
 * batch goes to the other implementation pipelined over the line protocol
 * (several requests in flight, over one or more processes) while ours
 * decides, and the two answers are compared at the level the other
 * implementation declares (`views.ts`). Only a disagreement is shrunk: by
 * fast-check from the case's place in its batch, then by dropping whole
 * lists, events and candidates while the disagreement stays (`reduce.ts`);
 * it is classified by the first norm at which the two diverge and turned
 * into a vector skeleton with the seed and path to replay it.
 *
 * An implementation failure (an exit, a hang, garbage) is retried once on a
 * fresh process: failing again, it is reported as a failure with its
 * standard error; answering then, as flaky. It is never shrunk into a
 * skeleton. Cases the other implementation declares or answers as
 * unsupported are skipped. A run stopped (time limit, signal) shrinks
 * nothing more: a disagreement among the answers in hand is reported
 * unshrunk.
 *
 * @since 0.1.0
 */
import fc from 'fast-check'
import { audit, decide, encodeFailure, replay } from '../api.js'
import { encodeAudit, encodeState } from '../codec/state.js'
import type { Answer } from './answer.js'
import { caseFor } from './arbitraries-law.js'
import { type Divergence, firstDivergence } from './classify.js'
import { type Control, control as newControl, type Limits, type Stopped } from './control.js'
import type { AnswerKind, Level } from './protocol.js'
import { readingOf } from './reading.js'
import { reduceCase } from './reduce.js'
import type { Session } from './session.js'
import { type Replay, vectorSkeleton } from './skeleton.js'
import { departure, type FuzzKind, normAt } from './views.js'

/** @category model @since 0.1.0 */
export interface FuzzProgress {
  readonly phase: 'search' | 'shrink'
  /** Cases tried so far (search and shrinking). */
  readonly cases: number
}

/** @category model @since 0.1.0 */
export interface FuzzOptions {
  /** One process (or, with `sessions`, the first of several). */
  readonly session: Session
  readonly sessions?: ReadonlyArray<Session>
  readonly commandText: string
  readonly runs: number
  readonly seed: number
  /** Replay a counterexample path printed by an earlier run (with its seed). */
  readonly path?: string
  /** What to generate and ask (default determination). */
  readonly kind?: FuzzKind
  /** Compare at most at this level (default: the highest the implementation declares). */
  readonly level?: Level
  /** Only cases whose answer (ours) cites one of these norms (or one under them). */
  readonly norms?: ReadonlyArray<string>
  /** The generator; by default the kind's. */
  readonly arbitrary?: fc.Arbitrary<unknown>
  /** Disagreements to find before stopping (default 1), implementation failures (default 1). */
  readonly limits?: Limits
  readonly control?: Control
  readonly onProgress?: (p: FuzzProgress) => void
}

/** A disagreement, shrunk. @category model @since 0.2.0 */
export interface Finding {
  /** Runs up to and including the disagreement (before shrinking). */
  readonly runs: number
  readonly shrinks: number
  readonly case: unknown
  readonly ours: unknown
  readonly theirs: Answer
  readonly divergence: Divergence
  readonly replay: Replay
  readonly skeleton: Record<string, unknown>
}

/** A case the other implementation failed on (exit, hang, garbage). @category model @since 0.2.0 */
export interface Failure {
  readonly index: number
  readonly case: unknown
  readonly message: string
  readonly stderr: ReadonlyArray<string>
  /** Null when the retry failed too; else what the retry answered. */
  readonly retry: 'failed' | 'answered'
}

interface Common {
  readonly seed: number
  readonly kind: FuzzKind
  readonly level: Level
  /** Cases compared (skipped and not chosen excluded). */
  readonly compared: number
  readonly skipped: number
  /** Failures that a retry answered. */
  readonly flaky: ReadonlyArray<Failure>
  readonly stopped: Stopped | null
}

/** @category model @since 0.1.0 */
export type FuzzReport =
  | (Common & { readonly _tag: 'agreed'; readonly runs: number })
  | (Common & Finding & { readonly _tag: 'disagreement'; readonly more: ReadonlyArray<Finding> })
  | (Common & { readonly _tag: 'implementationFailure'; readonly runs: number; readonly failure: Failure; readonly findings: ReadonlyArray<Finding> })
  | { readonly _tag: 'unavailable'; readonly message: string }

/** Cases generated together and sent in flight at once; fixed, since a replay path counts in it. @category model @since 0.2.0 */
export const BATCH = 256

/** The seed of batch `b` of a run with `seed`. @category oracle @since 0.2.0 */
// Stryker disable next-line ArithmeticOperator: `b - 1` numbers the batch seeds otherwise, still distinct and fixed by (seed, b), so a path printed by a run replays alike
export const batchSeed = (seed: number, b: number): number => (seed ^ Math.imul(b + 1, 0x9e3779b1)) | 0

const answerKind = (kind: FuzzKind): AnswerKind => (kind === 'state' || kind === 'audit' ? kind : 'determination')

/**
 * Our result for a case and a kind of answer: the determination, state or
 * audit document, or the error document.
 *
 * @category oracle @since 0.1.0
 */
export const ourResult = (c: unknown, kind: AnswerKind = 'determination'): unknown => {
  if (kind === 'state') {
    const r = replay(c)
    return r._tag === 'Right' ? encodeState(r.right.state) : encodeFailure(r.left)
  }
  if (kind === 'audit') {
    const r = audit(c)
    return r._tag === 'Right' ? encodeAudit(r.right.audit) : encodeFailure(r.left)
  }
  const r = decide(c)
  return r._tag === 'Right' ? r.right : encodeFailure(r.left)
}

/** Whether `u` cites a norm under `norms` (one of them, or one under it) as a `rule`, among its `rules` or as a `reason`; `key` is the key `u` is under. */
const citesUnder = (norms: ReadonlyArray<string>, u: unknown, key: string | null): boolean => {
  if (typeof u === 'string') return (key === 'rule' || key === 'rules' || key === 'reason') && norms.some((n) => u === n || u.startsWith(`${n}.`))
  if (Array.isArray(u)) return u.some((x) => citesUnder(norms, x, key))
  return Object.entries(u ?? {}).some(([k, v]) => citesUnder(norms, v, k))
}

const cites = (norms: ReadonlyArray<string> | undefined, ours: unknown): boolean => norms === undefined || norms.length === 0 || citesUnder(norms, ours, null)

type Outcome =
  | { readonly _tag: 'skip' }
  | { readonly _tag: 'notChosen' }
  /** in flight when the run was stopped (time limit, signal): neither compared nor skipped */
  | { readonly _tag: 'notRun' }
  | { readonly _tag: 'agree'; readonly flaky: Failure | null }
  | { readonly _tag: 'disagree'; readonly flaky: Failure | null; readonly c: unknown; readonly ours: unknown; readonly theirs: Answer }
  | { readonly _tag: 'failure'; readonly failure: Failure }

interface Ctx {
  readonly options: FuzzOptions
  readonly kind: FuzzKind
  readonly level: Level
  readonly readings: ReadonlyArray<string>
  readonly sessions: ReadonlyArray<Session>
  cases: number
}

const agrees = (ctx: Ctx, ours: unknown, theirs: Answer): boolean => departure(ctx.kind, ctx.level, ours, theirs) === null

/** Ask the other implementation, retrying a failure once on a fresh process. */
const ask = async (ctx: Ctx, session: Session, c: unknown, index: number): Promise<{ answer: Answer; flaky: Failure | null } | { failure: Failure }> => {
  const kind = answerKind(ctx.kind)
  const first = await session.run(c, kind)
  if (first._tag !== 'failed') return { answer: first, flaky: null }
  const again = await session.run(c, kind)
  const failure = { index, case: c, message: first.message, stderr: first.stderr }
  return again._tag === 'failed' ? { failure: { ...failure, retry: 'failed' } } : { answer: again, flaky: { ...failure, retry: 'answered' } }
}

const judgeOne = async (ctx: Ctx, session: Session, c: unknown, index: number, ours: unknown): Promise<Outcome> => {
  const asked = await ask(ctx, session, c, index)
  if ('failure' in asked) return asked.failure.message.startsWith('stopped') ? { _tag: 'notRun' } : { _tag: 'failure', failure: asked.failure }
  if (asked.answer._tag === 'skipped') return { _tag: 'skip' }
  const { answer, flaky } = asked
  return agrees(ctx, ours, answer) ? { _tag: 'agree', flaky } : { _tag: 'disagree', flaky, c, ours, theirs: answer }
}

interface Prepared {
  readonly b: number
  readonly items: ReadonlyArray<{ readonly c: unknown; readonly ours: unknown } | 'skip' | 'notChosen'>
}

type Item = Prepared['items'][number]

/** Cases prepared between two looks at the other process's answers (see `prepare`). */
const SLICE = 16

/** Let the event loop read what came meanwhile (the other process's answers), then go on. */
const yieldToIo = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/**
 * A batch generated and decided by us while the batch before it is in
 * flight. It is made in slices of `SLICE` cases with a turn of the event
 * loop between them, so that the answers to the batch in flight are read as
 * they come: an implementation writes them to a pipe of a few dozen
 * kilobytes, and one whose pipe is full waits (Node's own standard output
 * to a pipe is synchronous) until it is read. The cases are those of
 * `fc.sample(arb, { seed, numRuns: n })`, in the same order: `fc.check` of
 * an always-true property over `arb` walks the same values, as `shrink`
 * relies on to find a case by its place in the batch. `live()` false stops
 * the work (the search ended while this batch was made).
 */
const prepare = async (ctx: Ctx, arb: fc.Arbitrary<unknown>, b: number, n: number, live: () => boolean): Promise<Prepared> => {
  const kind = answerKind(ctx.kind)
  const items: Item[] = []
  const itemOf = (c: unknown): Item => {
    if (!ctx.readings.includes(readingOf(c))) return 'skip'
    const ours = ourResult(c, kind)
    return cites(ctx.options.norms, ours) ? { c, ours } : 'notChosen'
  }
  const property = fc.asyncProperty(arb, async (c) => {
    // false ends the walk at once (endOnFailure: nothing is shrunk)
    if (!live()) return false
    items.push(itemOf(c))
    // Stryker disable next-line ConditionalExpression,EqualityOperator: how often the event loop turns, not what is made — a turn after every case (`true`) or after all but every sixteenth (`!==`) makes the same cases and answers, only slower; no turn at all (`false`) is killed by oracle-fuzz.test.ts (checked with mutation/mutcheck.sh)
    if (items.length % SLICE === 0) await yieldToIo()
    return true
  })
  await fc.check(property, { seed: batchSeed(ctx.options.seed, b), numRuns: n, endOnFailure: true })
  return { b, items }
}

/** A batch sent: all cases in flight at once, spread over the processes. */
const submit = (ctx: Ctx, p: Prepared): Promise<ReadonlyArray<Outcome>> => {
  const pending = p.items.map((x, j): Promise<Outcome> => {
    if (x === 'skip' || x === 'notChosen') return Promise.resolve({ _tag: x })
    return judgeOne(ctx, ctx.sessions[j % ctx.sessions.length] as Session, x.c, p.b * BATCH + j, x.ours)
  })
  ctx.cases += p.items.length
  ctx.options.onProgress?.({ phase: 'search', cases: ctx.cases })
  return Promise.all(pending)
}

const divergenceOf = (ctx: Ctx, c: unknown, ours: unknown, theirs: Answer): Divergence => {
  if (ctx.kind === 'determination') return firstDivergence(c, ours, theirs)
  const d = departure(ctx.kind, ctx.level, ours, theirs) ?? { path: '', expected: null, actual: null }
  const other = theirs._tag === 'result' ? theirs.result : undefined
  const show = (u: unknown): string => (JSON.stringify(u) ?? 'undefined').slice(0, 300)
  return { norm: normAt(ctx.kind, ours, other, d), where: d.path === '' ? 'result' : d.path, ours: show(d.expected), theirs: show(d.actual) }
}

/** Shrink the disagreement at `index` (fast-check from its place in the batch, then the case itself). */
const shrink = async (ctx: Ctx, arb: fc.Arbitrary<unknown>, index: number, rest = '', endOnFailure = false): Promise<Finding | null> => {
  const session = ctx.sessions[0] as Session
  const kind = answerKind(ctx.kind)
  const b = Math.floor(index / BATCH)
  const stillDisagrees = async (c: unknown): Promise<boolean> => {
    ctx.cases++
    ctx.options.onProgress?.({ phase: 'shrink', cases: ctx.cases })
    // only cases of a declared reading come here: fast-check's are filtered by `fc.pre` below, and `reduceCase` never changes a case's reading
    const theirs = await session.run(c, kind)
    return theirs._tag === 'result' && !agrees(ctx, ourResult(c, kind), theirs)
  }
  const property = fc.asyncProperty(arb, async (c) => {
    fc.pre(ctx.readings.includes(readingOf(c)))
    return !(await stillDisagrees(c))
  })
  const details = await fc.check(property, { seed: batchSeed(ctx.options.seed, b), path: `${index % BATCH}${rest}`, numRuns: 1, endOnFailure })
  if (!details.failed || details.counterexample === null) return null
  const [shrunk] = details.counterexample
  const tag = (u: unknown): string => String((u as { format?: unknown } | null)?.format)
  const ourTag = tag(ourResult(shrunk, kind))
  const c = await reduceCase(shrunk, async (x) => tag(ourResult(x, kind)) === ourTag && (await stillDisagrees(x)))
  // the place in the whole run, then fast-check's shrinking steps
  const path = [index, ...details.counterexamplePath.split(':').slice(1)].join(':')
  return findingOf(ctx, index, c, ourResult(c, kind), await session.run(c, kind), path, details.numShrinks)
}

/** A disagreement as reported: where the answers part, the seed and path that replay it, the vector skeleton. */
const findingOf = (ctx: Ctx, index: number, c: unknown, ours: unknown, theirs: Answer, path: string, shrinks: number): Finding => {
  const divergence = divergenceOf(ctx, c, ours, theirs)
  const replay = { seed: ctx.options.seed, path, command: ctx.options.commandText }
  return { runs: index + 1, shrinks, case: c, ours, theirs, divergence, replay, skeleton: vectorSkeleton(c, divergence, replay, ctx.kind) }
}

const parsePath = (path: string): { readonly index: number; readonly rest: string } | null => {
  const m = /^(\d+)((?::\d+)*)$/.exec(path)
  return m === null ? null : { index: Number(m[1]), rest: m[2] as string }
}

interface Tally {
  /** implementation failures so far */
  errors: number
  compared: number
  skipped: number
  flaky: Failure[]
  findings: Finding[]
  failure: Failure | null
}

const finish = (ctx: Ctx, t: Tally, ctl: Control): FuzzReport => {
  const common: Common = { seed: ctx.options.seed, kind: ctx.kind, level: ctx.level, compared: t.compared, skipped: t.skipped, flaky: t.flaky, stopped: ctl.stopped() }
  if (t.failure !== null) return { ...common, _tag: 'implementationFailure', runs: t.failure.index + 1, failure: t.failure, findings: t.findings }
  const [first, ...more] = t.findings
  if (first !== undefined) return { ...common, ...first, _tag: 'disagreement', more }
  return { ...common, _tag: 'agreed', runs: t.compared }
}

/**
 * The answers to one batch, in the order of the batch: counted, and a
 * disagreement shrunk. True when a limit stops the search.
 */
const judgeBatch = async (ctx: Ctx, arb: fc.Arbitrary<unknown>, ctl: Control, t: Tally, b: number, outcomes: ReadonlyArray<Outcome>): Promise<boolean> => {
  const maxFail = ctx.options.limits?.maxFail ?? 1
  const maxError = ctx.options.limits?.maxError ?? 1
  for (const [j, o] of outcomes.entries()) {
    if (o._tag === 'skip') t.skipped++
    if (o._tag === 'notChosen' || o._tag === 'skip' || o._tag === 'notRun') continue
    if (o._tag === 'failure') {
      t.failure ??= o.failure
      if (++t.errors >= maxError) return stopWith(ctl, 'maxError', `stopped after ${t.errors} implementation ${t.errors === 1 ? 'failure' : 'failures'}`)
      continue
    }
    t.compared++
    if (o.flaky !== null) t.flaky.push(o.flaky)
    if (o._tag === 'agree') continue
    const index = b * BATCH + j
    // a stopped run does not begin to shrink: the disagreement is reported as it was found (its place in the run replays it)
    const found = ctl.stopped() === null ? await shrink(ctx, arb, index) : findingOf(ctx, index, o.c, o.ours, o.theirs, String(index), 0)
    if (found !== null) t.findings.push(found)
    if (t.findings.length >= maxFail) return stopWith(ctl, 'maxFail', `stopped after ${t.findings.length} ${t.findings.length === 1 ? 'disagreement' : 'disagreements'}`)
  }
  return false
}

const stopWith = (ctl: Control, reason: 'maxError' | 'maxFail', message: string): true => {
  ctl.stop(reason, message)
  return true
}

/**
 * The search: batch after batch until the runs are done, a limit is reached
 * or the run is stopped. The next batch is made while the one before it is
 * answered.
 */
const search = async (ctx: Ctx, arb: fc.Arbitrary<unknown>, ctl: Control, t: Tally): Promise<void> => {
  const size = (b: number): number => Math.min(BATCH, ctx.options.runs - b * BATCH)
  // a batch still being made when a limit or a signal stops the run stops too
  const live = (): boolean => ctl.stopped() === null
  let next: Promise<Prepared> | null = prepare(ctx, arb, 0, size(0), live)
  for (let b = 0; next !== null && ctl.stopped() === null; b++) {
    const inFlight = submit(ctx, await next)
    next = (b + 1) * BATCH < ctx.options.runs ? prepare(ctx, arb, b + 1, size(b + 1), live) : null
    if (await judgeBatch(ctx, arb, ctl, t, b, await inFlight)) return
  }
}

/**
 * Fuzz the implementation of the session(s) against ours.
 *
 * @category oracle @since 0.1.0
 */
export const fuzz = async (options: FuzzOptions): Promise<FuzzReport> => {
  const sessions = [options.session, ...(options.sessions ?? [])]
  try {
    return await fuzzStarted(options, sessions)
  } finally {
    // every way out closes what was started: a failed start, a kind the implementation does not answer, a run to its end
    await Promise.all(sessions.map((s) => s.close()))
  }
}

const fuzzStarted = async (options: FuzzOptions, sessions: ReadonlyArray<Session>): Promise<FuzzReport> => {
  const ctl = options.control ?? newControl()
  const hello = await options.session.start()
  if (hello._tag === 'failed') return { _tag: 'unavailable', message: hello.message }
  const info = hello.info
  const kind = options.kind ?? 'determination'
  const want = answerKind(kind)
  if (!(info.answers ?? ['determination']).includes(want)) return { _tag: 'unavailable', message: `the implementation does not answer ${want} queries (its start answer lists ${JSON.stringify(info.answers ?? ['determination'])})` }
  const level: Level = options.level === 'core' || !info.levels.includes('full') ? 'core' : 'full'
  const ctx: Ctx = { options, kind, level, readings: info.readings.incompatibility, sessions, cases: 0 }
  ctl.onStop((s) => {
    if (s.reason === 'maxTime' || s.reason === 'signal') for (const x of sessions) x.abort?.()
  })
  const arb = options.arbitrary ?? caseFor(kind)
  const t: Tally = { errors: 0, compared: 0, skipped: 0, flaky: [], findings: [], failure: null }
  if (options.path !== undefined) {
    const p = parsePath(options.path)
    const found = p === null ? null : await shrink(ctx, arb, p.index, p.rest, true)
    if (found !== null) t.findings.push(found)
    t.compared = found === null ? 0 : 1
  } else await search(ctx, arb, ctl, t)
  // a finding is always of a case compared (`judgeBatch` counts it first; a replayed path counts 1), so none compared means none found
  if (t.failure === null && t.compared === 0 && ctl.stopped() === null) return { _tag: 'unavailable', message: noComparable(options, t.skipped) }
  return finish(ctx, t, ctl)
}

/**
 * Why no case was compared (none failed, the run was not stopped): a replayed
 * path that no longer disagrees; else each generated case was skipped by the
 * implementation or not chosen by `norms` (its answer, ours, cites none).
 */
const noComparable = (options: FuzzOptions, skipped: number): string => {
  if (options.path !== undefined) return `no disagreement to replay at --seed ${options.seed} --path ${options.path}: the case agrees, the implementation does not answer it, or the path names no case`
  const runs = options.runs
  const unchosen = runs - skipped
  // Stryker disable next-line ArrayDeclaration: used only when norms are given and not empty (without them every case not skipped is compared, and this is not reached)
  const norms = `cites ${(options.norms ?? []).join(' or ')} (--norm)`
  if (unchosen === 0) return `no comparable case: the implementation skipped or could not answer ${runs === 1 ? 'the one generated case' : `all ${runs} generated cases`}`
  if (skipped === 0) return `no comparable case: no answer (ours) to ${runs === 1 ? 'the one generated case' : `the ${runs} generated cases`} ${norms}`
  return `no comparable case: the implementation skipped or could not answer ${skipped} of the ${runs} generated cases, and no answer (ours) to the other ${unchosen} ${norms}`
}
