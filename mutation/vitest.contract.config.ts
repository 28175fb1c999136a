// The tests of the vendor's contract (issue 20): the CLI's parser and
// commands, strict input, the wire types and the codec — for a focused run
// over src/cli/args.ts, src/cli/io.ts, src/codec/json.ts and the lines of
// src/api.ts and src/codec/determination.ts that issue 20 added (the
// consumer and API-doc tests, which pack and compile, are left out).
import { defineConfig } from 'vitest/config'
export default defineConfig({
  test: {
    include: [
      'properties/cli-contract.test.ts',
      'properties/cli-commands.test.ts',
      'properties/cli.test.ts',
      'properties/wire-types.test.ts',
      'properties/schema-documents.test.ts',
      'properties/codec.test.ts',
      'properties/determination.test.ts',
      'properties/totality-exports.test.ts',
    ],
    setupFiles: ['mutation/setup.ts'],
    testTimeout: 60_000,
  },
})
