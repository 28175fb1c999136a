// A throw-away conformance suite for the oracle commands' tests: a folder `vectors/` of small vectors whose case
// names what a misbehaving implementation (properties/support/misbehaving_impl.py or a script of the test) does.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface VectorSpec {
  readonly id: string
  /** what the misbehaving implementation does (case.body.name) */
  readonly name: string
  readonly expected?: object
  readonly features?: ReadonlyArray<string>
  readonly level?: 'core' | 'full'
  /** the case sets a reading of its own */
  readonly interpretation?: boolean
}

/** The expected answer when a vector gives none: an empty seat. */
export const VACANT = { determination: { outcome: 'vacant', memberCount: { after: 2 } } }

/** A folder `vectors/` of the given vectors, with a VERSION beside it; its path. */
export const vectorsDir = (vectors: ReadonlyArray<VectorSpec>): string => {
  const dir = mkdtempSync(join(tmpdir(), 'nachruecken-vectors-'))
  const at = join(dir, 'vectors')
  mkdirSync(at)
  writeFileSync(join(dir, 'VERSION'), '7.7.7\n')
  for (const v of vectors) {
    const level = v.level ?? 'core'
    writeFileSync(
      join(at, `${v.id}.json`),
      JSON.stringify({
        id: v.id,
        description: `behaviour ${v.name} at ${level}`,
        norms: [],
        readings: [],
        level,
        ...(v.features === undefined ? {} : { features: v.features }),
        case: { body: { name: v.name }, ...(v.interpretation === true ? { interpretation: { incompatibility: 'exclude' } } : {}) },
        expected: v.expected ?? VACANT,
      }),
    )
  }
  return at
}
