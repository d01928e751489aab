import { readSchemaFiles, type SchemaFile } from '../lib/schemas/schemas.ts';
import { createSchemaValidator, type SchemaValidator } from './schemaValidator.ts';

let last: { key: string; validator: SchemaValidator } | null = null;

/**
 * createSchemaValidator for these schema files, compiled again only when they differ from the last
 * call's. The dev server checks the page being edited and renders its preview as the author types,
 * each time with the schemas as they are on disk; compiling them takes 0.3–1 s, checking a page
 * a few milliseconds.
 */
export function schemaValidatorFor(files: SchemaFile[]): SchemaValidator {
  const key = JSON.stringify(files);
  if (last?.key !== key) last = { key, validator: createSchemaValidator(files) };
  return last.validator;
}

/**
 * Compiles the schemas as they are on disk now, for the checks and previews to come: the dev server
 * does it as it starts, so the editor's first preview and check do not wait for it.
 */
export function compileSchemasOnDisk(): SchemaValidator {
  return schemaValidatorFor(readSchemaFiles());
}
