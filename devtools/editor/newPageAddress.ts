import {
  formProblem,
  ROUTE_PATH_MAX_LENGTH,
  ROUTE_SEGMENT_MAX_LENGTH,
  routePathProblemAmong,
  type FormProblem,
  type ReservedName,
} from '../../scripts/lib/schemas/routePathRules.ts';
import { routePathIssues } from '../../scripts/validate/catalogue/routePathIssues.ts';

/**
 * The New page form's address: its rules in words, and which one a typed address breaks, both from
 * the rules validate and `npm run new-page` hold a path to (routePathRules.ts), the names the site
 * keeps for itself (public/'s among them) as the dev server reads them, so neither can say other
 * than what Save or new-page would refuse.
 */

/** 'a' · 'a and b' · 'a, b and c' (or 'or'). */
const listed = (names: string[], joiner: 'and' | 'or') =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${joiner} ${names.at(-1)}`;

/** Characters as a message shows them: “A”, and a space in words, as itself it would not be seen. */
const named = (characters: string[]) =>
  listed(
    characters.map((character) => (character === ' ' ? 'a space' : `“${character}”`)),
    'and',
  );

/** The address rules in plain words: the form and lengths, then (once the dev server has said) the names the site keeps. */
export function addressRules(reserved: readonly ReservedName[]): string {
  const form =
    'Lower-case letters a–z, digits 0–9 and “-” between words, in parts separated by “/”: it starts with “/” and does not end with one. ' +
    `At most ${ROUTE_PATH_MAX_LENGTH} characters, ${ROUTE_SEGMENT_MAX_LENGTH} in one part.`;
  const first = reserved.filter((name) => name.where === 'first').map((name) => `/${name.name}`);
  const anywhere = reserved.filter((name) => name.where === 'any').map((name) => `“${name.name}”`);
  if (!first.length && !anywhere.length) return form;
  const kept = [
    ...(first.length ? [`${listed(first, 'and')} (and all under ${first.length > 1 ? 'them' : 'it'})`] : []),
    ...(anywhere.length ? [`any part named ${listed(anywhere, 'or')}`] : []),
  ];
  return `${form} The site keeps for its own files: ${kept.join(', and ')}.`;
}

const FORM_MESSAGES: { [Rule in FormProblem['rule']]: (problem: Extract<FormProblem, { rule: Rule }>) => string } = {
  'leading-slash': () => 'An address starts with “/”, as in /asset-types/land.',
  'upper-case': ({ characters }) => `An address is in lower case: this one has ${named(characters)}.`,
  characters: ({ characters }) => `An address has only letters a–z, digits 0–9, “-” and “/”: this one has ${named(characters)}.`,
  'double-slash': () => 'The parts of an address are separated by one “/”: this one has “//”.',
  'trailing-slash': () => 'An address does not end with “/”.',
  hyphens: () => '“-” goes between words: not at the start or end of a part, and not two in a row.',
  other: () => 'Not an address: lower-case words joined by “-”, in parts separated by “/”, as in /asset-types/land.',
};

const sentence = (message: string) => `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;

/**
 * The rule `address` (as typed, spaces trimmed) breaks, in a sentence that names it; null if it
 * breaks none. `taken` is the site's addresses now, each with the page it shows.
 */
export function addressProblem(address: string, reserved: readonly ReservedName[], taken: ReadonlyMap<string, string>): string | null {
  if (address === '') return 'Type the new page’s address, such as /asset-types/land.';
  if (address === '/') return '“/” is the home page’s address: add the new page’s name after it, as in /asset-types/land.';
  const refusal = routePathProblemAmong(address, reserved);
  if (refusal === 'malformed') {
    const problem = formProblem(address)!;
    return (FORM_MESSAGES[problem.rule] as (problem: FormProblem) => string)(problem);
  }
  // Too long, or reserved: validate's own words.
  if (refusal?.code === 'route-path-too-long') return sentence(routePathIssues[refusal.code].message(refusal.params));
  if (refusal?.code === 'reserved-route-path') return sentence(routePathIssues[refusal.code].message(refusal.params));
  const page = taken.get(address);
  return page === undefined ? null : `${address} is already an address of page ${page}: choose another, or edit that page.`;
}
