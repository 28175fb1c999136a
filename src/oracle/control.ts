/**
 * Run control shared by `conformance` and `fuzz`: why a run stopped before
 * its end (a failure or error limit, the time limit, a signal), and a
 * switch that the command line flips from a signal handler or a timer and
 * that the runners watch. Stopping aborts the work in flight; whatever was
 * finished is still reported.
 *
 * @since 0.2.0
 */

/** Why a run ended early. @category model @since 0.2.0 */
export type StopReason = 'maxFail' | 'maxError' | 'maxTime' | 'signal'

/** @category model @since 0.2.0 */
export interface Stopped {
  readonly reason: StopReason
  readonly message: string
}

/** @category model @since 0.2.0 */
export interface Control {
  /** Stop the run (the first reason given wins). */
  readonly stop: (reason: StopReason, message: string) => void
  readonly stopped: () => Stopped | null
  /** Called once when the run is stopped (at once if it is stopped already). */
  readonly onStop: (f: (s: Stopped) => void) => void
}

/**
 * A fresh switch.
 *
 * @category constructors @since 0.2.0
 */
export const control = (): Control => {
  let state: Stopped | null = null
  const listeners: Array<(s: Stopped) => void> = []
  return {
    stop: (reason, message) => {
      if (state !== null) return
      state = { reason, message }
      for (const f of listeners.splice(0)) f(state)
    },
    stopped: () => state,
    onStop: (f) => {
      if (state === null) listeners.push(f)
      else f(state)
    },
  }
}

/** @category model @since 0.2.0 */
export interface Limits {
  /** Stop once this many vectors (or fuzz cases) failed; `--fail-fast` is 1. */
  readonly maxFail?: number
  /** Stop once this many implementation errors happened. */
  readonly maxError?: number
}

/**
 * The limit reached by these counts, if any.
 *
 * @category oracle @since 0.2.0
 */
export const limitReached = (limits: Limits, fails: number, errors: number): Stopped | null => {
  if (limits.maxFail !== undefined && fails >= limits.maxFail)
    return { reason: 'maxFail', message: `stopped after ${fails} ${fails === 1 ? 'failure' : 'failures'} (--max-fail ${limits.maxFail})` }
  if (limits.maxError !== undefined && errors >= limits.maxError)
    return { reason: 'maxError', message: `stopped after ${errors} ${errors === 1 ? 'error' : 'errors'} (--max-error ${limits.maxError})` }
  return null
}
