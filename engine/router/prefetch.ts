import type { PageSource } from './pageSource';
import { loadBlockComponents } from '../page/blockComponents';

let source: PageSource | null = null;

export function setPrefetchSource(next: PageSource | null): void {
  source = next;
}

/** Warm a route's data and block components before the visitor clicks (on hover or focus). */
export function prefetchPath(path: string): void {
  if (!source) return;
  source
    .load(path)
    .then((data) => loadBlockComponents(data.page.blocks.map((block) => block.type)))
    .catch(() => {
      // A failed prefetch is retried by the real navigation, which shows the error if it persists.
    });
}
