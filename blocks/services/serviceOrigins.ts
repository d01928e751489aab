import type { SiteOrigins } from '../../engine';

/** Where Google Analytics loads gtag.js from and sends its hits to. */
const GOOGLE_ANALYTICS: Required<SiteOrigins> = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
  img: ['https://www.google-analytics.com', 'https://www.googletagmanager.com'],
};

/**
 * What this site's code talks to, given the build's variables: its forms' webhooks, the error log's
 * Supabase project and, with a measurement id, Google Analytics. The build allows these origins in
 * the Content-Security-Policy, and only these.
 */
export function serviceOrigins(env: Readonly<Record<string, string | undefined>>): SiteOrigins {
  const analytics = env.VITE_GA_MEASUREMENT_ID?.trim() ? GOOGLE_ANALYTICS : { script: [], connect: [], img: [] };
  return {
    connect: [env.VITE_CONTACT_WEBHOOK_URL, env.VITE_NEWSLETTER_WEBHOOK_URL, env.VITE_SUPABASE_URL, ...analytics.connect],
    script: analytics.script,
    img: analytics.img,
  };
}
