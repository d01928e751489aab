import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder of this run's own, where builtSite.ts builds the site once for every test file. */
    siteRunDir: string;
  }
}

/**
 * Gives the unit test run a folder of its own for the production build that several test files read
 * (builtSite.ts): the first file to ask builds it there, the others wait for that build, and the
 * folder goes when the run ends. Nothing is built for a run whose files need no build.
 */
export default function setup(project: TestProject): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-run-'));
  project.provide('siteRunDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
