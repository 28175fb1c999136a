// Regenerates the solutions of the case book (spec/cases/*/loesung.md and
// bekanntmachung.md) from the case files with the library:
//   npm run casebook
// properties/casebook.test.ts fails when a checked-in solution is out of date.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadCases, solutionsOf } from './casebook.js'

let written = 0
for (const c of loadCases()) {
  for (const [file, text] of Object.entries(solutionsOf(c.case))) {
    writeFileSync(join(c.dir, file), text)
    written++
  }
}
process.stdout.write(`${written} files written in spec/cases\n`)
