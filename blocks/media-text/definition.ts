import type { BlockDefinition } from '../siteTypes';

/** The media-text block: what the engine and validate need to know about it. */
export default {
  type: 'media-text',
  schema: 'schema/blocks/media-text.schema.json',
  load: () => import('./MediaText'),
} satisfies BlockDefinition<'media-text'>;
