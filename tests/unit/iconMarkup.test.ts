import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderer } from '../../blocks/entry-server.tsx';
import { createServerRenderer } from '../../engine/server.tsx';
import { ROOT } from '../../scripts/lib/site/paths.ts';

const names = (JSON.parse(fs.readFileSync(path.join(ROOT, 'schema/defs.schema.json'), 'utf8')) as { $defs: { icon: { enum: string[] } } })
  .$defs.icon.enum;

describe("the site's icon set, drawn by the engine for the tools (the editor's icon picker)", () => {
  it('has every icon name of the schema, each an <svg> of its own', () => {
    const markup = renderer.iconMarkup();
    expect(Object.keys(markup).sort()).toEqual([...names].sort());
    for (const name of names) expect(markup[name], name).toMatch(/^<svg [^>]*aria-hidden="true"[^>]*>[\s\S]+<\/svg>$/);
  });

  it('is empty for a site that names none', () => {
    const { icons: _icons, ...siteWithout } = renderer.site;
    expect(createServerRenderer(siteWithout).iconMarkup()).toEqual({});
  });
});
