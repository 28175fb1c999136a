#!/usr/bin/env node
// Run the static mutants of some areas without Stryker, the way Stryker runs
// them (a static mutant is active while the module loads, so every test of a
// configuration must run against it), and write their results into the area
// reports.
//
//   node mutation/static-runner.mjs [--workers N] <area>...
//   node mutation/static-runner.mjs --recheck [--full] [--workers N] <area>...
//   node mutation/static-runner.mjs --survived [--full | --config FILE] [--workers N] <area>...
//
// --recheck runs again only the static mutants this runner found surviving
// (after new tests); --full runs them with every test Stryker's area runs
// use (mutation/vitest.stryker.config.ts) instead of the smaller selection.
//
// For each mutant of reports/mutation/<area>/mutation.json that the area run
// ignored as static, a private copy of the repository (in the system's temp
// directory, with node_modules linked) gets the mutant's replacement written
// over its location, and `vitest run -c mutation/vitest.static.config.ts`
// runs: a failing test kills it. A survivor is then checked with `tsc
// --noEmit -p tsconfig.stryker.json` (src/ only, as Stryker's checker): a
// mutant that does not compile is a compile error, as the checker would report it. The results are written back with
// `static: true` and a statusReason naming this runner. Stryker itself needs
// about 20 to 30 s per static mutant here (it reloads its whole sandbox);
// this needs about 9.
import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { clearTimeout, setTimeout } from 'node:timers'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const args = process.argv.slice(2)
const w = args.indexOf('--workers')
const workers = w === -1 ? 2 : Number(args[w + 1])
const recheck = args.includes('--recheck')
// --config FILE: a vitest configuration of one's own (the tests known to pin an area's module-level values)
const cf = args.indexOf('--config')
const CONFIG = cf !== -1 ? args[cf + 1] : args.includes('--full') ? 'mutation/vitest.stryker.config.ts' : 'mutation/vitest.static.config.ts'
const areas = args.filter((a, i) => !a.startsWith('--') && (w === -1 || i !== w + 1) && (cf === -1 || i !== cf + 1))
const ROOT = resolve(import.meta.dirname, '..')
// --survived: every survivor of the areas, run with the mutant active from the moment its module loads (Stryker
// activates a mutant only while a test runs, so a value made when a module loads can survive it and still be killed)
const isStatic = args.includes('--survived')
  ? (m) => m.status === 'Survived'
  : recheck
    ? (m) => m.static === true && m.status === 'Survived'
    : (m) => m.status === 'Ignored' && /ignoreStatic/.test(m.statusReason ?? '')
const SKIP = new Set(['node_modules', 'reports', '.stryker-tmp', 'coverage', 'dist', '.git', 'web', 'bench'])

const copy = () => {
  const dir = mkdtempSync(join(tmpdir(), 'static-'))
  cpSync(ROOT, dir, { recursive: true, filter: (src) => !SKIP.has(src.slice(ROOT.length + 1).split('/')[0]) })
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'))
  return dir
}
const apply = (source, m, replacement) => {
  const lines = source.split('\n')
  const { start, end } = m.location
  const before = lines.slice(0, start.line - 1).join('\n') + (start.line > 1 ? '\n' : '') + lines[start.line - 1].slice(0, start.column - 1)
  const after = lines[end.line - 1].slice(end.column - 1) + (end.line < lines.length ? '\n' : '') + lines.slice(end.line).join('\n')
  return before + replacement + after
}
const run = (dir, cmd, cmdArgs) =>
  new Promise((done) => {
    const p = spawn(cmd, cmdArgs, { cwd: dir, stdio: 'ignore' })
    const timer = setTimeout(() => p.kill('SIGKILL'), 180_000)
    p.on('exit', (code) => (clearTimeout(timer), done(code ?? 1)))
  })

const jobs = []
const reports = new Map()
for (const area of areas) {
  const file = join(ROOT, 'reports', 'mutation', area, 'mutation.json')
  const report = JSON.parse(readFileSync(file, 'utf8'))
  reports.set(file, report)
  for (const [path, f] of Object.entries(report.files))
    for (const m of f.mutants) if (isStatic(m)) jobs.push({ path, m, current: readFileSync(join(ROOT, path), 'utf8'), reported: f.source })
}
// the report's source must be the file as it is now (else the location is stale)
const stale = jobs.filter((j) => j.current !== j.reported)
if (stale.length > 0) console.error(`note: ${new Set(stale.map((j) => j.path)).size} files changed since their area report; their static mutants are located by the report's source text and the line is looked up in the current file`)
const relocate = (j) => {
  if (j.current === j.reported) return j.m
  const oldLines = j.reported.split('\n')
  const newLines = j.current.split('\n')
  const span = oldLines.slice(j.m.location.start.line - 1, j.m.location.end.line).join('\n')
  for (let i = 0; i < newLines.length; i++)
    if (newLines.slice(i, i + (j.m.location.end.line - j.m.location.start.line + 1)).join('\n') === span) {
      const shift = i + 1 - j.m.location.start.line
      return { ...j.m, location: { start: { ...j.m.location.start, line: j.m.location.start.line + shift }, end: { ...j.m.location.end, line: j.m.location.end.line + shift } } }
    }
  return null
}
let next = 0
let done = 0
const counts = {}
const worker = async () => {
  const dir = copy()
  try {
    for (;;) {
      const j = jobs[next++]
      if (j === undefined) return
      const target = join(dir, j.path)
      const m = relocate(j)
      let status
      if (m === null) status = 'Pending'
      else {
        writeFileSync(target, apply(j.current, m, j.m.replacement))
        const code = await run(dir, 'node', ['node_modules/vitest/vitest.mjs', 'run', '-c', CONFIG, '--reporter=dot'])
        status = code === 0 ? ((await run(dir, 'node', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.stryker.json'])) === 0 ? 'Survived' : 'CompileError') : 'Killed'
        writeFileSync(target, j.current)
      }
      j.m.status = status
      j.m.static = true
      j.m.statusReason = `static mutant, run by mutation/static-runner.mjs (every test of ${CONFIG}) on ${new Date().toISOString().slice(0, 10)}`
      counts[status] = (counts[status] ?? 0) + 1
      done++
      if (done % 10 === 0 || status === 'Survived') console.log(`${done}/${jobs.length} ${JSON.stringify(counts)}${status === 'Survived' ? ` survived: ${j.path}:${j.m.location.start.line} ${j.m.mutatorName} ${JSON.stringify(j.m.replacement)}` : ''}`)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
await Promise.all(Array.from({ length: workers }, worker))
for (const [file, report] of reports) writeFileSync(file, JSON.stringify(report))
console.log(`static mutants: ${JSON.stringify(counts)} of ${jobs.length}`)
