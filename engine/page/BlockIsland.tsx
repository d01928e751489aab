import { useEffect } from 'react';
import { ThemeProvider } from 'styled-components';
import type { PageInfo } from '../content/pageData';
import type { BlockShape } from '../content/shapes';
import { BlockBoundary } from './BlockBoundary';
import { PageContext } from './PageContext';
import type { AnyBlockComponent, IslandKit } from '../site/definition';
import { SiteContext } from '../site/SiteContext';

/** What an interactive block's island carries in the HTML to be hydrated with. */
export interface BlockIslandProps {
  block: BlockShape;
  position: number;
  page: PageInfo;
}

/** Tells the island runtime that React has committed the island (its effects have run). */
function Committed({ onCommitted }: { onCommitted?: () => void }) {
  useEffect(() => onCommitted?.(), [onCommitted]);
  return null;
}

/**
 * The tree of one interactive block's island, the same on the server (rendered into the island's
 * wrapper) and in the browser (hydrated into it): the site (its config and theme), the page it is
 * on, its own error boundary and the block.
 */
export function BlockIsland({
  props,
  Component,
  site,
  onCommitted,
}: {
  props: BlockIslandProps;
  Component: AnyBlockComponent;
  site: IslandKit;
  onCommitted?: () => void;
}) {
  const { block, position, page } = props;
  // The island's own site context holds only the kit: its tree is the same on both sides.
  const kit: IslandKit = { config: site.config, blocks: site.blocks, theme: site.theme };
  return (
    <SiteContext.Provider value={kit}>
      <ThemeProvider theme={site.theme}>
        <PageContext.Provider value={page}>
          <BlockBoundary type={block.type} position={position} resetKey={block}>
            <Component block={block} position={position} />
          </BlockBoundary>
        </PageContext.Provider>
        <Committed onCommitted={onCommitted} />
      </ThemeProvider>
    </SiteContext.Provider>
  );
}
