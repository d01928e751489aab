import type { BlockDefinition } from '../siteTypes';

/** The article block: what the engine and validate know about it. */
export default {
  type: 'article',
  schema: 'examples/handbook/schema/blocks/article.schema.json',
  load: () => import('./Article'),
} satisfies BlockDefinition<'article'>;
