import { createHash } from 'node:crypto';
import path from 'node:path';
import { ROOT } from '../site/paths.ts';
import { readIfExists } from '../files/readIfExists.ts';
import { ROUTES_SCHEMA } from './schemas.ts';
import type { SchemaFile } from './schemas.ts';
import { forTypes } from './schemasForTypes.ts';

/**
 * The generated types carry, under their banner, a line naming what they were made from and what
 * they hold: so validate can tell whether they are current without generating them again
 * (json-schema-to-typescript and Prettier: about a second, on every run and on every clean clone,
 * for an answer that changes only when a schema or the generator does).
 *
 * The generator is deterministic in what the line names: the schemas as it sees them (forTypes:
 * without examples, or the editors' route lists that change with every page), its own code, and
 * the versions of json-schema-to-typescript and Prettier. The second hash covers the rest of the
 * file, so an edit by hand is caught too.
 */

/** The generator's code: a change to it may change the types. */
const GENERATOR_CODE = ['scripts/generate/generateTypes.ts', 'scripts/lib/schemas/schemasForTypes.ts'];
/** The libraries the generator runs: a new version may write the same types differently. */
const GENERATOR_PACKAGES = ['json-schema-to-typescript', 'prettier'];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The hash of everything the types are made from. */
export function typesInputs(schemaFiles: readonly SchemaFile[], root = ROOT): string {
  const hash = createHash('sha256');
  for (const file of GENERATOR_CODE)
    hash
      .update(file)
      .update('\0')
      .update(readIfExists(path.join(root, file)))
      .update('\0');
  for (const name of GENERATOR_PACKAGES) {
    const version = (JSON.parse(readIfExists(path.join(root, 'node_modules', name, 'package.json')) || '{}') as { version?: string })
      .version;
    hash.update(`${name}@${version ?? 'missing'}\0`);
  }
  for (const { relPath, schema } of [...schemaFiles].sort((a, b) => a.relPath.localeCompare(b.relPath)))
    if (relPath !== ROUTES_SCHEMA)
      hash
        .update(relPath)
        .update('\0')
        .update(JSON.stringify(forTypes(schema)))
        .update('\0');
  return hash.digest('hex');
}

const STAMP = /^\/\/ Made from inputs ([0-9a-f]{64}); the rest of this file hashes to ([0-9a-f]{64})\.\n/m;

/**
 * The types file for types made from `inputs`: `file` (the generator's banner and code) with the
 * stamp line put in at `at`.
 */
export function stampTypes(file: string, at: number, inputs: string): string {
  return `${file.slice(0, at)}// Made from inputs ${inputs}; the rest of this file hashes to ${sha256(file)}.\n${file.slice(at)}`;
}

/**
 * Whether `text` (the types file as it is) is what the generator writes for `inputs`: its stamp
 * names them, and the rest of the file is what the stamp was written with.
 */
export function typesAreCurrent(text: string, inputs: string): boolean {
  const stamp = STAMP.exec(text);
  if (!stamp || stamp[1] !== inputs) return false;
  return stamp[2] === sha256(text.slice(0, stamp.index) + text.slice(stamp.index + stamp[0].length));
}
