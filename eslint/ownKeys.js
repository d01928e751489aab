// @ts-check
// Lookups by a key that may come from content or a request (a block type, an icon name, a form
// field's name, a pointer's segment) must find the object's own keys only: `record[key]` and
// `key in record` also find what every object inherits (toString, constructor, __proto__ …), and a
// page with a block of type "toString" once answered 500 for it. Two patterns are caught without
// type information:
//
// - `key in object`, with a key that is not written out: use Object.hasOwn(object, key).
// - `record[key]` read from an object declared (or cast) as a dictionary of string keys
//   (`Record<string, …>`, `{ [key: string]: … }`, or a type named in `dictionaryTypes`, such as the
//   engine's BlockRegistry): use ownValue(record, key) (engine/content/ownValue.ts), a Map, or read
//   it under an Object.hasOwn(record, key) test.
//
// Writes are not lookups and are left alone (a key "__proto__" is one to define, not assign: build
// such objects with Object.fromEntries or a Map).

/** @typedef {import('estree').Node & { parent?: any }} Node */

/** Unwraps `readonly`, `Readonly<…>`, `Partial<…>` and `… | undefined` to the type that says what the keys are. */
function unwrap(/** @type {any} */ type) {
  let current = type;
  for (;;) {
    if (!current) return current;
    if (current.type === 'TSTypeOperator') current = current.typeAnnotation;
    else if (
      current.type === 'TSTypeReference' &&
      current.typeName.type === 'Identifier' &&
      ['Readonly', 'Partial', 'NonNullable'].includes(current.typeName.name) &&
      (current.typeArguments ?? current.typeParameters)?.params.length === 1
    )
      current = (current.typeArguments ?? current.typeParameters).params[0];
    else if (current.type === 'TSUnionType') {
      const others = current.types.filter((/** @type {any} */ t) => !['TSUndefinedKeyword', 'TSNullKeyword'].includes(t.type));
      if (others.length !== 1) return current;
      current = others[0];
    } else return current;
  }
}

/** Whether a type annotation is a dictionary of string keys. */
function isDictionary(/** @type {any} */ annotation, /** @type {string[]} */ dictionaryTypes) {
  const type = unwrap(annotation);
  if (!type) return false;
  if (type.type === 'TSTypeReference' && type.typeName.type === 'Identifier') {
    if (dictionaryTypes.includes(type.typeName.name)) return true;
    const args = (type.typeArguments ?? type.typeParameters)?.params;
    return type.typeName.name === 'Record' && args?.[0]?.type === 'TSStringKeyword';
  }
  if (type.type === 'TSTypeLiteral')
    return type.members.some(
      (/** @type {any} */ member) =>
        member.type === 'TSIndexSignature' && member.parameters[0]?.typeAnnotation?.typeAnnotation?.type === 'TSStringKeyword',
    );
  return false;
}

/** The type an expression is declared or cast with, if the code says: a cast, or an identifier's declaration. */
function declaredType(/** @type {any} */ expression, /** @type {import('eslint').Rule.RuleContext} */ context) {
  if (expression.type === 'TSAsExpression' || expression.type === 'TSSatisfiesExpression') return expression.typeAnnotation;
  if (expression.type !== 'Identifier') return undefined;
  /** @type {import('eslint').Scope.Scope | null} */
  let scope = context.sourceCode.getScope(expression);
  while (scope) {
    const variable = scope.set.get(expression.name);
    if (variable) {
      for (const def of variable.defs) {
        const name = /** @type {any} */ (def.name);
        if (name.typeAnnotation) return name.typeAnnotation.typeAnnotation;
        const init = def.type === 'Variable' ? /** @type {any} */ (def.node).init : undefined;
        if (init && (init.type === 'TSAsExpression' || init.type === 'TSSatisfiesExpression')) return init.typeAnnotation;
      }
      return undefined;
    }
    scope = scope.upper;
  }
  return undefined;
}

/** `window` or `globalThis`, however it is cast. */
function isGlobalObject(/** @type {any} */ expression) {
  let inner = expression;
  while (inner.type === 'TSAsExpression' || inner.type === 'TSSatisfiesExpression' || inner.type === 'TSNonNullExpression')
    inner = inner.expression;
  return inner.type === 'Identifier' && (inner.name === 'window' || inner.name === 'globalThis');
}

/** Whether `node` is read only under a test that the object has the key itself: `Object.hasOwn(object, key) ? object[key] : …`. */
function guardedByHasOwn(/** @type {any} */ node, /** @type {import('eslint').Rule.RuleContext} */ context) {
  const source = context.sourceCode;
  const guard = `Object.hasOwn(${source.getText(node.object)}, ${source.getText(node.property)})`;
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    const test =
      (parent.type === 'ConditionalExpression' && parent.consequent === child) ||
      (parent.type === 'IfStatement' && parent.consequent === child)
        ? parent.test
        : parent.type === 'LogicalExpression' && parent.operator === '&&' && parent.right === child
          ? parent.left
          : undefined;
    if (test && source.getText(test).includes(guard)) return true;
    if (parent.type.endsWith('Function') || parent.type === 'FunctionDeclaration' || parent.type === 'Program') return false;
  }
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
const ownKeys = {
  meta: {
    type: 'problem',
    docs: { description: 'Look keys up among an object’s own keys: never find toString, constructor or __proto__ for a key from content.' },
    schema: [
      { type: 'object', properties: { dictionaryTypes: { type: 'array', items: { type: 'string' } } }, additionalProperties: false },
    ],
    messages: {
      inOperator:
        '`key in object` also finds what every object inherits (toString, constructor, __proto__): use Object.hasOwn(object, key).',
      dictionaryRead:
        '`{{object}}[…]` also finds what every object inherits (toString, constructor, __proto__) when the key comes from content or a request: use ownValue({{object}}, key) (engine/content/ownValue.ts), a Map, or read it under Object.hasOwn({{object}}, key).',
    },
  },
  create(context) {
    const dictionaryTypes = /** @type {{ dictionaryTypes?: string[] }} */ (context.options[0] ?? {}).dictionaryTypes ?? [];
    return {
      BinaryExpression(node) {
        if (node.operator === 'in' && node.left.type !== 'Literal' && node.left.type !== 'PrivateIdentifier')
          context.report({ node, messageId: 'inOperator' });
      },
      MemberExpression(node) {
        if (!node.computed || node.property.type === 'Literal') return;
        const parent = /** @type {any} */ (node).parent;
        // A write (or a delete) is not a lookup.
        if (parent.type === 'AssignmentExpression' && parent.left === node && parent.operator === '=') return;
        if (parent.type === 'UnaryExpression' && parent.operator === 'delete') return;
        if (node.property.type === 'TemplateLiteral' && node.property.expressions.length === 0) return;
        // A key named in capitals is a constant of the code's own; the global object's members are globals the code set.
        if (node.property.type === 'Identifier' && /^[A-Z][A-Z0-9_]*$/.test(node.property.name)) return;
        if (isGlobalObject(node.object)) return;
        if (!isDictionary(declaredType(node.object, context), dictionaryTypes)) return;
        if (guardedByHasOwn(node, context)) return;
        context.report({ node, messageId: 'dictionaryRead', data: { object: context.sourceCode.getText(node.object) } });
      },
    };
  },
};

export const lookups = { rules: { 'own-keys': ownKeys } };
