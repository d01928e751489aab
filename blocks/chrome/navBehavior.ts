import { NAV } from './navAttributes';
import { DROPDOWN_CLOSE_DELAY_MS, NAV_LOCATION } from './navState';
import { FOCUSABLE, keepTabWithin, visibleFocusables } from './focusTrap';
import { lockScroll } from './scrollLock';
import { wider } from '../breakpoints';

/**
 * The header's menus, without React: the markup (SiteNav) is server-rendered with every submenu in
 * it, closed, and this module makes it work through listeners on the document. So the menus work
 * as soon as this small script runs, need no hydration, and keep working whatever replaces the
 * header's markup (a client-side navigation renders a new header; nothing to re-attach).
 *
 * One <nav>, two layouts (the CSS decides which; `wideLayout` asks the same media query):
 * Wide (the disclosure pattern for site navigation): hover opens an item's dropdown and it closes
 * 200 ms after the pointer leaves; the toggle opens and closes it (a click on a dropdown the pointer
 * has just opened keeps it open); at most one is open; ArrowDown on a toggle opens it and focuses
 * its first link; arrows move within a dropdown and along the top level; Escape closes and returns
 * focus to the toggle; a click outside, or focus moving outside, closes.
 * Narrow: the menu toggle opens the <nav> as a full-height panel (page scroll locked, focus kept
 * inside, Escape closes), the same item toggles expand their groups one at a time, and following a
 * link (in the menu or above it, like the logo) or going Back or Forward closes it.
 * Both: Space follows a label link as Enter does, and a layout change closes everything.
 */

const sel = (attribute: string) => `[${attribute}]`;
const WIDE_LAYOUT = wider.lg;

function wideLayout(): boolean {
  return window.matchMedia(WIDE_LAYOUT).matches;
}

const isExpanded = (button: Element | null | undefined) => button?.getAttribute('aria-expanded') === 'true';

// ── submenus (dropdowns, or groups expanded in place) ───────────────────────────────────────────

function toggleOf(item: Element): HTMLButtonElement | null {
  return item.querySelector<HTMLButtonElement>(sel(NAV.toggle));
}

function panelOf(item: Element): HTMLElement | null {
  return item.querySelector<HTMLElement>(sel(NAV.panel));
}

function panelLinks(item: Element): HTMLElement[] {
  return [...(panelOf(item)?.querySelectorAll<HTMLElement>('a[href]') ?? [])];
}

let closeTimer: number | undefined;
/** The item the pointer opened: a click on its toggle right after keeps it open. */
let hoverOpened: Element | null = null;

function openItems(): Element[] {
  return [...document.querySelectorAll(sel(NAV.menu))].filter((item) => isExpanded(toggleOf(item)));
}

function setOpen(item: Element, open: boolean): void {
  toggleOf(item)?.setAttribute('aria-expanded', String(open));
  const panel = panelOf(item);
  if (panel) panel.hidden = !open;
  if (!open && hoverOpened === item) hoverOpened = null;
}

/** Opens one submenu, closing any other: at most one is open, in either layout. */
function openItem(item: Element): void {
  for (const other of openItems()) if (other !== item) setOpen(other, false);
  setOpen(item, true);
}

function closeItems(): void {
  window.clearTimeout(closeTimer);
  for (const item of openItems()) setOpen(item, false);
}

function scheduleClose(): void {
  window.clearTimeout(closeTimer);
  closeTimer = window.setTimeout(closeItems, DROPDOWN_CLOSE_DELAY_MS);
}

function onItemToggle(toggle: Element): void {
  const item = toggle.closest(sel(NAV.menu));
  if (!item) return;
  window.clearTimeout(closeTimer);
  if (hoverOpened === item)
    hoverOpened = null; // opened by the pointer a moment ago: stay open
  else if (isExpanded(toggle)) setOpen(item, false);
  else openItem(item);
}

// ── wide: dropdowns on hover and from the keyboard ──────────────────────────────────────────────

const menuItemUnder = (target: EventTarget | null) =>
  target instanceof Element ? target.closest(`${sel(NAV.nav)} ${sel(NAV.menu)}`) : null;

function onPointerOver(event: PointerEvent): void {
  if (event.pointerType !== 'mouse' || !wideLayout()) return;
  const item = menuItemUnder(event.target);
  if (!item) return;
  window.clearTimeout(closeTimer);
  if (!isExpanded(toggleOf(item))) {
    openItem(item);
    hoverOpened = item;
  }
}

function onPointerOut(event: PointerEvent): void {
  if (event.pointerType !== 'mouse' || !wideLayout()) return;
  const from = menuItemUnder(event.target);
  if (from && menuItemUnder(event.relatedTarget) !== from) scheduleClose();
}

/** The top level's links and toggles, in order, for Left and Right. */
function topLevelControls(nav: Element): HTMLElement[] {
  return [...nav.querySelectorAll<HTMLElement>(':scope>ul>li>div>:is(a,button)')];
}

function move(list: HTMLElement[], from: Element, step: number): void {
  const index = list.indexOf(from as HTMLElement);
  // Found, the list is not empty.
  if (index === -1) return;
  list[(index + step + list.length) % list.length]!.focus();
}

function onDropdownKey(event: KeyboardEvent, target: HTMLElement): void {
  const nav = target.closest(sel(NAV.nav));
  if (!nav) return;
  const item = target.closest(sel(NAV.menu));
  const inPanel = Boolean(target.closest(sel(NAV.panel)));
  switch (event.key) {
    case 'Escape':
      if (item && isExpanded(toggleOf(item))) {
        event.preventDefault();
        setOpen(item, false);
        toggleOf(item)?.focus();
      }
      return;
    case 'ArrowDown':
    case 'ArrowUp':
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

/**
 * Focus moved from an open dropdown to a control outside it (Tab past its last link, Shift+Tab past
 * its toggle): the dropdown closes, so it never covers the control that now has focus (WCAG 2.4.11).
 * Focus leaving for nothing (the window losing focus, a click on the panel's padding) keeps it open.
 */
function onFocusOut(event: FocusEvent): void {
  if (!wideLayout()) return;
  const item = menuItemUnder(event.target);
  const next = event.relatedTarget;
  if (!item || !(next instanceof Element) || item.contains(next) || !isExpanded(toggleOf(item))) return;
  window.clearTimeout(closeTimer);
  setOpen(item, false);
}

// ── narrow: the full-screen menu ────────────────────────────────────────────────────────────────

/** Puts the page's scroll back: set while the menu is open. */
let unlockScroll: (() => void) | null = null;
/** The menu has opened and its page is not locked yet (see lockScrollAfterPaint). */
let lockPending = false;

/**
 * Locks the page's scroll once the open menu is on screen. Locking changes what the page's scroller
 * is, and the browser then re-rasters the whole screen behind the menu; done in the press, that
 * delayed the menu's first frame by 18 ms of raster at 4x. Nobody sees it happen afterwards: the
 * menu covers the page.
 */
function lockScrollAfterPaint(): void {
  lockPending = true;
  window.requestAnimationFrame(() =>
    window.setTimeout(() => {
      if (!lockPending) return; // closed (and so released) in the meantime
      lockPending = false;
      unlockScroll ??= lockScroll();
    }, 0),
  );
}

function releaseScroll(): void {
  lockPending = false;
  unlockScroll?.();
  unlockScroll = null;
}

/** The menu's <nav> and its toggle, from either (the toggle names the <nav> it controls). */
function menuParts(from: Element): { nav: HTMLElement | null; toggle: HTMLButtonElement | null } {
  const toggle = from.closest<HTMLButtonElement>(sel(NAV.menuToggle));
  if (toggle) return { nav: document.getElementById(toggle.getAttribute('aria-controls') ?? ''), toggle };
  const nav = from.closest<HTMLElement>(sel(NAV.nav));
  return { nav, toggle: nav ? document.querySelector<HTMLButtonElement>(`${sel(NAV.menuToggle)}[aria-controls="${nav.id}"]`) : null };
}

/** The header the menu's toggle is in. */
const headerOf = (toggle: Element) => toggle.closest(sel(NAV.header))!;

function setMenuOpen(nav: HTMLElement, toggle: HTMLButtonElement, open: boolean, returnFocus = false): void {
  // What shows as the bar (NAV.bar), and the bar's box it is in, which holds the menu's navigation
  // and its account links and tracks their links (Header).
  const plate = headerOf(toggle).querySelector(sel(NAV.bar))!;
  const bar = plate.parentElement!;
  // Read before anything is written, while layout is still clean: measuring after a write would
  // force a style and layout pass inside the press, which is what keeps the menu from opening fast.
  // The visible bar's bottom, not the header's: scrolled, the bar is compact and shorter than the header's box.
  const headerBottom = open ? plate.getBoundingClientRect().bottom : 0;
  toggle.setAttribute('aria-expanded', String(open));
  toggle.setAttribute('aria-label', open ? 'Close menu' : 'Open menu');
  nav.toggleAttribute(NAV.open, open);
  // The bar's links record where they are: in the open menu, or (closed) in the bar.
  bar.setAttribute(NAV.location, open ? NAV_LOCATION.menu : NAV_LOCATION.bar);
  if (open) {
    // On the bar, whose menu panel and account links place themselves below it, their only readers:
    // a custom property set on <html> would make the browser recompute the style of every element.
    bar.style.setProperty('--header-bottom', `${headerBottom}px`);
    lockScrollAfterPaint();
    nav.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
  } else {
    releaseScroll();
    closeItems();
    if (returnFocus) toggle.focus();
  }
}

function onMenuToggle(toggle: Element): void {
  const { nav, toggle: button } = menuParts(toggle);
  if (nav && button) setMenuOpen(nav, button, !isExpanded(button));
}

/** The open narrow menu's parts, whatever has the focus: a tap on the menu's empty space leaves it on the body. */
function openMenuParts(target: HTMLElement): ReturnType<typeof menuParts> {
  const parts = menuParts(target);
  if (parts.nav && parts.toggle) return parts;
  const open = document.querySelector<HTMLButtonElement>(`${sel(NAV.menuToggle)}[aria-expanded="true"]`);
  return open ? menuParts(open) : parts;
}

function onMenuKey(event: KeyboardEvent, target: HTMLElement): void {
  const { nav, toggle } = openMenuParts(target);
  if (!nav || !toggle || !isExpanded(toggle)) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    setMenuOpen(nav, toggle, false, true);
    return;
  }
  // Keep Tab inside the open menu: its account links, its navigation and its toggle, in that order.
  keepTabWithin(event, visibleFocusables(headerOf(toggle)));
}

function closeMenu(): void {
  for (const toggle of document.querySelectorAll<HTMLButtonElement>(sel(NAV.menuToggle))) {
    const { nav } = menuParts(toggle);
    if (nav && isExpanded(toggle)) setMenuOpen(nav, toggle, false);
  }
  // A page already fetched is swapped in before this listener runs, its menu closed: the lock is
  // this module's own, so it is released whether or not an open menu is still there to close.
  releaseScroll();
}

/**
 * Lays the closed menu out once, closed again in the same task, so nothing of it is ever painted.
 * The first opening costs twice what later ones do (the browser first meets its fonts, icons and
 * styles then: 34 against 15 ms of style and layout at 4x), and that first one is the opening a
 * visitor waits for: with this, a tap on the menu button is answered 20 ms sooner (median INP 104
 * against 80 ms, 5 runs each at 4x). The engine runs it once the page is idle (bootOptions.ts: a
 * preparation).
 */
export function prepareMenu(): void {
  if (wideLayout()) return;
  for (const toggle of document.querySelectorAll<HTMLButtonElement>(sel(NAV.menuToggle))) {
    const { nav } = menuParts(toggle);
    if (!nav || isExpanded(toggle)) continue;
    nav.toggleAttribute(NAV.open, true);
    nav.getBoundingClientRect(); // the style and layout of the open menu, now
    nav.toggleAttribute(NAV.open, false);
  }
}

// ── both ────────────────────────────────────────────────────────────────────────────────────────

/** Closes every menu: Back or Forward is about to put another page on screen, or the layout changed. */
function closeAll(): void {
  closeItems();
  closeMenu();
}

function onClick(event: MouseEvent): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const menuToggle = target.closest(sel(NAV.menuToggle));
  if (menuToggle) return onMenuToggle(menuToggle);
  const itemToggle = target.closest(`${sel(NAV.nav)} ${sel(NAV.toggle)}`);
  if (itemToggle) return onItemToggle(itemToggle);
  // Following a link closes the menus: one in them, or one above them such as the logo. The next
  // page brings a new, closed header; closing here is what gives the page its scroll back.
  if (target.closest('a[href]')) return closeAll();
  // A click outside an open dropdown closes it (in the narrow menu, the groups stay as they are).
  if (wideLayout() && !target.closest(sel(NAV.menu))) closeItems();
}

function onKey(event: KeyboardEvent): void {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return;
  if (event.key === ' ' && target.matches(`a${sel(NAV.label)}`)) {
    // A menu label is a real link: Space follows it too, as Enter does.
    event.preventDefault();
    target.click();
    return;
  }
  if (wideLayout()) onDropdownKey(event, target);
  else onMenuKey(event, target);
}

let installed = false;

export function installNavBehavior(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('pointerover', onPointerOver, { passive: true });
  document.addEventListener('pointerout', onPointerOut, { passive: true });
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKey);
  document.addEventListener('focusout', onFocusOut);
  window.addEventListener('popstate', closeAll);
  window.matchMedia(WIDE_LAYOUT).addEventListener('change', closeAll);
}

/** The navigation's top-level links and its call to action, in the header's order (bootOptions.ts: fetched ahead while idle). */
export function mainNavigationLinks(): HTMLAnchorElement[] {
  return [...document.querySelectorAll<HTMLAnchorElement>(`a[${NAV.main}]`)];
}
