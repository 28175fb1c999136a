// The measurements (a), (b) and (c). Each runs in its own process, started by
// run.ts from the compiled copy (`node …/bench/sections.js a|b|c <dir>`),
// and prints one JSON object on stdout.
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { join } from 'node:path'
import type { Case } from '../src/domain/case.js'
import { decide, decideText } from '../src/index.js'
import { decodeCase, encodeDetermination } from '../src/public/codec.js'
import { decideAll, determine } from '../src/public/rules.js'
import { ourInfo } from '../src/oracle/info.js'
import { respond } from '../src/oracle/respond.js'
import { bareScan, fairFloor } from './floor.js'
import { cpuNow, keep, median, pair } from './measure.js'
import { listCase } from './synth.js'

// -------------------------------------------------------------------------------------
// (a) determine against a bare linear scan
// -------------------------------------------------------------------------------------

export const SIZES = [10, 100, 1000, 10000] as const

const sectionA = (): unknown => {
  const rows = SIZES.map((n) => {
    const wire = listCase(n)
    const decoded = decodeCase(wire)
    if (decoded._tag === 'Left') throw new Error(`listCase(${n}) does not decode: ${JSON.stringify(decoded.left.errors[0])}`)
    const c: Case = decoded.right
    const candidates = (c.lists[0] as Case['lists'][number]).candidates
    const check = determine(c)
    if (check._tag === 'Left') throw new Error(`listCase(${n}) is rejected: ${JSON.stringify(check.left.errors[0])}`)
    const floor = fairFloor(c)
    if (check.right._tag !== 'successor' || floor?.id !== check.right.successor) throw new Error(`listCase(${n}): the fair floor finds ${floor?.id}, determine ${JSON.stringify(check.right)}`)
    const fair = pair(() => determine(c), () => fairFloor(c))
    const engine = pair(() => determine(c), () => bareScan(candidates))
    const whole = pair(() => decide(wire), () => fairFloor(c))
    return { n, events: c.events.length, fair, determine: engine, decide: whole }
  })
  return { rows }
}

// -------------------------------------------------------------------------------------
// (b) the oracle's line protocol against JSON.parse + JSON.stringify
// -------------------------------------------------------------------------------------

type Handler = (line: string) => unknown

/**
 * The oracle's work per line, as `nachruecken oracle` does it
 * (src/oracle/serve.ts): `respond(line, info)`, then the response as one line.
 */
const info = ourInfo('0.0.0-bench')
const oraclePass: Handler = (line) => {
  const reply = respond(line, info)
  return reply === null ? '' : `${JSON.stringify(reply.response)}\n`
}

/** The baseline: the same line parsed and serialised again. */
const jsonPass: Handler = (line) => JSON.stringify(JSON.parse(line))

/** One pass over the stream; milliseconds of CPU time and of wall time. */
const streamPass = (lines: ReadonlyArray<string>, handle: Handler): { cpu: number; wall: number } => {
  const t0 = cpuNow()
  const w0 = performance.now()
  for (const line of lines) keep(handle(line))
  return { cpu: cpuNow() - t0, wall: performance.now() - w0 }
}

/**
 * The parts of (b), each over the whole stream (CPU time, median of 3
 * passes): the request parsed, its case decoded (with the consistency
 * checks), determined, and the answer encoded and written as a line; and
 * the baseline's second part, the parsed request written again.
 */
const partsOfB = (lines: ReadonlyArray<string>): { parseMs: number; stringifyMs: number; decodeMs: number; determineMs: number; answerMs: number } => {
  const requests = lines.map((l) => JSON.parse(l) as { case: unknown })
  const cases = requests.map((r) => {
    const c = decodeCase(r.case)
    if (c._tag === 'Left') throw new Error('(b): a request case does not decode')
    return c.right
  })
  const determinations = cases.map((c) => determine(c))
  const passes = (f: () => void): number => {
    f()
    const t: number[] = []
    for (let i = 0; i < 3; i++) {
      const t0 = cpuNow()
      f()
      t.push(cpuNow() - t0)
    }
    return median(t)
  }
  return {
    parseMs: passes(() => lines.forEach((l) => keep(JSON.parse(l)))),
    stringifyMs: passes(() => requests.forEach((r) => keep(JSON.stringify(r)))),
    decodeMs: passes(() => requests.forEach((r) => keep(decodeCase(r.case)))),
    determineMs: passes(() => cases.forEach((c) => keep(determine(c)))),
    answerMs: passes(() => determinations.forEach((d, i) => keep(d._tag === 'Right' ? `${JSON.stringify({ seq: i, result: encodeDetermination(d.right) })}\n` : ''))),
  }
}

const sectionB = (dir: string): unknown => {
  const all = readFileSync(join(dir, 'vacancy-cases.ndjson'), 'utf8').trimEnd().split('\n')
  // every fourth vacancy case of the term (bodies of every size, in term order), as `run` requests
  const lines = all.filter((_, i) => i % 4 === 0).map((c, i) => `{"cmd":"run","seq":${i},"case":${c}}`)
  const first = JSON.parse(String(oraclePass(lines[0] as string))) as { seq?: unknown; result?: { format?: unknown } }
  if (first.seq !== 0 || first.result?.format !== 'nachruecken.determination/1') throw new Error('the oracle does not answer a run line with a determination')
  const name = 'src/oracle/respond.ts `respond` + JSON.stringify of the response, as serve.ts does per line'
  const bytes = lines.reduce((n, l) => n + Buffer.byteLength(l) + 1, 0)
  // warm-up, then alternate baseline and subject passes
  streamPass(lines, jsonPass)
  streamPass(lines, oraclePass)
  const s: number[] = []
  const b: number[] = []
  const r: number[] = []
  const wall: number[] = []
  for (let i = 0; i < 5; i++) {
    const tb = streamPass(lines, jsonPass)
    const ts = streamPass(lines, oraclePass)
    b.push(tb.cpu)
    s.push(ts.cpu)
    r.push(ts.cpu / tb.cpu)
    wall.push(ts.wall)
  }
  return { name, lines: lines.length, bytes, subjectMs: median(s), baselineMs: median(b), ratio: median(r), subjectWallMs: median(wall), parts: partsOfB(lines) }
}

// -------------------------------------------------------------------------------------
// (c) a state-wide term
// -------------------------------------------------------------------------------------

const mb = (bytes: number): number => Math.round((bytes / 1048576) * 10) / 10

/** `decodeCase` of every parsed body against `JSON.parse` of its text, warm: median of 5 alternating passes. */
const decodeVsParse = (texts: ReadonlyArray<string>): { decodeMs: number; parseMs: number; ratio: number } => {
  const values = texts.map((t) => JSON.parse(t) as unknown)
  const parse = (): number => {
    const t0 = cpuNow()
    for (const t of texts) keep(JSON.parse(t))
    return cpuNow() - t0
  }
  const decode = (): number => {
    const t0 = cpuNow()
    for (const v of values) keep(decodeCase(v))
    return cpuNow() - t0
  }
  parse()
  decode()
  const p: number[] = []
  const d: number[] = []
  const r: number[] = []
  for (let i = 0; i < 5; i++) {
    const tp = parse()
    const td = decode()
    p.push(tp)
    d.push(td)
    r.push(td / tp)
  }
  return { decodeMs: median(d), parseMs: median(p), ratio: median(r) }
}

const sectionC = (dir: string): unknown => {
  const gc = (globalThis as { gc?: () => void }).gc
  const texts = readFileSync(join(dir, 'term-cases.ndjson'), 'utf8').trimEnd().split('\n')
  gc?.()
  const rssBefore = process.memoryUsage().rss
  let heapPeak = 0
  const replay = (): { ms: number; wallMs: number; parseMs: number; decodeMs: number; decideMs: number; encodeMs: number; determinations: number; outcomes: Record<string, number>; failures: number } => {
    let parseMs = 0
    let decodeMs = 0
    let decideMs = 0
    let encodeMs = 0
    let determinations = 0
    let failures = 0
    const outcomes: Record<string, number> = {}
    const w0 = performance.now()
    const t0 = cpuNow()
    for (let i = 0; i < texts.length; i++) {
      const a = cpuNow()
      const u = JSON.parse(texts[i] as string) as unknown
      const b = cpuNow()
      const c = decodeCase(u)
      const d = cpuNow()
      parseMs += b - a
      decodeMs += d - b
      if (c._tag === 'Left') {
        failures += 1
        continue
      }
      const all = decideAll(c.right)
      const e = cpuNow()
      decideMs += e - d
      if (all._tag === 'Left') {
        failures += 1
        continue
      }
      for (const x of all.right.determinations) {
        const w = encodeDetermination(x.determination)
        outcomes[w.outcome] = (outcomes[w.outcome] ?? 0) + 1
        keep(w)
      }
      determinations += all.right.determinations.length
      encodeMs += cpuNow() - e
      if (i % 100 === 0) heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)
    }
    return { ms: cpuNow() - t0, wallMs: performance.now() - w0, parseMs, decodeMs, decideMs, encodeMs, determinations, outcomes, failures }
  }
  const cold = replay()
  const warmRuns = [replay(), replay(), replay()]
  const warm = warmRuns.map((x) => x.ms)
  const maxRssReplay = process.resourceUsage().maxRSS * 1024

  // The same vacancies asked one at a time through the public API, each as a case text of its own.
  const vacancyTexts = readFileSync(join(dir, 'vacancy-cases.ndjson'), 'utf8').trimEnd().split('\n')
  let apiFailures = 0
  const perVacancy = (): number => {
    const t0 = cpuNow()
    for (const text of vacancyTexts) {
      const r = decideText(text)
      if (r._tag === 'Left') apiFailures += 1
      keep(r)
    }
    return cpuNow() - t0
  }
  const apiCold = perVacancy()
  const apiWarm = [perVacancy(), perVacancy()]
  return {
    decodeVsParse: decodeVsParse(texts),
    bodies: texts.length,
    inputBytes: texts.reduce((n, t) => n + Buffer.byteLength(t) + 1, 0),
    cold,
    warmMs: median(warm),
    warmAll: warm,
    rssBeforeMb: mb(rssBefore),
    maxRssMb: mb(maxRssReplay),
    heapPeakMb: mb(heapPeak),
    perVacancy: { cases: vacancyTexts.length, coldMs: apiCold, warmMs: median(apiWarm), failures: apiFailures / 3 },
    maxRssAfterApiMb: mb(process.resourceUsage().maxRSS * 1024),
  }
}

// -------------------------------------------------------------------------------------

const main = (): void => {
  const [which, dir = '.'] = process.argv.slice(2)
  const t0 = performance.now()
  const result = which === 'a' ? sectionA() : which === 'b' ? sectionB(dir) : which === 'c' ? sectionC(dir) : null
  if (result === null) throw new Error('usage: sections.js a|b|c <data dir>')
  process.stdout.write(`${JSON.stringify({ section: which, elapsedMs: performance.now() - t0, result })}\n`)
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main()
