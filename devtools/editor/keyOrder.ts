import { ownValue } from '../../engine/content/ownValue';

type Schema = Record<string, unknown>;
type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);
const schemasIn = (value: unknown): Schema[] => (Array.isArray(value) ? value.filter(isObject) : []);

/**
 * The schemas that describe `value` together: `schema`, everything it takes in by allOf, and of its
 * oneOf (or anyOf) branches those whose constants `value` has (a card grid's kind picks its branch),
 * or all of them when none does.
 */
function partsOf(schema: Schema | undefined, value: unknown): Schema[] {
  if (!schema) return [];
  const branches = [...schemasIn(schema.oneOf), ...schemasIn(schema.anyOf)];
  const constantsHeld = (branch: Schema) =>
    isObject(value) &&
    Object.entries(isObject(branch.properties) ? branch.properties : {}).every(
      ([key, property]) => !isObject(property) || !Object.hasOwn(property, 'const') || ownValue(value, key) === property.const,
    );
  const chosen = branches.filter(constantsHeld);
  const taken = chosen.length > 0 ? chosen : branches;
  return [schema, ...[...schemasIn(schema.allOf), ...taken].flatMap((part) => partsOf(part, value))];
}

/** The schema of `value`'s property `key` (each part's, taken together), or undefined where none says. */
function propertySchema(parts: Schema[], key: string): Schema | undefined {
  const found = parts.flatMap((part) => {
    const property = isObject(part.properties) ? ownValue(part.properties, key) : undefined;
    return isObject(property) ? [property] : [];
  });
  return found.length > 0 ? { allOf: found } : undefined;
}

function itemSchema(parts: Schema[]): Schema | undefined {
  const found = parts.flatMap((part) => (isObject(part.items) ? [part.items] : []));
  return found.length > 0 ? { allOf: found } : undefined;
}

/**
 * `after` (a form's new value) with its keys in the order the file has them: the keys `before` had
 * keep their order, however the form handed them back (rjsf puts a card grid's `cards` first, and
 * Save then put a footer added after it before the cards), and a new key goes after the nearest key
 * before it in the schema's order, where the schema's examples and every file of the site have it;
 * a key the schema does not name goes last. Save writes a new key after the key the draft has
 * before it (rewriteJson), so the draft's order is the file's. Objects are followed by key, lists
 * item by item, as in withoutNewEmptyParts; the values are `after`'s.
 */
export function inFileKeyOrder<T>(before: unknown, after: T, schema: Schema | undefined): T {
  const parts = partsOf(schema, after);
  if (Array.isArray(after)) {
    const items = itemSchema(parts);
    return after.map((item, index) => inFileKeyOrder(Array.isArray(before) ? before[index] : undefined, item, items)) as T;
  }
  if (!isObject(after)) return after;
  const old = isObject(before) ? before : {};
  const schemaOrder = [...new Set(parts.flatMap((part) => (isObject(part.properties) ? Object.keys(part.properties) : [])))];
  const rank = (key: string) => schemaOrder.indexOf(key);
  // Own keys only, read and written (Object.fromEntries defines "__proto__" as a key, too): the keys are the page's.
  const keys = Object.keys(old).filter((key) => Object.hasOwn(after, key));
  for (const key of Object.keys(after).filter((key) => !Object.hasOwn(old, key))) {
    if (rank(key) < 0) {
      keys.push(key);
      continue;
    }
    // After the key present that comes nearest before it in the schema; first if none does.
    let nearest = -1;
    keys.forEach((other, at) => {
      if (rank(other) >= 0 && rank(other) < rank(key) && (nearest < 0 || rank(other) > rank(keys[nearest]!))) nearest = at;
    });
    keys.splice(nearest + 1, 0, key);
  }
  return Object.fromEntries(
    keys.map((key) => [key, inFileKeyOrder(ownValue(old, key), ownValue(after, key), propertySchema(parts, key))] as const),
  ) as T;
}
