#!/usr/bin/env node
// Mutation testing of all of src/, one area at a time.
//
//   npm run mutation                 every area, in the order below
//   npm run mutation -- rules codec  only these areas
//   npm run mutation -- --summary    only the table of the last reports
//   npm run mutation -- --static     also run the static mutants (module-level
//                                    constants and functions): each reloads
//                                    every test, about 40 s apiece here
//
// Each area is one Stryker run (mutation/stryker.config.json with the area's
// `mutate` patterns) with its own incremental file in mutation/incremental/
// (local, not committed — several MB per area: a later run on the same
// machine re-tests only the mutants whose code or tests changed) and its own
// report in reports/mutation/<area>/. Splitting by area
// lets a two-core machine finish the whole of src/ over several runs, and
// shows the score of each part of the law apart. Thresholds (break below 95)
// apply to each area; the exit status is 1 when any area breaks.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { AREAS } from './areas.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

const reportOf = (area) => join(root, 'reports', 'mutation', area, 'mutation.json')

/** Counts of one Stryker JSON report (mutation-testing-report-schema). */
const countsOf = (area) => {
  const file = reportOf(area)
  if (!existsSync(file)) return null
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const n = { mutants: 0, killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0, static: 0, invalid: 0 }
  for (const f of Object.values(report.files))
    for (const m of f.mutants) {
      n.mutants++
      if (m.status === 'Killed') n.killed++
      else if (m.status === 'Timeout') n.timeout++
      else if (m.status === 'Survived') n.survived++
      else if (m.status === 'NoCoverage') n.noCoverage++
      else if (m.status === 'Ignored' && /ignoreStatic/.test(m.statusReason ?? '')) n.static++
      else if (m.status === 'Ignored') n.ignored++
      else n.invalid++
    }
  return n
}

const pct = (n) => {
  const detected = n.killed + n.timeout
  const valid = detected + n.survived + n.noCoverage
  return valid === 0 ? '–' : `${((100 * detected) / valid).toFixed(2)} %`
}

const summary = () => {
  const rows = ['| area | mutants | killed | timeout | survived | no coverage | disabled (equivalent) | static, not run | compile errors | score |', '|---|---|---|---|---|---|---|---|---|---|']
  const total = { mutants: 0, killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0, static: 0, invalid: 0 }
  let complete = true
  for (const area of Object.keys(AREAS)) {
    const n = countsOf(area)
    if (n === null) {
      complete = false
      rows.push(`| ${area} | not run | | | | | | | | |`)
      continue
    }
    for (const k of Object.keys(total)) total[k] += n[k]
    rows.push(`| ${area} | ${n.mutants} | ${n.killed} | ${n.timeout} | ${n.survived} | ${n.noCoverage} | ${n.ignored} | ${n.static} | ${n.invalid} | ${pct(n)} |`)
  }
  rows.push(`| **${complete ? 'all of src/' : 'the areas run'}** | ${total.mutants} | ${total.killed} | ${total.timeout} | ${total.survived} | ${total.noCoverage} | ${total.ignored} | ${total.static} | ${total.invalid} | **${pct(total)}** |`)
  return rows.join('\n')
}

const args = process.argv.slice(2)
if (args.includes('--summary')) {
  console.log(summary())
  process.exit(0)
}
const runStatic = args.includes('--static')
// --fresh: no incremental file, so that every mutant of the area is tested again
// (after moving or changing what a module means), in a sandbox of the area's own
const fresh = args.includes('--fresh')
const unknown = args.filter((a) => a !== '--static' && a !== '--fresh' && !(a in AREAS))
if (unknown.length > 0) {
  console.error(`mutation: unknown area ${unknown.join(', ')}; the areas are ${Object.keys(AREAS).join(', ')}`)
  process.exit(2)
}
const named = args.filter((a) => a in AREAS)
const chosen = named.length === 0 ? Object.keys(AREAS) : named
const base = JSON.parse(readFileSync(join(root, 'mutation', 'stryker.config.json'), 'utf8'))
let broke = false
for (const area of chosen) {
  const dir = join(root, 'reports', 'mutation', area)
  mkdirSync(dir, { recursive: true })
  mkdirSync(join(root, 'mutation', 'incremental'), { recursive: true })
  const config = {
    ...base,
    $schema: undefined,
    mutate: AREAS[area],
    ignoreStatic: !runStatic,
    incremental: !fresh,
    incrementalFile: `mutation/incremental/${area}.json`,
    tempDirName: fresh ? `.stryker-tmp-${area}` : base.tempDirName,
    htmlReporter: { fileName: `reports/mutation/${area}/mutation.html` },
    jsonReporter: { fileName: `reports/mutation/${area}/mutation.json` },
  }
  const file = join(dir, 'stryker.config.json')
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`)
  const started = Date.now()
  console.log(`\n=== mutation: ${area} (${AREAS[area].join(', ')}) ===`)
  const run = spawnSync('npx', ['stryker', 'run', file], { cwd: root, stdio: 'inherit' })
  const minutes = ((Date.now() - started) / 60_000).toFixed(1)
  console.log(`=== ${area}: exit ${run.status}, ${minutes} min ===`)
  if (run.status !== 0) broke = true
}
console.log(`\n${summary()}`)
process.exit(broke ? 1 : 0)
