import path from 'node:path';
import type { Plugin } from 'vite';
import { copyPublicFiles, describePublicProblem, scanPublicDir } from '../lib/output/publicFiles.ts';

/**
 * The build's copy of public/: the files scripts/lib/output/publicFiles.ts allows, and nothing else. Vite's
 * own copy (build.copyPublicDir) follows every link, copies dot-files and keys alike, and stops with
 * a raw ENOENT on a link to nowhere; it is turned off, and this plugin copies in its place, at the
 * same moment (when output starts) and only when the build asked for the copy (the server bundle
 * does not). `npm run build` has run validate first, which names each file refused here and how
 * to fix it; a build started some other way stops here, naming them too.
 */
export function publishPublicFiles(): Plugin {
  let wanted = true;
  let publicDir = '';
  let outDir = '';
  let write = true;
  return {
    name: 'site-publish-public-files',
    apply: 'build',
    config(config) {
      wanted = config.build?.copyPublicDir !== false;
      return { build: { copyPublicDir: false } };
    },
    configResolved(config) {
      publicDir = config.publicDir;
      outDir = path.resolve(config.root, config.build.outDir);
      write = config.build.write;
    },
    renderStart() {
      if (!wanted || !write || !publicDir) return;
      const { files, problems } = scanPublicDir(publicDir);
      if (problems.length) {
        this.error(
          `public/ holds what the site must not publish: ${problems.map((problem) => describePublicProblem(problem, publicDir)).join('; ')}. ` +
            'npm run validate says how to fix each.',
        );
      }
      copyPublicFiles(publicDir, outDir, files);
    },
  };
}
