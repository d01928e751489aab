import './scripts/vite/typescriptImports.ts';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { sitePlugin } from './scripts/vite/sitePlugin.ts';
import { contentSiteConfig } from './scripts/vite/contentSiteConfig.ts';
import { siteEntry } from './scripts/lib/site/siteEntry.ts';
import { reactDomClientModule } from './scripts/vite/reactDomClientModule.ts';
import { compileHints } from './scripts/vite/compileHints.ts';
import { styledComponentIds } from './scripts/vite/styledComponentIds.ts';
import { PUBLIC_DIR } from './scripts/lib/site/paths.ts';
import { publishPublicFiles } from './scripts/vite/publishPublicFiles.ts';
import { siteSchemas } from './devtools/siteSchemasPlugin.ts';
import { pageScript } from './devtools/pageScript/server/pageScriptPlugin.ts';
import { blockCatalog } from './devtools/catalog/server/blockCatalogPage.ts';
import { pageEditor } from './devtools/editor/server/editorPlugin.ts';

/** The site to build or serve: blocks/ (the site), or SITE_ENTRY=tests/fixtures (the e2e build). */
const entry = siteEntry();

/** Points index.html's boot script at the chosen site entry (the dev server's own pages have none). */
function siteEntryScript(): Plugin {
  const DEFAULT = '/blocks/entry-client.ts';
  return {
    name: 'site-entry-script',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => {
        if (!html.includes('<!--app-->')) return html;
        if (!html.includes(`src="${DEFAULT}"`)) throw new Error(`index.html should load ${DEFAULT}`);
        return html.replace(`src="${DEFAULT}"`, `src="${entry.clientEntry}"`);
      },
    },
  };
}

export default defineConfig({
  // Dev servers started side by side (the browser tests run several) each optimise dependencies
  // into a folder of their own: sharing one, each would reload the others' pages as it rewrites it.
  cacheDir: process.env.SITE_VITE_CACHE_DIR || 'node_modules/.vite',
  // Served and published as scripts/lib/output/publicFiles.ts allows: regular files only, no links, no
  // private names (the build's copy is publishPublicFiles', the dev server's guard publicGuard.ts').
  publicDir: PUBLIC_DIR,
  // The dev server serves every page itself, rendered as the build renders it (scripts/vite/devPages.ts):
  // no index.html of Vite's, no fallback to it.
  appType: 'custom',
  // Stable class names on server and client, whatever order the lazily loaded blocks arrive in, and
  // whatever folder the project is built in (styledComponentIds.ts).
  plugins: [
    styledComponentIds(),
    reactDomClientModule(),
    compileHints(),
    react(),
    siteEntryScript(),
    contentSiteConfig(),
    sitePlugin({ entry }),
    // The development tools (devtools/), on the dev server only: after sitePlugin, whose renderer
    // they use and whose guards answer before them.
    pageScript(),
    blockCatalog(),
    pageEditor(),
    publishPublicFiles(),
    siteSchemas(),
  ],
  ssr: {
    // Bundled for the server so its CommonJS default export is unwrapped the same way as in the browser.
    noExternal: ['styled-components'],
  },
  build: {
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    // No preload helper around dynamic imports: a page's island chunks are preloaded by the page
    // itself (its deferred preloads, one list per page, engine/boot/deferredPreloads.ts), and the
    // helper was about 450 B of gzip in the boot entry every page runs.
    modulePreload: false,
  },
  server: {
    port: 5173,
    strictPort: false,
    // No page of another origin may read what the dev server serves (Vite's default CORS allows
    // any localhost port, so a page on another local server could read it with fetch).
    cors: false,
    fs: {
      // Refused however they are asked for (/, /@fs/, ?raw, ?import): Vite's own defaults, private
      // keys, and an inbox folder if INBOX_DIR points into the project (by default it is outside).
      deny: ['.env', '.env.*', '*.{crt,pem,key,p12,pfx}', '**/.git/**', '**/.inbox/**', '**/*.jsonl', '**/.ssh/**'],
    },
  },
  // The dev tools' dependencies (the page editor's, devtools/editor/main.tsx, which no HTML file
  // names): optimised when the dev server starts, not when /__edit is first opened, which would
  // reload the page under the author.
  optimizeDeps: {
    entries: ['index.html', 'devtools/editor/main.tsx', 'devtools/pageScript/devClient.ts'],
    include: ['@rjsf/core', '@rjsf/utils', '@rjsf/validator-ajv8', 'ajv/dist/2020'],
  },
  preview: { port: 4173 },
});
