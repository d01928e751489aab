import { didYouMean, issueKind } from './define.ts';

/** 'page "a"', 'pages "a", "b" and "c"', 'pages "a", "b", "c" and 4 more'. */
function pagesNamed(ids: readonly string[], more = 0): string {
  const names = ids.map((id) => `"${id}"`);
  if (names.length + more === 1) return `page ${names[0]}`;
  if (more) return `pages ${names.join(', ')} and ${more} more`;
  return `pages ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** What each page (and site.json) must hold beyond its schema. */
export const pageIssues = {
  'page-heading-count': issueKind<{ types: string[]; count: number }>({
    title: 'A page without exactly one block that shows its main heading',
    message: ({ types, count }) =>
      `a page needs exactly one block that shows its main heading (${types.join(' or ')}); this one has ${count}`,
    hint: 'Keep exactly one hero (or not-found) block on the page.',
    example: { types: ['hero', 'not-found'], count: 2 },
  }),
  'unknown-token': issueKind<{ name: string; suggestion?: string; known: string[] }>({
    title: 'A misspelt content token',
    message: ({ name, suggestion, known }) =>
      `unknown content token {${name}}${didYouMean(suggestion) || `; tokens are ${known.map((t) => `{${t}}`).join(', ')}`}`,
    hint: 'Use {brand}, {email}, {phone} or {address}.',
    example: { name: 'brnad', suggestion: 'brand', known: ['brand', 'email', 'phone', 'address'] },
  }),
  'unknown-site-key': issueKind<{ siteKey: string; value: string; suggestion?: string; known: string[] }>({
    title: 'A block naming an entry of site.json that does not exist (a tab bar’s tab set)',
    message: ({ siteKey, value, suggestion, known }) =>
      `site.json has no "${value}" in "${siteKey}"${didYouMean(suggestion) || (known.length ? `; it has ${known.map((k) => `"${k}"`).join(', ')}` : '')}`,
    hint: 'Use a name that site.json defines there (for a tab bar, a key of "tabSets"), or add the entry to site.json.',
    example: { siteKey: 'tabSets', value: 'asset-type', suggestion: 'asset-types', known: ['asset-types'] },
  }),
  'duplicate-title': issueKind<{ text: string; others: string[]; more?: number }>({
    title: 'Two pages (or more) with the same title; each of them is reported',
    message: ({ text, others, more }) => `title "${text}" is also used by ${pagesNamed(others, more)}; each page needs its own title`,
    hint: 'Make each title distinct: it names the page in browser tabs and search results.',
    example: { text: 'About Redbud Asset Group', others: ['about'] },
  }),
  'duplicate-description': issueKind<{ text: string; others: string[]; more?: number }>({
    title: 'Two pages (or more) with the same description (the text under the link in search results); each of them is reported',
    message: ({ text, others, more }) =>
      `description "${text}" is also used by ${pagesNamed(others, more)}; each page needs its own description`,
    hint: 'Write a description that says what this page offers.',
    example: { text: 'Commercial real estate services in Tulsa.', others: ['home'] },
  }),
  'wrong-schema-path': issueKind<{ expected: string }>({
    title: 'A "$schema" path that does not lead to the schema from this file’s folder',
    message: ({ expected }) => `"$schema" should be "${expected}" so editors find the schema from this file`,
    hint: 'Use the path given; editors then complete and check the file as you type.',
    example: { expected: '../schema/page.schema.json' },
  }),
};
