/**
 * The theme contract: what the engine's own interface (the skip link, the crash screen, the toasts)
 * is drawn with, by role rather than by colour, so any site can map its palette onto it. A site's
 * theme holds these and whatever else its own blocks use (a palette, a type scale…); the engine
 * reads only these names. `engine/tsconfig.json` checks the engine against this contract alone, so
 * a palette name in engine code fails `npm run typecheck`.
 */
export interface SiteTheme {
  color: {
    /** The page's background. */
    surface: string;
    /** A quiet panel set off from the page (the crash screen's background). */
    surfaceMuted: string;
    /** Body text on `surface`. */
    text: string;
    /** Secondary text on `surface`: a toast's detail line, its close button. */
    textMuted: string;
    /** Headings on `surface`. */
    heading: string;
    /** The site's main action colour: filled buttons, the skip link, a toast's stripe. */
    primary: string;
    /** Text and icons on `primary`. */
    onPrimary: string;
    /** Hairline borders on `surface`. */
    border: string;
    /** The faint fill under a quiet button the pointer rests on. */
    hoverTint: string;
    /** Errors: their icon, stripe and text. */
    danger: string;
    /** The background of an error message. */
    dangerSurface: string;
    /** The border of an error message. */
    dangerBorder: string;
    /** Success: its icon and stripe. */
    success: string;
  };
  fontSize: {
    /** Fine print: a toast's detail line. */
    small: string;
    /** A lead paragraph: the crash screen's message. */
    lead: string;
    /** A screen's title: the crash screen's heading. */
    title: string;
  };
  radius: {
    /** Buttons and small controls. */
    control: string;
    /** Cards and toasts. */
    card: string;
  };
  /** The shadow of something raised above the page (a toast). */
  shadow: { raised: string };
  /** The vertical padding of a full-width section (the crash screen's). */
  sectionPadding: string;
  /** Media queries the engine's layout changes at, each a whole `@media …` prelude. */
  media: {
    /** From where a screen is wide enough for a toast to sit in its corner rather than across it. */
    wide: string;
  };
}
