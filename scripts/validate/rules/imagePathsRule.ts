import fs from 'node:fs';
import path from 'node:path';
import type { StringValue } from '../documentStrings.ts';
import { imagePathProblem, type ImagePathProblem } from '../imagePath.ts';
import type { Report } from '../issue.ts';
import { closest, nearest } from '../suggest.ts';

/**
 * Image checks for one public/ folder, remembered per path: many pages show the same few images,
 * and each check costs file-system calls.
 */
export class ImageChecker {
  private readonly known = new Map<string, ImagePathProblem | null>();
  private images: string[] | undefined;

  constructor(readonly publicDir: string) {}

  problemOf(src: string): ImagePathProblem | null {
    let problem = this.known.get(src);
    if (problem === undefined) {
      problem = imagePathProblem(src, this.publicDir);
      if (problem?.code === 'image-missing') {
        const suggestion = this.nearestImage(src);
        if (suggestion) problem.params.suggestion = suggestion;
      }
      this.known.set(src, problem);
    }
    return problem;
  }

  /**
   * The existing image most likely meant, comparing file names without their extension: a near
   * typo in the same folder ('lands-hero.svg' → 'land-hero.svg'), else in any folder (the right
   * file in the wrong folder), else a related name (shared words), same folder first.
   */
  private nearestImage(src: string): string | undefined {
    const images = (this.images ??= imagesUnder(this.publicDir));
    const stem = stemOf(src);
    const folder = path.posix.dirname(src);
    const inFolder = images.filter((image) => path.posix.dirname(image) === folder);
    for (const [pick, candidates] of [
      [closest, inFolder],
      [closest, images],
      [nearest, inFolder],
      [nearest, images],
    ] as const) {
      const match = pick(stem, new Set(candidates.map(stemOf)));
      if (match !== undefined) return candidates.find((image) => stemOf(image) === match);
    }
    return undefined;
  }
}

/** 'land-hero' for '/images/asset-types/land-hero.svg'. */
const stemOf = (image: string) => path.posix.basename(image, path.posix.extname(image));

/** Every file under public/images/, as the site serves it ('/images/people/leader-founder.svg'), sorted. */
function imagesUnder(publicDir: string): string[] {
  const root = path.join(publicDir, 'images');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
    .sort();
}

/** Every "src" that is a site path must name a file under public/, and stay inside it. */
export function checkImagePaths(strings: readonly StringValue[], images: ImageChecker, report: Report, prefix = ''): void {
  for (const { pointer, key, value } of strings) {
    if (key !== 'src' || !value.startsWith('/')) continue;
    const problem = images.problemOf(value);
    if (problem) report(problem.code, prefix + pointer, problem.params as never);
  }
}
