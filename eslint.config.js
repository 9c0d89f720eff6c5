import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // A page's first call into the browser's locale data costs ~30 ms on a phone, a long task in
    // the first frames of a run: numbers are written by src/theory (groupDigits, formatNumber).
    files: ['app/**/*.{ts,tsx}', 'src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='toLocaleString']",
          message: 'Use groupDigits (src/theory/group-digits.ts): no locale data on the page.',
        },
        {
          selector: "MemberExpression[object.name='Intl']",
          message: 'Use groupDigits or formatNumber: no locale data on the page.',
        },
      ],
    },
  },
  {
    // The engine is pure: no DOM, no React, no unseeded randomness.
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-dom',
            'preact',
            'zustand',
            'd3-selection',
            '../../app/*',
            '../app/*',
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded rng in src/engine/rng.ts.' },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // Served as is to the pages that embed Hindsight: a classic browser script.
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
);
