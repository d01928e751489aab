// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SHIELDED_EVENTS } from '../../engine/islands/islandIntent';

/**
 * React hydrates a still-hydrating root synchronously, inside the event, when a discrete event
 * reaches it: the island shield (engine/islands/islandIntent.ts) keeps those from React until the
 * island is committed. This asks React itself which events it listens for on a root, so an event
 * missing from the shield (as Chrome's textInput was, before every typed character) or one a new
 * React starts listening for is caught here, not in a visitor's keystroke.
 */

/** What React may see while it hydrates: events it handles without hydrating (continuous ones), and events no island element fires. */
const LET_THROUGH: Record<string, string> = {
  ...Object.fromEntries(
    [
      'mousemove',
      'mouseover',
      'mouseout',
      'pointermove',
      'pointerover',
      'pointerout',
      'gotpointercapture',
      'lostpointercapture',
      'touchmove',
      'wheel',
      'scroll',
      'scrollend',
      'drag',
      'dragenter',
      'dragexit',
      'dragleave',
      'dragover',
    ].map((type) => [type, 'continuous: React does not hydrate to dispatch it']),
  ),
  ...Object.fromEntries(
    [
      'abort',
      'canplay',
      'canplaythrough',
      'durationchange',
      'emptied',
      'encrypted',
      'ended',
      'loadeddata',
      'loadedmetadata',
      'loadstart',
      'pause',
      'play',
      'playing',
      'progress',
      'ratechange',
      'seeked',
      'seeking',
      'stalled',
      'suspend',
      'timeupdate',
      'volumechange',
      'waiting',
    ].map((type) => [type, 'media: islands are forms, with no audio or video']),
  ),
  ...Object.fromEntries(
    ['animationstart', 'animationiteration', 'animationend', 'transitionrun', 'transitionstart', 'transitionend', 'transitioncancel'].map(
      (type) => [type, 'animation: no visitor action, and continuous'],
    ),
  ),
  load: 'fired by images and the like, not by a visitor',
  error: 'fired by images and the like, not by a visitor',
  resize: "the window's, not an island's",
  cancel: 'dialogs: islands have none',
  close: 'dialogs: islands have none',
  fullscreenchange: 'fullscreen: islands ask for none',
  fullscreenerror: 'fullscreen: islands ask for none',
};

function eventsReactListensFor(): string[] {
  const container = document.createElement('div');
  // The markup React is asked to hydrate, as a server would have rendered it: nothing mismatches.
  container.innerHTML = '<div></div>';
  document.body.append(container);
  const types = new Set<string>();
  const listen = container.addEventListener.bind(container);
  container.addEventListener = (
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ) => {
    types.add(type);
    listen(type, listener, options);
  };
  hydrateRoot(container, createElement('div'));
  return [...types].sort();
}

describe('the island shield', () => {
  it('keeps from React every event it listens for on a root, but those it handles without hydrating or no island fires', () => {
    const heard = eventsReactListensFor();
    expect(heard.length).toBeGreaterThan(40);
    const shielded = new Set<string>(SHIELDED_EVENTS);
    expect(heard.filter((type) => !shielded.has(type) && !(type in LET_THROUGH))).toEqual([]);
  });
});
