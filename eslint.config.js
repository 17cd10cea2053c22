// ESLint flat config: typescript-eslint's recommended, type-aware rules for the action's sources.
import js from '@eslint/js';
import globals from 'globals';
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'build/', '.demo/', 'bench/.out/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // Only the entry point and main may decide the process outcome.
    files: ['src/**/*.ts'],
    ignores: ['src/index.ts', 'src/main.ts'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'exit' }] },
  },
  {
    // No pattern that can backtrack super-linearly: the sources and the emulators match outside
    // text (pages, API fields, reader text, PR files) with them (issue 45).
    files: ['src/**/*.ts', 'emulator/**/*.ts'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
);
