import type { BlockDefinition } from '../siteTypes';

/** The steps block: what the engine and validate know about it. */
export default {
  type: 'steps',
  schema: 'examples/handbook/schema/blocks/steps.schema.json',
  load: () => import('./Steps'),
} satisfies BlockDefinition<'steps'>;
