import styled from 'styled-components';
import { NAV } from './navAttributes';
import { risesWithCompactBar } from './compactBar';

/**
 * The looks of the header's one navigation (SiteNav.tsx). Each part has two: below the large
 * breakpoint the <nav> is a full-screen menu, closed until its toggle opens it (then it carries
 * NAV.open), with expandable groups; from it on, a row of links with dropdown panels, and the
 * account links up in the utility bar. Rules for one layout sit in that layout's media query, so
 * neither has to undo the other's. The account links (AccountLinks) are a navigation of their own.
 */

const openMenu = `[${NAV.open}]`;
const closedMenu = `[${NAV.nav}]:not([${NAV.open}])`;
/** The height of the account links' strip at the top of the open narrow menu (AccountLinks). */
const ACCOUNT_STRIP_HEIGHT = '76px';

/** The navigation and the small-screen menu's toggle, at the end of the header's row. */
export const End = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  ${({ theme }) => theme.up.lg} {
    flex: 1;
  }
`;

export const Nav = styled.nav`
  /* The header lets the pointer through below the compact bar; the navigation takes it. */
  pointer-events: auto;
  ${({ theme }) => theme.below.lg} {
    /* Closed, only the call to action shows, in the bar (from the small breakpoint on). */
    display: flex;
    align-items: center;
    /* Closed, it rises with the bar's content as the bar compacts; open, it is the fixed panel,
       placed right below the bar, and takes no transition as it opens or closes. */
    &:not(${openMenu}) {
      ${risesWithCompactBar}
    }
    &${openMenu} {
      display: block;
      position: fixed;
      left: 0;
      right: 0;
      /* Below the account links' strip (AccountLinks), which lies right under the bar. */
      top: calc(var(--header-bottom, 72px) + ${ACCOUNT_STRIP_HEIGHT});
      bottom: 0;
      z-index: 55;
      overflow-y: auto;
      overscroll-behavior: contain;
      padding: 4px ${({ theme }) => theme.gutter} 40px;
      background: ${({ theme }) => theme.color.surface};
    }
  }
  ${({ theme }) => theme.below.sm} {
    &:not(${openMenu}) {
      display: none;
    }
  }
  ${({ theme }) => theme.up.lg} {
    display: flex;
    flex: 1;
    align-items: center;
  }
`;

export const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ${({ theme }) => theme.below.lg} {
    display: grid;
    gap: 2px;
    ${closedMenu} & {
      display: none;
    }
  }
  ${({ theme }) => theme.up.lg} {
    display: flex;
    align-items: center;
    gap: 2px;
    /* Centred between the logo and the call to action. */
    margin: 0 auto;
    /* Not the whole <nav>: the account links in it are placed up in the utility bar, which stays. */
    ${risesWithCompactBar}
  }
`;

export const Item = styled.li`
  ${({ theme }) => theme.up.lg} {
    position: relative;
  }
`;

/** An item's link and, for an item with a submenu, its toggle. data-active: the visitor is in its section. */
export const Row = styled.div`
  display: flex;
  color: ${({ theme }) => theme.color.navy900};
  &[data-active] {
    color: ${({ theme }) => theme.color.accent700};
  }
  ${({ theme }) => theme.below.lg} {
    align-items: stretch;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  ${({ theme }) => theme.up.lg} {
    align-items: center;
    border-radius: ${({ theme }) => theme.radius.sm};
    &[data-active] {
      background: ${({ theme }) => theme.color.accent100};
    }
    &:hover {
      background: ${({ theme }) => theme.color.navy50};
    }
  }
`;

export const TopLink = styled.a`
  display: flex;
  align-items: center;
  text-decoration: none;
  color: inherit;
  ${({ theme }) => theme.below.lg} {
    flex: 1;
    min-height: 52px;
    padding: 8px 4px;
    font-size: ${({ theme }) => theme.text.lg};
    font-weight: 650;
  }
  ${({ theme }) => theme.up.lg} {
    display: inline-flex;
    min-height: 44px;
    padding: 8px 6px 8px 12px;
    font-weight: 600;
    font-size: 0.9375rem;
    white-space: nowrap;
    &[data-plain] {
      padding-right: 12px;
    }
  }
`;

/** Opens and closes an item's submenu: a dropdown, or a group expanded in place. */
export const Toggle = styled.button`
  display: grid;
  place-items: center;
  border: 0;
  background: none;
  cursor: pointer;
  svg {
    transition: transform ${({ theme }) => theme.motion.base};
    /* Turned from a transform it already has: one from none re-lays the icon out as the menu opens. */
    transform: rotate(0);
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  ${({ theme }) => theme.below.lg} {
    width: 52px;
    color: ${({ theme }) => theme.color.navy900};
    svg {
      width: 20px;
      height: 20px;
    }
  }
  ${({ theme }) => theme.up.lg} {
    display: inline-grid;
    width: 28px;
    height: 44px;
    margin-right: 4px;
    color: inherit;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

export const Panel = styled.div`
  &[hidden] {
    display: none;
  }
  ${({ theme }) => theme.below.lg} {
    padding: 6px 0 10px 12px;
  }
  ${({ theme }) => theme.up.lg} {
    position: absolute;
    top: calc(100% + 8px);
    left: 0;
    z-index: 60;
    width: 380px;
    padding: 10px;
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    box-shadow: ${({ theme }) => theme.shadow.lg};
    /* Bridge the gap under the row so the pointer can travel into the panel. */
    &::before {
      content: '';
      position: absolute;
      left: 0;
      right: 0;
      top: -10px;
      height: 10px;
    }
  }
`;

export const SubList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  ${({ theme }) => theme.up.lg} {
    gap: 2px;
  }
`;

export const SubLink = styled.a`
  display: grid;
  gap: 2px;
  text-decoration: none;
  color: ${({ theme }) => theme.color.navy900};
  span {
    font-size: ${({ theme }) => theme.text.sm};
    color: ${({ theme }) => theme.color.muted};
  }
  &[aria-current='page'] strong {
    color: ${({ theme }) => theme.color.accent700};
  }
  ${({ theme }) => theme.below.lg} {
    padding: 10px 8px;
    strong {
      font-weight: 600;
    }
  }
  ${({ theme }) => theme.up.lg} {
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radius.sm};
    strong {
      font-weight: 650;
    }
    &:hover,
    &:focus-visible {
      background: ${({ theme }) => theme.color.navy50};
    }
  }
`;

export const Divider = styled.div`
  height: 1px;
  margin: 6px 8px;
  background: ${({ theme }) => theme.color.border};
  ${({ theme }) => theme.up.lg} {
    margin: 6px 12px;
  }
`;

/** The call to action: the menu's foot, or the bar's end. */
export const Extras = styled.div`
  display: flex;
  align-items: center;
  ${({ theme }) => theme.below.lg} {
    ${openMenu} & {
      display: grid;
      gap: 12px;
      margin-top: 24px;
    }
  }
  ${({ theme }) => theme.up.lg} {
    /* 12 px short of the row's end, where the bar has always ended its call to action. */
    margin: 0 12px 0 16px;
  }
`;

export const Cta = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 10px 18px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.accent600};
  color: ${({ theme }) => theme.color.onDark};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.color.accent700};
  }
  ${({ theme }) => theme.up.lg} {
    ${risesWithCompactBar}
  }
  ${({ theme }) => theme.below.lg} {
    ${openMenu} & {
      display: grid;
      place-items: center;
      min-height: 52px;
      padding: 0;
      white-space: normal;
    }
  }
`;

/**
 * The account links (AccountNav): up in the utility bar on wide screens; on narrow ones, a strip
 * pinned right under the bar while the menu is open, the menu's panel starting below it.
 */
export const AccountLinks = styled.nav`
  display: flex;
  /* The header lets the pointer through; the links take it. */
  pointer-events: auto;
  ${({ theme }) => theme.below.lg} {
    display: none;
    [${NAV.header}]:has(${openMenu}) & {
      display: flex;
      position: fixed;
      left: 0;
      right: 0;
      top: var(--header-bottom, 72px);
      z-index: 55;
      height: ${ACCOUNT_STRIP_HEIGHT};
      align-items: center;
      gap: 12px;
      padding: 0 ${({ theme }) => theme.gutter};
      background: ${({ theme }) => theme.color.surface};
      border-top: 1px solid ${({ theme }) => theme.color.border};
    }
    a {
      flex: 1;
      display: grid;
      place-items: center;
      min-height: 48px;
      border: 1px solid ${({ theme }) => theme.color.border};
      border-radius: ${({ theme }) => theme.radius.sm};
      text-decoration: none;
      font-weight: 600;
      color: ${({ theme }) => theme.color.navy900};
    }
  }
  ${({ theme }) => theme.up.lg} {
    /* Up in the utility bar, right above the header's bar (the box they are placed in), lined up with
       the end of the content column. */
    position: absolute;
    bottom: 100%;
    right: calc((100% - ${({ theme }) => theme.width.content}) / 2 + ${({ theme }) => theme.gutter});
    height: ${({ theme }) => theme.header.utilityHeight};
    align-items: center;
    gap: 24px;
    font-size: ${({ theme }) => theme.text.sm};
    color: ${({ theme }) => theme.color.mutedOnDark};
    a {
      display: inline-flex;
      align-items: center;
      min-height: ${({ theme }) => theme.header.utilityHeight};
      color: inherit;
      text-decoration: none;
    }
    a:hover {
      color: ${({ theme }) => theme.color.onDark};
      text-decoration: underline;
      text-underline-offset: 3px;
    }
  }
`;

/** The small-screen menu's toggle: the menu icon while closed, the cross while open. */
export const MenuToggle = styled.button`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.navy900};
  cursor: pointer;
  /* The header lets the pointer through below the compact bar; the toggle takes it. */
  pointer-events: auto;
  ${risesWithCompactBar}
  ${({ theme }) => theme.up.lg} {
    display: none;
  }
  &[aria-expanded='true'] > [data-icon='open'],
  &[aria-expanded='false'] > [data-icon='close'] {
    display: none;
  }
`;
