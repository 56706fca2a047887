import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'coverage', 'data', 'node_modules', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Imports resolve as TypeScript and Vite resolve them (the @/ and @schemas/ aliases included).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // eslint-plugin-import-x resolves through unrs-resolver, whose platform bindings the registry
      // mirror does not all carry, so `npm ci` refused the lockfile; these two are plain JavaScript.
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              // The back office reuses the site's primitives and helpers, never its pages or content.
              target: './src/staff',
              from: './src',
              except: ['./staff', './components/ui', './lib', './testing'],
              message: 'The staff app may import only src/components/ui, src/lib (and schemas/) from the site.',
            },
            {
              target: ['./src/!(staff)/**', './src/*'],
              from: './src/staff',
              message: 'The public site must never import the staff app.',
            },
            {
              // The meetings domain stands above the back office (its staff routes use staff's sign-in).
              target: './server/staff/**/!(*.test).ts',
              from: './server/meetings',
              message:
                'The back office never imports the meetings domain: the inbox is given what it shows of meetings (InboxMeetings).',
            },
            {
              target: './server/meetings/meeting-commands.ts',
              from: './server/staff',
              message:
                'The meetings commands tell the back office through faces they define themselves (MeetingInbox, MeetingAudit).',
            },
          ],
        },
      ],
    },
  },
  {
    // Scripts that drive Chromium hand functions to page.evaluate, which run in the page.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Imports flow one way: the site never imports the gateway, the gateway never imports the site.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**'] }] },
  },
  {
    files: ['server/**/*.ts', 'schemas/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['react', 'react-*', '**/src/**', '@/*'] }] },
  },
  {
    // Features stay independent of each other; shared code lives in components/, lib/ and schemas/.
    files: ['src/features/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '../../features/*', '@/app/*'],
              message: 'Features must not import other features or the app.',
            },
          ],
        },
      ],
    },
  },
);
