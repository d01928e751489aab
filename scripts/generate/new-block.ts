/**
 * npm run new-block -- <type> --description "What the block is for." [--interactive] [--heading]
 * Scaffolds a working block type (schema, definition, component, guide section, generated code),
 * then says what to fill in.
 */
import { createBlock, NewBlockError } from './newBlock.ts';
import { parseNewBlockArgs, NewBlockUsageError, type NewBlockArgs } from './newBlockArgs.ts';
import { newBlockSteps } from './newBlockSteps.ts';
import { rel } from '../lib/site/paths.ts';

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
and regenerated the page schema's block list and snippets, the content types and the block registry.

Next:
${newBlockSteps({ type, ...result })
  .map((step, i) => `  ${i + 1}. ${step}`)
  .join('\n')}`);
} catch (error) {
  if (error instanceof NewBlockError) {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
  throw error;
}
