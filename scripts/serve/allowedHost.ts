import net from 'node:net';

/**
 * Whether the preview server answers a request sent with this Host header. A page of another site
 * can reach a server on this machine by having its own name resolve to 127.0.0.1 (DNS rebinding);
 * the browser then treats the server as that site's origin, Origin and Host agree, and only the
 * name tells the request apart. So, as Vite's dev and preview servers do: IP addresses, `localhost`
 * and `*.localhost` are answered, other names only when listed (`.example.com` also allows its
 * subdomains). A request without a Host header (HTTP/1.0) does not come from a browser page.
 */
export function isAllowedHost(hostHeader: string | undefined, allowed: readonly string[] = []): boolean {
  if (hostHeader === undefined) return true;
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end > 0 && net.isIPv6(host.slice(1, end));
  }
  const colon = host.indexOf(':');
  const name = colon < 0 ? host : host.slice(0, colon);
  if (net.isIPv4(name)) return true;
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  return allowed.some((entry) => {
    const pattern = entry.trim().toLowerCase();
    return pattern.startsWith('.') ? name === pattern.slice(1) || name.endsWith(pattern) : name === pattern;
  });
}

/** The names an environment variable lists, comma-separated (PREVIEW_ALLOWED_HOSTS, the hosted editor's EDITOR_ALLOWED_HOSTS). */
export function allowedHostsFromEnv(env: NodeJS.ProcessEnv = process.env, variable = 'PREVIEW_ALLOWED_HOSTS'): string[] {
  return (env[variable] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}
