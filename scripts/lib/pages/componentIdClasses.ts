/**
 * styled-components gives each element of a styled component two classes: the class of its rules
 * (`kRDJcT`) and the component's id (`sc-1x2y3z-4`), which exists so that one component's CSS can
 * name another (`${Stat} + ${Stat}`). A page's CSS names a handful of ids; the others are a tenth of
 * its HTML and mean nothing to the browser. The prerender drops them, exactly:
 *
 * - only the ids styled-components registered for the page (componentIdsOf), and only those no
 *   selector of the page's CSS names;
 * - never inside an island (`data-island`: React hydrates it and must find exactly what it rendered)
 *   or a <template> (kept as rendered, for whatever clones it);
 * - reading the markup as React writes it (every attribute value quoted, every `<` in text escaped,
 *   every element closed but the void ones); anything else stops the build instead of being guessed at.
 */

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements whose content is text, not markup, up to their end tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
const TAG = /<!--[\s\S]*?-->|<\/([a-zA-Z][a-zA-Z0-9-]*)>|<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'<>/=]+(?:="[^"]*")?)*)\s*(\/?)>/g;
/**
 * One attribute of a tag's attributes as TAG matched them: a name and, if any, its value in double
 * quotes (React escapes every '"' inside one). Walked from the first attribute on, each match starts
 * where the last one ended, so a value that ends in ' class=' is never read as a class attribute.
 */
const ATTRIBUTE = /(\s+)([^\s"'<>/=]+)(?:="([^"]*)")?/g;
const ISLAND = /\sdata-island="/;

/** The ids of `ids` that a selector of `css` names. */
export function idsNamedIn(css: string, ids: Iterable<string>): Set<string> {
  const named = new Set<string>();
  for (const id of ids) if (new RegExp(`\\.${id.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`).test(css)) named.add(id);
  return named;
}

function unreadable(html: string, at: number, why: string): Error {
  return new Error(`component-id classes: ${why} at ${at}: ${JSON.stringify(html.slice(Math.max(0, at - 40), at + 40))}`);
}

/** A tag's attributes with the classes of `removable` taken out of its class attribute (dropped if none are left). */
function withoutClassesIn(attributes: string, removable: ReadonlySet<string>): string {
  return attributes.replace(ATTRIBUTE, (attribute, space: string, name: string, value: string | undefined) => {
    if (name !== 'class' || value === undefined) return attribute;
    const left = value.split(' ').filter((token) => token && !removable.has(token));
    return left.length ? `${space}class="${left.join(' ')}"` : '';
  });
}

/** `html` with the classes of `removable` taken out of every class attribute outside islands and templates. */
export function withoutClasses(html: string, removable: ReadonlySet<string>): string {
  if (!removable.size) return html;
  const stack: { name: string; kept: boolean }[] = [];
  let out = '';
  let last = 0;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    if (html.slice(last, match.index).includes('<')) throw unreadable(html, last, 'markup it cannot read');
    const [whole, closing, opening, attributes = '', selfClosing] = match;
    let tag = whole;
    if (closing) {
      const open = stack.pop();
      if (open?.name !== closing.toLowerCase()) throw unreadable(html, match.index, `</${closing}> closes <${open?.name ?? 'nothing'}>`);
    } else if (opening) {
      const name = opening.toLowerCase();
      const kept = Boolean(stack.at(-1)?.kept) || name === 'template' || ISLAND.test(attributes);
      if (!kept) {
        const start = 1 + opening.length;
        tag = whole.slice(0, start) + withoutClassesIn(attributes, removable) + whole.slice(start + attributes.length);
      }
      if (RAW_TEXT.has(name)) {
        const end = html.indexOf(`</${name}>`, TAG.lastIndex);
        if (end === -1) throw unreadable(html, match.index, `<${name}> without its end tag`);
        out += html.slice(last, match.index) + tag + html.slice(TAG.lastIndex, end);
        last = end;
        TAG.lastIndex = end;
        stack.push({ name, kept });
        continue;
      }
      if (!VOID.has(name) && !selfClosing) stack.push({ name, kept });
    }
    out += html.slice(last, match.index) + tag;
    last = TAG.lastIndex;
  }
  if (html.slice(last).includes('<')) throw unreadable(html, last, 'markup it cannot read');
  if (stack.length) throw unreadable(html, html.length, `<${stack.at(-1)!.name}> never closed`);
  return out + html.slice(last);
}

/** The page's HTML without the component-id classes its CSS never names (see the top of this file). */
export function withoutUnnamedComponentIds(html: string, css: string, componentIds: ReadonlySet<string>): string {
  const named = idsNamedIn(css, componentIds);
  return withoutClasses(html, new Set([...componentIds].filter((id) => !named.has(id))));
}
