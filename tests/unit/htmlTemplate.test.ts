import { describe, expect, it } from 'vitest';
import { buildIdOf, fillTemplate, jsonForScript } from '../../scripts/lib/pages/htmlTemplate';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><!--head--><!--styles--></head><body><div id="root"><!--app--></div>' +
  '<script type="module" crossorigin src="/assets/entry-client-AbC123.js"></script></body></html>';

describe('fillTemplate', () => {
  it('publishes page text verbatim: no replacement pattern is read in it', () => {
    const text = "Pay $$100 for R$&D, $' and $` and $1 stay as written";
    const html = fillTemplate(TEMPLATE, {
      head: `<title>${text}</title>`,
      styles: `<style>/* ${text} */</style>`,
      app: `<p>${text}</p>`,
      preloads: [],
      jsonLd: JSON.stringify({ name: text }),
      language: 'en-US',
      bootLoader: '<script>loader()</script>',
    });
    expect(html.split(text)).toHaveLength(5); // title, style, body and JSON-LD
    expect(html).not.toContain('<!--app-->');
    expect(html).not.toContain('entry-client-AbC123.js');
  });

  it('names the build in every page, from its boot entry', () => {
    const html = fillTemplate(TEMPLATE, { head: '', styles: '', app: '', preloads: [], jsonLd: '{}', language: 'en-US', bootLoader: '' });
    const id = buildIdOf(TEMPLATE);
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(html).toContain(`<meta name="build-id" content="${id}">`);
    expect(buildIdOf(TEMPLATE.replace('AbC123', 'XyZ789'))).not.toBe(id);
  });

  it("sets the document's language to the site's, escaped, and writes no structured data for a site that gives none", () => {
    const parts = { head: '', styles: '', app: '', preloads: [], bootLoader: '' };
    const french = fillTemplate(TEMPLATE, { ...parts, language: 'fr-CA' });
    expect(french).toContain('<html lang="fr-CA">');
    expect(french).not.toContain('application/ld+json');
    expect(fillTemplate(TEMPLATE, { ...parts, language: 'en"><script>' })).toContain('<html lang="en&quot;&gt;&lt;script&gt;">');
    expect(() => fillTemplate(TEMPLATE.replace(' lang="en"', ''), { ...parts, language: 'en' })).toThrow(/<html lang/);
  });
});

describe('jsonForScript', () => {
  it('writes JSON that cannot end its <script> element or open a comment, and reads back as written', () => {
    const value = { name: 'R$&D </script><script>alert(1)</script> <!-- x --> </title> &amp; {{x}} \u2028 \u2029 🏢', n: [1, '"><img>'] };
    const json = jsonForScript(value);
    // The HTML parser ends a script at '</script', and '<!--' and '<script' change how it reads what follows.
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
