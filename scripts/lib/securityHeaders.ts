/**
 * Adds the origins this build talks to (form webhooks, Supabase, Google Analytics) to the
 * Content-Security-Policy of a `_headers` file, so the policy allows exactly what is configured.
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

export function configuredOrigins(env: NodeJS.ProcessEnv): PolicyOrigins {
  const connect = [env.VITE_CONTACT_WEBHOOK_URL, env.VITE_NEWSLETTER_WEBHOOK_URL, env.VITE_SUPABASE_URL].map(originOf);
  const script: string[] = [];
  const img: string[] = [];
  if (env.VITE_GA_MEASUREMENT_ID?.trim()) {
    script.push('https://www.googletagmanager.com');
    connect.push(
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    );
    img.push('https://www.google-analytics.com', 'https://www.googletagmanager.com');
  }
  const unique = (list: (string | null)[]) => [...new Set(list.filter((v): v is string => Boolean(v)))];
  return { connect: unique(connect), script: unique(script), img: unique(img) };
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
