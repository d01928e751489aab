import type { BlockDefinition } from '../siteTypes';

/** The not-found block: what the engine and validate need to know about it. */
export default {
  type: 'not-found',
  schema: 'schema/blocks/not-found.schema.json',
  load: () => import('./NotFound'),
  rendersPageHeading: true,
} satisfies BlockDefinition<'not-found'>;
