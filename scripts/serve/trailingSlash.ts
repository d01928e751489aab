/**
 * One address per page: '/about/' answers with a redirect to '/about'.
 *
 * The target is built from the request target exactly as the client sent it, never from the
 * percent-decoded path: decoding '/%2fevil.example%2f/' gives '//evil.example', which a browser
 * reads as another host. The undecoded '/%2fevil.example%2f' is a path on this site. A target that
 * would still leave the site ('//host', '/\host', which browsers treat as '//host') is refused.
 *
 * Plain loops over the characters, no regular expression: a backtracking `/\/+$/` took seconds of
 * CPU on a path of a few thousand slashes.
 */

/** True for '/' or '/' followed by a character other than '/' and '\': a path on this origin. */
export function isSameOriginPath(target: string): boolean {
  if (target.charCodeAt(0) !== 0x2f) return false;
  if (target.length === 1) return true;
  const second = target.charCodeAt(1);
  return second !== 0x2f && second !== 0x5c;
}

/**
 * Where a request for `rawTarget` (path and query, as received) should be redirected: the path
 * without its trailing slashes, query kept. Null when there is no trailing slash to remove, or
 * when the result would not be a same-origin path (the caller then answers 404).
 */
export function trailingSlashRedirect(rawTarget: string): string | null {
  let queryAt = rawTarget.indexOf('?');
  if (queryAt < 0) queryAt = rawTarget.length;
  let end = queryAt;
  while (end > 1 && rawTarget.charCodeAt(end - 1) === 0x2f) end--;
  if (end === queryAt || queryAt <= 1) return null;
  const location = rawTarget.slice(0, end) + rawTarget.slice(queryAt);
  return isSameOriginPath(location) ? location : null;
}

/** Whether the raw path ends with a slash the redirect would remove (the home page '/' does not). */
export function hasTrailingSlash(rawTarget: string): boolean {
  let queryAt = rawTarget.indexOf('?');
  if (queryAt < 0) queryAt = rawTarget.length;
  return queryAt > 1 && rawTarget.charCodeAt(queryAt - 1) === 0x2f;
}
