import type { BlockDefinition } from '../siteTypes';

/** The callout block: what the engine and validate know about it. */
export default {
  type: 'callout',
  schema: 'examples/handbook/schema/blocks/callout.schema.json',
  load: () => import('./Callout'),
} satisfies BlockDefinition<'callout'>;
