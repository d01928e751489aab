/** The handbook's look: warm paper, dark ink, a deep teal for links and actions. The one place its colours and type are set. */
const palette = {
  paper: '#fbfaf6',
  paperDeep: '#f1eee6',
  ink: '#1f2421',
  inkSoft: '#4d5550',
  teal: '#134e4a',
  tealBright: '#0f766e',
  tealWash: '#e4f1ef',
  rule: '#d9d4c7',
  amber: '#8a5a00',
  amberWash: '#fdf3dc',
  red: '#a12a1f',
  redWash: '#fbeceb',
  redRule: '#efc2bd',
  green: '#1d6b3a',
  white: '#ffffff',
} as const;

const fontSize = {
  small: '0.875rem',
  body: '1.0625rem',
  lead: '1.1875rem',
  title: 'clamp(1.875rem, 1.4rem + 2vw, 2.625rem)',
  section: '1.375rem',
} as const;

export const theme = {
  color: {
    ...palette,
    // The engine's roles (SiteTheme): its skip link, crash screen and toasts.
    surface: palette.paper,
    surfaceMuted: palette.paperDeep,
    text: palette.ink,
    textMuted: palette.inkSoft,
    heading: palette.ink,
    primary: palette.teal,
    onPrimary: palette.white,
    border: palette.rule,
    hoverTint: 'rgba(19, 78, 74, 0.08)',
    danger: palette.red,
    dangerSurface: palette.redWash,
    dangerBorder: palette.redRule,
    success: palette.green,
  },
  font: {
    body: 'ui-serif, "Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif',
    ui: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    code: 'ui-monospace, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize,
  radius: { control: '4px', card: '6px' },
  shadow: { raised: '0 10px 30px rgba(31, 36, 33, 0.16)' },
  sectionPadding: '48px',
  measure: '68ch',
  media: { wide: '@media (min-width: 720px)' },
} as const;

export type Theme = typeof theme;
