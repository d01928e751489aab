import { describe, expect, it } from 'vitest';
import { renderer } from '../../blocks/entry-server.tsx';
import type { RenderOptions } from '../../engine/server.tsx';

/**
 * Names that content gives (an icon, a button's style, a tab set, a social network, a form field)
 * and that happen to be members every object inherits. Each is looked up among the site's own
 * names only, so the page is rendered exactly as with any other name in its place: an unknown
 * name as an unknown one (the dev server draws what validate refuses), a valid one as valid.
 */
const INHERITED = ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'];

type PageData = Parameters<typeof renderer.render>[0];
type Blocks = PageData['page']['blocks'];
type SiteConfigShape = NonNullable<RenderOptions['config']>;

function pageOf(blocks: Blocks): PageData {
  return {
    path: '/probe',
    pageId: 'probe',
    canonicalPath: '/probe',
    paths: ['/probe'],
    notFound: false,
    page: { meta: { title: 'Probe', description: 'A page of the inherited names test.' }, blocks },
  };
}

/** The page's HTML and styles, failed blocks drawn as placeholders (as the dev server does). */
async function rendered(blocks: Blocks, config?: SiteConfigShape): Promise<string> {
  const { html, styles } = await renderer.render(pageOf(blocks), { showFailedBlocks: true, ...(config ? { config } : {}) });
  return `${styles}\n${html}`;
}

/** The page with `name` where `make` puts it, and the same page with `standIn` there, `standIn` then written as `name`. */
async function bothWays(make: (name: string) => { blocks: Blocks; config?: SiteConfigShape }, name: string, standIn: string) {
  const withName = make(name);
  const withStandIn = make(standIn);
  return {
    actual: await rendered(withName.blocks, withName.config),
    expected: (await rendered(withStandIn.blocks, withStandIn.config)).replaceAll(standIn, name),
  };
}

const hero = { type: 'hero', title: 'Probe' };
const config = renderer.site.config;

describe('a name from content that every object inherits is looked up among the site’s own names', () => {
  it.each(INHERITED)('an icon named "%s" is an unknown icon, and the placeholder says so', async (name) => {
    const cards = (icon: string) => [{ icon, title: 'Leasing', snippet: 'Tenants found and kept for industrial owners.' }];
    const make = (icon: string) => ({
      blocks: [hero, { type: 'card-grid', kind: 'service', title: 'Services', cards: cards(icon) }] as Blocks,
    });
    const { actual, expected } = await bothWays(make, name, 'no-such-icon');
    expect(actual).toBe(expected);
    expect(actual).toContain(`Unknown icon &quot;${name}&quot;`);
  });

  it.each(INHERITED)('a button style "%s" is an unknown style', async (name) => {
    const make = (style: string) => ({
      blocks: [hero, { type: 'banner', title: 'Next', primary: { label: 'Go', style, action: { navigate: '/contact' } } }] as Blocks,
    });
    const { actual, expected } = await bothWays(make, name, 'no-such-style');
    expect(actual).toBe(expected);
  });

  it.each(INHERITED)('a section tone "%s" is an unknown tone', async (name) => {
    const make = (tone: string) => ({
      blocks: [hero, { type: 'button-row', tone, buttons: [{ label: 'Go', action: { navigate: '/contact' } }] }] as Blocks,
    });
    const { actual, expected } = await bothWays(make, name, 'no-such-tone');
    expect(actual).toBe(expected);
  });

  it.each(INHERITED)('a tab bar naming the tab set "%s" names an unknown set', async (name) => {
    const make = (tabs: string) => ({ blocks: [hero, { type: 'tab-bar', tabs, label: 'Probe pages' }] as Blocks });
    const { actual, expected } = await bothWays(make, name, 'no-such-set');
    expect(actual).toBe(expected);
  });

  it.each(INHERITED)('a social link of the network "%s" is of an unknown network', async (name) => {
    const make = (network: string) => ({
      blocks: [hero] as Blocks,
      config: { ...config, social: [{ network, name: 'Probe', href: 'https://example.com/probe' }] } as unknown as SiteConfigShape,
    });
    const { actual, expected } = await bothWays(make, name, 'no-such-network');
    expect(actual).toBe(expected);
  });

  it('a form field named "constructor" (a name the schema allows) is a field like any other: not marked invalid, its count from zero', async () => {
    const form = (name: string) => ({
      type: 'form',
      target: 'contact',
      title: 'Write to us',
      fields: [{ name, label: 'Your question', kind: 'textarea' }],
      timestampField: 'sent_at',
      submit: { label: 'Send', busyLabel: 'Sending…' },
      messages: {
        success: { title: 'Sent', description: 'We will answer within a day.' },
        failure: { title: 'Not sent', network: 'No connection.', timeout: 'No answer.', refused: 'Refused.', redirected: 'Moved.' },
      },
    });
    const { actual, expected } = await bothWays((name) => ({ blocks: [hero, form(name)] as Blocks }), 'constructor', 'company_name');
    expect(actual).toBe(expected);
    expect(actual).not.toContain('aria-invalid');
  });
});
