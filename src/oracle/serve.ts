/**
 * `nachruecken oracle`: this implementation speaking the line protocol.
 * Reads request lines, writes one JSON response line per request, in order,
 * and returns when `stop` arrives or the input ends.
 *
 * @since 0.1.0
 */
import type { ImplementationInfo } from './protocol.js'
import { respond } from './respond.js'

/**
 * Serve the protocol over the given lines; `write` receives whole lines
 * (with the newline).
 *
 * @category oracle @since 0.1.0
 */
export const serve = async (
  lines: AsyncIterable<string>,
  write: (line: string) => void,
  info: ImplementationInfo,
): Promise<void> => {
  for await (const line of lines) {
    const reply = respond(line, info)
    if (reply === null) continue
    write(`${JSON.stringify(reply.response)}\n`)
    if (reply.stop) return
  }
}
