import { describe, expect, it } from 'vitest';
import { createSubmissionIds, newSubmissionId, submissionIdKey, type KeptIds } from '../../engine/forms/submissionId.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('submission ids', () => {
  it('are version-4 UUIDs', () => {
    expect(newSubmissionId()).toMatch(UUID);
    expect(newSubmissionId()).not.toBe(newSubmissionId());
  });

  it('stay the same for retries of the same content, and change with the content or after a success', () => {
    const ids = createSubmissionIds();
    const first = ids.idFor({ name: 'Ada', message: 'Hello' });
    expect(first).toMatch(UUID);
    expect(ids.idFor({ name: 'Ada', message: 'Hello' })).toBe(first);
    const edited = ids.idFor({ name: 'Ada', message: 'Hello again' });
    expect(edited).not.toBe(first);
    ids.sent();
    expect(ids.idFor({ name: 'Ada', message: 'Hello again' })).not.toBe(edited);
  });

  describe('kept beside the draft', () => {
    /** A tab's session storage: what a reload keeps. */
    const tab = () => {
      const items = new Map<string, string>();
      return {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
        items,
      };
    };
    const content = { name: 'Ada', message: 'Hello' };

    it('outlive a reload: the restored draft, sent again, goes under the same id', () => {
      const storage = tab();
      const kept: KeptIds = { storage, key: submissionIdKey('form-draft:/contact:contact-0') };
      const first = createSubmissionIds(kept).idFor(content);
      const afterReload = createSubmissionIds(kept);
      expect(afterReload.idFor({ ...content })).toBe(first);
      expect(afterReload.idFor({ ...content, message: 'Hello again' })).not.toBe(first);
    });

    it('keep nothing of what was typed beside the id', () => {
      const storage = tab();
      const key = submissionIdKey('form-draft:/contact:contact-0');
      createSubmissionIds({ storage, key }).idFor({ name: 'Ada Lovelace', message: 'Call me on 918 555 0100' });
      expect(storage.items.get(key)).toBeDefined();
      expect(storage.items.get(key)).not.toMatch(/Ada|Lovelace|Call|918/);
    });

    it('are forgotten once sent, and belong to their own form', () => {
      const storage = tab();
      const kept: KeptIds = { storage, key: submissionIdKey('form-draft:/contact:contact-0') };
      const ids = createSubmissionIds(kept);
      const first = ids.idFor(content);
      expect(createSubmissionIds({ storage, key: submissionIdKey('form-draft:/insights:newsletter-0') }).idFor(content)).not.toBe(first);
      ids.sent();
      expect(storage.items.has(kept.key)).toBe(false);
      expect(createSubmissionIds(kept).idFor(content)).not.toBe(first);
    });

    it('start afresh from a kept value that is not theirs to read, and work with no storage at all', () => {
      const storage = tab();
      const key = submissionIdKey('form-draft:/contact:contact-0');
      for (const junk of ['not json', '{"key":"{}","id":"not-a-uuid"}', '[]', 'null']) {
        storage.items.set(key, junk);
        expect(createSubmissionIds({ storage, key }).idFor(content)).toMatch(UUID);
      }
      const refusing = {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('denied');
        },
        removeItem: () => undefined,
      };
      const ids = createSubmissionIds({ storage: refusing, key });
      expect(ids.idFor(content)).toBe(ids.idFor(content));
    });
  });
});
