import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'reports/**', 'coverage/**', '.stryker-tmp/**', 'spec/conformance/harness-*/**', 'web/dist/**', '.cache/**', 'properties/consumer/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['bin/**/*.js'],
    languageOptions: { globals: { process: 'readonly', Buffer: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['mutation/**/*.mjs', 'scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'explicit exports only (no export *)' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
)
