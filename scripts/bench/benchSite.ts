import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { createStaticServer } from '../serve/staticServer.ts';
import { PUBLIC_DIR, ROOT } from '../lib/site/paths.ts';
import { bundleFilesPresent } from '../lib/output/viteChunks.ts';

/** Where the benches build and serve the production site. */
export const BENCH_DIST = path.join(ROOT, 'dist');

/** Builds the production site into BENCH_DIST, unless BENCH_SKIP_BUILD is set (reuse it as it is). */
export function buildForBench(): void {
  if (process.env.BENCH_SKIP_BUILD) {
    // Checked before the first run, not after: the bundle's sizes are read from the build's manifest
    // (kept outside dist/), and a copied or half-cleaned dist/ has none, which would otherwise end
    // the bench with a stack trace after every Lighthouse run had been spent.
    if (!bundleFilesPresent(BENCH_DIST, PUBLIC_DIR)) {
      console.error(
        `BENCH_SKIP_BUILD: ${path.relative(ROOT, BENCH_DIST)}/ is not a complete build of this checkout (no build manifest for it, or files missing). Run the bench once without BENCH_SKIP_BUILD.`,
      );
      process.exit(1);
    }
    return;
  }
  console.log('building …');
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build/build.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, SITE_ENTRY: '', SITE_DIST: BENCH_DIST, VITE_SITE_URL: process.env.VITE_SITE_URL ?? '' },
  });
}

/** Serves BENCH_DIST as production does (no local inbox), on a free port of 127.0.0.1. */
export async function serveForBench(): Promise<{ origin: string; server: http.Server }> {
  const server = createStaticServer({ root: BENCH_DIST, inbox: false });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
