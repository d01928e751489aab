import { describe, expect, it } from 'vitest';
import { fieldShows } from '../../devtools/editor/fieldFocus.ts';

describe('the field a click in the preview lands on', () => {
  it('is the one whose text the page shows, tokens standing for the words they resolve to', () => {
    expect(fieldShows('What sets us apart', 'What sets us apart')).toBe(true);
    expect(fieldShows('{brand} by the numbers', 'Redbud Asset Group by the numbers')).toBe(true);
    expect(fieldShows('Call {phone} or write to {email}.', 'Call (918) 555-0100 or write to hello@example.com.')).toBe(true);
    expect(fieldShows('  Two\n lines ', 'Two lines')).toBe(true);
  });

  it('is not one whose text only starts or ends the same, nor any field for no words', () => {
    expect(fieldShows('What sets us', 'What sets us apart')).toBe(false);
    expect(fieldShows('{brand}', '')).toBe(false);
    expect(fieldShows('', 'Anything')).toBe(false);
    // Characters of a regular expression are only characters.
    expect(fieldShows('$2.0B+ (total)', '$2.0B+ (total)')).toBe(true);
    expect(fieldShows('a.c', 'abc')).toBe(false);
  });
});
