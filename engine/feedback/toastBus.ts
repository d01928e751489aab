/**
 * Toasts without loading the toast library up front: showToast() announces the message at once in a
 * live region that is always on the page, asks the lazily loaded toast host to mount, and hands the
 * message over when it is ready.
 */
export type ToastVariant = 'success' | 'destructive' | 'default';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

type Listener = (message: ToastMessage) => void;

const listeners = new Set<Listener>();
const hostRequests = new Set<() => void>();
let queued: ToastMessage[] = [];

/** Ids of the two live regions SiteFrame renders: polite for news, assertive for errors. */
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

export function showToast(message: ToastMessage): void {
  announce(message);
  if (listeners.size) listeners.forEach((listener) => listener(message));
  else queued.push(message);
  hostRequests.forEach((request) => request());
}

/** For the toast host: receive messages, including those sent before it mounted. */
export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  const waiting = queued;
  queued = [];
  waiting.forEach(listener);
  return () => listeners.delete(listener);
}

/** For the frame: be told when a toast wants showing, to mount the host. */
export function onToastRequested(request: () => void): () => void {
  hostRequests.add(request);
  if (queued.length) request();
  return () => hostRequests.delete(request);
}
