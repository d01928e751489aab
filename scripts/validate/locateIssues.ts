import { describeFinding, type Finding, type Issue } from './issue.ts';
import { JsonLocator } from './jsonLocator.ts';
import { joinPointer } from '../lib/json/jsonPointer.ts';
import { readIfExists } from '../lib/files/readIfExists.ts';

/**
 * Gives each finding its line and column. Only files with findings get here, so the position
 * index (a full parse tree of the file) is built for those files alone, never for clean ones. A
 * file that cannot be read has its findings at 1:1.
 */
export function locateIssues(file: string, findings: readonly Finding[], text = readIfExists(file)): Issue[] {
  const locator = new JsonLocator(text);
  return findings.map((finding) => {
    const { line, col } =
      finding.offset !== undefined
        ? locator.positionAt(finding.offset)
        : finding.within !== undefined
          ? locator.locateWithin(finding.pointer, finding.within)
          : locator.locate(finding.pointer, finding.key);
    const pointer = (finding.key === undefined ? finding.pointer : joinPointer(finding.pointer, finding.key)) || '/';
    return { file, line, col, pointer, code: finding.code, ...describeFinding(finding) };
  });
}
