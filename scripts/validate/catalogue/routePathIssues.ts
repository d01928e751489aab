import type { ReservedRoutePath, RoutePathTooLong } from '../../lib/schemas/routePathRules.ts';
import { count, issueKind } from './define.ts';

/**
 * Route paths the site cannot publish: addresses the build or the servers use for their own files
 * (scripts/lib/schemas/routePaths.ts lists them), and paths too long for a file system or an author. The
 * schemas refuse them; these say why. `npm run new-page` and the page editor refuse them in the same
 * words.
 */
export const routePathIssues = {
  'reserved-route-path': issueKind<ReservedRoutePath>({
    title: 'A route path (or a link to one) that the build or the servers keep for their own files',
    message: ({ path, segment, why }) => `"${path}" is reserved: "${segment}" ${why}`,
    hint: 'Give the page another path; the message says what the site serves at this one (scripts/lib/schemas/routePaths.ts lists every reserved name, each file and folder of public/ among them).',
    example: {
      path: '/assets/brochure',
      segment: 'assets',
      why: 'is the build’s folder of hashed scripts and stylesheets, which browsers keep for a year without asking again',
    },
  }),
  'route-path-too-long': issueKind<RoutePathTooLong>({
    title: 'A route path, or one of its segments, longer than allowed',
    message: ({ length, limit, segment }) =>
      segment === undefined
        ? `the path is ${count(length)} characters long; a path may have at most ${count(limit)} — use fewer or shorter words`
        : `segment "${segment}" is ${count(length)} characters long; a segment may have at most ${count(limit)} — use fewer or shorter words`,
    hint: 'Shorten the path: each segment is a folder name in dist/ (and, for a new page, a file name in pages/), and the address is typed and shared by people.',
    example: { length: 96, limit: 80, segment: 'commercial-real-estate-brokerage…' },
  }),
};
