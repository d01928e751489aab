/**
 * npm run new-page -- /some/path [--from <page id>] [--title "Title"]
 * Creates the page file and its manifest line, then says what to edit next.
 */
import { parseArgs } from 'node:util';
import { createPage, NewPageError } from './lib/newPage.ts';
import { rel } from './lib/paths.ts';

const USAGE = 'Usage: npm run new-page -- /some/path [--from <existing page id>] [--title "Page title"]';

let args;
try {
  args = parseArgs({ allowPositionals: true, options: { from: { type: 'string' }, title: { type: 'string' } } });
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(1);
}
const [routePath, ...extra] = args.positionals;
if (!routePath || extra.length) {
  console.error(USAGE);
  process.exit(1);
}

try {
  const result = createPage({ path: routePath, from: args.values.from, title: args.values.title });
  console.log(`✔ created ${rel(result.pageFile)} and routed ${routePath} to it in ${rel(result.routesFile)}

Next:
  1. Edit ${rel(result.pageFile)}: ${args.values.from ? `it is a copy of ${args.values.from}; rewrite its text for this page` : 'replace every "Replace …" text, then add blocks'}.
     Your editor autocompletes block types and fields from the schema; docs/authoring.md lists every block.
  2. npm run dev, then open http://localhost:5173${routePath} (it reloads as you save; problems show over the page).
  3. npm run validate until it prints "content is valid", then commit both files.`);
} catch (error) {
  if (error instanceof NewPageError) {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
  throw error;
}
