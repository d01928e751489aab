/**
 * Development only: the script the dev server adds to every page it serves, beside the page's own
 * (which are the build's). It shows validate's problems over the page (contentOverlay.ts) and logs
 * memory use and online/offline changes (devDiagnostics.ts), and reloads the page when the dev
 * server says what it shows has changed (server/liveReload.ts).
 */
import { startContentOverlay } from './contentOverlay';
import { startDevDiagnostics } from './devDiagnostics';
import { SITE_CHANGED_EVENT } from '../siteChanged';

if (import.meta.hot) {
  startContentOverlay();
  import.meta.hot.on(SITE_CHANGED_EVENT, () => window.location.reload());
}
startDevDiagnostics();
