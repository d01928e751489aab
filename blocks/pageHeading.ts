/** Block types that render the page's h1. Every page needs exactly one (checked by validate). */
export const PAGE_HEADING_BLOCK_TYPES: readonly string[] = ['hero', 'not-found'];
