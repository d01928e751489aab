import fs from 'node:fs';
import path from 'node:path';
import { listPageFiles } from '../lib/site/contentStore.ts';
import { ROOT, SCHEMA_DIR } from '../lib/site/paths.ts';

/**
 * Writes into `pagesDir` a copy of pages/ with `count` generated pages added (variants of the real
 * ones, each routed at /generated/page-<i>, its links still pointing at the real routes), every
 * "$schema" pointing at the real schema folder from its new place: the site at scale, for the
 * benches (bench-scale.ts, bench-dev.ts). Returns the number of routes in all.
 */
export function writeScaledPages(pagesDir: string, count: number): number {
  fs.cpSync(path.join(ROOT, 'pages'), pagesDir, { recursive: true });
  const fixSchema = (file: string) => {
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (typeof json.$schema === 'string')
      json.$schema = path.relative(path.dirname(file), path.join(SCHEMA_DIR, path.basename(json.$schema)));
    fs.writeFileSync(file, JSON.stringify(json, null, 2));
  };
  for (const name of ['site.json', 'routes.json']) fixSchema(path.join(pagesDir, name));
  for (const [, file] of listPageFiles(pagesDir)) fixSchema(file);
  const templates = [...listPageFiles(pagesDir)].filter(([id]) => id !== 'not-found');

  const routesFile = path.join(pagesDir, 'routes.json');
  const routes = JSON.parse(fs.readFileSync(routesFile, 'utf8'));
  for (let i = 0; i < count; i++) {
    const [, templateFile] = templates[i % templates.length]!;
    const doc = JSON.parse(fs.readFileSync(templateFile, 'utf8'));
    const id = `generated/page-${i}`;
    doc.meta.title = `${doc.meta.title} — variant ${i}`;
    doc.meta.description = `${doc.meta.description} (variant ${i})`;
    delete doc.meta.canonical;
    const file = path.join(pagesDir, `${id}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    doc.$schema = path.relative(path.dirname(file), path.join(SCHEMA_DIR, 'page.schema.json'));
    // Same-page scroll targets keep working; links keep pointing at the real routes.
    fs.writeFileSync(file, JSON.stringify(doc, null, 2));
    routes.routes.push({ path: `/generated/page-${i}`, page: id });
  }
  fs.writeFileSync(routesFile, JSON.stringify(routes, null, 2));
  return routes.routes.length;
}
