import { describe, expect, it } from 'vitest';
import { createManifest, normalizePath } from '../../engine/content/manifest.ts';

const manifest = createManifest({
  notFound: 'not-found',
  routes: [
    { path: '/', page: 'home' },
    { path: '/asset-management/hud', page: 'asset-management/hud' },
    { path: '/management/hud', page: 'asset-management/hud' },
    { path: '/resident-login', page: 'not-found' },
  ],
});

describe('route manifest', () => {
  it('resolves a path to its page with the first listed path as canonical', () => {
    expect(manifest.resolve('/management/hud')).toEqual({
      pageId: 'asset-management/hud',
      canonicalPath: '/asset-management/hud',
      paths: ['/asset-management/hud', '/management/hud'],
      notFound: false,
    });
  });

  it('ignores a trailing slash, query and hash', () => {
    expect(manifest.resolve('/asset-management/hud/?a=1#x').pageId).toBe('asset-management/hud');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('/')).toBe('/');
  });

  it('sends unknown paths and paths routed to the not-found page to the not-found page', () => {
    expect(manifest.resolve('/nope')).toMatchObject({ pageId: 'not-found', notFound: true });
    expect(manifest.resolve('/resident-login')).toMatchObject({ pageId: 'not-found', notFound: true });
  });

  it('lists paths and pages', () => {
    expect(manifest.allPaths()).toEqual(['/', '/asset-management/hud', '/management/hud', '/resident-login']);
    expect(manifest.pageIds()).toEqual(['home', 'asset-management/hud', 'not-found']);
  });
});
