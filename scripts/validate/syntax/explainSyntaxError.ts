import { printParseErrorCode, type ParseError } from 'jsonc-parser';
import {
  decodeString,
  leadingZeroNumber,
  nextNonBlank,
  openContainersAt,
  previousNonBlank,
  stringEnd,
  stringFault,
} from './syntaxContext.ts';

/** The byte-order mark some editors put at the start of a UTF-8 file. */
const BOM = '\uFEFF';

/** A syntax error in plain words, and the offset of the character to fix. */
export interface SyntaxProblem {
  problem: string;
  offset: number;
}

/**
 * Turns the parser's first error into what an author would say: "trailing comma before ]",
 * "missing comma between "a" and "b"", "unquoted key title". The offset is the character at
 * fault (the stray comma, the bare word) or, for something missing, where it belongs.
 */
export function explainSyntaxError(text: string, error: ParseError): SyntaxProblem {
  const at = error.offset;
  const found = text[at];
  const before = previousNonBlank(text, at);
  const open = openContainersAt(text, at);
  const inner = open.at(-1);
  const symbol = text.slice(at, at + Math.max(1, error.length));
  const place = (offset: number) => {
    const lines = text.slice(0, offset).split('\n');
    return `line ${lines.length}, column ${lines.at(-1)!.length + 1}`;
  };

  const kind = printParseErrorCode(error.error);
  switch (kind) {
    case 'ValueExpected':
    case 'PropertyNameExpected':
      if (!text.trim()) return { problem: 'the file is empty', offset: 0 };
      if (found === undefined) return { problem: 'the file ends where a value should be', offset: at };
      if (text[before] === ',' && (found === ']' || found === '}'))
        return { problem: `trailing comma before ${found} (delete the comma)`, offset: before };
      if (text[before] === ':' && inner?.key !== undefined) return { problem: `missing value for "${inner.key}"`, offset: at };
      if (found === ',') return { problem: 'a comma with nothing before it (delete it)', offset: at };
      if (kind === 'PropertyNameExpected') return { problem: 'a property name in double quotes was expected here', offset: at };
      return { problem: 'a value was expected here: text in double quotes, a number, true, false, null, {…} or […]', offset: at };

    case 'CommaExpected': {
      // The parser reads "03" as 0 followed by a second value 3, and would ask for a comma between them.
      const zero = leadingZeroNumber(text, at);
      if (zero)
        return {
          problem: `a number cannot start with 0: write ${zero.value} (or "${zero.token}" in double quotes if it is text)`,
          offset: zero.start,
        };
      if (inner?.kind === 'list' && found === '}')
        return { problem: `missing ] to close the list opened at ${place(inner.offset)}`, offset: at };
      if (inner?.kind === 'object' && found === ']')
        return { problem: `missing } to close the object opened at ${place(inner.offset)}`, offset: at };
      if (inner?.kind === 'object') {
        const next = found === '"' ? decodeString(text.slice(at, stringEnd(text, at))) : undefined;
        const names = inner.key !== undefined && next !== undefined ? ` between "${inner.key}" and "${next}"` : ' between two properties';
        return { problem: `missing comma${names}`, offset: before + 1 };
      }
      return { problem: 'missing comma between two items of a list', offset: before + 1 };
    }

    case 'ColonExpected':
      return { problem: `missing colon after ${inner?.key !== undefined ? `"${inner.key}"` : 'the property name'}`, offset: before + 1 };

    case 'InvalidSymbol':
      // Invisible in an editor, so "unquoted text" would name nothing the author can see. It is
      // refused, not skipped: the build's JSON.parse and the page editor refuse it too.
      if (found === BOM && at === 0)
        return { problem: 'the file starts with a byte-order mark (an invisible character); save it as UTF-8 without BOM', offset: at };
      if (found === BOM) return { problem: 'an invisible byte-order mark character (U+FEFF) here; delete it', offset: at };
      if (symbol.startsWith("'")) return { problem: `single quotes around ${symbol}; JSON needs double quotes`, offset: at };
      if (!inner && before >= 0) return { problem: `text after the end of the JSON (${symbol})`, offset: at };
      if (inner?.kind === 'object' && inner.expecting === 'key' && text[nextNonBlank(text, at + symbol.length)] === ':') {
        return { problem: `unquoted key ${symbol}; write it in double quotes: "${symbol}"`, offset: at };
      }
      return { problem: `unquoted text ${symbol}; put text in double quotes (only true, false and null go without)`, offset: at };

    case 'UnexpectedEndOfString':
      return { problem: 'unclosed string: it has no closing " on its line', offset: at };

    case 'CloseBraceExpected':
    case 'CloseBracketExpected': {
      const what = inner?.kind === 'list' ? 'list' : 'object';
      return { problem: `the ${what} opened here is never closed (the file ends first)`, offset: inner?.offset ?? at };
    }
    case 'InvalidCommentToken':
    case 'UnexpectedEndOfComment':
      return { problem: 'comments are not allowed in JSON', offset: at };
    case 'InvalidNumberFormat':
    case 'UnexpectedEndOfNumber':
      return { problem: `invalid number ${symbol}`, offset: at };
    case 'InvalidEscapeCharacter':
    case 'InvalidUnicode':
    case 'InvalidCharacter': {
      // Reported at the string's opening quote; point at the character itself.
      const fault = stringFault(text, at) ?? {
        kind: kind === 'InvalidCharacter' ? 'control' : kind === 'InvalidUnicode' ? 'unicode' : 'escape',
        offset: at,
      };
      if (fault.kind === 'unicode')
        return { problem: 'invalid \\u escape in a string: it needs four hexadecimal digits', offset: fault.offset };
      if (fault.kind === 'escape')
        return {
          problem: `invalid escape \\${text[fault.offset + 1] ?? ''} in a string: after \\ only " \\ / b f n r t and u are allowed (write \\\\ for a backslash)`,
          offset: fault.offset,
        };
      return { problem: 'a control character (a tab or line break) inside a string; write it as \\t or \\n', offset: fault.offset };
    }
    case 'EndOfFileExpected':
      return { problem: 'text after the end of the JSON', offset: at };
    default:
      return { problem: kind, offset: at };
  }
}
