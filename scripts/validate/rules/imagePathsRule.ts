import type { StringValue } from '../documentStrings.ts';
import { imagePathProblem, type ImagePathProblem } from '../imagePath.ts';
import type { Report } from '../issue.ts';

/**
 * Image checks for one public/ folder, remembered per path: many pages show the same few images,
 * and each check costs file-system calls.
 */
export class ImageChecker {
  private readonly known = new Map<string, ImagePathProblem | null>();

  constructor(readonly publicDir: string) {}

  problemOf(src: string): ImagePathProblem | null {
    let problem = this.known.get(src);
    if (problem === undefined) {
      problem = imagePathProblem(src, this.publicDir);
      this.known.set(src, problem);
    }
    return problem;
  }
}

/** Every "src" that is a site path must name a file under public/, and stay inside it. */
export function checkImagePaths(strings: readonly StringValue[], images: ImageChecker, report: Report, prefix = ''): void {
  for (const { pointer, key, value } of strings) {
    if (key !== 'src' || !value.startsWith('/')) continue;
    const problem = images.problemOf(value);
    if (problem) report(problem.code, prefix + pointer, problem.params as never);
  }
}
