import fs from 'node:fs';
import path from 'node:path';
import { PAGES_DIR, ROOT } from '../../scripts/lib/site/paths.ts';
import { startDevServer } from '../../scripts/lib/processes/devServer.ts';
import { copyPages } from '../support/tempPages.ts';
import { test as base } from './test.ts';

export { expect } from './test.ts';

/** A running dev server (vite), the content folder and the static files it serves. */
export interface DevServerFixture {
  base: string;
  pagesDir: string;
  publicDir: string;
}

interface DevServerOptions {
  /**
   * Null: the dev server serves pages/ itself, which the spec only reads. A name: it serves a copy
   * of pages/ of that name, the spec's own to change (each spec that writes names its own, so specs
   * never see each other's edits; Playwright gives each value a worker of its own).
   */
  devPagesCopy: string | null;
  /** Whether it serves a copy of public/ of its own (for a spec that uploads images; with devPagesCopy's name). */
  devPublicCopy: boolean;
}

/**
 * The browser tests' one way to a dev server: started once per worker (for its content, see
 * devPagesCopy) on a port the system picks, stopped, and its copies removed, when the worker ends.
 */
export const test = base.extend<object, DevServerOptions & { devServer: DevServerFixture }>({
  devPagesCopy: [null, { scope: 'worker', option: true }],
  devPublicCopy: [false, { scope: 'worker', option: true }],
  devServer: [
    async ({ devPagesCopy, devPublicCopy }, use) => {
      const pages = devPagesCopy === null ? null : copyPages(devPagesCopy);
      const publicCopy = devPublicCopy ? path.join(ROOT, `.tmp-${devPagesCopy ?? 'live'}-public-${process.pid}`) : null;
      try {
        if (publicCopy) fs.cpSync(path.join(ROOT, 'public'), publicCopy, { recursive: true });
        const pagesDir = pages?.dir ?? PAGES_DIR;
        const server = await startDevServer({ pagesDir, publicDir: publicCopy ?? undefined, label: devPagesCopy ?? 'live' });
        try {
          await use({ base: server.base, pagesDir, publicDir: publicCopy ?? path.join(ROOT, 'public') });
        } finally {
          server.stop();
        }
      } finally {
        pages?.remove();
        if (publicCopy) fs.rmSync(publicCopy, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});
