import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '../../scripts/lib/site/paths.ts';

/**
 * A throw-away PostgreSQL server for tests, from the operating system's packages (Debian:
 * `apt-get install -y postgresql`): initdb and pg_ctl in a temporary directory, listening only on a
 * Unix socket in that directory, so it takes no TCP port and nothing outside the test can reach it.
 */

/** The folder holding initdb, pg_ctl and postgres, or null when PostgreSQL is not installed. */
export function findPostgresBin(): string | null {
  const candidates: string[] = [];
  try {
    // Debian's pg_config (postgresql-common) names the newest installed server's folder.
    candidates.push(
      execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', timeout: 10_000, stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    );
  } catch {
    // No pg_config on the PATH: look where Debian installs the servers.
  }
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(debian, v, 'bin')));
  }
  return candidates.find((dir) => ['initdb', 'pg_ctl', 'postgres'].every((tool) => fs.existsSync(path.join(dir, tool)))) ?? null;
}

/** How to get PostgreSQL, for the message of a skipped or failed run. */
export const INSTALL_HINT = 'Install it with `apt-get install -y postgresql` (Debian/Ubuntu); .ci/run does so on CI.';

/** CI sets CI (to 1 or true); there a missing PostgreSQL is a failure, not a reason to skip. */
export function inCI(): boolean {
  const value = process.env.CI?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== '0' && value !== 'false';
}

/** The superuser initdb creates; on Supabase the bootstrap superuser has this name too. */
export const SUPERUSER = 'supabase_admin';

export interface PostgresServer {
  /** The directory holding the socket (pg's `host`). */
  socketDir: string;
  port: number;
  /** A connected client as `user` (trust authentication on the socket). */
  connect(user?: string): Promise<pg.Client>;
  /** Stops the server and removes its directory. Safe to call twice. */
  stop(): void;
}

/** initdb refuses to run as root; root runs the server as this account instead. */
function serverAccount(): { name: string; uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const passwd = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'));
  for (const name of ['postgres', 'nobody']) {
    const entry = passwd.find((fields) => fields[0] === name);
    if (entry) return { name, uid: Number(entry[2]), gid: Number(entry[3]) };
  }
  throw new Error('Running as root, but neither a postgres nor a nobody account exists to run PostgreSQL as.');
}

export function startPostgres(bin: string): PostgresServer {
  const account = serverAccount();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  const port = 5432; // names the socket file only: there is no TCP listener
  if (account) fs.chownSync(dir, account.uid, account.gid);

  /** Runs a server tool as the server's account, with a time limit so a test can never hang. */
  const run = (tool: string, args: string[], timeout: number) => {
    const [file, argv] = account ? ['runuser', ['-u', account.name, '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
    return execFileSync(file, argv, { cwd: dir, timeout, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], killSignal: 'SIGKILL' });
  };

  let running = false;
  const stop = () => {
    if (running) {
      running = false;
      try {
        run('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w', '-t', '20'], 30_000);
      } catch {
        // pg_ctl could not stop it in time: end the postmaster itself (its pid heads postmaster.pid).
        const pid = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
        if (pid > 0) process.kill(pid, 'SIGKILL');
      }
    }
    process.off('exit', stop);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // A test run killed half-way still takes its server down.
  process.on('exit', stop);

  try {
    run('initdb', ['-D', data, '-U', SUPERUSER, '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync', '--no-instructions'], 120_000);
    // pg_ctl hands -o to the server through a shell: the directory is quoted for it.
    const options = `-c listen_addresses='' -k '${dir}' -p ${port} -c fsync=off -c full_page_writes=off -c synchronous_commit=off`;
    running = true;
    run('pg_ctl', ['start', '-D', data, '-l', log, '-w', '-t', '60', '-o', options], 90_000);
  } catch (error) {
    const serverLog = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '(no server log)';
    const output = (error as { stderr?: string }).stderr ?? '';
    stop();
    throw new Error(`Could not start PostgreSQL from ${bin}: ${(error as Error).message}\n${output}\n${serverLog}`);
  }

  return {
    socketDir: dir,
    port,
    stop,
    async connect(user = SUPERUSER) {
      const client = new pg.Client({
        host: dir,
        port,
        user,
        database: 'postgres',
        connectionTimeoutMillis: 10_000,
        // No statement may wait forever (a lock held by a failed test, say).
        statement_timeout: 30_000,
        lock_timeout: 20_000,
      });
      await client.connect();
      return client;
    },
  };
}

/** The migrations, in the order Supabase applies them (file name order). */
export function migrations(): { name: string; sql: string }[] {
  const dir = path.join(ROOT, 'supabase/migrations');
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

/**
 * What a Supabase project has before its own migrations run: the API roles, their use of the public
 * schema, and the default privileges that give every new table, sequence and function in public to
 * all three roles, so a migration must take back what it does not want them to have. `owner` is
 * the role that runs the migrations (on Supabase, `postgres`); the defaults are set for it and for
 * the role running this script.
 */
export function supabaseBootstrapSql(owner: string): string {
  const defaults = (forRole: string) =>
    ['tables', 'sequences', 'functions']
      .map((kind) => `alter default privileges${forRole} in schema public grant all on ${kind} to anon, authenticated, service_role;`)
      .join('\n');
  return `
    create role anon nologin noinherit;
    create role authenticated nologin noinherit;
    create role service_role nologin noinherit bypassrls;
    grant usage on schema public to anon, authenticated, service_role;
    ${defaults('')}
    ${defaults(` for role ${owner}`)}
  `;
}
