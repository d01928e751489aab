import type { BlockDefinition } from '../siteTypes';

/** The toc block: what the engine and validate know about it. */
export default {
  type: 'toc',
  schema: 'examples/handbook/schema/blocks/toc.schema.json',
  load: () => import('./Toc'),
} satisfies BlockDefinition<'toc'>;
