import { parseArgs } from 'node:util';

export const NEW_BLOCK_USAGE =
  'Usage: npm run new-block -- <type> --description "What the block is for, in a sentence." [--interactive] [--heading]\n' +
  '  --interactive   the block needs script in the browser (it is hydrated as an island)\n' +
  '  --heading       the block renders the page’s h1 (instead of a hero)';

export interface NewBlockArgs {
  type: string;
  description: string;
  interactive?: boolean;
  heading?: boolean;
}

/** Arguments new-block cannot run with; the message ends with the usage. */
export class NewBlockUsageError extends Error {}

/**
 * The arguments of `npm run new-block -- …` (what npm hands the script), in a module of their own
 * so they can be tested without writing a block (tests/unit/newBlock.test.ts).
 */
export function parseNewBlockArgs(argv: string[]): NewBlockArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { description: { type: 'string' }, interactive: { type: 'boolean' }, heading: { type: 'boolean' } },
    });
  } catch (error) {
    throw new NewBlockUsageError(`${error instanceof Error ? error.message : String(error)}\n${NEW_BLOCK_USAGE}`);
  }
  const [type, ...extra] = parsed.positionals;
  const { description, interactive, heading } = parsed.values;
  if (!type || extra.length || !description) throw new NewBlockUsageError(NEW_BLOCK_USAGE);
  return { type, description, interactive, heading };
}
