import type { BlockDefinition } from '../siteTypes';

/** The search block: what the engine and validate know about it. */
export default {
  type: 'search',
  schema: 'examples/handbook/schema/blocks/search.schema.json',
  load: () => import('./Search'),
  interactive: true,
} satisfies BlockDefinition<'search'>;
