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

const messageOf = (a: Answer): string => (a._tag === 'result' ? 'an answer for no request in flight' : a.message)

const seqOf = (u: unknown): unknown => (typeof u === 'object' && u !== null && !Array.isArray(u) ? (u as Record<string, unknown>)['seq'] : undefined)

/**
 * Open a session with the command (nothing is started before the first
 * `start` or `run`).
 *
 * @category oracle @since 0.1.0
 */
export const openSession = (command: Command, options: SessionOptions): Session => {
  const maxStartFailures = options.maxStartFailures ?? 3
  const startTimeoutMs = options.startTimeoutMs ?? Math.max(options.timeoutMs, 30_000)
  const depth = Math.max(1, options.depth ?? 1)
  type Running = { readonly _tag: 'ready'; readonly info: ImplementationInfo; readonly proc: LineProcess }
  type Failed = Hello & { readonly _tag: 'failed' }
  let current: Running | null = null
  let lastFailure: Failed | null = null
  let startFailures = 0
  let starts = 0
  let seq = 0
  let queue: Job[] = []
  let inflight: Job[] = []
  let pumping = false
  let aborted = false
  let launching: LineProcess | null = null
  const strays: string[] = []

  const launch = async (): Promise<Running | Failed> => {
    if (current !== null) return current
    if (lastFailure !== null && startFailures >= maxStartFailures)
      return { ...lastFailure, message: `gave up after ${startFailures} failed starts; the last: ${lastFailure.message}` }
    starts++
    const proc = spawnLines(command, options.cwd, options.maxLine)
    proc.send(JSON.stringify(startRequest()))
    launching = proc
    const e = await proc.next(startTimeoutMs)
    launching = null
    const decoded = e._tag === 'line' ? decodeHello(e.line) : left(describe(e, startTimeoutMs))
    if (decoded._tag === 'Right' && !aborted) {
      startFailures = 0
      current = { _tag: 'ready', info: decoded.right, proc }
      return current
    }
    startFailures++
    lastFailure = { _tag: 'failed', message: `start: ${decoded._tag === 'Left' ? decoded.left : STOPPED}`, stderr: proc.stderrTail() }
    proc.kill()
    return lastFailure
  }

  const start = async (): Promise<Hello> => {
    const r = await launch()
    return r._tag === 'ready' ? { _tag: 'ready', info: r.info } : r
  }

  /** The oldest request in flight failed: kill the process, send the others again. */
  const blame = (proc: LineProcess, message: string): void => {
    const stderr = proc.stderrTail()
    proc.kill()
    current = null
    const [oldest, ...rest] = inflight
    inflight = []
    queue = [...rest, ...queue]
    oldest?.resolve(failed(message, stderr))
  }

  /** A line from the process: the answer to a request in flight, or garbage blamed on the oldest. */
  const take = (proc: LineProcess, line: string): void => {
    const parsed = parseLine(line)
    const s = parsed.ok ? seqOf(parsed.value) : undefined
    const i = inflight.findIndex((j) => j.seq === s)
    const job = inflight[i]
    if (!parsed.ok || job === undefined) {
      const oldest = inflight[0] as Job
      blame(proc, messageOf(parsed.ok ? answerFrom(parsed.value, line, oldest.seq) : parsed.answer))
      return
    }
    const answer = answerFrom(parsed.value, line, job.seq)
    if (answer._tag === 'failed') {
      inflight.splice(i, 1)
      inflight.unshift(job)
      blame(proc, answer.message)
      return
    }
    inflight.splice(i, 1)
    job.resolve(answer)
  }

  const settleAll = (answer: Answer): void => {
    const all = [...inflight, ...queue]
    inflight = []
    queue = []
    for (const j of all) j.resolve(answer)
  }

  /** Send what the depth allows; first keep any line that came while nothing was in flight. */
  const fill = (proc: LineProcess): void => {
    if (inflight.length === 0 && queue.length > 0) strays.push(...proc.drain())
    while (inflight.length < depth && queue.length > 0) {
      const j = queue.shift() as Job
      inflight.push(j)
      proc.send(j.line)
    }
  }

  const pump = async (): Promise<void> => {
    if (pumping) return
    pumping = true
    while (!aborted && (queue.length > 0 || inflight.length > 0)) {
      const r = await launch()
      if (aborted) break
      if (r._tag === 'failed') {
        settleAll(failed(r.message, r.stderr))
        break
      }
      const { proc } = r
      fill(proc)
      const e = await proc.next(options.timeoutMs)
      if (aborted) break
      if (e._tag === 'line') take(proc, e.line)
      else blame(proc, describe(e, options.timeoutMs))
      if (current !== null) fill(current.proc)
    }
    pumping = false
  }

  const run = (c: unknown, kind: AnswerKind = 'determination'): Promise<Answer> =>
    new Promise<Answer>((resolve) => {
      if (aborted) {
        resolve(failed(STOPPED))
        return
      }
      seq++
      queue.push({ seq, line: JSON.stringify(runRequest(seq, c, kind)), resolve })
      // sent at once when the process is running (so that it works while the caller computes)
      if (current !== null && pumping) fill(current.proc)
      void pump()
    })

  const close = async (): Promise<void> => {
    if (current === null) return
    const { proc } = current
    current = null
    strays.push(...proc.drain())
    proc.send(JSON.stringify(stopRequest()))
    await proc.exited(Math.min(options.timeoutMs, 2000))
    proc.kill()
  }

  const abort = (): void => {
    aborted = true
    current?.proc.kill()
    launching?.kill()
    current = null
    settleAll(failed(STOPPED))
  }

  return { start, run, close, starts: () => starts, strays: () => strays.splice(0), abort }
}
