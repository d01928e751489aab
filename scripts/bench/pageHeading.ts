import fs from 'node:fs';
import path from 'node:path';
import { ownValue } from '../../engine/content/ownValue.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text of the first h1 of an HTML page, as the browser's textContent gives it (whitespace collapsed); null for none. */
export function headingText(html: string): string | null {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  if (!match) return null;
  return match[1]!
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#')
        return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
      return ownValue(ENTITIES, name.toLowerCase()) ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The h1 of a route's prerendered page in a build. */
export function routeHeading(distDir: string, route: string): string {
  const file = path.join(distDir, route === '/' ? '' : route, 'index.html');
  const text = fs.existsSync(file) ? headingText(fs.readFileSync(file, 'utf8')) : null;
  if (!text) throw new Error(`No h1 found for ${route} in ${path.relative(process.cwd(), file)}`);
  return text;
}
