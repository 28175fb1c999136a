// Running the command line in process (`main(argv, io)`), with standard input
// and files given as strings, and the checks every run must pass.
import { expect } from 'vitest'
import { main } from '../../src/cli/main.js'
import { conformanceCommand, fuzzCommand, type OracleIo, oracleCommand } from '../../src/cli/oracle.js'

export interface CliRun {
  readonly code: number
  readonly out: string
  readonly err: string
}

/** Run `nachruecken <args>` with `stdin` and the virtual `files`; a missing file fails like fs does (ENOENT). */
export const runCli = async (args: ReadonlyArray<string>, stdin = '', files: Readonly<Record<string, string>> = {}): Promise<CliRun> => {
  let out = ''
  let err = ''
  const code = await main(args, {
    readStdin: async () => stdin,
    readFile: (p) => {
      const f = Object.prototype.hasOwnProperty.call(files, p) ? files[p] : undefined
      if (f === undefined) throw Object.assign(new Error(`ENOENT: no such file or directory, open '${p}'`), { code: 'ENOENT' })
      return f
    },
    out: (s) => {
      out += s
    },
    err: (s) => {
      err += s
    },
  })
  return { code, out, err }
}

/** A line of a JavaScript stack trace (`    at f (file.js:1:2)`). */
export const STACK_LINE = /^\s+at\s.+(\(.*:\d+:\d+\)|:\d+:\d+)$/m

/** The exit-status contract and clean messages: 0, 1 or 2; no stack trace, no internal error on stderr. */
export const expectCleanRun = (r: CliRun): void => {
  expect([0, 1, 2]).toContain(r.code)
  expect(r.err).not.toMatch(STACK_LINE)
  expect(r.out).not.toMatch(STACK_LINE)
  expect(r.err).not.toContain('internal error')
  expect(r.err).not.toMatch(/\b(TypeError|RangeError|ReferenceError|SyntaxError): /)
}

/** How an in-process run of an oracle command sees its terminal: `tty` for stderr, the working folder, and the stop it arms. */
export interface OracleRunOptions {
  readonly tty?: boolean
  readonly cwd?: string
  /** Called with the stop function the command arms (as Ctrl-C would call it). */
  readonly interrupt?: (stop: (signal: string) => void) => void
}

/** Run `nachruecken conformance|fuzz|oracle <args>` in process from the folder `root`, with empty standard input. */
export const runOracleCli = async (args: ReadonlyArray<string>, root: string, options: OracleRunOptions = {}): Promise<CliRun> => {
  let out = ''
  let err = ''
  const io: OracleIo = {
    out: (x) => (out += x),
    err: (x) => (err += x),
    stdinLines: () => ({ lines: (async function* () {})(), close: () => undefined }),
    stderrIsTTY: options.tty ?? false,
    cwd: options.cwd ?? root,
    onInterrupt: (stop) => options.interrupt?.(stop),
  }
  const [command, ...rest] = args
  const code =
    command === 'oracle' ? await oracleCommand(rest, root, io) : command === 'fuzz' ? await fuzzCommand(rest, io) : await conformanceCommand(rest, root, io)
  return { code, out, err }
}
