import type { BlockDefinition } from '../siteTypes';

/** The stats-strip block: what the engine and validate need to know about it. */
export default {
  type: 'stats-strip',
  schema: 'schema/blocks/stats-strip.schema.json',
  load: () => import('./StatsStrip'),
} satisfies BlockDefinition<'stats-strip'>;
