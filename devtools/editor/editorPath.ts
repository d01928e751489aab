/** Where the page editor lives in the dev server: /__edit (every page) and /__edit/<page> (one page). */
export const EDITOR_PATH = '/__edit';

/** site.json's screen: `/__edit/site.json` (no page id has a dot, so no page can be there). */
export const SITE_TARGET = 'site.json';
