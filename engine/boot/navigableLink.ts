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
