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

describe('the commands the guides give', () => {
  it('for new-block are commands it accepts', () => {
    const commands = newBlockCommands();
    expect(commands.length).toBeGreaterThan(0);
    for (const { where, args } of commands) expect(() => parseNewBlockArgs(args), where).not.toThrow();
  });
});
