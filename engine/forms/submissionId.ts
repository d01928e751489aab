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
  /** The content the id is for, as contentKey gives it. */
  key: string;
  id: string;
}

/**
 * The content as a 53-bit hash (two 32-bit multiplicative hashes), not the content itself: the key
 * is kept in storage with the id, and what the visitor typed is not copied there a second time
 * (the draft is cleared when they empty the form; this would stay). Only compared for equality:
 * a collision would need two different messages from one form, of 2^53 possible keys.
 */
function contentKey(content: unknown): string {
  const text = JSON.stringify(content) ?? '';
  let a = 0xdeadbeef;
  let b = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 2654435761);
    b = Math.imul(b ^ code, 1597334677);
  }
  a = Math.imul(a ^ (a >>> 16), 2246822507) ^ Math.imul(b ^ (b >>> 13), 3266489909);
  b = Math.imul(b ^ (b >>> 16), 2246822507) ^ Math.imul(a ^ (a >>> 13), 3266489909);
  return (4294967296 * (2097151 & b) + (a >>> 0)).toString(36);
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
      const key = contentKey(content);
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
