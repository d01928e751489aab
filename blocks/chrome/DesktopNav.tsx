import { Fragment } from 'react';
import styled from 'styled-components';
import { ChevronDown } from 'lucide-react';
import { Glyph } from '../shared/Icon';
import { isCurrent, isSectionActive, menuId, submenuGroups, type NavLocation } from './navState';
import { NAV } from './navAttributes';
import { navGroupTracking, trackLabel, type NavItem } from '../../engine';

const Root = styled.nav`
  display: none;
  ${({ theme }) => theme.up.lg} {
    display: block;
  }
`;

const List = styled.ul`
  display: flex;
  align-items: center;
  gap: 2px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  position: relative;
`;

const Row = styled.div<{ $active: boolean }>`
  display: flex;
  align-items: center;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ $active, theme }) => ($active ? theme.color.accent700 : theme.color.navy900)};
  background: ${({ $active, theme }) => ($active ? theme.color.accent100 : 'transparent')};
  &:hover {
    background: ${({ theme }) => theme.color.navy50};
  }
`;

const TopLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 6px 8px 12px;
  font-weight: 600;
  font-size: 0.9375rem;
  text-decoration: none;
  color: inherit;
  white-space: nowrap;
  &[data-plain] {
    padding-right: 12px;
  }
`;

const Toggle = styled.button`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 44px;
  margin-right: 4px;
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.sm};
  svg {
    transition: transform ${({ theme }) => theme.motion.base};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Panel = styled.div`
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
`;

const SubList = styled.ul`
  list-style: none;
  display: grid;
  gap: 2px;
`;

const SubLink = styled.a`
  display: grid;
  gap: 2px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  text-decoration: none;
  color: ${({ theme }) => theme.color.navy900};
  strong {
    font-weight: 650;
  }
  span {
    font-size: ${({ theme }) => theme.text.sm};
    color: ${({ theme }) => theme.color.muted};
  }
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.color.navy50};
  }
  &[aria-current='page'] strong {
    color: ${({ theme }) => theme.color.accent700};
  }
`;

const Divider = styled.div`
  height: 1px;
  margin: 6px 12px;
  background: ${({ theme }) => theme.color.border};
`;

/**
 * The desktop navigation: top-level links, and for items with a submenu a toggle button and a
 * panel of grouped links with descriptions (the disclosure pattern for site navigation). All of it
 * is in the HTML, panels hidden; opening on hover (closing 200 ms after the pointer leaves), the
 * toggles, arrow keys, Escape and a click outside are navBehavior.ts, which needs no hydration.
 */
export function DesktopNav({ items, location }: { items: NavItem[]; location: NavLocation }) {
  return (
    <Root aria-label="Main" {...{ [NAV.desktop]: '' }} {...navGroupTracking('header')}>
      <List>
        {items.map((item) => {
          const active = isSectionActive(item, location.pathname);
          const current = isCurrent(item.href, location);
          if (!item.submenu?.length) {
            return (
              <Item key={item.name}>
                <Row $active={active || current}>
                  <TopLink href={item.href} data-plain="" aria-current={current ? 'page' : undefined}>
                    {item.name}
                  </TopLink>
                </Row>
              </Item>
            );
          }
          const panelId = menuId('nav-menu', item.name);
          return (
            <Item key={item.name} {...{ [NAV.menu]: '' }}>
              <Row $active={active || current} data-section-active={active ? '' : undefined}>
                <TopLink
                  href={item.href}
                  aria-current={current ? 'page' : active ? 'true' : undefined}
                  {...{ [NAV.label]: '' }}
                >
                  {item.name}
                </TopLink>
                <Toggle type="button" aria-expanded="false" aria-controls={panelId} aria-label={`${item.name} menu`} {...{ [NAV.toggle]: '' }}>
                  <Glyph icon={ChevronDown} size={16} />
                </Toggle>
              </Row>
              <Panel id={panelId} hidden {...{ [NAV.panel]: '' }}>
                {submenuGroups(item).map((group, index) => (
                  <Fragment key={index}>
                    {index > 0 && <Divider role="separator" />}
                    <SubList>
                      {group.map((entry) => (
                        <li key={entry.href}>
                          <SubLink
                            href={entry.href}
                            aria-current={isCurrent(entry.href, location) ? 'page' : undefined}
                            {...trackLabel(entry.name)}
                          >
                            <strong>{entry.name}</strong>
                            {entry.description && <span>{entry.description}</span>}
                          </SubLink>
                        </li>
                      ))}
                    </SubList>
                  </Fragment>
                ))}
              </Panel>
            </Item>
          );
        })}
      </List>
    </Root>
  );
}
