import type { BlockDefinition } from '../siteTypes';

/** The not-found block: what the engine and validate know about it. */
export default {
  type: 'not-found',
  schema: 'examples/handbook/schema/blocks/not-found.schema.json',
  load: () => import('./NotFound'),
  rendersPageHeading: true,
} satisfies BlockDefinition<'not-found'>;
