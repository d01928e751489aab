import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { ActionButton, BlockPicker } from './BlockPicker';
import { BlockList } from './BlockList';
import { blankBlock } from './blankBlock';
import { blockType } from './blockLabel';
import { checkPage, openPage, savePage, type EditorIssue, type OpenedPage, type SaveResult } from './editorClient';
import { blocksToHold, issuesOfHeld, placedInDraft } from './heldBlocks';
import { EDITOR_PATH, SITE_TARGET } from './editorPath';
import { ui } from './editorTheme';
import { blockFormSchema, metaFormSchema } from './formSchemas';
import { focusField } from './fieldFocus';
import { fieldPointer, useLiveCheck } from './liveCheck';
import { errorSchemaOf, placeOf } from './issueErrors';
import { IssueList } from './IssueList';
import { PreviewWidths, usePreviewWidth } from './PreviewWidths';
import { EditorToolbar } from './EditorToolbar';
import { LivePreview } from './LivePreview';
import { SchemaForm } from './LazySchemaForm';
import { useSave } from './useSave';
import { usePageDraft } from './usePageDraft';
import { DiskNoticeBar, useFileOnDisk } from './useFileOnDisk';
import { SiteCheckList, SiteCheckStatus, useSiteCheck } from './SiteCheck';
import { placeLabel } from './placeLabel';
import { usePageHeadingTypes } from './usePageHeadingTypes';
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

const FrameNote = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 8px;
  padding: 6px 10px;
  border: 1px solid ${ui.accent};
  border-radius: 8px;
  background: ${ui.accentSoft};
  font-size: 13px;
  a {
    color: ${ui.accent};
    font-weight: 600;
  }
  .close {
    margin-left: auto;
    border: 0;
    background: none;
    font-size: 16px;
    cursor: pointer;
    color: ${ui.muted};
  }
`;

const MetaButton = styled.button<{ $selected: boolean; $problem: boolean }>`
  width: 100%;
  text-align: left;
  margin-bottom: 14px;
  padding: 8px 10px;
  border-radius: 8px;
  border: 1px solid ${({ $selected, $problem }) => ($problem ? ui.danger : $selected ? ui.accent : ui.line)};
  background: ${({ $selected }) => ($selected ? ui.accentSoft : ui.surface)};
  font: 600 13px ${ui.font};
  color: ${ui.ink};
  cursor: pointer;
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

/** One page: its blocks, the selected block's (or the meta's) form, and the page as it renders, side by side. */
export function PageEditor({ opened }: { opened: OpenedPage }) {
  const draft = usePageDraft(opened);
  const pageHeadingTypes = usePageHeadingTypes();
  const [narrowView, setNarrowView] = useState<NarrowView>('form');
  const [previewWidth, setPreviewWidth] = usePreviewWidth();
  /** The part of the frame (header, footer) clicked in the preview: site.json's, edited on its own screen. */
  const [framePart, setFramePart] = useState<'header' | 'footer' | null>(null);
  const [picking, setPicking] = useState(false);
  const { blocks, selected, issues, dirty } = draft;

  useEffect(() => {
    document.title = `Edit ${opened.id} · Page editor`;
  }, [opened.id]);

  useLeaveWarning(dirty);
  const { undo, redo } = draft;
  useUndoKeys(undo, redo);

  // A block picked in the preview: selected, and the focus on its field that holds the words clicked
  // (or its first field), once its form is there.
  const formColumn = useRef<HTMLElement>(null);
  const [landing, setLanding] = useState<{ key: string; words: string } | null>(null);
  useEffect(() => {
    if (!landing || !formColumn.current) return;
    focusField(formColumn.current, `edit-${landing.key}`, landing.words);
  }, [landing]);
  const pickInPreview = (position: number, words: string) => {
    const block = blocks[position];
    if (!block) return;
    draft.setSelected(block.key);
    setNarrowView('form');
    setLanding({ key: block.key, words });
  };

  // validate as the author types: the draft with its blocks' keys, to pin each issue to its block as sent.
  const sentDraft = useMemo(() => ({ document: draft.document, keys: blocks.map((block) => block.key) }), [draft.document, blocks]);
  const live = useLiveCheck({
    draft: sentDraft,
    send: (sent, signal) => checkPage(opened.id, sent.document, signal),
    apply: (found, sent) => draft.showIssues(found, sent.keys),
    shown: issues.map((pinned) => pinned.issue),
    form: formColumn,
    pointerOf: (fieldId, sent) =>
      fieldPointer(fieldId, (formId) => {
        if (formId === 'meta') return '/meta';
        const index = sent.keys.indexOf(formId);
        return index < 0 ? null : `/blocks/${index}`;
      }),
  });

  const selectedIndex = blocks.findIndex((block) => block.key === selected);
  // The page's sections as the draft has them, for its scroll fields (AnchorWidget).
  const formContext = useMemo(
    () => ({
      anchors: blocks.flatMap(({ value }) =>
        typeof value.id === 'string' && value.id ? [{ id: value.id, type: String(value.type ?? 'untyped') }] : [],
      ),
    }),
    [blocks],
  );
  const selectedBlock = blocks[selectedIndex];
  const problemKeys = useMemo(() => new Set(issues.flatMap((pinned) => (pinned.blockKey ? [pinned.blockKey] : []))), [issues]);
  const metaProblems = issues.some((pinned) => placeOf(pinned.issue).section === 'meta');

  const errorsFor = (section: 'meta' | 'block', key?: string) =>
    errorSchemaOf(
      issues.flatMap(({ issue, blockKey }) => {
        const place = placeOf(issue);
        if (place.section !== section || (section === 'block' && blockKey !== key)) return [];
        return [{ path: (place as { path: string[] }).path, message: issue.message }];
      }),
    );

  const { saving, status, save } = useSave(
    opened.file,
    dirty,
    () => {
      // Save's own answer is the one to show: checks still on their way are dropped.
      live.stale();
      const whole = JSON.parse(JSON.stringify(draft.document)) as typeof draft.document;
      const keys = blocks.map((block) => block.key);
      const { version, base } = draft;
      // A block added since the file was opened or saved is written once complete (heldBlocks.ts):
      // validate says which are not, and the file is written without them.
      const fresh = keys.flatMap((key, index) => (draft.inFile(key) ? [] : [index]));
      let sent = whole;
      let sentKeys = keys;
      let held: number[] = [];
      const request = (async (): Promise<SaveResult> => {
        const found = fresh.length ? await checkPage(opened.id, whole, new AbortController().signal) : [];
        held = blocksToHold(found, fresh);
        if (!held.length) return savePage(opened.id, version, base, sent);
        const kept = keys.flatMap((_, index) => (held.includes(index) ? [] : [index]));
        sent = { ...whole, blocks: kept.map((index) => whole.blocks[index]!) };
        sentKeys = kept.map((index) => keys[index]!);
        const result = await savePage(opened.id, version, base, sent);
        // What validate says of the rest, in their places in the draft, then of the blocks kept back.
        const issues = (more: EditorIssue[]) => [...more.map((issue) => placedInDraft(issue, kept)), ...issuesOfHeld(found, held)];
        if (result.kind === 'saved' || result.kind === 'invalid') return { ...result, issues: issues(result.issues) };
        // Nothing else to write: nothing is saved, and the blocks kept back say why.
        if (result.kind === 'unchanged' && !result.merged) return { kind: 'invalid', issues: issues([]) };
        return result;
      })();
      return {
        request,
        held: () => held.map((index) => `${index + 1}. ${blockType(whole.blocks[index]!)}`),
        saved: (answer) => {
          if (answer.merged) draft.adoptMerged(sent, answer.merged as typeof sent, answer.version, undefined, sentKeys);
          else draft.markSaved(sent, answer.version, sentKeys);
          draft.showIssues(answer.issues, keys);
        },
        invalid: (found) => {
          draft.showIssues(found, keys);
          // Show the first problem's block, so its message is on screen.
          const first = found.map(placeOf).find((place) => place.section !== 'page');
          if (first?.section === 'meta') draft.setSelected('meta');
          else if (first?.section === 'block' && keys[first.index]) draft.setSelected(keys[first.index]!);
        },
      };
    },
    draft.draftKey,
  );

  // The rest of the site, checked by the dev server after each change: what it found elsewhere.
  const [previewAnswered, setPreviewAnswered] = useState(false);
  const siteCheck = useSiteCheck(opened.file, previewAnswered);
  const [siteCheckOpen, setSiteCheckOpen] = useState(false);

  const disk = useFileOnDisk({
    file: opened.file,
    version: draft.version,
    dirty,
    saving,
    reopen: () => openPage(opened.id),
    adopt: (document, version, prefer) => draft.adoptMerged(draft.base, document, version, prefer),
    label: (pointer) =>
      placeLabel(
        pointer,
        blocks.map((block) => block.value),
      ),
  });

  const blockSchema = selectedBlock ? blockFormSchema(blockType(selectedBlock.value)) : undefined;

  return (
    <Screen>
      <EditorToolbar
        file={opened.file}
        leaveQuestion="Leave this page without saving your changes?"
        pageLink={opened.paths[0]}
        dirty={dirty}
        history={{ canUndo: draft.canUndo, canRedo: draft.canRedo, undo, redo }}
        saving={saving}
        status={status}
        siteCheck={<SiteCheckStatus view={siteCheck} open={siteCheckOpen} onToggle={() => setSiteCheckOpen((open) => !open)} />}
        onSave={() => void save()}
      />
      <SiteCheckList view={siteCheck} open={siteCheckOpen} />
      <DiskNoticeBar notice={disk.notice} saving={saving} onDismiss={disk.dismiss} onChoose={disk.choose} />
      <NarrowPanes view={narrowView} onChange={setNarrowView} first="Blocks" />
      <Columns $view={narrowView}>
        <Column aria-labelledby="blocks-heading" data-pane="blocks">
          <MetaButton
            type="button"
            $selected={selected === 'meta'}
            $problem={metaProblems}
            aria-current={selected === 'meta' ? 'true' : undefined}
            onClick={() => {
              draft.setSelected('meta');
              setNarrowView('form');
            }}
          >
            Page meta{metaProblems ? ' ⚠' : ''}
            <span>{String(draft.meta.title ?? '')}</span>
          </MetaButton>
          <h2 id="blocks-heading">Blocks</h2>
          <BlockList
            blocks={blocks}
            selected={selected}
            problems={problemKeys}
            onSelect={(key) => {
              draft.setSelected(key);
              setNarrowView('form');
            }}
            onMove={draft.moveBlock}
            onDuplicate={(index) => {
              // The copy keeps everything but the anchor id, which must stay unique on the page.
              const { id: _id, ...copy } = blocks[index]!.value;
              draft.insertBlock(index + 1, copy);
            }}
            onDelete={draft.removeBlock}
            singleTypes={pageHeadingTypes}
          />
          <p style={{ marginTop: 12 }}>
            <ActionButton type="button" onClick={() => setPicking(true)}>
              + Add block
            </ActionButton>
          </p>
        </Column>
        <FormColumn aria-label="Form" ref={formColumn} data-pane="form">
          <IssueList
            issues={issues}
            onShow={(pinned) => draft.setSelected(pinned.blockKey ?? (placeOf(pinned.issue).section === 'meta' ? 'meta' : draft.selected))}
          />
          {selected === 'meta' || !selectedBlock ? (
            <>
              <h2>Page meta</h2>
              <SchemaForm id="meta" schema={metaFormSchema()} value={draft.meta} errors={errorsFor('meta')} onChange={draft.updateMeta} />
            </>
          ) : blockSchema ? (
            <>
              <h2>
                {selectedIndex + 1}. {blockType(selectedBlock.value)}
              </h2>
              <SchemaForm
                key={selectedBlock.key}
                id={selectedBlock.key}
                schema={blockSchema}
                value={selectedBlock.value}
                errors={errorsFor('block', selectedBlock.key)}
                context={formContext}
                onChange={(value, change) => draft.updateBlock(selectedBlock.key, value, change)}
              />
            </>
          ) : (
            <p role="alert">Block type “{blockType(selectedBlock.value)}” has no schema; edit it in the JSON file.</p>
          )}
        </FormColumn>
        <PreviewColumn aria-label="Preview" data-pane="preview">
          <PreviewHead>
            <h2>Preview</h2>
            <PreviewWidths width={previewWidth} onChange={setPreviewWidth} />
          </PreviewHead>
          {framePart && (
            <FrameNote role="status">
              The {framePart} is site.json&rsquo;s, the same on every page.{' '}
              <a
                href={`${EDITOR_PATH}/${SITE_TARGET}#${framePart}`}
                onClick={(event) => dirty && !window.confirm('Leave this page without saving your changes?') && event.preventDefault()}
              >
                Edit the {framePart} in site.json
              </a>
              <button type="button" className="close" aria-label="Dismiss" onClick={() => setFramePart(null)}>
                ×
              </button>
            </FrameNote>
          )}
          <PreviewFrame data-preview>
            <LivePreview
              pageId={opened.id}
              paths={opened.paths}
              highlight={selectedIndex >= 0 ? selectedIndex : undefined}
              page={{ meta: draft.meta, blocks: blocks.map((block) => block.value) }}
              height="100%"
              width={previewWidth}
              onPick={(position, words) => {
                setFramePart(null);
                pickInPreview(position, words);
              }}
              onPickFrame={setFramePart}
              onAnswered={() => setPreviewAnswered(true)}
            />
          </PreviewFrame>
        </PreviewColumn>
      </Columns>
      <BlockPicker
        open={picking}
        pageTypes={blocks.map((block) => blockType(block.value))}
        onClose={() => setPicking(false)}
        onPick={(type) => {
          setPicking(false);
          const values = blocks.map((block) => block.value);
          draft.insertBlock(selectedIndex >= 0 ? selectedIndex + 1 : blocks.length, blankBlock(type, blockFormSchema(type), values));
        }}
      />
    </Screen>
  );
}
