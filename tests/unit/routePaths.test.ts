import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withRoutePathDefinition } from '../../scripts/generate/generateSiteCode.ts';
import { SCHEMA_DIR } from '../../scripts/lib/site/paths.ts';
import { routePathDefinition } from '../../scripts/lib/schemas/routePathSchemas.ts';
import { reservedNames, routePathProblem } from '../../scripts/lib/schemas/routePaths.ts';

/** A public/ folder with what a site might publish at its top: folders, pages, other files. */
const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-paths-public-'));
for (const folder of ['downloads', 'assets', 'images']) fs.mkdirSync(path.join(publicDir, folder));
for (const file of ['brochure.html', 'favicon.svg', 'robots.txt', '_redirects', 'CNAME']) fs.writeFileSync(path.join(publicDir, file), '');
afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

const reserved = reservedNames(publicDir);
const codeOf = (routePath: string) => {
  const problem = routePathProblem(routePath, reserved);
  return problem === null || problem === 'malformed' ? problem : problem.code;
};

describe('route paths', () => {
  it('keeps every file and folder of public/ that the build would publish where a route could be', () => {
    expect(routePathProblem('/downloads/2024', reserved)).toEqual({
      code: 'reserved-route-path',
      params: { path: '/downloads/2024', segment: 'downloads', why: expect.stringContaining('public/downloads/') },
    });
    // sirv and static hosts serve public/brochure.html at /brochure.
    expect(routePathProblem('/brochure', reserved)).toMatchObject({ params: { why: expect.stringContaining('public/brochure.html') } });
    // Only the first segment: /services/downloads is a folder of its own in dist/.
    expect(codeOf('/services/downloads')).toBe(null);
    // favicon.svg is served at /favicon.svg, a path no route can have; CNAME is not lower case.
    expect(codeOf('/favicon')).toBe(null);
    expect(codeOf('/cname')).toBe(null);
  });

  it('names each reserved segment once, the build’s own reason first', () => {
    const assets = reserved.filter((name) => name.segment === 'assets');
    expect(assets).toHaveLength(1);
    expect(assets[0]!.why).toContain('hashed scripts and stylesheets');
    expect(reserved.filter((name) => name.segment === '_redirects')).toEqual([]); // the "_" rule has it
  });

  it('says what is wrong in order: length, then a reserved name, then the form', () => {
    expect(codeOf(`/assets/${'x'.repeat(81)}`)).toBe('route-path-too-long');
    expect(codeOf('/__inbox')).toBe('reserved-route-path'); // not merely "has an underscore"
    expect(codeOf('/About')).toBe('malformed');
    expect(codeOf('/about/')).toBe('malformed');
    expect(codeOf('/about/team-index')).toBe(null);
    expect(codeOf('/')).toBe(null);
  });

  it('is written into the schema by gen:types: a new folder in public/ changes RoutePath’s rules, nothing else', () => {
    const file = path.join(SCHEMA_DIR, 'defs.schema.json');
    const text = fs.readFileSync(file, 'utf8');
    // Up to date: writing the rules again changes not a byte.
    expect(withRoutePathDefinition(text)).toBe(text);

    const rewritten = JSON.parse(withRoutePathDefinition(text, routePathDefinition(reserved)));
    const patterns = (rewritten.$defs.routePath.not.anyOf as { pattern: string }[]).map((branch) => branch.pattern);
    expect(patterns.some((pattern) => new RegExp(pattern).test('/downloads'))).toBe(true);
    const before = JSON.parse(text);
    for (const json of [before, rewritten]) delete json.$defs.routePath.not.anyOf;
    expect(rewritten).toEqual(before);
  });

  it('lets the schema refuse exactly what routePathProblem refuses', () => {
    const routePath = routePathDefinition(reserved) as { maxLength: number; pattern: string; not: { anyOf: { pattern: string }[] } };
    const schemaRefuses = (p: string) =>
      p.length > routePath.maxLength ||
      !new RegExp(routePath.pattern, 'u').test(p) ||
      routePath.not.anyOf.some((branch) => new RegExp(branch.pattern, 'u').test(p));
    for (const p of [
      '/',
      '/about',
      '/assets',
      '/assets-x',
      '/x/assets',
      '/index',
      '/x/index',
      '/x/index-y',
      '/404',
      '/4040',
      '/_x',
      '/x/__y',
      '/downloads',
      '/downloadsx',
      '/brochure',
      `/${'a'.repeat(80)}`,
      `/${'a'.repeat(81)}`,
      `/${'abcdefg/'.repeat(25)}x`,
      '/About',
      '/a//b',
    ]) {
      expect(schemaRefuses(p), p).toBe(routePathProblem(p, reserved) !== null);
    }
  });
});
