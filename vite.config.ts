import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { sitePlugin } from './scripts/vite/sitePlugin.ts';

/** SITE_FIXTURES=1 adds the test-only pages, routes and blocks (the e2e build); never set for production. */
const fixtures = process.env.SITE_FIXTURES === '1';

export default defineConfig({
  plugins: [react(), sitePlugin({ fixtures })],
  // Stable class names on server and client, whatever order the lazily loaded blocks arrive in.
  oxc: {
    plugins: {
      styledComponents: { displayName: false, fileName: false, ssr: true, minify: true, pure: true, transpileTemplateLiterals: true },
    },
  },
  resolve: {
    alias: {
      '@site-fixtures': path.resolve(
        import.meta.dirname,
        fixtures ? 'tests/fixtures/engine/index.tsx' : 'engine/router/noFixtures.ts',
      ),
    },
  },
  ssr: {
    // Bundled for the server so its CommonJS default export is unwrapped the same way as in the browser.
    noExternal: ['styled-components'],
  },
  build: {
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    // Every browser the site supports preloads modules natively; the polyfill would only add bytes
    // to the boot entry.
    modulePreload: { polyfill: false },
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
});
