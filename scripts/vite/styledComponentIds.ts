import path from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';
import { ROOT } from '../lib/site/paths.ts';

/** styled-components' build transform: stable ids for server and client, minified CSS, no debug names. */
export const STYLED_COMPONENTS = {
  displayName: false,
  fileName: false,
  ssr: true,
  minify: true,
  pure: true,
  transpileTemplateLiterals: true,
};

const LANGS = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.jsx': 'jsx' } as const;

/**
 * Runs styled-components' transform on one of the project's modules named by its path within the
 * project (`/blocks/hero/Hero.tsx`), whatever folder the project is checked out in, and leaves the
 * rest (JSX, refresh) to Vite's own transform.
 *
 * Why: the transform gives every styled component an id (`sc-<hash>-<n>`) so that server and
 * browser name its class alike, whatever order the lazily loaded blocks arrive in; the hash is of
 * the file name it is given, and Vite gives the absolute path. Two checkouts of one commit in
 * different folders built different class names, so a build was not reproducible.
 */
export async function withStyledComponentIds(
  code: string,
  file: string,
  root = ROOT,
): Promise<Pick<Awaited<ReturnType<typeof transformWithOxc>>, 'code' | 'map'> | null> {
  const lang = LANGS[path.extname(file) as keyof typeof LANGS];
  if (!lang || !code.includes('styled-components')) return null;
  // Rooted at '/': Oxc hashes an absolute name's path (one id per file, kept as its CSS is edited),
  // but a relative name's code (two identical files would share ids).
  const name = '/' + path.relative(root, file).split(path.sep).join('/');
  const result = await transformWithOxc(code, name, {
    lang,
    jsx: 'preserve',
    sourcemap: true,
    plugins: { styledComponents: STYLED_COMPONENTS },
  });
  return { code: result.code, map: result.map };
}

/** The plugin: every module of the project (not its dependencies) through withStyledComponentIds, before Vite's transform. */
export function styledComponentIds(): Plugin {
  return {
    name: 'styled-component-ids',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!path.isAbsolute(file) || !file.startsWith(ROOT + path.sep) || file.includes(`${path.sep}node_modules${path.sep}`)) return null;
      return withStyledComponentIds(code, file);
    },
  };
}
