/**
 * A conversation with an implementation over the line protocol: `start`,
 * any number of `run`s, `stop`. Up to `depth` requests are in flight at
 * once (the fuzzer pipelines; the conformance runner asks one at a time, so
 * that every answer is blamed on the right vector); answers are matched by
 * `seq`. An implementation that crashes, hangs or prints garbage is killed:
 * the oldest request in flight gets a `failed` answer saying what happened,
 * the other requests in flight are sent again to a fresh process (the answer
 * to `start` may take longer than a case: a slow runtime is not a hang).
 * After a few starts in a row that fail, the session gives up and answers
 * every further case at once, so a broken command can never hang the runner.
 *
 * A line that arrives while no request is in flight is unsolicited: it is
 * kept (`strays`) for the runner to blame on the request it followed.
 *
 * @since 0.1.0
 */
import { left } from 'fp-ts/lib/Either.js'
import { type Answer, answerFrom, failed, parseLine } from './answer.js'
import type { Command } from './command-line.js'
import { decodeHello } from './hello.js'
import { type LineEvent, type LineProcess, spawnLines } from './line-process.js'
import { type AnswerKind, type ImplementationInfo, runRequest, startRequest, stopRequest } from './protocol.js'

/** The outcome of starting the implementation. @category model @since 0.1.0 */
export type Hello =
  | { readonly _tag: 'ready'; readonly info: ImplementationInfo }
  | { readonly _tag: 'failed'; readonly message: string; readonly stderr: ReadonlyArray<string> }

/** @category model @since 0.1.0 */
export interface SessionOptions {
  /** Per case, in milliseconds (with several in flight: the longest wait for any answer). */
  readonly timeoutMs: number
  /** For the answer to `start` (a process may start slowly); default the larger of `timeoutMs` and 30 s. */
  readonly startTimeoutMs?: number
  readonly cwd?: string
  /** A longer line on standard output is garbage (default 64 MiB). */
  readonly maxLine?: number
  /** Give up after this many failed starts in a row (default 3). */
  readonly maxStartFailures?: number
  /** Requests in flight at once (default 1). */
  readonly depth?: number
}

/** @category model @since 0.1.0 */
export interface Session {
  /** Start the implementation (if it is not running) and return its hello. */
  readonly start: () => Promise<Hello>
  /** Run one case (asking for the determination unless said otherwise). */
  readonly run: (c: unknown, answer?: AnswerKind) => Promise<Answer>
  /** Send `stop`, wait briefly for the exit, then kill whatever is left. */
  readonly close: () => Promise<void>
  /** How many processes were started. */
  readonly starts: () => number
  /** The lines that came while no request was in flight, since the last call (taken now). */
  readonly strays?: () => ReadonlyArray<string>
  /** Kill the process now; every request waiting answers `failed` ("stopped"). */
  readonly abort?: () => void
}

const seconds = (ms: number): string => `${ms / 1000} s`

const describe = (e: Exclude<LineEvent, { _tag: 'line' }>, timeoutMs: number): string => {
  switch (e._tag) {
    case 'timeout':
      return `no answer within ${seconds(timeoutMs)} (hangs?)`
    case 'exit':
      return `the implementation exited (${e.signal === null ? `status ${String(e.code)}` : `signal ${e.signal}`})`
    case 'spawnError':
      return `cannot start the implementation: ${e.message}`
    case 'overlong':
      return 'printed an overlong line (no newline in sight)'
  }
}

interface Job {
  readonly seq: number
  readonly line: string
  readonly resolve: (a: Answer) => void
}

/** The message for a request stopped by `abort`. @category model @since 0.2.0 */
export const STOPPED = 'stopped before it was answered'

// Stryker disable next-line StringLiteral: unreachable for a result: a line is read against the oldest request's seq only when no request in flight has its seq, so a line echoing that seq was matched to it already
const messageOf = (a: Answer): string => (a._tag === 'result' ? 'an answer for no request in flight' : a.message)

// a parsed JSON line (one realm): an array, like a string, number or boolean, has no property "seq"; only null has no properties
const seqOf = (u: unknown): unknown => (u instanceof Object ? (u as Record<string, unknown>)['seq'] : undefined)

type Running = { readonly _tag: 'ready'; readonly info: ImplementationInfo; readonly proc: LineProcess }
type Failed = Hello & { readonly _tag: 'failed' }

/** One session: its command and limits, the process running, the requests queued and in flight. */
interface SessionState {
  readonly command: Command
  readonly options: SessionOptions
  readonly maxStartFailures: number
  readonly startTimeoutMs: number
  readonly depth: number
  current: Running | null
  lastFailure: Failed | null
  startFailures: number
  starts: number
  seq: number
  queue: Job[]
  inflight: Job[]
  pumping: boolean
  aborted: boolean
  launching: LineProcess | null
  readonly strays: string[]
}

/** The running process, or a new one started and greeted; after too many failed starts in a row, the last failure. */
const launch = async (st: SessionState): Promise<Running | Failed> => {
  if (st.current !== null) return st.current
  if (st.lastFailure !== null && st.startFailures >= st.maxStartFailures)
    return { ...st.lastFailure, message: `gave up after ${st.startFailures} failed starts; the last: ${st.lastFailure.message}` }
  st.starts++
  const proc = spawnLines(st.command, st.options.cwd, st.options.maxLine)
  proc.send(JSON.stringify(startRequest()))
  st.launching = proc
  const e = await proc.next(st.startTimeoutMs)
  st.launching = null
  const decoded = e._tag === 'line' ? decodeHello(e.line) : left(describe(e, st.startTimeoutMs))
  if (decoded._tag === 'Right' && !st.aborted) {
    st.startFailures = 0
    st.current = { _tag: 'ready', info: decoded.right, proc }
    return st.current
  }
  st.startFailures++
  st.lastFailure = { _tag: 'failed', message: `start: ${decoded._tag === 'Left' ? decoded.left : STOPPED}`, stderr: proc.stderrTail() }
  proc.kill()
  return st.lastFailure
}

const start = async (st: SessionState): Promise<Hello> => {
  const r = await launch(st)
  return r._tag === 'ready' ? { _tag: 'ready', info: r.info } : r
}

/** The oldest request in flight failed: kill the process, send the others again. */
const blame = (st: SessionState, proc: LineProcess, message: string): void => {
  const stderr = proc.stderrTail()
  proc.kill()
  st.current = null
  const [oldest, ...rest] = st.inflight
  st.inflight = []
  st.queue = [...rest, ...st.queue]
  oldest?.resolve(failed(message, stderr))
}

/** A line from the process: the answer to a request in flight, or garbage blamed on the oldest. */
const take = (st: SessionState, proc: LineProcess, line: string): void => {
  const parsed = parseLine(line)
  const s = parsed.ok ? seqOf(parsed.value) : undefined
  const i = st.inflight.findIndex((j) => j.seq === s)
  const job = st.inflight[i]
  if (!parsed.ok || job === undefined) {
    const oldest = st.inflight[0] as Job
    blame(st, proc, messageOf(parsed.ok ? answerFrom(parsed.value, line, oldest.seq) : parsed.answer))
    return
  }
  const answer = answerFrom(parsed.value, line, job.seq)
  if (answer._tag === 'failed') {
    st.inflight.splice(i, 1)
    st.inflight.unshift(job)
    blame(st, proc, answer.message)
    return
  }
  st.inflight.splice(i, 1)
  job.resolve(answer)
}

const settleAll = (st: SessionState, answer: Answer): void => {
  const all = [...st.inflight, ...st.queue]
  st.inflight = []
  st.queue = []
  for (const j of all) j.resolve(answer)
}

/** Send what the depth allows; first keep any line that came while nothing was in flight. */
const fill = (st: SessionState, proc: LineProcess): void => {
  if (st.inflight.length === 0 && st.queue.length > 0) st.strays.push(...proc.drain())
  while (st.inflight.length < st.depth && st.queue.length > 0) {
    const j = st.queue.shift() as Job
    st.inflight.push(j)
    proc.send(j.line)
  }
}

/** Send and answer requests until none is queued or in flight (one pump at a time). */
const pump = async (st: SessionState): Promise<void> => {
  if (st.pumping) return
  st.pumping = true
  while (!st.aborted && (st.queue.length > 0 || st.inflight.length > 0)) {
    const r = await launch(st)
    // Stryker disable next-line ConditionalExpression: after abort, launch fails (the start is killed, or succeeds only when not aborted) and settling nothing breaks too; only an abort between launch returning the running process and this line goes on, to the check after next (the process is killed, nothing is in flight)
    if (st.aborted) break
    if (r._tag === 'failed') {
      settleAll(st, failed(r.message, r.stderr))
      break
    }
    const { proc } = r
    fill(st, proc)
    const e = await proc.next(st.options.timeoutMs)
    if (st.aborted) break
    if (e._tag === 'line') take(st, proc, e.line)
    else blame(st, proc, describe(e, st.options.timeoutMs))
    if (st.current !== null) fill(st, st.current.proc)
  }
  st.pumping = false
}

const run = (st: SessionState, c: unknown, kind: AnswerKind): Promise<Answer> =>
  new Promise<Answer>((resolve) => {
    if (st.aborted) {
      resolve(failed(STOPPED))
      return
    }
    st.seq++
    st.queue.push({ seq: st.seq, line: JSON.stringify(runRequest(st.seq, c, kind)), resolve })
    // sent at once when the process is running (so that it works while the caller computes)
    if (st.current !== null && st.pumping) fill(st, st.current.proc)
    void pump(st)
  })

const close = async (st: SessionState): Promise<void> => {
  if (st.current === null) return
  const { proc } = st.current
  st.current = null
  st.strays.push(...proc.drain())
  proc.send(JSON.stringify(stopRequest()))
  await proc.exited(Math.min(st.options.timeoutMs, 2000))
  proc.kill()
}

const abort = (st: SessionState): void => {
  st.aborted = true
  st.current?.proc.kill()
  st.launching?.kill()
  st.current = null
  settleAll(st, failed(STOPPED))
}

/**
 * Open a session with the command (nothing is started before the first
 * `start` or `run`).
 *
 * @category oracle @since 0.1.0
 */
export const openSession = (command: Command, options: SessionOptions): Session => {
  const st: SessionState = {
    command,
    options,
    maxStartFailures: options.maxStartFailures ?? 3,
    startTimeoutMs: options.startTimeoutMs ?? Math.max(options.timeoutMs, 30_000),
    depth: Math.max(1, options.depth ?? 1),
    current: null,
    lastFailure: null,
    startFailures: 0,
    starts: 0,
    seq: 0,
    queue: [],
    inflight: [],
    pumping: false,
    aborted: false,
    launching: null,
    strays: [],
  }
  return {
    start: () => start(st),
    run: (c, kind = 'determination') => run(st, c, kind),
    close: () => close(st),
    starts: () => st.starts,
    strays: () => st.strays.splice(0),
    abort: () => abort(st),
  }
}
