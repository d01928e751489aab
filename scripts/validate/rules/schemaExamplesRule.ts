import path from 'node:path';
import type { SchemaFile } from '../../lib/schemas/schemas.ts';
import { stringsOf } from '../documentStrings.ts';
import type { FindingsByFile } from '../findingsByFile.ts';
import { joinPointer } from '../../lib/json/jsonPointer.ts';
import type { SchemaValidator } from '../schemaValidator.ts';
import { checkContentTokens } from './contentTokensRule.ts';
import { checkImagePaths, type ImageChecker } from './imagePathsRule.ts';
import { checkInvisibleControls } from './invisibleControlRule.ts';
import { reportSchemaProblems } from './schemaRule.ts';

/**
 * Block schemas' examples are content too: editors offer them as snippets, the block catalog shows
 * them and the e2e build renders every one. Each must pass the page rules that apply to a lone
 * block (its schema, content tokens, invisible characters, image paths), reported at the example in the schema file.
 * That holds for the examples of a block's parts as well ('/$defs/personCard/examples').
 */
export function checkSchemaExamples(
  schemaFiles: readonly SchemaFile[],
  schemaDir: string,
  validator: SchemaValidator,
  images: ImageChecker,
  findings: FindingsByFile,
): void {
  for (const file of schemaFiles) {
    if (!file.relPath.startsWith('blocks/')) continue;
    const report = findings.reportIn(path.join(schemaDir, file.relPath));
    for (const { schemaPointer, examples } of examplesIn(file.schema)) {
      examples.forEach((example, index) => {
        const at = joinPointer(schemaPointer, 'examples', index);
        reportSchemaProblems(validator.validateAt(file.relPath, schemaPointer, example), report, at);
        const strings = stringsOf(example);
        checkContentTokens(strings, report, at);
        checkInvisibleControls(strings, report, at);
        checkImagePaths(strings, images, report, at);
      });
    }
  }
}

/** Keywords whose values are data, not subschemas: nothing under them is an "examples" keyword. */
const DATA_KEYWORDS = new Set(['examples', 'enum', 'const', 'default', 'required', 'discriminator']);
/** Keywords whose values map names to subschemas. */
const NAMED_SUBSCHEMAS = new Set(['properties', '$defs', 'patternProperties', 'dependentSchemas']);

/** Every "examples" list in a schema, with the pointer of the subschema it belongs to. */
export function examplesIn(schema: unknown, schemaPointer = ''): { schemaPointer: string; examples: unknown[] }[] {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return [];
  const found: { schemaPointer: string; examples: unknown[] }[] = [];
  const record = schema as Record<string, unknown>;
  if (Array.isArray(record.examples)) found.push({ schemaPointer, examples: record.examples });
  for (const [keyword, value] of Object.entries(record)) {
    if (DATA_KEYWORDS.has(keyword)) continue;
    const at = joinPointer(schemaPointer, keyword);
    if (NAMED_SUBSCHEMAS.has(keyword) && value && typeof value === 'object') {
      for (const [name, sub] of Object.entries(value)) found.push(...examplesIn(sub, joinPointer(at, name)));
    } else if (Array.isArray(value)) {
      value.forEach((sub, index) => found.push(...examplesIn(sub, joinPointer(at, index))));
    } else {
      found.push(...examplesIn(value, at));
    }
  }
  return found;
}
