import { listPageHeadingTypes } from './editorClient';
import { useLoaded } from './useLoaded';

const NO_TYPES: string[] = [];

/**
 * The site's page-heading block types, once the dev server has said; none until then, or if it
 * cannot say (every type is offered then, and validate still refuses a second heading).
 */
export function usePageHeadingTypes(): string[] {
  return useLoaded(listPageHeadingTypes, NO_TYPES);
}
