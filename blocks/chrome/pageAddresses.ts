import routes from '../../pages/routes.json';
import type { RoutesManifest } from '../../engine/content/types.generated';
import { createManifest } from '../../engine/router/manifest';

/**
 * The header is drawn around the page, outside it: it knows the address from the router but has no
 * usePageData(). So it asks the routes manifest, as the build does for the page itself, which
 * other addresses show the same page (/services, /asset-management and /management are one page).
 * Only the server renders the header (and the development client), so the manifest costs the
 * visitor's browser nothing.
 */
const manifest = createManifest(routes as RoutesManifest);

/** Every address of the page shown at `pathname`, `pathname` itself (normalised) included. */
export function addressesOfPage(pathname: string): string[] {
  return manifest.resolve(pathname).paths;
}
