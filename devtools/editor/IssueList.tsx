import styled from 'styled-components';
import { ui } from './editorTheme';
import { placeOf } from './issueErrors';
import type { PinnedIssue } from './usePageDraft';

const Box = styled.section`
  margin-bottom: 16px;
  padding: 10px 12px;
  border: 1px solid ${ui.danger};
  border-radius: 8px;
  background: ${ui.dangerSoft};
  color: ${ui.danger};
  font-size: 13px;
  h2 {
    font-size: 14px;
    margin-bottom: 6px;
    color: ${ui.danger};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
  code {
    font: 12px ${ui.mono};
  }
  button {
    all: unset;
    cursor: pointer;
    text-decoration: underline;
  }
`;

/**
 * What validate says of the draft (as the author types, and at Save), as `npm run validate` prints
 * it (file:line:col, pointer, message): each issue also shows on its field; this list holds them
 * all, including those about the file as a whole or about another file the change would break.
 */
export function IssueList({
  issues,
  onShow,
  showable = (pinned) => placeOf(pinned.issue).section !== 'page',
  heading = 'validate says',
  name = 'issues',
}: {
  issues: PinnedIssue[];
  onShow: (issue: PinnedIssue) => void;
  /** Whether an issue has a field to show it on (else it is about the file as a whole, or another file). */
  showable?: (issue: PinnedIssue) => boolean;
  /** The list's heading. */
  heading?: string;
  /** Names the list: its data attribute (data-issues) and its heading's id, for a second list on the screen. */
  name?: string;
}) {
  if (!issues.length) return null;
  return (
    <Box aria-labelledby={`${name}-heading`} {...{ [`data-${name}`]: '' }}>
      <h2 id={`${name}-heading`}>{heading}</h2>
      <ul>
        {issues.map((pinned, index) => {
          const { file, line, col, pointer, message } = pinned.issue;
          return (
            <li key={index}>
              <code>
                {file}:{line}:{col} {pointer}
              </code>{' '}
              {!showable(pinned) ? (
                message
              ) : (
                <button type="button" onClick={() => onShow(pinned)}>
                  {message}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </Box>
  );
}
