// The layers of src/, from the ground up. A module may import only from its
// own layer and the layers below it; lint (eslint.config.js) refuses an
// upward import, properties/layers.test.ts checks the graph has no circle
// and that the README's table lists these layers in this order. A layer with
// `reads` may import only those of the layers below it (and its own): the
// interchange reads the whole job (api), the wire format (codec), the law and
// its model (rules, domain) and the citations, never the record, the engine or
// the replay behind them.
export const LAYERS = [
  { name: 'domain', paths: ['src/domain'], what: 'the algebraic data types: branded ids and ISO dates, the case, events, ledgers, determinations, errors, norm ids, the order of application' },
  { name: 'lot', paths: ['src/lot'], what: 'the portable SHA-256 lot' },
  { name: 'rules', paths: ['src/rules'], what: 'the law: § 34 Abs. 1–6 KWG with §§ 23, 25–27, 33 — one module per norm group, each opening with the German sentence it implements; `procedure/` holds Abs. 3–6' },
  { name: 'record', paths: ['src/record'], what: 'the record of a case: a fold over its events, each judged by its rule, with a trace of every step' },
  { name: 'engine', paths: ['src/engine'], what: 'the decisions over a given record: membership, the ranked pool of each list, one departure’s step (R6)' },
  { name: 'replay', paths: ['src/replay'], what: 'the fixed point of record and decisions, the determination asked for, the state of the body, the audit' },
  { name: 'codec', paths: ['src/codec'], what: 'the wire format: io-ts codecs, its plain JSON types (`wire`), strict JSON and UTF-8, consistency checks, error reports' },
  { name: 'explain', paths: ['src/explain'], what: 'the texts: they read decisions and traces and decide nothing' },
  { name: 'api', paths: ['src/api.ts', 'src/texts.ts'], what: 'the whole job in one call: decide, replay, audit, the protocol answer; the opinion and the notice of a case' },
  { name: 'documents', paths: ['src/documents'], what: 'the documents a returning officer signs (Feststellung, Bekanntmachung, Benachrichtigung, service list, review notices) with the office profile, their PDF, and the linter of notices written elsewhere' },
  { name: 'interchange', paths: ['src/interchange'], what: 'data in and out: CSV import (the template, votemanager open data), OParl memberships and iCalendar deadlines from the state document', reads: ['domain', 'rules', 'codec', 'explain', 'api'] },
  { name: 'oracle', paths: ['src/oracle'], what: 'the test oracle: line protocol, processes, the conformance runner with its run control and reports, differential fuzzing' },
  { name: 'entry', paths: ['src/index.ts', 'src/public'], what: 'the public entry points, explicit exports only: the root (the whole job, at most 30 names) and the subpaths rules, codec, texts, oracle, interchange' },
  { name: 'cli', paths: ['src/cli'], what: 'the command line: one argument parser (`args`), a --help for every command' },
]

/** The layers a layer may import from: its own and those below it, or, where it names them, only `reads`. */
export const mayRead = (layer) => {
  const below = LAYERS.slice(0, LAYERS.indexOf(layer))
  return [layer, ...(layer.reads === undefined ? below : below.filter((l) => layer.reads.includes(l.name)))]
}

/** The glob patterns of an import string that reaches one of the given layers. */
export const importPatterns = (layers) =>
  layers.flatMap((l) => l.paths.map((p) => (p.endsWith('.ts') ? `**/${p.slice(4, -3)}.js` : `**/${p.slice(4)}/**`)))
