import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { createStaticServer } from '../server/staticServer.ts';
import { ROOT } from '../lib/paths.ts';

/** Where the benches build and serve the production site. */
export const BENCH_DIST = path.join(ROOT, 'dist');

/** Builds the production site into BENCH_DIST, unless BENCH_SKIP_BUILD is set (reuse it as it is). */
export function buildForBench(): void {
  if (process.env.BENCH_SKIP_BUILD) return;
  console.log('building …');
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'], {
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
