import { useEffect } from 'react';
import type { PageData } from '../content/pageData';
import { useSite } from '../site/SiteContext';
import { config } from '../config';
import { pageHead } from './headTags';

/** Keeps <head> in step with the page after client-side navigation (the server wrote the first one). */
export function HeadSync({ data }: { data: PageData }) {
  const site = useSite();
  useEffect(() => {
    const head = pageHead(data, site, config.siteUrl ?? site.url);
    if (document.title !== head.title) document.title = head.title;
    for (const stale of document.head.querySelectorAll('[data-head]')) stale.remove();
    const fragment = document.createDocumentFragment();
    for (const { tag, attrs } of head.tags) {
      const element = document.createElement(tag);
      for (const [key, value] of Object.entries(attrs)) element.setAttribute(key, value);
      element.setAttribute('data-head', '');
      fragment.appendChild(element);
    }
    document.head.appendChild(fragment);
  }, [data, site]);
  return null;
}
