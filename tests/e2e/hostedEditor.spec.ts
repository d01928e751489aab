import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test, expect, type Browser, type Page } from '@playwright/test';
import { makeSiteRepository, type SiteRepository } from '../support/siteRepository.ts';
import { startHostedEditorProcess, type HostedEditorProcess, type TestAccount } from '../support/hostedEditorProcess.ts';

/**
 * The hosted editor (npm run editor) as authors without a developer's machine use it: a real
 * checkout of the site with a real bare remote on disk, the server started by its own command,
 * three accounts, Chromium. Two authors save the same page; a publisher publishes one, is refused
 * the other with nothing pushed, and nobody's work is lost. And what a stranger would try.
 */
const ana: TestAccount = { user: 'ana', name: 'Ana Ruiz', email: 'ana@example.com', role: 'author', password: 'ana-long-password-1' };
const ben: TestAccount = { user: 'ben', name: 'Ben Okafor', email: 'ben@example.com', role: 'author', password: 'ben-long-password-2' };
const pat: TestAccount = { user: 'pat', name: 'Pat Lee', email: 'pat@example.com', role: 'publisher', password: 'pat-long-password-3' };

let site: SiteRepository;
let editor: HostedEditorProcess;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(150_000);
  site = makeSiteRepository('hosted-editor');
  editor = await startHostedEditorProcess(site.checkout, [ana, ben, pat], { EDITOR_ALLOWED_HOSTS: 'edit.redbud.test' });
});
test.afterAll(() => {
  editor?.stop();
  site?.cleanup();
});

const heroTitleOf = (text: string) => (JSON.parse(text) as { blocks: { title: string }[] }).blocks[0]!.title;

/** Signs `account` in through the sign-in screen, from the address it was sent to. */
async function signIn(page: Page, account: TestAccount, at = '/__edit') {
  await page.goto(`${editor.base}${at}`);
  await expect(page).toHaveURL(/\/__auth\/sign-in\?next=/);
  await page.getByLabel('User name').fill(account.user);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signedIn(browser: Browser, account: TestAccount, at: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, account, at);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  return page;
}

/** Types `words` at the end of the open page's hero title and saves; resolves once saved. */
async function retitleHero(page: Page, words: string) {
  await page
    .getByRole('list', { name: 'Blocks of this page' })
    .getByRole('button', { name: /^1\. hero/ })
    .click();
  const title = page.getByRole('region', { name: 'Form' }).getByRole('textbox', { name: /^Title/ });
  await title.press('End');
  await title.pressSequentially(words, { delay: 20 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('[data-save-status]')).toHaveText(/^Saved/, { timeout: 60_000 });
}

test('two authors save the same page on their own branches; the publisher publishes one and is refused the other, with nothing lost', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const original = heroTitleOf(site.published('pages/about.json'));
  const anaPage = await signedIn(browser, ana, '/__edit/about');
  await expect(anaPage.getByRole('heading', { level: 1 })).toHaveText(/Editing .*pages\/about\.json/);
  await retitleHero(anaPage, ' (Ana)');
  const benPage = await signedIn(browser, ben, '/__edit/about');
  await retitleHero(benPage, ' (Ben)');

  // Each save is a commit on its author's branch, as theirs; nothing is published yet.
  expect(site.git(site.checkout, 'log', '-1', '--format=%an <%ae>|%s', 'edit/ana').trim()).toBe(
    'Ana Ruiz <ana@example.com>|Edit pages/about.json',
  );
  expect(site.git(site.checkout, 'log', '-1', '--format=%an <%ae>|%s', 'edit/ben').trim()).toBe(
    'Ben Okafor <ben@example.com>|Edit pages/about.json',
  );
  expect(heroTitleOf(site.published('pages/about.json'))).toBe(original);

  // An author sees their own change waiting, with its diff, and no Publish button.
  await anaPage.goto(`${editor.base}/__edit`);
  const anaList = anaPage.getByRole('region', { name: 'Waiting to be published' });
  await expect(anaList.getByRole('heading', { name: 'Your changes (1 file)' })).toBeVisible();
  await anaList.getByText('pages/about.json (changed)').click();
  await expect(anaList.locator('pre')).toContainText(`+      "title": "${original} (Ana)",`);
  await expect(anaList.getByRole('button', { name: /^Publish/ })).toHaveCount(0);
  await expect(anaList).not.toContainText('Ben');

  // The publisher sees both, and publishes Ana's: merged, checked and pushed to the remote.
  const patPage = await signedIn(browser, pat, '/__edit');
  const list = patPage.getByRole('region', { name: 'Waiting to be published' });
  await expect(list.getByRole('heading', { name: 'Ana Ruiz’s changes (1 file)' })).toBeVisible();
  await expect(list.getByRole('heading', { name: 'Ben Okafor’s changes (1 file)' })).toBeVisible();
  await list.getByRole('button', { name: 'Publish Ana Ruiz’s changes' }).click();
  await expect(list.locator('[data-publish-said]')).toHaveText(/^Published the changes of Ana Ruiz\./, { timeout: 60_000 });
  expect(heroTitleOf(site.published('pages/about.json'))).toBe(`${original} (Ana)`);
  expect(site.git(site.remote, 'log', '-1', '--format=%an|%s', 'main').trim()).toBe('Pat Lee|Publish the changes of Ana Ruiz');
  await expect(list.getByRole('heading', { name: /Ana Ruiz’s changes/ })).toHaveCount(0);

  // Ben's change to the same line conflicts: refused, nothing pushed, his change still waiting.
  const published = site.git(site.remote, 'rev-parse', 'main');
  await list.getByRole('button', { name: 'Publish Ben Okafor’s changes' }).click();
  await expect(list.locator('[data-publish-said="danger"]')).toHaveText(
    /Nothing was published: the changes of Ben Okafor to pages\/about\.json conflict with what is published now/,
    { timeout: 60_000 },
  );
  expect(site.git(site.remote, 'rev-parse', 'main')).toBe(published);
  expect(heroTitleOf(site.git(site.checkout, 'show', 'edit/ben:pages/about.json'))).toBe(`${original} (Ben)`);
  await expect(list.getByRole('heading', { name: 'Ben Okafor’s changes (1 file)' })).toBeVisible();

  // Ben discards his; his next editing starts from the page as published.
  await benPage.goto(`${editor.base}/__edit`);
  const benList = benPage.getByRole('region', { name: 'Waiting to be published' });
  await benList.getByRole('button', { name: 'Discard the changes to pages/about.json' }).click();
  await expect(benList.locator('[data-publish-said="ok"]')).toHaveText('Discarded the changes to pages/about.json.');
  await expect(benList).toContainText('Nothing. Saved changes wait here');
  for (const page of [anaPage, benPage, patPage]) await page.context().close();
});

test('a session that ends while an author edits asks for the password again in place, keeps the unsaved edit and saves it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser, ana, '/__edit/contact');
  await page
    .getByRole('list', { name: 'Blocks of this page' })
    .getByRole('button', { name: /^1\. hero/ })
    .click();
  const title = page.getByRole('region', { name: 'Form' }).getByRole('textbox', { name: /^Title/ });
  const before = await title.inputValue();
  await title.press('End');
  await title.pressSequentially(' today', { delay: 20 });
  // The preview has followed the typing: no request of the editor's is still on its way, and Save's
  // is the one that finds the session gone (on a slow machine the preview's did, and the dialog was
  // over Save before it was pressed).
  await expect(page.locator('[data-preview] iframe').contentFrame().getByRole('heading', { level: 1 })).toHaveText(`${before} today`, {
    timeout: 30_000,
  });
  // The session goes (as after a restart of the server, or the cookie's end): the next request finds it gone.
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(title).toHaveValue(`${before} today`);
  // A wrong password is told as any other is, and the dialog stays.
  await dialog.getByLabel(/^Password/).fill('not the password');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('That user name and password do not match an account.');
  await dialog.getByLabel(/^Password/).fill(ana.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-save-status]')).toHaveText(/^Saved/, { timeout: 60_000 });
  expect(heroTitleOf(site.git(site.checkout, 'show', 'edit/ana:pages/contact.json'))).toBe(`${before} today`);
  await page.context().close();
});

/** A request as a stranger's script would send it, with the session cookie `cookie` if any. */
const send = (pathname: string, init: RequestInit & { cookie?: string } = {}) =>
  fetch(`${editor.base}${pathname}`, {
    redirect: 'manual',
    ...init,
    headers: { ...(init.cookie ? { cookie: init.cookie } : {}), ...(init.headers as Record<string, string> | undefined) },
  });

/**
 * A request of `rawPath` exactly as written (fetch would resolve its dot segments first) and with
 * the headers given, a Host header too (which fetch sets itself).
 */
function rawRequest(
  rawPath: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; text: string; setCookie?: string[] }> {
  const { hostname, port } = new URL(editor.base);
  return new Promise((resolve, reject) => {
    http
      .request({ hostname, port, method, path: rawPath, headers }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text, setCookie: response.headers['set-cookie'] }));
      })
      .on('error', reject)
      .end(body);
  });
}
const rawGet = (rawPath: string, cookie: string) => rawRequest(rawPath, { headers: { cookie } });

/** Signs in as the editor's page does (its Origin), and returns the cookie and the page's token. */
async function sessionOf(account: TestAccount) {
  const response = await send('/__auth/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: editor.base },
    body: JSON.stringify({ user: account.user, password: account.password }),
  });
  expect(response.status).toBe(200);
  const setCookie = response.headers.get('set-cookie') ?? '';
  return { setCookie, cookie: setCookie.split(';')[0]!, csrf: ((await response.json()) as { csrf: string }).csrf };
}

test('what a stranger tries: every answer needs a session, the checkout is never served, writes need the page’s token, sign-in says one thing and stops guessing', async () => {
  test.setTimeout(120_000);
  // Without a session: the screens send to sign-in, everything else is refused.
  const screen = await send('/__edit/about', { headers: { accept: 'text/html' } });
  expect(screen.status).toBe(303);
  expect(screen.headers.get('location')).toBe('/__auth/sign-in?next=%2F__edit%2Fabout');
  for (const pathname of [
    '/__editor/pages',
    '/__editor/page?id=about',
    '/__editor/changes',
    '/__editor/images',
    '/favicon.svg',
    '/package.json',
  ])
    expect((await send(pathname)).status, pathname).toBe(401);
  for (const pathname of ['/__editor/save', '/__editor/publish', '/__editor/discard', '/__editor/new-page', '/__editor/preview'])
    expect(
      (await send(pathname, { method: 'POST', headers: { 'content-type': 'application/json', origin: editor.base }, body: '{}' })).status,
      pathname,
    ).toBe(401);
  // A sign-in that sends a visitor elsewhere afterwards goes to the editor instead.
  const away = await send('/__auth/sign-in?next=//evil.example/x');
  expect(await away.text()).toContain('name="next" value="/__edit"');

  // The session cookie: this host only, HTTPS only, no script, no other site.
  const { setCookie, cookie, csrf } = await sessionOf(ana);
  expect(setCookie).toMatch(/^__Host-editor-session=[\w-]{40,}; Path=\/; Secure; HttpOnly; SameSite=Strict$/);

  // Signed in, the checkout is still never served: not its code, settings, content files, git or the accounts.
  for (const pathname of [
    '/package.json',
    '/vite.config.ts',
    '/pages/about.json',
    '/schema/page.schema.json',
    '/blocks/site.ts',
    '/devtools/editor/main.tsx',
    '/.git/config',
    '/.git/HEAD',
    '/accounts.json',
    '/state/accounts.json',
    '/%2e%2e/state/accounts.json',
    '/..%2fstate%2faccounts.json',
    '/../state/accounts.json',
    '/__edit/assets/../../accounts.json',
    '/__edit/assets/%2e%2e/.vite/manifest.json',
    '/__edit/assets/..%2f..%2faccounts.json',
    '/__edit/assets/.vite/manifest.json',
    '/images/..%2f..%2fpages%2fabout.json',
    '/@vite/client',
    '/@fs/etc/passwd',
    '/node_modules/react/package.json',
    '/.env',
  ]) {
    const { status, text } = await rawGet(pathname, cookie);
    expect(status, pathname).toBe(404);
    expect(text, pathname).not.toContain('scrypt$');
  }
  // What it does serve: the author's images, and the built editor.
  expect((await send('/favicon.svg', { cookie })).status).toBe(200);

  // A write without the page's token, or from another origin, is refused before anything is read.
  const newPage = (headers: Record<string, string>) =>
    send('/__editor/new-page', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ path: '/stranger' }),
    });
  expect((await newPage({ origin: editor.base })).status).toBe(403);
  expect((await newPage({ origin: 'https://evil.example', 'x-csrf-token': csrf })).status).toBe(403);
  expect((await newPage({ origin: editor.base, 'x-csrf-token': 'x'.repeat(csrf.length) })).status).toBe(403);
  expect(fs.existsSync(path.join(editor.stateDir, 'worktrees/ana/pages/stranger.json'))).toBe(false);
  // An author may not publish.
  const publish = await send('/__editor/publish', {
    method: 'POST',
    cookie,
    headers: { 'content-type': 'application/json', origin: editor.base, 'x-csrf-token': csrf },
    body: '{}',
  });
  expect(publish.status).toBe(403);
  expect(((await publish.json()) as { error: string }).error).toBe(
    'Only a publisher may publish. Your changes are saved and wait for one.',
  );
  // A sign-in posted from another site is refused (it would sign the author in as someone else).
  const foreign = await send('/__auth/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    body: `user=pat&password=${pat.password}`,
  });
  expect(foreign.status).toBe(403);
  // A page elsewhere whose name is made to resolve to the editor (DNS rebinding) is its own origin
  // there: its Origin and Host agree, and only the name tells it apart. Only the names listed
  // (EDITOR_ALLOWED_HOSTS), IP addresses and localhost are answered.
  const { port } = new URL(editor.base);
  const asName = (name: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}, at = '/__auth/sign-in') =>
    rawRequest(at, { ...init, headers: { host: `${name}:${port}`, origin: `http://${name}:${port}`, ...init.headers } });
  const signInAs = (name: string) =>
    asName(name, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `user=pat&password=${pat.password}`,
    });
  const rebound = await signInAs('rebound.example');
  expect([rebound.status, rebound.setCookie]).toEqual([403, undefined]);
  expect(rebound.text).not.toContain('rebound.example');
  expect((await asName('rebound.example', { headers: { cookie } }, '/__editor/pages')).status).toBe(403);
  expect((await signInAs('edit.redbud.test')).status).toBe(303);
  expect((await asName('localhost', { headers: { cookie } }, '/__editor/pages')).status).toBe(200);

  // A wrong password and an unknown user get the same words; after five wrong tries the user waits.
  const tryPassword = (user: string, password: string) =>
    send('/__auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: editor.base },
      body: new URLSearchParams({ user, password, next: '/__edit' }).toString(),
    });
  const unknown = await tryPassword('nobody', 'whatever-it-is');
  const wrong = await tryPassword('ben', 'whatever-it-is');
  expect([unknown.status, wrong.status]).toEqual([401, 401]);
  const said = (html: string) => /<p role="alert">([^<]*)<\/p>/.exec(html)?.[1];
  expect(said(await unknown.text())).toBe('That user name and password do not match an account.');
  expect(said(await wrong.text())).toBe('That user name and password do not match an account.');
  for (let attempt = 2; attempt <= 5; attempt++) expect((await tryPassword('ben', `guess-${attempt}`)).status).toBe(401);
  const held = await tryPassword('ben', ben.password);
  expect(held.status).toBe(429);
  expect(said(await held.text())).toBe('Too many sign-in attempts. Try again in 15 minutes.');
  // The right password of another user still signs in.
  expect((await tryPassword('pat', pat.password)).status).toBe(303);
});
