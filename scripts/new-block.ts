/**
 * npm run new-block -- <type> --description "What the block is for." [--interactive] [--heading]
 * Scaffolds a working block type (schema, definition, component, guide section, generated code),
 * then says what to fill in.
 */
import { createBlock, NewBlockError } from './lib/newBlock.ts';
import { parseNewBlockArgs, NewBlockUsageError, type NewBlockArgs } from './lib/newBlockArgs.ts';
import { rel } from './lib/paths.ts';

let args: NewBlockArgs;
try {
  args = parseNewBlockArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof NewBlockUsageError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const { type } = args;

try {
  const result = await createBlock(args);
  console.log(`✔ created block type "${type}":
  ${rel(result.schemaFile)}      its fields (a section heading to start with) and an example
  ${rel(result.definitionFile)}   what the engine and validate know about it
  ${rel(result.componentFile)}   its component
  ${rel(result.guideFile)}          its section (#block-${type}) in the authoring guide
and regenerated the page schema's block list, the content types and the block registry.

Next:
  1. Add the block's own fields to ${rel(result.schemaFile)}, each with a description, and keep its example up to date.
  2. npm run gen:types, then render the fields in ${rel(result.componentFile)} (its props are typed from the schema).
  3. npm run dev and open /__blocks to see it rendered from its example; describe it in the guide section.
  4. npm test`);
} catch (error) {
  if (error instanceof NewBlockError) {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
  throw error;
}
