import type { BlockDefinition } from '../siteTypes';

/** The hero block: what the engine and validate need to know about it. */
export default {
  type: 'hero',
  schema: 'schema/blocks/hero.schema.json',
  load: () => import('./Hero'),
  rendersPageHeading: true,
} satisfies BlockDefinition<'hero'>;
