// The tests of src/rules and src/lot, for focused mutation runs of that area:
// the law's model and its fold (mutation/vitest.core.config.ts) and the test
// files outside it that were found to kill mutants of these rules — the
// interchange's election order (election.ts), the documents' list of those
// served (publication.ts), the texts' support quorum (quorum.ts) and the
// considered grounds (grounds.ts). Found by answering the survivors of
// rules-rest-focus-0712 (mutation/rules-rest-answers-2026-12-07.md).
import { defineConfig, mergeConfig } from 'vitest/config'
import core from './vitest.core.config.js'

export default mergeConfig(
  core,
  defineConfig({
    test: {
      include: [
        'properties/interchange-properties.test.ts',
        'properties/interchange-import.test.ts',
        'properties/interchange-errors.test.ts',
        'properties/interchange-survivors-b.test.ts',
        'properties/documents-gaps.test.ts',
        'properties/documents-letters-survivors.test.ts',
        'properties/notice.test.ts',
        'properties/explain-steps.test.ts',
        'properties/explain-considered.test.ts',
        'properties/explain-units.test.ts',
        // the refusals' messages (`waiverRevoked`: rules-procedure-0712b)
        'properties/texts.test.ts',
      ],
    },
  }),
)
