/**
 * npm run new-page -- /some/path [--from <page id>] [--title "Title"] [--nav header|footer|none]
 * Creates the page file and its manifest line, offers to add the page to the header menu or footer
 * column of its section, then says what to edit next.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import type { SiteConfigShape as SiteConfig } from '../../engine/content/shapes.ts';
import { addToNavGroup, createPage, navGroupsFor, NewPageError, titleFromPath, type NavGroup } from './newPage.ts';
import { PAGES_DIR, rel } from '../lib/site/paths.ts';

const USAGE =
  'Usage: npm run new-page -- /some/path [--from <existing page id>] [--title "Page title"] [--nav header|footer|none]\n' +
  '  --nav   add the page to the header menu or footer column of its section (asked when not given)';

let args;
try {
  args = parseArgs({ allowPositionals: true, options: { from: { type: 'string' }, title: { type: 'string' }, nav: { type: 'string' } } });
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(1);
}
const [routePath, ...extra] = args.positionals;
const nav = args.values.nav;
if (!routePath || extra.length || (nav !== undefined && !['header', 'footer', 'none'].includes(nav))) {
  console.error(USAGE);
  process.exit(1);
}

/** Which group the page joins: the one --nav names, or the author's answer when there is a terminal to ask on. */
async function chooseGroup(groups: NavGroup[]): Promise<NavGroup | null> {
  if (nav === 'none' || !groups.length) return null;
  if (nav) return groups.find((group) => group.kind === nav) ?? null;
  if (!process.stdin.isTTY) return null;
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const choices = groups.map((group, i) => `  ${i + 1}) ${group.label}`).join('\n');
  const answer = await prompt.question(
    `Add ${routePath} to a menu?\n${choices}\n  ${groups.length + 1}) no\nChoose [${groups.length + 1}]: `,
  );
  prompt.close();
  return groups[Number(answer.trim()) - 1] ?? null;
}

try {
  const result = createPage({ path: routePath, from: args.values.from, title: args.values.title });
  console.log(`✔ created ${rel(result.pageFile)} and routed ${routePath} to it in ${rel(result.routesFile)}`);
  const site = JSON.parse(fs.readFileSync(path.join(PAGES_DIR, 'site.json'), 'utf8')) as SiteConfig;
  const groups = navGroupsFor(site, routePath);
  const group = await chooseGroup(groups);
  if (group) {
    const siteFile = addToNavGroup(PAGES_DIR, group, { name: args.values.title ?? titleFromPath(routePath), href: routePath });
    console.log(`✔ added it to ${group.label} in ${rel(siteFile)}`);
  } else if (groups.length && nav === undefined && !process.stdin.isTTY) {
    console.log(
      `  It is in no menu yet. ${groups.map((g) => g.label).join(' and ')} link to its section: add it there in pages/site.json, or next time pass --nav ${groups[0]!.kind}.`,
    );
  }
  console.log(`
Next:
  1. Edit ${rel(result.pageFile)}: ${args.values.from ? `it is a copy of ${args.values.from}; rewrite its text for this page` : 'write each empty text ("") (validate names each one left), then add blocks'}.
     Your editor autocompletes block types and fields from the schema; docs/authoring.md lists every block.
  2. npm run dev, then open http://localhost:5173${routePath} (it reloads as you save; problems show over the page).
  3. npm run validate until it prints "content is valid", then commit the files.`);
} catch (error) {
  if (error instanceof NewPageError) {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
  throw error;
}
