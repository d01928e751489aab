import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT } from '../site/paths.ts';

export interface DevServer {
  base: string;
  /** Its process id (for a test that limits what the process may write). */
  pid: number;
  stop(): void;
}

export interface DevServerOptions {
  /** The content folder it serves (SITE_PAGES_DIR). */
  pagesDir: string;
  /**
   * Names the server's Vite cache (dependencies optimised once, kept between runs): servers that run
   * at the same time each need their own, or each would reload the others' pages as it rewrites it.
   */
  label: string;
  /** The static files it serves (SITE_PUBLIC_DIR; default public/): a copy, for a test that uploads images. */
  publicDir?: string;
  /** A path that answers OK once the server is ready (default: the home page, its first render). */
  ready?: string;
  /** The site's folder (SITE_DIR; default the repository's root site), e.g. 'examples/handbook'. */
  siteDir?: string;
}

const LOCAL_URL = /Local:\s+(http:\/\/127\.0\.0\.1:\d+)\//;
const START_LIMIT_MS = 60_000;

/**
 * Starts the real dev server (vite) on 127.0.0.1, on a port the system picks (read from what it
 * prints), and resolves once `ready` answers OK.
 */
export async function startDevServer({ pagesDir, label, publicDir, ready = '/', siteDir }: DevServerOptions): Promise<DevServer> {
  const server = spawn(path.join(ROOT, 'node_modules/.bin/vite'), ['--port', '0', '--strictPort', '--host', '127.0.0.1'], {
    cwd: ROOT,
    // NO_COLOR: its address printed plain, to be read.
    env: {
      ...process.env,
      SITE_PAGES_DIR: pagesDir,
      ...(publicDir ? { SITE_PUBLIC_DIR: publicDir } : {}),
      ...(siteDir ? { SITE_DIR: siteDir } : {}),
      SITE_VITE_CACHE_DIR: `node_modules/.vite-dev-${label}`,
      NO_COLOR: '1',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const stop = () => void server.kill();
  const deadline = Date.now() + START_LIMIT_MS;
  try {
    const base = await new Promise<string>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`the dev server printed no address within ${START_LIMIT_MS / 1000} s`)),
        START_LIMIT_MS,
      );
      server.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const address = LOCAL_URL.exec(output)?.[1];
        if (address) {
          clearTimeout(timer);
          resolve(address);
        }
      });
      server.once('exit', (code) => reject(new Error(`the dev server stopped (exit code ${code}) before it was ready`)));
    });
    // Read on (and drop) what it prints from now on, so a full pipe never holds it up.
    server.stdout!.removeAllListeners('data');
    server.stdout!.resume();
    for (;;) {
      try {
        if ((await fetch(`${base}${ready}`)).ok) return { base, pid: server.pid!, stop };
      } catch {
        /* not answering yet */
      }
      if (Date.now() > deadline) throw new Error(`the dev server did not answer ${ready} within ${START_LIMIT_MS / 1000} s`);
      await new Promise((r) => setTimeout(r, 300));
    }
  } catch (error) {
    stop();
    throw error;
  }
}
