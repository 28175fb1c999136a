// Temporary folders for a test file: `tempDirs()` returns a maker of folders
// under the system's temp directory (named by a prefix), all removed when the
// file is done.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'

export const tempDirs = (): ((prefix: string) => string) => {
  const made: string[] = []
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true })
  })
  return (prefix) => {
    const dir = mkdtempSync(join(tmpdir(), prefix))
    made.push(dir)
    return dir
  }
}
