import { describe, expect, it } from 'vitest';
import { ROUTE_SUGGESTION_LIMIT, routeOptions, suggestRoutes } from '../../devtools/editor/routeSuggestions';

const pages = [
  { id: 'contact', title: 'Contact {brand}', paths: ['/contact'], anchors: ['form', 'offices'] },
  { id: 'about', title: 'About {brand}', paths: ['/about'], anchors: ['mission'] },
  { id: 'services/consulting', title: 'Consulting', paths: ['/services/consulting', '/consulting'] },
];
const values = (list: { value: string }[]) => list.map((option) => option.value);

describe('routeOptions', () => {
  it('lists each path with its title, then its sections, in path order', () => {
    expect(routeOptions(pages)).toEqual([
      { value: '/about', label: 'About {brand}' },
      { value: '/about#mission', label: 'About {brand} › mission' },
      { value: '/contact', label: 'Contact {brand}' },
      { value: '/contact#form', label: 'Contact {brand} › form' },
      { value: '/contact#offices', label: 'Contact {brand} › offices' },
      { value: '/services/consulting', label: 'Consulting' },
      { value: '/consulting', label: 'Consulting' },
    ]);
  });
});

describe('suggestRoutes', () => {
  const all = routeOptions(pages);

  it('offers everything for an empty field, up to the limit', () => {
    expect(suggestRoutes(all, '  ')).toEqual(all);
    expect(values(suggestRoutes(all, '', 2))).toEqual(['/about', '/about#mission']);
  });

  it('offers what starts with the typing first, then paths and titles that hold it, in any case', () => {
    expect(values(suggestRoutes(all, '/contact'))).toEqual(['/contact', '/contact#form', '/contact#offices']);
    expect(values(suggestRoutes(all, '/CON'))).toEqual([
      '/contact',
      '/contact#form',
      '/contact#offices',
      '/consulting',
      '/services/consulting',
    ]);
    expect(values(suggestRoutes(all, 'mission'))).toEqual(['/about#mission']);
    expect(values(suggestRoutes(all, 'about {BRAND}'))).toEqual(['/about', '/about#mission']);
    expect(suggestRoutes(all, '/nowhere')).toEqual([]);
  });

  it('offers at most the limit from ten thousand pages', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      id: `p${i}`,
      title: `Page ${i}`,
      paths: [`/generated/page-${i}`],
      anchors: ['top'],
    }));
    const options = routeOptions(many);
    expect(options).toHaveLength(20_000);
    expect(suggestRoutes(options, '/generated')).toHaveLength(ROUTE_SUGGESTION_LIMIT);
    expect(values(suggestRoutes(options, '/generated/page-9999'))).toEqual(['/generated/page-9999', '/generated/page-9999#top']);
  });
});
