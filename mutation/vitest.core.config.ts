// The tests of the law's model and its fold, for focused mutation runs of
// src/domain, src/record, src/engine and src/replay (a run's
// stryker.config.json names it in vitest.configFile). A mutant of the domain
// is covered by nearly every test, so a run with the whole suite spends
// minutes per mutant in the text, document, command-line and oracle tests
// (measured 2026-12-07: 53 mutants in 20 minutes). These files hold every
// test that decides or checks a decision, a record or a state: the vectors,
// the properties of the procedure, the rules and the fixed point. A survivor
// of such a run is checked with the full configuration
// (mutation/vitest.stryker.config.ts, or mutcheck.sh with the whole suite)
// before it counts.
import { defineConfig } from 'vitest/config'
import { TEST_TAGS } from '../properties/support/test-tags.js'

export default defineConfig({
  test: {
    tags: TEST_TAGS,
    include: [
      'properties/vectors.test.ts',
      'properties/procedure*.test.ts',
      'properties/engine.test.ts',
      'properties/domain.test.ts',
      'properties/rules*.test.ts',
      'properties/determin*.test.ts',
      'properties/consistency.test.ts',
      'properties/round-edges.test.ts',
      'properties/r8-together.test.ts',
      'properties/record-trace.test.ts',
      'properties/rejected-events.test.ts',
      'properties/lawful-void.test.ts',
      'properties/void-waiver.test.ts',
      'properties/several.test.ts',
      'properties/skipped-since.test.ts',
      'properties/status-route*.test.ts',
      'properties/ceasing.test.ts',
      'properties/calendar.test.ts',
      'properties/member-proof.test.ts',
      'properties/own-determination.test.ts',
      'properties/objection-lies.test.ts',
      'properties/lot*.test.ts',
      'properties/fuzz-agreement.test.ts',
      'properties/totality.test.ts',
      'properties/codec.test.ts', 'properties/codec-case.test.ts',
      'properties/codec-consistency.test.ts',
      'properties/record-calls.test.ts',
      // the two domain helpers only the texts read (`isPassedOver`, `eventIndexOf`): core-focus-0712c
      'properties/explain-units.test.ts', 'properties/explain-steps.test.ts',
    ],
    exclude: ['properties/**/*.slow.test.ts'],
    setupFiles: ['mutation/setup.ts'],
    testTimeout: 60_000,
  },
})
