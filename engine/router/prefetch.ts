import type { PageSource } from './pageSource';
import { loadBlockComponents } from '../page/blockComponents';
import type { BlockRegistry } from '../site/definition';

let source: PageSource | null = null;
let registry: BlockRegistry = {};

export function setPrefetchSource(next: PageSource | null, blocks: BlockRegistry = {}): void {
  source = next;
  registry = blocks;
}

/** Warm a route's data and block components before the visitor clicks (on hover or focus). */
export function prefetchPath(path: string): void {
  if (!source) return;
  source
    .load(path)
    .then((data) =>
      loadBlockComponents(
        registry,
        data.page.blocks.map((block) => block.type),
      ),
    )
    .catch(() => {
      // A failed prefetch is retried by the real navigation, which shows the error if it persists.
    });
}
