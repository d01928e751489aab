/**
 * npm run build — validates the content (as npm run validate does), then client bundle, server
 * bundle, then static HTML for every route into dist/. Content that validate rejects is never
 * built: the build prints the report and exits 1, leaving dist/ as it was.
 *
 * Incremental: when nothing but page files and routes changed since the last build into the same
 * folder (the same code, schemas, public files, site.json and VITE_ settings: the fingerprint), the
 * bundles are kept and only pages whose data changed are rendered again, plus the sitemap. Anything
 * else rebuilds everything. `npm run build -- --full` (or SITE_FULL_BUILD=1) forces a full build.
 *
 * SITE_ENTRY=tests/fixtures builds the test site: the site composed with test-only blocks and
 * pages (the e2e build, written to dist-e2e/). SITE_PAGES_DIR builds another content folder (tests,
 * the scale benchmark), its site.json included (scripts/vite/contentSiteConfig.ts).
 *
 * Every page's HTML must fit PAGE_HTML_BUDGET (scripts/lib/output/budgets.ts): a heavier page is not
 * written, and the build names it, with its size, and exits 1.
 *
 * The site is built in a staging folder beside dist/ and published into dist/ only when it is
 * complete, file by file in an order that keeps every page served whole (scripts/build/publishDist.ts):
 * a refused build, a failed one or one killed at any moment leaves dist/ as it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { PAGE_HTML_BUDGET } from '../lib/output/budgets';
import { prerender } from './prerender';
import { compressNew } from '../lib/output/compress';
import { DIST_DIR, PAGES_DIR, PUBLIC_DIR, ROOT, rel } from '../lib/site/paths';
import { bundleFilesPresent, moveViteManifest, readViteManifest, viteManifestPath } from '../lib/output/viteChunks';
import { discardStaging, finishPendingPublish, publishStaged, startStaging } from './publishDist';
import { validateAndReport } from '../validate/report';
import { contentLayerOf, siteEntry } from '../lib/site/siteEntry';
import { siteFacts } from '../lib/site/siteFacts.ts';
import { buildFingerprint, clearBuildState, readBuildState, writeBuildState } from './buildCache';

// A build is always a production build, even when started from a test runner that set NODE_ENV=test
// (React's development runtime would otherwise end up in the bundle).
process.env.NODE_ENV = 'production';

const entry = siteEntry();
const distDir = path.resolve(ROOT, process.env.SITE_DIST ?? DIST_DIR);
const serverDir = path.join(ROOT, 'node_modules/.cache/site-server', path.basename(distDir));
/** Vite's index.html, kept beside the manifest: dist/index.html becomes the home page. */
const templateFile = path.join(path.dirname(viteManifestPath(distDir)), 'template.html');
const forceFull = process.argv.includes('--full') || process.env.SITE_FULL_BUILD === '1';

// What the site's code posts to (its forms' webhooks, its error log), each unset one said aloud.
for (const variable of siteFacts.inboxSettings ?? []) {
  if (!process.env[variable]) {
    console.warn(
      `\u26a0  ${variable} is not set: this build posts to the local inbox (/__inbox/…), which only the dev and preview servers provide.`,
    );
  }
}

const started = performance.now();
// A build killed while it published: what it had accepted goes out whole before anything else.
const pending = await finishPendingPublish(distDir);
if (pending) console.log(`finished publishing the build into ${rel(distDir)} that was stopped while publishing`);
if (!(await validateAndReport())) {
  console.error(`\n✖ build refused: fix the problems above (npm run validate checks them again); ${rel(distDir)} was left as it was.`);
  process.exit(1);
}

const fingerprint = buildFingerprint({
  siteEntryDir: entry.dir,
  siteFiles: [path.join(PAGES_DIR, 'site.json'), path.join(ROOT, 'pages/site.json')],
});
const last = forceFull ? null : readBuildState(distDir);
const incremental =
  last?.fingerprint === fingerprint &&
  fs.existsSync(templateFile) &&
  bundleFilesPresent(distDir, PUBLIC_DIR) &&
  fs.existsSync(path.join(serverDir, 'entry-server.js'));

// Nothing is written into dist/ until the whole site is built (publishDist.ts): an incremental
// build starts from a copy of it made of hard links, a full build from nothing.
const staging = startStaging(distDir, incremental ? 'dist' : 'empty');
let published = false;
try {
  if (!incremental) {
    clearBuildState(distDir);
    await build({ root: ROOT, logLevel: 'warn', build: { outDir: staging, emptyOutDir: true } });
    // The Vite manifest and the page template are the prerender's input, not part of the site: kept outside dist/.
    moveViteManifest(staging, distDir);
    fs.copyFileSync(path.join(staging, 'index.html'), templateFile);
    await build({
      root: ROOT,
      logLevel: 'warn',
      build: {
        ssr: entry.serverEntry,
        outDir: serverDir,
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        // One file, so its modules run in the order they import each other, as the dev server runs
        // them: styled-components numbers each component's rules in the order its module runs, and
        // that order is the order of the rules in every page (chunks shared by the lazily loaded
        // blocks would run first, and put their rules first).
        rolldownOptions: { output: { codeSplitting: false } },
      },
    });
  }
  const result = await prerender({
    distDir: staging,
    viteManifest: readViteManifest(distDir),
    serverEntry: path.join(serverDir, 'entry-server.js'),
    template: fs.readFileSync(templateFile, 'utf8'),
    islandKitModule: entry.islandKitModule,
    layer: await contentLayerOf(entry),
    fingerprint,
    previous: incremental ? last : null,
    // The tests set it to prove that pages come out the same whichever way they were rendered.
    workers: (process.env.SITE_PRERENDER_WORKERS as 'always' | 'never' | undefined) ?? 'auto',
  });
  // A page over the HTML budget was not written; the build fails, naming each one, and publishes
  // nothing (its state is not saved, so the next build renders those pages again).
  if (result.overBudget.length) {
    const bytes = (n: number) => `${n.toLocaleString('en-US')} bytes`;
    for (const { page, bytes: size } of result.overBudget) {
      console.error(
        `✖ ${page} is ${bytes(size)} of HTML; the budget is ${bytes(PAGE_HTML_BUDGET)} (PAGE_HTML_BUDGET in scripts/lib/output/budgets.ts)`,
      );
    }
    const one = result.overBudget.length === 1;
    console.error(
      `\n✖ build stopped: ${one ? 'the page above is' : `the ${result.overBudget.length} pages above are`} over the HTML budget and ` +
        `${one ? 'was' : 'were'} not published, nor any other file of this build: ${rel(distDir)} was left as it was. ` +
        `Shorten ${one ? 'it' : 'each'}, or split it into two pages; raise the budget only for a reason that holds for every page.`,
    );
    process.exitCode = 1;
  } else {
    // Vite's own output (hashed assets, public files) once per full build.
    const assets = incremental ? 0 : compressNew(staging);
    // Forgotten while dist/ is between two builds: a build stopped now is followed by a full one.
    clearBuildState(distDir);
    const publish = await publishStaged(distDir);
    published = true;
    writeBuildState(distDir, result.state);
    console.log(
      `built ${rel(distDir)}${incremental ? ' (incremental)' : ''}: ${result.pages} pages prerendered in ${(result.ms / 1000).toFixed(1)} s, ` +
        `${result.written} files written${result.removed ? `, ${result.removed} removed` : ''}${assets ? `, ${assets} assets compressed` : ''}, ` +
        `${publish.published} published${publish.removed ? ` (${publish.removed} old removed)` : ''}; ` +
        `total ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
} finally {
  if (!published) await discardStaging(distDir);
}
