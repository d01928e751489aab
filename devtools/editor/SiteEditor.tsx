import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { checkSite, listPages, openPage, openSite, saveSite, type OpenedPage, type OpenedSite, type PageSummary } from './editorClient';
import {
  Column,
  Columns,
  FormColumn,
  NarrowPanes,
  PreviewColumn,
  PreviewFrame,
  PreviewHead,
  Screen,
  useLeaveWarning,
  useUndoKeys,
  type NarrowView,
} from './editorLayout';
import { ui } from './editorTheme';
import { siteParts, type SitePart } from './formSchemas';
import { errorSchemaOf } from './issueErrors';
import { IssueList } from './IssueList';
import { fieldPointer, useLiveCheck } from './liveCheck';
import { EditorToolbar } from './EditorToolbar';
import { LivePreview } from './LivePreview';
import { PreviewWidths, usePreviewWidth } from './PreviewWidths';
import { SchemaForm } from './LazySchemaForm';
import { useSave } from './useSave';
import { DiskNoticeBar, useFileOnDisk } from './useFileOnDisk';
import { SiteCheckList, SiteCheckStatus, useSiteCheck } from './SiteCheck';
import { placeLabel } from './placeLabel';
import { partClicked, partOf, partValue, pathInPart, useSiteDraft } from './useSiteDraft';
import { focusField } from './fieldFocus';

const Parts = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  button {
    width: 100%;
    text-align: left;
    padding: 8px 10px;
    border-radius: 8px;
    border: 1px solid ${ui.line};
    background: ${ui.surface};
    font: 600 13px ${ui.font};
    color: ${ui.ink};
    cursor: pointer;
  }
  button[aria-current='true'] {
    border-color: ${ui.accent};
    background: ${ui.accentSoft};
  }
  button[data-problem] {
    border-color: ${ui.danger};
  }
  span {
    display: block;
    font-weight: 400;
    font-size: 12px;
    color: ${ui.muted};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const PageChoice = styled.label`
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: 12px;
  color: ${ui.muted};
  select {
    max-width: 160px;
    font: 12px ${ui.font};
    padding: 2px 4px;
    border: 1px solid ${ui.line};
    border-radius: 6px;
    background: ${ui.surface};
  }
`;

/** What a part holds, in a few words: its fields' names. */
function partSummary(part: SitePart): string {
  const names = Object.keys((part.schema.properties ?? {}) as object);
  return names.length > 4 ? `${names.slice(0, 4).join(', ')}, …` : names.join(', ');
}

/**
 * site.json in the editor: its parts (the plain values, the contact details, the header's
 * navigation, the footer, …, read off its schema), each part's form, and a page framed by the
 * header and footer the draft gives. Saved like a page: validate first, only the changed lines;
 * checked as the author types; every edit undoable.
 */
export function SiteEditor({ opened }: { opened: OpenedSite }) {
  const parts = useMemo(() => siteParts(), []);
  // `/__edit/site.json#footer` opens on the footer (a page's preview links there).
  const draft = useSiteDraft(opened, parts, window.location.hash.slice(1));
  const { document, issues, dirty, undo, redo } = draft;
  const [narrowView, setNarrowView] = useState<NarrowView>('form');
  const [previewWidth, setPreviewWidth] = usePreviewWidth();
  const formColumn = useRef<HTMLElement>(null);

  useEffect(() => {
    window.document.title = 'Edit site.json · Page editor';
  }, []);

  // A click on the preview's header or footer: its part of site.json, on the field showing the words clicked.
  const [landing, setLanding] = useState<{ key: string; words: string } | null>(null);
  useEffect(() => {
    if (!landing || !formColumn.current) return;
    focusField(formColumn.current, `edit-${landing.key}`, landing.words);
  }, [landing]);
  const pickInFrame = (where: 'header' | 'footer', words: string) => {
    const found = partClicked(document, parts, where, words);
    if (!found) return;
    draft.setSelected(found.key);
    setNarrowView('form');
    setLanding({ key: found.key, words });
  };
  useLeaveWarning(dirty);
  useUndoKeys(undo, redo);

  // The page the preview frames with the draft's header and footer: the home page, or another chosen.
  const [pages, setPages] = useState<PageSummary[]>([]);
  const [shownPage, setShownPage] = useState<OpenedPage | null>(null);
  useEffect(() => {
    void listPages().then(setPages, () => undefined);
  }, []);
  const [pageId, setPageId] = useState<string | null>(null);
  const previewId = pageId ?? pages.find((page) => page.paths.includes('/'))?.id ?? pages[0]?.id;
  useEffect(() => {
    if (!previewId) return;
    let live = true;
    void openPage(previewId).then(
      (page) => live && setShownPage(page),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [previewId]);

  const live = useLiveCheck({
    draft: document,
    send: (sent, signal) => checkSite(sent, signal),
    apply: (found) => draft.setIssues(found),
    shown: issues,
    form: formColumn,
    pointerOf: (fieldId) =>
      fieldPointer(fieldId, (formId) => {
        const part = parts.find((each) => each.key === formId);
        return part ? (part.property ? `/${part.property}` : '') : null;
      }),
  });

  const problemParts = new Set(issues.flatMap((issue) => partOf(issue, parts)?.key ?? []));
  const part = parts.find((each) => each.key === draft.selected) ?? parts[0]!;
  const errors = errorSchemaOf(
    issues.flatMap((issue) => (partOf(issue, parts) === part ? [{ path: pathInPart(issue, part), message: issue.message }] : [])),
  );

  const { saving, status, save } = useSave(opened.file, dirty, () => {
    // Save's own answer is the one to show: checks still on their way are dropped.
    live.stale();
    const sent = structuredClone(document);
    return {
      request: saveSite(draft.version, draft.base, sent),
      saved: (answer) => {
        if (answer.merged) draft.adoptMerged(sent, answer.merged as typeof sent, answer.version);
        else draft.markSaved(sent, answer.version);
        draft.setIssues(answer.issues);
      },
      invalid: (found) => {
        draft.setIssues(found);
        const first = found.map((issue) => partOf(issue, parts)).find(Boolean);
        if (first) draft.setSelected(first.key);
      },
    };
  });

  // The rest of the site, checked by the dev server after each change: what it found elsewhere.
  const [previewAnswered, setPreviewAnswered] = useState(false);
  const siteCheck = useSiteCheck(opened.file, previewAnswered);
  const [siteCheckOpen, setSiteCheckOpen] = useState(false);

  const disk = useFileOnDisk({
    file: opened.file,
    version: draft.version,
    dirty,
    saving,
    reopen: openSite,
    adopt: (fresh, version, prefer) => draft.adoptMerged(draft.base, fresh, version, prefer),
    label: (pointer) => placeLabel(pointer),
  });

  return (
    <Screen>
      <EditorToolbar
        file={opened.file}
        leaveQuestion="Leave site.json without saving your changes?"
        dirty={dirty}
        history={{ canUndo: draft.canUndo, canRedo: draft.canRedo, undo, redo }}
        saving={saving}
        status={status}
        siteCheck={<SiteCheckStatus view={siteCheck} open={siteCheckOpen} onToggle={() => setSiteCheckOpen((open) => !open)} />}
        onSave={() => void save()}
      />
      <SiteCheckList view={siteCheck} open={siteCheckOpen} />
      <DiskNoticeBar notice={disk.notice} saving={saving} onDismiss={disk.dismiss} onChoose={disk.choose} />
      <NarrowPanes view={narrowView} onChange={setNarrowView} first="Parts" />
      <Columns $view={narrowView}>
        <Column aria-labelledby="parts-heading" data-pane="blocks">
          <h2 id="parts-heading">site.json</h2>
          <Parts aria-label="Parts of site.json">
            {parts.map((each) => (
              <li key={each.key}>
                <button
                  type="button"
                  aria-current={each.key === part.key ? 'true' : undefined}
                  aria-label={`${each.label}${problemParts.has(each.key) ? ' (has problems)' : ''}`}
                  data-problem={problemParts.has(each.key) ? '' : undefined}
                  onClick={() => {
                    draft.setSelected(each.key);
                    setNarrowView('form');
                  }}
                >
                  {each.label}
                  {problemParts.has(each.key) ? ' ⚠' : ''}
                  <span>{partSummary(each)}</span>
                </button>
              </li>
            ))}
          </Parts>
        </Column>
        <FormColumn aria-label="Form" ref={formColumn} data-pane="form">
          <IssueList
            issues={issues.map((issue) => ({ issue }))}
            showable={({ issue }) => partOf(issue, parts) !== undefined}
            onShow={({ issue }) => {
              const found = partOf(issue, parts);
              if (found) draft.setSelected(found.key);
            }}
          />
          <h2>{part.label}</h2>
          <SchemaForm
            key={part.key}
            id={part.key}
            schema={part.schema}
            value={partValue(document, part)}
            errors={errors}
            onChange={(value, change) => draft.update(part, value, change)}
          />
        </FormColumn>
        <PreviewColumn aria-label="Preview" data-pane="preview">
          <PreviewHead>
            <h2>Preview</h2>
            <PageChoice>
              Page
              <select value={previewId ?? ''} onChange={(event) => setPageId(event.target.value)}>
                {pages
                  .filter((page) => page.paths.length)
                  .map((page) => (
                    <option key={page.id} value={page.id}>
                      {page.paths[0]}
                    </option>
                  ))}
              </select>
            </PageChoice>
            <PreviewWidths width={previewWidth} onChange={setPreviewWidth} />
          </PreviewHead>
          <PreviewFrame data-preview>
            {shownPage && (
              <LivePreview
                pageId={shownPage.id}
                paths={shownPage.paths}
                page={{ meta: shownPage.document.meta, blocks: shownPage.document.blocks }}
                site={document}
                height="100%"
                width={previewWidth}
                onPickFrame={pickInFrame}
                onAnswered={() => setPreviewAnswered(true)}
              />
            )}
          </PreviewFrame>
        </PreviewColumn>
      </Columns>
    </Screen>
  );
}
