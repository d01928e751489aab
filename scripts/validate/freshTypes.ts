import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomically } from '../lib/atomicWrite.ts';
import { ROOT } from '../lib/paths.ts';
import { ROUTES_SCHEMA } from '../lib/routesSchema.ts';
import type { SchemaFile } from '../lib/schemas.ts';

/**
 * Whether the generated types were last found to match their schemas with everything they are made
 * from as it is now: regenerating them (json-schema-to-typescript, then Prettier) costs a second,
 * at every validate, for an answer that changes only when a schema, the types file, the generator
 * or a dependency does. The fingerprint of those is kept under node_modules/.cache once the types
 * were found fresh; a stale file is never remembered, so it is reported every time.
 */
export const FRESH_TYPES_FILE = path.join(ROOT, 'node_modules/.cache/validate/fresh-types');

/** The generator's own code and the dependencies' versions: a change to either may change the types. */
const GENERATOR = ['scripts/lib/generateTypes.ts', 'scripts/lib/schemas.ts', 'scripts/lib/routesSchema.ts', 'package-lock.json'];

/** What the types file is made from, and the file itself. */
export function typesFingerprint(schemaFiles: readonly SchemaFile[], schemaDir: string, typesText: string): string {
  const hash = createHash('sha256').update(schemaDir).update('\0');
  for (const file of GENERATOR)
    hash
      .update(file)
      .update('\0')
      .update(readOrEmpty(path.join(ROOT, file)))
      .update('\0');
  // The routes editors complete change with every page and are no part of the types (generateTypes drops them).
  for (const { relPath, schema } of [...schemaFiles].sort((a, b) => a.relPath.localeCompare(b.relPath)))
    if (relPath !== ROUTES_SCHEMA) hash.update(relPath).update('\0').update(JSON.stringify(schema)).update('\0');
  return hash.update(typesText).digest('hex');
}

export function knownFresh(fingerprint: string, cacheFile = FRESH_TYPES_FILE): boolean {
  return readOrEmpty(cacheFile) === fingerprint;
}

/** Remembers a fingerprint the types were found fresh with; a cache that cannot be written only costs time. */
export function rememberFresh(fingerprint: string, cacheFile = FRESH_TYPES_FILE): void {
  try {
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
    writeFileAtomically(cacheFile, fingerprint);
  } catch {
    // read-only node_modules, say: validate regenerates the types next time, as it always did
  }
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
