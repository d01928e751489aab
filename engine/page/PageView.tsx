import type { PageData } from '../content/pageData';
import { HeadSync } from '../head/HeadSync';
import { BlockBoundary } from './BlockBoundary';
import { getBlockComponent } from './blockComponents';
import { PageContext } from './PageContext';

function MissingComponent({ type }: { type: string }): null {
  throw new Error(`No component is registered for block type "${type}"`);
}

/** Renders a page's blocks in order, each inside its own error boundary. */
export function PageView({ data, headless = false }: { data: PageData; headless?: boolean }) {
  return (
    <PageContext.Provider value={data}>
      {!headless && <HeadSync data={data} />}
      {data.page.blocks.map((block, position) => {
        const Block = getBlockComponent(block.type);
        return (
          <BlockBoundary key={`${data.pageId}:${position}`} type={block.type} position={position} resetKey={block}>
            {Block ? <Block block={block} position={position} /> : <MissingComponent type={block.type} />}
          </BlockBoundary>
        );
      })}
    </PageContext.Provider>
  );
}
