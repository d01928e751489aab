import { describe, expect, it } from 'vitest';
import { pageHead, renderHead } from '../../engine/head/headTags.ts';
import type { PageData } from '../../engine/content/pageData.ts';
import type { PageShape, SiteConfigShape } from '../../engine/content/shapes.ts';
import { baseContent } from '../support/contentFixture.ts';

// The engine's head tags for a made-up site (the validate fixtures' firm) and a page of one block.
const site = baseContent()['site.json'] as unknown as SiteConfigShape;
const data: PageData<PageShape<{ type: 'hero'; title: string }>> = {
  path: '/management/hud',
  pageId: 'asset-management/hud',
  canonicalPath: '/asset-management/hud',
  paths: ['/asset-management/hud', '/management/hud'],
  notFound: false,
  page: {
    meta: {
      title: 'HUD <Management>',
      description: 'A description long enough to be a real page description, about HUD.',
      keywords: ['hud', 'affordable'],
    },
    blocks: [{ type: 'hero', title: 'HUD' }],
  },
};

describe('page head', () => {
  it('points the canonical link and og:url of an alias at the canonical path', () => {
    const head = pageHead(data, site, 'https://www.example.test');
    const canonical = head.tags.find((t) => t.attrs.rel === 'canonical');
    expect(canonical?.attrs.href).toBe('https://www.example.test/asset-management/hud');
    expect(head.tags.find((t) => t.attrs.property === 'og:url')?.attrs.content).toBe('https://www.example.test/asset-management/hud');
    expect(head.tags.find((t) => t.attrs.name === 'keywords')?.attrs.content).toBe('hud, affordable');
    expect(head.tags.find((t) => t.attrs.property === 'og:image')?.attrs.content).toBe(`https://www.example.test${site.socialImage!.src}`);
  });

  it('writes the X card tags Open Graph cannot stand in for, and nothing twice', () => {
    const head = pageHead(data, site, 'https://www.example.test');
    const twitter = head.tags.filter((t) => t.attrs.name?.startsWith('twitter:')).map((t) => t.attrs.name);
    expect(twitter).toEqual(['twitter:card', 'twitter:image:alt']);
    expect(head.tags.find((t) => t.attrs.name === 'twitter:image:alt')?.attrs.content).toBe(site.socialImage!.alt);
  });

  it('marks the not-found page noindex and gives it no canonical link', () => {
    const head = pageHead({ ...data, notFound: true, canonicalPath: null }, site, 'https://www.example.test');
    expect(head.tags.some((t) => t.attrs.rel === 'canonical')).toBe(false);
    expect(head.tags.find((t) => t.attrs.name === 'robots')?.attrs.content).toBe('noindex');
  });

  it('escapes text for HTML', () => {
    expect(renderHead(pageHead(data, site, 'https://www.example.test'))).toContain('<title>HUD &lt;Management&gt;</title>');
  });
});
