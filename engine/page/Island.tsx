import { createContext, useContext, type ReactElement } from 'react';
import { ISLAND } from './islandAttributes';

/**
 * Renders an island's tree to HTML under its own identifier prefix. Provided by the server renderer
 * (engine/server.tsx), the only place whole pages are rendered.
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
}

/**
 * An interactive part of a page. Prerendered, it is its own React root: the server renders its
 * tree separately (so React's generated ids match the browser's), and the browser hydrates just
 * that tree. Everything outside islands stays static HTML and downloads no component code.
 */
export function Island({ kind, id, props, element }: IslandProps) {
  const render = useContext(IslandRendererContext);
  if (!render) throw new Error('An island renders only inside the server renderer (engine/server.tsx)');
  const attributes = {
    [ISLAND.kind]: kind,
    [ISLAND.id]: id,
    [ISLAND.props]: JSON.stringify(props),
    style: { display: 'contents' },
  };
  return <div {...attributes} dangerouslySetInnerHTML={{ __html: render(element, id) }} />;
}
