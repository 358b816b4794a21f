// ESLint: typescript-eslint's recommended rules and React's rules of hooks, over the site's code,
// scripts and tests. Formatting is Prettier's job (.prettierrc.json), not ESLint's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
    // A leading underscore marks what is kept for its position (an API that checks arity) or left
    // out on purpose (a destructured field dropped from a copy).
    rules: {'@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}]},
  },
  {
    files: ['src/**/*.tsx'],
    plugins: {'react-hooks': reactHooks},
    // The rules of hooks and complete effect dependencies. The plugin's other rules check code for
    // the React Compiler, which this site does not use, and forbid what the search box must do:
    // drive an <input> rendered before hydration through its ref.
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error'},
  },
);
