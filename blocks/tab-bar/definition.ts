import type { BlockDefinition } from '../siteTypes';

/** The tab-bar block: what the engine and validate need to know about it. */
export default {
  type: 'tab-bar',
  schema: 'schema/blocks/tab-bar.schema.json',
  load: () => import('./TabBar'),
  // Its `tabs` names one of site.json's tab sets.
  siteKeys: { tabs: 'tabSets' },
} satisfies BlockDefinition<'tab-bar'>;
