/**
 * The engine's browser side, for a site's client entry (the page's boot script): call boot() with
 * what only the site knows. Kept apart from the block API (engine/index.ts) so the boot script
 * pulls in nothing a block needs.
 */
export { boot, type BootOptions } from './boot/boot';
