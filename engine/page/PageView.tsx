import { pageInfo, type PageData } from '../content/pageData';
import { BlockIsland, type BlockIslandProps } from './BlockIsland';
import { Island } from './Island';
import { useSiteDefinition } from '../site/SiteContext';
import { getBlockComponent, isInteractiveBlock } from './blockComponents';
import { BlockPlaceholder, UnfinishedBlock } from './BlockPlaceholder';
import { BLOCK_MARKER } from './blockMarker';
import { PageContext } from './PageContext';

export interface PageViewProps {
  data: PageData;
  /**
   * Development only: blocks that failed to render, by position, each shown as a placeholder naming
   * the problem (see createServerRenderer).
   */
  failed?: ReadonlyMap<number, Error>;
  /** Makes its islands' ids unique where several pages share one document (the dev server's block catalogue). */
  islandPrefix?: string;
  /** Wraps each block in an element naming its position (see RenderOptions.markBlocks). */
  markBlocks?: boolean;
  /** Blocks not written yet, by position, each with what it lacks, drawn as a note saying so (see RenderOptions.unfinished). */
  unfinished?: ReadonlyMap<number, string>;
}

function MissingComponent({ type }: { type: string }): null {
  throw new Error(`No component is registered for block type "${type}"`);
}

/**
 * Renders a page's blocks in order, on the server, with the components of the site's registry
 * (loaded beforehand: see loadBlockComponents). An interactive block is an island: rendered as a
 * separate root the browser hydrates on its own (see Island), inside its own error boundary there.
 */
export function PageView({ data, failed, islandPrefix = '', markBlocks = false, unfinished }: PageViewProps) {
  const site = useSiteDefinition();
  const info = pageInfo(data);
  const blockAt = (block: PageData['page']['blocks'][number], position: number) => {
    const lacking = unfinished?.get(position);
    if (lacking !== undefined) return <UnfinishedBlock key={position} type={block.type} lacking={lacking} />;
    const failure = failed?.get(position);
    if (failure) return <BlockPlaceholder key={position} type={block.type} position={position} error={failure} />;
    const Block = getBlockComponent(site.blocks, block.type);
    if (!Block) return <MissingComponent key={position} type={block.type} />;
    if (!isInteractiveBlock(site.blocks, block.type)) return <Block key={position} block={block} position={position} />;
    const props: BlockIslandProps = { block, position, page: info };
    const element = <BlockIsland props={props} Component={Block} site={site} />;
    return <Island key={position} kind="block" id={`${islandPrefix}b${position}-`} props={props} element={element} />;
  };
  return (
    <PageContext.Provider value={info}>
      {data.page.blocks.map((block, position) =>
        markBlocks ? (
          <div key={position} {...{ [BLOCK_MARKER]: position }} style={{ display: 'contents' }}>
            {blockAt(block, position)}
          </div>
        ) : (
          blockAt(block, position)
        ),
      )}
    </PageContext.Provider>
  );
}
