import { describe, expect, it } from 'vitest';
import { idsNamedIn, withoutClasses, withoutUnnamedComponentIds } from '../../scripts/lib/pages/componentIdClasses.ts';
import { componentIdsOf, pageCss } from '../../scripts/lib/pages/pageStyles.ts';

const ids = new Set(['sc-aa-0', 'sc-aa-1', 'sc-bb-0']);

describe('component-id classes in the prerendered HTML', () => {
  it('finds the ids a selector names, as whole class names only', () => {
    expect(idsNamedIn('.x{color:red}.sc-aa-1+.sc-aa-1{margin:0}.sc-bb-00{top:0}', ids)).toEqual(new Set(['sc-aa-1']));
  });

  it('reads the registered ids and the rules off styled-components’ style tags', () => {
    const tags =
      '<style data-styled="true">.abc{color:red;}/*!sc*/\ndata-styled.g1[id="sc-aa-0"]{content:"abc,"}/*!sc*/\n.def{top:0;}/*!sc*/\ndata-styled.g2[id="sc-bb-0"]{content:"def,"}/*!sc*/\n</style>';
    expect(componentIdsOf(tags)).toEqual(new Set(['sc-aa-0', 'sc-bb-0']));
    expect(pageCss(tags)).toBe('.abc{color:red;}.def{top:0;}');
  });

  it('drops the unnamed ids from class attributes, keeping every other class and attribute', () => {
    const html =
      '<div class="sc-aa-0 kRDJcT" id="a"><p class="sc-aa-1 b">x &lt; y</p><br/><img class="sc-bb-0" alt=""><span class="sc-zz-9 c">z</span></div>';
    expect(withoutUnnamedComponentIds(html, '.sc-aa-1+.sc-aa-1{margin:0}', ids)).toBe(
      '<div class="kRDJcT" id="a"><p class="sc-aa-1 b">x &lt; y</p><br/><img alt=""><span class="sc-zz-9 c">z</span></div>',
    );
  });

  it('rewrites the class attribute only: text in other attributes that reads like one stays as written', () => {
    // React escapes every '"' in a value, but a value may end in ' class=', or hold an id.
    const html =
      '<aside aria-label="Callout class=" class="sc-aa-0 k"><img alt="R$&amp;D class=" src="/a.svg" class="sc-bb-0"></aside>' +
      '<p title="sc-aa-0 class=&quot;sc-bb-0&quot;" data-x="sc-aa-0" class="sc-aa-0">class="sc-aa-0"</p>';
    expect(withoutClasses(html, ids)).toBe(
      '<aside aria-label="Callout class=" class="k"><img alt="R$&amp;D class=" src="/a.svg"></aside>' +
        '<p title="sc-aa-0 class=&quot;sc-bb-0&quot;" data-x="sc-aa-0">class="sc-aa-0"</p>',
    );
  });

  it('leaves islands and templates exactly as rendered, however deep', () => {
    const island =
      '<div data-island="block" data-island-id="b1-" style="display:contents"><section class="sc-aa-0 x"><div><p class="sc-bb-0 y">a</p></div></section></div>';
    const template = '<template id="crash-screen"><section class="sc-aa-0 x"><h1 class="sc-bb-0 y">b</h1></section></template>';
    const html = `<main class="sc-aa-0 m">${island}<p class="sc-bb-0 n">c</p>${template}</main><footer class="sc-bb-0 f"></footer>`;
    expect(withoutClasses(html, ids)).toBe(`<main class="m">${island}<p class="n">c</p>${template}</main><footer class="f"></footer>`);
  });

  it('keeps text of raw-text elements as it is', () => {
    const html = '<textarea class="sc-aa-0 t"><p class="sc-aa-0"></textarea><p class="sc-aa-0 u">v</p>';
    expect(withoutClasses(html, ids)).toBe('<textarea class="t"><p class="sc-aa-0"></textarea><p class="u">v</p>');
  });

  it('stops at markup it cannot read exactly rather than guess', () => {
    expect(() => withoutClasses('<div class="sc-aa-0"><p></div>', ids)).toThrow(/closes <p>/);
    expect(() => withoutClasses('<div class="sc-aa-0">', ids)).toThrow(/never closed/);
    expect(() => withoutClasses("<div class='sc-aa-0'></div>", ids)).toThrow(/cannot read/);
    expect(() => withoutClasses('<div>a < b</div>', ids)).toThrow(/cannot read/);
  });
});
