// Fixed seed by default so that every run checks the same cases; raise the
// number of runs with FC_RUNS and change the seed with FC_SEED:
//   FC_RUNS=5000 FC_SEED=7 npm run test:quick
import fc from 'fast-check'

fc.configureGlobal({
  ...fc.readConfigureGlobal(),
  seed: Number(process.env['FC_SEED'] ?? 20261129),
  numRuns: Number(process.env['FC_RUNS'] ?? 200),
})
