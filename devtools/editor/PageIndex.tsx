import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ActionButton } from './BlockPicker';
import { createPage, type PageSummary } from './editorClient';
import { ui } from './editorTheme';
import { EDITOR_PATH } from './editorPath';

const Screen = styled.main`
  max-width: 1040px;
  margin: 0 auto;
  padding: 32px 24px 64px;
  font-family: ${ui.font};
  color: ${ui.ink};
  h1 {
    font-size: 26px;
    margin-bottom: 6px;
  }
  > p {
    color: ${ui.muted};
    margin-bottom: 24px;
  }
  h2 {
    font-size: 17px;
    margin: 28px 0 10px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    text-align: left;
    padding: 8px 10px;
    border-bottom: 1px solid ${ui.line};
    vertical-align: top;
  }
  th {
    color: ${ui.muted};
    font-weight: 600;
  }
  a {
    color: ${ui.accent};
    font-weight: 600;
    white-space: nowrap;
  }
  code {
    font: 13px ${ui.mono};
    color: ${ui.muted};
  }
`;

const NewPage = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr 1fr auto;
  gap: 12px;
  align-items: end;
  padding: 16px;
  border: 1px solid ${ui.line};
  border-radius: 10px;
  background: ${ui.panel};
  label {
    display: grid;
    gap: 4px;
    font-size: 13px;
    font-weight: 600;
  }
  input,
  select {
    padding: 7px 9px;
    border: 1px solid ${ui.line};
    border-radius: 6px;
    font: 14px ${ui.font};
    background: ${ui.surface};
  }
  p {
    grid-column: 1 / -1;
    font-size: 13px;
    color: ${ui.muted};
  }
  [role='alert'] {
    color: ${ui.danger};
  }
`;

/** /__edit: every page file, to open one, and "New page" (npm run new-page, with its route). */
export function PageIndex({ pages }: { pages: PageSummary[] }) {
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const result = await createPage(
      String(form.get('path') ?? '').trim(),
      String(form.get('title') ?? '').trim(),
      String(form.get('from') ?? ''),
    );
    setBusy(false);
    if ('error' in result) setProblem(result.error);
    else window.location.assign(`${EDITOR_PATH}/${result.id}`);
  };

  return (
    <Screen>
      <h1>Page editor</h1>
      <p>
        Edit a page&rsquo;s blocks and meta with forms made from the schemas. Save writes the JSON file in pages/ after validate passes; git
        stays the record.
      </p>
      <h2 id="new-page-heading">New page</h2>
      <NewPage aria-labelledby="new-page-heading" onSubmit={(event) => void submit(event)}>
        <label>
          Address
          <input name="path" required placeholder="/asset-types/land" pattern="/[a-z0-9/-]+" />
        </label>
        <label>
          Title (optional)
          <input name="title" placeholder="Land" />
        </label>
        <label>
          Start from
          <select name="from" defaultValue="">
            <option value="">A blank page</option>
            {pages.map((page) => (
              <option key={page.id} value={page.id}>
                {page.id}
              </option>
            ))}
          </select>
        </label>
        <ActionButton type="submit" $primary disabled={busy}>
          Create page
        </ActionButton>
        {problem ? (
          <p role="alert">{problem}</p>
        ) : (
          <p>Runs npm run new-page: writes pages/&lt;address&gt;.json and adds its route to pages/routes.json.</p>
        )}
      </NewPage>
      <h2>Pages</h2>
      <Table>
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col">Title</th>
            <th scope="col">Addresses</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page.id}>
              <td>
                <a href={`/__edit/${page.id}`}>{page.id}</a>
              </td>
              <td>{page.title}</td>
              <td>
                <code>{page.paths.join(' ') || '(not-found page)'}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Screen>
  );
}
