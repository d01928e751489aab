import type { Plugin } from 'vite';
import { PAGES_DIR } from '../../../scripts/lib/site/paths.ts';
import type * as ProblemLines from '../../../scripts/validate/problemLines.ts';
import { rendererOf } from '../../../scripts/vite/devPageRenderer.ts';
import { EDITOR_SCREEN } from '../../editor/editorPath.ts';
import { contentProblemsWatch, type ContentProblems } from './contentProblems.ts';
import { liveReload } from './liveReload.ts';

/** The script the dev server adds to the pages it serves (the editor's excepted). */
const DEV_CLIENT = '/devtools/pageScript/devClient.ts';
/** Where the page script asks for validate's findings, to show them over the page. */
const CONTENT_PROBLEMS_PATH = '/__content-problems';

/**
 * The dev page script's server half: the script itself, added to every page the dev server serves
 * but the editor's (which lists problems itself); validate's findings it shows as an overlay
 * (/__content-problems, validate run in this process through Vite like the renderer); and the
 * reload of the open pages when their content or code changes (liveReload.ts), after which the
 * overlay asks for validate's findings afresh.
 */
export function pageScript(): Plugin[] {
  let checkContent: () => Promise<ContentProblems> = () => Promise.reject(new Error('the dev server is not running yet'));
  const problems = contentProblemsWatch(() => checkContent());

  const overlay: Plugin = {
    name: 'dev-page-script',
    apply: 'serve',
    transformIndexHtml: (_html, context) =>
      EDITOR_SCREEN.test(context.path) ? [] : [{ tag: 'script', attrs: { type: 'module', src: DEV_CLIENT }, injectTo: 'head' }],
    configureServer(server) {
      const renderer = rendererOf(server);
      checkContent = async () => (await renderer.load<typeof ProblemLines>('scripts/validate/problemLines.ts')).problemLines(PAGES_DIR);
      server.middlewares.use((req, res, next) => {
        if ((req.url ?? '/').split('?')[0] !== CONTENT_PROBLEMS_PATH) return next();
        void problems.current().then((data) => {
          res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
          res.end(JSON.stringify(data));
        }, next);
      });
    },
  };

  return [overlay, liveReload({ onContentChange: () => problems.changed() })];
}
