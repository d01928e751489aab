import fs from 'node:fs';

/** The system Chromium to test with: CHROME_PATH, else Debian's /usr/bin/chromium; undefined if neither exists. */
export function systemChromium(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  return candidates.find((candidate) => fs.existsSync(candidate));
}

/** Flags that keep Chromium quiet on a machine without internet access (and able to run as root). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
