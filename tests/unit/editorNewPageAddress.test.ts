import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addressProblem, addressRules } from '../../devtools/editor/newPageAddress.ts';
import { formProblem, ROUTE_PATH_MAX_LENGTH, ROUTE_SEGMENT_MAX_LENGTH } from '../../scripts/lib/schemas/routePathRules.ts';
import { reservedNames, routePathProblem } from '../../scripts/lib/schemas/routePaths.ts';

/** A public/ with a folder and a page, which the site then keeps as addresses. */
const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-page-address-public-'));
fs.mkdirSync(path.join(publicDir, 'downloads'));
fs.writeFileSync(path.join(publicDir, 'brochure.html'), '');
afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));
const reserved = reservedNames(publicDir);
const taken = new Map([['/about', 'about']]);

describe("New page's address", () => {
  it('states the rules from the rules themselves: the limits, and every name the site keeps, public/’s among them', () => {
    const rules = addressRules(reserved);
    expect(rules).toContain(`At most ${ROUTE_PATH_MAX_LENGTH} characters, ${ROUTE_SEGMENT_MAX_LENGTH} in one part.`);
    expect(rules).toContain('The site keeps for its own files: /assets, /404, /brochure and /downloads (and all under them)');
    expect(rules).toContain('any part named “index” or “_…”.');
    // Before the dev server has said which names are kept: the form and lengths alone.
    expect(addressRules([])).not.toContain('keeps');
  });

  it('names the rule a typed address breaks', () => {
    const problem = (address: string) => addressProblem(address, reserved, taken);
    expect(problem('')).toBe('Type the new page’s address, such as /asset-types/land.');
    expect(problem('/')).toMatch(/^“\/” is the home page’s address/);
    expect(problem('asset-types/land')).toBe('An address starts with “/”, as in /asset-types/land.');
    expect(problem('/Asset-Types')).toBe('An address is in lower case: this one has “A” and “T”.');
    expect(problem('/asset types_b')).toBe('An address has only letters a–z, digits 0–9, “-” and “/”: this one has a space and “_”.');
    expect(problem('/asset-types//land')).toBe('The parts of an address are separated by one “/”: this one has “//”.');
    expect(problem('/asset-types/')).toBe('An address does not end with “/”.');
    for (const address of ['/-land', '/land-', '/asset--types', '/asset-/land'])
      expect(problem(address), address).toBe('“-” goes between words: not at the start or end of a part, and not two in a row.');
    // validate's own words for a reserved name or a length.
    expect(problem('/downloads/2024')).toBe(
      '"/downloads/2024" is reserved: "downloads" is the folder public/downloads/, which the build publishes at "/downloads/".',
    );
    expect(problem('/guide/index')).toMatch(/^"\/guide\/index" is reserved: "index" is the name under which static hosts serve/);
    expect(problem(`/${'a'.repeat(ROUTE_SEGMENT_MAX_LENGTH + 1)}`)).toMatch(
      /^Segment "a+…" is 81 characters long; a segment may have at most 80/,
    );
    expect(problem('/about')).toBe('/about is already an address of page about: choose another, or edit that page.');
    expect(problem('/asset-types/land')).toBeNull();
  });

  it('finds a named rule for every path the rules call malformed, and none for the rest', () => {
    // Every path of up to five characters from an alphabet with one of each kind of character.
    const alphabet = ['a', '0', '-', '/', 'A', ' ', '_'];
    let paths = [''];
    const all: string[] = [];
    for (let length = 1; length <= 5; length++) {
      paths = paths.flatMap((start) => alphabet.map((character) => start + character));
      all.push(...paths);
    }
    for (const candidate of all) {
      const malformed = routePathProblem(candidate, []) === 'malformed';
      const found = formProblem(candidate);
      expect(found === null, candidate).toBe(!malformed);
      expect(found?.rule, candidate).not.toBe('other');
    }
  });
});
