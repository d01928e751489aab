import { count, didYouMean, issueKind, listOf, quoted } from './define.ts';

/**
 * Problems found by the JSON Schemas, one kind per family of Ajv keyword that schemaValidator.ts
 * explains (required, additionalProperties, type, enum, const, pattern, format, lengths, item
 * counts, ranges, the discriminator and oneOf), plus block types and a fallback for any keyword
 * the schemas may use later.
 */
export const schemaIssues = {
  'missing-field': issueKind<{ field: string; description?: string }>({
    title: 'A required field is missing',
    message: ({ field, description }) => `missing required field "${field}"${description ? ` (${description})` : ''}`,
    hint: 'Add the field; the message quotes its description from the schema.',
    example: { field: 'title', description: 'The heading of the block.' },
  }),
  'unknown-field': issueKind<{ field: string; suggestion?: string; allowed: string[] }>({
    title: 'A field the schema does not define (often a misspelling)',
    message: ({ field, suggestion, allowed }) =>
      `unknown field "${field}"${didYouMean(suggestion) || `; allowed fields: ${allowed.join(', ')}`}`,
    hint: 'Rename it to the field suggested, or remove it.',
    example: { field: 'subtitel', suggestion: 'subtitle', allowed: ['type', 'title', 'subtitle'] },
  }),
  'wrong-type': issueKind<{ expected: string; actual: string }>({
    title: 'A value of the wrong kind (text where a number belongs, a list where an object belongs)',
    message: ({ expected, actual }) => `must be ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}, not ${actual}`,
    hint: 'Write the kind of value the message names.',
    example: { expected: 'string', actual: 'number 42' },
  }),
  'quoted-value': issueKind<{ value: string; unquoted: string }>({
    title: 'A number or true/false written in quotes, as text',
    message: ({ value, unquoted }) => `${value} is written as text; write ${unquoted} without quotes`,
    hint: 'In JSON a number or true/false goes without quotes: "columns": 3, not "columns": "3".',
    example: { value: 'string "3"', unquoted: '3' },
  }),
  'not-allowed-value': issueKind<{ value: string; suggestion?: string; allowed: string[]; nearest?: string[] }>({
    title: 'A value outside a fixed list (icon names, tones, columns)',
    message: ({ value, suggestion, allowed, nearest }) =>
      `${value} is not allowed${didYouMean(suggestion) || (nearest ? `; nearest of the ${allowed.length} allowed: ${quoted(nearest).join(', ')}` : `; use one of ${listOf(quoted(allowed))}`)}`,
    hint: 'Pick a value from the list shown (for a long list such as the icon names, the nearest values are shown).',
    example: { value: 'string "pie-chart"', suggestion: 'chart-pie', allowed: ['chart-bar', 'chart-line', 'chart-pie'] },
  }),
  'wrong-constant': issueKind<{ expected: string; actual: string }>({
    title: 'A field that has exactly one allowed value holds another',
    message: ({ expected, actual }) => `must be ${expected}, not ${actual}`,
    hint: 'Write the value shown.',
    example: { expected: '"hero"', actual: 'string "heros"' },
  }),
  'pattern-mismatch': issueKind<{ value: string; description?: string; pattern: string }>({
    title: 'A value not in its expected form (paths, ids, event names)',
    message: ({ value, description, pattern }) =>
      `${value} is not in the expected form${description ? `: ${description}` : ` (pattern ${pattern})`}`,
    hint: 'Follow the description shown. A navigate target starting with // or /\\ would take the visitor to another site: write a path of this site, or use { "href": "https://…" } for another site.',
    example: { value: 'string "Contact Us"', description: 'Lower-case words joined by hyphens.', pattern: '^[a-z0-9-]+$' },
  }),
  'off-site-navigate': issueKind<{ value: string }>({
    title: "Another site's address where a path of this site belongs",
    message: ({ value }) =>
      `${value} is another site's address; this field takes a path of this site such as "/contact" — for other sites use an href action`,
    hint: 'Link to another site with { "href": "https://…" } instead of { "navigate": … }; navigate, routes and menus take paths of this site.',
    example: { value: 'string "https://example.com/listings"' },
  }),
  'bad-format': issueKind<{ value: string; format: string }>({
    title: 'A value that is not a valid e-mail address, URL or other format',
    message: ({ value, format }) => `${value} is not a valid ${format}`,
    hint: 'Write a complete value of that format, for example https://example.com or name@example.com.',
    example: { value: 'string "example.com"', format: 'uri' },
  }),
  'too-short': issueKind<{ limit: number; length: number }>({
    title: 'Text that is empty or shorter than its minimum',
    message: ({ limit, length }) => (limit === 1 ? 'must not be empty' : `must be at least ${limit} characters (is ${length})`),
    hint: 'Write the text out, or remove the optional field.',
    example: { limit: 1, length: 0 },
  }),
  'too-long': issueKind<{ limit: number; length: number }>({
    title: 'Text longer than its field allows (each field’s limit fits its role: a label, a heading, a paragraph…)',
    message: ({ limit, length }) => `is ${count(length)} characters long; at most ${count(limit)} are allowed — shorten it`,
    hint: 'Shorten the text to the limit shown; a paragraph that is too long reads better as two.',
    example: { limit: 1000, length: 5000021 },
  }),
  'too-few-items': issueKind<{ limit: number; count: number }>({
    title: 'A list with fewer items than it needs',
    message: ({ limit, count }) => `needs at least ${limit} item(s), has ${count}`,
    hint: 'Add items, or remove the block if it has nothing to show.',
    example: { limit: 1, count: 0 },
  }),
  'no-blocks': issueKind<Record<string, never>>({
    title: 'A page without any block',
    message: () => 'the page has no blocks; add at least one (a page usually starts with a hero)',
    hint: 'Add a block to "blocks": the block types are described under “Blocks” in docs/authoring.md.',
    example: {},
  }),
  'too-many-items': issueKind<{ limit: number; count: number }>({
    title: 'A list with more items than allowed',
    message: ({ limit, count }) => `allows at most ${limit} item(s), has ${count}`,
    hint: 'Remove items, or split them over two blocks.',
    example: { limit: 4, count: 5 },
  }),
  'duplicate-items': issueKind<{ first: number; second: number }>({
    title: 'A list that names the same item twice',
    message: ({ first, second }) => `items ${first} and ${second} are the same; list each once`,
    hint: 'Remove one of the two.',
    example: { first: 0, second: 2 },
  }),
  'out-of-range': issueKind<{ bound: 'at least' | 'at most'; limit: number }>({
    title: 'A number below its minimum or above its maximum',
    message: ({ bound, limit }) => `must be ${bound} ${limit}`,
    hint: 'Use a number within the range shown.',
    example: { bound: 'at least', limit: 1 },
  }),
  'missing-kind': issueKind<{ tag: string }>({
    title: 'An item without the field that chooses its shape',
    message: ({ tag }) => `missing "${tag}" (required to choose the shape)`,
    hint: 'Add the field (for cards, "kind") with one of the values the schema lists.',
    example: { tag: 'kind' },
  }),
  'unknown-kind': issueKind<{ tag: string; value: string; suggestion?: string; allowed: string[] }>({
    title: 'An item whose shape-choosing field names no known shape',
    message: ({ tag, value, suggestion, allowed }) =>
      `unknown ${tag} "${value}"${didYouMean(suggestion) || `; use one of ${allowed.join(', ')}`}`,
    hint: 'Use one of the values shown.',
    example: { tag: 'kind', value: 'persn', suggestion: 'person', allowed: ['feature', 'person'] },
  }),
  'ambiguous-shape': issueKind<{ what: string; options: string[]; strangers: { name: string; suggestion?: string }[] }>({
    title: 'A value that matches none of the shapes it may take (an action, say)',
    message: ({ what, options, strangers }) =>
      `${what} must have exactly one of ${options.join(', ')}${strangers.length ? `; found ${strangers.map((s) => `"${s.name}"${didYouMean(s.suggestion)}`).join(', ')}` : ''}`,
    hint: 'Keep exactly one of the fields listed (for an action: navigate, scroll, href or none).',
    example: {
      what: 'Action',
      options: ['"navigate"', '"scroll"', '"href"', '"none"'],
      strangers: [{ name: 'navgate', suggestion: 'navigate' }],
    },
  }),
  'unknown-block-type': issueKind<{ type: string; suggestion?: string; known: string[] }>({
    title: 'A block type that does not exist',
    message: ({ type, suggestion, known }) =>
      `unknown block type "${type}"${didYouMean(suggestion) || `; block types are ${known.join(', ')}`}`,
    hint: 'Use one of the block types described under “Blocks” in docs/authoring.md.',
    example: { type: 'baner', suggestion: 'banner', known: ['banner', 'hero'] },
  }),
  'schema-mismatch': issueKind<{ keyword: string; detail: string }>({
    title: 'Any other schema rule the value breaks',
    message: ({ detail }) => detail,
    hint: 'Change the value as the message says; the schema file for the block explains the rule.',
    example: { keyword: 'propertyNames', detail: 'property name must be valid' },
  }),
};
