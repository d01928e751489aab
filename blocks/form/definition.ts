import type { BlockDefinition } from '../siteTypes';

/** The form block: what the engine and validate need to know about it. */
export default {
  type: 'form',
  schema: 'schema/blocks/form.schema.json',
  load: () => import('./Form'),
  // Needs script in the browser: it takes input and sends it.
  interactive: true,
} satisfies BlockDefinition<'form'>;
