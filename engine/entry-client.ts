/**
 * The only script a page loads before its first paint, and deliberately tiny: after the prerendered
 * page has been painted it releases the page's block preloads and imports the application, which
 * then hydrates. Keeping React and the engine out of this file keeps them off the critical path.
 */
import { afterFirstPaint } from './boot/afterFirstPaint';
import { releaseDeferredPreloads } from './boot/deferredPreloads';

afterFirstPaint(() => {
  releaseDeferredPreloads();
  void import('./start-client').then(({ startClient }) => startClient());
});
