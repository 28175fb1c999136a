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
import { type ChildProcess, spawn } from 'node:child_process'
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
  const lines: string[] = []
  let end: LineEvent | null = null
  let buffer = ''
  let stderr: string[] = []
  let stderrBuffer = ''
  let waiter: ((e: LineEvent) => void) | null = null
  let closed = false
  const closeWaiters: Array<() => void> = []

  const wake = (): void => {
    if (waiter === null) return
    const line = lines.shift()
    const e: LineEvent | null = line === undefined ? end : { _tag: 'line', line }
    if (e === null) return
    const w = waiter
    waiter = null
    w(e)
  }
  const finish = (e: LineEvent): void => {
    end ??= e
    wake()
  }
  const kill = (): void => {
    killGroup(child)
    live.delete(kill)
  }
  live.add(kill)
  if (!exitHookInstalled) {
    exitHookInstalled = true
    process.on('exit', killAll)
  }

  child.on('error', (e) => finish({ _tag: 'spawnError', message: e.message }))
  child.on('close', (code, signal) => {
    closed = true
    live.delete(kill)
    finish({ _tag: 'exit', code, signal })
    for (const w of closeWaiters.splice(0)) w()
  })
  child.stdin.on('error', () => {
    // EPIPE when the child is gone: the exit is reported on stdout's side
  })
  child.stdout.setEncoding('utf8')
  child.stdout.on('data', (chunk: string) => {
    buffer += chunk
    let nl = buffer.indexOf('\n')
    while (nl >= 0 && nl <= maxLine) {
      lines.push(buffer.slice(0, nl).replace(/\r$/, ''))
      buffer = buffer.slice(nl + 1)
      nl = buffer.indexOf('\n')
    }
    // a line longer than the limit, whether its newline came in this read (the loop
    // stopped before it) or is still to come
    if (buffer.length > maxLine) {
      buffer = ''
      finish({ _tag: 'overlong' })
      kill()
    }
    wake()
  })
  child.stderr.setEncoding('utf8')
  child.stderr.on('data', (chunk: string) => {
    stderrBuffer += chunk
    const parts = stderrBuffer.split('\n')
    stderrBuffer = (parts.pop() as string).slice(-500)
    stderr = [...stderr, ...parts.map((l) => l.slice(0, 500))].slice(-STDERR_LINES)
  })

  return {
    send: (line) => {
      // Stryker disable next-line ConditionalExpression: standard input is unwritable only once destroyed (the child exited, or EPIPE); a write to a destroyed stream is dropped without an 'error' event, and errors on it are swallowed above
      if (child.stdin.writable) child.stdin.write(`${line}\n`)
    },
    next: (timeoutMs) =>
      new Promise<LineEvent>((resolve) => {
        const timer = setTimeout(() => {
          waiter = null
          resolve({ _tag: 'timeout' })
        }, timeoutMs)
        waiter = (e) => {
          clearTimeout(timer)
          resolve(e)
        }
        wake()
      }),
    exited: (timeoutMs) =>
      closed
        ? Promise.resolve(true)
        : new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), timeoutMs)
            closeWaiters.push(() => {
              clearTimeout(timer)
              resolve(true)
            })
          }),
    kill,
    drain: () => lines.splice(0),
    stderrTail: () => (stderrBuffer === '' ? stderr : [...stderr, stderrBuffer].slice(-STDERR_LINES)),
  }
}
