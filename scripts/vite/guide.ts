import fs from 'node:fs';
import path from 'node:path';
import { marked } from 'marked';
import { ROOT } from '../lib/site/paths.ts';

export const GUIDE_FILE = path.join(ROOT, 'docs/authoring.md');

/**
 * The authoring guide as a page for the dev server (/__guide), so the block catalog can link each
 * block to its section. Read on every request: the guide is edited alongside the content.
 */
export function renderGuide(): string {
  const body = marked.parse(fs.readFileSync(GUIDE_FILE, 'utf8'), { async: false });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Authoring guide</title>
<style>
body{font:16px/1.6 system-ui,sans-serif;color:#17202f;max-width:860px;margin:0 auto;padding:32px 20px 96px}
h1,h2,h3{color:#0b1f3a;line-height:1.25}h2{margin-top:2.5em;border-top:3px solid #c8692e;padding-top:.6em}
code{background:#f3f6fb;padding:.1em .3em;border-radius:4px;font-size:.92em}
pre{background:#0b1f3a;color:#e6edf6;padding:16px;border-radius:8px;overflow:auto}pre code{background:none;color:inherit;padding:0}
table{border-collapse:collapse}td,th{border:1px solid #d8dee8;padding:6px 10px;text-align:left;vertical-align:top}
a{color:#a9521c}
</style></head><body>${body}</body></html>`;
}
