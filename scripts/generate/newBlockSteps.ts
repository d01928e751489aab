import { rel } from '../lib/site/paths.ts';

/**
 * What is left after `npm run new-block`, in order, as the command prints it under "Next": every
 * step from the block's fields to the tests, so nothing is discovered by a failing test later.
 * Each step edits the block's own files, a page, or runs a command; none edits a generated file.
 */
export function newBlockSteps({ type, schemaFile, componentFile }: { type: string; schemaFile: string; componentFile: string }): string[] {
  return [
    `Fields: add the block's own fields to ${rel(schemaFile)} under "properties", each with a "description" and, for text, a ` +
      `length limit (an allOf $ref to ../defs.schema.json#/$defs/label, heading, summary or text gives both); list the ones a ` +
      `block must have in "required". Keep its example in "examples" complete: every required field, with sample text ` +
      `(validate checks the example against the schema).`,
    `npm run gen:types: the content types the component is typed from, and the page schema's list of blocks and its ` +
      `"${type}" snippet for editors (schema/page.schema.json).`,
    `Component: render the fields in ${rel(componentFile)} (its props are BlockProps<'${type}'>, typed from the schema; a ` +
      `static block is HTML only: behaviour comes from plain elements such as <a> and <details>).`,
    `npm run gen:docs: the block's example in docs/authoring.md (#block-${type}) from the schema's, then say in a ` +
      `sentence or two, above it, when to use the block.`,
    `A page: add { "type": "${type}", … } to a page in pages/ with the page's own text (left as the example, validate ` +
      `reports it as example copy); npm run dev, then /__blocks and that page, to see it.`,
    `Checks: npm run validate, npm run typecheck, npx vitest run tests/unit/schemas.test.ts ` +
      `tests/unit/authoringGuide.test.ts tests/unit/editorCompletion.test.ts, then npm test (its browser tests render ` +
      `every block example: tests/e2e/blocks.spec.ts).`,
  ];
}
