import { issueKind } from './define.ts';

/** Files derived from the schemas by `npm run gen:types` (and the routes by `npm run gen:routes`), out of date with them. */
export const generatedIssues = {
  'stale-types': issueKind<Record<string, never>>({
    title: 'The generated TypeScript types do not match the schemas',
    message: () => 'generated types are stale (a schema changed since they were written); run `npm run gen:types` and commit the result',
    hint: 'A developer changed a schema: run `npm run gen:types` and commit the result.',
    example: {},
  }),
  'stale-block-list': issueKind<Record<string, never>>({
    title: 'The page schema’s list of block types does not match schema/blocks/',
    message: () => 'the list of block types does not match schema/blocks/; run `npm run gen:types`',
    hint: 'A block schema was added, renamed or removed: run `npm run gen:types` and commit the result.',
    example: {},
  }),
  'stale-route-list': issueKind<{ missing?: string; extra?: string }>({
    title: 'The routes editors complete (schema/routes.generated.schema.json) are not those of pages/routes.json',
    message: ({ missing, extra }) =>
      `the routes editors complete are not those of pages/routes.json${missing ? ` ("${missing}" is missing)` : extra ? ` ("${extra}" is no longer a route)` : ' (their order changed)'}; run \`npm run gen:routes\``,
    hint: 'A route was added, removed or moved in pages/routes.json by hand: run `npm run gen:routes` and commit the result (npm run new-page and the page editor’s New page do it for you).',
    example: { missing: '/careers' },
  }),
  'stale-route-rules': issueKind<Record<string, never>>({
    title: 'The route path definition in schema/defs.schema.json does not match scripts/lib/schemas/routePaths.ts and public/',
    message: () =>
      'RoutePath does not match scripts/lib/schemas/routePaths.ts and the files and folders of public/; run `npm run gen:types`',
    hint: 'A route path limit or reserved name changed, or a file or folder was added to public/ or removed: run `npm run gen:types` and commit the result.',
    example: {},
  }),
  'stale-block-registry': issueKind<Record<string, never>>({
    title: 'The block registry does not match the block folders',
    message: () =>
      'blocks/registry.generated.ts does not list exactly the block folders (blocks/<type>/definition.ts); run `npm run gen:types`',
    hint: 'A block folder was added, renamed or removed: run `npm run gen:types` (or `npm run new-block`) and commit the result.',
    example: {},
  }),
};
