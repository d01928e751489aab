import type { SiteOrigins } from '../../engine/index.ts';

/**
 * Adds the origins this build talks to (what the site declares: its form webhooks, its error log,
 * its analytics) to the Content-Security-Policy of a `_headers` file, so the policy allows exactly
 * what is configured.
 */
export interface PolicyOrigins {
  connect: string[];
  script: string[];
  img: string[];
}

export function originOf(url: string | undefined): string | null {
  if (!url || url.startsWith('/')) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The origins of the addresses a site declares (SiteFacts.origins), each once; unset and same-origin ones left out. */
export function configuredOrigins(declared: SiteOrigins = {}): PolicyOrigins {
  const origins = (list: SiteOrigins['connect'] = []) => [
    ...new Set(list.map((url) => originOf(url?.trim())).filter((origin): origin is string => Boolean(origin))),
  ];
  return { connect: origins(declared.connect), script: origins(declared.script), img: origins(declared.img) };
}

export function withOrigins(headersFile: string, origins: PolicyOrigins): string {
  return headersFile.replace(/^(\s*Content-Security-Policy:\s*)(.+)$/m, (_line, prefix: string, policy: string) => {
    const directives = policy
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean);
    const add = (name: string, extra: string[]) => {
      const index = directives.findIndex((d) => d.split(/\s+/)[0] === name);
      if (index >= 0 && extra.length) directives[index] = `${directives[index]} ${extra.join(' ')}`;
    };
    add('connect-src', origins.connect);
    add('script-src', origins.script);
    add('img-src', origins.img);
    return `${prefix}${directives.join('; ')}`;
  });
}
