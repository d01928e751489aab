/**
 * The one form of Range header sirv answers correctly: a single `bytes=first-last` or `bytes=first-`
 * with first ≤ last. sirv reads every other form wrongly: a suffix range `bytes=-500` (the last 500
 * bytes) comes back as the first 501, `bytes=0-1,5-6` as a plain 206 of the first range only, and
 * `bytes=5-2` throws after the headers are written, so the visitor gets a dropped connection and
 * the log a stack trace per request. A server may ignore Range (RFC 9110 §14.2), so for those the
 * header is dropped and the whole file is sent with 200.
 */
const SIMPLE_RANGE = /^bytes=(\d{1,15})-(\d{0,15})$/;

export function isSimpleByteRange(header: string): boolean {
  const match = SIMPLE_RANGE.exec(header.trim());
  if (!match) return false;
  return match[2] === '' || Number(match[1]) <= Number(match[2]);
}
