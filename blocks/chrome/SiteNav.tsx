import { Fragment } from 'react';
import { ChevronDown, Menu, X } from 'lucide-react';
import { Glyph } from '../shared/Icon';
import { isCurrent, isSectionActive, menuId, submenuGroups, type NavLocation } from './navState';
import { NAV } from './navAttributes';
import {
  AccountLinks,
  Cta,
  Divider,
  End,
  Extras,
  Item,
  Items,
  MenuToggle,
  Nav,
  Panel,
  Row,
  SubLink,
  SubList,
  Toggle,
  TopLink,
} from './siteNavStyles';
import { trackLabel } from '../../engine';
import type { NavItem, NavLink } from '../siteTypes';

export interface SiteNavProps {
  items: NavItem[];
  primary?: NavItem;
  location: NavLocation;
}

/** The <nav>'s id, which its toggle controls: one header per page. */
const NAV_ID = 'site-menu';

const hook = (attribute: string) => ({ [attribute]: '' });

/** A top-level item: its link, and for an item with a submenu, the toggle and the submenu's grouped links. */
function NavEntry({ item, location }: { item: NavItem; location: NavLocation }) {
  const section = isSectionActive(item, location.pathname);
  const current = isCurrent(item.href, location);
  const groups = submenuGroups(item);
  const active = section || current ? '' : undefined;
  if (!groups.length) {
    return (
      <Item>
        <Row data-active={active}>
          <TopLink href={item.href} data-plain="" aria-current={current ? 'page' : undefined} {...hook(NAV.main)}>
            {item.name}
          </TopLink>
        </Row>
      </Item>
    );
  }
  const panelId = menuId('nav-menu', item.name);
  return (
    <Item {...hook(NAV.menu)}>
      <Row data-active={active} data-section-active={section ? '' : undefined}>
        <TopLink href={item.href} aria-current={current ? 'page' : section ? 'true' : undefined} {...hook(NAV.label)} {...hook(NAV.main)}>
          {item.name}
        </TopLink>
        <Toggle type="button" aria-expanded="false" aria-controls={panelId} aria-label={`${item.name} menu`} {...hook(NAV.toggle)}>
          <Glyph icon={ChevronDown} size={16} />
        </Toggle>
      </Row>
      <Panel id={panelId} hidden {...hook(NAV.panel)}>
        {groups.map((group, index) => (
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
}

/**
 * The account links (Resident Login, Owner Login), a navigation of their own that comes first in the
 * header's markup, before the logo, because that is where they are seen: up in the utility bar, above
 * the logo and the navigation, on wide screens; at the top of the open menu, right under its bar, on
 * narrow ones (hidden while the menu is closed). Their links record what the main navigation's do
 * (the header's bar tracks them all: see Header).
 */
export function AccountNav({ links }: { links: NavLink[] }) {
  return (
    <AccountLinks aria-label="Account login">
      {links.map((link) => (
        <a key={link.href} href={link.href}>
          {link.name}
        </a>
      ))}
    </AccountLinks>
  );
}

/**
 * The header's navigation, written once: its links, the call to action, and the toggle of the
 * narrow screens' menu (the account links are AccountNav's). CSS (siteNavStyles.ts) presents it as
 * a row of links with dropdown panels on wide screens, and on narrow ones as a full-screen menu with
 * groups that expand in place; navBehavior.ts drives both from these same elements, without
 * hydration. Every link records navigation_click with the location the header's bar gives its
 * links (see Header): 'header', or 'mobile_menu' while the menu is open (navBehavior switches it).
 */
export function SiteNav({ items, primary, location }: SiteNavProps) {
  return (
    <End>
      <Nav id={NAV_ID} aria-label="Main" {...hook(NAV.nav)}>
        <Items>
          {items.map((item) => (
            <NavEntry key={item.name} item={item} location={location} />
          ))}
        </Items>
        <Extras>
          {primary && (
            <Cta href={primary.href} {...hook(NAV.main)}>
              {primary.name}
            </Cta>
          )}
        </Extras>
      </Nav>
      <MenuToggle type="button" aria-expanded="false" aria-controls={NAV_ID} aria-label="Open menu" {...hook(NAV.menuToggle)}>
        <Glyph icon={Menu} size={24} data-icon="open" />
        <Glyph icon={X} size={24} data-icon="close" />
      </MenuToggle>
    </End>
  );
}
