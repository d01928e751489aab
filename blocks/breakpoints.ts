/**
 * The breakpoints, as media conditions: from each on, the layout is the wider one. The theme's media
 * queries are built from them; a module of their own, so that script which must know the layout
 * (the header's menus, in the boot script) imports these few strings and not the whole theme.
 */
export const wider = {
  sm: '(min-width: 600px)',
  md: '(min-width: 900px)',
  lg: '(min-width: 1200px)',
} as const;
