import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { appendRotating, tornName } from '../../scripts/serve/inboxFile.ts';
import { INBOX_FILE_LIMIT } from '../../scripts/serve/inbox.ts';
import { startDevServer } from '../../scripts/lib/processes/devServer.ts';
import { PAGES_DIR, ROOT } from '../../scripts/lib/site/paths.ts';
import { writeSiteFixture } from '../support/previewServer.ts';

/**
 * The local inbox when the disk fills: a post is appended whole or not at all, and a last line left
 * torn (a crash mid-write, or the old writer's cut line) is set aside before the next post, so every
 * line of an inbox file can be read back. Real limits throughout: a writer started with `ulimit -f`
 * (tests/support/sizeLimitedWrite.ts), and the real preview and dev servers given a file size limit
 * while they run (`prlimit --pid`), which fails their writes past it with EFBIG as a full disk would.
 */
const cleanups: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function temporaryDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** One line as the inbox writes it: a JSON object, then a line feed. */
const line = (name: string, bytes: number) => `${JSON.stringify({ name, message: 'x'.repeat(bytes) })}\n`;

/** Every line of an inbox file, each parsed (a line that does not parse fails the test). */
function lines(file: string): unknown[] {
  const text = fs.readFileSync(file, 'utf8');
  expect(text.endsWith('\n'), 'the file ends with a whole line').toBe(true);
  return text
    .slice(0, -1)
    .split('\n')
    .map((each) => JSON.parse(each) as unknown);
}

/** Runs the inbox's writer with files limited to `kilobytes`; what it printed. */
function appendUnderSizeLimit(kilobytes: number, file: string, text: string): { failed?: string } {
  const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
  const args = [process.execPath, tsx, 'tests/support/sizeLimitedWrite.ts', 'inbox', file, String(INBOX_FILE_LIMIT), text];
  const quoted = args.map((arg) => `'${arg}'`).join(' ');
  const run = spawnSync('bash', ['-c', `ulimit -f ${kilobytes} && exec ${quoted}`], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { failed?: string };
}

describe('the inbox writer', () => {
  it('leaves the file as it was when a post does not fit, and appends the next one whole', () => {
    const file = path.join(temporaryDir('inbox-full'), 'contact.jsonl');
    fs.writeFileSync(file, line('first', 2000) + line('second', 2000));
    const before = fs.readFileSync(file);
    // 4 KB there, 8 KB allowed: the 5 KB post would end past the limit, part-way through its line.
    expect(appendUnderSizeLimit(8, file, line('too big', 5000))).toEqual({ failed: 'EFBIG' });
    expect(fs.readFileSync(file)).toEqual(before);

    appendRotating(file, line('next', 10), INBOX_FILE_LIMIT);
    expect(lines(file)).toEqual([
      { name: 'first', message: 'x'.repeat(2000) },
      { name: 'second', message: 'x'.repeat(2000) },
      { name: 'next', message: 'x'.repeat(10) },
    ]);
  });

  it.each([
    ['a last line cut off (no line feed)', line('kept', 10) + line('cut', 3000).slice(0, 1500)],
    ['a cut line that a later post was appended to', line('kept', 10) + line('cut', 3000).slice(0, 1500) + line('appended', 10)],
    ['a last line of bytes that are not JSON', `${line('kept', 10)}\u0000\u0000\u0000\n`],
  ])('sets aside %s before the next post, so every line reads back', (_label, text) => {
    const dir = temporaryDir('inbox-torn');
    const file = path.join(dir, 'contact.jsonl');
    fs.writeFileSync(file, text);
    appendRotating(file, line('next', 10), INBOX_FILE_LIMIT);
    expect(lines(file)).toEqual([
      { name: 'kept', message: 'x'.repeat(10) },
      { name: 'next', message: 'x'.repeat(10) },
    ]);
    // Nothing is lost: the torn bytes are kept, as a JSON line of their own, beside the inbox.
    const setAside = lines(tornName(file)) as { text: string }[];
    expect(setAside).toEqual([expect.objectContaining({ text: text.slice(line('kept', 10).length) })]);
    expect(fs.readdirSync(dir).sort()).toEqual(['contact.jsonl', path.basename(tornName(file))].sort());
  });
});

interface RunningServer {
  base: string;
  pid: number;
  stop: () => void;
}

/** The real preview server (scripts/serve/serve.ts, as `npm run preview` runs it) serving a small built site. */
async function startPreviewProcess(): Promise<RunningServer> {
  const site = writeSiteFixture();
  cleanups.push(() => fs.rmSync(site, { recursive: true, force: true }));
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve/serve.ts'], {
    cwd: ROOT,
    env: { ...process.env, SITE_DIST: site, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => void child.kill();
  const base = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.once('exit', (code) => reject(new Error(`the preview server stopped (exit code ${code}) before it listened`)));
  });
  return { base, pid: child.pid!, stop };
}

/** The real dev server (vite, as `npm run dev` runs it). */
const startDevProcess = (): Promise<RunningServer> => startDevServer({ pagesDir: PAGES_DIR, label: 'inbox' });

/** Limits the size of the files a running process may write, as a disk with that much room would ('unlimited' lifts it). */
function limitFileSize(pid: number, bytes: number | 'unlimited'): void {
  const run = spawnSync('prlimit', ['--pid', String(pid), `--fsize=${bytes}:`], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
}

describe.each([
  ['preview server', startPreviewProcess],
  ['dev server', startDevProcess],
])('the %s’s inbox on a full disk', (_name, start) => {
  it('answers 503 with a JSON message, keeps the file whole, and takes the next post whole once there is room', async () => {
    const inbox = temporaryDir('inbox-server');
    process.env.INBOX_DIR = inbox;
    cleanups.push(() => void delete process.env.INBOX_DIR);
    const server = await start();
    cleanups.push(server.stop);
    const post = (body: string) =>
      fetch(`${server.base}/__inbox/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.base },
        body,
      });

    const file = path.join(inbox, 'contact.jsonl');
    fs.writeFileSync(file, line('earlier visitor', 20_000));
    const before = fs.readFileSync(file);
    limitFileSize(server.pid, before.length + 1024);
    const refused = await post(JSON.stringify({ name: 'visitor', message: 'y'.repeat(5000) }));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toEqual({ error: expect.stringMatching(/not kept/) });
    expect(fs.readFileSync(file)).toEqual(before);

    limitFileSize(server.pid, 'unlimited');
    const accepted = await post(JSON.stringify({ name: 'next visitor', message: 'z' }));
    expect(accepted.status).toBe(201);
    expect(lines(file)).toEqual([
      { name: 'earlier visitor', message: 'x'.repeat(20_000) },
      { name: 'next visitor', message: 'z' },
    ]);
  }, 120_000);
});
