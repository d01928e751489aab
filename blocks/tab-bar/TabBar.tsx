import styled from 'styled-components';
import { Container } from '../shared/layout';
import { navGroupTracking, usePageData, useSite } from '../../engine';
import type { BlockProps, SiteConfig } from '../siteTypes';

/** Scroll distance after which the tab bar is pinned under the header. */
const TAB_BAR_STICKY_AFTER = 100;

const Bar = styled.nav`
  position: relative;
  z-index: 40;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  transition: box-shadow ${({ theme }) => theme.motion.base};
  &[data-sticky] {
    position: sticky;
    /* Pinned under the header, which is compact by the time the bar sticks. */
    top: ${({ theme }) => theme.header.compactBarHeight};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

const Tabs = styled.ul`
  list-style: none;
  display: flex;
  gap: 4px;
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Tab = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 52px;
  padding: 0 16px;
  border-bottom: 3px solid transparent;
  font-weight: 650;
  white-space: nowrap;
  text-decoration: none;
  color: ${({ theme }) => theme.color.muted};
  &:hover {
    color: ${({ theme }) => theme.color.navy900};
  }
  /* The list scrolls sideways, so it clips what lies outside it: the focus ring is drawn inside the
     tab, where it shows whole. */
  &:focus-visible {
    outline-offset: -3px;
  }
  &[aria-current='page'] {
    /* On narrow screens the list scrolls sideways: it opens scrolled to the current tab, from the
       first paint and without a script (the block is static: no effect of its would ever run). */
    scroll-initial-target: nearest;
    color: ${({ theme }) => theme.color.navy900};
    border-bottom-color: ${({ theme }) => theme.color.accent500};
  }
`;

/**
 * Links between a section's pages. The current page's tab (under any of its addresses) has
 * aria-current="page"; after 100 px of scrolling the bar sticks under the header (the boot script's
 * scroll flags set data-sticky, so this works before, and without, hydration).
 */
export default function TabBar({ block }: BlockProps<'tab-bar'>) {
  const page = usePageData();
  const site = useSite<SiteConfig>();
  const tabs = site.tabSets[block.tabs] ?? [];

  return (
    <Bar
      id={block.id}
      aria-label={block.label}
      data-scrolled-past={TAB_BAR_STICKY_AFTER}
      data-scroll-flag="sticky"
      data-tab-bar
      {...navGroupTracking('tab_bar')}
    >
      <Container>
        <Tabs>
          {tabs.map((tab) => {
            const isCurrent = page.paths.includes(tab.href);
            return (
              <li key={tab.href}>
                <Tab href={tab.href} aria-current={isCurrent ? 'page' : undefined}>
                  {tab.label}
                </Tab>
              </li>
            );
          })}
        </Tabs>
      </Container>
    </Bar>
  );
}
