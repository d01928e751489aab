import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EditorAccount } from '../../devtools/editor/hosted/accounts.ts';
import { editorRepository, RepositoryRefusal, type EditorRepository } from '../../devtools/editor/hosted/editorRepository.ts';
import { makeSiteRepository, type SiteRepository } from '../support/siteRepository.ts';

/**
 * The hosted editor's git side on a real repository with a real bare remote: saves commit on each
 * author's branch as theirs, publishing merges, checks and pushes (never forced), and a conflict or
 * a failing check publishes nothing and loses nothing.
 */
const ana: EditorAccount = { user: 'ana', name: 'Ana Ruiz', email: 'ana@example.com', role: 'author' };
const ben: EditorAccount = { user: 'ben', name: 'Ben Okafor', email: 'ben@example.com', role: 'author' };
const pat: EditorAccount = { user: 'pat', name: 'Pat Lee', email: 'pat@example.com', role: 'publisher' };
const names = (user: string) => ({ ana: ana.name, ben: ben.name, pat: pat.name })[user] ?? user;

let site: SiteRepository;
let repository: EditorRepository;
/** What the check says of a content folder: set by a test to make validate fail. */
let checkSays: (pagesDir: string) => string[];

beforeEach(() => {
  site = makeSiteRepository('editor-repository');
  checkSays = () => [];
  repository = editorRepository({
    repoDir: site.checkout,
    stateDir: path.join(site.root, 'state'),
    remote: 'origin',
    mainBranch: 'main',
    committer: { name: 'Site editor', email: 'editor@example.com' },
    check: async (pagesDir) => checkSays(pagesDir),
  });
});
afterEach(() => site.cleanup());

/** Edits a page's description in the author's worktree and saves (commits) it. */
async function saveDescription(account: EditorAccount, page: string, description: string) {
  const dir = await repository.worktree(account.user);
  const file = path.join(dir, 'pages', `${page}.json`);
  const document = JSON.parse(fs.readFileSync(file, 'utf8')) as { meta: { description: string } };
  const before = document.meta.description;
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(JSON.stringify(before), JSON.stringify(description)));
  return repository.commit(account, `Edit pages/${page}.json`);
}

const descriptionOf = (text: string) => (JSON.parse(text) as { meta: { description: string } }).meta.description;

describe('the hosted editor’s repository', () => {
  it('commits a save on the author’s own branch, with the author as its author and nothing published yet', async () => {
    const commit = await saveDescription(ana, 'about', 'About us, by Ana.');
    expect(commit).toMatch(/^[0-9a-f]{40}$/);
    const [author, committer, subject] = site.git(site.checkout, 'log', '-1', '--format=%an <%ae>%n%cn%n%s', 'edit/ana').trim().split('\n');
    expect(author).toBe('Ana Ruiz <ana@example.com>');
    expect(committer).toBe('Site editor');
    expect(subject).toBe('Edit pages/about.json');
    expect(descriptionOf(site.published('pages/about.json'))).not.toBe('About us, by Ana.');
    // Nothing changed, nothing committed.
    expect(await repository.commit(ana, 'Edit pages/about.json')).toBeNull();
  });

  it('lists what waits to be published with its diff, per author, and a discard takes it back', async () => {
    await saveDescription(ana, 'about', 'About us, by Ana.');
    await saveDescription(ben, 'contact', 'Write to us, by Ben.');
    const pending = await repository.pending();
    expect(pending.map((changes) => [changes.user, changes.files.map((f) => `${f.status} ${f.file}`)])).toEqual([
      ['ana', ['changed pages/about.json']],
      ['ben', ['changed pages/contact.json']],
    ]);
    expect(pending[0]!.files[0]!.diff).toContain('+    "description": "About us, by Ana."');
    expect(await repository.pending('ben')).toHaveLength(1);

    await repository.discard(ana, 'ana', ['pages/about.json']);
    expect(await repository.pending('ana')).toEqual([]);
    const ours = fs.readFileSync(path.join(await repository.worktree('ana'), 'pages/about.json'), 'utf8');
    expect(ours).toBe(site.published('pages/about.json'));
    await expect(repository.discard(ana, 'ana', ['pages/about.json'])).rejects.toThrow(/nothing waits to be published/);
  });

  it('refuses a discard that would leave the site failing validate, changing nothing', async () => {
    await saveDescription(ana, 'about', 'About us, by Ana.');
    checkSays = () => ['pages/routes.json:3:5 the route /x names a page that does not exist'];
    await expect(repository.discard(ana, 'ana', ['pages/about.json'])).rejects.toThrow(
      /Discarding pages\/about.json alone would leave the site with an issue: .*routes.json/,
    );
    expect((await repository.pending('ana'))[0]!.files.map((f) => f.file)).toEqual(['pages/about.json']);
    expect(site.git(await repository.worktree('ana'), 'status', '--porcelain')).toBe('');
  });

  it('publishes two authors’ changes to one page when they touch different lines, and pushes without force', async () => {
    await saveDescription(ana, 'about', 'About us, by Ana.');
    const dir = await repository.worktree('ben');
    const file = path.join(dir, 'pages/about.json');
    const text = fs.readFileSync(file, 'utf8');
    const subtitle = (JSON.parse(text) as { blocks: { subtitle: string }[] }).blocks[0]!.subtitle;
    fs.writeFileSync(file, text.replace(JSON.stringify(subtitle), JSON.stringify('Brokers and managers, by Ben.')));
    await repository.commit(ben, 'Edit pages/about.json');

    const { commit, published } = await repository.publish(pat, ['ana', 'ben'], names);
    expect(published).toEqual(['ana', 'ben']);
    expect(site.git(site.remote, 'rev-parse', 'main').trim()).toBe(commit);
    const live = JSON.parse(site.published('pages/about.json')) as { meta: { description: string }; blocks: { subtitle: string }[] };
    expect(live.meta.description).toBe('About us, by Ana.');
    expect(live.blocks[0]!.subtitle).toBe('Brokers and managers, by Ben.');
    // The merge is the publisher's; the changes stay their authors'.
    expect(site.git(site.remote, 'log', '-1', '--format=%an', 'main').trim()).toBe('Pat Lee');
    expect(site.git(site.remote, 'log', '--format=%an', 'main').split('\n')).toEqual(expect.arrayContaining(['Ana Ruiz', 'Ben Okafor']));
    // The checkout follows, and nothing waits any more.
    expect(site.git(site.checkout, 'rev-parse', 'main').trim()).toBe(commit);
    expect(descriptionOf(fs.readFileSync(path.join(site.checkout, 'pages/about.json'), 'utf8'))).toBe('About us, by Ana.');
    expect(await repository.pending()).toEqual([]);
  });

  it('refuses to publish when two authors changed the same line: nothing pushed, the second author’s change kept', async () => {
    await saveDescription(ana, 'about', 'About us, by Ana.');
    await saveDescription(ben, 'about', 'About us, by Ben.');
    const before = site.git(site.remote, 'rev-parse', 'main');
    await repository.publish(pat, ['ana'], names);
    const afterAna = site.git(site.remote, 'rev-parse', 'main');
    expect(afterAna).not.toBe(before);

    const refused = repository.publish(pat, ['ben'], names);
    await expect(refused).rejects.toBeInstanceOf(RepositoryRefusal);
    await expect(refused).rejects.toThrow(/the changes of Ben Okafor to pages\/about.json conflict with what is published now/);
    expect(site.git(site.remote, 'rev-parse', 'main')).toBe(afterAna);
    expect(descriptionOf(site.published('pages/about.json'))).toBe('About us, by Ana.');
    expect(descriptionOf(site.git(site.checkout, 'show', 'edit/ben:pages/about.json'))).toBe('About us, by Ben.');
    // Catching up with what is published would conflict too: Ben's branch is left as it is, the file named.
    expect(await repository.catchUp(ben)).toEqual(['pages/about.json']);
    expect(descriptionOf(fs.readFileSync(path.join(await repository.worktree('ben'), 'pages/about.json'), 'utf8'))).toBe(
      'About us, by Ben.',
    );
  });

  it('refuses to publish when validate fails on the merged site, pushing nothing', async () => {
    await saveDescription(ana, 'about', 'About us, by Ana.');
    const before = site.git(site.remote, 'rev-parse', 'main');
    checkSays = (pagesDir) => [`${path.basename(path.dirname(pagesDir))}: pages/about.json:4:20 description is too short`];
    await expect(repository.publish(pat, ['ana'], names)).rejects.toThrow(/does not pass validate \(1 issue\): publish: pages\/about.json/);
    expect(site.git(site.remote, 'rev-parse', 'main')).toBe(before);
    expect(await repository.pending('ana')).toHaveLength(1);
  });

  it('never force-pushes: when the remote moved meanwhile, publishing merges onto it, and a push it refuses is said so', async () => {
    // Someone pushes to main from elsewhere (a developer), after the checkout last fetched.
    const other = path.join(site.root, 'other');
    site.git(site.root, 'clone', '--quiet', site.remote, other);
    fs.writeFileSync(
      path.join(other, 'pages/contact.json'),
      fs.readFileSync(path.join(other, 'pages/contact.json'), 'utf8').replace('"meta"', '"meta" '),
    );
    site.git(other, 'commit', '--quiet', '-am', 'A developer’s change');
    site.git(other, 'push', '--quiet', 'origin', 'main');
    const theirs = site.git(site.remote, 'rev-parse', 'main').trim();

    await saveDescription(ana, 'about', 'About us, by Ana.');
    const { commit } = await repository.publish(pat, ['ana'], names);
    // Their commit is kept under ours.
    expect(site.git(site.remote, 'merge-base', '--is-ancestor', theirs, commit)).toBe('');

    // A remote that refuses every push (as one protected against this server would) refuses ours, and nothing is lost.
    fs.writeFileSync(path.join(site.remote, 'hooks', 'pre-receive'), '#!/bin/sh\necho "protected branch" >&2\nexit 1\n', { mode: 0o755 });
    await saveDescription(ana, 'contact', 'Write to us, by Ana.');
    await expect(repository.publish(pat, ['ana'], names)).rejects.toThrow(/the remote refused the push .*protected branch/);
    expect(site.git(site.remote, 'rev-parse', 'main').trim()).toBe(commit);
    expect(await repository.pending('ana')).toHaveLength(1);
  });

  it('brings what was published into an author’s branch, so they edit the site as it is', async () => {
    await saveDescription(ana, 'about', 'About us, by Ana.');
    await repository.worktree('ben');
    await repository.publish(pat, ['ana'], names);
    expect(await repository.catchUp(ben)).toEqual([]);
    expect(descriptionOf(fs.readFileSync(path.join(await repository.worktree('ben'), 'pages/about.json'), 'utf8'))).toBe(
      'About us, by Ana.',
    );
    expect(await repository.pending('ben')).toEqual([]);
  });
});
