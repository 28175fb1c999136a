// The library as the page uses it: every public entry point of the package
// (the root and nachruecken/rules, /codec, /texts), as a user of the package
// could import them. The names of the entry points are disjoint.
export * from '../../src/index.js'
export * from '../../src/public/rules.js'
export * from '../../src/public/codec.js'
export * from '../../src/public/texts.js'
