import { describe, expect, it } from 'vitest';
import { placeLabel } from '../../devtools/editor/placeLabel';

const blocks = [{ type: 'hero' }, { type: 'text' }, { type: 'card-grid' }];

describe('what the editor calls a place in a content file', () => {
  it('names a page’s block by its number and type, and a field in it', () => {
    expect(placeLabel('/blocks/0', blocks)).toBe('1. hero');
    expect(placeLabel('/blocks/0/title', blocks)).toBe('1. hero › title');
    expect(placeLabel('/blocks/2/cards/3/title', blocks)).toBe('3. card-grid › cards item 4 › title');
    expect(placeLabel('/blocks/2/cards/3/links/0', blocks)).toBe('3. card-grid › cards item 4 › links item 1');
  });

  it('names the page’s meta as its form does, and the whole file', () => {
    expect(placeLabel('/meta/description', blocks)).toBe('Page meta › description');
    expect(placeLabel('', blocks)).toBe('the whole file');
  });

  it('names a place in site.json by its keys and items, and a key with a slash as written', () => {
    expect(placeLabel('/nav/header/0/label')).toBe('nav › header item 1 › label');
    expect(placeLabel('/blocks/1')).toBe('blocks item 2');
    expect(placeLabel('/rows/0/1')).toBe('rows item 1 › item 2');
    expect(placeLabel('/links/a~1b')).toBe('links › a/b');
  });

  it('says "block" for a block whose type is not a word yet', () => {
    expect(placeLabel('/blocks/5/title', blocks)).toBe('6. block › title');
  });
});
