import type { BlockDefinition } from '../siteTypes';

/** The button-row block: what the engine and validate need to know about it. */
export default {
  type: 'button-row',
  schema: 'schema/blocks/button-row.schema.json',
  load: () => import('./ButtonRow'),
} satisfies BlockDefinition<'button-row'>;
