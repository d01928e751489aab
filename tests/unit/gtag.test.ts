// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { setEventForwarder, trackEvent } from '../../engine/analytics/analytics';
import { analyticsLocation, analyticsReferrer } from '../../blocks/services/analyticsAddress';
import { startGtag } from '../../blocks/services/gtag';

/** The commands given to gtag.js so far, as it reads them from the data layer. */
const commands = () =>
  (window.dataLayer ?? [])
    .filter((entry) => !Array.isArray(entry) && typeof entry === 'object' && 'length' in (entry as object))
    .map((entry) => Array.from(entry as ArrayLike<unknown>));

afterEach(() => {
  setEventForwarder(null);
  window.dataLayer = [];
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  window.history.replaceState(null, '', '/');
});

describe('the addresses Google Analytics is given', () => {
  it('keep a page’s origin, path and campaign parameters, and nothing else of its query or its fragment', () => {
    expect(
      analyticsLocation(
        'https://user:secret@www.example.test/contact?email=a%40b.test&utm_source=news&utm_campaign=fall&gclid=Cj0&token=x#access_token=y',
      ),
    ).toBe('https://www.example.test/contact?utm_source=news&utm_campaign=fall&gclid=Cj0');
    expect(analyticsLocation('https://www.example.test/about')).toBe('https://www.example.test/about');
  });

  it('keep a referrer’s origin and path only, and nothing of a referrer that is no web page', () => {
    expect(analyticsReferrer('https://search.example/results?q=redbud+asset+group+jordan%40example.com')).toBe(
      'https://search.example/results',
    );
    expect(analyticsReferrer('')).toBe('');
    expect(analyticsReferrer('android-app://com.example.mail/')).toBe('');
  });

  it('are what gtag is configured with, and what it is told when the navigator changes the address', () => {
    window.history.replaceState(null, '', '/contact?email=visitor%40example.test&utm_medium=email#token=abc');
    Object.defineProperty(document, 'referrer', { value: 'https://mail.example/inbox?search=visitor%40example.test', configurable: true });
    setEventForwarder(startGtag('G-TEST'));
    const origin = window.location.origin;
    expect(commands().find(([command]) => command === 'config')).toEqual([
      'config',
      'G-TEST',
      { send_page_view: false, page_location: `${origin}/contact?utm_medium=email`, page_referrer: 'https://mail.example/inbox' },
    ]);

    window.history.pushState(null, '', '/about?name=Jordan');
    trackEvent('page_view', { page_path: '/about', page_title: 'About' });
    const afterSwap = commands().slice(-2);
    expect(afterSwap).toEqual([
      ['set', { page_location: `${origin}/about`, page_referrer: `${origin}/contact?utm_medium=email` }],
      ['event', 'page_view', { page_path: '/about', page_title: 'About' }],
    ]);
    expect(JSON.stringify(commands())).not.toMatch(/visitor|token|Jordan|search=/);
  });
});
