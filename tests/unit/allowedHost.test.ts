import { describe, expect, it } from 'vitest';
import { allowedHostsFromEnv, isAllowedHost } from '../../scripts/serve/allowedHost.ts';

describe('isAllowedHost: the Host names the preview server answers', () => {
  it.each([
    'localhost',
    'localhost:4173',
    'LOCALHOST:4173',
    'site.localhost:4173',
    '127.0.0.1:4173',
    '192.168.1.20',
    '[::1]:4173',
    '[fe80::1]',
  ])('answers %s', (host) => expect(isAllowedHost(host)).toBe(true));

  it.each(['evil.example', 'evil.example:4173', 'localhost.evil.example:4173', '127.0.0.1.nip.io:4173', '[not-an-ip]:4173', '[::1', ''])(
    'refuses %s, a name a page of another site could rebind to this machine',
    (host) => expect(isAllowedHost(host)).toBe(false),
  );

  it('answers the names it is given, and a leading dot allows their subdomains too', () => {
    expect(isAllowedHost('preview.redbud.test:4173', ['preview.redbud.test'])).toBe(true);
    expect(isAllowedHost('other.redbud.test:4173', ['preview.redbud.test'])).toBe(false);
    expect(isAllowedHost('a.redbud.test', ['.redbud.test'])).toBe(true);
    expect(isAllowedHost('redbud.test', ['.redbud.test'])).toBe(true);
    expect(isAllowedHost('notredbud.test', ['.redbud.test'])).toBe(false);
  });

  it('reads PREVIEW_ALLOWED_HOSTS as a comma-separated list', () => {
    expect(allowedHostsFromEnv({ PREVIEW_ALLOWED_HOSTS: ' preview.redbud.test, .lan ,' } as NodeJS.ProcessEnv)).toEqual([
      'preview.redbud.test',
      '.lan',
    ]);
    expect(allowedHostsFromEnv({} as NodeJS.ProcessEnv)).toEqual([]);
  });
});
