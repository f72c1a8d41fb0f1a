import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      'apps/server/src/db/migrations/**',
      'e2e/test-results/**',
      'e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Configuration is read once in config/config.ts; nowhere else touches the environment.
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings from the parsed config.' }],
    },
  },
  {
    files: ['apps/server/src/config/**', 'apps/server/test/**', 'e2e/**', 'bench/**', '**/*.config.ts', '.ci/**', 'scripts/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Web features never import each other; app/ composes them (bulletproof-react).
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/admin/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**'], message: 'Features do not import each other.' }] }],
    },
  },
);
