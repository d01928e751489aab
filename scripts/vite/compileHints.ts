import type { Plugin } from 'vite';
import { NAVIGATOR_MODULE } from '../lib/output/viteChunks.ts';

/**
 * V8's explicit compile hint (Chrome 136 on; other engines read a comment): compile every function
 * of the file eagerly, while it streams in, rather than each the first time it is called, on the main
 * thread, inside the first hover, press or link click that runs it. Measured at 4x, 5 fresh runs
 * each, median INP before and after hinting the boot entry and the navigator: a card's "Learn More"
 * 104 → 64 ms, a tap on a footer link 112 → 96; Lighthouse TBT did not grow (/ 88 → 57 ms,
 * /contact 183 → 114, 3 runs each).
 *
 * Not React DOM's chunk, though it helped the forms' first press (104 → 80 ms): compiling all of it
 * at once landed on the main thread inside Lighthouse's window and more than doubled TBT on the
 * pages with a form (/contact 183 → 417 ms, /insights 140 → 305).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks whose code runs at load or at the first interaction on every page, and are small: the
 * boot entry (the delegated actions, link intent, the menus) and the navigator.
 */
export function isHinted(chunk: { isEntry: boolean; moduleIds: readonly string[] }): boolean {
  return chunk.isEntry || chunk.moduleIds.some((id) => id.endsWith(`/${NAVIGATOR_MODULE}`));
}

/** Opens the hinted chunks of the browser build with COMPILE_HINT, added to the finished files (a minifier would drop a comment). */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own, which put the entry's preload list in front of its code.
      order: 'post',
      handler(_options, bundle) {
        if (this.environment?.config.consumer === 'server') return;
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && isHinted(file)) file.code = `${COMPILE_HINT}\n${file.code}`;
        }
      },
    },
  };
}
