import { createContext, useContext } from 'react';
import type { PageData } from '../content/pageData';

export const PageContext = createContext<PageData | null>(null);

/** The page being shown: its id, requested path, canonical path and aliases. */
export function usePageData(): PageData {
  const data = useContext(PageContext);
  if (!data) throw new Error('usePageData() is only available inside a page');
  return data;
}
