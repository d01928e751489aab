import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countText } from '../../engine/forms/countText';
import { ROOT } from '../../scripts/lib/site/paths';

describe('countText', () => {
  it('writes a count as en-US does, without loading the browser’s number formatting', () => {
    for (const count of [0, 7, 42, 999, 1000, 2000, 12_345, 120_000, 1_234_567, -1500, -7]) {
      expect(countText(count)).toBe(count.toLocaleString('en-US'));
    }
  });

  it('is what the page’s code uses: no toLocaleString or Intl.NumberFormat in engine/ or blocks/', () => {
    // Its first call costs 57–90 ms (ICU's data loading), inside whichever render or event calls it.
    const offenders: string[] = [];
    const visit = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) visit(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          const code = fs.readFileSync(file, 'utf8').replace(/^\s*(\/\/|\*|\/\*).*$/gm, '');
          if (/\.toLocaleString\(|Intl\.NumberFormat/.test(code)) offenders.push(path.relative(ROOT, file));
        }
      }
    };
    visit(path.join(ROOT, 'engine'));
    visit(path.join(ROOT, 'blocks'));
    expect(offenders).toEqual([]);
  });
});
