import type { EditorIssue } from './editorClient';
import { placeOf } from './issueErrors';

/**
 * Save and a block just added: the block is written once it is complete. Until then (its required
 * fields still empty, or any other problem validate finds in it) Save writes the rest of the page
 * and keeps the block in the draft, where the form and the issue list say what it lacks; the page
 * on disk stays one validate passes, and the author is never stuck between an unfinished block and
 * the edits they want saved. Only new blocks (not in the file) are kept back: a block the file
 * holds is never taken out of it, so a problem there still stops Save.
 */

/** The positions of the new blocks (`fresh`, not in the file) that validate found a problem in, in order. */
export function blocksToHold(issues: readonly EditorIssue[], fresh: readonly number[]): number[] {
  const troubled = new Set(
    issues.flatMap((issue) => {
      const place = placeOf(issue);
      return place.section === 'block' ? [place.index] : [];
    }),
  );
  return fresh.filter((index) => troubled.has(index));
}

/** The issues validate found in the blocks kept back. */
export function issuesOfHeld(issues: readonly EditorIssue[], held: readonly number[]): EditorIssue[] {
  return issues.filter((issue) => {
    const place = placeOf(issue);
    return place.section === 'block' && held.includes(place.index);
  });
}

/**
 * An issue of the page as sent, without the blocks kept back, placed in the draft: `kept` holds
 * the draft's position of each block sent ('/blocks/2' of what was sent is '/blocks/3' of a draft
 * whose second block was kept back).
 */
export function placedInDraft(issue: EditorIssue, kept: readonly number[]): EditorIssue {
  const place = placeOf(issue);
  if (place.section !== 'block' || kept[place.index] === undefined) return issue;
  const rest = issue.pointer.slice(`/blocks/${place.index}`.length);
  return { ...issue, pointer: `/blocks/${kept[place.index]}${rest}` };
}

/**
 * The keys of the draft's blocks the file holds after a merge (a save's, or a change made
 * elsewhere): of the blocks now in the draft (`present`), those the file held or was sent
 * (`inFile`), and those the merge brought (not in the draft before it, `drafted`). A block kept
 * back stays out, to be written once complete.
 */
export function keysInFileAfterMerge(present: readonly string[], drafted: readonly string[], inFile: ReadonlySet<string>): Set<string> {
  const before = new Set(drafted);
  return new Set(present.filter((key) => inFile.has(key) || !before.has(key)));
}

/** 'a' · 'a and b' · 'a, b and c'. */
export function listed(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
