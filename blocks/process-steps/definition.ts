import type { BlockDefinition } from '../siteTypes';

/** The process-steps block: what the engine and validate need to know about it. */
export default {
  type: 'process-steps',
  schema: 'schema/blocks/process-steps.schema.json',
  load: () => import('./ProcessSteps'),
} satisfies BlockDefinition<'process-steps'>;
