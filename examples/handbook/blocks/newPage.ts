import type { Page } from './siteTypes';

/**
 * A new handbook page before its author writes it: its heading and one article section. Each line
 * still to be written starts with "Replace", which validate reports until it is.
 */
export function newPage(title: string): Page {
  return {
    $schema: '../schema/page.schema.json',
    meta: {
      title: `${title} | {product} handbook`,
      description: `Replace this with one or two sentences saying what a reader of ${title} will be able to do.`,
    },
    blocks: [
      { type: 'page-header', eyebrow: 'Guide', title, lead: 'Replace with what a reader can do after reading this page.' },
      {
        type: 'article',
        sections: [{ id: 'overview', heading: 'Overview', paragraphs: ['Replace with the first paragraph of this page.'] }],
      },
    ],
  };
}
