import { describe, expect, it } from 'vitest';
import { syntaxFindings } from '../../scripts/validate/jsonSyntax.ts';

/** The one syntax finding for `text`, with the text from its offset on (what an editor would show). */
function explain(text: string): { problem: string; at: string } {
  expect(() => JSON.parse(text)).toThrow();
  const findings = syntaxFindings(text);
  expect(findings).toHaveLength(1);
  const { params, offset } = findings[0]!;
  return { problem: (params as { problem: string }).problem, at: text.slice(offset!, offset! + 8) };
}

describe('JSON syntax errors in plain words', () => {
  it.each([
    ['{ "a": [1, 2,] }', /^trailing comma before \]/, ',] }'],
    ['{ "a": 1, }', /^trailing comma before \}/, ', }'],
    ['{ "a": 1 "b": 2 }', /^missing comma between "a" and "b"$/, ' "b": 2 '],
    ['[{ "x": 1 } { "y": 2 }]', /^missing comma between two items of a list$/, ' { "y": '],
    ['{ title: "x" }', /^unquoted key title; write it in double quotes: "title"$/, 'title: "'],
    ['{ "a": "x\n}', /^unclosed string/, '"x\n}'],
    ['{ "a": , "b": 1 }', /^missing value for "a"$/, ', "b": 1'],
    ['{ "a": }', /^missing value for "a"$/, '}'],
    ["{ 'a': 1 }", /^single quotes around 'a'/, "'a': 1 }"],
    ['{ "a": yes }', /^unquoted text yes/, 'yes }'],
    ['{\n  // why\n  "a": 1\n}', /^comments are not allowed/, '// why\n '],
    ['{ "a" 1 }', /^missing colon after "a"$/, ' 1 }'],
    ['{ "a": 1 } x', /^text after the end of the JSON/, 'x'],
    ['[1,,2]', /^a comma with nothing before it/, ',2]'],
    ['{ "a": [1, 2 }', /^missing \] to close the list opened at line 1, column 8$/, '}'],
    ['{ "a": { "b": 1 }', /^the object opened here is never closed/, '{ "a": {'],
    ['  ', /^the file is empty$/, '  '],
    ['{ "columns": 03 }', /^a number cannot start with 0: write 3/, '03 }'],
    ['{ "a": [-012] }', /^a number cannot start with 0: write -12/, '-012] }'],
    ['{ "a": "one\ttwo" }', /^a control character \(a tab or line break\) inside a string/, '\ttwo" }'],
    ['{ "a": "C:\\x\\y" }', /^invalid escape \\x in a string/, '\\x\\y" }'],
    ['{ "a": "\\u12G4" }', /^invalid \\u escape in a string/, '\\u12G4" '],
    ['\uFEFF{ "a": 1 }', /^the file starts with a byte-order mark .*; save it as UTF-8 without BOM$/, '\uFEFF{ "a": '],
  ])('%j', (text, problem, at) => {
    const found = explain(text);
    expect(found.problem).toMatch(problem);
    expect(found.at).toBe(at.slice(0, 8));
  });
});
