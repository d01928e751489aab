/**
 * npm run editor:account -- <user> --name "Ana Ruiz" --email ana@example.com [--role author|publisher]
 * npm run editor:account -- <user> --remove
 *
 * Adds an account to the hosted editor's accounts file (or sets its password again, or removes it),
 * the file npm run editor reads (EDITOR_ACCOUNTS, by default in its state folder). The password is
 * asked for twice at a terminal, or read as the first line of standard input; only its scrypt hash
 * is written. With --no-password, the account signs in through the reverse proxy only.
 */
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { hashPassword, readAccounts, USER_NAME, writeAccount, type Role } from './accounts.ts';
import { editorSettings } from './editorSettings.ts';

const MIN_PASSWORD = 12;

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** A line typed at the terminal without showing it, or standard input's first line. */
async function readPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = readline.createInterface({ input: process.stdin });
    for await (const line of lines) {
      lines.close();
      return line;
    }
    return '';
  }
  process.stdout.write(prompt);
  process.stdin.setRawMode(true);
  process.stdin.resume();
  return new Promise((resolve) => {
    let typed = '';
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u0003') process.exit(130);
        typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
      }
    };
    process.stdin.on('data', onData);
  });
}

const args = process.argv.slice(2);
const user = args[0] ?? '';
const { accountsFile } = editorSettings(process.env);
if (!USER_NAME.test(user)) {
  console.error(
    'Give a user name first: lower-case letters, digits, ".", "_" or "-" (npm run editor:account -- ana --name "Ana Ruiz" --email ana@example.com)',
  );
  process.exit(2);
}
if (args.includes('--remove')) {
  const accounts = fs.existsSync(accountsFile) ? readAccounts(accountsFile) : [];
  if (!accounts.some((account) => account.user === user)) {
    console.error(`${accountsFile} has no account "${user}"`);
    process.exit(2);
  }
  fs.writeFileSync(accountsFile, `${JSON.stringify({ accounts: accounts.filter((account) => account.user !== user) }, null, 2)}\n`, {
    mode: 0o600,
  });
  console.log(`Removed ${user} from ${accountsFile} (a running editor signs them out at their next request)`);
  process.exit(0);
}
const existing = fs.existsSync(accountsFile) ? readAccounts(accountsFile).find((account) => account.user === user) : undefined;
const name = option(args, '--name') ?? existing?.name;
const email = option(args, '--email') ?? existing?.email;
const role = (option(args, '--role') ?? existing?.role ?? 'author') as Role;
if (!name || !email || (role !== 'author' && role !== 'publisher')) {
  console.error('Give --name "Full Name" and --email address (as their commits will show), and --role author or publisher');
  process.exit(2);
}
let password: string | undefined;
if (!args.includes('--no-password')) {
  password = await readPassword('Password: ');
  if (process.stdin.isTTY && password !== (await readPassword('Again: '))) {
    console.error('The two passwords differ; nothing was written');
    process.exit(2);
  }
  if (password.length < MIN_PASSWORD) {
    console.error(`Use a password of at least ${MIN_PASSWORD} characters; nothing was written`);
    process.exit(2);
  }
}
fs.mkdirSync(path.dirname(accountsFile), { recursive: true, mode: 0o700 });
writeAccount(accountsFile, { user, name, email, role }, password ? await hashPassword(password) : existing?.password);
console.log(`${existing ? 'Updated' : 'Added'} ${user} (${role}) in ${accountsFile}`);
