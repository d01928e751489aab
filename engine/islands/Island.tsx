import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { ISLAND } from './islandAttributes';

/**
 * Renders an island's tree to HTML under its own identifier prefix. Provided by the server entry
 * while prerendering; absent in the browser (the development server renders whole pages there).
 */
export type IslandRenderer = (element: ReactElement, id: string) => string;
export const IslandRendererContext = createContext<IslandRenderer | null>(null);

export interface IslandProps {
  kind: 'block';
  /** Unique on the page; also React's identifier prefix for the island's tree. */
  id: string;
  /** Serialisable props the browser hydrates the island with. */
  props: unknown;
  /** The island's tree, exactly as the browser will hydrate it. */
  element: ReactElement;
  /** What to show when the page is rendered whole in the browser (the development server). */
  children: ReactNode;
}

/**
 * An interactive part of a page. Prerendered, it is its own React root: the server renders its
 * tree separately (so React's generated ids match the browser's), and the browser hydrates just
 * that tree. Everything outside islands stays static HTML and downloads no component code.
 */
export function Island({ kind, id, props, element, children }: IslandProps) {
  const render = useContext(IslandRendererContext);
  const attributes = {
    [ISLAND.kind]: kind,
    [ISLAND.id]: id,
    [ISLAND.props]: JSON.stringify(props),
    style: { display: 'contents' },
  };
  if (render) return <div {...attributes} dangerouslySetInnerHTML={{ __html: render(element, id) }} />;
  return <div {...attributes}>{children}</div>;
}
