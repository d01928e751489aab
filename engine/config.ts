/**
 * Build-time configuration (all optional). Unset webhook and Supabase variables fall back to the
 * local inbox that the dev and preview servers provide at /__inbox/<name>.
 */
const env = import.meta.env;

function setting(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export const config = {
  contactWebhookUrl: setting(env.VITE_CONTACT_WEBHOOK_URL) ?? '/__inbox/contact',
  newsletterWebhookUrl: setting(env.VITE_NEWSLETTER_WEBHOOK_URL) ?? '/__inbox/newsletter',
  supabaseUrl: setting(env.VITE_SUPABASE_URL),
  supabaseAnonKey: setting(env.VITE_SUPABASE_ANON_KEY),
  gaMeasurementId: setting(env.VITE_GA_MEASUREMENT_ID),
  siteUrl: setting(env.VITE_SITE_URL),
  isDev: env.DEV,
};
