// Stryker runs every test many times: a fixed seed (so a mutant is judged
// the same way each run) and fewer runs per property.
import fc from 'fast-check'

fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: 20261129, numRuns: 60 })
process.env['NACHRUECKEN_MUTATION'] = '1'
process.env['FC_MODEL_RUNS'] = '60'
