import { describe, expect, it } from 'vitest';
import { createSubmissionIds, newSubmissionId } from '../../engine/forms/submissionId.ts';

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
});
