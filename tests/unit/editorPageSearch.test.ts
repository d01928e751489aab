import { describe, expect, it } from 'vitest';
import type { PageSummary } from '../../devtools/editor/editorClient';
import { findPages, PAGE_LIST_LIMIT, searchSummary } from '../../devtools/editor/pageSearch';

const page = (id: string, title: string, ...paths: string[]): PageSummary => ({ id, title, paths });
const pages = [
  page('about', 'About {brand} | Tulsa Commercial Real Estate Team', '/about'),
  page('asset-management/hud', 'HUD & Affordable Housing Asset Management | {brand}', '/asset-management/hud', '/management/hud'),
  page('asset-types/hud-affordable', 'HUD & Affordable Housing | {brand}', '/asset-types/hud-affordable'),
  page('home', 'Commercial Real Estate in Tulsa | {brand}', '/'),
  page('not-found', 'Page not found'),
];
const ids = (found: PageSummary[]) => found.map((p) => p.id);

describe('findPages', () => {
  it('finds every page for an empty query, in their order', () => {
    expect(ids(findPages(pages, '  '))).toEqual(ids(pages));
  });

  it('matches the file, the title and the addresses, in any case', () => {
    expect(ids(findPages(pages, 'HUD'))).toEqual(['asset-management/hud', 'asset-types/hud-affordable']);
    expect(ids(findPages(pages, 'team'))).toEqual(['about']);
    expect(ids(findPages(pages, '/management/'))).toEqual(['asset-management/hud']);
  });

  it('matches the title as visitors read it, its tokens filled in', () => {
    const shown = pages.map((p) => ({ ...p, shownTitle: p.title.replace('{brand}', 'Redbud Asset Group') }));
    expect(ids(findPages(shown, 'redbud team'))).toEqual(['about']);
    expect(ids(findPages(shown, '{brand} team'))).toEqual(['about']);
  });

  it('needs every word, in any order', () => {
    expect(ids(findPages(pages, 'management hud'))).toEqual(['asset-management/hud']);
    expect(ids(findPages(pages, 'hud office'))).toEqual([]);
  });

  it('puts a page the query names exactly first, by file or by address', () => {
    const more = [page('services/hud-housing', 'HUD Housing Services', '/services/hud-housing'), ...pages];
    expect(ids(findPages(more, 'asset-types/hud-affordable'))[0]).toBe('asset-types/hud-affordable');
    expect(ids(findPages(more, '/management/hud'))).toEqual(['asset-management/hud']);
    expect(ids(findPages([page('abouts', 'A', '/abouts'), ...pages], '/about'))).toEqual(['about', 'abouts']);
  });
});

describe('searchSummary', () => {
  it('says how many match of how many', () => {
    expect(searchSummary(5, 5, '')).toBe('5 pages');
    expect(searchSummary(1, 37, ' hud ')).toBe('1 page matches “hud” (of 37 pages)');
    expect(searchSummary(3, 37, 'hud')).toBe('3 pages match “hud” (of 37 pages)');
    expect(searchSummary(0, 37, 'zzz')).toBe('No page matches “zzz” (of 37 pages)');
  });

  it('says when the list shows only the first of them', () => {
    expect(searchSummary(10_000, 10_000, '')).toBe(`10,000 pages, showing the first ${PAGE_LIST_LIMIT}: type to narrow the list`);
    expect(searchSummary(201, 10_000, 'a')).toBe(
      `201 pages match “a” (of 10,000 pages), showing the first ${PAGE_LIST_LIMIT}: type more to narrow the list`,
    );
    expect(searchSummary(PAGE_LIST_LIMIT, 10_000, 'a')).toBe(`${PAGE_LIST_LIMIT} pages match “a” (of 10,000 pages)`);
  });
});
