/** Run before the browser tests: make sure there is a Chromium to drive, or say how to get one. */
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { systemChromium } from '../lib/processes/browser.ts';

const system = systemChromium();
if (system) {
  console.log(`browser tests use ${system}`);
} else {
  let bundled: string | undefined;
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  if (bundled && fs.existsSync(bundled)) {
    console.log(`browser tests use Playwright's Chromium at ${bundled}`);
  } else {
    console.error(
      [
        'No Chromium found for the browser tests.',
        '  Debian/Ubuntu:  sudo apt-get install -y chromium',
        '  Elsewhere:      npx playwright install chromium   (needs internet access)',
        '  Or point CHROME_PATH at a Chromium or Chrome binary.',
      ].join('\n'),
    );
    process.exit(1);
  }
}
