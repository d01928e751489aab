/**
 * npm run build — validates the content (as npm run validate does), then client bundle, server
 * bundle, then static HTML for every route into dist/. Content that validate rejects is never
 * built: the build prints the report and exits 1, leaving dist/ as it was.
 * SITE_ENTRY=tests/fixtures builds the test site: the site composed with test-only blocks and
 * pages (the e2e build, written to dist-e2e/). SITE_PAGES_DIR builds another content folder (tests,
 * the scale benchmark).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { prerender } from './lib/prerender';
import { compressDir } from './lib/compress';
import { ROOT, rel } from './lib/paths';
import { moveViteManifest } from './lib/viteChunks';
import { validateAndReport } from './validate/report';
import { contentLayerOf, siteEntry } from './lib/siteEntry';

// A build is always a production build, even when started from a test runner that set NODE_ENV=test
// (React's development runtime would otherwise end up in the bundle).
process.env.NODE_ENV = 'production';

const entry = siteEntry();
const distDir = path.resolve(ROOT, process.env.SITE_DIST ?? (entry.hasContent ? 'dist-e2e' : 'dist'));
const serverDir = path.join(ROOT, 'node_modules/.cache/site-server', path.basename(distDir));

for (const variable of ['VITE_CONTACT_WEBHOOK_URL', 'VITE_NEWSLETTER_WEBHOOK_URL', 'VITE_SUPABASE_URL']) {
  if (!process.env[variable]) {
    console.warn(`\u26a0  ${variable} is not set: this build posts to the local inbox (/__inbox/…), which only the dev and preview servers provide.`);
  }
}

const started = performance.now();
if (!(await validateAndReport())) {
  console.error(`\n✖ build refused: fix the problems above (npm run validate checks them again); ${rel(distDir)} was left as it was.`);
  process.exit(1);
}
fs.rmSync(distDir, { recursive: true, force: true });
await build({ root: ROOT, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
// The Vite manifest is the prerender's input, not part of the site: kept outside dist/.
moveViteManifest(distDir);
await build({
  root: ROOT,
  logLevel: 'warn',
  build: { ssr: entry.serverEntry, outDir: serverDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
});
const result = await prerender({ distDir, serverEntry: path.join(serverDir, 'entry-server.js'), layer: await contentLayerOf(entry),
  islandKitModule: entry.islandKitModule,
});
const compressed = await compressDir(distDir);
console.log(
  `built ${rel(distDir)}: ${result.pages} pages prerendered in ${(result.ms / 1000).toFixed(1)} s, ` +
    `${compressed} files precompressed; total ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
