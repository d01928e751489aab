import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { hashPassword, type EditorAccount } from '../../devtools/editor/hosted/accounts.ts';
import { ROOT } from '../../scripts/lib/site/paths.ts';

export interface TestAccount extends EditorAccount {
  password: string;
}

export interface HostedEditorProcess {
  base: string;
  stateDir: string;
  stop(): void;
}

const READY = /The page editor is at (http:\/\/127\.0\.0\.1:\d+)\/__edit/;
const START_LIMIT_MS = 90_000;

/**
 * Starts `npm run editor`'s command (devtools/editor/hosted/serve-editor.ts), as a host would, on
 * the checkout `repoDir` with an accounts file of `accounts` (their passwords hashed as the account
 * command hashes them), on a port the system picks; resolves with its address once it listens.
 */
export async function startHostedEditorProcess(
  repoDir: string,
  accounts: TestAccount[],
  env: Record<string, string> = {},
): Promise<HostedEditorProcess> {
  const stateDir = path.join(path.dirname(repoDir), 'state');
  fs.mkdirSync(stateDir, { recursive: true });
  const stored = await Promise.all(
    accounts.map(async ({ password, ...account }) => ({ ...account, password: await hashPassword(password) })),
  );
  fs.writeFileSync(path.join(stateDir, 'accounts.json'), JSON.stringify({ accounts: stored }, null, 2));
  const child = spawn(process.execPath, ['--import', 'tsx', 'devtools/editor/hosted/serve-editor.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      EDITOR_REPO: repoDir,
      EDITOR_STATE_DIR: stateDir,
      EDITOR_PORT: '0',
      VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      NO_COLOR: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the hosted editor did not start within ${START_LIMIT_MS / 1000} s:\n${output}`)),
      START_LIMIT_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const address = READY.exec(output)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the hosted editor stopped (exit ${code}):\n${output}`));
    });
  });
  return { base, stateDir, stop: () => void child.kill() };
}
