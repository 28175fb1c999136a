// The areas of src/ that mutation testing runs one at a time, and the files
// each mutates (together: all of src/ but the barrel src/index.ts).
export const AREAS = {
  rules: ['src/rules/**/*.ts', 'src/lot/**/*.ts'],
  core: ['src/domain/**/*.ts', 'src/engine/**/*.ts'],
  procedure: ['src/procedure/**/*.ts'],
  codec: ['src/codec/**/*.ts', 'src/api.ts'],
  explain: ['src/explain/**/*.ts'],
  oracle: ['src/oracle/**/*.ts'],
  cli: ['src/cli/**/*.ts'],
  interchange: ['src/interchange/**/*.ts'],
}

