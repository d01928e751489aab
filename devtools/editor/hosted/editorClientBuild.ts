import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Manifest } from 'vite';
import { ROOT } from '../../../scripts/lib/site/paths.ts';
import { siteSchemas } from '../../siteSchemasPlugin.ts';

/** The editor's application module, the entry of its build. */
const ENTRY = 'devtools/editor/main.tsx';
/** Where the hosted editor serves its built application from. */
export const EDITOR_ASSETS_PATH = '/__edit/assets/';

/**
 * Builds the page editor's application (devtools/editor/main.tsx) for the hosted editor, minified,
 * into `outDir`, and returns its entry script's name there. The hosted editor serves these files
 * and nothing of the checkout: no module of the project, no dev server client. The site's schemas
 * are built in (the forms are made from them), as they are when the server starts.
 */
export async function buildEditorClient(outDir: string): Promise<string> {
  await build({
    configFile: false,
    root: ROOT,
    base: EDITOR_ASSETS_PATH.replace(/assets\/$/, ''),
    publicDir: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react(), siteSchemas()],
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      chunkSizeWarningLimit: 4096,
      rollupOptions: { input: { editor: path.join(ROOT, ENTRY) } },
    },
  });
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`the editor's build in ${outDir} has no entry`);
  return path.basename(entry.file);
}
