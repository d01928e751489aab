import { pathToFileURL } from 'node:url';
import type { SiteFacts } from '../../../engine/site/definition.ts';
import { SITE_FACTS_FILE, rel } from './paths.ts';

/**
 * What the commands know of the site they work on (SITE_DIR's), read from its folder: its block
 * definitions and its content tokens (`blocks/siteFacts.ts`). Loaded once, when this module is,
 * so validate, the build and the editor read it as plain data. Every process of ours runs
 * TypeScript (tsx, or Vite's module runner), which is what lets it import the site's module by path.
 */
export const siteFacts: SiteFacts = await import(/* @vite-ignore */ pathToFileURL(SITE_FACTS_FILE).href).then(
  (module: { siteFacts: SiteFacts }) => module.siteFacts,
  (error: unknown) => {
    throw new Error(
      `${rel(SITE_FACTS_FILE)} cannot be loaded: ${error instanceof Error ? error.message : String(error)}. ` +
        'If it names a generated file (registry.generated.ts, content.generated.ts), run `npm run gen:types` first.',
      { cause: error },
    );
  },
);
