import type { ToastMessage } from './toastMessage';

const DURATION_MS = 5000;
const CONTAINER_ID = 'fallback-toast';

/**
 * A toast drawn with plain DOM, for when the toast library cannot be loaded. It looks like a
 * notification and goes away after five seconds; the live regions have announced it already.
 * Bundled with the forms (not loaded lazily): it must work when nothing more can be fetched.
 */
export function showFallbackToast(message: ToastMessage): void {
  document.getElementById(CONTAINER_ID)?.remove();
  const box = document.createElement('div');
  box.id = CONTAINER_ID;
  box.dataset.toast = message.variant ?? 'default';
  if (message.key) box.dataset.toastKey = message.key;
  const destructive = message.variant === 'destructive';
  box.style.cssText = [
    'position:fixed',
    // At the foot of the screen, as the toast host places its toasts (ToastHost.tsx says why),
    // above a phone's home indicator where it has one.
    'bottom:max(16px,env(safe-area-inset-bottom))',
    'left:50%',
    'transform:translateX(-50%)',
    'z-index:9999',
    'width:min(420px,calc(100vw - 32px))',
    'padding:14px 16px',
    'border-radius:10px',
    `border:1px solid ${destructive ? '#fecdca' : '#d9dee7'}`,
    `border-left:5px solid ${destructive ? '#b42318' : '#1f7a4d'}`,
    `background:${destructive ? '#fef3f2' : '#fff'}`,
    'color:#101828',
    'box-shadow:0 12px 32px rgba(11,31,58,.18)',
    'font:inherit',
  ].join(';');
  const title = document.createElement('strong');
  title.textContent = message.title;
  title.style.display = 'block';
  box.append(title);
  if (message.description) {
    const text = document.createElement('p');
    text.textContent = message.description;
    text.style.cssText = 'margin:2px 0 0;font-size:.875rem';
    box.append(text);
  }
  document.body.append(box);
  window.setTimeout(() => box.remove(), DURATION_MS);
}

/** Removes the fallback toast if it is the one shown under `key`. */
export function dismissFallbackToast(key: string): void {
  if (typeof document === 'undefined') return;
  const box = document.getElementById(CONTAINER_ID);
  if (box?.dataset.toastKey === key) box.remove();
}
