import fs from 'node:fs';
import path from 'node:path';

/**
 * Content the handbook derives at build time from its own pages (the engine's content layer): each
 * table of contents gets the sections of its page's articles, and the search page gets the index
 * of every section of every page. The page files stay as authors write them; what is derived is
 * never written by hand, so it cannot go stale. Reads the same pages folder the build reads.
 */

interface Section {
  id: string;
  heading: string;
  paragraphs: string[];
  code?: string;
}
interface AnyBlock {
  type: string;
  title?: string;
  lead?: string;
  sections?: Section[];
  items?: { title: string; text: string }[];
  [key: string]: unknown;
}
interface PageDoc {
  meta: { title: string; noindex?: boolean };
  blocks: AnyBlock[];
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/** The sections a reader can land on in a page: its articles' sections, and each steps block as a whole. */
function sectionsOf(doc: PageDoc): { id: string | null; heading: string; text: string }[] {
  const header = doc.blocks.find((block) => block.type === 'page-header');
  const found: { id: string | null; heading: string; text: string }[] = header
    ? [{ id: null, heading: header.title ?? doc.meta.title, text: header.lead ?? '' }]
    : [];
  for (const block of doc.blocks) {
    if (block.type === 'article') {
      for (const section of block.sections ?? [])
        found.push({ id: section.id, heading: section.heading, text: section.paragraphs.join(' ') });
    }
    if (block.type === 'steps' && typeof block.id === 'string') {
      const steps = block.items ?? [];
      found.push({ id: block.id, heading: block.title ?? '', text: steps.map((step) => `${step.title}. ${step.text}`).join(' ') });
    }
  }
  return found;
}

export function contentLayer({ pagesDir }: { pagesDir: string }): { docs: ReadonlyMap<string, unknown> } {
  const { routes } = readJson<{ routes: { path: string; page: string }[] }>(path.join(pagesDir, 'routes.json'));
  const firstPath = new Map<string, string>();
  for (const route of routes) if (!firstPath.has(route.page)) firstPath.set(route.page, route.path);
  const docs = new Map<string, PageDoc>();
  for (const id of firstPath.keys()) {
    const file = path.join(pagesDir, `${id}.json`);
    if (fs.existsSync(file)) docs.set(id, readJson<PageDoc>(file));
  }
  // Every section of every page a reader would land on: not the not-found page, nor the search page itself.
  const index = [...docs].flatMap(([id, doc]) => {
    if (doc.meta.noindex || doc.blocks.some((block) => block.type === 'search')) return [];
    const page = doc.blocks.find((block) => block.type === 'page-header')?.title ?? doc.meta.title;
    return sectionsOf(doc).map(({ id: anchor, heading, text }) => ({
      href: anchor ? `${firstPath.get(id)}#${anchor}` : firstPath.get(id)!,
      page,
      heading,
      text,
    }));
  });
  const derived = new Map<string, PageDoc>();
  for (const [id, doc] of docs) {
    if (!doc.blocks.some((block) => block.type === 'toc' || block.type === 'search')) continue;
    const entries = doc.blocks.flatMap((block) =>
      block.type === 'article' ? (block.sections ?? []).map(({ id: anchor, heading }) => ({ id: anchor, heading })) : [],
    );
    derived.set(id, {
      ...doc,
      blocks: doc.blocks.map((block) =>
        block.type === 'toc' ? { ...block, entries } : block.type === 'search' ? { ...block, index } : block,
      ),
    });
  }
  return { docs: derived };
}
