import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseNewBlockArgs } from '../../scripts/lib/newBlockArgs.ts';
import { ROOT } from '../../scripts/lib/paths.ts';

// A command the guides give must run as written (with its placeholders filled in): an author copies it.

const GUIDES = ['README.md', ...fs.readdirSync(path.join(ROOT, 'docs')).map((name) => `docs/${name}`)].filter((file) =>
  file.endsWith('.md'),
);

/** A placeholder of the guides, as an author would fill it in. */
const PLACEHOLDERS: Record<string, string> = { '<type>': 'team-highlights', '…': 'What the block is for.' };

/** Every `npm run new-block …` given with arguments in the guides, as its file and the arguments the script receives. */
function newBlockCommands(): { where: string; args: string[] }[] {
  return GUIDES.flatMap((file) =>
    [...fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(/npm run new-block\b([^`\n]*)/g)]
      .map((match) => match[1]!.trim())
      // Without arguments it names the command rather than gives one to run.
      .filter((rest) => rest !== '')
      .map((rest) => {
        const words = [...rest.matchAll(/"([^"]*)"|(\S+)/g)].map((word) => word[1] ?? word[2]!);
        // npm hands the script what follows `--`.
        const args = (words[0] === '--' ? words.slice(1) : words).map((word) => PLACEHOLDERS[word] ?? word);
        return { where: `${file}: npm run new-block ${rest}`, args };
      }),
  );
}

const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** What `npm test` runs, in order, as the words the guides use for each step. */
const TEST_STEPS: [word: RegExp, script: string][] = [
  [/validate/, 'validate'],
  [/lint/, 'lint'],
  [/format/, 'format:check'],
  [/type.?check/, 'typecheck'],
  [/unit/, 'test:unit'],
  [/browser/, 'test:e2e'],
];

describe('the commands the guides give', () => {
  it('name scripts that package.json has', () => {
    for (const file of GUIDES) {
      const named = [...fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(/npm run ([a-z][\w:-]*)/g)].map((match) => match[1]!);
      for (const name of named) expect(Object.keys(scripts), `${file}: npm run ${name}`).toContain(name);
    }
  });

  it('say what npm test runs, every step of it', () => {
    expect(scripts.test).toBe(TEST_STEPS.map(([, script]) => `npm run ${script}`).join(' && '));
    // Each place a guide says what `npm test` does: "npm test  # …", "`npm test` (…)", "`npm test` — …".
    const descriptions = GUIDES.flatMap((file) =>
      [...fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(/npm test`?\s*(?:#|\(|—)\s*([^)\n]*)/g)].map((match) => ({
        where: `${file}: ${match[0]}`,
        says: match[1]!,
      })),
    );
    expect(descriptions.length).toBeGreaterThanOrEqual(3);
    for (const { where, says } of descriptions) for (const [word] of TEST_STEPS) expect(says, where).toMatch(word);
  });

  it('for new-block are commands it accepts', () => {
    const commands = newBlockCommands();
    expect(commands.length).toBeGreaterThan(0);
    for (const { where, args } of commands) expect(() => parseNewBlockArgs(args), where).not.toThrow();
  });
});
