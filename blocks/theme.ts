/** Design tokens: the one place colours, type, spacing, radii and shadows are defined. */
import { wider } from './breakpoints';

/** The palette, by name: what the site's own blocks and chrome are drawn with. */
const palette = {
  navy950: '#071428',
  navy900: '#0b1f3a',
  navy800: '#13294b',
  navy700: '#1d3b66',
  navy600: '#2b5185',
  navy100: '#e6edf6',
  navy50: '#f3f6fb',
  accent700: '#8f4416',
  accent600: '#a9521c',
  accent500: '#c8692e',
  accent300: '#e9a877',
  accent100: '#fbefe6',
  ink: '#17202f',
  muted: '#4a5568',
  mutedOnDark: '#c5d0e0',
  border: '#d8dee8',
  surface: '#ffffff',
  surfaceAlt: '#f5f7fa',
  danger: '#b42318',
  dangerBg: '#fef3f2',
  success: '#067647',
  successBg: '#ecfdf3',
  focus: '#c8692e',
  /** Form inputs: the resting border, the placeholder text and the focus halo around the field. */
  inputBorder: '#b8c2d1',
  placeholder: '#6b7689',
  focusRing: 'rgba(200, 105, 46, 0.45)',
  /** Hairline between items on a light background (navy at 12 %). */
  divider: 'rgba(11, 31, 58, 0.12)',
  /** The header bar over the page: nearly opaque, or a little more see-through where it is frosted. */
  headerBar: 'rgba(255, 255, 255, 0.97)',
  headerBarFrosted: 'rgba(255, 255, 255, 0.9)',

  // On dark (navy or accent) backgrounds: text, then white at increasing strength.
  onDark: '#ffffff',
  dangerOnDark: '#ffd7cf',
  /** The hero's faint survey grid. */
  gridLineOnDark: 'rgba(255, 255, 255, 0.045)',
  /** A card raised a little off a dark section. */
  panelOnDark: 'rgba(255, 255, 255, 0.06)',
  /** A secondary button's hover fill. */
  hoverOnDark: 'rgba(255, 255, 255, 0.12)',
  hairlineOnDark: 'rgba(255, 255, 255, 0.14)',
  dividerOnDark: 'rgba(255, 255, 255, 0.16)',
  /** A round icon link's outline (the footer's social links). */
  outlineOnDark: 'rgba(255, 255, 255, 0.2)',
  /** The still part of the busy spinner on a filled button. */
  spinnerTrack: 'rgba(255, 255, 255, 0.45)',
  /** A secondary button's border. */
  buttonOutlineOnDark: 'rgba(255, 255, 255, 0.85)',

  // Light on the dark hero and banner backgrounds: an accent glow and a deeper navy.
  heroGlow: 'rgba(200, 105, 46, 0.28)',
  heroDepth: 'rgba(43, 81, 133, 0.55)',
  bannerGlow: 'rgba(200, 105, 46, 0.3)',
  /** The shade over a photo hero, navy from light at the top to nearly opaque behind the text. */
  imageScrimTop: 'rgba(7, 20, 40, 0.25)',
  imageScrimMiddle: 'rgba(7, 20, 40, 0.55)',
  imageScrimBottom: 'rgba(7, 20, 40, 0.92)',
  /** The opaque end of a mask gradient (a mask reads only alpha: what shows through). */
  maskOpaque: '#000000',
} as const;

/** The engine's roles (its skip link, crash screen and toasts), mapped onto the palette. */
const roles = {
  surfaceMuted: palette.navy50,
  text: palette.ink,
  textMuted: palette.muted,
  heading: palette.navy900,
  primary: palette.navy900,
  onPrimary: palette.onDark,
  hoverTint: 'rgba(11, 31, 58, 0.06)',
  dangerSurface: palette.dangerBg,
  dangerBorder: '#fecdca',
} as const;

/** Type scale in rem. */
const text = {
  xs: '0.8125rem',
  sm: '0.875rem',
  base: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': 'clamp(1.625rem, 1.2rem + 1.6vw, 2.25rem)',
  '4xl': 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)',
} as const;

/** Vertical padding of a page section. */
const section = 'clamp(56px, 8vw, 96px)';
const radius = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;
/** Media queries, mobile first. */
const up = {
  sm: `@media ${wider.sm}`,
  md: `@media ${wider.md}`,
  lg: `@media ${wider.lg}`,
} as const;
const shadow = {
  sm: '0 1px 2px rgba(11, 31, 58, 0.06), 0 1px 3px rgba(11, 31, 58, 0.08)',
  md: '0 4px 12px rgba(11, 31, 58, 0.08), 0 2px 4px rgba(11, 31, 58, 0.06)',
  lg: '0 16px 40px rgba(11, 31, 58, 0.14)',
} as const;

export const theme = {
  color: { ...palette, ...roles },
  font: {
    sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
    serif: 'ui-serif, "Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "DejaVu Serif", serif',
  },
  text,
  space: {
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '24px',
    6: '32px',
    7: '48px',
    8: '64px',
    9: '96px',
  },
  section,
  radius: { ...radius, control: radius.sm, card: radius.md },
  shadow: { ...shadow, raised: shadow.lg },
  width: { content: '1200px', prose: '68ch' },
  /** The site header's heights: its main bar, that bar once the page is scrolled (what sticky bars
   *  below it, such as the tab bar, pin under), and the utility bar above it on wide screens. */
  header: { barHeight: '76px', compactBarHeight: '60px', utilityHeight: '36px' },
  /** The side padding of the page's content column (and of what lines up with it). */
  gutter: 'clamp(16px, 4vw, 32px)',
  up,
  /** Their exact complements, for what only narrower screens have (the header's full-screen menu). */
  below: {
    sm: `@media not all and ${wider.sm}`,
    lg: `@media not all and ${wider.lg}`,
  },
  motion: {
    fast: '120ms ease-out',
    base: '200ms ease-out',
  },
  // The rest of the engine's roles (SiteTheme, which the site definition holds this theme to), from the scales above.
  fontSize: { small: text.sm, lead: text.lg, title: text['3xl'] },
  sectionPadding: section,
  media: { wide: up.sm },
} as const;

export type Theme = typeof theme;
