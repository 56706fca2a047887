import { statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import ts from 'typescript';
import tseslint from 'typescript-eslint';

/**
 * eslint-plugin-import's `no-cycle` skips `import type` by design (its docs: "ignores type-only
 * imports"), and a type-only cycle still ties two modules into one. This rule follows every import,
 * export-from and literal import() as TypeScript resolves it (tsconfig paths included), types too.
 */
const compilerOptions = ts.parseJsonConfigFileContent(
  ts.readConfigFile('tsconfig.json', ts.sys.readFile).config,
  ts.sys,
  '.',
).options;
const resolutionCache = ts.createModuleResolutionCache(process.cwd(), (name) => name, compilerOptions);
const importsByFile = new Map();

/** The project file an import names, or undefined for a package or a file TypeScript cannot find. */
function resolveImport(specifier, fromFile) {
  const { resolvedModule } = ts.resolveModuleName(specifier, fromFile, compilerOptions, ts.sys, resolutionCache);
  if (!resolvedModule || resolvedModule.isExternalLibraryImport || resolvedModule.extension === '.d.ts') return;
  return resolve(resolvedModule.resolvedFileName);
}

/** Every project file a file imports, as it is on disk now. */
function importsOf(file) {
  const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  const known = importsByFile.get(file);
  if (known && known.mtime === mtime) return known.imports;
  const text = mtime === undefined ? '' : (ts.sys.readFile(file) ?? '');
  const imports = ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName }) => resolveImport(fileName, file))
    .filter(Boolean);
  importsByFile.set(file, { mtime, imports });
  return imports;
}

/** The import chain from `start` back to `target`, if there is one. */
function pathBack(start, target) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  for (const file of queue) {
    for (const next of importsOf(file)) {
      if (next === target) {
        const chain = [];
        for (let at = file; at !== undefined; at = cameFrom.get(at)) chain.unshift(at);
        return chain;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
}

const noCycle = {
  meta: { type: 'problem', messages: { cycle: 'Dependency cycle (type-only imports included): {{chain}}' } },
  create(context) {
    const file = resolve(context.filename);
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveImport(node.source.value, file);
      const chain = target && pathBack(target, file);
      if (chain) {
        const names = [file, ...chain, file].map((name) => relative(process.cwd(), name));
        context.report({ node, messageId: 'cycle', data: { chain: names.join(' -> ') } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

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
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Imports resolve as TypeScript and Vite resolve them (the @/ and @schemas/ aliases included).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { import: importPlugin, imports: { rules: { 'no-cycle': noCycle } } },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // eslint-plugin-import-x resolves through unrs-resolver, whose platform bindings the registry
      // mirror does not all carry, so `npm ci` refused the lockfile; these two are plain JavaScript.
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
    },
    rules: {
      'imports/no-cycle': 'error',
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
