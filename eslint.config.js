import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import heistbox from './scripts/eslint/boundaries.js';

export default ts.config(
  { ignores: ['node_modules', 'dist', 'release', 'test-results', 'playwright-report', '.electronegativity'] },
  js.configs.recommended,
  ...ts.configs.recommended,
  ...svelte.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'Inject a Dice source.',
        },
      ],
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: ts.parser, extraFileExtensions: ['.svelte'] } },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['dexie', 'electron', 'svelte', 'svelte/*', 'node:*', '**/renderer/**', '**/electron/**'],
        },
      ],
    },
  },
  {
    // Issue 17, folders are boundaries (scripts/eslint/boundaries.js): a module of core is imported only through
    // its index.ts, and no cycle between modules (type-only imports count).
    files: ['core/**/*.ts'],
    plugins: { heistbox },
    rules: {
      'heistbox/no-module-cycle': 'error',
      'heistbox/module-door': 'error',
    },
  },
);
