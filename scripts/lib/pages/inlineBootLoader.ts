import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { minify, transformWithOxc } from 'vite';
import type { BootLoaderSettings } from '../../../engine/boot/bootLoader';
import { BOOT_HAND_OVER } from '../../../engine/boot/bootHandOver';
import {
  FORM_GUARD_ATTRIBUTE,
  FORM_READY_ATTRIBUTE,
  FORM_UNAVAILABLE_ATTRIBUTE,
  SCRIPT_RUNNING_ATTRIBUTE,
  SUBMIT_QUEUED_ATTRIBUTE,
  WAITS_FOR_SCRIPT_ATTRIBUTE,
} from '../../../engine/forms/formGuardAttributes';
import { MAX_ROWS_PER_PAGE_VIEW } from '../../../engine/boot/errorCapture';
import { ROOT } from '../site/paths';

/** Longest the loader waits for the page's load and paint before starting the boot script anyway. */
export const BOOT_WAIT_LIMIT_MS = 3000;

export interface InlineBootLoader {
  /** The <script> element to put in <head>. */
  tag: string;
  /** The script's CSP source: 'sha256-…'. */
  hash: string;
}

/**
 * Compiles engine/boot/bootLoader.ts into the inline script every page carries: the function,
 * minified, called with this build's settings (the boot module's hashed address among them). The
 * text is the same on every page of a build, so one hash in the Content-Security-Policy allows it.
 */
export async function inlineBootLoader(entry: string): Promise<InlineBootLoader> {
  const file = path.join(ROOT, 'engine/boot/bootLoader.ts');
  const { code } = await transformWithOxc(fs.readFileSync(file, 'utf8'), file, { lang: 'ts' });
  const settings: BootLoaderSettings = {
    entry,
    handOver: BOOT_HAND_OVER,
    scriptAttribute: SCRIPT_RUNNING_ATTRIBUTE,
    maxErrors: MAX_ROWS_PER_PAGE_VIEW,
    waitLimitMs: BOOT_WAIT_LIMIT_MS,
    form: {
      guard: FORM_GUARD_ATTRIBUTE,
      ready: FORM_READY_ATTRIBUTE,
      queued: SUBMIT_QUEUED_ATTRIBUTE,
      waits: WAITS_FOR_SCRIPT_ATTRIBUTE,
      unavailable: FORM_UNAVAILABLE_ATTRIBUTE,
    },
  };
  const source = `(${code.replace(/^export function/m, 'function')})(${JSON.stringify(settings)});`;
  if (/^\s*(import|export)\b/m.test(source)) throw new Error(`${file} must be self-contained: it is inlined on its own`);
  const minified = (await minify('boot-loader.js', source, { compress: true, mangle: { toplevel: true } })).code.trim();
  if (minified.includes('</')) throw new Error('the inline boot loader must not contain "</"');
  const hash = `'sha256-${crypto.createHash('sha256').update(minified, 'utf8').digest('base64')}'`;
  return { tag: `<script>${minified}</script>`, hash };
}
