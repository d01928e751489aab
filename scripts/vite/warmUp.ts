import type { ViteDevServer } from 'vite';

/**
 * Runs the dev server's warm-up steps one after another, in the background: loading through Vite's
 * SSR what the first requests would otherwise wait for. A step that fails is passed over: the
 * request that needs the same module meets the same error, and reports it where the author looks.
 */
export async function warmUp(steps: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const step of steps) {
    try {
      await step();
    } catch {
      // Reported by the first request that needs it (a page's error screen, the editor's message).
    }
  }
}

/** Each dev server's warm-up so far: the site's steps, then each dev tool's. */
const queues = new WeakMap<ViteDevServer, Promise<void>>();

/**
 * Runs `steps` (warmUp) once `server` listens, after the steps queued before them (the site's
 * first, then each dev tool's, in the order of vite.config.ts's plugins), so that no two compete
 * for the cores the first requests need.
 */
export function warmUpWhenListening(server: ViteDevServer, steps: ReadonlyArray<() => Promise<unknown>>): void {
  server.httpServer?.once('listening', () => {
    const next = (queues.get(server) ?? Promise.resolve()).then(() => warmUp(steps));
    queues.set(server, next);
  });
}
