import schemas from 'virtual:site-schemas';
import type { BlockShape } from '../../engine/content/shapes';

interface BlockSchema {
  title: string;
  description: string;
  examples: BlockShape[];
}

/** The site's block schemas, by their path under schema/ ('blocks/hero.schema.json'). */
const blockSchemas = Object.entries(schemas as Record<string, BlockSchema>).filter(([file]) => file.startsWith('blocks/'));

export interface BlockExamples {
  type: string;
  title: string;
  description: string;
  examples: BlockShape[];
}

/** Every block type with its schema's description and examples, for the catalog. */
export function blockExamples(): BlockExamples[] {
  return blockSchemas
    .map(([file, schema]) => ({
      type: file.replace(/^.*\/([^/]+)\.schema\.json$/, '$1'),
      title: schema.title,
      description: schema.description,
      examples: schema.examples,
    }))
    .sort((a, b) => a.type.localeCompare(b.type));
}
