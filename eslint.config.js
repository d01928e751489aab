// Lint for the whole project (run by `npm test` and the pre-commit hook through `npm run lint`).
// Formatting is Prettier's (`npm run format`); eslint-config-prettier turns off the rules it owns.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { architecture } from './eslint/moduleBoundary.js';
import { lookups } from './eslint/ownKeys.js';

/** The engine knows no site: nothing under engine/ may reach the site's blocks, nor the test site's, nor the example's. */
const engineKnowsNoSite = {
  folders: ['blocks', 'examples', 'tests/fixtures'],
  message: 'engine/ is a library that knows no site: take what you need from the site definition it is handed (see docs/architecture.md).',
};

/**
 * The engine runs on the live site, the dev tools only on the dev server: they use the engine, the
 * engine never uses them (so no build can take them along).
 */
const engineKnowsNoDevTools = {
  folders: ['devtools'],
  message:
    'engine/ is what the live site runs; the dev tools (devtools/) use the engine, never the other way round (see docs/architecture.md).',
};

/** The commands run the engine (build, prerender, the dev server); the engine never runs them. */
const engineRunsNoCommands = {
  folders: ['scripts'],
  message:
    'engine/ is what the live site runs; the commands (scripts/: build, validate, the dev server) use the engine, imports run one way (see docs/architecture.md).',
};

/**
 * Inside the engine, folders import each other one way (tests/unit/engineFolders.test.ts checks the
 * whole graph has no loop): the boot script starts the navigator and subscribes its followers to
 * its lifecycle, so the navigator knows nothing of boot/.
 */
const navigationKnowsNoBoot = {
  folders: ['engine/boot'],
  message:
    'engine/navigation/ announces its lifecycle and knows nothing of engine/boot/, which starts it and subscribes the followers: imports run one way (see docs/architecture.md).',
};

/** islands/ hydrates what page/ renders: page/ knows nothing of how or when. */
const pageKnowsNoIslands = {
  folders: ['engine/islands'],
  message:
    'engine/page/ renders what engine/islands/ hydrates and knows nothing of it: imports run one way; share what both need from page/ (see docs/architecture.md).',
};

/** The dev tools work for any site the engine runs: what they need of it comes from the site definition and the schemas. */
const devToolsKnowNoSite = {
  folders: ['blocks', 'examples', 'tests/fixtures'],
  message:
    'devtools/ works for any site: take what you need from the site definition the engine renders with, or from schema/ (see docs/architecture.md).',
};

/** The site never runs the dev tools. */
const siteRunsNoDevTools = {
  folders: ['devtools'],
  message: 'The site never runs the dev tools (devtools/): the dev server adds them to the pages it serves.',
};

/** The commands and their libraries never use the dev tools; vite.config.ts composes the plugins of both. */
const scriptsKnowNoDevTools = {
  folders: ['devtools'],
  message:
    "The dev tools (devtools/) use scripts/ (its libraries, validate, the dev server's renderer), imports run one way: give scripts/ a parameter or a plugin hook, and let vite.config.ts compose the plugins of both (see docs/architecture.md).",
};

/**
 * scripts/lib/ is what every command shares: validate and the generators use it, imports run one
 * way (validate's catalogue words what lib finds wrong, from types lib exports).
 */
const libKnowsNoCommands = {
  folders: ['scripts/build', 'scripts/validate', 'scripts/serve', 'scripts/bench', 'scripts/generate', 'scripts/test', 'scripts/vite'],
  message:
    "scripts/lib/ is the commands' shared library and imports none of their folders: imports run one way; move what both need into scripts/lib/ (see docs/architecture.md).",
};

/** Blocks use the engine through its public API only. */
const blocksUseThePublicApi = {
  folders: ['engine'],
  except: ['engine/index.ts'],
  message: "Blocks import the engine only through its public API: import { … } from '…/engine' (engine/index.ts). Add what you need there.",
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/',
      'dist-e2e/',
      '**/.dist*.next/',
      '**/.dist*.ready/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      '.tmp-*/',
      '**/*.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Type-only imports stay type-only (the build relies on it: block definitions import nothing at run time).
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Not Playwright's fixtures, whose `use` is not React's.
    files: [
      'engine/**/*.{ts,tsx}',
      'devtools/**/*.{ts,tsx}',
      'blocks/**/*.{ts,tsx}',
      'tests/fixtures/**/*.{ts,tsx}',
      'tests/unit/**/*.tsx',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    // Static imports and exports, import(), types' import() and import.meta.glob alike (see eslint/moduleBoundary.js).
    files: ['engine/**/*.{ts,tsx}'],
    plugins: { architecture },
    rules: { 'architecture/module-boundary': ['error', engineKnowsNoSite, engineKnowsNoDevTools, engineRunsNoCommands] },
  },
  {
    // A later entry's options replace an earlier one's for the same files, so each repeats the engine's own.
    files: ['engine/navigation/**/*.{ts,tsx}'],
    plugins: { architecture },
    rules: {
      'architecture/module-boundary': ['error', engineKnowsNoSite, engineKnowsNoDevTools, engineRunsNoCommands, navigationKnowsNoBoot],
    },
  },
  {
    files: ['engine/page/**/*.{ts,tsx}'],
    plugins: { architecture },
    rules: {
      'architecture/module-boundary': ['error', engineKnowsNoSite, engineKnowsNoDevTools, engineRunsNoCommands, pageKnowsNoIslands],
    },
  },
  {
    files: ['devtools/**/*.{ts,tsx}'],
    plugins: { architecture },
    rules: { 'architecture/module-boundary': ['error', devToolsKnowNoSite] },
  },
  {
    files: ['scripts/**/*.{ts,tsx,mjs}'],
    plugins: { architecture },
    rules: { 'architecture/module-boundary': ['error', scriptsKnowNoDevTools] },
  },
  {
    files: ['scripts/lib/**/*.{ts,tsx,mjs}'],
    plugins: { architecture },
    rules: { 'architecture/module-boundary': ['error', scriptsKnowNoDevTools, libKnowsNoCommands] },
  },
  {
    files: ['blocks/**/*.{ts,tsx}', 'tests/fixtures/**/*.{ts,tsx}'],
    plugins: { architecture },
    rules: { 'architecture/module-boundary': ['error', siteRunsNoDevTools] },
  },
  {
    files: ['blocks/**/*.{ts,tsx}', 'tests/fixtures/blocks/**/*.{ts,tsx}'],
    ignores: ['blocks/entry-client.ts', 'blocks/entry-server.tsx', 'blocks/bootOptions.ts'],
    plugins: { architecture },
    rules: { 'architecture/module-boundary': ['error', siteRunsNoDevTools, blocksUseThePublicApi] },
  },
  {
    // Keys from content or a request are looked up among an object's own keys (see eslint/ownKeys.js).
    files: [
      'engine/**/*.{ts,tsx}',
      'blocks/**/*.{ts,tsx}',
      'devtools/**/*.{ts,tsx}',
      'scripts/**/*.{ts,tsx}',
      'tests/fixtures/**/*.{ts,tsx}',
    ],
    plugins: { lookups },
    rules: {
      'lookups/own-keys': ['error', { dictionaryTypes: ['BlockRegistry', 'FormValues', 'SchemaFiles', 'Schema', 'Json', 'JsonObject'] }],
    },
  },
  {
    // The validate tests break fixture pages by reaching into them as untyped JSON, on purpose.
    files: ['tests/unit/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  prettier,
);
