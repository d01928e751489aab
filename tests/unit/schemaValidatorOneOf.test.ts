import { describe, expect, it } from 'vitest';
import { readSchemaFiles, type SchemaFile } from '../../scripts/lib/schemas/schemas.ts';
import { createSchemaValidator, type SchemaProblem } from '../../scripts/validate/schemaValidator.ts';

/**
 * A oneOf's failure is explained by the branch the value was meant for, whatever the oneOf is: titled
 * or not, its branches $refs within the file, to another file (the shared defs, from a block's
 * folder), or inline, and whatever else in the schemas shares its title.
 */

/** A block type of the test's own: an untitled oneOf of a shared action or a local pin, and a titled one with an inline branch. */
const probeBlock: SchemaFile = {
  relPath: 'blocks/probe.schema.json',
  schema: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'ProbeBlock',
    description: 'A block for this test only.',
    type: 'object',
    properties: {
      type: { description: 'Block type.', const: 'probe' },
      target: {
        description: 'Where it points: a route of this site or a pin.',
        oneOf: [{ $ref: '../defs.schema.json#/$defs/navigateAction' }, { $ref: '#/$defs/pin' }],
      },
      place: {
        title: 'Place',
        description: 'A pin or a pair of coordinates.',
        oneOf: [
          { $ref: '#/$defs/pin' },
          {
            title: 'Coordinates',
            type: 'object',
            properties: { lat: { description: 'Latitude.', type: 'number' }, lng: { description: 'Longitude.', type: 'number' } },
            required: ['lat', 'lng'],
            additionalProperties: false,
          },
        ],
      },
    },
    required: ['type'],
    additionalProperties: false,
    $defs: {
      pin: {
        title: 'Pin',
        description: 'A named pin on the map.',
        type: 'object',
        properties: {
          pin: { description: 'The pin’s id.', type: 'string' },
          label: { description: 'What the pin says.', type: 'string' },
        },
        required: ['pin', 'label'],
        additionalProperties: false,
      },
    },
    examples: [{ type: 'probe', target: { navigate: '/about' } }],
  },
};

/** A file read after defs.schema.json with a subschema titled like the shared Action (and an Action of its own). */
const namesake: SchemaFile = {
  relPath: 'zz-namesake.schema.json',
  schema: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Namesake',
    description: 'A schema whose part shares a title with the shared defs’ Action.',
    $defs: {
      action: {
        title: 'Action',
        description: 'Another Action: a verb or a noun.',
        oneOf: [{ $ref: '#/$defs/verb' }, { $ref: '#/$defs/noun' }],
      },
      verb: { title: 'Verb', type: 'object', properties: { verb: { type: 'string' } }, required: ['verb'], additionalProperties: false },
      noun: { title: 'Noun', type: 'object', properties: { noun: { type: 'string' } }, required: ['noun'], additionalProperties: false },
    },
    examples: [{ verb: 'go' }],
  },
};

const files = [...readSchemaFiles(), probeBlock, namesake];
const validator = createSchemaValidator(files);

const page = (block: Record<string, unknown>) => ({
  $schema: '../schema/page.schema.json',
  meta: { title: 'Probe page', description: 'A page used to check how a oneOf failure is explained.' },
  blocks: [block],
});

/** The problems in the page's one block, as `pointer [code] message`. */
const blockProblems = (block: Record<string, unknown>) =>
  validator
    .validatePage(page(block))
    .filter((p: SchemaProblem) => p.pointer.startsWith('/blocks/0'))
    .map((p) => `${p.pointer} [${p.code}] ${p.message}`);

describe('a oneOf whose value fits no branch', () => {
  it('accepts a value of each branch', () => {
    expect(blockProblems({ type: 'probe', target: { navigate: '/about' }, place: { lat: 36.15, lng: -95.99 } })).toEqual([]);
    expect(blockProblems({ type: 'probe', target: { pin: 'hq', label: 'Head office' }, place: { pin: 'hq', label: 'HQ' } })).toEqual([]);
  });

  it('untitled, with a branch in the shared defs: the missing field of the branch meant', () => {
    expect(blockProblems({ type: 'probe', target: { label: 'Head office' } })).toEqual([
      '/blocks/0/target [missing-field] missing required field "pin" (The pin’s id.)',
    ]);
  });

  it('untitled, with a branch in the shared defs: a misspelt field of that branch, with the branch’s own', () => {
    expect(blockProblems({ type: 'probe', target: { label: 'Head office', pn: 'hq' } })).toEqual([
      '/blocks/0/target [unknown-field] unknown field "pn" — did you mean "pin"?',
    ]);
    // Nothing written that either branch knows: the shapes, and the field nearest the stranger.
    expect(blockProblems({ type: 'probe', target: { navigat: '/about' } })).toEqual([
      '/blocks/0/target [ambiguous-shape] NavigateAction or Pin must have exactly one of "navigate", "pin" + "label"; found "navigat" — did you mean "navigate"?',
    ]);
  });

  it('untitled: the shapes by their titles and fields when no branch is meant, never "undefined"', () => {
    expect(blockProblems({ type: 'probe', target: { where: '/about' } })).toEqual([
      '/blocks/0/target [ambiguous-shape] NavigateAction or Pin must have exactly one of "navigate", "pin" + "label"; found "where"',
    ]);
  });

  it('with an inline branch: that branch’s missing field', () => {
    expect(blockProblems({ type: 'probe', place: { lat: 36.15 } })).toEqual([
      '/blocks/0/place [missing-field] missing required field "lng" (Longitude.)',
    ]);
  });

  it('titled like a oneOf of another file: its own branches, not the other’s', () => {
    const hero = (action: Record<string, unknown>) => ({ type: 'hero', title: 'Probe', actions: [{ label: 'Go', action }] });
    expect(blockProblems(hero({ navgate: '/about' }))).toEqual([
      '/blocks/0/actions/0/action [ambiguous-shape] Action must have exactly one of "navigate", "scroll", "href", "none"; found "navgate" — did you mean "navigate"?',
    ]);
    expect(validator.validateAt('zz-namesake.schema.json', '/$defs/action', { verb: 'go', noun: 'way' })).toEqual([
      expect.objectContaining({ pointer: '', key: 'noun', code: 'unknown-field', message: 'unknown field "noun"; allowed fields: verb' }),
    ]);
    expect(validator.validateAt('zz-namesake.schema.json', '/$defs/action', { vreb: 'go' })).toEqual([
      expect.objectContaining({
        pointer: '',
        code: 'ambiguous-shape',
        message: 'Action must have exactly one of "verb", "noun"; found "vreb" — did you mean "verb"?',
      }),
    ]);
  });
});
