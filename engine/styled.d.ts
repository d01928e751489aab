import 'styled-components';
import type { SiteTheme } from './site/theme';

// The engine alone (`tsc -p engine`, part of `npm run typecheck`) knows only the theme contract: a
// palette name in engine code fails there. A site's program sees its own theme instead (its
// styled.d.ts), which the site definition holds to the contract, so this file is left out of them.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends SiteTheme {}
}
