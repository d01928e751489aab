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
