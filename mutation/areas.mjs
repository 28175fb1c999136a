// The areas of src/ that mutation testing runs one at a time, and the files
// each mutates (together: all of src/ but the barrels src/index.ts and src/public/).
export const AREAS = {
  rules: ['src/rules/**/*.ts', 'src/lot/**/*.ts'],
  core: ['src/domain/**/*.ts', 'src/record/**/*.ts', 'src/engine/**/*.ts'],
  replay: ['src/replay/**/*.ts'],
  codec: ['src/codec/**/*.ts', 'src/api.ts'],
  explain: ['src/explain/**/*.ts', 'src/texts.ts'],
  documents: ['src/documents/**/*.ts'],
  oracle: ['src/oracle/**/*.ts'],
  cli: ['src/cli/**/*.ts'],
  interchange: ['src/interchange/**/*.ts'],
}

