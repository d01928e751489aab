import { Fragment, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ChevronDown } from 'lucide-react';
import type { NavItem } from '../../engine/content/types.generated';
import { trackEvent } from '../../engine/analytics/analytics';
import { prefetchPath } from '../../engine/router/prefetch';
import { DROPDOWN_CLOSE_DELAY_MS, isCurrent, isSectionActive, submenuGroups } from './navState';

const Root = styled(NavigationMenu.Root)`
  display: none;
  ${({ theme }) => theme.up.lg} {
    display: block;
  }
`;

const List = styled(NavigationMenu.List)`
  display: flex;
  align-items: center;
  gap: 2px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled(NavigationMenu.Item)`
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

const TopLink = styled(Link)`
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

const Toggle = styled(NavigationMenu.Trigger)`
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
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
`;

const Panel = styled(NavigationMenu.Content)`
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

const SubLink = styled(Link)`
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

/** Radix's own hover handling closes after 150 ms; the spec wants 200 ms, so hover is handled here. */
const stopRadixHover = (event: PointerEvent) => event.preventDefault();
const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';

function recordNav(label: string, destination: string) {
  trackEvent('navigation_click', { label, destination, location: 'header' });
}

/** 'Asset Types' → 'asset-types'. */
function menuValue(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

export function DesktopNav({ items, pathname }: { items: NavItem[]; pathname: string }) {
  const [open, setOpen] = useState('');
  const closeTimer = useRef<number | undefined>(undefined);
  // A menu the pointer opened is already open when its toggle is clicked: that click should keep
  // it open (a second click closes it), not snap it shut under the visitor's pointer.
  const hoverOpened = useRef('');
  const navigate = useNavigate();

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(''), DROPDOWN_CLOSE_DELAY_MS);
  };
  useEffect(() => () => cancelClose(), []);
  useEffect(() => setOpen(''), [pathname]);
  useEffect(() => {
    if (open === '') hoverOpened.current = '';
  }, [open]);

  // A menu label is a real link; Space follows it too, as Enter does.
  const followOnSpace = (href: string, label: string) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === ' ') {
      event.preventDefault();
      recordNav(label, href);
      navigate(href);
    }
  };

  const openAndFocusFirst = (name: string) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' || open === name) return;
    event.preventDefault();
    setOpen(name);
    const trigger = event.currentTarget;
    window.requestAnimationFrame(() => {
      const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
      panel?.querySelector<HTMLElement>('a')?.focus();
    });
  };

  return (
    <Root value={open} onValueChange={setOpen} delayDuration={0} aria-label="Main">
      <List>
        {items.map((item) => {
          const active = isSectionActive(item, pathname);
          const current = isCurrent(item.href, pathname);
          if (!item.submenu?.length) {
            return (
              <Item key={item.name}>
                <Row $active={active || current}>
                  <NavigationMenu.Link asChild>
                    <TopLink
                      to={item.href}
                      data-plain=""
                      aria-current={current ? 'page' : undefined}
                      onClick={() => recordNav(item.name, item.href)}
                      onMouseEnter={() => prefetchPath(item.href)}
                    >
                      {item.name}
                    </TopLink>
                  </NavigationMenu.Link>
                </Row>
              </Item>
            );
          }
          // Radix builds element ids from the value, and ids must not contain spaces.
          const value = menuValue(item.name);
          return (
            <Item
              key={item.name}
              value={value}
              onPointerEnter={(event) => {
                if (!isMouse(event)) return;
                cancelClose();
                hoverOpened.current = value;
                setOpen(value);
              }}
              onPointerLeave={(event) => {
                if (isMouse(event)) scheduleClose();
              }}
            >
              <Row $active={active || current} data-section-active={active ? '' : undefined}>
                <NavigationMenu.Link asChild>
                  <TopLink
                    to={item.href}
                    aria-current={current ? 'page' : active ? 'true' : undefined}
                    onClick={() => recordNav(item.name, item.href)}
                    onKeyDown={followOnSpace(item.href, item.name)}
                    onMouseEnter={() => prefetchPath(item.href)}
                  >
                    {item.name}
                  </TopLink>
                </NavigationMenu.Link>
                <Toggle
                  aria-label={`${item.name} menu`}
                  onPointerMove={stopRadixHover}
                  onPointerLeave={stopRadixHover}
                  onKeyDown={openAndFocusFirst(value)}
                  onClick={(event) => {
                    if (hoverOpened.current === value) {
                      event.preventDefault();
                      setOpen(value); // commits now: the hover's own update may still be pending
                    }
                    hoverOpened.current = '';
                  }}
                >
                  <ChevronDown size={16} aria-hidden="true" focusable="false" />
                </Toggle>
              </Row>
              <Panel onPointerLeave={stopRadixHover}>
                {submenuGroups(item).map((group, index) => (
                  <Fragment key={index}>
                    {index > 0 && <Divider role="separator" />}
                    <SubList>
                      {group.map((entry) => (
                        <li key={entry.href}>
                          <NavigationMenu.Link asChild>
                            <SubLink
                              to={entry.href}
                              aria-current={isCurrent(entry.href, pathname) ? 'page' : undefined}
                              onClick={() => recordNav(entry.name, entry.href)}
                              onMouseEnter={() => prefetchPath(entry.href)}
                            >
                              <strong>{entry.name}</strong>
                              {entry.description && <span>{entry.description}</span>}
                            </SubLink>
                          </NavigationMenu.Link>
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
