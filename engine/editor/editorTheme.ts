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
