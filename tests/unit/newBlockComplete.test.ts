import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newBlockSteps } from '../../scripts/generate/newBlockSteps.ts';
import { ROOT } from '../../scripts/lib/site/paths.ts';

/**
 * new-block is complete: in a copy of the project, an author runs it, gives the block a required
 * field (in its schema and its example), renders it, uses the block on a page, runs the commands
 * the scaffold names, and every check passes: validate, the authoring guide's tests, the schema
 * and completion tests, the type check. By hand they edit the block's schema, its component and
 * the page, nothing else.
 */
const NOT_COPIED = new Set(['node_modules', '.git', 'dist', 'dist-e2e', 'test-results', 'playwright-report', 'bench-results']);
const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'new-block-complete-'));
const repo = path.join(workspace, 'repo');
afterAll(() => fs.rmSync(workspace, { recursive: true, force: true }));

function copyProject(): void {
  fs.cpSync(ROOT, repo, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(path.basename(source)) && !/^\.tmp-/.test(path.basename(source)),
  });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(repo, 'node_modules'), 'dir');
}

/** Runs one of the copy's own scripts (or a tool) in the copy, as `npm run …` would; returns its output, failing on a non-zero exit. */
function run(command: string, args: string[]): string {
  const result = spawnSync(process.execPath, [command, ...args], {
    cwd: repo,
    encoding: 'utf8',
    timeout: 240_000,
    env: { ...process.env, SITE_PAGES_DIR: '' },
  });
  const output = `${result.stdout}${result.stderr}`;
  expect(result.status, `${path.basename(command)} ${args.join(' ')}\n${output}`).toBe(0);
  return output;
}
const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const script = (name: string, ...args: string[]) => run(tsx, [`scripts/${name}.ts`, ...args]);

/** Every file of the copy with a hash of its bytes, to tell what changed. */
function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(repo, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || full.includes(`${path.sep}node_modules`)) continue;
    files.set(path.relative(repo, full).split(path.sep).join('/'), createHash('sha1').update(fs.readFileSync(full)).digest('hex'));
  }
  return files;
}
const changedSince = (before: Map<string, string>) =>
  [...snapshot()]
    .filter(([file, hash]) => before.get(file) !== hash)
    .map(([file]) => file)
    .sort();

type Json = Record<string, unknown>;
const TYPE = 'team-highlights';
const DESCRIPTION = 'Highlights of the team: who they are and what each brings to an owner’s portfolio.';

describe('the steps new-block prints', () => {
  it('name only commands and tests that exist', () => {
    const steps = newBlockSteps({ type: TYPE, schemaFile: 'schema/blocks/x.schema.json', componentFile: 'blocks/x/X.tsx' }).join('\n');
    const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const commands = [...steps.matchAll(/npm run ([a-z-]+(?::[a-z-]+)?)/g)].map((match) => match[1]!);
    expect(commands).toEqual(expect.arrayContaining(['gen:types', 'gen:docs', 'validate', 'typecheck']));
    for (const command of commands) expect(scripts[command], `npm run ${command}`).toBeDefined();
    const tests = [...steps.matchAll(/tests\/[\w/.-]+\.ts/g)].map((match) => match[0]);
    expect(tests.length).toBeGreaterThan(2);
    for (const test of tests) expect(fs.existsSync(path.join(ROOT, test)), test).toBe(true);
  });
});

describe('npm run new-block, then a required field, a component and a page', () => {
  it('passes validate, the guide, schema and completion tests and the type check, with hand edits to the block, the schema and the page only', () => {
    copyProject();
    const before = snapshot();

    const scaffold = script('generate/new-block', TYPE, '--description', DESCRIPTION);
    const schemaFile = path.join(repo, `schema/blocks/${TYPE}.schema.json`);
    const componentFile = path.join(repo, 'blocks', TYPE, 'TeamHighlights.tsx');
    // The scaffold names every step that follows, in order.
    for (const step of newBlockSteps({
      type: TYPE,
      schemaFile: `schema/blocks/${TYPE}.schema.json`,
      componentFile: `blocks/${TYPE}/TeamHighlights.tsx`,
    }))
      expect(scaffold).toContain(step.slice(0, 40));

    // By hand 1, the schema: a required list of highlights, and the example shows it.
    const schema = JSON.parse(fs.readFileSync(schemaFile, 'utf8')) as Json & { properties: Json; required: string[]; examples: Json[] };
    schema.properties.highlights = {
      description: 'What each person brings, one highlight each.',
      type: 'array',
      minItems: 1,
      maxItems: 6,
      items: {
        title: 'TeamHighlight',
        description: 'One person and what they bring.',
        type: 'object',
        properties: {
          name: { description: 'The person’s name.', allOf: [{ $ref: '../defs.schema.json#/$defs/label' }] },
          strength: { description: 'What they bring, in a sentence.', allOf: [{ $ref: '../defs.schema.json#/$defs/summary' }] },
        },
        required: ['name', 'strength'],
        additionalProperties: false,
      },
    };
    schema.required.push('highlights');
    schema.examples[0]!.highlights = [
      { name: 'Jordan Ellis', strength: 'Twenty years of leasing in Tulsa’s office market.' },
      { name: 'Sam Ortiz', strength: 'Builds the dashboards owners read every month.' },
    ];
    fs.writeFileSync(schemaFile, JSON.stringify(schema, null, 2) + '\n');

    // By hand 2, the component renders the field.
    const component = fs.readFileSync(componentFile, 'utf8');
    const title = component.split('\n').find((line) => line.includes('<SectionHeading'))!;
    fs.writeFileSync(
      componentFile,
      component.replace(
        title,
        [
          title,
          '        <ul>',
          '          {block.highlights.map((highlight) => (',
          '            <li key={highlight.name}>',
          '              <strong>{highlight.name}</strong> {highlight.strength}',
          '            </li>',
          '          ))}',
          '        </ul>',
        ].join('\n'),
      ),
    );

    // The commands the scaffold names.
    script('generate/gen-types');
    script('generate/gen-docs');

    // By hand 3, a page uses the block, with its own text.
    const aboutFile = path.join(repo, 'pages/about.json');
    const about = JSON.parse(fs.readFileSync(aboutFile, 'utf8')) as { blocks: Json[] };
    about.blocks.splice(2, 0, {
      type: TYPE,
      title: 'Who you will work with',
      highlights: [
        { name: 'Jordan Ellis', strength: 'Runs the leasing desk and answers owners the same day.' },
        { name: 'Riley Chen', strength: 'Keeps every building’s books to investor standard.' },
      ],
    });
    fs.writeFileSync(aboutFile, JSON.stringify(about, null, 2) + '\n');

    // The checks.
    expect(script('validate/validate')).toContain('content is valid');
    run(path.join(ROOT, 'node_modules/vitest/vitest.mjs'), [
      'run',
      '--root',
      repo,
      'tests/unit/authoringGuide.test.ts',
      'tests/unit/schemas.test.ts',
      'tests/unit/editorCompletion.test.ts',
    ]);
    run(path.join(ROOT, 'node_modules/typescript/bin/tsc'), ['-p', 'tsconfig.json']);
    run(path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), [`blocks/${TYPE}`, 'blocks/registry.generated.ts']);

    // The guide shows the block with its required field, written by gen:docs.
    const guide = fs.readFileSync(path.join(repo, 'docs/authoring.md'), 'utf8');
    expect(guide.slice(guide.indexOf(`<a id="block-${TYPE}"></a>`))).toMatch(/"highlights": \[/);

    // What changed: the three files edited by hand; the rest written by new-block and the commands.
    expect(changedSince(before)).toEqual(
      [
        `schema/blocks/${TYPE}.schema.json`, // by hand, and new-block
        `blocks/${TYPE}/TeamHighlights.tsx`, // by hand, and new-block
        'pages/about.json', // by hand
        `blocks/${TYPE}/definition.ts`, // new-block
        'blocks/registry.generated.ts', // new-block, gen:types
        'blocks/content.generated.ts', // new-block, gen:types
        'schema/page.schema.json', // new-block, gen:types
        'docs/authoring.md', // new-block, gen:docs
      ].sort(),
    );
  }, 600_000);
});
