import { createContext, useContext } from 'react';
import type { PageInfo } from '../content/pageData';

export const PageContext = createContext<PageInfo | null>(null);

/** The page being shown: its id, requested path, canonical path and aliases. */
export function usePageData(): PageInfo {
  const data = useContext(PageContext);
  if (!data) throw new Error('usePageData() is only available inside a page');
  return data;
}
