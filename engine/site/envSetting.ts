/**
 * A build-time variable's value (import.meta.env.VITE_…), trimmed; undefined when it is unset or
 * blank. What a site reads this way (where its forms post, its error log, its analytics id) is its
 * own: the engine reads none.
 */
export function envSetting(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
