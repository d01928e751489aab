import path from 'node:path';
import type { Plugin } from 'vite';
import { SCHEMA_DIR } from '../scripts/lib/site/paths.ts';
import { readSchemaFiles } from '../scripts/lib/schemas/schemas.ts';

const ID = 'virtual:site-schemas';
const RESOLVED = `\0${ID}`;

/**
 * The site's schema files as one module, `virtual:site-schemas`, for the dev tools that build forms
 * and examples from them in the browser (the editor, the block catalogue): each schema by its path
 * under schema/ ('blocks/hero.schema.json'). Read from the folder of the site the dev server runs
 * (SITE_DIR), which a static import.meta.glob could not name; an edited schema is read again.
 */
export function siteSchemas(schemaDir = SCHEMA_DIR): Plugin {
  return {
    name: 'site-schemas',
    resolveId: (source) => (source === ID ? RESOLVED : null),
    configureServer(server) {
      // A schema added, changed or removed: the module is read again at its next import (the page
      // using it reloads on its own: pageScript/server/liveReload.ts).
      const invalidate = (file: string) => {
        if (!file.startsWith(schemaDir + path.sep) || !file.endsWith('.schema.json')) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
      };
      server.watcher.on('add', invalidate).on('change', invalidate).on('unlink', invalidate);
    },
    load(id) {
      if (id !== RESOLVED) return null;
      const files = readSchemaFiles(schemaDir);
      return `export default ${JSON.stringify(Object.fromEntries(files.map((file) => [file.relPath, file.schema])))};`;
    },
  };
}
