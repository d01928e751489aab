import { describe, expect, it } from 'vitest';
import { isSameOriginPath, trailingSlashRedirect } from '../../scripts/serve/trailingSlash.ts';

describe('the one-address-per-page redirect', () => {
  it('drops trailing slashes and keeps the query string as sent', () => {
    expect(trailingSlashRedirect('/about/')).toBe('/about');
    expect(trailingSlashRedirect('/services/consulting///?a=1&b=%2F')).toBe('/services/consulting?a=1&b=%2F');
    expect(trailingSlashRedirect('/about')).toBeNull();
    expect(trailingSlashRedirect('/')).toBeNull();
    expect(trailingSlashRedirect('/?q=/')).toBeNull();
    expect(trailingSlashRedirect('///')).toBe('/');
  });

  it('builds the target from the undecoded path, so encoded slashes stay part of one segment', () => {
    expect(trailingSlashRedirect('/%2fevil.example%2f/')).toBe('/%2fevil.example%2f');
    expect(trailingSlashRedirect('/%5cevil.example/')).toBe('/%5cevil.example');
  });

  it('refuses any target another origin would answer', () => {
    for (const target of ['//evil.example/', '/\\evil.example/', '///evil.example//', '//evil.example/?x=1']) {
      expect(trailingSlashRedirect(target), target).toBeNull();
    }
    expect(isSameOriginPath('/about')).toBe(true);
    expect(isSameOriginPath('/')).toBe(true);
    expect(isSameOriginPath('//evil.example')).toBe(false);
    expect(isSameOriginPath('/\\evil.example')).toBe(false);
    expect(isSameOriginPath('https://evil.example')).toBe(false);
  });

  it('takes linear time on a path of 100,000 slashes (a backtracking regex took seconds)', () => {
    const target = `/x${'/'.repeat(100_000)}y/`;
    const started = performance.now();
    expect(trailingSlashRedirect(target)).toBe(target.slice(0, -1));
    expect(trailingSlashRedirect('/'.repeat(100_000))).toBe('/');
    expect(performance.now() - started).toBeLessThan(50);
  });
});
