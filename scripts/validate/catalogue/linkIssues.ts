import { didYouMean, issueKind, listOf, quoted } from './define.ts';

/** '; its block ids are "a", "b"' for a message, or '' for a page whose blocks have none. */
const idsAre = (known: readonly string[]) => (known.length ? `; its block ids are ${listOf(quoted(known))}` : '');

/** Where buttons and links lead: routes of this site and block ids (anchors) on its pages. */
export const linkIssues = {
  'route-not-found': issueKind<{ path: string; suggestion?: string }>({
    title: 'A navigate target (or a header or footer link, or a page’s canonical path) that is not a route',
    message: ({ path, suggestion }) => `"${path}" is not a route in pages/routes.json${didYouMean(suggestion)}`,
    hint: 'Fix the path, or add the route to pages/routes.json.',
    example: { path: '/abuot', suggestion: '/about' },
  }),
  'anchor-not-found': issueKind<{ page: string; id: string; suggestion?: string; known: string[] }>({
    title: 'A "/path#id" target whose page has no block with that id',
    message: ({ page, id, suggestion, known }) =>
      known.length
        ? `page "${page}" has no block with id "${id}"${idsAre(known)}${didYouMean(suggestion)}`
        : `page "${page}" has no block with an id; give the block to lead to "id": "${id}"`,
    hint: 'Fix the id after "#", or give the target block on that page "id": "…".',
    example: { page: 'careers', id: 'open-roles', suggestion: 'roles', known: ['roles', 'benefits'] },
  }),
  'scroll-target-missing': issueKind<{ id: string; suggestion?: string; known: string[] }>({
    title: 'A scroll target that no block on the same page has as its id',
    message: ({ id, suggestion, known }) =>
      known.length
        ? `no block on this page has id "${id}"${idsAre(known)}${didYouMean(suggestion)}${suggestion ? ' Or' : '; or'} give the block to scroll to "id": "${id}"`
        : `no block on this page has an id; give the block to scroll to "id": "${id}"`,
    hint: 'Fix the target, or give the block to scroll to that "id".',
    example: { id: 'nxt', suggestion: 'next', known: ['next', 'faq'] },
  }),
  'duplicate-anchor': issueKind<{ id: string; otherIndex: number; otherType: string }>({
    title: 'Two blocks on one page with the same id',
    message: ({ id, otherIndex, otherType }) =>
      `id "${id}" is already the id of the ${otherType} block at /blocks/${otherIndex} (block ${otherIndex + 1} of the page); ids must be unique on a page`,
    hint: 'Rename one of the two ids (and any scroll target that means it).',
    example: { id: 'contact', otherIndex: 2, otherType: 'form' },
  }),
};
