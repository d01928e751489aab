/**
 * Where the engine sends errors it catches (block boundaries, the crash screen, global handlers).
 * The console always gets them; the site's error log (BootServices.errorLog, loaded at the first
 * error) is attached at start-up by the boot script, so server rendering and tests never load it.
 */
type ErrorSink = (error: unknown, context: string) => void;
let sink: ErrorSink | null = null;

export function setErrorSink(next: ErrorSink | null): void {
  sink = next;
}

export function reportError(error: unknown, context: string): void {
  console.error(`[${context}]`, error);
  try {
    sink?.(error, context);
  } catch {
    // Reporting must never throw into the code that reported.
  }
}
