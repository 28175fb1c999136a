// Timing on a shared, noisy machine, in CPU time (`cpuNow`): warm up, calibrate a batch to a minimum
// duration, then alternate subject and baseline batches so that both see the
// same noise, and take medians (of the times and of the per-pair ratios).

/** Keeps results alive so that the JIT cannot drop the work. */
export let sink = 0
export const keep = (x: unknown): void => {
  sink = (sink + (x === undefined || x === null ? 1 : typeof x === 'object' ? 3 : 7)) | 0
}

export const median = (xs: ReadonlyArray<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2
}

/**
 * Milliseconds of CPU time of this process (user and system, all its
 * threads). On a machine shared with other work a wall clock counts the
 * time spent waiting for a core; the CPU time counts only the work, so the
 * ratios of one run stay comparable under load.
 */
export const cpuNow = (): number => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}

const now = cpuNow

/** Milliseconds for `iterations` calls. */
export const batch = (fn: () => unknown, iterations: number): number => {
  const t0 = now()
  for (let i = 0; i < iterations; i++) keep(fn())
  return now() - t0
}

/** Iterations so that one batch takes at least `minMs` (after a warm-up of about `warmMs`). */
export const calibrate = (fn: () => unknown, minMs: number, warmMs = minMs): number => {
  let n = 1
  let spent = 0
  for (;;) {
    const t = batch(fn, n)
    spent += t
    if (t >= minMs && spent >= warmMs) return n
    n = t <= 0 ? n * 10 : Math.max(n + 1, Math.min(n * 10, Math.ceil((n * minMs * 1.2) / t)))
  }
}

export interface Pair {
  /** median time per call, nanoseconds */
  readonly subjectNs: number
  readonly baselineNs: number
  /** median of the per-repetition ratios subject / baseline */
  readonly ratio: number
}

/** Subject against baseline, alternating batches; per-call medians and the median ratio. */
export const pair = (subject: () => unknown, baseline: () => unknown, { reps = 7, minMs = 25 } = {}): Pair => {
  const ns = calibrate(subject, minMs, 2 * minMs)
  const nb = calibrate(baseline, minMs, 2 * minMs)
  const s: number[] = []
  const b: number[] = []
  const r: number[] = []
  for (let i = 0; i < reps; i++) {
    const tb = (batch(baseline, nb) / nb) * 1e6
    const ts = (batch(subject, ns) / ns) * 1e6
    s.push(ts)
    b.push(tb)
    r.push(ts / tb)
  }
  return { subjectNs: median(s), baselineNs: median(b), ratio: median(r) }
}

/** Median wall time of `reps` runs of a whole job, after `warm` unmeasured runs. */
export const repeat = (job: () => unknown, reps: number, warm = 1): { ms: number; all: number[] } => {
  for (let i = 0; i < warm; i++) keep(job())
  const all: number[] = []
  for (let i = 0; i < reps; i++) all.push(batch(job, 1))
  return { ms: median(all), all }
}
