#!/usr/bin/env node
// Combine Stryker runs into the report of one area, so that `npm run mutation
// -- --summary` shows the current state of the area.
//
//   node mutation/merge.mjs <area> <run-dir>...
//
// Each <run-dir> holds a Stryker run: its stryker.config.json and its
// mutation.json (as written by `npx stryker run <run-dir>/stryker.config.json`
// with `jsonReporter.fileName` in that directory). Its `mutate` patterns are
// files ("src/x.ts") or line ranges ("src/x.ts:10-20" or "src/x.ts:10:1-20:80"). The runs are
// applied in the order given, each over the area report so far
// (reports/mutation/<area>/mutation.json, or nothing when the area has none):
// every mutant of the area report that lies in a file or a line range the run
// mutated is dropped (lines are matched by their text, as the run may have
// mutated a newer version of the file), and the run's own mutants are put in
// its place. So an
// area can be run in parts (disjoint files) and lines can be re-run after
// their tests changed, and the area report says what the last run of each
// line found (the ids of mutants and tests are those of each run: read the
// statuses, not the links between runs). The area's first report is kept beside it as
// mutation.first.json, the first time it is overwritten.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { AREAS } from './areas.mjs'

const [area, ...runs] = process.argv.slice(2)
if (area === undefined || !(area in AREAS) || runs.length === 0) {
  console.error(`usage: node mutation/merge.mjs <area> <run-dir>...; the areas are ${Object.keys(AREAS).join(', ')}`)
  process.exit(2)
}
/** Whether a file belongs to the area (a run may have mutated several areas at once). */
const inArea = (file) => AREAS[area].some((glob) => (glob.endsWith('/**/*.ts') ? file.startsWith(glob.slice(0, -'**/*.ts'.length)) : file === glob))
const target = join('reports', 'mutation', area, 'mutation.json')
const read = (f) => JSON.parse(readFileSync(f, 'utf8'))

/** A pattern of `mutate`: a whole file, or the lines from..to of a file. */
const scopeOf = (pattern) => {
  const m = /^(.*?):(\d+)(?::\d+)?-(\d+)(?::\d+)?$/.exec(pattern)
  return m === null ? { file: pattern, from: 1, to: Infinity } : { file: m[1], from: Number(m[2]), to: Number(m[3]) }
}

let report = existsSync(target) ? read(target) : null
for (const dir of runs) {
  const run = read(join(dir, 'mutation.json'))
  const scopes = read(join(dir, 'stryker.config.json')).mutate.filter((p) => !p.startsWith('!')).map(scopeOf)
  if (scopes.some((s) => s.file.includes('*'))) {
    console.error(`${dir}: merge needs the files of the run by name, not a glob`)
    process.exit(2)
  }
  // only the files the run mutated: an incremental run's report also carries the results of other files from
  // its incremental file, which may be older than the area report's
  const files = Object.entries(run.files).filter(([file]) => inArea(file) && scopes.some((s) => s.file === file))
  if (report === null) {
    report = { ...run, files: Object.fromEntries(files) }
    continue
  }
  const inScope = (file, line) => scopes.some((s) => s.file === file && line >= s.from && line <= s.to)
  for (const [file, f] of files) {
    const old = report.files[file]
    // The run may have mutated a newer version of the file, with lines moved: an
    // older result is matched to the run's source by the text of its line. It is
    // dropped when that line was mutated by the run, or when the line is no
    // longer there (changed code: its mutants are the run's, which re-ran every
    // changed line).
    const oldLines = old === undefined ? [] : old.source.split('\n').map((l) => l.trim())
    const newLines = f.source.split('\n').map((l) => l.trim())
    const linesOf = (m) => {
      const text = oldLines[m.location.start.line - 1]
      return newLines.flatMap((l, i) => (l === text ? [i + 1] : []))
    }
    const stillThere = (m) => {
      const at = linesOf(m)
      return at.length > 0 && !at.some((line) => inScope(file, line))
    }
    // a kept result moves with its line (to the nearest line of the same text)
    const moved = (m) => {
      const from = m.location.start.line
      const to = linesOf(m).reduce((best, line) => (Math.abs(line - from) < Math.abs(best - from) ? line : best))
      const shift = to - from
      return shift === 0 ? m : { ...m, location: { start: { ...m.location.start, line: from + shift }, end: { ...m.location.end, line: m.location.end.line + shift } } }
    }
    const kept = old === undefined ? [] : old.mutants.filter(stillThere).map(moved)
    // and of those, only the mutants in the lines it mutated (the same reason)
    report.files[file] = { ...f, mutants: [...kept, ...f.mutants.filter((m) => inScope(file, m.location.start.line))] }
  }
  report.testFiles = { ...report.testFiles, ...run.testFiles }
  console.log(`${dir}: ${files.reduce((n, [, f]) => n + f.mutants.length, 0)} mutants merged into ${target}`)
}
const first = join('reports', 'mutation', area, 'mutation.first.json')
if (existsSync(target) && !existsSync(first)) copyFileSync(target, first)
mkdirSync(dirname(target), { recursive: true })
writeFileSync(target, JSON.stringify(report))
