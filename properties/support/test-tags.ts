// The tags a test may carry: the norm ids of the catalogue and the readings
// (spec/readings.md). A test names the norms it is about in its tags, so that
// its title can read as a sentence; `npx vitest run --tagsFilter kwg34.5` runs the tests of one norm.
import { NORM_IDS } from '../../src/domain/norms.js'

const READINGS = ['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8', 'R9', 'R10'] as const

export const TEST_TAGS = [...NORM_IDS, ...READINGS].map((name) => ({ name }))
