import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { BLOCK_MARKER } from '../../engine/page/blockMarker';
import { FORM_GUARD_ATTRIBUTE, SCRIPT_RUNNING_ATTRIBUTE, WAITS_FOR_SCRIPT_ATTRIBUTE } from '../../engine/forms/formGuardAttributes';
import { renderDraft, type RenderedDraft } from './editorClient';
import { leftOutLabel } from './previewLeftOut';
import { ui } from './editorTheme';
import { SITE_CHANGED_EVENT } from '../siteChanged';

/** The width the page is laid out at before it is scaled into the pane, unless told: a desktop, so it looks as published. */
export const PREVIEW_WIDTH = 1280;
/** The widths the author can see the page at: a phone's, a tablet's and a desktop's. */
export const PREVIEW_WIDTHS = [
  { width: 390, name: 'Phone' },
  { width: 768, name: 'Tablet' },
  { width: 1280, name: 'Desktop' },
] as const;
/** A pause in typing before the draft is rendered again: one request per pause, not one per key. */
const RENDER_DELAY_MS = 120;
const HIGHLIGHT = 'data-preview-highlight';
const HOVER = 'data-preview-hover';

/**
 * Added to each document the preview shows, never to the page's own markup: the selected block's
 * outline, and for a block-only preview (the picker's) everything of the frame but the main region
 * left out (the sprite of icons stays: the blocks' icons refer to it).
 */
function previewStyle(blocksOnly: boolean): string {
  const highlight = `[${HIGHLIGHT}]{outline:3px solid ${ui.accent};outline-offset:-3px;box-shadow:inset 0 0 0 100vmax rgba(36,86,214,.06)}`;
  if (blocksOnly) return `${highlight}#root>:not(#main-content):not(svg){display:none}#main-content{min-height:0}`;
  // A block under the pointer (or with the keyboard's focus) is outlined: a click there edits it.
  const hover = `[${HOVER}]:not([${HIGHLIGHT}]),[${BLOCK_MARKER}]:focus-visible{outline:2px dashed ${ui.accent};outline-offset:-2px;cursor:pointer}`;
  return highlight + hover;
}

/** On the preview's frame while a click in it picks a block, or a part of the page's frame. */
const PICKING = 'data-picking';

/**
 * The blocks as the preview marks them: the renderer wraps each block in an element naming its
 * position (RenderOptions.markBlocks); the wrapper is taken out again and its name put on the
 * block's own elements, so the preview's elements are exactly the published page's.
 */
function unwrapBlocks(document: Document): void {
  for (const wrapper of document.querySelectorAll(`[${BLOCK_MARKER}]`)) {
    const position = wrapper.getAttribute(BLOCK_MARKER)!;
    for (const child of wrapper.children) child.setAttribute(BLOCK_MARKER, position);
    wrapper.replaceWith(...wrapper.childNodes);
  }
}

/** The boxes a block is drawn as: its marked elements, or for one that is `display: contents` (an island), its children. */
function boxesOf(document: Document, position: number): Element[] {
  const view = document.defaultView;
  const boxes = (element: Element): Element[] =>
    view?.getComputedStyle(element).display === 'contents' ? [...element.children].flatMap(boxes) : [element];
  return [...document.querySelectorAll(`[${BLOCK_MARKER}="${position}"]`)].flatMap(boxes);
}

/**
 * Scrolls the frame's own page so that `element` is in view, as little as needed (scrollIntoView
 * would scroll the editor around the frame too, sideways on a narrow screen).
 */
function scrollFrameTo(element: Element): void {
  const view = element.ownerDocument.defaultView;
  if (!view) return;
  const box = element.getBoundingClientRect();
  const margin = 16;
  if (box.top < 0) view.scrollBy(0, box.top - margin);
  else if (box.bottom > view.innerHeight) view.scrollBy(0, Math.min(box.top - margin, box.bottom - view.innerHeight + margin));
}

/** The position of the block an event happened in, or null outside the blocks (the header, the footer). */
function blockPositionOf(target: EventTarget | null): number | null {
  const marked = (target as Element | null)?.closest?.(`[${BLOCK_MARKER}]`);
  return marked ? Number(marked.getAttribute(BLOCK_MARKER)) : null;
}

/** The part of the page's frame an element is in: before the main region (the header), or after it (the footer). */
function framePartOf(target: Element): 'header' | 'footer' | null {
  const main = target.ownerDocument.getElementById('main-content');
  if (!main || main.contains(target) || !target.closest('#root')) return null;
  return main.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_PRECEDING ? 'header' : 'footer';
}

/**
 * A part of a text's words (a rich text's bold, italic or link: <strong>, <em>, an <a> in a <p>):
 * the field that holds them holds the whole text, so the words clicked are the text's.
 */
function isInlinePart(element: Element): boolean {
  return element.tagName === 'STRONG' || element.tagName === 'EM' || (element.tagName === 'A' && element.parentElement?.tagName === 'P');
}

/** The words of what was clicked: the element's own text, or its nearest ancestor's that has some. */
function wordsAt(target: Element): string {
  for (let element: Element | null = target; element && !element.hasAttribute(BLOCK_MARKER); element = element.parentElement) {
    if (isInlinePart(element)) continue;
    const text = element.textContent?.replace(/\s+/g, ' ').trim();
    if (text) return text;
  }
  return '';
}

const Pane = styled.div`
  position: relative;
  overflow: hidden;
  background: ${ui.panel};
`;

const Frame = styled.iframe`
  position: absolute;
  top: 0;
  border: 0;
  background: #fff;
  box-shadow: 0 0 0 1px ${ui.line};
  transform-origin: 0 0;
`;

const LeftOut = styled.p`
  position: absolute;
  inset: auto 8px 8px 8px;
  padding: 8px 10px;
  border: 1px solid ${ui.line};
  border-radius: 6px;
  background: ${ui.surface};
  color: ${ui.muted};
  font: 13px ${ui.font};
`;

const Failure = styled.p`
  position: absolute;
  inset: auto 8px 8px 8px;
  padding: 8px 10px;
  border-radius: 6px;
  background: ${ui.dangerSoft};
  color: ${ui.danger};
  font: 13px ${ui.font};
`;

export interface LivePreviewProps extends RenderedDraft {
  /** The block to mark and bring into view (the one being edited). */
  highlight?: number;
  /** The pane's height (CSS). */
  height: string;
  /** The width the page is laid out at (its media queries see this), then scaled down to fit the pane (PREVIEW_WIDTH). */
  width?: number;
  /** Only the blocks, without the site's header and footer (the block picker's examples). */
  blocksOnly?: boolean;
  /**
   * Called when the author clicks a block in the preview (or presses Enter on it, or on one of its
   * links): the block's position, and the words of what was clicked, to find the field that holds them.
   */
  onPick?: (position: number, words: string) => void;
  /**
   * Called when the author clicks the page's frame: what comes before its main region (the header)
   * or after it (the footer), and the words of what was clicked.
   */
  onPickFrame?: (part: 'header' | 'footer', words: string) => void;
  /** Called each time the dev server has answered a render: the page shown, or why not. */
  onAnswered?: () => void;
}

/** Links and forms in the preview show, but do not leave the editor or send anything. */
function holdStill(document: Document): void {
  const hold = (event: Event) => {
    const target = event.target as Element;
    if (event.type === 'submit' || target.closest?.('a[href], button')) event.preventDefault();
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
}

/**
 * What the page's inline loader does before a visitor sees anything, done here since the frame runs
 * no script: the notices meant for visitors without scripts are hidden, and the forms' submit
 * buttons are enabled. Without it the author saw "Sending this form needs JavaScript" and a greyed
 * Send button that no visitor with scripts ever sees. The frame's sandbox still sends nothing.
 */
function showAsScriptedVisitorsSee(document: Document): void {
  document.documentElement.setAttribute(SCRIPT_RUNNING_ATTRIBUTE, '');
  const waiting = document.querySelectorAll<HTMLButtonElement>(`form[${FORM_GUARD_ATTRIBUTE}] [${WAITS_FOR_SCRIPT_ATTRIBUTE}]`);
  for (const button of waiting) button.disabled = false;
}

/**
 * The rendered document as the preview shows it: without its scripts (the sandbox would refuse to
 * run them, each with a console error) and with the preview's own style.
 */
function previewDocument(html: string, style: string): Document {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const script of document.querySelectorAll('script')) script.remove();
  showAsScriptedVisitorsSee(document);
  unwrapBlocks(document);
  const element = document.createElement('style');
  element.textContent = style;
  document.head.append(element);
  return document;
}

/**
 * Puts a rendered document in the frame: the first one as the frame's document, later ones in
 * place of its head and body, so the view neither flashes nor loses its scroll position as the
 * author types. Resolves once the document is there.
 */
function show(frame: HTMLIFrameElement, next: Document): Promise<void> {
  const current = frame.contentDocument;
  if (current?.body && frame.dataset.shown) {
    current.head.replaceWith(current.importNode(next.head, true));
    current.body.replaceWith(current.importNode(next.body, true));
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    frame.addEventListener(
      'load',
      () => {
        frame.dataset.shown = 'true';
        holdStill(frame.contentDocument!);
        resolve();
      },
      { once: true },
    );
    frame.srcdoc = `<!doctype html>${next.documentElement.outerHTML}`;
  });
}

/**
 * The draft as the page it would publish: rendered by the dev server, by the site's server renderer
 * like every page it serves (POST /__editor/preview), and shown in a sandboxed frame, where none of
 * its scripts run, laid out at desktop width and scaled into the pane. It follows every change,
 * valid or not: a list item not complete yet is left out (draftPreview.ts), and a block that cannot
 * render shows the engine's placeholder naming the problem.
 */
export function LivePreview({
  pageId,
  paths,
  page,
  site,
  highlight,
  height,
  width = PREVIEW_WIDTH,
  blocksOnly = false,
  onPick,
  onPickFrame,
  onAnswered,
}: LivePreviewProps) {
  const pane = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [size, setSize] = useState({ width: PREVIEW_WIDTH, height: 0 });
  /** Counts the documents shown, so the highlight is put on each new one. */
  const [shown, setShown] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  /** The list items the preview leaves out until they are complete (JSON pointers). */
  const [leftOut, setLeftOut] = useState<string[]>([]);
  /** Counts the dev server's news of changed content or code, each a reason to render the draft again. */
  const [siteChanges, setSiteChanges] = useState(0);
  const draft = JSON.stringify({ pageId, paths, page, site });
  const answered = useRef(onAnswered);
  useLayoutEffect(() => {
    answered.current = onAnswered;
  });

  useEffect(() => {
    const hot = import.meta.hot;
    const changed = () => setSiteChanges((count) => count + 1);
    hot?.on(SITE_CHANGED_EVENT, changed);
    return () => hot?.off(SITE_CHANGED_EVENT, changed);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(
      () =>
        void renderDraft(JSON.parse(draft) as RenderedDraft, controller.signal)
          .then(({ html, leftOut }) => show(frame.current!, previewDocument(html, previewStyle(blocksOnly))).then(() => leftOut))
          .then(
            (leftOut) => {
              setLeftOut(leftOut);
              setFailure(null);
              setShown((count) => count + 1);
              answered.current?.();
            },
            (error: unknown) => {
              if (controller.signal.aborted) return;
              setFailure(error instanceof Error ? error.message : String(error));
              answered.current?.();
            },
          ),
      shown === 0 ? 0 : RENDER_DELAY_MS,
    );
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
    // A new draft renders again; `shown` only decides whether to wait for a pause in typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, blocksOnly, siteChanges]);

  // Picking a block in the preview. The frame is sandboxed without scripts but with its own origin
  // (the dev server's), so the editor reads its document and listens to it from outside: nothing of
  // the rendered page ever runs, and no message from the frame has to be trusted. (A frame allowed
  // both scripts and same origin could lift its own sandbox; one with scripts and no origin would
  // need a script of the editor's inside it, answering by postMessage.)
  const pick = useRef(onPick);
  const pickFrame = useRef(onPickFrame);
  useLayoutEffect(() => {
    pick.current = onPick;
    pickFrame.current = onPickFrame;
  });
  const picking = Boolean(onPick || onPickFrame);
  const pickingBlocks = Boolean(onPick);
  useEffect(() => {
    const document = frame.current?.contentDocument;
    if (!document || shown === 0 || !picking) return;
    const clearHover = () => document.querySelectorAll(`[${HOVER}]`).forEach((element) => element.removeAttribute(HOVER));
    let hovered: number | null = null;
    const onOver = (event: Event) => {
      // Blocks are outlined only where a click picks them (the page editor's preview, not site.json's).
      const position = pick.current ? blockPositionOf(event.target) : null;
      if (position === hovered && document.querySelector(`[${HOVER}]`)) return;
      hovered = position;
      clearHover();
      if (position !== null) for (const box of boxesOf(document, position)) box.setAttribute(HOVER, '');
    };
    const onLeave = (event: MouseEvent) => {
      if (event.relatedTarget) return;
      hovered = null;
      clearHover();
    };
    const onClick = (event: MouseEvent) => {
      const position = blockPositionOf(event.target);
      if (position !== null) pick.current?.(position, wordsAt(event.target as Element));
      else {
        // (The frame's elements are of its own window: no instanceof against the editor's Element.)
        const target = event.target as Element | null;
        const part = typeof target?.closest === 'function' ? framePartOf(target) : null;
        if (part && target) pickFrame.current?.(part, wordsAt(target));
      }
    };
    // Enter or Space on a block itself (each is a stop of the keyboard's tab order); on a link or a
    // button inside one, the browser's own click does it.
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as Element;
      if ((event.key !== 'Enter' && event.key !== ' ') || !target.hasAttribute?.(BLOCK_MARKER)) return;
      event.preventDefault();
      pick.current?.(Number(target.getAttribute(BLOCK_MARKER)), '');
    };
    document.addEventListener('mouseover', onOver);
    document.addEventListener('mouseout', onLeave);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    // Says the preview answers clicks now: the frame shows its page a moment before this runs.
    const element = frame.current;
    element?.setAttribute(PICKING, '');
    return () => {
      element?.removeAttribute(PICKING);
      document.removeEventListener('mouseover', onOver);
      document.removeEventListener('mouseout', onLeave);
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [shown, picking]);

  // Each block the keyboard can reach, to pick it with Enter: its boxes join the tab order.
  useEffect(() => {
    const document = frame.current?.contentDocument;
    if (!document || shown === 0 || !pickingBlocks) return;
    for (const marked of document.querySelectorAll(`[${BLOCK_MARKER}]`)) {
      const view = document.defaultView;
      if (view?.getComputedStyle(marked).display !== 'contents' && !marked.hasAttribute('tabindex')) marked.setAttribute('tabindex', '0');
    }
  }, [shown, pickingBlocks]);

  useLayoutEffect(() => {
    if (!pane.current) return;
    const observer = new ResizeObserver(() => setSize({ width: pane.current!.clientWidth, height: pane.current!.clientHeight }));
    observer.observe(pane.current);
    return () => observer.disconnect();
  }, []);

  // The block being edited, found by the position the renderer marked it with.
  useEffect(() => {
    const document = frame.current?.contentDocument;
    if (!document || shown === 0) return;
    for (const marked of document.querySelectorAll(`[${HIGHLIGHT}]`)) marked.removeAttribute(HIGHLIGHT);
    const boxes = highlight === undefined ? [] : boxesOf(document, highlight);
    for (const box of boxes) box.setAttribute(HIGHLIGHT, '');
    if (boxes[0]) scrollFrameTo(boxes[0]);
  }, [highlight, shown]);

  // Laid out at `width`, shrunk to the pane's width if it is narrower (never enlarged), centred.
  const scale = Math.min(1, size.width / width);
  const left = Math.max(0, (size.width - width * scale) / 2);
  return (
    <Pane ref={pane} style={{ height }}>
      <Frame
        ref={frame}
        title="Preview of the page"
        // Same origin, so the editor can mark the block and hold links still; no scripts, forms or popups.
        sandbox="allow-same-origin"
        style={{ width, left, height: scale > 0 ? size.height / scale : 0, transform: `scale(${scale})` }}
      />
      {failure ? (
        <Failure role="alert">Preview not updated: {failure}</Failure>
      ) : (
        leftOut.length > 0 && (
          <LeftOut role="status" data-left-out>
            Not in the preview until complete: {leftOut.map((pointer) => leftOutLabel(pointer, page.blocks)).join('; ')}
          </LeftOut>
        )
      )}
    </Pane>
  );
}
