import crypto from 'node:crypto';
import { DEFERRED_PRELOADS_ID } from '../../../engine/boot/deferredPreloads.ts';
import { BUILD_ID_META } from '../../../engine/navigation/buildId.ts';
import { escapeHtml as escapeAttribute } from '../../../engine/head/headTags.ts';

/** Fills the Vite-built index.html with one page's head, styles, markup and data. */
export interface TemplateParts {
  head: string;
  styles: string;
  app: string;
  /** Module URLs the page needs to hydrate; preloaded only after the first paint (see engine/boot). */
  preloads: string[];
  /** Structured data for search engines (non-executable JSON-LD), if the site gives any. */
  jsonLd?: string;
  /** The pages' language, a BCP 47 tag: the document's lang. */
  language: string;
  /** The inline loader that starts the boot entry after the first paint (see engine/boot/bootLoader.ts). */
  bootLoader: string;
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

/** The document element as index.html writes it, with whatever language it names. */
const HTML_ELEMENT = /<html lang="[^"]*">/;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;

/** The address of the boot entry Vite put in index.html (exactly one module script). */
export function bootEntryOf(template: string): string {
  const found = [...template.matchAll(ENTRY_SCRIPT)];
  if (found.length !== 1) throw new Error(`index.html should have exactly one module entry script, found ${found.length}`);
  return found[0]![1]!;
}

/**
 * The build's id: its boot entry's content-hashed name, which changes whenever any script of the
 * site does (each chunk's name is part of the code that imports it).
 */
export function buildIdOf(template: string): string {
  return crypto.createHash('sha256').update(bootEntryOf(template)).digest('hex').slice(0, 12);
}

export function fillTemplate(template: string, parts: TemplateParts): string {
  const required = ['<!--head-->', '<!--styles-->', '<!--app-->'];
  for (const marker of required) if (!template.includes(marker)) throw new Error(`index.html lacks the ${marker} marker`);
  if (!HTML_ELEMENT.test(template)) throw new Error('index.html should open with <html lang="…">, which each site sets to its language');
  if (/<link rel="modulepreload"/.test(template)) {
    throw new Error('index.html preloads modules before the first paint: the boot entry should import nothing statically');
  }
  const buildId = buildIdOf(template);
  // The boot entry is not fetched by the HTML: the inline loader, first in <head> so it sees every
  // error, starts it once the page has painted. Every insertion is a function, so nothing in the
  // page's text ("$&", "$$", "$'" …) is read as a replacement pattern.
  const jsonLd = parts.jsonLd === undefined ? '' : `\n    <script type="application/ld+json">${parts.jsonLd}</script>`;
  return template
    .replace(HTML_ELEMENT, () => `<html lang="${escapeAttribute(parts.language)}">`)
    .replace(ENTRY_SCRIPT, () => '')
    .replace(
      '<!--head-->',
      () => `${parts.bootLoader}\n    <meta name="${BUILD_ID_META}" content="${buildId}">\n    ${parts.head}${jsonLd}`,
    )
    .replace('<!--styles-->', () => `${deferredPreloads(parts.preloads)}${parts.styles}`)
    .replace('<!--app-->', () => parts.app);
}
