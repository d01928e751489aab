import { catalogue, issueCodes, messageFor } from './index.ts';

const START =
  '<!-- validate-issues:start — generated from scripts/validate/catalogue/ by `npm run gen:docs`; edit the catalogue, not this table -->';
const END = '<!-- validate-issues:end -->';

/** Text for a table cell: a "|" would end the cell, a line break the row. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** Inline code that may itself hold backticks (`npm run gen:types` inside a message). */
const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

/** The docs table of every issue validate can report: code, an example message, meaning, fix. */
export function renderIssueTable(): string {
  const rows = issueCodes.map((issueCode) => {
    const kind = catalogue[issueCode];
    const example = messageFor(issueCode, kind.example as never);
    return `| \`${issueCode}\` | ${cell(code(example))} | ${cell(kind.title)}. | ${cell(kind.hint)} |`;
  });
  return [START, '', '| Code | Message, for example | Means | Fix |', '|---|---|---|---|', ...rows, '', END].join('\n');
}

/** The markdown with its generated issue table brought up to date. */
export function withIssueTable(markdown: string): string {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start < 0 || end < start) throw new Error(`the issue table markers are missing; put ${START} and ${END} where the table belongs`);
  return markdown.slice(0, start) + renderIssueTable() + markdown.slice(end + END.length);
}
