import styled from 'styled-components';
import { Mail, Phone } from 'lucide-react';
import { Glyph } from '../shared/Icon';
import { Container } from '../shared/layout';
import { Logo } from './Logo';
import { NAV } from './navAttributes';
import { HEADER_SCROLL_THRESHOLD, NAV_LOCATION, type NavLocation } from './navState';
import { AccountNav, SiteNav } from './SiteNav';
import { slidesWithCompactBar } from './compactBar';
import { navGroupTracking, phoneHref } from '../../engine';
import type { FrameProps } from '../siteTypes';

const Utility = styled.div`
  display: none;
  background: ${({ theme }) => theme.color.navy950};
  color: ${({ theme }) => theme.color.mutedOnDark};
  font-size: ${({ theme }) => theme.text.sm};
  pointer-events: auto;
  ${({ theme }) => theme.up.lg} {
    display: block;
  }
`;

/** The phone and email; the account links (AccountNav) are placed at its end on wide screens. */
const UtilityRow = styled(Container)`
  display: flex;
  align-items: center;
  gap: 24px;
  min-height: ${({ theme }) => theme.header.utilityHeight};
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: ${({ theme }) => theme.header.utilityHeight};
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.color.onDark};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

/**
 * The sticky box keeps a constant height so compacting the bar inside it never shifts the page;
 * the bar compacts (compactBar.ts) and gains a shadow once the page is scrolled past the threshold.
 */
const Sticky = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  /* Compact, the lower part of the header's box is no longer the bar's: the pointer goes through to
     the page there (a pinned tab bar's top edge, a link right under the bar). What the header shows
     takes it back: the utility bar, the plate, the logo, the navigation and the menu toggle. */
  pointer-events: none;
  ${({ theme }) => theme.up.lg} {
    /* The utility bar scrolls away; the main bar sticks. */
    top: -${({ theme }) => theme.header.utilityHeight};
  }
`;

/**
 * The bar's full height, compact or not. Positioned: on wide screens the account links are placed
 * from it, up into the utility bar; and the plate is placed in it. Its links are one tracked group
 * (the logo tracks itself). It never changes size, nor carries a transform or a filter: the narrow
 * screens' menu, a fixed, full-height panel inside it, must stay placed from the viewport.
 */
const Bar = styled.div`
  position: relative;
  height: ${({ theme }) => theme.header.barHeight};
`;

/**
 * What shows as the bar: its background, frost and border, behind its content. Compact, it slides
 * up by the height the bar loses, under the utility bar on wide screens and off the top of the
 * screen on narrow ones. It has no children, so its frost (a backdrop filter, which would make
 * it the containing block of fixed descendants) is set on it directly.
 */
const Plate = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  pointer-events: auto;
  background: ${({ theme }) => theme.color.headerBar};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${slidesWithCompactBar}
  @supports (backdrop-filter: blur(8px)) {
    background: ${({ theme }) => theme.color.headerBarFrosted};
    backdrop-filter: saturate(1.4) blur(8px);
  }
  /* The shadow comes at once, as the plate starts to slide: one repaint, where a transition of it
     would repaint the plate in every frame. */
  [data-scrolled] & {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  /* The open menu continues the bar: the bar is as opaque as the panel below it. */
  [${NAV.header}]:has([${NAV.open}]) & {
    background: ${({ theme }) => theme.color.surface};
  }
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  height: 100%;
`;

/**
 * Site header: utility bar, account links, logo, and the navigation (links and call to action;
 * dropdowns or a full-screen menu). In the markup in the order they are seen, which is the order
 * Tab takes them in: the utility bar's row (contact details, then the account links at its end),
 * then the bar's (logo, navigation, call to action).
 */
export function Header({ site, page }: FrameProps) {
  // Every address of the page on screen counts: /services, /asset-management and /management are one page.
  const location: NavLocation = { pathname: page?.path ?? '', pagePaths: page?.paths.length ? page.paths : page ? [page.path] : [] };
  const items = site.header.nav.filter((item) => !item.primary);
  const primary = site.header.nav.find((item) => item.primary);
  return (
    <Sticky data-scrolled-past={HEADER_SCROLL_THRESHOLD} {...{ [NAV.header]: '' }}>
      <Utility>
        <UtilityRow>
          <a href={phoneHref(site.contact.phone)}>
            <Glyph icon={Phone} size={14} />
            {site.contact.phone}
          </a>
          <a href={`mailto:${site.contact.email}`}>
            <Glyph icon={Mail} size={14} />
            {site.contact.email}
          </a>
        </UtilityRow>
      </Utility>
      {/* Every link of the bar (the account links, the navigation's) records navigation_click with
          where it sits: 'header', or 'mobile_menu' while the narrow screens' menu is open. */}
      <Bar {...navGroupTracking(NAV_LOCATION.bar)}>
        <Plate {...{ [NAV.bar]: '' }} />
        {/* Before the logo: where they are seen, on wide screens and in the open menu alike. */}
        <AccountNav links={site.header.accountLinks} />
        <Row>
          <Logo brand={site.brand} />
          <SiteNav items={items} primary={primary} location={location} />
        </Row>
      </Bar>
    </Sticky>
  );
}
