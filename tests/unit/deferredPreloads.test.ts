// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEFERRED_PRELOADS_ID, releaseDeferredPreloads } from '../../engine/boot/deferredPreloads';

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
});
