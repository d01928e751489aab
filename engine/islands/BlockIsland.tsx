import { useEffect } from 'react';
import { ThemeProvider, type DefaultTheme } from 'styled-components';
import type { Block } from '../content/types.generated';
import { BlockBoundary } from '../page/BlockBoundary';
import type { AnyBlockComponent } from '../page/blockComponents';
import { PageContext, type PageInfo } from '../page/PageContext';

/** What an interactive block's island carries in the HTML to be hydrated with. */
export interface BlockIslandProps {
  block: Block;
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
 * wrapper) and in the browser (hydrated into it): the theme, the page it is on, its own error
 * boundary and the block.
 */
export function BlockIsland({
  props,
  Component,
  theme,
  onCommitted,
}: {
  props: BlockIslandProps;
  Component: AnyBlockComponent;
  theme: DefaultTheme;
  onCommitted?: () => void;
}) {
  const { block, position, page } = props;
  return (
    <ThemeProvider theme={theme}>
      <PageContext.Provider value={page}>
        <BlockBoundary type={block.type} position={position} resetKey={block}>
          <Component block={block} position={position} />
        </BlockBoundary>
      </PageContext.Provider>
      <Committed onCommitted={onCommitted} />
    </ThemeProvider>
  );
}
