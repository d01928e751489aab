/**
 * The addresses Google Analytics is given. Left to itself, gtag.js sends the page's whole address
 * and the referrer's with every hit, queries and fragments included; a link can carry an email
 * address or a token there (a prefilled form, a sign-in link), and a referrer a search someone
 * typed. So it gets the page's origin and path, and of its query only what attributes a visit to a
 * campaign: parameters written into the link by whoever published it.
 */
const CAMPAIGN_PARAMETER = /^(?:utm_(?:source|medium|campaign|term|content|id)|gclid|gbraid|wbraid|dclid)$/;

/** `href` as analytics may see it: origin, path and campaign parameters; no fragment, no credentials. */
export function analyticsLocation(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return '';
  }
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (CAMPAIGN_PARAMETER.test(name)) kept.append(name, value);
  const query = kept.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}

/** The referring page as analytics may see it: its origin and path ('' when there is none). */
export function analyticsReferrer(referrer: string): string {
  try {
    const url = new URL(referrer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname}` : '';
  } catch {
    return '';
  }
}
