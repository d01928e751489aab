import {
  reservedNames,
  reservedPattern,
  ROUTE_PATH_MAX_LENGTH,
  ROUTE_SEGMENT_MAX_LENGTH,
  SEGMENT_FORM,
  type ReservedName,
} from './routePaths.ts';

/** The definitions in schema/defs.schema.json that npm run gen:types writes from routePaths.ts. */
export const ROUTE_PATH_DEFINITIONS = ['routePath', 'reservedRoutePath'] as const;

const WRITTEN_BY =
  'Written by `npm run gen:types` from scripts/lib/routePaths.ts (its limits and reserved names, and the files and folders of public/): change that, not this.';

/**
 * The route path rules as JSON Schema, so editors check paths as authors type them and validate
 * refuses what new-page refuses: RoutePath (form and lengths, and not a reserved path) and
 * ReservedRoutePath (one pattern per reserved name, with what the site has there).
 */
export function routePathDefinitions(
  reserved: readonly ReservedName[] = reservedNames(),
): Record<(typeof ROUTE_PATH_DEFINITIONS)[number], object> {
  return {
    routePath: {
      title: 'RoutePath',
      $comment: WRITTEN_BY,
      description: `A site path starting with '/', lower case, words joined by '-', no trailing slash (except the home page '/'), at most ${ROUTE_PATH_MAX_LENGTH} characters with at most ${ROUTE_SEGMENT_MAX_LENGTH} between slashes; not one of the addresses the site keeps for its own files (ReservedRoutePath).`,
      type: 'string',
      maxLength: ROUTE_PATH_MAX_LENGTH,
      // The look-ahead refuses a segment over the limit; the rest is the form.
      pattern: `^(?!.*[^/]{${ROUTE_SEGMENT_MAX_LENGTH + 1}})/(${SEGMENT_FORM}(/${SEGMENT_FORM})*)?$`,
      not: { $ref: '#/$defs/reservedRoutePath' },
      examples: ['/', '/services/property-management'],
    },
    reservedRoutePath: {
      title: 'ReservedRoutePath',
      $comment: WRITTEN_BY,
      description: 'Addresses the build and the servers use for their own files, which no route may take.',
      type: 'string',
      anyOf: reserved.map((name) => ({
        description: `${name.where === 'first' ? 'As the first segment' : 'As any segment'}, "${name.name}" ${name.why}.`,
        pattern: reservedPattern(name),
      })),
    },
  };
}
