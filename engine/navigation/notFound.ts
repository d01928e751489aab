/** The attribute the not-found screen carries, so the address a visitor tried can be logged. */
export const NOT_FOUND_ATTRIBUTE = 'data-not-found';

/**
 * Logs the address a visitor tried when the page on screen is the not-found screen, so broken
 * links can be traced (the spec asks for the console).
 */
export function logNotFound(path: string): void {
  if (document.querySelector(`[${NOT_FOUND_ATTRIBUTE}]`)) {
    console.info('404 Error: User attempted to access non-existent route:', path);
  }
}
