import { didYouMean, issueKind } from './define.ts';

/** The route manifest against the page files: every route shows a page, every page has a route. */
export const manifestIssues = {
  'path-listed-twice': issueKind<{ path: string; page: string; otherPage: string; otherIndex: number }>({
    title: 'A path that pages/routes.json lists twice',
    message: ({ path, page, otherPage, otherIndex }) =>
      page === otherPage
        ? `"${path}" is listed twice for page "${page}" (routes[${otherIndex}] and here); delete this one`
        : `"${path}" is listed twice, for two pages: "${otherPage}" (routes[${otherIndex}]) and "${page}" (here); one address shows one page, so keep the route to the page it should show and give the other page an address of its own`,
    hint: 'Delete one of the two routes (to show a page at another address too, give that address its own path).',
    example: { path: '/about', page: 'about-new', otherPage: 'about', otherIndex: 3 },
  }),
  'page-file-missing': issueKind<{ page: string; path: string; suggestion?: string }>({
    title: 'A route to a page file that does not exist',
    message: ({ page, path, suggestion }) =>
      `no page file pages/${page}.json for "${path}"${didYouMean(suggestion)}; create it or route the path to an existing page`,
    hint: 'Create the page (`npm run new-page`) or fix the page id in the route.',
    example: { page: 'teem', path: '/team', suggestion: 'team' },
  }),
  'not-found-page-missing': issueKind<{ page: string; suggestion?: string }>({
    title: 'The not-found page named in pages/routes.json does not exist',
    message: ({ page, suggestion }) => `no page file pages/${page}.json for the not-found page${didYouMean(suggestion)}`,
    hint: 'Set "notFound" to the id of an existing page, or create that page.',
    example: { page: 'not-fund', suggestion: 'not-found' },
  }),
  'page-not-routed': issueKind<{ id: string }>({
    title: 'A page file that no address shows',
    message: ({ id }) => `page "${id}" is not routed; add { "path": "/…", "page": "${id}" } to pages/routes.json (or delete the file)`,
    hint: 'Add a route for it, or delete the file.',
    example: { id: 'orphan' },
  }),
};
