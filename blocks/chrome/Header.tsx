import styled from 'styled-components';
import { Mail, Phone } from 'lucide-react';
import { Glyph } from '../shared/Icon';
import { Container } from '../shared/layout';
import { Logo } from './Logo';
import { NAV } from './navAttributes';
import { HEADER_SCROLL_THRESHOLD, type NavLocation } from './navState';
import { SiteNav } from './SiteNav';
import { phoneHref } from '../../engine';
import type { FrameProps } from '../siteTypes';

const Utility = styled.div`
  display: none;
  background: ${({ theme }) => theme.color.navy950};
  color: ${({ theme }) => theme.color.mutedOnDark};
  font-size: ${({ theme }) => theme.text.sm};
  ${({ theme }) => theme.up.lg} {
    display: block;
  }
`;

/** The phone and email; the account links are the navigation's, placed here on wide screens. */
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
 * the bar itself shrinks and gains a shadow once the page is scrolled past the threshold.
 */
const Sticky = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  ${({ theme }) => theme.up.lg} {
    /* The utility bar scrolls away; the main bar sticks. */
    top: -${({ theme }) => theme.header.utilityHeight};
  }
`;

const Slot = styled.div`
  height: ${({ theme }) => theme.header.barHeight};
`;

/**
 * Positioned: on wide screens the navigation's account links are placed from it, up into the utility
 * bar; and its frosted backdrop (below) is placed in it.
 */
const Bar = styled.div`
  position: relative;
  height: ${({ theme }) => theme.header.barHeight};
  background: ${({ theme }) => theme.color.headerBar};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  transition:
    height ${({ theme }) => theme.motion.base},
    box-shadow ${({ theme }) => theme.motion.base};
  [data-scrolled] & {
    height: ${({ theme }) => theme.header.compactBarHeight};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  /* The frost is a layer of its own behind the bar's content, not a filter on the bar: a backdrop
     filter makes its element the containing block of fixed descendants, and the narrow screens'
     menu (a fixed, full-height panel inside the bar) would have had to switch it off on opening.
     Switching it re-rastered the whole screen behind the menu, most of the cost of showing it. */
  @supports (backdrop-filter: blur(8px)) {
    background: ${({ theme }) => theme.color.headerBarFrosted};
    &::before {
      content: '';
      position: absolute;
      inset: 0;
      z-index: -1;
      backdrop-filter: saturate(1.4) blur(8px);
    }
  }
  /* The open menu continues the bar: the bar is as opaque as the panel below it. */
  [data-site-header]:has([${NAV.open}]) & {
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

/** Site header: utility bar, logo, and the navigation (links, call to action, account links; dropdowns or a full-screen menu). */
export function Header({ site, page }: FrameProps) {
  // Every address of the page on screen counts: /services, /asset-management and /management are one page.
  const location: NavLocation = { pathname: page?.path ?? '', pagePaths: page?.paths.length ? page.paths : page ? [page.path] : [] };
  const items = site.header.nav.filter((item) => !item.primary);
  const primary = site.header.nav.find((item) => item.primary);
  return (
    <Sticky data-scrolled-past={HEADER_SCROLL_THRESHOLD} data-site-header>
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
      <Slot>
        <Bar {...{ [NAV.bar]: '' }}>
          <Row>
            <Logo brand={site.brand} />
            <SiteNav items={items} primary={primary} accountLinks={site.header.accountLinks} location={location} />
          </Row>
        </Bar>
      </Slot>
    </Sticky>
  );
}
