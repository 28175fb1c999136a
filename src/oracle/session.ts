/**
 * A conversation with an implementation over the line protocol: `start`,
 * any number of `run`s, `stop`. Every request waits at most the per-case
 * timeout. An implementation that crashes, hangs or prints garbage is
 * killed, the case gets a `failed` answer saying what happened, and the next
 * case starts a fresh process (the answer to `start` may take longer than a
 * case: a slow runtime is not a hang). After a few starts in a row that fail, the
 * session gives up and answers every further case at once, so a broken
 * command can never hang the runner.
 *
 * @since 0.1.0
 */
import { left } from 'fp-ts/lib/Either.js'
import { type Answer, decodeAnswer, failed } from './answer.js'
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
  /** Per case, in milliseconds. */
  readonly timeoutMs: number
  /** For the answer to `start` (a process may start slowly); default the larger of `timeoutMs` and 30 s. */
  readonly startTimeoutMs?: number
  readonly cwd?: string
  /** A longer line on standard output is garbage (default 64 MiB). */
  readonly maxLine?: number
  /** Give up after this many failed starts in a row (default 3). */
  readonly maxStartFailures?: number
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

/**
 * Open a session with the command (nothing is started before the first
 * `start` or `run`).
 *
 * @category oracle @since 0.1.0
 */
export const openSession = (command: Command, options: SessionOptions): Session => {
  const maxStartFailures = options.maxStartFailures ?? 3
  const startTimeoutMs = options.startTimeoutMs ?? Math.max(options.timeoutMs, 30_000)
  type Running = { readonly _tag: 'ready'; readonly info: ImplementationInfo; readonly proc: LineProcess }
  type Failed = Hello & { readonly _tag: 'failed' }
  let current: Running | null = null
  let lastFailure: Failed | null = null
  let startFailures = 0
  let starts = 0
  let seq = 0

  const launch = async (): Promise<Running | Failed> => {
    if (current !== null) return current
    if (lastFailure !== null && startFailures >= maxStartFailures)
      return { ...lastFailure, message: `gave up after ${startFailures} failed starts; the last: ${lastFailure.message}` }
    starts++
    const proc = spawnLines(command, options.cwd, options.maxLine)
    proc.send(JSON.stringify(startRequest()))
    const e = await proc.next(startTimeoutMs)
    const decoded = e._tag === 'line' ? decodeHello(e.line) : left(describe(e, startTimeoutMs))
    if (decoded._tag === 'Right') {
      startFailures = 0
      current = { _tag: 'ready', info: decoded.right, proc }
      return current
    }
    startFailures++
    lastFailure = { _tag: 'failed', message: `start: ${decoded.left}`, stderr: proc.stderrTail() }
    proc.kill()
    return lastFailure
  }

  const start = async (): Promise<Hello> => {
    const r = await launch()
    return r._tag === 'ready' ? { _tag: 'ready', info: r.info } : r
  }

  const run = async (c: unknown, kind: AnswerKind = 'determination'): Promise<Answer> => {
    const r = await launch()
    if (r._tag === 'failed') return failed(r.message, r.stderr)
    const { proc } = r
    seq++
    proc.send(JSON.stringify(runRequest(seq, c, kind)))
    const e = await proc.next(options.timeoutMs)
    const answer = e._tag === 'line' ? decodeAnswer(e.line, seq) : failed(describe(e, options.timeoutMs))
    if (answer._tag !== 'failed') return answer
    const stderr = proc.stderrTail()
    proc.kill() // restarted for the next case
    current = null
    return failed(answer.message, stderr)
  }

  const close = async (): Promise<void> => {
    if (current === null) return
    const { proc } = current
    current = null
    proc.send(JSON.stringify(stopRequest()))
    await proc.exited(Math.min(options.timeoutMs, 2000))
    proc.kill()
  }

  return { start, run, close, starts: () => starts }
}
