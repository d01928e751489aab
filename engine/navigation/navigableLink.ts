/**
 * Whether the navigator should take a link to `url`: an address of this site that is a page, not a
 * file. A path whose last segment has an extension (/brochure.pdf, /images/plan.png, /sitemap.xml)
 * is the browser's to load; fetching it first would download it twice.
 */
export function isPageAddress(url: URL): boolean {
  if (url.origin !== window.location.origin) return false;
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/**
 * The element id a URL's #anchor names ('#caf%C3%A9' → 'café'). A fragment that is not valid
 * percent-encoding ('#%E0') names the id as written, as the browser's own lookup does, instead of
 * throwing in the middle of a click or a page swap.
 */
export function anchorIdOf(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
