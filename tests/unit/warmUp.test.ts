import { describe, expect, it } from 'vitest';
import { readSchemaFiles } from '../../scripts/lib/schemas/schemas';
import { compileSchemasOnDisk, schemaValidatorFor } from '../../scripts/validate/sharedSchemaValidator';
import { warmUp } from '../../scripts/vite/warmUp';

describe("the dev server's warm-up", () => {
  it('runs its steps one after another, each once the one before has finished', async () => {
    const log: string[] = [];
    const step = (name: string, ms: number) => async () => {
      log.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`${name} ends`);
    };
    await warmUp([step('renderer', 20), step('schemas', 1), step('check', 5)]);
    expect(log).toEqual(['renderer starts', 'renderer ends', 'schemas starts', 'schemas ends', 'check starts', 'check ends']);
  });

  it('goes on past a step that fails, and does not fail itself', async () => {
    const done: string[] = [];
    await expect(
      warmUp([
        () => Promise.reject(new Error('a component that does not compile')),
        async () => {
          throw new Error('thrown, not rejected');
        },
        async () => void done.push('schemas'),
      ]),
    ).resolves.toBeUndefined();
    expect(done).toEqual(['schemas']);
  });

  it('compiles the schemas on disk into the validator the checks and previews then use', () => {
    const compiled = compileSchemasOnDisk();
    expect(schemaValidatorFor(readSchemaFiles())).toBe(compiled);
  });
});
