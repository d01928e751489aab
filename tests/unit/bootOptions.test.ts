// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The marketing site's boot options as a build with these variables would have them. */
async function bootOptionsBuiltWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import('../../blocks/bootOptions.ts')).bootOptions;
}

afterEach(() => {
  vi.unstubAllEnvs();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

/** The services the marketing site hands the engine (engine/site/services.ts), each loaded only when the engine asks. */
describe("the marketing site's services", () => {
  it('hand in the error log, loaded when asked: the supabase-js writer of blocks/services/errorLog.ts', async () => {
    const { services } = await bootOptionsBuiltWith({});
    const { logError } = await import('../../blocks/services/errorLog.ts');
    expect(await services!.errorLog!()).toBe(logError);
  });

  it('hand in no analytics without a measurement id: events then reach window.dataLayer only', async () => {
    expect((await bootOptionsBuiltWith({ VITE_GA_MEASUREMENT_ID: '  ' })).services!.analytics).toBeUndefined();
    expect((await bootOptionsBuiltWith({})).services!.analytics).toBeUndefined();
  });

  it('hand in Google Analytics with one, and load gtag.js only once the engine asks for it', async () => {
    const { services } = await bootOptionsBuiltWith({ VITE_GA_MEASUREMENT_ID: ' G-SITE123 ' });
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    const forward = await services!.analytics!();
    expect(document.querySelector('script[src*="googletagmanager"]')?.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-SITE123',
    );
    expect(typeof forward).toBe('function');
  });
});
