import type { BlockDefinition } from '../siteTypes';

/** The text block: what the engine and validate need to know about it. */
export default {
  type: 'text',
  schema: 'schema/blocks/text.schema.json',
  load: () => import('./Text'),
} satisfies BlockDefinition<'text'>;
