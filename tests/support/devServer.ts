import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT } from '../../scripts/lib/paths.ts';

export interface DevServer {
  base: string;
  stop(): void;
}

/**
 * Starts the real dev server (vite) on `port` over the pages in `pagesDir` (and `env`, such as a
 * SITE_PUBLIC_DIR of its own), and resolves once `ready` (a path on it) answers OK, within 60 s.
 */
export async function startDevServer(port: number, pagesDir: string, ready: string, env: Record<string, string> = {}): Promise<DevServer> {
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(
    path.join(ROOT, 'node_modules/.bin/vite'),
    ['--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: ROOT,
      env: { ...process.env, SITE_PAGES_DIR: pagesDir, SITE_VITE_CACHE_DIR: `node_modules/.vite-dev-${port}`, ...env },
      stdio: 'ignore',
    },
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${base}${ready}`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      server.kill();
      throw new Error('dev server did not start within 60 s');
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { base, stop: () => server.kill() };
}
