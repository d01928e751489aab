import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ChevronDown, Menu, X } from 'lucide-react';
import type { NavItem, NavLink } from '../../engine/content/types.generated';
import { trackEvent } from '../../engine/analytics/analytics';
import { isCurrent, isSectionActive, submenuGroups } from './navState';

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

const Cta = styled(Link)`
  display: grid;
  place-items: center;
  min-height: 52px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.accent600};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
`;

function recordNav(label: string, destination: string) {
  trackEvent('navigation_click', { label, destination, location: 'mobile_menu' });
}

export interface MobileNavProps {
  items: NavItem[];
  primary?: NavItem;
  accountLinks: NavLink[];
  pathname: string;
}

/** The small-screen menu: a toggle button and a full-height panel with expandable sections. */
export function MobileNav({ items, primary, accountLinks, pathname }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  // The menu closes whenever the route changes.
  useEffect(() => {
    setOpen(false);
    setExpanded(null);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const header = toggleRef.current?.closest('header');
    if (header) document.documentElement.style.setProperty('--header-bottom', `${header.getBoundingClientRect().bottom}px`);
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  // Keep Tab inside the toggle and the open panel; Escape closes and returns to the toggle.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current || !toggleRef.current) return;
    const focusable = [
      toggleRef.current,
      ...panelRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'),
    ];
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div onKeyDown={onKeyDown}>
      <ToggleButton
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X size={24} aria-hidden="true" focusable="false" /> : <Menu size={24} aria-hidden="true" focusable="false" />}
      </ToggleButton>
      <Panel id={panelId} ref={panelRef} aria-label="Main" hidden={!open}>
        <Items>
          {items.map((item) => {
            const active = isSectionActive(item, pathname) || isCurrent(item.href, pathname);
            const groups = submenuGroups(item);
            const isExpanded = expanded === item.name;
            const subId = `${panelId}-${item.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
            return (
              <li key={item.name}>
                <Row $active={active}>
                  <Link
                    to={item.href}
                    aria-current={isCurrent(item.href, pathname) ? 'page' : undefined}
                    onClick={() => recordNav(item.name, item.href)}
                  >
                    {item.name}
                  </Link>
                  {groups.length > 0 && (
                    <Expand
                      type="button"
                      aria-expanded={isExpanded}
                      aria-controls={subId}
                      aria-label={`${item.name} links`}
                      onClick={() => setExpanded(isExpanded ? null : item.name)}
                    >
                      <ChevronDown size={20} aria-hidden="true" focusable="false" />
                    </Expand>
                  )}
                </Row>
                {groups.length > 0 && (
                  <SubList id={subId} hidden={!isExpanded}>
                    {groups.map((group, index) => (
                      <Fragment key={index}>
                        {index > 0 && <GroupDivider aria-hidden="true" />}
                        {group.map((link) => (
                          <li key={link.href}>
                            <Link
                              to={link.href}
                              aria-current={isCurrent(link.href, pathname) ? 'page' : undefined}
                              onClick={() => recordNav(link.name, link.href)}
                            >
                              {link.name}
                              {link.description && <span>{link.description}</span>}
                            </Link>
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
            <Cta to={primary.href} onClick={() => recordNav(primary.name, primary.href)}>
              {primary.name}
            </Cta>
          )}
          <AccountLinks>
            {accountLinks.map((link) => (
              <Link key={link.href} to={link.href} onClick={() => recordNav(link.name, link.href)}>
                {link.name}
              </Link>
            ))}
          </AccountLinks>
        </Extras>
      </Panel>
    </div>
  );
}
