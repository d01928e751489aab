import type { PageData } from '../content/pageData';
import { HeadSync } from '../head/HeadSync';
import { BlockIsland, type BlockIslandProps } from '../islands/BlockIsland';
import { Island } from '../islands/Island';
import { useSiteDefinition } from '../site/SiteContext';
import { BlockBoundary } from './BlockBoundary';
import { getBlockComponent, isInteractiveBlock } from './blockComponents';
import { PageContext, pageInfo } from './PageContext';

function MissingComponent({ type }: { type: string }): null {
  throw new Error(`No component is registered for block type "${type}"`);
}

/**
 * Renders a page's blocks in order, each inside its own error boundary, with the components of the
 * site's registry (loaded beforehand: see loadBlockComponents). An interactive block is an island:
 * prerendered as a separate root the browser hydrates on its own (see Island).
 */
export function PageView({ data, headless = false }: { data: PageData; headless?: boolean }) {
  const site = useSiteDefinition();
  const info = pageInfo(data);
  return (
    <PageContext.Provider value={info}>
      {!headless && <HeadSync data={data} />}
      {data.page.blocks.map((block, position) => {
        const Block = getBlockComponent(site.blocks, block.type);
        let content = Block ? <Block block={block} position={position} /> : <MissingComponent type={block.type} />;
        if (Block && isInteractiveBlock(site.blocks, block.type)) {
          const props: BlockIslandProps = { block, position, page: info };
          const element = <BlockIsland props={props} Component={Block} site={site} />;
          content = (
            <Island kind="block" id={`b${position}-`} props={props} element={element}>
              {content}
            </Island>
          );
        }
        return (
          <BlockBoundary key={`${data.pageId}:${position}`} type={block.type} position={position} resetKey={block}>
            {content}
          </BlockBoundary>
        );
      })}
    </PageContext.Provider>
  );
}
