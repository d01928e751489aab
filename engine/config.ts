/**
 * The engine's build-time configuration (all optional). Unset Supabase variables fall back to the
 * local inbox that the dev and preview servers provide at /__inbox/error_logs. (Where forms post is
 * the site's: see FormSettings.)
 */
const env = import.meta.env;

/** A build-time variable's value, trimmed; undefined when it is unset or blank. */
export function envSetting(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

const setting = envSetting;

export const config = {
  supabaseUrl: setting(env.VITE_SUPABASE_URL),
  supabaseAnonKey: setting(env.VITE_SUPABASE_ANON_KEY),
  gaMeasurementId: setting(env.VITE_GA_MEASUREMENT_ID),
  siteUrl: setting(env.VITE_SITE_URL),
  isDev: env.DEV,
};
