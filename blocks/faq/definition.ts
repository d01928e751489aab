import type { BlockDefinition } from '../siteTypes';

/** The faq block: what the engine and validate need to know about it. */
export default {
  type: 'faq',
  schema: 'schema/blocks/faq.schema.json',
  load: () => import('./Faq'),
} satisfies BlockDefinition<'faq'>;
