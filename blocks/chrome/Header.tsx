import styled from 'styled-components';
import { Mail, Phone } from 'lucide-react';
import { Glyph } from '../shared/Icon';
import { Container } from '../shared/layout';
import { DesktopNav } from './DesktopNav';
import { Logo } from './Logo';
import { MobileNav } from './MobileNav';
import { HEADER_SCROLL_THRESHOLD, type NavLocation } from './navState';
import { navGroupTracking, navTracking, phoneHref, type FrameProps } from '../../engine';

const Utility = styled.div`
  display: none;
  background: ${({ theme }) => theme.color.navy950};
  color: ${({ theme }) => theme.color.mutedOnDark};
  font-size: ${({ theme }) => theme.text.sm};
  ${({ theme }) => theme.up.lg} {
    display: block;
  }
`;

const UtilityRow = styled(Container)`
  display: flex;
  justify-content: space-between;
  align-items: center;
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

const UtilityGroup = styled.div`
  display: flex;
  gap: 24px;
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

const Bar = styled.div`
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
  @supports (backdrop-filter: blur(8px)) {
    background: ${({ theme }) => theme.color.headerBarFrosted};
    backdrop-filter: saturate(1.4) blur(8px);
  }
  /* A backdrop filter makes the bar the containing block of fixed descendants: while the mobile
     menu (a fixed, full-height panel inside the bar) is open, the bar goes without it. */
  [data-site-header]:has([data-mobile-toggle][aria-expanded='true']) & {
    background: ${({ theme }) => theme.color.surface};
    backdrop-filter: none;
  }
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  height: 100%;
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Cta = styled.a`
  display: none;
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
  ${({ theme }) => theme.up.sm} {
    display: inline-flex;
  }
`;

/** Site header: utility bar, logo, main navigation (desktop dropdowns or mobile menu) and the primary call to action. */
export function Header({ site, page }: FrameProps) {
  // Every address of the page on screen counts: /services, /asset-management and /management are one page.
  const location: NavLocation = { pathname: page?.path ?? '', pagePaths: page?.paths.length ? page.paths : page ? [page.path] : [] };
  const items = site.header.nav.filter((item) => !item.primary);
  const primary = site.header.nav.find((item) => item.primary);
  return (
    <Sticky data-scrolled-past={HEADER_SCROLL_THRESHOLD} data-site-header>
      <Utility>
        <UtilityRow>
          <UtilityGroup>
            <a href={phoneHref(site.contact.phone)}>
              <Glyph icon={Phone} size={14} />
              {site.contact.phone}
            </a>
            <a href={`mailto:${site.contact.email}`}>
              <Glyph icon={Mail} size={14} />
              {site.contact.email}
            </a>
          </UtilityGroup>
          <UtilityGroup {...navGroupTracking('header')}>
            {site.header.accountLinks.map((link) => (
              <a key={link.href} href={link.href}>
                {link.name}
              </a>
            ))}
          </UtilityGroup>
        </UtilityRow>
      </Utility>
      <Slot>
        <Bar data-header-bar>
          <Row>
            <Logo brand={site.brand} />
            <DesktopNav items={items} location={location} />
            <End>
              {primary && (
                <Cta href={primary.href} {...navTracking(primary.name, 'header')}>
                  {primary.name}
                </Cta>
              )}
              <MobileNav items={items} primary={primary} accountLinks={site.header.accountLinks} location={location} />
            </End>
          </Row>
        </Bar>
      </Slot>
    </Sticky>
  );
}
