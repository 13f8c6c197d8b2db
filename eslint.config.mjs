// ESLint flat config: the gates the framework's own site and react.dev run (TypeScript, React hooks, JSX
// accessibility, Docusaurus best practices). Formatting is Prettier's job, so no stylistic rules here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'changelog/source/',
      'static/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      // Type declarations of the 2.x packages, snapshot by scripts/facts/extract.mjs for the docs' sample check.
      'src/data/facts/types/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
    rules: {
      // `_`-prefixed names mark parameters a signature requires but the body does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true},
      ],
      // Docusaurus's logger is used as a tagged template (logger.info`…`), a call the base rule does not see.
      '@typescript-eslint/no-unused-expressions': ['error', {allowTaggedTemplates: true}],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test-content/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks, '@docusaurus': docusaurus},
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...docusaurus.configs.recommended.rules,
    },
  },
  {files: ['src/**/*.tsx', 'test-content/**/*.tsx'], ...jsxA11y.flatConfigs.recommended},
  {
    files: ['src/**/*.tsx', 'test-content/**/*.tsx'],
    rules: {
      // Code blocks and wide tables scroll sideways, so they take the focus to be scrollable from the keyboard
      // (WCAG 2.1.1; axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: ['pre', 'table'], roles: ['tabpanel']}],
    },
  },
);
