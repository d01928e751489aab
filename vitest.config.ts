import fs from 'node:fs';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The unit test files that need more than Node: a production build (their own, or the one the run
 * shares), PostgreSQL, or a copy of the project with its own type check and test run. They are the
 * `full` project; every other file is `quick`, which `npm run test:quick` runs alone.
 */
const NEEDS_BUILD_OR_SERVER = [
  'budgets',
  'buildGate',
  'buildOutput',
  'buildPublish',
  'devParity',
  'editorBudget',
  'errorLogsMigration',
  'errorLogsPostgres',
  'htmlQuality',
  'incrementalBuild',
  'newBlockComplete',
  'publishDist',
  'publishPublicFiles',
  'unfinishedCopy',
  'verbatimBuild',
].map((name) => `tests/unit/${name}.test.ts`);
// A file renamed or removed would otherwise leave the list quietly, and its tests in the quick run.
for (const file of NEEDS_BUILD_OR_SERVER) if (!fs.existsSync(file)) throw new Error(`vitest.config.ts names ${file}, which does not exist`);

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'node',
      // A folder per run for the one production build the test files share (tests/support/builtSite.ts).
      globalSetup: ['tests/support/unitGlobalSetup.ts'],
      // Two files at a time on this 2-core machine (one is Vitest's default here): the whole unit run
      // took 221 s with one and 150 s with two, quiet, 2026-12-02; the build-heavy files wait on
      // their child processes, so the other file has the core meanwhile.
      maxWorkers: 2,
      testTimeout: 20_000,
      hookTimeout: 120_000,
      projects: [
        { extends: true, test: { name: 'quick', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: NEEDS_BUILD_OR_SERVER } },
        { extends: true, test: { name: 'full', include: NEEDS_BUILD_OR_SERVER } },
      ],
    },
  }),
);
