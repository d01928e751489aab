import { describe, expect, it } from 'vitest';
import { resolveTokens, tokenValues, tokenValuesIfWhole, unknownTokens, type ContentTokens } from '../../engine/content/tokens.ts';
import { contentTokens } from '../../blocks/contentTokens.ts';
import { baseContent } from '../support/contentFixture.ts';

// The fixture site's made-up firm: the engine's tests know no real site's copy.
const values = tokenValues(contentTokens, baseContent()['site.json'] as unknown as Parameters<typeof contentTokens.brand>[0]);

describe('content tokens', () => {
  it('resolve in every string of a document, at any depth', () => {
    const doc = { $schema: '{brand}', a: 'Talk to {brand}', b: [{ c: 'Call {phone} or write {email}' }], d: 'At {address}', n: 3 };
    expect(resolveTokens(doc, values)).toEqual({
      $schema: '{brand}',
      a: 'Talk to Fixture Realty',
      b: [{ c: 'Call (918) 555-0100 or write hello@fixture-realty.example' }],
      d: 'At 1 Main St, Tulsa, OK 74103',
      n: 3,
    });
  });

  it('keeps a key named "__proto__" (JSON.parse makes it a key like any other) as a key, never as the prototype', () => {
    const doc = JSON.parse('{"block": {"__proto__": {"title": "By {brand}"}, "constructor": "{brand}"}}') as {
      block: Record<string, unknown>;
    };
    const resolved = resolveTokens(doc, values).block;
    expect(Object.getPrototypeOf(resolved)).toBe(Object.prototype);
    expect(Object.keys(resolved)).toEqual(['__proto__', 'constructor']);
    expect(Object.getOwnPropertyDescriptor(resolved, '__proto__')?.value).toEqual({ title: 'By Fixture Realty' });
    expect(resolved.title).toBeUndefined();
    expect(resolved.constructor).toBe('Fixture Realty');
  });

  it('leaves unknown tokens alone and reports them', () => {
    expect(resolveTokens('Hi {name}', values)).toBe('Hi {name}');
    expect(unknownTokens('Hi {name} from {brand} and {Brand}', contentTokens)).toEqual(['name', 'Brand']);
    expect(unknownTokens('{constructor} {hasOwnProperty} {toString}', contentTokens)).toEqual([
      'constructor',
      'hasOwnProperty',
      'toString',
    ]);
  });

  it("puts site.json's values in as written: nothing in them is read as a replacement pattern or a token", () => {
    const brand = "R$&D $$ $' $` $1 <b>&amp; {{x}} {email}\u2028🏢";
    const site = baseContent()['site.json'] as unknown as Parameters<typeof contentTokens.brand>[0];
    const nasty = tokenValues(contentTokens, {
      ...site,
      brand,
      contact: {
        ...site.contact,
        email: '$&@example.test',
        address: { street: "1 $' St", city: '$` $1', region: 'OK', postalCode: '74103', country: 'US' },
      },
    });
    expect(resolveTokens("{brand} says $& and $' to {address}, {email}", nasty)).toBe(
      `${brand} says $& and $' to 1 $' St, $\` $1, OK 74103, $&@example.test`,
    );
  });

  it('leaves run-time placeholders in double braces alone', () => {
    expect(unknownTokens('Webhook {{status}} {{statusText}}', contentTokens)).toEqual([]);
    expect(resolveTokens('{{brand}} is {brand}', values)).toBe('{{brand}} is Fixture Realty');
  });

  it("are the site's own: another site's names are filled, this site's are unknown there", () => {
    const handbookTokens: ContentTokens<{ product: string; version: string }> = {
      product: (config) => config.product,
      version: (config) => config.version,
    };
    const filled = tokenValues(handbookTokens, { product: 'Ledger', version: '4.2' });
    expect(resolveTokens('{product} {version} by {brand}', filled)).toBe('Ledger 4.2 by {brand}');
    expect(unknownTokens('{product} {version} by {brand}', handbookTokens)).toEqual(['brand']);
  });

  it('are not filled from a config that cannot give them all (one being checked)', () => {
    expect(tokenValuesIfWhole(contentTokens, { brand: 'Only a name' })).toBeUndefined();
    expect(tokenValuesIfWhole(contentTokens, null)).toBeUndefined();
    expect(tokenValuesIfWhole(contentTokens, baseContent()['site.json'])).toEqual(values);
  });
});
