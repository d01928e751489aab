import { Fragment, type ReactNode } from 'react';
import type { InlineRunShape, RichTextShape } from '../content/shapes';
import { ActionElement } from './ActionElement';

/**
 * A text as React elements: a plain string as it is; a list of runs as their words in order, a
 * run in <strong> (bold), <em> (italic) and a link as it says. A link is the element every other
 * link of the site is (ActionElement: its href, its rel for a new tab, its click recorded as a
 * link_click with its words), so the boot script routes, scrolls and records it like the rest.
 * Nothing in the content is ever read as markup: '<b>' written in a run is text, escaped by React.
 */
export function RichText({ text }: { text: RichTextShape }): ReactNode {
  if (typeof text === 'string') return text;
  return text.map((run, index) => <Fragment key={index}>{typeof run === 'string' ? run : <StyledRun run={run} />}</Fragment>);
}

function StyledRun({ run }: { run: Exclude<InlineRunShape, string> }): ReactNode {
  let words: ReactNode = run.text;
  if (run.italic) words = <em>{words}</em>;
  if (run.bold) words = <strong>{words}</strong>;
  if (!run.link) return words;
  return (
    <ActionElement action={run.link} label={run.text} role="link">
      {words}
    </ActionElement>
  );
}

/** A text's words without their formatting: its runs' words joined. */
export function plainText(text: RichTextShape): string {
  return typeof text === 'string' ? text : text.map((run) => (typeof run === 'string' ? run : run.text)).join('');
}
