/**
 * Development only: shows content validation problems over the page, with the same
 * file:line:col lines `npm run validate` prints, and removes itself once the content is valid.
 * Plain DOM rather than React, so it still shows when the broken content crashes the page.
 */
const OVERLAY_ID = 'site-content-problems';

interface ContentProblems {
  problems: string[];
}

function render(problems: string[]): void {
  document.getElementById(OVERLAY_ID)?.remove();
  if (problems.length === 0) return;
  const overlay = document.createElement('section');
  overlay.id = OVERLAY_ID;
  overlay.setAttribute('role', 'alert');
  overlay.setAttribute('aria-label', 'Content problems');
  overlay.style.cssText =
    'position:fixed;inset:auto 16px 16px 16px;max-height:60vh;overflow:auto;z-index:2147483647;' +
    'background:#1a0f0f;color:#fde8e8;border:2px solid #f97066;border-radius:10px;padding:16px 20px;' +
    'font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace;box-shadow:0 12px 40px rgba(0,0,0,.45)';
  const heading = document.createElement('h2');
  heading.textContent = `Content problem${problems.length === 1 ? '' : 's'} (${problems.length}) — fix and save; this closes by itself`;
  heading.style.cssText = 'margin:0 0 8px;font:600 15px/1.4 system-ui,sans-serif;color:#fff';
  const list = document.createElement('pre');
  list.style.cssText = 'margin:0;white-space:pre-wrap';
  list.textContent = problems.join('\n');
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Dismiss';
  close.style.cssText =
    'position:absolute;top:12px;right:12px;background:#fff;color:#1a0f0f;border:0;border-radius:6px;padding:4px 10px;cursor:pointer';
  close.addEventListener('click', () => overlay.remove());
  overlay.append(heading, list, close);
  document.body.append(overlay);
}

/** Asks the dev server for validate's findings once the page has loaded (a content change reloads the page). */
export function startContentOverlay(): void {
  void fetch('/__content-problems')
    .then((response) => response.json() as Promise<ContentProblems>)
    .then((data) => render(data.problems))
    .catch(() => undefined);
}
