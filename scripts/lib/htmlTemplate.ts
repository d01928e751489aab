import { DEFERRED_PRELOADS_ID } from '../../engine/boot/deferredPreloads';

/** Fills the Vite-built index.html with one page's head, styles, markup and data. */
export interface TemplateParts {
  head: string;
  styles: string;
  app: string;
  /** Module URLs the page needs to hydrate; preloaded only after the first paint (see engine/boot). */
  preloads: string[];
  /** Structured data for search engines (non-executable JSON-LD). */
  jsonLd: string;
}

/** JSON safe to place inside a <script> element: no '</script>', no HTML comments, no U+2028/9. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The hydration preloads, inert inside a <template> until the boot entry moves them into <head>
 * after the first paint: live preloads would download before it and compete with it.
 */
function deferredPreloads(urls: string[]): string {
  if (!urls.length) return '';
  const links = urls.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`).join('');
  return `<template id="${DEFERRED_PRELOADS_ID}">${links}</template>\n    `;
}

/**
 * The boot entry may wait: it runs only after the first paint anyway, so it is fetched at low
 * priority and never delays the page's own resources.
 */
function lowPriorityEntry(html: string): string {
  const entry = /<script type="module" crossorigin src="[^"]+"><\/script>/g;
  const found = html.match(entry) ?? [];
  if (found.length !== 1) throw new Error(`index.html should have exactly one module entry script, found ${found.length}`);
  return html.replace(entry, (tag) => tag.replace('<script ', '<script fetchpriority="low" '));
}

export function fillTemplate(template: string, parts: TemplateParts): string {
  const required = ['<!--head-->', '<!--styles-->', '<!--app-->'];
  for (const marker of required) if (!template.includes(marker)) throw new Error(`index.html lacks the ${marker} marker`);
  if (/<link rel="modulepreload"/.test(template)) {
    throw new Error('index.html preloads modules before the first paint: the boot entry should import nothing statically');
  }
  return lowPriorityEntry(template)
    .replace('<!--head-->', `${parts.head}\n    <script type="application/ld+json">${parts.jsonLd}</script>`)
    .replace('<!--styles-->', `${deferredPreloads(parts.preloads)}${parts.styles}`)
    .replace('<!--app-->', parts.app);
}
