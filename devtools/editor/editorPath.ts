/** Where the page editor lives in the dev server: /__edit (every page) and /__edit/<page> (one page). */
export const EDITOR_PATH = '/__edit';

/** The editor's screens as the dev server matches a request's path: /__edit and /__edit/<page>. */
export const EDITOR_SCREEN = /^\/__edit(\/|$)/;

/** site.json's screen: `/__edit/site.json` (no page id has a dot, so no page can be there). */
export const SITE_TARGET = 'site.json';
