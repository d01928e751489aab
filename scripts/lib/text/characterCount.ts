/**
 * How many characters a string has as JSON Schema counts them (maxLength, minLength): code points,
 * so an emoji is one character, not the two UTF-16 units of `string.length`. Counted without
 * copying the string, which may be megabytes long when it is too long.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (let at = 0; at < text.length; at++) {
    count++;
    const unit = text.charCodeAt(at);
    // A high surrogate followed by a low one is one code point.
    if (unit >= 0xd800 && unit <= 0xdbff && at + 1 < text.length) {
      const next = text.charCodeAt(at + 1);
      if (next >= 0xdc00 && next <= 0xdfff) at++;
    }
  }
  return count;
}
