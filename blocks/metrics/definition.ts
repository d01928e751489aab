import type { BlockDefinition } from '../siteTypes';

/** The metrics block: what the engine and validate need to know about it. */
export default {
  type: 'metrics',
  schema: 'schema/blocks/metrics.schema.json',
  load: () => import('./Metrics'),
} satisfies BlockDefinition<'metrics'>;
