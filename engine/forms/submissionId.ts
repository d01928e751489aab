/** A random v4 UUID, also where crypto.randomUUID is missing (pages served over plain http). */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A form's ids, one per piece of content the visitor tries to send (see createSubmissionIds). */
export interface SubmissionIds {
  idFor(content: unknown): string;
  sent(): void;
}

/** Where a form's current id is kept across a reload: in the draft's storage, beside its draft. */
export interface KeptIds {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  key: string;
}

/** The key of the id kept for the form whose draft is kept under `draftKey`. */
export function submissionIdKey(draftKey: string): string {
  return `submission-id:${draftKey}`;
}

interface Current {
  key: string;
  id: string;
}

function load(kept: KeptIds | undefined): Current | null {
  try {
    const parsed: unknown = JSON.parse(kept?.storage?.getItem(kept.key) ?? 'null');
    const { key, id } = (parsed ?? {}) as Partial<Current>;
    return typeof key === 'string' && typeof id === 'string' && UUID.test(id) ? { key, id } : null;
  } catch {
    return null;
  }
}

function keep(kept: KeptIds | undefined, current: Current | null): void {
  try {
    if (!kept?.storage) return;
    if (current) kept.storage.setItem(kept.key, JSON.stringify(current));
    else kept.storage.removeItem(kept.key);
  } catch {
    // Quota or privacy errors: the id then lasts as long as the page.
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * One id per piece of content the visitor tries to send. Sending the same values again (after a
 * failure or a timeout, when the first attempt may in fact have arrived) reuses the id, so the
 * receiving automation can drop the duplicate; changed values, or a success, start a new one.
 * With `kept`, the id outlives the page as the draft does: a visitor who reloads after a timeout
 * (or leaves and comes back) and sends the restored draft again sends it under the same id, as the
 * timeout's message promises.
 */
export function createSubmissionIds(kept?: KeptIds): SubmissionIds {
  let current = load(kept);
  return {
    idFor(content) {
      const key = JSON.stringify(content);
      if (!current || current.key !== key) {
        current = { key, id: newSubmissionId() };
        keep(kept, current);
      }
      return current.id;
    },
    sent() {
      current = null;
      keep(kept, null);
    },
  };
}
