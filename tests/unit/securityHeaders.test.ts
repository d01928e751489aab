import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configuredOrigins, withOrigins } from '../../scripts/build/securityHeaders.ts';
import { parseHeadersFile, headersFor } from '../../scripts/serve/headersFile.ts';
import { ENGINE_HEADERS_FILE } from '../../scripts/build/responseHeaders.ts';
import { serviceOrigins } from '../../blocks/services/serviceOrigins.ts';

const base = fs.readFileSync(ENGINE_HEADERS_FILE, 'utf8');

describe('security headers', () => {
  it('ship a policy with no inline or eval scripts, and the other protective headers', () => {
    const headers = headersFor(parseHeadersFile(base), '/contact');
    const csp = headers['content-security-policy']!;
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toMatch(/unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    // The parser's yield point is an empty data: stylesheet (engine/page/ParserYield.tsx); refused, it would log a violation on every page.
    expect(csp.split(';').find((d) => d.trim().startsWith('style-src'))).toMatch(/ data:( |$)/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-frame-options']).toBe('DENY');
    // Not sent (see _headers): it starts every visit in a cold renderer, and guards little on a site
    // without sign-in; framing stays refused by the two headers above.
    expect(headers).not.toHaveProperty('cross-origin-opener-policy');
    expect(headersFor(parseHeadersFile(base), '/no/such/page')['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headersFor(parseHeadersFile(base), '/assets/index-abc.js')['cache-control']).toContain('immutable');
  });

  it('allow exactly the webhook, Supabase and analytics origins the site declares for its build', () => {
    const env = {
      VITE_CONTACT_WEBHOOK_URL: 'https://hooks.example.com/contact',
      VITE_NEWSLETTER_WEBHOOK_URL: '/__inbox/newsletter',
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_GA_MEASUREMENT_ID: 'G-TEST123',
    };
    const csp = headersFor(parseHeadersFile(withOrigins(base, configuredOrigins(serviceOrigins(env)))), '/')['content-security-policy']!;
    const connect = csp.split(';').find((d) => d.trim().startsWith('connect-src'))!;
    expect(connect).toContain('https://hooks.example.com');
    expect(connect).toContain('https://abc.supabase.co');
    expect(connect).toContain('https://www.google-analytics.com');
    expect(connect).not.toContain('/__inbox');
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
    expect(connect.match(/https:\/\/hooks\.example\.com/g)).toHaveLength(1);
    for (const declared of [serviceOrigins({}), undefined]) {
      const plain = headersFor(parseHeadersFile(withOrigins(base, configuredOrigins(declared))), '/')['content-security-policy'];
      expect(plain).toContain("connect-src 'self';");
      expect(plain).toMatch(/script-src 'self'(;|$)/);
    }
  });
});
