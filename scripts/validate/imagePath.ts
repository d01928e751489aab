import fs from 'node:fs';
import path from 'node:path';
import type { IssueParams } from './catalogue/index.ts';

export type ImagePathProblem =
  | { code: 'image-path-empty-segment'; params: IssueParams<'image-path-empty-segment'> }
  | { code: 'image-path-dot-segment'; params: IssueParams<'image-path-dot-segment'> }
  | { code: 'image-missing'; params: IssueParams<'image-missing'> }
  | { code: 'image-outside-public'; params: IssueParams<'image-outside-public'> };

/**
 * What is wrong with an image path from the content ('/images/people/leader-founder.svg'), or null.
 *
 * The path names a file under public/ as the site serves it, so it must stay inside public/: no
 * '.' or '..' segments ('/images/../favicon.svg' passed a plain existence check, and so did paths
 * climbing into node_modules), no empty segment ('//images/x.svg' is another host to a browser),
 * and no link leading out of public/ (the build would copy or serve what it points to).
 */
export function imagePathProblem(src: string, publicDir: string): ImagePathProblem | null {
  const segments = src.split('/').slice(1);
  if (segments.includes('')) return { code: 'image-path-empty-segment', params: { src } };
  const dots = segments.find((segment) => segment === '.' || segment === '..');
  if (dots) return { code: 'image-path-dot-segment', params: { src, segment: dots } };
  const file = path.join(publicDir, ...segments);
  if (!fs.existsSync(file)) return { code: 'image-missing', params: { src } };
  const root = fs.realpathSync(publicDir);
  const real = fs.realpathSync(file);
  if (!real.startsWith(root + path.sep)) return { code: 'image-outside-public', params: { src } };
  return null;
}
