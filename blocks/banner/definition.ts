import type { BlockDefinition } from '../siteTypes';

/** The banner block: what the engine and validate need to know about it. */
export default {
  type: 'banner',
  schema: 'schema/blocks/banner.schema.json',
  load: () => import('./Banner'),
} satisfies BlockDefinition<'banner'>;
