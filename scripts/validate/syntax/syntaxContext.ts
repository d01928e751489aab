/** An object or list still open at some point of a JSON text. */
export interface OpenContainer {
  kind: 'object' | 'list';
  /** Offset of its '{' or '['. */
  offset: number;
  /** In an object: the last property name read. */
  key?: string;
  /** What the container expects next. */
  expecting: 'key' | 'colon' | 'value' | 'comma';
}

/**
 * The objects and lists open just before `end`, innermost last, from a forgiving scan of the text
 * (strings, brackets, colons and commas; anything else counts as a bare value). It is only run on
 * a file that failed to parse, to name what surrounds the error.
 */
export function openContainersAt(text: string, end: number): OpenContainer[] {
  const open: OpenContainer[] = [];
  const valueRead = () => {
    const top = open.at(-1);
    if (top) top.expecting = 'comma';
  };
  let i = 0;
  while (i < end) {
    const char = text[i]!;
    if (char === '"') {
      const close = stringEnd(text, i);
      const top = open.at(-1);
      if (top?.kind === 'object' && top.expecting === 'key') {
        top.key = decodeString(text.slice(i, close));
        top.expecting = 'colon';
      } else valueRead();
      i = close;
    } else if (char === '{' || char === '[') {
      open.push({ kind: char === '{' ? 'object' : 'list', offset: i, expecting: char === '{' ? 'key' : 'value' });
      i++;
    } else if (char === '}' || char === ']') {
      open.pop();
      valueRead();
      i++;
    } else if (char === ':') {
      if (open.at(-1)) open.at(-1)!.expecting = 'value';
      i++;
    } else if (char === ',') {
      const top = open.at(-1);
      if (top) top.expecting = top.kind === 'object' ? 'key' : 'value';
      i++;
    } else if (/\s/.test(char)) {
      i++;
    } else {
      while (i < end && !/[\s{}[\]:,"]/.test(text[i]!)) i++;
      valueRead();
    }
  }
  return open;
}

/** Offset just past the string starting at `start` (its closing quote, or the end of its line if unclosed). */
export function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length && text[i] !== '"' && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
  return text[i] === '"' ? i + 1 : i;
}

/** The value of a JSON string token, or its raw inside when it is malformed. */
export function decodeString(token: string): string {
  try {
    return JSON.parse(token) as string;
  } catch {
    return token.replace(/^"|"$/g, '');
  }
}

/** Offset of the last non-blank character before `offset`, or -1. */
export function previousNonBlank(text: string, offset: number): number {
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i]!)) i--;
  return i;
}

/** Offset of the first non-blank character from `offset`, or text.length. */
export function nextNonBlank(text: string, offset: number): number {
  let i = offset;
  while (i < text.length && /\s/.test(text[i]!)) i++;
  return i;
}

/** What is wrong inside a string token, and where. */
export interface StringFault {
  kind: 'control' | 'escape' | 'unicode';
  offset: number;
}

const ESCAPED = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

/**
 * The first character at fault inside the string token starting at `start` (a tab, a line break,
 * a '\x' escape, a '\u' without four hex digits). The parser reports such an error at the string's
 * opening quote, which in a long paragraph leaves the author to hunt for an invisible tab.
 */
export function stringFault(text: string, start: number): StringFault | undefined {
  for (let i = start + 1; i < text.length && text[i] !== '"'; i++) {
    const char = text[i]!;
    if (char.charCodeAt(0) < 0x20) return { kind: 'control', offset: i };
    if (char !== '\\') continue;
    const next = text[i + 1];
    if (next === 'u') {
      if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return { kind: 'unicode', offset: i };
      i += 5;
    } else if (next !== undefined && ESCAPED.has(next)) i++;
    else return { kind: 'escape', offset: i };
  }
  return undefined;
}

/**
 * A number written with a leading zero ("03", "-012", "05.5"), which JSON does not allow, when the
 * parser stopped right after its "0" (at `offset`, the next digit), or undefined. Its start and
 * the number it means.
 */
export function leadingZeroNumber(text: string, offset: number): { start: number; token: string; value: number } | undefined {
  if (text[offset - 1] !== '0' || !/[0-9]/.test(text[offset] ?? '')) return undefined;
  const start = text[offset - 2] === '-' ? offset - 2 : offset - 1;
  if (/[0-9.eE+-]/.test(text[start - 1] ?? '')) return undefined;
  const token = /^-?0\d+(\.\d+)?([eE][-+]?\d+)?/.exec(text.slice(start))?.[0];
  return token === undefined ? undefined : { start, token, value: Number(token) };
}
