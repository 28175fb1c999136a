/**
 * A progress line for a terminal: rewritten in place on standard error, at
 * most every `intervalMs`, and cleared at the end. Silent when standard error
 * is not a terminal (CI logs and pipes stay clean).
 *
 * @since 0.1.0
 */

/** @category model @since 0.1.0 */
export interface Progress {
  readonly update: (text: string) => void
  readonly done: () => void
}

/**
 * A progress line writing through `write` when `enabled` (a TTY).
 *
 * @category oracle @since 0.1.0
 */
export const progressLine = (write: (s: string) => void, enabled: boolean, now: () => number = Date.now, intervalMs = 100): Progress => {
  if (!enabled) return { update: () => undefined, done: () => undefined }
  let last = -Infinity
  let shown = false
  return {
    update: (text) => {
      const t = now()
      if (t - last < intervalMs) return
      last = t
      shown = true
      write(`\r\x1b[K${text}`)
    },
    done: () => {
      if (shown) write('\r\x1b[K')
      shown = false
    },
  }
}

/**
 * Progress for a log (standard error not a terminal, e.g. CI): a plain line
 * at most every `intervalMs` (the first after one interval, so a short run
 * prints none), no control sequences.
 *
 * @category oracle @since 0.2.0
 */
export const progressLog = (write: (s: string) => void, now: () => number = Date.now, intervalMs = 10_000): Progress => {
  let last = now()
  return {
    update: (text) => {
      const t = now()
      if (t - last < intervalMs) return
      last = t
      write(`${text}\n`)
    },
    done: () => undefined,
  }
}
