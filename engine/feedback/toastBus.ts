/**
 * Toasts without a toast library on every page: showToast() announces the message at once in a
 * live region that is always on the page and hands it to the site's toast host, which a form loads
 * before it can be sent (prepareToasts). If the site has none, or it cannot be loaded (offline, or a
 * redeploy removed its chunk), a plain fallback shows the message instead: a failure to load never
 * hides a message.
 */
import type { DefaultTheme } from 'styled-components';
import { dismissFallbackToast, showFallbackToast } from './fallbackToast';
import type { ToastHostMounter, ToastMessage } from './toastMessage';

type Listener = (message: ToastMessage) => void;
type Dismisser = (key: string) => void;

const listeners = new Set<Listener>();
const dismissers = new Set<Dismisser>();
let queued: ToastMessage[] = [];
let host: Promise<boolean> | null = null;
/** The site's toast host and the theme it is drawn in, handed over with the island kit (setToastHost). */
let hostSetup: { theme: DefaultTheme; load: () => Promise<ToastHostMounter> } | null = null;

/** Hands the bus the site's toast host (IslandServices.toasts) and its theme; without a host, the fallback draws toasts. */
export function setToastHost(theme: DefaultTheme, load: (() => Promise<ToastHostMounter>) | undefined): void {
  hostSetup = load ? { theme, load } : null;
}

/** Ids of the two live regions the frame renders: polite for news, assertive for errors. */
export const ANNOUNCER_IDS = { polite: 'toast-status', assertive: 'toast-alert' } as const;

function announce(message: ToastMessage): void {
  if (typeof document === 'undefined') return;
  const region = document.getElementById(message.variant === 'destructive' ? ANNOUNCER_IDS.assertive : ANNOUNCER_IDS.polite);
  if (!region) return;
  // Clear first so the same message twice is announced twice.
  region.textContent = '';
  window.setTimeout(() => {
    region.textContent = [message.title, message.description].filter(Boolean).join('. ');
  }, 50);
}

/**
 * Loads and mounts the toast host once; resolves true when it is up, false when it could not be
 * loaded (the fallback is used then). A form awaits this before it can be sent, so the visible toast
 * and the announcement always appear together.
 */
export function prepareToasts(): Promise<boolean> {
  const setup = hostSetup;
  if (!setup) return Promise.resolve(false); // no host: the fallback shows messages
  host ??= setup
    .load()
    .then((mountToastHost) => {
      mountToastHost(setup.theme, subscribeToasts);
      return true;
    })
    .catch((failure: unknown) => {
      console.error('Could not load the notifications; showing plain messages instead.', failure);
      return false;
    });
  return host;
}

export function showToast(message: ToastMessage): void {
  if (!message.announced) announce(message);
  if (listeners.size) {
    listeners.forEach((listener) => listener(message));
    return;
  }
  queued.push(message);
  void prepareToasts().then((ready) => {
    if (ready) return; // the host takes the queue when it subscribes
    const waiting = queued;
    queued = [];
    waiting.forEach(showFallbackToast);
  });
}

/** Takes back the toast shown under `key`, wherever it is: waiting for the host, up, or drawn by the fallback. */
export function dismissToast(key: string): void {
  queued = queued.filter((message) => message.key !== key);
  dismissers.forEach((dismiss) => dismiss(key));
  dismissFallbackToast(key);
}

/** For the toast host: receive messages, including those sent before it mounted, and the keys taken back. */
export function subscribeToasts(listener: Listener, dismiss: Dismisser): () => void {
  listeners.add(listener);
  dismissers.add(dismiss);
  const waiting = queued;
  queued = [];
  waiting.forEach(listener);
  return () => {
    listeners.delete(listener);
    dismissers.delete(dismiss);
  };
}
