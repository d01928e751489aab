import { NAV } from './navAttributes';
import { DROPDOWN_CLOSE_DELAY_MS } from './navState';
import { FOCUSABLE, keepTabWithin, visibleFocusables } from './focusTrap';
import { lockScroll } from './scrollLock';

/**
 * The header's menus, without React: the markup (DesktopNav, MobileNav) is server-rendered with
 * every panel in it, closed, and this module makes it work through listeners on the document. So
 * the menus work as soon as this small script runs, need no hydration, and keep working whatever
 * replaces the header's markup (a client-side navigation renders a new header; nothing to re-attach).
 *
 * Desktop (the disclosure pattern for site navigation): hover opens an item's panel and it closes
 * 200 ms after the pointer leaves; the toggle opens and closes it (a click on a panel the pointer
 * has just opened keeps it open); at most one is open; ArrowDown on a toggle opens it and focuses
 * its first link; arrows move within a panel and along the top level; Escape closes and returns
 * focus to the toggle; a click outside closes; Space follows a label link as Enter does.
 * Mobile: the toggle opens a full-height panel (page scroll locked, focus kept inside, Escape
 * closes), items expand one at a time, and following a link (in the menu or above it, like the
 * logo) or going Back or Forward closes it.
 */

const sel = (attribute: string) => `[${attribute}]`;

function toggleOf(item: Element): HTMLButtonElement | null {
  return item.querySelector<HTMLButtonElement>(sel(NAV.toggle));
}

function panelOf(item: Element): HTMLElement | null {
  return item.querySelector<HTMLElement>(sel(NAV.panel));
}

function panelLinks(item: Element): HTMLElement[] {
  return [...(panelOf(item)?.querySelectorAll<HTMLElement>('a[href]') ?? [])];
}

// ── desktop ──────────────────────────────────────────────────────────────────────────────────

let closeTimer: number | undefined;
/** The item the pointer opened: a click on its toggle right after keeps it open. */
let hoverOpened: Element | null = null;

function openItems(): Element[] {
  return [...document.querySelectorAll(`${sel(NAV.menu)}`)].filter((item) => toggleOf(item)?.getAttribute('aria-expanded') === 'true');
}

function setOpen(item: Element, open: boolean): void {
  toggleOf(item)?.setAttribute('aria-expanded', String(open));
  const panel = panelOf(item);
  if (panel) panel.hidden = !open;
  if (!open && hoverOpened === item) hoverOpened = null;
}

function openItem(item: Element): void {
  for (const other of openItems()) if (other !== item) setOpen(other, false);
  setOpen(item, true);
}

function closeAll(): void {
  window.clearTimeout(closeTimer);
  for (const item of openItems()) setOpen(item, false);
}

function scheduleClose(): void {
  window.clearTimeout(closeTimer);
  closeTimer = window.setTimeout(closeAll, DROPDOWN_CLOSE_DELAY_MS);
}

function onPointerOver(event: PointerEvent): void {
  if (event.pointerType !== 'mouse') return;
  const item = (event.target as Element).closest?.(`${sel(NAV.desktop)} ${sel(NAV.menu)}`);
  if (!item) return;
  window.clearTimeout(closeTimer);
  if (toggleOf(item)?.getAttribute('aria-expanded') !== 'true') {
    openItem(item);
    hoverOpened = item;
  }
}

function onPointerOut(event: PointerEvent): void {
  if (event.pointerType !== 'mouse') return;
  const from = (event.target as Element).closest?.(`${sel(NAV.desktop)} ${sel(NAV.menu)}`);
  if (!from) return;
  const to = event.relatedTarget instanceof Element ? event.relatedTarget.closest(sel(NAV.menu)) : null;
  if (to !== from) scheduleClose();
}

function onDesktopClick(target: Element): boolean {
  const toggle = target.closest(`${sel(NAV.desktop)} ${sel(NAV.toggle)}`);
  if (toggle) {
    const item = toggle.closest(sel(NAV.menu))!;
    window.clearTimeout(closeTimer);
    if (hoverOpened === item) hoverOpened = null; // opened by the pointer a moment ago: stay open
    else if (toggle.getAttribute('aria-expanded') === 'true') setOpen(item, false);
    else openItem(item);
    return true;
  }
  const item = target.closest(sel(NAV.menu));
  // A click outside the open menu closes it; so does following one of its links.
  if (!item || target.closest('a[href]')) closeAll();
  return false;
}

/** The top level's links and toggles, in order, for Left and Right. */
function topLevelControls(nav: Element): HTMLElement[] {
  return [...nav.querySelectorAll<HTMLElement>(':scope > ul > li > div > a, :scope > ul > li > div > button')];
}

function move(list: HTMLElement[], from: Element, step: number): void {
  const index = list.indexOf(from as HTMLElement);
  if (index === -1 || !list.length) return;
  list[(index + step + list.length) % list.length]!.focus();
}

function onDesktopKey(event: KeyboardEvent, target: HTMLElement): void {
  const nav = target.closest(sel(NAV.desktop));
  if (!nav) return;
  const item = target.closest(sel(NAV.menu));
  const inPanel = Boolean(target.closest(sel(NAV.panel)));
  switch (event.key) {
    case ' ':
      // A menu label is a real link: Space follows it too, as Enter does.
      if (target.matches(`a${sel(NAV.label)}`)) {
        event.preventDefault();
        target.click();
      }
      return;
    case 'Escape':
      if (item && toggleOf(item)?.getAttribute('aria-expanded') === 'true') {
        event.preventDefault();
        setOpen(item, false);
        toggleOf(item)?.focus();
      }
      return;
    case 'ArrowDown':
    case 'ArrowUp': {
      if (inPanel && item) {
        event.preventDefault();
        move(panelLinks(item), target, event.key === 'ArrowDown' ? 1 : -1);
      } else if (event.key === 'ArrowDown' && item && target.matches(sel(NAV.toggle))) {
        event.preventDefault();
        openItem(item);
        hoverOpened = null;
        panelLinks(item)[0]?.focus();
      }
      return;
    }
    case 'ArrowLeft':
    case 'ArrowRight':
      if (!inPanel) {
        event.preventDefault();
        move(topLevelControls(nav), target, event.key === 'ArrowRight' ? 1 : -1);
      }
      return;
    default:
  }
}

// ── mobile ───────────────────────────────────────────────────────────────────────────────────

/** Puts the page's scroll back: set while the mobile menu is open. */
let unlockScroll: (() => void) | null = null;

function releaseScroll(): void {
  unlockScroll?.();
  unlockScroll = null;
}

function mobileParts(from: Element) {
  const root = from.closest(sel(NAV.mobile));
  const toggle = root?.querySelector<HTMLButtonElement>(sel(NAV.mobileToggle)) ?? null;
  const panel = root?.querySelector<HTMLElement>(sel(NAV.mobilePanel)) ?? null;
  return { root, toggle, panel };
}

function setMobileOpen(toggle: HTMLButtonElement, panel: HTMLElement, open: boolean, returnFocus = false): void {
  toggle.setAttribute('aria-expanded', String(open));
  toggle.setAttribute('aria-label', open ? 'Close menu' : 'Open menu');
  panel.hidden = !open;
  if (open) {
    unlockScroll ??= lockScroll();
    const header = toggle.closest('header');
    if (header) document.documentElement.style.setProperty('--header-bottom', `${header.getBoundingClientRect().bottom}px`);
    panel.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  } else {
    releaseScroll();
    for (const expand of panel.querySelectorAll(sel(NAV.mobileExpand))) setExpanded(expand, false);
    if (returnFocus) toggle.focus();
  }
}

function setExpanded(button: Element, expanded: boolean): void {
  button.setAttribute('aria-expanded', String(expanded));
  const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (list) list.hidden = !expanded;
}

function onMobileClick(target: Element): void {
  const toggle = target.closest<HTMLButtonElement>(sel(NAV.mobileToggle));
  if (toggle) {
    const { panel } = mobileParts(toggle);
    if (panel) setMobileOpen(toggle, panel, toggle.getAttribute('aria-expanded') !== 'true');
    return;
  }
  const expand = target.closest(sel(NAV.mobileExpand));
  if (expand) {
    const open = expand.getAttribute('aria-expanded') !== 'true';
    for (const other of expand.closest(sel(NAV.mobilePanel))?.querySelectorAll(sel(NAV.mobileExpand)) ?? []) setExpanded(other, false);
    setExpanded(expand, open);
    return;
  }
  // Following a link closes the menu: one in it, or one above it such as the logo. The next page
  // brings a new, closed header; closing here is what gives the page its scroll back.
  if (target.closest('a[href]')) closeMobileMenus();
}

function onMobileKey(event: KeyboardEvent, target: HTMLElement): void {
  const { toggle, panel } = mobileParts(target);
  if (!toggle || !panel || toggle.getAttribute('aria-expanded') !== 'true') return;
  if (event.key === 'Escape') {
    event.preventDefault();
    setMobileOpen(toggle, panel, false, true);
    return;
  }
  // Keep Tab inside the toggle and the open panel.
  keepTabWithin(event, [toggle, ...visibleFocusables(panel)]);
}

function closeMobileMenus(): void {
  for (const toggle of document.querySelectorAll<HTMLButtonElement>(sel(NAV.mobileToggle))) {
    const { panel } = mobileParts(toggle);
    if (panel && toggle.getAttribute('aria-expanded') === 'true') setMobileOpen(toggle, panel, false);
  }
  // A page already fetched is swapped in before this listener runs, its menu closed: the lock is
  // this module's own, so it is released whether or not an open menu is still there to close.
  releaseScroll();
}

/** Closes every menu: Back and Forward are about to put another page on screen. */
function closeMenus(): void {
  closeAll();
  closeMobileMenus();
}

let installed = false;

export function installNavBehavior(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('pointerover', onPointerOver, { passive: true });
  document.addEventListener('pointerout', onPointerOut, { passive: true });
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    if (!onDesktopClick(event.target)) onMobileClick(event.target);
  });
  window.addEventListener('popstate', closeMenus);
  document.addEventListener('keydown', (event) => {
    if (!(event.target instanceof HTMLElement)) return;
    onDesktopKey(event, event.target);
    onMobileKey(event, event.target);
  });
}
