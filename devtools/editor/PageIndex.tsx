import { useDeferredValue, useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { AddressField, useReservedRouteNames } from './AddressField';
import { ActionButton } from './BlockPicker';
import { createPage, navGroups, type NavGroup, type PageSummary } from './editorClient';
import { ui } from './editorTheme';
import { EDITOR_PATH, SITE_TARGET } from './editorPath';
import { addressProblem } from './newPageAddress';
import { hostedSession } from './hostedSession';
import { PendingChanges } from './PendingChanges';
import { findPages, PAGE_LIST_LIMIT, searchSummary } from './pageSearch';

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
  grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
  gap: 12px;
  @media (max-width: 760px) {
    grid-template-columns: 1fr;
  }
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
    width: 100%;
    min-width: 0;
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

const Search = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 14px;
  margin-bottom: 10px;
  label {
    font-size: 14px;
    font-weight: 600;
  }
  input {
    flex: 0 1 360px;
    min-width: 0;
    padding: 7px 9px;
    border: 1px solid ${ui.line};
    border-radius: 6px;
    font: 14px ${ui.font};
  }
  p {
    flex-basis: 100%;
    margin: 0;
    font-size: 13px;
    color: ${ui.muted};
  }
`;

/** /__edit: every page file, to open one, and "New page" (npm run new-page, with its route). */
const SiteLink = styled.p`
  a {
    color: ${ui.accent};
    font-weight: 600;
  }
`;

/** "the header's "Services" menu" → "In the header's "Services" menu". */
const menuLabel = (group: NavGroup) => `In ${group.label}`;

/** The menus a page at `path` could join, asked for as the address is typed (a pause first). */
function useNavGroups(path: string): NavGroup[] {
  const [groups, setGroups] = useState<{ path: string; groups: NavGroup[] }>({ path: '', groups: [] });
  useEffect(() => {
    if (!/^\/[a-z0-9/-]+$/.test(path)) return;
    const controller = new AbortController();
    const timer = window.setTimeout(
      () =>
        void navGroups(path, controller.signal).then(
          (found) => setGroups({ path, groups: found }),
          () => undefined,
        ),
      250,
    );
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [path]);
  return groups.path === path ? groups.groups : [];
}

/**
 * The list of pages with its search: the pages whose file, title or addresses hold what is typed,
 * at most PAGE_LIST_LIMIT rows of them, and Enter opens the first. The list follows the typing a
 * moment behind (a deferred value), so a site of thousands of pages never holds up a key.
 */
function PageList({ pages }: { pages: PageSummary[] }) {
  const [query, setQuery] = useState('');
  const searched = useDeferredValue(query);
  const found = useMemo(() => findPages(pages, searched), [pages, searched]);
  const open = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const first = findPages(pages, query)[0];
    if (first) window.location.assign(`${EDITOR_PATH}/${first.id}`);
  };
  return (
    <>
      <h2 id="pages-heading">Pages</h2>
      <Search>
        <label htmlFor="page-search">Find a page</label>
        <input
          id="page-search"
          type="search"
          placeholder="File, title or address"
          autoComplete="off"
          spellCheck={false}
          aria-describedby="page-search-hint"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={open}
        />
        <p id="page-search-hint">Every word must match; Enter opens the first page listed.</p>
        <p role="status" data-page-count>
          {searchSummary(found.length, pages.length, searched)}
        </p>
      </Search>
      <Table aria-labelledby="pages-heading">
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col">Title</th>
            <th scope="col">Addresses</th>
          </tr>
        </thead>
        <tbody>
          {found.slice(0, PAGE_LIST_LIMIT).map((page) => (
            <tr key={page.id}>
              <td>
                <a href={`/__edit/${page.id}`}>{page.id}</a>
              </td>
              {/* As visitors read it ("About Redbud Asset Group | …"), not "About {brand} | …". */}
              <td>{page.shownTitle ?? page.title}</td>
              <td>
                <code>{page.paths.join(' ') || '(not-found page)'}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}

export function PageIndex({ pages }: { pages: PageSummary[] }) {
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [address, setAddress] = useState('');
  const reserved = useReservedRouteNames();
  const taken = useMemo(() => new Map(pages.flatMap((page) => page.paths.map((path) => [path, page.id] as const))), [pages]);
  const broken = addressProblem(address.trim(), reserved, taken);
  // The address's problem shows once the author has left the field or pressed Create page: a
  // half-typed "/about-" is not yet a mistake. From then on it follows the typing.
  const [addressLeft, setAddressLeft] = useState(false);
  const addressInput = useRef<HTMLInputElement>(null);
  // One menu of each kind: new-page links the page from the first header menu (or footer column) of its section.
  const menus = useNavGroups(address.trim()).filter((group, index, all) => all.findIndex((other) => other.kind === group.kind) === index);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (broken) {
      setAddressLeft(true);
      addressInput.current?.focus();
      return;
    }
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const result = await createPage(
      String(form.get('path') ?? '').trim(),
      String(form.get('title') ?? '').trim(),
      String(form.get('from') ?? ''),
      (String(form.get('nav') ?? '') || 'none') as NavGroup['kind'] | 'none',
    );
    setBusy(false);
    if ('error' in result) setProblem(result.error);
    else window.location.assign(`${EDITOR_PATH}/${result.id}`);
  };

  return (
    <Screen>
      <h1>Page editor</h1>
      <p>
        {hostedSession()
          ? 'Edit a page’s blocks and meta with forms made from the schemas. Save keeps your change (after validate passes) until a publisher publishes it.'
          : 'Edit a page’s blocks and meta with forms made from the schemas. Save writes the JSON file in pages/ after validate passes; git stays the record.'}
      </p>
      <PendingChanges />
      <h2>Site</h2>
      <SiteLink>
        <a href={`${EDITOR_PATH}/${SITE_TARGET}`}>Site (header, footer)</a>: the brand, contact details, header navigation and footer every
        page shares (pages/site.json).
      </SiteLink>
      <h2 id="new-page-heading">New page</h2>
      <NewPage aria-labelledby="new-page-heading" noValidate onSubmit={(event) => void submit(event)}>
        <AddressField
          value={address}
          onChange={setAddress}
          onLeave={() => address.trim() && setAddressLeft(true)}
          reserved={reserved}
          problem={addressLeft ? broken : null}
          inputRef={addressInput}
        />
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
        <label>
          Menu link
          <select name="nav" defaultValue="">
            <option value="">No menu link</option>
            {menus.map((group) => (
              <option key={group.kind} value={group.kind}>
                {menuLabel(group)}
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
          <p>
            Runs npm run new-page: writes pages/&lt;address&gt;.json, adds its route to pages/routes.json and, if you choose one, a link in
            the menu of its section (the menus that link to its section already are offered).
          </p>
        )}
      </NewPage>
      <PageList pages={pages} />
    </Screen>
  );
}
