import path from 'node:path';
import type { Report } from '../issue.ts';
import type { ContentDocument, DocumentKind } from './contentDocument.ts';
import { fieldOf } from './contentDocument.ts';

const SCHEMA_FILE: Record<DocumentKind, string> = { site: 'site.schema.json', routes: 'routes.schema.json', page: 'page.schema.json' };

/** "$schema" must lead from the file's folder to its schema, or editors lose completion and checks. */
export function checkSchemaPath(document: ContentDocument, schemaDir: string, report: Report): void {
  const declared = fieldOf(document.data, '$schema');
  if (typeof declared !== 'string') return; // the schema check reports a missing $schema
  const folder = path.dirname(document.file);
  const expected = path.join(schemaDir, SCHEMA_FILE[document.kind]);
  if (path.resolve(folder, declared) !== expected) {
    report('wrong-schema-path', '/$schema', { expected: path.relative(folder, expected).split(path.sep).join('/') });
  }
}
