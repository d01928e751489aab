import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { inlineSchema, type Schema, type SchemaFiles } from './inlineSchema';
import { ownValue } from '../../engine/content/ownValue';
import schemas from 'virtual:site-schemas';

/** Every schema file of the site, bundled into the editor's chunk (the block catalog reads them the same way). */
const files = schemas as SchemaFiles;

const cache = new Map<string, RJSFSchema>();

function cached(key: string, build: () => Schema): RJSFSchema {
  let schema = cache.get(key);
  if (!schema) cache.set(key, (schema = build() as RJSFSchema));
  return schema;
}

/** The form schema of a block type, references inlined; undefined for a type with no schema file. */
export function blockFormSchema(type: string): RJSFSchema | undefined {
  const file = `blocks/${type}.schema.json`;
  return ownValue(files, file) ? cached(file, () => inlineSchema(files, file)) : undefined;
}

/** The form schema of a page's meta (title, description, keywords, …). */
export function metaFormSchema(): RJSFSchema {
  return cached('meta', () => inlineSchema(files, 'page.schema.json', '/$defs/meta'));
}

/**
 * A part of site.json the editor shows as a form of its own: one object of it (the header, the
 * footer, the contact details: `property`, the form's value), or its plain values together (the
 * brand, its address, a list of social links: `properties`, the form's value an object of them).
 */
export interface SitePart {
  /** The form's id, and the part's name in the list: the property, or 'general'. */
  key: string;
  label: string;
  /** The one property whose object the form edits; undefined for a part of several. */
  property?: string;
  /** The top-level properties of site.json the part holds. */
  properties: string[];
  schema: RJSFSchema;
}

/**
 * site.json's parts, read off its schema (the editor knows no site's config): each object property
 * with fields of its own is a part, named after it; everything else (plain values, an image, a
 * list) is one part, "General", first.
 */
export function siteParts(): SitePart[] {
  const site = cached('site', () => inlineSchema(files, 'site.schema.json'));
  const properties = Object.entries((site.properties ?? {}) as Record<string, RJSFSchema>).filter(([name]) => name !== '$schema');
  const required = new Set((site.required ?? []) as string[]);
  const ownPart = ([, schema]: [string, RJSFSchema]) => schema.type === 'object' && !isImage(schema);
  const general = properties.filter((entry) => !ownPart(entry));
  const parts: SitePart[] = [];
  if (general.length) {
    parts.push({
      key: 'general',
      label: 'General',
      properties: general.map(([name]) => name),
      schema: {
        type: 'object',
        properties: Object.fromEntries(general),
        required: general.map(([name]) => name).filter((name) => required.has(name)),
      },
    });
  }
  for (const [name, schema] of properties.filter(ownPart)) {
    parts.push({ key: name, label: String(schema.title ?? name), property: name, properties: [name], schema });
  }
  return parts;
}

/** Fields whose text runs to sentences: a text area, not a one-line input. */
const LONG_TEXT = new Set(['description', 'subtitle', 'text', 'intro', 'snippet', 'bio', 'answer', 'paragraphs']);

/**
 * How the form shows a schema: required fields first (withFieldOrder), the block's `type` (and a card
 * grid's `kind`, chosen with the form's own selector) is not typed in, prose fields get a text area
 * (or, for a rich text, the editor's own field with bold, italic and links), a `navigate` field offers the site's
 * routes (RouteWidget), the form has no submit button of its own (the editor's Save sends the
 * whole page), and an optional object is added on request. Nested objects, list items and each
 * branch of a choice (a button's action: navigate, scroll, href or none) get the same treatment.
 */
export function formUiSchema(schema: RJSFSchema): UiSchema {
  const ui: UiSchema = {
    'ui:submitButtonOptions': { norender: true },
    // An optional object the block does not have shows as "+ Add", not as empty required fields.
    'ui:globalOptions': { enableOptionalDataFieldForType: ['object'] },
    // ...but never the block itself (a card grid's chosen kind would offer to remove the whole block).
    'ui:enableOptionalDataFieldForType': [],
  };
  describeFields(schema, ui, true);
  return ui;
}

const branchesOf = (node: RJSFSchema): RJSFSchema[] => [
  node,
  ...((node.oneOf ?? []) as RJSFSchema[]),
  ...((node.anyOf ?? []) as RJSFSchema[]),
];

/**
 * The order an author reads a form's fields in: the lines that must be written first (a hero's
 * title before its eyebrow), then the rest as the schema has them ('*'), and the block's `id` (an
 * anchor for links, rarely set) last. The branches of a choice (a card grid's kinds, each with its cards) share
 * one uiSchema: the order names the required fields of every branch, and rjsf passes over those a
 * branch does not have.
 */
function withFieldOrder(target: UiSchema, branch: RJSFSchema): void {
  if (!branch.properties) return;
  const names = Object.keys(branch.properties);
  const properties = branch.properties as Record<string, RJSFSchema>;
  // A required line of text (a title) comes first; a required list (the cards) stays where the schema puts it, after the grid's own title.
  const isLine = (name: string) => {
    const type = ownValue(properties, name)?.type;
    return type !== 'array' && type !== 'object';
  };
  const required = (Array.isArray(branch.required) ? branch.required : []).filter(
    (name) => name !== 'id' && names.includes(name) && isLine(name),
  );
  const before = ((target['ui:order'] as string[] | undefined) ?? []).filter((name) => name !== '*' && name !== 'id');
  target['ui:order'] = [...new Set([...before, ...required]), '*', 'id'];
}

function describeFields(node: RJSFSchema, target: UiSchema, top: boolean): void {
  for (const branch of branchesOf(node)) {
    withFieldOrder(target, branch);
    for (const [name, property] of Object.entries((branch.properties ?? {}) as Record<string, RJSFSchema>)) {
      const field = (target[name] ??= {}) as UiSchema;
      if (top && (name === 'type' || name === 'kind') && property.const !== undefined) field['ui:widget'] = 'hidden';
      else if (isRichText(property)) Object.assign(field, RICH_TEXT);
      else if (property.type === 'array' && isRichText(property.items)) field.items = { ...RICH_TEXT };
      else if (LONG_TEXT.has(name) && property.type === 'string')
        Object.assign(field, { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } });
      else if (LONG_TEXT.has(name) && property.type === 'array') field.items = { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } };
      else if (name === 'navigate' && property.type === 'string')
        Object.assign(field, { 'ui:widget': 'route', 'ui:description': ROUTE_HELP });
      else if (isRoutePath(property)) field['ui:widget'] = 'route';
      else if (name === 'scroll' && property.type === 'string') field['ui:widget'] = 'anchor';
      else if (isIcon(property)) field['ui:widget'] = 'icon';
      else if (isImage(property)) field['ui:field'] = 'image';
      else if (property.type === 'object' || property.oneOf || property.anyOf) describeFields(property, field, false);
      else if (property.type === 'array' && property.items && typeof property.items === 'object')
        describeFields(property.items as RJSFSchema, (field.items ??= {}) as UiSchema, false);
    }
  }
}

/** A rich text field (schema/defs.schema.json's RichText): the editor's own field, with its toolbar, in place of rjsf's choice between a string and a list. */
const RICH_TEXT: UiSchema = { 'ui:field': 'richText', 'ui:fieldReplacesAnyOrOneOf': true };

/**
 * A text that may be written as runs, with bold, italic and links (defs.schema.json's RichText and
 * RichSummary): a choice of a plain string or a list limited by its whole text (maxTextLength).
 */
export function isRichText(property: unknown): boolean {
  const branches = (property as RJSFSchema | undefined)?.oneOf;
  return (
    Array.isArray(branches) &&
    branches.some((branch) => (branch as RJSFSchema).type === 'string') &&
    branches.some((branch) => typeof (branch as Record<string, unknown>).maxTextLength === 'number')
  );
}

/** A route of the site (schema/defs.schema.json's routePath: site.json's links): picked from the routes as typed. */
function isRoutePath(property: RJSFSchema): boolean {
  const routePath = ((files['defs.schema.json']?.$defs ?? {}) as Record<string, RJSFSchema>).routePath;
  return property.type === 'string' && routePath?.pattern !== undefined && property.pattern === routePath.pattern;
}

/** A name of the site's icon set (schema/defs.schema.json's icon): picked from the icons, drawn. */
function isIcon(property: RJSFSchema): boolean {
  const names = ((files['defs.schema.json']?.$defs ?? {}) as Record<string, RJSFSchema>).icon?.enum;
  return (
    Array.isArray(property.enum) &&
    Array.isArray(names) &&
    property.enum.length === names.length &&
    property.enum.every((name, i) => name === names[i])
  );
}

/** An image object (src, alt, width, height: schema/defs.schema.json's image): picked, not typed. */
export function isImage(property: RJSFSchema): boolean {
  const keys = Object.keys((property.properties ?? {}) as object);
  return property.type === 'object' && ['src', 'alt', 'width', 'height'].every((key) => keys.includes(key));
}

/** The navigate field's help in the form (the schema's own text is written for the JSON file). */
const ROUTE_HELP = 'A page of this site: pick one as you type, or add #section to land on one of its sections.';
