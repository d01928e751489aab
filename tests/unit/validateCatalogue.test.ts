import { describe, expect, it } from 'vitest';
import { catalogue, issueCodes, messageFor } from '../../scripts/validate/catalogue/index.ts';

describe('the catalogue of validate issues', () => {
  it('names every kind of issue with a kebab-case code', () => {
    expect(issueCodes.length).toBeGreaterThan(30);
    for (const code of issueCodes) expect(code).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
  });

  it.each(issueCodes)('%s has a title, a hint and a one-line message', (code) => {
    const kind = catalogue[code];
    expect(kind.title.trim()).not.toBe('');
    expect(kind.hint.trim()).not.toBe('');
    const message = messageFor(code, kind.example as never);
    expect(message.trim()).not.toBe('');
    expect(message).not.toMatch(/\n|undefined|\[object Object\]/);
  });
});
