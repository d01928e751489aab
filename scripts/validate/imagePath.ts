import fs from 'node:fs';
import path from 'node:path';

/**
 * What is wrong with an image path from the content ('/images/people/leader-founder.svg'), or null.
 *
 * The path names a file under public/ as the site serves it, so it must stay inside public/: no
 * '.' or '..' segments ('/images/../favicon.svg' passed a plain existence check, and so did paths
 * climbing into node_modules), no empty segment ('//images/x.svg' is another host to a browser),
 * and no link leading out of public/ (the build would copy or serve what it points to).
 */
export function imagePathProblem(src: string, publicDir: string): string | null {
  const segments = src.split('/').slice(1);
  if (segments.includes('')) {
    return `image path "${src}" has an empty segment ("//"); write it with single slashes, for example "/images/people/leader-founder.svg"`;
  }
  const dots = segments.find((segment) => segment === '.' || segment === '..');
  if (dots) {
    return `image path "${src}" has a "${dots}" segment; write the path from public/ without "." or ".." segments, for example "/images/people/leader-founder.svg"`;
  }
  const file = path.join(publicDir, ...segments);
  if (!fs.existsSync(file)) return `image file public${src} does not exist`;
  const root = fs.realpathSync(publicDir);
  const real = fs.realpathSync(file);
  if (!real.startsWith(root + path.sep)) {
    return `image path "${src}" resolves outside public/ (through a link, to ${real}); put the file itself under public/images/`;
  }
  return null;
}
