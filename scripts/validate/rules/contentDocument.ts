import type { StringValue } from '../documentStrings.ts';
import { ownValue } from '../../../engine/content/ownValue.ts';

export type DocumentKind = 'site' | 'routes' | 'page';

/** A parsed content file as the per-document rules see it. */
export interface ContentDocument {
  kind: DocumentKind;
  file: string;
  /** Page id ('services/consulting'), for pages. */
  id?: string;
  data: unknown;
  /** Every string in the document (walked once, shared by the rules that look at strings). */
  strings: StringValue[];
}

/** The page's blocks, or [] when the document has no block list (the schema check says so). */
export function blocksOf(document: unknown): unknown[] {
  const blocks = (document as { blocks?: unknown } | null)?.blocks;
  return Array.isArray(blocks) ? blocks : [];
}

export function fieldOf(value: unknown, field: string): unknown {
  return value && typeof value === 'object' ? ownValue(value as Record<string, unknown>, field) : undefined;
}
