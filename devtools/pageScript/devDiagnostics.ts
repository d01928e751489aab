/** Memory use every 30 s. */
export const MEMORY_LOG_INTERVAL_MS = 30_000;

interface MemoryInfo {
  usedJSHeapSize: number;
  totalJSHeapSize: number;
}

/** Development builds only: memory use every 30 seconds and online/offline changes, to the console. */
export function startDevDiagnostics(): void {
  const memory = (performance as Performance & { memory?: MemoryInfo }).memory;
  if (memory) {
    window.setInterval(() => {
      const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
      console.info(`Memory usage: ${mb(memory.usedJSHeapSize)} of ${mb(memory.totalJSHeapSize)}`);
    }, MEMORY_LOG_INTERVAL_MS);
  }
  window.addEventListener('online', () => console.info('Network status: online'));
  window.addEventListener('offline', () => console.warn('Network status: offline'));
}
