import { didYouMean, issueKind } from './define.ts';

/** Where buttons and links lead: routes of this site and block ids (anchors) on its pages. */
export const linkIssues = {
  'route-not-found': issueKind<{ path: string; suggestion?: string }>({
    title: 'A navigate target (or a header or footer link, or a page’s canonical path) that is not a route',
    message: ({ path, suggestion }) => `"${path}" is not a route in pages/routes.json${didYouMean(suggestion)}`,
    hint: 'Fix the path, or add the route to pages/routes.json.',
    example: { path: '/abuot', suggestion: '/about' },
  }),
  'anchor-not-found': issueKind<{ page: string; id: string; suggestion?: string }>({
    title: 'A "/path#id" target whose page has no block with that id',
    message: ({ page, id, suggestion }) => `page "${page}" has no block with id "${id}"${didYouMean(suggestion)}`,
    hint: 'Fix the id after "#", or give the target block on that page "id": "…".',
    example: { page: 'careers', id: 'open-roles', suggestion: 'roles' },
  }),
  'scroll-target-missing': issueKind<{ id: string; suggestion?: string }>({
    title: 'A scroll target that no block on the same page has as its id',
    message: ({ id, suggestion }) => `no block on this page has id "${id}"${didYouMean(suggestion)}; give the target block "id": "${id}"`,
    hint: 'Fix the target, or give the block to scroll to that "id".',
    example: { id: 'nxt', suggestion: 'next' },
  }),
  'duplicate-anchor': issueKind<{ id: string }>({
    title: 'Two blocks on one page with the same id',
    message: ({ id }) => `id "${id}" is used by another block on this page; ids must be unique`,
    hint: 'Rename one of the two ids (and any scroll target that means it).',
    example: { id: 'contact' },
  }),
};
