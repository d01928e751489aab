import { describe, expect, it } from 'vitest';
import { inlineSchema } from '../../devtools/editor/inlineSchema.ts';
import { inFileKeyOrder } from '../../devtools/editor/keyOrder.ts';
import { readSchemaFiles } from '../../scripts/lib/schemas/schemas.ts';

/** The card grid's form schema, as the editor builds it: a oneOf of one branch per kind of card. */
const files = Object.fromEntries(readSchemaFiles().map((file) => [file.relPath, file.schema]));
const cardGrid = inlineSchema(files, 'blocks/card-grid.schema.json');

/** Every object's keys, in order, however deep: what the file's text would show. */
const shape = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(shape)
    : value !== null && typeof value === 'object'
      ? Object.entries(value).map(([key, inner]) => (inner !== null && typeof inner === 'object' ? [key, shape(inner)] : key))
      : value;

describe('inFileKeyOrder (a form value with its keys in the file’s order)', () => {
  const card = { icon: 'bot', title: 'AI', snippet: 'Engines.', link: { label: 'More', action: { navigate: '/ai' } } };
  const grid = { type: 'card-grid', kind: 'service', id: 'services', title: 'Services', columns: 3, cards: [card] };

  it('keeps the keys the value had in its order, in list items too, however the form hands them back', () => {
    // As rjsf hands a card grid back: its required keys first.
    const fromForm = {
      type: 'card-grid',
      kind: 'asset-type',
      cards: [{ link: card.link, title: 'AI', icon: 'bot', snippet: 'Engines.' }],
      id: 'services',
      title: 'Services',
      columns: 3,
    };
    const ordered = inFileKeyOrder(grid, fromForm, cardGrid);
    expect(ordered).toEqual(fromForm);
    expect(shape(ordered)).toEqual(shape({ ...grid, kind: 'asset-type' }));
  });

  it('puts a new key after the nearest key before it in the schema of the chosen kind; one the schema does not name goes last', () => {
    const fromForm = {
      type: 'card-grid',
      kind: 'pillar',
      cards: [{ ...card, highlights: ['One'], proofPoint: '70% faster', extra: 1 }],
      footer: { action: { navigate: '/all' }, label: 'All' },
      tone: 'alt',
      id: 'services',
      title: 'Services',
      columns: 3,
    };
    expect(shape(inFileKeyOrder({ ...grid, kind: 'pillar' }, fromForm, cardGrid))).toEqual([
      'type',
      'kind',
      'id',
      'tone',
      'title',
      'columns',
      [
        'cards',
        [['icon', 'title', 'snippet', 'proofPoint', ['highlights', ['One']], ['link', ['label', ['action', ['navigate']]]], 'extra']],
      ],
      ['footer', ['label', ['action', ['navigate']]]],
    ]);
  });

  it('leaves the values as they are, and values that are not objects alone', () => {
    const fromForm = { ...grid, title: 'Edited', cards: [] };
    expect(inFileKeyOrder(grid, fromForm, cardGrid)).toEqual(fromForm);
    expect(inFileKeyOrder({ a: 1 }, 'text', cardGrid)).toBe('text');
    expect(inFileKeyOrder(undefined, [1, 2], undefined)).toEqual([1, 2]);
  });
});
