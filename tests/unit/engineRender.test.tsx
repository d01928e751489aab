import { describe, expect, it } from 'vitest';
import { createGlobalStyle } from 'styled-components';
import { createServerRenderer } from '../../engine/server.tsx';
import type { BlockDefinition, SiteDefinition, SiteTheme } from '../../engine/index.ts';
import type { PageData } from '../../engine/content/pageData.ts';
import type { PageShape, SiteConfigShape } from '../../engine/content/shapes.ts';
import { baseContent } from '../support/contentFixture.ts';
import { PARSER_YIELD_HREF } from '../../engine/page/ParserYield.tsx';

/**
 * The engine on its own: a site made up here (two block types, a frame of plain elements, a theme
 * with only the roles of the engine's theme contract), no import of the real site. What it
 * proves: the registry and the frame are parameters, an interactive block is an island of its own,
 * and a block that cannot render stops the prerender with its error.
 */

// The theme contract and nothing more: a site needs no palette name of any other site's.
const theme: SiteTheme = {
  color: {
    surface: '#fff',
    surfaceMuted: '#eee',
    text: '#111',
    textMuted: '#555',
    heading: '#000',
    primary: '#004',
    onPrimary: '#fff',
    border: '#ccc',
    hoverTint: 'rgba(0, 0, 0, 0.05)',
    danger: '#a00',
    dangerSurface: '#fee',
    dangerBorder: '#f99',
    success: '#0a0',
  },
  fontSize: { small: '14px', lead: '18px', title: '28px' },
  radius: { control: '4px', card: '8px' },
  shadow: { raised: 'none' },
  sectionPadding: '48px',
  media: { wide: '@media (min-width: 640px)' },
};

/** The made-up site's block union, as a site's generated content types would have it. */
type GreetingBlock = { type: 'greeting'; name?: string };
type TestBlock = GreetingBlock | { type: 'counter' } | { type: 'broken' };

function Greeting({ block }: { block: GreetingBlock }) {
  return <h1 data-test="greeting">Hello, {block.name}</h1>;
}
function Counter() {
  return <button type="button">Count</button>;
}
function Broken(): never {
  throw new Error('broken on purpose');
}

const greeting = {
  type: 'greeting',
  schema: 'none',
  load: async () => ({ default: Greeting }),
  rendersPageHeading: true,
} satisfies BlockDefinition<GreetingBlock>;
const counter = {
  type: 'counter',
  schema: 'none',
  load: async () => ({ default: Counter }),
  interactive: true,
} satisfies BlockDefinition<{ type: 'counter' }>;
const broken = { type: 'broken', schema: 'none', load: async () => ({ default: Broken }) } satisfies BlockDefinition<{ type: 'broken' }>;

const site: SiteDefinition<TestBlock, SiteConfigShape> = {
  // A small, complete site config of the validate fixtures' made-up firm.
  config: { ...baseContent()['site.json'], brand: 'Test Co' } as unknown as SiteConfigShape,
  blocks: { greeting, counter, broken },
  theme: theme as SiteDefinition['theme'],
  frame: {
    GlobalStyle: createGlobalStyle`body { margin: 0; }`,
    Header: ({ site: config }) => <header data-test="header">{config.brand}</header>,
    Footer: () => <footer data-test="footer">The end</footer>,
  },
  tokens: { brand: (config) => config.brand },
  structuredData: (config, siteUrl) => ({ '@type': 'Organization', name: config.brand, url: `${siteUrl}/` }),
};

function page(blocks: Array<{ type: string; [key: string]: unknown }>): PageData<PageShape<TestBlock>> {
  return {
    path: '/hello',
    pageId: 'hello',
    canonicalPath: '/hello',
    paths: ['/hello'],
    notFound: false,
    // Blocks outside the union too (a type the registry lacks), as content that failed validate would be.
    page: { meta: { title: 'Hello', description: 'A page of the made-up site.' }, blocks } as PageData<PageShape<TestBlock>>['page'],
  };
}

describe('the engine with a site of its caller', () => {
  const renderer = createServerRenderer(site);

  it('renders the blocks with the registry it is given, inside the frame it is given', async () => {
    const { html, styles } = await renderer.render(page([{ type: 'greeting', name: 'Ada' }]));
    expect(html).toContain('<header data-test="header">Test Co</header>');
    expect(html).toMatch(/<h1 data-test="greeting">Hello, (<!-- -->)?Ada<\/h1>/);
    expect(html).toContain('<footer data-test="footer">The end</footer>');
    expect(html).toContain('id="main-content"');
    expect(styles).toContain('margin:0');
  });

  it('sets the parser’s yield point between the main region and the footer: one empty stylesheet that is never fetched', async () => {
    const { html } = await renderer.render(page([{ type: 'greeting', name: 'Ada' }]));
    // The browser lays out and paints what is above it before it parses the footer (ParserYield.tsx).
    expect(html).toContain(`</main><link rel="stylesheet" href="${PARSER_YIELD_HREF}" data-parser-yield=""/><footer data-test="footer">`);
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(PARSER_YIELD_HREF).toBe('data:text/css,');
  });

  it('prerenders an interactive block as an island of its own, and a static one as plain HTML', async () => {
    const { html } = await renderer.render(page([{ type: 'greeting', name: 'Ada' }, { type: 'counter' }]));
    expect(renderer.isInteractiveBlock('counter')).toBe(true);
    expect(renderer.isInteractiveBlock('greeting')).toBe(false);
    const islands = [...html.matchAll(/data-island="block"/g)];
    expect(islands).toHaveLength(1);
    expect(html).toMatch(/data-island="block"[^>]*data-island-id="b1-"[^>]*>.*<button type="button">Count<\/button>/s);
  });

  it('refuses to prerender a page whose block throws, naming the error (the browser contains it instead)', async () => {
    // Server rendering has no error boundaries: a block that cannot render must stop the build, not
    // publish a page without it. In the browser each block has its own boundary (see engine.spec).
    await expect(renderer.render(page([{ type: 'greeting', name: 'Grace' }, { type: 'broken' }]))).rejects.toThrow('broken on purpose');
    await expect(renderer.render(page([{ type: 'unheard-of' }]))).rejects.toThrow('No component is registered for block type "unheard-of"');
  });

  it('shows a block that throws as a placeholder naming the problem, when asked (the dev server), and renders the rest', async () => {
    const data = page([{ type: 'greeting', name: 'Grace' }, { type: 'broken' }, { type: 'unheard-of' }]);
    const { html } = await renderer.render(data, { showFailedBlocks: true });
    expect(html).toContain('Hello, <!-- -->Grace');
    expect(html).toMatch(/data-block-error="broken"[^>]*>Block &quot;broken&quot; \(#1\) failed to render:\nbroken on purpose</);
    expect(html).toMatch(/data-block-error="unheard-of"[^>]*>[^<]*No component is registered for block type &quot;unheard-of&quot;/);
    // Not asked (the build), the block's failure fails the render.
    await expect(renderer.render(page([{ type: 'broken' }]), { showFailedBlocks: false })).rejects.toThrow('broken on purpose');
  });

  it('draws a block named not written yet as a note of what it lacks, in its place, and never the block (the editor’s preview)', async () => {
    const data = page([{ type: 'greeting', name: 'Grace' }, { type: 'counter' }, { type: 'broken' }]);
    const { html } = await renderer.render(data, {
      showFailedBlocks: true,
      markBlocks: true,
      unfinished: new Map([
        [1, 'Label'],
        [2, 'Title; Cards item 1 › Icon'],
      ]),
    });
    expect(html).toContain('Hello, <!-- -->Grace');
    expect(html).toMatch(
      /data-editor-block="1"[^>]*><div[^>]*data-block-unfinished="counter"[^>]*><code>counter<\/code> is not written yet\. To fill in: <!-- -->Label</,
    );
    expect(html).toMatch(/data-block-unfinished="broken"[^>]*>.*To fill in: <!-- -->Title; Cards item 1 › Icon</);
    // Neither the island nor the failing block is rendered.
    expect(html).not.toContain('data-island="block"');
    expect(html).not.toContain('data-block-error');
  });

  // Members every object inherits are no block types: the registry is looked up by its own keys only.
  const inheritedNames = ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'];

  it.each(inheritedNames)('shows a block of type "%s" as the placeholder of an unknown type, and renders the rest', async (type) => {
    const { html } = await renderer.render(page([{ type: 'greeting', name: 'Grace' }, { type }]), { showFailedBlocks: true });
    expect(html).toContain('Hello, <!-- -->Grace');
    expect(html).toContain(`data-block-error="${type}"`);
    expect(html).toContain(`No component is registered for block type &quot;${type}&quot;`);
    expect(renderer.isInteractiveBlock(type)).toBe(false);
  });

  it.each(inheritedNames)('refuses to prerender a block of type "%s" as an unknown type', async (type) => {
    await expect(renderer.render(page([{ type }]))).rejects.toThrow(`No component is registered for block type "${type}"`);
  });

  it('gives head tags and structured data from the site config it is given', () => {
    const head = renderer.pageHead(page([]), 'https://test.example');
    expect(head.title).toBe('Hello');
    expect(renderer.renderHead(head)).toContain('<link rel="canonical" href="https://test.example/hello"');
    expect(renderer.structuredData('https://test.example')).toEqual({
      '@type': 'Organization',
      name: 'Test Co',
      url: 'https://test.example/',
    });
  });
});
