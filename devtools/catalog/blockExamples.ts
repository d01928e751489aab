import type { BlockShape } from '../../engine/content/shapes';

interface BlockSchema {
  title: string;
  description: string;
  examples: BlockShape[];
}

const schemas = import.meta.glob<BlockSchema>('/schema/blocks/*.schema.json', { eager: true, import: 'default' });

export interface BlockExamples {
  type: string;
  title: string;
  description: string;
  examples: BlockShape[];
}

/** Every block type with its schema's description and examples, for the catalog. */
export function blockExamples(): BlockExamples[] {
  return Object.entries(schemas)
    .map(([file, schema]) => ({
      type: file.replace(/^.*\/([^/]+)\.schema\.json$/, '$1'),
      title: schema.title,
      description: schema.description,
      examples: schema.examples,
    }))
    .sort((a, b) => a.type.localeCompare(b.type));
}
