import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { discardChanges, pendingChanges, publishChanges, type PendingChanges as Changes } from './editorClient';
import { ui } from './editorTheme';
import { hostedSession, signOut } from './hostedSession';

const Panel = styled.section`
  margin: 0 0 28px;
  padding: 16px;
  border: 1px solid ${ui.line};
  border-radius: 10px;
  background: ${ui.panel};
  header {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: baseline;
    justify-content: space-between;
  }
  && h2 {
    margin: 0;
    font-size: 17px;
  }
  h3 {
    font-size: 15px;
    margin: 16px 0 6px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
  li {
    /* A long diff line scrolls inside its box, never widening the page. */
    min-width: 0;
  }
  summary {
    cursor: pointer;
    font: 13px ${ui.mono};
  }
  pre {
    overflow-x: auto;
    max-height: 360px;
    margin: 6px 0;
    padding: 8px;
    background: ${ui.surface};
    border: 1px solid ${ui.line};
    border-radius: 6px;
    font: 12px/1.45 ${ui.mono};
  }
  .added {
    color: ${ui.ok};
  }
  .removed {
    color: ${ui.danger};
  }
  button {
    padding: 5px 12px;
    border: 1px solid ${ui.line};
    border-radius: 6px;
    background: ${ui.surface};
    font: inherit;
    font-size: 13px;
    cursor: pointer;
  }
  button[data-primary] {
    border-color: ${ui.accent};
    background: ${ui.accent};
    color: #fff;
    font-weight: 600;
  }
  [role='alert'] {
    color: ${ui.danger};
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
`;

/** A diff's lines, added and removed ones marked by colour as well as by their + and −. */
function Diff({ text }: { text: string }) {
  return (
    <pre>
      {text.split('\n').map((line, index) => (
        <span
          key={index}
          className={
            line.startsWith('+') && !line.startsWith('+++')
              ? 'added'
              : line.startsWith('-') && !line.startsWith('---')
                ? 'removed'
                : undefined
          }
        >
          {line}
          {'\n'}
        </span>
      ))}
    </pre>
  );
}

/**
 * The hosted editor's list of what waits to be published: each author's saved changes, file by
 * file with its diff, each of which its author (or a publisher) may discard; a publisher publishes
 * one author's changes or all of them. Shown on the editor's home, in the hosted editor only.
 */
export function PendingChanges() {
  const session = hostedSession();
  const [list, setList] = useState<{ changes: Changes[]; canPublish: boolean } | null>(null);
  const [said, setSaid] = useState<{ tone: 'ok' | 'danger'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  // Read again after each discard and publish (`version` counts them).
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    pendingChanges().then(
      (value) => current && setList(value),
      (error: unknown) => current && setSaid({ tone: 'danger', text: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [version]);
  if (!session) return null;

  const act = async (run: () => Promise<{ tone: 'ok' | 'danger'; text: string }>) => {
    setBusy(true);
    setSaid(null);
    try {
      setSaid(await run());
    } finally {
      setBusy(false);
      setVersion((n) => n + 1);
    }
  };
  const discard = (user: string, files: string[]) =>
    act(async () => {
      const refused = await discardChanges(user, files);
      return refused ? { tone: 'danger', text: refused } : { tone: 'ok', text: `Discarded the changes to ${files.join(', ')}.` };
    });
  const publish = (users?: string[]) =>
    act(async () => {
      const result = await publishChanges(users);
      return 'error' in result
        ? { tone: 'danger', text: result.error }
        : { tone: 'ok', text: `Published the changes of ${result.published.join(' and ')}. The site updates once the host has built it.` };
    });

  const changes = list?.changes ?? [];
  return (
    <Panel aria-labelledby="pending-heading">
      <header>
        <h2 id="pending-heading">Waiting to be published</h2>
        <span className="row">
          Signed in as {session.name} ({session.role})
          <button type="button" onClick={() => void signOut()}>
            Sign out
          </button>
        </span>
      </header>
      {said && (
        <p role={said.tone === 'danger' ? 'alert' : 'status'} data-publish-said={said.tone}>
          {said.text}
        </p>
      )}
      {list && changes.length === 0 && <p>Nothing. Saved changes wait here until a publisher publishes them.</p>}
      {changes.map((author) => (
        <div key={author.user} data-author={author.user}>
          <h3>
            {author.user === session.user ? 'Your changes' : `${author.name}’s changes`} ({author.files.length}{' '}
            {author.files.length === 1 ? 'file' : 'files'})
          </h3>
          <ul>
            {author.files.map((file) => (
              <li key={file.file}>
                <details>
                  <summary>
                    {file.file} ({file.status})
                  </summary>
                  <Diff text={file.diff} />
                </details>
                {(author.user === session.user || list?.canPublish) && (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void discard(author.user, [file.file])}
                    aria-label={`Discard the changes to ${file.file}`}
                  >
                    Discard
                  </button>
                )}
              </li>
            ))}
          </ul>
          {list?.canPublish && (
            <p className="row">
              <button type="button" data-primary disabled={busy} onClick={() => void publish([author.user])}>
                Publish {author.user === session.user ? 'your changes' : `${author.name}’s changes`}
              </button>
            </p>
          )}
        </div>
      ))}
      {list?.canPublish && changes.length > 1 && (
        <p className="row">
          <button type="button" data-primary disabled={busy} onClick={() => void publish()}>
            Publish all
          </button>
        </p>
      )}
      {list && !list.canPublish && changes.length > 0 && <p>A publisher publishes these; you can go on editing meanwhile.</p>}
    </Panel>
  );
}
