import type { Report } from '../issue.ts';
import type { SchemaProblem, SchemaValidator } from '../schemaValidator.ts';
import type { ContentDocument } from './contentDocument.ts';

/** The document against its JSON Schema (site, routes or page, each block against its own). */
export function checkSchema(document: ContentDocument, validator: SchemaValidator, report: Report): SchemaProblem[] {
  const problems =
    document.kind === 'site'
      ? validator.validateSite(document.data)
      : document.kind === 'routes'
        ? validator.validateRoutes(document.data)
        : validator.validatePage(document.data);
  reportSchemaProblems(problems, report);
  return problems;
}

export function reportSchemaProblems(problems: readonly SchemaProblem[], report: Report, prefix = ''): void {
  for (const problem of problems) {
    report(problem.code, prefix + problem.pointer, problem.params as never, problem.key === undefined ? undefined : { key: problem.key });
  }
}
