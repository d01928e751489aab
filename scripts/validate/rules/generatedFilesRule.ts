import path from 'node:path';
import { blockTypesFromFiles, expectedBlockRefs, pageBlockRefs, pageBlockTypeEnum, type SchemaFile } from '../../lib/schemas/schemas.ts';
import { blockRegistrySource, definedBlockTypes } from '../../lib/schemas/blockRegistry.ts';
import { REGISTRY_FILE } from '../../lib/site/paths.ts';
import { ROUTE_PATH_DEFINITION, routePathDefinition } from '../../lib/schemas/routePathSchemas.ts';
import type { FindingsByFile } from '../findingsByFile.ts';
import { readIfExists } from '../../lib/files/readIfExists.ts';
import { typesAreCurrent, typesInputs } from '../../lib/schemas/typesStamp.ts';

/**
 * What `npm run gen:types` derives must match what it derives from: the page schema's list of
 * block types (from schema/blocks/), the route path definition (from scripts/lib/schemas/routePaths.ts and
 * public/), and (unless `typesFile` is null) the generated TypeScript types and the block registry
 * generated from the block folders. The types are told current by the stamp the generator writes
 * in them (typesStamp.ts), never by generating them again.
 */
export async function checkGeneratedFiles(
  schemaFiles: SchemaFile[],
  schemaDir: string,
  typesFile: string | null,
  findings: FindingsByFile,
): Promise<void> {
  const listed = JSON.stringify(pageBlockRefs(schemaFiles)) === JSON.stringify(expectedBlockRefs(schemaFiles));
  const named = JSON.stringify(pageBlockTypeEnum(schemaFiles)) === JSON.stringify(blockTypesFromFiles(schemaFiles));
  // The block snippets beside the list (copies of the examples, for editors) are held to the
  // examples by a unit test (editorCompletion.test.ts), not here: an edited example is one problem.
  if (!listed || !named) {
    findings.reportIn(path.join(schemaDir, 'page.schema.json'))('stale-block-list', '/$defs/block/then/oneOf', {});
  }
  const defs = schemaFiles.find((f) => f.relPath === 'defs.schema.json')?.schema.$defs as Record<string, unknown> | undefined;
  if (JSON.stringify(defs?.[ROUTE_PATH_DEFINITION]) !== JSON.stringify(routePathDefinition())) {
    findings.reportIn(path.join(schemaDir, 'defs.schema.json'))('stale-route-rules', '/$defs/routePath', {});
  }
  if (typesFile === null) return;
  const current = readIfExists(typesFile);
  // A TypeScript file, not JSON: the issue sits at its first line.
  if (!typesAreCurrent(current, typesInputs(schemaFiles)))
    findings.add(typesFile, [{ code: 'stale-types', pointer: '', params: {}, offset: 0 }]);
  const registry = readIfExists(REGISTRY_FILE);
  if (registry !== blockRegistrySource(definedBlockTypes()))
    findings.add(REGISTRY_FILE, [{ code: 'stale-block-registry', pointer: '', params: {}, offset: 0 }]);
}
