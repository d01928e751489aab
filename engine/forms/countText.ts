/**
 * A count as the site writes it: digits grouped in threes with commas, as en-US does (2,000).
 *
 * Not `toLocaleString('en-US')`: the first call in a page loads the browser's ICU number data, a
 * single call measured at 57–90 ms on a laptop (more on a phone), inside whatever renders the
 * number first. That was a form's hydration, where it made the longest task of the page.
 */
export function countText(count: number): string {
  const digits = String(Math.trunc(Math.abs(count)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 && digits !== '0' ? `-${grouped}` : grouped;
}
