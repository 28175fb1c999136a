#!/usr/bin/env node
// The size of every function in src/: its length (first to last line of the
// body) and how deeply its control statements nest (if, for, while, do,
// switch, try; a nested function is measured on its own). The project's
// limits: no body longer than 60 lines, no nesting deeper than 4 levels.
//
//   node scripts/function-size.mjs            the functions over a limit (exit 1 if any)
//   node scripts/function-size.mjs --top 20   the 20 longest functions
//   node scripts/function-size.mjs --json     every function as JSON
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

export const MAX_LINES = 60
export const MAX_DEPTH = 4

const ROOT = new URL('..', import.meta.url).pathname

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  )

const isFunction = (n) =>
  ts.isFunctionDeclaration(n) || ts.isFunctionExpression(n) || ts.isArrowFunction(n) || ts.isMethodDeclaration(n) ||
  ts.isConstructorDeclaration(n) || ts.isGetAccessorDeclaration(n) || ts.isSetAccessorDeclaration(n)

const isControl = (n) =>
  ts.isIfStatement(n) || ts.isForStatement(n) || ts.isForOfStatement(n) || ts.isForInStatement(n) ||
  ts.isWhileStatement(n) || ts.isDoStatement(n) || ts.isSwitchStatement(n) || ts.isTryStatement(n)

/** The deepest nesting of control statements inside `body`, not entering nested functions. */
const depthOf = (body) => {
  let max = 0
  const visit = (n, depth) => {
    if (isFunction(n)) return
    // an `else if` continues its `if`: it is no deeper
    const elseIf = ts.isIfStatement(n) && ts.isIfStatement(n.parent) && n.parent.elseStatement === n
    const d = isControl(n) && !elseIf ? depth + 1 : depth
    if (d > max) max = d
    ts.forEachChild(n, (c) => visit(c, d))
  }
  ts.forEachChild(body, (c) => visit(c, 0))
  return max
}

const nameOf = (n, sf) => {
  if (n.name !== undefined) return n.name.getText(sf)
  const p = n.parent
  if (ts.isVariableDeclaration(p) || ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p)) return p.name.getText(sf)
  return '(anonymous)'
}

/** Every function of the file with its lines and depth. */
export const measureFile = (file) => {
  const text = readFileSync(file, 'utf8')
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true)
  const out = []
  const visit = (n) => {
    if (isFunction(n) && n.body !== undefined) {
      const first = sf.getLineAndCharacterOfPosition(n.body.getStart(sf)).line
      const last = sf.getLineAndCharacterOfPosition(n.body.getEnd()).line
      const line = sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1
      out.push({ file: relative(ROOT, file), line, name: nameOf(n, sf), lines: last - first + 1, depth: depthOf(n.body) })
    }
    ts.forEachChild(n, visit)
  }
  visit(sf)
  return out
}

export const measureAll = (dir = join(ROOT, 'src')) => filesUnder(dir).flatMap(measureFile)

export const overLimit = (fs) => fs.filter((f) => f.lines > MAX_LINES || f.depth > MAX_DEPTH)

if (import.meta.url === `file://${process.argv[1]}`) {
  const all = measureAll()
  const args = process.argv.slice(2)
  const fmt = (f) => `${String(f.lines).padStart(4)} lines  depth ${f.depth}  ${f.file}:${f.line} ${f.name}`
  if (args[0] === '--json') console.log(JSON.stringify(all, null, 1))
  else if (args[0] === '--top') {
    const n = Number(args[1] ?? 20)
    for (const f of [...all].sort((a, b) => b.lines - a.lines).slice(0, n)) console.log(fmt(f))
    console.log('deepest:')
    for (const f of [...all].sort((a, b) => b.depth - a.depth).slice(0, 5)) console.log(fmt(f))
  } else {
    const bad = overLimit(all)
    for (const f of bad) console.log(fmt(f))
    console.log(`${all.length} functions in src/; ${bad.length} over ${MAX_LINES} lines or deeper than ${MAX_DEPTH}`)
    process.exitCode = bad.length === 0 ? 0 : 1
  }
}
