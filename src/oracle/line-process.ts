/**
 * A child process that speaks in lines: write a line to its standard input,
 * wait (with a timeout) for the next line on its standard output. The child
 * runs in its own process group, so that killing it also ends whatever it
 * started (a wrapper script, `npx`, a shell). Standard error is kept as a
 * short tail for reports. Nothing here throws or hangs: every wait ends with
 * a line, the exit, a spawn error or a timeout.
 *
 * @since 0.1.0
 */
import { type ChildProcess, type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import type { Command } from './command-line.js'

/** The next thing that happened on the child's standard output. @category model @since 0.1.0 */
export type LineEvent =
  | { readonly _tag: 'line'; readonly line: string }
  | { readonly _tag: 'exit'; readonly code: number | null; readonly signal: string | null }
  | { readonly _tag: 'spawnError'; readonly message: string }
  | { readonly _tag: 'overlong' }
  | { readonly _tag: 'timeout' }

/** @category model @since 0.1.0 */
export interface LineProcess {
  /** Write one line (a newline is added). */
  readonly send: (line: string) => void
  /** The next line, or why there is none. */
  readonly next: (timeoutMs: number) => Promise<LineEvent>
  /** Wait until the process has exited, at most `timeoutMs`; true if it did. */
  readonly exited: (timeoutMs: number) => Promise<boolean>
  /** Kill the process group (SIGKILL). */
  readonly kill: () => void
  /** The last lines it wrote to standard error. */
  readonly stderrTail: () => ReadonlyArray<string>
  /** The lines received and not yet taken by `next` (taken now). */
  readonly drain: () => ReadonlyArray<string>
}

/** By default, a line longer than this is garbage (and the process is killed). @category model @since 0.1.0 */
export const MAX_LINE = 64 * 1024 * 1024
const STDERR_LINES = 20

const live = new Set<() => void>()
let exitHookInstalled = false

/**
 * Kill every process started here that is still running (also done when
 * this process exits, so that no implementation outlives its runner).
 *
 * @category oracle @since 0.1.0
 */
export const killAll = (): void => {
  for (const kill of live) kill()
}

const killGroup = (child: ChildProcess): void => {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    // the group is gone already
  }
}

/** What is known of the child's standard output: the lines not yet taken, how it ended, and the one reader waiting for a line. */
interface Stdout {
  readonly lines: string[]
  end: LineEvent | null
  buffer: string
  waiter: ((e: LineEvent) => void) | null
}

/** The tail of the child's standard error: its last lines and the line still open. */
interface Stderr {
  lines: ReadonlyArray<string>
  buffer: string
}

/** Hand the waiting reader the next line, or the end once every line is taken. */
const wake = (out: Stdout): void => {
  if (out.waiter === null) return
  const line = out.lines.shift()
  const e: LineEvent | null = line === undefined ? out.end : { _tag: 'line', line }
  if (e === null) return
  const w = out.waiter
  out.waiter = null
  w(e)
}

/** The output ends (the first reason counts). */
const finish = (out: Stdout, e: LineEvent): void => {
  out.end ??= e
  wake(out)
}

/** Split standard output into lines; a line longer than `maxLine` ends the output and kills the process. */
const readLines = (child: ChildProcessWithoutNullStreams, out: Stdout, maxLine: number, kill: () => void): void => {
  child.stdout.setEncoding('utf8')
  child.stdout.on('data', (chunk: string) => {
    out.buffer += chunk
    let nl = out.buffer.indexOf('\n')
    while (nl >= 0 && nl <= maxLine) {
      out.lines.push(out.buffer.slice(0, nl).replace(/\r$/, ''))
      out.buffer = out.buffer.slice(nl + 1)
      nl = out.buffer.indexOf('\n')
    }
    // a line longer than the limit, whether its newline came in this read (the loop
    // stopped before it) or is still to come
    if (out.buffer.length > maxLine) {
      out.buffer = ''
      finish(out, { _tag: 'overlong' })
      kill()
    }
    wake(out)
  })
}

/** Keep the last lines of standard error, each cut to 500 characters. */
const readStderr = (child: ChildProcessWithoutNullStreams, err: Stderr): void => {
  child.stderr.setEncoding('utf8')
  child.stderr.on('data', (chunk: string) => {
    err.buffer += chunk
    const parts = err.buffer.split('\n')
    err.buffer = (parts.pop() as string).slice(-500)
    err.lines = [...err.lines, ...parts.map((l) => l.slice(0, 500))].slice(-STDERR_LINES)
  })
}

/** The next line within `timeoutMs`, or why there is none. */
const nextLine =
  (out: Stdout) =>
  (timeoutMs: number): Promise<LineEvent> =>
    new Promise<LineEvent>((resolve) => {
      const timer = setTimeout(() => {
        out.waiter = null
        resolve({ _tag: 'timeout' })
      }, timeoutMs)
      out.waiter = (e) => {
        clearTimeout(timer)
        resolve(e)
      }
      wake(out)
    })

/** Whether the process has exited, waiting at most `timeoutMs`. */
const exitedWithin =
  (closed: () => boolean, closeWaiters: Array<() => void>) =>
  (timeoutMs: number): Promise<boolean> =>
    closed()
      ? Promise.resolve(true)
      : new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), timeoutMs)
          closeWaiters.push(() => {
            clearTimeout(timer)
            resolve(true)
          })
        })

/** Kill the child with the runner: it is killed when this process exits. */
const registerKill = (child: ChildProcess): (() => void) => {
  const kill = (): void => {
    killGroup(child)
    live.delete(kill)
  }
  live.add(kill)
  if (!exitHookInstalled) {
    exitHookInstalled = true
    process.on('exit', killAll)
  }
  return kill
}

/**
 * Start the command with pipes on all three standard streams.
 *
 * @category oracle @since 0.1.0
 */
export const spawnLines = (command: Command, cwd?: string, maxLine: number = MAX_LINE): LineProcess => {
  const child = spawn(command.program, [...command.args], {
    cwd,
    env: { ...process.env, ...command.env },
    detached: true,
  })
  const out: Stdout = { lines: [], end: null, buffer: '', waiter: null }
  const err: Stderr = { lines: [], buffer: '' }
  let closed = false
  const closeWaiters: Array<() => void> = []
  const kill = registerKill(child)

  child.on('error', (e) => finish(out, { _tag: 'spawnError', message: e.message }))
  child.on('close', (code, signal) => {
    closed = true
    live.delete(kill)
    finish(out, { _tag: 'exit', code, signal })
    for (const w of closeWaiters.splice(0)) w()
  })
  child.stdin.on('error', () => {
    // EPIPE when the child is gone: the exit is reported on stdout's side
  })
  readLines(child, out, maxLine, kill)
  readStderr(child, err)

  return {
    send: (line) => {
      // Stryker disable next-line ConditionalExpression: standard input is unwritable only once destroyed (the child exited, or EPIPE); a write to a destroyed stream is dropped without an 'error' event, and errors on it are swallowed above
      if (child.stdin.writable) child.stdin.write(`${line}\n`)
    },
    next: nextLine(out),
    exited: exitedWithin(() => closed, closeWaiters),
    kill,
    drain: () => out.lines.splice(0),
    stderrTail: () => (err.buffer === '' ? err.lines : [...err.lines, err.buffer].slice(-STDERR_LINES)),
  }
}
