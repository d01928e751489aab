import type { BlockDefinition } from '../siteTypes';

/** The page-header block: what the engine and validate know about it. */
export default {
  type: 'page-header',
  schema: 'examples/handbook/schema/blocks/page-header.schema.json',
  load: () => import('./PageHeader'),
  rendersPageHeading: true,
} satisfies BlockDefinition<'page-header'>;
