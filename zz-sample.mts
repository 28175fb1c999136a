import fc from 'fast-check'
import { createHash } from 'node:crypto'
import { validCase } from './src/oracle/arbitraries.js'
const s = fc.sample(validCase(), { numRuns: 500, seed: 7 })
console.log(createHash('sha256').update(JSON.stringify(s)).digest('hex'))
