import { createContext, useContext } from 'react';
import type { PageData } from '../content/pageData';

/** What a block may know about the page it is on: its address, aliases and kind, not its content. */
export type PageInfo = Omit<PageData, 'page'>;

export const PageContext = createContext<PageInfo | null>(null);

/** The page being shown: its id, requested path, canonical path and aliases. */
export function usePageData(): PageInfo {
  const data = useContext(PageContext);
  if (!data) throw new Error('usePageData() is only available inside a page');
  return data;
}

/** The page info of full page data (what an island's props carry). */
export function pageInfo({ page: _content, ...info }: PageData): PageInfo {
  return info;
}
