/** Where the page editor lives in the dev server: /__edit (every page) and /__edit/<page> (one page). */
export const EDITOR_PATH = '/__edit';
