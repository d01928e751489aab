import { createGlobalStyle } from 'styled-components';

/**
 * The editor's own look, apart from the site's theme: it is a tool around the page, and must read
 * the same whatever the site's brand colours are.
 */
export const ui = {
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  ink: '#1d2433',
  muted: '#5b6475',
  line: '#d5dae3',
  panel: '#f5f7fa',
  surface: '#ffffff',
  accent: '#2456d6',
  accentSoft: '#e8eefc',
  danger: '#b42318',
  dangerSoft: '#fef3f2',
  ok: '#067647',
  okSoft: '#ecfdf3',
  focus: '#f59e0b',
} as const;

/** The editor's page: its own, not the site's global styles (the site's pages are in the preview's frame). */
export const EditorGlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: ${ui.font};
    line-height: 1.5;
    color: ${ui.ink};
    background: ${ui.surface};
  }
  h1, h2, h3, h4, p { margin: 0; }
  ul, ol { margin: 0; padding: 0; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 3px solid ${ui.focus}; outline-offset: 2px; }
`;
