import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import { importPatterns, LAYERS, mayRead } from './scripts/layers.mjs'

/** One block per layer: importing from a higher layer is an error that names both. */
const layerRules = LAYERS.map((layer, i) => ({
  files: layer.paths.map((p) => (p.endsWith('.ts') ? p : `${p}/**/*.ts`)),
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...LAYERS.slice(i + 1).map((above) => ({
            group: importPatterns([above]),
            message: `${layer.paths.join(', ')} is the layer "${layer.name}", below "${above.name}" (${above.paths.join(', ')}): imports only point down (README, "The layers"; scripts/layers.mjs).`,
          })),
          ...LAYERS.slice(0, i)
            .filter((below) => !mayRead(layer).includes(below))
            .map((below) => ({
              group: importPatterns([below]),
              message: `${layer.paths.join(', ')} is the layer "${layer.name}", which reads only ${layer.reads?.join(', ')}, not "${below.name}" (${below.paths.join(', ')}) (README, "The layers"; scripts/layers.mjs).`,
            })),
        ],
      },
    ],
  },
}))

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'reports/**', 'coverage/**', '.stryker-tmp/**', '.stryker-tmp-*/**', 'spec/conformance/harness-*/**', 'web/dist/**', '.cache/**', 'properties/consumer/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['bin/**/*.js'],
    languageOptions: { globals: { process: 'readonly', Buffer: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['mutation/**/*.mjs', 'scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'explicit exports only (no export *)' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  ...layerRules,
)
