// Every public entry point of the package at once — the root and the
// subpaths nachruecken/rules, /codec, /texts and /oracle — for the tests,
// which exercise the library through what a user can import. The names of
// the entry points are disjoint: a name exported twice would be ambiguous
// here and fail to compile.
export * from './library.js'
export * from '../../src/public/oracle.js'
