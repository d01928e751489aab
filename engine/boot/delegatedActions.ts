import { trackEvent } from '../analytics/analytics';
import { readParams } from '../actions/trackingAttributes';
import { clickRecord, destinationOf } from '../actions/clickRecord';
import { scrollToAnchor } from '../navigation/scrollToAnchor';
import { activeNavigator } from '../navigation/navigationHandlers';
import { installLinkIntent } from '../navigation/linkIntent';
import { anchorIdOf, isPageAddress } from '../navigation/navigableLink';

function recordClick(target: Element): void {
  const click = clickRecord(target);
  if (click) trackEvent(click.event, click.params);
  const cta = target.closest('[data-cta]');
  if (cta) {
    trackEvent(cta.getAttribute('data-cta')!, {
      location: cta.getAttribute('data-cta-location') ?? 'page',
      click_label: destinationOf(cta),
    });
  }
}

/** A click the browser would turn into a plain same-tab navigation of this document. */
function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function handleLink(event: MouseEvent, link: HTMLAnchorElement): void {
  if (event.defaultPrevented || !isPlainLeftClick(event)) return;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  const url = new URL(link.href, window.location.href);
  if (!isPageAddress(url)) return; // another site, or a file (a PDF, an image): the browser's
  const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
  // A fragment ('#x', or an empty '#') on this page is not a page load, for the browser either.
  if (samePage && url.href.includes('#')) {
    // An anchor on this page: a history entry, a smooth scroll (instant with reduced motion) and
    // focus. One with no such element (or '#', '#top') is the browser's to scroll to.
    if (scrollToAnchor(anchorIdOf(url.hash))) event.preventDefault();
    return;
  }
  const navigate = activeNavigator();
  if (!navigate) return; // the application is not up yet: the browser loads the page
  event.preventDefault();
  navigate(url);
}

const hovered = new WeakSet<Element>();

function recordHover(event: MouseEvent): void {
  const element = (event.target as Element | null)?.closest?.('[data-hover]');
  if (!element || hovered.has(element)) return;
  // mouseover bubbles from every child: count only the pointer entering the element itself.
  if (event.relatedTarget instanceof Node && element.contains(event.relatedTarget)) return;
  hovered.add(element);
  trackEvent(element.getAttribute('data-hover')!, readParams(element, 'hover'));
}

function recordOpen(event: Event): void {
  const details = event.target;
  if (!(details instanceof HTMLDetailsElement) || !details.open || !details.hasAttribute('data-open')) return;
  trackEvent(details.getAttribute('data-open')!, readParams(details, 'open'));
}

let installed = false;

/**
 * The one listener behind every action on the page, installed by the boot script before anything
 * else: it records the analytics the HTML describes (see trackingAttributes), scrolls to in-page
 * anchors, and hands same-site links to the router once there is one. Components render plain
 * links and buttons, so all of this works the moment the HTML is on screen.
 */
export function installDelegatedActions(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    recordClick(target);
    const link = target.closest('a[href]');
    if (link instanceof HTMLAnchorElement) handleLink(event, link);
  });
  document.addEventListener('mouseover', recordHover, { passive: true });
  installLinkIntent();
  // 'toggle' does not bubble; capturing sees it on its way to every <details>.
  document.addEventListener('toggle', recordOpen, true);
}
