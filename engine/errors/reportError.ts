/**
 * Where the engine sends errors it catches (block boundaries, the crash screen, global handlers).
 * The console always gets them; the error log (written lazily through supabase-js) is attached at
 * start-up by the client entry, so server rendering and tests never load it.
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
