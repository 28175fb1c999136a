// The library's public entry points without the test oracle: the root and
// the subpaths nachruecken/rules, /codec and /texts (totality-exports.test.ts
// calls each of their exports; the oracle's functions drive processes).
export * from '../../src/index.js'
export * from '../../src/public/rules.js'
export * from '../../src/public/codec.js'
export * from '../../src/public/texts.js'
