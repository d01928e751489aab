import type { BlockDefinition } from '../siteTypes';

/** The card-grid block: what the engine and validate need to know about it. */
export default {
  type: 'card-grid',
  schema: 'schema/blocks/card-grid.schema.json',
  load: () => import('./CardGrid'),
} satisfies BlockDefinition<'card-grid'>;
