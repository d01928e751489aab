/**
 * The block types + Add block leaves out: a page has exactly one main heading, so once it has a
 * block of a type that renders one (the site's definitions say which: `rendersPageHeading`, the hero
 * and the not-found block on one site, the page header and the not-found block on another), every
 * such type is left out; validate's page-heading rule would refuse a second.
 */
export interface LeftOutTypes {
  types: string[];
  /** Why, in the author's words: the rule, and the block of the page that has the heading. */
  reason: string;
}

/** 'a' · 'a or b' · 'a, b or c'. */
const either = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`);

/** What to leave out of + Add block for a page whose blocks are of `pageTypes`, in page order; null when nothing is. */
export function headingTypesLeftOut(pageHeadingTypes: readonly string[], pageTypes: readonly string[]): LeftOutTypes | null {
  const position = pageTypes.findIndex((type) => pageHeadingTypes.includes(type));
  if (position < 0) return null;
  return {
    types: [...pageHeadingTypes],
    reason: `A page has one main heading block (${either([...pageHeadingTypes])}): this page has one, ${position + 1}. ${pageTypes[position]}.`,
  };
}
