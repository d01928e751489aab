import { useEffect, useLayoutEffect, useRef, useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import type { PageData } from '../content/pageData';
import type { PageShape } from '../content/shapes';
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

/** Marks the selected block over the page, without touching the engine's markup. */
const Highlight = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  pointer-events: none;
  outline: 3px solid #2456d6;
  outline-offset: -3px;
  background: rgba(36, 86, 214, 0.06);
`;

const Canvas = styled.div`
  width: ${PREVIEW_WIDTH}px;
  transform-origin: 0 0;
`;

export interface LivePreviewProps {
  pageId: string;
  paths: string[];
  page: PageShape;
  /** The block to mark and bring into view (the one being edited). */
  highlight?: number;
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
export function LivePreview({ pageId, paths, page, highlight }: LivePreviewProps) {
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
    if (!pane.current || !canvas.current) return;
    const observer = new ResizeObserver(() => {
      setScale(pane.current!.clientWidth / PREVIEW_WIDTH);
      setHeight(canvas.current!.offsetHeight);
    });
    observer.observe(pane.current);
    observer.observe(canvas.current);
    return () => observer.disconnect();
  }, []);

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

  // Each block renders one element at the top of the canvas, in order (PageView adds no wrapper).
  const [marked, setMarked] = useState<{ top: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const element = highlight === undefined ? undefined : (canvas.current?.children[highlight] as HTMLElement | undefined);
    if (!ready || !element || !pane.current) return setMarked(null);
    const box = element.getBoundingClientRect();
    const top = box.top - pane.current.getBoundingClientRect().top;
    setMarked({ top, height: box.height });
    element.scrollIntoView({ block: 'nearest' });
  }, [highlight, ready, scale, height, page]);

  return (
    <Pane ref={pane} style={{ height: height * scale }} onClickCapture={holdStill} onSubmitCapture={holdStill}>
      <Canvas ref={canvas} style={{ transform: `scale(${scale})` }}>
        {ready && <PageView data={data} headless />}
      </Canvas>
      {marked && <Highlight data-preview-highlight style={{ top: marked.top, height: marked.height }} />}
    </Pane>
  );
}
