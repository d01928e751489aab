import { describe, expect, it } from 'vitest';
import { resolveTokens, tokenValues, unknownTokens } from '../../engine/content/tokens.ts';
import { baseContent } from '../support/contentFixture.ts';

// The fixture site's made-up firm: the engine's tests know no real site's copy.
const values = tokenValues(baseContent()['site.json'] as unknown as Parameters<typeof tokenValues>[0]);

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
    expect(unknownTokens('Hi {name} from {brand} and {Brand}')).toEqual(['name', 'Brand']);
  });

  it("puts site.json's values in as written: nothing in them is read as a replacement pattern or a token", () => {
    const brand = "R$&D $$ $' $` $1 <b>&amp; {{x}} {email}\u2028🏢";
    const nasty = tokenValues({
      brand,
      contact: {
        email: '$&@example.test',
        phone: '(918) 555-0142',
        address: { street: "1 $' St", city: '$` $1', region: 'OK', postalCode: '74103' },
        hours: { days: 'Monday to Friday', opens: '8:00 AM', closes: '6:00 PM', timezone: 'CST' },
      },
    });
    expect(resolveTokens("{brand} says $& and $' to {address}, {email}", nasty)).toBe(
      `${brand} says $& and $' to 1 $' St, $\` $1, OK 74103, $&@example.test`,
    );
  });

  it('leaves run-time placeholders in double braces alone', () => {
    expect(unknownTokens('Webhook {{status}} {{statusText}}')).toEqual([]);
    expect(resolveTokens('{{brand}} is {brand}', values)).toBe('{{brand}} is Fixture Realty');
  });
});
