// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEFERRED_PRELOADS_ID, preloadModulesOf, releaseDeferredPreloads } from '../../engine/boot/deferredPreloads';

const hrefs = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('the deferred module preloads', () => {
  it('go into <head> one per task, in their order, and the template goes', async () => {
    document.head.innerHTML = '';
    document.body.innerHTML = `<template id="${DEFERRED_PRELOADS_ID}">${['a', 'b', 'c']
      .map((name) => `<link rel="modulepreload" crossorigin href="/assets/${name}.js">`)
      .join('')}</template>`;
    const released = releaseDeferredPreloads();
    // Only the first in the calling task: each starts a fetch, and a dozen at once is a long task.
    expect(hrefs()).toEqual(['/assets/a.js']);
    expect(document.getElementById(DEFERRED_PRELOADS_ID)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hrefs()).toEqual(['/assets/a.js', '/assets/b.js']);
    await released;
    expect(hrefs()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
  });

  it('does nothing on a page without them', async () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<p>No islands here.</p>';
    await releaseDeferredPreloads();
    expect(hrefs()).toEqual([]);
  });

  it("of a page the navigator swaps in go into <head> all at once, in their order, each watched for a deploy's removal", () => {
    document.head.innerHTML = '';
    const next = new DOMParser().parseFromString(
      `<html><head><template id="${DEFERRED_PRELOADS_ID}">${['d', 'e']
        .map((name) => `<link rel="modulepreload" crossorigin href="/assets/${name}.js">`)
        .join('')}</template></head><body></body></html>`,
      'text/html',
    );
    preloadModulesOf(next);
    expect(hrefs()).toEqual(['/assets/d.js', '/assets/e.js']);
    for (const link of document.head.querySelectorAll<HTMLLinkElement>('link')) expect(link.onerror).toBeTypeOf('function');
  });
});
