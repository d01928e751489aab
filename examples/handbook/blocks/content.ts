import fs from 'node:fs';
import path from 'node:path';
import type { Block, Page, RoutesManifest, SearchEntry, TocEntry } from './siteTypes';

/**
 * Content the handbook derives at build time from its own pages (the engine's content layer): each
 * table of contents gets the sections of its page's articles, and the search page gets the index
 * of every section of every page. The page files stay as authors write them; what is derived is
 * never written by hand, so it cannot go stale. Reads the same pages folder the build reads.
 */

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/** A place a reader can land on: an anchor of the page (null for its top), its heading and its words. */
interface Place {
  id: string | null;
  heading: string;
  text: string;
}

/** The places of a page: its top, each article section, each steps block with an anchor. */
function placesOf(page: Page): Place[] {
  return page.blocks.flatMap((block: Block): Place[] => {
    if (block.type === 'page-header') return [{ id: null, heading: block.title, text: block.lead }];
    if (block.type === 'article') return block.sections.map(({ id, heading, paragraphs }) => ({ id, heading, text: paragraphs.join(' ') }));
    if (block.type === 'steps' && block.id) {
      return [{ id: block.id, heading: block.title, text: block.items.map((step) => `${step.title}. ${step.text}`).join(' ') }];
    }
    return [];
  });
}

/** A page with its table of contents written from its own articles' sections, and its search block given the index. */
function withDerivedParts(page: Page, index: SearchEntry[]): Page {
  if (!page.blocks.some((block) => block.type === 'toc' || block.type === 'search')) return page;
  const entries: TocEntry[] = page.blocks.flatMap((block) =>
    block.type === 'article' ? block.sections.map(({ id: anchor, heading }) => ({ id: anchor, heading })) : [],
  );
  return {
    ...page,
    blocks: page.blocks.map((block) =>
      block.type === 'toc' ? { ...block, entries } : block.type === 'search' ? { ...block, index } : block,
    ),
  };
}

export function contentLayer({ pagesDir }: { pagesDir: string }): {
  docs: ReadonlyMap<string, Page>;
  derive(id: string, page: Page): Page;
} {
  const { routes } = readJson<RoutesManifest>(path.join(pagesDir, 'routes.json'));
  const firstPath = new Map<string, string>();
  for (const route of routes) if (!firstPath.has(route.page)) firstPath.set(route.page, route.path);
  const pages = new Map<string, Page>();
  for (const id of firstPath.keys()) {
    const file = path.join(pagesDir, `${id}.json`);
    if (fs.existsSync(file)) pages.set(id, readJson<Page>(file));
  }
  // Every place of every page a reader would land on: not the not-found page, nor the search page itself.
  const index: SearchEntry[] = [...pages].flatMap(([id, page]) => {
    if (page.meta.noindex || page.blocks.some((block) => block.type === 'search')) return [];
    const header = page.blocks.find((block) => block.type === 'page-header');
    const title = header?.type === 'page-header' ? header.title : page.meta.title;
    return placesOf(page).map(({ id: anchor, heading, text }) => ({
      href: anchor ? `${firstPath.get(id)}#${anchor}` : firstPath.get(id)!,
      page: title,
      heading,
      text,
    }));
  });
  const docs = new Map<string, Page>();
  for (const [id, page] of pages) {
    const derived = withDerivedParts(page, index);
    if (derived !== page) docs.set(id, derived);
  }
  // A draft in the page editor: its table of contents from its own sections as they are now; the
  // search index is the saved pages' (a draft's words join it once it is saved).
  return { docs, derive: (_id, page) => withDerivedParts(page, index) };
}
