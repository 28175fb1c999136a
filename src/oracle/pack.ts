/**
 * `npm run suite:pack`: the conformance suite as a versioned archive,
 * `nachruecken-conformance-<version>.tar.gz`, that the runner accepts with
 * `--vectors ARCHIVE` and a vendor can keep beside their own tests. It holds
 * one folder `nachruecken-conformance-<version>/` with `vectors/`,
 * `VERSION`, `CHANGELOG.md`, `README.md`, `vector.schema.json`,
 * `protocol.md` and `schema/` (the JSON Schemas of the case, the documents
 * and the protocol). Packed with the system's `tar` (sorted names, no owner,
 * a fixed time where GNU tar allows it) and gzip without a timestamp, so
 * that the same suite gives the same bytes.
 *
 * @since 0.2.0
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

/** The archive's file name for a suite version. @category oracle @since 0.2.0 */
export const archiveName = (version: string): string => `nachruecken-conformance-${version}.tar.gz`

const DETERMINISTIC = ['--sort=name', '--mtime=@0', '--owner=0', '--group=0', '--numeric-owner']

/**
 * Pack the suite of the repository at `root` into `outDir`; the archive's
 * path, or what went wrong.
 *
 * @category oracle @since 0.2.0
 */
export const packSuite = (root: string, outDir: string): { readonly archive: string } | { readonly problem: string } => {
  const suite = join(root, 'spec', 'conformance')
  const version = readFileSync(join(suite, 'VERSION'), 'utf8').trim()
  const name = `nachruecken-conformance-${version}`
  const stage = mkdtempSync(join(tmpdir(), 'nachruecken-pack-'))
  const top = join(stage, name)
  mkdirSync(top)
  for (const f of ['VERSION', 'CHANGELOG.md', 'README.md', 'vector.schema.json']) cpSync(join(suite, f), join(top, f))
  cpSync(join(suite, 'vectors'), join(top, 'vectors'), { recursive: true })
  cpSync(join(root, 'spec', 'schema'), join(top, 'schema'), { recursive: true })
  cpSync(join(root, 'spec', 'protocol.md'), join(top, 'protocol.md'))
  const tar = (flags: string[]) => spawnSync('tar', [...flags, '-cf', '-', '-C', stage, name], { maxBuffer: 256 * 1024 * 1024 })
  let r = tar(DETERMINISTIC)
  if (r.status !== 0) r = tar([])
  rmSync(stage, { recursive: true, force: true })
  if (r.status !== 0) return { problem: `tar failed: ${r.stderr?.toString().trim() ?? String(r.error)}` }
  mkdirSync(outDir, { recursive: true })
  const archive = join(outDir, archiveName(version))
  writeFileSync(archive, gzipSync(r.stdout, { level: 9 }))
  return { archive }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = join(fileURLToPath(import.meta.url), '..', '..', '..')
  const r = packSuite(root, join(root, process.argv[2] ?? 'dist'))
  if ('problem' in r) {
    process.stderr.write(`suite:pack: ${r.problem}\n`)
    process.exitCode = 1
  } else process.stdout.write(`${r.archive}\n`)
}
