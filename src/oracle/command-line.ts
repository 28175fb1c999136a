/**
 * The `--impl "<command>"` of `conformance` and `fuzz`, split into a program
 * and its arguments the way a POSIX shell splits words (blanks separate;
 * single quotes are literal; double quotes allow `\"`, `\\`, `\$` and `` \` ``;
 * a backslash outside quotes escapes the next character). Leading
 * `NAME=value` words set environment variables, as in a shell. No other
 * shell syntax (no pipes, no `$VAR`): the command is started directly,
 * without a shell, so that it can be killed reliably.
 *
 * @since 0.1.0
 */
import { type Either, left, right } from 'fp-ts/lib/Either.js'

/** A command ready to start. @category model @since 0.1.0 */
export interface Command {
  readonly program: string
  readonly args: ReadonlyArray<string>
  readonly env: Readonly<Record<string, string>>
}

const words = (text: string): Either<string, ReadonlyArray<string>> => {
  const out: string[] = []
  let word: string | null = null
  let quote: "'" | '"' | null = null
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i)
    if (quote === "'") {
      if (ch === "'") quote = null
      else word += ch
    } else if (quote === '"') {
      const next = text.charAt(i + 1)
      if (ch === '"') quote = null
      else if (ch === '\\' && ['"', '\\', '$', '`'].includes(next)) {
        word += next
        i++
      } else word += ch
    } else if (/\s/.test(ch)) {
      if (word !== null) out.push(word)
      word = null
    } else if (ch === "'" || ch === '"') {
      quote = ch
      word ??= ''
    } else if (ch === '\\') {
      if (i + 1 >= text.length) return left('the command ends with a lone backslash')
      word = (word ?? '') + text.charAt(i + 1)
      i++
    } else word = (word ?? '') + ch
  }
  if (quote !== null) return left(`unterminated ${quote} quote in the command`)
  if (word !== null) out.push(word)
  return right(out)
}

/**
 * Split a command line into environment assignments, program and arguments.
 *
 * @category parsing @since 0.1.0
 */
export const parseCommand = (text: string): Either<string, Command> => {
  const w = words(text)
  if (w._tag === 'Left') return w
  const env: Record<string, string> = {}
  let i = 0
  // Stryker disable next-line EqualityOperator: one step past the end matches the pattern against `undefined`, read as the text "undefined", which has no "=": the loop stops at the same index
  for (; i < w.right.length; i++) {
    // `(.*)` with the s flag runs to the end of the word: no `$` needed
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)/s.exec(w.right[i] as string)
    if (m === null) break
    env[m[1] as string] = m[2] as string
  }
  const [program, ...args] = w.right.slice(i)
  return program === undefined ? left('the command is empty') : right({ program, args, env })
}
