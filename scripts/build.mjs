// The build: the ES modules with their types (dist/src/, from
// tsconfig.build.json: the library and the CLI's sources compiled), the
// CommonJS build of the library's entry points (dist/cjs/, from
// tsconfig.cjs.json) for `require('nachruecken')`, with a package.json that
// marks that folder as CommonJS, so that Node and TypeScript read its .js and
// .d.ts files as CommonJS; and the command line bundled by esbuild from the
// same sources, which stay the truth (dist/cli/: one module for the start
// path of every command, and one chunk for each part a command loads only
// when it runs, as the sources' `import()` say), which bin/nachruecken.js
// runs, with the text of `nachruecken --help` written beside it, so that
// `--help` and `--version` load no library at all. All three folders are
// made afresh: no stale module of an earlier build reaches the package.
import { execFileSync } from 'node:child_process'
import { Buffer } from 'node:buffer'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
const compile = (config) => execFileSync(process.execPath, [tsc, '-p', config], { stdio: 'inherit' })

const CLI_DIR = 'dist/cli'
const CLI_BUNDLE = `${CLI_DIR}/nachruecken.mjs`
const CLI_HELP = `${CLI_DIR}/help.txt`

// Bundled: our sources and the declared runtime dependencies. Left to Node's
// resolution at run time: every other package (the optional peer fast-check,
// which only the fuzzer loads and only when a user installed it; ajv, which
// `conformance --validate` loads when it is there) and packages that read
// their own files beside their code (pdfkit's fonts).
const pkg = JSON.parse(readFileSync('package.json', 'utf8'))
const OWN_FILES = new Set(['pdfkit'])
const bundled = Object.keys(pkg.dependencies ?? {}).filter((d) => !OWN_FILES.has(d))
const isBundled = (path) => bundled.some((d) => path === d || path.startsWith(`${d}/`))
// fp-ts and io-ts ship their modules twice: CommonJS (lib/, what Node loads)
// and ES modules (es6/, the same code). The bundle takes the ES modules: no
// CommonJS wrappers to run at every start, and only what is used is kept.
const ES_MODULES = [
  [/^fp-ts\/lib\/(.*?)(\.js)?$/, (m) => `fp-ts/es6/${m[1]}.js`],
  [/^io-ts$/, () => 'io-ts/es6/index.js'],
]
const esModuleOf = (path) => {
  for (const [re, to] of ES_MODULES) {
    const m = re.exec(path)
    if (m !== null) return to(m)
  }
  return null
}
/** esbuild plugin: the ES modules of fp-ts and io-ts; every bare import that is not a bundled dependency stays an import. */
const externals = {
  name: 'externals',
  setup: (b) =>
    b.onResolve({ filter: /^[^./]/ }, async (a) => {
      if (a.path.startsWith('node:')) return undefined
      const es = esModuleOf(a.path)
      if (es !== null) return b.resolve(es, { kind: a.kind, resolveDir: a.resolveDir })
      return isBundled(a.path) ? undefined : { path: a.path, external: true }
    }),
}

/** The CLI as ES modules: the entry exports `main` and the `killAll` of the processes it started (bin/nachruecken.js). */
const bundleCli = () =>
  build({
    stdin: {
      // killAll loads the process module (and node:child_process) only when there are processes to end
      contents: "export { main } from './src/cli/main.ts'\nexport const killAll = async () => (await import('./src/oracle/line-process.ts')).killAll()\n",
      resolveDir: '.',
      sourcefile: 'cli-entry.ts',
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outdir: CLI_DIR,
    entryNames: 'nachruecken',
    chunkNames: 'chunk-[hash]',
    outExtension: { '.js': '.mjs' },
    splitting: true,
    plugins: [externals],
    // less text to read at every start; the names stay (no identifier is renamed)
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    logLevel: 'warning',
  })

/** `nachruecken --help` as the bundle prints it, kept as text for bin/nachruecken.js. */
const writeHelp = async () => {
  const cli = await import(pathToFileURL(CLI_BUNDLE).href)
  let out = ''
  const io = { readStdin: async () => Buffer.alloc(0), readFile: () => Buffer.alloc(0), out: (s) => (out += s), err: () => undefined }
  const code = await cli.main(['--help'], io)
  if (code !== 0 || !out.startsWith('nachruecken ')) throw new Error(`nachruecken --help from the bundle: exit ${code}`)
  writeFileSync(CLI_HELP, out)
}

// `node scripts/build.mjs --cli`: the CLI's bundle alone (while working on it)
const cliOnly = process.argv.includes('--cli')
for (const dir of cliOnly ? [CLI_DIR] : ['dist/src', 'dist/cjs', CLI_DIR]) rmSync(dir, { recursive: true, force: true })
if (!cliOnly) {
  compile('tsconfig.build.json')
  compile('tsconfig.cjs.json')
  mkdirSync('dist/cjs', { recursive: true })
  writeFileSync('dist/cjs/package.json', `${JSON.stringify({ type: 'commonjs' }, null, 2)}\n`)
}
await bundleCli()
await writeHelp()
