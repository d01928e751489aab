import { useEffect, useLayoutEffect, useRef, useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import type { PageData } from '../content/pageData';
import type { Page } from '../content/types.generated';
import { resolveTokens, tokenValues } from '../content/tokens';
import { loadBlockComponents } from '../page/blockComponents';
import { PageView } from '../page/PageView';
import { useSiteDefinition } from '../site/SiteContext';

/** The width the page is laid out at before it is scaled into the pane: a desktop, so it looks as published. */
export const PREVIEW_WIDTH = 1280;

const Pane = styled.div`
  position: relative;
  overflow: hidden;
  background: #fff;
`;

const Canvas = styled.div`
  width: ${PREVIEW_WIDTH}px;
  transform-origin: 0 0;
`;

export interface LivePreviewProps {
  pageId: string;
  paths: string[];
  page: Pick<Page, 'meta' | 'blocks'>;
  /** Scales the page to the pane's width (the picker's thumbnails); off, the page keeps its own width. */
  fit?: boolean;
}

/** Links and forms in the preview show, but do not leave the editor or send anything. */
function holdStill(event: SyntheticEvent) {
  const target = event.target as Element;
  if (event.type === 'submit' || target.closest('a[href], button')) event.preventDefault();
}

/**
 * The page as the engine renders it: PageView with the site's blocks, content tokens resolved from
 * site.json as the build does, laid out at desktop width and scaled into the pane. It re-renders on
 * every change, valid or not: a block that cannot render shows the engine's own placeholder.
 */
export function LivePreview({ pageId, paths, page, fit = true }: LivePreviewProps) {
  const site = useSiteDefinition();
  const pane = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const [height, setHeight] = useState(0);
  const [loadedTypes, setLoadedTypes] = useState('');
  const types = [...new Set(page.blocks.map((block) => block.type))].sort().join(',');

  useEffect(() => {
    let current = true;
    void loadBlockComponents(site.blocks, types.split(',')).then(() => current && setLoadedTypes(types));
    return () => {
      current = false;
    };
  }, [site.blocks, types]);

  useLayoutEffect(() => {
    if (!fit || !pane.current || !canvas.current) return;
    const observer = new ResizeObserver(() => {
      setScale(pane.current!.clientWidth / PREVIEW_WIDTH);
      setHeight(canvas.current!.offsetHeight);
    });
    observer.observe(pane.current);
    observer.observe(canvas.current);
    return () => observer.disconnect();
  }, [fit]);

  const data: PageData = {
    path: paths[0] ?? '/',
    pageId,
    canonicalPath: paths[0] ?? null,
    paths,
    notFound: false,
    page: resolveTokens(page, tokenValues(site.config)) as PageData['page'],
  };
  // A type whose component is still loading would render as "no component": wait for it.
  const ready = loadedTypes === types;
  return (
    <Pane ref={pane} style={fit ? { height: height * scale } : undefined} onClickCapture={holdStill} onSubmitCapture={holdStill}>
      <Canvas ref={canvas} style={fit ? { transform: `scale(${scale})` } : { width: '100%' }}>
        {ready && <PageView data={data} headless />}
      </Canvas>
    </Pane>
  );
}
