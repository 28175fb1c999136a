// The build: the ES modules with their types (dist/src/, from
// tsconfig.build.json: the library, the CLI that bin/nachruecken.js runs)
// and the CommonJS build of the library's entry points (dist/cjs/, from
// tsconfig.cjs.json) for `require('nachruecken')`, with a package.json that
// marks that folder as CommonJS, so that Node and TypeScript read its .js and
// .d.ts files as CommonJS. Both folders are made afresh: no stale module of
// an earlier build reaches the package.
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
const compile = (config) => execFileSync(process.execPath, [tsc, '-p', config], { stdio: 'inherit' })

for (const dir of ['dist/src', 'dist/cjs']) rmSync(dir, { recursive: true, force: true })
compile('tsconfig.build.json')
compile('tsconfig.cjs.json')
mkdirSync('dist/cjs', { recursive: true })
writeFileSync('dist/cjs/package.json', `${JSON.stringify({ type: 'commonjs' }, null, 2)}\n`)
