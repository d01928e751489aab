/**
 * A text that is the same for two values exactly when they hold the same content: JSON with every
 * object's keys in sorted order. A form may hand back an object with its keys in another order (a
 * checkbox unticked and ticked again moves its key to the end); that is no change to save, and the
 * file keeps its own order when it is saved.
 */
export function contentKey(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
