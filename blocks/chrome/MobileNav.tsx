import { Fragment } from 'react';
import styled from 'styled-components';
import { ChevronDown, Menu, X } from 'lucide-react';
import { Glyph } from '../shared/Icon';
import { isCurrent, isSectionActive, menuId, submenuGroups, type NavLocation } from './navState';
import { NAV } from './navAttributes';
import { navGroupTracking, trackLabel, type NavItem, type NavLink } from '../../engine';

const ToggleButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.navy900};
  cursor: pointer;
  ${({ theme }) => theme.up.lg} {
    display: none;
  }
  /* One icon per state: the menu icon while closed, the cross while open. */
  &[aria-expanded='true'] > [data-icon='open'],
  &[aria-expanded='false'] > [data-icon='close'] {
    display: none;
  }
`;

const Panel = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  top: var(--header-bottom, 72px);
  bottom: 0;
  z-index: 55;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 16px clamp(16px, 4vw, 32px) 40px;
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  &[hidden] {
    display: none;
  }
  ${({ theme }) => theme.up.lg} {
    display: none;
  }
`;

const Items = styled.ul`
  list-style: none;
  display: grid;
  gap: 2px;
`;

const Row = styled.div<{ $active: boolean }>`
  display: flex;
  align-items: stretch;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  a {
    flex: 1;
    display: flex;
    align-items: center;
    min-height: 52px;
    padding: 8px 4px;
    font-size: ${({ theme }) => theme.text.lg};
    font-weight: 650;
    text-decoration: none;
    color: ${({ $active, theme }) => ($active ? theme.color.accent700 : theme.color.navy900)};
  }
`;

const Expand = styled.button`
  display: grid;
  place-items: center;
  width: 52px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.navy900};
  cursor: pointer;
  svg {
    transition: transform ${({ theme }) => theme.motion.base};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const SubList = styled.ul`
  list-style: none;
  display: grid;
  padding: 6px 0 10px 12px;
  a {
    display: grid;
    gap: 2px;
    padding: 10px 8px;
    text-decoration: none;
    color: ${({ theme }) => theme.color.navy900};
    font-weight: 600;
  }
  a span {
    font-size: ${({ theme }) => theme.text.sm};
    font-weight: 400;
    color: ${({ theme }) => theme.color.muted};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.accent700};
  }
`;

const GroupDivider = styled.li`
  height: 1px;
  margin: 6px 8px;
  background: ${({ theme }) => theme.color.border};
`;

const Extras = styled.div`
  display: grid;
  gap: 12px;
  margin-top: 24px;
`;

const AccountLinks = styled.div`
  display: flex;
  gap: 12px;
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
`;

const Cta = styled.a`
  display: grid;
  place-items: center;
  min-height: 52px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.accent600};
  color: ${({ theme }) => theme.color.onDark};
  font-weight: 700;
  text-decoration: none;
`;

export interface MobileNavProps {
  items: NavItem[];
  primary?: NavItem;
  accountLinks: NavLink[];
  location: NavLocation;
}

/** The panel's id: one mobile menu per page. */
const PANEL_ID = 'mobile-menu';

/**
 * The small-screen menu: a toggle button and a full-height panel with expandable sections. All of
 * it is in the HTML, closed; opening, expanding, the focus trap, Escape and closing on a link are
 * navBehavior.ts, which needs no hydration.
 */
export function MobileNav({ items, primary, accountLinks, location }: MobileNavProps) {
  return (
    <div {...{ [NAV.mobile]: '' }}>
      <ToggleButton type="button" aria-expanded="false" aria-controls={PANEL_ID} aria-label="Open menu" {...{ [NAV.mobileToggle]: '' }}>
        <Glyph icon={Menu} size={24} data-icon="open" />
        <Glyph icon={X} size={24} data-icon="close" />
      </ToggleButton>
      <Panel id={PANEL_ID} aria-label="Main" hidden {...{ [NAV.mobilePanel]: '' }} {...navGroupTracking('mobile_menu')}>
        <Items>
          {items.map((item) => {
            const current = isCurrent(item.href, location);
            const active = isSectionActive(item, location.pathname) || current;
            const groups = submenuGroups(item);
            const subId = menuId(PANEL_ID, item.name);
            return (
              <li key={item.name}>
                <Row $active={active}>
                  <a href={item.href} aria-current={current ? 'page' : undefined}>
                    {item.name}
                  </a>
                  {groups.length > 0 && (
                    <Expand type="button" aria-expanded="false" aria-controls={subId} aria-label={`${item.name} links`} {...{ [NAV.mobileExpand]: '' }}>
                      <Glyph icon={ChevronDown} size={20} />
                    </Expand>
                  )}
                </Row>
                {groups.length > 0 && (
                  <SubList id={subId} hidden>
                    {groups.map((group, index) => (
                      <Fragment key={index}>
                        {index > 0 && <GroupDivider aria-hidden="true" />}
                        {group.map((link) => (
                          <li key={link.href}>
                            <a
                              href={link.href}
                              aria-current={isCurrent(link.href, location) ? 'page' : undefined}
                              {...trackLabel(link.name)}
                            >
                              {link.name}
                              {link.description && <span>{link.description}</span>}
                            </a>
                          </li>
                        ))}
                      </Fragment>
                    ))}
                  </SubList>
                )}
              </li>
            );
          })}
        </Items>
        <Extras>
          {primary && (
            <Cta href={primary.href}>
              {primary.name}
            </Cta>
          )}
          <AccountLinks>
            {accountLinks.map((link) => (
              <a key={link.href} href={link.href}>
                {link.name}
              </a>
            ))}
          </AccountLinks>
        </Extras>
      </Panel>
    </div>
  );
}
