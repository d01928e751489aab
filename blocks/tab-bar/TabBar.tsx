import styled from 'styled-components';
import { Container } from '../shared/layout';
import { navGroupTracking, ownValue, usePageData, useSite } from '../../engine';
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

/** How far into the list each edge's fade reaches. */
const FADE = '48px';
/** The space between tabs. */
const GAP = '4px';

/**
 * The tabs, in a row that scrolls sideways when it is wider than the bar (narrow screens). An edge
 * with more tabs past it fades them out, so the cut-off tab reads as "more this way": the list is
 * a scroll-state container and each fade shows while the list can scroll towards its edge (CSS
 * only, no script: at the end, or when nothing overflows, no fade). The fades are sticky boxes at
 * the list's ends, drawn over the tabs but never in their way (no pointer events, no text).
 */
const Tabs = styled.ul`
  list-style: none;
  display: flex;
  gap: ${GAP};
  overflow-x: auto;
  scrollbar-width: none;
  container-type: scroll-state;
  /* A tab scrolled into view (by focus, or as the current one on arrival) stops clear of the fades. */
  scroll-padding-inline: ${FADE};
  &::-webkit-scrollbar {
    display: none;
  }
  &::before,
  &::after {
    content: '';
    position: sticky;
    flex: none;
    width: ${FADE};
    pointer-events: none;
    opacity: 0;
    transition: opacity ${({ theme }) => theme.motion.fast};
  }
  /* Each takes no room in the row: the tabs and the list's scroll width are as without them. */
  &::before {
    left: 0;
    margin-right: calc(-1 * (${FADE} + ${GAP}));
    background: linear-gradient(to right, ${({ theme }) => theme.color.surface} 20%, transparent);
  }
  &::after {
    right: 0;
    margin-left: calc(-1 * (${FADE} + ${GAP}));
    background: linear-gradient(to left, ${({ theme }) => theme.color.surface} 20%, transparent);
  }
  @container scroll-state(scrollable: inline-start) {
    &::before {
      opacity: 1;
    }
  }
  @container scroll-state(scrollable: inline-end) {
    &::after {
      opacity: 1;
    }
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
  const tabs = ownValue(site.tabSets, block.tabs) ?? [];

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
