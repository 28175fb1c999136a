#!/usr/bin/env node
// Take the results of static mutants from a run into the report of an area.
//
//   node mutation/merge-static.mjs <area> <run-dir>
//
// A run with `ignoreStatic: false` and a small selection of tests
// (mutation/vitest.static.config.ts) tests the static mutants, which the
// area runs leave out. Only those results are taken: each mutant of the area
// report ignored as static is matched to the run's mutant of the same file,
// line text, column, mutator and replacement, and gets its status. Every
// other mutant of the area report stays as it is (the run's other results
// come from fewer tests than the area run's).
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const [area, dir] = process.argv.slice(2)
if (area === undefined || dir === undefined) {
  console.error('usage: node mutation/merge-static.mjs <area> <run-dir>')
  process.exit(2)
}
const read = (f) => JSON.parse(readFileSync(f, 'utf8'))
const target = join('reports', 'mutation', area, 'mutation.json')
const report = read(target)
const run = read(join(dir, 'mutation.json'))
const isStatic = (m) => m.status === 'Ignored' && /ignoreStatic/.test(m.statusReason ?? '')
const keyOf = (source, m) => {
  const line = source.split('\n')[m.location.start.line - 1]?.trim()
  return `${line}\u0000${m.location.start.column}\u0000${m.mutatorName}\u0000${m.replacement}`
}
let taken = 0
let missing = 0
for (const [file, f] of Object.entries(report.files)) {
  const r = run.files[file]
  if (r === undefined) continue
  const results = new Map(r.mutants.map((m) => [keyOf(r.source, m), m]))
  f.mutants = f.mutants.map((m) => {
    if (!isStatic(m)) return m
    const found = results.get(keyOf(f.source, m))
    if (found === undefined || isStatic(found)) {
      missing++
      return m
    }
    taken++
    return { ...m, status: found.status, statusReason: found.statusReason, static: true }
  })
}
writeFileSync(target, JSON.stringify(report))
console.log(`${area}: ${taken} static mutants taken from ${dir}${missing === 0 ? '' : `, ${missing} not found in the run`}`)
