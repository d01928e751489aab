import { ownValue } from '../../engine/content/ownValue';

type Schema = Record<string, unknown>;
type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The shape a value of `schema` takes when nothing chooses one: a choice's first branch (a card grid's first kind). */
function shapeOf(schema: Schema): Schema {
  const branches = [schema.oneOf, schema.anyOf].find(Array.isArray) as unknown[] | undefined;
  const first = branches?.find(isObject);
  return !isObject(schema.properties) && first ? shapeOf(first) : schema;
}

/** Every `id` a value holds (a page's blocks, their sections), at any depth. */
function idsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) idsIn(item, found);
  else if (isObject(value))
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'id' && typeof inner === 'string') found.add(inner);
      else idsIn(inner, found);
    }
  return found;
}

/** 'sections' → 'section': what one item of a list is called, for its id. */
const singular = (name: string) => (name.length > 3 && name.endsWith('s') ? name.slice(0, -1) : name);

/**
 * A new block of type `type` as + Add block puts it on the page, from its form schema: what the
 * schema fixes (its `type`, a card grid's `kind`: the first the schema lists) and what it gives a
 * default, each required list with as many blank items as it needs (a card grid's one card, an
 * empty paragraph), and a fresh id where one is required ('section-2': none of the page's). Every
 * text is left for the author to write: no example's words, which read like real copy and were
 * once another page's. validate names each required field still empty, and Save writes the block
 * once it has them (PageEditor).
 */
export function blankBlock(type: string, schema: Schema | undefined, pageBlocks: readonly JsonObject[]): JsonObject {
  if (!schema) return { type };
  const taken = idsIn(pageBlocks);
  const sameType = pageBlocks.filter((block) => block.type === type).length;
  const freshId = (base: string, from: number) => {
    let n = from;
    while (taken.has(`${base}-${n}`)) n++;
    taken.add(`${base}-${n}`);
    return `${base}-${n}`;
  };

  const blankObject = (node: Schema, idOf: () => string): JsonObject => {
    const shape = shapeOf(node);
    const required = new Set(Array.isArray(shape.required) ? shape.required : []);
    const blank: JsonObject = {};
    for (const [name, property] of Object.entries(isObject(shape.properties) ? shape.properties : {})) {
      if (!required.has(name) || !isObject(property)) continue;
      const value = blankValue(name, property, idOf);
      // Own keys, defined: a field name is the schema's, and "__proto__" would set the prototype.
      if (value !== undefined) Object.defineProperty(blank, name, { value, enumerable: true, writable: true, configurable: true });
    }
    return blank;
  };

  const blankValue = (name: string, property: Schema, idOf: () => string): unknown => {
    if (Object.hasOwn(property, 'const')) return property.const;
    if (Object.hasOwn(property, 'default')) return structuredClone(property.default);
    if (name === 'id' && property.type === 'string') return idOf();
    const items = ownValue(property, 'items');
    const needed = typeof property.minItems === 'number' ? property.minItems : 0;
    if (property.type === 'array' && needed > 0 && isObject(items)) {
      const item = shapeOf(items);
      if (item.type === 'string') return Array.from({ length: needed }, () => '');
      if (item.type === 'object' || isObject(item.properties))
        return Array.from({ length: needed }, () => blankObject(items, () => freshId(singular(name), 1)));
    }
    // A text, a choice, an object (a card's link): the author's to fill in; the form shows its fields.
    return undefined;
  };

  return { type, ...blankObject(schema, () => freshId(type, sameType + 1)) };
}
