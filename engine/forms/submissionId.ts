/** A random v4 UUID, also where crypto.randomUUID is missing (pages served over plain http). */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One id per piece of content the visitor tries to send. Sending the same values again (after a
 * failure or a timeout, when the first attempt may in fact have arrived) reuses the id, so the
 * receiving automation can drop the duplicate; changed values, or a success, start a new one.
 */
export function createSubmissionIds(): { idFor(content: unknown): string; sent(): void } {
  let current: { key: string; id: string } | null = null;
  return {
    idFor(content) {
      const key = JSON.stringify(content);
      if (!current || current.key !== key) current = { key, id: newSubmissionId() };
      return current.id;
    },
    sent() {
      current = null;
    },
  };
}
