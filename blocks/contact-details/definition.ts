import type { BlockDefinition } from '../siteTypes';

/** The contact-details block: what the engine and validate need to know about it. */
export default {
  type: 'contact-details',
  schema: 'schema/blocks/contact-details.schema.json',
  load: () => import('./ContactDetails'),
} satisfies BlockDefinition<'contact-details'>;
