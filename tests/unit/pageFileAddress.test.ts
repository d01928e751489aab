import { describe, expect, it } from 'vitest';
import { pageFileAnswer } from '../../scripts/serve/pageFileAddress.ts';

const files = new Set(['/index.html', '/about/index.html', '/404.html', '/downloads/rent-roll.csv.gz']);
const isFile = (decoded: string) => files.has(decoded);
const answer = (target: string) => pageFileAnswer(target, decodeURIComponent(target.split('?')[0]!), isFile);

describe('a page’s file names are not addresses of their own', () => {
  it('redirects an index file name to the page’s address, keeping the query string as sent', () => {
    expect(answer('/about/index.html')).toEqual({ redirect: '/about' });
    expect(answer('/about/index')).toEqual({ redirect: '/about' });
    expect(answer('/index.html')).toEqual({ redirect: '/' });
    expect(answer('/index')).toEqual({ redirect: '/' });
    expect(answer('/about//index.html?utm_source=mail&x=a%2Fb')).toEqual({ redirect: '/about?utm_source=mail&x=a%2Fb' });
  });

  it('answers the not-found page’s own name with 404', () => {
    expect(answer('/404.html')).toBe('not-found');
    expect(answer('/404')).toBe('not-found');
  });

  it('answers a precompressed copy asked for by name with 404, but serves a compressed file of its own', () => {
    expect(answer('/about/index.html.br')).toBe('not-found');
    expect(answer('/index.html.gz')).toBe('not-found');
    expect(answer('/downloads/rent-roll.csv.gz')).toBeNull();
  });

  it('never redirects off the site, and answers an index name sent percent-encoded with 404', () => {
    expect(answer('//evil.example/index.html')).toBe('not-found');
    expect(answer('/%2Fevil.example/index.html')).toEqual({ redirect: '/%2Fevil.example' });
    expect(answer('/about/%69ndex.html')).toBe('not-found');
    expect(answer('/about%2Findex.html')).toBe('not-found');
  });

  it('leaves every other path alone', () => {
    for (const target of ['/', '/about', '/services/consulting', '/assets/app-abc123.js', '/robots.txt', '/indexes', '/about/index.htm']) {
      expect(answer(target), target).toBeNull();
    }
  });
});
