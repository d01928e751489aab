/**
 * The attribute naming a block's position (`"0"` for the first) on the element the renderer wraps
 * each block in when asked to mark blocks (RenderOptions.markBlocks): the page editor's preview
 * only, never a page the site serves. A module of its own, so the editor reads it without the renderer.
 */
export const BLOCK_MARKER = 'data-editor-block';
