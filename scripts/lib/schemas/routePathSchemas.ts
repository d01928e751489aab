import {
  reservedNames,
  reservedPattern,
  ROUTE_PATH_MAX_LENGTH,
  ROUTE_SEGMENT_MAX_LENGTH,
  SEGMENT_FORM,
  type ReservedName,
} from './routePaths.ts';

/** The definition in schema/defs.schema.json that npm run gen:types writes from routePaths.ts. */
export const ROUTE_PATH_DEFINITION = 'routePath';

const WRITTEN_BY =
  'Written by `npm run gen:types` from scripts/lib/schemas/routePaths.ts (its limits and reserved names, and the files and folders of public/): change that, not this.';

/**
 * The route path rules as JSON Schema, so editors check paths as authors type them and validate
 * refuses what new-page refuses: the form and the lengths, and "not" one of the reserved paths
 * (ReservedRoutePath: one pattern per reserved name, with what the site has there).
 */
export function routePathDefinition(reserved: readonly ReservedName[] = reservedNames()): object {
  return {
    title: 'RoutePath',
    $comment: WRITTEN_BY,
    description: `A site path starting with '/', lower case, words joined by '-', no trailing slash (except the home page '/'), at most ${ROUTE_PATH_MAX_LENGTH} characters with at most ${ROUTE_SEGMENT_MAX_LENGTH} between slashes; not one of the addresses the site keeps for its own files.`,
    type: 'string',
    maxLength: ROUTE_PATH_MAX_LENGTH,
    // The look-ahead refuses a segment over the limit; the rest is the form.
    pattern: `^(?!.*[^/]{${ROUTE_SEGMENT_MAX_LENGTH + 1}})/(${SEGMENT_FORM}(/${SEGMENT_FORM})*)?$`,
    not: {
      title: 'ReservedRoutePath',
      description: 'Addresses the build and the servers use for their own files, which no route may take.',
      type: 'string',
      anyOf: reserved.map((name) => ({
        description: `${name.where === 'first' ? 'As the first segment' : 'As any segment'}, "${name.name}" ${name.why}.`,
        pattern: reservedPattern(name),
      })),
    },
    examples: ['/', '/services/property-management'],
  };
}
