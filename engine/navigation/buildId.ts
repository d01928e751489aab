/**
 * The <meta> every page carries with its build's id (scripts/lib/pages/htmlTemplate.ts writes it): the
 * navigator swaps in only pages of the build whose scripts are running, and loads any other fully.
 */
export const BUILD_ID_META = 'build-id';
